/**
 * A player's initiative for the whole game, where a rule set gives it that way (002 §Initiative, §Setup "Determine
 * Initiative"): the player whose squad costs less chooses who has it; on equal costs the first player rolls one attack
 * die, and on a hit or crit chooses, else the opponent chooses. The player with initiative is the game's first player
 * (`state.firstPlayer`) in every round: ties of pilot skill and simultaneous effects go to that player.
 */
import type { Ctx } from '../context.js';
import type { Choice } from '../decision.js';
import type { PlayerIndex } from '../state.js';
import { OK, type Refusal, refuse } from '../util.js';

/** Asks who has initiative (after a die when the squads cost the same), or returns the answer once given. */
export function askInitiative(ctx: Ctx): PlayerIndex | 'asked' {
  const s = ctx.state;
  const data = (s.cursor.data ??= {});
  if (typeof data.initiative === 'number') {
    const p = data.initiative as PlayerIndex;
    delete data.initiative;
    delete data.initiativeChooser;
    return p;
  }
  let chooser = data.initiativeChooser as PlayerIndex | undefined;
  if (chooser === undefined) {
    const [a, b] = [s.players[0].squadPoints, s.players[1].squadPoints];
    if (a !== b) chooser = a < b ? 0 : 1;
    else {
      const faces = ctx.rollOrAsk('attack', 1, 0, 'to see who chooses initiative');
      if (faces === null) return 'asked';
      chooser = faces[0] === 'hit' || faces[0] === 'crit' ? 0 : 1;
      ctx.emit('initiative-die', `${s.players[0].name} rolls ${faces[0]}: ${s.players[chooser].name} chooses.`, {
        data: { face: faces[0], chooser },
      });
    }
    data.initiativeChooser = chooser;
  }
  ctx.ask({
    player: chooser,
    kind: 'choose-initiative',
    prompt: 'Choose the player who has initiative for the game',
    options: s.players.map((p) => ({ id: `player-${p.index + 1}`, label: `${p.name} has initiative` })),
  });
  return 'asked';
}

/** The answer to 'choose-initiative': kept for askInitiative to return. */
export function chooseInitiative(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const at = ['player-1', 'player-2'].indexOf(choice.option);
  if (at < 0) return refuse('unknown-option', 'choose player-1 or player-2');
  const p = at as PlayerIndex;
  (ctx.state.cursor.data ??= {}).initiative = p;
  ctx.emit('initiative-chosen', `${ctx.state.players[p].name} has initiative for the game.`, { data: { player: p } });
  return OK;
}

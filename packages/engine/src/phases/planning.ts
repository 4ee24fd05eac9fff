/**
 * Planning Phase (000 "Planning Phase"; 001 Round 1): every ship in play gets a secret dial (any order; we ask the
 * first player's ships, then the second's), then player order is rolled.
 */
import type { Difficulty } from '@xwing/content';
import { runWindow } from '../abilities/run.js';
import { difficultiesMayChange, redManeuversWhileStressed } from '../abilities/static.js';
import { ruleSetOf } from '../rule-sets/index.js';
import type { Ctx, PhaseModule } from '../context.js';
import { maneuverDifficulty } from '../movement.js';
import type { ShipState } from '../state.js';
import { inPlay, isIonized, isStressed, mustShip, OK, pilotInfo, type Refusal, refuse } from '../util.js';

/** Why the ship may not set this maneuver now, or undefined when it may (000 "Stress", "Force"). */
function cannotSet(ctx: Ctx, ship: ShipState, code: string, difficulty: Difficulty): Refusal | undefined {
  // A rule set may let a stressed ship set a red maneuver and resolve it at the reveal (rule-sets/: 002 §Stress).
  if (
    difficulty === 'red' &&
    isStressed(ship) &&
    !ruleSetOf(ctx.state).planning.stressedMaySetRed &&
    !redManeuversWhileStressed(ctx, ship, code, 'set')
  )
    return refuse('stressed-red', `${ship.id} is stressed and cannot set a red maneuver (${code})`);
  if (difficulty === 'purple' && ship.force < 1)
    return refuse('no-force', `${ship.id} has no Force to spend on a purple maneuver`);
  return undefined;
}

/** The dial's maneuvers with their difficulty for this ship now (damage cards may make some harder). */
function dialFor(ctx: Ctx, ship: ShipState): { code: string; difficulty: Difficulty }[] {
  // Asked once for the dial: most ships have nothing that changes a maneuver's colour.
  const printed = !difficultiesMayChange(ctx, ship);
  const info = pilotInfo(ctx.content, ship.pilot);
  return info.ship.dial.map((m) => ({
    code: m.code,
    // maneuverDifficulty's reading (the dial's entry for the code) without its standing question.
    difficulty: (printed ? info.dial.get(m.code)?.difficulty : maneuverDifficulty(ctx, ship, m.code)) ?? m.difficulty,
  }));
}
import { rollPlayerOrder } from './order.js';

export const planning: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'start' };
    for (const s of ctx.state.ships) s.dial = null;
  },
  advance(ctx) {
    const c = ctx.state.cursor;
    // Abilities "at the start of the Planning Phase" resolve before any dial is set (001 Planning Phase).
    if (c.step === 'start') {
      c.step = 'dials';
      if (runWindow(ctx, 'planning:start', {}) === 'asked') return 'asked';
    }
    if (c.step === 'dials') {
      const fp = ctx.state.firstPlayer;
      // An ionised ship sets no dial where the rule set says so (002 §Ion token).
      const dialless = !ruleSetOf(ctx.state).ion.setsDial;
      const needs = (s: ShipState) => inPlay(s) && !s.dial && !(dialless && isIonized(s));
      const next = ctx.state.ships.find((s) => needs(s) && s.player === fp) ?? ctx.state.ships.find((s) => needs(s));
      if (next) {
        c.ship = next.id;
        const named = ruleSetOf(ctx.state).difficultyName;
        ctx.ask({
          player: next.player,
          kind: 'set-dial',
          ship: next.id,
          prompt: `Set the dial of ${next.id}`,
          options: dialFor(ctx, next)
            .filter((m) => cannotSet(ctx, next, m.code, m.difficulty) === undefined)
            .map((m) => ({
              id: m.code,
              label: `${m.code} (${named(m.difficulty)})`,
              data: { difficulty: m.difficulty },
            })),
        });
        return 'asked';
      }
      delete c.ship;
      c.step = 'order';
    }
    // A player's initiative for the whole game is not rolled again (002 §Initiative).
    if (ruleSetOf(ctx.state).order === 'initiative-for-the-game') return 'system';
    const r = rollPlayerOrder(ctx);
    return r === 'asked' ? 'asked' : 'system';
  },
  choose(ctx, choice) {
    const ship = mustShip(ctx.state, ctx.state.cursor.ship!);
    const m = pilotInfo(ctx.content, ship.pilot).dial.get(choice.option);
    if (!m) return refuse('not-on-dial', `${choice.option} is not a maneuver on ${ship.id}'s dial`);
    const refused = cannotSet(ctx, ship, m.code, maneuverDifficulty(ctx, ship, m.code) ?? m.difficulty);
    if (refused) return refused;
    ship.dial = { maneuver: m.code, revealed: false };
    ctx.emit('dial-set', `${ctx.state.players[ship.player].name} sets the dial of ${ship.id}.`, {
      ship: ship.id,
      data: { maneuver: m.code },
    });
    return OK;
  },
};

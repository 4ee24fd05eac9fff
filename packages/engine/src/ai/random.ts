/**
 * The random legal player: picks uniformly among the decision's options with the generator it is given, so a game
 * between random players is fixed by the seeds. Value decisions without options (entered dice; a placement that lists
 * no candidates) get a value built from the same generator.
 */
import type { Content } from '@xwing/content';
import type { Choice, Decision } from '../decision.js';
import { nextInt } from '../rng.js';
import type { AiRng, Player, TableSight } from './types.js';

const ATTACK_FACES = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'] as const;
const DEFENSE_FACES = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'] as const;
const TABLE = 914.4;

/** A uniform float in [0, 1) from the generator. */
function unit(rng: AiRng): number {
  return nextInt(rng, 0x40000000) / 0x40000000;
}

/**
 * A value for a decision that lists no options: faces for entered dice, or a pose (a setup-zone pose for a ship, a
 * central pose for an obstacle). The engine re-checks it; players prefer options whenever there are any.
 */
export function valueChoice(view: TableSight, decision: Decision, rng: AiRng): Choice {
  if (decision.accepts === 'attack-faces' || decision.accepts === 'defense-faces') {
    const faces = decision.accepts === 'attack-faces' ? ATTACK_FACES : DEFENSE_FACES;
    const value: string[] = [];
    for (let i = 0; i < (decision.count ?? 1); i++) value.push(faces[nextInt(rng, 8)]!);
    return { decision: decision.id, seat: decision.player, option: 'value', value };
  }
  if (decision.accepts === 'pose') {
    if (decision.kind === 'place-ship') {
      const first = view.players[decision.player]?.edge !== 'second';
      const x = 40 + unit(rng) * (TABLE - 80);
      return {
        decision: decision.id,
        seat: decision.player,
        option: 'value',
        value: { x, y: first ? 40 : TABLE - 40, heading: first ? 0 : 180 },
      };
    }
    const x = 260 + unit(rng) * (TABLE - 520);
    const y = 260 + unit(rng) * (TABLE - 520);
    return {
      decision: decision.id,
      seat: decision.player,
      option: 'value',
      value: { x, y, heading: nextInt(rng, 360) },
    };
  }
  throw new Error(`no option to choose in decision ${decision.id} (${decision.kind}): ${decision.prompt}`);
}

/** Uniform over the options. */
export function randomChoice(view: TableSight, decision: Decision, rng: AiRng): Choice {
  const n = decision.options.length;
  if (n === 0) return valueChoice(view, decision, rng);
  const option = decision.options[n === 1 ? 0 : nextInt(rng, n)]!;
  return { decision: decision.id, seat: decision.player, option: option.id };
}

export class RandomPlayer implements Player {
  readonly name = 'random';
  choose(view: TableSight, decision: Decision, _content: Content, rng: AiRng): Choice {
    return randomChoice(view, decision, rng);
  }
}

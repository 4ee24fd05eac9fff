/**
 * The easy level (issue 28): the heuristic player with noise. At a decision with two or more options it takes, now and
 * then, another option than the heuristic's: drawn from its own seeded generator, so a seed still replays the game.
 */
import type { Content } from '@xwing/content';
import type { Choice, Decision } from '../decision.js';
import { nextInt } from '../rng.js';
import { heuristicChoice } from './heuristic.js';
import { valueChoice } from './random.js';
import type { AiRng, Player, TableSight } from './types.js';

/** How often (in 100) the easy player leaves the heuristic's choice, by decision kind (setup never: it is long). */
const NOISE: Partial<Record<Decision['kind'], number>> = {
  'set-dial': 25,
  'choose-action': 30,
  'choose-reposition': 30,
  'choose-lock-target': 30,
  'declare-attack': 30,
  'modify-attack-dice': 30,
  'modify-defense-dice': 30,
  'use-ability': 30,
  'order-abilities': 30,
};

export function easyChoice(view: TableSight, decision: Decision, content: Content, rng: AiRng): Choice {
  const n = decision.options.length;
  if (n === 0) return valueChoice(view, decision, rng);
  const noise = NOISE[decision.kind] ?? 0;
  if (n > 1 && noise > 0 && nextInt(rng, 100) < noise) {
    const o = decision.options[nextInt(rng, n)]!;
    return { decision: decision.id, seat: decision.player, option: o.id };
  }
  return heuristicChoice(view, decision, content, rng);
}

export class EasyPlayer implements Player {
  readonly name = 'easy';
  choose(view: TableSight, decision: Decision, content: Content, rng: AiRng): Choice {
    return easyChoice(view, decision, content, rng);
  }
}

/**
 * Computer players behind one `Player` interface: the random legal player, the heuristic player, and the levels of
 * issue 28: easy (the heuristic with noise), normal and hard (the search player; 'search' names normal).
 */
import { EasyPlayer } from './easy.js';
import { HeuristicPlayer } from './heuristic.js';
import { RandomPlayer } from './random.js';
import { SearchPlayer } from './search.js';
import type { Player } from './types.js';

export type { AiRng, AttackSight, Player, ShipSight, TableSight } from './types.js';
export { HeuristicPlayer, heuristicChoice, type Scene, sceneFor, scorePose } from './heuristic.js';
export { RandomPlayer, randomChoice, valueChoice } from './random.js';
export { EasyPlayer, easyChoice } from './easy.js';
export {
  positionValue,
  SEARCH_BUDGETS,
  type SearchBudget,
  searchChoice,
  type SearchLevel,
  SearchPlayer,
} from './search.js';

export const AI_KINDS = ['heuristic', 'random', 'search', 'easy', 'normal', 'hard'] as const;
export type AiKind = (typeof AI_KINDS)[number];

export function isAiKind(s: string): s is AiKind {
  return (AI_KINDS as readonly string[]).includes(s);
}

/** A player of the given kind. Players keep no state between decisions; their randomness comes from the caller. */
export function makePlayer(kind: AiKind): Player {
  switch (kind) {
    case 'heuristic':
      return new HeuristicPlayer();
    case 'random':
      return new RandomPlayer();
    case 'easy':
      return new EasyPlayer();
    case 'search':
    case 'normal':
      return new SearchPlayer('normal');
    case 'hard':
      return new SearchPlayer('hard');
  }
}

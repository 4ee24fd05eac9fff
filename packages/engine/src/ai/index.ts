/**
 * Computer players behind one `Player` interface: the random legal player, the heuristic player, and the levels of
 * issue 28: easy (the heuristic with noise), normal and hard (the search player; 'search' names normal).
 */
import { EasyPlayer } from './easy.js';
import { HeuristicPlayer } from './heuristic.js';
import { RandomPlayer } from './random.js';
import { budgetWithNodes, SearchPlayer } from './search.js';
import type { Player } from './types.js';

export type { AiRng, AttackSight, Player, ShipSight, TableSight } from './types.js';
export { HeuristicPlayer, heuristicChoice, type Scene, sceneFor, scorePose } from './heuristic.js';
export { RandomPlayer, randomChoice, valueChoice } from './random.js';
export { EasyPlayer, easyChoice } from './easy.js';
export {
  budgetWithNodes,
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

/** The kinds that search, whose budget a node count can set (`makePlayer`'s `nodes`). */
export const SEARCH_KINDS: readonly AiKind[] = ['search', 'normal', 'hard'];

/**
 * A player of the given kind. Players keep no state between decisions; their randomness comes from the caller.
 * `nodes`: a searching kind's rollout nodes per decision instead of its level's (budgetWithNodes).
 */
export function makePlayer(kind: AiKind, opts: { nodes?: number } = {}): Player {
  if (opts.nodes !== undefined) {
    if (!SEARCH_KINDS.includes(kind)) throw new RangeError(`the ${kind} player does not search: it takes no nodes`);
    const level = kind === 'hard' ? 'hard' : 'normal';
    return new SearchPlayer(level, budgetWithNodes(level, opts.nodes));
  }
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

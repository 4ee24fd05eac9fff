/** Computer players: the random legal player and the heuristic player, behind one `Player` interface. */
import { HeuristicPlayer } from './heuristic.js';
import { RandomPlayer } from './random.js';
import type { Player } from './types.js';

export type { AiRng, AttackSight, Player, ShipSight, TableSight } from './types.js';
export { HeuristicPlayer, heuristicChoice, type Scene, sceneFor, scorePose } from './heuristic.js';
export { RandomPlayer, randomChoice, valueChoice } from './random.js';

export const AI_KINDS = ['heuristic', 'random'] as const;
export type AiKind = (typeof AI_KINDS)[number];

export function isAiKind(s: string): s is AiKind {
  return (AI_KINDS as readonly string[]).includes(s);
}

/** A player of the given kind. Players keep no state between decisions; their randomness comes from the caller. */
export function makePlayer(kind: AiKind): Player {
  return kind === 'heuristic' ? new HeuristicPlayer() : new RandomPlayer();
}

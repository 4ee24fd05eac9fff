/**
 * What a computer player sees and answers. Players decide from a seat's view (`viewFor(state, seat)`), typed here as
 * `TableSight`: the public table (ships' poses, tokens, shields and damage counts; obstacles; the attack in progress)
 * plus the dials, which a player reads only for its own ships. It has no damage-deck or generator fields, so a player
 * typed against it reads no secret even when the simulator hands it the full state for speed (see sim.ts; a test
 * checks that views and full states give the same games).
 */
import type { ObstacleEffectKind } from '../obstacles.js';
import type { Content } from '@xwing/content';
import type { Pose } from '@xwing/geometry';
import type { Choice, Decision } from '../decision.js';
import type { PlayerIndex, Tokens } from '../state.js';
import type { RngState } from '../rng.js';

/** A private generator for a player's own randomness (rng.ts's ChaCha20 state, advanced in place). */
export type AiRng = RngState;

/** A ship as every seat sees it. */
export interface ShipSight {
  id: string;
  player: PlayerIndex;
  pilot: string;
  base: 'small' | 'medium' | 'large' | 'huge';
  pose: Pose | null;
  initiative: number;
  shields: number;
  hull: number;
  tokens: Tokens;
  locks: readonly { target: string }[];
  damage: readonly unknown[];
  gone: unknown;
  /** Condition cards on the ship (e.g. Ancient Knowledge). */
  conditions?: readonly { xws: string }[];
  /** The dial: players read it only for their own ships (an opponent's reads "hidden" in views until revealed). */
  dial?: { maneuver: string } | null;
}

/** The attack in progress, as every seat sees it. */
export interface AttackSight {
  attacker: string;
  defender: string;
  range: number;
  attackDice: readonly { face: string; rerolled: boolean }[];
  defenseDice: readonly { face: string; rerolled: boolean }[];
}

/** The public table: what a player decides from. Both `GameState` and a seat's view fit it. */
export interface TableSight {
  round: number;
  ships: readonly ShipSight[];
  obstacles: readonly { id: string; name: string; pose: Pose; kind?: ObstacleEffectKind }[];
  players: readonly { edge?: 'first' | 'second' }[];
  cursor?: { attack?: AttackSight };
  /** The scenario's features, when a scenario is played (all public). */
  scenario?: {
    name: string;
    features: readonly {
      id: string;
      at: { x: number; y: number } | null;
      marker?: PlayerIndex;
      charged?: boolean;
      towedBy?: string;
    }[];
  };
}

/** A computer player: answers the pending decision with a legal choice. */
export interface Player {
  readonly name: string;
  /** Picks one of `decision.options` (or, for a value decision with no options, builds a value). */
  choose(view: TableSight, decision: Decision, content: Content, rng: AiRng): Choice;
}

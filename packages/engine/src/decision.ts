/**
 * Decisions the engine asks and the choices that answer them. A decision names who decides, what the question is
 * (`kind`), a sentence for people, and the legal options; a choice names the decision it answers and one option
 * (or, for placements and entered dice, a value). The engine re-checks every choice and refuses illegal ones with a
 * reason a player can read.
 */
import type { Pose } from '@xwing/geometry';
import type { PlayerIndex } from './state.js';

export type DecisionKind =
  | 'place-obstacle'
  | 'place-ship'
  | 'set-dial'
  | 'choose-action'
  | 'choose-reposition'
  | 'choose-lock-target'
  | 'overlap-action'
  | 'declare-attack'
  | 'modify-attack-dice'
  | 'modify-defense-dice'
  | 'enter-dice'
  | 'choose-reinforce'
  | 'use-ability'
  /** A player with two or more abilities to resolve at the same moment chooses which resolves first (000 Timing). */
  | 'order-abilities'
  /** Scenarios: place a scenario feature (setup) or a jettisoned supply cache. */
  | 'place-feature'
  /** Salvage Mission: jettison the towed supply cache at the end of the activation, or keep it. */
  | 'jettison'
  /** Ancient Knowledge: choose the ship that loses the condition after scoring 2. */
  | 'lose-condition'
  /** A player with two or more ships tied on initiative chooses which acts next (000 "Initiative"). */
  | 'choose-next-ship'
  /** Seismic Charges: the device's owner chooses the obstacle at range 0–1 of it that the detonation destroys. */
  | 'choose-obstacle'
  /** A ship became jammed: the jamming player chooses which green token it removes or which lock it breaks. */
  | 'jam-removal'
  /** A ship became tractored: the tractoring player may boost or barrel roll it (options carry the final pose). */
  | 'tractor-move'
  /** A ship an opponent's tractor moved: its player may rotate it 90° left or right and gain a stress token. */
  | 'tractor-rotate'
  /** "Unless its owner …" (abilities/unless.ts): the affected ship's player pays the price, or lets the effect resolve. */
  | 'unless'
  | 'confirm';

export interface Option {
  /** Stable id the choice names, e.g. "2B", "focus", "attack:p2-academypilot-1:primary:front", "pass". */
  id: string;
  /** What a player sees. */
  label: string;
  /** Extra structured data for front ends and AIs (e.g. a reposition's final pose). */
  data?: Record<string, unknown>;
}

export interface Decision {
  /** Sequence number: a choice must name the decision it answers. */
  id: number;
  player: PlayerIndex;
  kind: DecisionKind;
  /** The ship the decision is about, if any. */
  ship?: string;
  prompt: string;
  /** The legal options. Placement and entered-dice decisions take a value instead and may list none. */
  options: Option[];
  /** For value decisions: what the value must be (e.g. "pose in your setup zone", "3 attack dice faces"). */
  accepts?: 'pose' | 'attack-faces' | 'defense-faces';
  /** For 'enter-dice': how many faces to enter. */
  count?: number;
}

export interface Choice {
  decision: number;
  /** The seat making the choice; the engine refuses a choice from a seat the pending decision is not for. */
  seat: PlayerIndex;
  option: string;
  /** A pose for placements ({x, y} is enough for scenario features), or faces for entered dice. */
  value?: Pose | { x: number; y: number } | string[];
}

/** The result of applying a choice: the new state and what happened, or a refusal that changed nothing. */
export type ApplyResult =
  { ok: true; events: import('./events.js').GameEvent[] } | { ok: false; reason: string; code: string };

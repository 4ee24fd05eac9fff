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
  /** An optional replacement ("you may … instead", abilities/replace.ts askInstead): use it, or decline. */
  | 'use-instead'
  /**
   * subsystems (s35-subsys): a ship whose record may reroll a detonation's attack dice (window 'device:reroll',
   * devices.ts) chooses the die to reroll ("die:<index>"), or "pass".
   */
  | 'reroll-device-die'
  /** First edition (002 §Initiative): the player whose squad costs less chooses who has initiative for the game. */
  | 'choose-initiative'
  /** First edition (002 §Setup): the player without initiative chooses an edge once the obstacles are placed. */
  | 'choose-edge'
  /** A remote acting in the System Phase (remote-activation.ts): its controller relocates it (options carry the pose) or not. */
  | 'relocate-remote'
  /** remotes (s37): a remote clinging to a ship (`remote-cling`): its controller picks the ship's front or rear guides. */
  | 'remote-guides'
  /** issue 26: a remote with an attack engages (a commando team): its controller chooses the defender, or "pass". */
  | 'remote-attack'
  /** System Phase (docking.ts): a ship that may dock chooses its carrier, or "pass". */
  | 'dock'
  /** System Phase (docking.ts): a docked ship chooses how it deploys (options carry the final pose), or "pass". */
  | 'deploy'
  /** 004 §Planning Phase: lay a test template for a ship (where would it end?) or go on to set its dial. */
  | 'test-template'
  | 'confirm';

export interface Option {
  /** Stable id the choice names, e.g. "2B", "focus", "attack:p2-academypilot-1:primary:front", "pass". */
  id: string;
  /** What a player sees. */
  label: string;
  /** Extra structured data for front ends and AIs (e.g. a reposition's final pose). */
  data?: Record<string, unknown>;
  /**
   * What taking the option does, as data a computer player values without reading the label: an ability's source,
   * costs and outcomes, a dice modification, an action. Set on 'use-ability', 'order-abilities', the modify-dice
   * decisions and 'choose-action'.
   */
  effect?: OptionEffect;
}

/** A price paid when an option is taken, from the ship that uses it. */
export type OptionCost =
  | { pay: 'charge' | 'force' | 'shield'; count: number }
  | { pay: 'token'; token: string; count: number }
  /** The price is a token gained (e.g. a stress). */
  | { pay: 'gain-token'; token: string; count: number }
  | { pay: 'discard-condition'; xws: string };

/** How a dice modification changes the dice. */
export interface DiceChange {
  /** Which dice: the attack or the defense dice. */
  dice: 'attack' | 'defense';
  /** Whose modification it is in the attack. */
  by: 'attacker' | 'defender';
  /** reroll, change, add or cancel results; `count`: roll more or fewer dice; `prevent`: cancel hits in Neutralize. */
  modification: 'reroll' | 'change' | 'add' | 'cancel' | 'count' | 'prevent';
  /** How many dice or results ('any' / 'all': as many as there are); for `count`, the change of the dice rolled. */
  count: number | 'any' | 'all';
  /** The faces it takes (reroll: the faces it may reroll, change: from, cancel: which). */
  faces?: string[];
  /** The face a change or an added die shows. */
  to?: string;
}

/** One thing an option does to the game; `who`: the ship using it ('self') or the other party ('other'). */
/**
 * The ship an outcome reaches, as the ability names it: its own ship, the other party, the attack's attacker or
 * defender, or the ship chosen (the option's `choice`, for an ability that chooses a ship).
 */
export type OutcomeShip =
  | 'self'
  | 'other'
  | 'attacker'
  | 'defender'
  | 'chosen'
  | 'second'
  // support (s32): the window's own ship and other party (the use-ability effect's `subject` / `subjectOther`).
  | 'subject'
  | 'subject-other';

export type OptionOutcome =
  | { kind: 'token'; change: 'gain' | 'remove'; token: string; count: number | 'all'; who: OutcomeShip }
  | { kind: 'damage'; hits: number; crits: number; who: OutcomeShip; perDie?: true }
  | { kind: 'recover'; what: 'shields' | 'force' | 'charges'; count: number }
  | { kind: 'dice'; change: DiceChange }
  /** The ship (or the other party) may perform an action: the types offered, or its own bar. */
  | { kind: 'action'; actions: string[] | 'own-bar' | 'own-white-bar'; who: OutcomeShip }
  /** Dice are rolled; `then`: what may follow, depending on the faces. */
  | { kind: 'roll'; count: number; then: OptionOutcome[] }
  /** An outcome the summary does not describe: the effect's word ('code', 'flip-upgrade', 'place-device', …). */
  | { kind: 'other'; what: string };

/** What an option does (`Option.effect`). */
export type OptionEffect =
  /**
   * Use an optional ability ('use-ability'): its source key, ship, costs and outcomes; `other`: the ship its 'other'
   * outcomes reach (the other party of the moment, when there is one); `choice`: the choice named.
   */
  | {
      kind: 'use-ability';
      source: string;
      ship: string;
      other?: string;
      costs: OptionCost[];
      outcomes: OptionOutcome[];
      choice?: string;
      /** support (s32): the window's own ship and other party, when an outcome names them ('subject', 'subject-other'). */
      subject?: string;
      subjectOther?: string;
    }
  /** Resolve this ability first ('order-abilities'). */
  | {
      kind: 'resolve-first';
      source: string;
      ship: string;
      other?: string;
      costs: OptionCost[];
      outcomes: OptionOutcome[];
    }
  /**
   * Use a dice modification (the modify-dice decisions): a token's (`source` 'token:<name>') or an ability's (its
   * source key), with what it changes and what it costs.
   */
  | {
      kind: 'modify-dice';
      source: string;
      ship: string;
      change: DiceChange;
      costs: OptionCost[];
      /**
       * The `modify-limit`s that hold for its user (combat/attack.ts `limitsFor`): of the faces named (all when
       * absent), how many results it may still modify in this attack. Absent when none holds.
       */
      limits?: { faces?: string[]; left: number }[];
    }
  /**
   * Perform an action ('choose-action'): its type ('card' for a card's action, 'scenario' for a scenario action), its
   * difficulty, and the card whose ability grants it or whose action it is (`grantedBy`: its name or source key).
   */
  | { kind: 'action'; action: string; difficulty: string; grantedBy?: string }
  /** Decline the ability, stop modifying, pass the action: nothing happens. */
  | { kind: 'nothing' };

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

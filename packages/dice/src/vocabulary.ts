/**
 * The vocabulary of dice modifications. Tokens, range bonuses and card abilities are all expressed as
 * `Modification` values, so the rules engine can describe a card's dice ability once and hand it to this package.
 *
 * A modification says who uses it (`by`), which dice it touches (`dice`), what it does (`effect`), what it costs
 * (`cost`), how often per attack it may be used (`uses`) and when it is allowed (`requires`). The step it belongs to
 * follows from the effect: `dice` changes the number of dice rolled (Roll step), `reroll`/`change`/`add`/`cancel` act
 * in a Modify step (attack dice: the defender's window, then the attacker's; defense dice: the attacker's window, then
 * the defender's), and `prevent` acts in the Neutralize Results step.
 */
import type { DiceKind, Face } from './faces.js';

export type Side = 'attacker' | 'defender';

/** Token kinds a side can hold; `charge` stands for the charges of the card that grants an ability. */
export const TOKEN_KINDS = [
  'focus',
  'calculate',
  'force',
  'lock',
  'evade',
  'reinforce',
  'stress',
  'strain',
  'deplete',
  'charge',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
export type Tokens = Partial<Record<TokenKind, number>>;

export type Effect =
  /** Reroll up to `count` dice ('any' = as many as wanted) showing one of `faces` (default: the faces the user
   * wants to get rid of: blank/focus on its own dice, focus/hit/crit or focus/evade on the opponent's). */
  | { kind: 'reroll'; count: number | 'any'; faces?: Face[] }
  /** Change up to `count` results ('all' = every one) from one of `from` (in that order of preference) to `to`. */
  | { kind: 'change'; count: number | 'all'; from: Face[]; to: Face }
  /** Add `count` results showing `face` (added results can be modified but not rerolled). */
  | { kind: 'add'; face: Face; count?: number }
  /** Cancel (remove) up to `count` results showing one of `faces`, in that order of preference. */
  | { kind: 'cancel'; faces: Face[]; count?: number }
  /**
   * Roll `delta` more (or fewer, when negative) dice; the total is then kept within 0..6. `max`: a gain that never
   * takes the count past `max` ("roll 1 additional die, to a maximum of 4": no die is added once 4 are rolled).
   */
  | { kind: 'dice'; delta: number; max?: number }
  /** Neutralize step: cancel `count` ('all') uncancelled hit/crit results (hits first), only when at least
   * `atLeast` (default 1) would otherwise remain. */
  | { kind: 'prevent'; count: number | 'all'; atLeast?: number };

export interface Cost {
  /** A token the user spends (from its own tokens). */
  spend?: TokenKind;
  /** How many of it (default 1). */
  count?: number;
  /** A token the user gains as the price (e.g. 'stress'). */
  gain?: TokenKind;
  gainCount?: number;
}

export interface Requirement {
  /** Whose tokens are checked (default: the user's). */
  side?: Side;
  token: TokenKind;
  /** Holds at least this many (default 1). */
  atLeast?: number;
  /** Holds at most this many (e.g. `{ token: 'stress', atMost: 0 }`: not stressed). */
  atMost?: number;
}

/**
 * A requirement on the dice a modification changes, as they stand when it would be used: between `atLeast` and
 * `atMost` of them show one of `faces`; with `only`, none shows another face ("while you have only blank results,
 * two or more": Heroic).
 */
export interface DiceRequirement {
  faces: Face[];
  atLeast?: number;
  atMost?: number;
  only?: boolean;
}

export interface Modification {
  /** A short name for advice and errors (e.g. 'lock', 'Howlrunner'). */
  name?: string;
  by: Side;
  dice: DiceKind;
  effect: Effect;
  cost?: Cost;
  /** Times per attack (default 1). 'unlimited' needs a cost that spends a token, which bounds it. */
  uses?: number | 'unlimited';
  requires?: Requirement[];
  /** Requirements on its own dice as they stand (reroll, change, add and cancel only). */
  whenDice?: DiceRequirement[];
}

// ---- Tokens, written in the vocabulary -------------------------------------------------------------------------

/** Freezes a token modification (deeply): compiled attacks are cached by the user's modifications only. */
function frozen<T extends object>(x: T): T {
  for (const v of Object.values(x)) if (typeof v === 'object' && v !== null) frozen(v as object);
  return Object.freeze(x);
}

/** Attacker's focus token: change all focus results to hits. */
export const ATTACK_FOCUS: Modification = frozen({
  name: 'focus',
  by: 'attacker',
  dice: 'attack',
  cost: { spend: 'focus' },
  effect: { kind: 'change', count: 'all', from: ['focus'], to: 'hit' },
  uses: 'unlimited',
});
/** Attacker's calculate token: change one focus result to a hit. */
export const ATTACK_CALCULATE: Modification = frozen({
  name: 'calculate',
  by: 'attacker',
  dice: 'attack',
  cost: { spend: 'calculate' },
  effect: { kind: 'change', count: 1, from: ['focus'], to: 'hit' },
  uses: 'unlimited',
});
/** Attacker's Force: each Force spent changes one focus result to a hit. */
export const ATTACK_FORCE: Modification = frozen({
  name: 'force',
  by: 'attacker',
  dice: 'attack',
  cost: { spend: 'force' },
  effect: { kind: 'change', count: 1, from: ['focus'], to: 'hit' },
  uses: 'unlimited',
});
/** Attacker's lock on the defender: reroll any number of attack dice. */
export const LOCK: Modification = frozen({
  name: 'lock',
  by: 'attacker',
  dice: 'attack',
  cost: { spend: 'lock' },
  effect: { kind: 'reroll', count: 'any' },
  uses: 1,
});
/** Defender's focus token: change all focus results to evades. */
export const DEFENSE_FOCUS: Modification = frozen({
  name: 'focus',
  by: 'defender',
  dice: 'defense',
  cost: { spend: 'focus' },
  effect: { kind: 'change', count: 'all', from: ['focus'], to: 'evade' },
  uses: 'unlimited',
});
export const DEFENSE_CALCULATE: Modification = frozen({
  name: 'calculate',
  by: 'defender',
  dice: 'defense',
  cost: { spend: 'calculate' },
  effect: { kind: 'change', count: 1, from: ['focus'], to: 'evade' },
  uses: 'unlimited',
});
export const DEFENSE_FORCE: Modification = frozen({
  name: 'force',
  by: 'defender',
  dice: 'defense',
  cost: { spend: 'force' },
  effect: { kind: 'change', count: 1, from: ['focus'], to: 'evade' },
  uses: 'unlimited',
});
/** Evade token (2.5 rulebook, "Evade"): change one blank or focus result to an evade. */
export const EVADE: Modification = frozen({
  name: 'evade',
  by: 'defender',
  dice: 'defense',
  cost: { spend: 'evade' },
  effect: { kind: 'change', count: 1, from: ['blank', 'focus'], to: 'evade' },
  uses: 'unlimited',
});
/**
 * Reinforce token, when the attacker is in the reinforced half: in the Neutralize Results step, if two or more
 * hit/crit results would remain, one more is cancelled (a hit first). The token is not spent; it lasts the round.
 */
export const REINFORCE: Modification = frozen({
  name: 'reinforce',
  by: 'defender',
  dice: 'defense',
  requires: [{ token: 'reinforce' }],
  effect: { kind: 'prevent', count: 1, atLeast: 2 },
  uses: 1,
});

/** The token modifications every attack gets (reinforce only when the attacker is in the reinforced half). */
export function tokenModifications(attackerInReinforcedArc: boolean): Modification[] {
  const mods = [
    ATTACK_FOCUS,
    ATTACK_CALCULATE,
    ATTACK_FORCE,
    LOCK,
    DEFENSE_FOCUS,
    DEFENSE_CALCULATE,
    DEFENSE_FORCE,
    EVADE,
  ];
  if (attackerInReinforcedArc) mods.push(REINFORCE);
  return mods;
}

// ---- Helpers for common card abilities ---------------------------------------------------------------------------

/** "You may reroll up to N of your dice" (e.g. Howlrunner: 1 attack die). */
export function rerollAbility(by: Side, count: number | 'any', extra: Partial<Modification> = {}): Modification {
  return {
    name: `reroll ${count}`,
    by,
    dice: by === 'attacker' ? 'attack' : 'defense',
    ...extra,
    effect: { kind: 'reroll', count },
  };
}

/** "Change N results from X to Y". */
export function changeAbility(
  by: Side,
  dice: DiceKind,
  count: number | 'all',
  from: Face[],
  to: Face,
  extra: Partial<Modification> = {},
): Modification {
  return {
    name: `change ${count} ${from.join('/')} to ${to}`,
    by,
    dice,
    ...extra,
    effect: { kind: 'change', count, from, to },
  };
}

/** "All results are hits": free, used before anything else would matter. */
export const ALL_HITS: Modification = {
  name: 'all hits',
  by: 'attacker',
  dice: 'attack',
  effect: { kind: 'change', count: 'all', from: ['blank', 'focus', 'crit'], to: 'hit' },
};

/** Roll `delta` more (or fewer) dice of the given kind. */
export function extraDice(
  dice: DiceKind,
  delta: number,
  by: Side = dice === 'attack' ? 'attacker' : 'defender',
  max?: number,
): Modification {
  return {
    name: `${delta > 0 ? '+' : ''}${delta} ${dice} dice`,
    by,
    dice,
    effect: max === undefined ? { kind: 'dice', delta } : { kind: 'dice', delta, max },
  };
}

/** Damage prevention (e.g. spend a charge to prevent all damage of one attack). */
export function preventDamage(count: number | 'all', extra: Partial<Modification> = {}): Modification {
  return {
    name: `prevent ${count} damage`,
    by: 'defender',
    dice: 'defense',
    ...extra,
    effect: { kind: 'prevent', count },
  };
}

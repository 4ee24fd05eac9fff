/**
 * Conditions and helpers that cards in several folders share (a card file imports only the vocabulary and other card
 * files, so what two folders need lives here rather than in either of them).
 */
import { type ManeuverKind, rangeBetween } from '@xwing/geometry';
import type { ShipState } from '../vocabulary/types.js';
import type { Ability, AbilitySource, Condition } from '../vocabulary/types.js';
import { inPlay, solidOf } from '../vocabulary/queries.js';

/** The ability's ship is the window's subject (its own maneuver, action, activation, system step...). */
export const self: Condition = { kind: 'subject-is-self' };

/** The maneuver the subject ship just executed was fully executed (not a partial maneuver). */
export const fullyExecuted: Condition = { kind: 'maneuver', fully: true };

/**
 * Seen from a candidate ship of a `choose` (`self` the candidate, `other` the ship that would lock it): the candidate may
 * be locked and the other ship may lock now (000 "Lock": obstacles at range 0 and the like forbid either).
 */
export const lockAllowedBothWays: Condition = {
  kind: 'all',
  of: [
    { kind: 'lock-allowed', who: 'self' },
    { kind: 'lock-allowed', who: 'other' },
  ],
};

/** Every kind of maneuver a dial may hold (cards that ease "all your maneuvers"). */
export const ALL_MANEUVERS: readonly ManeuverKind[] = [
  'straight',
  'bank',
  'turn',
  'koiogran',
  'segnor',
  'tallon',
  'reverse-straight',
  'reverse-bank',
  'stationary',
];

/** Every kind of maneuver but the stationary one (the ship moves). */
export const MOVING_MANEUVERS: readonly ManeuverKind[] = ALL_MANEUVERS.filter((k) => k !== 'stationary');

/** Range between two ships in play, or null. */
export function rangeOf(a: ShipState, b: ShipState): number | null {
  if (!inPlay(a) || !inPlay(b)) return null;
  return rangeBetween(solidOf(a), solidOf(b));
}

/**
 * A standing record that takes ship ability `id` (shipAbilityId) away from the ship ('ship:abilities'
 * `lose-ship-ability`): the cards that replace a ship ability with the one they grant, or put their own rule in its
 * place.
 */
export function losesShipAbility(source: AbilitySource, id: string, summary: string): Ability {
  return {
    source,
    window: 'ship:abilities',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'lose-ship-ability', id },
    summary,
  };
}

/**
 * A card's records keyed to a reprint whose ability reads the same (the Legends and Relics reprints): a copy in which
 * every mention of the printing's xws — its source, its weapon, the card whose charges or tokens it reads — names the
 * reprint's instead. Functions (`choices`) are kept as they are: they must not name the printing.
 */
export function reprintOf(records: readonly Ability[], from: string, to: string): Ability[] {
  const swap = (v: unknown): unknown => {
    if (typeof v === 'string') return v === from ? to : v;
    if (Array.isArray(v)) return v.map(swap);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, swap(x)]));
    return v;
  };
  return records.map((r) => swap(r) as Ability);
}

/**
 * Tactical relays that work with tokens and the ships around, each in our own words (never card text). Keys as in
 * source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Kraken: as the End Phase starts, the ship may pick up to 3 friendly ships at range 0–3 (itself included), each
 *   holding a calculate token; each of them keeps one calculate token through this End Phase (a lasting `keep-tokens`
 *   of count 1; 000 "End Phase" removes circular tokens). Three records, one ship each, asked one after the other; a
 *   ship already picked (`lasting-from` the card) is no candidate again, and declining one stops none of the others.
 * - Kalani: after an enemy ship executes a maneuver, the ship may spend a charge to pick a friendly ship at range 0–3
 *   of it (itself included) with that enemy in its bullseye arc; the ship picked acquires a lock on the enemy, then
 *   gains a stress token (000 "Lock", "Attack Arcs"). Inside the choice's `where` the candidate is 'self' and the
 *   enemy that moved the window's ship, 'subject'. Reading: the range band belongs to the friendly ship, measured from
 *   the card's ship.
 */
import type { Ability } from '../../vocabulary/types.js';

const kraken = (nth: string): Ability => ({
  source: { kind: 'upgrade', xws: 'kraken', side: 0 },
  window: 'end:start',
  when: { kind: 'always' },
  optional: true,
  choose: {
    side: 'friendly',
    range: [0, 3],
    includeSelf: true,
    where: {
      kind: 'all',
      of: [
        { kind: 'has-token', token: 'calculate', who: 'self' },
        { kind: 'not', of: { kind: 'lasting-from', who: 'self', source: 'upgrade:kraken:0' } },
      ],
    },
    label: 'keeps a calculate token this End Phase',
  },
  effect: {
    kind: 'last',
    until: 'end-of-phase',
    window: 'end:keep-tokens',
    who: 'chosen',
    effect: { kind: 'keep-tokens', tokens: ['calculate'], count: 1 },
  },
  summary: `Kraken: ${nth} friendly ship at range 0–3 keeps one calculate token this End Phase.`,
});

export const SUPPORT_TACTICAL_RELAYS: Record<string, Ability[]> = {
  'upgrade:kraken:0': [kraken('a'), kraken('a second'), kraken('a third')],
  'upgrade:kalani:0': [
    {
      source: { kind: 'upgrade', xws: 'kalani', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'subject-ship', side: 'enemy' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choose: {
        side: 'friendly',
        range: [0, 3],
        includeSelf: true,
        where: { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'subject' },
        label: 'locks the enemy in its bullseye, then gains a stress token',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'acquire-lock', who: 'chosen', on: 'subject' },
          { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
        ],
      },
      summary: 'Kalani: an enemy moved into a friendly bullseye; a charge: that friend locks it and takes a stress.',
    },
  ],
};

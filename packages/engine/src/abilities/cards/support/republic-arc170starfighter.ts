/**
 * Galactic Republic ARC-170 pilots whose abilities lock the ships their wingmen fight, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>"). A lock acquired by an ability is not the Lock action: it has
 * no range limit, but both ships must be allowed to lock and be locked (000 "Lock"; the effect checks it).
 *
 * - "Jag": after a friendly ship at range 1–2 inside his left or right arc defends, he may acquire a lock on the
 *   attacker.
 * - "Jag" (Siege of Coruscant): after a friendly ship at range 0–2 inside his left or right arc attacks, if he holds no
 *   strain token, he may acquire a lock on the defender.
 */
import type { Ability, Condition, ShipRef } from '../../vocabulary/types.js';

/** The attack's `party` is inside his left or right arc. */
const inSideArc = (party: ShipRef): Condition => ({
  kind: 'any',
  of: [
    { kind: 'in-arc', arc: 'left', of: 'self', target: party },
    { kind: 'in-arc', arc: 'right', of: 'self', target: party },
  ],
});

export const REPUBLIC_ARC170_SUPPORT: Record<string, Ability[]> = {
  'pilot:jag': [
    {
      source: { kind: 'pilot', xws: 'jag' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'defender', min: 1, max: 2, includeSelf: false },
          inSideArc('defender'),
        ],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'attacker' },
      summary: '"Jag": a friendly ship in your left or right arc at range 1–2 defended, lock the attacker.',
    },
  ],
  'pilot:jag-siegeofcoruscant': [
    {
      source: { kind: 'pilot', xws: 'jag-siegeofcoruscant' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: false },
          inSideArc('attacker'),
          { kind: 'not', of: { kind: 'has-token', token: 'strain', who: 'self' } },
        ],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: '"Jag": a friendly ship in your left or right arc at range 0–2 attacked, lock the defender.',
    },
  ],
};

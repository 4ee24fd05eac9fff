/**
 * Galactic Republic Eta-2 Actis pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Aayla Secura: when an enemy ship in her front arc at range 0–1 attacks, the defender (her friend, herself
 *   included) may change one blank result to a focus.
 * - Kit Fisto: while another friendly ship defends with its attacker in its bullseye arc, he may spend a Force to
 *   change one of the defender's blank results to a focus (the defender's modification, his Force its cost).
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const REPUBLIC_ETA2ACTIS_ATTACK: Record<string, Ability[]> = {
  'pilot:kitfisto': [
    {
      source: { kind: 'pilot', xws: 'kitfisto' },
      window: 'attack:modify-defense-dice',
      // The defense dice's Modify step offers the defender's player's records only: the defender is friendly.
      when: {
        kind: 'all',
        of: [
          { kind: 'not', of: isDefender },
          { kind: 'in-arc', arc: 'bullseye', of: 'defender', target: 'attacker' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name: 'Kit Fisto' })),
      summary: 'Kit Fisto: the attacker is in the defender’s bullseye, spend a Force to change its blank to a focus.',
    },
  ],
  'pilot:aaylasecura': [
    {
      source: { kind: 'pilot', xws: 'aaylasecura' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', side: 'enemy', min: 0, max: 1, includeSelf: false },
          // In the Modify steps the subject is the attacker and defender: "other", seen from Aayla, is the attacker
          // whether she defends or stands by (vocabulary/queries.ts otherOf).
          { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
        ],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name: 'Aayla Secura' })),
      summary: 'Aayla Secura: the attacker is in her front arc at range 0–1, change one blank result to a focus.',
    },
  ],
};

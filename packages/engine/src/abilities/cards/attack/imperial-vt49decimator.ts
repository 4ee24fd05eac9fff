/**
 * Galactic Empire VT-49 Decimator pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Rear Admiral Chiraneau: attacking while reinforced, with the defender in his full front arc (a fore token) or his
 *   full rear arc (an aft token), he may change one focus result to a crit.
 * - Captain Oicunn: his attacks at attack range 0 are made as attacks at range 1 (the standing `attack-range-as`):
 *   the range bonus of range 1 and the weapons' range 1 requirements apply, the range 0 rules do not.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const IMPERIAL_VT49DECIMATOR_ATTACK: Record<string, Ability[]> = {
  'pilot:captainoicunn': [
    {
      source: { kind: 'pilot', xws: 'captainoicunn' },
      window: 'attack:range-as',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'attack-range-as', from: 0, to: 1 },
      summary: 'Captain Oicunn: your attacks at range 0 are made at range 1.',
    },
  ],
  'pilot:rearadmiralchiraneau': [
    {
      source: { kind: 'pilot', xws: 'rearadmiralchiraneau' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          {
            kind: 'any',
            of: [
              {
                kind: 'all',
                of: [
                  { kind: 'reinforced', who: 'self', facing: 'fore' },
                  { kind: 'in-arc', arc: 'full-front', of: 'self', target: 'defender' },
                ],
              },
              {
                kind: 'all',
                of: [
                  { kind: 'reinforced', who: 'self', facing: 'aft' },
                  { kind: 'in-arc', arc: 'full-rear', of: 'self', target: 'defender' },
                ],
              },
            ],
          },
        ],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Rear Admiral Chiraneau' })),
      summary: 'Rear Admiral Chiraneau: the defender is on your reinforced side, change one focus to a crit.',
    },
  ],
};

/**
 * Imperial TIE/sk striker pilots of the subsystems group (devices), each in our own words (never card text):
 *
 * - "Vagabond": once he has made his Adaptive Ailerons move (the boost the ship ability grants as no action before
 *   his reveal: cards/movement/imperial-tieskstriker.ts), if he has no stress token, he may drop one device of a
 *   device card he equips (`place-equipped-device`, as Edon Kappehl's drop), in the window 'move:after-not-action'
 *   whose `grantedBy` names the ship ability's grant. Reading: the engine makes that move as a boost, which is made
 *   whole or not at all (000 "Boost": a boost that cannot be placed fails), so a move made is fully executed.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { equippedDevice } from './placement.js';

/** The `why` of Adaptive Ailerons' granted boost (cards/movement/imperial-tieskstriker.ts), named by its window. */
const AILERONS = 'Adaptive Ailerons, before revealing the dial';

export const IMPERIAL_TIESK_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:vagabond': [
    {
      source: { kind: 'pilot', xws: 'vagabond' },
      window: 'move:after-not-action',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'grantedBy', oneOf: [AILERONS] },
          { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
        ],
      },
      optional: true,
      ...equippedDevice({ how: 'drop' }),
      summary: '“Vagabond”: after your Adaptive Ailerons move, not stressed, you may drop a device.',
    },
  ],
};

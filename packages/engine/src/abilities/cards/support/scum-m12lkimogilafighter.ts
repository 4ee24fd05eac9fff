/**
 * Scum M12-L Kimogila fighter pilots that move shields, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Dalan Oberos: as the Engagement Phase starts, he may spend 1 charge and pick a ship with a shield in his bullseye
 *   arc (friend or foe; the card names no range, so at any range: 000 "Arcs"): that ship loses 1 shield (not damage)
 *   and he recovers 1 shield, up to his value (000 "Charges and the Force"; "Shields").
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_KIMOGILA_SUPPORT: Record<string, Ability[]> = {
  'pilot:dalanoberos': [
    {
      source: { kind: 'pilot', xws: 'dalanoberos' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choose: {
        side: 'any',
        inArc: { arc: 'bullseye' },
        where: { kind: 'shielded', who: 'self' },
        label: 'loses a shield to you',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'lose-shields', count: 1, who: 'chosen', source: 'Dalan Oberos' },
          { kind: 'recover', stat: 'shields', count: 1, source: 'Dalan Oberos' },
        ],
      },
      summary: 'Dalan Oberos: spend 1 charge; a shielded ship in your bullseye arc loses a shield and you recover one.',
    },
  ],
};

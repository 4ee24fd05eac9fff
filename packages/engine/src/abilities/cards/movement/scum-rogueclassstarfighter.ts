/**
 * Scum Rogue-class starfighter pilots about initiative, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Nom Lumb (Rogue-class): as the Engagement Phase starts he may pick an enemy ship in his front arc; until the round
 *   ends his initiative is that ship's, fixed as it starts (a lasting 'ship:initiative' effect: the engagement order
 *   reads it, 001 Engagement Phase; his printed value is never changed).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_ROGUECLASSSTARFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:nomlumb-rogueclassstarfighter': [
    {
      source: { kind: 'pilot', xws: 'nomlumb-rogueclassstarfighter' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      choose: { side: 'enemy', inArc: { arc: 'front' }, label: 'take its initiative' },
      effect: {
        kind: 'last',
        until: 'end-of-round',
        window: 'ship:initiative',
        effect: { kind: 'initiative', set: 'chosen' },
      },
      summary: 'Nom Lumb: take the initiative of an enemy ship in your front arc until the end of the round.',
    },
  ],
};

/**
 * Scum Quadrijet transfer spacetug pilots of the subsystems group (devices). In our own words:
 *
 * - Constable Zuvio: a device he would drop may be launched with the 1-straight template instead.
 * - Spacetug Tractor Array (the ship ability): an action — pick a ship, friendly or enemy, at range 1 inside the
 *   front arc; it gains a tractor token, two when it also lies in the bullseye (the Quadrijet's effect: its player
 *   decides the tractor move, supplement "Tractor"). Reading: the two tokens are gained at once, one gain.
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

const inBullseye = { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'chosen' } as const;
const tractor = (count: number) => ({ kind: 'gain-token', token: 'tractor', count, who: 'chosen' }) as const;

export const SCUM_QUADRIJET_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:spacetugtractorarray': [
    {
      source: { kind: 'ship-ability', id: 'spacetugtractorarray' },
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      choose: { side: 'any', range: [1, 1], inArc: { arc: 'front' }, label: 'gains tractor tokens' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'if-holds', when: inBullseye, effect: tractor(2) },
          { kind: 'if-holds', when: { kind: 'not', of: inBullseye }, effect: tractor(1) },
        ],
      },
      summary:
        'Spacetug Tractor Array: a ship in your front arc at range 1 gains a tractor token (2 in your bullseye).',
    },
  ],
  'pilot:constablezuvio': [
    placementAlternative(
      { kind: 'pilot', xws: 'constablezuvio' },
      { kind: 'device-placement-alternative', from: { how: 'drop' }, to: { how: 'launch', templates: ['1F'] } },
      'Constable Zuvio: a device may be launched with the 1-straight instead of dropped.',
    ),
  ],
};

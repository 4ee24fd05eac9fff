/**
 * Scum Quadrijet transfer spacetug pilots of the subsystems group (devices). In our own words:
 *
 * - Constable Zuvio: a device he would drop may be launched with the 1-straight template instead.
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

export const SCUM_QUADRIJET_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:constablezuvio': [
    placementAlternative(
      { kind: 'pilot', xws: 'constablezuvio' },
      { kind: 'device-placement-alternative', from: { how: 'drop' }, to: { how: 'launch', templates: ['1F'] } },
      'Constable Zuvio: a device may be launched with the 1-straight instead of dropped.',
    ),
  ],
};

/**
 * Scum Firespray-class patrol craft pilots of the subsystems group (devices). In our own words:
 *
 * - Emon Azzameen: a device he would drop with the 1-straight may be dropped with the 3-turn left, 3-straight or
 *   3-turn right instead.
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

export const SCUM_FIRESPRAY_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:emonazzameen': [
    placementAlternative(
      { kind: 'pilot', xws: 'emonazzameen' },
      {
        kind: 'device-placement-alternative',
        from: { how: 'drop', templates: ['1F'] },
        to: { templates: ['3T', '3F', '3Y'] },
      },
      'Emon Azzameen: a device dropped with the 1-straight may use a 3-turn or the 3-straight instead.',
    ),
  ],
};

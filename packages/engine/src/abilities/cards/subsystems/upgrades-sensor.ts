/**
 * Sensor upgrades of the subsystems group (devices). In our own words:
 *
 * - Trajectory Simulator: in the System Phase, a bomb the ship would drop or launch may be launched with the
 *   5-straight template instead (an extra placement option of the bomb's drop; mines are not bombs).
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

export const SUBSYSTEM_SENSORS: Record<string, Ability[]> = {
  'upgrade:trajectorysimulator:0': [
    placementAlternative(
      { kind: 'upgrade', xws: 'trajectorysimulator', side: 0 },
      { kind: 'device-placement-alternative', deviceKinds: ['bomb'], to: { how: 'launch', templates: ['5F'] } },
      'Trajectory Simulator: a bomb may be launched with the 5-straight template instead.',
    ),
  ],
};

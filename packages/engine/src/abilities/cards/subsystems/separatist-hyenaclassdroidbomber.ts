/**
 * Separatist Hyena-class droid bomber pilots of the subsystems group (devices). In our own words:
 *
 * - Bombardment Drone: a device it would drop may be launched instead, with the same template.
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

export const SEPARATIST_HYENA_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:bombardmentdrone': [
    placementAlternative(
      { kind: 'pilot', xws: 'bombardmentdrone' },
      { kind: 'device-placement-alternative', from: { how: 'drop' }, to: { how: 'launch', templates: 'same' } },
      'Bombardment Drone: a device may be launched with the same template instead of dropped.',
    ),
  ],
};

/**
 * Gunner upgrades of the subsystems group (devices). In our own words:
 *
 * - Skilled Bombardier: a device the ship would drop or launch may use the template of the same bearing one speed
 *   faster or slower instead.
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

export const SUBSYSTEM_GUNNERS: Record<string, Ability[]> = {
  'upgrade:skilledbombardier:0': [
    placementAlternative(
      { kind: 'upgrade', xws: 'skilledbombardier', side: 0 },
      { kind: 'device-placement-alternative', to: { templates: 'speed-step' } },
      'Skilled Bombardier: a device may use the template of the same bearing one speed faster or slower.',
    ),
  ],
};

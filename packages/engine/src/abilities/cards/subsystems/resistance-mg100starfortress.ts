/**
 * Resistance MG-100 StarFortress abilities of the subsystems group (devices). In our own words:
 *
 * - Modular Bombing Magazine (the ship ability of the Evacuation of D'Qar StarFortresses): a device the ship drops
 *   may instead have its template set with its middle line at the hashmark of the base's left or right side (more
 *   placement options of the drop, "@left" / "@right": `device-placement-alternative`'s `to.side`; devices.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

export const RESISTANCE_MG100_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:modularbombingmagazine': [
    placementAlternative(
      { kind: 'ship-ability', id: 'modularbombingmagazine' },
      { kind: 'device-placement-alternative', from: { how: 'drop' }, to: { templates: 'same', side: true } },
      'Modular Bombing Magazine: a dropped device may be set at the hashmark of your left or right side.',
    ),
  ],
};

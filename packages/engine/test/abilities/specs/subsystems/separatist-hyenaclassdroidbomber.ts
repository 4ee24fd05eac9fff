/** Separatist Hyena pilots of abilities/cards/subsystems/separatist-hyenaclassdroidbomber.ts: Bombardment Drone. */
import type { CardSpec } from '../../card-spec.js';
import { placementSpec } from './devices.js';

export const SPECS: CardSpec[] = [
  placementSpec(
    'pilot:bombardmentdrone',
    { pilot: 'bombardmentdrone', upgrades: ['protonbombs'], ids: ['use:1F', 'use:1F@launch'], pick: 'use:1F@launch' },
    {
      name: 'another Hyena pilot: only the drop',
      pilot: 'separatistbomber',
      upgrades: ['protonbombs'],
      ids: ['use:1F'],
    },
  ),
];

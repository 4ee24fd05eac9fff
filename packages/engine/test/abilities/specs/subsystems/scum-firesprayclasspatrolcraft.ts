/** Scum Firespray pilots of abilities/cards/subsystems/scum-firesprayclasspatrolcraft.ts: Emon Azzameen's templates. */
import type { CardSpec } from '../../card-spec.js';
import { placementSpec } from './devices.js';

export const SPECS: CardSpec[] = [
  placementSpec(
    'pilot:emonazzameen',
    {
      pilot: 'emonazzameen',
      upgrades: ['protonbombs'],
      ids: ['use:1F', 'use:3T', 'use:3F', 'use:3Y'],
      pick: 'use:3F',
    },
    {
      name: 'another Firespray pilot: only the 1-straight',
      pilot: 'bountyhunter',
      upgrades: ['protonbombs'],
      ids: ['use:1F'],
    },
  ),
];

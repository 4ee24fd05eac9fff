/** Scum Quadrijet pilots of abilities/cards/subsystems/scum-quadrijettransferspacetug.ts: Constable Zuvio's launch. */
import type { CardSpec } from '../../card-spec.js';
import { placementSpec } from './devices.js';

export const SPECS: CardSpec[] = [
  placementSpec(
    'pilot:constablezuvio',
    { pilot: 'constablezuvio', upgrades: ['protonbombs'], ids: ['use:1F', 'use:1F@launch'], pick: 'use:1F@launch' },
    { name: 'another Quadrijet pilot: only the drop', pilot: 'sarcoplank', upgrades: ['protonbombs'], ids: ['use:1F'] },
  ),
];

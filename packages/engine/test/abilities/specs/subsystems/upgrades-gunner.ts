/** Gunner upgrades of abilities/cards/subsystems/upgrades-gunner.ts: Skilled Bombardier's speed ±1 templates. */
import type { CardSpec } from '../../card-spec.js';
import { placementSpec } from './devices.js';

export const SPECS: CardSpec[] = [
  placementSpec(
    'upgrade:skilledbombardier:0',
    {
      pilot: 'graysquadronbomber',
      upgrades: ['protonbombs', 'skilledbombardier'],
      ids: ['use:1F', 'use:2F'],
      pick: 'use:2F',
    },
    {
      name: 'without the card: only the 1-straight',
      pilot: 'graysquadronbomber',
      upgrades: ['protonbombs'],
      ids: ['use:1F'],
    },
  ),
];

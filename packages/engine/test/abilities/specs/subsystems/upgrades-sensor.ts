/** Sensor upgrades of abilities/cards/subsystems/upgrades-sensor.ts: Trajectory Simulator's 5-straight launch. */
import type { CardSpec } from '../../card-spec.js';
import { placementSpec } from './devices.js';

export const SPECS: CardSpec[] = [
  placementSpec(
    'upgrade:trajectorysimulator:0',
    {
      pilot: 'graysquadronbomber',
      upgrades: ['protonbombs', 'trajectorysimulator'],
      ids: ['use:1F', 'use:5F@launch'],
      pick: 'use:5F@launch',
    },
    {
      name: 'a mine is not a bomb: only its own 1-straight drop is offered',
      pilot: 'graysquadronbomber',
      upgrades: ['proximitymines', 'trajectorysimulator'],
      ids: ['use:1F'],
    },
  ),
];

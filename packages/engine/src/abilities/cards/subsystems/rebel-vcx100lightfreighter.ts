/**
 * Rebel VCX-100 ship abilities of the subsystems group (docking: src/docking.ts). In our own words:
 *
 * - Tail Gun: while a ship is docked with it, the ship's primary weapon also fires from its rear arc, with the front-arc
 *   primary value of the docked ship (`add-arc` with `value: 'docked-front'`: with none docked there is no such arc).
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_VCX_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:tailgun': [
    {
      source: { kind: 'ship-ability', id: 'tailgun' },
      window: 'ship:arc',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'add-arc', arc: 'rear', value: 'docked-front' },
      summary: 'Tail Gun: with a ship docked, you attack from your rear arc with its front-arc primary value.',
    },
  ],
};

/**
 * Scum Escape Craft ship abilities of the subsystems group (docking: src/docking.ts). In our own words:
 *
 * - Rigged Energy Cells (Autopilot Drone): in its System Phase step, a ship in play (so not docked: a docked ship's
 *   abilities do not act, supplement "Reserve") loses a charge; once the Activation Phase ends with none left, every
 *   other ship at range 0–1 suffers a critical damage and then the ship is destroyed.
 * - Co-Pilot (every Escape Craft pilot but the drone): while the craft is docked (Lando's Millennium Falcon), the
 *   carrier has the craft's pilot ability beside its own (`lend-pilot-ability`, read by source-keys.ts; supplement
 *   "Dock", "Reserves": a docked ship's own abilities are inactive, so only the carrier uses it).
 */
import type { Ability } from '../../vocabulary/types.js';

const SOURCE = { kind: 'ship-ability', id: 'riggedenergycells' } as const;
const charged = { kind: 'has-charges', atLeast: 1 } as const;

export const SCUM_ESCAPECRAFT_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:copilot': [
    {
      source: { kind: 'ship-ability', id: 'copilot' },
      window: 'ship:abilities',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'lend-pilot-ability', to: 'carrier' },
      summary: 'Co-Pilot: while you are docked, your carrier also has your pilot ability.',
    },
  ],
  'ship-ability:riggedenergycells': [
    {
      source: SOURCE,
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: false,
      // The charge lost is the pilot card's (a ship ability has none of its own): paid as the record's mandatory cost
      // (`lose-charge` is a pilot record's word), so nothing happens once none is left.
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'sequence', of: [] },
      summary: 'Rigged Energy Cells: you are not docked, lose a charge.',
    },
    {
      source: SOURCE,
      window: 'phase:end',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
          { kind: 'not', of: charged },
        ],
      },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'each-ship',
            ships: { side: 'any', range: [0, 1] },
            effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'chosen', source: 'Rigged Energy Cells' },
          },
          { kind: 'destroy-self', source: 'Rigged Energy Cells' },
        ],
      },
      summary: 'Rigged Energy Cells: no charge left, the ships at range 0–1 suffer a crit and you are destroyed.',
    },
  ],
};

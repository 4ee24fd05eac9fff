/**
 * Tech upgrades (and the ship abilities that say the same) that work with locks, each in our own words (never card
 * text). Keys as in source-keys.ts ("upgrade:<xws>:<side>", "ship-ability:<id>").
 *
 * - Experimental Scanners (the Evacuation of D'Qar tech card, and the E-wing's ship ability of that name): the ship's
 *   Lock action reaches beyond range 3, but not a ship at range 1 (000 "List of Actions": Lock, range 0–3). Two
 *   standing `action-range` records, the last that holds toward a ship winning (static.ts actionRange): range 0–4 and
 *   beyond ("4 or more": any range), then, toward a ship at range 1 only, range 2 and beyond. Our reading: the card
 *   speaks of the Lock action's range (a lock another ability gives names its own ship), and a ship at range 0 stays
 *   in reach (the card takes away range 1 alone).
 */
import type { Ability, AbilitySource } from '../../vocabulary/types.js';

function experimentalScanners(source: AbilitySource, name: string): Ability[] {
  return [
    {
      source,
      window: 'action:range',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'action-range', action: 'lock', min: 0, max: 4 },
      summary: `${name}: your locks reach beyond range 3.`,
    },
    {
      source,
      window: 'action:range',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'action-range',
        action: 'lock',
        min: 2,
        max: 4,
        target: { kind: 'range', to: 'other', min: 1, max: 1 },
      },
      summary: `${name}: you cannot lock a ship at range 1.`,
    },
  ];
}

export const SUPPORT_TECH: Record<string, Ability[]> = {
  'upgrade:experimentalscanners-evacuationofdqar:0': experimentalScanners(
    { kind: 'upgrade', xws: 'experimentalscanners-evacuationofdqar', side: 0 },
    'Experimental Scanners',
  ),
  'ship-ability:experimentalscanners': experimentalScanners(
    { kind: 'ship-ability', id: 'experimentalscanners' },
    'Experimental Scanners',
  ),
};

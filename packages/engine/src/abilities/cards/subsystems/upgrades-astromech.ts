/**
 * Astromech upgrades of the subsystems group (the damage deck). In our own words:
 *
 * - R5 Astromech (and R5-D8, R5-D8 and R5-K6 of the Battle of Yavin: the same ability): two card actions — spend a charge to repair a
 *   facedown damage card; repair a faceup damage card of the Ship trait (no charge). Facedown cards are alike to their
 *   owner, so the first is repaired; of several faceup Ship cards, the first dealt.
 */
import type { Ability } from '../../vocabulary/types.js';

function r5(xws: string, name: string): Ability[] {
  const source = { kind: 'upgrade', xws, side: 0 } as const;
  return [
    {
      source,
      window: 'action:card',
      when: { kind: 'has-damage-card', facing: 'facedown' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'repair-damage', facing: 'facedown' },
      summary: `${name}: spend a charge to repair a facedown damage card.`,
    },
    {
      source,
      window: 'action:card',
      when: { kind: 'has-damage-card', facing: 'faceup', trait: 'ship' },
      optional: true,
      effect: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' },
      summary: `${name}: repair a faceup Ship damage card.`,
    },
  ];
}

export const SUBSYSTEM_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:r5astromech:0': r5('r5astromech', 'R5 Astromech'),
  'upgrade:r5d8-battleofyavin:0': r5('r5d8-battleofyavin', 'R5-D8'),
  'upgrade:r5d8:0': r5('r5d8', 'R5-D8'),
  'upgrade:r5k6-battleofyavin:0': r5('r5k6-battleofyavin', 'R5-K6'),
};

/**
 * Astromech upgrades of the subsystems group (the damage deck). In our own words:
 *
 * - R5 Astromech (and R5-D8, R5-D8 and R5-K6 of the Battle of Yavin: the same ability): two card actions — spend a charge to repair a
 *   facedown damage card; repair a faceup damage card of the Ship trait (no charge). Facedown cards are alike to their
 *   owner, so the first is repaired; of several faceup Ship cards, the first dealt.
 * - R4-P17 (Siege of Coruscant): as a damage card (either facing) is about to be dealt to the ship while it is not
 *   the defender of an attack, it may spend a charge and gain a strain token to have that card discarded
 *   ('damage:before-card', damage.ts). Asked where the damage can wait for the question: an attack's damage (the
 *   ship then attacking, never defending) and an obstacle's (movement.ts).
 * - "Genius": once the ship has fully executed a maneuver, with no device of its placed yet this round, it
 *   may drop one bomb of a device card it equips (that card's own templates; its charge spent: devices.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { equippedDevice } from './placement.js';

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

const GENIUS_BOMB = equippedDevice({ types: ['bomb'], how: 'drop' });

export const SUBSYSTEM_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:genius:0': [
    {
      source: { kind: 'upgrade', xws: 'genius', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'maneuver', fully: true },
          { kind: 'not', of: { kind: 'placed-device' } },
        ],
      },
      optional: true,
      ...GENIUS_BOMB,
      summary: '"Genius": no device placed this round, drop a bomb after a fully executed maneuver.',
    },
  ],
  'upgrade:r5astromech:0': r5('r5astromech', 'R5 Astromech'),
  'upgrade:r5d8-battleofyavin:0': r5('r5d8-battleofyavin', 'R5-D8'),
  'upgrade:r5d8:0': r5('r5d8', 'R5-D8'),
  'upgrade:r5k6-battleofyavin:0': r5('r5k6-battleofyavin', 'R5-K6'),
  'upgrade:r4p17-siegeofcoruscant:0': [
    {
      source: { kind: 'upgrade', xws: 'r4p17-siegeofcoruscant', side: 0 },
      window: 'damage:before-card',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'attack-role', role: 'defender' } }],
      },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'strain', count: 1 },
      ],
      effect: { kind: 'change-damage-card', to: 'discard' },
      summary: 'R4-P17: spend a charge and gain a strain to discard this damage card rather than be dealt it.',
    },
  ],
};

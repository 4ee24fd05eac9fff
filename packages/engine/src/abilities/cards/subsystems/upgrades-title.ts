/**
 * Title upgrades of the subsystems group (the damage deck). In our own words:
 *
 * - Gauntlet: in its System Phase step, the ship may spend a charge to repair a faceup Ship damage card (the crew
 *   slot it adds is squad building, in the content).
 * - Shadow Caster: after the ship attacks and hits, with the defender in both its single turret arc and its front
 *   arc, the defender gains a tractor token (given by this ship: its player decides the tractor move, supplement
 *   "Tractor").
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUBSYSTEM_TITLES: Record<string, Ability[]> = {
  'upgrade:gauntlet:0': [
    {
      source: { kind: 'upgrade', xws: 'gauntlet', side: 0 },
      window: 'system',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'has-damage-card', facing: 'faceup', trait: 'ship' }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' },
      summary: 'Gauntlet: spend a charge to repair a faceup Ship damage card.',
    },
  ],
  'upgrade:shadowcaster:0': [
    {
      source: { kind: 'upgrade', xws: 'shadowcaster', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'subject-data', key: 'hit', oneOf: [true] },
          { kind: 'in-arc', arc: 'single-turret', of: 'self', target: 'other' },
          { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'other' },
      summary: 'Shadow Caster: the defender, hit in your turret and front arcs, gains a tractor token.',
    },
  ],
};

/**
 * Galactic Republic LAAT/i gunship abilities that act inside an attack, each in our own words (never card text). Keys
 * as in source-keys.ts ("ship-ability:<id>").
 *
 * - Fire Convergence (ship ability): while a friendly ship (the gunship itself included: 000 "Friendly and Enemy")
 *   attacks, not from a turret arc, a defender inside the gunship's turret arc, the gunship may spend one of its
 *   charges to let the attacker reroll up to two attack dice. The gunship's double turret indicator is two single
 *   turret arcs (000 "Turret Arc Indicators"), so the card's single turret arc is either half of it, and an attack
 *   from a single or double turret arc is a turret attack. Only the attacker's player's ships offer modifications of
 *   the attack dice by the attacker (combat/attack.ts), so the attacker is always friendly to the gunship.
 * - "Warthog" (LAAT/i, and his Clone Z-95 reprint filed with it): when he, or a friendly non-limited ship at range 0–2
 *   of him, is destroyed in the Engagement Phase, it stays in play until the phase ends instead of the end of its
 *   initiative step (a standing `delay-removal` aura of window 'ship:removal', read as the step ends: damage.ts
 *   removePendingShips). Reading: while it stays it is a ship in play as in simultaneous fire (000 "Destroying
 *   Ships"), so one whose initiative step has not come yet still engages then; the range is measured as the step
 *   ends.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice } from '../../vocabulary/queries.js';

const TURRET_ARCS = ['single-turret', 'double-turret'] as const;

const turretAttack: Condition = { kind: 'any', of: TURRET_ARCS.map((arc) => ({ kind: 'attack-arc', arc })) };
const defenderInTurretArc: Condition = {
  kind: 'any',
  of: TURRET_ARCS.map((arc) => ({ kind: 'in-arc', arc, of: 'self', target: 'defender' })),
};

function warthog(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'ship:removal',
      reach: { side: 'friendly', min: 0, max: 2, includeSelf: true },
      when: {
        kind: 'any',
        of: [{ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'subject-ship', limited: true } }],
      },
      optional: false,
      effect: { kind: 'delay-removal' },
      summary: '"Warthog": destroyed in the Engagement Phase, the ship stays in play until the phase ends.',
    },
  ];
}

export const REPUBLIC_LAATIGUNSHIP_ATTACK: Record<string, Ability[]> = {
  'pilot:warthog': warthog('warthog'),
  'pilot:warthog-clonez95headhunter': warthog('warthog-clonez95headhunter'),
  'ship-ability:fireconvergence': [
    {
      source: { kind: 'ship-ability', id: 'fireconvergence' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [{ kind: 'not', of: turretAttack }, defenderInTurretArc] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(rerollAbility('attacker', 2, { name: 'Fire Convergence' })),
      summary:
        'Fire Convergence: the defender is in your turret arc, spend a charge: the attacker rerolls up to two dice.',
    },
  ],
};

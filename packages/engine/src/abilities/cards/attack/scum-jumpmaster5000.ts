/**
 * Scum and Villainy JumpMaster 5000 pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Dengar: after he defends against an attacker in his front arc, he may spend a charge to perform a bonus attack
 *   against that attacker.
 * - Nom Lumb: once he is the defender, if the attacker is outside his single turret arc, he must turn his turret arc
 *   indicator to a standard arc (front, rear, left, right: 000 "Firing Arcs") the attacker is in — his player picks
 *   one when it is in two (`rotate-turret`, a mandatory ability with choices: no "decline").
 */
import { isInArc } from '@xwing/geometry';
import type { Ability } from '../../vocabulary/types.js';
import { arcOwner, geometryArc, isDefender, shipById, solidOf } from '../../vocabulary/queries.js';

const STANDARD_ARCS = ['front', 'rear', 'left', 'right'] as const;

function dengar(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, { kind: 'in-arc', arc: 'front', of: 'self', target: 'attacker' }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'bonus-attack', against: 'attacker' },
      summary: 'Dengar: the attacker is in your front arc, spend a charge to attack it back.',
    },
  ];
}

export const SCUM_JUMPMASTER5000_ATTACK: Record<string, Ability[]> = {
  'pilot:dengar': dengar('dengar'),
  'pilot:dengar-armedanddangerous': dengar('dengar-armedanddangerous'),
  'pilot:nomlumb': [
    {
      source: { kind: 'pilot', xws: 'nomlumb' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'not', of: { kind: 'in-arc', arc: 'single-turret', of: 'self', target: 'attacker' } }],
      },
      optional: false,
      choices: (ctx, self) => {
        const me = shipById(ctx.state, self);
        const attacker = ctx.state.cursor.attack?.attacker;
        // A remote attacker (issue 26) is in none of its arcs as a ship would be: nothing to rotate towards.
        if (!attacker || ctx.state.cursor.attack?.remoteAttacker) return [];
        const target = solidOf(shipById(ctx.state, attacker));
        return STANDARD_ARCS.filter((arc) => {
          const g = geometryArc(arc, me.turret);
          return g !== null && isInArc(arcOwner(me), g, target);
        }).map((arc) => ({ id: arc, label: `turn the turret to the ${arc} arc` }));
      },
      effect: { kind: 'rotate-turret' },
      summary: 'Nom Lumb: the attacker is outside your turret arc, turn the turret to an arc it is in.',
    },
  ],
};

/**
 * Resistance MG-100 StarFortress pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Vennie (Evacuation of D'Qar): defending against an attacker inside the turret arc of a friendly ship (her own
 *   included: 000 "Friendly and Enemy"), she may change one focus result to an evade. A double turret indicator is two
 *   single turret arcs (000 "Turret Arc Indicators"), so either kind of turret arc counts.
 * - Vennie (first printing): defending against an attacker inside the turret arc of a friendly ship (hers included),
 *   she may add one focus result to her roll (000 "Modifying Dice": an added result).
 * - Cat: attacking a defender at range 0–1 of a device a friendly ship placed, she rolls one more attack die. The card
 *   names her primary attacks; the StarFortress has no special weapon slot, so every attack she makes is primary.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** The attacker is inside a friendly ship's turret arc (a single one, or either of a double indicator's). */
const attackerInFriendlyTurret: Condition = {
  kind: 'ships-near',
  side: 'friendly',
  includeSelf: true,
  where: {
    kind: 'any',
    of: (['single-turret', 'double-turret'] as const).map((arc) => ({
      kind: 'in-arc' as const,
      arc,
      of: 'self' as const,
      target: 'attacker' as const,
    })),
  },
};

export const RESISTANCE_MG100STARFORTRESS_ATTACK: Record<string, Ability[]> = {
  'pilot:vennie-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'vennie-evacuationofdqar' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          isDefender,
          {
            kind: 'ships-near',
            side: 'friendly',
            includeSelf: true,
            where: {
              kind: 'any',
              of: (['single-turret', 'double-turret'] as const).map((arc) => ({
                kind: 'in-arc' as const,
                arc,
                of: 'self' as const,
                target: 'attacker' as const,
              })),
            },
          },
        ],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Vennie' })),
      summary: 'Vennie: the attacker is in a friendly turret arc, change one focus result to an evade.',
    },
  ],
  'pilot:cat': [
    {
      source: { kind: 'pilot', xws: 'cat' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'near-placed-device', who: 'other', owner: 'friendly', min: 0, max: 1 }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Cat: the defender is near a friendly device, roll one more attack die.',
    },
  ],
  'pilot:vennie': [
    {
      source: { kind: 'pilot', xws: 'vennie' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, attackerInFriendlyTurret] },
      optional: true,
      effect: dice({
        name: 'Vennie',
        by: 'defender',
        dice: 'defense',
        effect: { kind: 'add', face: 'focus', count: 1 },
      }),
      summary: 'Vennie: the attacker is in a friendly turret arc, add a focus result to your roll.',
    },
  ],
};

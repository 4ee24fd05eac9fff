/**
 * Scum and Villainy Firespray-class patrol craft pilots whose abilities act inside an attack (all printings), each in
 * our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Koshka Frost: against a stressed enemy ship, attacking or defending, she may reroll one of her dice.
 * - Boba Fett (Armed and Dangerous): after another friendly ship defends, while he holds a lock on its attacker, he may
 *   perform a bonus attack against that attacker (the bonus attack's own declaration offers "no bonus attack").
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const enemyStressed: Condition = { kind: 'has-token', token: 'stress', who: 'other' };

export const SCUM_FIRESPRAYCLASSPATROLCRAFT_ATTACK: Record<string, Ability[]> = {
  'pilot:koshkafrost': [
    {
      source: { kind: 'pilot', xws: 'koshkafrost' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, enemyStressed] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Koshka Frost' })),
      summary: 'Koshka Frost: the defender is stressed, reroll one attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'koshkafrost' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, enemyStressed] },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Koshka Frost' })),
      summary: 'Koshka Frost: the attacker is stressed, reroll one defense die.',
    },
  ],
  'pilot:bobafett-armedanddangerous': [
    {
      source: { kind: 'pilot', xws: 'bobafett-armedanddangerous' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'ships-near', side: 'friendly', where: { kind: 'attack-role', role: 'defender' } },
          { kind: 'locking', who: 'self', target: 'attacker' },
        ],
      },
      optional: false,
      effect: { kind: 'bonus-attack', against: 'attacker' },
      summary: 'Boba Fett: a friendly ship defended against a ship you have locked, you may attack that ship.',
    },
  ],
};

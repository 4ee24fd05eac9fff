/**
 * Scum and Villainy Firespray-class patrol craft pilots whose abilities act inside an attack (all printings), each in
 * our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Koshka Frost: against a stressed enemy ship, attacking or defending, she may reroll one of her dice.
 * - Boba Fett (Armed and Dangerous): after another friendly ship defends, while he holds a lock on its attacker, he may
 *   perform a bonus attack against that attacker (the bonus attack's own declaration offers "no bonus attack").
 * - Boba Fett: attacking or defending, he may reroll one of his dice for each enemy ship at range 0–1 of him (one
 *   record per such ship, up to three: the n-th is offered while n or more are there, each a use of its own).
 * - Kath Scarlet: her primary attacks roll one more attack die while a friendly non-limited ship is at range 0 of the
 *   defender (touching it).
 * - Krassis Trelix: his front-arc special weapons (cannons, missiles, torpedoes) may attack from his rear arc as well
 *   (`weapon-arc-as` with `also`); attacking with a special weapon, he may reroll one attack die.
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

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
  'pilot:bobafett': ([1, 2, 3] as const).flatMap((n) =>
    (['attacker', 'defender'] as const).map((by): Ability => ({
      source: { kind: 'pilot', xws: 'bobafett' },
      window: by === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          by === 'attacker' ? isAttacker : isDefender,
          { kind: 'ships-near', side: 'enemy', range: [0, 1], atLeast: n },
        ],
      },
      optional: true,
      effect: dice(rerollAbility(by, 1, { name: 'Boba Fett' })),
      summary: `Boba Fett: ${n === 1 ? 'an enemy ship is' : `${n} enemy ships are`} at range 0–1, reroll one of your dice.`,
    })),
  ),
  'pilot:kathscarlet': [
    {
      source: { kind: 'pilot', xws: 'kathscarlet' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          {
            kind: 'ships-near',
            side: 'friendly',
            where: {
              kind: 'all',
              of: [
                { kind: 'range', to: 'defender', min: 0, max: 0 },
                { kind: 'not', of: { kind: 'limited-ship', who: 'self' } },
              ],
            },
          },
        ],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Kath Scarlet: a friendly non-limited ship touches the defender, roll one more attack die.',
    },
  ],
  'pilot:krassistrelix': [
    {
      source: { kind: 'pilot', xws: 'krassistrelix' },
      window: 'ship:weapon-arc',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'weapon-arc-as', slots: ['cannon', 'missile', 'torpedo'], from: 'front', to: 'rear', also: true },
      summary: 'Krassis Trelix: your front-arc special weapons may attack from your rear arc too.',
    },
    {
      source: { kind: 'pilot', xws: 'krassistrelix' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'not', of: primaryAttack }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Krassis Trelix' })),
      summary: 'Krassis Trelix: attacking with a special weapon, reroll one attack die.',
    },
  ],
};

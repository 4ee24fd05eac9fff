/**
 * Galactic Empire Alpha-class Star Wing pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Major Vynder: while he defends with a disarm token, he rolls one more defense die.
 * - Major Vynder (standard loadout): after his missile attack he may perform a bonus cannon attack, in which he may
 *   change one focus result to a hit. The change is a lasting modification started with the bonus attack, for his
 *   cannon attacks until his engagement ends (the bonus attack follows at once, in his engagement: 000 "Bonus
 *   Attacks"), so it belongs to that bonus attack alone.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const IMPERIAL_ALPHACLASSSTARWING_ATTACK: Record<string, Ability[]> = {
  'pilot:majorvynder': [
    {
      source: { kind: 'pilot', xws: 'majorvynder' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'disarm', who: 'self' }] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Major Vynder: you are disarmed, roll one more defense die.',
    },
  ],
  'pilot:majorvynder-ssl': [
    {
      source: { kind: 'pilot', xws: 'majorvynder-ssl' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon-slot', slots: ['missile'] }] },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'bonus-attack', slots: ['cannon'] },
          {
            kind: 'last',
            until: 'end-of-engagement',
            window: 'attack:modify-attack-dice',
            while: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon-slot', slots: ['cannon'] }] },
            effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Major Vynder' })),
          },
        ],
      },
      summary: 'Major Vynder: after your missile attack, perform a bonus cannon attack (one focus may become a hit).',
    },
  ],
};

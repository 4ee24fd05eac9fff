/**
 * Scum and Villainy HWK-290 light freighter pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Kanan Jarrus: while he or a ship in his turret arc defends, he may spend a Force: the attacker rolls one attack
 *   die fewer. The card says "a ship", not "a friendly ship": any ship in the arc counts.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const SCUM_HWK290LIGHTFREIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:kananjarrus-hwk290lightfreighter': [
    {
      source: { kind: 'pilot', xws: 'kananjarrus-hwk290lightfreighter' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'any', of: [isDefender, { kind: 'in-arc', arc: 'single-turret', of: 'self', target: 'defender' }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(extraDice('attack', -1, 'defender')),
      summary:
        'Kanan Jarrus: you or a ship in your turret arc defends, spend a Force: the attacker rolls one die fewer.',
    },
  ],
};

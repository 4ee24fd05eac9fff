/**
 * Rebel VCX-100 light freighter pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Kanan Jarrus: while a friendly ship in one of his firing arcs defends, he may spend a Force: the attacker rolls
 *   one attack die fewer.
 * - Alexsandr Kallus: defending against an attacker that modified its attack dice (`dice-modified`), he may roll one
 *   more defense die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const REBEL_VCX100LIGHTFREIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:alexsandrkallus': [
    {
      source: { kind: 'pilot', xws: 'alexsandrkallus' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'dice-modified', who: 'attacker', dice: 'attack' }] },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Alexsandr Kallus: the attacker modified its dice, roll one more defense die.',
    },
  ],
  'pilot:kananjarrus': [
    {
      source: { kind: 'pilot', xws: 'kananjarrus' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'ships-near',
        side: 'friendly',
        inArc: { arc: 'firing' },
        where: { kind: 'attack-role', role: 'defender' },
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(extraDice('attack', -1, 'defender')),
      summary:
        'Kanan Jarrus: a friendly ship in your firing arc defends, spend a Force: the attacker rolls one die fewer.',
    },
  ],
};

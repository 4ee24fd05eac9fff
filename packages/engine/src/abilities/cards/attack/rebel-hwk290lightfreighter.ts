/**
 * Rebel HWK-290 light freighter pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Jan Ors: once a friendly ship inside one of her firing arcs has declared a primary attack, she may gain a stress
 *   token, while she has none, for that attack to roll one more attack die (a lasting dice-count change on the
 *   attacker for the rest of the attack, set before its dice are rolled). Our reading: the attacker's "may" is
 *   answered by her player's use (the die only helps the attacker).
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const REBEL_HWK290LIGHTFREIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:janors': [
    {
      source: { kind: 'pilot', xws: 'janors' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          { kind: 'ships-near', side: 'friendly', inArc: { arc: 'firing' }, where: isAttacker },
          primaryAttack,
          { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-attack',
        window: 'attack:roll-attack-dice',
        who: 'attacker',
        while: isAttacker,
        effect: dice(extraDice('attack', 1)),
      },
      summary: 'Jan Ors: gain a stress token for the attacker in your firing arc to roll one more attack die.',
    },
  ],
};

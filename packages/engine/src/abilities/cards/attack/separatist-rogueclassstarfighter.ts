/**
 * Separatist Alliance Rogue-class starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - IG-102: defending against an attacker whose initiative is equal to or higher than his, he may change one blank
 *   result to a focus.
 * - Dead to Rights (ship ability of the Rogue-class of both factions and the M12-L Kimogila): while the ship attacks
 *   a defender in its bullseye, no modification that uses a green token (focus, evade, calculate) may change the
 *   defense dice: a standing rule read at each Modify step (static.ts `modifyBars`). Our reading: it bars
 *   both players' uses of green tokens on those dice, the token's own modification and an ability that spends one.
 * - IG-111: after an attack of his that missed, he may choose an enemy ship in his bullseye arc (any range) and gain
 *   a deplete token: that ship suffers one regular damage.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const SEPARATIST_ROGUECLASSSTARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:ig111': [
    {
      source: { kind: 'pilot', xws: 'ig111' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [false] }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'deplete', count: 1 }],
      choose: { side: 'enemy', inArc: { arc: 'bullseye' }, label: 'suffers 1 damage' },
      effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'chosen', source: 'IG-111' },
      summary: 'IG-111: your attack missed, gain a deplete token: an enemy ship in your bullseye suffers 1 damage.',
    },
  ],
  'pilot:ig102': [
    {
      source: { kind: 'pilot', xws: 'ig102' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'initiative-vs', who: 'attacker', than: 'self', compare: 'at-least' }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name: 'IG-102' })),
      summary: 'IG-102: the attacker’s initiative is at least yours, change one blank to a focus.',
    },
  ],
  'ship-ability:deadtorights': [
    {
      source: { kind: 'ship-ability', id: 'deadtorights' },
      window: 'attack:modify-restriction',
      // The rule reads the attacker's and the defender's records only (static.ts), and a defender is never inside its
      // own bullseye: the ship holding the defender there is the attacker.
      when: { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'defender' },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'defense', using: 'green-tokens' },
      summary: 'Dead to Rights: the defender is in your bullseye, green tokens cannot modify the defense dice.',
    },
  ],
};

/**
 * Resistance T-70 X-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Zay Versio: defending against a damaged attacker, she may reroll one defense die.
 * - Nimi Chireen: attacking a defender of higher initiative than hers, she may change one blank result to a focus.
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const RESISTANCE_T70XWING_ATTACK: Record<string, Ability[]> = {
  'pilot:zayversio': [
    {
      source: { kind: 'pilot', xws: 'zayversio' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'damaged', who: 'attacker' }] },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Zay Versio' })),
      summary: 'Zay Versio: the attacker is damaged, reroll one defense die.',
    },
  ],
  'pilot:nimichireen': [
    {
      source: { kind: 'pilot', xws: 'nimichireen' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'initiative-vs', who: 'defender', than: 'self', compare: 'higher' }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'focus', { name: 'Nimi Chireen' })),
      summary: 'Nimi Chireen: the defender’s initiative is higher than yours, change one blank to a focus.',
    },
  ],
};

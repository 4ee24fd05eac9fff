/**
 * The attack group's modifications, each in our own words:
 *
 * - Stealth Device: while its charge is active, the ship rolls one more defense die; whenever it suffers damage, it
 *   loses that charge.
 * - Munitions Failsafe: once the attack dice of a torpedo or missile attack are rolled, the attacker may cancel every
 *   result to have the weapon recover a charge.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const charged = { kind: 'has-charges', atLeast: 1 } as const;

export const ATTACK_MODIFICATIONS: Record<string, Ability[]> = {
  'upgrade:munitionsfailsafe:0': [
    {
      source: { kind: 'upgrade', xws: 'munitionsfailsafe', side: 0 },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          { kind: 'attack-weapon-slot', slots: ['torpedo', 'missile'] },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [{ kind: 'cancel-attack-results' }, { kind: 'recover-weapon-charges', count: 1 }],
      },
      summary: 'Munitions Failsafe: cancel all your attack results to recover a charge on the weapon.',
    },
  ],
  'upgrade:stealthdevice:0': [
    {
      source: { kind: 'upgrade', xws: 'stealthdevice', side: 0 },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, charged] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Stealth Device: your charge is active, roll one more defense die.',
    },
    {
      source: { kind: 'upgrade', xws: 'stealthdevice', side: 0 },
      window: 'damage:suffered',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, charged] },
      optional: false,
      effect: { kind: 'lose-card-charges', xws: 'stealthdevice', count: 1 },
      summary: 'Stealth Device: you suffered damage, lose its charge.',
    },
  ],
};

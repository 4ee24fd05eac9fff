/**
 * The attack group's sensors, each in our own words:
 *
 * - Fire-Control System: attacking with a lock on the defender, reroll one attack die; having done so, the attacker
 *   cannot spend its lock for the rest of that attack (the second record, set off by the card's own modification:
 *   'dice:after-modify' names the modification's card as `source`).
 * - Blank Signature (Battle over Endor): defending against an attacker without a lock on this ship, a charge turns one
 *   focus result into an evade.
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const FCS = 'upgrade:firecontrolsystem:0';

export const ATTACK_SENSORS: Record<string, Ability[]> = {
  'upgrade:blanksignature-battleoverendor:0': [
    {
      source: { kind: 'upgrade', xws: 'blanksignature-battleoverendor', side: 0 },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'not', of: { kind: 'locking', who: 'attacker', target: 'self' } }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Blank Signature' })),
      summary: 'Blank Signature: the attacker has no lock on you, spend a charge to change a focus to an evade.',
    },
  ],
  [FCS]: [
    {
      source: { kind: 'upgrade', xws: 'firecontrolsystem', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      // The lock on the defender is required, not spent.
      effect: dice(rerollAbility('attacker', 1, { name: 'Fire-Control System', requires: [{ token: 'lock' }] })),
      summary:
        'Fire-Control System: you have a lock on the defender, reroll one attack die (then you cannot spend it).',
    },
    {
      source: { kind: 'upgrade', xws: 'firecontrolsystem', side: 0 },
      window: 'dice:after-modify',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'source', oneOf: [FCS] }] },
      optional: false,
      effect: { kind: 'lock-unspendable' },
      summary: 'Fire-Control System: you rerolled, your lock cannot be spent during this attack.',
    },
  ],
};

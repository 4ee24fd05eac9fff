/**
 * The attack group's crew, each in our own words:
 *
 * - Bo-Katan Kryze: attacking at range 0–1 of the defender, reroll one attack die.
 * - Zuckuss: attacking while not stressed, gain a stress token to make the defender reroll one defense die of the
 *   attacker's choosing.
 * - Magva Yarro: after defending against an attack that hit, lock the attacker (not an action, any range).
 * - Emperor Palpatine: while another friendly ship attacks or defends, his Force turns one of its focus results into a
 *   hit (attacking) or an evade (defending), the Force's own effect (000 "Force"), paid from his ship. Only the
 *   attacker's side is offered the attack dice and the defender's side the defense dice (combat/attack.ts), so "not
 *   the attacker / defender" is "another friendly ship"; his range is unlimited.
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const palpatine = (role: 'attacker' | 'defender'): Ability => ({
  source: { kind: 'upgrade', xws: 'emperorpalpatine', side: 0 },
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: { kind: 'not', of: role === 'attacker' ? isAttacker : isDefender },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  effect: dice(
    role === 'attacker'
      ? changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Emperor Palpatine' })
      : changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Emperor Palpatine' }),
  ),
  summary: `Emperor Palpatine: spend his Force, the ${role === 'attacker' ? 'attacker changes one focus to a hit' : 'defender changes one focus to an evade'}.`,
});

export const ATTACK_CREW: Record<string, Ability[]> = {
  'upgrade:bokatankryze:0': [
    {
      source: { kind: 'upgrade', xws: 'bokatankryze', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'range', to: 'other', min: 0, max: 1 }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Bo-Katan Kryze' })),
      summary: 'Bo-Katan Kryze: the defender is at range 0–1, reroll one attack die.',
    },
  ],
  'upgrade:zuckuss:0': [
    {
      source: { kind: 'upgrade', xws: 'zuckuss', side: 0 },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' }],
      },
      optional: true,
      effect: dice({
        name: 'Zuckuss',
        by: 'attacker',
        dice: 'defense',
        cost: { gain: 'stress' },
        effect: { kind: 'reroll', count: 1 },
      }),
      summary: 'Zuckuss: you are not stressed, gain a stress token to have the defender reroll one defense die.',
    },
  ],
  'upgrade:emperorpalpatine:0': [palpatine('attacker'), palpatine('defender')],
  'upgrade:magvayarro:0': [
    {
      source: { kind: 'upgrade', xws: 'magvayarro', side: 0 },
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'attacker' },
      summary: 'Magva Yarro: the attack hit you, acquire a lock on the attacker.',
    },
  ],
};

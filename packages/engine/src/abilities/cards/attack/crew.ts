/**
 * The attack group's crew, each in our own words:
 *
 * - Bo-Katan Kryze: attacking at range 0–1 of the defender, reroll one attack die.
 * - Zuckuss: attacking while not stressed, gain a stress token to make the defender reroll one defense die of the
 *   attacker's choosing.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

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
};

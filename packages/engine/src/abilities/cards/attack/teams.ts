/**
 * The attack group's team cards (the standard loadouts carry some), each in our own words:
 *
 * - Jinata Security Forces: attacking, a focus token spent changes one blank to a hit; defending, one blank to an
 *   evade (one record each, the token the modification's own cost).
 * - Corsair Crew: attacking, the ship may spend one of its hit results; if it does, the defender gains a deplete
 *   token (`modified-by-self`: the card's own use). The card names a standard ship as the defender: every ship the
 *   engine plays is one (000 "Ship Sizes": small, medium and large ships; the huge ships are epic play's).
 * - Inferno Squad: while a friendly Gideon Hask, Del Meeko or Seyn Marana at range 0–2 (this ship included) attacks,
 *   it may change one blank or focus to a hit, this ship then suffering one hit (as TN-3465: the change is the
 *   attacker's modification, the damage follows its use; the card is limited, so an enemy copy's use is kept out by
 *   the attacker being friendly).
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';
import { afterOwnModify } from './crew.js';

const team = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });
const INFERNO = ['gideonhask', 'delmeeko', 'seynmarana'];

export const ATTACK_TEAMS: Record<string, Ability[]> = {
  'upgrade:jinatasecurityforces-epicsl:0': [
    {
      source: team('jinatasecurityforces-epicsl'),
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice(
        changeAbility('attacker', 'attack', 1, ['blank'], 'hit', {
          name: 'Jinata Security Forces',
          cost: { spend: 'focus' },
        }),
      ),
      summary: 'Jinata Security Forces: spend a focus token to change one blank to a hit.',
    },
    {
      source: team('jinatasecurityforces-epicsl'),
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      effect: dice(
        changeAbility('defender', 'defense', 1, ['blank'], 'evade', {
          name: 'Jinata Security Forces',
          cost: { spend: 'focus' },
        }),
      ),
      summary: 'Jinata Security Forces: spend a focus token to change one blank to an evade.',
    },
  ],
  'upgrade:corsaircrew:0': [
    {
      source: team('corsaircrew'),
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice({
        name: 'Corsair Crew',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'cancel', faces: ['hit'], count: 1 },
      }),
      summary: 'Corsair Crew: spend one of your hit results, the defender gains a deplete token.',
    },
    afterOwnModify(
      'corsaircrew',
      { kind: 'gain-token', token: 'deplete', count: 1, who: 'defender' },
      'Corsair Crew: the defender gains a deplete token.',
    ),
  ],
  'upgrade:infernosquad-epicsl:0': [
    {
      source: team('infernosquad-epicsl'),
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: true },
          { kind: 'pilot-is', who: 'attacker', xws: INFERNO },
        ],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', { name: 'Inferno Squad' })),
      summary: 'Inferno Squad: you suffer a hit, the attacker changes one blank or focus to a hit.',
    },
    {
      source: team('infernosquad-epicsl'),
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'source', oneOf: ['upgrade:infernosquad-epicsl:0'] },
          { kind: 'ship-is', who: 'attacker', side: 'friendly' },
        ],
      },
      optional: false,
      effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Inferno Squad' },
      summary: 'Inferno Squad: you suffer a hit for the change.',
    },
  ],
};

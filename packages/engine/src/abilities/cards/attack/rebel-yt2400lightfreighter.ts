/**
 * Rebel YT-2400 light freighter ship abilities that act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("ship-ability:<id>").
 *
 * - Sensor Blackout: its primary attacks at attack range 0–1 roll one attack die fewer; defending at attack range 1,
 *   it rolls one defense die fewer.
 * - Sensor Blindspot (the first printing's ship ability, the Scum Standard Loadout ships' too; filed here for both
 *   factions): its primary attacks at attack range 0–1 get no range bonus and roll one attack die fewer.
 * - "Leebo" (the first printing and the Rebel SWZ103 one): after he attacks or defends, if he spent a calculate token
 *   during that attack, he gains a calculate token (`spent-in-attack`; two records, one per role).
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

export const REBEL_YT2400LIGHTFREIGHTER_ATTACK: Record<string, Ability[]> = {
  'ship-ability:sensorblindspot': [
    {
      source: { kind: 'ship-ability', id: 'sensorblindspot' },
      window: 'attack:range-bonus',
      // The attack's range bonus is range 1's alone (000 "Range Bonuses"): "at range 0–1" needs no clause here.
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: false,
      effect: { kind: 'no-range-bonus', dice: 'attack' },
      summary: 'Sensor Blindspot: no range bonus for your primary attacks at range 0–1.',
    },
    {
      source: { kind: 'ship-ability', id: 'sensorblindspot' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-range', min: 0, max: 1 }] },
      optional: false,
      effect: dice(extraDice('attack', -1)),
      summary: 'Sensor Blindspot: one attack die fewer for your primary attacks at range 0–1.',
    },
  ],
  'ship-ability:sensorblackout': [
    {
      source: { kind: 'ship-ability', id: 'sensorblackout' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-range', min: 0, max: 1 }] },
      optional: false,
      effect: dice(extraDice('attack', -1)),
      summary: 'Sensor Blackout: a primary attack at range 0–1, roll one attack die fewer.',
    },
    {
      source: { kind: 'ship-ability', id: 'sensorblackout' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'attack-range', min: 1, max: 1 }] },
      optional: false,
      effect: dice(extraDice('defense', -1)),
      summary: 'Sensor Blackout: defending at range 1, roll one defense die fewer.',
    },
  ],
  'pilot:leebo': leeboAttack('leebo'),
  'pilot:leebo-swz103-rebelalliance': leeboAttack('leebo-swz103-rebelalliance'),
};

/** "Leebo": a calculate token spent during the attack comes back after it, attacking or defending. */
function leeboAttack(xws: string): Ability[] {
  return ([isAttacker, isDefender] as Condition[]).map((role) => ({
    source: { kind: 'pilot', xws },
    window: 'attack:after',
    when: { kind: 'all', of: [role, { kind: 'spent-in-attack', who: 'self', tokens: ['calculate'] }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: '"Leebo": you spent a calculate token during the attack, gain a calculate token.',
  }));
}

/**
 * Scum and Villainy Fang fighter pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Fenn Rau (both printings): when the attack is at range 1, he may roll one more die, attacking or defending.
 * - Concordia Faceoff (ship ability of the Fang fighters of both factions): defending at attack range 1 while inside
 *   the attacker's front arc, one of the ship's defense results becomes an evade. The card gives no timing: the change
 *   is the defender's own dice modification, offered in its Modify Defense Dice step (001 Engagement 3.2; a mandatory
 *   modification cannot be a record of that window, record-shape.test.ts), where it turns a blank or a focus — the
 *   defender never loses by it.
 * - Torphun: after his attack destroys the defender, he may perform an action even while stressed (granted, so its
 *   own decision offers "pass"); then, whether or not he acted, he may gain two strain tokens to perform a bonus attack
 *   (000 "Bonus Attacks"; two records of one source, resolved in their order). The strain is asked only while he may
 *   still perform a bonus attack this phase (after his bonus attack destroys its defender, nothing is offered).
 * - Mandalorian Royal Guard: while a friendly medium or large ship defends with him inside the arc the attack is made
 *   from, he may gain a deplete and a strain token: the defender changes one blank or focus result to an evade (its
 *   own modification, the tokens his cost).
 * - Joy Rekkoff: attacking, he may spend a charge of a torpedo upgrade he carries: the defender rolls one defense die
 *   fewer (asked as the defense dice are counted, 001 Engagement 3.1; the cost `spend-upgrade-charge`).
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const atRange1 = { kind: 'attack-range', min: 1, max: 1 } as const;
const torphunKilled: Condition = {
  kind: 'all',
  of: [isAttacker, { kind: 'ship-is', who: 'defender', destroyed: true }],
};

function fennRau(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, atRange1] },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Fenn Rau: the attack is at range 1, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, atRange1] },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Fenn Rau: the attack is at range 1, roll one more defense die.',
    },
  ];
}

export const SCUM_FANGFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:fennrau': fennRau('fennrau'),
  'pilot:fennrau-armedanddangerous': fennRau('fennrau-armedanddangerous'),
  'pilot:joyrekkoff': [
    {
      source: { kind: 'pilot', xws: 'joyrekkoff' },
      window: 'attack:roll-defense-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-upgrade-charge', count: 1, types: ['torpedo'] }],
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Joy Rekkoff: spend a torpedo charge, the defender rolls one defense die fewer.',
    },
  ],
  'pilot:torphun': [
    {
      source: { kind: 'pilot', xws: 'torphun' },
      window: 'attack:after',
      when: torphunKilled,
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', ignoreStress: true, why: 'Torphun, even while stressed' },
      summary: 'Torphun: you destroyed the defender, perform an action even while stressed.',
    },
    {
      source: { kind: 'pilot', xws: 'torphun' },
      window: 'attack:after',
      when: { kind: 'all', of: [torphunKilled, { kind: 'bonus-attack-left', who: 'self' }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 2 }],
      effect: { kind: 'bonus-attack' },
      summary: 'Torphun: you destroyed the defender, gain two strain tokens to perform a bonus attack.',
    },
  ],
  'pilot:mandalorianroyalguard': [
    {
      source: { kind: 'pilot', xws: 'mandalorianroyalguard' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'defender', side: 'friendly', size: ['medium', 'large'] },
          { kind: 'in-arc', arc: 'attack', of: 'attacker', target: 'self' },
        ],
      },
      optional: true,
      cost: [
        { kind: 'gain-token', token: 'deplete', count: 1 },
        { kind: 'gain-token', token: 'strain', count: 1 },
      ],
      effect: dice(
        changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Mandalorian Royal Guard' }),
      ),
      summary:
        'Mandalorian Royal Guard: gain a deplete and a strain token, the defender changes one result to an evade.',
    },
  ],
  'ship-ability:concordiafaceoff': [
    {
      source: { kind: 'ship-ability', id: 'concordiafaceoff' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, atRange1, { kind: 'in-arc', arc: 'front', of: 'attacker', target: 'self' }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Concordia Faceoff' })),
      summary: 'Concordia Faceoff: at range 1 in the attacker’s front arc, change one defense result to an evade.',
    },
  ],
};

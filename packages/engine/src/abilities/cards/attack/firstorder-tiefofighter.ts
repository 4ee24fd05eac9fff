/**
 * First Order TIE/fo fighter pilots whose abilities act inside an attack (all printings), each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DT-798: his primary attacks, while he is not strained, may take a strain token to roll one more attack die.
 * - "Scorch" (both printings): the same with a stress token, while he is not stressed.
 * - "Longshot" (both printings): his primary attacks at range 3 roll one more attack die.
 * - Zeta 5 (Evacuation of D'Qar): attacking while unshielded a defender of higher initiative than hers, she adds a
 *   focus result (offered in the modify step, as every dice modification is: record-shape.test.ts).
 * - Commander Malarus: as the Engagement Phase starts he may spend a charge and gain a stress token; then, until the
 *   end of the round, attacking he may change all his focus results to hits, and defending all to evades (two lasting
 *   dice modifications, `last` of the modify windows, offered once per attack each).
 * - TN-3465: while another friendly ship attacks a defender at range 0–1 of her, she may suffer one critical damage to
 *   change one of the attacker's results to a crit (a blank first, then a focus, then a hit): the change is the
 *   attacker's modification, and the damage follows its use (a 'dice:after-modify' record for her card's own
 *   modification in a friendly ship's attack; the card has one copy, the condition keeps an enemy copy's use out).
 * - "Static": his primary attacks may spend his lock on the defender and a focus token to change all his results to
 *   crits.
 * - "Midnight" (both printings): while he attacks a ship he has locked, its defense dice cannot be modified; while he
 *   defends against a ship he has locked, its attack dice cannot be (standing, 'attack:modify-restriction': by anyone).
 * - Merciless (ship ability, the Evacuation of D'Qar TIE/fo fighters): attacking with another friendly ship at range
 *   0–1 of the defender, reroll one blank; the owner then picks such a ship, which gains a strain token. Our reading,
 *   as for Ruthless: the card picks the ship first, the reroll coming with it; here the reroll is the modification and
 *   the ship is picked as it is made (the same outcome: a friendly ship there is required to offer it).
 */
import { changeAbility, extraDice, type Modification } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

/** A primary attack, the ship free of `token`, may take one to roll one more attack die. */
function tokenForDie(xws: string, token: 'stress' | 'strain', name: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'has-token', token, atLeast: 0, atMost: 0, who: 'self' }],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token, count: 1 }],
      effect: dice(extraDice('attack', 1)),
      summary: `${name}: gain a ${token} token to roll one more attack die.`,
    },
  ];
}

function longshot(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-range', min: 3, max: 3 }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Longshot": attacking at range 3, roll one more attack die.',
    },
  ];
}

const ZETA5_FOCUS: Modification = {
  name: 'Zeta 5',
  by: 'attacker',
  dice: 'attack',
  effect: { kind: 'add', face: 'focus', count: 1 },
};

/** "Midnight": the enemy ship he has locked cannot have its dice modified, attacking or defending. */
function midnight(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-restriction',
      // Read for the attack's two ships only (static.ts): he cannot lock himself, so locking the defender makes him
      // the attacker.
      when: { kind: 'locking', who: 'self', target: 'defender' },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'defense' },
      summary: '"Midnight": you have locked the defender, its dice cannot be modified.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-restriction',
      when: { kind: 'locking', who: 'self', target: 'attacker' },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack' },
      summary: '"Midnight": you have locked the attacker, its dice cannot be modified.',
    },
  ];
}

export const FIRSTORDER_TIEFOFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:midnight': midnight('midnight'),
  'pilot:midnight-evacuationofdqar': midnight('midnight-evacuationofdqar'),
  'pilot:static': [
    {
      source: { kind: 'pilot', xws: 'static' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'focus', count: 1 }],
      effect: dice({
        name: '"Static"',
        by: 'attacker',
        dice: 'attack',
        cost: { spend: 'lock' },
        effect: { kind: 'change', count: 'all', from: ['blank', 'focus', 'hit'], to: 'crit' },
      }),
      summary: '"Static": spend your lock on the defender and a focus token, all your results become crits.',
    },
  ],
  'pilot:tn3465': [
    {
      source: { kind: 'pilot', xws: 'tn3465' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        // The attack dice's Modify step offers the attacker's player's records only (combat/attack.ts): the attacker
        // is friendly.
        of: [
          { kind: 'not', of: isAttacker },
          { kind: 'range', to: 'defender', min: 0, max: 1 },
        ],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank', 'focus', 'hit'], 'crit', { name: 'TN-3465' })),
      summary: 'TN-3465: suffer one critical damage to change one of the attacker’s results to a crit.',
    },
    {
      source: { kind: 'pilot', xws: 'tn3465' },
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'source', oneOf: ['pilot:tn3465'] },
          { kind: 'ship-is', who: 'attacker', side: 'friendly' },
        ],
      },
      optional: false,
      effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'TN-3465' },
      summary: 'TN-3465: you suffer one critical damage for the change.',
    },
  ],
  'pilot:commandermalarus': [
    {
      source: { kind: 'pilot', xws: 'commandermalarus' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'stress', count: 1 },
      ],
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'attack:modify-attack-dice',
            while: isAttacker,
            effect: dice(changeAbility('attacker', 'attack', 'all', ['focus'], 'hit', { name: 'Commander Malarus' })),
          },
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'attack:modify-defense-dice',
            while: isDefender,
            effect: dice(
              changeAbility('defender', 'defense', 'all', ['focus'], 'evade', { name: 'Commander Malarus' }),
            ),
          },
        ],
      },
      summary:
        'Commander Malarus: spend a charge and gain a stress: this round, your focus results may become hits or evades.',
    },
  ],
  'pilot:dt798': tokenForDie('dt798', 'strain', 'DT-798'),
  'pilot:scorch': tokenForDie('scorch', 'stress', '"Scorch"'),
  'pilot:scorch-evacuationofdqar': tokenForDie('scorch-evacuationofdqar', 'stress', '"Scorch"'),
  'pilot:longshot': longshot('longshot'),
  'pilot:longshot-evacuationofdqar': longshot('longshot-evacuationofdqar'),
  'pilot:zeta5-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'zeta5-evacuationofdqar' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'not', of: { kind: 'shielded', who: 'self' } },
          { kind: 'initiative-vs', who: 'defender', than: 'self', compare: 'higher' },
        ],
      },
      optional: true,
      effect: dice(ZETA5_FOCUS),
      summary: 'Zeta 5: unshielded against a defender of higher initiative, add a focus result.',
    },
  ],
  'ship-ability:merciless': [
    {
      source: { kind: 'ship-ability', id: 'merciless' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'ships-near', side: 'friendly', where: { kind: 'range', to: 'defender', min: 0, max: 1 } },
        ],
      },
      optional: true,
      effect: dice({
        name: 'Merciless',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Merciless: a friendly ship at range 0–1 of the defender takes a strain token, reroll one blank.',
    },
    {
      source: { kind: 'ship-ability', id: 'merciless' },
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [{ kind: 'modified-by-self' }, { kind: 'subject-data', key: 'source', oneOf: ['ship-ability:merciless'] }],
      },
      optional: false,
      choose: {
        side: 'friendly',
        where: { kind: 'range', to: 'defender', min: 0, max: 1 },
        label: 'gains a strain token',
      },
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      summary: 'Merciless: choose the friendly ship at range 0–1 of the defender that gains a strain token.',
    },
  ],
};

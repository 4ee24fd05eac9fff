/**
 * Resistance RZ-2 A-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Zizi Tlo (both printings): after an attack she attacks or defends in, she may spend a charge to gain a focus or
 *   an evade token (two records, one per token; her single charge pays for one).
 * - Tallissan Lintra (both printings): when an enemy ship in her bullseye arc (range 0–3) attacks, she may spend a charge: the defender
 *   rolls one more defense die.
 * - L'ulo L'ampar: while stressed, his primary attacks roll one more attack die, and he rolls one defense die fewer
 *   when he defends (against any weapon). Both are mandatory.
 * - Merl Cobben: while a friendly ship at range 0–2 of him (himself included) makes a primary attack and he is in the
 *   defender's bullseye arc, the defender rolls one defense die fewer (mandatory).
 * - Wrobie Tyce: after he defends at attack range 1 against an attacker that modified its attack dice (a token's or a
 *   card's modification: `dice-modified`), the attacker gains a deplete token (mandatory).
 * - Ronith Blario (both printings): attacking or defending, while the enemy ship of the attack is inside another
 *   friendly ship's single turret arc, he may have that ship spend a focus token to change one of his focus results
 *   to a hit (attacking) or an evade (defending): DIST-81's `borrowedTokenChange` (separatist-droidtrifighter.ts).
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';
import { borrowedTokenChange } from './separatist-droidtrifighter.js';

/** Ronith Blario: another friendly ship whose single turret arc holds the enemy lends him a focus token. */
const ronithBlario = (xws: string): Ability[] =>
  borrowedTokenChange({
    xws,
    name: 'Ronith Blario',
    token: 'focus',
    includeSelf: false,
    seesEnemy: (enemy) => ({ kind: 'in-arc', arc: 'single-turret', of: 'self', target: enemy }),
  });

const stressed: Condition = { kind: 'has-token', token: 'stress', who: 'self' };

function tallissanLintra(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', side: 'enemy', min: 0, max: 3, includeSelf: false },
          // In an attack's windows "other", seen from a ship outside it or from the defender, is the attacker.
          { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'other' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(extraDice('defense', 1)),
      summary: 'Tallissan Lintra: the attacker is in your bullseye, spend a charge: the defender rolls one more die.',
    },
  ];
}

/** Zizi Tlo: after an attack she attacks or defends in, she may spend a charge to gain a focus or an evade token. */
function ziziTlo(xws: string): Ability[] {
  // Her one charge pays for one of the two (each is offered while she has a charge).
  return (['focus', 'evade'] as const).map((token) => ({
    source: { kind: 'pilot', xws },
    window: 'attack:after',
    when: { kind: 'any', of: [isAttacker, isDefender] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'gain-token', token, count: 1, who: 'self' },
    summary: `Zizi Tlo: spend a charge to gain ${token === 'focus' ? 'a focus' : 'an evade'} token.`,
  }));
}

export const RESISTANCE_RZ2AWING_ATTACK: Record<string, Ability[]> = {
  'pilot:ronithblario': ronithBlario('ronithblario'),
  'pilot:ronithblario-evacuationofdqar': ronithBlario('ronithblario-evacuationofdqar'),
  'pilot:wrobietyce': [
    {
      source: { kind: 'pilot', xws: 'wrobietyce' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'defender' },
          { kind: 'attack-range', min: 1, max: 1 },
          { kind: 'dice-modified', who: 'attacker', dice: 'attack' },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'attacker' },
      summary: 'Wrobie Tyce: the attacker modified its dice at range 1, it gains a deplete token.',
    },
  ],
  'pilot:tallissanlintra': tallissanLintra('tallissanlintra'),
  'pilot:tallissanlintra-evacuationofdqar': tallissanLintra('tallissanlintra-evacuationofdqar'),
  'pilot:zizitlo': ziziTlo('zizitlo'),
  'pilot:zizitlo-evacuationofdqar': ziziTlo('zizitlo-evacuationofdqar'),
  'pilot:lulolampar': [
    {
      source: { kind: 'pilot', xws: 'lulolampar' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, stressed] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'L’ulo L’ampar: you are stressed, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'lulolampar' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, stressed] },
      optional: false,
      effect: dice(extraDice('defense', -1)),
      summary: 'L’ulo L’ampar: you are stressed, roll one defense die fewer.',
    },
  ],
  'pilot:merlcobben': [
    {
      source: { kind: 'pilot', xws: 'merlcobben' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          primaryAttack,
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: true },
          { kind: 'in-arc', arc: 'bullseye', of: 'defender', target: 'self' },
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Merl Cobben: you are in the defender’s bullseye, it rolls one defense die fewer.',
    },
  ],
};

/**
 * Tokens whose rules are standing abilities of the token itself (the product's rule: damage cards, obstacles and
 * tokens use the same mechanism as cards). A ship holding a token carries its source, "token:<type>"
 * (source-keys.ts); the rules ask the queries of abilities/static.ts, the attack reads the dice counts, and the
 * triggers resolve on the trigger stack like any card's:
 *
 * - Disarm (000 "Disarm Tokens"): a disarmed ship cannot perform attacks.
 * - Cloak (002 "Cloak": the 2.5 documents leave cloaking to the cards): a cloaked ship cannot perform attacks.
 * - Ion (000 "Ion Tokens"): an ionised ship (enough ion tokens for its size) can perform only the focus action.
 *
 * Jam, tractor and deplete (rules-reference-supplement.md, the 2.0 Rules Reference entries; 000 and 001 name these
 * tokens without their rules):
 * - Jam ("Jam"): when a ship becomes jammed, the jamming player chooses a green token it removes or a lock it breaks,
 *   and the jam token goes; after a jammed ship gains a green token or acquires a lock, it loses it and one jam
 *   token (the `jam` effect, token-rules.ts).
 * - Tractor ("Tractor"): a ship with 1 (small), 2 (medium) or 3 (large) tractor tokens is tractored. The first time
 *   each round it becomes tractored, the tractoring player may boost or barrel roll it with the 1-straight template
 *   (the `tractor-move` effect, token-rules.ts); while a tractored ship defends, it rolls one fewer defense die.
 * - Deplete ("Deplete"): while a depleted ship attacks it rolls one fewer attack die, and once its attack dice are
 *   rolled it removes one deplete token (a blue maneuver removes one too: movement.ts checkDifficulty).
 * The orange jam and tractor tokens are circular and leave in the End Phase; the red deplete token stays
 * (000 "Additional Token Rules"; phases/end.ts).
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';

function token(type: string, a: Omit<Ability, 'source' | 'optional'>): Ability {
  return { source: { kind: 'token', token: type }, optional: false, ...a };
}

const self: Condition = { kind: 'subject-is-self' };
const isAttacker: Condition = { kind: 'attack-role', role: 'attacker' };
const isDefender: Condition = { kind: 'attack-role', role: 'defender' };
const jammed: Condition = { kind: 'has-token', token: 'jam', who: 'self' };

export const TOKEN_ABILITIES: Readonly<Record<string, readonly Ability[]>> = {
  'token:disarm': [
    token('disarm', {
      window: 'attack:allowed',
      when: { kind: 'always' },
      effect: { kind: 'cannot-attack', why: 'disarmed ships cannot perform attacks' },
      summary: 'Disarmed: no attacks.',
    }),
  ],
  'token:cloak': [
    token('cloak', {
      window: 'attack:allowed',
      when: { kind: 'always' },
      effect: { kind: 'cannot-attack', why: 'cloaked ships cannot perform attacks' },
      summary: 'Cloaked: no attacks.',
    }),
  ],
  'token:ion': [
    token('ion', {
      window: 'action:allowed',
      when: { kind: 'ionized' },
      effect: {
        kind: 'allow-only-actions',
        actions: ['focus'],
        cardActions: false,
        why: 'ionised: ionised ships can perform only the focus action',
      },
      summary: 'Ionised: the focus action only.',
    }),
  ],
  'token:jam': [
    token('jam', {
      window: 'token:after-gain',
      when: { kind: 'becomes', status: 'jammed' },
      effect: { kind: 'jam', rule: 'jammed' },
      summary: 'Jammed: the jamming player chooses a green token it removes or a lock it breaks.',
    }),
    token('jam', {
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [self, { kind: 'subject-data', key: 'token', oneOf: ['focus', 'evade', 'calculate', 'reinforce'] }, jammed],
      },
      effect: { kind: 'jam', rule: 'cancel' },
      summary: 'Jammed: the green token it gains is removed, with a jam token.',
    }),
    token('jam', {
      window: 'lock:after-acquire',
      when: { kind: 'all', of: [self, jammed] },
      effect: { kind: 'jam', rule: 'cancel' },
      summary: 'Jammed: the lock it acquires is broken, with a jam token.',
    }),
  ],
  'token:tractor': [
    token('tractor', {
      window: 'token:after-gain',
      when: { kind: 'becomes', status: 'tractored' },
      effect: { kind: 'tractor-move' },
      limit: 'once-per-round',
      summary: 'Tractored: the tractoring player may boost or barrel roll it (1-straight).',
    }),
    token('tractor', {
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'tractored' }] },
      effect: { kind: 'dice', modification: extraDice('defense', -1) },
      summary: 'Tractored: roll one defense die fewer.',
    }),
  ],
  'token:deplete': [
    token('deplete', {
      window: 'attack:roll-attack-dice',
      when: isAttacker,
      effect: { kind: 'dice', modification: extraDice('attack', -1) },
      summary: 'Depleted: roll one attack die fewer.',
    }),
    token('deplete', {
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          { kind: 'has-token', token: 'deplete', who: 'self' },
        ],
      },
      effect: { kind: 'remove-token', token: 'deplete', count: 1, who: 'self' },
      summary: 'Depleted: its attack dice rolled, it removes a deplete token.',
    }),
  ],
};

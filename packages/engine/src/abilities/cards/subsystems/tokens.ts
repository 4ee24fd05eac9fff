/**
 * Tokens whose rules are standing abilities of the token itself (the product's rule: damage cards, obstacles and
 * tokens use the same mechanism as cards). A ship holding a token carries its source, "token:<type>"
 * (source-keys.ts), and the rules ask the queries of abilities/static.ts:
 *
 * - Disarm (000 "Disarm Tokens"): a disarmed ship cannot perform attacks.
 * - Cloak (002 "Cloak": the 2.5 documents leave cloaking to the cards): a cloaked ship cannot perform attacks.
 * - Ion (000 "Ion Tokens"): an ionised ship (enough ion tokens for its size) can perform only the focus action.
 */
import type { Ability } from '../../vocabulary/types.js';

function token(type: string, a: Omit<Ability, 'source' | 'optional'>): Ability {
  return { source: { kind: 'token', token: type }, optional: false, ...a };
}

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
};

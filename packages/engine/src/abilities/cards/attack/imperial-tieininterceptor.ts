/**
 * Galactic Empire TIE/in interceptor pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Gideon Hask (TIE/in interceptor): attacking a damaged defender, he rolls one more attack die.
 * - "Sapphire 2" (Battle over Endor): defending with a focus token, he rolls one more defense die.
 * - Second Sister: once her attack's results are neutralized and it hits, she may spend two Force to turn every hit
 *   result left into a crit (offered while a hit is left: with none it would change nothing).
 * - Sigma 5 (Battle of Yavin): after an attack of his that hits, he may spend a charge to perform an Evade action.
 * - Iden Versio (Battle of Yavin): when a friendly TIE at range 0–1 of her (herself included: `has-keyword` 'TIE')
 *   defends and results are left after the Neutralize Results step, she may spend two charges to cancel one of them,
 *   a crit while there is one (one record for each face). Reading: the damage an attack would deal only, the point
 *   where the engine can stop and ask before damage is suffered; obstacle and device damage are not offered yet.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** The defender is a friendly TIE at range 0–1 of Iden Versio, herself included. */
const friendlyTieDefends: Condition = {
  kind: 'ships-near',
  side: 'friendly',
  range: [0, 1],
  includeSelf: true,
  where: { kind: 'all', of: [isDefender, { kind: 'has-keyword', who: 'self', keyword: 'TIE' }] },
};

const idenPrevents = (face: 'hit' | 'crit'): Ability => ({
  source: { kind: 'pilot', xws: 'idenversio-battleofyavin' },
  window: 'attack:before-damage',
  when: {
    kind: 'all',
    of: [
      friendlyTieDefends,
      face === 'crit'
        ? { kind: 'attack-result', faces: ['crit'], atLeast: 1 }
        : { kind: 'attack-result', faces: ['hit'], atLeast: 1 },
      ...(face === 'hit' ? [{ kind: 'attack-result', faces: ['crit'], atMost: 0 } as const] : []),
    ],
  },
  optional: true,
  cost: [{ kind: 'spend-charge', count: 2 }],
  effect: { kind: 'edit-results', spend: { face, count: 1 } },
  summary: `Iden Versio: spend two charges to prevent one ${face} damage to a friendly TIE.`,
});

export const IMPERIAL_TIEININTERCEPTOR_ATTACK: Record<string, Ability[]> = {
  'pilot:idenversio-battleofyavin': [idenPrevents('crit'), idenPrevents('hit')],
  'pilot:sigma5-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'sigma5-battleofyavin' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: [{ type: 'evade', difficulty: 'white' }], why: 'Sigma 5' },
      summary: 'Sigma 5: your attack hit, spend a charge to perform an Evade action.',
    },
  ],
  'pilot:gideonhask-tieininterceptor': [
    {
      source: { kind: 'pilot', xws: 'gideonhask-tieininterceptor' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'damaged', who: 'other' }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Gideon Hask: the defender is damaged, roll one more attack die.',
    },
  ],
  'pilot:sapphire2-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'sapphire2-battleoverendor' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'focus', who: 'self' }] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: '"Sapphire 2": you are focused, roll one more defense die.',
    },
  ],
  'pilot:secondsister': [
    {
      source: { kind: 'pilot', xws: 'secondsister' },
      window: 'attack:before-damage',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-result', faces: ['hit'], atLeast: 1 }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 2 }],
      effect: { kind: 'edit-results', change: { from: 'hit', to: 'crit', count: 'all' } },
      summary: 'Second Sister: the attack hit, spend two Force to change every hit result to a crit.',
    },
  ],
};

/**
 * Separatist Alliance Nantex-class starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Sun Fac: his primary attacks against a tractored defender roll one more attack die.
 * - Chertek: his primary attacks against a tractored defender may reroll up to two attack dice.
 * - Berwer Kret: once his attack hits, every friendly ship (he counts: 000 "Friendly and Enemy") that both has
 *   calculate among its actions and holds a lock on the defender is offered a red calculate action (granted to each
 *   in turn: its decision offers "pass").
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, ShipFilter } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

/** Berwer Kret's ships: friendly, the calculate action on the bar, a lock on the defender. */
const BERWER_SHIPS: ShipFilter = {
  side: 'friendly',
  includeSelf: true,
  where: {
    kind: 'all',
    of: [
      { kind: 'has-action', who: 'self', action: 'calculate' },
      { kind: 'locking', who: 'self', target: 'defender' },
    ],
  },
};

export const SEPARATIST_NANTEXCLASSSTARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:sunfac': [
    {
      source: { kind: 'pilot', xws: 'sunfac' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'defender-tractored' }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Sun Fac: the defender is tractored, roll one more attack die.',
    },
  ],
  'pilot:chertek': [
    {
      source: { kind: 'pilot', xws: 'chertek' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'defender-tractored' }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'Chertek' })),
      summary: 'Chertek: the defender is tractored, reroll up to two attack dice.',
    },
  ],
  'pilot:berwerkret': [
    {
      source: { kind: 'pilot', xws: 'berwerkret' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [true] }, { kind: 'ships-near', ...BERWER_SHIPS }],
      },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: BERWER_SHIPS,
        effect: {
          kind: 'grant-action',
          actions: [{ type: 'calculate', difficulty: 'red' }],
          who: 'chosen',
          why: 'Berwer Kret',
        },
      },
      summary: 'Berwer Kret: your attack hit, each friendly ship locking the defender may perform a red calculate.',
    },
  ],
};

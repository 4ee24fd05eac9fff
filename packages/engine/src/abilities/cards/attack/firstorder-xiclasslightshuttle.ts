/**
 * First Order Xi-class light shuttle pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Commander Malarus (Xi-class): when a friendly ship at range 0–2 of him (himself included: the card does not say
 *   "another") has rolled its attack dice for a primary attack and shows at least one blank, before the dice are
 *   modified it must gain a strain token and reroll one blank (mandatory: "must … if able"; `reroll-die`). Reading:
 *   "before the Modify Dice step" is the 'dice:after-roll' window of the attack dice (001 Engagement 2.1–2.2).
 * - Gideon Hask (Xi-class): when he, or a friendly small ship at range 0–2 of him, performs a primary attack against a
 *   damaged defender with two attack dice or fewer to roll, the attacker may gain a strain token to roll one more
 *   (the cost `gain-token` of `who` 'attacker'). Reading: "rolled 2 or fewer" is the count of dice as the roll is
 *   made (printed value, range bonus and the changes counted so far: the roll window's `count`), the extra die
 *   rolled with them (001 Engagement 2.1).
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const FIRSTORDER_XICLASSLIGHTSHUTTLE_ATTACK: Record<string, Ability[]> = {
  'pilot:gideonhask-xiclasslightshuttle': [
    {
      source: { kind: 'pilot', xws: 'gideonhask-xiclasslightshuttle' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [
          {
            kind: 'any',
            of: [
              isAttacker,
              {
                kind: 'all',
                of: [
                  { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: false },
                  { kind: 'ship-is', who: 'attacker', size: ['small'] },
                ],
              },
            ],
          },
          primaryAttack,
          { kind: 'damaged', who: 'defender' },
          { kind: 'subject-data', key: 'count', oneOf: [0, 1, 2] },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1, who: 'attacker' }],
      effect: dice(extraDice('attack', 1)),
      summary: 'Gideon Hask: the attacker gains a strain token to roll one more attack die.',
    },
  ],
  'pilot:commandermalarus-xiclasslightshuttle': [
    {
      source: { kind: 'pilot', xws: 'commandermalarus-xiclasslightshuttle' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          primaryAttack,
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: true },
          { kind: 'dice-results', dice: 'attack', faces: ['blank'], atLeast: 1 },
        ],
      },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'attacker' },
          { kind: 'reroll-die', faces: ['blank'] },
        ],
      },
      summary: 'Commander Malarus: the attacker shows a blank, it gains a strain token and rerolls one blank.',
    },
  ],
};

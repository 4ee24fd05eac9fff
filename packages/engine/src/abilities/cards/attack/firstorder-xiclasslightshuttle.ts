/**
 * First Order Xi-class light shuttle pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Commander Malarus (Xi-class): when a friendly ship at range 0–2 of him (himself included: the card does not say
 *   "another") has rolled its attack dice for a primary attack and shows at least one blank, before the dice are
 *   modified it must gain a strain token and reroll one blank (mandatory: "must … if able"; `reroll-die`). Reading:
 *   "before the Modify Dice step" is the 'dice:after-roll' window of the attack dice (001 Engagement 2.1–2.2).
 */
import type { Ability } from '../../vocabulary/types.js';
import { primaryAttack } from '../../vocabulary/queries.js';

export const FIRSTORDER_XICLASSLIGHTSHUTTLE_ATTACK: Record<string, Ability[]> = {
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

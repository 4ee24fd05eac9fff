/**
 * Scum and Villainy YV-666 light freighter pilots whose abilities act inside an attack (all printings), each in our
 * own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Bossk (YV-666, and his Z-95 printing: scum-z95af4headhunter.ts uses this builder): once the results of his primary
 *   attack are neutralized, he may spend one crit result left to add two hit results (001 Engagement 4–5: the Deal
 *   Damage step deals the results left; the attack words' `edit-results`). His Armed and Dangerous printing does so
 *   with any attack.
 * - Imposing Behemoth (ship ability, Bossk of Armed and Dangerous): an enemy ship at range 0 of this one, defending
 *   inside the full front or full rear arc matching its reinforce token, rolls one defense die fewer (as
 *   Intimidation; the range-0 rule keeps an attacker at range 0 from reducing the defense dice: combat/attack.ts).
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';
import { inReinforcedArc } from './titles.js';

/** Bossk's record: `primaryOnly` for the printings limited to primary attacks. */
export function bossk(xws: string, primaryOnly: boolean): Ability[] {
  const crit: Condition = { kind: 'attack-result', faces: ['crit'], atLeast: 1 };
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:before-damage',
      when: { kind: 'all', of: primaryOnly ? [isAttacker, primaryAttack, crit] : [isAttacker, crit] },
      optional: true,
      effect: { kind: 'edit-results', spend: { face: 'crit', count: 1 }, add: { hits: 2 } },
      summary: 'Bossk: spend one crit result to add two hit results.',
    },
  ];
}

export const SCUM_YV666LIGHTFREIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:bossk': bossk('bossk', true),
  'pilot:bossk-armedanddangerous': bossk('bossk-armedanddangerous', false),
  'ship-ability:imposingbehemoth': [
    {
      source: { kind: 'ship-ability', id: 'imposingbehemoth' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'defender', side: 'enemy', min: 0, max: 0, includeSelf: false },
          inReinforcedArc,
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Imposing Behemoth: an enemy ship at range 0 in your reinforced arc rolls one defense die fewer.',
    },
  ],
};

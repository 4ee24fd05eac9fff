/**
 * Scum and Villainy YV-666 light freighter pilots whose abilities act inside an attack (all printings), each in our
 * own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Bossk (YV-666, and his Z-95 printing: scum-z95af4headhunter.ts uses this builder): once the results of his primary
 *   attack are neutralized, he may spend one crit result left to add two hit results (001 Engagement 4–5: the Deal
 *   Damage step deals the results left; the attack words' `edit-results`). His Armed and Dangerous printing does so
 *   with any attack.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { isAttacker, primaryAttack } from '../../vocabulary/queries.js';

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
};

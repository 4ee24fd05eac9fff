/**
 * Cloaking cards (supplement "Cloak and decloak"; the cloak token's own rule is in tokens.ts). In our own words:
 *
 * - Stygium Array (the TIE/ph Phantom's ship ability): after the ship decloaks, it may perform an evade action; at
 *   the start of the End Phase it may spend an evade token to gain a cloak token.
 * - "Whisper" (Skystrike, swz-ssl): after she attacks, she may spend a charge to perform a cloak action.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';

const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];
const CLOAK: ActionDef[] = [{ type: 'cloak', difficulty: 'white' }];

export const CLOAKING_ABILITIES: Record<string, Ability[]> = {
  'ship-ability:stygiumarray': [
    {
      source: { kind: 'ship-ability', id: 'stygiumarray' },
      window: 'cloak:after-decloak',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'can-perform', actions: EVADE }] },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: EVADE, why: 'Stygium Array' },
      summary: 'Stygium Array: after you decloak, you may perform an evade action.',
    },
    {
      source: { kind: 'ship-ability', id: 'stygiumarray' },
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'evade', count: 1 }],
      effect: { kind: 'gain-token', token: 'cloak', count: 1, who: 'self' },
      summary: 'Stygium Array: at the start of the End Phase, spend an evade token to gain a cloak token.',
    },
  ],
  'pilot:whisper-ssl': [
    {
      source: { kind: 'pilot', xws: 'whisper-ssl' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'can-perform', actions: CLOAK },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: CLOAK, why: '"Whisper"' },
      summary: '"Whisper": after you attack, spend a charge to perform a cloak action.',
    },
  ],
};

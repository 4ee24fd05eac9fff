/**
 * Cloaking cards (supplement "Cloak and decloak"; the cloak token's own rule is in tokens.ts). In our own words:
 *
 * - Stygium Array (the TIE/ph Phantom's ship ability): after the ship decloaks, it may perform an evade action; at
 *   the start of the End Phase it may spend an evade token to gain a cloak token.
 * - "Whisper" (Skystrike, swz-ssl): after she attacks, she may spend a charge to perform a cloak action.
 * - Silent Hunter (talent): after the ship decloaks, it may lock an enemy ship in its bullseye arc (range 0–3, the
 *   reach of a lock and of an arc; both ships must be allowed a lock: 000 "Lock").
 * - Xanadu Blood (Armed and Dangerous title): after the ship decloaks, it may pick an enemy ship in its bullseye
 *   arc, which gains a strain token.
 * - Scimitar (title): after the ship decloaks, it may pick an enemy ship in its bullseye arc, which gains a jam token
 *   (given by this ship: its player decides what the jam takes, supplement "Jam"). Its Setup part (cloaking after
 *   the Place Forces step) is not built: the engine has no Setup window yet.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Effect } from '../../vocabulary/types.js';

const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];
const CLOAK: ActionDef[] = [{ type: 'cloak', difficulty: 'white' }];

/** After the ship decloaks, it may pick an enemy ship in its bullseye arc (range 0–3) for `effect`. */
function afterDecloak(
  source: Ability['source'],
  name: string,
  effect: Effect,
  label: string,
  where?: NonNullable<Ability['choose']>['where'],
): Ability {
  return {
    source,
    window: 'cloak:after-decloak',
    when: { kind: 'subject-is-self' },
    optional: true,
    choose: { side: 'enemy', range: [0, 3], inArc: { arc: 'bullseye' }, label, ...(where ? { where } : {}) },
    effect,
    summary: `${name}: after you decloak, an enemy ship in your bullseye arc ${label}.`,
  };
}

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
  'upgrade:silenthunter-tiephphantom:0': [
    afterDecloak(
      { kind: 'upgrade', xws: 'silenthunter-tiephphantom', side: 0 },
      'Silent Hunter',
      { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      'is locked by you',
      {
        kind: 'all',
        of: [
          { kind: 'lock-allowed', who: 'self' },
          { kind: 'lock-allowed', who: 'other' },
        ],
      },
    ),
  ],
  'upgrade:xanadublood-armedanddangerous:0': [
    afterDecloak(
      { kind: 'upgrade', xws: 'xanadublood-armedanddangerous', side: 0 },
      'Xanadu Blood',
      { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      'gains a strain token',
    ),
  ],
  'upgrade:scimitar:0': [
    afterDecloak(
      { kind: 'upgrade', xws: 'scimitar', side: 0 },
      'Scimitar',
      { kind: 'gain-token', token: 'jam', count: 1, who: 'chosen' },
      'gains a jam token',
    ),
  ],
};

/**
 * Scum and Villainy Rogue-class starfighter pilots that move tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Cad Bane (both printings): after an attack of his that hits, he may spend 2 charges to transfer one of his red or
 *   orange tokens (not a lock) to the defender, picked among those he has. Red and orange as the rulebook sorts them
 *   (000 "Additional Token Rules"); the engine removes jam and tractor tokens with the circular ones in the End Phase
 *   (phases/end.ts), so they count as orange here.
 */
import type { Ability } from '../../vocabulary/types.js';
import { RED_OR_ORANGE, tokensHeld } from './shared.js';

function cadBane(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'subject-data', key: 'hit', oneOf: [true] },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      choices: (ctx, me) => tokensHeld(ctx, me, RED_OR_ORANGE, (t) => `Transfer 1 ${t} token to the defender`),
      effect: { kind: 'transfer-chosen-token' },
      summary: 'Cad Bane: your attack hit, spend 2 charges to give the defender one of your red or orange tokens.',
    },
  ];
}

export const SCUM_ROGUE_SUPPORT: Record<string, Ability[]> = {
  'pilot:cadbane': cadBane('cadbane'),
  'pilot:cadbane-armedanddangerous': cadBane('cadbane-armedanddangerous'),
};

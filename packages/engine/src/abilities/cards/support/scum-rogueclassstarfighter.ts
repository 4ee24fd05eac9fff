/**
 * Scum and Villainy Rogue-class starfighter pilots that move tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Cad Bane (both printings): after an attack of his that hits, he may spend 2 charges to transfer one of his red or
 *   orange tokens (not a lock) to the defender, picked among those he has. Red and orange as the rulebook sorts them
 *   (000 "Additional Token Rules"); the engine removes jam and tractor tokens with the circular ones in the End Phase
 *   (phases/end.ts), so they count as orange here.
 */
import type { Ctx } from '../../../context.js';
import type { Ability } from '../../vocabulary/types.js';
import { shipById, tokenCount } from '../../vocabulary/queries.js';

/** Red and orange tokens a ship may hold, locks aside (000 "Additional Token Rules", "Disarm Tokens"). */
const RED_OR_ORANGE = ['stress', 'strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm'] as const;

/** One choice for each kind of red or orange token the ship has. */
function redOrOrangeHeld(ctx: Ctx, me: string): { id: string; label: string }[] {
  const ship = shipById(ctx.state, me);
  return RED_OR_ORANGE.filter((t) => tokenCount(ship, t) > 0).map((t) => ({
    id: t,
    label: `Transfer 1 ${t} token to the defender`,
  }));
}

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
      choices: (ctx, me) => redOrOrangeHeld(ctx, me),
      effect: { kind: 'transfer-chosen-token' },
      summary: 'Cad Bane: your attack hit, spend 2 charges to give the defender one of your red or orange tokens.',
    },
  ];
}

export const SCUM_ROGUE_SUPPORT: Record<string, Ability[]> = {
  'pilot:cadbane': cadBane('cadbane'),
  'pilot:cadbane-armedanddangerous': cadBane('cadbane-armedanddangerous'),
};

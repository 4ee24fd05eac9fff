/**
 * Reinforce tokens (rules-reference-supplement.md "Reinforce"; 000 "List of Actions": "Gain 1 fore or aft reinforce
 * token"). The one place the rules read and write them: today a ship holds at most one, in `ShipState.reinforce`
 * (fore, aft or null), outside `tokens`; when that representation changes, only these functions change.
 *
 * The token's effect is applied in the attack's Neutralize Results step (combat/attack.ts): while the defender is
 * reinforced, if the attacker is inside the full arc its token names and not inside the other one, and more than one
 * hit/crit result remains, one evade result is added to cancel one result; several tokens of that side apply one at
 * a time (two need three results left). The token is not spent. It is green and circular: the End Phase removes it,
 * and a jam can take it (token-rules.ts).
 */
import type { Ctx } from './context.js';
import type { ShipState } from './state.js';

export type ReinforceSide = 'fore' | 'aft';

/** The ship's reinforce tokens, by the side each names (none: an empty list). */
export function reinforceTokens(ship: ShipState): ReinforceSide[] {
  return ship.reinforce ? [ship.reinforce] : [];
}

/**
 * The ship gains a reinforce token of `side` (raising 'token:after-gain' with token "reinforce", like the other
 * tokens: a jammed ship loses it again). `by`: the ship whose effect gives it.
 */
export function gainReinforce(ctx: Ctx, ship: ShipState, side: ReinforceSide, by?: string): void {
  ship.reinforce = side;
  ctx.effects.raise(ctx, 'token:after-gain', {
    ship: ship.id,
    data: { token: 'reinforce', count: 1, side, ...(by === undefined ? {} : { by }) },
  });
}

/** Removes one of the ship's reinforce tokens (raising 'token:after-remove'); false when it has none. */
export function removeReinforce(ctx: Ctx, ship: ShipState): boolean {
  const side = ship.reinforce;
  if (!side) return false;
  ship.reinforce = null;
  // `jammed`: removed while the ship holds a jam token, as util.ts addTokens says it of the other tokens.
  const jammed = (ship.tokens.jam ?? 0) > 0 ? { jammed: true } : {};
  ctx.effects.raise(ctx, 'token:after-remove', {
    ship: ship.id,
    data: { token: 'reinforce', count: 1, side, ...jammed },
  });
  return true;
}

/**
 * The ship's reinforce token turns to the other full arc (fore to aft, aft to fore): neither gained nor removed, so no
 * token window is raised (support's `flip-reinforce`: Morna Kee). The side it names now; null when it holds none.
 */
export function flipReinforce(ship: ShipState): ReinforceSide | null {
  if (!ship.reinforce) return null;
  ship.reinforce = ship.reinforce === 'fore' ? 'aft' : 'fore';
  return ship.reinforce;
}

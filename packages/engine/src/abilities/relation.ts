/**
 * How two ships stand to each other: friendly, allied or enemy (000 "Friendly and Enemy": a ship is friendly to every
 * ship of its own squad and to itself, an enemy to the other squad's ships). "Allied" is a third relation some
 * conditions make (Broken Trust): a ship holding a condition with a standing 'ship:allied' record (`friends-as-allied`)
 * treats the other ships of its squad as allied, and they treat it as allied. Allied ships are neither friendly nor
 * enemy to each other, so:
 *
 * - no "friendly ship" ability, action or rule reaches across the pair (a coordinate, an aura, a choice of a friendly
 *   ship, a guard, a friendly lock or device): these read `friendlyTo`;
 * - they still cannot attack each other (000 "Performing an Attack", Declare Target: only enemy ships are measured to
 *   and chosen as the defender) — the enemy relation, a different squad, is not changed;
 * - the rules that name allied ships beside friendly ones treat them alike (000 "Moving Through and Overlapping
 *   Ships": overlapping a friendly or allied ship), which the squad test already gives.
 *
 * A ship is never allied to itself: the condition speaks of the other friendly ships (a ship is friendly to itself,
 * 000 "Friendly and Enemy", and it stays so). Cheap by design: the answer differs from the squad test only when one of
 * the two ships holds a condition, so a game without one pays two property reads per question. The 'ship:allied'
 * records are read without their condition (written `always`: record-shape.test.ts), since the condition words
 * themselves ask this module.
 */
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';

/** Whether the ship holds a condition whose records make its squad allied to it ('ship:allied'). */
export function treatsFriendsAsAllied(ctx: Ctx, ship: ShipState): boolean {
  const held = ship.conditions;
  if (held === undefined || held.length === 0) return false;
  const keys = ctx.abilities.keysIn('ship:allied');
  if (keys.size === 0) return false;
  for (const c of held) if (keys.has(`condition:${c.xws}`)) return true;
  return false;
}

/** Whether ship `b` is friendly to ship `a` (and so `a` to `b`): the same squad, and not made allied. */
export function friendlyTo(ctx: Ctx, a: ShipState, b: ShipState): boolean {
  if (a.player !== b.player) return false;
  if (a.id === b.id) return true;
  return !treatsFriendsAsAllied(ctx, a) && !treatsFriendsAsAllied(ctx, b);
}

/** Whether ship `b` is allied to ship `a`: another ship of the same squad, one of the two holding such a condition. */
export function alliedTo(ctx: Ctx, a: ShipState, b: ShipState): boolean {
  if (a.player !== b.player || a.id === b.id) return false;
  return treatsFriendsAsAllied(ctx, a) || treatsFriendsAsAllied(ctx, b);
}

/** Whether ship `b` is an enemy of ship `a`: of the other squad (allied ships are not). */
export function enemyTo(a: ShipState, b: ShipState): boolean {
  return a.player !== b.player;
}

/** Whether ship `b` stands on side `side` of ship `a` ('any': always). */
export function onSide(ctx: Ctx, a: ShipState, b: ShipState, side: 'friendly' | 'enemy' | 'allied' | 'any'): boolean {
  switch (side) {
    case 'friendly':
      return friendlyTo(ctx, a, b);
    case 'enemy':
      return a.player !== b.player;
    case 'allied':
      return alliedTo(ctx, a, b);
    case 'any':
      return true;
  }
}

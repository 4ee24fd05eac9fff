/**
 * Standing abilities the rules read instead of running them in a window (like the dice and stat effects): written as
 * abilities of the read-only 'action:while-stressed' window, checked with their conditions against the ship itself.
 */
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { abilitiesOf, abilityKeysOf } from './registry.js';
import { conditionHolds } from './run.js';

/** Whether an ability of the ship lets it perform its white actions while stressed (e.g. Magna Tolvan). */
export function whiteActionsWhileStressed(ctx: Ctx, ship: ShipState): boolean {
  if (ship.pose === null || ship.gone !== null) return false;
  const inWindow = ctx.abilities.keysIn('action:while-stressed');
  if (inWindow.size === 0) return false;
  for (const { key } of abilityKeysOf(ship))
    if (inWindow.has(key))
      for (const a of abilitiesOf(ctx, key))
        if (
          a.window === 'action:while-stressed' &&
          a.effect.kind === 'white-actions-while-stressed' &&
          conditionHolds(ctx, a.when, ship.id, { ship: ship.id })
        )
          return true;
  return false;
}

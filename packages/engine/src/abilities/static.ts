/**
 * Standing abilities the rules read instead of running them in a window (like the dice and stat effects): written as
 * abilities of the read-only 'action:while-stressed' and 'attack:weapon-requirement' windows, checked with their
 * conditions against the ship itself.
 */
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { abilitiesOf, abilityKeysOf } from './registry.js';
import { canPay, conditionHolds, limitReached } from './run.js';

/** Whether an ability of the ship lets it perform its white actions while stressed (e.g. Magna Tolvan). */
export function whiteActionsWhileStressed(ctx: Ctx, ship: ShipState): boolean {
  if (ship.pose === null || ship.gone !== null) return false;
  const inWindow = ctx.abilities.keysIn('action:while-stressed');
  if (inWindow.size === 0) return false;
  for (const { key } of abilityKeysOf(ctx, ship))
    if (inWindow.has(key))
      for (const a of abilitiesOf(ctx, key))
        if (
          a.window === 'action:while-stressed' &&
          a.effect.kind === 'actions-while-stressed' &&
          a.effect.difficulty === 'white' &&
          conditionHolds(ctx, a.when, ship.id, { ship: ship.id })
        )
          return true;
  return false;
}

/**
 * An ability of the ship that lets it use a weapon whose requirement (`requires`, any one of those tokens) it does not
 * meet, and can pay for now: its source key and index, or null (e.g. Instinctive Aim, paid with Force on declaring).
 */
export function weaponRequirementWaiver(
  ctx: Ctx,
  ship: ShipState,
  weapon: { weapon: string; requires?: readonly string[] },
): { key: string; index: number } | null {
  const inWindow = ctx.abilities.keysIn('attack:weapon-requirement');
  if (inWindow.size === 0 || !weapon.requires) return null;
  for (const { key } of abilityKeysOf(ctx, ship)) {
    if (!inWindow.has(key)) continue;
    const list = abilitiesOf(ctx, key);
    for (let index = 0; index < list.length; index++) {
      const a = list[index]!;
      const e = a.effect;
      if (a.window !== 'attack:weapon-requirement' || e.kind !== 'waive-weapon-requirement') continue;
      if (e.specialOnly && weapon.weapon === 'primary') continue;
      if (!weapon.requires.some((r) => (e.requirements as readonly string[]).includes(r))) continue;
      if (!canPay(ship, key, a.cost) || limitReached(ctx, a, ship.id, key, index)) continue;
      if (conditionHolds(ctx, a.when, ship.id, { ship: ship.id })) return { key, index };
    }
  }
  return null;
}

/**
 * What the core rules tell the scenario when ships are damaged, destroyed or leave the play area (damage.ts,
 * movement.ts). Every hook does nothing in a plain dogfight.
 */
import type { Pose } from '@xwing/geometry';
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { dropKnowledge } from './knowledge.js';
import { checkHalfHealth, scoreRemoval } from './scoring.js';
import { jettison } from './tow.js';

/** After each point of damage (a shield or a damage card): half-health points; a critical damage jettisons a cache. */
export function afterDamagePoint(ctx: Ctx, ship: ShipState, crit: boolean, cost: number): void {
  if (!ctx.state.scenario) return;
  if (crit) jettison(ctx, ship, 'it suffered a critical damage');
  checkHalfHealth(ctx, ship, cost);
}

/** The ship is destroyed (still on the table during simultaneous fire). */
export function onDestroyed(ctx: Ctx, ship: ShipState, cost: number): void {
  if (!ctx.state.scenario) return;
  jettison(ctx, ship, 'it was destroyed');
  checkHalfHealth(ctx, ship, cost);
  scoreRemoval(ctx, ship, cost, 'destroyed');
  dropKnowledge(ctx, ship);
}

/** The ship fled; `from` is where it stood before the maneuver (the cache is jettisoned from there). */
export function onFled(ctx: Ctx, ship: ShipState, cost: number, from: Pose | null): void {
  if (!ctx.state.scenario) return;
  jettison(ctx, ship, 'it fled the battlefield', from);
  scoreRemoval(ctx, ship, cost, 'fled');
  dropKnowledge(ctx, ship);
}

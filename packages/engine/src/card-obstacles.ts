/**
 * Obstacles cards place during a game (s36-vizsla): Rigged Cargo Chute drops loose cargo, Electro-Chaff Missiles
 * launch an electro-chaff cloud (the `place-obstacle` effect). Their tokens' outlines and where they land are measured
 * (@xwing/geometry's outlines 'loose-cargo' and 'electro-chaff-cloud', from the Vassal module's piece footprints and
 * spawner offsets: docs/geometry.md, Obstacles).
 *
 * - Placed as a device is (000 "Dropping and Launching Devices"): the template at the ship's rear guides running
 *   backwards (drop) or at its front guides (launch), the token beyond its far end, its centre the outline's measured
 *   offset from it (@xwing/geometry placeDevice, which places the device tokens the same way). Reading: as a device,
 *   a token that would lie wholly outside the play area cannot be placed (devices.ts); nothing else stops it.
 * - Once placed it is an obstacle like the others (001 Activation 2.1: its kind's effects on ships moving through or
 *   overlapping it, its range-0 rules). Reading: a ship it lands on has not moved through or overlapped it (000
 *   "Moving Through and Overlapping Obstacles": the effects follow a ship's move), so nothing happens to that ship
 *   then; it is at range 0 of it from then on (its range-0 rules apply).
 * - Fuses (the electro-chaff cloud's rule, in the form the supplement gives for the Blaze, "Blazer Bomb"): in the End
 *   Phase each card-placed obstacle with no fuse marker left is removed, then each loses one.
 */
import { type BaseSize, findObstacle, placeDevice, placeObstacle, type Pose } from '@xwing/geometry';
import type { ObstaclePlacement } from './abilities/vocabulary/effects.js';
import type { Ctx } from './context.js';
import { solidWhollyOutside } from './device-geometry.js';
import { templateName } from './devices.js';
import { addObstacle, isObstacleEffectKind } from './obstacles.js';
import type { ShipState } from './state.js';
import { inPlay, refreshObstacleContact, shipById } from './util.js';

/** Where the token lands with `template` (one pose), or null when the outline has no measured offset. */
function landing(ship: ShipState, p: ObstaclePlacement, template: string): Pose | null {
  const outline = findObstacle(p.obstacle);
  if (!outline || outline.templateOffset === undefined || ship.pose === null) return null;
  return placeDevice(ship.base as BaseSize, ship.pose, p.how, template, { ahead: outline.templateOffset })[0] ?? null;
}

/** EffectsApi.obstacleOptions: the templates the token may be placed with now (answers: the template codes). */
export function obstacleOptions(
  ctx: Ctx,
  shipId: string,
  p: ObstaclePlacement,
  templates: readonly string[],
): { id: string; label: string }[] {
  const ship = ctx.state.ships.find((s) => s.id === shipId);
  const outline = findObstacle(p.obstacle);
  if (!ship || !inPlay(ship) || !outline) return [];
  const out: { id: string; label: string }[] = [];
  for (const t of templates) {
    const pose = landing(ship, p, t);
    if (!pose || solidWhollyOutside(placeObstacle(outline.id, pose).solid)) continue;
    out.push({
      id: t,
      label: `${p.how === 'drop' ? 'Drop' : 'Launch'} ${outline.name} with the ${templateName(t)} template`,
    });
  }
  return out;
}

/** EffectsApi.placeObstacle: the token placed with the template answered; false when that is no legal answer now. */
export function placeCardObstacle(ctx: Ctx, shipId: string, p: ObstaclePlacement, choice: string): boolean {
  if (!obstacleOptions(ctx, shipId, p, [choice]).length) return false;
  const ship = shipById(ctx.state, shipId)!;
  const outline = findObstacle(p.obstacle)!;
  const pose = landing(ship, p, choice)!;
  const o = addObstacle(ctx.state, outline.id, pose, isObstacleEffectKind(outline.kind) ? outline.kind : undefined);
  if (p.fuses) o.fuses = p.fuses;
  // The ships it lies on are at range 0 of it from now on (their obstacle keys: source-keys.ts).
  for (const s of ctx.state.ships) if (inPlay(s)) refreshObstacleContact(ctx.state, s);
  ctx.emit(
    'obstacle-placed',
    `${ship.id} ${p.how === 'drop' ? 'drops' : 'launches'} ${outline.name} ${o.id} (${templateName(choice)})${
      p.fuses ? ` with ${p.fuses} fuse marker${p.fuses > 1 ? 's' : ''}` : ''
    }.`,
    { ship: ship.id, data: { obstacle: o.id, name: outline.id, how: p.how, template: choice, pose, fuses: p.fuses } },
  );
  return true;
}

/**
 * End Phase: each obstacle a card placed with fuse markers and none left is removed, then each such obstacle loses
 * one (nothing for a game with none: the obstacles are looked at once a round).
 */
export function burnObstacleFuses(ctx: Ctx): void {
  const state = ctx.state;
  if (!state.obstacles.some((o) => o.fuses !== undefined)) return;
  const removed = state.obstacles.filter((o) => o.fuses === 0);
  // A new list: the solids cache (util.placedObstacles) is keyed by it.
  state.obstacles = state.obstacles
    .filter((o) => o.fuses !== 0)
    .map((o) => (o.fuses ? { ...o, fuses: o.fuses - 1 } : o));
  for (const o of removed)
    ctx.emit('obstacle-removed', `${o.id} (${findObstacle(o.name)?.name ?? o.name}) has no fuse left and is removed.`, {
      data: { obstacle: o.id, name: o.name },
    });
  if (removed.length) for (const s of state.ships) if (inPlay(s)) refreshObstacleContact(state, s);
}

/**
 * Where device tokens are on the table (devices.ts places and detonates them): their solids, whether a token would lie
 * wholly outside the play area, the mines a move may set off, and the 'near-device' measure of the device records.
 * Apart from devices.ts so the ability runner can measure without importing the detonation rules.
 */
import {
  type BaseSize,
  type DeviceKind,
  type PlacedObject,
  PLAY_AREA_SIZE,
  placeConvex,
  placeDeviceToken,
  type Pose,
  rangeBetween,
  shipSolid,
  type Solid,
  solidsOverlap,
} from '@xwing/geometry';
import type { WindowSubject } from './abilities/vocabulary/types.js';
import type { Ctx } from './context.js';
import type { GameState } from './state.js';
import { inPlay, placedObstacles, shipById } from './util.js';
import { onSide } from './abilities/relation.js';

/**
 * The device's token on the table (for range, overlap and the move geometry): its outline measured from the X-Wing
 * Vassal module's piece, or marked unmeasured where the module has none (@xwing/geometry `deviceTokenMeasured`,
 * docs/geometry.md "Devices").
 */
export function deviceSolid(d: { id: string; shape: DeviceKind; pose: Pose }): PlacedObject {
  // A measured outline is many triangles: a token on the table keeps its solid until it moves (a remote relocates).
  const kept = solidCache.get(d);
  const { x, y, heading } = d.pose;
  if (
    kept &&
    kept.id === d.id &&
    kept.shape === d.shape &&
    kept.pose.x === x &&
    kept.pose.y === y &&
    kept.pose.heading === heading
  )
    return kept.placed;
  const placed = placeDeviceToken(d.id, d.shape, d.pose);
  solidCache.set(d, { id: d.id, shape: d.shape, pose: { x, y, heading }, placed });
  return placed;
}

/** Each token object's solid with what it was built from (a WeakMap: nothing kept once the state lets go of it). */
const solidCache = new WeakMap<object, { id: string; shape: DeviceKind; pose: Pose; placed: PlacedObject }>();

const PLAY_AREA = placeConvex(
  'play-area',
  [0, 0, PLAY_AREA_SIZE, 0, PLAY_AREA_SIZE, PLAY_AREA_SIZE, 0, PLAY_AREA_SIZE],
  {
    x: 0,
    y: 0,
    heading: 0,
  },
).solid;

/** vizsla (s36): whether this outline on the table lies wholly outside the play area (an obstacle token a card places). */
export function solidWhollyOutside(solid: Solid): boolean {
  return !solidsOverlap(solid, PLAY_AREA);
}

/** Whether a token placed there would lie wholly outside the play area (it could not be placed into it). */
export function whollyOutside(shape: DeviceKind, pose: Pose): boolean {
  return !solidsOverlap(deviceSolid({ id: 'probe', shape, pose }).solid, PLAY_AREA);
}

/** The mines on the table, for the move geometry (bombs do nothing when a ship moves through them). */
export function placedMines(state: GameState): PlacedObject[] {
  return state.devices.filter((d) => d.kind === 'mine').map(deviceSolid);
}

/** A device that has detonated and left the play area, as 'device:after-detonate' names its token (s32-subsb). */
function detonated(subject: WindowSubject): { id: string; shape: DeviceKind; pose: Pose } | undefined {
  const { device, shape, pose } = subject.data ?? {};
  return typeof device === 'string' && typeof shape === 'string' && pose !== undefined && pose !== null
    ? { id: device, shape: shape as DeviceKind, pose: pose as Pose }
    : undefined;
}

/**
 * Whether ship `self` is at range 0–`max` of the detonating device (subject.data.device), or of the obstacle its
 * detonation chose (subject.data.obstacle): the 'near-device' condition of the device records; in
 * 'device:after-detonate', of the device that detonated (its token named in the window).
 */
export function nearDevice(
  ctx: Ctx,
  self: string,
  subject: WindowSubject,
  max: number,
  from: 'device' | 'obstacle' = 'device',
): boolean {
  const me = shipById(ctx.state, self);
  if (!me || !inPlay(me)) return false;
  const target =
    from === 'obstacle'
      ? placedObstacles(ctx.state).find((o) => o.id === subject.data?.obstacle)?.solid
      : (() => {
          // A device, or a remote engaging (remote-activation.ts): both are tokens with a shape and a pose.
          const d =
            ctx.state.devices.find((x) => x.id === subject.data?.device) ??
            ctx.state.remotes?.find((x) => x.id === subject.data?.device) ??
            detonated(subject);
          return d && deviceSolid(d).solid;
        })();
  if (!target) return false;
  const r = rangeBetween(shipSolid(me.base as BaseSize, me.pose!, false), target);
  return r !== null && r <= max;
}

/**
 * The devices in play (bombs and mines, not remotes) at range 0–`max` of ship `shipId`, nearest first: the ids the
 * `remove-device` effect takes (subsystems, s30-subsa).
 */
export function devicesInRange(ctx: Ctx, shipId: string, max: number): { id: string; range: number }[] {
  const ship = shipById(ctx.state, shipId);
  if (!ship || !inPlay(ship)) return [];
  const solid = shipSolid(ship.base as BaseSize, ship.pose!, false);
  const out: { id: string; range: number }[] = [];
  for (const d of ctx.state.devices) {
    const r = rangeBetween(solid, deviceSolid(d).solid);
    if (r !== null && r <= max) out.push({ id: d.id, range: r });
  }
  return out.sort((a, b) => a.range - b.range);
}

/**
 * Whether ship `shipId` is at range `min`–`max` of a device in play whose owner is friendly / enemy to `viewer` (any
 * owner when `owner` is absent): the 'near-placed-device' condition.
 */
export function nearPlacedDevice(
  ctx: Ctx,
  viewer: string,
  shipId: string,
  min: number,
  max: number,
  owner?: 'friendly' | 'enemy',
): boolean {
  const me = shipById(ctx.state, viewer);
  const ship = shipById(ctx.state, shipId);
  if (!me || !ship || !inPlay(ship)) return false;
  const solid = shipSolid(ship.base as BaseSize, ship.pose!, false);
  return ctx.state.devices.some((d) => {
    if (owner !== undefined) {
      // Friendly / enemy as the relation gives it (abilities/relation.ts: an allied placer is neither).
      const placer = ctx.state.ships.find((s) => s.id === d.owner);
      if (placer === undefined ? owner === 'friendly' : !onSide(ctx, me, placer, owner)) return false;
    }
    const r = rangeBetween(solid, deviceSolid(d).solid);
    return r !== null && r >= min && r <= max;
  });
}

/**
 * The objects on the table other than ships (000 "Objects": obstacles, devices and remotes), each with its outline:
 * what a lock or a range to "an object" reads. Ships are left to the callers, whose filters on them differ.
 */
import type { Solid } from '@xwing/geometry';
import { deviceSolid } from './device-geometry.js';
import { remoteSolid } from './remotes.js';
import type { GameState } from './state.js';
import { placedObstacles } from './util.js';

export type TableObjectKind = 'obstacle' | 'device' | 'remote';

/** Visits the obstacles, then the devices, then the remotes, with the obstacle's name or the device's or remote's card. */
export function forEachTableObject(
  state: GameState,
  visit: (id: string, kind: TableObjectKind, solid: Solid, name: string) => void,
): void {
  for (const o of placedObstacles(state)) visit(o.id, 'obstacle', o.solid, o.name);
  for (const d of state.devices) visit(d.id, 'device', deviceSolid(d).solid, d.card);
  for (const r of state.remotes ?? []) visit(r.id, 'remote', remoteSolid(r).solid, r.card);
}

/** The outline of the obstacle, device or remote `id` still on the table, if any (only that one's is built). */
export function tableObjectSolid(state: GameState, id: string): Solid | undefined {
  const o = placedObstacles(state).find((x) => x.id === id);
  if (o) return o.solid;
  const d = state.devices.find((x) => x.id === id);
  if (d) return deviceSolid(d).solid;
  const r = (state.remotes ?? []).find((x) => x.id === id);
  return r ? remoteSolid(r).solid : undefined;
}

import { PLAY_AREA_SIZE } from './constants.js';
import type { Solid } from './solid.js';

/** True when any part of the solid (guides included for ships) lies outside the play area: the ship flees. */
export function isOutsidePlayArea(s: Solid, size = PLAY_AREA_SIZE): boolean {
  const b = s.bounds;
  const eps = 1e-9;
  return b.minX < -eps || b.minY < -eps || b.maxX > size + eps || b.maxY > size + eps;
}

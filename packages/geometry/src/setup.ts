import { PLAY_AREA_SIZE, RANGE_BAND } from './constants.js';
import type { PlacedObject } from './obstacles.js';
import { type Solid, solidsWithin } from './solid.js';

export type PlayerEdge = 'first' | 'second';

/**
 * True when the ship's base (guides included) lies wholly within range 1 of the player's edge and inside the play
 * area: the setup zone. The first player's edge is y = 0, the second's y = 914.4.
 */
export function inSetupZone(ship: Solid, edge: PlayerEdge, size = PLAY_AREA_SIZE): boolean {
  const b = ship.bounds;
  const eps = 1e-9;
  if (b.minX < -eps || b.maxX > size + eps || b.minY < -eps || b.maxY > size + eps) return false;
  return edge === 'first' ? b.maxY <= RANGE_BAND + eps : b.minY >= size - RANGE_BAND - eps;
}

export interface PlacementCheck {
  legal: boolean;
  reasons: string[];
}

/**
 * The obstacle placement rule: beyond range 1 of every obstacle already placed and beyond range 2 of every edge of
 * the play area (so wholly inside the central 514.4 mm square, not touching its border).
 */
export function checkObstaclePlacement(
  candidate: PlacedObject,
  placed: readonly PlacedObject[],
  size = PLAY_AREA_SIZE,
): PlacementCheck {
  const reasons: string[] = [];
  const b = candidate.solid.bounds;
  const limit = 2 * RANGE_BAND;
  const eps = 1e-9;
  if (b.minX <= limit + eps || b.minY <= limit + eps || b.maxX >= size - limit - eps || b.maxY >= size - limit - eps) {
    reasons.push(`${candidate.id} must be beyond range 2 of every edge of the play area`);
  }
  for (const o of placed) {
    if (solidsWithin(candidate.solid, o.solid, RANGE_BAND + eps)) {
      reasons.push(`${candidate.id} must be beyond range 1 of ${o.id}`);
    }
  }
  return { legal: reasons.length === 0, reasons };
}

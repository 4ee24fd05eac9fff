/**
 * Placement by pointer, checked in the page before it is sent: the setup zone of the placing player (within range 1
 * of their edge) and where obstacles may go (beyond range 2 of every edge), and why a spot is illegal, in the engine's
 * terms (phases/setup.ts: the zone, overlaps, obstacles' distances), so the ghost turns red with the reason. The
 * engine still decides: a spot this check passes but the engine refuses shows the engine's refusal.
 */
import type { GameView } from '@xwing/engine';
import {
  type BaseSize,
  checkObstaclePlacement,
  inSetupZone,
  PLAY_AREA_SIZE,
  placeObstacle,
  type Pose,
  RANGE_BAND,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import { type Names, obstacleLabel } from './names.js';

type View = Omit<GameView, 'log'>;

export interface Zone {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The player's edge (setup gives the first player the edge at y = 0). */
function edgeOf(view: View, player: number): 'first' | 'second' {
  return view.players[player]?.edge ?? (player === 0 ? 'first' : 'second');
}

/** Where a ship of `player` may be set up (plain games), or where obstacles go, in table coordinates. */
export function placementZone(view: View, what: { ship?: string; obstacle?: string; player: number }): Zone | null {
  const S = PLAY_AREA_SIZE;
  if (what.obstacle)
    return { x: 2 * RANGE_BAND, y: 2 * RANGE_BAND, width: S - 4 * RANGE_BAND, height: S - 4 * RANGE_BAND };
  // Scenarios may set their own zones: no zone is drawn there (the engine's refusal still says why).
  if (!what.ship || view.scenario) return null;
  return edgeOf(view, what.player) === 'first'
    ? { x: 0, y: 0, width: S, height: RANGE_BAND }
    : { x: 0, y: S - RANGE_BAND, width: S, height: RANGE_BAND };
}

/** Why a ship or an obstacle may not be placed at `pose` (empty: the page sees no problem). */
export function placementProblems(
  view: View,
  what: { ship?: string; obstacle?: string },
  pose: Pose,
  names: Names,
): string[] {
  const obstacles = view.obstacles.map((o) => placeObstacle(o.name, o.pose, o.id));
  const obstacleName = new Map(view.obstacles.map((o) => [o.id, obstacleLabel(o.name)]));
  if (what.obstacle) {
    let cand;
    try {
      cand = placeObstacle(what.obstacle, pose, 'the obstacle');
    } catch {
      return [];
    }
    return checkObstaclePlacement(cand, obstacles).reasons.map((r) =>
      r.replace(/obstacle-\d+/g, (id) => obstacleName.get(id) ?? 'another obstacle'),
    );
  }
  const ship = view.ships.find((s) => s.id === what.ship);
  if (!ship) return [];
  const hull = shipSolid(ship.base as BaseSize, pose);
  const out: string[] = [];
  if (!view.scenario && !inSetupZone(hull, edgeOf(view, ship.player)))
    out.push(`${names.ship(ship.id)} must be placed wholly within range 1 of its player's edge`);
  for (const o of view.ships)
    if (o.id !== ship.id && o.pose && solidsOverlap(hull, shipSolid(o.base as BaseSize, o.pose)))
      out.push(`${names.ship(ship.id)} would overlap ${names.ship(o.id)}`);
  for (const o of obstacles)
    if (solidsOverlap(hull, o.solid))
      out.push(`${names.ship(ship.id)} would overlap ${obstacleName.get(o.id) ?? 'an obstacle'}`);
  return out;
}

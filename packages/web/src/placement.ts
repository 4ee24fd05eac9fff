/**
 * The zone shaded while placing: the setup zone of the placing player (within range 1 of their edge) and where
 * obstacles may go (beyond range 2 of every edge). Only drawn: whether a spot is legal, and why not, is the engine's
 * own answer (placement-ghost.tsx asks it through the room's `check`).
 */
import type { GameView } from '@xwing/engine';
import { PLAY_AREA_SIZE, RANGE_BAND } from '@xwing/geometry';

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

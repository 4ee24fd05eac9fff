/** The last maneuver in the log and the path its base took (drawn by moves.tsx until the next ship moves). */
import type { GameEvent } from '@xwing/engine';
import { type BaseSize, parseManeuver, pathPose, type Pose } from '@xwing/geometry';

export interface LastMove {
  /** The event's sequence number: a new move has a new one. */
  seq: number;
  ship: string;
  code: string;
  from: Pose;
  to: Pose;
  partial: boolean;
}

/** The last maneuver executed in the log (the engine's 'maneuver-executed' event), if any. */
export function lastMove(log: readonly GameEvent[]): LastMove | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.type !== 'maneuver-executed' || !e.ship || !e.data) continue;
    const d = e.data as { maneuver?: string; from?: Pose; to?: Pose; partial?: boolean };
    if (!d.from || !d.to || typeof d.maneuver !== 'string') return null;
    return { seq: e.seq, ship: e.ship, code: d.maneuver, from: d.from, to: d.to, partial: !!d.partial };
  }
  return null;
}

/** The path the base's centre took: the maneuver's exact path, or a straight line for a partial one. */
export function trailPath(move: LastMove, base: BaseSize): string {
  let m;
  try {
    m = parseManeuver(move.code);
  } catch {
    m = null;
  }
  if (!m || move.partial || m.speed === 0)
    return `M${move.from.x.toFixed(1)} ${move.from.y.toFixed(1)}L${move.to.x.toFixed(1)} ${move.to.y.toFixed(1)}`;
  let d = '';
  for (let i = 0; i <= 24; i++) {
    const p = pathPose(move.from, m, base, i / 24);
    d += `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  }
  return d;
}

/**
 * Where the base is a fraction `t` (0–1) of the way through the move, for animating it: along the maneuver's exact
 * path, then onto the final pose (a K-turn's or a loop's turn at the end happens in the last step); a partial move
 * or a stationary one goes straight from start to end.
 */
export function poseAlong(move: LastMove, base: BaseSize, t: number): Pose {
  if (t >= 1) return move.to;
  if (t <= 0) return move.from;
  let m;
  try {
    m = parseManeuver(move.code);
  } catch {
    m = null;
  }
  if (m && !move.partial && m.speed > 0) {
    // The last tenth turns the base onto its final pose (the same pose for plain moves).
    const along = Math.min(1, t / 0.9);
    const p = pathPose(move.from, m, base, along);
    if (t <= 0.9) return p;
    return lerpPose(p, move.to, (t - 0.9) / 0.1);
  }
  return lerpPose(move.from, move.to, t);
}

function lerpPose(a: Pose, b: Pose, t: number): Pose {
  const turn = ((((b.heading - a.heading) % 360) + 540) % 360) - 180;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, heading: (((a.heading + turn * t) % 360) + 360) % 360 };
}

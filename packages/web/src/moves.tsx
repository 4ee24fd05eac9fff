/**
 * What just happened on the table, drawn in table coordinates: the last maneuver's trail (its path and the base where
 * it started), kept until the next ship moves, and a line from attacker to defender while an attack is under way.
 */
import type { GameView } from '@xwing/engine';
import type { BaseSize, Pose } from '@xwing/geometry';
import { useEffect, useRef, useState } from 'react';
import { type LastMove, poseAlong, trailPath } from './last-move.js';

export { lastMove } from './last-move.js';
import { basePath, screenPoint } from './shapes.js';
import { partyPose } from './attack-party.js';

type View = Omit<GameView, 'log'>;

export function LastMoveTrail({ view, move }: { view: View; move: LastMove | null }) {
  const ship = move && view.ships.find((s) => s.id === move.ship);
  if (!move || !ship) return null;
  const base = ship.base as BaseSize;
  return (
    <g className={`trail p${ship.player}`} data-trail={move.ship} pointerEvents="none">
      <path className="trail-start" d={basePath(base, move.from)} />
      <path className="trail-path" d={trailPath(move, base)} />
    </g>
  );
}

/** The attack under way: a line from the attacker to the defender. */
export function AttackLine({ view }: { view: View }) {
  const a = view.cursor.attack;
  if (!a) return null;
  const from = partyPose(view, a.attacker);
  const to = partyPose(view, a.defender);
  if (!from || !to) return null;
  return (
    <line
      className="attack-line"
      data-attacker={a.attacker}
      data-defender={a.defender}
      x1={from.x}
      y1={from.y}
      x2={to.x}
      y2={to.y}
      pointerEvents="none"
    />
  );
}

/** The attack's range (and obstruction) at the middle of its line, drawn unflipped. */
export function AttackLabel({ view, turned }: { view: View; turned: boolean }) {
  const a = view.cursor.attack;
  if (!a) return null;
  const from = partyPose(view, a.attacker);
  const to = partyPose(view, a.defender);
  if (!from || !to) return null;
  return (
    <text
      className="attack-label"
      {...screenPoint((from.x + to.x) / 2, (from.y + to.y) / 2 + 8, turned)}
      textAnchor="middle"
      pointerEvents="none"
    >
      {`range ${a.range}${a.obstructed ? ', obstructed' : ''}`}
    </text>
  );
}

/** How long a move's animation runs. */
const MOVE_MS = 700;

/**
 * A new move (a new last maneuver after the page opened) animated along its path: the moving ship's pose for the
 * current frame, null when nothing moves. The move already there when the page opens is not replayed, nor any move
 * when the reader asked for reduced motion.
 */
export function useMoveAnimation(move: LastMove | null, ships: View['ships']): { ship: string; pose: Pose } | null {
  const [frame, setFrame] = useState<{ ship: string; pose: Pose } | null>(null);
  const seen = useRef<number | null | undefined>(undefined);
  const latest = useRef({ move, ships });
  latest.current = { move, ships };
  const seq = move?.seq ?? null;
  useEffect(() => {
    const first = seen.current === undefined;
    const changed = seen.current !== seq;
    seen.current = seq;
    const { move: m, ships: all } = latest.current;
    if (first || !changed || !m) return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const ship = all.find((s) => s.id === m.ship);
    if (!ship) return;
    const start = performance.now();
    let raf = 0;
    const step = (now: number) => {
      const t = (now - start) / MOVE_MS;
      if (t >= 1) {
        setFrame(null);
        return;
      }
      setFrame({ ship: m.ship, pose: poseAlong(m, ship.base as BaseSize, t) });
      raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(raf);
      setFrame(null);
    };
  }, [seq]);
  return frame;
}

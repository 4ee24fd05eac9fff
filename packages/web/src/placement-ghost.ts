/**
 * Placement by hand: a ghost pinned on the table where the player pressed, moved by dragging it, turned by dragging its
 * handle (or by keys), and placed only when the player says so. Whether the engine would take it is asked of the
 * engine itself (the room's `check`: the engine's own refusal, in its own words), so the page keeps no copy of the
 * setup rules; the ghost is red with that refusal while the engine would refuse it.
 */
import type { GameView } from '@xwing/engine';
import { BASES, type BaseSize, PLAY_AREA_SIZE, type Pose, shipSolid } from '@xwing/geometry';
import { useEffect, useRef, useState } from 'react';
import { type Names, obstacleLabel } from './names.js';

type View = Omit<GameView, 'log'>;

/** How far in front of the base's centre the turning handle sits (mm), past the base's nose. */
export function handleReach(base: BaseSize | null): number {
  return (base ? BASES[base].length / 2 : 45) + 16;
}

/** The turning handle's point, on the ghost's heading (0°: table +y, clockwise). */
export function handlePoint(pose: Pose, base: BaseSize | null): { x: number; y: number } {
  const r = (pose.heading * Math.PI) / 180;
  const d = handleReach(base);
  return { x: pose.x + Math.sin(r) * d, y: pose.y + Math.cos(r) * d };
}

/** Degrees 0–359 from `from` toward `to` (0°: table +y, clockwise), rounded to `step`. */
export function headingToward(from: { x: number; y: number }, to: { x: number; y: number }, step = 1): number {
  const deg = (Math.atan2(to.x - from.x, to.y - from.y) * 180) / Math.PI;
  return (((Math.round(deg / step) * step) % 360) + 360) % 360;
}

export function normalHeading(h: number): number {
  return (((Math.round(h * 10) / 10) % 360) + 360) % 360;
}

/** What a press on the board grabs: the ghost's turning handle, the ghost itself, or the table (a new spot). */
export function grabbed(
  pinned: Pose | null,
  base: BaseSize | null,
  at: { x: number; y: number },
  slack: number,
): 'rotate' | 'move' | 'table' {
  if (!pinned) return 'table';
  const reach = base ? Math.max(BASES[base].length, BASES[base].width) / 2 : 45;
  const fromCentre = Math.hypot(at.x - pinned.x, at.y - pinned.y);
  // On the ghost itself first: a finger's slack round the handle must not take a tap on the ghost.
  if (fromCentre <= reach) return 'move';
  const h = handlePoint(pinned, base);
  if (Math.hypot(at.x - h.x, at.y - h.y) <= 8 + slack) return 'rotate';
  return fromCentre <= reach + slack / 2 ? 'move' : 'table';
}

/** How near a table edge (mm) a dragged ship's base is pulled onto it. */
export const SNAP = 8;

/**
 * A dragged ship's pose pulled onto a table edge (its setup edge, or a side edge in a corner) when its base comes
 * within `snap` mm of it, on either side, as a player slides a base against the table's edge. Only where the
 * ghost is drawn: whether the spot is legal stays the engine's answer. Keyboard nudges are not snapped, so a base
 * can still stand a few millimetres in.
 */
export function snappedToEdge(pose: Pose, base: BaseSize | null, snap = SNAP): Pose {
  if (!base) return pose;
  // The base's reach each way along the table's x and y at this facing, its guides included (as the setup zone
  // measures it: geometry's ship solid).
  const r = shipSolid(base, { x: 0, y: 0, heading: pose.heading }).bounds;
  // Poses are kept to 0.1 mm: rounded inward, so the base stays on the table.
  const pull = (c: number, low: number, high: number) => {
    if (Math.abs(c + low) <= snap) return Math.ceil(-low * 10 - 1e-6) / 10;
    if (Math.abs(c + high - PLAY_AREA_SIZE) <= snap) return Math.floor((PLAY_AREA_SIZE - high) * 10 + 1e-6) / 10;
    return c;
  };
  return { ...pose, x: pull(pose.x, r.minX, r.maxX), y: pull(pose.y, r.minY, r.maxY) };
}

/** A pose for a keyboard nudge: arrow keys move the ghost on the screen (the turned board's too), by `step` mm. */
export function nudged(pose: Pose, key: string, step: number, turned: boolean): Pose | null {
  const dir: Record<string, [number, number]> = {
    ArrowUp: [0, 1],
    ArrowDown: [0, -1],
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
  };
  const d = dir[key];
  if (!d) return null;
  const s = turned ? -step : step;
  return { ...pose, x: Math.round((pose.x + d[0] * s) * 10) / 10, y: Math.round((pose.y + d[1] * s) * 10) / 10 };
}

/** The engine's sentence for the page: ship ids and obstacle ids by name (the obstacle being placed by its own). */
export function refusalText(reason: string, view: View, names: Names, placing?: string): string {
  const placed = new Map(view.obstacles.map((o) => [o.id, obstacleLabel(o.name)]));
  const own = reason.replace(
    /\bobstacle-\d+\b/g,
    (id) => placed.get(id) ?? (placing ? obstacleLabel(placing) : 'the obstacle'),
  );
  return names.text(own);
}

/** Refusals that say nothing about the pose (the connection dropped, the decision moved on, too many messages). */
const NO_VERDICT = new Set(['disconnected', 'not-checkable', 'rate-limited', 'stale-decision', 'unknown-decision']);

interface Asker {
  inFlight: boolean;
  wanted: string | null;
  last: number;
  timer: ReturnType<typeof setTimeout> | null;
  run: () => void;
}

export interface Verdict {
  /** The pose and option it answers (a key). */
  key: string;
  /** The engine's refusal, or null when the engine would take it. */
  refusal: string | null;
}

/**
 * The engine's verdict on a placement: the returned function is called during render with the key of the pose shown
 * (its pose and option, as JSON: `ask` gets it back), and gives the verdict on it once known. Asked through `ask` at
 * most one at a time and at most every `gap` ms (the room's message rate is shared with choices): while the pointer
 * drags, only the newest pose is asked. The last verdict stays until the next comes, so the ghost does not flicker.
 */
export function useEngineVerdict(
  ask: ((key: string) => Promise<void>) | null,
  gap = 100,
): (key: string | null) => Verdict | null {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const askRef = useRef(ask);
  askRef.current = ask;
  const shown = useRef<string | null>(null);
  const st = useRef<Asker | null>(null);
  if (!st.current) {
    const s: Asker = {
      inFlight: false,
      wanted: null,
      last: 0,
      timer: null,
      run: () => {
        s.timer = null;
        const k = s.wanted;
        const a = askRef.current;
        if (!k || !a || s.inFlight) return;
        const wait = s.last + gap - Date.now();
        if (wait > 0) {
          s.timer = setTimeout(s.run, wait);
          return;
        }
        s.inFlight = true;
        s.last = Date.now();
        const done = (refusal: string | null) => {
          s.inFlight = false;
          setVerdict({ key: k, refusal });
          if (s.wanted && s.wanted !== k) s.run();
        };
        a(k).then(
          () => done(null),
          (e: Error & { code?: string }) => (NO_VERDICT.has(e.code ?? '') ? (s.inFlight = false) : done(e.message)),
        );
      },
    };
    st.current = s;
  }
  // After every render: ask about the pose shown if it changed.
  useEffect(() => {
    const s = st.current!;
    if (shown.current === s.wanted) return;
    s.wanted = shown.current;
    if (s.wanted && !s.timer) s.run();
  });
  useEffect(
    () => () => {
      const s = st.current!;
      if (s.timer) clearTimeout(s.timer);
      s.wanted = null;
    },
    [],
  );
  return (key) => {
    shown.current = key;
    return key ? verdict : null;
  };
}

/**
 * Questions answered on the table (issue 27: "every question that has a choice on the table asks it on the table"):
 * the options of the pending decision that name something on the board — a ship (an attack's defender, a lock's
 * target, the ship to go next, the ship an ability chooses), an obstacle (a Seismic Charge's), or a pose (a barrel
 * roll's or boost's end, a tractor's move) — become places to click. Only a thing that one option alone names is
 * clickable; two options on one ship (two weapons at one defender) stay buttons, so a click never guesses.
 */
import type { Decision, GameView, Option } from '@xwing/engine';
import { type BaseSize, baseOutline, findObstacle, pointInPolygon, type Pose, toWorld } from '@xwing/geometry';

type View = Omit<GameView, 'log'>;

export type TableTarget =
  | { kind: 'ship'; ship: string }
  | { kind: 'obstacle'; obstacle: string }
  /** A ship's base at a pose the option puts it in. */
  | { kind: 'pose'; ship: string; pose: Pose };

export interface TableChoice {
  option: string;
  label: string;
  target: TableTarget;
}

/** Decisions answered with a value or a dial have their own tools on the table. */
const OWN_TOOLS = new Set<Decision['kind']>(['set-dial', 'enter-dice', 'test-template']);

function isPose(p: unknown): p is Pose {
  const q = p as Partial<Pose> | null;
  return !!q && typeof q.x === 'number' && typeof q.y === 'number' && typeof q.heading === 'number';
}

/** What on the table an option names, if anything. */
function targetOf(view: View, d: Decision, o: Option): TableTarget | null {
  const ship = (id: unknown) =>
    typeof id === 'string' && view.ships.some((s) => s.id === id && s.pose)
      ? { kind: 'ship' as const, ship: id }
      : null;
  const data = o.data ?? {};
  if (isPose(data.pose)) {
    const mover = typeof data.ship === 'string' ? data.ship : d.ship;
    return mover && view.ships.some((s) => s.id === mover) ? { kind: 'pose', ship: mover, pose: data.pose } : null;
  }
  if (d.kind === 'choose-obstacle')
    return view.obstacles.some((x) => x.id === o.id) ? { kind: 'obstacle', obstacle: o.id } : null;
  if (d.kind === 'choose-next-ship') return ship(o.id);
  const effect = o.effect;
  return (
    ship(data.defender) ??
    ship(data.target) ??
    (effect?.kind === 'use-ability' && effect.choice !== undefined ? ship(effect.choice) : null)
  );
}

function keyOf(t: TableTarget): string {
  return t.kind === 'ship' ? `ship:${t.ship}` : t.kind === 'obstacle' ? `obstacle:${t.obstacle}` : `pose:${t.ship}`;
}

/** The pending decision's options that one click on the table may answer (none for value and dial decisions). */
export function tableChoices(view: View, d: Decision): TableChoice[] {
  if (d.accepts !== undefined || OWN_TOOLS.has(d.kind)) return [];
  const found: TableChoice[] = [];
  const count = new Map<string, number>();
  for (const o of d.options) {
    const target = targetOf(view, d, o);
    if (!target) continue;
    // Poses are told apart by where they are, ships and obstacles by what they are.
    const key = target.kind === 'pose' ? `${keyOf(target)}@${target.pose.x},${target.pose.y}` : keyOf(target);
    count.set(key, (count.get(key) ?? 0) + 1);
    found.push({ option: o.id, label: o.label, target });
  }
  return found.filter((c) => {
    const t = c.target;
    return count.get(t.kind === 'pose' ? `${keyOf(t)}@${t.pose.x},${t.pose.y}` : keyOf(t)) === 1;
  });
}

/** The outline a choice is drawn and clicked by (table mm, y up). */
export function choiceOutline(view: View, c: TableChoice): number[] | null {
  const t = c.target;
  if (t.kind === 'obstacle') {
    const o = view.obstacles.find((x) => x.id === t.obstacle);
    const shape = o && findObstacle(o.name);
    return o && shape ? toWorld(o.pose, [...shape.ring]) : null;
  }
  const s = view.ships.find((x) => x.id === t.ship);
  const pose = t.kind === 'pose' ? t.pose : s?.pose;
  return s && pose ? [...baseOutline(s.base as BaseSize, pose)] : null;
}

/**
 * The choice under a table point. Poses first (a reposition's end may lie over the ship's own base), then ships, then
 * obstacles; among poses, the one whose centre is nearest.
 */
export function choiceAt(view: View, choices: TableChoice[], x: number, y: number): TableChoice | null {
  const hit = choices.filter((c) => {
    const outline = choiceOutline(view, c);
    return outline !== null && pointInPolygon(outline, x, y);
  });
  const rank = { pose: 0, ship: 1, obstacle: 2 } as const;
  const centre = (c: TableChoice) => (c.target.kind === 'pose' ? c.target.pose : { x, y });
  hit.sort(
    (a, b) =>
      rank[a.target.kind] - rank[b.target.kind] ||
      Math.hypot(centre(a).x - x, centre(a).y - y) - Math.hypot(centre(b).x - x, centre(b).y - y),
  );
  return hit[0] ?? null;
}

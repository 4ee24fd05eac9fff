/**
 * What the player is about to do, drawn on the board before committing: a maneuver's template, path and final
 * position as the geometry package resolves it (partial maneuvers and obstacles included), a placement's base, an
 * attack's line and range.
 */
import type { GameView } from '@xwing/engine';
import {
  type BaseSize,
  parseManeuver,
  pathPose,
  placeObstacle,
  type Pose,
  RANGE_BAND,
  resolveMove,
  templateShape,
} from '@xwing/geometry';
import { arcPath, basePath, frontArcPath, obstaclePath, rangeBandPath, screenPoint, templatePath } from './shapes.js';
import { handlePoint } from './placement-ghost.js';

type View = Omit<GameView, 'log'>;

export type PreviewTarget =
  | { kind: 'maneuver'; ship: string; code: string }
  | { kind: 'pose'; ship?: string; obstacle?: string; pose: Pose; illegal?: boolean }
  | { kind: 'attack'; attacker: string; defender: string; label: string; arc?: string };

export interface ManeuverPreview {
  template: string;
  usedTemplate: string;
  path: string;
  base: string;
  arc: string;
  partial: boolean;
  fled: boolean;
  overlapping: string[];
}

/** Resolves a maneuver on the table as it stands now (other ships where they are). */
export function maneuverPreview(view: View, shipId: string, code: string): ManeuverPreview | null {
  const ship = view.ships.find((s) => s.id === shipId);
  if (!ship?.pose) return null;
  let m;
  try {
    m = parseManeuver(code);
  } catch {
    return null;
  }
  const base = ship.base as BaseSize;
  const others = view.ships
    .filter((s) => s.pose && s.id !== ship.id)
    .map((s) => ({ id: s.id, base: s.base as BaseSize, pose: s.pose! }));
  const obstacles = view.obstacles.map((o) => placeObstacle(o.name, o.pose, o.id));
  const r = resolveMove({ base, pose: ship.pose, maneuver: m, ships: others, obstacles });
  let path = '';
  for (let i = 0; i <= 24; i++) {
    const p = pathPose(ship.pose, m, base, (i / 24) * r.progress);
    path += `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  }
  return {
    template: templatePath(templateShape(ship.pose, m, base)),
    usedTemplate: templatePath(r.template),
    path,
    base: basePath(base, r.final),
    arc: frontArcPath(base, r.final),
    partial: r.partial,
    fled: r.fled,
    overlapping: r.overlapping,
  };
}

export function PreviewOverlay({ view, target }: { view: View; target: PreviewTarget | null }) {
  if (!target) return null;
  if (target.kind === 'maneuver') {
    const p = maneuverPreview(view, target.ship, target.code);
    if (!p) return null;
    const cls = p.fled ? 'fled' : p.partial ? 'partial' : p.overlapping.length ? 'overlap' : 'ok';
    return (
      <g className={`preview maneuver ${cls}`} data-preview={target.code} pointerEvents="none">
        <path className="template" d={p.template} />
        <path className="used" d={p.usedTemplate} />
        <path className="path" d={p.path} />
        <path className="ghost" d={p.base} />
        <path className="arc" d={p.arc} />
      </g>
    );
  }
  if (target.kind === 'pose') {
    const ship = target.ship ? view.ships.find((s) => s.id === target.ship) : undefined;
    const d = ship
      ? basePath(ship.base as BaseSize, target.pose)
      : target.obstacle
        ? obstaclePath(target.obstacle, target.pose)
        : '';
    return (
      <g className={`preview pose${target.illegal ? ' illegal' : ''}`} pointerEvents="none">
        <path className="ghost" d={d} />
        {ship && <path className="arc" d={frontArcPath(ship.base as BaseSize, target.pose)} />}
      </g>
    );
  }
  const attacker = view.ships.find((s) => s.id === target.attacker);
  const a = attacker?.pose;
  const d = view.ships.find((s) => s.id === target.defender)?.pose;
  if (!attacker || !a || !d) return null;
  const base = attacker.base as BaseSize;
  return (
    <g className="preview attack" pointerEvents="none">
      {[1, 2, 3].map((r) => (
        <path key={r} className={`range-band r${r}`} d={rangeBandPath(base, a, r * RANGE_BAND)} />
      ))}
      {/* The arc the attack is made from (a rear-arc attack shows the rear arc), the front arc when not told. */}
      <path
        className="arc-reach"
        d={arcPath(base, a, target.arc ?? 'front', 3 * RANGE_BAND, attacker.turret ?? null)}
      />
      <line x1={a.x} y1={a.y} x2={d.x} y2={d.y} />
    </g>
  );
}

/** Text for the attack preview, unflipped. */
export function PreviewLabels({
  view,
  target,
  turned = false,
}: {
  view: View;
  target: PreviewTarget | null;
  turned?: boolean;
}) {
  if (target?.kind !== 'attack') return null;
  const a = view.ships.find((s) => s.id === target.attacker)?.pose;
  const d = view.ships.find((s) => s.id === target.defender)?.pose;
  if (!a || !d) return null;
  return (
    <text className="preview-label" {...screenPoint((a.x + d.x) / 2, (a.y + d.y) / 2, turned)} textAnchor="middle">
      {target.label}
    </text>
  );
}

/** The pinned ghost's turning handle and the line to it, in table coordinates. */
export function GhostHandle({ pose, base }: { pose: Pose; base: BaseSize | null }) {
  const h = handlePoint(pose, base);
  return (
    <g
      className="ghost-handle"
      data-x={pose.x}
      data-y={pose.y}
      data-heading={pose.heading}
      data-hx={Math.round(h.x * 10) / 10}
      data-hy={Math.round(h.y * 10) / 10}
    >
      <line x1={pose.x} y1={pose.y} x2={h.x} y2={h.y} pointerEvents="none" />
      <circle className="rotate-handle" cx={h.x} cy={h.y} r={7} />
    </g>
  );
}

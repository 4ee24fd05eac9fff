/** The play area to scale (1 SVG unit = 1 mm): obstacles as their outlines, bases with arcs and guides, tokens. */
import type { GameView } from '@xwing/engine';
import { BASES, deviceTokenMeasured, PLAY_AREA_SIZE, RANGE_BAND } from '@xwing/geometry';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { BoardControls, RulerLabel, RulerLine, useBoardTools } from './board-tools.js';
import { viewBoxOf, zoomAround } from './board-view.js';
import {
  basePath,
  devicePath,
  frontArcPath,
  guidesPath,
  nosePath,
  obstacleKind,
  obstaclePath,
  screenPoint,
} from './shapes.js';
import { obstacleLabel, useNames } from './names.js';
import type { LastMove } from './last-move.js';
import { useMoveAnimation } from './moves.js';
import { ShipGlyph, shipGlyph } from './ship-glyph.js';
import { type DockedShip, dockedLabelPlace, dockedShips } from './docked.js';
import { iconGlyph, requestIconFont } from './icons.js';
import { useCardData } from './card-data.js';

export type Ship = GameView['ships'][number];

const S = PLAY_AREA_SIZE;

const ObstacleLayer = memo(function ObstacleLayer({ obstacles }: { obstacles: GameView['obstacles'] }) {
  return (
    <g className="obstacles">
      {obstacles.map((o) => (
        <path key={o.id} d={obstaclePath(o.name, o.pose)} className={`obstacle ${o.kind ?? obstacleKind(o.name)}`}>
          <title>{obstacleLabel(o.name)}</title>
        </path>
      ))}
    </g>
  );
});

const ShipShape = memo(function ShipShape({
  ship,
  selected,
  moving = false,
}: {
  ship: Ship;
  selected: boolean;
  moving?: boolean;
}) {
  const names = useNames();
  if (!ship.pose) return null;
  const cls = `ship p${ship.player}${selected ? ' selected' : ''}${ship.pendingRemoval ? ' removing' : ''}${moving ? ' moving' : ''}`;
  return (
    <g className={cls} data-ship={ship.id} data-heading={ship.pose.heading}>
      <path className="arc" d={frontArcPath(ship.base, ship.pose)} />
      <path className="base" d={basePath(ship.base, ship.pose)} />
      <path className="guides" d={guidesPath(ship.base, ship.pose)} />
      <path className="nose" d={nosePath(ship.base, ship.pose)} />
      <title>{names.ship(ship.id)}</title>
    </g>
  );
});

/** A docked ship against its carrier's rear edge (docked.ts): its base dashed, with a line to its carrier. */
function DockedShape({ docked }: { docked: DockedShip }) {
  const names = useNames();
  const { ship, carrier, pose } = docked;
  return (
    <g
      className={`docked-ship p${ship.player}`}
      data-docked-ship={ship.id}
      data-carrier={carrier.id}
      pointerEvents="none"
    >
      <line className="tether" x1={carrier.pose!.x} y1={carrier.pose!.y} x2={pose.x} y2={pose.y} />
      <path className="base" d={basePath(ship.base, pose)} />
      <path className="nose" d={nosePath(ship.base, pose)} />
      <title>{`${names.ship(ship.id)}, docked with ${names.ship(carrier.id)}`}</title>
    </g>
  );
}

/**
 * A docked ship's silhouette and name, unflipped. The name goes on the docked ship's far side from its carrier, as
 * seen on the screen (a name centred under the docked base ran over the carrier's own name and stats).
 */
function DockedLabel({ docked, turned }: { docked: DockedShip; turned: boolean }) {
  const names = useNames();
  const { ship, carrier, pose } = docked;
  const { x, y } = screenPoint(pose.x, pose.y, turned);
  const c = screenPoint(carrier.pose!.x, carrier.pose!.y, turned);
  const label = dockedLabelPlace({ x, y }, c, BASES[ship.base].width / 2);
  return (
    <g className="ship-label docked-label" pointerEvents="none">
      <ShipGlyph shipType={ship.ship} player={ship.player} base={ship.base} pose={pose} turned={turned} />
      <text x={label.x} y={label.y} textAnchor={label.anchor} className="name">
        {`${names.ship(ship.id)} (docked)`}
      </text>
    </g>
  );
}

/** A remote's name and damage under its disc, unflipped (the card's name once the card data has loaded). */
function RemoteLabel({ remote, turned }: { remote: NonNullable<GameView['remotes']>[number]; turned: boolean }) {
  const cards = useCardData();
  const { x, y } = screenPoint(remote.pose.x, remote.pose.y, turned);
  return (
    <g className="ship-label remote-label" pointerEvents="none">
      <text x={x} y={y + 22} textAnchor="middle" className={`stats p${remote.player}`} data-remote-label={remote.id}>
        {`${cards?.upgradeName(remote.card) ?? 'remote'} ${remote.damage}/${remote.hull}`}
      </text>
    </g>
  );
}

const TOKEN_LETTERS: Record<string, string> = {
  focus: 'F',
  evade: 'E',
  calculate: 'C',
  stress: 'S',
  strain: 'St',
  deplete: 'D',
  ion: 'I',
  jam: 'J',
  tractor: 'T',
  disarm: 'Ds',
  cloak: 'Cl',
};

/** A token's glyph in the icon font (asking for the font the first time), or undefined where it has none. */
function tokenGlyph(kind: string): string | undefined {
  const glyph = iconGlyph(`token-${kind}`);
  if (glyph) requestIconFont();
  return glyph;
}

/** Labels and token chips (the icon font's token glyphs; letters where it has none), drawn unflipped. */
function ShipLabel({ ship, turned }: { ship: Ship; turned: boolean }) {
  const names = useNames();
  if (!ship.pose) return null;
  const { x, y } = screenPoint(ship.pose.x, ship.pose.y, turned);
  const tokens = Object.entries(ship.tokens).filter(([, n]) => (n ?? 0) > 0);
  return (
    <g className="ship-label" data-label-ship={ship.id} pointerEvents="none">
      <ShipGlyph shipType={ship.ship} player={ship.player} base={ship.base} pose={ship.pose} turned={turned} />
      <text
        x={shipGlyph(ship.ship) ? x - BASES[ship.base].length / 2 - 6 : x}
        y={y + 3}
        textAnchor="middle"
        className={shipGlyph(ship.ship) ? 'init beside-glyph' : 'init'}
      >
        {ship.initiative}
      </text>
      <text x={x} y={y - 26} textAnchor="middle" className="name">
        {names.ship(ship.id)}
      </text>
      <text x={x} y={y + 32} textAnchor="middle" className="stats">
        {`${ship.shields}S ${ship.hull - ship.damage.length}H`}
        {ship.force > 0 ? ` ${ship.force}F` : ''}
        {ship.charges > 0 ? ` ${ship.charges}C` : ''}
      </text>
      {tokens.map(([k, n], i) => {
        const glyph = tokenGlyph(k);
        return (
          <g
            key={k}
            transform={`translate(${x + 26},${y - 16 + i * 11})`}
            className={`token ${k}`}
            data-token={k}
            {...(glyph ? { 'data-glyph': glyph } : {})}
          >
            <circle r={5} />
            {glyph ? (
              <>
                <text y={2.6} textAnchor="middle" className="token-glyph">
                  {glyph}
                </text>
                {(n ?? 0) > 1 && (
                  <text x={6} y={5} className="token-count">
                    {n}
                  </text>
                )}
              </>
            ) : (
              <text y={2.5} textAnchor="middle">
                {`${TOKEN_LETTERS[k] ?? k}${(n ?? 0) > 1 ? n : ''}`}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** Each lock between two ships on the table: a dashed line from the locking ship to a ring round its target. */
function LockLines({ ships }: { ships: Ship[] }) {
  const names = useNames();
  const at = new Map(ships.map((s) => [s.id, s]));
  const lines = ships.flatMap((s) =>
    s.locks.flatMap((l) => {
      const t = at.get(l.target);
      return t?.pose && s.pose ? [{ from: s, to: t }] : [];
    }),
  );
  return (
    <g className="locks" pointerEvents="none">
      {lines.map(({ from, to }) => (
        <g key={`${from.id}>${to.id}`} className={`lock p${from.player}`} data-lock={`${from.id}>${to.id}`}>
          <line x1={from.pose!.x} y1={from.pose!.y} x2={to.pose!.x} y2={to.pose!.y} />
          <circle cx={to.pose!.x} cy={to.pose!.y} r={to.base === 'small' ? 28 : to.base === 'medium' ? 38 : 48} />
          <title>{`${names.ship(from.id)} locks ${names.ship(to.id)}`}</title>
        </g>
      ))}
    </g>
  );
}

export interface BoardProps {
  view: Omit<GameView, 'log'>;
  selectedShip?: string | undefined;
  /** The last move: animated along its path when a new one comes. */
  moving?: LastMove | null;
  /** Drawn under the ships, in table coordinates (the last move's trail). */
  underlay?: ReactNode;
  /** Drawn on top of the ships, in table coordinates (flipped group). */
  overlay?: ReactNode;
  /** Drawn on top, unflipped (text). */
  labels?: ReactNode;
  onPoint?: (x: number, y: number) => void;
  /**
   * A press on the board and its release (mouse, pen or touch; the pointer is captured in between, and touch does not
   * scroll the page meanwhile): placements by drag. Moves in between go to onHoverPoint. `slack`: how far (mm on the
   * table) a press may miss what it aims at, from the pointer's kind and the board's scale (a finger misses more).
   */
  onPress?: (x: number, y: number, slack: number) => void;
  onRelease?: (x: number, y: number) => void;
  /** The pointer moved over the board (table coordinates), for placement previews. */
  onHoverPoint?: (x: number, y: number) => void;
  /** The pointer left the board. */
  onLeave?: () => void;
  /** The mouse wheel turned over the board (a placement's facing): -15 or 15 degrees. */
  onWheelTurn?: (degrees: number) => void;
  /** Seen from the second player's edge (their edge at the bottom), as a player sits at a real table. */
  turned?: boolean;
}

/** The table point (mm, y up) under a pointer event on the board's SVG. */
function tablePoint(
  e: {
    clientX: number;
    clientY: number;
    currentTarget: SVGSVGElement;
  },
  turned: boolean,
): { x: number; y: number } | null {
  const m = e.currentTarget.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
  // screenPoint's inverse (it is its own inverse).
  return screenPoint(p.x, p.y, turned);
}

export function Board({
  view,
  selectedShip,
  underlay,
  moving = null,
  overlay,
  labels,
  onPoint,
  onPress,
  onRelease,
  onHoverPoint,
  onLeave,
  onWheelTurn,
  turned = false,
}: BoardProps) {
  const anim = useMoveAnimation(moving, view.ships);
  const ships = view.ships
    .filter((s) => s.pose)
    .map((s) => (anim && s.id === anim.ship ? { ...s, pose: anim.pose } : s));
  // Docked ships (no pose) against their carriers, as the carriers stand now (moving ones included).
  const docked = view.ships.some((s) => s.docked) ? dockedShips([...ships, ...view.ships.filter((s) => !s.pose)]) : [];
  const svg = useRef<SVGSVGElement>(null);
  const tools = useBoardTools();
  const { zoom, setZoom, ruler } = tools;
  // A drag that pans the zoomed board (where no placement takes the press): where it started, and whether it moved.
  const pan = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const wheel = useRef({ onWheelTurn, zoom, setZoom });
  wheel.current = { onWheelTurn, zoom, setZoom };
  // A native listener: React's wheel listener is passive, and the page must not scroll while a placement turns or
  // the board zooms (Ctrl/⌘ + wheel, round the pointer).
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      const w = wheel.current;
      if (e.deltaY === 0) return;
      if (e.ctrlKey || e.metaKey) {
        e.preventDefault();
        const m = el.getScreenCTM();
        if (!m) return;
        const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
        w.setZoom(zoomAround(w.zoom, e.deltaY < 0 ? 1.25 : 1 / 1.25, p.x, p.y));
        return;
      }
      if (!w.onWheelTurn) return;
      e.preventDefault();
      w.onWheelTurn(e.deltaY > 0 ? 15 : -15);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);
  const svgPoint = (e: { clientX: number; clientY: number; currentTarget: SVGSVGElement }) => {
    const m = e.currentTarget.getScreenCTM();
    return m ? new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse()) : null;
  };
  return (
    <svg
      ref={svg}
      className={`board${onPress ? ' pressable' : ''}${zoom.scale > 1 ? ' zoomed' : ''}${ruler ? ' measuring' : ''}`}
      data-turned={turned ? 'true' : 'false'}
      data-zoom={zoom.scale}
      viewBox={viewBoxOf(zoom)}
      role="img"
      aria-label={`Play area, round ${view.round}, ${view.phase} phase`}
      onClick={(e) => {
        if (pan.current?.moved) return;
        const p = tablePoint(e, turned);
        if (!p) return;
        if (ruler) tools.pickForRuler(ships, p.x, p.y);
        else onPoint?.(p.x, p.y);
      }}
      onPointerDown={(e) => {
        const p = onPress && !ruler && tablePoint(e, turned);
        if (!p) {
          const at = zoom.scale > 1 ? svgPoint(e) : null;
          pan.current = at ? { x: at.x, y: at.y, moved: false } : null;
          return;
        }
        e.currentTarget.setPointerCapture(e.pointerId);
        e.preventDefault();
        const m = e.currentTarget.getScreenCTM();
        const mmPerPx = m ? 1 / Math.hypot(m.a, m.b) : 1;
        onPress(p.x, p.y, mmPerPx * (e.pointerType === 'touch' ? 14 : 5));
      }}
      onPointerUp={(e) => {
        if (pan.current) {
          // The click that follows a drag is not a click on the table; a press without a drag still is.
          const moved = pan.current.moved;
          pan.current = moved ? { ...pan.current } : null;
          if (moved) setTimeout(() => (pan.current = null), 0);
          return;
        }
        const p = onRelease && !ruler && tablePoint(e, turned);
        if (p) onRelease(p.x, p.y);
      }}
      onPointerLeave={() => {
        pan.current = null;
        onLeave?.();
      }}
      onPointerMove={(e) => {
        if (pan.current && e.buttons !== 0) {
          const at = svgPoint(e);
          if (!at) return;
          const dx = at.x - pan.current.x;
          const dy = at.y - pan.current.y;
          if (!pan.current.moved && Math.hypot(dx, dy) < 3) return;
          pan.current.moved = true;
          // The point under the pointer stays under it: the view moves the other way (the grabbed point is kept).
          setZoom({ ...zoom, cx: zoom.cx - dx, cy: zoom.cy - dy });
          return;
        }
        const p = onHoverPoint && tablePoint(e, turned);
        if (p) onHoverPoint(p.x, p.y);
      }}
    >
      <rect className="mat" x={0} y={0} width={S} height={S} />
      {[1, 2].map((r) => (
        <g key={r} className="edge-band">
          <line x1={0} x2={S} y1={r * RANGE_BAND} y2={r * RANGE_BAND} />
          <line x1={0} x2={S} y1={S - r * RANGE_BAND} y2={S - r * RANGE_BAND} />
        </g>
      ))}
      {/* Table coordinates (y up) to the SVG's: the first player's edge at the bottom, or the second's when turned. */}
      <g transform={turned ? `matrix(-1 0 0 1 ${S} 0)` : `matrix(1 0 0 -1 0 ${S})`}>
        <ObstacleLayer obstacles={view.obstacles} />
        {view.scenario?.features
          .filter((ft) => ft.at)
          .map((ft) => (
            <circle key={ft.id} className={`feature ${ft.kind}`} cx={ft.at!.x} cy={ft.at!.y} r={12}>
              <title>{ft.id}</title>
            </circle>
          ))}
        {view.devices.map((d) => (
          <path key={d.id} className={`device ${d.kind}`} d={devicePath(d.shape, d.pose)}>
            <title>{`${d.kind}`}</title>
          </path>
        ))}
        {/* Remotes (engine remotes.ts): each its card's token outline, as the engine measures it. */}
        {(view.remotes ?? []).map((r) => (
          <path key={r.id} className={`device remote p${r.player}`} d={devicePath(r.shape, r.pose)}>
            <title>{`remote ${r.card}${deviceTokenMeasured(r.shape) ? '' : ' (outline not measured)'}: damage ${r.damage}/${r.hull}`}</title>
          </path>
        ))}
        {underlay}
        {ships.map((s) => (
          <ShipShape key={s.id} ship={s} selected={s.id === selectedShip} moving={anim?.ship === s.id} />
        ))}
        {docked.map((d) => (
          <DockedShape key={d.ship.id} docked={d} />
        ))}
        <LockLines ships={ships} />
        {overlay}
        {ruler && <RulerLine ships={ships} ruler={ruler} />}
      </g>
      {ships.map((s) => (
        <ShipLabel key={s.id} ship={s} turned={turned} />
      ))}
      {docked.map((d) => (
        <DockedLabel key={d.ship.id} docked={d} turned={turned} />
      ))}
      {(view.remotes ?? []).map((r) => (
        <RemoteLabel key={r.id} remote={r} turned={turned} />
      ))}
      {labels}
      {ruler && <RulerLabel ships={ships} ruler={ruler} turned={turned} />}
      <BoardControls zoom={zoom} setZoom={setZoom} rulerOn={!!ruler} toggleRuler={tools.toggleRuler} />
    </svg>
  );
}

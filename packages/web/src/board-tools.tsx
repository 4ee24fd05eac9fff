/**
 * The board's own tools: zoom and pan (buttons, Ctrl/⌘ + wheel round the pointer, dragging when zoomed in) and a
 * range ruler that measures between two ships' bases exactly as the rules do (closest points of the bases, without
 * their guides: 001 Range; packages/geometry measureRange).
 */
import { useState } from 'react';
import { clampZoom, FIT, FULL, rulerMeasure, type RulerState, shipAt, type Zoom, zoomAround } from './board-view.js';
import { useNames } from './names.js';
import { screenPoint } from './shapes.js';
import type { Ship } from './board.js';

/** The ruler's line (table coordinates, inside the flipped group). */
export function RulerLine({ ships, ruler }: { ships: Ship[]; ruler: RulerState }) {
  const from = ships.find((s) => s.id === ruler.from);
  const m = rulerMeasure(ships, ruler);
  return (
    <g className="ruler" pointerEvents="none">
      {from?.pose && !m && <circle className="ruler-from" cx={from.pose.x} cy={from.pose.y} r={30} />}
      {m && <line x1={m.line.ax} y1={m.line.ay} x2={m.line.bx} y2={m.line.by} />}
    </g>
  );
}

/** The ruler's reading, unflipped so it reads the right way up. */
export function RulerLabel({ ships, ruler, turned }: { ships: Ship[]; ruler: RulerState; turned: boolean }) {
  const names = useNames();
  const m = rulerMeasure(ships, ruler);
  if (!m) return null;
  const mid = screenPoint((m.line.ax + m.line.bx) / 2, (m.line.ay + m.line.by) / 2, turned);
  const band = m.range === null ? 'beyond range 5' : `range ${m.range}`;
  return (
    <text
      className="ruler-label"
      x={mid.x}
      y={mid.y - 8}
      textAnchor="middle"
      pointerEvents="none"
      aria-label={`${names.ship(m.a.id)} to ${names.ship(m.b.id)}: ${band}, ${Math.round(m.distance)} mm`}
    >
      {`${band} · ${Math.round(m.distance)} mm`}
    </text>
  );
}

/** The zoom and ruler buttons, drawn in the board's top-left corner at the same size whatever the zoom. */
export function BoardControls({
  zoom,
  setZoom,
  rulerOn,
  toggleRuler,
}: {
  zoom: Zoom;
  setZoom: (z: Zoom) => void;
  rulerOn: boolean;
  toggleRuler: () => void;
}) {
  const side = FULL / zoom.scale;
  const k = 1 / zoom.scale;
  const buttons: { label: string; text: string; on?: boolean; act: () => void }[] = [
    { label: 'Zoom in', text: '+', act: () => setZoom(zoomAround(zoom, 1.5, zoom.cx, zoom.cy)) },
    { label: 'Zoom out', text: '−', act: () => setZoom(zoomAround(zoom, 1 / 1.5, zoom.cx, zoom.cy)) },
    { label: 'Whole table', text: '⤢', act: () => setZoom(FIT) },
    { label: 'Range ruler', text: '⟷', on: rulerOn, act: toggleRuler },
  ];
  return (
    <g
      className="board-controls"
      transform={`translate(${zoom.cx - side / 2 + 14 * k} ${zoom.cy - side / 2 + 14 * k}) scale(${k})`}
    >
      {buttons.map((b, i) => (
        <g
          key={b.label}
          className={`board-button${b.on ? ' on' : ''}`}
          transform={`translate(0 ${i * 34})`}
          role="button"
          aria-label={b.label}
          aria-pressed={b.on === undefined ? undefined : b.on}
          tabIndex={0}
          onPointerDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            b.act();
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            b.act();
          }}
        >
          <title>{b.label}</title>
          <rect width={28} height={28} rx={5} />
          <text x={14} y={19} textAnchor="middle">
            {b.text}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The board's zoom and ruler state, with the handlers the board's SVG needs. */
export function useBoardTools() {
  const [zoom, setZoomRaw] = useState<Zoom>(FIT);
  const [ruler, setRuler] = useState<RulerState | null>(null);
  const setZoom = (z: Zoom) => setZoomRaw(clampZoom(z));
  return {
    zoom,
    setZoom,
    ruler,
    toggleRuler: () => setRuler((r) => (r ? null : {})),
    /** A click on the board while the ruler is on: the first ship, the second, then a fresh measure. */
    pickForRuler: (ships: Ship[], x: number, y: number) => {
      const s = shipAt(ships, x, y);
      if (!s) return;
      setRuler((r) => (!r || !r.from || r.to ? { from: s.id } : s.id === r.from ? r : { from: r.from, to: s.id }));
    },
  };
}

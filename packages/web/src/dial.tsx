/**
 * A ship's dial: its maneuvers (the pending decision's options) by speed, coloured by difficulty, each bearing as the
 * icon font's glyph (a Unicode arrow where the font has none).
 */
import type { Option } from '@xwing/engine';
import { Icon } from './icons.js';

const BEARING_ORDER = 'TBFNYKLPERASDO';
const GLYPH: Record<string, string> = {
  T: '↰',
  B: '↖',
  F: '↑',
  N: '↗',
  Y: '↱',
  K: '⟲',
  L: '↶',
  P: '↷',
  E: '⤺',
  R: '⤻',
  A: '↙',
  S: '↓',
  D: '↘',
  O: '■',
};
const BEARING_NAME: Record<string, string> = {
  T: 'left turn',
  B: 'left bank',
  F: 'straight',
  N: 'right bank',
  Y: 'right turn',
  K: 'Koiogran turn',
  L: "left Segnor's loop",
  P: "right Segnor's loop",
  E: 'left Tallon roll',
  R: 'right Tallon roll',
  A: 'reverse left bank',
  S: 'reverse straight',
  D: 'reverse right bank',
  O: 'stationary',
};

export function maneuverName(code: string): string {
  const speed = code.slice(0, -1);
  const b = code.slice(-1);
  return `${speed} ${BEARING_NAME[b] ?? b}`;
}

export interface DialProps {
  options: Option[];
  /** The ship's printed dial (code → difficulty), when known: maneuvers not offered now are shown disabled. */
  printed?: Map<string, string> | undefined;
  selected: string | null;
  onSelect: (code: string) => void;
  onHover: (code: string | null) => void;
}

export function Dial({ options, printed, selected, onSelect, onHover }: DialProps) {
  const offered = new Set(options.map((o) => o.id));
  const all: Option[] = [...options];
  for (const [code, difficulty] of printed ?? []) {
    if (!offered.has(code)) all.push({ id: code, label: code, data: { difficulty, unavailable: true } });
  }
  const bySpeed = new Map<string, Option[]>();
  for (const o of all) {
    const speed = o.id.slice(0, -1);
    bySpeed.set(speed, [...(bySpeed.get(speed) ?? []), o]);
  }
  const speeds = [...bySpeed.keys()].sort((a, b) => Number(b) - Number(a));
  return (
    <div className="dial" role="radiogroup" aria-label="Dial">
      {speeds.map((sp) => (
        <div className="dial-row" key={sp}>
          <span className="speed">{sp}</span>
          {bySpeed
            .get(sp)!
            .sort((a, b) => BEARING_ORDER.indexOf(a.id.slice(-1)) - BEARING_ORDER.indexOf(b.id.slice(-1)))
            .map((o) => {
              const difficulty = String(o.data?.difficulty ?? 'white');
              const unavailable = o.data?.unavailable === true;
              const why = unavailable ? ', not available now' : '';
              return (
                <button
                  key={o.id}
                  type="button"
                  role="radio"
                  aria-checked={selected === o.id}
                  disabled={unavailable}
                  className={`maneuver ${difficulty}${selected === o.id ? ' chosen' : ''}`}
                  {...(unavailable ? {} : { 'data-option': o.id })}
                  title={`${maneuverName(o.id)} (${difficulty}${why})`}
                  aria-label={`${maneuverName(o.id)}, ${difficulty}${why}`}
                  onClick={() => onSelect(o.id)}
                  onMouseEnter={() => onHover(o.id)}
                  onMouseLeave={() => onHover(null)}
                  onFocus={() => onHover(o.id)}
                  onBlur={() => onHover(null)}
                >
                  <Icon
                    name={`maneuver-${o.id.slice(-1)}`}
                    label={BEARING_NAME[o.id.slice(-1)] ?? o.id.slice(-1)}
                    fallback={GLYPH[o.id.slice(-1)] ?? o.id.slice(-1)}
                  />
                </button>
              );
            })}
        </div>
      ))}
    </div>
  );
}

/**
 * The browser bench's page (/bench/redraw, loaded on demand; `npm run bench` drives it): a board of 16 ships and 6
 * obstacles on which a placement preview is dragged across the table and a maneuver preview is moved through a
 * dial, one redraw at a time. Each step's time runs from the state change to the browser's layout of the result
 * (React render and commit, SVG style and layout). It measures; it asserts nothing.
 */
import type { GameView } from '@xwing/engine';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Board } from './board.js';
import { PreviewOverlay, type PreviewTarget } from './preview.js';

type View = Omit<GameView, 'log'>;

function benchView(): View {
  const ships = Array.from({ length: 16 }, (_, i) => {
    const player = (i < 8 ? 0 : 1) as 0 | 1;
    const k = i % 8;
    return {
      id: `p${player + 1}-academypilot-${k + 1}`,
      player,
      pilot: 'academypilot',
      ship: 'tielnfighter',
      base: (k % 4 === 3 ? 'large' : k % 4 === 2 ? 'medium' : 'small') as 'small' | 'medium' | 'large',
      pose: { x: 90 + k * 105, y: player === 0 ? 60 + (k % 2) * 90 : 850 - (k % 2) * 90, heading: player ? 180 : 0 },
      initiative: 1 + k,
      shields: 1,
      hull: 3,
      force: 0,
      charges: 0,
      tokens: { focus: 1, stress: k % 2 },
      locks: [],
      reinforce: null,
      turret: null,
      damage: [],
      upgrades: [],
      dial: null,
      round: { activated: false, engaged: false, actions: [], skipAction: false, partial: false },
      gone: null,
      pendingRemoval: false,
    };
  });
  const names = ['asteroid-1', 'asteroid-4', 'debris-2', 'debris-5', 'gas-cloud-1', 'gas-cloud-3'];
  const obstacles = names.map((name, i) => ({
    id: `obstacle-${i + 1}`,
    name,
    pose: { x: 220 + (i % 3) * 240, y: 330 + Math.floor(i / 3) * 250, heading: i * 50 },
  }));
  return {
    format: 'xwing-table/game@1',
    ruleset: '2.5',
    pointsSet: 'bench',
    diceMode: 'rolled',
    round: 1,
    phase: 'planning',
    cursor: { step: 'dials' },
    firstPlayer: 0,
    players: [],
    ships,
    obstacles,
    devices: [],
    pending: null,
    nextDecision: 1,
    result: null,
    seat: 'spectator',
  } as unknown as View;
}

const CODES = [
  '1F',
  '2F',
  '3F',
  '4F',
  '5F',
  '1B',
  '2B',
  '3B',
  '1N',
  '2N',
  '3N',
  '1T',
  '2T',
  '3T',
  '1Y',
  '2Y',
  '3Y',
  '4K',
  '3L',
  '3P',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export interface RedrawFigures {
  samples: number;
  median: number;
  p95: number;
  max: number;
}

declare global {
  interface Window {
    benchResult?: { placement: RedrawFigures; maneuver: RedrawFigures };
  }
}

export function BenchPage() {
  const [view] = useState(benchView);
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  useEffect(() => {
    const steps = 300;
    const measure = (make: (i: number) => PreviewTarget): RedrawFigures => {
      const times: number[] = [];
      for (let i = 0; i < steps; i++) {
        const t0 = performance.now();
        flushSync(() => setTarget(make(i)));
        // Reading layout makes the browser style and lay out the new SVG now, inside the measured time.
        void document.body.getBoundingClientRect().height;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return {
        samples: steps,
        median: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        max: times[times.length - 1]!,
      };
    };
    const timer = setTimeout(() => {
      const ship = view.ships[3]!;
      const placement = measure((i) => ({
        kind: 'pose',
        ship: ship.id,
        pose: { x: 60 + ((i * 7) % 800), y: 150 + ((i * 13) % 600), heading: (i * 3) % 360 },
      }));
      const maneuver = measure((i) => ({
        kind: 'maneuver',
        ship: view.ships[(i * 5) % 16]!.id,
        code: CODES[i % CODES.length]!,
      }));
      window.benchResult = { placement, maneuver };
      document.title = 'bench done';
    }, 200);
    return () => clearTimeout(timer);
  }, [view]);
  return (
    <div className="game">
      <main className="table">
        <Board view={view} overlay={<PreviewOverlay view={view} target={target} />} />
      </main>
    </div>
  );
}

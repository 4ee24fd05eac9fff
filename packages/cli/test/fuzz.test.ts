/**
 * Fuzz (issue 12, "Done means"): random malformed positions, game files, choices and geometry requests, from a fixed
 * seed and for a bounded time, through the public API and the CLI. Whatever comes in: the documented exit code, no
 * stack trace, the input file unchanged, no log written for an unusable file, and a refused choice changes nothing.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import {
  applyInPlace,
  type Choice,
  createFromPosition,
  createGame,
  EngineError,
  type GameSetup,
  type GameState,
  type Position,
} from '@xwing/engine';
import { run } from './run.js';

const content = loadContent();
const dir = mkdtempSync(join(tmpdir(), 'xwing-fuzz-'));
/** Each section stops after this many cases or this many milliseconds, whichever comes first. */
const CASES = 150;
const BUDGET_MS = 2500;

/** mulberry32: a small seeded generator, so every run tries the same inputs. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function deep(n: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

const JUNK: unknown[] = [
  null,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  '',
  'NaN',
  'constructor',
  '__proto__',
  'toString',
  '9Z',
  'over',
  true,
  [],
  {},
  [1, 2, 3],
  { x: 1 },
  { __proto__: null, constructor: 1 },
  'x'.repeat(5000),
  deep(40),
  deep(3000),
];

type Json = Record<string, unknown> | unknown[];

/** One random change somewhere in a copy of `v`: a value replaced by junk, a field dropped or added, a list cut. */
function mutate(v: unknown, r: () => number): unknown {
  const copy = structuredClone(v) as Json;
  const containers: Json[] = [];
  const walk = (x: unknown, depth: number) => {
    if (depth > 12 || typeof x !== 'object' || x === null) return;
    containers.push(x as Json);
    for (const y of Array.isArray(x) ? x : Object.values(x)) walk(y, depth + 1);
  };
  walk(copy, 0);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const times = 1 + Math.floor(r() * 3);
  for (let t = 0; t < times; t++) {
    const c = pick(containers);
    const what = r();
    if (Array.isArray(c)) {
      if (what < 0.5 && c.length) c[Math.floor(r() * c.length)] = pick(JUNK);
      else if (what < 0.75) c.pop();
      else c.push(c.length ? structuredClone(c[0]) : pick(JUNK));
      continue;
    }
    const keys = Object.keys(c);
    if (what < 0.55 && keys.length) c[pick(keys)] = pick(JUNK);
    else if (what < 0.8 && keys.length) delete c[pick(keys)];
    else c[pick(['extra', 'constructor', 'ships', 'phase', 'seat', 'value'])] = pick(JUNK);
  }
  return copy;
}

const rebels = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 't65xwing', upgrades: {} }] };
const empire = { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] };
const position: Position = {
  seed: 'fuzz',
  round: 2,
  phase: 'activation',
  players: [
    {
      name: 'Rebels',
      ships: [
        {
          pilot: 'lukeskywalker',
          pose: { x: 400, y: 200, heading: 0 },
          dial: '2F',
          tokens: { focus: 1 },
          damage: [{ card: 'directhit', faceup: false }],
          locks: ['p2-academypilot-1'],
        },
      ],
    },
    { name: 'Empire', ships: [{ pilot: 'academypilot', pose: { x: 400, y: 700, heading: 180 }, dial: '1T' }] },
  ],
  obstacles: [{ name: 'asteroid-3', pose: { x: 450, y: 450, heading: 30 } }],
};
const gameFile = {
  setup: {
    seed: 'fuzz',
    players: [
      { name: 'Rebels', squad: rebels },
      { name: 'Empire', squad: empire },
    ],
  },
  choices: [{ option: 'asteroid-1:auto-1' }, { option: 'x', decision: 2, seat: 1 }],
};

const STACK = /\n\s+at /;

/** Runs `body` for each case until CASES or BUDGET_MS. */
async function cases(body: (i: number) => Promise<void> | void): Promise<number> {
  const started = performance.now();
  let i = 0;
  for (; i < CASES && performance.now() - started < BUDGET_MS; i++) await body(i);
  return i;
}

describe('fuzz (fixed seed, bounded time)', () => {
  it('positions through the API: a state or an EngineError listing problems, nothing else', async () => {
    const r = rng(1);
    const n = await cases(() => {
      const bad = mutate({ position }, r) as { position?: unknown };
      try {
        const s = createFromPosition(bad.position as Position, content);
        expect(s.ships.length).toBeGreaterThan(0);
      } catch (e) {
        expect(e).toBeInstanceOf(EngineError);
        expect((e as EngineError).problems?.length ?? 1).toBeGreaterThan(0);
      }
    });
    expect(n).toBeGreaterThan(20);
  });

  it('positions and game files through xwing play: exit 0, 1 or 2, no stack trace, file unchanged, no stray log', async () => {
    const r = rng(2);
    const n = await cases(async (i) => {
      const doc = mutate(r() < 0.5 ? { position } : gameFile, r);
      const file = join(dir, `case-${i}.json`);
      const text = JSON.stringify(doc);
      writeFileSync(file, text);
      const log = join(dir, `log-${i}.json`);
      const out = await run(['play', file, '--json', '--seat', '2', '--log', log]);
      expect([0, 1, 2], out.stderr).toContain(out.code);
      expect(out.stderr).not.toMatch(STACK);
      expect(out.stderr).not.toMatch(/internal/i);
      expect(readFileSync(file, 'utf8')).toBe(text);
      if (out.code === 2) expect(existsSync(log)).toBe(false);
      else JSON.parse(out.stdout);
    });
    expect(n).toBeGreaterThan(20);
  });

  it('choices through the API: accepted, or refused with a reason and the state unchanged', async () => {
    const r = rng(3);
    const game = createGame(gameFile.setup as GameSetup, content);
    const base: Choice = {
      decision: game.pending!.id,
      seat: game.pending!.player,
      option: game.pending!.options[0]!.id,
    };
    const n = await cases(() => {
      const s: GameState = structuredClone(game);
      const before = structuredClone(s);
      const c = mutate({ choice: { ...base, value: { x: 450, y: 450, heading: 0 } } }, r) as { choice?: unknown };
      const res = applyInPlace(s, c.choice as Choice, content);
      if (!res.ok) {
        expect(res.reason.length).toBeGreaterThan(0);
        expect(s).toEqual(before);
      }
    });
    expect(n).toBeGreaterThan(20);
  });

  it('geometry requests: one answer a line, never internal, exit 0', async () => {
    const r = rng(4);
    const requests = [
      { op: 'move', ship: { base: 'small', x: 400, y: 100, heading: 0 }, maneuver: '2B' },
      {
        op: 'range',
        from: { base: 'small', x: 400, y: 100, heading: 0 },
        to: { name: 'asteroid-3', x: 400, y: 300, heading: 0 },
      },
      { op: 'reposition', ship: { base: 'medium', x: 400, y: 400, heading: 0 }, kind: 'barrel-roll', template: '1F' },
      {
        op: 'move',
        ship: { base: 'small', x: 400, y: 100, heading: 0 },
        maneuver: '3F',
        devices: [
          {
            id: 'd',
            x: 400,
            y: 250,
            heading: 0,
            outline: [
              [-10, -10],
              [10, -10],
              [10, 10],
              [-10, 10],
            ],
          },
        ],
      },
    ];
    const lines: string[] = [];
    const n = await cases(() => {
      lines.push(JSON.stringify(mutate(requests[Math.floor(r() * requests.length)], r)));
    });
    const out = await run(['geometry'], `${lines.join('\n')}\n`);
    expect(out.code).toBe(0);
    expect(out.stderr).not.toMatch(STACK);
    const answers = out.stdout.split('\n').filter((l) => l !== '');
    expect(answers).toHaveLength(n);
    for (const a of answers) expect((JSON.parse(a) as { error?: { code: string } }).error?.code).not.toBe('internal');
  });
});

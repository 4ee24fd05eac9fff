/**
 * Single-core throughput of whole games: heuristic vs heuristic and random vs random (3 ships a side, 6 obstacles),
 * decisions per second, and the serialised state's size for 8 ships a side. Games are seeded, so every run plays the
 * same games; a warm-up lets the JIT settle first.
 *
 *   npm run bench      (or: npx tsc -b packages/engine && node packages/engine/dist/bench/engine.bench.js)
 *
 * `--time=MS` measures each figure for MS milliseconds (default 3000). Prints a table and, as its last line, one
 * JSON object for scripts.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { loadContent } from '@xwing/content';
import { type AiKind, makePlayer, type Player, RandomPlayer } from '../src/ai/index.js';
import type { GameSetup } from '../src/engine.js';
import type { GameState } from '../src/state.js';
import { playGame } from '../src/sim.js';

const TARGETS = { heuristicGamesPerSecond: 100, randomGamesPerSecond: 700, stateKb: 50 } as const;
const arg = process.argv.find((a) => a.startsWith('--time='));
const TIME_MS = arg ? Number(arg.slice(7)) : 3000;
const WARMUP_MS = Math.min(1000, TIME_MS / 3);

const content = loadContent();

const rebels3 = {
  faction: 'rebelalliance',
  pilots: [
    { id: 'wedgeantilles', ship: 't65xwing', upgrades: { talent: ['predator'], astromech: ['r5d8'] } },
    { id: 'lukeskywalker', ship: 't65xwing', upgrades: { 'force-power': ['instinctiveaim'], astromech: ['r2d2'] } },
    { id: 'biggsdarklighter', ship: 't65xwing', upgrades: { astromech: ['r4astromech'] } },
  ],
};
const imperials3 = {
  faction: 'galacticempire',
  pilots: [
    { id: 'howlrunner', ship: 'tielnfighter', upgrades: { talent: ['crackshot'] } },
    { id: 'maulermithel', ship: 'tielnfighter', upgrades: { talent: ['predator'] } },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: { talent: ['ruthless'] } },
  ],
};
const swarm8 = {
  faction: 'galacticempire',
  pilots: [
    { id: 'howlrunner', ship: 'tielnfighter', upgrades: { talent: ['crackshot'] } },
    { id: 'maulermithel', ship: 'tielnfighter', upgrades: { talent: ['predator'] } },
    { id: 'wampa', ship: 'tielnfighter' },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: { talent: ['ruthless'] } },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: { talent: ['ruthless'] } },
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'obsidiansquadronpilot', ship: 'tielnfighter' },
  ],
};

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), 'utf8'));
const fullRebels = fixture('rebel-xwings.json');
const fullImperials = fixture('imperial-ties.json');

function setup(a: unknown, b: unknown, seed: string, scenario?: string): GameSetup {
  return {
    players: [
      { name: 'a', squad: a },
      { name: 'b', squad: b },
    ],
    seed,
    ...(scenario !== undefined ? { scenario } : {}),
  };
}

interface Rate {
  games: number;
  decisions: number;
  rounds: number;
  /** Listed options the engine refused (engine bugs; the player chose again). */
  refusals: number;
  seconds: number;
  /** User-CPU seconds of the process over the same games: steadier than wall time on a shared, busy machine. */
  cpuSeconds: number;
}

/** Plays seeded games for `ms` milliseconds; full state for the players (see sim.ts: it hides nothing they read). */
function measure(kind: AiKind, ms: number, tag: string, scenario?: string): Rate {
  const players = [makePlayer(kind), makePlayer(kind)] as const;
  let games = 0;
  let decisions = 0;
  let rounds = 0;
  let refusals = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    const [a, b] = scenario === undefined ? [rebels3, imperials3] : [fullRebels, fullImperials];
    const played = playGame(setup(a, b, `${tag}/${games}`, scenario), content, [players[0], players[1]], {
      strict: false,
    });
    refusals += played.refusals.length;
    games++;
    decisions += played.decisions;
    rounds += played.state.round;
    now = performance.now();
  }
  return {
    games,
    decisions,
    rounds,
    refusals,
    seconds: (now - start) / 1000,
    cpuSeconds: process.cpuUsage(cpu).user / 1e6,
  };
}

/**
 * Serialised size of 8-v-8 games: after setup, and the largest at any decision of whole random games. The probe
 * player is handed the full state (useViews false) and measures it before answering like the random player.
 */
function stateSizes(): { start: number; max: number; maxWithoutLog: number } {
  const random = new RandomPlayer();
  let start = 0;
  let max = 0;
  let maxWithoutLog = 0;
  const probe: Player = {
    name: 'random',
    choose(view, decision, c, rng) {
      const state = view as GameState;
      const size = JSON.stringify(state).length;
      if (start === 0 && state.round === 1 && state.phase === 'planning') start = size;
      max = Math.max(max, size);
      maxWithoutLog = Math.max(maxWithoutLog, JSON.stringify({ ...state, log: [] }).length);
      return random.choose(view, decision, c, rng);
    },
  };
  for (let g = 0; g < 5; g++) playGame(setup(swarm8, swarm8, `size/${g}`), content, [probe, probe], { strict: false });
  return { start, max, maxWithoutLog };
}

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits });

measure('heuristic', WARMUP_MS, 'warmup');
measure('random', WARMUP_MS, 'warmup');
const h = measure('heuristic', TIME_MS, 'h');
const r = measure('random', TIME_MS, 'r');
// Scenario games use whole 50-point squads: a small squad's deficit alone would hand the opponent 20 mission points.
const SCENARIO = 'xwa-salvage-mission';
const sc = measure('heuristic', TIME_MS, 'sc', SCENARIO);
const sizes = stateSizes();

const hRate = h.games / h.seconds;
const rRate = r.games / r.seconds;
const dRate = (h.decisions + r.decisions) / (h.seconds + r.seconds);
const kb = (n: number) => n / 1024;
const ok = (pass: boolean) => (pass ? 'ok' : 'BELOW TARGET');

console.log(`engine bench on one core (${os.cpus()[0]?.model ?? 'unknown cpu'}, node ${process.version})`);
console.log('3 ships a side (T-65 X-wings vs TIE/ln fighters), 6 obstacles, seeded games, players read the full state');
console.log('');
console.log(
  `heuristic vs heuristic  ${fmt(hRate, 1).padStart(9)} games/s   target >= ${TARGETS.heuristicGamesPerSecond}  ${ok(hRate >= TARGETS.heuristicGamesPerSecond)}   (${h.games} games, ${fmt(h.rounds / h.games, 1)} rounds, ${fmt(h.decisions / h.games)} decisions a game)`,
);
console.log(
  `random vs random        ${fmt(rRate, 1).padStart(9)} games/s   target >= ${TARGETS.randomGamesPerSecond}  ${ok(rRate >= TARGETS.randomGamesPerSecond)}   (${r.games} games, ${fmt(r.rounds / r.games, 1)} rounds, ${fmt(r.decisions / r.games)} decisions a game)`,
);
console.log(
  `heuristic, ${SCENARIO} (4 X-wings vs 8 TIEs) ${fmt(sc.games / sc.seconds, 1).padStart(6)} games/s   (${sc.games} games, ${fmt(sc.rounds / sc.games, 1)} rounds, ${fmt(sc.decisions / sc.games)} decisions a game; supply caches, tows, mission points)`,
);
console.log(
  `per user-CPU second     heuristic ${fmt(h.games / h.cpuSeconds, 1)} games, random ${fmt(r.games / r.cpuSeconds, 1)} games (user time of this process; steadier than wall time when the machine is shared)`,
);
console.log(
  `decisions               ${fmt(dRate).padStart(9)} /s        (heuristic ${fmt(h.decisions / h.seconds)}/s, random ${fmt(r.decisions / r.seconds)}/s)`,
);
console.log(
  `state, 8 ships a side   ${fmt(kb(sizes.start), 1).padStart(9)} KB after setup   target < ${TARGETS.stateKb} KB  ${ok(kb(sizes.start) < TARGETS.stateKb)}`,
);
console.log(
  `                        ${fmt(kb(sizes.maxWithoutLog), 1).padStart(9)} KB largest during a game, without the log  ${ok(kb(sizes.maxWithoutLog) < TARGETS.stateKb)}`,
);
console.log(
  `                        ${fmt(kb(sizes.max), 1).padStart(9)} KB largest during a game, with the log (it grows with every event)`,
);
if (h.refusals + r.refusals + sc.refusals > 0)
  console.log(
    `engine refused ${h.refusals + r.refusals + sc.refusals} listed options (a bug in the engine; the player chose again)`,
  );
console.log(
  JSON.stringify({
    heuristicGamesPerSecond: Math.round(hRate * 10) / 10,
    randomGamesPerSecond: Math.round(rRate * 10) / 10,
    heuristicGamesPerCpuSecond: Math.round((h.games / h.cpuSeconds) * 10) / 10,
    randomGamesPerCpuSecond: Math.round((r.games / r.cpuSeconds) * 10) / 10,
    heuristicScenarioGamesPerSecond: Math.round((sc.games / sc.seconds) * 10) / 10,
    decisionsPerSecond: Math.round(dRate),
    heuristicDecisionsPerGame: Math.round(h.decisions / h.games),
    randomDecisionsPerGame: Math.round(r.decisions / r.games),
    stateBytes8v8: sizes.start,
    stateBytes8v8MaxWithoutLog: sizes.maxWithoutLog,
    stateBytes8v8Max: sizes.max,
    refusals: h.refusals + r.refusals,
    targets: TARGETS,
  }),
);

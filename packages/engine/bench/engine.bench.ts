/**
 * Single-core throughput of whole games: heuristic vs heuristic and random vs random (3 ships a side, 6 obstacles),
 * decisions per second, the serialised state's size for 8 ships a side, and (`size`) what one decision costs in
 * 8-v-8 games against 4-v-4 ones (user CPU per decision, TIE swarms). Games are seeded, so every run plays the same
 * games; a warm-up lets the JIT settle first.
 *
 *   npm run bench      (or: npx tsc -b packages/engine && node packages/engine/dist/bench/engine.bench.js)
 *
 * `--time=MS` measures each figure for MS milliseconds (default 3000). `--only=heuristic,random,scenario,state,size`
 * measures only those figures (decisions/s comes with heuristic or random). `--json-only` prints only the JSON line.
 * Prints a table and, as its last line, one JSON object for scripts.
 *
 * `npm run bench:compare` (scripts/bench-compare.mjs) bundles this file once with the working tree's engine and once
 * with an older commit's, so both are measured by the same harness and games. That is why the engine is imported
 * only through its public index (the files behind it move between commits), and the fixtures are JSON modules
 * (bundled in, not read relative to this file, which the bundle does not sit beside). Its processes
 * (scripts/bench-compare-host.mjs) import both bundles and call `benchRequest` of each in turn; the command line below
 * runs only when this file (or its bundle) is the program node was started with.
 */
import { realpathSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { loadContent } from '@xwing/content';
import {
  type AiKind,
  type GameSetup,
  type GameState,
  makePlayer,
  type Player,
  playGame,
  RandomPlayer,
} from '../src/index.js';
import fullImperials from '../test/fixtures/imperial-ties.json' with { type: 'json' };
import fullRebels from '../test/fixtures/rebel-xwings.json' with { type: 'json' };

// sizeRatio: issue 28's bound on an 8-v-8 decision's cost against a 4-v-4 one.
const TARGETS = { heuristicGamesPerSecond: 100, randomGamesPerSecond: 700, stateKb: 50, sizeRatio: 1.2 } as const;
const FIGURES = ['heuristic', 'random', 'scenario', 'state', 'size'] as const;
type Figure = (typeof FIGURES)[number];

const content = loadContent();
// Scenario games use whole 50-point squads: a small squad's deficit alone would hand the opponent 20 mission points.
const SCENARIO = 'xwa-salvage-mission';

export const rebels3 = {
  faction: 'rebelalliance',
  pilots: [
    { id: 'wedgeantilles', ship: 't65xwing', upgrades: { talent: ['predator'], astromech: ['r5d8'] } },
    { id: 'lukeskywalker', ship: 't65xwing', upgrades: { 'force-power': ['instinctiveaim'], astromech: ['r2d2'] } },
    { id: 'biggsdarklighter', ship: 't65xwing', upgrades: { astromech: ['r4astromech'] } },
  ],
};
export const imperials3 = {
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
/** The swarm's first four: what an 8-v-8 decision's cost is compared with. */
const swarm4 = { ...swarm8, pilots: swarm8.pilots.slice(0, 4) };

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

/**
 * Plays the seeded games tag/0, tag/1, … for `ms` milliseconds, or `games` games from tag/`first`; full state for
 * the players (see sim.ts: it hides nothing they read).
 */
function measure(
  kind: AiKind,
  limit: { ms: number } | { games: number; first?: number },
  tag: string,
  scenario?: string,
  squads?: readonly [unknown, unknown],
): Rate {
  const players = [makePlayer(kind), makePlayer(kind)] as const;
  let games = 0;
  let decisions = 0;
  let rounds = 0;
  let refusals = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while ('games' in limit ? games < limit.games : now - start < limit.ms) {
    const [a, b] = squads ?? (scenario === undefined ? [rebels3, imperials3] : [fullRebels, fullImperials]);
    const seed = `${tag}/${games + ('first' in limit ? (limit.first ?? 0) : 0)}`;
    const played = playGame(setup(a, b, seed, scenario), content, [players[0], players[1]], {
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

/** User-CPU microseconds per decision of `kind` games between two swarms of 4 and of 8 TIEs, and their ratio. */
function sizeCost(kind: AiKind, ms: number): { us4: number; us8: number; ratio: number } {
  const perDecision = (m: Rate) => (m.cpuSeconds * 1e6) / Math.max(1, m.decisions);
  measure(kind, { ms: ms / 3 }, 'size-warmup', undefined, [swarm4, swarm4]);
  measure(kind, { ms: ms / 3 }, 'size-warmup', undefined, [swarm8, swarm8]);
  const us4 = perDecision(measure(kind, { ms }, 'size4', undefined, [swarm4, swarm4]));
  const us8 = perDecision(measure(kind, { ms }, 'size8', undefined, [swarm8, swarm8]));
  return { us4, us8, ratio: us8 / us4 };
}

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits });
const round1 = (x: number) => Math.round(x * 10) / 10;
const kb = (n: number) => n / 1024;
const ok = (pass: boolean) => (pass ? 'ok' : 'BELOW TARGET');

/** The command line: measures what the options ask and prints the table and the JSON line. */
function report(): void {
  /** The value of `--name=value`, or undefined. */
  const option = (name: string): string | undefined =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const timeMs = Number(option('time') ?? 3000);
  if (!(timeMs > 0)) throw new Error(`engine bench: --time wants milliseconds above 0, not ${option('time')}`);
  const warmupMs = Math.min(1000, timeMs / 3);
  const only = option('only')?.split(',') ?? [...FIGURES];
  const unknown = only.filter((f) => !(FIGURES as readonly string[]).includes(f));
  if (unknown.length > 0 || only.length === 0)
    throw new Error(`engine bench: --only takes ${FIGURES.join(',')}; not ${unknown.join(',') || '(nothing)'}`);
  const wanted = (f: Figure) => only.includes(f);
  const jsonOnly = process.argv.includes('--json-only');
  const log = (line: string) => {
    if (!jsonOnly) console.log(line);
  };

  if (wanted('heuristic') || wanted('scenario')) measure('heuristic', { ms: warmupMs }, 'warmup');
  if (wanted('random')) measure('random', { ms: warmupMs }, 'warmup');
  const h = wanted('heuristic') ? measure('heuristic', { ms: timeMs }, 'h') : undefined;
  const r = wanted('random') ? measure('random', { ms: timeMs }, 'r') : undefined;
  const sc = wanted('scenario') ? measure('heuristic', { ms: timeMs }, 'sc', SCENARIO) : undefined;
  const sizes = wanted('state') ? stateSizes() : undefined;
  const cost = wanted('size')
    ? { random: sizeCost('random', timeMs / 2), heuristic: sizeCost('heuristic', timeMs / 2) }
    : undefined;

  const measured = [h, r].filter((m) => m !== undefined);
  const dRate =
    measured.reduce((n, m) => n + m.decisions, 0) /
    Math.max(
      1e-9,
      measured.reduce((n, m) => n + m.seconds, 0),
    );
  const refusals = [h, r, sc].reduce((n, m) => n + (m?.refusals ?? 0), 0);

  log(`engine bench on one core (${os.cpus()[0]?.model ?? 'unknown cpu'}, node ${process.version})`);
  log('3 ships a side (T-65 X-wings vs TIE/ln fighters), 6 obstacles, seeded games, players read the full state');
  log('');
  if (h)
    log(
      `heuristic vs heuristic  ${fmt(h.games / h.seconds, 1).padStart(9)} games/s   target >= ${TARGETS.heuristicGamesPerSecond}  ${ok(h.games / h.seconds >= TARGETS.heuristicGamesPerSecond)}   (${h.games} games, ${fmt(h.rounds / h.games, 1)} rounds, ${fmt(h.decisions / h.games)} decisions a game)`,
    );
  if (r)
    log(
      `random vs random        ${fmt(r.games / r.seconds, 1).padStart(9)} games/s   target >= ${TARGETS.randomGamesPerSecond}  ${ok(r.games / r.seconds >= TARGETS.randomGamesPerSecond)}   (${r.games} games, ${fmt(r.rounds / r.games, 1)} rounds, ${fmt(r.decisions / r.games)} decisions a game)`,
    );
  if (sc)
    log(
      `heuristic, ${SCENARIO} (4 X-wings vs 8 TIEs) ${fmt(sc.games / sc.seconds, 1).padStart(6)} games/s   (${sc.games} games, ${fmt(sc.rounds / sc.games, 1)} rounds, ${fmt(sc.decisions / sc.games)} decisions a game; supply caches, tows, mission points)`,
    );
  if (h || r)
    log(
      `per user-CPU second     ${[h && `heuristic ${fmt(h.games / h.cpuSeconds, 1)} games`, r && `random ${fmt(r.games / r.cpuSeconds, 1)} games`].filter(Boolean).join(', ')} (user time of this process; steadier than wall time when the machine is shared)`,
    );
  if (h || r)
    log(
      `decisions               ${fmt(dRate).padStart(9)} /s        (${[h && `heuristic ${fmt(h.decisions / h.seconds)}/s`, r && `random ${fmt(r.decisions / r.seconds)}/s`].filter(Boolean).join(', ')})`,
    );
  if (sizes) {
    log(
      `state, 8 ships a side   ${fmt(kb(sizes.start), 1).padStart(9)} KB after setup   target < ${TARGETS.stateKb} KB  ${ok(kb(sizes.start) < TARGETS.stateKb)}`,
    );
    log(
      `                        ${fmt(kb(sizes.maxWithoutLog), 1).padStart(9)} KB largest during a game, without the log  ${ok(kb(sizes.maxWithoutLog) < TARGETS.stateKb)}`,
    );
    log(
      `                        ${fmt(kb(sizes.max), 1).padStart(9)} KB largest during a game, with the log (it grows with every event)`,
    );
  }
  if (cost)
    for (const [kind, c] of Object.entries(cost))
      log(
        `${`${kind}, 8 v 8 / 4 v 4`.padEnd(24)}${fmt(c.ratio, 2).padStart(9)} x per decision  target <= ${TARGETS.sizeRatio}  ${ok(c.ratio <= TARGETS.sizeRatio)}   (${fmt(c.us8, 1)} µs vs ${fmt(c.us4, 1)} µs user CPU; TIE swarms)`,
      );
  if (refusals > 0) log(`engine refused ${refusals} listed options (a bug in the engine; the player chose again)`);
  // Only the figures measured; the keys are those of earlier runs, so scripts reading them keep working.
  console.log(
    JSON.stringify({
      ...(h && {
        heuristicGamesPerSecond: round1(h.games / h.seconds),
        heuristicGamesPerCpuSecond: round1(h.games / h.cpuSeconds),
      }),
      ...(r && {
        randomGamesPerSecond: round1(r.games / r.seconds),
        randomGamesPerCpuSecond: round1(r.games / r.cpuSeconds),
      }),
      ...(sc && { heuristicScenarioGamesPerSecond: round1(sc.games / sc.seconds) }),
      ...((h || r) && { decisionsPerSecond: Math.round(dRate) }),
      ...(h && { heuristicDecisionsPerGame: Math.round(h.decisions / h.games) }),
      ...(r && { randomDecisionsPerGame: Math.round(r.decisions / r.games) }),
      ...(sizes && {
        stateBytes8v8: sizes.start,
        stateBytes8v8MaxWithoutLog: sizes.maxWithoutLog,
        stateBytes8v8Max: sizes.max,
      }),
      ...(cost && {
        randomDecisionCost8v8Over4v4: Math.round(cost.random.ratio * 100) / 100,
        heuristicDecisionCost8v8Over4v4: Math.round(cost.heuristic.ratio * 100) / 100,
      }),
      refusals,
      targets: TARGETS,
    }),
  );
}

/**
 * One measurement for bench:compare: `games` seeded games tag/first … (or as many as `ms` milliseconds allow) of a
 * figure, or the state sizes. Synchronous, so nothing else of the process runs while it is timed.
 */
export function benchRequest(request: {
  figure: Figure;
  tag?: string;
  games?: number;
  first?: number;
  ms?: number;
}): Rate | ReturnType<typeof stateSizes> {
  const limit =
    request.games !== undefined ? { games: request.games, first: request.first } : { ms: request.ms ?? 1000 };
  const tag = request.tag ?? request.figure;
  switch (request.figure) {
    case 'state':
      return stateSizes();
    case 'size':
      throw new Error('engine bench: the size figure is measured by the command line only (--only=size)');
    case 'scenario':
      return measure('heuristic', limit, tag, SCENARIO);
    case 'heuristic':
    case 'random':
      return measure(request.figure, limit, tag);
    default:
      throw new Error(`engine bench: no figure ${JSON.stringify(request.figure)}`);
  }
}

// The command line runs only for the program node started, not where bench:compare imports this file's bundle.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) report();

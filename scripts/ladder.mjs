/**
 * npm run ladder -- [--games N] [--from K] [--seed S] [--level normal|hard] [--opponent heuristic|easy|random]
 *                   [--workers N] [--matchups a,b,c] [--report table|json] [--partial FILE]
 *
 * The search player's ladder (issue 28): the search player (default normal) against the heuristic player in three
 * matchups (X-wings vs TIEs, a swarm vs aces, a scenario game), with mirrored squads and seats: each seed is played
 * four times, the search player flying each squad from each seat. Prints, per matchup, the search player's wins,
 * draws and losses, its win rate with the 95 % Wilson interval (engine sim.ts winRate), and the mean wall-clock
 * milliseconds per decision it answered (every decision put to it, one-option ones included). Games are spread over
 * worker threads (default: every core); game i of a matchup is the same game on any number of threads.
 *
 * --partial FILE: the JSON report so far, rewritten after every game (a long run stopped early keeps its figures).
 * --from K: play games K … K+N−1 of each matchup (K a multiple of four), so a long ladder runs in chunks whose
 * games are those of one long run.
 * Needs the engine built (`npm run ladder` builds it first with tsc -b).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const fixture = (name) => JSON.parse(readFileSync(new URL(`packages/engine/test/fixtures/${name}`, root), 'utf8'));

/** The matchups: two squads and a scenario (dogfight: none). */
export const MATCHUPS = {
  'xwings-vs-ties': { title: 'X-wings vs TIEs', a: 'rebel-xwings.json', b: 'imperial-ties.json' },
  'swarm-vs-aces': { title: 'a swarm vs aces', a: 'scum-jammers.json', b: 'timing-imperials.json' },
  scenario: {
    title: 'Scramble the Transmissions: X-wing aces vs TIE aces',
    a: 'timing-rebels.json',
    b: 'timing-imperials.json',
    scenario: 'xwa-scramble-the-transmissions',
  },
};

function parseArgs(argv) {
  const out = { games: 40, from: 0, seed: 'ladder', level: 'normal', opponent: 'heuristic', report: 'table' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--games' || flag === '-n') out.games = Number(value());
    else if (flag === '--from') out.from = Number(value());
    else if (flag === '--seed' || flag === '-s') out.seed = value();
    else if (flag === '--level') out.level = value();
    else if (flag === '--opponent') out.opponent = value();
    else if (flag === '--workers' || flag === '-w') out.workers = Number(value());
    else if (flag === '--matchups') out.matchups = value().split(',');
    else if (flag === '--report') out.report = value();
    else if (flag === '--partial') out.partial = value();
    else throw new Error(`ladder: unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(out.games) || out.games < 1) throw new Error('ladder: --games takes a whole number ≥ 1');
  if (!Number.isInteger(out.from) || out.from < 0 || out.from % 4 !== 0)
    throw new Error('ladder: --from takes a whole number that is a multiple of 4');
  out.matchups ??= Object.keys(MATCHUPS);
  for (const m of out.matchups) if (!MATCHUPS[m]) throw new Error(`ladder: no matchup ${m}`);
  return out;
}

/** Game i of a matchup: seed pair ⌊i/4⌋; i mod 4 picks which squad the search player flies and from which seat. */
function gameSetup(matchup, i, seed) {
  const m = MATCHUPS[matchup];
  const squads = [fixture(m.a), fixture(m.b)];
  const swap = (i >> 1) % 2 === 1; // squad b sits in seat 0
  const searchSeat = i % 2;
  const seats = swap ? [squads[1], squads[0]] : squads;
  const setup = {
    players: [
      { name: 'seat0', squad: seats[0] },
      { name: 'seat1', squad: seats[1] },
    ],
    seed: `${seed}/${matchup}/${i >> 2}`,
  };
  if (m.scenario) setup.scenario = m.scenario;
  return { setup, searchSeat };
}

/**
 * The built engine and content; or, with LADDER_BUNDLE=FILE, one module exporting both (loadContent, makePlayer,
 * playGame, winRate), for a machine without the workspace's node_modules.
 */
async function modules() {
  const bundle = process.env.LADDER_BUNDLE;
  if (bundle) {
    const m = await import(new URL(bundle, `file://${process.cwd()}/`).href);
    return { loadContent: m.loadContent, engine: m };
  }
  const { loadContent } = await import(new URL('packages/content/dist/src/index.js', root).href);
  const engine = await import(new URL('packages/engine/dist/src/index.js', root).href);
  return { loadContent, engine };
}

async function workerMain() {
  const { loadContent, engine } = await modules();
  const content = loadContent();
  const { level, opponent, seed } = workerData;
  parentPort.on('message', (job) => {
    if (job === null) process.exit(0);
    const { setup, searchSeat } = gameSetup(job.matchup, job.i, seed);
    const search = engine.makePlayer(level);
    const other = engine.makePlayer(opponent);
    let ms = 0;
    let cpuMs = 0;
    let decisions = 0;
    const timed = {
      name: search.name,
      choose(view, d, c, rng) {
        const t = performance.now();
        const cpu = process.cpuUsage();
        const x = search.choose(view, d, c, rng);
        ms += performance.now() - t;
        const used = process.cpuUsage(cpu);
        cpuMs += (used.user + used.system) / 1000;
        decisions++;
        return x;
      },
    };
    const players = searchSeat === 0 ? [timed, other] : [other, timed];
    try {
      const played = engine.playGame(setup, content, players, { strict: false });
      const w = played.state.result.winner;
      parentPort.postMessage({
        ...job,
        outcome: w === 'draw' ? 'draw' : w === searchSeat ? 'win' : 'loss',
        ms,
        cpuMs,
        decisions,
        rounds: played.state.round,
      });
    } catch (e) {
      parentPort.postMessage({ ...job, error: String(e?.stack ?? e) });
    }
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { winRate } = (await modules()).engine;
  const games = Math.ceil(args.games / 4) * 4;
  const jobs = [];
  for (let i = args.from; i < args.from + games; i++) for (const matchup of args.matchups) jobs.push({ matchup, i });
  const n = Math.max(1, Math.min(args.workers ?? availableParallelism(), jobs.length));
  const tally = Object.fromEntries(
    args.matchups.map((m) => [
      m,
      {
        win: 0,
        loss: 0,
        draw: 0,
        ms: 0,
        cpuMs: 0,
        decisions: 0,
        rounds: 0,
        errors: [],
        mirror: [0, 1, 2, 3].map(() => [0, 0]),
      },
    ]),
  );
  const started = performance.now();
  let done = 0;
  const makeReport = () => ({
    level: args.level,
    opponent: args.opponent,
    seed: args.seed,
    from: args.from,
    workers: n,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    matchups: args.matchups.map((m) => {
      const t = tally[m];
      const played = t.win + t.loss + t.draw;
      return {
        matchup: m,
        title: MATCHUPS[m].title,
        games: played,
        wins: t.win,
        draws: t.draw,
        losses: t.loss,
        winRate: winRate(t.win, played),
        msPerDecision: Math.round((t.ms / Math.max(1, t.decisions)) * 10) / 10,
        // The process's CPU time over the search's decisions: its own thinking with one thread (--workers 1); with
        // more, the other threads' CPU is counted too.
        cpuMsPerDecision: Math.round((t.cpuMs / Math.max(1, t.decisions)) * 10) / 10,
        averageRounds: Math.round((t.rounds / Math.max(1, played)) * 100) / 100,
        // Wins / games with the search player flying squad a or b from seat 0 or 1.
        mirror: t.mirror.map(([wins, g], v) => ({
          flies: (v >> 1) % 2 === v % 2 ? 'a' : 'b',
          seat: v % 2,
          wins,
          games: g,
        })),
        errors: t.errors.slice(0, 3),
      };
    }),
  });
  await new Promise((resolveAll) => {
    let next = 0;
    let live = n;
    for (let k = 0; k < n; k++) {
      const w = new Worker(fileURLToPath(import.meta.url), { workerData: args });
      const feed = () => w.postMessage(next < jobs.length ? jobs[next++] : null);
      w.on('message', (r) => {
        const t = tally[r.matchup];
        if (r.error) t.errors.push(`game ${r.i}: ${r.error}`);
        else {
          t[r.outcome]++;
          t.mirror[r.i % 4][1]++;
          if (r.outcome === 'win') t.mirror[r.i % 4][0]++;
          t.ms += r.ms;
          t.cpuMs += r.cpuMs;
          t.decisions += r.decisions;
          t.rounds += r.rounds;
        }
        done++;
        if (process.stderr.isTTY) process.stderr.write(`\r${done}/${jobs.length} games`);
        if (args.partial) writeFileSync(args.partial, `${JSON.stringify(makeReport())}\n`);
        feed();
      });
      w.on('exit', () => {
        if (--live === 0) resolveAll();
      });
      w.on('error', (e) => {
        console.error(e);
      });
      feed();
    }
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const report = makeReport();
  if (args.report === 'json') console.log(JSON.stringify(report));
  else {
    console.log(
      `search (${report.level}) vs ${report.opponent}, seed ${report.seed}, games ${args.from}–${args.from + games - 1}, ` +
        `${n} threads, ${report.seconds} s`,
    );
    for (const m of report.matchups) {
      const r = m.winRate;
      const pct = (x) => `${(x * 100).toFixed(1)} %`;
      console.log(
        `${m.title}: ${m.games} games, ${m.wins} won, ${m.draws} drawn, ${m.losses} lost; win rate ${pct(r.rate)} ` +
          `[${pct(r.low)}, ${pct(r.high)}]; ${m.msPerDecision} ms per decision ` +
          `(${m.cpuMsPerDecision} ms of CPU${n > 1 ? ', all threads' : ''}); ${m.averageRounds} rounds`,
      );
      for (const e of m.errors) console.log(`  error: ${e}`);
    }
  }
}

if (isMainThread) await main();
else await workerMain();

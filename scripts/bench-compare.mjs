/**
 * npm run bench:compare -- <commit> [--time=MS] [--rounds=N] [--processes=K] [--only=heuristic,random,scenario,state]
 *                           [--keep] [--cache]
 *
 * Measures the engine figures of the working tree against those of a commit in one run (issue 21: every "no slower"
 * is checked with it). Machine noise is the enemy of a few-percent comparison, so:
 * - Both builds are measured by the same harness: the working tree's packages/engine/bench/engine.bench.ts, bundled
 *   (rolldown) once with the working tree's engine and content and once with the commit's. The same seeded games
 *   run on both, an old commit's bench needs none of today's flags, and each build is one file that loads alike.
 * - Both bundles are imported into one process (scripts/bench-compare-host.mjs), warmed up, and take turns: each
 *   round plays, for each figure, the same seeded games on both, about --time ms of CPU on each, in slices of about
 *   50 ms alternating between the builds (A B, B A, …). Load from other work on a shared machine then falls on both
 *   builds alike, and the fixed games mean both do the same work. --processes fresh processes, one after another, do
 *   --rounds rounds each: a process settles each build's JIT and heap in its own way, worth several percent.
 * - It prints each figure's medians and their ratio working tree / commit, the lowest and highest ratio of a round,
 *   the ratio of each slice's fastest rounds (noise only adds time), and how far each build's rounds spread.
 *
 * The commit is exported with `git archive` into a folder under the OS temp dir (no worktree is registered in the
 * shared repository, and nothing is left in it if this is killed) and its engine built with tsc. With --cache, the
 * built export is kept in <temp dir>/xwing-bench-compare-cache/<commit sha> and reused by the next run naming the same
 * commit (a run of several comparisons against one commit then builds it once; remove the folder to rebuild). node_modules is
 * reused when the commit's package-lock.json is the working tree's (a folder of links, the workspace links pointing
 * at the commit's packages); otherwise `npm ci --ignore-scripts` installs it there. The folder is removed at the end.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const USAGE =
  'usage: npm run bench:compare -- <commit> [--time=MS] [--rounds=N] [--processes=K] [--only=heuristic,random,scenario,state] [--keep] [--cache]';
const FIGURES = ['heuristic', 'random', 'scenario', 'state'];
/**
 * About how long (CPU time) one build plays before the other takes its turn. Other work on a shared machine comes and
 * goes over tenths of seconds and more; slices this short give both builds nearly the same share of it.
 */
const SLICE_MS = 50;

/** A refusal the user can act on: printed without a stack trace, exit status 2. */
class UsageError extends Error {}

function parseArgs(argv) {
  const options = {
    commit: undefined,
    timeMs: 1000,
    rounds: 3,
    processes: 4,
    only: FIGURES,
    keep: false,
    cache: false,
  };
  for (const arg of argv) {
    const [, name, value] = /^--([a-z-]+)(?:=(.*))?$/.exec(arg) ?? [];
    if (name === undefined) {
      if (options.commit !== undefined) throw new UsageError(`one commit only, not '${options.commit}' and '${arg}'`);
      options.commit = arg;
    } else if (name === 'time' || name === 'rounds' || name === 'processes') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} wants a whole number above 0, not '${value}'`);
      options[name === 'time' ? 'timeMs' : name] = n;
    } else if (name === 'only') {
      const only = (value ?? '').split(',');
      const unknown = only.filter((f) => !FIGURES.includes(f));
      if (unknown.length > 0) throw new UsageError(`--only takes ${FIGURES.join(',')}; not '${unknown.join(',')}'`);
      options.only = only;
    } else if (name === 'keep' && value === undefined) {
      options.keep = true;
    } else if (name === 'cache' && value === undefined) {
      options.cache = true;
    } else if (name === 'help') {
      console.log(USAGE);
      process.exit(0);
    } else throw new UsageError(`unknown option ${arg}`);
  }
  if (options.commit === undefined) throw new UsageError('which commit? Name one to compare the working tree with');
  return options;
}

/** Runs a command; resolves to its output, or rejects with it. The one running child is killed if we are stopped. */
let running;
function run(cmd, args, { cwd = root, input, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    running = child;
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => (quiet ? err.push(d) : process.stderr.write(d)));
    child.stdin.end(input);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running = undefined;
      const stdout = Buffer.concat(out);
      const stderr = Buffer.concat(err).toString();
      if (code === 0) resolve({ stdout, stderr });
      else {
        const why = signal ? `killed by ${signal}` : `exit status ${code}`;
        reject(Object.assign(new Error(`${cmd} ${args.join(' ')} (in ${cwd}): ${why}\n${stderr}`), { stderr }));
      }
    });
  });
}

/** The commit a name stands for, or a UsageError naming it: the precise error for a commit that does not exist. */
async function resolveCommit(rev) {
  try {
    const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], {
      quiet: true,
    });
    const sha = stdout.toString().trim();
    const { stdout: line } = await run('git', ['log', '-1', '--format=%h %s', sha], { quiet: true });
    return { sha, short: line.toString().split(' ')[0], subject: line.toString().trim().split(' ').slice(1).join(' ') };
  } catch (e) {
    // --quiet keeps git silent about a name it cannot find; anything it says is another failure (no repository, …).
    if (e.stderr) throw e;
    throw new UsageError(`'${rev}' names no commit in this repository (git rev-parse --verify '${rev}^{commit}')`);
  }
}

/**
 * Gives `tree` a node_modules of links to the working tree's: the same installed packages (their lockfiles are the
 * same), except that the workspace links (relative, e.g. @xwing/engine -> ../../packages/engine) are copied as they
 * are, so they point at the commit's packages.
 */
function linkNodeModules(tree) {
  const mirror = (from, to) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      const source = join(from, name);
      const stat = lstatSync(source);
      if (stat.isSymbolicLink() && !isAbsolute(readlinkSync(source))) symlinkSync(readlinkSync(source), join(to, name));
      else if (name.startsWith('@') && stat.isDirectory()) mirror(source, join(to, name));
      else symlinkSync(source, join(to, name));
    }
  };
  mirror(join(root, 'node_modules'), join(tree, 'node_modules'));
  // npm puts a workspace's own versions of a package in the workspace's node_modules.
  for (const pkg of readdirSync(join(tree, 'packages'))) {
    const own = join(root, 'packages', pkg, 'node_modules');
    if (existsSync(own) && existsSync(join(tree, 'packages', pkg)))
      mirror(own, join(tree, 'packages', pkg, 'node_modules'));
  }
}

/**
 * Bundles the working tree's built engine bench with the engine of `buildRoot` into one file. The harness imports the
 * engine only through ../src/index.js and content as @xwing/content; both are sent to `buildRoot`'s, and every module
 * of the bundle is checked to come from there (or be the harness and its fixtures), so a build never measures the
 * other's code unnoticed.
 */
async function bundle(buildRoot, outFile) {
  const { build } = await import('rolldown');
  const harness = join(root, 'packages/engine/dist/bench/engine.bench.js');
  const engineIndex = join(buildRoot, 'packages/engine/dist/src/index.js');
  const plugin = {
    name: 'bench-compare-engine',
    async resolveId(source, importer) {
      if (importer !== harness) return null;
      if (source === '../src/index.js') return engineIndex;
      if (source.startsWith('../src/'))
        throw new Error(`the engine bench imports ${source}: import the engine only through ../src/index.js`);
      if (source.startsWith('@xwing/')) return this.resolve(source, engineIndex, { skipSelf: true });
      return null;
    },
  };
  const result = await build({
    input: harness,
    platform: 'node',
    external: [/^node:/],
    plugins: [plugin],
    logLevel: 'warn',
    output: { file: outFile, format: 'esm' },
  });
  const ours = [join(root, 'packages/engine/dist/bench/'), join(root, 'packages/engine/dist/test/fixtures/')];
  const foreign = result.output
    .flatMap((chunk) => chunk.moduleIds ?? [])
    .filter((id) => id.startsWith(join(root, 'packages/')) && !ours.some((dir) => id.startsWith(dir)));
  if (buildRoot !== root && foreign.length > 0)
    throw new Error(`the commit's bundle took ${foreign[0]} from the working tree (${foreign.length} modules)`);
}

/**
 * The figures of one round of one build, under the keys and names of the engine bench's JSON line, from its Rates
 * (and the state sizes, the same every round).
 */
function figuresOf(rates, sizes) {
  const { heuristic: h, random: r, scenario: sc } = rates;
  const measured = [h, r].filter(Boolean);
  return {
    ...(h && {
      heuristicGamesPerSecond: h.games / h.seconds,
      heuristicGamesPerCpuSecond: h.games / h.cpuSeconds,
    }),
    ...(r && { randomGamesPerSecond: r.games / r.seconds, randomGamesPerCpuSecond: r.games / r.cpuSeconds }),
    ...(sc && {
      heuristicScenarioGamesPerSecond: sc.games / sc.seconds,
      heuristicScenarioGamesPerCpuSecond: sc.games / sc.cpuSeconds,
    }),
    ...(measured.length > 0 && {
      decisionsPerSecond: measured.reduce((n, m) => n + m.decisions, 0) / measured.reduce((n, m) => n + m.seconds, 0),
    }),
    ...(h && { heuristicDecisionsPerGame: h.decisions / h.games }),
    ...(r && { randomDecisionsPerGame: r.decisions / r.games }),
    ...(sc && { heuristicScenarioDecisionsPerGame: sc.decisions / sc.games }),
    ...(sizes && {
      stateBytes8v8: sizes.start,
      stateBytes8v8MaxWithoutLog: sizes.maxWithoutLog,
      stateBytes8v8Max: sizes.max,
    }),
    refusals: Object.values(rates).reduce((n, m) => n + m.refusals, 0),
  };
}

/**
 * The interleaved measurement: `options.processes` fresh processes one after another (scripts/bench-compare-host.mjs),
 * each with both builds in it, pooled. Returns one { a, b } of figures a round (a: working tree, b: the commit), the
 * figures of each slice's fastest round, the games a round plays of each figure, and the CPU seconds a round took.
 */
async function compare(bundles, options) {
  const figures = options.only.filter((f) => f !== 'state');
  let sized;
  let sizes = {};
  const rounds = [];
  // slices[key][figure][slice]: that slice's Rate in every round of every process (the same games in all).
  const slices = { a: {}, b: {} };
  for (let p = 0; p < options.processes; p++) {
    const plan = {
      bundles,
      process: p,
      processes: options.processes,
      figures,
      state: options.only.includes('state'),
      timeMs: options.timeMs,
      rounds: options.rounds,
      sliceMs: SLICE_MS,
      ...(sized && { sized }),
    };
    const { stdout } = await run(process.execPath, [
      join(root, 'scripts/bench-compare-host.mjs'),
      JSON.stringify(plan),
    ]);
    const result = JSON.parse(stdout.toString().trim().split('\n').pop());
    sized ??= result.sized;
    sizes = result.sizes;
    rounds.push(...result.rounds);
    for (const key of ['a', 'b'])
      for (const [figure, list] of Object.entries(result.slices[key]))
        list.forEach((runs, slice) => ((slices[key][figure] ??= [])[slice] ??= []).push(...runs));
  }

  // The least disturbed estimate: other work only ever adds time, so each slice's fastest round (wall and CPU time
  // apart) is the nearest to an idle machine; summed over the slices, they give one Rate a figure and build.
  const best = {};
  for (const key of ['a', 'b']) {
    const rates = {};
    for (const [figure, list] of Object.entries(slices[key])) {
      const sum = (field) => list.reduce((n, runs) => n + Math.min(...runs.map((run) => run[field])), 0);
      rates[figure] = {
        games: sized.games[figure],
        decisions: list.reduce((n, runs) => n + runs[0].decisions, 0),
        refusals: list.reduce((n, runs) => n + runs[0].refusals, 0),
        seconds: sum('seconds'),
        cpuSeconds: sum('cpuSeconds'),
      };
    }
    best[key] = figuresOf(rates, sizes[key]);
  }
  const cpu = Object.fromEntries(
    figures.map((f) => [f, rounds.map((round) => (round.a[f].cpuSeconds + round.b[f].cpuSeconds) / 2)]),
  );
  return {
    rounds: rounds.map((round) => ({ a: figuresOf(round.a, sizes.a), b: figuresOf(round.b, sizes.b) })),
    best,
    games: sized?.games ?? {},
    cpu,
  };
}

const LABELS = {
  heuristicGamesPerSecond: 'heuristic games/s',
  randomGamesPerSecond: 'random games/s',
  heuristicScenarioGamesPerSecond: 'scenario games/s (heuristic)',
  decisionsPerSecond: 'decisions/s',
  heuristicGamesPerCpuSecond: 'heuristic games/CPU-s',
  randomGamesPerCpuSecond: 'random games/CPU-s',
  heuristicScenarioGamesPerCpuSecond: 'scenario games/CPU-s',
  heuristicDecisionsPerGame: 'heuristic decisions/game',
  randomDecisionsPerGame: 'random decisions/game',
  heuristicScenarioDecisionsPerGame: 'scenario decisions/game',
  stateBytes8v8: 'state bytes 8v8, setup',
  stateBytes8v8MaxWithoutLog: 'state bytes 8v8, max w/o log',
  stateBytes8v8Max: 'state bytes 8v8, max',
  refusals: 'refused options',
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (x, digits = 1) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
/** Whole numbers and thousands without decimals, the rest with one. */
const digitsFor = (x) => (Number.isInteger(x) || Math.abs(x) >= 1000 ? 0 : 1);
/** (highest − lowest) / median, in percent: how far a build's rounds spread. */
const range = (xs) => {
  const m = median(xs);
  return m === 0 ? 0 : ((Math.max(...xs) - Math.min(...xs)) / m) * 100;
};

function table(commit, rounds, best, options) {
  // The known figures in LABELS' order, then any the harness added since (shown under their JSON names).
  const known = Object.keys(LABELS);
  const keys = Object.keys(rounds[0].a)
    .filter((k) => typeof rounds[0].a[k] === 'number' && rounds.every((r) => typeof r.b[k] === 'number'))
    .sort((x, y) => (known.indexOf(x) + 1 || known.length + 1) - (known.indexOf(y) + 1 || known.length + 1));
  const head = [
    'figure',
    `commit ${commit.short}`,
    'working tree',
    'ratio',
    'round ratios',
    'best ratio',
    'range commit',
    'range tree',
  ];
  const rows = keys.map((k) => {
    const a = rounds.map((r) => r.a[k]);
    const b = rounds.map((r) => r.b[k]);
    const digits = Math.min(...[...a, ...b].map(digitsFor), digitsFor(median(b)));
    const paired = rounds.filter((r) => r.b[k] !== 0).map((r) => r.a[k] / r.b[k]);
    return [
      LABELS[k] ?? k,
      fmt(median(b), digits),
      fmt(median(a), digits),
      median(b) !== 0 ? fmt(median(a) / median(b), 3) : median(a) === 0 ? '=' : '-',
      paired.length > 0 ? `${fmt(Math.min(...paired), 3)}–${fmt(Math.max(...paired), 3)}` : '-',
      /PerSecond|PerCpuSecond/.test(k) && best.b[k] > 0 ? fmt(best.a[k] / best.b[k], 3) : '-',
      `${fmt(range(b))} %`,
      `${fmt(range(a))} %`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [
    `engine figures, working tree vs ${commit.short} (${commit.subject.slice(0, 80)}${commit.subject.length > 80 ? '…' : ''})`,
    `${options.processes} processes of ${options.rounds} rounds; a round plays on each build ${
      Object.entries(options.games)
        .map(([f, n]) => `${n} ${f} games (${fmt(median(options.cpu[f]), 2)} s of CPU)`)
        .join(', ') || 'no games'
    }`,
    `node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown cpu'}`,
    '',
    line(head),
    ...rows.map(line),
  ].join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const commit = await resolveCommit(options.commit);
  const say = (s) => process.stderr.write(`bench:compare: ${s}\n`);
  const tsc = (cwd) =>
    run(process.execPath, [join(cwd, 'node_modules/typescript/bin/tsc'), '-b', 'packages/engine'], { cwd });

  say('building the working tree engine');
  await tsc(root);

  const tmp = mkdtempSync(join(os.tmpdir(), 'xwing-bench-compare-'));
  const cleanUp = () => {
    if (options.keep) say(`kept ${tmp} (the commit's export and both bundles)`);
    else rmSync(tmp, { recursive: true, force: true });
  };
  const stop = (signal) => {
    running?.kill(signal);
    cleanUp();
    process.exit(128 + os.constants.signals[signal]);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    // --cache: the commit's built export lives on in the cache folder, marked complete once its engine built.
    const cached = options.cache ? join(os.tmpdir(), 'xwing-bench-compare-cache', commit.sha) : undefined;
    const tree = cached ?? join(tmp, 'tree');
    const built = join(tree, '.bench-compare-built');
    if (cached && existsSync(built)) say(`reusing the build of ${commit.short} in ${tree}`);
    else {
      rmSync(tree, { recursive: true, force: true });
      mkdirSync(tree, { recursive: true });
      say(`exporting ${commit.short} into ${tree}`);
      const { stdout: tar } = await run('git', ['archive', '--format=tar', commit.sha], { quiet: true });
      await run('tar', ['-x', '-f', '-', '-C', tree], { input: tar });

      const lock = (dir) =>
        existsSync(join(dir, 'package-lock.json')) ? readFileSync(join(dir, 'package-lock.json')) : undefined;
      const ownLock = lock(root);
      if (ownLock && lock(tree)?.equals(ownLock)) {
        say('same package-lock.json: reusing node_modules');
        linkNodeModules(tree);
      } else {
        say(`${commit.short} has another package-lock.json: npm ci --ignore-scripts there`);
        await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: tree, quiet: true });
      }
      say(`building the engine of ${commit.short}`);
      await tsc(tree).catch((e) => {
        throw new Error(`the engine of ${commit.short} did not build:\n${e.message}`);
      });
      if (cached) writeFileSync(built, `${commit.sha}\n`);
    }

    say('bundling the working tree bench with each engine');
    const builds = { a: join(tmp, 'working-tree.mjs'), b: join(tmp, `commit-${commit.short}.mjs`) };
    await bundle(root, builds.a);
    await bundle(tree, builds.b);

    say(`measuring in ${options.processes} processes, one after another`);
    const load = [os.loadavg()[0]];
    const { rounds, best, games, cpu } = await compare(builds, options);
    load.push(os.loadavg()[0]);

    console.log(table(commit, rounds, best, { ...options, games, cpu }));
    console.log(
      [
        '',
        'ratio: working tree median / commit median (above 1: the working tree is faster for the rates, larger for',
        'the state sizes). round ratios: the lowest and highest working tree / commit ratio of one round. best ratio:',
        "from each slice's fastest round on each build, summed (other work only ever adds time, so this is the",
        "estimate it disturbs least). range: (highest - lowest) / median of one build's rounds.",
        "Both builds run the working tree's bench harness, each bundled with its own engine and content, imported into",
        `one process, warmed up, taking turns in slices of about ${SLICE_MS} ms of CPU; each round plays the same seeded games on both;`,
        'the rounds of several fresh processes are pooled (a process settles each build in its own way, worth several %).',
        `Noise: this machine has ${os.cpus().length} cores shared with other work (load average ${fmt(load[0], 2)} at the start, ${fmt(load[1], 2)} at the end),`,
        'so wall-clock figures move by several percent between rounds, far more when it is busy; games/CPU-s counts only',
        "this process's user time and is steadier. Read a ratio inside its round ratios as no change, and trust the best",
        'ratio over the median one when the ranges are wide; more --processes narrow both.',
      ].join('\n'),
    );
  } finally {
    cleanUp();
  }
}

main().catch((e) => {
  if (e instanceof UsageError) {
    process.stderr.write(`bench:compare: ${e.message}\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`bench:compare: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});

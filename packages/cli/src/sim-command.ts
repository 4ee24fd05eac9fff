import { closeSync, existsSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type Content, DEFAULT_POINTS_SET } from '@xwing/content';
import {
  type AiKind,
  AI_KINDS,
  DEFAULT_RULE_SET,
  EngineError,
  freshSeed,
  type GameRecord,
  runGames,
  scenarioNames,
  SimError,
  type SimGameOutcome,
  type SimOptions,
  simPlayers,
  type SimSummary,
  SimTally,
  type RuleSetId,
  type WinRate,
} from '@xwing/engine';
import {
  FORMATS,
  type FileRules,
  type Format,
  parseXws,
  pointsSetIds,
  validateSquad,
  withProblems,
} from '@xwing/squads';
import { SIM_HELP } from './help.js';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError, usageErrors, wholeNumber } from './options.js';
import { writeFailure, writeTo } from './output-file.js';
import type { SimWorkerData, SimWorkerMessage } from './sim-worker.js';
import { contentFor, RULE_SET_OPTIONS, ruleSetOption, ruleSetPointsSet } from './rule-set-option.js';

const REPORTS = ['json', 'table'] as const;
type Report = (typeof REPORTS)[number];

interface SimArgs {
  a: string;
  b: string;
  games: number;
  seed: string;
  /** Side a's and side b's computer player. */
  ai: [AiKind, AiKind];
  workers: number;
  report: Report;
  log?: string;
  pointsSet?: string;
  format?: Format;
  scenario?: string;
  progress: boolean;
  /** The rules played (--rule-set) and whether its missing pieces may play by the 2.5 rules (--accept-missing). */
  ruleSet: RuleSetId;
  acceptMissing: boolean;
}

const SIM_OPTIONS = {
  a: { type: 'string', short: 'a' },
  b: { type: 'string', short: 'b' },
  games: { type: 'string', short: 'n' },
  seed: { type: 'string', short: 's' },
  ai: { type: 'string' },
  log: { type: 'string', short: 'l' },
  points: { type: 'string', short: 'p' },
  format: { type: 'string', short: 'f' },
  scenario: { type: 'string' },
  progress: { type: 'boolean' },
  workers: { type: 'string', short: 'w' },
  report: { type: 'string' },
  ...RULE_SET_OPTIONS,
} as const;

function parseSimArgs(args: string[]): SimArgs | 'help' {
  const { values, positionals, help } = parseCommandLine(args, SIM_OPTIONS);
  if (help) return 'help';
  if (positionals.length > 0)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(positionals[0])}: name the squads with --a FILE and --b FILE`,
    );
  const { a, b } = values;
  if (a === undefined || b === undefined) throw new UsageError('give both squads: --a FILE --b FILE');
  const games = wholeNumber('--games', values.games ?? '100', 1, 10_000_000);
  const kinds = (values.ai ?? 'heuristic').split(',');
  if (kinds.length > 2)
    throw new UsageError(`--ai takes one player for both sides or two separated by a comma, not ${values.ai!}`);
  const ai = kinds.map((k) => oneOf('--ai', k, AI_KINDS));
  const parsed: SimArgs = {
    a,
    b,
    games,
    seed: values.seed ?? freshSeed(),
    ai: [ai[0]!, ai[1] ?? ai[0]!],
    // Every core by default; never more threads than games.
    workers: Math.min(games, wholeNumber('--workers', values.workers ?? String(availableParallelism()), 1, 256)),
    report: oneOf('--report', values.report ?? 'json', REPORTS),
    progress: values.progress === true,
    ruleSet: ruleSetOption(values['rule-set'], values['accept-missing']),
    acceptMissing: values['accept-missing'] === true,
  };
  if (values.log !== undefined) parsed.log = values.log;
  if (values.points !== undefined) parsed.pointsSet = values.points;
  if (values.format !== undefined) parsed.format = oneOf('--format', values.format, FORMATS);
  const scenario = values.scenario;
  if (scenario !== undefined) {
    if (!scenarioNames().includes(scenario))
      throw new UsageError(`unknown scenario ${JSON.stringify(scenario)}; run "xwing scenarios" for the names`);
    parsed.scenario = scenario;
  }
  return parsed;
}

interface SquadFile {
  side: 'a' | 'b';
  file: string;
  text: string;
  parsed: ReturnType<typeof parseXws>;
}

/** Reads and parses one squad file; an unreadable one is a usage error, naming the file. */
async function readSquad(file: string, side: 'a' | 'b', content: Content): Promise<SquadFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(e);
    throw new UsageError(`--${side} ${file}: cannot read it: ${why}`);
  }
  const parsed = parseXws(text, content);
  const unreadable = parsed.problems.find((p) => p.code === 'malformed-json' || p.code === 'not-an-object');
  if (unreadable) throw new UsageError(`--${side} ${file}: ${unreadable.message}`);
  return { side, file, text, parsed };
}

/**
 * The points set (or format) the game is played in: the option when given, else what the squad files name (XWS
 * version/ruleset, as `xwing squad validate` reads them). Two files naming different ones cannot share one game.
 */
function agreed<K extends 'pointsSet' | 'format'>(
  key: K,
  option: string,
  given: FileRules[K] | undefined,
  squads: SquadFile[],
): FileRules[K] | undefined {
  if (given !== undefined) return given;
  const named = squads.filter((s) => s.parsed.rules[key] !== undefined);
  const [first, second] = named;
  if (first && second && first.parsed.rules[key] !== second.parsed.rules[key])
    throw new UsageError(
      `the squads ask for different ${key === 'pointsSet' ? 'points sets' : 'formats'}: --a ${squads[0]!.file} ` +
        `${describe(squads[0]!, key)}, --b ${squads[1]!.file} ${describe(squads[1]!, key)}; ` +
        `choose one with ${option}`,
    );
  return first?.parsed.rules[key];
}

function describe(s: SquadFile, key: 'pointsSet' | 'format'): string {
  const value = s.parsed.rules[key];
  if (value === undefined) return 'names none';
  return key === 'pointsSet' ? `is for ${value} (${s.parsed.rules.because ?? ''})` : `is for ${value}`;
}

/** Checks one squad in the game's points set and format; an invalid squad is a usage error, naming the file. */
function checkSquad(s: SquadFile, content: Content, pointsSet?: string, format?: Format): unknown {
  const result = withProblems(validateSquad(s.parsed.squad, content, { pointsSet, format }), s.parsed.problems);
  if (!result.valid) {
    const lines = result.errors.map((e) => `  ${e.path === '' ? '(squad)' : e.path}: ${e.message} (${e.code})`);
    throw new UsageError(`--${s.side} ${s.file}: not a valid squad in ${result.pointsSet}:\n${lines.join('\n')}`);
  }
  return JSON.parse(s.text) as unknown;
}

/**
 * A one-line progress bar on a terminal, redrawn in place: games done, games per second and the time left. Nothing
 * when stderr is not a terminal (a log file or a pipe gets no carriage-return noise).
 */
function progressBar(io: Io): ((done: number, total: number) => void) | undefined {
  if ((io.stderr as { isTTY?: boolean }).isTTY !== true) return undefined;
  const started = performance.now();
  let drawn = 0;
  return (done, total) => {
    const now = performance.now();
    if (done !== total && now - drawn < 100) return;
    drawn = now;
    const seconds = (now - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    const width = 30;
    const filled = Math.round((done * width) / total);
    io.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games, ${rate.toFixed(1)} games/s, ` +
        `${done === total ? 'done' : `${clock(left)} left`}   `,
    );
    if (done === total) io.stderr.write('\n');
  };
}

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

/** Where the compiled worker is: beside this module (dist/src, or the bundle), or dist/src when run from sources. */
function workerFile(): URL {
  const beside = new URL('./sim-worker.js', import.meta.url);
  if (existsSync(beside)) return beside;
  const built = new URL('../dist/src/sim-worker.js', import.meta.url);
  if (existsSync(built)) return built;
  throw new UsageError('--workers: the worker thread is not built (run "npx tsc -b packages/cli"), or use --workers 1');
}

type RunOptions = Omit<SimOptions, 'content' | 'onGame' | 'onProgress'>;

/** A run's failure reported by a worker, rethrown on the command's thread as the in-thread run would throw it. */
class WorkerFailure extends Error {}

/**
 * Plays the run on `workers` threads: worker k plays games k, k + workers, … and the outcomes are summed in game
 * order (held back until the games before them are in), so the summary and the log are those of one thread.
 */
function runOnWorkers(
  options: RunOptions,
  workers: number,
  record: boolean,
  onGame: (record: GameRecord) => void,
  onProgress: ((done: number, total: number) => void) | undefined,
): Promise<SimSummary> {
  const { kinds } = simPlayers(options);
  const tally = new SimTally(options.seed, kinds, options.scenario ?? 'dogfight');
  const started = performance.now();
  const file = workerFile();
  const waiting = new Map<number, SimGameOutcome>();
  const threads: Worker[] = [];
  return new Promise<SimSummary>((resolve, reject) => {
    let settled = false;
    let exited = 0;
    const fail = (e: Error) => {
      if (settled) return;
      settled = true;
      for (const t of threads) void t.terminate();
      reject(e);
    };
    for (let k = 0; k < workers; k++) {
      const data: SimWorkerData = { options, record, first: k, step: workers };
      // A worker takes the process's Node flags, except --input-type (only for a script given as text: `node -e`).
      const execArgv = process.execArgv.filter((f) => !f.startsWith('--input-type'));
      const t = new Worker(file, { workerData: data, execArgv });
      threads.push(t);
      t.on('error', (e) => fail(e));
      t.on('exit', (code) => {
        if (code !== 0 && !settled) fail(new Error(`xwing sim: worker ${k} stopped with exit code ${code}`));
        // Every worker gone with games still missing would otherwise wait for ever.
        if (++exited === workers && !settled)
          fail(new Error(`xwing sim: the workers stopped after ${tally.played} of ${options.games} games`));
      });
      t.on('message', (m: SimWorkerMessage) => {
        if (settled) return;
        if (m.kind === 'sim-error') return fail(new WorkerFailure(m.message));
        if (m.kind === 'engine-error') return fail(new UsageError(`the engine refused the game: ${m.message}`));
        if (m.kind === 'crash') return fail(new Error(`xwing sim: worker ${k} failed: ${m.message}`));
        waiting.set(m.outcome.game, m.outcome);
        for (let next = waiting.get(tally.played); next; next = waiting.get(tally.played)) {
          waiting.delete(next.game);
          tally.add(next);
          if (next.record) onGame(next.record);
          onProgress?.(tally.played, options.games);
        }
        if (tally.played === options.games) {
          settled = true;
          for (const th of threads) void th.terminate();
          resolve(tally.summary((performance.now() - started) / 1000));
        }
      });
    }
  });
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

function rateText(wins: number, r: WinRate): string {
  return `${wins} (${percent(r.rate)}; 95 % interval ${percent(r.low)} to ${percent(r.high)})`;
}

/** The summary as lines for people (--report table). */
function table(s: SimSummary & { pointsSet: string; workers: number }): string {
  const rows: [string, string][] = [
    ['games', `${s.games} (seed ${JSON.stringify(s.seed)}, ${s.pointsSet}, ${s.scenario})`],
    ['players', `a: ${s.ai.a}, b: ${s.ai.b}`],
    ['a wins', rateText(s.wins.a, s.winRate.a)],
    ['b wins', rateText(s.wins.b, s.winRate.b)],
    ['draws', String(s.draws)],
    ['points destroyed', `a ${s.pointsDestroyed.a}, b ${s.pointsDestroyed.b} per game`],
  ];
  if (s.missionPoints) rows.push(['mission points', `a ${s.missionPoints.a}, b ${s.missionPoints.b} per game`]);
  rows.push(
    ['rounds', `${s.averageRounds} per game`],
    [
      'endings',
      Object.entries(s.endings)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
    ],
    [
      'speed',
      `${s.gamesPerSecond} games/s, ${s.decisionsPerSecond} decisions/s, ${s.seconds} s on ${s.workers} ` +
        `thread${s.workers === 1 ? '' : 's'}`,
    ],
  );
  if (s.refusals > 0) rows.push(['refusals', `${s.refusals} (engine bugs): ${s.firstRefusal ?? ''}`]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}\n`).join('');
}

async function sim(args: SimArgs, io: Io): Promise<number> {
  const content = contentFor(args.ruleSet);
  if (args.pointsSet !== undefined && !content.pointsSet(args.pointsSet))
    throw new UsageError(
      `unknown points set ${JSON.stringify(args.pointsSet)}; the points sets are ${pointsSetIds(content).join(', ')}`,
    );
  const squads = [await readSquad(args.a, 'a', content), await readSquad(args.b, 'b', content)];
  // A rule set with points of its own (the first edition's 100 points) prices every squad there unless --points says.
  const pointsSet =
    args.pointsSet ?? ruleSetPointsSet(args.ruleSet) ?? agreed('pointsSet', '--points', undefined, squads);
  const format = agreed('format', '--format', args.format, squads);
  const a = checkSquad(squads[0]!, content, pointsSet, format);
  const b = checkSquad(squads[1]!, content, pointsSet, format);
  let logFd: number | undefined;
  if (args.log !== undefined) {
    try {
      logFd = openSync(args.log, 'w');
    } catch (e) {
      throw writeFailure('--log', args.log, e);
    }
  }
  const fd = logFd;
  const options: RunOptions = {
    a,
    b,
    games: args.games,
    seed: args.seed,
    ai: args.ai,
    strict: false,
    ...(pointsSet !== undefined ? { pointsSet } : {}),
    ...(format !== undefined ? { format } : {}),
    ...(args.scenario !== undefined ? { scenario: args.scenario } : {}),
    ...(args.ruleSet !== DEFAULT_RULE_SET ? { ruleSet: args.ruleSet } : {}),
    ...(args.acceptMissing ? { acceptMissing: true } : {}),
  };
  const onGame = (record: GameRecord) => writeTo('--log', args.log!, fd!, `${JSON.stringify(record)}\n`);
  const onProgress = progressBar(io);
  try {
    const summary =
      args.workers > 1
        ? await runOnWorkers(options, args.workers, fd !== undefined, onGame, onProgress)
        : // One thread: the engine's own loop plays the same games in the same order as the workers.
          runGames({
            ...options,
            content,
            ...(fd !== undefined ? { onGame } : {}),
            ...(onProgress ? { onProgress } : {}),
          });
    if (summary.refusals > 0)
      io.stderr.write(
        `xwing sim: the engine refused ${summary.refusals} option(s) it had listed (an engine bug; the player chose ` +
          `again). The first: ${summary.firstRefusal ?? ''}\n`,
      );
    const out = {
      ...summary,
      pointsSet: pointsSet ?? DEFAULT_POINTS_SET,
      workers: args.workers,
      ...(args.ruleSet !== DEFAULT_RULE_SET ? { ruleSet: args.ruleSet } : {}),
    };
    io.stdout.write(args.report === 'table' ? table(out) : `${JSON.stringify(out)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof EngineError) throw new UsageError(`the engine refused the game: ${e.message}`);
    if (e instanceof UsageError) throw e;
    if (e instanceof SimError || e instanceof WorkerFailure) {
      io.stderr.write(`xwing sim: ${e.message}\n`);
      return 1;
    }
    throw e;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * `xwing sim --a A.json --b B.json --games N --seed S --ai KIND[,KIND] [--workers N] [--report json|table] …`: plays N
 * games headless between two squads on every core and prints a summary. Exit 0 done, 1 a game failed, 2 unusable.
 */
export async function runSim(args: string[], io: Io): Promise<number> {
  return usageErrors('sim', io, () => {
    const parsed = parseSimArgs(args);
    if (parsed !== 'help') return sim(parsed, io);
    io.stdout.write(SIM_HELP);
    return 0;
  });
}

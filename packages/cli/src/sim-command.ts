import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type Content, DEFAULT_POINTS_SET, loadContent } from '@xwing/content';
import { type AiKind, AI_KINDS, EngineError, freshSeed, runGames, scenarioNames, SimError } from '@xwing/engine';
import { FORMATS, type Format, parseXws, pointsSetIds, validateSquad, withProblems } from '@xwing/squads';
import { SIM_HELP } from './help.js';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError, usageErrors, wholeNumber } from './options.js';
import { writeFailure, writeTo } from './output-file.js';

interface SimArgs {
  a: string;
  b: string;
  games: number;
  seed: string;
  ai: AiKind;
  log?: string;
  pointsSet?: string;
  format?: Format;
  scenario?: string;
  progress: boolean;
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
  const ai = oneOf('--ai', values.ai ?? 'heuristic', AI_KINDS);
  const parsed: SimArgs = { a, b, games, seed: values.seed ?? freshSeed(), ai, progress: values.progress === true };
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

/** Reads, parses and validates one squad file; any problem is a usage error, naming the file. */
async function loadSquad(file: string, side: 'a' | 'b', content: Content, args: SimArgs): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(e);
    throw new UsageError(`--${side} ${file}: cannot read it: ${why}`);
  }
  const { squad, problems } = parseXws(text, content);
  const unreadable = problems.find((p) => p.code === 'malformed-json' || p.code === 'not-an-object');
  if (unreadable) throw new UsageError(`--${side} ${file}: ${unreadable.message}`);
  const result = withProblems(
    validateSquad(squad, content, { pointsSet: args.pointsSet, format: args.format }),
    problems,
  );
  if (!result.valid) {
    const lines = result.errors.map((e) => `  ${e.path === '' ? '(squad)' : e.path}: ${e.message} (${e.code})`);
    throw new UsageError(`--${side} ${file}: not a valid squad in ${result.pointsSet}:\n${lines.join('\n')}`);
  }
  return JSON.parse(text) as unknown;
}

/** A one-line progress bar, redrawn in place. */
function progressBar(io: Io): (done: number, total: number) => void {
  let shown = -1;
  return (done, total) => {
    const pct = Math.floor((done * 100) / total);
    if (pct === shown && done !== total) return;
    shown = pct;
    const width = 30;
    const filled = Math.round((done * width) / total);
    io.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`);
    if (done === total) io.stderr.write('\n');
  };
}

async function sim(args: SimArgs, io: Io): Promise<number> {
  const content = loadContent();
  if (args.pointsSet !== undefined && !content.pointsSet(args.pointsSet))
    throw new UsageError(
      `unknown points set ${JSON.stringify(args.pointsSet)}; the points sets are ${pointsSetIds(content).join(', ')}`,
    );
  const a = await loadSquad(args.a, 'a', content, args);
  const b = await loadSquad(args.b, 'b', content, args);
  let logFd: number | undefined;
  if (args.log !== undefined) {
    try {
      logFd = openSync(args.log, 'w');
    } catch (e) {
      throw writeFailure('--log', args.log, e);
    }
  }
  const fd = logFd;
  const showProgress = args.progress || (io.stderr as { isTTY?: boolean }).isTTY === true;
  try {
    const summary = runGames({
      a,
      b,
      games: args.games,
      seed: args.seed,
      ai: args.ai,
      content,
      strict: false,
      ...(args.pointsSet !== undefined ? { pointsSet: args.pointsSet } : {}),
      ...(args.format !== undefined ? { format: args.format } : {}),
      ...(args.scenario !== undefined ? { scenario: args.scenario } : {}),
      ...(fd !== undefined
        ? { onGame: (record) => writeTo('--log', args.log!, fd, `${JSON.stringify(record)}\n`) }
        : {}),
      ...(showProgress ? { onProgress: progressBar(io) } : {}),
    });
    if (summary.refusals > 0)
      io.stderr.write(
        `xwing sim: the engine refused ${summary.refusals} option(s) it had listed (an engine bug; the player chose ` +
          `again). The first: ${summary.firstRefusal ?? ''}\n`,
      );
    io.stdout.write(`${JSON.stringify({ ...summary, pointsSet: args.pointsSet ?? DEFAULT_POINTS_SET })}\n`);
    return 0;
  } catch (e) {
    if (e instanceof EngineError) throw new UsageError(`the engine refused the game: ${e.message}`);
    if (e instanceof UsageError) throw e;
    if (e instanceof SimError) {
      io.stderr.write(`xwing sim: ${e.message}\n`);
      return 1;
    }
    throw e;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * `xwing sim --a A.json --b B.json --games N --seed S --ai heuristic|random [--scenario NAME] [--log FILE] …`: plays N
 * games headless between two squads and prints a JSON summary. Exit 0 done, 1 a game failed, 2 unusable.
 */
export async function runSim(args: string[], io: Io): Promise<number> {
  return usageErrors('sim', io, () => {
    const parsed = parseSimArgs(args);
    if (parsed !== 'help') return sim(parsed, io);
    io.stdout.write(SIM_HELP);
    return 0;
  });
}

import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type Content, DEFAULT_POINTS_SET, loadContent } from '@xwing/content';
import { type AiKind, AI_KINDS, EngineError, freshSeed, runGames, scenarioNames, SimError } from '@xwing/engine';
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
  const squads = [await readSquad(args.a, 'a', content), await readSquad(args.b, 'b', content)];
  const pointsSet = agreed('pointsSet', '--points', args.pointsSet, squads);
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
      ...(pointsSet !== undefined ? { pointsSet } : {}),
      ...(format !== undefined ? { format } : {}),
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
    io.stdout.write(`${JSON.stringify({ ...summary, pointsSet: pointsSet ?? DEFAULT_POINTS_SET })}\n`);
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

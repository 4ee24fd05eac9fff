import { closeSync, openSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type Content, DEFAULT_POINTS_SET, loadContent } from '@xwing/content';
import { type AiKind, AI_KINDS, EngineError, isAiKind, runGames, scenarioNames, SimError } from '@xwing/engine';
import { FORMATS, type Format, parseXws, pointsSetIds, validateSquad, withProblems } from '@xwing/squads';
import { SIM_HELP } from './help.js';
import type { Io } from './io.js';

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

/** A command line, file or squad the command cannot work with: exit 2, message on stderr. */
class Unusable extends Error {}

const VALUE_FLAGS = ['--a', '--b', '--games', '--seed', '--ai', '--log', '--points', '--format', '--scenario'] as const;

function parseArgs(args: string[]): SimArgs {
  const values = new Map<string, string>();
  let progress = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag === '--progress' && inline === undefined) {
      progress = true;
    } else if ((VALUE_FLAGS as readonly string[]).includes(flag!)) {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new Unusable(`${flag} needs a value`);
      if (values.has(flag!)) throw new Unusable(`${flag} is given twice`);
      values.set(flag!, value);
    } else if (arg.startsWith('-')) {
      throw new Unusable(`unknown option ${JSON.stringify(arg)}`);
    } else {
      throw new Unusable(`unexpected argument ${JSON.stringify(arg)}: name the squads with --a FILE and --b FILE`);
    }
  }
  const a = values.get('--a');
  const b = values.get('--b');
  if (a === undefined || b === undefined) throw new Unusable('give both squads: --a FILE --b FILE');
  const gamesText = values.get('--games') ?? '100';
  if (!/^[0-9]+$/.test(gamesText) || Number(gamesText) < 1 || Number(gamesText) > 10_000_000)
    throw new Unusable(`--games must be a whole number from 1 to 10000000, not ${JSON.stringify(gamesText)}`);
  const ai = values.get('--ai') ?? 'heuristic';
  if (!isAiKind(ai))
    throw new Unusable(`--ai must be ${AI_KINDS.map((k) => `"${k}"`).join(' or ')}, not ${JSON.stringify(ai)}`);
  const format = values.get('--format');
  if (format !== undefined && !(FORMATS as readonly string[]).includes(format))
    throw new Unusable(`--format must be ${FORMATS.map((f) => `"${f}"`).join(' or ')}, not ${JSON.stringify(format)}`);
  const parsed: SimArgs = { a, b, games: Number(gamesText), seed: values.get('--seed') ?? '1', ai, progress };
  const log = values.get('--log');
  if (log !== undefined) parsed.log = log;
  const points = values.get('--points');
  if (points !== undefined) parsed.pointsSet = points;
  if (format !== undefined) parsed.format = format as Format;
  const scenario = values.get('--scenario');
  if (scenario !== undefined) {
    if (!scenarioNames().includes(scenario))
      throw new Unusable(`unknown scenario ${JSON.stringify(scenario)}; run "xwing scenarios" for the names`);
    parsed.scenario = scenario;
  }
  return parsed;
}

/** Reads, parses and validates one squad file; any problem is Unusable, naming the file. */
async function loadSquad(file: string, side: 'a' | 'b', content: Content, args: SimArgs): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(e);
    throw new Unusable(`--${side} ${file}: cannot read it: ${why}`);
  }
  const { squad, problems } = parseXws(text, content);
  const unreadable = problems.find((p) => p.code === 'malformed-json' || p.code === 'not-an-object');
  if (unreadable) throw new Unusable(`--${side} ${file}: ${unreadable.message}`);
  const result = withProblems(
    validateSquad(squad, content, { pointsSet: args.pointsSet, format: args.format }),
    problems,
  );
  if (!result.valid) {
    const lines = result.errors.map((e) => `  ${e.path === '' ? '(squad)' : e.path}: ${e.message} (${e.code})`);
    throw new Unusable(`--${side} ${file}: not a valid squad in ${result.pointsSet}:\n${lines.join('\n')}`);
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
    throw new Unusable(
      `unknown points set ${JSON.stringify(args.pointsSet)}; the points sets are ${pointsSetIds(content).join(', ')}`,
    );
  const a = await loadSquad(args.a, 'a', content, args);
  const b = await loadSquad(args.b, 'b', content, args);
  let logFd: number | undefined;
  if (args.log !== undefined) {
    try {
      logFd = openSync(args.log, 'w');
    } catch (e) {
      throw new Unusable(`--log ${args.log}: cannot write it: ${(e as Error).message}`);
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
      ...(fd !== undefined ? { onGame: (record) => writeSync(fd, `${JSON.stringify(record)}\n`) } : {}),
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
    if (e instanceof EngineError) throw new Unusable(`the engine refused the game: ${e.message}`);
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
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(SIM_HELP);
    return 0;
  }
  try {
    return await sim(parseArgs(args), io);
  } catch (e) {
    if (!(e instanceof Unusable)) throw e;
    io.stderr.write(`xwing sim: ${e.message}\nRun "xwing sim --help" for the usage.\n`);
    return 2;
  }
}

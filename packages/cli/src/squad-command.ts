import { readFile } from 'node:fs/promises';
import { loadContent } from '@xwing/content';
import {
  describeSquad,
  FORMATS,
  type Format,
  parseXws,
  pointsSetIds,
  type ValidationResult,
  validateSquad,
  withProblems,
} from '@xwing/squads';
import { SQUAD_HELP } from './help.js';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError, usageErrors } from './options.js';

interface SquadArgs {
  action: 'validate' | 'show';
  file: string;
  pointsSet?: string;
  format?: Format;
}

const SQUAD_OPTIONS = {
  points: { type: 'string', short: 'p' },
  format: { type: 'string', short: 'f' },
} as const;

function parseSquadArgs(action: SquadArgs['action'], args: string[]): SquadArgs | 'help' {
  const { values, positionals, help } = parseCommandLine(args, SQUAD_OPTIONS);
  if (help) return 'help';
  const parsed: SquadArgs = { action, file: positionals[0] ?? '-' };
  if (positionals.length > 1)
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[1])}: give one squad file (or - for stdin)`);
  if (values.points !== undefined) parsed.pointsSet = values.points;
  if (values.format !== undefined) parsed.format = oneOf('--format', values.format, FORMATS);
  return parsed;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function readInput(file: string, io: Io): Promise<string> {
  if (file === '-') return readAll(io.stdin);
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(e);
    throw new UsageError(`cannot read ${JSON.stringify(file)}: ${why}`);
  }
}

/** The result as the command prints it: the documented keys in a fixed order. */
function resultJson(r: ValidationResult): string {
  return JSON.stringify({
    valid: r.valid,
    points: r.points,
    limit: r.limit,
    deficit: r.deficit,
    pointsSet: r.pointsSet,
    format: r.format,
    ships: r.ships.map((s) => ({ id: s.id, points: s.points, loadout: s.loadout })),
    errors: r.errors.map((e) => ({ path: e.path, code: e.code, message: e.message })),
    warnings: r.warnings.map((e) => ({ path: e.path, code: e.code, message: e.message })),
  });
}

async function squad(parsed: SquadArgs, io: Io): Promise<number> {
  const content = loadContent();
  if (parsed.pointsSet !== undefined && !content.pointsSet(parsed.pointsSet))
    throw new UsageError(
      `unknown points set ${JSON.stringify(parsed.pointsSet)}; the points sets are ${pointsSetIds(content).join(', ')}`,
    );
  const text = await readInput(parsed.file, io);
  const { squad, problems } = parseXws(text, content);
  const unreadable = problems.find((p) => p.code === 'malformed-json' || p.code === 'not-an-object');
  if (unreadable) throw new UsageError(unreadable.message);
  const result = withProblems(
    validateSquad(squad, content, { pointsSet: parsed.pointsSet, format: parsed.format }),
    problems,
  );
  io.stdout.write(parsed.action === 'validate' ? `${resultJson(result)}\n` : describeSquad(result, squad, content));
  return result.valid ? 0 : 1;
}

/**
 * `xwing squad validate|show [FILE|-] [--points NAME] [--format standard|extended]`: reads a squad in XWS from a file
 * or stdin, prices it in a points set and checks the squad-building rules. Exit 0 valid, 1 not valid, 2 unusable.
 */
export async function runSquad(args: string[], io: Io): Promise<number> {
  return usageErrors('squad', io, async () => {
    const [sub, ...rest] = args;
    if (sub === '--help' || sub === '-h') {
      io.stdout.write(SQUAD_HELP);
      return 0;
    }
    if (sub === undefined) throw new UsageError('missing subcommand (validate or show)');
    if (sub !== 'validate' && sub !== 'show') throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}`);
    const line = parseSquadArgs(sub, rest);
    if (line !== 'help') return squad(line, io);
    io.stdout.write(SQUAD_HELP);
    return 0;
  });
}

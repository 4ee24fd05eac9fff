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

interface SquadArgs {
  action: 'validate' | 'show';
  file: string;
  pointsSet?: string;
  format?: Format;
}

/** A command line or input the command cannot work with: exit 2, message on stderr. */
class Unusable extends Error {}

function parseArgs(action: SquadArgs['action'], args: string[]): SquadArgs {
  const parsed: SquadArgs = { action, file: '-' };
  let file: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag === '--points' || flag === '--format') {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new Unusable(`${flag} needs a value`);
      if (flag === '--points') parsed.pointsSet = value;
      else if ((FORMATS as readonly string[]).includes(value)) parsed.format = value as Format;
      else
        throw new Unusable(
          `--format must be ${FORMATS.map((f) => `"${f}"`).join(' or ')}, not ${JSON.stringify(value)}`,
        );
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new Unusable(`unknown option ${JSON.stringify(arg)}`);
    } else if (file === undefined) {
      file = arg;
    } else {
      throw new Unusable(`unexpected argument ${JSON.stringify(arg)}: give one squad file (or - for stdin)`);
    }
  }
  parsed.file = file ?? '-';
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
    throw new Unusable(`cannot read ${JSON.stringify(file)}: ${why}`);
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
  });
}

async function squad(parsed: SquadArgs, io: Io): Promise<number> {
  const content = loadContent();
  if (parsed.pointsSet !== undefined && !content.pointsSet(parsed.pointsSet))
    throw new Unusable(
      `unknown points set ${JSON.stringify(parsed.pointsSet)}; the points sets are ${pointsSetIds(content).join(', ')}`,
    );
  const text = await readInput(parsed.file, io);
  const { squad, problems } = parseXws(text, content);
  const unreadable = problems.find((p) => p.code === 'malformed-json' || p.code === 'not-an-object');
  if (unreadable) throw new Unusable(unreadable.message);
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
  const [sub, ...rest] = args;
  if (sub === '--help' || sub === '-h' || rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(SQUAD_HELP);
    return 0;
  }
  try {
    if (sub === undefined) throw new Unusable('missing subcommand (validate or show)');
    if (sub !== 'validate' && sub !== 'show') throw new Unusable(`unknown subcommand ${JSON.stringify(sub)}`);
    return await squad(parseArgs(sub, rest), io);
  } catch (e) {
    if (!(e instanceof Unusable)) throw e;
    io.stderr.write(`xwing squad: ${e.message}\nRun "xwing squad --help" for the usage.\n`);
    return 2;
  }
}

import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Content } from '@xwing/content/core';
import { readContentFiles } from '@xwing/content/files';
import {
  chooseSet,
  decodeSquadLink,
  describeSquad,
  FORMATS,
  type Format,
  isDate,
  isSquadLink,
  lbnLinkOfSquad,
  yasbLinkOfSquad,
  yasbLinkStyle,
  parseXws,
  pointsSetIds,
  SquadLinkError,
  toXws,
  type ValidationResult,
  withProblems,
} from '@xwing/squads';
import { SQUAD_HELP } from './help.js';
import { runSquadRandom } from './squad-random.js';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError, usageErrors } from './options.js';

type Action = 'validate' | 'show' | 'export';
const ACTIONS: readonly Action[] = ['validate', 'show', 'export'];

interface SquadArgs {
  action: Action;
  /** Files, folders, links, or "-" for stdin; stdin when none. */
  inputs: string[];
  pointsSet?: string;
  format?: Format;
  /** The day the squad was played: the points set in force that day is preferred. */
  date?: string;
  /** export only: write the squad as this builder's link instead of XWS. */
  link?: 'lbn' | 'yasb';
}

const SQUAD_OPTIONS = {
  points: { type: 'string', short: 'p' },
  format: { type: 'string', short: 'f' },
  date: { type: 'string' },
  link: { type: 'string' },
} as const;

function parseSquadArgs(action: Action, args: string[]): SquadArgs | 'help' {
  const { values, positionals, help } = parseCommandLine(args, SQUAD_OPTIONS);
  if (help) return 'help';
  const parsed: SquadArgs = { action, inputs: positionals.length > 0 ? positionals : ['-'] };
  if (action !== 'validate' && positionals.length > 1)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(positionals[1])}: ${action} takes one squad (a file, a link, or - for stdin)`,
    );
  if (values.points !== undefined) parsed.pointsSet = values.points;
  if (values.format !== undefined) parsed.format = oneOf('--format', values.format, FORMATS);
  if (values.date !== undefined) {
    if (!isDate(values.date))
      throw new UsageError(`--date must be a day written YYYY-MM-DD, not ${JSON.stringify(values.date)}`);
    parsed.date = values.date;
  }
  if (values.link !== undefined) {
    if (action !== 'export') throw new UsageError('--link is an option of xwing squad export');
    parsed.link = oneOf('--link', values.link, ['lbn', 'yasb'] as const);
  }
  return parsed;
}

/** One squad to read: its text (XWS or a link) and where it came from, for the answer line. */
interface Source {
  source: string;
  text: string;
}

/** An input that cannot be read at all: in a run of many squads it gets its own error line. */
class Unreadable extends Error {
  source = '';
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stdin holds one squad (XWS over any number of lines, or a link), or JSON Lines: one squad (or link) a line. */
function splitStream(text: string): Source[] {
  const body = text.replace(/^\uFEFF/, '');
  const lines = body.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length > 1 && lines.every((l) => isSquadLink(l.trim()) || isJsonObjectLine(l)))
    return lines.map((l, i) => ({ source: `stdin:${i + 1}`, text: l.trim() }));
  return [{ source: 'stdin', text: body }];
}

function isJsonObjectLine(line: string): boolean {
  const t = line.trim();
  if (!t.startsWith('{')) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

/** The squads an input names: stdin, a link, a file, or every .json/.jsonl file of a folder (by name). */
async function sourcesOf(input: string, io: Io): Promise<Source[]> {
  if (input === '-') return splitStream(await readAll(io.stdin));
  let kind: 'file' | 'folder' | undefined;
  try {
    kind = (await stat(input)).isDirectory() ? 'folder' : 'file';
  } catch (e) {
    if (isSquadLink(input)) return [{ source: input, text: input }];
    const code = (e as NodeJS.ErrnoException).code;
    throw new Unreadable(`cannot read ${JSON.stringify(input)}: ${code === 'ENOENT' ? 'no such file' : String(e)}`);
  }
  if (kind === 'folder') {
    const names = (await readdir(input)).filter((n) => /\.jsonl?$/i.test(n)).sort();
    const nested = await Promise.all(names.map((n) => sourcesOf(join(input, n), io)));
    return nested.flat();
  }
  let text: string;
  try {
    text = await readFile(input, 'utf8');
  } catch (e) {
    throw new Unreadable(`cannot read ${JSON.stringify(input)}: ${String(e)}`);
  }
  const inFile = splitStream(text);
  return inFile.length === 1
    ? [{ source: input, text: inFile[0]!.text }]
    : inFile.map((s) => ({ source: `${input}:${s.source.slice('stdin:'.length)}`, text: s.text }));
}

interface Checked {
  result: ValidationResult;
  squad: ReturnType<typeof parseXws>['squad'];
  notes: string[];
  /** The builder's link the squad was read from, when it was one. */
  link?: string;
}

/** Reads one squad (XWS or a link) and checks it in the points set it asks for, unless --points/--format say. */
function check(src: Source, content: Content, args: SquadArgs): Checked {
  let doc: unknown = src.text;
  const notes: string[] = [];
  if (isSquadLink(src.text.trim())) {
    try {
      const link = decodeSquadLink(src.text);
      doc = link.xws;
      notes.push(...link.notes);
    } catch (e) {
      if (e instanceof SquadLinkError) throw new Unreadable(e.message);
      throw e;
    }
  }
  const { squad, problems, rules } = parseXws(doc, content);
  const unreadable = problems.find((p) => p.code === 'malformed-json' || p.code === 'not-an-object');
  if (unreadable) throw new Unreadable(unreadable.message);
  const format = args.format ?? rules.format;
  const options = {
    ...(args.pointsSet !== undefined ? { pointsSet: args.pointsSet, why: 'named by --points' } : {}),
    ...(format !== undefined ? { format } : {}),
    ...(args.date !== undefined ? { date: args.date } : {}),
  };
  const result = withProblems(chooseSet(doc, squad, content, options).result, problems);
  return { result, squad, notes, ...(doc !== src.text ? { link: src.text.trim() } : {}) };
}

/** The result as the command prints it: the documented keys in a fixed order. */
function resultObject(r: ValidationResult) {
  return {
    valid: r.valid,
    points: r.points,
    limit: r.limit,
    deficit: r.deficit,
    pointsSet: r.pointsSet,
    why: r.why,
    format: r.format,
    formats: r.formats,
    ships: r.ships.map((s) => ({ id: s.id, points: s.points, loadout: s.loadout })),
    errors: r.errors.map((e) => ({ path: e.path, code: e.code, message: e.message })),
    warnings: r.warnings.map((e) => ({ path: e.path, code: e.code, message: e.message })),
  };
}

async function gather(args: SquadArgs, io: Io): Promise<{ sources: Source[]; unreadable: Unreadable[] }> {
  const sources: Source[] = [];
  const unreadable: Unreadable[] = [];
  for (const input of args.inputs) {
    try {
      sources.push(...(await sourcesOf(input, io)));
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      e.source = input;
      unreadable.push(e);
    }
  }
  return { sources, unreadable };
}

/** One squad, the way the command has always answered it: exit 0 valid, 1 not valid, 2 unreadable. */
function one(src: Source, content: Content, args: SquadArgs, io: Io): number {
  let checked: Checked;
  try {
    checked = check(src, content, args);
  } catch (e) {
    if (e instanceof Unreadable) throw new UsageError(e.message);
    throw e;
  }
  const { result, squad } = checked;
  if (args.action === 'validate') io.stdout.write(`${JSON.stringify(resultObject(result))}\n`);
  else if (args.action === 'show') io.stdout.write(describeSquad(result, squad, content));
  else {
    io.stdout.write(`${exported(checked, content, args)}\n`);
    for (const e of result.errors)
      io.stderr.write(`xwing squad export: ${e.path === '' ? '(squad)' : e.path}: ${e.message} (${e.code})\n`);
  }
  return result.valid ? 0 : 1;
}

/** The squad as export prints it: strict XWS, or a builder's link (a YASB link read keeps its page, mode and size). */
function exported({ result, squad, link }: Checked, content: Content, args: SquadArgs): string {
  if (args.link === 'lbn') return lbnLinkOfSquad(squad, content, { points: result.points, format: result.format });
  if (args.link === 'yasb') {
    const style = link === undefined ? undefined : yasbLinkStyle(link);
    try {
      return yasbLinkOfSquad(squad, content, { pointsSet: result.pointsSet, ...style });
    } catch (e) {
      if (e instanceof SquadLinkError) throw new UsageError(`cannot write a YASB link: ${e.message}`);
      throw e;
    }
  }
  return JSON.stringify(toXws(squad, content, { pointsSet: result.pointsSet, format: result.format }));
}

/** Many squads: one answer line each, `source` first; unreadable ones get an `error` line. Exit 0 only if all are valid. */
function many(sources: Source[], unreadable: Unreadable[], content: Content, args: SquadArgs, io: Io): number {
  let allValid = unreadable.length === 0;
  for (const u of unreadable) io.stdout.write(`${JSON.stringify({ source: u.source, error: u.message })}\n`);
  for (const src of sources) {
    try {
      const { result } = check(src, content, args);
      allValid &&= result.valid;
      io.stdout.write(`${JSON.stringify({ source: src.source, ...resultObject(result) })}\n`);
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      allValid = false;
      io.stdout.write(`${JSON.stringify({ source: src.source, error: e.message })}\n`);
    }
  }
  return allValid ? 0 : 1;
}

async function squad(args: SquadArgs, io: Io): Promise<number> {
  // Read straight from the data files: this command starts often, and needs no damage decks or conditions.
  const content = readContentFiles();
  if (args.pointsSet !== undefined && !content.pointsSet(args.pointsSet))
    throw new UsageError(
      `unknown points set ${JSON.stringify(args.pointsSet)}; the points sets are ${pointsSetIds(content).join(', ')}`,
    );
  const { sources, unreadable } = await gather(args, io);
  const single = args.inputs.length === 1 && sources.length + unreadable.length === 1;
  if (args.action !== 'validate' || single) {
    if (unreadable.length > 0) throw new UsageError(unreadable[0]!.message);
    if (sources.length !== 1)
      throw new UsageError(
        sources.length === 0
          ? 'no squad to read (an empty folder?)'
          : `${args.action} takes one squad, and the input holds ${sources.length}: use xwing squad validate for many`,
      );
    return one(sources[0]!, content, args, io);
  }
  return many(sources, unreadable, content, args, io);
}

/**
 * `xwing squad validate|show|export [INPUT…] [--points NAME] [--format standard|extended]`: reads squads in XWS (files,
 * folders, JSON Lines on stdin) or as YASB / Launch Bay Next links, prices them in the points set each asks for (or
 * --points) and checks the squad-building rules; export writes strict XWS.
 */
export async function runSquad(args: string[], io: Io): Promise<number> {
  return usageErrors('squad', io, async () => {
    const [sub, ...rest] = args;
    if (sub === '--help' || sub === '-h') {
      io.stdout.write(SQUAD_HELP);
      return 0;
    }
    if (sub === undefined) throw new UsageError('missing subcommand (validate, show, export or random)');
    if (sub === 'random') return runSquadRandom(rest, io, SQUAD_HELP);
    if (!(ACTIONS as readonly string[]).includes(sub))
      throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}`);
    const line = parseSquadArgs(sub as Action, rest);
    if (line !== 'help') return squad(line, io);
    io.stdout.write(SQUAD_HELP);
    return 0;
  });
}

import { loadContent, type SearchHit, searchContent } from '@xwing/content';
import { CONTENT_HELP } from './help.js';
import type { Io } from './io.js';

const DEFAULT_LIMIT = 20;

interface SearchOptions {
  text: string;
  limit: number;
  format: 'text' | 'json';
}

class UsageError extends Error {}

function parseSearch(args: string[]): SearchOptions {
  const words: string[] = [];
  let limit = DEFAULT_LIMIT;
  let format: SearchOptions['format'] = 'text';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      words.push(...args.slice(i + 1));
      break;
    }
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag === '--limit' || flag === '--format') {
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
      if (flag === '--limit') {
        if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--limit must be a positive integer`);
        limit = Number(value);
      } else {
        if (value !== 'text' && value !== 'json') throw new UsageError(`--format must be "text" or "json"`);
        format = value;
      }
    } else if (arg.startsWith('-') && arg.length > 1) {
      throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
    } else words.push(arg);
  }
  const text = words.join(' ').trim();
  if (text === '') throw new UsageError('search needs the text to look for, e.g. xwing content search "luke"');
  return { text, limit, format };
}

/** The hits as a table: one line each, columns padded to their widest entry. */
export function hitsTable(hits: readonly SearchHit[]): string {
  const rows = [
    ['KIND', 'XWS', 'NAME', 'CAPTION', 'FACTION', 'SHIP/SLOT'],
    ...hits.map((h) => [h.kind, h.xws, h.name, h.caption ?? '', h.faction ?? '', h.ship ?? h.slot ?? '']),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...r[c]!].length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell + ' '.repeat(widths[c]! - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

function usage(io: Io, message: string): number {
  io.stderr.write(`xwing content: ${message}\nRun "xwing content --help" for the usage.\n`);
  return 2;
}

/** `xwing content search TEXT [--limit N] [--format json|text]`: looks up pilots, upgrades and ships by name. */
export async function runContent(args: string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === '--help' || sub === '-h' || (sub === 'search' && (rest[0] === '--help' || rest[0] === '-h'))) {
    io.stdout.write(CONTENT_HELP);
    return 0;
  }
  if (sub === undefined) return usage(io, 'missing subcommand (search)');
  if (sub !== 'search') return usage(io, `unknown subcommand ${JSON.stringify(sub)}`);
  let options: SearchOptions;
  try {
    options = parseSearch(rest);
  } catch (e) {
    if (e instanceof UsageError) return usage(io, e.message);
    throw e;
  }
  const hits = searchContent(loadContent(), options.text, options.limit);
  if (options.format === 'json') io.stdout.write(`${JSON.stringify(hits)}\n`);
  else if (hits.length > 0) io.stdout.write(hitsTable(hits));
  if (hits.length === 0) {
    io.stderr.write(`xwing content: no pilot, upgrade or ship matches ${JSON.stringify(options.text)}\n`);
    return 1;
  }
  return 0;
}

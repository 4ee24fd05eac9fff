import { type SearchHit, searchContent } from '@xwing/content/core';
import { readContentFiles } from '@xwing/content/files';
import { parseCoverage, runCoverage } from './coverage-command.js';
import { CONTENT_HELP } from './help.js';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError, usageErrors, wholeNumber } from './options.js';

const DEFAULT_LIMIT = 20;

interface SearchOptions {
  text: string;
  limit: number;
  format: 'text' | 'json';
}

const SEARCH_OPTIONS = {
  limit: { type: 'string', short: 'n' },
  format: { type: 'string', short: 'f' },
  json: { type: 'boolean', short: 'j' },
} as const;

function parseSearch(args: string[]): SearchOptions | 'help' {
  const { values, positionals, help } = parseCommandLine(args, SEARCH_OPTIONS);
  if (help) return 'help';
  const text = positionals.join(' ').trim();
  if (text === '') throw new UsageError('search needs the text to look for, e.g. xwing content search "luke"');
  if (values.json && values.format !== undefined) throw new UsageError('give --json or --format, not both');
  const format = values.json ? 'json' : oneOf('--format', values.format ?? 'text', ['text', 'json'] as const);
  const limit = values.limit === undefined ? DEFAULT_LIMIT : wholeNumber('--limit', values.limit, 1, 1_000_000);
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

/**
 * `xwing content search TEXT [--limit N] [--format json|text]`: looks up pilots, upgrades and ships by name;
 * `xwing content coverage [--points NAME] [--format text|json]`: the engine's card-ability coverage.
 */
export async function runContent(args: string[], io: Io): Promise<number> {
  return usageErrors('content', io, () => {
    const [sub, ...rest] = args;
    if (sub === '--help' || sub === '-h') return help(io);
    if (sub === undefined) throw new UsageError('missing subcommand (search or coverage)');
    if (sub === 'coverage') {
      const coverage = parseCoverage(rest);
      return coverage === 'help' ? help(io) : runCoverage(coverage, io);
    }
    if (sub !== 'search') throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}`);
    const options = parseSearch(rest);
    if (options === 'help') return help(io);
    const hits = searchContent(readContentFiles({ pointsSets: [] }), options.text, options.limit);
    if (options.format === 'json') io.stdout.write(`${JSON.stringify(hits)}\n`);
    else if (hits.length > 0) io.stdout.write(hitsTable(hits));
    if (hits.length === 0) {
      io.stderr.write(`xwing content: no pilot, upgrade or ship matches ${JSON.stringify(options.text)}\n`);
      return 1;
    }
    return 0;
  });
}

function help(io: Io): number {
  io.stdout.write(CONTENT_HELP);
  return 0;
}

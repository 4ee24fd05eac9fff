import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Format } from '@xwing/squads';

const root = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** The path of a fixture file, for the CLI tests. */
export function fixturePath(name: string): string {
  return `${root}${name}`;
}

/** The JSON fixtures of a folder, by file name. */
export function fixtures(folder: 'valid' | 'invalid'): { file: string; doc: Record<string, unknown> }[] {
  return readdirSync(`${root}${folder}`)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      doc: JSON.parse(readFileSync(`${root}${folder}/${file}`, 'utf8')) as Record<string, unknown>,
    }));
}

/** What an invalid fixture expects, from its test vendor block (a vendor block the parser ignores). */
export interface Expectation {
  pointsSet?: string;
  format?: Format;
  expect: { code: string; path: string }[];
}

export function expectation(doc: Record<string, unknown>): Expectation {
  const vendor = doc.vendor as Record<string, Expectation>;
  return vendor['xwing-table-test']!;
}

/** The points set a valid fixture is priced in, from its file name. */
export function pointsSetOf(file: string): string {
  if (file.startsWith('xwa20-')) return 'xwa-50p2.0';
  if (file.startsWith('xwa11-')) return 'xwa-50p1.1';
  if (file.startsWith('xwa10-')) return 'xwa-50p1.0';
  if (file.startsWith('xwar2-')) return 'xwa-r2-20pt';
  if (file.startsWith('xwabv2-')) return 'xwa-bv2-20pt';
  if (file.startsWith('amg20-')) return 'amg-2.5-20pt';
  throw new Error(`no points set for ${file}`);
}

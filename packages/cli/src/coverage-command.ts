/**
 * `xwing content coverage [--points NAME] [--format text|json]`: how many of the content's card abilities the engine
 * implements (the figures come from @xwing/engine's abilityCoverage; this file only reads options and prints).
 */
import { DEFAULT_POINTS_SET, loadContent } from '@xwing/content';
import { type AbilityCoverage, abilityCoverage, abilityTable, type CoverageGroup } from '@xwing/engine';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError } from './options.js';

const COVERAGE_OPTIONS = {
  points: { type: 'string', short: 'p' },
  format: { type: 'string', short: 'f' },
  json: { type: 'boolean', short: 'j' },
} as const;

export interface CoverageOptions {
  points: string;
  format: 'text' | 'json';
}

export function parseCoverage(args: string[]): CoverageOptions | 'help' {
  const { values, positionals, help } = parseCommandLine(args, COVERAGE_OPTIONS);
  if (help) return 'help';
  if (positionals.length > 0)
    throw new UsageError(`coverage takes no arguments, not ${JSON.stringify(positionals[0])}`);
  if (values.json && values.format !== undefined) throw new UsageError('give --json or --format, not both');
  const format = values.json ? 'json' : oneOf('--format', values.format ?? 'text', ['text', 'json'] as const);
  return { points: values.points ?? DEFAULT_POINTS_SET, format };
}

function fraction(g: { implemented: number; total: number }): string {
  const pct = g.total === 0 ? 100 : Math.floor((1000 * g.implemented) / g.total) / 10;
  return `${g.implemented}/${g.total} (${pct}%)`;
}

function groupLines(name: string, g: CoverageGroup): string[] {
  const lines = [`  ${name}: ${fraction(g)}`];
  if (g.missing.length > 0) lines.push(`    missing: ${g.missing.join(' ')}`);
  return lines;
}

/** The figures as text: totals, then each faction / slot with the cards still missing. */
export function coverageText(c: AbilityCoverage): string {
  const lines = [
    `Card abilities the engine implements (points set ${c.pointsSet})`,
    `pilots: ${fraction(c.pilots)}`,
    ...Object.entries(c.pilots.byFaction).flatMap(([f, g]) => groupLines(f, g)),
    `upgrades (card sides): ${fraction(c.upgrades)}`,
    ...Object.entries(c.upgrades.bySlot).flatMap(([s, g]) => groupLines(s, g)),
    `ship abilities: ${fraction(c.shipAbilities)}`,
    ...(c.shipAbilities.missing.length > 0 ? [`  missing: ${c.shipAbilities.missing.join(' ')}`] : []),
    `standard-format cards with an ability (${c.pointsSet}): ${fraction(c.standard)}`,
  ];
  return lines.map((l) => `${l}\n`).join('');
}

export function runCoverage(options: CoverageOptions, io: Io): number {
  const content = loadContent();
  if (!content.pointsSet(options.points))
    throw new UsageError(
      `unknown points set ${JSON.stringify(options.points)} (known: ${content.pointsSetIds().join(', ')})`,
    );
  const c = abilityCoverage(content, abilityTable(), options.points);
  io.stdout.write(options.format === 'json' ? `${JSON.stringify(c)}\n` : coverageText(c));
  return 0;
}

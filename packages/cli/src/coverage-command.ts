/**
 * `xwing content coverage [--rule-set NAME] [--points NAME] [--group GROUP] [--format text|json]`: how many of the
 * content's card abilities the engine implements, in all and by card group (the figures come from @xwing/engine's
 * abilityCoverage and the group table of @xwing/content; this file only reads options and prints). With a rule set
 * whose cards are another edition's (the first edition's), its cards and its ability table, with no group part: the
 * card group table is the 2.5 cards'.
 */
import { CARD_GROUPS, type CardGroup, DEFAULT_POINTS_SET, isCardGroup, loadCardGroups } from '@xwing/content';
import {
  type AbilityCoverage,
  abilityCoverage,
  abilityTableFor,
  type CoverageGroup,
  DEFAULT_RULE_SET,
  type GroupCoverage,
  RULE_SET_IDS,
  ruleSet,
  type RuleSetId,
} from '@xwing/engine';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError } from './options.js';
import { contentFor, ruleSetPointsSet } from './rule-set-option.js';

const COVERAGE_OPTIONS = {
  points: { type: 'string', short: 'p' },
  group: { type: 'string', short: 'g' },
  format: { type: 'string', short: 'f' },
  json: { type: 'boolean', short: 'j' },
  'rule-set': { type: 'string' },
} as const;

export interface CoverageOptions {
  /** The rule set whose cards are counted (its edition's content and ability table; default the 2.5 rules). */
  ruleSet: RuleSetId;
  points: string;
  /** Only this group's figures and missing cards in the groups part (all four by default). */
  group?: CardGroup;
  format: 'text' | 'json';
}

export function parseCoverage(args: string[]): CoverageOptions | 'help' {
  const { values, positionals, help } = parseCommandLine(args, COVERAGE_OPTIONS);
  if (help) return 'help';
  if (positionals.length > 0)
    throw new UsageError(`coverage takes no arguments, not ${JSON.stringify(positionals[0])}`);
  if (values.json && values.format !== undefined) throw new UsageError('give --json or --format, not both');
  const format = values.json ? 'json' : oneOf('--format', values.format ?? 'text', ['text', 'json'] as const);
  const group = values.group;
  if (group !== undefined && !isCardGroup(group))
    throw new UsageError(`--group must be one of ${CARD_GROUPS.join(', ')}, not ${JSON.stringify(group)}`);
  const id = oneOf('--rule-set', values['rule-set'] ?? DEFAULT_RULE_SET, RULE_SET_IDS);
  if (group !== undefined && ruleSet(id).squads.edition !== 'v2')
    throw new UsageError(`--group: the card groups are the 2.5 cards', not those of --rule-set ${id}`);
  const points = values.points ?? ruleSetPointsSet(id) ?? DEFAULT_POINTS_SET;
  return { ruleSet: id, points, format, ...(group === undefined ? {} : { group }) };
}

function fraction(g: { implemented: number; total: number }): string {
  const pct = g.total === 0 ? 100 : Math.floor((1000 * g.implemented) / g.total) / 10;
  return `${g.implemented}/${g.total} (${pct}%)`;
}

/** A share that is 0 % when there is nothing to share (no records: no code either). */
function share(part: number, whole: number): string {
  const pct = whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10;
  return `${part}/${whole} (${pct}%)`;
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
    ...(c.groups === undefined ? [] : groupsText(c.groups, c.pointsSet)),
    ...(c.ungrouped !== undefined && c.ungrouped.length > 0
      ? [`not in the card group table (npm run gen:card-groups): ${c.ungrouped.join(' ')}`]
      : []),
  ];
  return lines.map((l) => `${l}\n`).join('');
}

/**
 * The figures by card group: one row per group (standard-legal cards, all cards, records using the code escape
 * hatch, cards out of scope), then each group's cards left out, one a line with the reason.
 */
function groupsText(groups: Partial<Record<CardGroup, GroupCoverage>>, pointsSet: string): string[] {
  const rows: string[][] = [
    ['group', `standard (${pointsSet})`, 'all cards', 'code records', 'out of scope'],
    ...Object.entries(groups).map(([name, g]) => [
      name,
      fraction({ implemented: g.standardImplemented, total: g.standardTotal }),
      fraction(g),
      share(g.codeRecords, g.records),
      String(g.outOfScope),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const table = rows.map((r) => `  ${r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd());
  const missing = Object.entries(groups).flatMap(([name, g]) => [
    `${name}: ${g.missing.length} cards left out`,
    ...g.missing.map((m) => `  ${m.key}  ${m.reason ?? 'not implemented yet'}`),
  ]);
  return ['by card group (docs/abilities.md, "Card groups"):', ...table, ...missing];
}

export function runCoverage(options: CoverageOptions, io: Io): number {
  const content = contentFor(options.ruleSet);
  const edition = ruleSet(options.ruleSet).squads.edition;
  if (!content.pointsSet(options.points))
    throw new UsageError(
      `unknown points set ${JSON.stringify(options.points)} (known: ${content.pointsSetIds().join(', ')})`,
    );
  const groups = edition === 'v2' ? loadCardGroups() : undefined;
  const all = abilityCoverage(content, abilityTableFor(edition), options.points, groups);
  const c =
    options.group === undefined || all.groups === undefined
      ? all
      : { ...all, groups: { [options.group]: all.groups[options.group] } as AbilityCoverage['groups'] };
  io.stdout.write(options.format === 'json' ? `${JSON.stringify(c)}\n` : coverageText(c));
  return 0;
}

/**
 * `npm run soak -- --real-lists [--against N]`: games between the real X-Wing Alliance squads players brought to
 * events (../shared/data/lists/m3tacron-2025-2026.jsonl, its `format: "xwa"` lines, read at run time and never
 * copied into the project), heuristic against heuristic, each checked as a soak game is (src/soak.ts `checkGame`).
 * Each squad is priced as its builder priced it (the points set and format `validateXws` chooses from the file and
 * the event's date, as packages/squads/test/corpus.test.ts reads them) and meets the next N squads of the same
 * points set (a set with one squad: that squad meets itself). The report counts the 'ability-not-implemented' and
 * 'ability-used' events by card, and names, per card group, the group's cards in those squads that never fired.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_GROUPS, type CardGroupTable, type Content } from '@xwing/content';
import { pilotKeys, upgradeKeysOf, validateXws } from '@xwing/squads';
import { coreAbilities } from '../src/abilities/all-records.js';
import type { Window } from '../src/abilities/vocabulary/types.js';
import { checkGame, type GameSetup } from '../src/index.js';

/**
 * The standing windows the rule code reads without logging an 'ability-used' (abilities/static.ts and the like): a
 * card whose every record is in one of these never shows as used, however often it changes the game.
 */
const SILENT: ReadonlySet<Window> = new Set<Window>([
  'device:detonate',
  'action:while-stressed',
  'action:allowed',
  'attack:allowed',
  'lock:allowed',
  'lock:maintain',
  'maneuver:difficulty',
  'attack:modify-restriction',
  'damage:before-suffer',
  'charge:reload',
  'attack:weapon-requirement',
  'ship:stat',
  'ship:initiative',
  'action:difficulty',
  'action:bar',
  'attack:range-bonus',
  'ship:arc',
  'action:range',
  'device:placement',
  'attack:weapon',
  // Movement (issue 25): standing queries too — the turret's facings, a weapon's arc, obstacles ignored, red maneuvers
  // allowed while stressed, ship abilities taken away.
  'ship:turret',
  'ship:weapon-arc',
  'ship:ignore-obstacles',
  'maneuver:while-stressed',
  'ship:abilities',
  // Support (issue 24): standing reads that log nothing either (static.ts upgradeRangeAs, tokensKept,
  // coordinatedActions).
  'ship:upgrade-range',
  'end:keep-tokens',
  'action:coordinated',
]);

/** The corpus file: XWING_SHARED's, else ../shared beside the repository. */
export function defaultListsFile(): string {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  return join(process.env.XWING_SHARED ?? join(root, '../shared'), 'data/lists/m3tacron-2025-2026.jsonl');
}

interface Line {
  event: string;
  date: string;
  format: string;
  xws: Record<string, unknown>;
}

export interface RealSquad {
  /** The line of the file (1-based). */
  line: number;
  name: string;
  xws: Record<string, unknown>;
  pointsSet: string;
  format: 'standard' | 'extended';
  /** The ability source keys of its cards. */
  keys: string[];
}

/** The file's X-Wing Alliance squads the builder's points accept; those refused are counted apart. */
export function readRealSquads(file: string, content: Content): { squads: RealSquad[]; refused: number[] } {
  if (!existsSync(file)) throw new Error(`no such file: ${file} (set XWING_SHARED to the shared folder)`);
  const squads: RealSquad[] = [];
  const refused: number[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (text.trim() === '') return;
      const line = JSON.parse(text) as Line;
      if (line.format !== 'xwa') return;
      const { squad, result } = validateXws(line.xws, content, { date: line.date });
      if (!result.valid) return void refused.push(i + 1);
      const keys = new Set<string>();
      for (const p of squad.pilots) {
        const pilot = content.pilot(p.id);
        if (pilot) for (const k of pilotKeys(pilot)) keys.add(k);
        for (const u of p.upgrades) for (const k of upgradeKeysOf(content, u.id)) keys.add(k);
      }
      squads.push({
        line: i + 1,
        name: `${line.event} (${line.date}), ${squad.faction}`,
        xws: line.xws,
        pointsSet: result.pointsSet,
        format: result.format === 'extended' ? 'extended' : 'standard',
        keys: [...keys],
      });
    });
  return { squads, refused };
}

/** The games: each squad against the next `against` squads of its points set, in file order. */
export function realListGames(squads: RealSquad[], against: number): { a: RealSquad; b: RealSquad }[] {
  const bySet = new Map<string, RealSquad[]>();
  for (const s of squads) bySet.set(s.pointsSet, [...(bySet.get(s.pointsSet) ?? []), s]);
  const games: { a: RealSquad; b: RealSquad }[] = [];
  for (const group of bySet.values()) {
    if (group.length === 1) {
      games.push({ a: group[0]!, b: group[0]! });
      continue;
    }
    group.forEach((a, i) => {
      for (let k = 1; k <= Math.min(against, group.length - 1); k++)
        games.push({ a, b: group[(i + k) % group.length]! });
    });
  }
  return games;
}

export interface RealListsSummary {
  squads: number;
  refused: number[];
  games: number;
  decisions: number;
  seconds: number;
  notImplemented: Map<string, number>;
  used: Map<string, number>;
  /**
   * Per group: its cards in the squads, those the engine has no record for (an 'ability-not-implemented' event), and
   * those it has one for that never fired (no 'ability-used' event): `silent` those whose records are all standing
   * queries (SILENT), which log nothing, `never` the others.
   */
  groups: { group: string; present: string[]; missing: string[]; silent: string[]; never: string[] }[];
  failures: { a: number; b: number; seed: string; failure: string }[];
}

export function runRealLists(opts: {
  content: Content;
  table: CardGroupTable;
  file: string;
  against: number;
  seed: string;
  onGame?: (done: number, total: number, failure?: string) => void;
}): RealListsSummary {
  const started = performance.now();
  const { squads, refused } = readRealSquads(opts.file, opts.content);
  const games = realListGames(squads, opts.against);
  const summary: RealListsSummary = {
    squads: squads.length,
    refused,
    games: 0,
    decisions: 0,
    seconds: 0,
    notImplemented: new Map(),
    used: new Map(),
    groups: [],
    failures: [],
  };
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const { a, b } of games) {
    const seed = `${opts.seed}/real/${a.line}-${b.line}`;
    const setup: GameSetup = {
      players: [
        { name: `line ${a.line}`, squad: a.xws },
        { name: `line ${b.line}`, squad: b.xws },
      ],
      seed,
      pointsSet: a.pointsSet,
      format: a.format === 'extended' || b.format === 'extended' ? 'extended' : 'standard',
    };
    const checked = checkGame(setup, opts.content, 'heuristic');
    summary.games++;
    summary.decisions += checked.decisions;
    for (const e of checked.state?.log ?? []) {
      const source = (e.data as { source?: unknown } | undefined)?.source;
      if (typeof source !== 'string') continue;
      if (e.type === 'ability-not-implemented') add(summary.notImplemented, source);
      else if (e.type === 'ability-used') add(summary.used, source);
    }
    if (checked.failure !== undefined) summary.failures.push({ a: a.line, b: b.line, seed, failure: checked.failure });
    opts.onGame?.(summary.games, games.length, checked.failure);
  }
  const present = new Set(squads.flatMap((s) => s.keys));
  const records = coreAbilities();
  const silent = (k: string) => (records.get(k) ?? []).every((a) => SILENT.has(a.window));
  for (const group of CARD_GROUPS) {
    const keys = [...present].filter((k) => opts.table.of(k)?.group === group).sort();
    const unused = keys.filter((k) => !summary.used.has(k) && !summary.notImplemented.has(k));
    summary.groups.push({
      group,
      present: keys,
      missing: keys.filter((k) => summary.notImplemented.has(k)),
      silent: unused.filter(silent),
      never: unused.filter((k) => !silent(k)),
    });
  }
  summary.seconds = Math.round(performance.now() - started) / 1000;
  return summary;
}

/** The report, as `npm run soak -- --real-lists` prints it. */
export function realListsReport(s: RealListsSummary, top = 20): string {
  const sorted = (m: Map<string, number>) => [...m].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  const ni = sorted(s.notImplemented);
  const lines = [
    `real lists: ${s.squads} squads (${s.refused.length} refused by their own points: lines ${s.refused.join(', ') || 'none'})`,
    `games: ${s.games} heuristic; decisions: ${s.decisions}; ${s.seconds} s`,
    `failures: ${s.failures.length}`,
    ...s.failures.map((f) => `  lines ${f.a} v ${f.b} (seed ${JSON.stringify(f.seed)}): ${f.failure}`),
    `ability-not-implemented: ${ni.reduce((n, [, c]) => n + c, 0)} events, ${ni.length} cards (top ${top}):`,
    ...ni.slice(0, top).map(([k, c]) => `  ${c}\t${k}`),
    `ability-used: ${[...s.used.values()].reduce((n, c) => n + c, 0)} events, ${s.used.size} cards`,
    ...s.groups.flatMap((g) => [
      `${g.group}: ${g.present.length} cards in the squads, ${g.missing.length} not implemented, ` +
        `${g.present.length - g.missing.length - g.never.length - g.silent.length} used, ` +
        `${g.silent.length} standing only (log no use), ${g.never.length} never fired:`,
      `  never fired: ${g.never.join(' ') || 'none'}`,
      `  standing only: ${g.silent.join(' ') || 'none'}`,
      `  not implemented: ${g.missing.join(' ') || 'none'}`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

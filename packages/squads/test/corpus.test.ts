/**
 * Every X-Wing Alliance squad players brought to events of 2025–26 (../shared/data/lists/m3tacron-2025-2026.jsonl,
 * read here at test time, never copied into the project) is valid at its builder's points, from its XWS and from
 * its link, in the points set chosen for it (tag, link, total, the event's date); or corpus-expectations.json says
 * why it is really illegal (issue 23). The squads are the sources', so they are not in this repository: without
 * ../shared (or XWING_SHARED) the test is skipped and says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@xwing/content';
import { decodeSquadLink, linkFacts, parseXws, type Squad, type ValidationResult, validateXws } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const file = join(process.env.XWING_SHARED ?? join(root, '../shared'), 'data/lists/m3tacron-2025-2026.jsonl');
const have = existsSync(file);
if (!have) console.warn(`corpus.test: skipped, ${file} is not there (set XWING_SHARED to the shared folder)`);

interface Line {
  event: string;
  date: string;
  format: string;
  xws: Record<string, unknown> & { points?: number; vendor?: Record<string, { link?: string }> };
}

/** A squad the corpus holds that is really illegal, and why (a reviewer reads this file). */
interface Expected {
  line: number;
  event: string;
  date: string;
  /** Codes the check must still give, from the XWS and from the link. */
  codes: string[];
  reason: string;
}

const expectations = JSON.parse(
  readFileSync(fileURLToPath(new URL('./corpus-expectations.json', import.meta.url)), 'utf8'),
) as { squads: Expected[] };

const content = loadContent();

/** The squad's link: the builder's own, from its vendor block. */
function linkOf(line: Line): string | undefined {
  return Object.values(line.xws.vendor ?? {})
    .map((v) => v.link)
    .find((l): l is string => typeof l === 'string' && linkFacts(l) !== undefined);
}

/**
 * The total the builder gave the squad: a Launch Bay Next link's, else the XWS `points`, unless the builder's own
 * YASB link says another squad size (three squads tagged "AMG 09/06/2024" say 20 in XWS next to a 50-point link):
 * then only the set's limit holds it.
 */
function builderTotal(line: Line, link: string | undefined): number | undefined {
  const facts = link === undefined ? undefined : linkFacts(link);
  if (facts?.total !== undefined) return facts.total;
  const total = line.xws.points;
  if (typeof total !== 'number') return undefined;
  if (facts?.size !== undefined && (total <= 30 ? 20 : 50) !== facts.size) return undefined;
  return total;
}

/** Pilots and upgrades, order aside: what the XWS and the link must both say. */
function shape(squad: Squad): string[] {
  return squad.pilots
    .map(
      (p) =>
        `${p.id}: ${p.upgrades
          .map((u) => u.id)
          .sort()
          .join(' ')}`,
    )
    .sort();
}

function accepted(r: ValidationResult, total: number | undefined): boolean {
  return r.valid && (total === undefined || r.points === total);
}

const lines: { no: number; line: Line }[] = have
  ? readFileSync(file, 'utf8')
      .split('\n')
      .map((text, i) => ({ no: i + 1, text }))
      .filter((x) => x.text.trim() !== '')
      .map(({ no, text }) => ({ no, line: JSON.parse(text) as Line }))
      .filter((x) => x.line.format === 'xwa')
  : [];

describe.skipIf(!have)('X-Wing Alliance squads of 2025–26 events (../shared/data/lists, issue 23)', () => {
  const expected = new Map(expectations.squads.map((e) => [e.line, e]));

  it('the expectations name real squads of the file', () => {
    for (const e of expectations.squads) {
      const found = lines.find((x) => x.no === e.line);
      expect(found?.line, `line ${e.line}`).toMatchObject({ event: e.event, date: e.date });
    }
  });

  it.each(lines.map((x) => [x.no, x.line.date, x.line] as const))('line %i (%s)', (no, date, line) => {
    const link = linkOf(line);
    const total = builderTotal(line, link);
    const fromXws = validateXws(line.xws, content, { date }).result;
    expect(link, 'every squad has its builder’s link').toBeDefined();
    const decoded = decodeSquadLink(link!);
    const fromLink = validateXws(decoded.xws, content, { date }).result;
    // The link decodes to the squad its XWS lists.
    expect(shape(parseXws(decoded.xws, content).squad)).toEqual(shape(parseXws(line.xws, content).squad));
    const e = expected.get(no);
    if (e === undefined) {
      const say = (r: ValidationResult) => ({ pointsSet: r.pointsSet, points: r.points, total, errors: r.errors });
      expect(accepted(fromXws, total), JSON.stringify(say(fromXws))).toBe(true);
      expect(accepted(fromLink, total), JSON.stringify(say(fromLink))).toBe(true);
    } else {
      for (const r of [fromXws, fromLink]) {
        expect(r.valid).toBe(false);
        expect(r.errors.map((x) => x.code)).toEqual(expect.arrayContaining(e.codes));
      }
    }
  });

  it('reports the share accepted', () => {
    const share = (100 * expectations.squads.length) / lines.length;
    console.info(
      `corpus: ${lines.length - expectations.squads.length}/${lines.length} X-Wing Alliance squads accepted; ` +
        `${expectations.squads.length} really illegal (${share.toFixed(1)} %, corpus-expectations.json)`,
    );
    expect(lines.length).toBe(67);
  });
});

/**
 * docs/rules-coverage.md's rule-set tables (issue 29) name, for each rule, the test that checks it: its title in
 * backticks, or its beginning ending in "…". This fails when a named test does not exist in the rule-set tests (or the
 * squads package's first-edition tests), when a rule set has no section, or when a row names no test and does not say
 * why ("none: …").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../../..');
const DOC = readFileSync(join(ROOT, 'docs/rules-coverage.md'), 'utf8');
const TEST_FILES = [
  ...readdirSync(HERE)
    .filter((n) => n.endsWith('.test.ts'))
    .map((n) => join(HERE, n)),
  join(ROOT, 'packages/squads/test/first-edition.test.ts'),
];

/** The titles of the `it` and `describe` calls of a test file's text (quoted with ' or ", escapes read). */
function titlesOf(text: string): string[] {
  return [...text.matchAll(/\b(?:it|describe)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) =>
    m[2]!.replace(/\\(.)/g, '$1'),
  );
}

/** The rule-set tables' rows, by section title: each row's test names (backtick spans, file paths left out) and status. */
function ruleSetRows(doc: string): Map<string, { rule: string; tests: string[]; status: string }[]> {
  const from = doc.indexOf('## Rule sets (issue 29)');
  const to = doc.indexOf('\n## ', from + 1);
  const part = doc.slice(from, to < 0 ? undefined : to);
  const out = new Map<string, { rule: string; tests: string[]; status: string }[]>();
  let section: string | undefined;
  for (const line of part.split('\n')) {
    if (line.startsWith('### ')) {
      section = line.slice(4).trim();
      out.set(section, []);
      continue;
    }
    if (!section || !line.startsWith('|') || /^\|\s*-/.test(line) || /^\|\s*rule \(/.test(line)) continue;
    const cells = line.split('|').map((c) => c.trim());
    const tests = [...cells[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((t) => !t.endsWith('.ts'));
    out.get(section)!.push({ rule: cells[1]!, tests, status: cells[3]! });
  }
  return out;
}

/** Whether `name` names one of `titles`: exactly, or by its beginning when it ends in "…". */
function names(name: string, titles: readonly string[]): boolean {
  if (!name.endsWith('…')) return titles.includes(name);
  const start = name.slice(0, -1);
  return titles.some((t) => t.startsWith(start));
}

describe('docs/rules-coverage.md names the tests of each rule set’s rules', () => {
  const titles = TEST_FILES.flatMap((f) => titlesOf(readFileSync(f, 'utf8')));
  const rows = ruleSetRows(DOC);

  it('reads titles, rows and names (the check itself works)', () => {
    expect(titlesOf(`it('a \\'b\\' c', () => {}); describe("d's", () => {});`)).toEqual(["a 'b' c", "d's"]);
    const doc =
      '## Rule sets (issue 29)\n### X\n| rule (s) | test | status |\n| --- | --- | --- |\n| r | `t…`, a.ts `u` | flow |\n## Next';
    expect(ruleSetRows(doc).get('X')).toEqual([{ rule: 'r', tests: ['t…', 'u'], status: 'flow' }]);
    expect(names('ab…', ['abc'])).toBe(true);
    expect(names('ab', ['abc'])).toBe(false);
    expect(names('x…', ['abc'])).toBe(false);
  });

  it('has a section per rule set but 2.5 (whose rules the sections above cover)', () => {
    expect([...rows.keys()]).toEqual(
      expect.arrayContaining([
        'First edition (002)',
        'Junior (004)',
        "Junior, advanced (004's optional advanced rule)",
      ]),
    );
    for (const [section, list] of rows) expect(list.length, section).toBeGreaterThan(0);
  });

  it('every test named exists, and every row names one or says why not', () => {
    const missing: string[] = [];
    const unnamed: string[] = [];
    for (const [section, list] of rows)
      for (const row of list) {
        if (row.tests.length === 0 && !row.status.startsWith('none')) unnamed.push(`${section}: ${row.rule}`);
        for (const t of row.tests) if (!names(t, titles)) missing.push(`${section}: ${t}`);
      }
    expect(missing).toEqual([]);
    expect(unnamed).toEqual([]);
  });
});

/**
 * Rule sets are modules (src/rule-sets/, issue 29): the core rules ask a game's rule set through its hooks and never
 * test its name. This gate fails when an engine source file outside src/rule-sets/ holds a rule set's id as a string
 * literal or compares a state's `ruleset` field.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_SET_IDS } from '../../src/rule-sets/types.js';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : n.endsWith('.ts') ? [p] : [];
  });
}

const RULE_FILES = files(SRC).filter((f) => !relative(SRC, f).startsWith('rule-sets/'));
const IDS = new Set<string>(RULE_SET_IDS);

/** The places a text names a rule set or tests the field holding it. */
function namesRuleSet(text: string): string[] {
  const literals = [...text.matchAll(/(['"`])([a-z0-9.-]+)\1/g)].map((m) => m[2]!).filter((id) => IDS.has(id));
  const compared = [...text.matchAll(/\bruleset\s*(?:[!=]==?|\))|case\s+['"][a-z0-9.-]+['"]\s*:.*ruleset/g)].map(
    (m) => m[0],
  );
  return [...literals, ...compared];
}

describe('no rule file names a rule set', () => {
  it('finds a rule set named or compared (the test itself works)', () => {
    expect(namesRuleSet("if (state.ruleset === 'first-edition') return;")).toEqual(['first-edition', 'ruleset ===']);
    expect(namesRuleSet('const x = "junior";')).toEqual(['junior']);
    expect(namesRuleSet('switch (s.ruleset) {')).toEqual(['ruleset)']);
    expect(namesRuleSet("const set = 'amg-2.5-20pt';")).toEqual([]);
  });

  it('only src/rule-sets/ maps a rule set to its rules', () => {
    expect(RULE_FILES.length).toBeGreaterThan(100);
    const found = RULE_FILES.flatMap((f) =>
      namesRuleSet(readFileSync(f, 'utf8')).map((hit) => `${relative(SRC, f)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});

/**
 * No card is named in core rule code (issue 10, item 4): a card's effect lives in its ability (abilities/cards/**) and
 * the rules ask queries (abilities/static.ts). This test fails when engine code outside the card definitions holds
 * a string literal that is a pilot's, an upgrade's or a damage card's xws id.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const content = loadContent();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : n.endsWith('.ts') ? [p] : [];
  });
}

const CARD_IDS = new Set([
  ...content.data.pilots.map((p) => p.xws),
  ...content.data.upgrades.map((u) => u.xws),
  ...content.data.damageDecks.flatMap((d) => d.cards.map((c) => c.xws)),
]);

/**
 * Rule code: everything but the card definitions, the first edition's included (and the scenario's own condition cards,
 * and the junior rule set's roster: 004 §Set Up names the two pilots its squads may fly, a rule of the variant).
 */
const RULE_FILES = files(SRC).filter(
  (f) =>
    !/^abilities\/cards(-first-edition)?\/|^scenario\/knowledge\.ts$|^rule-sets\/junior\.ts$/.test(relative(SRC, f)),
);

/** Card ids that are also words of the rules or of JSON (the Boost action, the null value): not card names there. */
const RULE_WORDS = new Set(['boost', 'null']);

function namedCards(text: string): string[] {
  return [...text.matchAll(/'([a-z0-9-]+)'/g)]
    .map((m) => m[1]!)
    .filter((id) => CARD_IDS.has(id) && !RULE_WORDS.has(id));
}

describe('no card is named in rule code', () => {
  it('finds a card id in a string literal (the test itself works)', () => {
    expect(namedCards("if (faceupDamage(ship, 'hullbreach')) return;")).toEqual(['hullbreach']);
    expect(CARD_IDS.size).toBeGreaterThan(1000);
  });

  it('no rule file names a pilot, upgrade or damage card', () => {
    const found = RULE_FILES.flatMap((f) =>
      namedCards(readFileSync(f, 'utf8')).map((id) => `${relative(SRC, f)}: ${id}`),
    );
    expect(found).toEqual([]);
  });
});

/**
 * Triggers fire wherever their event happens (issue 10, item 1) only if the engine changes tokens and locks in one
 * place: util.ts `addTokens` (and addToken/removeToken over it, and gainReinforce for the reinforce token's facing) and
 * `acquireLock`, which raise 'token:after-gain',
 * 'token:after-remove' and 'lock:after-acquire'. This test fails on any other engine code that writes a ship's tokens
 * or sets its lock directly (the state is built from a position in engine.ts, which is not an event, and position-of.ts
 * writes a position from a state).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : n.endsWith('.ts') ? [p] : [];
  });
}

const WRITES = [
  /\btokens\.\w+\s*(=(?!=)|\+=|-=|\+\+|--)/,
  /\btokens\[[^\]]+\]\s*(=(?!=)|\+=|-=)/,
  /delete\s+[\w.]*tokens[.[]/,
  /\.locks\s*=\s*\[\s*\{/,
  // The reinforce token lives in its own field (its facing): util.ts gainReinforce / addTokens change it.
  /\.reinforce\s*=(?!=)/,
];

describe('tokens and locks change in one place', () => {
  it('the patterns catch a direct write (the test itself works)', () => {
    expect(WRITES.some((r) => r.test('ship.tokens.focus = (ship.tokens.focus ?? 0) + 1;'))).toBe(true);
    expect(WRITES.some((r) => r.test('delete s.tokens[t];'))).toBe(true);
    expect(WRITES.some((r) => r.test('ship.locks = [{ target: arg }];'))).toBe(true);
    expect(WRITES.some((r) => r.test("ship.reinforce = arg as 'fore' | 'aft';"))).toBe(true);
    expect(WRITES.some((r) => r.test('if (ship.tokens.focus === 1) return;'))).toBe(false);
  });

  it('no engine file but util.ts (and the position files) writes tokens or locks directly', () => {
    const bad: string[] = [];
    for (const f of files(SRC)) {
      const rel = relative(SRC, f);
      // engine.ts builds a state from a position; position-of.ts writes a position (not a ship) from a state.
      // reinforce.ts holds the reinforce token's facing: gained and removed there only (raising the token windows).
      if (rel === 'util.ts' || rel === 'reinforce.ts' || rel === 'engine.ts' || rel === 'position-of.ts') continue;
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (WRITES.some((r) => r.test(line))) bad.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(bad).toEqual([]);
  });
});

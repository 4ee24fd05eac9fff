/**
 * Every timing window is reached by the game flow (issue 10): a window an ability is registered on, or that the
 * vocabulary declares, must be named by the engine's rule code (a runWindow call, a dice-count or standing read).
 * R2 Astromech once sat on a window nothing ran and never fired in a game. Whether each registered ability then
 * really fires is checked by its flow spec (flow-*.test.ts, through applyInPlace).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { abilityTable } from '../../src/abilities/ability-table.js';
import { coreAbilities } from '../../src/abilities/all-records.js';
import type { raise, runWindow } from '../../src/abilities/run.js';
import type { EventWindow, FlowWindow, QueryWindow } from '../../src/abilities/vocabulary/types.js';

// Type level: `runWindow` takes only steps of the round, `raise` steps and events, never a standing query.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const RUNS_STEPS: Exactly<Parameters<typeof runWindow>[1], FlowWindow> = true;
const RAISES_EVENTS: Exactly<Parameters<typeof raise>[1], FlowWindow | EventWindow> = true;
const QUERY_NOT_RAISED: Extract<QueryWindow, Parameters<typeof raise>[1]> extends never ? true : false = true;

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : n.endsWith('.ts') ? [p] : [];
  });
}

/** The windows declared by the vocabulary (the `Window` union in types.ts). */
function declaredWindows(): string[] {
  const text = readFileSync(join(SRC, 'abilities/vocabulary/types.ts'), 'utf8');
  const unions = [...text.matchAll(/export type (?:Flow|Event|Query)Window =([\s\S]*?);/g)].map((m) => m[1]!);
  return unions.flatMap((union) => [...union.matchAll(/\|\s*'([a-z:-]+)'/g)].map((m) => m[1]!));
}

/** Rule code: everything but the card definitions and the vocabulary that declares the windows. */
const ruleCode = files(SRC)
  .filter((f) => !/^abilities\/(cards|vocabulary)\/|^scenario\/knowledge\.ts$/.test(relative(SRC, f)))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** Windows the rule code runs or reads: named as a string literal in a call or a Window-typed value. */
function reached(window: string): boolean {
  const lit = `'${window}'`;
  return (
    ruleCode.includes(`runWindow(ctx, ${lit}`) ||
    ruleCode.includes(`raise(ctx, ${lit}`) ||
    ruleCode.includes(`keysIn(${lit})`) ||
    ruleCode.includes(`standing(ctx, ship, ${lit})`) ||
    new RegExp(`(abilityDiceDeltas\\([^)]*|Window = [^;]*)${lit.replace(/[:-]/g, '\\$&')}`).test(ruleCode)
  );
}

describe('timing windows', () => {
  const declared = declaredWindows();

  it('reads the declared windows (the test itself works)', () => {
    expect(declared).toContain('attack:after');
    expect(declared.length).toBeGreaterThan(15);
    expect(reached('no-such-window')).toBe(false);
  });

  it('the three kinds of window (steps, events, queries) share no window', () => {
    expect([RUNS_STEPS, RAISES_EVENTS, QUERY_NOT_RAISED]).toEqual([true, true, true]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('every declared window is run or read by the rule code', () => {
    expect(declared.filter((w) => !reached(w))).toEqual([]);
  });

  it('every registered ability sits on a declared, reached window', () => {
    const table = abilityTable();
    const bad: string[] = [];
    for (const key of coreAbilities().keys())
      for (const a of table.get(key))
        if (!declared.includes(a.window) || !reached(a.window)) bad.push(`${key}: ${a.window}`);
    expect(bad).toEqual([]);
  });
});

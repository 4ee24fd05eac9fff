/**
 * The engine's import graph (issue 10, "cards see a narrow API"): no import circle runs through the ability files,
 * card definitions import only the ability vocabulary and the effects interface, and the phases never import cards.
 * Only runtime imports count (`import type` is erased by the compiler and cannot form a load-order circle).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** Every import of one file, type imports included, as src-relative paths (package imports left out). */
function allImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const re = /^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms;
  return [...text.matchAll(re)].map((m) => relative(SRC, resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts'))));
}

/** Runtime imports of one file, as src-relative paths (package imports such as @xwing/dice are left out). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  // `import x from`, `import { a, type B } from`, `export … from`; not `import type …` / `export type … from`.
  const re = /^(import|export)\s+(?!type\s)([^;]*?)\s+from\s+'(\.[^']+)'/gms;
  for (const m of text.matchAll(re)) {
    const clause = m[2]!;
    // `import { type A, type B } from` is erased as well.
    const names = /^\{([^}]*)\}$/.exec(clause.trim());
    if (names && names[1]!.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    const target = resolve(dirname(file), m[3]!.replace(/\.js$/, '.ts'));
    out.push(relative(SRC, target));
  }
  return out;
}

function graph(): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of sourceFiles(SRC)) g.set(relative(SRC, f), runtimeImports(f));
  return g;
}

/** Strongly connected components with more than one file (Tarjan). */
function circles(g: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!g.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of g.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** Files that define cards: they may import only these engine files at run time. */
const CARD_FILES = /^abilities\/cards(-first-edition)?\//;
const CARD_MAY_IMPORT = /^abilities\/(vocabulary|cards)\//;

describe('engine import graph', () => {
  const g = graph();

  it('finds the engine sources and their imports (the walker itself works)', () => {
    expect(g.size).toBeGreaterThan(40);
    expect(g.get('engine.ts')).toContain('flow.ts');
  });

  it('has no import circle through an ability file', () => {
    const through = circles(g).filter((c) => c.some((f) => f.startsWith('abilities/')));
    expect(through).toEqual([]);
  });

  it('card definitions import only the vocabulary (and other card files) at run time', () => {
    const bad: string[] = [];
    for (const [file, imports] of g)
      if (CARD_FILES.test(file)) for (const i of imports) if (!CARD_MAY_IMPORT.test(i)) bad.push(`${file} -> ${i}`);
    expect(bad).toEqual([]);
  });

  it('card definitions import nothing of the engine outside the vocabulary, type imports included (issue 21)', () => {
    const bad: string[] = [];
    for (const f of sourceFiles(SRC)) {
      const file = relative(SRC, f);
      if (CARD_FILES.test(file))
        for (const i of allImports(f)) if (!CARD_MAY_IMPORT.test(i)) bad.push(`${file} -> ${i}`);
    }
    expect(bad).toEqual([]);
  });

  it('phases, actions, combat, damage and movement never import card definitions', () => {
    const bad: string[] = [];
    for (const [file, imports] of g)
      if (/^(phases|actions|combat)\/|^(damage|movement|flow)\.ts$/.test(file))
        for (const i of imports) if (CARD_FILES.test(i)) bad.push(`${file} -> ${i}`);
    expect(bad).toEqual([]);
  });
});

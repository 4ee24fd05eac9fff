/**
 * Token vectors (both sides' tokens in one Int32Array: the attacker's kinds, then the defender's) and their
 * interning as small integers for one query.
 */
import type { SideTokens } from './query.js';
import { TOKEN_KINDS, type Modification, type Side, type TokenKind } from './vocabulary.js';

export const NK = TOKEN_KINDS.length;
/** Index of a token in the full token vector (attacker's kinds, then the defender's). */
export function tokenIndex(side: Side, kind: TokenKind): number {
  return (side === 'attacker' ? 0 : NK) + TOKEN_KINDS.indexOf(kind);
}
export const A_DEPLETE = tokenIndex('attacker', 'deplete');
export const D_STRAIN = tokenIndex('defender', 'strain');

export function tokensVector(attacker: SideTokens | undefined, defender: SideTokens | undefined): Int32Array {
  const t = new Int32Array(2 * NK);
  TOKEN_KINDS.forEach((k, i) => {
    t[i] = attacker?.[k] ?? 0;
    t[NK + i] = defender?.[k] ?? 0;
  });
  return t;
}

export function requirementOk(mod: Modification, t: Int32Array, skip: (idx: number) => boolean): boolean {
  for (const r of mod.requires ?? []) {
    const idx = tokenIndex(r.side ?? mod.by, r.token);
    if (skip(idx)) continue;
    const v = t[idx]!;
    if (v < (r.atLeast ?? (r.atMost === undefined ? 1 : 0)) || v > (r.atMost ?? Infinity)) return false;
  }
  return true;
}

/** Token states of both sides interned as small integers for one query. */
export class TokenStates {
  /** Ids by the attacker's tokens (4 bits each), then by the defender's. */
  private readonly ids = new Map<number, Map<number, number>>();
  private readonly wide = new Map<string, number>();
  readonly list: Int32Array[] = [];
  id(t: Int32Array): number {
    let a = 0;
    let d = 0;
    let small = true;
    for (let i = NK - 1; i >= 0; i--) {
      const x = t[i]!;
      const y = t[NK + i]!;
      if (x > 15 || y > 15) small = false;
      a = a * 16 + x;
      d = d * 16 + y;
    }
    if (!small) {
      const k = t.join(',');
      let id = this.wide.get(k);
      if (id === undefined) {
        id = this.add(t);
        this.wide.set(k, id);
      }
      return id;
    }
    let inner = this.ids.get(a);
    if (!inner) {
      inner = new Map();
      this.ids.set(a, inner);
    }
    let id = inner.get(d);
    if (id === undefined) {
      id = this.add(t);
      inner.set(d, id);
    }
    return id;
  }
  private add(t: Int32Array): number {
    this.list.push(t.slice());
    return this.list.length - 1;
  }
  get(id: number): Int32Array {
    return this.list[id]!;
  }
}

/**
 * Token vectors (both sides' tokens in one Int32Array: the attacker's kinds, then the defender's) and their
 * interning as small integers for one query.
 */
import { type DiceQuery, DiceQueryError, type SideTokens } from './query.js';
import { TOKEN_KINDS, type Modification, type Side, type TokenKind } from './vocabulary.js';

export const NK = TOKEN_KINDS.length;
/** Index of a token in the full token vector (attacker's kinds, then the defender's). */
export function tokenIndex(side: Side, kind: TokenKind): number {
  return (side === 'attacker' ? 0 : NK) + TOKEN_KINDS.indexOf(kind);
}
export const A_DEPLETE = tokenIndex('attacker', 'deplete');
export const D_STRAIN = tokenIndex('defender', 'strain');

/** Writes both sides' tokens into the token vector `t`. */
export function fillTokens(t: Int32Array, attacker: SideTokens | undefined, defender: SideTokens | undefined): void {
  for (let i = 0; i < NK; i++) {
    const k = TOKEN_KINDS[i]!;
    t[i] = attacker?.[k] ?? 0;
    t[NK + i] = defender?.[k] ?? 0;
  }
}

/**
 * The token state attack i starts from, given the state the previous attack left: the attacker's tokens are the
 * attack's own unless they carry over.
 */
export function attackStart(query: DiceQuery, states: TokenStates, i: number, id: number): number {
  if (i === 0 || query.attackerTokensCarry) return id;
  const fresh = query.attacks[i]!.tokens;
  const t = states.scratch(id);
  for (let j = 0; j < NK; j++) t[j] = fresh?.[TOKEN_KINDS[j]!] ?? 0;
  return states.id(t);
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

/** Storage given back by the last query's token states (a typed array this size lives off the JS heap, so
 * allocating one per query costs more than the interning itself). */
let spare: Int32Array | null = null;
/** A token vector to build a state in before interning it (see `scratch`). */
const WORK = new Int32Array(2 * NK);

/** Token states of both sides interned as small integers for one query. */
/** Most distinct token states one query may reach. */
export const MAX_TOKEN_STATES = 200_000;

export class TokenStates {
  /** Ids by the attacker's tokens (4 bits each), then by the defender's. */
  private readonly ids = new Map<number, Map<number, number>>();
  private readonly wide = new Map<string, number>();
  /** Every state's tokens, one after another, and a view of each. */
  private data: Int32Array;
  private readonly list: Int32Array[] = [];

  constructor() {
    this.data = spare ?? new Int32Array(64 * 2 * NK);
    spare = null;
  }

  /** Hands the storage back for the next query; the states must not be used afterwards. */
  release(): void {
    spare = this.data;
  }

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
    const id = this.list.length;
    // A backstop to the size check made up front (query.ts): memory stays bounded whatever the query holds.
    if (id >= MAX_TOKEN_STATES)
      throw new DiceQueryError(
        `this query is too large to answer: it reaches more than ${MAX_TOKEN_STATES.toLocaleString('en-US')} token states`,
      );
    const at = id * 2 * NK;
    if (at + 2 * NK > this.data.length) {
      // Views made so far keep the old storage, which still holds their (never changed) tokens.
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(t, at);
    this.list.push(this.data.subarray(at, at + 2 * NK));
    return id;
  }

  /** The tokens of a state (not to be changed). */
  get(id: number): Int32Array {
    return this.list[id]!;
  }

  /** A work vector holding a copy of a state's tokens (or zeros for -1), to change and intern with `id`; valid
   * until the next call. */
  scratch(id: number): Int32Array {
    if (id < 0) WORK.fill(0);
    else WORK.set(this.list[id]!);
    return WORK;
  }
}

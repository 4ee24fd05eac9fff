/**
 * One dice step of one attack (the Attack Dice step or the Defense Dice step) solved exactly: both modification
 * windows, every legal spending and reroll choice, and the chosen line of play for each side.
 *
 * A state is the dice pool (counts of each face, split into dice that may still be rerolled and dice that may not),
 * the window (the first side's, the second side's, or finished), the tokens the step can change and how often each
 * limited ability has been used. States are encoded as two 32-bit integers (pool, rest) and memoised, so identical
 * states reached along different paths are solved once. A state is solved for several scenarios at once (the Defense
 * Dice step: for every incoming hit total it can meet), so its value is a short vector and each scenario has its own
 * best choice.
 *
 * With a look-ahead defender (`lookAhead`) each slot also holds the defender's own value (`aux`): what the finished
 * states are worth to it, which may count more than this step's damage (the tokens it keeps for later attacks). The
 * defender then chooses by that value and the attacker still by `val`, and both values follow the chosen play.
 *
 * Values are computed depth first (`solve`). Every action spends a token, uses up an ability or moves dice into the
 * rerolled pool, so states form a DAG; slots are numbered in completion order, and a forward pass over slots from
 * last to first pushes probability mass through the chosen actions in a valid order with no queue.
 */
import { MAX_ROLL, ROLLS, SLOT_CRIT, SLOT_SUCCESS, type DiceKind, type RollTable } from './faces.js';
import { SlotTable } from './slot-table.js';

/** Action types. */
export const REROLL = 0;
export const CHANGE = 1;
export const ADD = 2;
export const CANCEL = 3;

/** A modification compiled against one phase's state layout. */
export interface Act {
  readonly name: string;
  readonly type: number;
  readonly count: number;
  /** Face slots in order of preference (reroll: the faces that may be picked). */
  readonly faces: readonly number[];
  /** Bit mask of `faces`. */
  readonly mask: number;
  readonly to: number;
  /** Whether the user modifies its own dice (changes prefer already-rerolled dice then). */
  readonly own: boolean;
  /** State position of the token spent, or -1. */
  readonly spendPos: number;
  readonly spendCount: number;
  readonly gainPos: number;
  readonly gainCount: number;
  /** State position of this act's use counter, or -1 when only its cost limits it. */
  readonly usagePos: number;
  readonly uses: number;
  /** Run-time requirements on tokens this phase can change: [pos, min, max] triples. */
  readonly reqs: readonly number[];
  /**
   * Requirements on the dice as they stand (the modification's `whenDice`): [face mask, min, max, only] quadruples,
   * `only` 1 when no die may show a face outside the mask.
   */
  readonly diceReqs: readonly number[];
  /** Tie-break cost: among choices worth the same, the cheapest in tokens is taken. */
  readonly weight: number;
}

/** Layout and rules of a phase, fixed when it is created. */
export interface PhaseLayout {
  readonly kind: DiceKind;
  /** Acts of window 0 and window 1 (attack dice: defender then attacker; defense dice: attacker then defender). */
  readonly acts: readonly [readonly Act[], readonly Act[]];
  /** Whether the side acting in each window maximises the value. */
  readonly maximize: readonly [boolean, boolean];
  /** Positions 8.. of the state: their radices (window first). */
  readonly radix: Int32Array;
  /** Scenarios solved together: 1 (attack dice), G hit totals, or G * G (hit total, crits) when crits weigh more. */
  readonly vec: number;
  /** Scenario j's incoming hit total and crits (defense step). */
  readonly scenT: Int32Array;
  readonly scenC: Int32Array;
  /** Weight of a crit relative to a hit in the value. */
  readonly critWeight: number;
  /** Free "prevent" effects applied in the Neutralize Results step, as [count, atLeast] pairs (defense step). */
  readonly freePrevent: readonly number[];
  /** Longest possible chain of actions plus windows: the depth of the state buffer. */
  readonly maxDepth: number;
}

const TIE = 1e-9;

/**
 * The look-ahead defender's value of a finished state at `at` in `st` for scenario j, given the step's own value
 * there (`value`); it may solve other phases, never this one.
 */
export type DefenderValue = (st: Int32Array, at: number, j: number, value: number) => number;

/** The window after `win`, skipping windows where nobody can do anything (2: finished). */
export function nextWindow(layout: PhaseLayout, win: number): number {
  let w = win + 1;
  while (w < 2 && layout.acts[w as 0 | 1].length === 0) w++;
  return w;
}

/** Phases handed back after a query, reused so that a query allocates (almost) nothing. */
const POOL: Phase[] = [];

export class Phase {
  layout!: PhaseLayout;
  W = 0;
  vec = 1;
  private buf = new Int32Array(0);
  private readonly memo = new SlotTable();
  private rolls: readonly RollTable[] = ROLLS.attack;
  private cap = 0;
  nSlots = 0;
  /** Slot of each roll outcome's starting state (filled by the caller; a roll of up to MAX_ROLL dice). */
  readonly entrySlots = new Int32Array(ROLLS.attack[MAX_ROLL]!.outcomes);
  /** Per slot. */
  isTerminal = new Uint8Array(0);
  /** Per finished slot: where its state (W values) starts in `terminalStates`, so callers need not decode keys. */
  terminal = new Int32Array(0);
  terminalStates = new Int32Array(0);
  private nTerminalValues = 0;
  /** Per slot and scenario (index slot * vec + j). */
  val = new Float64Array(0);
  /** The look-ahead defender's value per slot and scenario (only while `defenderValue` is set). */
  aux = new Float64Array(0);
  cost = new Float64Array(0);
  succStart = new Int32Array(0);
  succCount = new Int32Array(0);
  nSucc = 0;
  succSlot = new Int32Array(256);
  succProb = new Float64Array(256);
  // Scratch per depth (index depth * vec + j).
  private bestV = new Float64Array(0);
  private bestC = new Float64Array(0);
  private bestA = new Int32Array(0);
  private bestK = new Int32Array(0);
  private optV = new Float64Array(0);
  private optC = new Float64Array(0);
  private bestX = new Float64Array(0);
  private optX = new Float64Array(0);
  /** Set for a look-ahead defender (see `lookAhead`); null: the defender minimises `val` like the attacker. */
  private defenderValue: DefenderValue | null = null;
  /** Per depth and act (index depth * nActs + act): the slot a change, add or cancel led to, found while choosing
   * and kept for recording the choice. */
  private actSlot = new Int32Array(0);
  private nActs = 0;

  /** A phase for the layout, reusing a released one when there is one. */
  static acquire(layout: PhaseLayout): Phase {
    const phase = POOL.pop() ?? new Phase();
    phase.reset(layout);
    return phase;
  }

  /** Hands the phase back for reuse; it must not be used afterwards. */
  release(): void {
    if (POOL.length < 64) POOL.push(this);
  }

  private reset(layout: PhaseLayout): void {
    this.layout = layout;
    this.W = 8 + layout.radix.length;
    const v = layout.vec;
    this.vec = v;
    const depth = layout.maxDepth + 2;
    if (this.buf.length < this.W * depth) this.buf = new Int32Array(this.W * depth);
    this.rolls = ROLLS[layout.kind];
    this.memo.clear();
    this.nSlots = 0;
    this.nSucc = 0;
    this.nTerminalValues = 0;
    this.defenderValue = null;
    this.ensureSlots(64);
    if (this.bestV.length < depth * v) {
      this.bestV = new Float64Array(depth * v);
      this.bestC = new Float64Array(depth * v);
      this.bestA = new Int32Array(depth * v);
      this.bestK = new Int32Array(depth * v);
      this.optV = new Float64Array(depth * v);
      this.optC = new Float64Array(depth * v);
      this.bestX = new Float64Array(depth * v);
      this.optX = new Float64Array(depth * v);
    }
    this.nActs = Math.max(layout.acts[0].length, layout.acts[1].length);
    if (this.actSlot.length < depth * this.nActs) this.actSlot = new Int32Array(depth * this.nActs);
  }

  /**
   * Makes the defender choose by its own value of the finished states (`value`), before anything is solved; the
   * attacker still maximises the step's value.
   */
  lookAhead(value: DefenderValue): void {
    this.defenderValue = value;
  }

  /** The state buffer at depth 0, for callers to fill before `solve(0)`. */
  state(): Int32Array {
    return this.buf;
  }

  /** The key of the state at `b`, first half: the eight pool counts, 3 bits each. */
  private poolKey(b: number): number {
    const s = this.buf;
    return (
      s[b]! |
      (s[b + 1]! << 3) |
      (s[b + 2]! << 6) |
      (s[b + 3]! << 9) |
      (s[b + 4]! << 12) |
      (s[b + 5]! << 15) |
      (s[b + 6]! << 18) |
      (s[b + 7]! << 21)
    );
  }

  /** The key of the state at `b`, second half: window, tokens and uses in mixed radix (below 2^29, checked). */
  private restKey(b: number): number {
    const s = this.buf;
    const radix = this.layout.radix;
    let rest = 0;
    for (let j = radix.length - 1; j >= 0; j--) rest = rest * radix[j]! + s[b + 8 + j]!;
    return rest;
  }

  /** Keeps a copy of the finished state at `b` for callers; returns where it starts in `terminalStates`. */
  private keepTerminal(b: number): number {
    const W = this.W;
    const at = this.nTerminalValues;
    if (at + W > this.terminalStates.length) {
      const grown = new Int32Array(Math.max(1024, 2 * (at + W)));
      grown.set(this.terminalStates.subarray(0, at));
      this.terminalStates = grown;
    }
    const s = this.buf;
    for (let i = 0; i < W; i++) this.terminalStates[at + i] = s[b + i]!;
    this.nTerminalValues = at + W;
    return at;
  }

  /**
   * Makes room for at least n slots, keeping what the slot arrays hold. Arrays never shrink: a pooled phase serves
   * steps of every size and scenario count, and shrinking would make each query grow them again.
   */
  private ensureSlots(n: number): void {
    const v = this.vec;
    if (this.isTerminal.length < n) {
      const t = new Uint8Array(n);
      t.set(this.isTerminal);
      this.isTerminal = t;
      const term = new Int32Array(n);
      term.set(this.terminal);
      this.terminal = term;
    }
    if (this.val.length < n * v) {
      const f = (a: Float64Array) => {
        const x = new Float64Array(n * v);
        x.set(a);
        return x;
      };
      const i = (a: Int32Array) => {
        const x = new Int32Array(n * v);
        x.set(a);
        return x;
      };
      this.val = f(this.val);
      this.aux = f(this.aux);
      this.cost = f(this.cost);
      this.succStart = i(this.succStart);
      this.succCount = i(this.succCount);
    }
    this.cap = Math.min(this.isTerminal.length, Math.floor(this.val.length / v));
  }

  private pushSucc(slot: number, p: number): void {
    if (this.nSucc === this.succSlot.length) {
      const a = new Int32Array(this.nSucc * 2);
      a.set(this.succSlot);
      this.succSlot = a;
      const b = new Float64Array(this.nSucc * 2);
      b.set(this.succProb);
      this.succProb = b;
    }
    this.succSlot[this.nSucc] = slot;
    this.succProb[this.nSucc++] = p;
  }

  private newSlot(lo: number, hi: number): number {
    if (this.nSlots === this.cap) this.ensureSlots(2 * this.cap);
    const slot = this.nSlots++;
    this.isTerminal[slot] = 0;
    this.memo.set(lo, hi, slot);
    return slot;
  }

  /** Solves the state at depth d (in the internal buffer) and returns its slot. */
  solve(d: number): number {
    const W = this.W;
    const b = d * W;
    const lo = this.poolKey(b);
    const hi = this.restKey(b);
    const known = this.memo.get(lo, hi);
    if (known >= 0) return known;
    const s = this.buf;
    const L = this.layout;
    const v = this.vec;
    const win = s[b + 8]!;
    if (win === 2) {
      const slot = this.newSlot(lo, hi);
      this.isTerminal[slot] = 1;
      this.terminal[slot] = this.keepTerminal(b);
      const base = slot * v;
      for (let j = 0; j < v; j++) this.cost[base + j] = 0;
      if (L.kind === 'attack') {
        this.val[base] =
          s[b + SLOT_SUCCESS]! + s[b + 4 + SLOT_SUCCESS]! + L.critWeight * (s[b + SLOT_CRIT]! + s[b + 4 + SLOT_CRIT]!);
      } else {
        const e = s[b + SLOT_SUCCESS]! + s[b + 4 + SLOT_SUCCESS]!;
        for (let j = 0; j < v; j++) {
          this.val[base + j] = defenseValue(L.scenT[j]!, L.scenC[j]!, e, L.freePrevent, L.critWeight);
        }
      }
      const dv = this.defenderValue;
      if (dv) {
        const at = this.terminal[slot]!;
        for (let j = 0; j < v; j++) this.aux[base + j] = dv(this.terminalStates, at, j, this.val[base + j]!);
      }
      return slot;
    }
    const nb = b + W;
    for (let i = 0; i < W; i++) s[nb + i] = s[b + i]!;
    s[nb + 8] = nextWindow(L, win);
    const doneSlot = this.solve(d + 1);
    const db = d * v;
    const bestV = this.bestV;
    const bestC = this.bestC;
    const bestA = this.bestA;
    const bestK = this.bestK;
    for (let j = 0; j < v; j++) {
      bestV[db + j] = this.val[doneSlot * v + j]!;
      bestC[db + j] = this.cost[doneSlot * v + j]!;
      bestA[db + j] = -1;
      bestK[db + j] = 0;
    }
    const looking = this.defenderValue !== null;
    if (looking) for (let j = 0; j < v; j++) this.bestX[db + j] = this.aux[doneSlot * v + j]!;
    const acts = L.acts[win as 0 | 1];
    const max = L.maximize[win as 0 | 1];
    for (let ai = 0; ai < acts.length; ai++) {
      const a = acts[ai]!;
      if (!this.available(a, b)) continue;
      if (a.type === REROLL) {
        const c = a.count;
        const mk = a.mask;
        const m0 = mk & 1 ? Math.min(s[b]!, c) : 0;
        const m1 = mk & 2 ? Math.min(s[b + 1]!, c) : 0;
        const m2 = mk & 4 ? Math.min(s[b + 2]!, c) : 0;
        const m3 = mk & 8 ? Math.min(s[b + 3]!, c) : 0;
        for (let k0 = 0; k0 <= m0; k0++)
          for (let k1 = 0; k1 <= m1; k1++)
            for (let k2 = 0; k2 <= m2; k2++)
              for (let k3 = 0; k3 <= m3; k3++) {
                const n = k0 + k1 + k2 + k3;
                if (n === 0 || n > c) continue;
                const choice = k0 | (k1 << 3) | (k2 << 6) | (k3 << 9);
                this.evalReroll(d, a, choice, false);
                if (looking) this.considerLooking(db, max, ai, choice);
                else this.consider(db, max, ai, choice);
              }
      } else {
        const to = this.evalSimple(d, a);
        if (to < 0) continue;
        this.actSlot[d * this.nActs + ai] = to;
        if (looking) {
          for (let j = 0; j < v; j++) this.optX[db + j] = this.aux[to * v + j]!;
          this.considerLooking(db, max, ai, 0);
        } else this.consider(db, max, ai, 0);
      }
    }
    // When every scenario finishes here, the state is the finished one in all but its window: callers get that
    // slot, so the forward pass moves mass straight to it (the same sums, one slot fewer).
    let finishes = true;
    for (let j = 0; j < v && finishes; j++) finishes = bestA[db + j] === -1;
    if (finishes) {
      this.memo.set(lo, hi, doneSlot);
      return doneSlot;
    }
    const slot = this.newSlot(lo, hi);
    const base = slot * v;
    for (let j = 0; j < v; j++) {
      this.val[base + j] = bestV[db + j]!;
      this.cost[base + j] = bestC[db + j]!;
      if (looking) this.aux[base + j] = this.bestX[db + j]!;
      const a = bestA[db + j]!;
      const k = bestK[db + j]!;
      // Share the successor list with an earlier scenario that made the same choice.
      let shared = -1;
      for (let i = 0; i < j; i++) {
        if (bestA[db + i] === a && bestK[db + i] === k) {
          shared = i;
          break;
        }
      }
      if (shared >= 0) {
        this.succStart[base + j] = this.succStart[base + shared]!;
        this.succCount[base + j] = this.succCount[base + shared]!;
        continue;
      }
      const start = this.nSucc;
      if (a < 0) this.pushSucc(doneSlot, 1);
      else {
        const act = acts[a]!;
        if (act.type === REROLL) this.evalReroll(d, act, k, true);
        else this.pushSucc(this.actSlot[d * this.nActs + a]!, 1);
      }
      this.succStart[base + j] = start;
      this.succCount[base + j] = this.nSucc - start;
    }
    return slot;
  }

  /** Takes the option just evaluated (in optV/optC at depth db) wherever it beats the best so far. */
  private consider(db: number, max: boolean, ai: number, choice: number): void {
    const bestV = this.bestV;
    const bestC = this.bestC;
    for (let j = db; j < db + this.vec; j++) {
      const v = this.optV[j]!;
      const c = this.optC[j]!;
      const bv = bestV[j]!;
      const better = max
        ? v > bv + TIE || (v >= bv - TIE && c < bestC[j]! - TIE)
        : v < bv - TIE || (v <= bv + TIE && c < bestC[j]! - TIE);
      if (better) {
        bestV[j] = v;
        bestC[j] = c;
        this.bestA[j] = ai;
        this.bestK[j] = choice;
      }
    }
  }

  /** `consider` for a look-ahead defender: it compares its own value (`optX`), the attacker the step's value. */
  private considerLooking(db: number, max: boolean, ai: number, choice: number): void {
    const bestC = this.bestC;
    for (let j = db; j < db + this.vec; j++) {
      const c = this.optC[j]!;
      let better: boolean;
      if (max) {
        const v = this.optV[j]!;
        const bv = this.bestV[j]!;
        better = v > bv + TIE || (v >= bv - TIE && c < bestC[j]! - TIE);
      } else {
        const x = this.optX[j]!;
        const bx = this.bestX[j]!;
        better = x < bx - TIE || (x <= bx + TIE && c < bestC[j]! - TIE);
      }
      if (better) {
        this.bestV[j] = this.optV[j]!;
        this.bestX[j] = this.optX[j]!;
        bestC[j] = c;
        this.bestA[j] = ai;
        this.bestK[j] = choice;
      }
    }
  }

  available(a: Act, b: number): boolean {
    const s = this.buf;
    if (a.usagePos >= 0 && s[b + a.usagePos]! >= a.uses) return false;
    if (a.spendPos >= 0 && s[b + a.spendPos]! < a.spendCount) return false;
    const r = a.reqs;
    for (let i = 0; i < r.length; i += 3) {
      const v = s[b + r[i]!]!;
      if (v < r[i + 1]! || v > r[i + 2]!) return false;
    }
    const dr = a.diceReqs;
    for (let i = 0; i < dr.length; i += 4) {
      const mask = dr[i]!;
      let n = 0;
      let others = 0;
      // Each face slot's dice: those that may still be rerolled (0–3) and the others (4–7).
      for (let f = 0; f < 4; f++) {
        const k = s[b + f]! + s[b + 4 + f]!;
        if (mask & (1 << f)) n += k;
        else others += k;
      }
      if (n < dr[i + 1]! || n > dr[i + 2]! || (dr[i + 3] === 1 && others > 0)) return false;
    }
    return true;
  }

  /** Copies the state at depth d to d + 1 and pays the act's cost there. */
  private payInto(d: number, a: Act): number {
    const W = this.W;
    const b = d * W;
    const nb = b + W;
    const s = this.buf;
    for (let i = 0; i < W; i++) s[nb + i] = s[b + i]!;
    if (a.usagePos >= 0) s[nb + a.usagePos] = s[nb + a.usagePos]! + 1;
    if (a.spendPos >= 0) s[nb + a.spendPos] = s[nb + a.spendPos]! - a.spendCount;
    if (a.gainPos >= 0) {
      const r = this.layout.radix[a.gainPos - 8]! - 1;
      s[nb + a.gainPos] = Math.min(r, s[nb + a.gainPos]! + a.gainCount);
    }
    return nb;
  }

  /** Applies a change, add or cancel to the state at `nb`; false when it would change nothing. */
  private applySimple(a: Act, nb: number): boolean {
    const s = this.buf;
    if (a.type === ADD) {
      const i = nb + 4 + a.faces[0]!;
      if (s[i]! + a.count > 7) return false;
      s[i] = s[i]! + a.count;
      return true;
    }
    let left = a.count;
    for (let fi = 0; fi < a.faces.length && left > 0; fi++) {
      const f = a.faces[fi]!;
      for (let pass = 0; pass < 2 && left > 0; pass++) {
        // Own dice: change the already-rerolled ones first (keeps rerollable dice); opponent's: the others first.
        const bucket = a.own ? 4 - 4 * pass : 4 * pass;
        const from = nb + bucket + f;
        const m = Math.min(left, s[from]!);
        if (m === 0) continue;
        s[from] = s[from]! - m;
        if (a.type === CHANGE) s[nb + bucket + a.to] = s[nb + bucket + a.to]! + m;
        left -= m;
      }
    }
    return left < a.count;
  }

  /** Evaluates a change, add or cancel into optV/optC at depth d; returns the slot it leads to, or -1 when it
   * would change nothing. */
  private evalSimple(d: number, a: Act): number {
    const nb = this.payInto(d, a);
    if (!this.applySimple(a, nb)) return -1;
    const slot = this.solve(d + 1);
    const v = this.vec;
    const db = d * v;
    for (let j = 0; j < v; j++) {
      this.optV[db + j] = this.val[slot * v + j]!;
      this.optC[db + j] = a.weight + this.cost[slot * v + j]!;
    }
    return slot;
  }

  private evalReroll(d: number, a: Act, choice: number, record: boolean): void {
    const nb = this.payInto(d, a);
    const s = this.buf;
    const k0 = choice & 7;
    const k1 = (choice >> 3) & 7;
    const k2 = (choice >> 6) & 7;
    const k3 = (choice >> 9) & 7;
    s[nb] = s[nb]! - k0;
    s[nb + 1] = s[nb + 1]! - k1;
    s[nb + 2] = s[nb + 2]! - k2;
    s[nb + 3] = s[nb + 3]! - k3;
    const r0 = s[nb + 4]!;
    const r1 = s[nb + 5]!;
    const r2 = s[nb + 6]!;
    const r3 = s[nb + 7]!;
    const table = this.rolls[Math.min(k0 + k1 + k2 + k3, MAX_ROLL)]!;
    const counts = table.counts;
    const prob = table.prob;
    const v = this.vec;
    const db = d * v;
    const optV = this.optV;
    const optC = this.optC;
    for (let j = 0; j < v; j++) {
      optV[db + j] = 0;
      optC[db + j] = a.weight;
    }
    for (let o = 0; o < table.outcomes; o++) {
      const q = o * 4;
      s[nb + 4] = r0 + counts[q]!;
      s[nb + 5] = r1 + counts[q + 1]!;
      s[nb + 6] = r2 + counts[q + 2]!;
      s[nb + 7] = r3 + counts[q + 3]!;
      const slot = this.solve(d + 1);
      const p = prob[o]!;
      const sv = slot * v;
      for (let j = 0; j < v; j++) {
        optV[db + j] = optV[db + j]! + p * this.val[sv + j]!;
        optC[db + j] = optC[db + j]! + p * this.cost[sv + j]!;
      }
      if (record) this.pushSucc(slot, p);
    }
    if (this.defenderValue) this.rerollAux(d, nb, table, r0, r1, r2, r3);
  }

  /**
   * The look-ahead defender's value of the reroll just evaluated (into optX): a second pass over the outcomes, whose
   * states are all solved by now, so that the default policy's loop above stays as it was.
   */
  private rerollAux(d: number, nb: number, table: RollTable, r0: number, r1: number, r2: number, r3: number): void {
    const s = this.buf;
    const v = this.vec;
    const db = d * v;
    const optX = this.optX;
    for (let j = 0; j < v; j++) optX[db + j] = 0;
    for (let o = 0; o < table.outcomes; o++) {
      const q = o * 4;
      s[nb + 4] = r0 + table.counts[q]!;
      s[nb + 5] = r1 + table.counts[q + 1]!;
      s[nb + 6] = r2 + table.counts[q + 2]!;
      s[nb + 7] = r3 + table.counts[q + 3]!;
      const sv = this.solve(d + 1) * v;
      const p = table.prob[o]!;
      for (let j = 0; j < v; j++) optX[db + j] = optX[db + j]! + p * this.aux[sv + j]!;
    }
  }

  /**
   * Evaluates one act with one choice from the state at depth 0 for scenario j, without keeping anything:
   * value, tie-break cost and successors, or null when the act is not available or changes nothing.
   */
  evaluateOption(
    a: Act,
    choice: number,
    j: number,
  ): { value: number; cost: number; successors: [number, number][] } | null {
    if (!this.available(a, 0)) return null;
    // Solve every state the option reaches first: solving pushes those states' own successor lists, which must
    // not end up among (or be cut off with) the option's successors recorded below.
    if (a.type === REROLL) this.evalReroll(0, a, choice, false);
    else if (this.evalSimple(0, a) < 0) return null;
    const before = this.nSucc;
    if (a.type === REROLL) this.evalReroll(0, a, choice, true);
    else this.pushSucc(this.evalSimple(0, a), 1);
    const successors: [number, number][] = [];
    for (let i = before; i < this.nSucc; i++) successors.push([this.succSlot[i]!, this.succProb[i]!]);
    this.nSucc = before;
    return { value: this.optV[j]!, cost: this.optC[j]!, successors };
  }

  /**
   * Pushes probability mass from entry slots through the chosen actions. `mass` has `nt` entries per slot, one per
   * tag; `scenario[tag]` is the scenario whose choices that tag's mass follows. The tag travels with the mass;
   * `onTerminal(slot, tag, p)` hears every finished state's mass.
   */
  forward(
    mass: Float64Array,
    nt: number,
    scenario: ArrayLike<number>,
    onTerminal: (slot: number, tag: number, p: number) => void,
  ): void {
    const v = this.vec;
    const succSlot = this.succSlot;
    const succProb = this.succProb;
    for (let slot = this.nSlots - 1; slot >= 0; slot--) {
      const base = slot * nt;
      const terminal = this.isTerminal[slot] === 1;
      for (let t = 0; t < nt; t++) {
        const m = mass[base + t]!;
        if (m === 0) continue;
        if (terminal) {
          onTerminal(slot, t, m);
          continue;
        }
        const sj = slot * v + scenario[t]!;
        const start = this.succStart[sj]!;
        const end = start + this.succCount[sj]!;
        for (let i = start; i < end; i++) {
          const x = succSlot[i]! * nt + t;
          mass[x] = mass[x]! + m * succProb[i]!;
        }
      }
    }
  }
}

/**
 * Damage value at the end of a defense step: t hit/crit results of which c crits, e evades; evades cancel hits
 * first, then the free prevent effects (e.g. reinforce) cancel more, hits first.
 */
export function defenseValue(
  t: number,
  c: number,
  e: number,
  freePrevent: readonly number[],
  critWeight: number,
): number {
  let rem = t > e ? t - e : 0;
  for (let i = 0; i < freePrevent.length; i += 2) {
    if (rem >= freePrevent[i + 1]!) rem -= Math.min(freePrevent[i]!, rem);
  }
  const h = t - c;
  const cancelled = t - rem;
  const hc = cancelled < h ? cancelled : h;
  return h - hc + critWeight * (c - (cancelled - hc));
}

/**
 * Attacks and sequences of attacks: builds each dice step's phase from the modifications, chains the Attack Dice
 * step, the Defense Dice step and Neutralize Results, and composes attacks on one defender with the tokens that
 * carry between them.
 */
import { faceSlot, MAX_ROLL, ROLLS, type DiceKind } from './faces.js';
import { ADD, CANCEL, CHANGE, nextWindow, Phase, REROLL, type Act, type PhaseLayout } from './phase.js';
import { DiceQueryError, MAX_DICE, type AttackSpec, type DiceQuery, type SideTokens } from './query.js';
import { TOKEN_KINDS, tokenModifications, type Modification, type Side, type TokenKind } from './vocabulary.js';

const NK = TOKEN_KINDS.length;
/** Index of a token in the full token vector (attacker's kinds, then the defender's). */
export function tokenIndex(side: Side, kind: TokenKind): number {
  return (side === 'attacker' ? 0 : NK) + TOKEN_KINDS.indexOf(kind);
}
const A_DEPLETE = tokenIndex('attacker', 'deplete');
const D_STRAIN = tokenIndex('defender', 'strain');

/** Tie-break cost of spending each kind of token: calculate before Force before focus, evade and lock last. */
const TOKEN_WEIGHT: Readonly<Record<TokenKind, number>> = {
  calculate: 1,
  force: 1.2,
  focus: 1.5,
  lock: 2,
  evade: 2,
  charge: 2.5,
  reinforce: 3,
  stress: 1,
  strain: 1,
  deplete: 1,
};

/** Grid side for one attack's (hits, crits) outcome: both at most 7. */
export const G = 8;

export function tokensVector(attacker: SideTokens | undefined, defender: SideTokens | undefined): Int32Array {
  const t = new Int32Array(2 * NK);
  TOKEN_KINDS.forEach((k, i) => {
    t[i] = attacker?.[k] ?? 0;
    t[NK + i] = defender?.[k] ?? 0;
  });
  return t;
}

function requirementOk(mod: Modification, t: Int32Array, skip: (idx: number) => boolean): boolean {
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

/** One attack's rules, fixed by the query. */
export interface AttackSetup {
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly mods: readonly Modification[];
  readonly critWeight: number;
}

export function attackSetup(query: DiceQuery, spec: AttackSpec): AttackSetup {
  const range = spec.range ?? 2;
  const bonus = !spec.ordnance;
  const attackDice = spec.dice + (bonus && range === 1 ? 1 : 0);
  const defenseDice = query.defender.dice + (bonus && range === 3 ? 1 : 0) + (spec.obstructed ? 1 : 0);
  let mods = [
    ...tokenModifications(spec.inReinforcedArc ?? true),
    ...(query.defender.modifications ?? []),
    ...(spec.modifications ?? []),
  ];
  // Range 0: the attacker's dice cannot be modified except by the defender, and enemy ships cannot modify or
  // reduce the defender's dice.
  if (range === 0) mods = mods.filter((m) => !(m.by === 'attacker' && m.effect.kind !== 'dice'));
  return { attackDice, defenseDice, mods, critWeight: query.critWeight ?? 1 };
}

/** Builds the layout of one dice step for the tokens held at its start. */
function buildLayout(
  kind: DiceKind,
  setup: AttackSetup,
  t: Int32Array,
  withCrits: boolean,
): { layout: PhaseLayout; dyn: number[] } {
  const windowOf = (by: Side) => (kind === 'attack' ? (by === 'defender' ? 0 : 1) : by === 'attacker' ? 0 : 1);
  const modifying = setup.mods.filter(
    (m) => m.dice === kind && m.effect.kind !== 'dice' && m.effect.kind !== 'prevent',
  );
  // Tokens this step may change.
  const changing = new Set<number>();
  for (const m of modifying) {
    if (m.cost?.spend) changing.add(tokenIndex(m.by, m.cost.spend));
    if (m.cost?.gain) changing.add(tokenIndex(m.by, m.cost.gain));
  }
  const usable = modifying.filter((m) => {
    if (m.cost?.spend) {
      const idx = tokenIndex(m.by, m.cost.spend);
      const gained = modifying.some((g) => g.cost?.gain && tokenIndex(g.by, g.cost.gain) === idx);
      if (t[idx]! < (m.cost.count ?? 1) && !gained) return false;
    }
    return requirementOk(m, t, (idx) => changing.has(idx));
  });
  const dyn: number[] = [];
  for (const m of usable) {
    for (const k of [m.cost?.spend, m.cost?.gain]) {
      if (k && !dyn.includes(tokenIndex(m.by, k))) dyn.push(tokenIndex(m.by, k));
    }
    for (const r of m.requires ?? []) {
      const idx = tokenIndex(r.side ?? m.by, r.token);
      if (changing.has(idx) && !dyn.includes(idx)) dyn.push(idx);
    }
  }
  const radix: number[] = [3];
  for (const idx of dyn) {
    let bound = t[idx]!;
    for (const m of usable) {
      if (m.cost?.gain && tokenIndex(m.by, m.cost.gain) === idx) {
        const times = typeof m.uses === 'number' ? m.uses : m.uses === 'unlimited' ? MAX_DICE : 1;
        bound += (m.cost.gainCount ?? 1) * times;
      }
    }
    radix.push(bound + 1);
  }
  let depth = 3;
  const acts: [Act[], Act[]] = [[], []];
  usable.forEach((m) => {
    const e = m.effect;
    const own = (m.by === 'attacker') === (kind === 'attack');
    let usagePos = -1;
    const uses = m.uses === 'unlimited' ? 0 : (m.uses ?? 1);
    if (m.uses !== 'unlimited') {
      usagePos = 8 + radix.length;
      radix.push(uses + 1);
      depth += uses;
    } else depth += radix[dyn.indexOf(tokenIndex(m.by, m.cost!.spend!)) + 1]!;
    const slots = (fs: readonly string[]) => fs.map((f) => faceSlot(kind, f));
    let type = REROLL;
    let count = 1;
    let faces: number[] = [];
    let to = 0;
    if (e.kind === 'reroll') {
      count = e.count === 'any' ? MAX_ROLL : e.count;
      faces = e.faces ? slots(e.faces) : own ? [0, 1] : kind === 'attack' ? [1, 2, 3] : [1, 2];
    } else if (e.kind === 'change') {
      type = CHANGE;
      count = e.count === 'all' ? 99 : e.count;
      faces = slots(e.from);
      to = faceSlot(kind, e.to);
    } else if (e.kind === 'add') {
      type = ADD;
      count = e.count ?? 1;
      faces = [faceSlot(kind, e.face)];
    } else if (e.kind === 'cancel') {
      type = CANCEL;
      count = e.count ?? 1;
      faces = slots(e.faces);
    }
    const reqs: number[] = [];
    for (const r of m.requires ?? []) {
      const idx = tokenIndex(r.side ?? m.by, r.token);
      if (!changing.has(idx)) continue;
      reqs.push(9 + dyn.indexOf(idx), r.atLeast ?? (r.atMost === undefined ? 1 : 0), r.atMost ?? 99);
    }
    const spend = m.cost?.spend;
    const gain = m.cost?.gain;
    acts[windowOf(m.by)].push({
      name: m.name ?? e.kind,
      type,
      count,
      faces,
      mask: faces.reduce((x, f) => x | (1 << f), 0),
      to,
      own,
      spendPos: spend ? 9 + dyn.indexOf(tokenIndex(m.by, spend)) : -1,
      spendCount: m.cost?.count ?? 1,
      gainPos: gain ? 9 + dyn.indexOf(tokenIndex(m.by, gain)) : -1,
      gainCount: m.cost?.gainCount ?? 1,
      usagePos,
      uses,
      reqs,
      weight:
        (spend ? TOKEN_WEIGHT[spend] * (m.cost?.count ?? 1) : 0) +
        (gain ? TOKEN_WEIGHT[gain] * (m.cost?.gainCount ?? 1) : 0),
    });
  });
  const freePrevent: number[] = [];
  let vec = 1;
  let scenT = new Int32Array(1);
  let scenC = new Int32Array(1);
  if (kind === 'defense') {
    vec = withCrits ? G * G : G;
    scenT = new Int32Array(vec);
    scenC = new Int32Array(vec);
    for (let j = 0; j < vec; j++) {
      scenT[j] = withCrits ? Math.floor(j / G) : j;
      scenC[j] = withCrits ? j % G : 0;
    }
    for (const m of setup.mods) {
      if (m.effect.kind !== 'prevent' || m.cost?.spend || !requirementOk(m, t, () => false)) continue;
      freePrevent.push(m.effect.count === 'all' ? 99 : m.effect.count, m.effect.atLeast ?? 1);
    }
  }
  let product = 1;
  for (const r of radix) product *= r;
  if (product > 2 ** 29) {
    throw new DiceQueryError('too many modifications and tokens to track in one dice step; remove some');
  }
  const layout: PhaseLayout = {
    kind,
    acts,
    maximize: kind === 'attack' ? [false, true] : [true, false],
    radix: Int32Array.from(radix),
    vec,
    scenT,
    scenC,
    critWeight: setup.critWeight,
    freePrevent,
    maxDepth: depth,
  };
  return { layout, dyn };
}

/** Number of dice rolled for the kind, and the tokens after the roll (deplete and strain are removed there). */
function diceRolled(kind: DiceKind, setup: AttackSetup, t: Int32Array): { n: number; after: Int32Array } {
  const after = t.slice();
  let n = kind === 'attack' ? setup.attackDice : setup.defenseDice;
  for (const m of setup.mods) {
    if (m.dice === kind && m.effect.kind === 'dice' && requirementOk(m, t, () => false)) n += m.effect.delta;
  }
  const token = kind === 'attack' ? A_DEPLETE : D_STRAIN;
  if (after[token]! > 0) {
    n -= 1;
    after[token] = after[token]! - 1;
  }
  return { n: Math.max(0, Math.min(MAX_DICE, n)), after };
}

/** The tokens a dice step can see or change: its result depends on the tokens at these indices only. */
function relevantTokens(kind: DiceKind, setup: AttackSetup): number[] {
  const out = new Set<number>([kind === 'attack' ? A_DEPLETE : D_STRAIN]);
  for (const m of setup.mods) {
    const inStep = m.dice === kind || (kind === 'defense' && m.effect.kind === 'prevent');
    if (!inStep || (m.effect.kind === 'prevent' && kind === 'attack')) continue;
    if (m.cost?.spend) out.add(tokenIndex(m.by, m.cost.spend));
    if (m.cost?.gain) out.add(tokenIndex(m.by, m.cost.gain));
    for (const r of m.requires ?? []) out.add(tokenIndex(r.side ?? m.by, r.token));
  }
  return [...out].sort((x, y) => x - y);
}

/** One outcome of a step: the code of the step's token values afterwards, hits (or uncancelled hits), crits, p. */
interface StepOutcomes {
  code: number[];
  h: number[];
  c: number[];
  p: number[];
}

/**
 * A dice step solved once for every token state that agrees on the tokens the step can see. Its outcomes say what
 * the step leaves at the `affected` token indices (as a code), so callers apply them to their own full states.
 */
export class Step {
  readonly kind: DiceKind;
  readonly phase: Phase;
  /** Number of this step within its simulator (for keys). */
  readonly serial: number;
  /** Tokens at the start of the step (after deplete/strain), for the relevant indices; others are irrelevant. */
  readonly tokens: Int32Array;
  readonly n: number;
  /** Full-vector index of each changing token at state positions 9... */
  readonly dyn: readonly number[];
  /** Indices the step may set, with the radix of each in an outcome code. */
  readonly affected: readonly number[];
  readonly radix: readonly number[];
  /** State position holding each affected token (-1: not changed by the dice windows). */
  private readonly affectedPos: Int32Array;
  /** Slot of each roll outcome's starting state, once solved. */
  entry: Int32Array | null = null;
  /** Scenario followed by each defense tag (tag = hit total * G + crits). */
  readonly scenario: Int32Array;
  /** Attack step: all outcomes; defense step: outcomes per tag. */
  private attackOutcomes: StepOutcomes | null = null;
  private readonly tagOutcomes = new Map<number, StepOutcomes>();
  /** (token state id, outcome code) → the token state id after this step's outcome. */
  readonly applied = new Map<number, number>();
  private readonly paid: readonly Modification[];

  constructor(kind: DiceKind, setup: AttackSetup, t: Int32Array, withCrits: boolean, serial: number) {
    this.kind = kind;
    this.serial = serial;
    const { n, after } = diceRolled(kind, setup, t);
    const { layout, dyn } = buildLayout(kind, setup, after, withCrits);
    this.phase = Phase.acquire(layout);
    this.tokens = after;
    this.n = n;
    this.dyn = dyn;
    this.paid = kind === 'defense' ? setup.mods.filter((m) => m.effect.kind === 'prevent' && m.cost?.spend) : [];
    const affected = new Set<number>([kind === 'attack' ? A_DEPLETE : D_STRAIN, ...dyn]);
    for (const m of this.paid) affected.add(tokenIndex(m.by, m.cost!.spend!));
    this.affected = [...affected];
    this.radix = this.affected.map((idx) => {
      const j = dyn.indexOf(idx);
      return j >= 0 ? layout.radix[1 + j]! : t[idx]! + 1;
    });
    this.affectedPos = Int32Array.from(this.affected, (idx) => (dyn.includes(idx) ? 9 + dyn.indexOf(idx) : -1));
    if (this.radix.reduce((x, r) => x * r, 1) > 2 ** 20) {
      throw new DiceQueryError('too many tokens change in one dice step to track; remove some');
    }
    this.scenario = kind === 'attack' ? ONE_TAG : withCrits ? BY_TAG : BY_TOTAL;
  }

  /** Code of the affected tokens in a token vector. */
  codeOf(tokens: Int32Array): number {
    let code = 0;
    for (let i = this.affected.length - 1; i >= 0; i--) code = code * this.radix[i]! + tokens[this.affected[i]!]!;
    return code;
  }

  /** Writes the affected tokens of `code` into `tokens`. */
  applyCode(code: number, tokens: Int32Array): void {
    for (let i = 0; i < this.affected.length; i++) {
      const r = this.radix[i]!;
      const v = code % r;
      tokens[this.affected[i]!] = v;
      code = (code - v) / r;
    }
  }

  /** The step's tokens after a finished state, as a code (no allocation). */
  private finishedCode(st: Int32Array, at: number): number {
    const pos = this.affectedPos;
    let code = 0;
    for (let i = pos.length - 1; i >= 0; i--) {
      const p = pos[i]!;
      code = code * this.radix[i]! + (p >= 0 ? st[at + p]! : this.tokens[this.affected[i]!]!);
    }
    return code;
  }

  /** Attack step: every outcome (tokens code, hits, crits, p) of the roll and both windows. */
  attackResult(): StepOutcomes {
    if (this.attackOutcomes) return this.attackOutcomes;
    const phase = this.phase;
    const slots = entrySlots(this);
    const table = ROLLS.attack[this.n]!;
    const mass = new Float64Array(phase.nSlots);
    for (let o = 0; o < table.outcomes; o++) mass[slots[o]!] = mass[slots[o]!]! + table.prob[o]!;
    this.attackOutcomes = this.attackFrom(mass);
    return this.attackOutcomes;
  }

  /** Outcomes from a mass over slots (attack advice). */
  attackFrom(mass: Float64Array): StepOutcomes {
    return this.collect(mass, ONE_TAG, (st, at) => {
      const h = Math.min(G - 1, st[at + 2]! + st[at + 6]!);
      const c = Math.min(G - 1 - h, st[at + 3]! + st[at + 7]!);
      return this.finishedCode(st, at) * 64 + h * G + c;
    });
  }

  /** Defense step: outcomes (tokens code, uncancelled hits, crits, p) for an incoming tag (hits + crits, crits). */
  defenseResult(tag: number): StepOutcomes {
    return this.tagOutcomes.get(tag) ?? this.defenseResults([tag])[0]!;
  }

  /** Defense step outcomes for several incoming tags, solving the missing ones in one forward pass. */
  defenseResults(tags: readonly number[]): StepOutcomes[] {
    const missing = tags.filter((tag) => !this.tagOutcomes.has(tag));
    if (missing.length > 0) {
      const slots = entrySlots(this);
      const table = ROLLS.defense[this.n]!;
      const nt = missing.length;
      const mass = new Float64Array(this.phase.nSlots * nt);
      for (let o = 0; o < table.outcomes; o++) {
        for (let ti = 0; ti < nt; ti++) {
          const i = slots[o]! * nt + ti;
          mass[i] = mass[i]! + table.prob[o]!;
        }
      }
      const results = this.defenseFromTags(mass, missing);
      missing.forEach((tag, ti) => this.tagOutcomes.set(tag, results[ti]!));
    }
    return tags.map((tag) => this.tagOutcomes.get(tag)!);
  }

  /** Defense outcomes from a mass over slots, for one incoming tag. */
  defenseFrom(mass: Float64Array, tag: number): StepOutcomes {
    return this.defenseFromTags(mass, [tag])[0]!;
  }

  /** Defense outcomes from a mass over (slot, tag index) for several incoming tags. */
  private defenseFromTags(mass: Float64Array, tags: readonly number[]): StepOutcomes[] {
    const nt = tags.length;
    const scenario = Int32Array.from(tags, (tag) => this.scenario[tag]!);
    const free = this.phase.layout.freePrevent;
    const phase = this.phase;
    const acc = tags.map(() => new Map<number, number>());
    const fast = this.paid.length === 0;
    let decoded = -1;
    let slotCode = 0;
    let st = phase.terminalStates;
    let at = 0;
    phase.forward(mass, nt, scenario, (slot, ti, p) => {
      if (decoded !== slot) {
        st = phase.terminalStates;
        at = phase.terminal[slot]!;
        decoded = slot;
        if (fast) slotCode = this.finishedCode(st, at) * 64;
      }
      const tag = tags[ti]!;
      const c = tag % G;
      let code: number;
      if (fast) {
        // Evades cancel hits first, then crits; then the free prevent effects (hits first).
        const t = (tag - c) / G;
        const e = st[at + 2]! + st[at + 6]!;
        let rem = t > e ? t - e : 0;
        for (let i = 0; i < free.length; i += 2) if (rem >= free[i + 1]!) rem -= Math.min(free[i]!, rem);
        const cr = c < rem ? c : rem;
        code = slotCode + (rem - cr) * G + cr;
      } else code = this.neutralize(st, at, (tag - c) / G, c, free);
      const m = acc[ti]!;
      m.set(code, (m.get(code) ?? 0) + p);
    });
    return acc.map(outcomesOf);
  }

  /** Runs the forward pass and sums the finished mass by the outcome code `finish` gives each finished state. */
  private collect(
    mass: Float64Array,
    scenario: Int32Array,
    finish: (st: Int32Array, at: number) => number,
  ): StepOutcomes {
    const phase = this.phase;
    const acc = new Map<number, number>();
    phase.forward(mass, 1, scenario, (slot, _tag, p) => {
      const code = finish(phase.terminalStates, phase.terminal[slot]!);
      acc.set(code, (acc.get(code) ?? 0) + p);
    });
    return outcomesOf(acc);
  }

  /** Neutralize Results for a finished defense state: tokens code * 64 + uncancelled hits * G + crits. */
  private neutralize(st: Int32Array, at: number, t: number, c: number, free: readonly number[]): number {
    const tokens = this.tokens.slice();
    for (let j = 0; j < this.dyn.length; j++) tokens[this.dyn[j]!] = st[at + 9 + j]!;
    let ev = st[at + 2]! + st[at + 6]!;
    let h = t - c;
    let cr = c;
    // Evades cancel hits first, then crits.
    const hc = Math.min(h, ev);
    h -= hc;
    ev -= hc;
    cr -= Math.min(cr, ev);
    const cancel = (n: number) => {
      const a = Math.min(h, n);
      h -= a;
      cr -= Math.min(cr, n - a);
    };
    for (let i = 0; i < free.length; i += 2) if (h + cr >= free[i + 1]!) cancel(free[i]!);
    for (const m of this.paid) {
      if (m.effect.kind !== 'prevent') continue;
      const idx = tokenIndex(m.by, m.cost!.spend!);
      const need = m.cost!.count ?? 1;
      for (let u = 0; u < (m.uses === 'unlimited' ? 99 : (m.uses ?? 1)); u++) {
        if (h + cr === 0 || h + cr < (m.effect.atLeast ?? 1) || tokens[idx]! < need) break;
        if (!requirementOk(m, tokens, () => false)) break;
        tokens[idx] = tokens[idx]! - need;
        cancel(m.effect.count === 'all' ? 99 : m.effect.count);
      }
    }
    return this.codeOf(tokens) * 64 + h * G + cr;
  }
}

const ONE_TAG = Int32Array.of(0);
/** Defense scenarios by tag (hit total * G + crits): the tag itself (crits weigh more) or the hit total. */
const BY_TAG = Int32Array.from({ length: G * G }, (_, tag) => tag);
const BY_TOTAL = Int32Array.from({ length: G * G }, (_, tag) => Math.floor(tag / G));

function outcomesOf(acc: Map<number, number>): StepOutcomes {
  const out: StepOutcomes = { code: [], h: [], c: [], p: [] };
  for (const [code, p] of acc) {
    out.code.push(Math.floor(code / 64));
    out.h.push((code & 63) >> 3);
    out.c.push(code & 7);
    out.p.push(p);
  }
  return out;
}

/** Outcomes grouped by the tokens both sides hold afterwards: grid[h * G + c] is P(h hits, c crits). */
export interface Group {
  /** Interned token state (see TokenStates). */
  id: number;
  grid: Float64Array;
}

/** Simulates one attack (given its rules) from any token state, memoising by tokens. */
export class AttackSim {
  readonly setup: AttackSetup;
  readonly states: TokenStates;
  private readonly withCrits: boolean;
  private readonly results = new Map<number, Group[]>();
  private readonly relevant: Record<DiceKind, readonly number[]>;
  private readonly steps: Record<DiceKind, Map<string, Step>> = { attack: new Map(), defense: new Map() };
  private readonly stepById: Record<DiceKind, Map<number, Step>> = { attack: new Map(), defense: new Map() };
  private serial = 0;

  constructor(setup: AttackSetup, states: TokenStates) {
    this.setup = setup;
    this.states = states;
    this.withCrits = setup.critWeight !== 1;
    this.relevant = { attack: relevantTokens('attack', setup), defense: relevantTokens('defense', setup) };
  }

  /** The step of the given kind for a token state (shared by states that agree on its relevant tokens). */
  step(kind: DiceKind, id: number): Step {
    const byId = this.stepById[kind].get(id);
    if (byId) return byId;
    const t = this.states.get(id);
    let key = '';
    for (const idx of this.relevant[kind]) key += `${t[idx]},`;
    const steps = this.steps[kind];
    let step = steps.get(key);
    if (!step) {
      step = new Step(kind, this.setup, t, this.withCrits, this.serial++);
      steps.set(key, step);
    }
    this.stepById[kind].set(id, step);
    return step;
  }

  /** Hands the phases back for reuse by later queries; the simulator must not be used afterwards. */
  release(): void {
    for (const steps of Object.values(this.steps)) {
      for (const step of steps.values()) step.phase.release();
      steps.clear();
    }
    this.stepById.attack.clear();
    this.stepById.defense.clear();
    this.results.clear();
  }

  /** The token state after a step's outcome. */
  after(id: number, step: Step, code: number): number {
    // Small integer keys (id below 2^10, code below 2^20) keep the map fast.
    const key = id * 1048576 + code;
    let out = step.applied.get(key);
    if (out === undefined) {
      const t = this.states.get(id).slice();
      step.applyCode(code, t);
      out = this.states.id(t);
      step.applied.set(key, out);
    }
    return out;
  }

  /** The outcome of this attack from the tokens both sides hold before it (an interned token state). */
  run(id: number): Group[] {
    const known = this.results.get(id);
    if (known) return known;
    const groups = this.defend(this.attackGroups(id, this.step('attack', id).attackResult()));
    this.results.set(id, groups);
    return groups;
  }

  /** Groups attack-step outcomes by the token state they leave. */
  attackGroups(id: number, out: StepOutcomes): Group[] {
    const step = this.step('attack', id);
    const groups = new Map<number, Group>();
    for (let i = 0; i < out.p.length; i++) {
      const g = groupOf(groups, this.after(id, step, out.code[i]!));
      const x = out.h[i]! * G + out.c[i]!;
      g.grid[x] = g.grid[x]! + out.p[i]!;
    }
    return [...groups.values()];
  }

  /** Defense Dice and Neutralize Results for attack-step outcomes; returns the attack's final outcomes. */
  defend(incoming: readonly Group[]): Group[] {
    const out = new Map<number, Group>();
    for (const g of incoming) {
      const step = this.step('defense', g.id);
      // Without crit weighting the defense step only depends on the hit total: solve per total, then split the
      // uncancelled results into hits and crits (hits are cancelled first).
      const tags: number[] = [];
      for (let x = 0; x < G * G; x++) {
        if (g.grid[x] === 0) continue;
        const c = x % G;
        const t = (x - c) / G + c;
        const tag = this.withCrits ? t * G + c : t * G;
        if (!tags.includes(tag)) tags.push(tag);
      }
      const results = step.defenseResults(tags);
      for (let x = 0; x < G * G; x++) {
        const p = g.grid[x]!;
        if (p === 0) continue;
        const c = x % G;
        const t = (x - c) / G + c;
        const r = results[tags.indexOf(this.withCrits ? t * G + c : t * G)]!;
        this.addOutcomes(out, g.id, step, r, p, this.withCrits ? -1 : c);
      }
    }
    return [...out.values()];
  }

  /** Adds a step's outcomes times p; crits >= 0 re-splits each uncancelled total into hits and that many crits. */
  addOutcomes(out: Map<number, Group>, id: number, step: Step, r: StepOutcomes, p: number, crits = -1): void {
    for (let i = 0; i < r.p.length; i++) {
      const g = groupOf(out, this.after(id, step, r.code[i]!));
      let h = r.h[i]!;
      let c = r.c[i]!;
      if (crits >= 0) {
        const rem = h + c;
        c = crits < rem ? crits : rem;
        h = rem - c;
      }
      const y = h * G + c;
      g.grid[y] = g.grid[y]! + p * r.p[i]!;
    }
  }
}
function groupOf(groups: Map<number, Group>, id: number): Group {
  let g = groups.get(id);
  if (!g) {
    g = { id, grid: new Float64Array(G * G) };
    groups.set(id, g);
  }
  return g;
}

/** Solves (once) the starting state of every roll outcome of a step; returns their slots. */
export function entrySlots(step: Step): Int32Array {
  if (step.entry) return step.entry;
  const table = ROLLS[step.kind][step.n]!;
  const slots = new Int32Array(table.outcomes);
  const s = step.phase.state();
  for (let o = 0; o < table.outcomes; o++) {
    seedState(s, step, table.counts, o * 4, nextWindow(step.phase.layout, -1));
    slots[o] = step.phase.solve(0);
  }
  step.entry = slots;
  return slots;
}

/** Writes a fresh state (rolled counts, the given window, tokens at the start, no uses) at depth 0. */
export function seedState(s: Int32Array, step: Step, counts: Int8Array, at: number, window: number): void {
  s.fill(0, 0, step.phase.W);
  s[8] = window;
  s[0] = counts[at]!;
  s[1] = counts[at + 1]!;
  s[2] = counts[at + 2]!;
  s[3] = counts[at + 3]!;
  for (let j = 0; j < step.dyn.length; j++) s[9 + j] = step.tokens[step.dyn[j]!]!;
}

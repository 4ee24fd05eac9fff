/**
 * Attacks and sequences of attacks: solves each dice step's phase, chains the Attack Dice step, the Defense Dice
 * step and Neutralize Results, and composes attacks on one defender with the tokens that carry between them.
 */
import { ROLLS, type DiceKind } from './faces.js';
import { nextWindow, Phase } from './phase.js';
import { G, type AttackPlan, type StepPlan } from './plan.js';
import { NK, requirementOk, tokenIndex, type TokenStates } from './tokens.js';
import { zeroed } from './scratch.js';
import type { Modification } from './vocabulary.js';

export { G } from './plan.js';

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
  /** The plan's fields, copied for short access in the loops below. */
  readonly tokens: Int32Array;
  readonly n: number;
  readonly dyn: readonly number[];
  readonly affected: readonly number[];
  readonly radix: readonly number[];
  private readonly affectedPos: Int32Array;
  readonly scenario: Int32Array;
  private readonly paid: readonly Modification[];
  /** Slot of each roll outcome's starting state, once solved (the phase's array). */
  entry: Int32Array | null = null;
  /** Attack step: all outcomes; defense step: outcomes per tag. */
  private attackOutcomes: StepOutcomes | null = null;
  private readonly tagOutcomes = new Map<number, StepOutcomes>();
  /** (token state id, outcome code) → the token state id after this step's outcome. */
  readonly applied = new Map<number, number>();

  constructor(plan: StepPlan) {
    this.kind = plan.kind;
    this.phase = Phase.acquire(plan.layout);
    this.tokens = plan.tokens;
    this.n = plan.n;
    this.dyn = plan.dyn;
    this.affected = plan.affected;
    this.radix = plan.radix;
    this.affectedPos = plan.affectedPos;
    this.scenario = plan.scenario;
    this.paid = plan.paid;
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
  finishedCode(st: Int32Array, at: number): number {
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
    const mass = zeroed(phase.nSlots);
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
      const mass = zeroed(this.phase.nSlots * nt);
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
    const scenario: number[] = [];
    for (let ti = 0; ti < nt; ti++) scenario.push(this.scenario[tags[ti]!]!);
    const free = this.phase.layout.freePrevent;
    const phase = this.phase;
    const acc = tags.map(() => new OutcomeSums());
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
      acc[ti]!.add(code, p);
    });
    return acc.map((sums) => sums.out);
  }

  /**
   * Look-ahead: the defender's value of a finished Defense Dice state in scenario j: the attack's damage after
   * Neutralize Results (crits weighted) plus what `later` says the tokens left (as a code) are worth. `value` is
   * the phase's value of the state, which is that damage unless paid prevent effects apply.
   */
  lookAheadValue(st: Int32Array, at: number, j: number, value: number, later: (code: number) => number): number {
    if (this.paid.length === 0) return value + later(this.finishedCode(st, at));
    const L = this.phase.layout;
    const r = this.neutralize(st, at, L.scenT[j]!, L.scenC[j]!, L.freePrevent);
    return ((r & 63) >> 3) + L.critWeight * (r & 7) + later(Math.floor(r / 64));
  }

  /** Runs the forward pass and sums the finished mass by the outcome code `finish` gives each finished state. */
  private collect(
    mass: Float64Array,
    scenario: ArrayLike<number>,
    finish: (st: Int32Array, at: number) => number,
  ): StepOutcomes {
    const phase = this.phase;
    const acc = new OutcomeSums();
    phase.forward(mass, 1, scenario, (slot, _tag, p) =>
      acc.add(finish(phase.terminalStates, phase.terminal[slot]!), p),
    );
    return acc.out;
  }

  /** Neutralize Results for a finished defense state: tokens code * 64 + uncancelled hits * G + crits. */
  private neutralize(st: Int32Array, at: number, t: number, c: number, free: readonly number[]): number {
    const tokens = NEUTRALIZE_TOKENS;
    tokens.set(this.tokens);
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

const ONE_TAG: readonly number[] = [0];
/** Work vector for Neutralize Results with paid prevent effects. */
const NEUTRALIZE_TOKENS = new Int32Array(2 * NK);

const SCAN_LIMIT = 24;

/** Sums probability by outcome code (tokens code * 64 + hits * G + crits), in the order codes are first seen. */
class OutcomeSums {
  readonly out: StepOutcomes = { code: [], h: [], c: [], p: [] };
  /** Codes seen, in order; looked up by a scan while few (the usual case), by a map past SCAN_LIMIT. */
  private readonly codes: number[] = [];
  private index: Map<number, number> | null = null;

  private find(code: number): number {
    if (this.index) return this.index.get(code) ?? -1;
    const codes = this.codes;
    for (let i = 0; i < codes.length; i++) if (codes[i] === code) return i;
    return -1;
  }

  add(code: number, p: number): void {
    const i = this.find(code);
    if (i >= 0) {
      this.out.p[i] = this.out.p[i]! + p;
      return;
    }
    const n = this.codes.length;
    this.codes.push(code);
    if (this.index) this.index.set(code, n);
    else if (n + 1 > SCAN_LIMIT) this.index = new Map(this.codes.map((c, j) => [c, j]));
    this.out.code.push(Math.floor(code / 64));
    this.out.h.push((code & 63) >> 3);
    this.out.c.push(code & 7);
    this.out.p.push(p);
  }
}

/** Outcomes grouped by the tokens both sides hold afterwards: grid[h * G + c] is P(h hits, c crits). */
export interface Group {
  /** Interned token state (see TokenStates). */
  id: number;
  grid: Float64Array;
}

/** Simulates one attack (given its rules) from any token state, memoising by tokens. */
export class AttackSim {
  readonly plan: AttackPlan;
  readonly states: TokenStates;
  private readonly withCrits: boolean;
  private readonly results = new Map<number, Group[]>();
  /** This query's steps by their compiled plan, and by token state. */
  private readonly steps = new Map<StepPlan, Step>();
  private readonly stepById: Record<DiceKind, Map<number, Step>> = { attack: new Map(), defense: new Map() };
  /** Look-ahead: what the token state after this attack is worth to the defender (the expected damage of the
   * attacks that follow, crits weighted); null: the defender looks at this attack only. */
  private later: ((id: number) => number) | null = null;
  /** Look-ahead: steps solved for one token state only, and the defender's value by (token state, incoming tag). */
  private readonly ownSteps: Step[] = [];
  private readonly defenseValues = new Map<number, number>();

  constructor(plan: AttackPlan, states: TokenStates) {
    this.plan = plan;
    this.states = states;
    this.withCrits = plan.withCrits;
  }

  /** Makes the defender weigh the token state each outcome leaves by `later` (before anything is run). */
  lookAhead(later: (id: number) => number): void {
    this.later = later;
  }

  /** The step of the given kind for a token state (shared by states that agree on its relevant tokens). */
  step(kind: DiceKind, id: number): Step {
    const byId = this.stepById[kind].get(id);
    if (byId) return byId;
    const plan = this.plan.step(kind, this.states.get(id));
    let step: Step;
    // The look-ahead defender's choices depend on every token either side holds (what they are worth later), so a
    // step where it chooses anything is solved for this token state alone.
    const defenderWindow = kind === 'attack' ? 0 : 1;
    if (this.later && plan.layout.acts[defenderWindow].length > 0) step = this.ownStep(kind, id, plan);
    else {
      const shared = this.steps.get(plan);
      step = shared ?? new Step(plan);
      if (!shared) this.steps.set(plan, step);
    }
    this.stepById[kind].set(id, step);
    return step;
  }

  /** A step for one token state whose defender chooses by the damage of this attack and of the later ones. */
  private ownStep(kind: DiceKind, id: number, plan: StepPlan): Step {
    const later = this.later!;
    const step = new Step(plan);
    this.ownSteps.push(step);
    if (kind === 'defense') {
      const after = (code: number) => later(this.after(id, step, code));
      step.phase.lookAhead((st, at, j, value) => step.lookAheadValue(st, at, j, value, after));
    } else {
      // The attack dice's hits and crits (as attackFrom counts them) go on to the Defense Dice step.
      step.phase.lookAhead((st, at) => {
        const h = Math.min(G - 1, st[at + 2]! + st[at + 6]!);
        const c = Math.min(G - 1 - h, st[at + 3]! + st[at + 7]!);
        return this.defenderValue(this.after(id, step, step.finishedCode(st, at)), (h + c) * G + c);
      });
    }
    return step;
  }

  /** Look-ahead: the defender's expected damage of this attack and the later ones from the Defense Dice step on,
   * for a token state and an incoming tag (hit total * G + crits). */
  private defenderValue(id: number, tag: number): number {
    const key = id * 64 + tag;
    let value = this.defenseValues.get(key);
    if (value !== undefined) return value;
    const step = this.step('defense', id);
    const c = tag % G;
    const r = step.defenseResult(this.withCrits ? tag : tag - c);
    const weight = this.plan.setup.critWeight;
    value = 0;
    for (let i = 0; i < r.p.length; i++) {
      // Without crit weighting the outcome's split into hits and crits does not change its worth.
      value += r.p[i]! * (r.h[i]! + weight * r.c[i]! + this.later!(this.after(id, step, r.code[i]!)));
    }
    this.defenseValues.set(key, value);
    return value;
  }

  /** Hands the phases back for reuse by later queries; the simulator must not be used afterwards. */
  release(): void {
    for (const step of this.steps.values()) step.phase.release();
    for (const step of this.ownSteps) step.phase.release();
    this.steps.clear();
    this.ownSteps.length = 0;
  }

  /** The token state after a step's outcome. */
  after(id: number, step: Step, code: number): number {
    // Small integer keys (id below 2^10, code below 2^20) keep the map fast.
    const key = id * 1048576 + code;
    let out = step.applied.get(key);
    if (out === undefined) {
      const t = this.states.scratch(id);
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
      // The groups each tag's outcomes go to, found when the tag is first met (so groups keep their order); tags
      // share token codes, so each code's group is looked up once.
      const targets: (Group[] | undefined)[] = [];
      const seenCodes: number[] = [];
      const seenGroups: Group[] = [];
      const target = (code: number): Group => {
        const i = seenCodes.indexOf(code);
        if (i >= 0) return seenGroups[i]!;
        const group = groupOf(out, this.after(g.id, step, code));
        seenCodes.push(code);
        seenGroups.push(group);
        return group;
      };
      for (let x = 0; x < G * G; x++) {
        const p = g.grid[x]!;
        if (p === 0) continue;
        const c = x % G;
        const t = (x - c) / G + c;
        const ti = tags.indexOf(this.withCrits ? t * G + c : t * G);
        const r = results[ti]!;
        let into = targets[ti];
        if (!into) {
          into = r.code.map(target);
          targets[ti] = into;
        }
        for (let i = 0; i < r.p.length; i++) {
          let h = r.h[i]!;
          let cr = r.c[i]!;
          if (!this.withCrits) {
            // Re-split the uncancelled total into hits and this cell's crits (hits are cancelled first).
            const rem = h + cr;
            cr = c < rem ? c : rem;
            h = rem - cr;
          }
          const y = h * G + cr;
          into[i]!.grid[y] = into[i]!.grid[y]! + p * r.p[i]!;
        }
      }
    }
    return [...out.values()];
  }
}
function groupOf(groups: Map<number, Group>, id: number): Group {
  let g = groups.get(id);
  if (!g) {
    g = { id, grid: zeroed(G * G) };
    groups.set(id, g);
  }
  return g;
}

/** Solves (once) the starting state of every roll outcome of a step; returns their slots. */
export function entrySlots(step: Step): Int32Array {
  if (step.entry) return step.entry;
  const table = ROLLS[step.kind][step.n]!;
  const slots = step.phase.entrySlots;
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
  for (let i = 0; i < step.phase.W; i++) s[i] = 0;
  s[8] = window;
  s[0] = counts[at]!;
  s[1] = counts[at + 1]!;
  s[2] = counts[at + 2]!;
  s[3] = counts[at + 3]!;
  for (let j = 0; j < step.dyn.length; j++) s[9 + j] = step.tokens[step.dyn[j]!]!;
}

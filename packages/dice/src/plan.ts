/**
 * What the engine compiles from a query before solving anything: each attack's rules (dice, modifications, crit
 * weight) and, for each dice step and each set of tokens the step can see, its layout (the modifications as acts
 * against a state layout, the token radices, the scenarios). These depend only on the rules and those tokens, never
 * on dice results, so they are cached across queries: a query compiles each kind of step once, then only solves.
 */
import { faceSlot, MAX_ROLL, type DiceKind } from './faces.js';
import { ADD, CANCEL, CHANGE, REROLL, type Act, type PhaseLayout } from './phase.js';
import { DiceQueryError, MAX_DICE, type AttackSpec, type DiceQuery } from './query.js';
import { A_DEPLETE, D_STRAIN, requirementOk, tokenIndex } from './tokens.js';
import { tokenModifications, type Modification, type Side, type TokenKind } from './vocabulary.js';

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
/** One attack's rules, fixed by the query. */
export interface AttackSetup {
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly mods: readonly Modification[];
  readonly critWeight: number;
  /** Most hit + crit results that can reach the Defense Dice step: it solves one scenario per total up to this. */
  readonly maxHits: number;
}

/** A bound on the hit + crit results of the attack dice: the dice rolled plus every result that may be added. */
function maxHits(attackDice: number, mods: readonly Modification[]): number {
  let rolled = attackDice;
  let added = 0;
  for (const m of mods) {
    if (m.dice !== 'attack') continue;
    const e = m.effect;
    if (e.kind === 'dice' && e.delta > 0) rolled += e.delta;
    if (e.kind === 'add') added += m.uses === 'unlimited' ? G : (e.count ?? 1) * (m.uses ?? 1);
  }
  return Math.min(G - 1, Math.min(MAX_DICE, rolled) + added);
}

/** The rules of one attack; `allTotals`: solve the defense step for every hit total (advice on any dice). */
export function attackSetup(query: DiceQuery, spec: AttackSpec, allTotals = false): AttackSetup {
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
  const most = allTotals ? G - 1 : maxHits(attackDice, mods);
  return { attackDice, defenseDice, mods, critWeight: query.critWeight ?? 1, maxHits: most };
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
    const diceReqs: number[] = [];
    for (const r of m.whenDice ?? []) {
      const mask = slots(r.faces).reduce((x, f) => x | (1 << f), 0);
      diceReqs.push(mask, r.atLeast ?? 0, r.atMost ?? 99, r.only ? 1 : 0);
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
      diceReqs,
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
    // Scenarios: hit totals 0..maxHits, each with every crit count when crits weigh more (index total * G + crits).
    vec = withCrits ? (setup.maxHits + 1) * G : setup.maxHits + 1;
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
    if (m.dice === kind && m.effect.kind === 'dice' && requirementOk(m, t, () => false))
      n += m.effect.max === undefined ? m.effect.delta : Math.max(0, Math.min(m.effect.delta, m.effect.max - n));
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

/** Scenario vectors: the attack step has one; defense scenarios by tag (hit total * G + crits) are the tag itself
 * (crits weigh more) or the hit total. */
const ONE_TAG = Int32Array.of(0);
const BY_TAG = Int32Array.from({ length: G * G }, (_, tag) => tag);
const BY_TOTAL = Int32Array.from({ length: G * G }, (_, tag) => Math.floor(tag / G));

/** A dice step compiled for one attack's rules and the tokens the step sees at its start. */
export interface StepPlan {
  readonly kind: DiceKind;
  readonly layout: PhaseLayout;
  /** Tokens at the start of the step (after deplete/strain), for the relevant indices; others are irrelevant. */
  readonly tokens: Int32Array;
  /** Dice rolled. */
  readonly n: number;
  /** Full-vector index of each changing token at state positions 9... */
  readonly dyn: readonly number[];
  /** Indices the step may set, with the radix of each in an outcome code. */
  readonly affected: readonly number[];
  readonly radix: readonly number[];
  /** State position holding each affected token (-1: not changed by the dice windows). */
  readonly affectedPos: Int32Array;
  /** Scenario followed by each defense tag (tag = hit total * G + crits). */
  readonly scenario: Int32Array;
  /** Prevent effects that cost a token (applied in Neutralize Results, defense step). */
  readonly paid: readonly Modification[];
}

function compileStep(kind: DiceKind, setup: AttackSetup, t: Int32Array, withCrits: boolean): StepPlan {
  const { n, after } = diceRolled(kind, setup, t);
  const { layout, dyn } = buildLayout(kind, setup, after, withCrits);
  const paid = kind === 'defense' ? setup.mods.filter((m) => m.effect.kind === 'prevent' && m.cost?.spend) : [];
  const affectedSet = new Set<number>([kind === 'attack' ? A_DEPLETE : D_STRAIN, ...dyn]);
  for (const m of paid) affectedSet.add(tokenIndex(m.by, m.cost!.spend!));
  const affected = [...affectedSet];
  const radix = affected.map((idx) => {
    const j = dyn.indexOf(idx);
    return j >= 0 ? layout.radix[1 + j]! : t[idx]! + 1;
  });
  if (radix.reduce((x, r) => x * r, 1) > 2 ** 20) {
    throw new DiceQueryError('too many tokens change in one dice step to track; remove some');
  }
  return {
    kind,
    layout,
    tokens: after,
    n,
    dyn,
    affected,
    radix,
    affectedPos: Int32Array.from(affected, (idx) => (dyn.includes(idx) ? 9 + dyn.indexOf(idx) : -1)),
    scenario: kind === 'attack' ? ONE_TAG : withCrits ? BY_TAG : BY_TOTAL,
    paid,
  };
}

/** One attack's rules, compiled, and its steps compiled so far. */
export class AttackPlan {
  readonly setup: AttackSetup;
  readonly withCrits: boolean;
  /** The tokens each kind of step can see: steps are compiled (and solved) once per set of their values. */
  private readonly relevant: Record<DiceKind, readonly number[]>;
  private readonly steps: Record<DiceKind, Map<string, StepPlan>> = { attack: new Map(), defense: new Map() };

  constructor(setup: AttackSetup) {
    this.setup = setup;
    this.withCrits = setup.critWeight !== 1;
    this.relevant = { attack: relevantTokens('attack', setup), defense: relevantTokens('defense', setup) };
  }

  /** The step of the given kind for the tokens `t` held at its start. */
  step(kind: DiceKind, t: Int32Array): StepPlan {
    let key = '';
    for (const idx of this.relevant[kind]) key += `${t[idx]},`;
    const steps = this.steps[kind];
    let plan = steps.get(key);
    if (!plan) {
      plan = compileStep(kind, this.setup, t, this.withCrits);
      steps.set(key, plan);
    }
    return plan;
  }
}

/** Compiled attacks by everything `attackSetup` reads; cleared when it grows past MAX_PLANS. */
const PLANS = new Map<string, AttackPlan>();
const MAX_PLANS = 256;

/**
 * The compiled rules of one attack of a (checked) query. The key holds the user's modifications as JSON, and the
 * plan keeps its own copy of them, so changing a modification object between queries never reaches a cached plan;
 * the package's token modifications are frozen.
 */
export function attackPlan(query: DiceQuery, spec: AttackSpec, allTotals = false): AttackPlan {
  const defenderMods = JSON.stringify(query.defender.modifications ?? []);
  const attackMods = JSON.stringify(spec.modifications ?? []);
  // Everything attackSetup reads.
  const key =
    `${allTotals} ${spec.dice} ${query.defender.dice} ${spec.range ?? 2} ${spec.ordnance ?? false} ` +
    `${spec.obstructed ?? false} ${spec.inReinforcedArc ?? true} ${query.critWeight ?? 1} ${defenderMods} ` +
    attackMods;
  let plan = PLANS.get(key);
  if (!plan) {
    if (PLANS.size >= MAX_PLANS) PLANS.clear();
    const own = <T>(json: string) => JSON.parse(json) as T;
    const setup = attackSetup(
      { ...query, defender: { ...query.defender, modifications: own(defenderMods) } },
      { ...spec, modifications: own(attackMods) },
      allTotals,
    );
    plan = new AttackPlan(setup);
    PLANS.set(key, plan);
  }
  return plan;
}

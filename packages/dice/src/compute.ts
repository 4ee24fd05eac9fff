/** The public queries: odds of a sequence of attacks, and advice for a rolled result. */
import { faceSlot, slotFace, type DiceKind, type Face } from './faces.js';
import { AttackSim, G, seedState, type Group, type Step } from './engine.js';
import { attackPlan, type AttackPlan } from './plan.js';
import { giveBackScratch, zeroed } from './scratch.js';
import { attackStart, fillTokens, TokenStates } from './tokens.js';
import { lookAheadSimulators } from './look-ahead.js';
import { ADD, CHANGE, REROLL } from './phase.js';
import { checkQuery, DiceQueryError, type DiceQuery } from './query.js';
import { TOKEN_KINDS, type Side, type Tokens } from './vocabulary.js';

const NK = TOKEN_KINDS.length;

export interface Outcome {
  hits: number;
  crits: number;
  p: number;
}

export interface Odds {
  /** Expected uncancelled hits + crits. */
  expectedDamage: number;
  expectedHits: number;
  expectedCrits: number;
  /** Joint distribution of uncancelled hits and crits (outcomes with p > 0). */
  distribution: Outcome[];
  /** atLeast[n] = P(damage >= n), n = 0 .. the most possible. */
  atLeast: number[];
}

export interface DiceResult {
  /** Expected damage over all attacks. */
  expectedDamage: number;
  attacks: Odds[];
  total: Odds;
  /** P(the defender is destroyed): total damage >= hull + shields; present when hull was given. */
  destroy?: number;
  /** Expected tokens each side holds after the last attack. */
  tokensLeft: { attacker: Tokens; defender: Tokens };
}

function odds(grid: Float64Array, side: number): Odds {
  const distribution: Outcome[] = [];
  let eh = 0;
  let ec = 0;
  let max = 0;
  const byDamage: number[] = [];
  for (let h = 0; h < side; h++) {
    for (let c = 0; c < side; c++) {
      const p = grid[h * side + c]!;
      if (p === 0) continue;
      distribution.push({ hits: h, crits: c, p });
      eh += p * h;
      ec += p * c;
      max = Math.max(max, h + c);
      byDamage[h + c] = (byDamage[h + c] ?? 0) + p;
    }
  }
  const atLeast: number[] = new Array<number>(max + 1).fill(0);
  let acc = 0;
  for (let n = max; n >= 0; n--) {
    acc += byDamage[n] ?? 0;
    atLeast[n] = acc;
  }
  return { expectedDamage: eh + ec, expectedHits: eh, expectedCrits: ec, distribution, atLeast };
}

function tokensOf(sum: Float64Array, offset: number): Tokens {
  const out: Tokens = {};
  TOKEN_KINDS.forEach((k, i) => {
    const v = sum[offset + i]!;
    if (v !== 0) out[k] = v;
  });
  return out;
}

/** The simulators for a query's attacks; with the greedy defender, attacks with the same rules share one (and its
 * memo). */
function simulators(query: DiceQuery, states: TokenStates): AttackSim[] {
  if (query.defenderPolicy === 'look-ahead') return lookAheadSimulators(query, states);
  const shared = new Map<AttackPlan, AttackSim>();
  return query.attacks.map((a) => {
    const plan = attackPlan(query, a);
    let sim = shared.get(plan);
    if (!sim) {
      sim = new AttackSim(plan, states);
      shared.set(plan, sim);
    }
    return sim;
  });
}

/**
 * Exact odds for a query: each attack's and the total distribution of uncancelled hits and crits, expected damage,
 * P(at least n), P(destroy) and the tokens left. Throws DiceQueryError for a bad query.
 */
export function computeOdds(input: DiceQuery): DiceResult {
  const query = checkQuery(input);
  const states = new TokenStates();
  let sims: AttackSim[] = [];
  try {
    sims = simulators(query, states);
    return oddsOf(query, states, sims);
  } finally {
    for (const sim of new Set(sims)) sim.release();
    states.release();
    giveBackScratch();
  }
}

/** The damage so far for one token state: dist[H * D + C] is P(H hits, C crits, this state); it is zero outside
 * H <= maxH, C <= maxC, so the loops below stay in that box (the sums skip only zeros, so they are unchanged). */
interface Entry {
  id: number;
  dist: Float64Array;
  maxH: number;
  maxC: number;
}

function oddsOf(query: DiceQuery, states: TokenStates, sims: AttackSim[]): DiceResult {
  const k = query.attacks.length;
  const D = (G - 1) * k + 1;
  const perAttack = query.attacks.map(() => zeroed(G * G));
  const start = zeroed(D * D);
  start[0] = 1;
  const first = states.scratch(-1);
  fillTokens(first, query.attacks[0]!.tokens, query.defender.tokens);
  let entries: Entry[] = [{ id: states.id(first), dist: start, maxH: 0, maxC: 0 }];
  for (let i = 0; i < k; i++) {
    const sim = sims[i]!;
    const pa = perAttack[i]!;
    const next: Entry[] = [];
    const byId = new Map<number, Entry>();
    for (const { id, dist, maxH, maxC } of entries) {
      const from = attackStart(query, states, i, id);
      let massE = 0;
      for (let H = 0; H <= maxH; H++) for (let C = 0; C <= maxC; C++) massE += dist[H * D + C]!;
      for (const g of sim.run(from)) {
        let e = byId.get(g.id);
        if (!e) {
          e = { id: g.id, dist: zeroed(D * D), maxH: 0, maxC: 0 };
          byId.set(g.id, e);
          next.push(e);
        }
        const nd = e.dist;
        for (let h = 0; h < G; h++) {
          for (let c = 0; c + h < G; c++) {
            const q = g.grid[h * G + c]!;
            if (q === 0) continue;
            pa[h * G + c] = pa[h * G + c]! + q * massE;
            for (let H = 0; H <= maxH; H++) {
              for (let C = 0; C <= maxC; C++) {
                const m = dist[H * D + C]!;
                if (m !== 0) nd[(H + h) * D + C + c] = nd[(H + h) * D + C + c]! + m * q;
              }
            }
            if (maxH + h > e.maxH) e.maxH = maxH + h;
            if (maxC + c > e.maxC) e.maxC = maxC + c;
          }
        }
      }
    }
    entries = next;
  }
  const total = zeroed(D * D);
  const tokenSum = zeroed(2 * NK);
  for (const { id, dist, maxH, maxC } of entries) {
    let m = 0;
    for (let H = 0; H <= maxH; H++) {
      for (let C = 0; C <= maxC; C++) {
        const x = H * D + C;
        total[x] = total[x]! + dist[x]!;
        m += dist[x]!;
      }
    }
    const tokens = states.get(id);
    for (let j = 0; j < 2 * NK; j++) tokenSum[j] = tokenSum[j]! + m * tokens[j]!;
  }
  const attacks = perAttack.map((g) => odds(g, G));
  const totalOdds = odds(total, D);
  const result: DiceResult = {
    expectedDamage: attacks.reduce((s, a) => s + a.expectedDamage, 0),
    attacks,
    total: totalOdds,
    tokensLeft: { attacker: tokensOf(tokenSum, 0), defender: tokensOf(tokenSum, NK) },
  };
  if (query.defender.hull !== undefined) {
    const need = query.defender.hull + (query.defender.shields ?? 0);
    result.destroy = totalOdds.atLeast[need] ?? 0;
  }
  return result;
}

// ---- Advice ------------------------------------------------------------------------------------------------------

export interface Rolled {
  /** Which attack of the query (default 0); its tokens and the defender's are taken as held now. */
  attack?: number;
  /** The attack dice as they show now (after the defender's modifications when `defenseDice` is absent). */
  attackDice: Face[];
  /** The defense dice as rolled, after the attacker's modifications: asks for the defender's advice. */
  defenseDice?: Face[];
}

export interface AdviceOption {
  /** What to do, in words: "finish", "lock: reroll 1 blank, 1 focus", "focus: change all focus to hit". */
  action: string;
  /** The modification used (its name), absent for "finish". */
  modification?: string;
  /** Expected hits + crits on the attack dice (attack advice) or expected damage (defense advice). */
  value: number;
  /** Expected uncancelled damage of the attack after this choice and best play afterwards. */
  expectedDamage: number;
  best: boolean;
}

export interface Advice {
  side: Side;
  dice: DiceKind;
  options: AdviceOption[];
  best: AdviceOption;
  why: string;
}

function countsOf(kind: DiceKind, faces: readonly Face[], where: string): Int8Array {
  if (!Array.isArray(faces)) throw new DiceQueryError(`${where} must be a list of faces`);
  if (faces.length > 7) throw new DiceQueryError(`${where} has ${faces.length} dice; at most 7 results are allowed`);
  const counts = new Int8Array(4);
  faces.forEach((f, i) => {
    const slot = faceSlot(kind, f);
    if (slot < 0) {
      throw new DiceQueryError(`${where}[${i}] must be a face of a ${kind} die, got ${JSON.stringify(f)}`);
    }
    counts[slot]!++;
  });
  return counts;
}

function describeChoice(kind: DiceKind, name: string, type: number, choice: number, detail: string): string {
  if (type !== REROLL) return `${name}: ${detail}`;
  const parts: string[] = [];
  for (let f = 0; f < 4; f++) {
    const n = (choice >> (3 * f)) & 7;
    if (n > 0) parts.push(`${n} ${slotFace(kind, f)}`);
  }
  return `${name}: reroll ${parts.join(', ')}`;
}

/**
 * The modification a player should make now, and why: every legal first choice (and "finish") with the value the
 * deciding side optimises and the expected damage of the attack that follows.
 */
export function advise(input: DiceQuery, rolled: Rolled): Advice {
  const query = checkQuery(input);
  const i = rolled.attack ?? 0;
  if (!Number.isInteger(i) || i < 0 || i >= query.attacks.length) {
    throw new DiceQueryError(`rolled.attack must be an attack index from 0 to ${query.attacks.length - 1}`);
  }
  const states = new TokenStates();
  let sim: AttackSim | undefined;
  try {
    // Advice may be asked for any dice shown, so the defense step solves every hit total.
    sim = new AttackSim(attackPlan(query, query.attacks[i]!, true), states);
    return adviseWith(query, rolled, states, sim, i);
  } finally {
    sim?.release();
    states.release();
    giveBackScratch();
  }
}

function adviseWith(query: DiceQuery, rolled: Rolled, states: TokenStates, sim: AttackSim, i: number): Advice {
  const start = states.scratch(-1);
  fillTokens(start, query.attacks[i]!.tokens, query.defender.tokens);
  const t = states.id(start);
  const attackCounts = countsOf('attack', rolled.attackDice, 'rolled.attackDice');
  const kind: DiceKind = rolled.defenseDice ? 'defense' : 'attack';
  let step: Step;
  let damageFrom: (mass: Float64Array) => number;
  let j = 0;
  const expected = (groups: Group[]) => {
    let e = 0;
    for (const g of groups) for (let x = 0; x < G * G; x++) e += g.grid[x]! * (Math.floor(x / G) + (x % G));
    return e;
  };
  if (kind === 'attack') {
    const attackStep = sim.step('attack', t);
    step = attackStep;
    damageFrom = (mass) => expected(sim.defend(sim.attackGroups(t, attackStep.attackFrom(mass))));
  } else {
    const defenseStep = sim.step('defense', t);
    step = defenseStep;
    const c = attackCounts[3]!;
    const tag =
      Math.min(G - 1, attackCounts[2]! + c) * G + (query.critWeight === undefined || query.critWeight === 1 ? 0 : c);
    j = defenseStep.scenario[tag]!;
    damageFrom = (mass) => {
      const r = defenseStep.defenseFrom(mass, tag);
      return r.p.reduce((e, p, x) => e + p * (r.h[x]! + r.c[x]!), 0);
    };
  }
  const phase = step.phase;
  const L = phase.layout;
  const s = phase.state();
  const counts = kind === 'attack' ? attackCounts : countsOf('defense', rolled.defenseDice ?? [], 'rolled.defenseDice');
  const options: AdviceOption[] = [];
  const massOf = (successors: [number, number][]) => {
    const mass = zeroed(phase.nSlots);
    for (const [slot, p] of successors) mass[slot] = mass[slot]! + p;
    return mass;
  };
  // Finish: the window ends with the dice as they are.
  seedState(s, step, counts, 0, 2);
  const doneSlot = phase.solve(0);
  options.push({
    action: 'finish',
    value: phase.val[doneSlot * phase.vec + j]!,
    expectedDamage: damageFrom(massOf([[doneSlot, 1]])),
    best: false,
  });
  for (const a of L.acts[1]) {
    const choices: number[] = [];
    if (a.type === REROLL) {
      const m = [0, 1, 2, 3].map((f) => (a.faces.includes(f) ? Math.min(counts[f]!, a.count) : 0));
      for (let k0 = 0; k0 <= m[0]!; k0++)
        for (let k1 = 0; k1 <= m[1]!; k1++)
          for (let k2 = 0; k2 <= m[2]!; k2++)
            for (let k3 = 0; k3 <= m[3]!; k3++) {
              const n = k0 + k1 + k2 + k3;
              if (n > 0 && n <= a.count) choices.push(k0 | (k1 << 3) | (k2 << 6) | (k3 << 9));
            }
    } else choices.push(0);
    for (const choice of choices) {
      seedState(s, step, counts, 0, 1);
      const r = phase.evaluateOption(a, choice, j);
      if (!r) continue;
      const faces = a.faces.map((f) => slotFace(L.kind, f)).join('/');
      const detail =
        a.type === CHANGE
          ? `change ${a.count >= 99 ? 'all' : a.count} ${faces} to ${slotFace(L.kind, a.to)}`
          : a.type === ADD
            ? `add ${a.count} ${faces}`
            : `cancel ${a.count} ${faces}`;
      options.push({
        action: describeChoice(L.kind, a.name, a.type, choice, detail),
        modification: a.name,
        value: r.value,
        expectedDamage: damageFrom(massOf(r.successors)),
        best: false,
      });
    }
  }
  const maximize = L.maximize[1];
  const order = [...options].sort((x, y) => (maximize ? y.value - x.value : x.value - y.value));
  const best = order.find((o) => Math.abs(o.value - order[0]!.value) <= 1e-9) ?? order[0]!;
  // Among equal values the engine keeps tokens: "finish" (listed first) wins ties, then the listed order.
  const chosen = options.find((o) => Math.abs(o.value - best.value) <= 1e-9)!;
  chosen.best = true;
  const side: Side = kind === 'attack' ? 'attacker' : 'defender';
  const runnerUp = order.find((o) => o !== chosen);
  const what = kind === 'attack' ? 'expected hits + crits' : 'expected damage';
  const why = runnerUp
    ? `${chosen.action} gives ${what} ${chosen.value.toFixed(4)} (damage ${chosen.expectedDamage.toFixed(4)}), ` +
      `against ${runnerUp.value.toFixed(4)} for the next option (${runnerUp.action})`
    : `${chosen.action} is the only option`;
  return { side, dice: kind, options, best: chosen, why };
}

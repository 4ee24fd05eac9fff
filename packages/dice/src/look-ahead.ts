/**
 * The look-ahead defender (`defenderPolicy: "look-ahead"`): in each attack but the last it minimises the damage of
 * that attack plus the expected damage of the attacks that follow from the tokens it keeps, so the sequence is
 * solved backwards. What a token state before attack k is worth (`Futures.value`) is the expected damage of attacks
 * k..n from it under this play, and attack k - 1's defender reads it as the cost of the state it leaves. Values
 * are computed on demand and memoised: solving attack k - 1 from a state asks for exactly the states its outcomes
 * (under any choice) can leave, and each is solved once.
 *
 * The attacker still maximises the expected hits and crits of its own attack, as with the greedy defender; it
 * does not keep tokens for later attacks.
 */
import { AttackSim, G } from './engine.js';
import { attackPlan } from './plan.js';
import type { DiceQuery } from './query.js';
import { attackStart, type TokenStates } from './tokens.js';

/** Expected damage (crits weighted) of the attacks from k on, by the token state the previous attack left. */
class Futures {
  private readonly memo: Map<number, number>[];

  constructor(
    private readonly query: DiceQuery,
    private readonly states: TokenStates,
    private readonly sims: readonly AttackSim[],
  ) {
    this.memo = sims.map(() => new Map());
  }

  value(k: number, left: number): number {
    if (k >= this.sims.length) return 0;
    const from = attackStart(this.query, this.states, k, left);
    const known = this.memo[k]!.get(from);
    if (known !== undefined) return known;
    const weight = this.query.critWeight ?? 1;
    let value = 0;
    for (const g of this.sims[k]!.run(from)) {
      let mass = 0;
      for (let x = 0; x < G * G; x++) {
        const p = g.grid[x]!;
        if (p === 0) continue;
        const c = x % G;
        value += p * ((x - c) / G + weight * c);
        mass += p;
      }
      value += mass * this.value(k + 1, g.id);
    }
    this.memo[k]!.set(from, value);
    return value;
  }
}

/**
 * One simulator per attack (attacks with the same rules do not share one: what follows them differs), each
 * weighing the token states it leaves by what the later attacks make of them; the last attack's defender has
 * nothing to keep tokens for, so it plays greedily.
 */
export function lookAheadSimulators(query: DiceQuery, states: TokenStates): AttackSim[] {
  const sims = query.attacks.map((a) => new AttackSim(attackPlan(query, a), states));
  const futures = new Futures(query, states, sims);
  sims.forEach((sim, i) => {
    if (i < sims.length - 1) sim.lookAhead((left) => futures.value(i + 1, left));
  });
  return sims;
}

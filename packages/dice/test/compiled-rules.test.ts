import { describe, expect, it } from 'vitest';
import {
  advise,
  ATTACK_FOCUS,
  computeOdds,
  EVADE,
  extraDice,
  rerollAbility,
  tokenModifications,
  type DiceQuery,
  type Modification,
} from '@xwing/dice';

// Compiled attack rules are cached across queries; answers must not depend on what was asked before.
describe('compiled rules cached across queries', () => {
  const query = (mods: Modification[]): DiceQuery => ({
    attacks: [{ dice: 3, tokens: { focus: 1 }, modifications: mods }],
    defender: { dice: 2, tokens: { evade: 1 } },
  });

  it('a modification object changed between queries is compiled afresh', () => {
    const mod = rerollAbility('attacker', 1);
    const one = computeOdds(query([mod])).expectedDamage;
    (mod.effect as { count: number }).count = 2;
    const changed = computeOdds(query([mod])).expectedDamage;
    expect(changed).toBe(computeOdds(query([rerollAbility('attacker', 2)])).expectedDamage);
    expect(changed).toBeGreaterThan(one);
  });

  it('a cached plan never sees later changes to the object it was compiled from', () => {
    const withTokens = (mod: Modification, tokens: { focus?: number; lock?: number }): DiceQuery => ({
      attacks: [{ dice: 3, tokens, modifications: [mod] }],
      defender: { dice: 2, tokens: { evade: 1 } },
    });
    const mod = rerollAbility('attacker', 1);
    computeOdds(withTokens(mod, { focus: 1 }));
    (mod.effect as { count: number }).count = 2;
    // Same content as the first plan, from another object, with tokens that need a step compiled anew.
    const later = computeOdds(withTokens(rerollAbility('attacker', 1), {})).expectedDamage;
    const renamed = rerollAbility('attacker', 1, { name: 'another plan' });
    expect(later).toBe(computeOdds(withTokens(renamed, {})).expectedDamage);
  });

  it('the same query gives the same answer first and later, whatever was asked in between', () => {
    const q: DiceQuery = {
      attacks: [
        { dice: 3, tokens: { focus: 1, lock: 1 } },
        { dice: 2, modifications: [extraDice('defense', -1)] },
      ],
      defender: { dice: 3, tokens: { focus: 1, evade: 1 } },
    };
    const first = computeOdds(q);
    computeOdds(query([rerollAbility('attacker', 2)]));
    computeOdds({ ...q, critWeight: 2 });
    expect(computeOdds(q)).toEqual(first);
  });

  it('attacks with the same rules but different tokens share compiled rules without mixing their tokens', () => {
    const r = computeOdds({
      attacks: [{ dice: 3, tokens: { focus: 1 } }, { dice: 3 }],
      defender: { dice: 2 },
    });
    const alone = (tokens: { focus?: number }) =>
      computeOdds({ attacks: [{ dice: 3, tokens }], defender: { dice: 2 } }).expectedDamage;
    expect(r.attacks[0]!.expectedDamage).toBe(alone({ focus: 1 }));
    expect(r.attacks[1]!.expectedDamage).toBe(alone({}));
  });

  it('the token modifications are frozen', () => {
    expect(Object.isFrozen(ATTACK_FOCUS)).toBe(true);
    expect(Object.isFrozen(EVADE.effect)).toBe(true);
    for (const m of tokenModifications(true)) expect(Object.isFrozen(m.cost ?? m.requires)).toBe(true);
  });
});

// The Defense Dice step solves only the hit totals the attack can reach; advice may show any dice.
describe('hit totals solved by the defense step', () => {
  it('advice for dice showing more results than the attack rolls', () => {
    const a = advise(
      { attacks: [{ dice: 1 }], defender: { dice: 2, tokens: { evade: 1 } } },
      { attackDice: ['hit', 'hit', 'hit', 'crit', 'hit'], defenseDice: ['evade', 'blank'] },
    );
    expect(a.options.find((o) => o.action === 'finish')!.value).toBe(4);
    expect(a.best.value).toBe(3);
  });

  it('added results and extra dice are reached', () => {
    const add = {
      by: 'attacker' as const,
      dice: 'attack' as const,
      effect: { kind: 'add' as const, face: 'hit' as const },
    };
    const r = computeOdds({
      attacks: [{ dice: 1, modifications: [add, extraDice('attack', 1)] }],
      defender: { dice: 0 },
    });
    expect(r.total.atLeast[3]).toBeGreaterThan(0);
    expect(r.total.atLeast.length).toBe(4);
  });
});

describe('advice on states not solved before', () => {
  it("with no defense dice each option's expected damage is its expected hits + crits", () => {
    const q: DiceQuery = { attacks: [{ dice: 3, tokens: { focus: 1, lock: 1 } }], defender: { dice: 0 } };
    const a = advise(q, { attackDice: ['blank', 'focus', 'hit'] });
    expect(a.options.length).toBeGreaterThan(3);
    for (const o of a.options) expect(o.expectedDamage).toBeCloseTo(o.value, 12);
  });

  it('the best first choice leads to the expected damage of the whole attack', () => {
    const q: DiceQuery = { attacks: [{ dice: 1, tokens: { focus: 1, lock: 1 } }], defender: { dice: 2 } };
    const total = computeOdds(q).expectedDamage;
    // One die: each face's best line, weighted by its chance (2 blank, 2 focus, 3 hit, 1 crit of 8).
    const best = (face: 'blank' | 'focus' | 'hit' | 'crit') => advise(q, { attackDice: [face] }).best.expectedDamage;
    const mixed = (2 * best('blank') + 2 * best('focus') + 3 * best('hit') + best('crit')) / 8;
    expect(mixed).toBeCloseTo(total, 12);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeOdds,
  DiceQueryError,
  preventDamage,
  type AttackSpec,
  type DiceQuery,
  type Modification,
  type SideTokens,
} from '@xwing/dice';

const lookAhead = (q: DiceQuery): DiceQuery => ({ ...q, defenderPolicy: 'look-ahead' });

/**
 * A weak attack (1 die) then a strong one (3 dice) on a defender with no dice and one charge it may spend to cancel
 * two results. An attack die shows a hit or crit with p 1/2, so the second attack's successes n ~ Bin(3, 1/2):
 * P(n = 0, 1, 2, 3) = 1/8, 3/8, 3/8, 1/8, E[n] = 3/2, and with the charge E[max(0, n - 2)] = 1/8.
 *
 * Greedy: the first attack's success (p 1/2) is cancelled with the charge, so attack 1 deals 0 and attack 2 deals
 * 1/2 * 1/8 + 1/2 * 3/2 = 13/16 = 0.8125; the charge is left only when kept (1/2) and the second attack rolls no
 * success (1/8): 1/16.
 * Look-ahead: after the first attack's success, spending gives 0 + 3/2 while keeping gives 1 + 1/8, so it keeps:
 * attack 1 deals 1/2, attack 2 deals 1/8, in all 5/8 = 0.625; the charge is left when n = 0: 1/8.
 */
function twoAttacks(defenderMod: Modification): DiceQuery {
  return {
    attacks: [{ dice: 1 }, { dice: 3 }],
    defender: { dice: 0, tokens: { charge: 1 }, modifications: [defenderMod] },
  };
}
/** Spent in the Defense Dice step: adds two evade results. */
const SHIELD: Modification = {
  name: 'shield',
  by: 'defender',
  dice: 'defense',
  cost: { spend: 'charge' },
  effect: { kind: 'add', face: 'evade', count: 2 },
};
/** Spent in the Attack Dice step (the defender's window): cancels two hit or crit results. */
const JAM: Modification = {
  name: 'jam',
  by: 'defender',
  dice: 'attack',
  cost: { spend: 'charge' },
  effect: { kind: 'cancel', faces: ['hit', 'crit'], count: 2 },
};

describe('look-ahead defender: hand-checked', () => {
  for (const [step, mod] of [
    ['Defense Dice step', SHIELD],
    ['Attack Dice step', JAM],
  ] as const) {
    it(`keeps a token for the strong second attack (${step}): 5/8 against greedy 13/16`, () => {
      const greedy = computeOdds(twoAttacks(mod));
      expect(greedy.attacks.map((a) => a.expectedDamage)).toEqual([0, 13 / 16]);
      expect(greedy.expectedDamage).toBe(13 / 16);
      expect(greedy.tokensLeft.defender).toEqual({ charge: 1 / 16 });

      const ahead = computeOdds(lookAhead(twoAttacks(mod)));
      expect(ahead.attacks.map((a) => a.expectedDamage)).toEqual([1 / 2, 1 / 8]);
      expect(ahead.expectedDamage).toBe(5 / 8);
      expect(ahead.total.expectedDamage).toBe(5 / 8);
      expect(ahead.tokensLeft.defender).toEqual({ charge: 1 / 8 });
      // Total damage: 0 with (1/2)(1/8 + 3/8 + 3/8), 1 with (1/2)(1/8 + 3/8 + 3/8) + (1/2)(1/8), 2 with (1/2)(1/8).
      expect(ahead.total.atLeast).toEqual([1, 9 / 16, 1 / 16]);
    });
  }

  it('spends now when the later attack cannot use the token better', () => {
    // Second attack of 1 die: keeping the charge is worth at most 1/2 later, spending it saves 1 now.
    const q: DiceQuery = { ...twoAttacks(SHIELD), attacks: [{ dice: 1 }, { dice: 1 }] };
    expect(computeOdds(lookAhead(q))).toEqual(computeOdds(q));
    expect(computeOdds(q).expectedDamage).toBe(1 / 4);
  });

  it('keeps the evade token when a charge prevents the damage anyway, saving it for the next attack', () => {
    // One defense die and no focus: the evade token may turn its blank or focus into an evade; a charge prevents
    // all damage. With two or more results incoming, spending the evade leaves damage for the charge anyway.
    const q: DiceQuery = {
      attacks: [{ dice: 3 }, { dice: 3 }],
      defender: {
        dice: 1,
        tokens: { evade: 1, charge: 1 },
        modifications: [preventDamage('all', { cost: { spend: 'charge' } })],
      },
    };
    const greedy = computeOdds(q);
    const ahead = computeOdds(lookAhead(q));
    expect(ahead.attacks[0]!.expectedDamage).toBeCloseTo(greedy.attacks[0]!.expectedDamage, 12);
    expect(ahead.tokensLeft.defender.evade ?? 0).toBeGreaterThan(greedy.tokensLeft.defender.evade ?? 0);
    expect(ahead.expectedDamage).toBeLessThan(greedy.expectedDamage - 0.01);
  });
});

describe('look-ahead defender: properties', () => {
  it('with a single attack it plays exactly like the greedy defender', () => {
    const q: DiceQuery = {
      attacks: [{ dice: 3, tokens: { focus: 1, lock: 1 } }],
      defender: { dice: 3, tokens: { focus: 1, evade: 1, reinforce: 1 }, hull: 3 },
    };
    expect(computeOdds(lookAhead(q))).toEqual(computeOdds(q));
  });

  it('"greedy" is the default: the reference values are unchanged', () => {
    const a = { dice: 3, tokens: { focus: 1, lock: 1 } };
    const q: DiceQuery = { attacks: [a, a], defender: { dice: 3, tokens: { focus: 1, evade: 1 } } };
    expect(Math.abs(computeOdds(q).expectedDamage - 1.42970369699924)).toBeLessThan(1e-12);
    expect(computeOdds({ ...q, defenderPolicy: 'greedy' })).toEqual(computeOdds(q));
  });

  const attackTokens: SideTokens[] = [{}, { focus: 1 }, { lock: 1 }, { focus: 1, lock: 1 }, { calculate: 1 }];
  const defenderTokens = fc.record({
    focus: fc.integer({ min: 0, max: 1 }),
    evade: fc.integer({ min: 0, max: 2 }),
    calculate: fc.integer({ min: 0, max: 1 }),
    reinforce: fc.integer({ min: 0, max: 1 }),
    charge: fc.integer({ min: 0, max: 2 }),
  });
  // The defender's own abilities: the guarantee below needs the attacker not to react to the defender's policy,
  // which holds when only the defender modifies the defense dice.
  const defenderMods = fc.subarray([SHIELD, JAM, preventDamage('all', { cost: { spend: 'charge' } })]);
  const attack = fc.record({
    dice: fc.integer({ min: 0, max: 4 }),
    tokens: fc.constantFrom(...attackTokens),
    range: fc.integer({ min: 1, max: 3 }),
  }) as fc.Arbitrary<AttackSpec>;
  const query = fc.record({
    attacks: fc.array(attack, { minLength: 1, maxLength: 3 }),
    defender: fc.record({ dice: fc.integer({ min: 0, max: 3 }), tokens: defenderTokens, modifications: defenderMods }),
    attackerTokensCarry: fc.boolean(),
  }) as fc.Arbitrary<DiceQuery>;

  it('never lets more expected damage through than the greedy defender (random queries, fixed seed)', () => {
    fc.assert(
      fc.property(query, (q) => {
        const greedy = computeOdds(q);
        const ahead = computeOdds(lookAhead(q));
        expect(ahead.expectedDamage).toBeLessThanOrEqual(greedy.expectedDamage + 1e-9);
        expect(ahead.total.atLeast[0]).toBeCloseTo(1, 12);
        // The last attack is played greedily from whatever tokens are left.
        if (q.attacks.length === 1) expect(ahead).toEqual(greedy);
      }),
      { numRuns: 60, seed: 20250607 },
    );
  });
});

describe('look-ahead defender: bad values', () => {
  it('refuses an unknown policy with a clear sentence', () => {
    const q = { attacks: [{ dice: 2 }], defender: { dice: 2 } };
    for (const policy of ['lookahead', 'Look-Ahead', true, 1, null]) {
      expect(() => computeOdds({ ...q, defenderPolicy: policy } as unknown as DiceQuery)).toThrow(DiceQueryError);
      expect(() => computeOdds({ ...q, defenderPolicy: policy } as unknown as DiceQuery)).toThrow(
        `defenderPolicy must be "greedy" or "look-ahead" (got ${JSON.stringify(policy)})`,
      );
    }
  });
});

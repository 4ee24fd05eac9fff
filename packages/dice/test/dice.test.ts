import { describe, expect, it } from 'vitest';
import {
  advise,
  ALL_HITS,
  computeOdds,
  DiceQueryError,
  extraDice,
  preventDamage,
  rerollAbility,
  rollDistribution,
  type AttackSpec,
  type DiceQuery,
  type SideTokens,
} from '@xwing/dice';

const E = (q: DiceQuery) => computeOdds(q).expectedDamage;
const one = (
  dice: number,
  tokens: SideTokens = {},
  defDice = 0,
  defTokens: SideTokens = {},
  extra: Partial<AttackSpec> = {},
) => E({ attacks: [{ dice, tokens, ...extra }], defender: { dice: defDice, tokens: defTokens } });

describe('rolls', () => {
  it('enumerates face-count multisets with multinomial probabilities', () => {
    expect(rollDistribution('attack', 6)).toHaveLength(84);
    expect(rollDistribution('defense', 3)).toHaveLength(10);
    for (let n = 0; n <= 6; n++) {
      const sum = rollDistribution('attack', n).reduce((s, o) => s + o.p, 0);
      expect(Math.abs(sum - 1)).toBeLessThan(1e-15);
    }
    const two = rollDistribution('attack', 2).find((o) => o.counts.hit === 1 && o.counts.crit === 1)!;
    expect(two.p).toBe((2 * 3 * 1) / 64);
  });
});

describe('hand-checkable cases', () => {
  it('1 die vs no dice: 4/8 hit or crit', () => expect(one(1)).toBe(0.5));
  it('1 die + focus vs no dice: 6/8', () => expect(one(1, { focus: 1 })).toBe(0.75));
  it('1 die + calculate or Force is the same as focus with one die', () => {
    expect(one(1, { calculate: 1 })).toBe(0.75);
    expect(one(1, { force: 1, forceMax: 1 })).toBe(0.75);
  });
  it('1 die + lock vs no dice: 1/2 + 1/2 * 1/2', () => expect(one(1, { lock: 1 })).toBe(0.75));
  it('1 die vs 1 die: 4/8 * 5/8', () => expect(one(1, {}, 1)).toBe(0.3125));
  it('0 dice deal nothing', () => expect(one(0, { focus: 1 }, 3)).toBe(0));
  it('evade token turns one blank or focus into an evade: 1 die vs 1 die + evade = 4/8 * 0', () =>
    expect(one(1, {}, 1, { evade: 1 })).toBe(0));
});

describe('reference values (../shared/reference/dice.md), to 1e-12', () => {
  it('3 dice + focus vs 3 dice + focus = 10449/16384', () => {
    expect(Math.abs(one(3, { focus: 1 }, 3, { focus: 1 }) - 10449 / 16384)).toBeLessThan(1e-12);
  });
  it('two attacks of 3 + focus + lock vs 3 + focus + evade, defender tokens carrying = 1.429703696999240', () => {
    const a = { dice: 3, tokens: { focus: 1, lock: 1 } };
    const r = computeOdds({ attacks: [a, a], defender: { dice: 3, tokens: { focus: 1, evade: 1 } } });
    expect(Math.abs(r.expectedDamage - 1.42970369699924)).toBeLessThan(1e-12);
    expect(Math.abs(r.total.expectedDamage - r.expectedDamage)).toBeLessThan(1e-12);
  });
  it('4 dice, all results hits, vs no dice = 4', () => {
    expect(E({ attacks: [{ dice: 4, modifications: [ALL_HITS] }], defender: { dice: 0 } })).toBe(4);
  });
  it("matches more of the D calculator's regression values", () => {
    // "3lo+LW vs 0": lock, one Force and a reroll-1 ability.
    const lw = rerollAbility('attacker', 1);
    expect(
      E({ attacks: [{ dice: 3, tokens: { lock: 1, force: 1 }, modifications: [lw] }], defender: { dice: 0 } }),
    ).toBeCloseTo(2.695068359375, 12);
    // "3fl vs 3fe+LW": the defender may reroll one die.
    const q: DiceQuery = {
      attacks: [{ dice: 3, tokens: { focus: 1, lock: 1 } }],
      defender: { dice: 3, tokens: { focus: 1, evade: 1 }, modifications: [rerollAbility('defender', 1)] },
    };
    expect(Math.abs(E(q) - 0.144477188587189)).toBeLessThan(1e-12);
    // "2x 3fl vs 3fe+re": the defender also holds a reinforce token covering the attacker.
    const a = { dice: 3, tokens: { focus: 1, lock: 1 } };
    expect(
      Math.abs(
        E({ attacks: [a, a], defender: { dice: 3, tokens: { focus: 1, evade: 1, reinforce: 1 } } }) - 0.937748962769547,
      ),
    ).toBeLessThan(1e-12);
  });
});

describe('properties', () => {
  const attackTokenSets: SideTokens[] = [
    {},
    { focus: 1 },
    { lock: 1 },
    { focus: 1, lock: 1 },
    { calculate: 1, force: 1, forceMax: 1 },
  ];
  const defenseTokenSets: SideTokens[] = [
    {},
    { focus: 1 },
    { evade: 1 },
    { focus: 1, evade: 1 },
    { reinforce: 1, calculate: 1 },
  ];

  it('probabilities sum to 1 within 1e-12 and atLeast is consistent', () => {
    for (const at of attackTokenSets) {
      for (const dt of defenseTokenSets) {
        const r = computeOdds({
          attacks: [
            { dice: 4, tokens: at },
            { dice: 2, tokens: at },
          ],
          defender: { dice: 3, tokens: dt },
        });
        for (const o of [...r.attacks, r.total]) {
          const sum = o.distribution.reduce((s, d) => s + d.p, 0);
          expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
          expect(Math.abs(o.atLeast[0]! - 1)).toBeLessThan(1e-12);
          const mean = o.atLeast.slice(1).reduce((s, p) => s + p, 0);
          expect(Math.abs(mean - o.expectedDamage)).toBeLessThan(1e-12);
        }
      }
    }
  });

  it('more attack dice never lower expected damage; more defense dice never raise it', () => {
    for (const at of attackTokenSets) {
      for (const dt of defenseTokenSets) {
        for (let d = 0; d <= 4; d++) {
          for (let a = 0; a < 5; a++) expect(one(a + 1, at, d, dt)).toBeGreaterThanOrEqual(one(a, at, d, dt) - 1e-12);
          for (let a = 1; a <= 4; a++) expect(one(a, at, d + 1, dt)).toBeLessThanOrEqual(one(a, at, d, dt) + 1e-12);
        }
      }
    }
  });

  it('adding a token never hurts its owner', () => {
    const adds: SideTokens[] = [{ focus: 1 }, { lock: 1 }, { calculate: 1 }, { force: 1 }];
    for (const base of attackTokenSets) {
      for (const add of adds) {
        const more = { ...base };
        for (const [k, v] of Object.entries(add))
          (more as Record<string, number>)[k] = ((more as Record<string, number>)[k] ?? 0) + v;
        more.forceMax = Math.max(more.force ?? 0, more.forceMax ?? 0);
        for (const d of [0, 2, 3])
          expect(one(3, more, d, { focus: 1 })).toBeGreaterThanOrEqual(one(3, base, d, { focus: 1 }) - 1e-12);
      }
    }
    const defAdds: SideTokens[] = [{ focus: 1 }, { evade: 1 }, { calculate: 1 }, { force: 1 }, { reinforce: 1 }];
    for (const base of defenseTokenSets) {
      for (const add of defAdds) {
        const more: Record<string, number> = { ...base };
        for (const [k, v] of Object.entries(add)) more[k] = (more[k] ?? 0) + v;
        more.forceMax = Math.max(more.force ?? 0, more.forceMax ?? 0);
        for (const a of [2, 3, 5])
          expect(one(a, { focus: 1, lock: 1 }, 3, more)).toBeLessThanOrEqual(
            one(a, { focus: 1, lock: 1 }, 3, base) + 1e-12,
          );
      }
    }
  });

  it('range and obstruction bonuses add dice; ordnance gets no range bonus; 0-6 dice after changes', () => {
    expect(one(2, {}, 2, {}, { range: 1 })).toBe(one(3, {}, 2));
    expect(one(2, {}, 2, {}, { range: 3 })).toBe(one(2, {}, 3));
    expect(one(2, {}, 2, {}, { obstructed: true })).toBe(one(2, {}, 3));
    expect(one(2, {}, 2, {}, { range: 1, ordnance: true })).toBe(one(2, {}, 2));
    expect(one(6, {}, 0, {}, { range: 1 })).toBe(one(6, {}, 0));
    expect(
      E({ attacks: [{ dice: 3, modifications: [extraDice('defense', -6, 'attacker')] }], defender: { dice: 2 } }),
    ).toBe(one(3));
  });

  it('strain takes one defense die once; deplete one attack die once', () => {
    const a = { dice: 3 };
    const strained = computeOdds({ attacks: [a, a], defender: { dice: 2, tokens: { strain: 1 } } });
    expect(strained.attacks[0]!.expectedDamage).toBeCloseTo(one(3, {}, 1), 14);
    expect(strained.attacks[1]!.expectedDamage).toBeCloseTo(one(3, {}, 2), 14);
    expect(one(3, { deplete: 1 })).toBe(one(2));
  });

  it('a crit weight makes both sides care about crits', () => {
    const q: DiceQuery = { attacks: [{ dice: 3, tokens: { lock: 1 } }], defender: { dice: 2, tokens: { focus: 1 } } };
    const plain = computeOdds(q);
    const chasing = computeOdds({ ...q, critWeight: 3 });
    expect(chasing.total.expectedCrits).toBeGreaterThanOrEqual(plain.total.expectedCrits - 1e-12);
    const sum = chasing.total.distribution.reduce((s, d) => s + d.p, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
  });
});

describe('sequences', () => {
  it('without tokens, attacks are independent: the total is the sum and the convolution', () => {
    const r = computeOdds({ attacks: [{ dice: 3 }, { dice: 2 }], defender: { dice: 2 } });
    expect(r.expectedDamage).toBeCloseTo(one(3, {}, 2) + one(2, {}, 2), 14);
    const p0 = r.attacks[0]!.atLeast;
    const p1 = r.attacks[1]!.atLeast;
    expect(r.total.atLeast.at(-1)).toBeCloseTo(p0.at(-1)! * p1.at(-1)!, 14);
  });
  it("the defender's tokens carry: a single evade token is spent at most once", () => {
    const r = computeOdds({ attacks: [{ dice: 3 }, { dice: 3 }], defender: { dice: 2, tokens: { evade: 1 } } });
    expect(r.attacks[1]!.expectedDamage).toBeGreaterThan(one(3, {}, 2, { evade: 1 }));
    expect(r.tokensLeft.defender.evade ?? 0).toBeLessThan(1);
  });
  it("the attacker's tokens carry only when asked", () => {
    const a = { dice: 3, tokens: { focus: 1 } };
    const fresh = computeOdds({ attacks: [a, a], defender: { dice: 1 } });
    const carry = computeOdds({ attacks: [a, a], defender: { dice: 1 }, attackerTokensCarry: true });
    expect(fresh.attacks[1]!.expectedDamage).toBeCloseTo(fresh.attacks[0]!.expectedDamage, 14);
    expect(carry.attacks[1]!.expectedDamage).toBeLessThan(carry.attacks[0]!.expectedDamage);
    expect(carry.tokensLeft.attacker.focus ?? 0).toBeLessThan(fresh.tokensLeft.attacker.focus ?? 0);
  });
  it('damage prevention with a charge works once', () => {
    const def = {
      dice: 0,
      tokens: { charge: 1 },
      modifications: [preventDamage('all', { cost: { spend: 'charge' } })],
    };
    const r = computeOdds({
      attacks: [
        { dice: 1, modifications: [ALL_HITS] },
        { dice: 1, modifications: [ALL_HITS] },
      ],
      defender: def,
    });
    expect(r.expectedDamage).toBe(1);
    expect(r.attacks[0]!.expectedDamage).toBe(0);
  });
  it('accepts ten attacks and refuses eleven', () => {
    const a = { dice: 2, tokens: { focus: 1 } };
    expect(
      computeOdds({ attacks: Array(10).fill(a), defender: { dice: 2, tokens: { evade: 1 } } }).attacks,
    ).toHaveLength(10);
    expect(() => computeOdds({ attacks: Array(11).fill(a), defender: { dice: 2 } })).toThrow(/at most 10/);
  });
});

describe('P(destroy)', () => {
  it('is P(total damage >= hull + shields)', () => {
    const hits = { dice: 4, modifications: [ALL_HITS] };
    expect(computeOdds({ attacks: [hits], defender: { dice: 0, hull: 4 } }).destroy).toBe(1);
    expect(computeOdds({ attacks: [hits], defender: { dice: 0, hull: 3, shields: 2 } }).destroy).toBe(0);
    const r = computeOdds({ attacks: [{ dice: 3 }, { dice: 3 }], defender: { dice: 2, hull: 2, shields: 1 } });
    expect(r.destroy).toBe(r.total.atLeast[3]);
    expect(computeOdds({ attacks: [{ dice: 3 }], defender: { dice: 2 } }).destroy).toBeUndefined();
  });
});

describe('advise', () => {
  const q: DiceQuery = {
    attacks: [{ dice: 3, tokens: { focus: 1, lock: 1 } }],
    defender: { dice: 2, tokens: { focus: 1 } },
  };
  it('tells the attacker to reroll the blank with the lock and keep the focus for the focus token', () => {
    const a = advise(q, { attackDice: ['blank', 'focus', 'hit'] });
    expect(a.side).toBe('attacker');
    expect(a.best.action).toBe('lock: reroll 1 blank');
    expect(a.best.value).toBeCloseTo(2 + 6 / 8, 12); // focus -> hit, hit, and the reroll with focus available
    expect(a.options.map((o) => o.action)).toContain('finish');
    expect(a.options.map((o) => o.action)).toContain('focus: change all focus to hit');
    for (const o of a.options) expect(o.value).toBeLessThanOrEqual(a.best.value + 1e-12);
    expect(a.why).toMatch(/lock: reroll 1 blank/);
  });
  it('tells the defender which token to spend', () => {
    const a = advise(
      { attacks: [{ dice: 3 }], defender: { dice: 2, tokens: { focus: 1, evade: 1 } } },
      { attackDice: ['hit', 'crit', 'blank'], defenseDice: ['focus', 'blank'] },
    );
    expect(a.side).toBe('defender');
    expect(a.best.value).toBe(0);
    expect(a.best.action).not.toBe('finish');
    expect(a.options.find((o) => o.action === 'finish')!.value).toBe(2);
  });
  it('finishes when nothing helps', () => {
    const a = advise(
      { attacks: [{ dice: 2, tokens: { focus: 1 } }], defender: { dice: 0 } },
      { attackDice: ['hit', 'crit'] },
    );
    expect(a.best.action).toBe('finish');
  });
  it('refuses faces the die does not have', () => {
    expect(() => advise(q, { attackDice: ['evade'] })).toThrow(/face of a attack die/);
  });
});

describe('bad queries', () => {
  const bad = (q: unknown, msg: RegExp) => {
    expect(() => computeOdds(q as DiceQuery)).toThrow(DiceQueryError);
    expect(() => computeOdds(q as DiceQuery)).toThrow(msg);
  };
  it('are refused with a clear sentence', () => {
    bad({ attacks: [{ dice: -1 }], defender: { dice: 2 } }, /attacks\[0\]\.dice must be at least 0/);
    bad({ attacks: [{ dice: 7 }], defender: { dice: 2 } }, /attacks\[0\]\.dice must be at most 6/);
    bad({ attacks: [{ dice: 2 }], defender: { dice: 9 } }, /defender\.dice must be at most 6/);
    bad({ attacks: [{ dice: 2, tokens: { focuss: 1 } }], defender: { dice: 2 } }, /unknown field "focuss"/);
    bad({ attacks: [], defender: { dice: 2 } }, /1 to 10 attacks/);
    bad({ attacks: [{ dice: 2 }] }, /defender must be an object/);
    bad({ attacks: [{ dice: 2, tokens: { force: 2, forceMax: 1 } }], defender: { dice: 2 } }, /exceeds its maximum/);
    bad(
      {
        attacks: [{ dice: 2, modifications: [{ by: 'attacker', dice: 'attack', effect: { kind: 'fly' } }] }],
        defender: { dice: 2 },
      },
      /kind must be one of/,
    );
    bad(
      {
        attacks: [
          {
            dice: 2,
            modifications: [
              { by: 'attacker', dice: 'attack', effect: { kind: 'change', count: 1, from: ['evade'], to: 'hit' } },
            ],
          },
        ],
        defender: { dice: 2 },
      },
      /face of a attack die/,
    );
    bad(
      {
        attacks: [
          {
            dice: 2,
            modifications: [
              { by: 'attacker', dice: 'attack', uses: 'unlimited', effect: { kind: 'reroll', count: 1 } },
            ],
          },
        ],
        defender: { dice: 2 },
      },
      /unlimited/,
    );
    bad('3f', /query must be an object/);
  });
});

describe('requirements on the dice as they stand (whenDice)', () => {
  const FACES = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];
  const heroic = rerollAbility('attacker', 'any', { whenDice: [{ faces: ['blank'], atLeast: 2, only: true }] });

  it('"only blanks, two or more": the reroll acts on two blanks and on nothing else (brute force)', () => {
    // Two dice: both blank -> both rerolled (each a hit or crit 4 times in 8); otherwise kept as rolled.
    let sum = 0;
    for (const a of FACES)
      for (const b of FACES) {
        const hits = [a, b].filter((f) => f === 'hit' || f === 'crit').length;
        sum += a === 'blank' && b === 'blank' ? 1 : hits;
      }
    const got = E({ attacks: [{ dice: 2, modifications: [heroic] }], defender: { dice: 0 } });
    expect(got).toBeCloseTo(sum / 64, 12);
    expect(got).toBeGreaterThan(one(2));
  });

  it('one die is not "two or more": a single die never rerolls', () => {
    expect(E({ attacks: [{ dice: 1, modifications: [heroic] }], defender: { dice: 0 } })).toBe(one(1));
  });

  it('at most: a change allowed only while at most one focus shows', () => {
    const m = {
      by: 'attacker' as const,
      dice: 'attack' as const,
      effect: { kind: 'change' as const, count: 1, from: ['focus' as const], to: 'hit' as const },
      whenDice: [{ faces: ['focus' as const], atMost: 1 }],
    };
    let sum = 0;
    for (const a of FACES)
      for (const b of FACES) {
        const r = [a, b];
        const hits = r.filter((f) => f === 'hit' || f === 'crit').length;
        const focus = r.filter((f) => f === 'focus').length;
        sum += hits + (focus === 1 ? 1 : 0);
      }
    expect(E({ attacks: [{ dice: 2, modifications: [m] }], defender: { dice: 0 } })).toBeCloseTo(sum / 64, 12);
  });

  it('is checked: faces of the modified dice, not with a dice-count change', () => {
    expect(() =>
      computeOdds({
        attacks: [
          {
            dice: 2,
            modifications: [{ ...heroic, whenDice: [{ faces: ['evade' as never] }] }],
          },
        ],
        defender: { dice: 0 },
      }),
    ).toThrow(/whenDice\[0\]\.faces\[0\] must be a face of a attack die/);
    expect(() =>
      computeOdds({
        attacks: [{ dice: 2, modifications: [{ ...extraDice('attack', 1), whenDice: [{ faces: ['blank'] }] }] }],
        defender: { dice: 0 },
      }),
    ).toThrow(/whenDice goes with a reroll, change, add or cancel/);
  });
});

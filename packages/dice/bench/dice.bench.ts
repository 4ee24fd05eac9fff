/**
 * Milliseconds per query for every case in ../shared/reference/dice.md's speed table (reference: the compiled D
 * calculator punkUser/xwing_math, LDC -O3, 2 vCPU), plus a heavy case. Run after `npm run build`:
 *   node packages/dice/dist/bench/dice.bench.js
 * Each query is answered from scratch (nothing is cached between queries).
 */
import {
  changeAbility,
  computeOdds,
  extraDice,
  preventDamage,
  rerollAbility,
  type AttackSpec,
  type DiceQuery,
  type Modification,
} from '../src/index.js';

const attack = (dice: number, tokens: AttackSpec['tokens'], modifications: Modification[] = []): AttackSpec => ({
  dice,
  tokens,
  modifications,
});
const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

/** "Many modifiers" on a 5-dice attack: the attacker's full kit of tokens and abilities. */
const manyModifiers: Modification[] = [
  rerollAbility('attacker', 2),
  changeAbility('attacker', 'attack', 1, ['blank'], 'focus'),
  {
    name: 'gain stress: focus to crit',
    by: 'attacker',
    dice: 'attack',
    cost: { gain: 'stress' },
    requires: [{ token: 'stress', atMost: 0 }],
    effect: { kind: 'change', count: 1, from: ['focus'], to: 'crit' },
  },
];

export const CASES: { name: string; reference: number | null; query: DiceQuery }[] = [
  {
    name: '3 dice + focus vs 3 dice + focus',
    reference: 0.056,
    query: { attacks: [attack(3, { focus: 1 })], defender: { dice: 3, tokens: { focus: 1 } } },
  },
  {
    name: '3 + focus + lock vs 3 + focus + evade + reroll 1 die',
    reference: 0.39,
    query: {
      attacks: [attack(3, { focus: 1, lock: 1 })],
      defender: { dice: 3, tokens: { focus: 1, evade: 1 }, modifications: [rerollAbility('defender', 1)] },
    },
  },
  {
    name: 'two attacks (3 + focus + lock) vs 3 + focus + evade',
    reference: 0.82,
    query: {
      attacks: times(2, attack(3, { focus: 1, lock: 1 })),
      defender: { dice: 3, tokens: { focus: 1, evade: 1 } },
    },
  },
  {
    name: 'six attacks (2 + focus + reroll 1) vs 3 + focus + evade + damage prevention',
    reference: 3.1,
    query: {
      attacks: times(6, attack(2, { focus: 1 }, [rerollAbility('attacker', 1)])),
      defender: {
        dice: 3,
        tokens: { focus: 1, evade: 1, charge: 1 },
        modifications: [preventDamage('all', { cost: { spend: 'charge' } })],
      },
    },
  },
  {
    name: 'four attacks with extra/fewer defense dice',
    reference: 0.95,
    query: {
      attacks: [
        attack(3, { focus: 1 }, [extraDice('defense', 1, 'defender')]),
        attack(3, { focus: 1 }),
        attack(3, { focus: 1 }, [extraDice('defense', -1, 'attacker')]),
        attack(3, { focus: 1 }, [extraDice('defense', -2, 'attacker')]),
      ],
      defender: { dice: 2, tokens: { focus: 1, evade: 1 } },
    },
  },
  {
    name: 'one attack, 5 dice, focus + many modifiers vs 3 + focus + reroll 3 dice',
    reference: 1049,
    query: {
      attacks: [attack(5, { focus: 1, lock: 1, calculate: 1, force: 2, forceMax: 2 }, manyModifiers)],
      defender: { dice: 3, tokens: { focus: 1 }, modifications: [rerollAbility('defender', 3)] },
    },
  },
  {
    name: 'heavy: six attacks, full token sets',
    reference: null,
    query: {
      attacks: times(6, attack(3, { focus: 1, lock: 1, calculate: 1, force: 1, forceMax: 2 })),
      defender: {
        dice: 3,
        tokens: { focus: 1, evade: 1, calculate: 1, force: 1, forceMax: 1, reinforce: 1 },
        hull: 4,
        shields: 2,
      },
    },
  },
];
/**
 * The heavy case again with the look-ahead defender (each dice step where it chooses is solved per token state).
 * Measured after the others and left out of their warm-up: running its code first makes the JIT compile the shared
 * solver for both policies, which slows the default rows by several percent.
 */
export const LOOK_AHEAD_CASE = {
  name: 'heavy, look-ahead defender',
  reference: null,
  query: { ...CASES[CASES.length - 1]!.query, defenderPolicy: 'look-ahead' } as DiceQuery,
};

function msPerQuery(query: DiceQuery, budgetMs: number): { ms: number; runs: number } {
  for (let i = 0; i < 5; i++) computeOdds(query); // warm up
  let runs = 0;
  const start = performance.now();
  let now: number;
  do {
    computeOdds(query);
    runs++;
    now = performance.now();
  } while (now - start < budgetMs);
  return { ms: (now - start) / runs, runs };
}

export function main(budgetMs = Number(process.env.DICE_BENCH_MS ?? 1000)): void {
  // Warm the JIT on every case first, so the first case is not measured cold.
  for (const c of CASES) msPerQuery(c.query, Math.min(200, budgetMs / 4));
  console.log('dice odds: ms per query (exact, from scratch), reference = compiled D calculator (LDC -O3)');
  console.log(
    `${'case'.padEnd(78)} ${'ms'.padStart(9)} ${'reference'.padStart(9)} ${'speed-up'.padStart(8)}  E[damage]`,
  );
  for (const c of [...CASES, LOOK_AHEAD_CASE]) {
    const { ms } = msPerQuery(c.query, budgetMs);
    const e = computeOdds(c.query).expectedDamage;
    const ref = c.reference === null ? '-' : c.reference.toFixed(3);
    const speedup = c.reference === null ? '-' : `${(c.reference / ms).toFixed(1)}x`;
    console.log(
      `${c.name.padEnd(78)} ${ms.toFixed(4).padStart(9)} ${ref.padStart(9)} ${speedup.padStart(8)}  ${e.toFixed(6)}`,
    );
  }
}

main();

import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const json = (s: string) => JSON.parse(s) as Record<string, unknown> & { expectedDamage: number };

describe('xwing dice: words', () => {
  it('3f --vs 3f gives the reference 10449/16384', async () => {
    const r = await run(['dice', '3f', '--vs', '3f']);
    expect(r.code).toBe(0);
    expect(Math.abs(json(r.stdout).expectedDamage - 10449 / 16384)).toBeLessThan(1e-12);
  });
  it('3fl 3fl --vs 3fe: two attacks, defender tokens carrying', async () => {
    const r = await run(['dice', '3fl', '3fl', '--vs', '3fe']);
    const out = json(r.stdout);
    expect(Math.abs(out.expectedDamage - 1.42970369699924)).toBeLessThan(1e-12);
    expect(out.attacks).toHaveLength(2);
    expect(out).toHaveProperty('total.atLeast');
    expect(out).not.toHaveProperty('destroy');
  });
  it('--range 3 adds a defense die; --obstructed too; --hull adds destroy', async () => {
    const ranged = json((await run(['dice', '2fl', '--vs', '3fe', '--range', '3'])).stdout);
    const four = json((await run(['dice', '2fl', '--vs', '4fe'])).stdout);
    expect(ranged.expectedDamage).toBeCloseTo(four.expectedDamage, 14);
    const obstructed = json((await run(['dice', '2fl', '--vs', '3fe', '--obstructed'])).stdout);
    expect(obstructed.expectedDamage).toBeCloseTo(four.expectedDamage, 14);
    const hull = json((await run(['dice', '3f', '3f', '--vs', '2', '--hull', '2', '--shields', '1'])).stdout);
    expect(typeof hull.destroy).toBe('number');
  });
  it('repeated letters are two tokens; r is reinforce; o is Force', async () => {
    const two = json((await run(['dice', '3ff', '--vs', '0'])).stdout);
    const one = json((await run(['dice', '3f', '--vs', '0'])).stdout);
    expect(two.expectedDamage).toBe(one.expectedDamage);
    expect((two.tokensLeft as { attacker: { focus: number } }).attacker.focus).toBeGreaterThan(1);
    const reinforced = json((await run(['dice', '5', '--vs', '0r'])).stdout);
    expect(reinforced.expectedDamage).toBeLessThan(json((await run(['dice', '5', '--vs', '0'])).stdout).expectedDamage);
    expect(json((await run(['dice', '1o', '--vs', '0'])).stdout).expectedDamage).toBe(0.75);
  });
  it('--look-ahead: the defender keeps its focus for the 5-dice attack when that is better', async () => {
    const greedy = json((await run(['dice', '3f', '5f', '--vs', '4fe'])).stdout);
    const ahead = json((await run(['dice', '3f', '5f', '--vs', '4fe', '--look-ahead'])).stdout);
    expect(greedy.expectedDamage).toBeCloseTo(1.3089205659880463, 12);
    expect(ahead.expectedDamage).toBeCloseTo(1.3053677005982536, 12);
    const single = ['dice', '3fl', '--vs', '3fe'];
    expect((await run([...single, '--look-ahead'])).stdout).toBe((await run(single)).stdout);
  });
  it('--format table prints a table with bars', async () => {
    const r = await run(['dice', '3fl', '3fl', '--vs', '3fe', '--hull', '3', '--format', 'table']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/all attacks: expected damage 1\.4297/);
    expect(r.stdout).toMatch(/█/);
    expect(r.stdout).toMatch(/P\(destroy\)/);
  });
});

describe('xwing dice: JSON on stdin', () => {
  it('reads a query', async () => {
    const q = {
      attacks: [
        {
          dice: 4,
          modifications: [
            {
              by: 'attacker',
              dice: 'attack',
              effect: { kind: 'change', count: 'all', from: ['blank', 'focus', 'crit'], to: 'hit' },
            },
          ],
        },
      ],
      defender: { dice: 0 },
    };
    const r = await run(['dice'], JSON.stringify(q));
    expect(r.code).toBe(0);
    expect(json(r.stdout).expectedDamage).toBe(4);
  });
  it('answers advice for a rolled result', async () => {
    const q = {
      attacks: [{ dice: 3, tokens: { focus: 1, lock: 1 } }],
      defender: { dice: 2 },
      rolled: { attackDice: ['blank', 'focus', 'hit'] },
    };
    const out = json((await run(['dice'], JSON.stringify(q))).stdout);
    expect((out.advice as { best: { action: string } }).best.action).toBe('lock: reroll 1 blank');
  });
});

describe('xwing dice: bad queries exit 2 with a message', () => {
  const cases: [string[], string, RegExp][] = [
    [['dice', '-1f', '--vs', '2'], '', /cannot be negative/],
    [['dice', '7', '--vs', '2'], '', /at most 6 dice/],
    [['dice', '3x', '--vs', '2'], '', /unknown attack token letter "x"/],
    [['dice', '3f', '--vs', '2l'], '', /unknown defense token letter "l"/],
    [['dice', '3f'], '', /after --vs/],
    [['dice', '3f', '--vs', '2', '--range', '5'], '', /--range must be a whole number from 0 to 3, not "5"/],
    [['dice', '3f', '--vs', '2', '--format', 'xml'], '', /--format must be "json" or "table", not "xml"/],
    [['dice', '3f', '--vs', '2', '--bogus'], '', /unknown option "--bogus"/],
    [['dice', '--look-ahead'], '{"attacks":[{"dice":2}],"defender":{"dice":2}}', /--look-ahead go with dice words/],
    [['dice'], '{"attacks":[{"dice":2}],"defender":{"dice":2},"defenderPolicy":"smart"}', /defenderPolicy must be/],
    [['dice'], '{"attacks": [', /not JSON/],
    [['dice'], '', /no query/],
    [['dice'], '{"attacks":[{"dice":9}],"defender":{"dice":2}}', /attacks\[0\]\.dice must be at most 6/],
  ];
  for (const [argv, input, message] of cases) {
    it(`${argv.join(' ')} ${input}`, async () => {
      const r = await run(argv, input);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    });
  }
});

describe('xwing dice: help', () => {
  it('is listed and has its own help', async () => {
    expect((await run(['--help'])).stdout).toMatch(/\n {2}dice {8}/);
    expect((await run(['dice', '--help'])).stdout).toMatch(/xwing dice ATTACK\.\.\. --vs DEFENSE/);
    expect((await run(['help', 'dice'])).stdout).toMatch(/token letters/);
  });
});

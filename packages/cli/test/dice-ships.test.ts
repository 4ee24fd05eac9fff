/**
 * `xwing dice --attacker/--defender` (issue 22, "Odds that know the cards"): a side given as a ship counts the dice
 * abilities of its own cards, read from the engine's ability records. Each modification kind the cards use is checked
 * against a brute-force enumeration written here: every face of every die, the card applied by hand with the best
 * play, the expectation summed exactly.
 */
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

type AttackFace = 'hit' | 'crit' | 'focus' | 'blank';
type DefenseFace = 'evade' | 'focus' | 'blank';
/** The eight faces of each die (000 "Dice"). */
const ATTACK: AttackFace[] = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];
const DEFENSE: DefenseFace[] = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'];

/** Every roll of `n` dice of a kind, each as likely as the others. */
function rolls<F>(faces: F[], n: number): F[][] {
  let out: F[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((r) => faces.map((f) => [...r, f]));
  return out;
}

/** The mean over every roll of `n` dice of `value(roll)`. */
function mean<F>(faces: F[], n: number, value: (roll: F[]) => number): number {
  const all = rolls(faces, n);
  return all.reduce((s, r) => s + value(r), 0) / all.length;
}

const count = <F>(r: F[], ...faces: F[]) => r.filter((f) => faces.includes(f)).length;

interface Out {
  expectedDamage: number;
  attacks: { expectedCrits: number }[];
  cards: Record<string, { counted: { key: string }[]; leftOut: { key: string; why: string }[] }>;
}

async function odds(...args: string[]): Promise<Out> {
  const r = await run(['dice', ...args]);
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Out;
}

describe('xwing dice with ships: each modification kind against a brute-force enumeration', () => {
  it('reroll: Howlrunner attacking rerolls one of her 2 dice', async () => {
    // A TIE/ln attacks with 2 dice; with no token a focus is as useless as a blank, so she rerolls one of them.
    const byHand = mean(ATTACK, 2, (r) => {
      const hits = count(r, 'hit', 'crit');
      return hits === 2 ? 2 : hits + 0.5;
    });
    const out = await odds('--attacker', 'howlrunner', '--vs', '0');
    expect(out.cards.attacker!.counted.map((c) => c.key)).toEqual(['pilot:howlrunner']);
    expect(out.expectedDamage).toBeCloseTo(byHand, 12);
    expect(byHand).toBeCloseTo(1.375, 12);
  });

  it('change: Saw Gerrera (crew) changes every focus result to a crit', async () => {
    const damage = mean(ATTACK, 3, (r) => count(r, 'hit', 'crit', 'focus'));
    const crits = mean(ATTACK, 3, (r) => count(r, 'crit', 'focus'));
    const out = await odds('--attacker', 'bluesquadronescort+sawgerrera', '--vs', '0');
    expect(out.cards.attacker!.counted.map((c) => c.key)).toContain('upgrade:sawgerrera:0');
    expect(out.expectedDamage).toBeCloseTo(damage, 12);
    expect(out.attacks[0]!.expectedCrits).toBeCloseTo(crits, 12);
  });

  it('add: Sharabey spends her lock to add a focus result (her focus token then makes it a hit)', async () => {
    // Her ARC-170 attacks with 3 dice. The lock buys either a reroll of any dice or an added focus: a blank rerolled
    // with a focus token becomes a hit 6 times in 8, so rerolling wins only with two blanks or more.
    const byHand = mean(ATTACK, 3, (r) => {
      const blanks = count(r, 'blank');
      return 3 - blanks + Math.max(0.75 * blanks, 1);
    });
    const out = await odds('--attacker', 'sharabey', '--attacker-tokens', 'fl', '--vs', '0');
    expect(out.cards.attacker!.counted.map((c) => c.key)).toEqual(['pilot:sharabey']);
    expect(out.expectedDamage).toBeCloseTo(byHand, 12);
    const plain = await odds('3fl', '--vs', '0');
    expect(out.expectedDamage).toBeGreaterThan(plain.expectedDamage);
  });

  it('cancel: Suppressive Gunner may give up a focus result, which never adds damage, so the odds are unchanged', async () => {
    const byHand = mean(ATTACK, 3, (r) => count(r, 'hit', 'crit'));
    const out = await odds('--attacker', 'bluesquadronescort+suppressivegunner', '--vs', '0');
    expect(out.cards.attacker!.counted.map((c) => c.key)).toContain('upgrade:suppressivegunner:0');
    expect(out.expectedDamage).toBeCloseTo(byHand, 12);
  });

  it('a requirement on the dice as they stand: Heroic rerolls only when every result (two or more) is a blank', async () => {
    const byHand = mean(ATTACK, 3, (r) => (count(r, 'blank') === 3 ? 1.5 : count(r, 'hit', 'crit')));
    const out = await odds('--attacker', 'bluesquadronescort+heroic', '--vs', '0');
    expect(out.cards.attacker!.counted.map((c) => c.key)).toContain('upgrade:heroic:0');
    expect(out.expectedDamage).toBeCloseTo(byHand, 12);
  });

  it('dice: Stealth Device rolls one more defense die while its charge is active', async () => {
    // An X-wing has agility 2 (a Blue Squadron Escort: no Force); evades cancel hits first, then crits.
    const byHand = mean(ATTACK, 3, (a) =>
      mean(DEFENSE, 3, (d) => Math.max(0, count(a, 'hit', 'crit') - count(d, 'evade'))),
    );
    const out = await odds('3', '--defender', 'bluesquadronescort+stealthdevice');
    expect(out.cards.defender!.counted.map((c) => c.key)).toContain('upgrade:stealthdevice:0');
    expect(out.expectedDamage).toBeCloseTo(byHand, 12);
  });

  it('dice at a range: Mauler Mithel rolls one more attack die at range 1 only (beside the range bonus)', async () => {
    const at1 = await odds('--attacker', 'maulermithel', '--vs', '0', '--range', '1');
    expect(at1.expectedDamage).toBeCloseTo(
      mean(ATTACK, 4, (r) => count(r, 'hit', 'crit')),
      12,
    );
    const at2 = await odds('--attacker', 'maulermithel', '--vs', '0', '--range', '2');
    expect(at2.cards.attacker!.counted).toEqual([]);
    expect(at2.expectedDamage).toBeCloseTo(1, 12);
  });
});

describe('xwing dice with ships: what the board must tell', () => {
  it('a Force user spends its Force on its dice: Luke Skywalker (2 Force) changes focus results', async () => {
    const luke = await odds('--attacker', 'lukeskywalker', '--vs', '0');
    // Each Force spent changes one focus result to a hit: 3 dice, 2 Force.
    const byHand = mean(ATTACK, 3, (r) => count(r, 'hit', 'crit') + Math.min(2, count(r, 'focus')));
    expect(luke.expectedDamage).toBeCloseTo(byHand, 12);
  });

  it('Scourge Skutu rolls one more die only with the defender in his bullseye (--bullseye)', async () => {
    const without = await odds('--attacker', 'scourgeskutu', '--vs', '0');
    expect(without.cards.attacker!.counted).toEqual([]);
    expect(without.expectedDamage).toBeCloseTo(
      mean(ATTACK, 2, (r) => count(r, 'hit', 'crit')),
      12,
    );
    const bullseye = await odds('--attacker', 'scourgeskutu', '--vs', '0', '--bullseye');
    expect(bullseye.cards.attacker!.counted.map((c) => c.key)).toEqual(['pilot:scourgeskutu']);
    expect(bullseye.expectedDamage).toBeCloseTo(
      mean(ATTACK, 3, (r) => count(r, 'hit', 'crit')),
      12,
    );
  });

  it('a record that needs the board is listed as left out, and --assume-board counts it', async () => {
    // Lone Wolf: no other friendly ship near, which only the board tells.
    const out = await odds('--attacker', 'bluesquadronescort+lonewolf', '--vs', '0');
    const left = out.cards.attacker!.leftOut.find((l) => l.key === 'upgrade:lonewolf:0');
    expect(left?.why).toMatch(/only the board tells \(range\)/);
    const assumed = await odds('--attacker', 'bluesquadronescort+lonewolf', '--vs', '0', '--assume-board');
    expect(assumed.cards.attacker!.counted.map((c) => c.key)).toContain('upgrade:lonewolf:0');
    expect(assumed.expectedDamage).toBeGreaterThan(out.expectedDamage);
  });

  it('the defender ship gives its agility, hull and shields; --hull and --shields win over them', async () => {
    const out = (await run(['dice', '3', '--defender', 'lukeskywalker', '--format', 'table'])).stdout;
    expect(out).toMatch(/P\(destroy\)/);
    expect(out).toMatch(/defender cards counted:/);
  });

  it('refuses what it cannot read, changing nothing', async () => {
    const bad = await run(['dice', '--attacker', 'nosuchpilot', '--vs', '2']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--attacker: unknown pilot "nosuchpilot"/);
    const stray = await run(['dice', '3', '--vs', '2', '--bullseye']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toMatch(/--bullseye goes with --attacker or --defender/);
    const both = await run(['dice', '3', '--attacker', 'howlrunner', '--vs', '2']);
    expect(both.code).toBe(2);
    const weapon = await run(['dice', '--attacker', 'howlrunner', '--weapon', 'protontorpedoes', '--vs', '2']);
    expect(weapon.code).toBe(2);
    expect(weapon.stderr).toMatch(/does not carry the weapon/);
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { main } from '../src/main.js';
import { run, Sink } from './run.js';

const fixture = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const rebels = fixture('engine/test/fixtures/rebel-xwings.json');
const imperials = fixture('engine/test/fixtures/imperial-ties.json');
const invalid = fixture('squads/test/fixtures/invalid/many-problems.json');
const dir = mkdtempSync(join(tmpdir(), 'xwing-sim-'));

describe('xwing sim', () => {
  it('plays the games and prints the JSON summary, exit 0', async () => {
    const r = await run(['sim', '--a', rebels, '--b', imperials, '--games', '3', '--seed', 's', '--ai', 'random']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(out).toMatchObject({ games: 3, seed: 's', ai: { a: 'random', b: 'random' }, pointsSet: 'xwa-50p2.0' });
    const wins = out.wins as { a: number; b: number };
    expect(wins.a + wins.b + (out.draws as number)).toBe(3);
    for (const key of ['averageRounds', 'gamesPerSecond', 'decisions', 'seconds'])
      expect(typeof out[key]).toBe('number');
    expect(out.pointsDestroyed).toEqual({ a: expect.any(Number), b: expect.any(Number) });
  });

  it('is reproducible from the seed, and --log keeps every game as a JSON line', async () => {
    const log = join(dir, 'games.jsonl');
    const argv = ['sim', '--a', rebels, '--b', imperials, '--games', '2', '--seed', 'r', '--ai', 'random'];
    const first = await run([...argv, '--log', log]);
    const second = await run(argv);
    expect(first.code).toBe(0);
    const strip = (s: string) => {
      const o = JSON.parse(s) as Record<string, unknown>;
      for (const k of ['gamesPerSecond', 'decisionsPerSecond', 'seconds']) delete o[k];
      return o;
    };
    expect(strip(first.stdout)).toEqual(strip(second.stdout));
    const games = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { game: number; seed: string; setup: unknown; choices: unknown[]; log: unknown[] });
    expect(games.map((g) => [g.game, g.seed])).toEqual([
      [0, 'r/0'],
      [1, 'r/1'],
    ]);
    for (const g of games) {
      expect(g.choices.length).toBeGreaterThan(10);
      expect(g.log.length).toBeGreaterThan(10);
      expect(g.setup).toMatchObject({ seed: g.seed });
    }
  });

  it('draws a progress bar (games, games/s, time left) only on a terminal, even when asked', async () => {
    const argv = ['sim', '--a', rebels, '--b', imperials, '--games', '2', '--ai', 'random', '--progress'];
    const piped = await run(argv);
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
    const stdout = new Sink();
    const stderr = Object.assign(new Sink(), { isTTY: true });
    expect(await main(argv, { stdin: Readable.from(['']), stdout, stderr })).toBe(0);
    expect(stderr.text()).toMatch(/2\/2 games, [\d.]+ games\/s, done/);
  });

  it('--workers N plays each game as one thread does: the same summary and the same log, in game order', async () => {
    const argv = ['sim', '--a', rebels, '--b', imperials, '--games', '5', '--seed', 'w', '--ai', 'random,heuristic'];
    const logs = [join(dir, 'one.jsonl'), join(dir, 'two.jsonl')];
    const one = await run([...argv, '--workers', '1', '--log', logs[0]!]);
    const two = await run([...argv, '--workers', '2', '--log', logs[1]!]);
    expect([one.code, two.code, one.stderr, two.stderr]).toEqual([0, 0, '', '']);
    const strip = (s: string) => {
      const o = JSON.parse(s) as Record<string, unknown>;
      for (const k of ['gamesPerSecond', 'decisionsPerSecond', 'seconds', 'workers']) delete o[k];
      return o;
    };
    expect(strip(two.stdout)).toEqual(strip(one.stdout));
    expect(JSON.parse(two.stdout)).toMatchObject({ workers: 2, ai: { a: 'random', b: 'heuristic' } });
    const [a, b] = logs.map((f) => readFileSync(f, 'utf8'));
    expect(b).toBe(a);
    expect(
      a!
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { game: number }).game),
    ).toEqual([0, 1, 2, 3, 4]);
  });

  it('reports win rates with their 95 % intervals, as JSON or as a table for people', async () => {
    const argv = ['sim', '--a', rebels, '--b', imperials, '--games', '3', '--seed', 't', '--ai', 'random'];
    const json = JSON.parse((await run(argv)).stdout) as {
      wins: { a: number; b: number };
      winRate: { a: { rate: number; low: number; high: number } };
    };
    expect(json.winRate.a.rate).toBeCloseTo(json.wins.a / 3, 4);
    expect(json.winRate.a.low).toBeLessThanOrEqual(json.winRate.a.rate);
    expect(json.winRate.a.high).toBeGreaterThanOrEqual(json.winRate.a.rate);
    const table = await run([...argv, '--report', 'table']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^games +3 \(seed "t", xwa-50p2\.0, dogfight\)$/m);
    expect(table.stdout).toMatch(/^a wins +\d \([\d.]+ %; 95 % interval [\d.]+ % to [\d.]+ %\)$/m);
    expect(table.stdout).toMatch(/^players +a: random, b: random$/m);
  });

  it('an invalid squad stops before any game: exit 2 naming the file and each problem', async () => {
    const r = await run(['sim', '--a', rebels, '--b', invalid, '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`--b ${invalid}: not a valid squad`);
    expect(r.stderr).toContain('pilots[0].upgrades.talent[0]');
    expect(r.stderr).toContain('(over-points-limit)');
  });

  it('a malformed or missing file, or a bad option, exits 2', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ "faction": ');
    const cases: [string[], string][] = [
      [['--a', bad, '--b', imperials], `--a ${bad}: The squad is not valid JSON`],
      [['--a', rebels, '--b', join(dir, 'missing.json')], 'no such file'],
      [['--a', rebels], 'give both squads'],
      [['--a', rebels, '--b', imperials, '--games', '0'], '--games must be'],
      [['--a', rebels, '--b', imperials, '--ai', 'clever'], '--ai must be'],
      [['--a', rebels, '--b', imperials, '--ai', 'random,random,random'], '--ai takes one player'],
      [['--a', rebels, '--b', imperials, '--workers', '0'], '--workers must be'],
      [['--a', rebels, '--b', imperials, '--report', 'xml'], '--report must be'],
      [['--a', rebels, '--b', imperials, '--points', 'nope'], 'unknown points set'],
      [['--a', rebels, '--b', imperials, '--wat'], 'unknown option'],
    ];
    for (const [argv, message] of cases) {
      const r = await run(['sim', ...argv]);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stdout).toBe('');
    }
  });

  it('has help, and is listed in the usage', async () => {
    const help = await run(['sim', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('xwing sim --a A.json --b B.json');
    expect((await run(['help', 'sim'])).stdout).toBe(help.stdout);
    expect((await run(['--help'])).stdout).toContain('  sim ');
  });
});

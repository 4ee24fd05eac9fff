import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const fixture = (name: string) => fileURLToPath(new URL(`../../squads/test/fixtures/${name}`, import.meta.url));
const valid = fixture('valid/xwa20-rebel-xwings.json');
const invalid = fixture('invalid/many-problems.json');

describe('xwing squad validate', () => {
  it('prints the result of a valid squad file and exits 0', async () => {
    const r = await run(['squad', 'validate', valid]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual([
      'valid',
      'points',
      'limit',
      'deficit',
      'pointsSet',
      'format',
      'ships',
      'errors',
      'warnings',
    ]);
    expect(out).toEqual({
      valid: true,
      points: 48,
      limit: 50,
      deficit: 2,
      pointsSet: 'xwa-50p2.0',
      format: 'standard',
      ships: [
        { id: 'wedgeantilles', points: 14, loadout: { used: 10, value: 13 } },
        { id: 'lukeskywalker', points: 14, loadout: { used: 10, value: 10 } },
        { id: 'jekporkins', points: 10, loadout: { used: 3, value: 8 } },
        { id: 'biggsdarklighter', points: 10, loadout: { used: 2, value: 7 } },
      ],
      errors: [],
      warnings: [],
    });
  });

  it('reads stdin when the file is "-" or left out', async () => {
    const text = readFileSync(valid, 'utf8');
    for (const argv of [
      ['squad', 'validate', '-'],
      ['squad', 'validate'],
    ]) {
      const r = await run(argv, text);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ valid: true, points: 48 });
    }
  });

  it('an invalid squad exits 1 and lists every problem with path, code and message', async () => {
    const r = await run(['squad', 'validate', invalid]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { valid: boolean; errors: { path: string; code: string; message: string }[] };
    expect(out.valid).toBe(false);
    expect(out.errors.map((e) => e.code)).toEqual([
      'over-points-limit',
      'over-loadout',
      'no-slot',
      'wrong-faction',
      'restriction-faction',
      'limited-exceeded',
    ]);
    for (const e of out.errors) expect(Object.keys(e)).toEqual(['path', 'code', 'message']);
  });

  it('--points and --format choose the points set and format', async () => {
    const amg = fixture('valid/amg20-rebel-xwings.json');
    const r = await run(['squad', 'validate', amg, '--points', 'amg-2.5-20pt']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ points: 20, limit: 20, deficit: 0, pointsSet: 'amg-2.5-20pt' });
    const legacy = fixture('invalid/not-legal-in-format.json');
    expect((await run(['squad', 'validate', legacy])).code).toBe(1);
    const extended = await run(['squad', 'validate', legacy, '--format=extended']);
    expect(extended.code).toBe(0);
    expect(JSON.parse(extended.stdout)).toMatchObject({ format: 'extended', valid: true });
  });

  it('a squad with structural problems is invalid (1), not unreadable', async () => {
    const r = await run(['squad', 'validate'], '{"faction":"rebelalliance","pilots":{"id":"wedgeantilles"}}');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      valid: false,
      errors: [
        { path: 'pilots', code: 'wrong-type' },
        { path: 'pilots', code: 'empty-squad' },
      ],
    });
  });

  it.each([
    [['squad', 'validate', '/no/such/squad.json'], '', /cannot read "\/no\/such\/squad\.json": no such file/],
    [['squad', 'validate'], 'not json', /not valid JSON/],
    [['squad', 'validate', '-'], '', /not valid JSON/],
    [['squad', 'validate'], '[1, 2]', /JSON object, not an array/],
    [['squad', 'validate'], '"squad"', /JSON object, not a string/],
    [
      ['squad', 'validate', '--points', 'xwa-100p'],
      '{}',
      /unknown points set "xwa-100p".*amg-2\.5-20pt, xwa-50p1\.1, xwa-50p2\.0/,
    ],
    [['squad', 'validate', '--points'], '{}', /--points needs a value/],
    [['squad', 'validate', '--format', 'epic'], '{}', /--format must be "standard" or "extended"/],
    [['squad', 'validate', '--fast'], '{}', /unknown option "--fast"/],
    [['squad', 'validate', 'a.json', 'b.json'], '{}', /unexpected argument "b\.json"/],
    [['squad'], '', /missing subcommand/],
    [['squad', 'check'], '', /unknown subcommand "check"/],
  ])('%j with input %j exits 2', async (argv, input, message) => {
    const r = await run(argv, input);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('xwing squad --help');
  });
});

describe('xwing squad show', () => {
  it('prints a readable summary of a valid squad and exits 0', async () => {
    const r = await run(['squad', 'show', valid]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Red Squadron (Rebel Alliance)');
    expect(r.stdout).toMatch(/2\. Luke Skywalker.*initiative 5, T-65 X-wing, 14 points, loadout 10\/10/);
    expect(r.stdout).toContain('Astromech: R2-D2 (r2d2), 8');
    expect(r.stdout).toContain('Total: 48/50 points');
  });

  it('lists the problems of an invalid squad and exits 1', async () => {
    const r = await run(['squad', 'show', '--points', 'xwa-50p1.1'], readFileSync(invalid, 'utf8'));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('XWA 50P-1.1 (xwa-50p1.1)');
    expect(r.stdout).toContain('Not valid:');
    expect(r.stdout).toContain('pilots[1] [wrong-faction]');
  });
});

describe('xwing squad help', () => {
  it.each([[['squad', '--help']], [['help', 'squad']], [['squad', 'validate', '--help']]])('%j', async (argv) => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('xwing squad validate [FILE|-]');
    expect(r.stdout).toContain('--points NAME');
  });

  it('the usage lists the command', async () => {
    expect((await run(['--help'])).stdout).toMatch(/^\s+squad\s/m);
  });
});

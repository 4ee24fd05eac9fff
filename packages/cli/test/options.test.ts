import { describe, expect, it } from 'vitest';
import { oneOf, parseCommandLine, UsageError, wholeNumber } from '../src/options.js';
import { run } from './run.js';

const SPEC = {
  points: { type: 'string', short: 'p' },
  json: { type: 'boolean', short: 'j' },
} as const;

describe('parseCommandLine: one option parser for every command', () => {
  it('reads --name VALUE, --name=VALUE, the short form and positionals in order', () => {
    for (const args of [
      ['a.json', '--points', 'xwa-50p1.1', 'b.json', '--json'],
      ['a.json', '--points=xwa-50p1.1', 'b.json', '-j'],
      ['a.json', '-p', 'xwa-50p1.1', 'b.json', '--json'],
      ['a.json', '-pxwa-50p1.1', '-j', 'b.json'],
    ])
      expect(parseCommandLine(args, SPEC)).toEqual({
        values: { points: 'xwa-50p1.1', json: true },
        positionals: ['a.json', 'b.json'],
        help: false,
      });
  });

  it('-- ends the options; "-" and dash-digit words are values', () => {
    expect(parseCommandLine(['-', '-1f', '--', '--json'], SPEC).positionals).toEqual(['-', '-1f', '--json']);
    expect(parseCommandLine(['--points', '-3'], SPEC).values.points).toBe('-3');
  });

  it('-h and --help win over anything else wrong', () => {
    expect(parseCommandLine(['--bogus', '-h'], SPEC).help).toBe(true);
    expect(parseCommandLine(['--help', '--points'], SPEC).help).toBe(true);
  });

  it.each([
    [['--bogus'], 'unknown option "--bogus"'],
    [['-x'], 'unknown option "-x"'],
    [['--points'], '--points needs a value'],
    [['--points='], '--points needs a value'],
    [['--points', '--json'], '--points needs a value'],
    [['-p', 'a', '--points', 'b'], '--points is given twice'],
    [['--json=yes'], '--json takes no value'],
  ])('%j is refused: %s', (args, message) => {
    expect(() => parseCommandLine(args, SPEC)).toThrow(new UsageError(message));
  });

  it('checks words and whole numbers with the same sentences', () => {
    expect(oneOf('--ai', 'random', ['heuristic', 'random'])).toBe('random');
    expect(() => oneOf('--seat', 'x', ['1', '2', 'spectator'])).toThrow(
      '--seat must be "1", "2" or "spectator", not "x"',
    );
    expect(wholeNumber('--games', '12', 1, 100)).toBe(12);
    for (const bad of ['0', '101', '1.5', 'many', ''])
      expect(() => wholeNumber('--games', bad, 1, 100)).toThrow('--games must be a whole number from 1 to 100');
  });
});

describe('every command answers usage errors the same way', () => {
  it.each([
    ['geometry', ['--fast']],
    ['content', ['search', 'luke', '--fast']],
    ['squad', ['validate', '--fast']],
    ['dice', ['3f', '--vs', '2', '--fast']],
    ['sim', ['--fast']],
    ['play', ['--fast']],
    ['replay', ['--fast']],
    ['scenarios', ['--fast']],
  ])('xwing %s %j: exit 2, the option named, the hint to its help', async (command, args) => {
    const r = await run([command, ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`xwing ${command}: unknown option "--fast"\nRun "xwing ${command} --help" for the usage.\n`);
  });

  it.each(['geometry', 'content', 'squad', 'dice', 'sim', 'play', 'replay', 'scenarios'])(
    'xwing %s -h prints its help',
    async (command) => {
      const r = await run([command, '-h']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`xwing ${command}`);
      expect(r.stdout).toContain('Usage:');
    },
  );

  it('short forms: sim -n/-s, content -n/-j, squad -p, dice -r/-j, play -j, scenarios -j', async () => {
    const content = await run(['content', 'search', 'luke', '-n', '1', '-j']);
    expect(JSON.parse(content.stdout)).toHaveLength(1);
    const scenarios = await run(['scenarios', '-j']);
    expect(JSON.parse(scenarios.stdout)).toContainEqual(expect.objectContaining({ name: 'dogfight' }));
    const dice = await run(['dice', '3f', '--vs', '2', '-r', '1', '-j']);
    expect(JSON.parse(dice.stdout)).toHaveProperty('expectedDamage');
    const squad = await run(['squad', 'validate', '-p', 'xwa-50p1.1'], '{"faction":"rebelalliance","pilots":[]}');
    expect(JSON.parse(squad.stdout)).toMatchObject({ pointsSet: 'xwa-50p1.1' });
  });
});

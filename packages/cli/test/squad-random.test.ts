import { describe, expect, it } from 'vitest';
import { run } from './run.js';

describe('xwing squad random', () => {
  it('prints a valid squad as strict XWS that xwing squad validate accepts, with the command that makes it again', async () => {
    const r = await run(['squad', 'random', '--faction', 'Galactic Empire', '--seed', 'cli-1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const xws = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(xws).toMatchObject({ faction: 'galacticempire', ruleset: 'XWA', version: '50P-2.0' });
    expect(xws.description).toBe(
      'xwing squad random --faction galacticempire --points xwa-50p2.0 --format standard --seed cli-1',
    );
    const checked = await run(['squad', 'validate'], r.stdout);
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.stdout)).toMatchObject({ valid: true, pointsSet: 'xwa-50p2.0', format: 'standard' });
  });

  it('is seeded: the same options print the same squad; without --seed a fresh one is written into it', async () => {
    const line = ['squad', 'random', '--faction', 'resistance', '-s', 'same', '-p', 'amg-2.5-20pt', '-f', 'extended'];
    const a = await run(line);
    expect((await run(line)).stdout).toBe(a.stdout);
    expect(JSON.parse(a.stdout)).toMatchObject({ ruleset: 'AMG', points: expect.any(Number) as number });
    const fresh = JSON.parse((await run(['squad', 'random', '--faction', 'resistance'])).stdout) as {
      description: string;
    };
    expect(fresh.description).toMatch(/--seed [0-9a-f]{16}$/);
  });

  it('--output text prints the squad as xwing squad show does, then the seed', async () => {
    const r = await run(['squad', 'random', '--faction', 'scum', '--seed', '7', '--output', 'text']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Random Scum and Villainy squad \(Scum and Villainy\)\nPoints set: XWA 50P-2\.0/);
    expect(r.stdout).toMatch(
      /\nTotal: \d+\/50 points.*\nValid\.\nSeed: 7 \(xwing squad random --faction scumandvillainy /,
    );
  });

  it('--rich GROUP favours one group and is written into the command that makes the squad again', async () => {
    const line = ['squad', 'random', '--faction', 'firstorder', '--seed', 'r', '--rich', 'subsystems'];
    const rich = await run(line);
    expect(rich.code).toBe(0);
    const xws = JSON.parse(rich.stdout) as { description: string };
    expect(xws.description).toMatch(/--seed r --rich subsystems$/);
    expect((await run(['squad', 'validate'], rich.stdout)).code).toBe(0);
    expect(rich.stdout).not.toBe((await run(line.slice(0, -2))).stdout);
  });

  it.each([
    [['--faction', 'rebels', '--rich', 'dogfight'], /unknown group "dogfight"; the groups are "attack", "support", /],
    [['--faction', 'ewoks'], /unknown faction "ewoks"; the factions are "rebelalliance", /],
    [['--faction', 'rebels', '--points', 'xwa-9'], /unknown points set "xwa-9"; the points sets are /],
    [['--faction', 'rebels', '--format', 'text'], /--format is the format of play .*: --output text/],
    [['--faction', 'rebels', '--format', 'epic'], /--format must be "standard" or "extended", not "epic"/],
    [['--faction', 'rebels', '--output', 'yaml'], /--output must be "xws" or "text", not "yaml"/],
    [[], /random needs --faction F/],
    [['--faction', 'rebels', 'extra'], /unexpected argument "extra"/],
  ])('refuses %j precisely (exit 2)', async (args, message) => {
    const r = await run(['squad', 'random', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/Run "xwing squad --help" for the usage\./);
  });
});

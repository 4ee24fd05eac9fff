/**
 * `xwing sim` and `xwing play` take the points set and format from the squad files (XWS `version`/`ruleset`, as
 * `xwing squad validate` reads them) unless `--points`/`--format` say otherwise (issue 15, item 8).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const fixture = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'xwing-rules-'));
const amgRebels = JSON.parse(readFileSync(fixture('squads/test/fixtures/valid/amg20-rebel-xwings.json'), 'utf8')) as {
  pilots: unknown[];
};
/** The AMG 2.5 squad as YASB writes it: ruleset "AMG" picks the 20-point set. */
const amg = join(dir, 'amg.json');
writeFileSync(amg, JSON.stringify({ ...amgRebels, ruleset: 'AMG' }));
const amgNoVersion = join(dir, 'amg-plain.json');
writeFileSync(amgNoVersion, JSON.stringify({ ...amgRebels, version: undefined }));
/** Ruleset "xwa": X-Wing Alliance points. */
const imperials = fixture('engine/test/fixtures/imperial-ties.json');

describe('xwing sim reads the points set from the squad files', () => {
  it('plays in the points set both files name', async () => {
    const r = await run(['sim', '-a', amg, '-b', amg, '-n', '1', '--seed', 'f', '--ai', 'random']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 1, pointsSet: 'amg-2.5-20pt' });
  });

  it('takes the one file that names a points set when the other names none', async () => {
    const r = await run(['sim', '-a', amgNoVersion, '-b', amg, '-n', '1', '--seed', 'f', '--ai', 'random']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ pointsSet: 'amg-2.5-20pt' });
  });

  it('refuses files that name different points sets, saying which and how to choose', async () => {
    const r = await run(['sim', '-a', amg, '-b', imperials, '-n', '1', '--ai', 'random']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('the squads ask for different points sets');
    expect(r.stderr).toContain('amg-2.5-20pt');
    expect(r.stderr).toContain('xwa-50p2.0');
    expect(r.stderr).toContain('--points');
  });

  it('--points overrides the files', async () => {
    const r = await run(['sim', '-a', amg, '-b', imperials, '-n', '1', '--ai', 'random', '--points', 'xwa-50p2.0']);
    expect(r.code).toBe(2);
    // The AMG squad is checked, and priced, in the points set the option names.
    expect(r.stderr).toContain(`--a ${amg}: not a valid squad in xwa-50p2.0`);
  });
});

describe('xwing play reads the points set from the squad files', () => {
  function gameFile(setup: Record<string, unknown>): string {
    const file = join(dir, `game-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify({ setup: { seed: 'p', ...setup }, choices: [] }));
    return file;
  }
  const players = (a: string, b: string) => [
    { name: 'A', squad: a },
    { name: 'B', squad: b },
  ];
  const pointsSetOf = (stdout: string) => (JSON.parse(stdout) as { state: { pointsSet: string } }).state.pointsSet;

  it('builds the game in the points set the squads name, and the log records it', async () => {
    const log = join(dir, 'amg-log.json');
    const r = await run(['play', gameFile({ players: players('amg.json', 'amg-plain.json') }), '--json', '-l', log]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(pointsSetOf(r.stdout)).toBe('amg-2.5-20pt');
    expect(JSON.parse(readFileSync(log, 'utf8'))).toMatchObject({ setup: { pointsSet: 'amg-2.5-20pt' } });
    const replay = await run(['replay', log]);
    expect(replay.code).toBe(0);
  });

  it("the setup's own points set and --points come first", async () => {
    const file = gameFile({ players: players('amg.json', 'amg.json'), pointsSet: 'xwa-50p2.0' });
    const r = await run(['play', file, '--json']);
    expect(r.code).toBe(2);
    // Checked in X-Wing Alliance's points: its loadout values, which AMG 2.5 has not.
    expect(r.stderr).toContain('more than the loadout value');
    // Files naming no points set: the default (X-Wing Alliance's), where this AMG squad is over its loadout values.
    const same = gameFile({ players: players('amg-plain.json', 'amg-plain.json') });
    expect((await run(['play', same, '--json'])).stderr).toContain('more than the loadout value');
    const forced = await run(['play', same, '--json', '--points', 'amg-2.5-20pt']);
    expect(forced.code).toBe(0);
    expect(pointsSetOf(forced.stdout)).toBe('amg-2.5-20pt');
  });

  it('refuses squads naming different points sets, and an unknown --points', async () => {
    writeFileSync(join(dir, 'imperials.json'), readFileSync(imperials));
    const r = await run(['play', gameFile({ players: players('amg.json', 'imperials.json') })]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the squads ask for different points sets');
    const u = await run(['play', gameFile({ players: players('amg.json', 'amg.json') }), '--points', 'nope']);
    expect(u.code).toBe(2);
    expect(u.stderr).toContain('unknown points set "nope"');
  });
});

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      'why',
      'format',
      'formats',
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
      why: "its total of 48 makes it a 50-point squad, and it is the newest such set; the squad adds up to its builder's 48 there",
      format: 'standard',
      formats: ['standard', 'extended'],
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
    expect((await run(['squad', 'validate', legacy, '--format', 'standard'])).code).toBe(1);
    const extended = await run(['squad', 'validate', legacy, '--format=extended']);
    expect(extended.code).toBe(0);
    expect(JSON.parse(extended.stdout)).toMatchObject({ format: 'extended', valid: true });
    // The file names no format: legal in extended only is legal, and the answer says where (issue 23).
    const either = await run(['squad', 'validate', legacy]);
    expect(either.code).toBe(0);
    expect(JSON.parse(either.stdout)).toMatchObject({ format: 'extended', formats: ['extended'], valid: true });
  });

  it('--date chooses the points set in force that day, and the answer says why (issue 23)', async () => {
    const rebels = JSON.stringify({
      faction: 'rebelalliance',
      ruleset: 'XWA',
      pilots: [{ id: 'lukeskywalker' }, { id: 'wedgeantilles' }],
    });
    const r = await run(['squad', 'validate', '--date', '2025-11-20'], rebels);
    expect(JSON.parse(r.stdout)).toMatchObject({ pointsSet: 'xwa-50p1.0', why: expect.stringContaining('2025-11-20') });
    const later = await run(['squad', 'validate', '--date=2026-01-10'], rebels);
    expect(JSON.parse(later.stdout)).toMatchObject({ pointsSet: 'xwa-50p1.1' });
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
      /unknown points set "xwa-100p".*amg-2\.5-20pt, xwa-50p1\.0, xwa-50p1\.1, xwa-50p2\.0, xwa-bv2-20pt, xwa-r2-20pt/,
    ],
    [['squad', 'validate', '--points'], '{}', /--points needs a value/],
    [
      ['squad', 'validate', '--date', '11/08/2025'],
      '{}',
      /--date must be a day written YYYY-MM-DD, not "11\/08\/2025"/,
    ],
    [['squad', 'validate', '--format', 'epic'], '{}', /--format must be "standard" or "extended"/],
    [['squad', 'validate', '--fast'], '{}', /unknown option "--fast"/],
    [['squad', 'show', 'a.json', 'b.json'], '{}', /unexpected argument "b\.json"/],
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
    expect(r.stdout).toContain('xwing squad validate [INPUT...]');
    expect(r.stdout).toContain('--points NAME');
  });

  it('the usage lists the command', async () => {
    expect((await run(['--help'])).stdout).toMatch(/^\s+squad\s/m);
  });
});

describe('xwing squad: links, many squads, export (issue 15 items 7-9)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'xwing-squads-'));
  const yasb = 'https://yasb.app/?f=Rebel%20Alliance&d=v10ZsZ50Z4X&sn=Luke&obs=coreasteroid0';

  it('validate and show take a YASB or Launch Bay Next link, decoded offline', async () => {
    const r = await run(['squad', 'validate', yasb]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      valid: true,
      pointsSet: 'xwa-50p2.0',
      ships: [{ id: 'lukeskywalker' }],
    });
    const lbn = await run(
      ['squad', 'show'],
      "https://launchbaynext.app/?lbx='New%20Squadron'.31.3.0.l44.188.l3.256rr\n",
    );
    expect(lbn.stdout).toContain('Sunny Bounder');
    expect(lbn.stdout).toContain('Cannon: Heavy Laser Cannon');
    const bad = await run(['squad', 'validate', 'https://yasb.app/?f=Rebel%20Alliance&d=v8ZsZ200Z138XW10']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/version 8 is X-Wing 2\.0's/);
  });

  it('the points set comes from the file unless --points overrides', async () => {
    const amg = JSON.stringify({ faction: 'rebelalliance', ruleset: 'AMG', pilots: [{ id: 'lukeskywalker' }] });
    expect(JSON.parse((await run(['squad', 'validate'], amg)).stdout)).toMatchObject({ pointsSet: 'amg-2.5-20pt' });
    const over = await run(['squad', 'validate', '-p', 'xwa-50p1.1'], amg);
    expect(JSON.parse(over.stdout)).toMatchObject({ pointsSet: 'xwa-50p1.1' });
  });

  it('validate answers one line per squad for several files, a folder, or JSON Lines on stdin', async () => {
    const folder = join(dir, 'squads');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.json'), readFileSync(valid));
    writeFileSync(join(folder, 'b.json'), readFileSync(invalid));
    writeFileSync(join(folder, 'c.json'), '{ not json');
    writeFileSync(join(folder, 'notes.txt'), 'ignored');
    const r = await run(['squad', 'validate', folder]);
    expect(r.code).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.source, l.valid ?? 'error'])).toEqual([
      [join(folder, 'a.json'), true],
      [join(folder, 'b.json'), false],
      [join(folder, 'c.json'), 'error'],
    ]);
    expect(lines[2]!.error).toMatch(/not valid JSON/);
    const files = await run(['squad', 'validate', valid, valid, join(dir, 'missing.json')]);
    expect(files.stdout.trim().split('\n')).toHaveLength(3);
    const stream = [
      readFileSync(valid, 'utf8').replace(/\s*\n\s*/g, ''),
      yasb,
      '{"faction":"rebelalliance","pilots":[]}',
    ];
    const jsonl = await run(['squad', 'validate'], `${stream.join('\n')}\n`);
    expect(
      jsonl.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { source: string; valid: boolean }),
    ).toEqual([
      expect.objectContaining({ source: 'stdin:1', valid: true }),
      expect.objectContaining({ source: 'stdin:2', valid: true }),
      expect.objectContaining({ source: 'stdin:3', valid: false }),
    ]);
    expect(jsonl.code).toBe(1);
  });

  it('export writes strict XWS with ruleset, version and obstacles, which read back the same', async () => {
    const r = await run(['squad', 'export', yasb]);
    expect(r.code).toBe(0);
    const xws = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(xws).toMatchObject({ ruleset: 'XWA', version: '50P-2.0', obstacles: ['coreasteroid0'], name: 'Luke' });
    const amg = await run(['squad', 'export', '--points', 'amg-2.5-20pt'], r.stdout);
    expect(JSON.parse(amg.stdout)).toMatchObject({ ruleset: 'AMG', obstacles: ['coreasteroid0'] });
    const back = await run(['squad', 'validate'], amg.stdout);
    expect(JSON.parse(back.stdout)).toMatchObject({ pointsSet: 'amg-2.5-20pt' });
    const again = await run(['squad', 'export'], amg.stdout);
    expect(again.stdout).toBe(amg.stdout);
  });

  it('export --link lbn writes the Launch Bay Next link the app writes, which reads back to the same squad (issue 23)', async () => {
    // A link of the app, as a player brought it to an event (../shared/data/lists): the same, character for character.
    const own =
      "https://launchbaynext.app/print?lbx='Imperial%20Aces'.20.2.0.1.ll13.93.l17.536r.l14.294r.l2.254rr.l41.947r.l27.131.l16.348r.l14.619rr.l25.99.l17.248rrr.lr";
    const r = await run(['squad', 'export', own, '--link', 'lbn']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${own}\n`);
    // Our XWS as a link: the same squad once read back, its obstacles kept.
    const link = await run(['squad', 'export', yasb, '--link', 'lbn']);
    expect(link.stdout).toMatch(/^https:\/\/launchbaynext\.app\/print\?lbx='Luke'\.\d+\.1\.1\.1\.l/);
    const viaLink = await run(['squad', 'export', link.stdout.trim()]);
    const viaXws = await run(['squad', 'export', yasb]);
    const cards = (text: string) => JSON.parse(text) as { pilots: unknown; obstacles: unknown };
    expect(cards(viaLink.stdout).pilots).toEqual(cards(viaXws.stdout).pilots);
    expect(cards(viaLink.stdout).obstacles).toEqual(['coreasteroid0']);
    // --link yasb: a YASB link comes back as YASB wrote it; our XWS as a YASB link reads back to the same squad.
    const yasbLink = await run(['squad', 'export', yasb, '--link', 'yasb']);
    expect(yasbLink.stderr).toBe('');
    expect(yasbLink.stdout).toMatch(/^https:\/\/yasb\.app\/\?f=Rebel%20Alliance&d=v10ZsZ50Z/);
    const again = await run(['squad', 'export', yasbLink.stdout.trim(), '--link', 'yasb']);
    expect(again.stdout).toBe(yasbLink.stdout);
    const viaYasb = await run(['squad', 'export', yasbLink.stdout.trim()]);
    expect(cards(viaYasb.stdout).pilots).toEqual(cards(viaXws.stdout).pilots);
    expect(cards(viaYasb.stdout).obstacles).toEqual(['coreasteroid0']);
    const refused = await run(['squad', 'validate', yasb, '--link', 'lbn']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--link is an option of xwing squad export/);
  });
});

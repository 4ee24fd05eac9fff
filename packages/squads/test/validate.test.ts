import { DEFAULT_POINTS_SET, loadContent } from '@xwing/content';
import {
  describeSquad,
  parseXws,
  pointsSetIds,
  type Squad,
  SquadOptionError,
  validateSquad,
  validateXws,
} from '@xwing/squads';
import { describe, expect, it } from 'vitest';
import { expectation, fixtures, pointsSetOf } from './fixtures.js';

const content = loadContent();

describe('real squads that are valid', () => {
  const valid = fixtures('valid');

  it('has fixtures for each points set', () => {
    expect(new Set(valid.map((f) => pointsSetOf(f.file)))).toEqual(new Set(pointsSetIds(content)));
  });

  it.each(valid.map((f) => [f.file, f.doc] as const))('%s is valid in its points set', (file, doc) => {
    const { result } = validateXws(doc, content, { pointsSet: pointsSetOf(file) });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.points).toBeLessThanOrEqual(result.limit);
    // The points the builder wrote, where it wrote them, agree with ours.
    if (typeof doc.points === 'number') expect(result.points).toBe(doc.points);
    for (const s of result.ships) expect(s.loadout.used).toBeLessThanOrEqual(s.loadout.value);
  });

  it('prices the Rebel X-wings in XWA 50P-2.0: pilot costs, loadout use and value, the bid', () => {
    const doc = valid.find((f) => f.file === 'xwa20-rebel-xwings.json')!.doc;
    const { result } = validateXws(doc, content);
    expect(result).toMatchObject({
      valid: true,
      points: 48,
      limit: 50,
      deficit: 2,
      pointsSet: DEFAULT_POINTS_SET,
      format: 'standard',
    });
    expect(result.ships).toEqual([
      { id: 'wedgeantilles', pilot: 'Wedge Antilles', points: 14, loadout: { used: 10, value: 13 } },
      { id: 'lukeskywalker', pilot: 'Luke Skywalker', points: 14, loadout: { used: 10, value: 10 } },
      { id: 'jekporkins', pilot: 'Jek Porkins', points: 10, loadout: { used: 3, value: 8 } },
      { id: 'biggsdarklighter', pilot: 'Biggs Darklighter', points: 10, loadout: { used: 2, value: 7 } },
    ]);
  });

  it('the same squad is priced differently in each points set', () => {
    const doc = valid.find((f) => f.file === 'amg20-rebel-xwings.json')!.doc;
    const amg = validateXws(doc, content, { pointsSet: 'amg-2.5-20pt' }).result;
    expect(amg).toMatchObject({ valid: true, points: 20, limit: 20, deficit: 0 });
    expect(amg.ships[0]).toEqual({
      id: 'lukeskywalker',
      pilot: 'Luke Skywalker',
      points: 6,
      loadout: { used: 22, value: 24 },
    });
    const xwa = validateXws(doc, content, { pointsSet: 'xwa-50p2.0' }).result;
    expect(xwa.points).toBe(14 + 14 + 10 + 11);
    expect(xwa.errors.map((e) => [e.code, e.path])).toEqual([['over-loadout', 'pilots[0]']]);
  });

  it('standard-loadout pilots cost their points only: loadout 0 of 0, printed upgrades free', () => {
    const doc = valid.find((f) => f.file === 'xwa20-scum-standard-loadouts.json')!.doc;
    const { squad, result } = validateXws(doc, content);
    expect(squad.pilots[0]?.upgrades.map((u) => u.id)).toEqual(
      content.pilot('hansolo-armedanddangerous')?.standardLoadout,
    );
    expect(result.ships.slice(0, 2).map((s) => [s.points, s.loadout])).toEqual([
      [15, { used: 0, value: 0 }],
      [18, { used: 0, value: 0 }],
    ]);
  });

  it('an either-or restriction holds through its second alternative (0-0-0 with Darth Vader)', () => {
    const { result } = validateXws(
      {
        faction: 'galacticempire',
        pilots: [{ id: 'darthvader' }, { id: 'captainhark', upgrades: { crew: ['000'] } }],
      },
      content,
    );
    expect(result.errors).toEqual([]);
  });

  it("Nashtah Pup needs the Hound's Tooth in the squad: it begins the game docked with it (Escape Craft)", () => {
    const pup = { id: 'nashtahpup' };
    const alone = validateXws({ faction: 'scumandvillainy', pilots: [{ id: 'bossk' }, pup] }, content).result;
    expect(alone.errors.map((e) => [e.code, e.path])).toEqual([['restriction-squad-includes', 'pilots[1]']]);
    expect(alone.errors[0]!.message).toContain("Hound's Tooth");
    const docked = validateXws(
      { faction: 'scumandvillainy', pilots: [{ id: 'bossk', upgrades: { title: ['houndstooth'] } }, pup] },
      content,
    ).result;
    expect(docked.errors).toEqual([]);
  });

  it('a standardized upgrade on every ship of its type is fine', () => {
    const { result } = validateXws(
      {
        faction: 'firstorder',
        pilots: [
          { id: 'blackout', upgrades: { configuration: ['sensitivecontrols'] } },
          { id: 'firstordertestpilot', upgrades: { configuration: ['sensitivecontrols'] } },
          { id: 'midnight' },
        ],
      },
      content,
    );
    expect(result.errors).toEqual([]);
  });

  it('a slot granted by an upgrade can be filled (Maul brings an Illicit slot)', () => {
    const lando = (crew: string[]) => ({
      faction: 'scumandvillainy',
      pilots: [{ id: 'landocalrissian', upgrades: { crew, illicit: ['deadmansswitch', 'contrabandcybernetics'] } }],
    });
    expect(validateXws(lando(['maul-crew']), content).result.errors).toEqual([]);
    expect(validateXws(lando([]), content).result.errors.map((e) => [e.code, e.path])).toEqual([
      ['no-slot', 'pilots[0].upgrades.illicit[1]'],
    ]);
  });
});

describe('squads that break one rule each', () => {
  it.each(fixtures('invalid').map((f) => [f.file, f.doc] as const))('%s', (file, doc) => {
    const { pointsSet, format, expect: wanted } = expectation(doc);
    const { result } = validateXws(doc, content, { pointsSet, format });
    expect(result.valid).toBe(false);
    const got = result.errors.map((e) => ({ code: e.code, path: e.path }));
    expect(got, file).toEqual(expect.arrayContaining(wanted));
    expect(got).toHaveLength(wanted.length);
    for (const e of result.errors) {
      expect(e.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(e.message).toMatch(/^\S.*[.?]$/);
    }
  });

  it('the extended format accepts what standard refuses', () => {
    const doc = fixtures('invalid').find((f) => f.file === 'not-legal-in-format.json')!.doc;
    expect(validateXws(doc, content, { format: 'extended' }).result.errors).toEqual([]);
  });

  it('the over-limit result still reports the points and no deficit', () => {
    const doc = fixtures('invalid').find((f) => f.file === 'over-points-limit.json')!.doc;
    const { result } = validateXws(doc, content);
    expect(result).toMatchObject({ points: 59, limit: 50, deficit: 0 });
    expect(result.errors[0]?.message).toBe('The squad costs 59 points, 9 over the limit of 50 in xwa-50p2.0.');
  });

  it('lists problems ship by ship, squad-wide ones first', () => {
    const doc = fixtures('invalid').find((f) => f.file === 'many-problems.json')!.doc;
    const { result } = validateXws(doc, content);
    expect(result.errors.map((e) => e.path)).toEqual([
      'pilots',
      'pilots[0]',
      'pilots[0].upgrades.talent[0]',
      'pilots[1]',
      'pilots[2].upgrades.talent[0]',
      'pilots[3].upgrades.gunner[0]',
    ]);
  });

  it('a reading problem is not repeated by the rules', () => {
    const { result } = validateXws({ faction: 'rebelalliance', pilots: [{ name: 'lukeskywalkr' }] }, content);
    expect(result.errors.map((e) => [e.code, e.path])).toEqual([['unknown-pilot', 'pilots[0].name']]);
  });

  it('a malformed document is invalid', () => {
    const { result } = validateXws('{', content);
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.code)).toEqual(['malformed-json', 'empty-squad']);
  });
});

describe('validateSquad on squads built in code', () => {
  const squad: Squad = {
    faction: 'rebelalliance',
    pilots: [
      {
        id: 'lukeskywalker',
        upgrades: [
          { id: 'predator', slot: 'talent' },
          { id: 'hate', slot: 'force-power' },
        ],
      },
    ],
  };

  it('computes paths from positions', () => {
    expect(validateSquad(squad, content).errors.map((e) => [e.code, e.path])).toEqual([
      ['no-slot', 'pilots[0].upgrades.talent[0]'],
      ['restriction-force-side', 'pilots[0].upgrades.force-power[0]'],
    ]);
  });

  it('refuses an unknown points set or format, naming the known ones', () => {
    expect(() => validateSquad(squad, content, { pointsSet: 'xwa-100' })).toThrow(SquadOptionError);
    expect(() => validateSquad(squad, content, { pointsSet: 'xwa-100' })).toThrow(/xwa-50p1\.1/);
    // @ts-expect-error: not a format
    expect(() => validateSquad(squad, content, { format: 'epic' })).toThrow(/standard or extended/);
  });

  it('defaults to XWA 50P-2.0 in the standard format', () => {
    expect(validateSquad(squad, content)).toMatchObject({ pointsSet: 'xwa-50p2.0', format: 'standard', limit: 50 });
  });
});

describe('describeSquad', () => {
  it('shows ships, pilots with initiative, upgrades with costs, loadout, total and problems', () => {
    const doc = fixtures('valid').find((f) => f.file === 'xwa20-rebel-xwings.json')!.doc;
    const { squad, result } = validateXws(doc, content);
    const text = describeSquad(result, squad, content);
    expect(text).toContain('Red Squadron (Rebel Alliance)');
    expect(text).toContain('XWA 50P-2.0 (xwa-50p2.0), standard format');
    expect(text).toMatch(/1\. Wedge Antilles.*\(wedgeantilles\): initiative 6, T-65 X-wing, 14 points, loadout 10\/13/);
    expect(text).toContain('Talent: Predator (predator), 3');
    expect(text).toContain('Total: 48/50 points, 2 below the limit');
    expect(text).toContain('Valid.');
  });

  it('lists the problems of an invalid squad and marks printed upgrades', () => {
    const { squad, result } = validateXws(
      {
        faction: 'rebelalliance',
        pilots: [
          { id: 'lukeskywalker-battleofyavin' },
          { id: 'biggsdarklighter', upgrades: { talent: ['predator'] } },
          { id: 'nobody' },
        ],
      },
      content,
    );
    const text = describeSquad(result, squad, content);
    expect(text).toContain('standard loadout');
    expect(text).toContain('Proton Torpedoes (protontorpedoes), printed');
    expect(text).toContain('3. nobody (unknown pilot)');
    expect(text).toContain('Not valid: 2 problems');
    expect(text).toContain('pilots[1].upgrades.talent[0] [no-slot]');
  });
});

describe('parseXws then validateSquad', () => {
  it('is what validateXws does', () => {
    const doc = fixtures('valid')[0]!.doc;
    const { squad } = parseXws(doc, content);
    const { result } = validateXws(doc, content);
    expect(result).toEqual(validateSquad(squad, content, { pointsSet: result.pointsSet, why: result.why }));
  });
});

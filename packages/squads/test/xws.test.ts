import { loadContent } from '@xwing/content';
import { parseXws, type Squad, toXws, validateXws, VENDOR_KEY } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();

const codes = (input: unknown) => parseXws(input, content).problems.map((p) => [p.code, p.path]);

describe('parseXws: lenient reading', () => {
  it('reads a YASB export: id and name on each pilot, points, vendor block, description kept', () => {
    const { squad, problems } = parseXws(
      {
        description: 'Practice list',
        faction: 'rebelalliance',
        name: 'New Squadron',
        pilots: [
          {
            id: 'lukeskywalker',
            name: 'lukeskywalker',
            points: 14,
            ship: 't65xwing',
            upgrades: { astromech: ['r2d2'], 'force-power': ['instinctiveaim'] },
            vendor: { yasb: { something: 1 } },
          },
        ],
        points: 14,
        vendor: { yasb: { builder: 'YASB - X-Wing 2.5', link: 'https://yasb.app/?f=x' } },
        version: '2.5.0',
        obstacles: ['core2asteroid5'],
        ruleset: 'xwa',
      },
      content,
    );
    expect(problems).toEqual([]);
    expect(squad).toEqual({
      name: 'New Squadron',
      description: 'Practice list',
      faction: 'rebelalliance',
      obstacles: ['core2asteroid5'],
      pilots: [
        {
          id: 'lukeskywalker',
          ship: 't65xwing',
          path: 'pilots[0]',
          upgrades: [
            { id: 'r2d2', slot: 'astromech', path: 'pilots[0].upgrades.astromech[0]' },
            { id: 'instinctiveaim', slot: 'force-power', path: 'pilots[0].upgrades.force-power[0]' },
          ],
        },
      ],
    });
  });

  it('accepts JSON text as well as an object', () => {
    const text = JSON.stringify({ faction: 'rebelalliance', pilots: [{ id: 'wedgeantilles' }] });
    expect(parseXws(text, content).squad.pilots[0]?.id).toBe('wedgeantilles');
    expect(parseXws(`\uFEFF${text}`, content).squad.pilots[0]?.id).toBe('wedgeantilles');
  });

  it.each([
    ['rebelalliance', 'rebelalliance'],
    ['rebel-alliance', 'rebelalliance'],
    ['Rebel Alliance', 'rebelalliance'],
    ['scum-and-villainy', 'scumandvillainy'],
    ['Galactic Empire', 'galacticempire'],
    ['separatist-alliance', 'separatistalliance'],
    ['First Order', 'firstorder'],
  ])('faction %j reads as %j', (written, id) => {
    const { squad, problems } = parseXws({ faction: written, pilots: [] }, content);
    expect(problems).toEqual([]);
    expect(squad.faction).toBe(id);
  });

  it('takes the faction from the pilots when the XWS leaves it out', () => {
    const { squad, problems } = parseXws({ pilots: [{ id: 'howlrunner' }] }, content);
    expect(problems).toEqual([]);
    expect(squad.faction).toBe('galacticempire');
  });

  it('resolves ids written with other case, hyphens, underscores and spaces', () => {
    const { squad, problems } = parseXws(
      {
        faction: 'rebelalliance',
        pilots: [
          { id: 'Luke-Skywalker', upgrades: { astromech: ['R2-D2'], torpedo: ['proton_torpedoes'] } },
          { id: 'luke skywalker battle of yavin' },
          { id: 'lukeskywalker-battleofyavin' },
        ],
      },
      content,
    );
    expect(problems).toEqual([]);
    expect(squad.pilots.map((p) => p.id)).toEqual([
      'lukeskywalker',
      'lukeskywalker-battleofyavin',
      'lukeskywalker-battleofyavin',
    ]);
    expect(squad.pilots[0]?.upgrades.map((u) => u.id)).toEqual(['r2d2', 'protontorpedoes']);
  });

  it('accepts the ship as its xws id or its name, in any spelling', () => {
    for (const ship of ['t65xwing', 'T-65 X-wing', 't65-xwing', 'T65XWING']) {
      const { result } = validateXws({ faction: 'rebelalliance', pilots: [{ id: 'wedgeantilles', ship }] }, content);
      expect(result.errors, ship).toEqual([]);
    }
  });

  it('names pilots by the legacy "name" key when there is no "id"', () => {
    const { squad, problems } = parseXws(
      { faction: 'galacticempire', pilots: [{ name: 'howlrunner', ship: 'tielnfighter' }] },
      content,
    );
    expect(problems).toEqual([]);
    expect(squad.pilots[0]).toMatchObject({ id: 'howlrunner', ship: 'tielnfighter' });
  });

  it('accepts legacy and variant slot keys, and upgrades under the wrong key', () => {
    const { squad, problems } = parseXws(
      {
        faction: 'rebelalliance',
        pilots: [
          {
            id: 'lukeskywalker',
            upgrades: { amd: ['r2d2'], force: ['instinctiveaim'], forcepower: ['sense'], mod: ['hullupgrade'] },
          },
          { id: 'wedgeantilles', upgrades: { ept: ['predator'], config: ['servomotorsfoils'] } },
          { id: 'hansolo-modifiedyt1300lightfreighter', upgrades: { elite: ['marksmanship'], system: [] } },
          { id: 'biggsdarklighter', upgrades: { crew: ['r4astromech'], 'Tactical Relay': [], bomb: [] } },
        ],
      },
      content,
    );
    expect(problems).toEqual([]);
    expect(squad.pilots[0]?.upgrades.map((u) => [u.id, u.slot])).toEqual([
      ['r2d2', 'amd'],
      ['instinctiveaim', 'force'],
      ['sense', 'forcepower'],
      ['hullupgrade', 'mod'],
    ]);
    // Exported, each upgrade goes under its own slot type.
    const xws = toXws(squad, content);
    expect(xws.pilots[0]?.upgrades).toEqual({
      astromech: ['r2d2'],
      'force-power': ['instinctiveaim', 'sense'],
      modification: ['hullupgrade'],
    });
    expect(xws.pilots[1]?.upgrades).toEqual({ talent: ['predator'], configuration: ['servomotorsfoils'] });
    expect(xws.pilots[3]?.upgrades).toEqual({ astromech: ['r4astromech'] });
  });

  it('accepts a lone upgrade id instead of a list, and null lists', () => {
    const { squad, problems } = parseXws(
      { faction: 'rebelalliance', pilots: [{ id: 'wedgeantilles', upgrades: { talent: 'predator', torpedo: null } }] },
      content,
    );
    expect(problems).toEqual([]);
    expect(squad.pilots[0]?.upgrades.map((u) => u.id)).toEqual(['predator']);
  });

  it('fills in the standard loadout a builder left out', () => {
    const { squad, problems } = parseXws(
      { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker-battleofyavin', upgrades: {} }] },
      content,
    );
    expect(problems).toEqual([]);
    expect(squad.pilots[0]?.upgrades.map((u) => u.id)).toEqual(
      content.pilot('lukeskywalker-battleofyavin')?.standardLoadout,
    );
  });

  it('keeps a standard loadout that is listed, as listed', () => {
    const { squad } = parseXws(
      { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker-battleofyavin', upgrades: { talent: ['predator'] } }] },
      content,
    );
    expect(squad.pilots[0]?.upgrades.map((u) => u.id)).toEqual(['predator']);
  });
});

describe('parseXws: problems instead of exceptions', () => {
  it.each([
    ['', 'malformed-json'],
    ['{"faction": "rebelalliance", ', 'malformed-json'],
    ['not json', 'malformed-json'],
  ])('text %j is %s', (text, code) => {
    const { squad, problems } = parseXws(text, content);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: '', code });
    expect(problems[0]?.message).toMatch(/not valid JSON/);
    expect(squad.pilots).toEqual([]);
  });

  it.each([[null], [42], ['"a string"'], [[1, 2]], [true]])('%j is not an object', (input) => {
    expect(codes(input)).toEqual([['not-an-object', '']]);
  });

  it('reports wrong types with their paths, and reads the rest', () => {
    const { squad, problems } = parseXws(
      {
        faction: 7,
        pilots: [
          'wedgeantilles',
          { id: 42 },
          {},
          { id: 'lukeskywalker', ship: 5, upgrades: { astromech: [7, 'r2d2'], torpedo: 'protontorpedoes', talent: 3 } },
          { id: 'biggsdarklighter', upgrades: ['r2d2'] },
        ],
      },
      content,
    );
    expect(problems.map((p) => [p.code, p.path])).toEqual([
      ['wrong-type', 'faction'],
      ['wrong-type', 'pilots[0]'],
      ['wrong-type', 'pilots[1].id'],
      ['missing-field', 'pilots[2].id'],
      ['wrong-type', 'pilots[3].ship'],
      ['wrong-type', 'pilots[3].upgrades.astromech[0]'],
      ['wrong-type', 'pilots[3].upgrades.talent'],
      ['wrong-type', 'pilots[4].upgrades'],
    ]);
    expect(problems[1]?.message).toBe('pilots[0] must be an object with an "id", not a string.');
    // What could be read was read, with the paths of the XWS as written.
    expect(squad.pilots.map((p) => p.path)).toEqual(['pilots[3]', 'pilots[4]']);
    expect(squad.pilots[0]?.upgrades.map((u) => u.path)).toEqual([
      'pilots[3].upgrades.astromech[1]',
      'pilots[3].upgrades.torpedo[0]',
    ]);
  });

  it('pilots must be a list', () => {
    expect(codes({ faction: 'rebelalliance', pilots: { id: 'wedgeantilles' } })).toEqual([['wrong-type', 'pilots']]);
    expect(codes({ faction: 'rebelalliance' })).toEqual([['missing-field', 'pilots']]);
  });

  it('names an unknown id and suggests the closest known ones', () => {
    const { problems } = parseXws(
      { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalkr', upgrades: { torpedo: ['protontorpedo'] } }] },
      content,
    );
    expect(problems.map((p) => [p.code, p.path])).toEqual([
      ['unknown-pilot', 'pilots[0].id'],
      ['unknown-upgrade', 'pilots[0].upgrades.torpedo[0]'],
    ]);
    expect(problems[0]?.message).toContain('"lukeskywalkr"');
    expect(problems[0]?.message).toContain('"lukeskywalker"');
    expect(problems[1]?.message).toContain('"protontorpedoes"');
  });

  it('says when nothing is close', () => {
    const { problems } = parseXws({ faction: 'rebelalliance', pilots: [{ id: 'qqqqqqqqqqqqqqqqqqqqq' }] }, content);
    expect(problems[0]?.message).toContain('no known id is close');
  });

  it('an unknown faction is a problem that lists the factions', () => {
    const { problems } = parseXws({ faction: 'hutts', pilots: [] }, content);
    expect(problems.map((p) => [p.code, p.path])).toEqual([['unknown-faction', 'faction']]);
    expect(problems[0]?.message).toContain('"scumandvillainy"');
  });
});

describe('toXws', () => {
  it('writes strict XWS 2.0.0 with points from the points set and a vendor block', () => {
    const squad: Squad = {
      name: 'Two aces',
      faction: 'rebelalliance',
      pilots: [
        { id: 'wedgeantilles', upgrades: [{ id: 'predator', slot: 'talent' }] },
        { id: 'lukeskywalker', upgrades: [] },
      ],
    };
    expect(toXws(squad, content, { pointsSet: 'xwa-50p1.1', format: 'extended' })).toEqual({
      name: 'Two aces',
      faction: 'rebelalliance',
      points: 28,
      version: '50P-1.1',
      ruleset: 'XWA',
      pilots: [
        { id: 'wedgeantilles', ship: 't65xwing', points: 14, upgrades: { talent: ['predator'] } },
        { id: 'lukeskywalker', ship: 't65xwing', points: 14, upgrades: {} },
      ],
      vendor: { [VENDOR_KEY]: { pointsSet: 'xwa-50p1.1', format: 'extended', builder: 'xwing-table' } },
    });
    expect(toXws(squad, content, { pointsSet: 'amg-2.5-20pt' }).points).toBe(11);
    expect(toXws(squad, content).vendor[VENDOR_KEY]).toMatchObject({ pointsSet: 'xwa-50p2.0', format: 'standard' });
  });

  it('every pilot of every faction is importable and round-trips through export', () => {
    const pilots = content.data.pilots;
    expect(pilots.length).toBeGreaterThan(700);
    const factions = new Set<string>();
    for (const pilot of pilots) {
      factions.add(pilot.faction);
      const squad: Squad = {
        faction: pilot.faction,
        pilots: [
          {
            id: pilot.xws,
            upgrades: (pilot.standardLoadout ?? []).map((id) => ({ id, slot: content.upgrade(id)!.sides[0]!.type })),
          },
        ],
      };
      const xws = toXws(squad, content);
      expect(xws.pilots[0]?.ship, pilot.xws).toBe(pilot.ship);
      const back = parseXws(JSON.stringify(xws), content);
      expect(back.problems, pilot.xws).toEqual([]);
      expect(back.squad.faction).toBe(pilot.faction);
      expect(
        back.squad.pilots.map((p) => [p.id, p.upgrades.map((u) => u.id)]),
        pilot.xws,
      ).toEqual([[pilot.xws, pilot.standardLoadout ?? []]]);
      // Exporting what was read gives the same XWS.
      expect(toXws(back.squad, content), pilot.xws).toEqual({ ...xws, name: 'Unnamed squad' });
    }
    expect(factions.size).toBe(7);
  });
});

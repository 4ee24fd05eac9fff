/**
 * Squads written as YASB links (issue 23): YASB's own encoding, each upgrade in the place of its slot in the pilot's
 * upgrade bar as YASB orders it for the points set, and read back to the same squad. The corpus test checks the
 * links players brought (corpus.test.ts); these are squads of our own.
 */
import { loadContent } from '@xwing/content';
import {
  decodeSquadLink,
  encodeYasbLink,
  parseXws,
  SquadLinkError,
  yasbLinkOfSquad,
  yasbLinkStyle,
} from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();

/** The squad's ships as YASB codes: pilot number, X, one place per slot. */
const ships = (link: string) =>
  decodeURIComponent(/[?&]d=([^&]*)/.exec(link)![1]!)
    .split('Z')[3]!
    .split('Y');

function roundTrip(xws: Record<string, unknown>, pointsSet = 'xwa-50p2.0') {
  const { squad } = parseXws(xws, content);
  const link = yasbLinkOfSquad(squad, content, { pointsSet });
  const back = parseXws(decodeSquadLink(link).xws, content).squad;
  const cards = (s: typeof squad) => s.pilots.map((p) => [p.id, p.upgrades.map((u) => u.id).sort()]);
  expect(cards(back)).toEqual(cards(squad));
  return link;
}

describe('YASB links of our squads (yasbLinkOfSquad)', () => {
  it('writes the head, faction, name and obstacles as YASB does', () => {
    const link = roundTrip({
      name: 'Two & two',
      faction: 'scumandvillainy',
      pilots: [{ id: 'quinnjast', upgrades: {} }],
      obstacles: ['coreasteroid0', 'gascloud3'],
    });
    expect(link).toBe(
      'https://yasb.app/?f=Scum%20and%20Villainy&d=v10ZsZ50Z135XWWW&sn=Two%20%26%20two&obs=coreasteroid0,gascloud3',
    );
  });

  it('places each upgrade at its slot in YASB’s order; a missile with no slot of its own in the Weapon Hardpoint', () => {
    // Quinn Jast's bar in YASB: talent, illicit, modification, then the flexible weapon slot.
    const link = roundTrip({
      faction: 'scumandvillainy',
      pilots: [{ id: 'quinnjast', upgrades: { missile: ['homingmissiles'], modification: ['hullupgrade'] } }],
    });
    expect(ships(link)).toEqual(['135XWW164W100']);
  });

  it('adds the slots an upgrade grants after the bar (a title granting a Modification slot)', () => {
    const link = roundTrip({
      faction: 'scumandvillainy',
      pilots: [{ id: 'guri', upgrades: { title: ['virago'], modification: ['hullupgrade', 'shieldupgrade'] } }],
    });
    // Guri: talent, sensor, tech, torpedo, illicit, modification, title; Virago's Modification slot after them.
    const [code] = ships(link);
    const places = code!.split('X')[1]!.split('W');
    expect(places).toHaveLength(8);
    expect([places[5], places[6], places[7]]).toEqual(['164', '163', places[7]]);
    expect(places[7]).not.toBe('');
  });

  it('an upgrade filling two slots stands in the first and leaves the second empty', () => {
    const link = roundTrip(
      {
        faction: 'scumandvillainy',
        pilots: [{ id: 'nomlumb-rogueclassstarfighter', upgrades: { cannon: ['syncedlasercannons'] } }],
      },
      'xwa-50p1.1',
    );
    expect(ships(link)).toEqual(['536X354WWWW']);
  });

  it('a standard-loadout pilot lists its printed upgrades, as YASB fixes them', () => {
    const link = roundTrip({ faction: 'resistance', pilots: [{ id: 'jaycristubbs-evacuationofdqar' }] });
    const [code] = ships(link);
    expect(code).toMatch(/^703X\d+(W\d+)+$/);
  });

  it('names the 20-point sets by YASB’s version 9 and its modes, and keeps a read link’s page, mode and size', () => {
    const xws = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', upgrades: {} }] };
    expect(roundTrip(xws, 'xwa-r2-20pt')).toContain('&d=v9ZbZ20Z4X');
    expect(roundTrip(xws, 'amg-2.5-20pt')).toContain('&d=v9ZhZ20Z4X');
    const style = yasbLinkStyle('https://yasb.app/old/?f=Rebel%20Alliance&d=v9ZbZ20Z4X&sn=x&obs=');
    expect(style).toEqual({ base: 'https://yasb.app/old/', mode: 'b', size: 20 });
    const { squad } = parseXws(xws, content);
    expect(yasbLinkOfSquad(squad, content, { pointsSet: 'xwa-50p1.1', ...style })).toMatch(
      /^https:\/\/yasb\.app\/old\/\?f=Rebel%20Alliance&d=v10ZbZ20Z4X/,
    );
  });

  it('refuses a card YASB has no number for, saying which', () => {
    expect(() => encodeYasbLink({ faction: 'rebelalliance', pilots: [{ id: 'nosuchpilot' }] }, content)).toThrow(
      SquadLinkError,
    );
    expect(() => encodeYasbLink({ faction: 'nosuchfaction', pilots: [] }, content)).toThrow(/faction/);
  });
});

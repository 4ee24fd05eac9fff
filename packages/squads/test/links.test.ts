import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@xwing/content';
import { decodeSquadLink, isSquadLink, parseXws, SquadLinkError, validateXws } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();

// Real links, as players shared them (the XWS each builder exported next to it was published with the link).
const YASB_BOYCREW =
  'https://yasb.app/?f=Galactic%20Empire&d=v9ZhZ20Z564X125W204W105Y566X127W105Y573X125W113Y218X119WW11WWY565X116W381W105&sn=BoyCrew&obs=';
const LBN_NEW_SQUADRON = 'https://launchbaynext.app/?lbx=%27New%20Squadron%27.31.3.0.l44.188.l3.256rr&mode=full';
const LBN_ALL_CLONES =
  "https://launchbaynext.app/print?lbx='All%20Clones'.20.6.0.ll62.'kickback-siegeofcoruscant'r.l'clonez95headhunter'.'killer'.l6.267r.l14.554r.l2.254r.l1.544rr.l62.'kickback-sigeofcoruscant'r.l71.789.l10.283r.l18.870r.l14.554r.l1.246rr.l71.790.l10.283r.l18.870r.l14.554r.l1.544rr.l62.'axe-siegeofcoruscant'r.l71.788.l18.871r.l14.554r.l1.544r.l5.579rr.l'clonez95headhunter'.'boost'.l1.544rrr.l0.1.2r";

describe('decodeSquadLink: YASB links (issue 15 item 7)', () => {
  it('decodes a YASB 2.5 (v9, AMG points) link: pilots, upgrades by slot, name, ruleset', () => {
    const { builder, xws, notes } = decodeSquadLink(YASB_BOYCREW);
    expect(builder).toBe('yasb');
    expect(notes).toEqual([]);
    expect(xws).toMatchObject({ name: 'BoyCrew', faction: 'galacticempire', ruleset: 'AMG' });
    // "Z20Z" is the squad size the player set, not the squad's total: no `points` (issue 23).
    expect(xws.points).toBeUndefined();
    // The pilots YASB exported for this link.
    expect(xws.pilots.map((p) => p.id)).toEqual([
      'darthvader-battleofyavin',
      'maulermithel-battleofyavin',
      'sigma7-battleofyavin',
      'idenversio',
      'backstabber-battleofyavin',
    ]);
    expect(xws.pilots[3]!.upgrades).toEqual({ talent: ['elusive'], cannon: ['ioncannon'] });
    // A standard-loadout pilot's printed upgrades come in the link too.
    expect(xws.pilots[4]!.upgrades).toEqual({ talent: ['crackshot', 'disciplined'], modification: ['afterburners'] });
  });

  it('the decoded squad is priced by the points set its link names (AMG 2.5, 20 points)', () => {
    const { result } = validateXws(decodeSquadLink(YASB_BOYCREW).xws, content);
    expect(result.pointsSet).toBe('amg-2.5-20pt');
    // YASB priced it at 20 in October 2022; the set is AMG's points of January 2025, where one pilot costs 1 more.
    expect(result.points).toBe(21);
  });

  it('v10 links are X-Wing Alliance squads; obstacles come along', () => {
    const { xws } = decodeSquadLink(
      'https://yasb.app/?f=Rebel%20Alliance&d=v10ZsZ50Z4X&sn=Luke&obs=coreasteroid0,coreasteroid1,core2asteroid5',
    );
    expect(xws).toMatchObject({ ruleset: 'XWA', pilots: [{ id: 'lukeskywalker', upgrades: {} }] });
    expect(xws.obstacles).toEqual(['coreasteroid0', 'coreasteroid1', 'core2asteroid5']);
  });
});

// Each link form of ../shared/data/lists (issue 23), written here with this test's own squads.
describe('decodeSquadLink: the link forms players brought to events in 2025–26', () => {
  const twoWings = (d: string) => `https://yasb.app/old/?f=Rebel%20Alliance&d=${d}&sn=Two&obs=`;

  it('YASB v9 in its beta mode ("v9ZbZ20Z") is an X-Wing Alliance 20-point squad, priced in R2 after R2 ended', () => {
    const { xws, notes } = decodeSquadLink(twoWings('v9ZbZ20Z4XY5X'));
    expect(notes).toEqual([]);
    expect(xws).toMatchObject({ ruleset: 'XWA', pilots: [{ id: 'lukeskywalker' }, { id: 'wedgeantilles' }] });
    const { result } = validateXws(xws, content, { date: '2025-11-01' });
    expect(result).toMatchObject({ pointsSet: 'xwa-r2-20pt', points: 10, limit: 20 });
    expect(result.why).toContain('YASB link "v9ZbZ20Z" (X-Wing Alliance, 20 points)');
  });

  it('YASB v10 is X-Wing Alliance’s 50-point builder, whatever size the player set ("v10ZsZ20Z", "v10ZbZ50Z")', () => {
    for (const d of ['v10ZsZ20Z4XY5X', 'v10ZbZ50Z4XY5X']) {
      const { xws } = decodeSquadLink(twoWings(d));
      const { result } = validateXws(xws, content, { date: '2026-01-10' });
      expect(result, d).toMatchObject({ pointsSet: 'xwa-50p1.1', points: 28, limit: 50 });
    }
  });

  it('a YASB link whose version reads "undefined" decodes as the current code, with a note', () => {
    const { xws, notes } = decodeSquadLink(twoWings('vundefinedZsZ50Z4XY5X'));
    expect(xws.pilots.map((p) => p.id)).toEqual(['lukeskywalker', 'wedgeantilles']);
    expect(notes).toEqual(['the link gives no YASB version ("vundefined"): read as the current one (v10)']);
  });

  it('YASB’s own ids of printed upgrades ("r2a3-talent") are read as the pilot’s printed cards', () => {
    // Wedge Antilles (Battle over Endor) and his printed loadout, as YASB numbers it.
    const { xws } = decodeSquadLink(twoWings('v10ZsZ50Z661X502W127W134W503'));
    expect(xws.pilots[0]!.upgrades.talent).toContain('r2a3-talent');
    const { result } = validateXws(xws, content, { date: '2026-01-10' });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('an id with a builder’s slot and faction parts ("landocalrissian-crew-rebel") is the card they fit', () => {
    const doc = {
      faction: 'rebelalliance',
      pilots: [{ id: 'lukeskywalker', upgrades: { crew: ['landocalrissian-crew-rebel'] } }],
    };
    expect(parseXws(doc, content).squad.pilots[0]!.upgrades[0]!.id).toBe('landocalrissian');
  });

  it('Launch Bay Next’s current links (a ruleset field, the app’s own X-Wing Alliance numbers) decode', () => {
    const { xws } = decodeSquadLink(
      "https://launchbaynext.app/print?lbx='Four%20Wings'.48.1.1.1.ll33.2.l10.324rr.l33.1r.l33.7r.l33.5rr.lr",
    );
    expect(xws).toMatchObject({
      name: 'Four Wings',
      faction: 'rebelalliance',
      points: 48,
      format: 'standard',
      ruleset: 'XWA',
      pilots: [
        { id: 'lukeskywalker', ship: 't65xwing', upgrades: { astromech: ['r2d2'] } },
        { id: 'wedgeantilles', ship: 't65xwing', upgrades: {} },
        { id: 'biggsdarklighter', ship: 't65xwing', upgrades: {} },
        { id: 'jekporkins', ship: 't65xwing', upgrades: {} },
      ],
    });
    const { result } = validateXws(xws, content, { date: '2026-01-10' });
    expect(result).toMatchObject({ pointsSet: 'xwa-50p1.1', points: 48, valid: true });
  });

  it('refuses a Launch Bay Next legacy (X-Wing 2.0) link with the reason', () => {
    expect(() => decodeSquadLink("https://launchbaynext.app/print?lbx='Old'.200.1.1.2.ll33.2rr.lr")).toThrow(
      /X-Wing 2\.0 legacy squad/,
    );
  });
});

describe('decodeSquadLink: Launch Bay Next links', () => {
  it('decodes the official builder numbers LBN writes', () => {
    const { builder, xws } = decodeSquadLink(LBN_NEW_SQUADRON);
    expect(builder).toBe('lbn');
    expect(xws).toMatchObject({
      name: 'New Squadron',
      faction: 'scumandvillainy',
      points: 31,
      format: 'extended',
      pilots: [{ id: 'sunnybounder', ship: 'm3ainterceptor', upgrades: { cannon: ['heavylasercannon'] } }],
    });
  });

  it('decodes xws ids written out, nested slots and obstacles, as LBN exported them', () => {
    const { xws } = decodeSquadLink(LBN_ALL_CLONES);
    expect(xws.faction).toBe('galacticrepublic');
    expect(xws.obstacles).toEqual(['coreasteroid0', 'coreasteroid1', 'coreasteroid2']);
    // The XWS Launch Bay Next exported with this link (upgrade order within a slot kept).
    expect(xws.pilots).toEqual([
      { id: 'kickback-siegeofcoruscant', ship: 'v19torrentstarfighter', upgrades: {} },
      {
        id: 'killer',
        ship: 'clonez95headhunter',
        upgrades: {
          missile: ['concussionmissiles'],
          modification: ['synchronizedconsole'],
          sensor: ['firecontrolsystem'],
          talent: ['dedicated'],
        },
      },
      { id: 'kickback-sigeofcoruscant', ship: 'v19torrentstarfighter', upgrades: {} },
      {
        id: 'contrail',
        ship: 'nimbusclassvwing',
        upgrades: {
          astromech: ['r3astromech'],
          configuration: ['alpha3bbesh'],
          modification: ['synchronizedconsole'],
          talent: ['swarmtactics'],
        },
      },
      {
        id: 'klick',
        ship: 'nimbusclassvwing',
        upgrades: {
          astromech: ['r3astromech'],
          configuration: ['alpha3bbesh'],
          modification: ['synchronizedconsole'],
          talent: ['dedicated'],
        },
      },
      { id: 'axe-siegeofcoruscant', ship: 'v19torrentstarfighter', upgrades: {} },
      {
        id: 'oddball-nimbusclassvwing',
        ship: 'nimbusclassvwing',
        upgrades: {
          configuration: ['alpha3eesk'],
          modification: ['synchronizedconsole'],
          talent: ['dedicated'],
          torpedo: ['plasmatorpedoes'],
        },
      },
      { id: 'boost', ship: 'clonez95headhunter', upgrades: { talent: ['dedicated'] } },
    ]);
  });
});

describe('decodeSquadLink: what it refuses', () => {
  it.each([
    ['https://example.com/squad', /not a squad link/],
    ['https://yasb.app/?f=Rebel%20Alliance&d=v8ZsZ200Z138XW10', /version 8 is X-Wing 2\.0's/],
    ['https://yasb.app/?f=Rebel%20Alliance&d=v10ZqZ50Z3X', /quick-build/],
    ['https://yasb.app/?f=Rebels%20Inc&d=v10ZsZ50Z4X', /not a faction/],
    ['https://yasb.app/?f=Rebel%20Alliance&d=v10ZsZ50Z99999X', /pilot number "99999"/],
    ["https://launchbaynext.app/?lbx='x'.20.9.1.ll1.1rr", /faction 9/],
    ["https://launchbaynext.app/?lbx='x'.20.1.1.ll1.1", /a list does not end/],
  ])('%s', (link, message) => {
    expect(() => decodeSquadLink(link)).toThrow(SquadLinkError);
    expect(() => decodeSquadLink(link)).toThrow(message);
  });

  it('isSquadLink tells links from file names and XWS', () => {
    expect(isSquadLink(YASB_BOYCREW)).toBe(true);
    expect(isSquadLink(LBN_NEW_SQUADRON)).toBe(true);
    expect(isSquadLink('squad.json')).toBe(false);
    expect(isSquadLink('{"faction":"rebelalliance"}')).toBe(false);
  });

  it('is browser-safe: the module imports nothing from node', () => {
    const source = readFileSync(fileURLToPath(new URL('../src/links.ts', import.meta.url)), 'utf8');
    expect(source).not.toMatch(/from 'node:|require\(/);
    expect(source.match(/^import .*$/gm)).toEqual([
      "import tables from '../data/link-ids.json' with { type: 'json' };",
    ]);
  });
});

describe('the points set comes from the file (issue 15 item 8)', () => {
  const luke = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker' }] };
  it.each([
    [{ version: '50P-2.0', ruleset: 'XWA' }, 'xwa-50p2.0'],
    [{ version: '50P-1.1', ruleset: 'XWA' }, 'xwa-50p1.1'],
    [{ ruleset: 'XWA' }, 'xwa-50p2.0'],
    [{ ruleset: 'xwa', version: '2.2.3' }, 'xwa-50p2.0'],
    [{ ruleset: 'AMG' }, 'amg-2.5-20pt'],
    [{ vendor: { 'xwing-table': { pointsSet: 'xwa-50p1.1', format: 'extended' } } }, 'xwa-50p1.1'],
    [{ version: '2.0.0' }, 'xwa-50p2.0'],
  ])('%j picks %s', (fields, set) => {
    expect(validateXws({ ...luke, ...fields }, content).result.pointsSet).toBe(set);
  });

  it('the caller (--points) overrides the file', () => {
    const { result } = validateXws({ ...luke, ruleset: 'AMG' }, content, { pointsSet: 'xwa-50p1.1' });
    expect(result.pointsSet).toBe('xwa-50p1.1');
  });
});

describe('scripts/convert-links.mjs', () => {
  it('re-run, reproduces the committed link tables byte for byte (its inputs are committed)', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const out = join(mkdtempSync(join(tmpdir(), 'xwing-links-')), 'link-ids.json');
    execFileSync(process.execPath, [join(root, 'scripts/convert-links.mjs'), '--out', out], { stdio: 'pipe' });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(root, 'packages/squads/data/link-ids.json'), 'utf8'));
  });
});

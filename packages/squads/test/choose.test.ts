import { loadContent } from '@xwing/content';
import { choosePointsSet, linkFacts, SquadOptionError, validateXws } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();

/** Rebels that cost 18 under R2 and 19 under BV2 (the RZ-1 Ahsoka Tano costs 4 in R2, 5 in BV2). */
const rebels20 = [
  { id: 'ahsokatano-rz1awing' },
  { id: 'wedgeantilles' },
  { id: 'lukeskywalker' },
  { id: 'biggsdarklighter' },
];
/** 48 points under every 50-point X-Wing Alliance set. */
const rebels50 = [{ id: 'wedgeantilles' }, { id: 'lukeskywalker' }, { id: 'biggsdarklighter' }, { id: 'jekporkins' }];
const yasb50 = 'https://yasb.app/?f=Rebel%20Alliance&d=v10ZsZ50Z4X&sn=x';

describe('choosing the points set a squad was built under (issue 23)', () => {
  it('a stale tag loses to the set where the squad adds up to its builder’s total', () => {
    const doc = { faction: 'rebelalliance', ruleset: 'XWA', version: 'BV2', points: 18, pilots: rebels20 };
    const { result } = validateXws(doc, content, { date: '2025-11-03' });
    expect(result).toMatchObject({ pointsSet: 'xwa-r2-20pt', points: 18, valid: true });
    expect(result.why).toContain('xwa-bv2-20pt');
    expect(result.why).toContain('prices it at 19');
    // Where the total fits the tag, the tag is taken.
    const fits = validateXws({ ...doc, points: 19 }, content).result;
    expect(fits).toMatchObject({ pointsSet: 'xwa-bv2-20pt', points: 19 });
    expect(fits.why).toMatch(/^its tag "XWA BV2" names it/);
  });

  it('a YASB link’s own version and size beat a tag of another size ("AMG 09/06/2024" on a v10 link)', () => {
    const doc = {
      faction: 'rebelalliance',
      ruleset: 'AMG',
      version: '09/06/2024',
      points: 20,
      pilots: rebels50,
      vendor: { yasb: { link: yasb50 } },
    };
    const { result } = validateXws(doc, content, { date: '2025-11-08' });
    expect(result).toMatchObject({ pointsSet: 'xwa-50p1.0', points: 48, valid: true });
    expect(result.why).toContain('YASB link "v10ZsZ50Z"');
  });

  it('the event date picks the set in force that day, and a 20-point squad after R2 ended still gets R2', () => {
    const at = (date: string, pilots: unknown[]) =>
      validateXws({ faction: 'rebelalliance', ruleset: 'XWA', pilots }, content, { date }).result.pointsSet;
    expect(at('2025-11-20', rebels50)).toBe('xwa-50p1.0');
    expect(at('2026-01-10', rebels50)).toBe('xwa-50p1.1');
    expect(at('2026-05-01', rebels50)).toBe('xwa-50p2.0');
    const r2 = validateXws({ faction: 'rebelalliance', points: 18, pilots: rebels20 }, content, { date: '2025-11-03' });
    expect(r2.result.pointsSet).toBe('xwa-r2-20pt');
    expect(r2.result.why).toContain('20-point X-Wing Alliance set for 2025-11-03');
    expect(
      validateXws({ faction: 'rebelalliance', points: 19, pilots: rebels20 }, content, { date: '2024-10-01' }).result
        .pointsSet,
    ).toBe('xwa-bv2-20pt');
  });

  it('says why in every case, and takes the caller’s set as it is', () => {
    const named = validateXws({ faction: 'rebelalliance', pilots: rebels50 }, content, { pointsSet: 'xwa-50p1.1' });
    expect(named.result).toMatchObject({ pointsSet: 'xwa-50p1.1', why: 'named by the caller' });
    const bare = validateXws({ faction: 'rebelalliance', pilots: rebels50 }, content);
    expect(bare.result).toMatchObject({ pointsSet: 'xwa-50p2.0' });
    expect(bare.result.why).toMatch(/nothing in the file names a set/);
  });

  it('refuses a date that is not a day', () => {
    expect(() => validateXws({ faction: 'rebelalliance', pilots: rebels50 }, content, { date: '2025-13-01' })).toThrow(
      SquadOptionError,
    );
  });

  it('without pricing, takes the tag, else the size and date', () => {
    expect(choosePointsSet({ ruleset: 'XWA', version: '50P-1.0' }, content).pointsSet).toBe('xwa-50p1.0');
    expect(choosePointsSet({ ruleset: 'XWA', version: 'R2' }, content).pointsSet).toBe('xwa-r2-20pt');
    expect(choosePointsSet({ total: 20, date: '2024-10-01' }, content).pointsSet).toBe('xwa-bv2-20pt');
    expect(choosePointsSet({ ruleset: 'AMG' }, content).pointsSet).toBe('amg-2.5-20pt');
  });
});

describe('linkFacts: what a link’s header says of its points', () => {
  it('reads YASB versions and modes, and Launch Bay Next totals and rulesets', () => {
    expect(linkFacts(yasb50)).toMatchObject({ ruleset: 'XWA', size: 50 });
    expect(linkFacts('https://yasb.app/?f=Scum&d=v9ZbZ20Z85X')).toMatchObject({ ruleset: 'XWA', size: 20 });
    expect(linkFacts('https://yasb.app/?f=Scum&d=v9ZhZ20Z85X')).toMatchObject({ ruleset: 'AMG', size: 20 });
    expect(linkFacts("https://launchbaynext.app/print?lbx='A.b'.51.7.0.1.ll10.1090rr.lr")).toMatchObject({
      ruleset: 'XWA',
      total: 51,
    });
    expect(linkFacts('https://example.com/?q=1')).toBeUndefined();
  });
});

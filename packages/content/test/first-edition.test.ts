/**
 * The first edition's content (issue 29): scripts/convert-content-v1.mjs turns ../shared/data/xwing-data-v1 into
 * data-v1/content.json, facts only, starting with the Core Set and Wave 1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFirstEditionContent } from '@xwing/content';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const committed = join(root, 'packages/content/data-v1/content.json');
const source = join(process.env.XWING_SHARED ?? join(root, '../shared'), 'data');
const haveSource = existsSync(join(source, 'xwing-data-v1/data/pilots.js'));

describe.skipIf(!haveSource)('scripts/convert-content-v1.mjs', () => {
  const out = mkdtempSync(join(tmpdir(), 'xwing-content-v1-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('re-run into another folder, reproduces the committed file byte for byte', () => {
    execFileSync(process.execPath, [join(root, 'scripts/convert-content-v1.mjs'), source, '--out', out], {
      stdio: 'pipe',
    });
    expect(readFileSync(join(out, 'content.json')).equals(readFileSync(committed))).toBe(true);
  });

  it('copies none of the source’s card text', () => {
    const dir = join(source, 'xwing-data-v1/data');
    const texts: string[] = [];
    for (const f of ['pilots.js', 'upgrades.js', 'damage-deck-core-tfa.js', 'damage-deck-core.js'])
      for (const card of JSON.parse(readFileSync(join(dir, f), 'utf8')) as { text?: string }[])
        if (card.text && card.text.length > 20) texts.push(card.text);
    const ours = readFileSync(committed, 'utf8');
    expect(texts.length).toBeGreaterThan(100);
    for (const t of texts) expect(ours.includes(JSON.stringify(t).slice(1, 30))).toBe(false);
  });
});

describe('the first edition’s Core Set and Wave 1', () => {
  const content = loadFirstEditionContent();

  it('has the six ships (Wave 2’s TIE Interceptor and A-wing too), 33 pilots with their pilot skill, 20 upgrades and the damage decks', () => {
    expect(content.data.edition).toBe('v1');
    expect(content.data.ships.map((s) => s.xws)).toEqual([
      'awing',
      'tieadvanced',
      'tiefighter',
      'tieinterceptor',
      'xwing',
      'ywing',
    ]);
    expect(content.data.pilots).toHaveLength(33);
    expect(content.data.upgrades).toHaveLength(20);
    expect(content.pilot('soontirfel')?.initiative).toBe(9);
    // Deadeye: small ships only (a fact of the card, kept as a size restriction).
    expect(content.upgrade('deadeye')?.restrictions).toEqual([[{ kind: 'size', sizes: ['small'] }]]);
    // 002 §Pilot skill: the printed value orders activation and combat (kept in `initiative`).
    expect(content.pilot('wedgeantilles')?.initiative).toBe(9);
    expect(content.pilot('academypilot')?.initiative).toBe(1);
    // The X-wing's 1-speed banks and straight are green (kept as "blue": both remove a stress), its K-turn red.
    const xwing = content.ship('rebelalliance', 'xwing')!;
    expect(xwing.dial.filter((m) => m.difficulty === 'blue').map((m) => m.code)).toEqual(['1B', '1F', '1N', '2F']);
    expect(xwing.dial.find((m) => m.code === '4K')?.difficulty).toBe('red');
    expect(xwing.stats).toEqual({ attacks: [{ arc: 'front', value: 3 }], agility: 2, hull: 3, shields: 2 });
    // 002 §Damage: 33 cards, Direct Hit! seven times; the TFA deck first (it replaces the 2012 one).
    const [tfa] = content.data.damageDecks;
    expect(tfa!.xws).toBe('core-tfa');
    expect(tfa!.cards.reduce((n, c) => n + c.amount, 0)).toBe(33);
    expect(tfa!.cards.find((c) => c.xws === 'directhit')?.amount).toBe(7);
  });

  it('prices cards as printed, upgrades counting toward a 100-point squad', () => {
    const set = content.pointsSet('fe-100')!;
    expect(set.squadLimit).toBe(100);
    expect(set.upgradesInSquadPoints).toBe(true);
    expect(set.pilots['lukeskywalker']?.cost).toBe(28);
    expect(set.upgrades['r2d2']?.cost).toBe(4);
    expect(content.upgrade('protontorpedoes')?.sides[0]?.attack).toMatchObject({
      value: 4,
      minRange: 2,
      maxRange: 3,
      requires: ['lock'],
    });
  });
});

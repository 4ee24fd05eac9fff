import { indexContent, loadContent, searchContent } from '@xwing/content';
import { describe, expect, it } from 'vitest';

const content = loadContent();

describe('searchContent', () => {
  it('finds the Luke Skywalker pilots first, then the upgrade of that name', () => {
    const hits = searchContent(content, 'Luke Skywalker');
    expect(hits.length).toBeGreaterThanOrEqual(3);
    const pilots = hits.filter((h) => h.kind === 'pilot');
    expect(pilots.map((h) => h.xws)).toContain('lukeskywalker');
    expect(pilots.every((h) => h.name === 'Luke Skywalker' && h.faction === 'rebelalliance')).toBe(true);
    expect(hits[0]?.kind).toBe('pilot');
    expect(hits.some((h) => h.kind === 'upgrade' && h.slot !== undefined)).toBe(true);
    expect(hits.find((h) => h.xws === 'lukeskywalker' && h.kind === 'pilot')).toMatchObject({
      ship: 't65xwing',
      caption: 'Red Five',
    });
  });

  it('finds Proton Torpedoes, the exact name before names that contain it', () => {
    const hits = searchContent(content, 'proton torpedoes');
    expect(hits[0]).toEqual({ kind: 'upgrade', xws: 'protontorpedoes', name: 'Proton Torpedoes', slot: 'torpedo' });
    expect(hits.map((h) => h.xws)).toContain('advprotontorpedoes');
  });

  it('ignores case, accents and punctuation, and finds ships and captions', () => {
    expect(searchContent(content, 'LUKE SKYWALKER')).toEqual(searchContent(content, 'luke skywalker'));
    expect(searchContent(content, 'lúke').map((h) => h.xws)).toContain('lukeskywalker');
    expect(searchContent(content, 'r2d2').some((h) => h.name === 'R2-D2')).toBe(true);
    const ships = searchContent(content, 'T-65 X-wing', 50).filter((h) => h.kind === 'ship');
    expect(ships.map((h) => h.faction)).toContain('rebelalliance');
    expect(searchContent(content, 'Red Five', 50).some((h) => h.xws === 'lukeskywalker')).toBe(true);
  });

  it('respects the limit and finds nothing for unknown or empty text', () => {
    expect(searchContent(content, 'a', 5)).toHaveLength(5);
    expect(searchContent(content, 'zzzzqx')).toEqual([]);
    expect(searchContent(content, '   ')).toEqual([]);
    expect(searchContent(content, 'luke', 0)).toEqual([]);
  });

  it('works over hand-made content too', () => {
    const tiny = indexContent({ ...content.data, pilots: [], upgrades: [], ships: content.data.ships.slice(0, 1) });
    const ship = content.data.ships[0]!;
    expect(searchContent(tiny, ship.name)).toEqual([
      { kind: 'ship', xws: ship.xws, name: ship.name, faction: ship.faction },
    ]);
  });
});

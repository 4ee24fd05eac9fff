import { loadContent } from '@xwing/content';
import { importLegacyXws, RENAMED } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();

describe('importLegacyXws: X-Wing 2.0 squads into today’s cards (issue 23 item 7)', () => {
  it('every rename leads from an id today’s data lacks to a card it has', () => {
    for (const r of RENAMED) {
      expect(content[r.kind](r.from), r.from).toBeUndefined();
      expect(content[r.kind](r.to), r.to).toBeDefined();
    }
  });

  it('reads renamed ids, slot keys of the time and the Delta-7B configuration, and says so', () => {
    const doc = {
      faction: 'galacticrepublic',
      pilots: [
        { id: 'oddballarc170', ship: 'arc170starfighter', upgrades: { ept: ['predator'] } },
        { id: 'obiwankenobi', ship: 'delta7aethersprite', upgrades: { configuration: ['delta7b'] } },
      ],
    };
    const r = importLegacyXws(doc, content);
    expect(r.gone).toEqual([]);
    expect(r.squad.pilots.map((p) => p.id)).toEqual(['oddball-arc170starfighter', 'obiwankenobi-delta7baethersprite']);
    expect(r.squad.pilots[0]!.upgrades.map((u) => u.id)).toEqual(['predator']);
    expect(r.renamed.map((x) => [x.path, x.from, x.to])).toEqual([
      ['pilots[0].id', 'oddballarc170', 'oddball-arc170starfighter'],
      ['pilots[1].id', 'obiwankenobi + delta7b', 'obiwankenobi-delta7baethersprite'],
    ]);
    // The file given is not changed.
    expect(doc.pilots[1]!.upgrades.configuration).toEqual(['delta7b']);
  });

  it('names what no longer exists, with its path', () => {
    const r = importLegacyXws(
      { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', upgrades: { ept: ['noSuchCard2018'] } }] },
      content,
    );
    expect(r.gone).toMatchObject([{ path: 'pilots[0].upgrades.ept[0]', code: 'unknown-upgrade' }]);
  });
});

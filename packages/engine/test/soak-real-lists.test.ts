/**
 * The real-lists soak (`npm run soak -- --real-lists`, soak/real-lists.ts): how squads are paired, and that the
 * corpus's X-Wing Alliance squads are read at their builder's points. The games themselves run only in the soak.
 */
import { existsSync } from 'node:fs';
import { loadContent } from '@xwing/content';
import { describe, expect, it } from 'vitest';
import { defaultListsFile, type RealSquad, readRealSquads, realListGames } from '../soak/real-lists.js';

const squad = (line: number, pointsSet: string): RealSquad => ({
  line,
  name: `line ${line}`,
  xws: {},
  pointsSet,
  format: 'standard',
  keys: [],
});

describe('real-lists soak', () => {
  it('pairs each squad with the next N of its points set, and a lone squad with itself', () => {
    const squads = [squad(1, 'p'), squad(2, 'p'), squad(3, 'q'), squad(4, 'p'), squad(5, 'r')];
    const games = realListGames(squads, 2).map((g) => `${g.a.line}-${g.b.line}`);
    expect(games).toEqual(['1-2', '1-4', '2-4', '2-1', '4-1', '4-2', '3-3', '5-5']);
    // Never more games per squad than it has partners.
    expect(realListGames(squads.slice(0, 2), 5).map((g) => `${g.a.line}-${g.b.line}`)).toEqual(['1-2', '2-1']);
  });

  it.skipIf(!existsSync(defaultListsFile()))('reads the X-Wing Alliance squads at their builder’s points', () => {
    const { squads, refused } = readRealSquads(defaultListsFile(), loadContent());
    // corpus.test.ts: 67 squads, 3 of them really illegal (corpus-expectations.json).
    expect(squads.length + refused.length).toBe(67);
    expect(refused).toHaveLength(3);
    for (const s of squads) {
      expect(s.pointsSet).toMatch(/^xwa-/);
      expect(s.keys.length).toBeGreaterThan(0);
    }
  });
});

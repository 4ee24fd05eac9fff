/**
 * Random legal squads (issue 21): whatever the seed and faction, the squad passes the package's own validation, also
 * after a round trip through XWS; the same seed gives the same squad; rich squads hold more of the group's cards.
 */
import { CARD_GROUPS, type CardGroup, FACTION_IDS, loadCardGroups, loadContent } from '@xwing/content';
import {
  randomSquad,
  type RandomSquadOptions,
  richCards,
  richInGroup,
  SquadOptionError,
  squadRng,
  toXws,
  validateXws,
} from '@xwing/squads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const content = loadContent();

function checkValid(options: RandomSquadOptions): void {
  const { squad, result } = randomSquad(content, options);
  expect(result.errors, `${options.faction} seed ${options.seed}`).toEqual([]);
  expect(result.points).toBeLessThanOrEqual(result.limit);
  expect(squad.pilots.length).toBeGreaterThan(0);
  // What a player would get: the exported XWS read back and checked in the set the file names.
  const xws = toXws(squad, content, { pointsSet: result.pointsSet, format: result.format });
  const again = validateXws(JSON.parse(JSON.stringify(xws)), content).result;
  expect(again.errors).toEqual([]);
  expect(again.pointsSet).toBe(result.pointsSet);
}

describe('randomSquad', () => {
  it('many seeds × every faction give valid squads in the default points set (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FACTION_IDS), fc.string({ maxLength: 12 }), (faction, seed) =>
        checkValid({ faction, seed }),
      ),
      { numRuns: 84, seed: 21 },
    );
  });

  it('every points set, both formats: valid squads for every faction', () => {
    for (const pointsSet of content.pointsSetIds())
      for (const format of ['standard', 'extended'] as const)
        for (const faction of FACTION_IDS) checkValid({ faction, seed: `${pointsSet}/${format}`, pointsSet, format });
  });

  it('fills the points budget: on average within a few points of the limit, with upgrades on the ships', () => {
    let below = 0;
    let upgrades = 0;
    const n = FACTION_IDS.length * 5;
    for (const faction of FACTION_IDS)
      for (let i = 0; i < 5; i++) {
        const { squad, result } = randomSquad(content, { faction, seed: `fill-${i}` });
        below += result.deficit;
        upgrades += squad.pilots.reduce((sum, p) => sum + p.upgrades.length, 0);
        for (const s of result.ships) if (s.loadout.value > 0) expect(s.loadout.used).toBeGreaterThan(0);
      }
    expect(below / n).toBeLessThan(4);
    expect(upgrades / n).toBeGreaterThan(5);
  });

  it('is seeded: the same seed gives the same squad, other seeds other squads', () => {
    const a = randomSquad(content, { faction: 'rebels', seed: 'same' });
    const b = randomSquad(content, { faction: 'rebelalliance', seed: 'same' });
    expect(b).toEqual(a);
    const others = new Set(
      Array.from({ length: 10 }, (_, i) => JSON.stringify(randomSquad(content, { faction: 'rebels', seed: `${i}` }))),
    );
    expect(others.size).toBe(10);
  });

  it('the generator gives the same numbers for a seed and spreads them evenly', () => {
    const draws = (seed: string) => Array.from({ length: 5 }, squadRng(seed).next);
    expect(draws('x')).toEqual(draws('x'));
    expect(draws('x')).not.toEqual(draws('y'));
    const rng = squadRng('spread');
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[rng.int(4)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(900);
  });

  it("rich squads hold more of their group's cards than plain ones, for every group", () => {
    const table = loadCardGroups();
    const share = (group: CardGroup, withRich: boolean) => {
      const rich = richInGroup(table, group);
      let cards = 0;
      let hits = 0;
      for (const faction of FACTION_IDS)
        for (let i = 0; i < 3; i++) {
          const { squad } = randomSquad(content, { faction, seed: `rich-${i}`, ...(withRich ? { rich } : {}) });
          const r = richCards(squad, content, rich);
          cards += r.cards;
          hits += r.rich;
        }
      return hits / cards;
    };
    for (const group of CARD_GROUPS) expect(share(group, true), group).toBeGreaterThan(share(group, false) * 1.5);
  });

  it('rich squads are valid too (property)', () => {
    const table = loadCardGroups();
    fc.assert(
      fc.property(fc.constantFrom(...FACTION_IDS), fc.constantFrom(...CARD_GROUPS), fc.nat(), (faction, group, n) =>
        checkValid({ faction, seed: `${n}`, rich: richInGroup(table, group) }),
      ),
      { numRuns: 28, seed: 21 },
    );
  });

  it('refuses an unknown faction or points set with the known ones', () => {
    expect(() => randomSquad(content, { faction: 'ewoks', seed: '1' })).toThrow(SquadOptionError);
    expect(() => randomSquad(content, { faction: 'ewoks', seed: '1' })).toThrow(
      /unknown faction "ewoks"; the factions are "rebelalliance", .* or "separatistalliance"/,
    );
    expect(() => randomSquad(content, { faction: 'rebels', seed: '1', pointsSet: 'xwa-99' })).toThrow(
      /unknown points set "xwa-99"; the points sets are/,
    );
    expect(() => richInGroup(loadCardGroups(), 'Attack')).toThrow(
      'unknown group "Attack"; the groups are "attack", "support", "movement" or "subsystems"',
    );
  });
});

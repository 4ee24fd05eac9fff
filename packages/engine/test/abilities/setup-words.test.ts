/**
 * Setup abilities (issue 26's Setup subsystem, 001 "Setup"): an ability "at Setup, after placing forces" is a record of
 * the 'phase:end' window of the 'setup' phase — raised once the last ship is placed and the damage decks are shuffled,
 * before the first Planning Phase (flow.ts). Played through `createGame` and `applyInPlace` (the default answers place
 * the obstacles and ships), with the Fireball's Explosion with Wings: the ship is dealt a facedown damage card
 * (`deal-facedown-damage`: dealt, not suffered, so its shield stays).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type GameState } from '@xwing/engine';
import { playUntil } from './flow-harness.js';

const content = loadContent();

const TIES = [
  { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
  { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
];

function game(empire: { id: string; ship: string; upgrades: Record<string, string[]> }[] = TIES): GameState {
  return createGame(
    {
      players: [
        {
          name: 'Resistance',
          squad: {
            faction: 'resistance',
            pilots: [
              { id: 'colossusstationmechanic', ship: 'fireball', upgrades: {} },
              { id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} },
            ],
          },
        },
        {
          name: 'Empire',
          squad: {
            faction: 'galacticempire',
            pilots: empire,
          },
        },
      ],
      seed: 'setup-words',
    },
    content,
  );
}

describe("a Setup ability ('phase:end' of the setup phase): Explosion with Wings", () => {
  it('once the forces are placed and the decks shuffled, the Fireball alone is dealt a facedown card', () => {
    const s = game();
    playUntil(s, (st) => st.phase !== 'setup');
    expect(s.phase).toBe('planning');
    const fireball = s.ships.find((x) => x.pilot === 'colossusstationmechanic')!;
    expect(fireball.damage.map((d) => d.faceup)).toEqual([false]);
    expect(fireball.shields).toBe(content.statsOf(content.pilot('colossusstationmechanic')!).shields);
    for (const other of s.ships.filter((x) => x !== fireball)) expect(other.damage).toEqual([]);
    // In that order: the ships placed, the decks shuffled, the card dealt, then the first Planning Phase.
    const at = (pred: (e: GameState['log'][number]) => boolean) => s.log.findIndex(pred);
    const shuffled = at((e) => e.type === 'damage-decks-shuffled');
    const used = at((e) => e.type === 'ability-used' && e.data?.source === 'ship-ability:explosionwithwings');
    const planning = at((e) => e.type === 'phase-started' && /Planning/.test(e.text));
    expect(shuffled).toBeGreaterThan(-1);
    expect(used).toBeGreaterThan(shuffled);
    expect(planning).toBeGreaterThan(used);
  });

  it('later phases end without it: one card in all by the end of round 1', () => {
    const s = game();
    playUntil(s, (st) => st.round > 1 || st.phase === 'over');
    const fireball = s.ships.find((x) => x.pilot === 'colossusstationmechanic')!;
    const uses = s.log.filter((e) => e.type === 'ability-used' && e.data?.source === 'ship-ability:explosionwithwings');
    expect(uses).toHaveLength(1);
    expect(fireball.damage.length).toBeGreaterThanOrEqual(1);
  });
});

describe("a Setup ability that chooses: Agent Kallus's Hunted condition (000 'Conditions')", () => {
  it('at the end of Setup its player chooses an enemy ship, which is assigned Hunted (owned by the Kallus ship)', () => {
    const s = game([{ id: 'vizier', ship: 'tiereaper', upgrades: { crew: ['agentkallus'] } }]);
    const seen = playUntil(s, (st) => st.phase !== 'setup');
    const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Agent Kallus'));
    expect(asked).toHaveLength(1);
    // Mandatory: one option per enemy ship, no decline.
    expect(asked[0]!.options.map((o) => o.id)).toEqual(s.ships.filter((x) => x.player === 0).map((x) => `use:${x.id}`));
    const kallus = s.ships.find((x) => x.pilot === 'vizier')!;
    const hunted = s.ships.filter((x) => x.conditions?.some((c) => c.xws === 'hunted'));
    expect(hunted).toHaveLength(1);
    expect(hunted[0]!.player).toBe(0);
    expect(hunted[0]!.conditions?.map((c) => [c.xws, c.owner])).toEqual([['hunted', kallus.id]]);
  });
});

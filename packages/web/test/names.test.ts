/**
 * The page's names and pictures of what happened (issue 27 items 2, 4, 6, 8): ships named by pilot, numbered when
 * two share a pilot, ids in the engine's sentences rewritten, attack options told apart; locks both ways; the last
 * move's trail; placement checked before it is sent.
 */
import type { Decision, GameView } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { loadCardData } from '../src/card-data.js';
import { lastMove, poseAlong, trailPath } from '../src/last-move.js';
import { locksOf, optionLabel, shipNames } from '../src/names.js';
import { placementZone } from '../src/placement.js';
import { refusalText } from '../src/placement-ghost.js';

type Ship = GameView['ships'][number];

function ship(id: string, player: 0 | 1, pilot: string, extra: Partial<Ship> = {}): Ship {
  return {
    id,
    player,
    pilot,
    ship: 'tielnfighter',
    base: 'small',
    pose: null,
    initiative: 1,
    shields: 0,
    hull: 3,
    force: 0,
    charges: 0,
    tokens: {},
    locks: [],
    reinforce: null,
    turret: null,
    damage: [],
    upgrades: [],
    dial: null,
    round: { activated: false, engaged: false, actions: [], skipAction: false, partial: false },
    gone: null,
    pendingRemoval: false,
    ...extra,
  } as Ship;
}

const ships = [
  ship('p1-lukeskywalker-1', 0, 'lukeskywalker', { ship: 't65xwing' }),
  ship('p2-academypilot-1', 1, 'academypilot'),
  ship('p2-academypilot-2', 1, 'academypilot'),
];

describe('ship names', () => {
  it('names ships by pilot, numbers pilots that repeat, and rewrites ids in sentences', async () => {
    const cards = await loadCardData();
    const names = shipNames(ships, cards);
    expect(names.ship('p1-lukeskywalker-1')).toBe('Luke Skywalker');
    expect(names.ship('p2-academypilot-1')).toBe('Academy Pilot 1');
    expect(names.ship('p2-academypilot-2')).toBe('Academy Pilot 2');
    expect(names.text('p2-academypilot-2 is placed near p1-lukeskywalker-1.')).toBe(
      'Academy Pilot 2 is placed near Luke Skywalker.',
    );
    // A reprint's xws has a hyphen; an id the view does not hold still reads as no id.
    const reprint = shipNames([ship('p1-herasyndulla-asf01bwing-1', 0, 'herasyndulla-asf01bwing')], cards);
    expect(reprint.text('p1-herasyndulla-asf01bwing-1 moves; p2-nosuch-pilot-3 too')).toBe(
      'Hera Syndulla moves; a ship too',
    );
    // Obstacles by name, not by outline id nor by the engine's id of a placed one ("as obstacle-3" after a name says
    // nothing more; one the names do not know reads "an obstacle").
    expect(names.text('Player places gas-cloud-2 as obstacle-3; pom-asteroid-1 too.')).toBe(
      'Player places Gas cloud 2; Pom asteroid 1 too.',
    );
    expect(names.text('p2-academypilot-1 lands on obstacle-4')).toBe('Academy Pilot 1 lands on an obstacle');
    // Before the card data loads: no id either.
    expect(shipNames(ships, null).text('p2-academypilot-2 moves')).toBe('Ship 3 moves');
    // A placed obstacle's engine id reads as its name (and "as obstacle-3" after its name is dropped).
    const withObstacles = shipNames(ships, cards, [{ id: 'obstacle-3', name: 'gas-cloud-2' }]);
    expect(withObstacles.text('Player places gas-cloud-2 as obstacle-3.')).toBe('Player places Gas cloud 2.');
    expect(withObstacles.text('p2-academypilot-1 lands on obstacle-3')).toBe('Academy Pilot 1 lands on Gas cloud 2');
  });

  it('a ship that took another pilot’s identity goes by that name (Nashtah Pup as the destroyed Bossk)', async () => {
    const cards = await loadCardData();
    const yv = ship('p1-bossk-1', 0, 'bossk', { ship: 'yv666lightfreighter' });
    const pup = ship('p1-nashtahpup-1', 0, 'nashtahpup', { ship: 'z95af4headhunter' });
    expect(shipNames([yv, pup], cards).ship('p1-nashtahpup-1')).toBe('Nashtah Pup');
    const as = shipNames([yv, { ...pup, identity: 'bossk' }], cards);
    expect([as.ship('p1-bossk-1'), as.ship('p1-nashtahpup-1')]).toEqual(['Bossk 1', 'Bossk 2']);
  });

  it('tells two attacks on ships of one pilot apart', async () => {
    const cards = await loadCardData();
    const names = shipNames(ships, cards);
    const decision = { kind: 'declare-attack', ship: 'p1-lukeskywalker-1' } as Decision;
    const labels = [1, 2].map((n) =>
      optionLabel(
        decision,
        {
          id: `attack:p2-academypilot-${n}:primary:front`,
          label: 'Attack Academy Pilot with primary (front) at range 2',
          data: { defender: `p2-academypilot-${n}`, weapon: 'primary', arc: 'front', range: n },
        },
        names,
        cards,
      ),
    );
    expect(labels).toEqual([
      'Attack Academy Pilot 1 with primary weapon (front arc) at range 1',
      'Attack Academy Pilot 2 with primary weapon (front arc) at range 2',
    ]);
  });
});

describe('locks', () => {
  it('says whether a lock action targets a friendly or an enemy ship', async () => {
    const cards = await loadCardData();
    const names = shipNames(ships, cards);
    const both = [...ships, ship('p1-lukeskywalker-2', 0, 'lukeskywalker')];
    const namesBoth = shipNames(both, cards);
    const d = { kind: 'choose-action', ship: 'p1-lukeskywalker-1' } as Decision;
    const lock = (target: string) =>
      optionLabel(d, { id: `lock:${target}`, label: `Lock ${target}`, data: { target, range: 2 } }, namesBoth, cards, {
        ships: both,
      });
    expect(lock('p2-academypilot-1')).toBe('Lock Academy Pilot 1 (enemy ship, range 2)');
    expect(lock('p1-lukeskywalker-2')).toBe('Lock Luke Skywalker 2 (friendly ship, range 2)');
    expect(optionLabel(d, { id: 'focus', label: 'Focus' }, names, cards, { ships })).toBe('Focus');
  });

  it('names who a ship locks and who locks it', async () => {
    const names = shipNames(ships, await loadCardData());
    const locking = [{ ...ships[0]!, locks: [{ target: 'p2-academypilot-2' }] }, ships[1]!, ships[2]!];
    expect(locksOf({ ships: locking }, locking[0]!, names)).toEqual({ locks: ['Academy Pilot 2'], lockedBy: [] });
    expect(locksOf({ ships: locking }, locking[2]!, names)).toEqual({ locks: [], lockedBy: ['Luke Skywalker'] });
  });
});

describe('last move', () => {
  it('finds the last maneuver in the log and draws its exact path', () => {
    const from = { x: 100, y: 50, heading: 0 };
    const log = [
      { seq: 1, type: 'maneuver-executed', ship: 'p1-lukeskywalker-1', data: { maneuver: '2T', from, to: from } },
      {
        seq: 2,
        type: 'maneuver-executed',
        ship: 'p2-academypilot-1',
        data: { maneuver: '3F', from, to: { x: 100, y: 50 + 40 + 3 * 40, heading: 0 }, partial: false },
      },
      { seq: 3, type: 'phase-started' },
    ] as unknown as GameView['log'];
    const m = lastMove(log)!;
    expect(m.ship).toBe('p2-academypilot-1');
    const pts = [...trailPath(m, 'small').matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((x) => [+x[1]!, +x[2]!]);
    expect(pts[0]).toEqual([100, 50]);
    // A straight 3: the base's centre moves 120 mm (template) + 40 mm (small base) ahead.
    expect(pts.at(-1)![0]).toBeCloseTo(100, 5);
    expect(pts.at(-1)![1]).toBeCloseTo(210, 1);
    expect(lastMove([])).toBeNull();
    // The animation's poses: the start, along the path, the end.
    expect(poseAlong(m, 'small', 0)).toEqual(from);
    expect(poseAlong(m, 'small', 0.45).y).toBeCloseTo(50 + 80, 1);
    expect(poseAlong(m, 'small', 1)).toEqual(m.to);
    // A turn in place (a stationary or partial move) goes straight, turning the short way round.
    const spin = { ...m, code: '0O', to: { x: 100, y: 50, heading: 350 } };
    expect(poseAlong(spin, 'small', 0.5).heading).toBeCloseTo(355, 5);
  });
});

describe('placement check', () => {
  it("shows the zone and names the engine's reason for an illegal spot", async () => {
    const names = shipNames(ships, await loadCardData());
    const view = {
      ships,
      obstacles: [],
      players: [{ edge: 'first' }, { edge: 'second' }],
    } as unknown as GameView;
    expect(placementZone(view, { ship: 'p2-academypilot-1', player: 1 })).toEqual({
      x: 0,
      y: 914.4 - 100,
      width: 914.4,
      height: 100,
    });
    // The reason for an illegal spot is the engine's own refusal (placement-ghost.tsx), named for the page.
    expect(
      refusalText("p2-academypilot-1 must be placed wholly within range 1 of its player's edge", view, names),
    ).toBe("Academy Pilot 1 must be placed wholly within range 1 of its player's edge");
  });
});

/**
 * Mission points and scenario victory: objectives scored at the start of the End Phase from the second round (003 each
 * scenario's "Scoring"; 000 the four scenarios), half-health and destruction points (003 "Scoring"), and the victory
 * checks at the end of the End Phase (003 "Victory").
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionScenario, PositionShip } from '@xwing/engine';
import { choose, content, events, position } from './core-helpers.js';
import { destroyShip, sufferDamage } from '../src/damage.js';
import { EngineCtx } from '../src/engine-ctx.js';
import { flee } from '../src/movement.js';

const C = 457.2;
const ASSAULT_FEATURES = [
  { id: 'satellite-1', at: { x: C, y: C } },
  { id: 'satellite-2', at: { x: 200, y: 300 } },
  { id: 'satellite-3', at: { x: 714, y: 300 } },
  { id: 'satellite-4', at: { x: 200, y: 614 } },
  { id: 'satellite-5', at: { x: 714, y: 614 } },
];

function xwing(id: string, x: number, y: number, heading = 0): PositionShip {
  return { pilot: 'lukeskywalker', id, pose: { x, y, heading } };
}
function tie(id: string, x: number, y: number, heading = 180): PositionShip {
  return { pilot: 'academypilot', id, pose: { x, y, heading } };
}
/** A ship near a satellite: its base edge 50 mm from the marker's edge (range 1). */
const near = (f: { x: number; y: number }, side: -1 | 1) => f.y + side * (20 + 20 + 50);

/** Starts the End Phase of `round` with the ships and scenario given; returns the state after it resolved. */
function endPhase(p0: PositionShip[], p1: PositionShip[], scenario: PositionScenario, round = 2): GameState {
  return position(p0, p1, { phase: 'end', round, scenario });
}

function scored(s: GameState) {
  return events(s, 'mission-points').map((e) => [e.data!.player, e.data!.points]);
}

describe('Assault at the Satellite Array: control (003; 000)', () => {
  it('a player with more ships at range 0–1 controls a satellite; XWA scores 1 for one, 2 for more than the opponent', () => {
    const s = endPhase(
      [xwing('a1', 200, near({ x: 200, y: 300 }, -1)), xwing('a2', 714, near({ x: 714, y: 300 }, -1))],
      [tie('b1', 200, near({ x: 200, y: 614 }, 1))],
      { name: 'xwa-assault-at-the-satellite-array', features: ASSAULT_FEATURES },
    );
    // Rebels control satellites 2 and 3, the Empire satellite 4: 2 points against 1.
    expect(scored(s)).toEqual([
      [0, 2],
      [1, 1],
    ]);
    expect(s.scenario!.missionPoints).toEqual([2, 1]);
  });

  it('AMG scores one point per satellite controlled', () => {
    const s = endPhase(
      [
        xwing('a1', 200, near({ x: 200, y: 300 }, -1)),
        xwing('a2', 714, near({ x: 714, y: 300 }, -1)),
        xwing('a3', 200, near({ x: 200, y: 614 }, 1)),
      ],
      [tie('b1', 714, near({ x: 714, y: 614 }, 1))],
      { name: 'amg-assault-at-the-satellite-array', features: ASSAULT_FEATURES },
    );
    expect(s.scenario!.missionPoints).toEqual([3, 1]);
  });

  it('medium and large ships count as two: an ARC-170 holds a satellite against one TIE, ties with two', () => {
    const arc = (id: string): PositionShip => ({
      pilot: 'ibtisam',
      id,
      pose: { x: 200, y: 300 - 20 - 30 - 50, heading: 0 },
    });
    const one = endPhase([arc('a1')], [tie('b1', 200, 300 + 20 + 20 + 50)], {
      name: 'amg-assault-at-the-satellite-array',
      features: ASSAULT_FEATURES,
    });
    expect(one.scenario!.missionPoints).toEqual([1, 0]);
    const two = endPhase([arc('a1')], [tie('b1', 170, 390), tie('b2', 240, 390)], {
      name: 'amg-assault-at-the-satellite-array',
      features: ASSAULT_FEATURES,
    });
    expect(two.scenario!.missionPoints).toEqual([0, 0]);
  });

  it('a ship beyond range 1 does not count', () => {
    const s = endPhase([xwing('a1', 200, 300 - 20 - 20 - 101)], [tie('b1', 714, 914 - 60)], {
      name: 'xwa-assault-at-the-satellite-array',
      features: ASSAULT_FEATURES,
    });
    expect(s.scenario!.missionPoints).toEqual([0, 0]);
  });

  it('nothing is scored in the first round’s End Phase', () => {
    const s = endPhase(
      [xwing('a1', 200, near({ x: 200, y: 300 }, -1))],
      [tie('b1', 714, 860)],
      { name: 'xwa-assault-at-the-satellite-array', features: ASSAULT_FEATURES },
      1,
    );
    expect(scored(s)).toEqual([]);
  });
});

describe('Chance Engagement: contesting (003; 000)', () => {
  const sat = [{ id: 'satellite-1', at: { x: C, y: C } }];
  it('both players contesting score 1 each', () => {
    const s = endPhase([xwing('a1', C, C - 20 - 20 - 190)], [tie('b1', C, C + 20 + 20 + 150)], {
      name: 'xwa-chance-engagement',
      features: sat,
    });
    expect(s.scenario!.missionPoints).toEqual([1, 1]);
  });
  it('a player contesting alone scores 2; range 3 does not contest', () => {
    const s = endPhase([xwing('a1', C, C - 20 - 20 - 190)], [tie('b1', C, C + 20 + 20 + 250)], {
      name: 'amg-chance-engagement',
      features: sat,
    });
    expect(s.scenario!.missionPoints).toEqual([2, 0]);
  });
});

describe('Scramble the Transmissions and Salvage Mission scoring', () => {
  it('satellites carrying a player’s marker are theirs (XWA 1 or 2; AMG 1 each)', () => {
    const features = [
      { id: 'satellite-1', at: { x: C, y: C }, marker: 0 as const },
      { id: 'satellite-2', at: { x: 200, y: 300 }, marker: 0 as const },
      { id: 'satellite-3', at: { x: 714, y: 614 }, marker: 1 as const },
    ];
    const ships = [[xwing('a1', 100, 60)], [tie('b1', 800, 860)]] as const;
    const xwa = endPhase([...ships[0]], [...ships[1]], { name: 'xwa-scramble-the-transmissions', features });
    expect(xwa.scenario!.missionPoints).toEqual([2, 1]);
    const amg = endPhase([...ships[0]], [...ships[1]], { name: 'amg-scramble-the-transmissions', features });
    expect(amg.scenario!.missionPoints).toEqual([2, 1]);
  });

  it('supply caches on friendly ship cards score (XWA: 1 for one, 2 for more)', () => {
    const features = [
      { id: 'supply-cache-1', at: null, towedBy: 'a1' },
      { id: 'supply-cache-2', at: null, towedBy: 'a2' },
      { id: 'supply-cache-3', at: null, towedBy: 'b1' },
    ];
    const s = endPhase([xwing('a1', 100, 60), xwing('a2', 300, 60)], [tie('b1', 800, 860)], {
      name: 'xwa-salvage-mission',
      features,
    });
    expect(s.scenario!.missionPoints).toEqual([2, 1]);
  });
});

describe('points for damaged and removed ships (003 "Scoring")', () => {
  const cost = (pilot: string) => content.pointsSet('xwa-50p2.0')!.pilots[pilot]!.cost;

  function duel(name: string): { state: GameState; ctx: EngineCtx } {
    const state = position([xwing('a1', 100, 60)], [tie('b1', 800, 860), tie('b2', 600, 860)], {
      phase: 'planning',
      scenario: { name },
    });
    return { state, ctx: new EngineCtx(state, content) };
  }

  it('half health: the opponent scores half the cost rounded down, then the rest when it is destroyed', () => {
    const { state, ctx } = duel('xwa-chance-engagement');
    // Luke: 3 hull + 2 shields = 5; at 2 left (≤ 2.5) he is at half health.
    sufferDamage(ctx, 'a1', 2, 0, 'test');
    expect(state.scenario!.missionPoints[1]).toBe(0);
    sufferDamage(ctx, 'a1', 1, 0, 'test');
    const luke = cost('lukeskywalker');
    expect(state.scenario!.missionPoints[1]).toBe(Math.floor(luke / 2));
    sufferDamage(ctx, 'a1', 1, 0, 'test');
    expect(state.scenario!.missionPoints[1]).toBe(Math.floor(luke / 2));
    sufferDamage(ctx, 'a1', 5, 0, 'test');
    expect(state.scenario!.missionPoints[1]).toBe(luke);
    expect(state.scenario!.halved).toEqual(['a1']);
  });

  it('a ship removed without having been halved gives its whole cost', () => {
    const { state, ctx } = duel('xwa-salvage-mission');
    const ship = state.ships.find((s) => s.id === 'b1')!;
    flee(ctx, ship);
    expect(state.scenario!.missionPoints[0]).toBe(cost('academypilot'));
    destroyShip(ctx, 'b2', 'test');
    expect(state.scenario!.missionPoints[0]).toBe(2 * cost('academypilot'));
  });

  it('AMG (full points): nothing at half health, the whole cost on destruction', () => {
    const { state, ctx } = duel('amg-assault-at-the-satellite-array');
    sufferDamage(ctx, 'a1', 3, 0, 'test');
    expect(state.scenario!.missionPoints[1]).toBe(0);
    sufferDamage(ctx, 'a1', 5, 0, 'test');
    expect(state.scenario!.missionPoints[1]).toBe(cost('lukeskywalker'));
  });
});

describe('scenario victory at the end of the End Phase (003 "Victory")', () => {
  const sat = [{ id: 'satellite-1', at: { x: C, y: C } }];

  it('20 mission points with the lead end the game; most mission points win', () => {
    const s = endPhase([xwing('a1', C, C - 230)], [tie('b1', 800, 860)], {
      name: 'xwa-chance-engagement',
      features: sat,
      missionPoints: [19, 5],
    });
    expect(s.phase).toBe('over');
    expect(s.result).toMatchObject({ winner: 0, ending: 'mission-points', missionPoints: [21, 5] });
  });

  it('20 points without the lead do not end the game', () => {
    const s = endPhase([xwing('a1', 100, 60)], [tie('b1', 800, 860)], {
      name: 'xwa-chance-engagement',
      features: sat,
      missionPoints: [21, 21],
    });
    expect(s.phase).toBe('planning');
    expect(s.round).toBe(3);
  });

  it('a player with ships left when the other has none wins, whatever the mission points', () => {
    const s = endPhase([xwing('a1', 100, 60)], [{ pilot: 'academypilot', id: 'b1', pose: null }], {
      name: 'xwa-chance-engagement',
      features: sat,
      missionPoints: [2, 18],
    });
    expect(s.result).toMatchObject({ winner: 0, ending: 'elimination' });
  });

  it('a side wiped out mid-round keeps the game going to the End Phase, where objectives still score', () => {
    const s = position([xwing('a1', C, C - 230)], [tie('b1', 800, 860)], {
      phase: 'planning',
      round: 2,
      scenario: { name: 'xwa-chance-engagement', features: sat },
    });
    destroyShip(new EngineCtx(s, content), 'b1', 'test');
    expect(s.phase).toBe('planning');
    choose(s, s.pending!.options[0]!.id);
    for (let guard = 0; guard < 20 && s.phase !== 'over'; guard++) choose(s, s.pending!.options.at(-1)!.id);
    expect(s.result).toMatchObject({ winner: 0, ending: 'elimination' });
    expect(events(s, 'mission-points').some((e) => e.data!.why === 'contesting the satellite alone')).toBe(true);
  });

  it('the twelfth round ends the game: most mission points win, equal is a draw', () => {
    const s = endPhase(
      [xwing('a1', 100, 60)],
      [tie('b1', 800, 860)],
      { name: 'xwa-chance-engagement', features: sat, missionPoints: [7, 7] },
      12,
    );
    expect(s.result).toMatchObject({ winner: 'draw', ending: 'last-round', missionPoints: [7, 7] });
  });
});

/**
 * fidelity (s38): ships in reserve or docked when the game ends. 003 "Scoring" scores a ship only as it is reduced to
 * half its health, destroyed or removed from the game, and the supplement's "Reserve" says a ship placed in reserve is
 * not removed from the game (a docked ship is in reserve: "Dock"): so a ship still in reserve at the end gives the
 * opponent nothing more, whatever its damage. 003 "Victory" counts the ships "remaining in the play area", and a ship in
 * reserve is placed on its ship card (supplement "Reserve"), off the play area: at the end of the End Phase a player
 * whose only ships are in reserve or docked has none remaining there.
 */
describe('ships in reserve or docked at the end (003 "Scoring", "Victory"; supplement "Reserve", "Dock")', () => {
  const sat = [{ id: 'satellite-1', at: { x: C, y: C } }];
  const inReserve = (id: string): PositionShip => ({
    pilot: 'academypilot',
    id,
    pose: null,
    reserve: { edges: ['second'], round: 12 },
  });

  it('the twelfth round ends with a TIE still in reserve: no points for it, most mission points win', () => {
    const s = endPhase(
      [xwing('a1', 100, 60)],
      [tie('b1', 800, 860), inReserve('b2')],
      { name: 'xwa-chance-engagement', features: sat, missionPoints: [3, 7] },
      12,
    );
    expect(scored(s)).toEqual([]);
    expect(s.result).toMatchObject({ winner: 1, ending: 'last-round', missionPoints: [3, 7] });
    expect(s.players[0].pointsDestroyed).toBe(0);
  });

  it('a player whose only ship is in reserve at the end of the End Phase has none in the play area: the other wins', () => {
    const s = endPhase([xwing('a1', 100, 60)], [inReserve('b1')], {
      name: 'xwa-chance-engagement',
      features: sat,
      missionPoints: [2, 18],
    });
    expect(s.result).toMatchObject({ winner: 0, ending: 'elimination', missionPoints: [2, 18] });
    // Not destroyed nor removed from the game: no points for it.
    expect(scored(s)).toEqual([]);
  });

  it('a dogfight: the same at the end of the End Phase, the reserve ship giving no points destroyed', () => {
    const s = position([xwing('a1', 100, 60)], [inReserve('b1')], { phase: 'end', round: 2 });
    expect(s.result).toMatchObject({ winner: 0, ending: 'elimination', points: [0, 0] });
  });
});

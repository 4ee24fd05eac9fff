/**
 * The search player plays scenarios (issue 28, "scenario play"): it values the objectives held (docs/scenarios.md,
 * each scenario's scoring) beside the mission points already scored and the ships' damage, so it takes a scenario
 * action when that is the right choice. Positions built with `position` and played through `apply`.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionScenario, PositionShip } from '@xwing/engine';
import { positionValue, SearchPlayer } from '../src/ai/index.js';
import { damageScores, objectiveLead, objectiveStanding } from '../src/ai/objectives.js';
import { seedRng } from '../src/rng.js';
import { choose, content, position } from './core-helpers.js';

const C = 457.2;

function luke(x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip {
  return { pilot: 'lukeskywalker', id: 'a1', pose: { x, y, heading: 0 }, dial: '1F', ...extra };
}
function tie(id = 'b1', x = 800, y = 820): PositionShip {
  return { pilot: 'academypilot', id, pose: { x, y, heading: 180 }, dial: '1F' };
}

/** Runs to Luke's (a1) action decision in the Activation Phase of round 2, passing everything else. */
function toAction(s: GameState): void {
  for (let guard = 0; guard < 50 && s.pending; guard++) {
    const d = s.pending;
    if (d.kind === 'choose-action' && d.ship === 'a1') return;
    const pass = d.options.find((o) => o.id === 'pass' || o.id === 'decline' || o.id === 'keep');
    choose(s, (pass ?? d.options[0]!).id);
  }
  throw new Error(`never reached Luke's action; pending ${s.pending?.kind}`);
}

const search = new SearchPlayer('normal');

function searchPicks(s: GameState, seed: string): string {
  return search.choose(s, s.pending!, content, seedRng(seed)).option;
}

describe('objective standing: the points each player would score at the next End Phase', () => {
  it('Scramble: a marker each is 1 each; more markers than the opponent is 2', () => {
    const sats = (markers: (0 | 1 | undefined)[]): PositionScenario => ({
      name: 'xwa-scramble-the-transmissions',
      features: markers.map((m, i) => ({
        id: `satellite-${i + 1}`,
        at: { x: 200 + 200 * i, y: C },
        ...(m !== undefined ? { marker: m } : {}),
      })),
    });
    const s = (m: (0 | 1 | undefined)[]) => position([luke(100, 60)], [tie()], { round: 2, scenario: sats(m) });
    expect(objectiveStanding(s([0, 1, undefined]))).toEqual([1, 1]);
    expect(objectiveStanding(s([0, 0, 1]))).toEqual([2, 1]);
    expect(objectiveLead(s([1, undefined, undefined]), 0)).toBe(-2);
    expect(objectiveStanding(position([luke(100, 60)], [tie()]))).toEqual([0, 0]);
  });

  it('Salvage (AMG): one point per cache on a friendly ship card', () => {
    const s = position([luke(100, 60)], [tie()], {
      round: 2,
      scenario: {
        name: 'amg-salvage-mission',
        features: [
          { id: 'supply-cache-1', at: null, towedBy: 'a1' },
          { id: 'supply-cache-2', at: { x: C, y: C } },
        ],
      },
    });
    expect(objectiveStanding(s)).toEqual([1, 0]);
  });

  it('Chance Engagement: contesting alone is 2, both contesting 1 each', () => {
    const scenario: PositionScenario = {
      name: 'xwa-chance-engagement',
      features: [{ id: 'satellite-1', at: { x: C, y: C } }],
    };
    expect(objectiveStanding(position([luke(C, C - 100)], [tie()], { round: 2, scenario }))).toEqual([2, 0]);
    expect(objectiveStanding(position([luke(C, C - 100)], [tie('b1', C, C + 100)], { round: 2, scenario }))).toEqual([
      1, 1,
    ]);
  });
});

describe('the search player takes the scenario action when it scores', () => {
  it('Scramble: at range 0–1 of a satellite carrying the opponent’s marker, it scrambles rather than focusing', () => {
    // A TIE ahead at range 2–3 (and one far away: destroying the first does not end the game): a focus token or a
    // lock is worth something in the attack to come, less than the marker.
    for (const seed of ['scramble-a', 'scramble-b']) {
      const s = position([luke(C, C - 110)], [tie('b1', C + 20, C + 180), tie('b2', 80, 860)], {
        round: 2,
        scenario: {
          name: 'xwa-scramble-the-transmissions',
          features: [{ id: 'satellite-1', at: { x: C, y: C }, marker: 1 }],
        },
      });
      toAction(s);
      expect(s.pending!.options.map((o) => o.id)).toEqual(
        expect.arrayContaining(['scramble:satellite-1', expect.stringMatching(/focus/)]),
      );
      const pick = searchPicks(s, seed);
      expect(pick).toBe('scramble:satellite-1');
      choose(s, pick);
      expect(s.scenario!.features[0]!.marker).toBe(0);
    }
  });

  it('Salvage: at range 0–1 of a supply cache, it tows it', () => {
    const s = position([luke(C, C - 110)], [tie('b1', C + 20, C + 180), tie('b2', 80, 860)], {
      round: 2,
      scenario: { name: 'xwa-salvage-mission', features: [{ id: 'supply-cache-1', at: { x: C, y: C } }] },
    });
    toAction(s);
    const pick = searchPicks(s, 'tow');
    expect(pick).toBe('tow:supply-cache-1');
    choose(s, pick);
    expect(s.scenario!.features[0]!.towedBy).toBe('a1');
  });
});

describe('the race to 20 mission points (003 "Victory")', () => {
  it('scrambling the marker that turns 19–20 into 20–19 at this End Phase is worth far more than the marker alone', () => {
    const gain = (missionPoints: [number, number]): number => {
      const s = position([luke(C, C - 110)], [tie('b1', C + 20, C + 180), tie('b2', 80, 860)], {
        round: 3,
        scenario: {
          name: 'xwa-scramble-the-transmissions',
          features: [
            { id: 'satellite-1', at: { x: C, y: C }, marker: 1 },
            { id: 'satellite-2', at: { x: 150, y: C }, marker: 0 },
          ],
          missionPoints,
        },
      });
      toAction(s);
      const before = positionValue(s, 0);
      choose(s, 'scramble:satellite-1');
      return positionValue(s, 0) - before;
    };
    // 1–1 before, 2–0 after: at 18–19 the End Phase would end the game for the opponent, now for this player.
    expect(gain([18, 19]) - gain([0, 0])).toBeGreaterThan(40);
    expect(gain([0, 0])).toBeGreaterThan(0);
  });
});

describe('mission points for damage (003 "Scoring"), as the search values attacks', () => {
  const scramble = (): PositionScenario => ({
    name: 'xwa-scramble-the-transmissions',
    features: [{ id: 'satellite-1', at: { x: C, y: C } }],
  });
  it('half the cost at half health, the rest when destroyed; the rest only once halved; nothing without a scenario', () => {
    const s = position([luke(C, 100)], [tie()], { round: 2, scenario: scramble() });
    const a1 = s.ships.find((x) => x.id === 'a1')!;
    const cost = content.pointsSet(s.pointsSet)!.pilots['lukeskywalker']!.cost;
    // Luke: 4 hull and 2 shields (6): half health at 3 left, after 3 damage; destroyed after 6.
    expect(damageScores(s, content, a1)).toEqual([
      { at: 3, points: Math.floor(cost / 2) },
      { at: 6, points: Math.ceil(cost / 2) },
    ]);
    // Both shields gone and its half-health points scored: 4 hull left, the rest of its cost when destroyed.
    a1.shields = 0;
    s.scenario!.halved.push('a1');
    expect(damageScores(s, content, a1)).toEqual([{ at: 4, points: Math.ceil(cost / 2) }]);
    const dogfight = position([luke(C, 100)], [tie()]);
    expect(
      damageScores(
        dogfight,
        content,
        dogfight.ships.find((x) => x.id === 'a1')!,
      ),
    ).toEqual([]);
  });
});

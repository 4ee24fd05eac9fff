/**
 * Scenario setup: the catalogue, red and blue players, placing the scenario features (003 "Placing Objectives" of
 * each scenario; 000 "Scenarios", "Place Obstacles"), obstacles kept off the features, and the deficit (000 "Deficit").
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, EngineError, type GameState, scenarioNames, SCENARIOS } from '@xwing/engine';
import { content, newGame } from './core-helpers.js';

const CENTRE = 457.2;

/** Answers a placement decision with a free position; returns the refusal reason or null. */
function place(state: GameState, at: { x: number; y: number }): string | null {
  const r = applyInPlace(
    state,
    { decision: state.pending!.id, seat: state.pending!.player, option: 'place', value: at as never },
    content,
  );
  return r.ok ? null : r.reason;
}

function pick(state: GameState, option = 'auto-1'): void {
  const r = applyInPlace(state, { decision: state.pending!.id, seat: state.pending!.player, option }, content);
  if (!r.ok) throw new Error(r.reason);
}

describe('scenario catalogue', () => {
  it('names the dogfight, the five X-Wing Alliance scenarios and the four AMG ones', () => {
    expect(scenarioNames()).toEqual([
      'dogfight',
      'xwa-assault-at-the-satellite-array',
      'xwa-chance-engagement',
      'xwa-salvage-mission',
      'xwa-scramble-the-transmissions',
      'xwa-ancient-knowledge',
      'amg-assault-at-the-satellite-array',
      'amg-chance-engagement',
      'amg-salvage-mission',
      'amg-scramble-the-transmissions',
    ]);
    expect(SCENARIOS.filter((s) => s.family === 'amg')).toHaveLength(4);
  });

  it('refuses an unknown scenario with the list of names', () => {
    expect(() => newGame('x', { scenario: 'xwa-capture-the-flag' })).toThrow(EngineError);
    expect(() => newGame('x', { scenario: 'xwa-capture-the-flag' })).toThrow(/xwa-salvage-mission/);
  });

  it('a dogfight has no scenario state', () => {
    expect(newGame('d', { scenario: 'dogfight' }).scenario).toBeUndefined();
    expect(newGame('d').scenario).toBeUndefined();
  });
});

describe('deficit (000 "Deficit")', () => {
  it('each player starts with the opponent’s unspent points as mission points', () => {
    // REBELS: Luke + Wedge; IMPERIALS: three TIEs; both well under the 50-point limit of xwa-50p2.0.
    const s = newGame('deficit', { scenario: 'xwa-chance-engagement' });
    const limit = content.pointsSet('xwa-50p2.0')!.squadLimit;
    const deficit = (p: 0 | 1) => limit - s.players[p].squadPoints;
    expect(s.scenario!.missionPoints).toEqual([deficit(1), deficit(0)]);
  });
});

describe('placing satellites (003 Assault at the Satellite Array, "Placing Objectives")', () => {
  it('puts the first satellite in the centre, then asks the first player for one at range 2–4 of their own edge', () => {
    const s = newGame('assault', { scenario: 'xwa-assault-at-the-satellite-array' });
    expect(s.scenario!.features[0]!.at).toEqual({ x: CENTRE, y: CENTRE });
    expect(s.pending!.kind).toBe('place-feature');
    expect(s.pending!.player).toBe(s.firstPlayer);
    expect(s.pending!.prompt).toMatch(/your own edge/);
    expect(s.pending!.options.length).toBeGreaterThan(0);
  });

  it('refuses placements against each rule with the reason, and accepts a legal one', () => {
    const s = newGame('assault', { scenario: 'xwa-assault-at-the-satellite-array' });
    const own = s.players[s.firstPlayer].edge === 'first' ? (y: number) => y : (y: number) => 914.4 - y;
    // Range 2 of the centre (gap 160 mm): not range 3.
    expect(place(s, { x: CENTRE, y: own(CENTRE - 200) })).toMatch(/range 3 of the centre satellite/);
    // Range 3 of the centre but toward the opponent's edge: not range 2–4 of the own edge.
    expect(place(s, { x: CENTRE, y: own(CENTRE + 280) })).toMatch(/range 2–4 of your own board edge/);
    // Off the table.
    expect(place(s, { x: 10, y: own(CENTRE) })).toMatch(/inside the play area/);
    // Range 3 of the centre (gap 240 mm) and at range 3 of the own edge (gap 157 mm): legal.
    expect(place(s, { x: CENTRE, y: own(CENTRE - 280) })).toBeNull();
    expect(s.scenario!.features[1]!.at).toEqual({ x: CENTRE, y: own(CENTRE - 280) });
    // The second player's turn now; a spot within range 2 of satellite-2 is refused.
    expect(s.pending!.player).not.toBe(s.firstPlayer);
    const theirs = (y: number) => 914.4 - own(y);
    expect(place(s, { x: CENTRE + 150, y: own(CENTRE - 250) })).toMatch(
      /range 2–4 of your own|beyond range 2 of satellite-2/,
    );
    expect(place(s, { x: CENTRE, y: theirs(CENTRE - 280) })).toBeNull();
  });

  it('asks each player’s second satellite at range 2–4 of the opponent’s edge, then the obstacles', () => {
    const s = newGame('assault-2', { scenario: 'xwa-assault-at-the-satellite-array' });
    pick(s);
    pick(s);
    expect(s.pending!.prompt).toMatch(/your opponent's edge/);
    pick(s);
    pick(s);
    expect(s.scenario!.features.every((f) => f.at !== null)).toBe(true);
    expect(s.pending!.kind).toBe('place-obstacle');
    // Every pair of satellites is beyond range 2 (gap > 200 mm between 40 mm discs).
    const at = s.scenario!.features.map((f) => f.at!);
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++)
        expect(Math.hypot(at[i]!.x - at[j]!.x, at[i]!.y - at[j]!.y) - 40).toBeGreaterThan(200);
  });

  it('refuses an obstacle overlapping a satellite', () => {
    const s = newGame('assault-3', { scenario: 'xwa-assault-at-the-satellite-array' });
    for (let i = 0; i < 4; i++) pick(s);
    const name = s.players[s.pending!.player].obstacles![0]!;
    const r = applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: name, value: { x: CENTRE, y: CENTRE, heading: 0 } },
      content,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/would overlap satellite-1/);
    // The offered positions keep off every satellite.
    expect(s.pending!.options.length).toBeGreaterThan(0);
    pick(s, s.pending!.options[0]!.id);
  });

  it('Chance Engagement places only the centre satellite and goes straight to the obstacles', () => {
    const s = newGame('chance', { scenario: 'xwa-chance-engagement' });
    expect(s.scenario!.features).toHaveLength(1);
    expect(s.pending!.kind).toBe('place-obstacle');
  });

  it('Scramble the Transmissions: the first player is red; each satellite goes at range 2–4 of the opponent’s edge', () => {
    const s = newGame('scramble', { scenario: 'xwa-scramble-the-transmissions' });
    expect(s.scenario!.red).toBe(s.firstPlayer);
    expect(s.pending!.prompt).toMatch(/your opponent's edge/);
    pick(s);
    expect(s.pending!.prompt).toMatch(/your opponent's edge/);
    pick(s);
    expect(s.pending!.kind).toBe('place-obstacle');
  });

  it('Ancient Knowledge: three data caches, each with an active charge', () => {
    const s = newGame('ak', { scenario: 'xwa-ancient-knowledge' });
    expect(s.scenario!.features.map((f) => [f.id, f.charged])).toEqual([
      ['data-cache-1', true],
      ['data-cache-2', true],
      ['data-cache-3', true],
    ]);
  });

  it('a whole random setup ends with the ships placed and round 1 planning', () => {
    const s = newGame('full', { scenario: 'amg-salvage-mission' });
    for (let guard = 0; guard < 50 && s.phase === 'setup'; guard++) pick(s, s.pending!.options[0]!.id);
    expect(s.phase).toBe('planning');
    expect(s.round).toBe(1);
    expect(s.scenario!.features.filter((f) => f.at)).toHaveLength(5);
  });
});

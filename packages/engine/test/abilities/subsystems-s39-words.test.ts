/**
 * The subsystems words of s39, each played through `createGame` + `applyInPlace`:
 *
 * - `setup-near-me` (window 'setup:placement-near', phases/setup.ts, static.ts `setupAnchors`): 001 Setup 5 "Place
 *   Forces" places each ship, one at a time in initiative order, wholly within range 1 of its player's edge; once a
 *   ship with the card is placed, each other friendly ship placed after it may also go anywhere wholly inside the play
 *   area at range `min`–`max` of it, overlapping nothing (Lieutenant Dormitz: 0–2). Range as 000 "Measuring Range".
 * - `move-obstacle` (obstacle-moves.ts): an obstacle already in the play area is picked up and placed again at the
 *   spot answered, keeping the rules 000 "Setup" step 4 "Place Obstacles" gives a placed obstacle (beyond range 1 of
 *   each other obstacle, beyond range 2 of each edge) and beyond range `beyondShips` of every ship (Tobias Beckett,
 *   once forces are placed: 2).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { applyInPlace, createGame, type GameState } from '@xwing/engine';
import { type BaseSize, checkObstaclePlacement, placeObstacle, rangeBetween, shipSolid } from '@xwing/geometry';
import { playUntil } from './flow-harness.js';

const content = loadContent();

describe('setup-near-me (001 Setup 5 "Place Forces")', () => {
  /** Lieutenant Dormitz (initiative 2) and an Omega Squadron Ace (initiative 3) against an X-wing (initiative 4). */
  const setupGame = () =>
    createGame(
      {
        players: [
          {
            name: 'First Order',
            squad: {
              faction: 'firstorder',
              pilots: [
                { id: 'lieutenantdormitz', ship: 'upsilonclassshuttle', upgrades: {} },
                { id: 'omegasquadronace', ship: 'tiefofighter', upgrades: {} },
              ],
            },
          },
          {
            name: 'Rebels',
            squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
          },
        ],
        seed: 'dormitz-words',
        format: 'extended',
      },
      content,
    );
  /** Plays Setup up to the placement of `pilot`; returns the game and Dormitz's pose. */
  const at = (pilot: string) => {
    const s = setupGame();
    playUntil(
      s,
      (st) => st.pending?.kind === 'place-ship' && st.ships.find((x) => x.id === st.pending?.ship)?.pilot === pilot,
    );
    const d = s.ships.find((v) => v.pilot === 'lieutenantdormitz')!;
    return { s, d: d.pose! };
  };
  const place = (s: GameState, pose: { x: number; y: number; heading: number }) =>
    applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'pose', value: pose as never },
      content,
    );
  const used = (s: GameState) =>
    s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:lieutenantdormitz');
  const posed = (s: GameState, pilot: string) => s.ships.find((v) => v.pilot === pilot)!.pose;
  /** 180 mm from his centre, away from his edge: range 1–2 of the shuttle, beyond range 1 of the edge. */
  const ahead = (d: { x: number; y: number }, by: number) => (d.y < 457 ? d.y + by : d.y - by);

  it('a friendly ship placed after him, at range 1–2 of him beyond its zone: accepted, his card logged as used', () => {
    const { s, d } = at('omegasquadronace');
    expect(used(s)).toBe(false);
    const heading = d.y < 457 ? 0 : 180;
    expect(place(s, { x: d.x, y: ahead(d, 180), heading }).ok).toBe(true);
    expect(posed(s, 'omegasquadronace')).toEqual({ x: d.x, y: ahead(d, 180), heading });
    expect(used(s)).toBe(true);
  });
  it('beyond range 2 of him, outside its zone: refused, nothing placed', () => {
    const { s, d } = at('omegasquadronace');
    const r = place(s, { x: d.x, y: ahead(d, 380), heading: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/range 0–2 of/);
    expect(posed(s, 'omegasquadronace')).toBeNull();
    expect(used(s)).toBe(false);
  });
  it('partly outside the play area beside him: refused', () => {
    const { s, d } = at('omegasquadronace');
    const r = place(s, { x: 5, y: ahead(d, 150), heading: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/wholly inside the play area/);
  });
  it('an enemy ship placed after him cannot use it: within range 1 of its own edge only', () => {
    const { s, d } = at('redsquadronveteran');
    const r = place(s, { x: d.x, y: ahead(d, 180), heading: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/within range 1 of its player's edge/);
    expect(used(s)).toBe(false);
  });
  it('the place-ship question offers spots near him to the friendly ship, none to the enemy', () => {
    const near = at('omegasquadronace');
    const far = (s: GameState) =>
      s.pending!.options.filter((o) => {
        const p = (o.data as { pose: { y: number } }).pose;
        return p.y > 100 && p.y < 814.4;
      }).length;
    expect(far(near.s)).toBeGreaterThan(0);
    expect(far(at('redsquadronveteran').s)).toBe(0);
  });
});

describe('move-obstacle (000 "Setup" 4 "Place Obstacles"; beyond range 2 of every ship)', () => {
  /** A Scum Firespray with Tobias Beckett against an X-wing, played up to his question once forces are placed. */
  const atBeckett = () => {
    const s = createGame(
      {
        players: [
          {
            name: 'Scum',
            squad: {
              faction: 'scumandvillainy',
              pilots: [{ id: 'kathscarlet', ship: 'firesprayclasspatrolcraft', upgrades: { crew: ['tobiasbeckett'] } }],
            },
          },
          {
            name: 'Rebels',
            squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
          },
        ],
        seed: 'beckett-words',
        format: 'extended',
      },
      content,
    );
    playUntil(s, (st) => st.pending?.kind === 'use-ability' && st.pending.prompt.includes('Tobias Beckett'));
    return s;
  };
  const spot = (id: string) => {
    const m = /^use:(.+)@(-?[\d.]+),(-?[\d.]+)$/.exec(id);
    return m ? { obstacle: m[1]!, x: Number(m[2]), y: Number(m[3]) } : undefined;
  };

  it('every spot offered keeps the obstacle rules and range 2 of every ship', () => {
    const s = atBeckett();
    const spots = s.pending!.options.map((o) => spot(o.id)).filter((v) => v !== undefined);
    expect(spots.length).toBeGreaterThan(0);
    for (const p of spots) {
      const o = s.obstacles.find((v) => v.id === p.obstacle)!;
      const cand = placeObstacle(o.name, { x: p.x, y: p.y, heading: o.pose.heading }, o.id);
      const others = s.obstacles.filter((v) => v.id !== o.id).map((v) => placeObstacle(v.name, v.pose, v.id));
      expect(checkObstaclePlacement(cand, others).legal).toBe(true);
      for (const x of s.ships) {
        const r = rangeBetween(cand.solid, shipSolid(x.base as BaseSize, x.pose!));
        expect(r === null || r > 2).toBe(true);
      }
    }
  });
  it('the spot answered: the obstacle is there, heading kept, logged; the others stay', () => {
    const s = atBeckett();
    const before = s.obstacles.map((o) => ({ ...o }));
    const option = s.pending!.options.find((o) => spot(o.id) !== undefined)!;
    const p = spot(option.id)!;
    const r = applyInPlace(s, { decision: s.pending!.id, seat: s.pending!.player, option: option.id }, content);
    expect(r.ok).toBe(true);
    for (const o of s.obstacles) {
      const was = before.find((v) => v.id === o.id)!;
      expect(o.pose).toEqual(o.id === p.obstacle ? { x: p.x, y: p.y, heading: was.pose.heading } : was.pose);
    }
    expect(s.log.some((e) => e.type === 'obstacle-moved' && (e.data as { id: string }).id === p.obstacle)).toBe(true);
  });
  it('a spot not offered: refused, nothing moved', () => {
    const s = atBeckett();
    const before = JSON.stringify(s.obstacles);
    const r = applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: `use:${s.obstacles[0]!.id}@10,10` },
      content,
    );
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s.obstacles)).toBe(before);
  });
});

/**
 * The reserve words of s36-reserve, played through `createGame` / `createFromPosition` and `applyInPlace`:
 *
 * - `start-in-reserve` ('setup:reserve', phases/setup.ts): the ship is not placed in 001 Setup 5 "Place Forces"; it
 *   is in reserve (supplement "Reserve": off the play area, not removed from the game). Placed at Setup's end
 *   ('setup-end', after 001 Setup 6) or held for an ability; its placement rules: within range 1 of any edge, or at
 *   range 0 of an obstacle (000 "Measuring Range": touching or overlapping), beyond a range of every enemy ship.
 *   Where no legal spot exists, our reading (supplement "Dock": a ship that cannot be placed as it deploys stays in
 *   reserve): it stays in reserve and is placed at the start of a later Planning Phase once one exists.
 * - `deploy-reserve`: the friendly ship in reserve holding the ability ship's condition is placed at the spot its
 *   player answers, under its reserve's rules; with none it stays in reserve, no longer held.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { type BaseSize, placeObstacle, rangeBetween, shipSolid, solidsTouchOrOverlap } from '@xwing/geometry';
import { applyInPlace, createGame, type GameState, type PositionShip } from '@xwing/engine';
import { leaves, playUntil, position, shipOf } from './flow-harness.js';

const content = loadContent();
const hullOf = (s: GameState, id: string, pose = shipOf(s, id).pose!) =>
  shipSolid(shipOf(s, id).base as BaseSize, pose);
const obstacleSolids = (s: GameState) => s.obstacles.map((o) => placeObstacle(o.name, o.pose, o.id).solid);

/**
 * `start-in-reserve` 'setup-end' at an obstacle (001 Setup 5–6; supplement "Reserve"; 000 "Measuring Range"): Boba
 * Fett's YV-666 (initiative 4) against an X-wing, Setup played up to the YV's placement as Setup ends.
 */
describe('start-in-reserve, placed as Setup ends at range 0 of an obstacle (001 Setup 5–6, supplement "Reserve")', () => {
  const atBoba = () => {
    const s = createGame(
      {
        players: [
          {
            name: 'Scum',
            squad: {
              faction: 'scumandvillainy',
              pilots: [{ id: 'moraloeval', ship: 'yv666lightfreighter', upgrades: { crew: ['bobafett'] } }],
            },
          },
          {
            name: 'Rebels',
            squad: {
              faction: 'rebelalliance',
              pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }],
            },
          },
        ],
        seed: 'boba-words',
        format: 'extended',
      },
      content,
    );
    const yv = () => s.ships.find((x) => x.pilot === 'moraloeval')!;
    playUntil(s, (st) => st.pending?.kind === 'place-ship' && st.pending.ship === yv().id);
    return { s, yv: yv().id, x: s.ships.find((x) => x.pilot === 'redsquadronveteran')!.id };
  };
  const place = (s: GameState, pose: { x: number; y: number; heading: number }) =>
    applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'pose', value: pose as never },
      content,
    );

  it('the YV is not placed with the forces: the X-wing is, and the damage decks are shuffled first', () => {
    const { s, yv, x } = atBoba();
    expect(shipOf(s, x).pose).not.toBeNull();
    expect(shipOf(s, yv).pose).toBeNull();
    expect(shipOf(s, yv).reserve?.at).toBe('obstacle');
    expect(s.log.some((e) => e.type === 'damage-decks-shuffled')).toBe(true);
    expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'upgrade:bobafett:0')).toBe(true);
  });

  it('every spot offered touches an obstacle and lies more than range 3 from the X-wing', () => {
    const { s, yv, x } = atBoba();
    const options = s.pending!.options;
    expect(options.length).toBeGreaterThan(0);
    const enemy = hullOf(s, x);
    for (const o of options) {
      const hull = hullOf(s, yv, o.data!.pose as never);
      expect(obstacleSolids(s).some((ob) => solidsTouchOrOverlap(hull, ob))).toBe(true);
      const r = rangeBetween(hull, enemy);
      expect(r === null || r > 3).toBe(true);
    }
  });

  it('placed on an obstacle: at range 0 of it, no damage or token from it (a placement is no maneuver)', () => {
    const { s, yv } = atBoba();
    const r = applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: s.pending!.options[0]!.id },
      content,
    );
    expect(r.ok).toBe(true);
    expect(shipOf(s, yv).pose).not.toBeNull();
    expect(shipOf(s, yv).reserve).toBeUndefined();
    expect(shipOf(s, yv).atObstacles?.length).toBeGreaterThan(0);
    expect(shipOf(s, yv).damage).toEqual([]);
    expect(Object.values(shipOf(s, yv).tokens).every((n) => !n)).toBe(true);
  });

  it('a spot away from every obstacle: refused, nothing placed', () => {
    const { s, yv } = atBoba();
    const edge = s.players[shipOf(s, yv).player].edge;
    const r = place(s, { x: 60, y: edge === 'first' ? 60 : 854, heading: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/range 0 of an obstacle/);
    expect(shipOf(s, yv).pose).toBeNull();
  });

  it('on an obstacle within range 3 of the X-wing: refused, nothing placed', () => {
    const { s, yv, x } = atBoba();
    const enemy = hullOf(s, x);
    const near = s.obstacles.find((o) => {
      const r = rangeBetween(placeObstacle(o.name, o.pose, o.id).solid, enemy);
      return r !== null && r <= 3;
    });
    expect(near).toBeDefined();
    const r = place(s, { x: near!.pose.x, y: near!.pose.y, heading: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/beyond range 3/);
    expect(shipOf(s, yv).pose).toBeNull();
  });
});

/** A ship in reserve placed at an obstacle (`at`), beyond range 3 of enemies, not held: due at a Planning Phase. */
const AT_OBSTACLE: PositionShip = {
  id: 'yv',
  pilot: 'moraloeval',
  pose: null,
  reserve: { edges: [], round: 0, at: 'obstacle', beyondEnemies: 3 },
};

describe('no legal spot: it stays in reserve, placed at a later Planning Phase (our reading; supplement "Dock", "Reserve")', () => {
  it('no obstacle on the table: it stays in reserve, asked nothing', () => {
    const s = position(
      'planning',
      [AT_OBSTACLE],
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 450, y: 800, heading: 180 } }],
      { round: 2 },
    );
    playUntil(s, leaves('planning'));
    expect(shipOf(s, 'yv').pose).toBeNull();
    expect(s.log.some((e) => e.type === 'stays-in-reserve' && e.ship === 'yv')).toBe(true);
  });

  it('an obstacle beyond range 3 of the enemy: placed at range 0 of it as the Planning Phase starts', () => {
    const s = position(
      'planning',
      [AT_OBSTACLE],
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 450, y: 850, heading: 180 } }],
      { round: 2, obstacles: [{ id: 'obstacle-1', name: 'asteroid-1', pose: { x: 450, y: 300, heading: 0 } }] },
    );
    const seen = playUntil(s, leaves('planning'));
    expect(seen.some((d) => d.kind === 'place-ship' && d.ship === 'yv')).toBe(true);
    expect(shipOf(s, 'yv').pose).not.toBeNull();
    expect(shipOf(s, 'yv').atObstacles?.length).toBeGreaterThan(0);
  });
});

/** The T-70 holding the transport's It's the Resistance, in reserve, held. */
const HELD: PositionShip = {
  id: 'res',
  pilot: 'bluesquadronrookie',
  pose: null,
  reserve: { edges: ['first', 'second', 'left', 'right'], round: 0, held: true, beyondEnemies: 3 },
  conditions: [{ xws: 'itstheresistance', owner: 'tr' }],
};
const TRANSPORT = (charges: number): PositionShip => ({
  id: 'tr',
  pilot: 'logisticsdivisionpilot',
  pose: { x: 450, y: 450, heading: 0 },
  upgrades: [{ xws: 'ga97', charges }],
});
/** Eight TIEs over the table: every spot within range 1 of an edge is within range 3 of one of them. */
const RING: PositionShip[] = [150, 457, 764].flatMap((x, i) =>
  [150, 457, 764]
    .filter((y) => !(x === 457 && y === 457))
    .map((y, j) => ({ id: `t${i}${j}`, pilot: 'academypilot', pose: { x, y, heading: 180 } })),
);

describe('deploy-reserve (supplement "Reserve"; GA-97, It\'s the Resistance)', () => {
  it('held: not placed at a Planning Phase’s start while GA-97 has a charge inactive', () => {
    const s = position(
      'planning',
      [TRANSPORT(4), HELD],
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 450, y: 850, heading: 180 } }],
      { round: 3 },
    );
    const seen = playUntil(s, leaves('planning'));
    expect(seen.some((d) => d.kind === 'place-ship' || d.kind === 'use-ability')).toBe(false);
    expect(shipOf(s, 'res').pose).toBeNull();
  });

  it('every spot offered lies within range 1 of an edge and beyond range 3 of every enemy ship', () => {
    const s = position(
      'planning',
      [TRANSPORT(5), HELD],
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 450, y: 850, heading: 180 } }],
      { round: 4 },
    );
    const d = s.pending!;
    expect(d.kind).toBe('use-ability');
    expect(d.options.some((o) => o.id === 'decline')).toBe(false);
    const enemy = hullOf(s, 'x');
    for (const o of d.options) {
      const [x, y, heading] = o.id.slice('use:res@'.length).split(',').map(Number) as [number, number, number];
      const hull = shipSolid('small', { x, y, heading });
      const b = hull.bounds;
      expect(b.minX >= 0 && b.minY >= 0 && b.maxX <= 914.4 && b.maxY <= 914.4).toBe(true);
      expect(b.maxY <= 100 || b.minY >= 814.4 || b.maxX <= 100 || b.minX >= 814.4).toBe(true);
      const r = rangeBetween(hull, enemy);
      expect(r === null || r > 3).toBe(true);
    }
  });

  it('no legal spot: it stays in reserve with its condition, no longer held, and is tried again next round', () => {
    const s = position('planning', [TRANSPORT(5), HELD], RING, { round: 4 });
    const seen = playUntil(s, leaves('planning'));
    const asked = seen.find((d) => d.kind === 'use-ability');
    expect(asked?.options.map((o) => o.id)).toEqual(['use:res@none']);
    expect(shipOf(s, 'res').pose).toBeNull();
    expect(shipOf(s, 'res').reserve?.held).toBeUndefined();
    expect(shipOf(s, 'res').conditions?.map((c) => c.xws)).toEqual(['itstheresistance']);
    // Next round: GA-97's record and the reserve's own return both find no room; it stays, asked no placement.
    playUntil(s, (st) => st.round === 5 && st.pending?.kind === 'set-dial');
    expect(shipOf(s, 'res').pose).toBeNull();
    expect(s.log.filter((e) => e.type === 'stays-in-reserve' && e.ship === 'res').length).toBeGreaterThan(1);
  });
});

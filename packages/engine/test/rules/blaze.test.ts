/**
 * The Blaze a Blazer Bomb leaves (../shared/rules/rules-reference-supplement.md "Blazer Bomb": once the bomb has
 * detonated a Blaze is placed with its guides aligned to the bomb's tab, it is an obstacle, it gets a fuse marker, and
 * in the End Phase each Blaze with no fuse marker is removed, then each loses one) and what it does to a ship moving
 * through it (001 Activation 2.1 Maneuver Ship, "if move through", blaze: one attack die; a hit or a crit result, one
 * hit damage; a focus result, one stress token — 001 lost the icons; they are read from an outline of the same Rules
 * Reference v1.4.3.1 that keeps them, movement.ts `obstacleEffect`). Played from positions through `applyInPlace`.
 */
import { findObstacle, placeDeviceToken, placeObstacle } from '@xwing/geometry';
import type { GameState } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { type Answer, playUntil, position } from '../abilities/flow-harness.js';

const events = (s: GameState, type: string) => s.log.filter((e) => e.type === type);
/** `face` for a Blaze's die; the harness's default for every other die (blanks; hits for the first seat's player order). */
const rolling =
  (face: string): Answer =>
  (d) =>
    d.kind === 'enter-dice' && /blaze/.test(d.prompt) ? ['enter', [face]] : undefined;
const blanks: Answer = () => undefined;
/** Once the Activation Phase is over (no engagement is asked when no ship can attack). */
const activated = (st: GameState) => st.phase !== 'activation';

const BOMB_POSE = { x: 400, y: 675, heading: 180 };

/** A Blazer Bomb about to detonate at the end of the Activation Phase, no ship near it. */
function bombTable(): GameState {
  return position(
    'activation',
    [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 150, y: 800, heading: 180 }, dial: '1F' }],
    [
      {
        pilot: 'scimitarsquadronpilot',
        id: 'bomber',
        upgrades: ['blazerbomb'],
        pose: { x: 650, y: 300, heading: 180 },
        dial: '2F',
      },
    ],
    { devices: [{ card: 'blazerbomb', owner: 'bomber', pose: BOMB_POSE }] },
  );
}

/** A TIE (no shields) flying a white 4-straight (a blue one would remove the stress) through a Blaze across its path. */
function throughBlaze(): GameState {
  return position(
    'activation',
    [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 150, y: 800, heading: 180 }, dial: '1F' }],
    [{ pilot: 'academypilot', id: 'tie', pose: { x: 400, y: 300, heading: 0 }, dial: '4F' }],
    { obstacles: [{ name: 'blaze', pose: { x: 400, y: 360, heading: 0 } }] },
  );
}

describe('the Blaze a Blazer Bomb leaves (supplement "Blazer Bomb")', () => {
  it('is placed where the bomb lay, on the bomb token footprint, with one fuse marker, once the bomb has detonated', () => {
    const s = bombTable();
    playUntil(s, activated, blanks);
    expect(events(s, 'device-detonated')).toHaveLength(1);
    expect(s.devices).toEqual([]);
    const blaze = s.obstacles.find((o) => o.name === 'blaze')!;
    // With its fuse marker (the End Phase that followed burned it: the next test).
    expect(blaze.pose).toEqual(BOMB_POSE);
    // Its guides aligned to the bomb's tab: the Blaze covers the bomb token's footprint exactly.
    expect(placeObstacle('blaze', BOMB_POSE).solid.ring).toEqual(
      placeDeviceToken('b', 'blazer-bomb', BOMB_POSE).solid.ring,
    );
    expect(findObstacle('blaze')!.measured).toBe(false);
    const placed = events(s, 'obstacle-placed');
    expect(placed.at(-1)!.data).toMatchObject({ obstacle: blaze.id, name: 'blaze', fuses: 1 });
    // The placement follows the detonation and the bomb's removal.
    const order = s.log.map((e) => e.type);
    expect(order.lastIndexOf('obstacle-placed')).toBeGreaterThan(order.indexOf('device-removed'));
  });

  it('stays through the End Phase of its round (losing its fuse marker) and is removed in the next End Phase', () => {
    const s = bombTable();
    playUntil(s, (st) => st.round === 2 && st.phase === 'planning', blanks);
    const blaze = s.obstacles.find((o) => o.name === 'blaze')!;
    expect(blaze.fuses).toBe(0);
    playUntil(s, (st) => st.round === 3 || st.result !== null, blanks);
    expect(s.obstacles.some((o) => o.name === 'blaze')).toBe(false);
    expect(events(s, 'obstacle-removed').map((e) => e.data!.obstacle)).toContain(blaze.id);
  });
});

describe('moving through a Blaze (001 Activation 2.1, "if move through", blaze)', () => {
  const move = (face: string) => {
    const s = throughBlaze();
    playUntil(s, activated, rolling(face));
    const hit = events(s, 'obstacle-hit').find((e) => e.ship === 'tie')!;
    return { s, hit, tie: s.ships.find((x) => x.id === 'tie')! };
  };

  it('a hit result: one hit damage (a facedown card on the unshielded TIE)', () => {
    const { s, hit, tie } = move('hit');
    expect(hit.data).toMatchObject({ kind: 'blaze', face: 'hit' });
    expect(tie.damage).toHaveLength(1);
    expect(tie.damage[0]!.faceup).toBe(false);
    expect(tie.tokens.stress ?? 0).toBe(0);
    expect(events(s, 'damage-card-dealt')).toHaveLength(1);
  });

  it('a crit result: one hit damage too, not a critical one (a facedown card)', () => {
    const { tie } = move('crit');
    expect(tie.damage).toHaveLength(1);
    expect(tie.damage[0]!.faceup).toBe(false);
  });

  it('a focus result: a stress token, no damage', () => {
    const { tie } = move('focus');
    expect(tie.damage).toHaveLength(0);
    expect(tie.tokens.stress).toBe(1);
  });

  it('a blank result: nothing', () => {
    const { hit, tie } = move('blank');
    expect(hit.data).toMatchObject({ kind: 'blaze', face: 'blank' });
    expect(tie.damage).toHaveLength(0);
    expect(tie.tokens.stress ?? 0).toBe(0);
  });
});

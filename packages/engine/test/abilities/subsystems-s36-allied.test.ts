/**
 * The allied relation (subsystems, s36; abilities/relation.ts): the standing window 'ship:allied' with its effect
 * `friends-as-allied`, read on a ship's conditions, and the targeting side 'allied'. Rules: 000 "Friendly and Enemy"
 * (a ship is friendly to its squad and to itself, an enemy to the other squad), 000 "Performing an Attack" (Declare
 * Target: only enemy ships are measured to and chosen), 000 "List of Actions" / supplement "Coordinate" (a friendly
 * ship; the wiki copy names "a friendly, allied, or enemy ship" as three), 000 "Moving Through and Overlapping Ships"
 * and 001 Activation 2.1 ("a friendly or allied ship" beside "an enemy ship"). Broken Trust is the one condition with
 * such a record.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import { EngineCtx } from '../../src/engine-ctx.js';
import { alliedTo, enemyTo, friendlyTo, onSide } from '../../src/abilities/relation.js';
import { shipsAround } from '../../src/abilities/targets.js';
import { reaches } from '../../src/abilities/static.js';
import { conditionHolds } from '../../src/abilities/conditions.js';
import { attacks, content, hasLogged, playUntil, position, shipOf } from './flow-harness.js';

/**
 * The holder `h` (X-wing at (400, 300), facing up) with `conditions`; its squad-mates `m` (in its front arc, facing
 * down) and `n` (behind it); the enemy `t` (Agent Tierny, in h's front arc, facing away).
 */
const table = (conditions: PositionShip['conditions'] = []) =>
  position(
    'engagement',
    [
      { id: 'h', pilot: 'bluesquadronescort', pose: { x: 400, y: 300, heading: 0 }, conditions },
      { id: 'm', pilot: 'redsquadronveteran', pose: { x: 480, y: 480, heading: 180 } },
      { id: 'n', pilot: 'redsquadronveteran', pose: { x: 400, y: 120, heading: 0 } },
    ],
    [{ id: 't', pilot: 'agenttierny', pose: { x: 330, y: 480, heading: 0 } }],
  );
const TRUST = [{ xws: 'brokentrust', owner: 't' }];
const ctxOf = (s: GameState) => new EngineCtx(s, content);
const ids = (s: GameState, side: 'friendly' | 'enemy' | 'allied' | 'any') =>
  shipsAround(ctxOf(s), { side, includeSelf: true }, 'h', { ship: 'h' }, () => true)
    .map((x) => x.id)
    .sort();

describe('the allied relation (000 "Friendly and Enemy"; relation.ts)', () => {
  it('without such a condition a squad is friendly and nobody is allied (the squad test, unchanged)', () => {
    const s = table();
    const ctx = ctxOf(s);
    const [h, m, t] = [shipOf(s, 'h'), shipOf(s, 'm'), shipOf(s, 't')];
    expect(friendlyTo(ctx, h, m)).toBe(true);
    expect(alliedTo(ctx, h, m)).toBe(false);
    expect(enemyTo(h, t)).toBe(true);
    expect(ids(s, 'friendly')).toEqual(['h', 'm', 'n']);
    expect(ids(s, 'allied')).toEqual([]);
  });

  it('a condition without a ship:allied record changes nothing (Fearful Prey)', () => {
    const s = table([{ xws: 'fearfulprey', owner: 't' }]);
    expect(ids(s, 'friendly')).toEqual(['h', 'm', 'n']);
    expect(ids(s, 'allied')).toEqual([]);
  });

  it('Broken Trust: the holder and its squad-mates are allied both ways, neither friendly nor enemy', () => {
    const s = table(TRUST);
    const ctx = ctxOf(s);
    const [h, m, n, t] = [shipOf(s, 'h'), shipOf(s, 'm'), shipOf(s, 'n'), shipOf(s, 't')];
    for (const [a, b] of [
      [h, m],
      [m, h],
      [h, n],
      [n, h],
    ] as const) {
      expect(friendlyTo(ctx, a, b)).toBe(false);
      expect(alliedTo(ctx, a, b)).toBe(true);
      expect(enemyTo(a, b)).toBe(false);
    }
    // A ship stays friendly to itself (000 "Friendly and Enemy"); the other squad-mates stay friendly to each other.
    expect(friendlyTo(ctx, h, h)).toBe(true);
    expect(alliedTo(ctx, h, h)).toBe(false);
    expect(friendlyTo(ctx, m, n)).toBe(true);
    // The other squad is still the enemy, on both sides.
    expect(enemyTo(h, t) && enemyTo(t, h)).toBe(true);
    expect(onSide(ctx, t, h, 'allied') || onSide(ctx, t, h, 'friendly')).toBe(false);
    // The targeting sides: 'friendly' leaves the allied ships out, 'allied' lets them through.
    expect(ids(s, 'friendly')).toEqual(['h']);
    expect(ids(s, 'allied')).toEqual(['m', 'n']);
    expect(ids(s, 'enemy')).toEqual(['t']);
    // The same from a squad-mate: the holder is allied to it, the other squad-mate friendly.
    expect(
      shipsAround(ctx, { side: 'friendly' }, 'm', { ship: 'm' }, () => true)
        .map((x) => x.id)
        .sort(),
    ).toEqual(['n']);
  });

  it('a friendly aura does not reach an allied ship, and a friendly-side condition does not hold for one', () => {
    const s = table(TRUST);
    const ctx = ctxOf(s);
    const [h, m] = [shipOf(s, 'h'), shipOf(s, 'm')];
    expect(reaches(ctx, m, h, { side: 'friendly', min: 0, max: 3 })).toBe(false);
    expect(reaches(ctx, m, h, { side: 'enemy', min: 0, max: 3 })).toBe(false);
    expect(reaches(ctx, m, shipOf(s, 't'), { side: 'enemy', min: 0, max: 3 })).toBe(true);
    const isFriendly = { kind: 'ship-is', who: 'other', side: 'friendly' } as const;
    expect(conditionHolds(ctx, isFriendly, 'm', { ship: 'm', other: 'h' }, '')).toBe(false);
    expect(conditionHolds(ctx, isFriendly, 'm', { ship: 'm', other: 'n' }, '')).toBe(true);
  });

  it('000 "Performing an Attack": the holder still declares only enemy defenders, its allied squad-mate in arc or not', () => {
    const s = table(TRUST);
    const seen = playUntil(s, hasLogged('attack-ended', 'h'), attacks('h', 't'));
    const declare = seen.find((d) => d.kind === 'declare-attack' && d.ship === 'h')!;
    const defenders = declare.options.filter((o) => o.id.startsWith('attack:')).map((o) => o.id.split(':')[1]);
    expect(new Set(defenders)).toEqual(new Set(['t']));
  });
});

/**
 * The End Phase's 'end:before-recover' window and the `stop-recovery` effect (support, s35; phases/end.ts), played
 * through `createFromPosition` + `applyInPlace` with a test record of our own in the game's ability table. Rules: 000
 * "Charges and the Force" (during the End Phase a card with the recurring arrow recovers one charge; Force works as
 * charges do) and 001 Round 5 End (charges recover after the circular tokens are removed).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { leaves, playUntil, position, shipOf, type Answer } from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';

/** A test record of the X-wing's pilot: before a ship recovers a charge or Force, it does not recover it. */
const stopper = (optional = false): Ability => ({
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'end:before-recover',
  when: { kind: 'always' },
  optional,
  effect: { kind: 'stop-recovery' },
  summary: 'Test record: the charge or Force about to recover is not recovered.',
});
const table = (...records: Ability[]) => abilityTable({ [KEY]: records });

const xwing: PositionShip = { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 } };
/** Darth Vader (Force 3, recovering 1) with `force` left. */
const vader = (force: number): PositionShip => ({
  id: 'v',
  pilot: 'darthvader',
  pose: { x: 400, y: 500, heading: 180 },
  force,
});
/** A droid carrying Kalani (3 charges, recovering 3 each End Phase) with `charges` left on it. */
const droid = (charges: number): PositionShip => ({
  id: 'd',
  pilot: 'separatistdrone',
  pose: { x: 200, y: 500, heading: 180 },
  upgrades: [{ xws: 'kalani', charges }],
});

const play = (empire: PositionShip[], records: Ability[] = [], answer?: Answer) => {
  const t = records.length > 0 ? table(...records) : undefined;
  const s = position('end', [xwing], empire, {}, t);
  const seen = playUntil(s, leaves('end'), answer, t);
  return { s, seen };
};
const stopped = (s: GameState) => s.log.filter((e) => e.type === 'recovery-stopped').length;
const kalani = (s: GameState) => shipOf(s, 'd').upgrades[0]!.charges;

describe('end:before-recover and stop-recovery (000 "Charges and the Force"; 001 Round 5 End)', () => {
  it('nothing listens: Force and charges recover as before, nothing is stopped', () => {
    const { s } = play([vader(0), droid(0)]);
    expect(shipOf(s, 'v').force).toBe(1);
    expect(kalani(s)).toBe(3);
    expect(stopped(s)).toBe(0);
  });

  it('a listener stops the Force about to recover: Vader stays without Force', () => {
    const { s } = play([vader(0)], [stopper()]);
    expect(shipOf(s, 'v').force).toBe(0);
    expect(stopped(s)).toBe(1);
  });

  it('each charge recovered is its own recovery: a card recovering 3 is asked about 3 times, one stop costs it one', () => {
    let n = 0;
    const useFirst: Answer = (d) => (d.kind === 'use-ability' ? [n++ === 0 ? 'use' : 'decline'] : undefined);
    const { s, seen } = play([droid(0)], [stopper(true)], useFirst);
    expect(seen.filter((d) => d.kind === 'use-ability')).toHaveLength(3);
    expect(kalani(s)).toBe(2);
    expect(stopped(s)).toBe(1);
  });

  it('only what would recover is asked about: a card at its limit, or one charge short of it, no more', () => {
    const full = play([vader(3), droid(2)], [stopper(true)], () => undefined);
    expect(full.seen.filter((d) => d.kind === 'use-ability')).toHaveLength(1);
    expect(shipOf(full.s, 'v').force).toBe(3);
    expect(kalani(full.s)).toBe(3);
  });
});

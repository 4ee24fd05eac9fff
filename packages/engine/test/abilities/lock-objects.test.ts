/**
 * The `lock-objects` word (vocabulary/types.ts, support block; window 'action:lock-objects'), played through
 * `createFromPosition` + `apply` with test records of our own. 000 "Objects": ships, obstacles and devices are objects,
 * and ships can acquire locks on objects; 000 "Lock": the lock action chooses a ship at range 0–3 — a card widens it.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answers, leaves, picks, playUntil, position, shipOf } from './flow-harness.js';

const reachRecord = (xws: string, effect: Ability['effect'], when: Ability['when'] = { kind: 'always' }): Ability => ({
  source: { kind: 'pilot', xws },
  window: 'action:lock-objects',
  when,
  optional: false,
  effect,
  summary: 'Test record: friendly locks reach objects.',
});
const friendly = (max = 3): Ability['effect'] => ({ kind: 'lock-objects', from: 'friendly', min: 0, max });
const holder: Ability['effect'] = { kind: 'lock-objects', from: 'holder', min: 0, max: 3 };

// The X-wing 'x' acts first with a Lock action on its bar; the wingman 'w' sits far ahead of it, beside the rock and
// the TIE, both beyond range 3 of the X-wing.
const xwing: PositionShip = { id: 'x', pilot: 'redsquadronveteran', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' };
const wingman: PositionShip = {
  id: 'w',
  pilot: 'bluesquadronescort',
  pose: { x: 700, y: 700, heading: 0 },
  dial: '1F',
};
const tie: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 820, y: 820, heading: 180 }, dial: '1F' };
const rock = { id: 'rock', name: 'asteroid-3', pose: { x: 700, y: 560, heading: 0 } };

const lockOptions = (table: Record<string, Ability[]>) => {
  const t = abilityTable(table);
  const s = position('activation', [xwing, wingman], [tie], { obstacles: [rock] }, t);
  playUntil(s, (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'x', undefined, t);
  return { s, t, ids: s.pending?.options.map((o) => o.id) ?? [] };
};

describe('lock-objects (000 "Objects": ships can acquire locks on objects; 000 "Lock")', () => {
  it('no record: the rock and the far TIE are not offered to the lock', () => {
    const { ids } = lockOptions({});
    expect(ids).not.toContain('lock:rock');
    expect(ids).not.toContain('lock:t');
  });
  it("from 'friendly': the rock and the TIE near a friendly ship are offered, and locking the rock keeps its lock", () => {
    const { s, t, ids } = lockOptions({ 'pilot:bluesquadronescort': [reachRecord('bluesquadronescort', friendly())] });
    expect(ids).toContain('lock:rock');
    expect(ids).toContain('lock:t');
    playUntil(s, leaves('activation'), picks('choose-action', 'lock:rock', 'x'), t);
    expect(shipOf(s, 'x').locks).toEqual([{ target: 'rock' }]);
  });
  it("from 'holder': measured from the record's ship; its condition failing offers nothing", () => {
    expect(lockOptions({ 'pilot:bluesquadronescort': [reachRecord('bluesquadronescort', holder)] }).ids).toContain(
      'lock:rock',
    );
    const never: Ability['when'] = { kind: 'has-token', token: 'stress', who: 'self' };
    expect(
      lockOptions({ 'pilot:bluesquadronescort': [reachRecord('bluesquadronescort', holder, never)] }).ids,
    ).not.toContain('lock:rock');
  });
  it('lockerShipPrefix: a locker of another ship type is not reached', () => {
    const tieOnly = { ...holder, lockerShipPrefix: 'tie' };
    const { ids } = lockOptions({ 'pilot:bluesquadronescort': [reachRecord('bluesquadronescort', tieOnly)] });
    expect(ids).not.toContain('lock:rock');
  });
  it("an enemy's record does not reach the locker (friendly ships only)", () => {
    const { ids } = lockOptions({ 'pilot:academypilot': [reachRecord('academypilot', friendly())] });
    expect(ids).not.toContain('lock:rock');
  });
  it('a lock on an object: Dutch Vander passes "the object you locked" to a friendly ship, which locks the rock too; the "after you acquire a lock" window names the object in its data, not as a ship (the soak found both throwing)', () => {
    const t = abilityTable({ 'pilot:bluesquadronescort': [reachRecord('bluesquadronescort', friendly())] });
    // Dutch Vander (a Y-wing with the Lock action) acts first; the wingman ends at range 2 of him, beside the rock.
    const dutch: PositionShip = { id: 'x', pilot: 'dutchvander', pose: { x: 560, y: 560, heading: 0 }, dial: '1F' };
    const s = position('activation', [dutch, wingman], [tie], { obstacles: [rock] }, t);
    playUntil(
      s,
      leaves('activation'),
      answers(picks('choose-action', 'lock:rock', 'x'), picks('use-ability', 'use:w', 'x')),
      t,
    );
    expect(shipOf(s, 'x').locks).toEqual([{ target: 'rock' }]);
    expect(shipOf(s, 'w').locks).toEqual([{ target: 'rock' }]);
    const acquired = s.log.filter((e) => e.type === 'lock-acquired' && e.ship === 'w');
    expect(acquired.map((e) => e.text)).toEqual([expect.stringContaining('acquires a lock on rock')]);
  });
});

/** A test record of the X-wing's pilot: its lock reaches any range for `charge` of its charges (`objects` kinds). */
const bandRecord = (charge: number, objects?: readonly ('ship' | 'obstacle' | 'device' | 'remote')[]): Ability => ({
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'action:lock-band',
  when: { kind: 'always' },
  optional: false,
  effect: { kind: 'priced-lock-band', charge, ...(objects ? { objects } : {}) },
  summary: 'Test record: a charge buys a lock at any range.',
});
const bandOptions = (records: Ability[], charges: number) => {
  const t = abilityTable({ 'pilot:redsquadronveteran': records });
  const s = position('activation', [{ ...xwing, charges }, wingman], [tie], { obstacles: [rock] }, t);
  playUntil(s, (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'x', undefined, t);
  return { s, t, ids: s.pending?.options.map((o) => o.id) ?? [] };
};

describe('priced-lock-band (000 "Lock": a ship at range 0–3; 000 "Charges": a card pays with its charges)', () => {
  it('a charge held: the far TIE and the far wingman are offered, the rock (not a ship) is not', () => {
    const { ids } = bandOptions([bandRecord(1)], 1);
    expect(ids).toEqual(expect.arrayContaining(['lock:t', 'lock:w']));
    expect(ids).not.toContain('lock:rock');
  });
  it('locking the far TIE spends the charge and logs the card', () => {
    const { s, t } = bandOptions([bandRecord(1)], 1);
    playUntil(s, leaves('activation'), picks('choose-action', 'lock:t', 'x'), t);
    expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual(['t']);
    expect(shipOf(s, 'x').charges).toBe(0);
    expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:redsquadronveteran')).toBe(true);
  });
  it('with obstacles among its objects, the far rock is offered too', () => {
    expect(bandOptions([bandRecord(1, ['ship', 'obstacle'])], 1).ids).toContain('lock:rock');
  });
  it('fewer charges than the price: nothing beyond range 3 is offered', () => {
    const { ids } = bandOptions([bandRecord(2)], 1);
    expect(ids).not.toContain('lock:t');
    expect(ids).not.toContain('lock:w');
  });
});

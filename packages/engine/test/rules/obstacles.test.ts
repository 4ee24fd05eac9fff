/**
 * Obstacles and overlapping ships in a maneuver (000 "Moving Through and Overlapping Obstacles", "Partial
 * Maneuvers", "Obstruction"; 001 Activation 2.1 "if move through" / "if overlapped"), played from positions with
 * entered dice through the public API. The X-wing starts at y = 150 facing +y; its 3-straight ends with its base
 * from y = 290 to 330, its 2-straight from 250 to 290.
 */
import { type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, farTie, playUntil, position, ship } from './harness.js';

const xwing = (dial: string, extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 'x',
  pilot: 'redsquadronveteran',
  pose: { x: 400, y: 150, heading: 0 },
  dial,
  ...extra,
});

/** Plays the X-wing's activation, entering `faces` for the dice it is asked to roll; returns what was asked. */
function activate(s: GameState, faces: string[] = []): Decision[] {
  const asked: Decision[] = [];
  const left = [...faces];
  playUntil(
    s,
    (d) => {
      if (d.kind === 'choose-action' && d.ship === 'far') return true;
      asked.push(d);
      return false;
    },
    (d) => (d.kind === 'enter-dice' && d.count === 1 && left.length ? ['enter', [left.shift()!]] : undefined),
  );
  return asked;
}
const obstacle = (name: string, y: number, kind?: 'debris' | 'gas-cloud') => ({
  obstacles: [{ name, id: 'o', pose: { x: 400, y, heading: 0 }, ...(kind ? { kind } : {}) }],
});

describe('000 Moving Through and Overlapping Obstacles: the effect of each kind (001 Activation 2.1)', () => {
  it('asteroid: 1 hit damage, and a blank result nothing more', () => {
    const s = position('activation', [xwing('2F')], [farTie], obstacle('asteroid-3', 260));
    activate(s, ['blank']);
    expect(ship(s, 'x').shields).toBe(1);
  });

  it('asteroid: a hit result 1 more hit damage', () => {
    const s = position('activation', [xwing('2F')], [farTie], obstacle('asteroid-3', 260));
    activate(s, ['hit']);
    expect(ship(s, 'x').shields).toBe(0);
  });

  // The white 3-straight (a blue maneuver would remove the stress or strain again in Check Difficulty).
  it('debris cloud: a stress token, and a crit result 1 crit damage (faceup card on a shieldless ship)', () => {
    const s = position('activation', [xwing('3F', { shields: 0 })], [farTie], obstacle('asteroid-3', 260, 'debris'));
    activate(s, ['crit']);
    const x = ship(s, 'x');
    expect(x.tokens.stress).toBe(1);
    expect(x.damage.map((d) => d.faceup)).toEqual([true]);
  });

  it('debris cloud: a focus result no damage', () => {
    const s = position('activation', [xwing('2F')], [farTie], obstacle('asteroid-3', 260, 'debris'));
    activate(s, ['focus']);
    expect(ship(s, 'x').shields).toBe(2);
    expect(ship(s, 'x').damage).toEqual([]);
  });

  it('gas cloud: locks break both ways, a strain token, and a crit result 3 ion tokens', () => {
    const s = position(
      'activation',
      [xwing('3F', { locks: ['far'] })],
      [{ ...farTie, locks: ['x'] }],
      obstacle('asteroid-3', 260, 'gas-cloud'),
    );
    activate(s, ['crit']);
    const x = ship(s, 'x');
    expect(x.tokens).toMatchObject({ strain: 1, ion: 3 });
    expect(x.locks).toEqual([]);
    expect(ship(s, 'far').locks).toEqual([]);
  });

  it('obstacles do not cause partial maneuvers: the X-wing ends its 3-straight on the asteroid', () => {
    const s = position('activation', [xwing('3F')], [farTie], obstacle('asteroid-3', 310));
    activate(s, ['blank']);
    expect(ship(s, 'x').pose!.y).toBeCloseTo(310);
    expect(ship(s, 'x').shields).toBe(1);
  });
});

describe('000 Moving Through and Overlapping Obstacles: range 0 restrictions', () => {
  const atRange0 = (kind?: 'debris' | 'gas-cloud') =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 } }],
      obstacle('asteroid-3', 300, kind),
    );
  const attackers = (s: GameState) => {
    const asked: string[] = [];
    playUntil(s, (d) => {
      if (s.phase !== 'engagement') return true;
      if (d.kind === 'declare-attack') asked.push(d.ship!);
      return false;
    });
    return asked;
  };

  it('at range 0 of an asteroid the X-wing cannot attack; the TIE still can', () => {
    expect(attackers(atRange0())).toEqual(['t']);
  });

  it('at range 0 of a debris cloud the same', () => {
    expect(attackers(atRange0('debris'))).toEqual(['t']);
  });

  it('at range 0 of a gas cloud the same', () => {
    expect(attackers(atRange0('gas-cloud'))).toEqual(['t']);
  });

  it('at range 0 of a gas cloud a ship cannot be locked', () => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [
        { id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 }, dial: '1F', initiative: 6 },
        { ...farTie, initiative: 5 },
      ],
      obstacle('asteroid-3', 450, 'gas-cloud'),
    );
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'x')!;
    expect(d.options.map((o) => o.id)).not.toContain('lock:t');
  });

  it('clear of the cloud the same TIE can be locked', () => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [
        { id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 }, dial: '1F', initiative: 6 },
        { ...farTie, initiative: 5 },
      ],
      obstacle('asteroid-3', 700, 'gas-cloud'),
    );
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'x')!;
    expect(d.options.map((o) => o.id)).toContain('lock:t');
  });
});

describe('000 Partial Maneuvers: overlapping another ship', () => {
  /** A ship of `player` placed where the X-wing's 3-straight would end (it activates after the X-wing). */
  const blocker = (y = 330): PositionShip => ({
    id: 'b',
    pilot: 'academypilot',
    pose: { x: 400, y, heading: 0 },
    dial: '1F',
    initiative: 5,
  });

  it('a friendly ship: the X-wing backs up to touch it, rolls a die (hit: 1 damage) and skips its action', () => {
    const s = position('activation', [xwing('3F'), { ...blocker(), pilot: 'bluesquadronescort' }], [farTie]);
    const asked = activate(s, ['hit']);
    const x = ship(s, 'x');
    // Backed up until it touches the blocker: its front edge would meet the blocker's rear edge (310) at centre 290;
    // the bases' guides, which count for overlapping (reference/geometry.md), stop it a few millimetres earlier.
    expect(x.pose!.y).toBeLessThan(290);
    expect(x.pose!.y).toBeGreaterThan(284);
    expect(x.shields).toBe(1);
    expect(asked.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(false);
  });

  it('a friendly ship and a blank result: no damage, the action is still skipped', () => {
    const s = position('activation', [xwing('3F'), { ...blocker(), pilot: 'bluesquadronescort' }], [farTie]);
    const asked = activate(s, ['blank']);
    expect(ship(s, 'x').shields).toBe(2);
    expect(asked.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(false);
  });

  it('an enemy ship: the unstressed X-wing may focus as a red action, then skips its Perform Action step', () => {
    const s = position('activation', [xwing('3F')], [blocker(), farTie]);
    const asked = activate(s);
    const overlap = asked.find((d) => d.ship === 'x' && d.kind === 'overlap-action');
    expect(overlap).toBeDefined();
    const focus = overlap!.options.find((o) => o.id === 'focus');
    expect(focus?.data?.difficulty).toBe('red');
    expect(asked.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(false);
  });

  it('an enemy ship: the X-wing is placed touching it, so they are at range 0 (000 Measuring Range; 000 Partial Maneuvers: "placed touching"), and its attack there is a range-0 attack', () => {
    // The bases stand a few millimetres apart, their guides touching (reference/geometry.md: guides count for
    // overlapping): touching is range 0 (docs/geometry.md "Touching").
    // The TIE activates first (initiative 1) and ends its 1-straight where the X-wing's 3-straight ends.
    const s = position('activation', [xwing('3F')], [{ ...blocker(250), initiative: 1 }, farTie]);
    activate(s);
    choose(s, 'pass');
    const attack = playUntil(s, (d) => d.kind === 'declare-attack' && d.ship === 'x')!;
    const onBlocker = attack.options.find((o) => o.id.startsWith('attack:b:'));
    expect(onBlocker?.data).toMatchObject({ range: 0 });
  });

  it('an enemy ship: taking the red focus gives a focus and a stress', () => {
    const s = position('activation', [xwing('3F')], [blocker(), farTie]);
    playUntil(s, (d) => d.kind === 'overlap-action' && d.ship === 'x');
    choose(s, 'focus');
    expect(ship(s, 'x').tokens).toMatchObject({ focus: 1, stress: 1 });
  });

  it('an enemy ship, the X-wing stressed: no free action is offered', () => {
    const s = position('activation', [xwing('3F', { tokens: { stress: 1 } })], [blocker(), farTie]);
    const asked = activate(s);
    expect(asked.some((d) => d.ship === 'x' && (d.kind === 'overlap-action' || d.kind === 'choose-action'))).toBe(
      false,
    );
  });

  it('a friendly and an enemy ship overlapped at once: the friendly effect (a die, no red focus) is resolved', () => {
    const s = position(
      'activation',
      [xwing('3F'), { ...blocker(), id: 'f', pilot: 'bluesquadronescort', pose: { x: 380, y: 330, heading: 0 } }],
      [{ ...blocker(), pose: { x: 420, y: 330, heading: 0 } }, farTie],
    );
    const asked = activate(s, ['hit']);
    expect(asked.some((d) => d.kind === 'overlap-action')).toBe(false);
    expect(asked.some((d) => d.kind === 'enter-dice' && d.ship === 'x' && d.count === 1)).toBe(true);
    expect(ship(s, 'x').shields).toBe(1);
  });

  it('moving through a ship is not overlapping it: the maneuver is fully executed and the action follows', () => {
    const s = position('activation', [xwing('3F'), { ...blocker(230), pilot: 'bluesquadronescort' }], [farTie]);
    const asked = activate(s);
    expect(ship(s, 'x').pose!.y).toBeCloseTo(310);
    expect(asked.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(true);
  });
});

describe('000 Destroying Ships: a ship destroyed outside the Engagement Phase is removed immediately', () => {
  it('a TIE with 2 damage cards (hull 3) destroyed by an asteroid is removed at once and gets no action', () => {
    const damaged = [
      { card: 'panickedpilot', faceup: false },
      { card: 'panickedpilot', faceup: false },
    ];
    const s = position(
      'activation',
      [{ ...farTie, pilot: 'redsquadronveteran', pose: { x: 400, y: 860, heading: 180 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 150, heading: 0 }, dial: '2F', damage: damaged }],
      obstacle('asteroid-3', 260),
    );
    const asked = activate(s, ['blank']);
    const t = ship(s, 't');
    expect(t.gone).toMatchObject({ how: 'destroyed' });
    expect(t.pose).toBeNull();
    expect(asked.some((d) => d.ship === 't' && d.kind === 'choose-action')).toBe(false);
  });
});

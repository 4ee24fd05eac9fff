/** Maneuvers, difficulty, overlaps, obstacles and fleeing, each on a realistic board (rule documents cited). */
import { describe, expect, it } from 'vitest';
import { choose, events, position } from './core-helpers.js';

const XW = 'p1-redsquadronveteran-1';
const TIE = 'p2-academypilot-1';
const far = { pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' };

describe('difficulty (001 Activation 2.2 Check Difficulty; 000 "Maneuver Difficulty")', () => {
  it('a red maneuver gives a stress token', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '4K' }],
      [far],
    );
    const x = s.ships.find((v) => v.id === XW)!;
    expect(x.tokens.stress).toBe(1);
    expect(x.pose!.heading).toBeCloseTo(180);
    // 000 "Stress": a stressed ship cannot perform actions, so it gets no action decision.
    expect(events(s, 'action-skipped', XW)).toHaveLength(1);
  });

  it('a stressed ship revealing a red maneuver executes a white 2-straight instead (001 Reveal Dial)', () => {
    const s = position(
      [
        {
          pilot: 'redsquadronveteran',
          initiative: 0,
          pose: { x: 400, y: 200, heading: 0 },
          dial: '4K',
          tokens: { stress: 1 },
        },
      ],
      [far],
    );
    const x = s.ships.find((v) => v.id === XW)!;
    expect(events(s, 'stressed-red-maneuver', XW)).toHaveLength(1);
    expect(x.pose!.y).toBeCloseTo(320);
    expect(x.pose!.heading).toBeCloseTo(0);
    expect(x.tokens.stress).toBe(1);
  });

  it('a blue maneuver removes a stress token', () => {
    const s = position(
      [
        {
          pilot: 'redsquadronveteran',
          initiative: 0,
          pose: { x: 400, y: 200, heading: 0 },
          dial: '2F',
          tokens: { stress: 1 },
        },
      ],
      [far],
    );
    const x = s.ships.find((v) => v.id === XW)!;
    expect(x.tokens.stress ?? 0).toBe(0);
    expect(s.pending?.kind).toBe('choose-action');
  });

  it('an unset dial gains a stress and flies a white 2-straight (001 Reveal Dial)', () => {
    const s = position([{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 } }], [far]);
    const x = s.ships.find((v) => v.id === XW)!;
    expect(x.tokens.stress).toBe(1);
    expect(x.pose!.y).toBeCloseTo(320);
  });
});

describe('overlapping ships (000 "Overlapping Ships")', () => {
  it('overlapping a friendly ship: partial maneuver, roll for damage, skip the action', () => {
    const s = position(
      [
        { pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F' },
        { pilot: 'redsquadronveteran', pose: { x: 400, y: 350, heading: 0 }, dial: '1F' },
      ],
      [far],
      { seed: 'overlap-friendly' },
    );
    const moved = events(s, 'maneuver-executed', XW)[0]!;
    expect(moved.data!.partial).toBe(true);
    const roll = events(s, 'overlap-roll', XW)[0]!;
    const x = s.ships.find((v) => v.id === XW)!;
    const lost = 2 - x.shields + x.damage.length;
    expect(lost).toBe(roll.data!.face === 'hit' || roll.data!.face === 'crit' ? 1 : 0);
    expect(events(s, 'action-skipped', XW)).toHaveLength(1);
    // The moved ship ends touching, never overlapping, the other one.
    expect(x.pose!.y).toBeLessThanOrEqual(350 - 44 + 1e-6);
  });

  it('overlapping an enemy ship: may focus as a red action, then skips its action', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F' }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 350, heading: 180 }, dial: '1F' }],
    );
    expect(s.pending?.kind).toBe('overlap-action');
    expect(s.pending!.options.map((o) => o.id)).toEqual(['focus', 'pass']);
    expect(s.pending!.options[0]!.data!.difficulty).toBe('red');
    choose(s, 'focus');
    const x = s.ships.find((v) => v.id === XW)!;
    expect(x.tokens.focus).toBe(1);
    expect(x.tokens.stress).toBe(1);
    expect(events(s, 'action-skipped', XW)).toHaveLength(1);
  });
});

describe('obstacles (000 "Moving Through and Overlapping Obstacles"; 001 Execute Maneuver)', () => {
  const through = (name: string, seed = 'rock') =>
    position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F', locks: [TIE] }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 }, dial: '1F', locks: [XW] }],
      { obstacles: [{ name, pose: { x: 400, y: 262, heading: 0 } }], seed },
    );

  it('an asteroid deals 1 damage plus 1 on a hit or crit result', () => {
    const s = through('asteroid-1');
    const hit = events(s, 'obstacle-hit', XW)[0]!;
    expect(hit.data!.kind).toBe('asteroid');
    const x = s.ships.find((v) => v.id === XW)!;
    const lost = 2 - x.shields + x.damage.length;
    expect(lost).toBe(hit.data!.face === 'hit' || hit.data!.face === 'crit' ? 2 : 1);
  });

  it('a debris cloud gives a stress token', () => {
    const s = through('debris-1');
    const x = s.ships.find((v) => v.id === XW)!;
    expect(x.tokens.stress).toBeGreaterThanOrEqual(1);
    expect(events(s, 'obstacle-hit', XW)[0]!.data!.kind).toBe('debris');
  });

  it('a gas cloud breaks locks both ways and gives a strain token', () => {
    const s = through('gas-cloud-1');
    const x = s.ships.find((v) => v.id === XW)!;
    const t = s.ships.find((v) => v.id === TIE)!;
    expect(x.tokens.strain).toBe(1);
    expect(x.locks).toEqual([]);
    expect(t.locks).toEqual([]);
  });

  it('a ship at range 0 of an asteroid is flagged for the range-0 restrictions (cannot attack)', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [far],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 262, heading: 0 } }] },
    );
    expect(s.ships.find((v) => v.id === XW)!.atObstacles).toContain('asteroid');
  });
});

describe('fleeing (000 "Fleeing the Area")', () => {
  it('a ship whose base ends outside the play area is removed and scores for the opponent', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 880, heading: 0 }, dial: '3F' }],
      [far],
    );
    const x = s.ships.find((v) => v.id === XW)!;
    expect(x.gone?.how).toBe('fled');
    expect(x.pose).toBeNull();
    expect(s.players[1].pointsDestroyed).toBeGreaterThan(0);
    // Only the Empire has ships left: the game ends after the phase (000 "Winning the Game").
    expect(s.phase).toBe('activation');
    choose(s, 'pass');
    expect(s.phase).toBe('over');
    expect(s.result!.winner).toBe(1);
  });
});

describe('ion (000 "Ion Tokens")', () => {
  it('an ionised small ship flies a blue 1-speed ion maneuver, may only focus, and loses its ions', () => {
    const s = position(
      [
        {
          pilot: 'redsquadronveteran',
          initiative: 0,
          pose: { x: 400, y: 200, heading: 0 },
          dial: '3T',
          tokens: { ion: 1, stress: 1 },
        },
      ],
      [far],
    );
    const x = s.ships.find((v) => v.id === XW)!;
    expect(events(s, 'maneuver-executed', XW)[0]!.data!.maneuver).toBe('1B');
    expect(x.tokens.stress ?? 0).toBe(0); // blue
    expect(s.pending?.kind).toBe('choose-action');
    expect(s.pending!.options.map((o) => o.id)).toEqual(['focus', 'pass']);
    choose(s, 'focus');
    expect(x.tokens.ion ?? 0).toBe(0);
  });

  it('a medium ship needs two ion tokens to be ionised', () => {
    const one = position(
      [{ pilot: 'garvendreis', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F', tokens: { ion: 1 } }],
      [far],
    );
    expect(events(one, 'ion-maneuver')).toHaveLength(0);
    expect(events(one, 'maneuver-executed')[0]!.data!.maneuver).toBe('3F');
    const two = position(
      [{ pilot: 'garvendreis', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F', tokens: { ion: 2 } }],
      [far],
    );
    expect(events(two, 'maneuver-executed')[0]!.data!.maneuver).toBe('1F');
  });
});

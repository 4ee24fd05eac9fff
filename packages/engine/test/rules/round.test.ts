/**
 * Steps of the round the earlier rules tests did not play (001 Round 1.1 Planning, 3.1 Reveal Dial, 3.2.2 Check
 * Difficulty, 5 End; 000 "Ion Tokens", "Strain Tokens", "Charges and the Force"), from positions through the public
 * API. Ships start at y = 150 facing +y.
 */
import { applyInPlace, type GameState } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { content, farTie, playUntil, position, ship } from './harness.js';

const toFarAction = (s: GameState) => playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 'far');

describe('001 Activation 3.2.2 Check Difficulty: a blue maneuver removes 1 stress, 1 strain and 1 deplete', () => {
  // The outline's three icons are blank in our copy of 001; stress, strain and deplete are the three tokens a blue
  // maneuver clears (000 "Strain Tokens": "After a strained ship executes a blue maneuver, it removes 1 strain").
  it('an X-wing with 2 of each flies its blue 2-straight and keeps 1 of each', () => {
    const s = position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2F',
          tokens: { stress: 2, strain: 2, deplete: 2 },
        },
      ],
      [farTie],
    );
    toFarAction(s);
    expect(ship(s, 'x').tokens).toMatchObject({ stress: 1, strain: 1, deplete: 1 });
  });

  it('a white maneuver removes none of them', () => {
    const s = position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '3F',
          tokens: { strain: 1, deplete: 1 },
        },
      ],
      [farTie],
    );
    toFarAction(s);
    expect(ship(s, 'x').tokens).toMatchObject({ strain: 1, deplete: 1 });
  });
});

describe('Purple maneuvers (001 Round 1.1 and 3.2.2: a purple maneuver needs and spends 1 Force)', () => {
  const eta = (force: number, phase: 'planning' | 'activation') =>
    position(
      phase,
      [
        {
          id: 'e',
          pilot: 'jedigeneral',
          pose: { x: 400, y: 300, heading: 0 },
          force,
          ...(phase === 'activation' ? { dial: '2E' } : {}),
        },
      ],
      [farTie],
    );

  it('planning: with 1 Force the purple 2E (Tallon roll) is offered', () => {
    const s = eta(1, 'planning');
    expect(s.pending?.options.find((o) => o.id === '2E')?.data?.difficulty).toBe('purple');
  });

  it('planning: without Force it is not offered, and setting it is refused with the reason', () => {
    const s = eta(0, 'planning');
    const d = s.pending!;
    expect(d.options.map((o) => o.id)).not.toContain('2E');
    const before = JSON.stringify(s);
    const r = applyInPlace(s, { decision: d.id, seat: d.player, option: '2E' }, content);
    expect(r).toMatchObject({ ok: false, code: 'no-force' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('executing it spends the Force', () => {
    const s = eta(2, 'activation');
    toFarAction(s);
    expect(ship(s, 'e').force).toBe(1);
  });
});

describe('000 Ion Tokens: the ion maneuver is a blue speed-1 maneuver in the dial’s direction', () => {
  const ionised = (dial: string, pilot = 'redsquadronveteran') =>
    position(
      'activation',
      [{ id: 'x', pilot, pose: { x: 400, y: 150, heading: 0 }, dial, tokens: { ion: 1, stress: 1 } }],
      [farTie],
    );

  it('a 3-turn left becomes a 1-bank left: heading 315°, and being blue it removes the stress', () => {
    const s = ionised('3T');
    toFarAction(s);
    const x = ship(s, 'x');
    expect(((x.pose!.heading % 360) + 360) % 360).toBeCloseTo(315);
    expect(x.tokens.stress ?? 0).toBe(0);
    // At the end of the activation it removes all its ion tokens.
    expect(x.tokens.ion ?? 0).toBe(0);
  });

  it('a stop (0) dial becomes a 1-straight', () => {
    const s = ionised('0O', 'kashyyykdefender');
    toFarAction(s);
    expect(ship(s, 'x').pose!.y).toBeCloseTo(150 + 40 + 40);
  });
});

// A position that starts in the End Phase plays it at once, up to the next round's first dial: the state returned is
// already after the End Phase.
describe('001 Round 5 End: charges and Force recover; negative recurring charges are spent', () => {
  it('a Jedi General with no Force recovers 1 (of 2)', () => {
    const s = position(
      'end',
      [{ id: 'e', pilot: 'jedigeneral', pose: { x: 400, y: 300, heading: 0 }, force: 0 }],
      [farTie],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'e').force).toBe(1);
  });

  it('a pilot without Force carrying a Force crew (Darth Vader) recovers the crew’s Force (000 "Force Charges": they work as charges)', () => {
    const s = position(
      'end',
      [farTie],
      [
        {
          id: 'l',
          pilot: 'omicrongrouppilot',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: ['darthvader'],
          force: 0,
        },
      ],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'l').force).toBe(1);
  });

  it('a Force pilot with a Force crew recovers up to their whole capacity (Ezra 1 + Kanan 1), one a round', () => {
    const s = position(
      'end',
      [{ id: 'e', pilot: 'ezrabridger', pose: { x: 400, y: 300, heading: 0 }, upgrades: ['kananjarrus'], force: 0 }],
      [farTie],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'e').force).toBe(1);
    const full = position(
      'end',
      [{ id: 'e', pilot: 'ezrabridger', pose: { x: 400, y: 300, heading: 0 }, upgrades: ['kananjarrus'], force: 1 }],
      [farTie],
    );
    playUntil(full, () => full.phase === 'planning');
    expect(ship(full, 'e').force).toBe(2);
  });

  it('a pilot without Force and without a Force card gains none', () => {
    const s = position(
      'end',
      [farTie],
      [{ id: 'l', pilot: 'omicrongrouppilot', pose: { x: 400, y: 300, heading: 0 } }],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'l').force).toBe(0);
  });

  it('Vult Skerris (a charge that goes down each round) spends his charge in the End Phase', () => {
    const s = position(
      'end',
      [farTie],
      [{ id: 'v', pilot: 'vultskerris', pose: { x: 400, y: 300, heading: 0 }, charges: 1 }],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'v').charges).toBe(0);
  });

  it('with no charge left he stays at 0 (never below)', () => {
    const s = position(
      'end',
      [farTie],
      [{ id: 'v', pilot: 'vultskerris', pose: { x: 400, y: 300, heading: 0 }, charges: 0 }],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'v').charges).toBe(0);
  });

  it('an upgrade with a negative recurring charge (Intercept Booster) spends one too', () => {
    const s = position(
      'end',
      [farTie],
      [
        {
          id: 'v',
          pilot: 'vultskerris',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: [{ xws: 'interceptbooster', charges: 3 }],
        },
      ],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'v').upgrades.find((u) => u.xws === 'interceptbooster')!.charges).toBe(2);
  });
});

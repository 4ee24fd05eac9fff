/**
 * Tokens and faceup damage cards in play (000 "Additional Token Rules", "Other Tokens": disarm, ion, strain; "List
 * of Actions": cloak; 002 "Cloak" for the cloaked ship's rules, which 000 and 001 do not spell out; 000 "Suffering
 * Damage" and the damage deck for critical damage), from positions through the public API.
 */
import { type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, playUntil, position } from './harness.js';

const xwing = (y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  pilot: 'redsquadronveteran',
  id: 'x',
  pose: { x: 400, y, heading: 0 },
  ...extra,
});
const tie = (y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  pilot: 'academypilot',
  id: 't',
  pose: { x: 400, y, heading: 180 },
  ...extra,
});
const isEnter = (kind: 'attack' | 'defense') => (d: Decision) =>
  d.kind === 'enter-dice' && d.accepts === (kind === 'attack' ? 'attack-faces' : 'defense-faces');
const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** The declare-attack decisions asked in this Engagement Phase. */
function declarations(s: GameState): Decision[] {
  const asked: Decision[] = [];
  playUntil(s, (d) => {
    if (s.phase !== 'engagement') return true;
    if (d.kind === 'declare-attack') asked.push(d);
    return false;
  });
  return asked;
}

/** `attacker` declares its first attack on `defender`; returns the attack-dice decision. */
function declare(s: GameState, attacker: string, defender: string): Decision {
  const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === attacker)!;
  choose(s, d.options.find((o) => o.id.startsWith(`attack:${defender}:`))!.id);
  return playUntil(s, isEnter('attack'))!;
}

describe('000 Disarm Tokens: a disarmed ship cannot perform attacks', () => {
  it('the disarmed X-wing is never asked to attack; the TIE it faces is', () => {
    const s = position('engagement', [xwing(300, { tokens: { disarm: 1 } })], [tie(500)]);
    const asked = declarations(s);
    expect(asked.map((d) => d.ship)).toEqual(['t']);
  });

  it('without the token the X-wing attacks first (initiative 3 before 1)', () => {
    const s = position('engagement', [xwing(300)], [tie(500)]);
    expect(declarations(s)[0]?.ship).toBe('x');
  });
});

describe('000 End Phase: circular tokens are removed; red tokens stay', () => {
  it('focus, evade, calculate and disarm go; stress, strain and ion stay', () => {
    const s = position(
      'end',
      [xwing(300, { tokens: { focus: 1, evade: 1, calculate: 1, disarm: 1, stress: 1 } })],
      [tie(700, { tokens: { strain: 1, ion: 1 } })],
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'x').tokens).toEqual({ stress: 1 });
    expect(ship(s, 't').tokens).toEqual({ strain: 1, ion: 1 });
  });
});

describe('000 Ion Tokens: an ionised ship can perform only the focus action', () => {
  it('an ionised X-wing flies its ion maneuver and is offered focus alone', () => {
    const s = position(
      'activation',
      [xwing(150, { dial: '3B', tokens: { ion: 1 } })],
      [tie(860, { dial: '1F', initiative: 6 })],
    );
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'x');
    expect(d?.options.map((o) => o.id)).toEqual(['focus', 'pass']);
    // The ion maneuver is a blue 1-bank in the dial's direction: the X-wing ends about 1 bank away, not 3.
    expect(ship(s, 'x').pose!.y).toBeLessThan(300);
  });
});

describe('Cloak (000 List of Actions; 002 "Cloak": a cloaked ship cannot attack and has 2 more agility)', () => {
  const phantom = (extra: Partial<PositionShip> = {}): PositionShip => ({
    id: 'p',
    pilot: 'sigmasquadronace',
    pose: { x: 400, y: 500, heading: 180 },
    ...extra,
  });

  it('the cloak action gives a cloak token', () => {
    const s = position(
      'activation',
      [xwing(150, { dial: '1F', initiative: 6 })],
      [phantom({ dial: '1F', pose: { x: 400, y: 800, heading: 180 } })],
    );
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'p')!;
    expect(d.options.map((o) => o.id)).toContain('cloak');
    choose(s, 'cloak');
    expect(ship(s, 'p').tokens.cloak).toBe(1);
  });

  it('a cloaked Phantom (initiative 4) facing the X-wing is not asked to attack; the X-wing is', () => {
    const s = position('engagement', [xwing(300)], [phantom({ tokens: { cloak: 1 } })]);
    expect(declarations(s).map((d) => d.ship)).toEqual(['x']);
  });

  it('uncloaked, it attacks first', () => {
    const s = position('engagement', [xwing(300)], [phantom()]);
    expect(declarations(s).map((d) => d.ship)).toEqual(['p', 'x']);
  });

  it('a cloaked Phantom (agility 2) rolls 4 defense dice at range 2', () => {
    const s = position('engagement', [xwing(300)], [phantom({ tokens: { cloak: 1 } })]);
    declare(s, 'x', 'p');
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(4);
  });

  it('uncloaked it rolls 2', () => {
    const s = position('engagement', [xwing(300)], [phantom()]);
    declare(s, 'x', 'p');
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(2);
  });
});

describe('Critical damage: faceup damage cards change the dice (000 Suffering Damage; the damage deck)', () => {
  it('Weapons Failure: the X-wing rolls one attack die fewer (2 at range 2)', () => {
    const s = position('engagement', [xwing(300, { damage: [{ card: 'weaponsfailure', faceup: true }] })], [tie(500)]);
    expect(declare(s, 'x', 't').count).toBe(2);
  });

  it('Structural Damage: the TIE rolls one defense die fewer (2 at range 2)', () => {
    const s = position(
      'engagement',
      [xwing(300)],
      [tie(500, { damage: [{ card: 'structuraldamage', faceup: true }] })],
    );
    declare(s, 'x', 't');
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(2);
  });

  it('the same cards facedown do nothing', () => {
    const s = position(
      'engagement',
      [xwing(300, { damage: [{ card: 'weaponsfailure', faceup: false }] })],
      [tie(500, { damage: [{ card: 'structuraldamage', faceup: false }] })],
    );
    expect(declare(s, 'x', 't').count).toBe(3);
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(3);
  });

  it('a crit result deals the shieldless TIE a faceup card', () => {
    const s = position('engagement', [xwing(300)], [tie(500)]);
    declare(s, 'x', 't');
    choose(s, 'enter', ['crit', 'blank', 'blank']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    playUntil(s, () => !s.cursor.attack);
    expect(ship(s, 't').damage).toHaveLength(1);
    expect(ship(s, 't').damage[0]!.faceup).toBe(true);
  });
});

/**
 * Dice and damage through an attack played from a position with entered dice (000 "Targeting Restrictions",
 * "Focus", "Calculate", "Charges and the Force", "Performing an Attack" (Neutralize Results), "Suffering Damage";
 * 001 Engagement 2.1 and 3.1, "minimum of 0").
 */
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, playUntil, position } from './harness.js';

const xwing = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 'x',
  pilot: 'redsquadronveteran',
  pose: { x: 400, y: 300, heading: 0 },
  ...extra,
});
const tie = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 't',
  pilot: 'academypilot',
  pose: { x: 400, y: 500, heading: 180 },
  ...extra,
});
const isEnter = (kind: 'attack' | 'defense') => (d: Decision) =>
  d.kind === 'enter-dice' && d.accepts === (kind === 'attack' ? 'attack-faces' : 'defense-faces');
const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const faces = (s: GameState, kind: 'attack' | 'defense') =>
  (kind === 'attack' ? s.cursor.attack?.attackDice : s.cursor.attack?.defenseDice)?.map((d) => d.face);

/** `attacker` declares its first attack on `defender`; returns the attack-dice decision. */
function declare(s: GameState, attacker: string, defender: string): Decision {
  const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === attacker)!;
  choose(s, d.options.find((o) => o.id.startsWith(`attack:${defender}:`))!.id);
  return playUntil(s, isEnter('attack'))!;
}

describe('000 Targeting Restrictions: the attack range is measured to the closest point inside the arc', () => {
  it('a TIE at range 1 whose part in the front arc is at range 2: 3 attack dice, no range-1 bonus', () => {
    const s = position('engagement', [xwing()], [tie({ pose: { x: 505, y: 400, heading: 180 } })]);
    const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 'x')!;
    const attack = d.options.find((o) => o.id.startsWith('attack:t:primary'))!;
    expect(attack.data?.range).toBe(2);
    choose(s, attack.id);
    expect(playUntil(s, isEnter('attack'))?.count).toBe(3);
  });
});

describe('000 Charges and the Force; Calculate; Focus (spending tokens on dice)', () => {
  it('the attacker spends 1 Force to change one focus result to a hit, and has no Force left to spend', () => {
    // A Jedi Knight (Delta-7, attack 2) at range 2.
    const s = position('engagement', [xwing({ pilot: 'jediknight', force: 1 })], [tie()]);
    declare(s, 'x', 't');
    choose(s, 'enter', ['focus', 'focus']);
    const d = playUntil(s, (x) => x.kind === 'modify-attack-dice')!;
    expect(d.options.map((o) => o.id)).toContain('mod:force');
    choose(s, 'mod:force');
    expect(faces(s, 'attack')).toEqual(['hit', 'focus']);
    expect(ship(s, 'x').force).toBe(0);
    expect(s.pending?.kind === 'modify-attack-dice' && s.pending.options.some((o) => o.id === 'mod:force')).toBe(false);
  });

  it('the attacker spends a calculate token to change one focus result to a hit', () => {
    const s = position('engagement', [xwing({ pilot: 'tradefederationdrone', tokens: { calculate: 1 } })], [tie()]);
    declare(s, 'x', 't');
    choose(s, 'enter', ['focus', 'focus']);
    playUntil(s, (x) => x.kind === 'modify-attack-dice');
    choose(s, 'mod:calculate');
    expect(faces(s, 'attack')).toEqual(['hit', 'focus']);
    expect(ship(s, 'x').tokens.calculate ?? 0).toBe(0);
  });

  it('the defender spends its focus token to change all its focus results to evades', () => {
    const s = position('engagement', [xwing()], [tie({ tokens: { focus: 1 } })]);
    declare(s, 'x', 't');
    choose(s, 'enter', ['hit', 'hit', 'blank']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['focus', 'focus', 'blank']);
    const d = playUntil(s, (x) => x.kind === 'modify-defense-dice')!;
    expect(d.player).toBe(1);
    choose(s, 'mod:focus');
    // Nothing else to modify: the attack goes on at once; the modification's event has the dice after it.
    const used = s.log.filter((e) => e.type === 'modification-used').at(-1);
    expect(used?.data).toMatchObject({ dice: 'defense', after: ['evade', 'evade', 'blank'] });
    expect(ship(s, 't').damage).toEqual([]);
  });
});

describe('000 Performing an Attack, Neutralize Results: evades cancel hits before crits', () => {
  it('a hit and a crit against one evade: the crit remains, dealt as a faceup card', () => {
    const s = position('engagement', [xwing()], [tie()]);
    declare(s, 'x', 't');
    choose(s, 'enter', ['crit', 'hit', 'blank']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['evade', 'blank', 'blank']);
    playUntil(s, () => !s.cursor.attack);
    expect(ship(s, 't').damage.map((d) => d.faceup)).toEqual([true]);
  });

  it('two evades cancel both: the attack misses', () => {
    const s = position('engagement', [xwing()], [tie()]);
    declare(s, 'x', 't');
    choose(s, 'enter', ['crit', 'hit', 'blank']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['evade', 'evade', 'blank']);
    playUntil(s, () => !s.cursor.attack);
    expect(ship(s, 't').damage).toEqual([]);
    expect(s.log.filter((e) => e.type === 'attack-neutralized').at(-1)?.data).toMatchObject({ hit: false });
  });
});

describe('000 Suffering Damage: shields first; all hit damage before crit damage', () => {
  it('an X-wing with 1 shield takes a hit and a crit: the shield takes the hit, the crit is a faceup card', () => {
    const s = position('engagement', [xwing({ shields: 1 })], [tie({ initiative: 5 })]);
    declare(s, 't', 'x');
    choose(s, 'enter', ['crit', 'hit']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['blank', 'blank']);
    playUntil(s, () => !s.cursor.attack);
    const x = ship(s, 'x');
    expect(x.shields).toBe(0);
    expect(x.damage.map((d) => d.faceup)).toEqual([true]);
  });
});

describe('001 Engagement 3.1: defense dice, "minimum of 0"', () => {
  it('a strained B-wing (agility 1) rolls no defense dice and is asked for none', () => {
    const s = position('engagement', [xwing()], [tie({ id: 'b', pilot: 'bluesquadronpilot', tokens: { strain: 1 } })]);
    // The B-wing (Rebel pilot) on the Empire's side is only a target here.
    declare(s, 'x', 'b');
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    const next = playUntil(s, (x) => isEnter('defense')(x) || !s.cursor.attack);
    expect(next === undefined || !isEnter('defense')(next)).toBe(true);
    expect(s.log.filter((e) => e.type === 'defense-dice-rolled').at(-1)?.data).toEqual({ faces: [] });
    expect(s.log.filter((e) => e.type === 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1, crits: 0 });
  });
});

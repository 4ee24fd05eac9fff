/**
 * Performing an attack (000 "Performing an Attack", "Range Bonuses", "Obstruction", "Suffering Damage", "Destroying
 * Ships"; 001 Engagement 1–6), played from positions with entered dice through the public API: the number of dice
 * the engine asks a player to enter is the number of dice the rules give.
 */
import type { GameState } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, declare, isEnter, playUntil, position, tie, xwing } from './harness.js';

describe('000 Range Bonuses: +1 attack die at range 1, +1 defense die at range 3 (primary weapons)', () => {
  it('range 1: the X-wing (attack 3) rolls 4, the TIE (agility 3) 3', () => {
    const s = position('engagement', [xwing(300)], [tie(420)]);
    expect(declare(s, 'x').count).toBe(4);
    choose(s, 'enter', ['blank', 'blank', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(3);
  });

  it('range 2: 3 and 3', () => {
    const s = position('engagement', [xwing(300)], [tie(500)]);
    expect(declare(s, 'x').count).toBe(3);
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(3);
  });

  it('range 3: 3 and 4', () => {
    const s = position('engagement', [xwing(300)], [tie(600)]);
    expect(declare(s, 'x').count).toBe(3);
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(4);
  });
});

describe('000 Obstruction: an attack through an obstacle gives the defender one more die', () => {
  it('an asteroid between them at range 2: the TIE rolls 4', () => {
    const s = position('engagement', [xwing(200)], [tie(400)], {
      obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 300, heading: 0 } }],
    });
    expect(declare(s, 'x').count).toBe(3);
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(4);
  });
});

describe('000 Suffering Damage: shields first; hits deal facedown cards, crits faceup', () => {
  it('a hit and a crit against a shieldless TIE: one card facedown, one faceup', () => {
    const s = position('engagement', [xwing(300)], [tie(500)]);
    declare(s, 'x');
    choose(s, 'enter', ['hit', 'crit', 'blank']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    playUntil(s, () => s.phase !== 'engagement' || !s.ships.find((x) => x.id === 't')!.pose);
    const t = s.ships.find((x) => x.id === 't')!;
    expect(t.damage.map((d) => d.faceup).sort()).toEqual([false, true]);
  });

  it('an X-wing with 2 shields hit twice keeps its hull and loses both shields', () => {
    const s = position('engagement', [xwing(300, { id: 'x' })], [tie(500, { initiative: 5 })]);
    const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 't')!;
    choose(s, d.options.find((o) => o.id.startsWith('attack:'))!.id);
    playUntil(s, isEnter('attack'));
    choose(s, 'enter', ['hit', 'hit']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['blank', 'blank']);
    playUntil(s, (x) => x.ship === 'x' && x.kind === 'declare-attack');
    const x = s.ships.find((sh) => sh.id === 'x')!;
    expect(x.shields).toBe(0);
    expect(x.damage).toEqual([]);
  });
});

describe('000 Destroying Ships: a ship destroyed at an initiative still engages at that initiative', () => {
  it('the TIE destroyed by an initiative-1 X-wing still attacks back at initiative 1', () => {
    const s = position('engagement', [xwing(300, { initiative: 1 })], [tie(500)]);
    declare(s, 'x');
    choose(s, 'enter', ['hit', 'hit', 'hit']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    const back = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 't');
    expect(back?.player).toBe(1);
    const t = s.ships.find((x) => x.id === 't')!;
    expect(t.damage.length).toBeGreaterThanOrEqual(3);
  });

  it('with a higher initiative the destroyed TIE does not get to attack', () => {
    const s = position('engagement', [xwing(300)], [tie(500)]);
    declare(s, 'x');
    choose(s, 'enter', ['hit', 'hit', 'hit']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    const back = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 't');
    expect(back).toBeUndefined();
  });
});

describe('Modifying dice with tokens (000 Focus, Lock, Evade; 001 Engagement 2.2, 3.2)', () => {
  const armed = () =>
    position('engagement', [xwing(300, { tokens: { focus: 1 }, locks: ['t'] })], [tie(500, { tokens: { evade: 1 } })]);
  const attackDice = (s: GameState) => s.cursor.attack?.attackDice.map((d) => d.face);

  it('spending focus changes the attacker’s focus results to hits and removes the token', () => {
    const s = armed();
    declare(s, 'x');
    choose(s, 'enter', ['focus', 'blank', 'hit']);
    const d = playUntil(s, (x) => x.kind === 'modify-attack-dice' && x.player === 0)!;
    expect(d.options.map((o) => o.id)).toEqual(expect.arrayContaining(['mod:focus', 'mod:lock', 'done']));
    choose(s, 'mod:focus');
    expect(attackDice(s)).toEqual(['hit', 'blank', 'hit']);
    expect(s.ships.find((x) => x.id === 'x')!.tokens.focus ?? 0).toBe(0);
  });

  it('spending the lock on the defender rerolls chosen dice (entered again) and breaks the lock', () => {
    const s = armed();
    declare(s, 'x');
    choose(s, 'enter', ['focus', 'blank', 'hit']);
    playUntil(s, (x) => x.kind === 'modify-attack-dice' && x.player === 0);
    choose(s, 'mod:lock', ['1']);
    const reroll = playUntil(s, isEnter('attack'))!;
    expect(reroll.count).toBe(1);
    choose(s, 'enter', ['crit']);
    expect(attackDice(s)).toEqual(['focus', 'crit', 'hit']);
    expect(s.ships.find((x) => x.id === 'x')!.locks).toEqual([]);
  });

  it('spending an evade token adds an evade result to the defense dice', () => {
    const s = armed();
    declare(s, 'x');
    choose(s, 'enter', ['hit', 'blank', 'hit']);
    playUntil(s, isEnter('defense'));
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    const d = playUntil(s, (x) => x.kind === 'modify-defense-dice' && x.player === 1)!;
    expect(d.options.map((o) => o.id)).toContain('mod:evade');
    choose(s, 'mod:evade');
    // Two hits, one evade (000 Neutralize Results): the TIE takes one damage card.
    playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 't');
    const t = s.ships.find((x) => x.id === 't')!;
    expect(t.damage).toHaveLength(1);
    expect(t.tokens.evade ?? 0).toBe(0);
  });
});

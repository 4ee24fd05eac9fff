/**
 * More words of the attack group's pilots (vocabulary/types.ts, block "attack pilots"), each played through
 * `createFromPosition` + `applyInPlace` with a test record.
 */
import { describe, expect, it } from 'vitest';
import { extraDice, rerollAbility } from '@xwing/dice';
import { abilityTable, type Decision } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answers, attacks, hasLogged, playUntil, position, rolls, shipOf } from './flow-harness.js';

describe('no-force (000 "Charges and the Force": a ship spends its Force only where a rule lets it)', () => {
  /** A standing record on Luke Skywalker: he may not spend Force while he is not the attacker. */
  const onlyAttacking: Ability = {
    source: { kind: 'pilot', xws: 'lukeskywalker' },
    window: 'force:allowed',
    when: { kind: 'not', of: { kind: 'attack-role', role: 'attacker' } },
    optional: false,
    effect: { kind: 'no-force', why: 'test: Force only while attacking' },
    summary: 'Test record: Force only while attacking.',
  };
  const table = abilityTable({ 'pilot:lukeskywalker': [onlyAttacking] });
  /** Luke (x, 2 Force) and the TIE (t) face each other at range 2; `attacker` attacks, every die a focus. */
  function forceOffered(attacker: 'x' | 't', withRecord: boolean): { offered: boolean; force: number } {
    const t = withRecord ? table : undefined;
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'lukeskywalker', pose: { x: 400, y: 300, heading: 0 }, force: 2 }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      t,
    );
    const defender = attacker === 'x' ? 't' : 'x';
    const seen: Decision[] = playUntil(
      s,
      hasLogged('attack-ended', attacker),
      answers(
        attacks(attacker, defender),
        rolls(attacker, 'attack', ['focus', 'focus', 'focus']),
        rolls(defender, 'defense', ['focus', 'focus', 'focus']),
      ),
      t,
    );
    const offered = seen.some(
      (d) =>
        (d.kind === 'modify-attack-dice' || d.kind === 'modify-defense-dice') &&
        d.ship === 'x' &&
        d.options.some((o) => o.id === 'mod:force'),
    );
    return { offered, force: shipOf(s, 'x').force };
  }
  it('defending, the restricted ship is not offered the Force’s focus change (without the record, it is)', () => {
    expect(forceOffered('t', true).offered).toBe(false);
    expect(forceOffered('t', false).offered).toBe(true);
  });
  it('attacking, the restriction does not hold: the Force’s change is offered', () => {
    expect(forceOffered('x', true).offered).toBe(true);
  });
});

describe('spend-upgrade-charge (000 "Charges and the Force": a card spends its own charges, or the ones it names)', () => {
  /** A test record on the X-wing: after attacking it pays the cost given and gains a stress token. */
  function stressAfter(
    cost: Extract<NonNullable<Ability['cost']>[number], { kind: 'spend-upgrade-charge' }>,
    upgrades: { xws: string; charges: number }[],
  ): { stress: number; charges: number[] } {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:after',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      cost: [cost],
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
      summary: 'Test record: pay and gain a stress token.',
    };
    const t = abilityTable({ 'pilot:redsquadronveteran': [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, upgrades }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      t,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), t);
    const x = shipOf(s, 'x');
    return { stress: x.tokens.stress ?? 0, charges: x.upgrades.map((u) => u.charges ?? 0) };
  }
  it('spends from the first upgrade of a type named that has the charges', () => {
    const cost = { kind: 'spend-upgrade-charge', count: 1, types: ['astromech'] } as const;
    expect(stressAfter(cost, [{ xws: 'r2d2', charges: 2 }])).toEqual({ stress: 1, charges: [1] });
    expect(stressAfter(cost, [{ xws: 'r2d2', charges: 0 }])).toEqual({ stress: 0, charges: [0] });
  });
  it('an upgrade of another type does not pay', () => {
    const cost = { kind: 'spend-upgrade-charge', count: 1, types: ['missile'] } as const;
    expect(stressAfter(cost, [{ xws: 'r2d2', charges: 2 }])).toEqual({ stress: 0, charges: [2] });
  });
  it('nonRecurring: only a card whose charges do not recover pays', () => {
    const cost = { kind: 'spend-upgrade-charge', count: 1, nonRecurring: true } as const;
    expect(stressAfter(cost, [{ xws: 'protoncannons', charges: 2 }])).toEqual({ stress: 0, charges: [2] });
    expect(
      stressAfter(cost, [
        { xws: 'protoncannons', charges: 2 },
        { xws: 'r2d2', charges: 1 },
      ]),
    ).toEqual({
      stress: 1,
      charges: [2, 0],
    });
  });
});

describe('the dice-count windows’ count, and gain-token of who (001 Engagement 2.1: the attack dice are counted, then rolled)', () => {
  /** A test record on the X-wing: with 3 attack dice counted, the defender gains a stress token and it rolls one more. */
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'attack:roll-attack-dice',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role: 'attacker' },
        { kind: 'subject-data', key: 'count', oneOf: [3] },
      ],
    },
    optional: false,
    cost: [{ kind: 'gain-token', token: 'stress', count: 1, who: 'defender' }],
    effect: { kind: 'dice', modification: extraDice('attack', 1) },
    summary: 'Test record: the defender gains a stress token, one more attack die.',
  };
  const t = abilityTable({ 'pilot:redsquadronveteran': [record] });
  /** The X-wing attacks the TIE at (400, `y`): 490 is range 2 (3 dice), 420 range 1 (4 dice). */
  function play(y: number): { dice?: number; xStress: number; tStress: number } {
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y, heading: 180 } }],
      { diceMode: 'entered' },
      t,
    );
    const seen = playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), t);
    const dice = seen.find((d) => d.kind === 'enter-dice' && d.ship === 'x' && d.accepts === 'attack-faces')?.count;
    return { dice, xStress: shipOf(s, 'x').tokens.stress ?? 0, tStress: shipOf(s, 't').tokens.stress ?? 0 };
  }
  it('3 dice counted: the defender pays the stress, 4 dice are rolled', () => {
    expect(play(490)).toEqual({ dice: 4, xStress: 0, tStress: 1 });
  });
  it('4 dice counted (range 1): the record does not hold', () => {
    expect(play(420)).toEqual({ dice: 4, xStress: 0, tStress: 0 });
  });
});

describe('delay-removal (000 "Destroying Ships": removed at the end of the initiative step; here, of the phase)', () => {
  const record: Ability = {
    source: { kind: 'pilot', xws: '7thskycorpspilot' },
    window: 'ship:removal',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'delay-removal' },
    summary: 'Test record: stays in play to the end of the phase.',
  };
  /** "Mauler" Mithel (initiative 5) destroys the clone Z-95 (initiative 2); the Engagement Phase is played out. */
  function z95Engages(withRecord: boolean): { engaged: boolean; removedAt?: number } {
    const t = withRecord ? abilityTable({ 'pilot:7thskycorpspilot': [record] }) : undefined;
    const s = position(
      'engagement',
      [
        {
          id: 'f',
          pilot: '7thskycorpspilot',
          pose: { x: 400, y: 300, heading: 0 },
          shields: 0,
          damage: [{ card: 'structuraldamage', faceup: false }],
        },
        // A wingman far away keeps the game going.
        { id: 'w', pilot: 'redsquadronveteran', pose: { x: 850, y: 60, heading: 0 } },
      ],
      [{ id: 'm', pilot: 'maulermithel', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      t,
    );
    const seen = playUntil(
      s,
      (x) => x.phase !== 'engagement',
      answers(attacks('m', 'f'), rolls('m', 'attack', ['hit', 'hit', 'hit']), rolls('f', 'defense', [])),
      t,
    );
    const removed = s.log.find((e) => e.type === 'ship-removed' && e.ship === 'f');
    return { engaged: seen.some((d) => d.kind === 'declare-attack' && d.ship === 'f'), removedAt: removed?.seq };
  }
  it('with the record, the destroyed ship engages at its initiative and is removed after', () => {
    const r = z95Engages(true);
    expect(r.engaged).toBe(true);
    expect(r.removedAt).toBeDefined();
  });
  it('without it, it is removed as Mithel’s initiative step ends and never engages', () => {
    const r = z95Engages(false);
    expect(r.engaged).toBe(false);
    expect(r.removedAt).toBeDefined();
  });
});

describe('weapon-range-widen (000 "Special Weapons": the range requirement is checked as the attack is declared)', () => {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'ship:weapon-range',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'weapon-range-widen', slots: ['torpedo'], by: 1, min: 0, max: 3 },
    summary: 'Test record: torpedoes reach one range nearer or farther.',
  };
  /** Whether the X-wing (Proton Torpedoes, range 2–3, a lock on the TIE) may fire them at the TIE at (400, `y`). */
  function torpedoes(y: number, withRecord: boolean): boolean {
    const t = withRecord ? abilityTable({ 'pilot:redsquadronveteran': [record] }) : undefined;
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: ['protontorpedoes'],
          locks: ['t'],
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y, heading: 180 } }],
      {},
      t,
    );
    const seen = playUntil(s, (x) => x.pending?.kind === 'declare-attack' && x.pending.ship === 'x', undefined, t);
    void seen;
    return (
      s.pending?.kind === 'declare-attack' && s.pending.options.some((o) => o.id.startsWith('attack:t:protontorpedoes'))
    );
  }
  it('at range 1 a range 2–3 torpedo reaches with the record, not without', () => {
    expect(torpedoes(400, true)).toBe(true);
    expect(torpedoes(400, false)).toBe(false);
  });
  it('at range 2 it reaches either way', () => {
    expect(torpedoes(490, false)).toBe(true);
  });
});

describe('the dice effect’s per (000 "Modifying Dice": a reroll of so many dice)', () => {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'attack:modify-attack-dice',
    when: { kind: 'attack-role', role: 'attacker' },
    optional: true,
    effect: {
      kind: 'dice',
      modification: rerollAbility('attacker', 1, { name: 'Test reroll' }),
      per: { side: 'friendly', range: [0, 1] },
    },
    summary: 'Test reroll: one die per other friendly ship at range 0–1.',
  };
  const t = abilityTable({ 'pilot:redsquadronveteran': [record] });
  /** The X-wing (x) attacks the TIE with `wingmen` other X-wings at range 1 of it: the dice it rerolled, if offered. */
  function rerolls(wingmen: number): number | undefined {
    const near = [
      { id: 'a', pilot: 'redsquadronveteran', pose: { x: 330, y: 300, heading: 0 } },
      { id: 'b', pilot: 'redsquadronveteran', pose: { x: 470, y: 300, heading: 0 } },
    ].slice(0, wingmen);
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }, ...near],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      t,
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 't'), rolls('x', 'attack', ['blank', 'blank', 'blank'], ['hit', 'hit', 'hit']), (d) => {
        if (d.kind !== 'modify-attack-dice') return undefined;
        const o = d.options.find((x) => x.label.includes('Test reroll'));
        return o ? [o.id] : undefined;
      }),
      t,
    );
    const entries = seen.filter((d) => d.kind === 'enter-dice' && d.ship === 'x' && d.accepts === 'attack-faces');
    return entries[1]?.count;
  }
  it('one die for each ship the filter lets through', () => {
    expect(rerolls(2)).toBe(2);
    expect(rerolls(1)).toBe(1);
  });
  it('none: not offered, nothing rerolled', () => {
    expect(rerolls(0)).toBeUndefined();
  });
});

describe('attack-range-as (000 "Range Bonuses": the attack range read by every range rule)', () => {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'attack:range-as',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'attack-range-as', from: 0, to: 1 },
    summary: 'Test record: range 0 as range 1.',
  };
  /** The X-wing attacks the TIE touching it: the range of the attack declared. */
  function declaredRange(withRecord: boolean): unknown {
    const t = withRecord ? abilityTable({ 'pilot:redsquadronveteran': [record] }) : undefined;
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 340, heading: 180 } }],
      {},
      t,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), t);
    return s.log.find((e) => e.type === 'attack-declared' && e.ship === 'x')?.data?.range;
  }
  it('an attack at range 0 is declared at range 1 with the record, at range 0 without', () => {
    expect(declaredRange(true)).toBe(1);
    expect(declaredRange(false)).toBe(0);
  });
});

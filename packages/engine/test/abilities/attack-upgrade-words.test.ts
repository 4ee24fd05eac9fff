/**
 * The words the attack group's upgrades added (vocabulary/types.ts, the attack words' block), each played through
 * `createFromPosition` + `applyInPlace` with a test record on the attacking X-wing.
 */
import { describe, expect, it } from 'vitest';
import { extraDice } from '@xwing/dice';
import { abilityTable, type PositionShip } from '@xwing/engine';
import type { Ability, Condition, Window } from '../../src/abilities/vocabulary/types.js';
import { answers, attacks, hasLogged, picks, playUntil, position, rolls, shipOf, type Answer } from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';

function tableWith(window: Window, when: Condition) {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window,
    when,
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: gain a stress token.',
  };
  return abilityTable({ [KEY]: [record] });
}

/** The X-wing at (400, 300) facing up attacks the TIE at range 2; returns the stress it holds after the attack. */
function stressAfter(
  window: Window,
  when: Condition,
  xwing: Partial<PositionShip>,
  tie: Partial<PositionShip> = {},
  weapon = 'primary',
  more: Answer = () => undefined,
): number {
  const table = tableWith(window, when);
  const s = position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, ...xwing }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 }, ...tie }],
    {},
    table,
  );
  playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't', weapon), more), table);
  return shipOf(s, 'x').tokens.stress ?? 0;
}

describe('modified-by-self (000 "Modifying Dice": the ship that uses a modification; "if you do" follows its use)', () => {
  const by: Condition = { kind: 'modified-by-self' };
  it('the X-wing spends its focus token on its attack dice: holds for it', () => {
    const focus = answers(rolls('x', 'attack', ['focus']), picks('modify-attack-dice', 'mod:focus', 'x'));
    expect(stressAfter('dice:after-modify', by, { tokens: { focus: 1 } }, {}, 'primary', focus)).toBe(1);
  });
  it('the defender spends its evade token: does not hold for the X-wing', () => {
    const evade = answers(rolls('x', 'attack', ['hit']), picks('modify-defense-dice', 'mod:evade', 't'));
    expect(stressAfter('dice:after-modify', by, {}, { tokens: { evade: 1 } }, 'primary', evade)).toBe(0);
  });
});

describe('attack-weapon-requires (000 "Special Weapons": the attack header names the token the attack requires)', () => {
  const lock: Condition = {
    kind: 'all',
    of: [
      { kind: 'attack-role', role: 'attacker' },
      { kind: 'attack-weapon-requires', requirement: 'lock' },
    ],
  };
  const armed = { upgrades: [{ xws: 'protontorpedoes' }, { xws: 'ioncannon' }], locks: ['t'] };
  it('a Proton Torpedoes attack (a lock required): holds', () => {
    expect(stressAfter('attack:after', lock, armed, {}, 'protontorpedoes')).toBe(1);
  });
  it('an Ion Cannon attack (no requirement) or a primary attack: does not hold', () => {
    expect(stressAfter('attack:after', lock, armed, {}, 'ioncannon')).toBe(0);
    expect(stressAfter('attack:after', lock, armed)).toBe(0);
  });
});

describe('attack-ordnance (000 "Special Weapons": the range bonus indicator marks an ordnance weapon)', () => {
  const ordnance: Condition = {
    kind: 'all',
    of: [{ kind: 'attack-role', role: 'attacker' }, { kind: 'attack-ordnance' }],
  };
  const armed = { upgrades: [{ xws: 'protontorpedoes' }, { xws: 'ioncannon' }], locks: ['t'] };
  it('a Proton Torpedoes attack (the indicator printed): holds', () => {
    expect(stressAfter('attack:after', ordnance, armed, {}, 'protontorpedoes')).toBe(1);
  });
  it('an Ion Cannon attack (no indicator) or a primary attack: does not hold', () => {
    expect(stressAfter('attack:after', ordnance, armed, {}, 'ioncannon')).toBe(0);
    expect(stressAfter('attack:after', ordnance, armed)).toBe(0);
  });
});

describe('ships-outnumber (000 "Friendly and Enemy": a ship is friendly to itself; "Measuring Range")', () => {
  const outnumber = (enemyBand: readonly [number, number]): Condition => ({
    kind: 'all',
    of: [
      { kind: 'attack-role', role: 'attacker' },
      {
        kind: 'ships-outnumber',
        more: { side: 'friendly', includeSelf: true, range: [0, 3] },
        than: { side: 'enemy', range: enemyBand },
      },
    ],
  });
  it('the X-wing itself against no enemy at range 0–1 (the TIE at range 2): holds', () => {
    expect(stressAfter('attack:after', outnumber([0, 1]), {})).toBe(1);
  });
  it('one ship each side at range 0–3: does not hold (more, not as many)', () => {
    expect(stressAfter('attack:after', outnumber([0, 3]), {})).toBe(0);
  });
});

describe('maneuver-is with who (001 Activation: a ship reveals its dial as it activates)', () => {
  const fast: Condition = {
    kind: 'all',
    of: [
      { kind: 'attack-role', role: 'attacker' },
      { kind: 'maneuver-is', who: 'self', speeds: [3] },
    ],
  };
  it('a 3-straight set on the dial but never revealed (a position entered in the Engagement Phase): does not hold', () => {
    expect(stressAfter('attack:after', fast, { dial: '3F' })).toBe(0);
  });
});

describe('destroyed (000 "Destroying Ships": in the Engagement Phase a destroyed ship stays until its initiative step ends)', () => {
  const gone: Condition = {
    kind: 'all',
    of: [
      { kind: 'attack-role', role: 'attacker' },
      { kind: 'destroyed', who: 'defender' },
    ],
  };
  const down = { card: 'structuraldamage', faceup: false };
  const hit = answers(rolls('x', 'attack', ['hit']));
  it('the attack destroys the defender: holds after it', () => {
    expect(stressAfter('attack:after', gone, {}, { damage: [down, down] }, 'primary', hit)).toBe(1);
  });
  it('the defender survives: does not hold', () => {
    expect(stressAfter('attack:after', gone, {}, { damage: [down] }, 'primary', hit)).toBe(0);
  });
});

describe('rerolled-faces (000 "Modifying Dice": a reroll rolls the die again; "if the rerolled result is …")', () => {
  const crit: Condition = { kind: 'rerolled-faces', faces: ['crit'] };
  const reroll = (face: string) =>
    answers(rolls('x', 'attack', ['blank'], [face]), picks('modify-attack-dice', 'mod:lock', 'x'));
  it('the X-wing spends its lock to reroll a blank into a crit: holds', () => {
    expect(stressAfter('dice:after-modify', crit, { locks: ['t'] }, {}, 'primary', reroll('crit'))).toBe(1);
  });
  it('the reroll shows a hit: does not hold', () => {
    expect(stressAfter('dice:after-modify', crit, { locks: ['t'] }, {}, 'primary', reroll('hit'))).toBe(0);
  });
  it('a modification that rerolls nothing (a focus spent): does not hold', () => {
    const focus = answers(rolls('x', 'attack', ['crit', 'focus']), picks('modify-attack-dice', 'mod:focus', 'x'));
    expect(stressAfter('dice:after-modify', crit, { tokens: { focus: 1 } }, {}, 'primary', focus)).toBe(0);
  });
});

describe('cards-dealt in attack:after (000 "Deal Damage": the defender is dealt a card per damage, a crit faceup)', () => {
  const faceup: Condition = { kind: 'cards-dealt', faceup: true };
  const hitWith = (face: string) => answers(rolls('x', 'attack', [face]));
  it('a crit deals the TIE a faceup card: holds', () => {
    expect(stressAfter('attack:after', faceup, {}, {}, 'primary', hitWith('crit'))).toBe(1);
  });
  it('a hit deals it a facedown card: does not hold', () => {
    expect(stressAfter('attack:after', faceup, {}, {}, 'primary', hitWith('hit'))).toBe(0);
  });
  it('two cards dealt, at least two asked: holds; at least three: does not', () => {
    const two = answers(rolls('x', 'attack', ['hit', 'hit']));
    expect(stressAfter('attack:after', { kind: 'cards-dealt', atLeast: 2 }, {}, {}, 'primary', two)).toBe(1);
    const again = answers(rolls('x', 'attack', ['hit', 'hit']));
    expect(stressAfter('attack:after', { kind: 'cards-dealt', atLeast: 3 }, {}, {}, 'primary', again)).toBe(0);
  });
});

describe('modified-this-attack (000 "Modifying Dice": "if you do" read once the attack is over)', () => {
  /** The X-wing's pilot key carries a focus-to-hit modification and the test record read after the attack. */
  function stressWith(use: boolean): number {
    const record = (when: Condition): Ability => ({
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:after',
      when,
      optional: false,
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
      summary: 'Test record: gain a stress token.',
    });
    const mod: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: true,
      effect: {
        kind: 'dice',
        modification: {
          name: 'Test change',
          by: 'attacker',
          dice: 'attack',
          effect: { kind: 'change', count: 1, from: ['focus'], to: 'hit' },
        },
      },
      summary: 'Test change: a focus to a hit.',
    };
    const table = abilityTable({ [KEY]: [mod, record({ kind: 'modified-this-attack' })] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 } }],
      {},
      table,
    );
    const answer = answers(attacks('x', 't'), rolls('x', 'attack', ['focus']), (d) =>
      use && d.kind === 'modify-attack-dice'
        ? [d.options.find((o) => o.label.includes('Test change'))?.id ?? 'done']
        : undefined,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), answer, table);
    return shipOf(s, 'x').tokens.stress ?? 0;
  }
  it('the X-wing used its card’s modification in the attack: holds after it', () => expect(stressWith(true)).toBe(1));
  it('it did not: does not hold', () => expect(stressWith(false)).toBe(0));
});

describe('initiative-vs a number (000 "Initiative": a ship’s value, as standing effects set it)', () => {
  const above = (value: number): Condition => ({
    kind: 'initiative-vs',
    who: 'self',
    than: { value },
    compare: 'higher',
  });
  it('the X-wing (initiative 3) is higher than 2: holds', () => {
    expect(stressAfter('attack:after', above(2), {})).toBe(1);
  });
  it('it is not higher than 3: does not hold', () => {
    expect(stressAfter('attack:after', above(3), {})).toBe(0);
  });
});

describe('agility-vs (000 "Ship Cards": agility, with the standing changes of static.ts)', () => {
  it('the X-wing (agility 2) has at most the TIE’s (3): holds', () => {
    expect(
      stressAfter('attack:after', { kind: 'agility-vs', who: 'self', than: 'other', compare: 'at-most' }, {}),
    ).toBe(1);
  });
  it('its agility is not higher than the TIE’s: does not hold', () => {
    expect(stressAfter('attack:after', { kind: 'agility-vs', who: 'self', than: 'other', compare: 'higher' }, {})).toBe(
      0,
    );
  });
});

describe('a dice-count gain with a maximum (000 "Performing an Attack": the dice rolled; "to a maximum of 4")', () => {
  /** The attack dice the X-wing (primary 3) rolls at the TIE at `y` (450: range 2; 390: range 1), its record asked. */
  function attackDice(y: number, optional: boolean): number | undefined {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'attack-role', role: 'attacker' },
      optional,
      effect: { kind: 'dice', modification: extraDice('attack', 1, 'attacker', 4) },
      summary: 'Test record: one more die, to a maximum of 4.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y, heading: 180 } }],
      {},
      table,
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 't'), (d) => (d.kind === 'use-ability' ? ['use'] : undefined)),
      table,
    );
    asked = seen.some((d) => d.kind === 'use-ability');
    return seen.find((d) => d.kind === 'enter-dice' && d.ship === 'x' && d.accepts === 'attack-faces')?.count;
  }
  let asked = false;
  it('three dice at range 2: a fourth (read as counted, or asked at the roll)', () => {
    expect(attackDice(450, false)).toBe(4);
    expect(attackDice(450, true)).toBe(4);
  });
  it('four dice at range 1 (the range bonus): no fifth, and an asking record is not asked for nothing', () => {
    expect(attackDice(390, false)).toBe(4);
    expect(attackDice(390, true)).toBe(4);
    expect(asked).toBe(false);
    attackDice(450, true);
    expect(asked).toBe(true);
  });
});

describe('defense-dice-cap (001 Engagement 3, Roll Defense Dice: the defender rolls its agility, with changes)', () => {
  /** The defense dice the TIE (agility 3, range 2) rolls against the X-wing's `faces`, with or without the cap. */
  function defenseDice(faces: string[], capped: boolean): number {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:after-declare',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      effect: { kind: 'defense-dice-cap', faces: ['hit', 'crit'] },
      summary: 'Test record: no more defense dice than hits and crits.',
    };
    const table = abilityTable(capped ? { [KEY]: [record] } : {});
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 } }],
      {},
      table,
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 't'), rolls('x', 'attack', faces)),
      table,
    );
    return seen.find((d) => d.kind === 'enter-dice' && d.ship === 't' && d.accepts === 'defense-faces')?.count ?? 0;
  }
  it('a hit and a crit: two defense dice; one crit: one', () => {
    expect(defenseDice(['hit', 'crit', 'blank'], true)).toBe(2);
    expect(defenseDice(['crit', 'focus', 'blank'], true)).toBe(1);
  });
  it('no hit or crit: none; without the cap, its three', () => {
    expect(defenseDice(['focus', 'blank', 'blank'], true)).toBe(0);
    expect(defenseDice(['focus', 'blank', 'blank'], false)).toBe(3);
  });
});

describe('obstructs-attack (000 "Obstruction": ships can obstruct attacks, with no effect but a card’s)', () => {
  /**
   * The X-wing attacks the TIE t ahead at (400, 500), turned so that one closest line joins them (a corner of its base
   * nearest); the TIE u at (`ux`, 400) takes a stress token if it obstructs.
   */
  function uStress(ux: number): number {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'academypilot' },
      window: 'attack:after',
      when: { kind: 'obstructs-attack', who: 'self' },
      optional: false,
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
      summary: 'Test record: gain a stress token.',
    };
    const table = abilityTable({ 'pilot:academypilot': [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [
        { id: 't', pilot: 'academypilot', pose: { x: 400, y: 500, heading: 135 } },
        { id: 'u', pilot: 'academypilot', pose: { x: ux, y: 400, heading: 90 } },
      ],
      {},
      table,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't')), table);
    return shipOf(s, 'u').tokens.stress ?? 0;
  }
  it('u stands across the range line: it obstructs (the defender t, at its end, does not)', () => {
    expect(uStress(400)).toBe(1);
  });
  it('u stands aside: it does not', () => {
    expect(uStress(600)).toBe(0);
  });
});

describe('ignore-obstacles beyondRange0, asked per attack (000 "Obstruction"; "Obstacles": range 0)', () => {
  /**
   * The X-wing (a record: it ignores obstacles while attacking, but not those at range 0 of it; `lockOnly`: only on
   * a defender it locks) attacks the TIE at (400, 560) across an electro-chaff cloud at (400, `y`) (an obstacle a ship
   * may attack from); whether the attack was obstructed.
   */
  function obstructed(y: number, lockOnly = false, lock = true): boolean {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'ship:ignore-obstacles',
      when: lockOnly ? { kind: 'locking', who: 'self', target: 'other' } : { kind: 'always' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['attacking'], beyondRange0: true },
      summary: 'Test record: ignore the obstacles beyond range 0 while attacking.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          ...(lock ? { locks: ['t'] } : {}),
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 560, heading: 180 } }],
      { obstacles: [{ id: 'chaff', name: 'asteroid-9', kind: 'electro-chaff', pose: { x: 400, y, heading: 0 } }] },
      table,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't')), table);
    return s.log.find((e) => e.type === 'attack-declared' && e.ship === 'x')?.data?.obstructed === true;
  }
  it('the cloud across the range, not touching the X-wing: ignored', () => {
    expect(obstructed(430)).toBe(false);
  });
  it('the cloud touching the X-wing: it still obstructs', () => {
    expect(obstructed(345)).toBe(true);
  });
  it('the record asks for a lock on the defender ("other", the defender the attack would have)', () => {
    expect(obstructed(430, true, true)).toBe(false);
    expect(obstructed(430, true, false)).toBe(true);
  });
});

describe('tokens on a card: card-token and has-card-token (000 "Tokens": a card may say to place tokens on it)', () => {
  /** The X-wing (R7-A7 aboard, `onCard` on that card) attacks the TIE; its record of 'attack:after' does `effect`. */
  function after(effect: Ability['effect'], when: Condition, onCard: Record<string, number> = {}) {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:after',
      when,
      optional: false,
      effect,
      summary: 'Test record.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const card = { xws: 'r7a7', ...(Object.keys(onCard).length ? { tokens: onCard } : {}) };
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, upgrades: [card] }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 } }],
      {},
      table,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't')), table);
    return shipOf(s, 'x');
  }
  const place = (count: number): Ability['effect'] => ({ kind: 'card-token', xws: 'r7a7', token: 'calculate', count });
  const always: Condition = { kind: 'always' };
  it('placed on the card, not the ship; removed down to none, never below', () => {
    const x = after(place(1), always);
    expect(x.upgrades[0]?.tokens).toEqual({ calculate: 1 });
    expect(x.tokens.calculate).toBeUndefined();
    expect(after(place(-1), always, { calculate: 1 }).upgrades[0]?.tokens).toBeUndefined();
    expect(after(place(-1), always).upgrades[0]?.tokens).toBeUndefined();
  });
  it('has-card-token reads the card’s tokens', () => {
    const stress: Ability['effect'] = { kind: 'gain-token', token: 'stress', count: 1, who: 'self' };
    const held: Condition = { kind: 'has-card-token', xws: 'r7a7', token: 'calculate' };
    expect(after(stress, held, { calculate: 1 }).tokens.stress).toBe(1);
    expect(after(stress, held).tokens.stress).toBeUndefined();
  });
});

describe('closest-defender (001 Engagement 1, Declare Target: the defenders the ship may choose)', () => {
  /** The defenders offered to the X-wing, TIEs at range 1 (t1) and 2 (t2) in its front arc, with or without the record. */
  function offeredDefenders(closest: boolean): string[] {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'closest-defender' },
      summary: 'Test record: the closest defenders only.',
    };
    const table = abilityTable(closest ? { [KEY]: [record] } : {});
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [
        { id: 't1', pilot: 'academypilot', pose: { x: 400, y: 390, heading: 180 } },
        { id: 't2', pilot: 'academypilot', pose: { x: 460, y: 470, heading: 180 } },
      ],
      {},
      table,
    );
    playUntil(
      s,
      (g) => g.pending?.kind === 'declare-attack' && g.pending.ship === 'x',
      () => undefined,
      table,
    );
    const d = s.pending;
    return d?.kind === 'declare-attack'
      ? [...new Set(d.options.map((o) => o.id.split(':')[1]!).filter(Boolean))].sort()
      : [];
  }
  it('t1 at range 1, t2 at range 2: only t1', () => expect(offeredDefenders(true)).toEqual(['t1']));
  it('without the record: both', () => expect(offeredDefenders(false)).toEqual(['t1', 't2']));
});

describe('disarmed-attacks (000 "Disarm Tokens": a disarmed ship cannot perform attacks, unless a card says so)', () => {
  /** The weapons offered to the X-wing (Proton Torpedoes, a lock on the TIE at range 2) holding `disarm` tokens. */
  function weapons(disarm: number, record: boolean): string[] {
    const r: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'disarmed-attacks', slots: ['torpedo'], lockedOnly: true },
      summary: 'Test record: torpedoes while disarmed.',
    };
    const table = abilityTable(record ? { [KEY]: [r] } : {});
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: ['protontorpedoes'],
          locks: ['t'],
          tokens: { disarm },
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 } }],
      {},
      table,
    );
    playUntil(
      s,
      (g) => g.pending?.kind === 'declare-attack' || g.phase !== 'engagement',
      () => undefined,
      table,
    );
    const d = s.pending;
    return d?.kind === 'declare-attack' && d.ship === 'x'
      ? d.options.filter((o) => o.id.startsWith('attack:')).map((o) => o.id.split(':')[2]!)
      : [];
  }
  it('one disarm token: the torpedoes, not the primary weapon', () =>
    expect(weapons(1, true)).toEqual(['protontorpedoes']));
  it('two disarm tokens, or no such card: nothing', () => {
    expect(weapons(2, true)).toEqual([]);
    expect(weapons(1, false)).toEqual([]);
  });
});

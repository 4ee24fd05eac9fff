/**
 * The words the attack group's upgrades added (vocabulary/types.ts, the attack words' block), each played through
 * `createFromPosition` + `applyInPlace` with a test record on the attacking X-wing.
 */
import { describe, expect, it } from 'vitest';
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

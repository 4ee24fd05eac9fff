/**
 * Issue 28: the heuristic player no longer uses an optional ability that costs it more than it gains. One case per kind
 * of price (decision.ts `OptionCost`): the same price is paid for an outcome worth more, and refused for one worth less;
 * the same for the dice modifications that carry a price beyond the token they spend (a stress, a shield, a charge or
 * Force, a condition).
 */
import { describe, expect, it } from 'vitest';
import type { AttackFace, Decision, GameState, Option, OptionCost, OptionOutcome } from '@xwing/engine';
import { heuristicChoice } from '../src/ai/heuristic.js';
import { seedRng } from '../src/rng.js';
import { content, position } from './abilities/flow-harness.js';
import { imperial, rebel } from './abilities/spec-helpers.js';

const table = (): GameState =>
  position('engagement', [rebel('x', 'redsquadronveteran', 400, 300)], [imperial('t', 'academypilot', 400, 560)]);

const decline: Option = { id: 'decline', label: 'Do not use it', effect: { kind: 'nothing' } };

/** The heuristic's answer to "use this ability?" — the use listed first, so a tie would take it. */
function uses(costs: OptionCost[], outcomes: OptionOutcome[]): boolean {
  const use: Option = {
    id: 'use',
    label: 'Use it',
    effect: { kind: 'use-ability', source: 'pilot:x', ship: 'x', other: 't', costs, outcomes },
  };
  const d: Decision = { id: 9, player: 0, kind: 'use-ability', ship: 'x', prompt: 'test', options: [use, decline] };
  return heuristicChoice(table(), d, content, seedRng('costs')).option === 'use';
}

const something: OptionOutcome = { kind: 'other', what: 'code' };
const focus: OptionOutcome = { kind: 'token', change: 'gain', token: 'focus', count: 1, who: 'self' };
const twoDamage: OptionOutcome = { kind: 'damage', hits: 2, crits: 0, who: 'other' };

describe('heuristic player: an optional ability is used only when it gains more than it costs', () => {
  it('charges', () => {
    expect(uses([{ pay: 'charge', count: 2 }], [something])).toBe(false);
    expect(uses([{ pay: 'charge', count: 1 }], [focus])).toBe(true);
  });

  it('Force', () => {
    expect(uses([{ pay: 'force', count: 2 }], [something])).toBe(false);
    expect(uses([{ pay: 'force', count: 1 }], [focus])).toBe(true);
  });

  it('shields', () => {
    expect(uses([{ pay: 'shield', count: 1 }], [focus])).toBe(false);
    expect(uses([{ pay: 'shield', count: 1 }], [twoDamage])).toBe(true);
  });

  it('a token spent', () => {
    expect(uses([{ pay: 'token', token: 'focus', count: 1 }], [something])).toBe(false);
    expect(uses([{ pay: 'token', token: 'focus', count: 1 }], [twoDamage])).toBe(true);
  });

  it('a token gained (stress)', () => {
    expect(uses([{ pay: 'gain-token', token: 'stress', count: 1 }], [something])).toBe(false);
    expect(
      uses([{ pay: 'gain-token', token: 'stress', count: 1 }], [{ kind: 'action', actions: 'own-bar', who: 'self' }]),
    ).toBe(true);
  });

  it('a condition discarded', () => {
    expect(uses([{ pay: 'discard-condition', xws: 'some-condition' }], [something])).toBe(false);
    expect(
      uses([{ pay: 'discard-condition', xws: 'some-condition' }], [{ kind: 'recover', what: 'shields', count: 1 }]),
    ).toBe(true);
  });

  it('a price that gains exactly what it costs is declined; a free ability that gains something is used', () => {
    expect(uses([{ pay: 'charge', count: 3 }], [focus])).toBe(false);
    expect(uses([], [something])).toBe(true);
  });
});

/** The heuristic's answer to a dice modification with a price, on the attacker's dice `faces`: used or not. */
function modifies(faces: AttackFace[], change: object, costs: OptionCost[]): boolean {
  const s = position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('t', 'academypilot', 400, 560)],
    { step: { kind: 'attack', attacker: 'x', defender: 't', attackDice: faces } },
  );
  const mod = {
    id: 'mod',
    label: 'Modify',
    effect: { kind: 'modify-dice', source: 'pilot:x', ship: 'x', change, costs },
  } as Option;
  const done: Option = { id: 'done', label: 'No more changes', effect: { kind: 'nothing' } };
  const d: Decision = { id: 9, player: 0, kind: 'modify-attack-dice', ship: 'x', prompt: 'test', options: [mod, done] };
  return heuristicChoice(s, d, content, seedRng('costs')).option === 'mod';
}

const rerollOne = { dice: 'attack', by: 'attacker', modification: 'reroll', count: 1 };
const rerollAll = { dice: 'attack', by: 'attacker', modification: 'reroll', count: 'any' };
const blankToHit = { dice: 'attack', by: 'attacker', modification: 'change', count: 1, faces: ['blank'], to: 'hit' };
const twoBlanksToCrits = {
  dice: 'attack',
  by: 'attacker',
  modification: 'change',
  count: 2,
  faces: ['blank'],
  to: 'crit',
};

describe('heuristic player: a dice modification with a price is used only when the dice gain more', () => {
  it('a stress gained', () => {
    const stress: OptionCost[] = [{ pay: 'gain-token', token: 'stress', count: 1 }];
    expect(modifies(['blank', 'hit', 'hit'], rerollOne, stress)).toBe(false);
    expect(modifies(['blank', 'blank', 'hit'], blankToHit, stress)).toBe(true);
  });

  it('a shield', () => {
    const shield: OptionCost[] = [{ pay: 'shield', count: 1 }];
    expect(modifies(['blank', 'blank', 'hit'], blankToHit, shield)).toBe(false);
    expect(modifies(['blank', 'blank', 'hit'], twoBlanksToCrits, shield)).toBe(true);
  });

  it('charges and Force', () => {
    expect(modifies(['blank', 'hit', 'hit'], rerollOne, [{ pay: 'charge', count: 1 }])).toBe(true);
    expect(modifies(['hit', 'hit', 'hit'], rerollAll, [{ pay: 'charge', count: 1 }])).toBe(false);
    expect(modifies(['blank', 'hit', 'hit'], rerollOne, [{ pay: 'force', count: 1 }])).toBe(true);
    expect(modifies(['blank', 'hit', 'hit'], rerollOne, [{ pay: 'force', count: 3 }])).toBe(false);
  });

  it('a condition discarded', () => {
    const condition: OptionCost[] = [{ pay: 'discard-condition', xws: 'some-condition' }];
    expect(modifies(['blank', 'hit', 'hit'], rerollOne, condition)).toBe(false);
    expect(modifies(['blank', 'blank', 'hit'], twoBlanksToCrits, condition)).toBe(true);
  });

  it('a token spent on the dice is what the token is for: a focus result changed with the focus token', () => {
    const focus: OptionCost[] = [{ pay: 'token', token: 'focus', count: 1 }];
    const change = {
      dice: 'attack',
      by: 'attacker',
      modification: 'change',
      count: 'all',
      faces: ['focus'],
      to: 'hit',
    };
    expect(modifies(['focus', 'hit', 'blank'], change, focus)).toBe(true);
  });
});

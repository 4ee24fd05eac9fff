/**
 * Issue 28: the heuristic player no longer uses an optional ability that costs it more than it gains. One case per kind
 * of price (decision.ts `OptionCost`): the same price is paid for an outcome worth more, and refused for one worth less.
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState, Option, OptionCost, OptionOutcome } from '@xwing/engine';
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

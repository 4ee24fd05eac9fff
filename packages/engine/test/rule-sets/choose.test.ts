/**
 * Choosing a rule set when a game is created (issue 29): 2.5 by default and recorded in the state; a rule set whose
 * pieces are not all implemented is refused with "not implemented yet: …", never played with other rules.
 */
import { createFromPosition, createGame, EngineError } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { content, setup } from '../core-helpers.js';

function refusal(run: () => unknown): EngineError {
  try {
    run();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('rule set chosen when a game is created', () => {
  it('is 2.5 by default, recorded in the state, and the game-created event logs what it always did', () => {
    const s = createGame(setup('rule-sets/default'), content);
    expect(s.ruleset).toBe('2.5');
    expect(s.log[0]!.data).not.toHaveProperty('ruleSet');
    expect(createGame(setup('rule-sets/default', { ruleSet: '2.5' }), content).log).toEqual(s.log);
  });

  it('refuses an unknown rule set as a setup problem', () => {
    const e = refusal(() => createGame(setup('x', { ruleSet: 'second-edition' as never }), content));
    expect(e.code).toBe('invalid-setup');
    expect(e.message).toMatch(/ruleSet/);
  });

  // Junior (004) misses nothing now (test/rule-sets/junior.test.ts): given the 2.5 cards, it is refused for those.
  it('plays junior on the first edition’s cards only: the 2.5 cards are refused', () => {
    const e = refusal(() => createGame(setup('x', { ruleSet: 'junior' }), content));
    expect(e.code).toBe('wrong-content');
    const p = refusal(() =>
      createFromPosition({ ruleSet: 'junior', players: [{ ships: [] }, { ships: [] }] }, content),
    );
    expect(p.code).toBe('wrong-content');
  });
});

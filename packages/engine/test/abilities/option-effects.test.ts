/**
 * Decision options carry what they do as data (decision.ts `OptionEffect`): an ability's source, costs and outcomes,
 * a dice modification's change and cost, an action's type, difficulty and the card granting it. Played through
 * `applyInPlace` only: each case reads a decision's options and checks their `effect`.
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import { abilityTable } from '../../src/abilities/ability-table.js';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answers, attacks, playUntil, position, rolls } from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

const asked = (kind: Decision['kind'], ship?: string) => (s: GameState) =>
  s.pending?.kind === kind && (ship === undefined || s.pending.ship === ship);

describe('option effects', () => {
  it("'use-ability': the source key, the costs and the outcomes (Wes Janson: a charge, a jam token to the other)", () => {
    const s = position('engagement', [rebel('w', 'wesjanson', 400, 300)], [imperial('t', 'academypilot', 400, 490)]);
    playUntil(s, asked('use-ability', 'w'), answers(attacks('w', 't')));
    const options = s.pending!.options;
    expect(options.find((o) => o.id === 'use')?.effect).toEqual({
      kind: 'use-ability',
      source: 'pilot:wesjanson',
      ship: 'w',
      other: 't',
      costs: [{ pay: 'charge', count: 1 }],
      outcomes: [{ kind: 'token', change: 'gain', token: 'jam', count: 1, who: 'other' }],
    });
    expect(options.find((o) => o.id === 'decline')?.effect).toEqual({ kind: 'nothing' });
  });

  it('modify-dice: the token spent and the change it makes (a focus: every focus result to a hit)', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [imperial('t', 'academypilot', 400, 490)],
    );
    playUntil(
      s,
      asked('modify-attack-dice', 'x'),
      answers(attacks('x', 't'), rolls('x', 'attack', ['focus', 'hit', 'blank'])),
    );
    const focus = s.pending!.options.find((o) => o.id === 'mod:focus');
    expect(focus?.effect).toEqual({
      kind: 'modify-dice',
      source: 'token:focus',
      ship: 'x',
      change: { dice: 'attack', by: 'attacker', modification: 'change', count: 'all', faces: ['focus'], to: 'hit' },
      costs: [{ pay: 'token', token: 'focus', count: 1 }],
    });
    expect(s.pending!.options.find((o) => o.id === 'done')?.effect).toEqual({ kind: 'nothing' });
  });

  it("'choose-action': each action's type and difficulty; an ability's granted action names the card", () => {
    const s = position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 800, { dial: '1F' })],
      { step: { kind: 'perform-action', ship: 'x' } },
    );
    expect(s.pending?.kind).toBe('choose-action');
    const effects = s.pending!.options.map((o) => o.effect);
    expect(effects).toContainEqual({ kind: 'action', action: 'focus', difficulty: 'white' });
    expect(effects).toContainEqual({ kind: 'action', action: 'barrel-roll', difficulty: 'white' });
    expect(s.pending!.options.find((o) => o.id === 'pass')?.effect).toBeUndefined();

    // A granted action: an ability at the start of the Engagement Phase lets the ship focus.
    const grant: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'grant-action', actions: [{ type: 'focus', difficulty: 'white' }], why: 'Test Card' },
      summary: 'Test Card: focus now.',
    };
    const table = abilityTable({ 'pilot:redsquadronveteran': [grant] });
    const g = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 800)],
      {},
      table,
    );
    expect(g.pending?.kind).toBe('choose-action');
    expect(g.pending!.options.find((o) => o.id === 'focus')?.effect).toEqual({
      kind: 'action',
      action: 'focus',
      difficulty: 'white',
      grantedBy: 'Test Card',
    });
  });

  it("'order-abilities': each ability's source, costs and outcomes", () => {
    const rec = (token: string, source: Ability['source']): Ability => ({
      source,
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'gain-token', token, count: 1, who: 'self' },
      summary: `gain a ${token} token.`,
    });
    const table = abilityTable({
      'pilot:redsquadronveteran': [rec('evade', { kind: 'pilot', xws: 'redsquadronveteran' })],
      'token:focus': [rec('calculate', { kind: 'token', token: 'focus' })],
    });
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [imperial('t', 'academypilot', 400, 800)],
      {},
      table,
    );
    expect(s.pending?.kind).toBe('order-abilities');
    expect(s.pending!.options.map((o) => o.effect)).toEqual([
      {
        kind: 'resolve-first',
        source: 'pilot:redsquadronveteran',
        ship: 'x',
        costs: [],
        outcomes: [{ kind: 'token', change: 'gain', token: 'evade', count: 1, who: 'self' }],
      },
      {
        kind: 'resolve-first',
        source: 'token:focus',
        ship: 'x',
        costs: [],
        outcomes: [{ kind: 'token', change: 'gain', token: 'calculate', count: 1, who: 'self' }],
      },
    ]);
  });

  it("'use-ability' with choices: each option names its choice beside the ability's source and outcomes", () => {
    const pick: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      choices: () => [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
      summary: 'Test Card: a focus token for a stress.',
    };
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 800)],
      {},
      abilityTable({ 'pilot:redsquadronveteran': [pick] }),
    );
    expect(s.pending?.kind).toBe('use-ability');
    expect(s.pending!.options.map((o) => o.effect)).toEqual([
      ...['a', 'b'].map((choice) => ({
        kind: 'use-ability',
        source: 'pilot:redsquadronveteran',
        ship: 'x',
        costs: [{ pay: 'gain-token', token: 'stress', count: 1 }],
        outcomes: [{ kind: 'token', change: 'gain', token: 'focus', count: 1, who: 'self' }],
        choice,
      })),
      { kind: 'nothing' },
    ]);
  });
});

/**
 * The heuristic player reads what options do (decision.ts `OptionEffect`, and the jam and tractor options' data)
 * instead of their labels or the first option: an ability that would hurt its owner is declined, a jam takes the
 * enemy's most valuable token or lock, dice rerolls come before changes, an enemy is tractored onto an obstacle.
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState, Option } from '@xwing/engine';
import { heuristicChoice } from '../src/ai/heuristic.js';
import { seedRng } from '../src/rng.js';
import { content, position } from './abilities/flow-harness.js';
import { imperial, rebel } from './abilities/spec-helpers.js';

const table = (extra = {}): GameState =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('t', 'academypilot', 400, 560)],
    extra,
  );

function decide(state: GameState, kind: Decision['kind'], ship: string, options: Option[], player: 0 | 1 = 0): string {
  const d: Decision = { id: 999, player, kind, ship, prompt: 'test', options };
  return heuristicChoice(state, d, content, seedRng('ai-effects')).option;
}

const label = 'Use it';
describe('heuristic player: structured option effects', () => {
  it('uses an ability worth its cost and declines one that only hurts its owner (labels say nothing)', () => {
    const s = table();
    const use = (outcomes: object[], costs: object[] = []): Option =>
      ({ id: 'use', label, effect: { kind: 'use-ability', source: 'pilot:x', ship: 'x', costs, outcomes } }) as Option;
    const decline: Option = { id: 'decline', label: 'Do not use it', effect: { kind: 'nothing' } };
    const hurt = use([{ kind: 'damage', hits: 1, crits: 0, who: 'self' }]);
    expect(decide(s, 'use-ability', 'x', [hurt, decline])).toBe('decline');
    const jam = use(
      [{ kind: 'token', change: 'gain', token: 'jam', count: 1, who: 'other' }],
      [{ pay: 'charge', count: 1 }],
    );
    expect(decide(s, 'use-ability', 'x', [jam, decline])).toBe('use');
    // A focus token for the other party: worth it for a friendly ship, not for an enemy.
    const give = (other: string): Option => ({
      id: 'use',
      label,
      effect: {
        kind: 'use-ability',
        source: 'pilot:x',
        ship: 'x',
        other,
        costs: [],
        outcomes: [{ kind: 'token', change: 'gain', token: 'focus', count: 1, who: 'other' }],
      },
    });
    const two = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300), rebel('y', 'redsquadronveteran', 500, 300)],
      [imperial('t', 'academypilot', 400, 560)],
    );
    expect(decide(two, 'use-ability', 'x', [give('y'), decline])).toBe('use');
    expect(decide(two, 'use-ability', 'x', [give('t'), decline])).toBe('decline');
  });

  it('orders its abilities by what they bring', () => {
    const first = (id: string, token: string): Option => ({
      id,
      label: 'x',
      effect: {
        kind: 'resolve-first',
        source: `pilot:${id}`,
        ship: 'x',
        costs: [],
        outcomes: [{ kind: 'token', change: 'gain', token, count: 1, who: 'self' }],
      },
    });
    expect(decide(table(), 'order-abilities', 'x', [first('a', 'stress'), first('b', 'focus')])).toBe('b');
  });

  it("jams away the enemy's lock rather than the first option, and its own ship's least valuable token", () => {
    const options: Option[] = [
      { id: 'remove:calculate', label: 'a', data: { token: 'calculate' } },
      { id: 'break:x', label: 'b', data: { lock: 'x' } },
      { id: 'remove:focus', label: 'c', data: { token: 'focus' } },
    ];
    expect(decide(table(), 'jam-removal', 't', options, 0)).toBe('break:x');
    expect(decide(table(), 'jam-removal', 'x', options, 0)).toBe('remove:calculate');
  });

  it('rerolls its blanks before changing its focus results (read from the modifications, not their labels)', () => {
    const s = table({ step: { kind: 'attack', attacker: 'x', defender: 't', attackDice: ['blank', 'focus', 'hit'] } });
    const mod = (id: string, change: object, token: string): Option =>
      ({
        id,
        label: '?',
        effect: {
          kind: 'modify-dice',
          source: `token:${token}`,
          ship: 'x',
          change,
          costs: [{ pay: 'token', token, count: 1 }],
        },
      }) as Option;
    const focus = mod(
      'mod:a',
      { dice: 'attack', by: 'attacker', modification: 'change', count: 'all', faces: ['focus'], to: 'hit' },
      'focus',
    );
    const lock = mod('mod:b', { dice: 'attack', by: 'attacker', modification: 'reroll', count: 'any' }, 'lock');
    const done: Option = { id: 'done', label: 'No more changes', effect: { kind: 'nothing' } };
    expect(decide(s, 'modify-attack-dice', 'x', [focus, lock, done])).toBe('mod:b');
    // Nothing left to reroll: the focus result is changed.
    const s2 = table({ step: { kind: 'attack', attacker: 'x', defender: 't', attackDice: ['focus', 'hit'] } });
    expect(decide(s2, 'modify-attack-dice', 'x', [lock, focus, done])).toBe('mod:a');
  });

  it('tractors an enemy through an obstacle rather than the first option', () => {
    const s = table();
    const pose = s.ships.find((x) => x.id === 't')!.pose!;
    const options: Option[] = [
      { id: 'boost', label: 'a', data: { pose: { ...pose, y: pose.y - 40 }, move: 'boost' } },
      {
        id: 'roll:left',
        label: 'b',
        data: { pose: { ...pose, x: pose.x - 40 }, move: 'barrel-roll', obstacles: ['asteroid-1'] },
      },
      { id: 'decline', label: 'Do not move it' },
    ];
    expect(decide(s, 'tractor-move', 't', options, 0)).toBe('roll:left');
  });
});

/**
 * The combat module through the whole engine: a described position (createFromPosition) in the Engagement Phase with
 * entered dice, answered with applyInPlace (001 Engagement; 000 Performing an Attack, Destroying Ships).
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, createFromPosition } from '../src/engine.js';
import type { GameState } from '../src/state.js';
import { content, facing } from './combat-helpers.js';

function answer(state: GameState, option: string, value?: string[]) {
  const d = state.pending!;
  const r = applyInPlace(state, { decision: d.id, seat: d.player, option, ...(value ? { value } : {}) }, content);
  if (!r.ok) throw new Error(`${d.kind}: ${r.reason}`);
  return d;
}

describe('engagement through the engine', () => {
  it('declares, rolls entered dice, spends an evade token, deals damage', () => {
    const state = createFromPosition(
      {
        phase: 'engagement',
        diceMode: 'entered',
        players: [
          { ships: [{ id: 'x', pilot: 'redsquadronveteran', pose: facing(150).a, tokens: { focus: 1 } }] },
          { ships: [{ id: 't', pilot: 'academypilot', pose: facing(150).b, tokens: { evade: 1 } }] },
        ],
      },
      content,
    );
    expect(state.phase).toBe('engagement');
    expect(state.pending?.kind).toBe('declare-attack');
    expect(state.pending?.options.map((o) => o.id)).toEqual(['attack:t:primary:front', 'pass']);
    answer(state, 'attack:t:primary:front');
    expect(state.pending?.kind).toBe('enter-dice');
    answer(state, 'faces', ['hit', 'focus', 'crit']);
    expect(state.pending?.kind).toBe('modify-attack-dice');
    answer(state, 'mod:focus');
    expect(state.pending?.kind).toBe('enter-dice');
    answer(state, 'faces', ['blank', 'evade', 'focus']);
    expect(state.pending?.options.map((o) => o.id)).toEqual(['mod:evade', 'done']);
    answer(state, 'mod:evade');
    const t = state.ships.find((s) => s.id === 't')!;
    expect(state.log.find((e) => e.type === 'attack-neutralized')?.data).toMatchObject({ hits: 0, crits: 1 });
    // One faceup card (a Direct Hit! would add a second, facedown).
    expect(t.damage.length).toBeGreaterThanOrEqual(1);
    expect(state.log.filter((e) => e.type === 'damage-card-dealt')[0]?.data).toMatchObject({ faceup: true });
  });
});

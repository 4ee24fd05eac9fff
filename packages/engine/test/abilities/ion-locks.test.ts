/**
 * 000 "Ion Tokens": an ionised ship cannot acquire locks (static.ts `lockForbidden` with the role 'acquire', met by every
 * way of acquiring one, not only the action menu). Found by the soak: Lee Makai's ability locked while he was ionised,
 * the lock broke only after his attack options (a lock-requiring torpedo among them) were offered, and the chosen
 * attack was then refused. Played through `createFromPosition` + `applyInPlace`.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '@xwing/engine';
import { logged, playUntil, position, shipOf } from './flow-harness.js';

/** Lee Makai (small base) facing up, a TIE crossing his nose ahead: his ability may lock it as he engages. */
function lee(ion: number): GameState {
  return position(
    'engagement',
    [{ id: 'l', pilot: 'leemakai', pose: { x: 400, y: 300, heading: 0 }, tokens: ion ? { ion } : {} }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 90 } }],
  );
}

describe('000 "Ion Tokens": an ionised ship acquires no lock, whatever grants it', () => {
  const play = (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d) =>
        d.kind === 'use-ability' && d.ship === 'l' && d.options.some((o) => o.id === 'use:t') ? ['use:t'] : undefined,
    );
  it('ionised, Lee Makai ends without a lock and no lock is logged', () => {
    const s = lee(1);
    play(s);
    expect(shipOf(s, 'l').locks).toEqual([]);
    expect(logged(s, 'lock-acquired', 'l')).toHaveLength(0);
  });
  it('not ionised, his ability locks the TIE', () => {
    const s = lee(0);
    play(s);
    expect(logged(s, 'lock-acquired', 'l')).toHaveLength(1);
  });
});

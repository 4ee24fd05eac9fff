/**
 * Card specs for abilities/cards/movement/scum-rogueclassstarfighter.ts. Rules: 001 Engagement Phase (ships engage from
 * the highest initiative), 000 "Arcs and Range" (the front arc).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { logged, offered, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Nom Lumb (initiative 1, `n`) at (400, 300) facing up; "Mauler" Mithel (initiative 5, `m`) at (`mx`, `my`) — ahead of
 * him, in his front arc, or behind him, outside it; an Academy Pilot (initiative 1) far behind him.
 */
const table = (mx: number, my: number) => () =>
  position(
    'engagement',
    [rebel('n', 'nomlumb-rogueclassstarfighter', 400, 300)],
    [imperial('m', 'maulermithel', mx, my), imperial('a', 'academypilot', 700, 100)],
  );
/** The first ship asked to declare an attack (the play stops there). */
const firstToDeclare = (s: GameState) => (s.pending?.kind === 'declare-attack' ? s.pending.ship : undefined);
const play = playing(
  (s) => s.phase !== 'engagement' || (s.pending?.kind === 'declare-attack' && s.pending.ship === 'n'),
  () => useAbilityOf('Nom Lumb'),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:nomlumb-rogueclassstarfighter',
    applies: kase('"Mauler" Mithel ahead: Nom Lumb engages at initiative 5', table(400, 520), play, (s) => {
      expect(logged(s, 'lasting-started', 'n').map((e) => e.data?.window)).toEqual(['ship:initiative']);
      expect(firstToDeclare(s)).toBe('n');
      expect(s.cursor.initiative).toBe(5);
    }),
    doesNotApply: kase(
      '"Mauler" Mithel behind him, outside his front arc: he is not asked',
      table(400, 100),
      play,
      (s, seen) => {
        expect(logged(s, 'lasting-started', 'n').map((e) => e.text)).toEqual([]);
        expect(offered(seen, 'Nom Lumb')).toBe(false);
      },
    ),
  },
];

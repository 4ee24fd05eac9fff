/** Scum YV-666 pilots of abilities/cards/subsystems/scum-yv666lightfreighter.ts: Moralo Eval (reserves.ts). */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, logged, playUntil, position, shipOf } from '../../flow-harness.js';

/**
 * Moralo Eval (a large base) with its centre 190 mm from the first player's edge, facing it, with a 2-straight set (his base leaves the play area),
 * `charges` left; a friendly Z-95 far off, and a TIE at the far edge.
 */
const table =
  (charges: number, dial = '2F') =>
  () =>
    position(
      'activation',
      [
        { pilot: 'moraloeval', id: 'moralo', pose: { x: 450, y: 190, heading: 180 }, dial, charges },
        { pilot: 'binayrepirate', id: 'z95', pose: { x: 100, y: 450, heading: 0 }, dial: '1F' },
      ],
      [{ pilot: 'academypilot', id: 'tie', pose: { x: 800, y: 850, heading: 180 }, dial: '1F' }],
    );
const useIt: Answer = (d) => (d.kind === 'use-instead' ? ['use'] : undefined);
/** Plays to the second round's dials (Moralo placed back by then, when he went into reserve). */
const play = (s: GameState) => playUntil(s, (st) => st.round === 2 && st.pending?.kind === 'set-dial', useIt);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:moraloeval',
    applies: {
      name: 'his 2-straight would take him off the first edge: a charge, reserve, and back within range 1 of that edge',
      state: table(2),
      play,
      check: (s) => {
        const m = shipOf(s, 'moralo');
        expect(m.gone).toBeNull();
        expect(m.charges).toBe(1);
        expect(logged(s, 'ship-reserved', 'moralo').map((e) => e.data?.edges)).toEqual([['first']]);
        expect(logged(s, 'ship-fled', 'moralo')).toEqual([]);
        expect(m.pose).not.toBeNull();
        expect(m.pose!.y).toBeLessThan(100);
      },
    },
    doesNotApply: [
      {
        name: 'no charge left: he flees',
        state: table(0),
        play: (s) => playUntil(s, (st) => st.phase !== 'activation', useIt),
        check: (s) => expect(shipOf(s, 'moralo').gone).toMatchObject({ how: 'fled' }),
      },
      {
        name: 'a 1-straight keeps him on the table: not asked',
        state: table(2, '1F'),
        play: (s) => playUntil(s, (st) => st.phase !== 'activation', useIt),
        check: (s) => {
          expect(shipOf(s, 'moralo').pose).not.toBeNull();
          expect(shipOf(s, 'moralo').charges).toBe(2);
        },
      },
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/republic-eta2actis.ts. Rules: 001 System Phase (each ship in initiative order), 000
 * "Action Difficulty": a purple action spends 1 Force.
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, logged, playUntil, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, rebel } from '../../spec-helpers.js';

/** A Jedi General Eta-2 (2 Force) (`g`) in the System Phase, and a Jedi Knight wingman whose System step comes first. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [
        rebel('g', 'jedigeneral', 400, 150, { dial: '1F', force: 2, ...extra }),
        rebel('w', 'jediknight', 250, 150, { dial: '1F', force: 0 }),
      ],
      [farTie()],
    );
/**
 * Plays the System Phase, boosting straight ahead when Intuitive Controls asks; `at` gets the ship whose System step it was at
 * each ask (the last one in the cursor's done list), emptied as each game starts.
 */
const play = (at: string[]) => (s: GameState) => {
  at.length = 0;
  return playUntil(
    s,
    (st) => st.phase !== 'system',
    (d, st) => {
      if (d.kind !== 'choose-action' || !d.prompt.includes('Intuitive Controls')) return undefined;
      at.push(st.cursor.done?.at(-1) ?? '');
      return d.options.some((o) => o.id === 'boost:1F') ? ['boost:1F'] : undefined;
    },
  );
};
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

const at: string[] = [];
export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:intuitivecontrols',
    applies: kase('in its own System step, a purple boost for 1 Force', table(), play(at), (s) => {
      // Asked once, at its own System step (not at the wingman's, which comes first).
      expect(at).toEqual(['g']);
      expect(performed(s, 'g')).toEqual(['boost']);
      expect(shipOf(s, 'g').force).toBe(1);
    }),
    doesNotApply: [
      kase('no Force to pay a purple action', table({ force: 0 }), play(at), (s, seen) => {
        expect(actionOffered(seen, 'Intuitive Controls')).toBe(false);
        expect(performed(s, 'g')).toEqual([]);
      }),
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/resistance-resistancetransportpod.ts. Rules: 001 System Phase (each ship in
 * initiative order), 000 "Action Difficulty" (a red action gives a stress token; a stressed ship takes none).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, logged, playUntil, position } from '../../flow-harness.js';
import { farTie, kase, rebel } from '../../spec-helpers.js';

/** BB-8 (`g`) in the System Phase, and an X-wing wingman whose System step comes first. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [
        rebel('g', 'bb8', 400, 150, { dial: '1F', ...extra }),
        rebel('w', 'bluesquadronrecruit', 250, 150, { dial: '1F' }),
      ],
      [farTie()],
    );
/**
 * Plays the System Phase, boosting straight ahead when BB-8 is asked; `at` gets the ship whose System step it was at
 * each ask (the last one in the cursor's done list), emptied as each game starts.
 */
const play = (at: string[]) => (s: GameState) => {
  at.length = 0;
  return playUntil(
    s,
    (st) => st.phase !== 'system',
    (d, st) => {
      if (d.kind !== 'choose-action' || !d.prompt.includes('BB-8')) return undefined;
      at.push(st.cursor.done?.at(-1) ?? '');
      return d.options.some((o) => o.id === 'boost:1F') ? ['boost:1F'] : undefined;
    },
  );
};
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

const at: string[] = [];
export const SPECS: CardSpec[] = [
  {
    source: 'pilot:bb8',
    applies: kase('in his own System step, a red boost', table(), play(at), (s) => {
      // Asked once, at his own System step (not at the wingman's, which comes first).
      expect(at).toEqual(['g']);
      expect(performed(s, 'g')).toEqual(['boost']);
      expect(s.ships.find((x) => x.id === 'g')!.tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase('stressed, he may not take a red action', table({ tokens: { stress: 1 } }), play(at), (s, seen) => {
        expect(actionOffered(seen, 'BB-8')).toBe(false);
        expect(performed(s, 'g')).toEqual([]);
      }),
    ],
  },
];

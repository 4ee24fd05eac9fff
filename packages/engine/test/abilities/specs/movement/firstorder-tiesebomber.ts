/**
 * Card specs for abilities/cards/movement/firstorder-tiesebomber.ts. Rules: 001 System Phase (each ship in initiative order), 000
 * "Action Difficulty".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, logged, playUntil, position, shipOf } from '../../flow-harness.js';
import { farXwing, imperial, kase } from '../../spec-helpers.js';

/** A First Order Cadet TIE/se (`g`) in the System Phase, and a TIE/ln wingman whose System step comes first. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [farXwing()],
      [
        imperial('g', 'firstordercadet', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
/**
 * Plays the System Phase, boosting straight ahead when Pursuit Thrusters asks; `at` gets the ship whose System step it was at
 * each ask (the last one in the cursor's done list), emptied as each game starts.
 */
const play = (at: string[]) => (s: GameState) => {
  at.length = 0;
  return playUntil(
    s,
    (st) => st.phase !== 'system',
    (d, st) => {
      if (d.kind !== 'choose-action' || !d.prompt.includes('Pursuit Thrusters')) return undefined;
      at.push(st.cursor.done?.at(-1) ?? '');
      return d.options.some((o) => o.id === 'boost:1F') ? ['boost:1F'] : undefined;
    },
  );
};
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

const at: string[] = [];
export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:pursuitthrusters',
    applies: kase('in its own System step, a white boost', table(), play(at), (s) => {
      // Asked once, at its own System step (not at the wingman's, which comes first).
      expect(at).toEqual(['g']);
      expect(performed(s, 'g')).toEqual(['boost']);
      expect(shipOf(s, 'g').tokens.stress ?? 0).toBe(0);
    }),
    doesNotApply: [
      kase('it has boosted this round already', table({ round: { actions: ['boost'] } }), play(at), (s, seen) => {
        expect(actionOffered(seen, 'Pursuit Thrusters')).toBe(false);
        expect(performed(s, 'g')).toEqual([]);
      }),
    ],
  },
];

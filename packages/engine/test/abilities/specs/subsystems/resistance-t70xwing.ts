/**
 * Resistance T-70 pilots of abilities/cards/subsystems/resistance-t70xwing.ts: Lieutenant Bastian's lock on a ship
 * at range 1–2 dealt damage cards (000 "Damage Cards", "Locks"). Her wingman attacks the TIE with entered dice.
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, rebel } from '../../spec-helpers.js';

/** Bastian at (bx, by), her wingman X-wing at (400, 300), a TIE (`shields`) at (400, 450) facing them. */
function table(bx: number, by: number, shields?: number) {
  return () =>
    position(
      'engagement',
      [rebel('b', 'lieutenantbastian', bx, by), rebel('w', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450, shields === undefined ? {} : { shields })],
    );
}
const play = attackPlay('w', 't', () =>
  answers(
    rolls('w', 'attack', ['hit', 'hit', 'blank']),
    rolls('t', 'defense', ['blank', 'blank', 'blank']),
    useAbilityOf('Lieutenant Bastian'),
  ),
);
const asked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Lieutenant Bastian'));
const locks = (s: GameState) => s.ships.find((x) => x.id === 'b')!.locks;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantbastian',
    applies: {
      name: 'the TIE at range 2 of her is dealt two cards by her wingman: she locks it',
      state: table(250, 300),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(locks(s)).toEqual([{ target: 't' }]);
      },
    },
    doesNotApply: [
      {
        name: 'the TIE is beyond range 2 of her: not asked',
        state: table(60, 40),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(locks(s)).toEqual([]);
        },
      },
      {
        name: 'its two shields take both hits (no card dealt): not asked',
        state: table(250, 300, 2),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(locks(s)).toEqual([]);
        },
      },
    ],
  },
];

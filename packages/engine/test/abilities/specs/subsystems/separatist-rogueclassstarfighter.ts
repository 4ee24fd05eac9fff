/** Separatist Rogue-class pilots of abilities/cards/subsystems/separatist-rogueclassstarfighter.ts: IG-101's repair. */
import { expect } from 'vitest';
import type { DamageCardState, Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** IG-101 with `damage` at the start of `phase` (planning: it plays into the System Phase); an X-wing far away. */
function table(phase: 'planning' | 'system' | 'activation', damage: DamageCardState[]) {
  return () =>
    position(
      phase,
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 700, y: 100, heading: 0 }, dial: '1F' }],
      [{ pilot: 'ig101', id: 'ig', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', damage }],
    );
}
const asked = (seen: readonly Decision[]) => seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('IG-101'));
const play = (s: GameState) => playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, useAbilityOf('IG-101'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ig101',
    applies: {
      name: 'a faceup card at the start of the System Phase: repaired (flipped facedown)',
      state: table('system', [{ card: 'panickedpilot', faceup: true }]),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(ship(s, 'ig').damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
      },
    },
    doesNotApply: [
      {
        name: 'only a facedown card: not asked',
        state: table('system', [{ card: 'panickedpilot', faceup: false }]),
        play,
        check: (_s, seen) => expect(asked(seen)).toBe(false),
      },
      {
        name: 'a faceup card at the start of the Activation Phase: not asked there',
        state: table('activation', [{ card: 'structuraldamage', faceup: true }]),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'ig').damage[0]!.faceup).toBe(true);
        },
      },
    ],
  },
];

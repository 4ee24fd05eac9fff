/**
 * Scum Lancer-class pilots of abilities/cards/subsystems/scum-lancerclasspursuitcraft.ts: Ketsu Onyo's tractor token
 * at the start of the Engagement Phase (supplement "Tractor"; the targeting word `choose` with `inArc` and `where`).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** Ketsu (turret `turret`) at (400, 490) facing an X-wing at range 1 straight ahead, in `phase`. */
const table = (phase: 'activation' | 'engagement', turret: 'front' | 'rear') => () =>
  position(
    phase,
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 400, heading: 0 }, dial: '2T' }],
    [{ id: 'k', pilot: 'ketsuonyo', turret, pose: { x: 400, y: 490, heading: 180 }, dial: '0O' }],
  );
const asked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Ketsu Onyo'));
/** Plays until the Engagement Phase's first attack question (or its end). */
const play = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase === 'end' || st.round > 1 || st.pending?.kind === 'declare-attack',
    useAbilityOf('Ketsu Onyo'),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ketsuonyo',
    applies: {
      name: 'the Engagement Phase starts with the X-wing in her front and turret arcs at range 1: it gains a tractor token',
      state: table('engagement', 'front'),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(ship(s, 'x').tokens.tractor).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'her turret points to the rear: the X-wing is in her front arc only, she is not asked',
        state: table('engagement', 'rear'),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'x').tokens.tractor).toBeUndefined();
        },
      },
      {
        name: 'the Activation Phase starts (not the Engagement Phase): she is not asked then',
        state: table('activation', 'front'),
        play: (s) => playUntil(s, (st) => st.phase !== 'activation', useAbilityOf('Ketsu Onyo')),
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
        },
      },
    ],
  },
];

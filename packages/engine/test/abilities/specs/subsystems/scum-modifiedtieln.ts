/**
 * Scum Modified TIE/ln fighter pilots that give tractor tokens (abilities/cards/subsystems/scum-modifiedtieln.ts),
 * played through createFromPosition + applyInPlace.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, picks, playUntil, position, shipOf, useAbilityOf } from '../../flow-harness.js';

/** Foreman Proach (p, initiative 4) faces an X-wing (x) at `y`; 400 − y − 40 mm of space between them. */
const proachAnd = (y: number) => () =>
  position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y, heading: 0 } }],
    [{ id: 'p', pilot: 'foremanproach', pose: { x: 400, y: 500, heading: 180 } }],
  );
const untilProachEngaged = (s: GameState) =>
  playUntil(
    s,
    (st) => st.pending?.kind === 'declare-attack' && st.pending.ship === 'x',
    answers(useAbilityOf('Foreman Proach'), picks('tractor-move', 'decline')),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:foremanproach',
    applies: {
      name: 'the X-wing straight ahead at range 2: Proach gains a disarm token and the X-wing a tractor token',
      state: proachAnd(300),
      play: untilProachEngaged,
      check: (s) => {
        expect(shipOf(s, 'p').tokens.disarm).toBe(1);
        expect(shipOf(s, 'x').tokens.tractor).toBe(1);
      },
    },
    doesNotApply: {
      name: 'the X-wing at range 3 is out of reach: no question, no tokens',
      state: proachAnd(160),
      play: untilProachEngaged,
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'use-ability' && d.ship === 'p')).toBe(false);
        expect(shipOf(s, 'x').tokens.tractor ?? 0).toBe(0);
      },
    },
  },
];

/**
 * Card specs for abilities/cards/movement/force-powers.ts. Rules: 001 Engagement Phase (ships engage from the highest
 * initiative), Force.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** A Jedi Knight (initiative 3) with `force` Force faces "Mauler" Mithel (initiative 5) at range 2. */
const table = (force: number) => () =>
  position(
    'engagement',
    [rebel('j', 'jediknight', 400, 300, { upgrades: ['heightenedperception'], force })],
    [imperial('m', 'maulermithel', 400, 520)],
  );
/** The first ship asked to declare an attack (the play stops there). */
const firstToDeclare = (s: GameState) => (s.pending?.kind === 'declare-attack' ? s.pending.ship : undefined);
const play = playing(
  (s) => s.pending?.kind === 'declare-attack',
  () => useAbilityOf('Heightened Perception'),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:heightenedperception:0',
    applies: kase('1 Force: the Jedi engages before "Mauler" Mithel', table(1), play, (s) =>
      expect(firstToDeclare(s)).toBe('j'),
    ),
    doesNotApply: kase('no Force: "Mauler" Mithel engages first', table(0), play, (s) =>
      expect(firstToDeclare(s)).toBe('m'),
    ),
  },
];

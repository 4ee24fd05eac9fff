/**
 * Separatist Nantex-class pilots of abilities/cards/subsystems/separatist-nantexclassstarfighter.ts: Gorgol's tractor
 * token and repair for a friendly ship at range 1–2, bought with a disarm token in his System Phase step.
 */
import { expect } from 'vitest';
import type { DamageCardState, Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** Gorgol and a Nantex wingman (`damage`) at `gap` mm beside him in the System Phase; an X-wing far away. */
const table = (gap: number, damage: DamageCardState[]) => () =>
  position(
    'system',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 700, y: 100, heading: 0 }, dial: '1F' }],
    [
      { id: 'g', pilot: 'gorgol', pose: { x: 300, y: 700, heading: 180 }, dial: '1F' },
      { id: 'w', pilot: 'stalgasinhiveguard', pose: { x: 300 + gap, y: 700, heading: 180 }, dial: '1F', damage },
    ],
  );
const askedCount = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Gorgol')).length;
const toActivation = (use: boolean) => (s: GameState) =>
  playUntil(s, (st) => st.phase !== 'system', use ? useAbilityOf('Gorgol') : () => undefined);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:gorgol',
    applies: {
      name: 'the wingman at range 1 with a faceup Ship card: Gorgol takes a disarm token, the wingman a tractor token and a repair',
      state: table(150, [{ card: 'structuraldamage', faceup: true }]),
      play: toActivation(true),
      check: (s, seen) => {
        expect(askedCount(seen)).toBe(1);
        expect(ship(s, 'g').tokens.disarm).toBe(1);
        expect(ship(s, 'w').tokens.tractor).toBe(1);
        expect(ship(s, 'w').damage).toEqual([{ card: 'structuraldamage', faceup: false }]);
      },
    },
    doesNotApply: [
      {
        name: 'declined: asked once, in his own System Phase step, not in his wingman’s',
        state: table(150, []),
        play: toActivation(false),
        check: (s, seen) => {
          expect(askedCount(seen)).toBe(1);
          expect(ship(s, 'g').tokens.disarm).toBeUndefined();
        },
      },
      {
        name: 'no friendly ship at range 1–2 (the wingman beyond range 3): not asked',
        state: table(450, []),
        play: toActivation(true),
        check: (s, seen) => {
          expect(askedCount(seen)).toBe(0);
        },
      },
    ],
  },
];

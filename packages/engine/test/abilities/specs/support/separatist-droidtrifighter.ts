/**
 * Card specs for the droid tri-fighter pilots of abilities/cards/support/separatist-droidtrifighter.ts. Rules: 001
 * Engagement Phase (its start), 000 Arcs (bullseye arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Phlac-Arphocc Prototype facing up the table at (400, 300), an enemy ship at (`x`, `y`). */
const phlacTable = (x: number, y: number) => () =>
  position(
    'engagement',
    [rebel('s', 'phlacarphoccprototype-siegeofcoruscant', 400, 300)],
    [imperial('t', 'academypilot', x, y)],
  );
const phlacPlay = playing(leaves('engagement'));
const calculateGained = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 's').some((e) => e.data?.token === 'calculate');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:phlacarphoccprototype-siegeofcoruscant',
    applies: kase(
      'the enemy straight ahead, in its bullseye: he gains a calculate token',
      phlacTable(400, 490),
      phlacPlay,
      (s) => expect(calculateGained(s)).toBe(true),
    ),
    doesNotApply: kase(
      'the enemy in its front arc but off his bullseye: no calculate token',
      phlacTable(540, 450),
      phlacPlay,
      (s) => {
        expect(logged(s, 'ability-used', 's')).toHaveLength(0);
        expect(calculateGained(s)).toBe(false);
      },
    ),
  },
];

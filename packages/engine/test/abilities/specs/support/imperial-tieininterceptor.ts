/**
 * Card specs for the TIE/in interceptor pilots of abilities/cards/support/imperial-tieininterceptor.ts. Rules: 001
 * Engagement Phase (its start), 000 Arcs (bullseye arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Soontir Fel facing up the table at (400, 300), an enemy ship at (`x`, `y`). */
const felTable = (x: number, y: number) => () =>
  position('engagement', [rebel('s', 'soontirfel', 400, 300)], [imperial('t', 'academypilot', x, y)]);
const felPlay = playing(leaves('engagement'));
const focusGained = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 's').some((e) => e.data?.token === 'focus');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:soontirfel',
    applies: kase(
      'the enemy straight ahead, in his bullseye: he gains a focus token',
      felTable(400, 490),
      felPlay,
      (s) => expect(focusGained(s)).toBe(true),
    ),
    doesNotApply: kase(
      'the enemy in his front arc but off his bullseye: no focus token',
      felTable(540, 450),
      felPlay,
      (s) => {
        expect(logged(s, 'ability-used', 's')).toHaveLength(0);
        expect(focusGained(s)).toBe(false);
      },
    ),
  },
];

/**
 * Card specs for the Fang fighter pilots of abilities/cards/support/scum-fangfighter.ts. Rules: 001 Engagement Phase
 * (its start), 000 "Arcs", "Range", "Additional Token Rules" (green tokens).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Old Teroch at (400, 300) facing up; a TIE holding a focus and an evade at (`x`, `y`) facing `heading`. */
const terochTable =
  (x: number, y: number, heading = 180) =>
  () =>
    position(
      'engagement',
      [rebel('o', 'oldteroch', 400, 300)],
      [imperial('t', 'academypilot', x, y, { tokens: { focus: 1, evade: 1 }, pose: { x, y, heading } })],
    );
const terochPlay = playing(leaves('engagement'), () => useAbilityOf('Old Teroch'));
const stripped = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-removed', 't').filter((e) => e.data?.token === 'focus' || e.data?.token === 'evade').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:oldteroch',
    applies: kase(
      'the TIE at range 1 faces him: it loses its focus and evade',
      terochTable(400, 420),
      terochPlay,
      (s, seen) => {
        expect(offered(seen, 'Old Teroch')).toBe(true);
        expect(stripped(s)).toBe(2);
      },
    ),
    doesNotApply: [
      kase('the TIE at range 2: not offered', terochTable(400, 520), terochPlay, (s, seen) => {
        expect(offered(seen, 'Old Teroch')).toBe(false);
        expect(stripped(s)).toBe(0);
      }),
      kase('the TIE at range 1 turned away from him: not offered', terochTable(400, 420, 0), terochPlay, (s, seen) => {
        expect(offered(seen, 'Old Teroch')).toBe(false);
        expect(stripped(s)).toBe(0);
      }),
    ],
  },
];

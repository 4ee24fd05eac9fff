/**
 * Card specs for the BTL-B Y-wing pilots of abilities/cards/support/republic-btlbywing.ts. Rules: 000 "Arcs" (rear
 * arc); 001 Engagement Phase (its start).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** R2-D2 facing up at (400, 400); a TIE facing down at (400, `ty`) (150: behind him; 650: ahead of him). */
const r2Table = (ty: number) => () =>
  position('engagement', [rebel('r', 'r2d2', 400, 400)], [imperial('t', 'academypilot', 400, ty)]);
const calculates = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'r').filter((e) => e.data?.token === 'calculate').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:r2d2',
    applies: kase('a TIE behind him: a calculate token', r2Table(150), playing(leaves('engagement')), (s) =>
      expect(calculates(s)).toBe(1),
    ),
    doesNotApply: kase('the TIE ahead of him: nothing', r2Table(650), playing(leaves('engagement')), (s) =>
      expect(calculates(s)).toBe(0),
    ),
  },
];

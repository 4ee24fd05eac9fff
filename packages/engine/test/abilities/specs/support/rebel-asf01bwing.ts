/**
 * Card specs for the A/SF-01 B-wing pilots of abilities/cards/support/rebel-asf01bwing.ts. Rules: 001 Engagement Phase
 * (its start), 000 "Additional Token Rules" (transfer).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** The pilot facing up at (400, 300) with `tokens`, a wingman at (`wx`, `wy`), a TIE far away. */
const table =
  (tokens: Record<string, number>, wx = 520, wy = 300) =>
  () =>
    position(
      'engagement',
      [rebel('p', 'ginamoonsong', 400, 300, { tokens }), rebel('w', 'redsquadronveteran', wx, wy)],
      [imperial('t', 'academypilot', 100, 850)],
    );
const play = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'p'));
const passed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').some((e) => e.data?.token === 'stress');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ginamoonsong',
    applies: kase('holding a stress token: the wingman takes it', table({ stress: 1 }), play, (s, seen) => {
      expect(offered(seen, 'Gina Moonsong')).toBe(true);
      expect(passed(s)).toBe(true);
      expect(logged(s, 'token-removed', 'p').some((e) => e.data?.token === 'stress')).toBe(true);
    }),
    doesNotApply: [
      kase('no stress token: nothing passed', table({}), play, (s) => {
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
        expect(passed(s)).toBe(false);
      }),
      kase('the wingman out of reach: nothing passed', table({ stress: 1 }, 700, 300), play, (s) => {
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
        expect(passed(s)).toBe(false);
      }),
    ],
  },
];

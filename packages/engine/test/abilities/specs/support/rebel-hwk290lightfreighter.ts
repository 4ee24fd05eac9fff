/**
 * Card specs for the HWK-290 light freighter pilots of abilities/cards/support/rebel-hwk290lightfreighter.ts. Rules: 001 Engagement Phase
 * (its start), 000 "Additional Token Rules" (transfer), "Arcs" (firing arc).
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
      [rebel('p', 'kylekatarn', 400, 300, { tokens }), rebel('w', 'redsquadronveteran', wx, wy)],
      [imperial('t', 'academypilot', 100, 850)],
    );
const play = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'p'));
const passed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').some((e) => e.data?.token === 'focus');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kylekatarn',
    applies: kase('holding a focus token: the wingman takes it', table({ focus: 1 }, 400, 500), play, (s, seen) => {
      expect(offered(seen, 'Kyle Katarn')).toBe(true);
      expect(passed(s)).toBe(true);
      expect(logged(s, 'token-removed', 'p').some((e) => e.data?.token === 'focus')).toBe(true);
    }),
    doesNotApply: [
      kase('no focus token: nothing passed', table({}, 400, 500), play, (s) => {
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
        expect(passed(s)).toBe(false);
      }),
      kase('the wingman out of reach: nothing passed', table({ focus: 1 }, 400, 150), play, (s) => {
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
        expect(passed(s)).toBe(false);
      }),
    ],
  },
];

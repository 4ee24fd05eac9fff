/**
 * Card specs for the Aggressor pilots of abilities/cards/support/scum-aggressorassaultfighter.ts. Rules: 000
 * "Additional Token Rules" (transfer), "Action Bar"; 001 Engagement Phase (its start).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** IG-88A `a` at (400, 150) with `tokens`, a friendly `pilot` at (400, `wY`); a TIE far away. */
const igTable =
  (tokens: Record<string, number> = { calculate: 1 }, pilot = 'ig88b', wY = 350, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('a', 'ig88a', 400, 150, { tokens, ...extra }), rebel('w', pilot, 400, wY)],
      [imperial('t', 'academypilot', 100, 850)],
    );
const igPlay = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'a'));
const wingCalcs = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').filter((e) => e.data?.token === 'calculate').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ig88a',
    applies: kase('a calculate token, IG-88B at range 2: he takes it', igTable(), igPlay, (s, seen) => {
      expect(offered(seen, 'IG-88A')).toBe(true);
      expect(wingCalcs(s)).toBe(1);
    }),
    doesNotApply: [
      kase('no calculate token: not offered', igTable({}), igPlay, (s, seen) => {
        expect(offered(seen, 'IG-88A')).toBe(false);
        expect(wingCalcs(s)).toBe(0);
      }),
      kase(
        'the friendly ship has no Calculate on its bar: not offered',
        igTable(undefined, 'cartelspacer'),
        igPlay,
        (s, seen) => {
          expect(offered(seen, 'IG-88A')).toBe(false);
          expect(wingCalcs(s)).toBe(0);
        },
      ),
      kase('the friendly ship beyond range 3: not offered', igTable(undefined, 'ig88b', 600), igPlay, (s, seen) => {
        expect(offered(seen, 'IG-88A')).toBe(false);
        expect(wingCalcs(s)).toBe(0);
      }),
    ],
  },
];

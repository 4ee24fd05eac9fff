/**
 * Card specs for the TIE/ba interceptor pilots of abilities/cards/support/firstorder-tiebainterceptor.ts. Rules: 000
 * "Phase 2: System Phase", "Arcs" (bullseye arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Major Vonreg facing up at (400, 150) in the System Phase (or `phase`), a TIE at (`x`, 400). */
const vonregTable =
  (x: number, phase: 'system' | 'engagement' = 'system') =>
  () =>
    position(phase, [rebel('v', 'majorvonreg', 400, 150)], [imperial('t', 'academypilot', x, 400)]);
const vonregPlay = (phase: 'system' | 'engagement' = 'system') =>
  playing(leaves(phase), () => answers(picks('use-ability', 'use:t', 'v'), picks('use-ability', 'use:strain', 'v')));
const strains = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 't').filter((e) => e.data?.token === 'strain').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:majorvonreg',
    applies: kase(
      'the TIE in his bullseye: it gains the strain token he picks',
      vonregTable(400),
      vonregPlay(),
      (s, seen) => {
        expect(offered(seen, 'Major Vonreg')).toBe(true);
        expect(strains(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the TIE in his front arc, off his bullseye: not offered', vonregTable(540), vonregPlay(), (s, seen) => {
        expect(offered(seen, 'Major Vonreg')).toBe(false);
        expect(strains(s)).toBe(0);
      }),
      kase(
        'the Engagement Phase: no System Phase turn, not offered',
        vonregTable(400, 'engagement'),
        vonregPlay('engagement'),
        (s) => expect(strains(s)).toBe(0),
      ),
    ],
  },
];

/**
 * "Holo" facing down at (400, 600) with `tokens`; a TIE/fo wingman facing down at (`wx`, 600) (range 1 at 520, beyond
 * range 2 at 800); an X-wing far off.
 */
const holoTable =
  (tokens: Record<string, number> = { stress: 1, focus: 1 }, wx = 520) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 850, 60)],
      [imperial('h', 'holo', 400, 600, { tokens }), imperial('w', 'epsilonsquadroncadet', wx, 600)],
    );
const holoPlay = playing(leaves('engagement'), () => picks('use-ability', 'use:stress', 'h'));
const moved = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w')
    .filter((e) => e.data?.from === 'h')
    .map((e) => e.data?.token);

SPECS.push({
  source: 'pilot:holo',
  applies: kase('the wingman at range 1 takes his stress token', holoTable(), holoPlay, (s) =>
    expect(moved(s)).toEqual(['stress']),
  ),
  doesNotApply: [
    kase('he holds no token: nothing moves', holoTable({}), holoPlay, (s) => expect(moved(s)).toEqual([])),
    kase('the wingman is beyond range 2: nothing moves', holoTable(undefined, 800), holoPlay, (s) =>
      expect(moved(s)).toEqual([]),
    ),
  ],
});

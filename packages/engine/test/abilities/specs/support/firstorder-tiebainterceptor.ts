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

/**
 * Card specs for the YT-2400 pilots of abilities/cards/support/rebel-yt2400lightfreighter.ts. Rules: 000 "Lock";
 * 001 Engagement Phase (its end).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * "Leebo" (`pilot`) facing away at (400, 300) with `tokens` (done activating in `phase` 'activation'); a TIE facing
 * away at (400, `ty`) (600: range 3; 420: range 1), done activating: neither can attack the other.
 */
const leeboTable =
  (
    pilot: string,
    ty = 600,
    tokens: Record<string, number> = { calculate: 1 },
    phase: 'engagement' | 'activation' = 'engagement',
  ) =>
  () =>
    position(
      phase,
      [rebel('l', pilot, 400, 300, { tokens, pose: { x: 400, y: 300, heading: 180 }, round: { activated: true } })],
      [imperial('t', 'academypilot', 400, ty, { pose: { x: 400, y: ty, heading: 0 }, round: { activated: true } })],
    );
const leeboPlay = (phase: 'engagement' | 'activation' = 'engagement') =>
  playing(leaves(phase), () => picks('use-ability', 'use:t', 'l'));
const leeboLocked = (s: Parameters<typeof logged>[0]) => logged(s, 'lock-acquired', 'l').length;
const leeboSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the Engagement Phase ends, the TIE at range 3: a calculate token for a lock',
    leeboTable(pilot),
    leeboPlay(),
    (s, seen) => {
      expect(offered(seen, 'Leebo')).toBe(true);
      expect(leeboLocked(s)).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the TIE at range 1: not offered', leeboTable(pilot, 420), leeboPlay(), (_s, seen) =>
      expect(offered(seen, 'Leebo')).toBe(false),
    ),
    kase('no calculate token: not offered', leeboTable(pilot, 600, {}), leeboPlay(), (_s, seen) =>
      expect(offered(seen, 'Leebo')).toBe(false),
    ),
    kase(
      'the Activation Phase ends instead: not offered',
      leeboTable(pilot, 600, undefined, 'activation'),
      leeboPlay('activation'),
      (s, seen) => {
        expect(offered(seen, 'Leebo')).toBe(false);
        expect(leeboLocked(s)).toBe(0);
      },
    ),
  ],
});

export const SPECS: CardSpec[] = [
  leeboSpec('leebo-swz103-sl-rebelalliance'),
  leeboSpec('leebo-swz103-sl-scumandvillainy'),
];

/**
 * Card specs for the Lambda shuttle pilots of abilities/cards/support/imperial-lambdaclasst4ashuttle.ts. Rules: 000
 * "Lock", "Measuring Range".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Captain Kagi `k` at (400, 150) as the Engagement Phase starts; a friendly TIE `f` at (`fx`, `fy`) that the X-wing `e`
 * at (520, 800) locks (`locked`, else the X-wing locks nothing); at (520, 150) the TIE is at range 1 of him, at
 * (850, 850) beyond range 3.
 */
const kagiTable =
  ({ fx = 520, fy = 150, locked = true } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('k', 'captainkagi', 400, 150), rebel('f', 'academypilot', fx, fy)],
      [imperial('e', 'redsquadronveteran', 520, 800, locked ? { locks: ['f'] } : {})],
    );
const kagiPlay = playing(
  (s) => s.pending?.kind === 'declare-attack' || s.phase !== 'engagement',
  () => useAbilityOf('Captain Kagi'),
);
const eLocks = (s: GameState) => shipOf(s, 'e').locks.map((l) => l.target);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:captainkagi',
    applies: kase('the X-wing’s lock on the TIE beside him moves onto him', kagiTable(), kagiPlay, (s, seen) => {
      expect(offered(seen, 'Captain Kagi')).toBe(true);
      expect(eLocks(s)).toEqual(['k']);
    }),
    doesNotApply: [
      kase(
        'the TIE locked is beyond range 3 of him: not offered',
        kagiTable({ fx: 850, fy: 850 }),
        kagiPlay,
        (s, seen) => {
          expect(offered(seen, 'Captain Kagi')).toBe(false);
          expect(eLocks(s)).toEqual(['f']);
        },
      ),
      kase('no enemy locks the TIE: not offered', kagiTable({ locked: false }), kagiPlay, (_s, seen) =>
        expect(offered(seen, 'Captain Kagi')).toBe(false),
      ),
    ],
  },
];

/**
 * Card specs for the Nimbus-class V-wing pilots of abilities/cards/support/republic-nimbusclassvwing.ts. Rules: 000
 * "Lock", 001 System Phase.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Wilhuff Tarkin (initiative 3) facing up at (400, 300), locking the ships `locks`; a friendly X-wing (initiative 2,
 * its turn first) at (`wx`, 300): at 550 range 1, at 900 beyond range 3; a TIE facing down at (400, 500), range 2.
 */
const tarkinTable =
  (locks: string[] = ['e'], wx = 550) =>
  () =>
    position(
      'system',
      [rebel('t', 'wilhufftarkin', 400, 300, { locks }), rebel('w', 'redsquadronveteran', wx, 300)],
      [imperial('e', 'academypilot', 400, 500)],
    );
const tarkinPlay = playing(leaves('system'), () =>
  answers(picks('use-ability', 'use:e', 't'), picks('use-ability', 'use:w', 't')),
);
const uses = (s: GameState) =>
  logged(s, 'ability-used', 't').filter((e) => e.data?.source === 'pilot:wilhufftarkin').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:wilhufftarkin',
    applies: kase(
      'he locks the TIE: at his turn the X-wing at range 1 locks it too (once, at his own turn)',
      tarkinTable(),
      tarkinPlay,
      (s, seen) => {
        expect(offered(seen, 'Wilhuff Tarkin')).toBe(true);
        expect(shipOf(s, 'w').locks).toEqual([{ target: 'e' }]);
        expect(uses(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('he locks nothing: not offered', tarkinTable([]), tarkinPlay, (s, seen) => {
        expect(offered(seen, 'Wilhuff Tarkin')).toBe(false);
        expect(shipOf(s, 'w').locks).toEqual([]);
      }),
      kase('the X-wing is beyond range 3 of him: not offered', tarkinTable(['e'], 900), tarkinPlay, (s, seen) => {
        expect(offered(seen, 'Wilhuff Tarkin')).toBe(false);
        expect(shipOf(s, 'w').locks).toEqual([]);
      }),
    ],
  },
];

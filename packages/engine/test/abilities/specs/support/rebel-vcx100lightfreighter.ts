/**
 * Card specs for the VCX-100 pilots of abilities/cards/support/rebel-vcx100lightfreighter.ts (and reprints). Rules:
 * supplement "Jam"; 000 "Measuring Range" (range 0: touching); 001 Engagement Phase (its start).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** "Chopper" (`pilot`) facing up at (400, 300); a TIE facing down, its base `gap` mm beyond his front edge. */
const chopperTable = (pilot: string, gap: number, front: number) => () =>
  position('engagement', [rebel('c', pilot, 400, 300)], [imperial('t', 'academypilot', 400, 300 + front + 20 + gap)]);
const jams = (s: GameState) =>
  s.log.filter((e) => e.type === 'token-gained' && e.ship === 't' && e.data?.token === 'jam').map((e) => e.data?.count);

/** `front`: half the length of his base (both ships are large: 40 mm). */
const chopper = (pilot: string, front: number): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the TIE touches him: two jam tokens',
    chopperTable(pilot, 0, front),
    playing(leaves('engagement')),
    (s) => expect(jams(s)).toEqual([2]),
  ),
  doesNotApply: kase(
    'the TIE is at range 1: none',
    chopperTable(pilot, 40, front),
    playing(leaves('engagement')),
    (s) => expect(jams(s)).toEqual([]),
  ),
});

export const SPECS: CardSpec[] = [chopper('chopper', 40), chopper('chopper-gauntletfighter', 40)];

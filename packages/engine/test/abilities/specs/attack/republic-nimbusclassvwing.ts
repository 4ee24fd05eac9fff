/**
 * Card specs for the Galactic Republic Nimbus-class V-wing pilots of abilities/cards/attack/republic-nimbusclassvwing.ts
 * (both printings of "Klick"). Rules: 000 "Range Bonuses" (001 Engagement 2.1: one more attack die at range 1).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * "Klick" (k, at (`kx`, 300), locking the TIE when `locked`) beside an X-wing (x, at (400, 300)); a TIE at (400, `ty`)
 * attacks the X-wing (420: range 1; 490: range 2).
 */
const klickTable =
  (pilot: string, locked = true, ty = 420, kx = 250) =>
  () =>
    position(
      'engagement',
      [rebel('k', pilot, kx, 300, locked ? { locks: ['t'] } : {}), rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, ty)],
    );
const play = attackPlay('t', 'x', () => useAbilityOf('"Klick"'));
const notOffered = (_s: unknown, seen: Parameters<typeof offered>[0]) => expect(offered(seen, '"Klick"')).toBe(false);

const klickSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase('the TIE he locks attacks at range 1: no range bonus, 2 dice', klickTable(pilot), play, (_s, seen) =>
    expect(diceCounts(seen, 't', 'x').attack).toBe(2),
  ),
  doesNotApply: [
    kase('no lock on the TIE: 3 dice', klickTable(pilot, false), play, (_s, seen) => {
      notOffered(_s, seen);
      expect(diceCounts(seen, 't', 'x').attack).toBe(3);
    }),
    kase('at range 2: no bonus to prevent', klickTable(pilot, true, 490), play, notOffered),
    kase('the TIE is beyond range 3 of him', klickTable(pilot, true, 420, 900), play, notOffered),
  ],
});

export const SPECS: CardSpec[] = [klickSpec('klick'), klickSpec('klick-siegeofcoruscant')];

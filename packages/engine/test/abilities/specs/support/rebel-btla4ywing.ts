/**
 * Card specs for the Y-wing pilots of abilities/cards/support/rebel-btla4ywing.ts. Rules: 000 "Lock", "List of
 * Actions" (Lock); 001 Perform Action.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Dutch Vander (`pilot`) at (400, 150) and a Y-wing wingman at (`wx`, 150), both revealing 1F, facing up; a TIE
 * coming down from (400, 450). Once all have moved the TIE is at range 2 of Dutch; the wingman at 700 is at range 3 of
 * Dutch and range 4 of the TIE; at 950 beyond range 3 of Dutch. `dutchDone`: Dutch has activated already.
 */
const dutchTable =
  (wx = 700, pilot = 'dutchvander', dutchDone = false) =>
  () =>
    position(
      'activation',
      [
        rebel('d', pilot, 400, 150, dutchDone ? { round: { activated: true } } : { dial: '1F' }),
        rebel('w', 'goldsquadronveteran', wx, 150, { dial: '1F' }),
      ],
      [imperial('t', 'academypilot', 400, 450, { dial: '1F' })],
    );
const dutchPlay = (actor: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', action, actor), picks('use-ability', 'use:w', 'd')),
  );
const locksOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.locks.map((l) => l.target);

const dutchSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'he locks the TIE: the wingman at range 3 locks it too, at range 4 of it',
    dutchTable(700, pilot),
    dutchPlay('d', 'lock:t'),
    (s, seen) => {
      expect(offered(seen, 'Dutch Vander')).toBe(true);
      expect(locksOf(s, 'w')).toEqual(['t']);
    },
  ),
  doesNotApply: [
    kase('he focuses instead: not offered', dutchTable(700, pilot), dutchPlay('d', 'focus'), (s, seen) => {
      expect(offered(seen, 'Dutch Vander')).toBe(false);
      expect(locksOf(s, 'w')).toEqual([]);
    }),
    kase('the wingman beyond range 3: not offered', dutchTable(950, pilot), dutchPlay('d', 'lock:t'), (s, seen) => {
      expect(offered(seen, 'Dutch Vander')).toBe(false);
      expect(locksOf(s, 'w')).toEqual([]);
    }),
    kase(
      'the wingman locks the TIE, not he: not offered',
      dutchTable(550, pilot, true),
      dutchPlay('w', 'lock:t'),
      (s, seen) => {
        expect(locksOf(s, 'w')).toEqual(['t']);
        expect(offered(seen, 'Dutch Vander')).toBe(false);
      },
    ),
  ],
});

export const SPECS: CardSpec[] = [dutchSpec('dutchvander'), dutchSpec('dutchvander-swz106')];

/**
 * Card specs for the Y-wing pilots of abilities/cards/support/rebel-btla4ywing.ts. Rules: 000 "Lock", "List of
 * Actions" (Lock); 001 Perform Action.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, leaves, modifiesWith, offered, picks, position, rolls } from '../../flow-harness.js';
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

/**
 * Hol Okand (000 "Charges and the Force"; 001 System Phase): he faces up at (400, 150) with Proton Torpedoes holding
 * `torpedoes` of their 2 charges; a Y-wing wingman at (250, 150) whose System Phase turn comes after his (initiative
 * 6); a TIE facing down at (400, `ty`) (800: beyond range 3; 350: range 2).
 */
const holTable =
  (torpedoes = 1, ty = 800) =>
  () =>
    position(
      'system',
      [
        rebel('h', 'holokand-battleofyavin', 400, 150, { upgrades: [{ xws: 'protontorpedoes', charges: torpedoes }] }),
        rebel('w', 'goldsquadronveteran', 250, 150, { initiative: 6 }),
      ],
      [imperial('t', 'academypilot', 400, ty)],
    );
const holPlay = playing(leaves('system'), () => picks('use-ability', 'use:charge:protontorpedoes', 'h'));
const torpedoCharges = (s: GameState) => s.ships.find((x) => x.id === 'h')!.upgrades[0]!.charges;
const holOffers = (seen: Parameters<typeof offered>[0]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Hol Okand')).length;

SPECS.push({
  source: 'pilot:holokand-battleofyavin',
  applies: kase(
    'no enemy near: his torpedoes recover a charge, asked in his own turn only',
    holTable(),
    holPlay,
    (s, seen) => {
      expect(holOffers(seen)).toBe(1);
      expect(torpedoCharges(s)).toBe(2);
    },
  ),
  doesNotApply: [
    kase('the TIE at range 2: not offered', holTable(1, 350), holPlay, (s, seen) => {
      expect(offered(seen, 'Hol Okand')).toBe(false);
      expect(torpedoCharges(s)).toBe(1);
    }),
    kase('every charge in place: not offered', holTable(2), holPlay, (_s, seen) =>
      expect(offered(seen, 'Hol Okand')).toBe(false),
    ),
    kase(
      'he declines in his turn: not asked again in the wingman’s',
      holTable(),
      playing(leaves('system')),
      (s, seen) => {
        expect(holOffers(seen)).toBe(1);
        expect(torpedoCharges(s)).toBe(1);
      },
    ),
  ],
});

/**
 * Dutch Vander (Battle of Yavin) facing up at (400, 300) locking the TIE facing down at (400, 450); a Y-wing of his at
 * (`wx`, 300) (range 1 at 550, beyond range 3 at 850). He attacks the TIE with two blanks, then rerolls them with his
 * lock when `spend`.
 */
const boyTable =
  (wx = 550) =>
  () =>
    position(
      'engagement',
      [rebel('d', 'dutchvander-battleofyavin', 400, 300, { locks: ['t'] }), rebel('w', 'goldsquadronveteran', wx, 300)],
      [imperial('t', 'academypilot', 400, 450)],
    );
const boyPlay = (spend: boolean) =>
  playing(leaves('engagement'), () =>
    answers(
      attacks('d', 't'),
      rolls('d', 'attack', ['blank', 'blank'], ['hit', 'blank']),
      ...(spend ? [modifiesWith('lock')] : []),
      picks('use-ability', 'use:w', 'd'),
    ),
  );

SPECS.push({
  source: 'pilot:dutchvander-battleofyavin',
  applies: kase('he spends his lock on his dice: the Y-wing at range 1 locks the TIE', boyTable(), boyPlay(true), (s) =>
    expect(locksOf(s, 'w')).toEqual(['t']),
  ),
  doesNotApply: kase('he keeps his lock: nothing for the Y-wing', boyTable(), boyPlay(false), (s) => {
    expect(locksOf(s, 'w')).toEqual([]);
    expect(locksOf(s, 'd')).toEqual(['t']);
  }),
});

/**
 * Card specs for abilities/cards/movement/imperial-tieddefender.ts. Rules: 001 Activation 2.2 (a partial maneuver is
 * not fully executed), 001 Perform Action (each action once a round).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, farXwing, imperial, kase, playing, rebel, vsXwing } from '../../spec-helpers.js';

/** A Delta Squadron TIE/D (`d`, Full Throttle) flying `dial` down the table; others as given. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('d', 'deltasquadronpilot', 400, 750, { dial, ...extra }), ...others],
    );
const play = () =>
  playing(leaves('activation'), () =>
    answers((d) => (d.kind === 'choose-action' && d.prompt.includes('Full Throttle') ? ['evade'] : undefined)),
  );
const evades = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'evade').length;

/**
 * Countess Ryad (`c`) with a stress token at (400, 750) facing down executes `dial` (her 4 straight is blue); a wingman
 * TIE/D (`w`) executes it instead when `wing` (she has then activated).
 */
const ryadTable =
  (dial: string, wing = false) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('c', 'countessryad', 400, 750, {
          dial,
          tokens: { stress: 1 },
          ...(wing ? { round: { activated: true } } : {}),
        }),
        ...(wing ? [imperial('w', 'deltasquadronpilot', 150, 750, { dial: '4F' })] : []),
      ],
    );
const ryadPlay = playing(leaves('activation'), () => useAbilityOf('Countess Ryad'));
const executed = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'maneuver-executed', id).map((e) => e.data?.maneuver);

const YORR = 'captainyorr-battleoverendor';
/** Captain Yorr (`d`, Chiss Engineering) at (400, 750) facing down executes `dial`; an X-wing `x` waits at (400, 400). */
const chissTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 400, { dial: '1F', round: { activated: true } })],
      [imperial('d', YORR, 400, 750, { dial, ...extra }), ...others],
    );
const chissPlay = () =>
  playing(leaves('activation'), () =>
    answers((d) => (d.kind === 'choose-action' && d.prompt.includes('Chiss Engineering') ? ['lock:x'] : undefined)),
  );
const locks = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'lock').length;
/** Captain Yorr (`d`) at (400, y) facing the X-wing (490: range 2; 400: range 1), a Barrage Rockets card fitted. */
const rangeTable = (y = 490, extra: Partial<PositionShip> = {}) =>
  vsXwing(['d', YORR, 400, y, { upgrades: [{ xws: 'barragerockets' }], ...extra }]);
const useChiss = () => useAbilityOf('Chiss Engineering');

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:chissengineering',
    applies: kase(
      'a fully executed 3 straight: a lock action on the X-wing',
      chissTable('3F'),
      chissPlay(),
      (s, seen) => {
        expect(actionOffered(seen, 'Chiss Engineering')).toBe(true);
        expect(locks(s, 'd')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 2 straight is too slow', chissTable('2F'), chissPlay(), (s, seen) => {
        expect(actionOffered(seen, 'Chiss Engineering')).toBe(false);
        expect(locks(s, 'd')).toBe(0);
      }),
      kase(
        'a 3 straight cut short by a ship in its path',
        chissTable('3F', {}, [imperial('b', 'academypilot', 400, 620, { dial: '1F', round: { activated: true } })]),
        chissPlay(),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'd').map((e) => e.data?.partial)).toEqual([true]);
          expect(actionOffered(seen, 'Chiss Engineering')).toBe(false);
        },
      ),
      kase(
        'a TIE/ln wingman’s 3 straight while the Defender has activated',
        chissTable('1F', { round: { activated: true } }, [imperial('w', 'academypilot', 250, 750, { dial: '3F' })]),
        chissPlay(),
        (_s, seen) => expect(actionOffered(seen, 'Chiss Engineering')).toBe(false),
      ),
      kase(
        'it has locked this round already',
        chissTable('3F', { round: { actions: ['lock'] } }),
        chissPlay(),
        (s, seen) => {
          expect(actionOffered(seen, 'Chiss Engineering')).toBe(false);
          expect(locks(s, 'd')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'ship-ability:chissengineering',
    applies: kase(
      'at range 2 a shield buys a 4th attack die',
      rangeTable(),
      attackPlay('d', 'x', useChiss),
      (s, seen) => {
        expect(diceCounts(seen, 'd', 'x').attack).toBe(4);
        expect(shipOf(s, 'd').shields).toBe(3);
      },
    ),
    doesNotApply: [
      kase(
        'stressed: 3 dice',
        rangeTable(490, { tokens: { stress: 1 } }),
        attackPlay('d', 'x', useChiss),
        (s, seen) => {
          expect(offered(seen, 'Chiss Engineering')).toBe(false);
          expect(diceCounts(seen, 'd', 'x').attack).toBe(3);
          expect(shipOf(s, 'd').shields).toBe(4);
        },
      ),
      kase(
        'at range 1 the bonus is there already: 4 dice, no shield spent',
        rangeTable(400),
        attackPlay('d', 'x', useChiss),
        (s, seen) => {
          expect(offered(seen, 'Chiss Engineering')).toBe(false);
          expect(diceCounts(seen, 'd', 'x').attack).toBe(4);
          expect(shipOf(s, 'd').shields).toBe(4);
        },
      ),
      kase(
        'its Barrage Rockets, ordnance: their 3 dice',
        rangeTable(490, { tokens: { focus: 1 } }),
        attackPlay('d', 'x', useChiss, 'barragerockets'),
        (s, seen) => {
          expect(offered(seen, 'Chiss Engineering')).toBe(false);
          expect(diceCounts(seen, 'd', 'x').attack).toBe(3);
          expect(shipOf(s, 'd').shields).toBe(4);
        },
      ),
      kase(
        'the X-wing attacks it: the X-wing’s own 3 dice',
        rangeTable(),
        attackPlay('x', 'd', useChiss),
        (s, seen) => {
          expect(offered(seen, 'Chiss Engineering')).toBe(false);
          expect(diceCounts(seen, 'x', 'd').attack).toBe(3);
          expect(shipOf(s, 'd').shields).toBe(4);
        },
      ),
    ],
  },
  {
    source: 'pilot:countessryad',
    applies: kase(
      'her blue 4 straight becomes a white 4 Koiogran turn: she turns about and keeps her stress token',
      ryadTable('4F'),
      ryadPlay,
      (s) => {
        expect(executed(s, 'c')).toEqual(['4K']);
        expect(shipOf(s, 'c').pose!.heading).toBe(0);
        expect(shipOf(s, 'c').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 3 bank: not asked', ryadTable('3B'), ryadPlay, (s, seen) => {
        expect(offered(seen, 'Countess Ryad')).toBe(false);
        expect(executed(s, 'c')).toEqual(['3B']);
      }),
      kase('a wingman’s 4 straight: not asked', ryadTable('1B', true), ryadPlay, (s, seen) => {
        expect(offered(seen, 'Countess Ryad')).toBe(false);
        expect(executed(s, 'w')).toEqual(['4F']);
      }),
    ],
  },
  {
    source: 'ship-ability:fullthrottle',
    applies: kase('a fully executed 3 straight: an evade action', table('3F'), play(), (s, seen) => {
      expect(actionOffered(seen, 'Full Throttle')).toBe(true);
      expect(evades(s, 'd')).toBe(1);
    }),
    doesNotApply: [
      kase('a 2 straight is too slow', table('2F'), play(), (s, seen) => {
        expect(actionOffered(seen, 'Full Throttle')).toBe(false);
        expect(evades(s, 'd')).toBe(0);
      }),
      kase(
        'a 3 straight cut short by a ship in its path',
        table('3F', {}, [imperial('b', 'academypilot', 400, 620, { dial: '1F', round: { activated: true } })]),
        play(),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'd').map((e) => e.data?.partial)).toEqual([true]);
          expect(actionOffered(seen, 'Full Throttle')).toBe(false);
        },
      ),
      kase(
        'a TIE/ln wingman’s 3 straight while the Defender has activated',
        table('1F', { round: { activated: true } }, [imperial('w', 'academypilot', 250, 750, { dial: '3F' })]),
        play(),
        (_s, seen) => expect(actionOffered(seen, 'Full Throttle')).toBe(false),
      ),
      kase('it has evaded this round already', table('3F', { round: { actions: ['evade'] } }), play(), (s, seen) => {
        expect(actionOffered(seen, 'Full Throttle')).toBe(false);
        expect(evades(s, 'd')).toBe(0);
      }),
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/scum-aggressor.ts. Rules: 001 Activation Phase (Perform Action), Calculate.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('g', 'ig88a', 400, 150, { dial: '1F', ...extra }), ...others], [farTie()]);
const play = (ship: string, first: string) => playing(leaves('activation'), () => picks('choose-action', first, ship));
/** Calculate tokens gained this round: one by the action, one more by the ship ability. */
const calculated = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'calculate').length +
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'calculate').length;

/** IG-88D (`d`) revealing `dial` up the table; others as given. It flies its Segnor's loop as `as`. */
const dTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('d', 'ig88d', 400, 150, { dial, ...extra }), ...others], [farTie()]);
const dPlay = (as: string) => playing(leaves('activation'), () => picks('use-ability', `use:${as}`, 'd'));
const executed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'maneuver-executed', ship).map((e) => /executes (\w+)/.exec(e.text)?.[1]);

/** IG-88C (`c`) in his Perform Action step, a wingman beside him; he performs `first`, then evades when offered. */
const cTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('c', 'ig88c', 400, 150, { dial: '1F', ...extra }), ...others], [farTie()]);
const cPlay = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(
      (d, s) =>
        d.kind === 'choose-action' && d.prompt.includes('IG-88C') ? picks('choose-action', 'evade')(d, s) : undefined,
      picks('choose-action', first, ship),
    ),
  );
const actionsOf = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ig88c',
    applies: kase('after his boost action, IG-88C evades', cTable(), cPlay('c', 'boost:1F'), (s) => {
      expect(actionsOf(s, 'c')).toEqual(['boost', 'evade']);
    }),
    doesNotApply: [
      kase('after a calculate action: no evade offered', cTable(), cPlay('c', 'calculate'), (s, seen) => {
        expect(actionOffered(seen, 'IG-88C')).toBe(false);
        expect(actionsOf(s, 'c')).toEqual(['calculate']);
      }),
      kase(
        'he has evaded this round already: no second evade',
        cTable({ round: { actions: ['evade'] } }),
        cPlay('c', 'boost:1F'),
        (s, seen) => {
          expect(actionOffered(seen, 'IG-88C')).toBe(false);
          expect(actionsOf(s, 'c')).toEqual(['boost']);
        },
      ),
      kase(
        'an IG-88A wingman’s boost while IG-88C has activated',
        cTable({ round: { activated: true } }, [rebel('w', 'ig88a', 220, 150, { dial: '1F' })]),
        cPlay('w', 'boost:1F'),
        (s, seen) => {
          expect(actionOffered(seen, 'IG-88C')).toBe(false);
          expect(actionsOf(s, 'w')).toEqual(['boost']);
        },
      ),
    ],
  },
  {
    source: 'ship-ability:advanceddroidbrain',
    applies: kase('a calculate action leaves IG-88A with 2 calculate tokens', table(), play('g', 'calculate'), (s) =>
      expect(calculated(s, 'g')).toBe(2),
    ),
    doesNotApply: [
      kase('an evade action gives no calculate token', table(), play('g', 'evade'), (s) =>
        expect(calculated(s, 'g')).toBe(0),
      ),
      kase(
        'a droid wingman’s calculate action while IG-88A has activated: its one token only',
        table({ round: { activated: true } }, [rebel('w', 'tradefederationdrone', 250, 150, { dial: '1F' })]),
        play('w', 'calculate'),
        (s) => {
          expect(calculated(s, 'w')).toBe(1);
          expect(calculated(s, 'g')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'pilot:ig88d',
    applies: kase(
      "a red 3 Segnor's loop left flown as a 3 turn left, still red: a stress token",
      dTable('3L'),
      dPlay('3T'),
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('IG-88D'));
        expect(asked?.options.map((o) => o.id)).toEqual(['use:3T', 'use:3F', 'decline']);
        expect(executed(s, 'd')).toEqual(['3T']);
        expect(s.ships.find((x) => x.id === 'd')!.tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 3 straight is no Segnor’s loop', dTable('3F'), dPlay('3T'), (s, seen) => {
        expect(offered(seen, 'IG-88D')).toBe(false);
        expect(executed(s, 'd')).toEqual(['3F']);
      }),
      kase(
        'an IG-88C wingman’s Segnor’s loop while IG-88D has activated',
        dTable('3F', { round: { activated: true } }, [rebel('w', 'ig88c', 220, 150, { dial: '3P' })]),
        dPlay('3T'),
        (s, seen) => {
          expect(offered(seen, 'IG-88D')).toBe(false);
          expect(executed(s, 'w')).toEqual(['3P']);
        },
      ),
    ],
  },
];

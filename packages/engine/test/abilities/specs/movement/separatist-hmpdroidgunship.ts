/**
 * Card specs for abilities/cards/movement/separatist-hmpdroidgunship.ts. Rules: 000 "Action Difficulty" (a red action
 * gives a stress token), 001 Perform Action.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * The Onderon Oppressor (`o`) executes a 2 straight; a wingman HMP (`w`) flies instead when `wing` (he has activated,
 * stressed).
 */
const table =
  (wing = false) =>
  () =>
    position(
      'activation',
      [
        rebel('o', 'onderonoppressor', 400, 150, {
          dial: '2F',
          ...(wing ? { round: { activated: true }, tokens: { stress: 1 } } : {}),
        }),
        ...(wing ? [rebel('w', 'separatistpredator', 150, 150, { dial: '2F' })] : []),
      ],
      [farTie()],
    );
const play = (ship: string, action: string) =>
  playing(leaves('activation'), () => picks('choose-action', action, ship));
const calculates = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'calculate').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:onderonoppressor',
    applies: kase('his red barrel roll stresses him: a calculate token', table(), play('o', 'barrel-roll'), (s) => {
      expect(logged(s, 'action-performed', 'o').map((e) => e.data?.difficulty)).toEqual(['red']);
      expect(calculates(s, 'o')).toBe(1);
    }),
    doesNotApply: [
      kase('a calculate action: no token from the card', table(), play('o', 'calculate'), (s) => {
        expect(logged(s, 'action-performed', 'o').map((e) => e.data?.action)).toEqual(['calculate']);
        expect(calculates(s, 'o')).toBe(0);
      }),
      kase(
        'a reload and its linked red calculate leave him stressed: only the calculate action’s token',
        () =>
          position(
            'activation',
            [
              rebel('o', 'onderonoppressor', 400, 150, {
                dial: '2F',
                upgrades: [{ xws: 'concussionmissiles', charges: 2 }],
              }),
            ],
            [farTie()],
          ),
        playing(
          leaves('activation'),
          () => (d) =>
            d.kind === 'choose-action' && d.ship === 'o'
              ? [
                  d.options.find((o) => o.id.startsWith('reload'))?.id ??
                    d.options.find((o) => o.id === 'calculate')!.id,
                ]
              : undefined,
        ),
        (s) => {
          expect(
            logged(s, 'action-performed', 'o').map((e) => `${String(e.data?.action)} ${String(e.data?.difficulty)}`),
          ).toEqual(['reload white', 'calculate red']);
          expect(calculates(s, 'o')).toBe(0);
        },
      ),
      kase('a wingman’s red barrel roll, he stressed', table(true), play('w', 'barrel-roll'), (s) => {
        expect(calculates(s, 'o')).toBe(0);
      }),
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/resistance-btanr2ywing.ts. Rules: 001 Perform Action (each action once a
 * round), 000 "Action Bar" (upgrades add actions to it).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * A New Republic Patrol BTA-NR2 (`y`, Intuitive Interface) with Angled Deflectors (a reinforce action on its bar),
 * and an X-wing wingman `w` with the same modification.
 */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('y', 'newrepublicpatrol', 400, 150, { dial: '1F', upgrades: ['angleddeflectors'], ...extra }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F', upgrades: ['angleddeflectors'] }),
      ],
      [farTie()],
    );
/** Every ship performs `first`; the Intuitive Interface action (when offered) is a calculate. */
const play = (first: string) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Intuitive') ? ['calculate'] : undefined),
      picks('choose-action', first),
    ),
  );
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:intuitiveinterface',
    applies: kase('after the modification’s reinforce action, a calculate', table(), play('reinforce'), (s, seen) => {
      expect(actionOffered(seen, 'Intuitive Interface')).toBe(true);
      expect(performed(s, 'y')).toEqual(['reinforce', 'calculate']);
    }),
    doesNotApply: [
      kase('after a focus action from its own bar', table(), play('focus'), (s, seen) => {
        expect(actionOffered(seen, 'Intuitive Interface')).toBe(false);
        expect(performed(s, 'y')).toEqual(['focus']);
      }),
      kase(
        'the X-wing wingman reinforces while the Y-wing has activated',
        table({ round: { activated: true } }),
        play('reinforce'),
        (s, seen) => {
          expect(actionOffered(seen, 'Intuitive Interface')).toBe(false);
          expect(performed(s, 'w')).toEqual(['reinforce']);
        },
      ),
      kase(
        'it has calculated this round already',
        table({ round: { actions: ['calculate'] } }),
        play('reinforce'),
        (s, seen) => {
          expect(actionOffered(seen, 'Intuitive Interface')).toBe(false);
          expect(performed(s, 'y')).toEqual(['reinforce']);
        },
      ),
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/imperial-tieinterceptor.ts. Rules: 001 Engagement Phase (after an attack),
 * Boost, Charges, Deplete (supplement), Stress.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, attacks, leaves, logged, offered, picks, useAbilityOf } from '../../flow-harness.js';
import { kase, playing, vsXwing } from '../../spec-helpers.js';

const table = (extra: Partial<PositionShip> = {}) => vsXwing(['s', 'soontirfel-battleoverendor', 400, 490, extra]);
const play = (attacker: string, defender: string) =>
  playing(leaves('engagement'), () =>
    answers(attacks(attacker, defender), useAbilityOf('Soontir Fel'), picks('choose-action', 'boost:1F', 's')),
  );

const turrPlay = (attacker: string, defender: string) =>
  playing(leaves('engagement'), () => answers(attacks(attacker, defender), picks('choose-action', 'boost:1F', 's')));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:soontirfel-battleoverendor',
    applies: kase('after his attack, a charge and a deplete token buy a boost', table(), play('s', 'x'), (s) => {
      expect(logged(s, 'action-performed', 's').map((e) => e.data?.action)).toEqual(['boost']);
      expect(logged(s, 'cost-paid', 's')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('after he defends', table(), play('x', 's'), (s, seen) => {
        expect(
          offered(
            seen.filter((d) => d.ship === 's'),
            'Soontir Fel',
          ),
        ).toBe(false);
        expect(logged(s, 'action-performed', 's')).toHaveLength(0);
      }),
      kase(
        'stressed, he can neither boost nor barrel roll',
        table({ tokens: { stress: 1 } }),
        play('s', 'x'),
        (s, seen) => {
          expect(offered(seen, 'Soontir Fel')).toBe(false);
          expect(logged(s, 'cost-paid', 's')).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'pilot:turrphennir',
    applies: kase(
      'stressed, after his attack he boosts',
      vsXwing(['s', 'turrphennir', 400, 490, { tokens: { stress: 1 } }]),
      turrPlay('s', 'x'),
      (s, seen) => {
        expect(actionOffered(seen, 'Turr Phennir')).toBe(true);
        expect(logged(s, 'action-performed', 's').map((e) => e.data?.action)).toEqual(['boost']);
      },
    ),
    doesNotApply: [
      kase('after he defends', vsXwing(['s', 'turrphennir', 400, 490]), turrPlay('x', 's'), (_s, seen) =>
        expect(actionOffered(seen, 'Turr Phennir')).toBe(false),
      ),
      kase(
        'he has boosted and barrel rolled this round already',
        vsXwing(['s', 'turrphennir', 400, 490, { round: { actions: ['boost', 'barrel-roll'] } }]),
        turrPlay('s', 'x'),
        (_s, seen) => expect(actionOffered(seen, 'Turr Phennir')).toBe(false),
      ),
    ],
  },
];

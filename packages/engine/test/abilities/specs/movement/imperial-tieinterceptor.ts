/**
 * Card specs for abilities/cards/movement/imperial-tieinterceptor.ts. Rules: 001 Engagement Phase (after an attack),
 * Boost, Charges, Deplete (supplement), Stress.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  attacks,
  leaves,
  logged,
  offered,
  picks,
  position,
  useAbilityOf,
} from '../../flow-harness.js';
import { farXwing, imperial, kase, playing, vsXwing } from '../../spec-helpers.js';

const table = (extra: Partial<PositionShip> = {}) => vsXwing(['s', 'soontirfel-battleoverendor', 400, 490, extra]);
const play = (attacker: string, defender: string) =>
  playing(leaves('engagement'), () =>
    answers(attacks(attacker, defender), useAbilityOf('Soontir Fel'), picks('choose-action', 'boost:1F', 's')),
  );

const turrPlay = (attacker: string, defender: string) =>
  playing(leaves('engagement'), () => answers(attacks(attacker, defender), picks('choose-action', 'boost:1F', 's')));

const sigmaTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('g', 'sigma4-battleofyavin', 400, 750, { dial: '1F', ...extra }), ...others],
    );
const sigmaPlay = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Sigma 4'),
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Sigma 4') ? ['boost:1F'] : undefined),
      picks('choose-action', first, ship),
    ),
  );
const performedBy = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

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
  {
    source: 'pilot:sigma4-battleofyavin',
    applies: kase('after a barrel roll, a charge buys a boost', sigmaTable(), sigmaPlay('g', 'barrel-roll'), (s) => {
      expect(performedBy(s, 'g')).toEqual(['barrel-roll', 'boost']);
      expect(logged(s, 'cost-paid', 'g')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('after a focus action', sigmaTable(), sigmaPlay('g', 'focus'), (s, seen) => {
        expect(offered(seen, 'Sigma 4')).toBe(false);
        expect(performedBy(s, 'g')).toEqual(['focus']);
      }),
      kase(
        'he has boosted this round already',
        sigmaTable({ round: { actions: ['boost'] } }),
        sigmaPlay('g', 'barrel-roll'),
        (_s, seen) => expect(offered(seen, 'Sigma 4')).toBe(false),
      ),
      kase(
        'a wingman barrel rolls while Sigma 4 has activated',
        sigmaTable({ round: { activated: true } }, [imperial('w', 'academypilot', 250, 750, { dial: '1F' })]),
        sigmaPlay('w', 'barrel-roll'),
        (_s, seen) => expect(offered(seen, 'Sigma 4')).toBe(false),
      ),
    ],
  },
];

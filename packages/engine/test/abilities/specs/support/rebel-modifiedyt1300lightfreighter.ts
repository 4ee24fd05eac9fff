/**
 * Card specs for the modified YT-1300 pilots and ship abilities of
 * abilities/cards/support/rebel-modifiedyt1300lightfreighter.ts. Rules: 000 "Action Difficulty" (a red action gives a
 * stress token), "Stress"; 001 Perform Action.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { abilityDie, answers, leaves, logged, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Lando (Battle over Endor, `l`) facing up at (400, 200), dial a white 2 turn, with `extra`; `others` beside. */
const hsTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('l', 'landocalrissian-battleoverendor', 400, 200, { dial: '2T', ...extra }), ...others],
      [farTie()],
    );
/** `ship` performs `action` (a prefix of its option) in its Perform Action step; High Stakes is used, its die a hit. */
const hsPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('High Stakes'), abilityDie('High Stakes', 'hit'), picks('choose-action', action, ship)),
  );
const hsUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 'l').some((e) => e.data?.source === 'ship-ability:highstakes');
const stressOf = (s: Parameters<typeof logged>[0], id: string) => s.ships.find((x) => x.id === id)!.tokens.stress ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:highstakes',
    applies: kase('a red boost, then a hit on the die: the stress token goes', hsTable(), hsPlay('l', 'boost'), (s) => {
      expect(hsUsed(s)).toBe(true);
      expect(stressOf(s, 'l')).toBe(0);
    }),
    doesNotApply: [
      kase('a white focus action: no die', hsTable(), hsPlay('l', 'focus'), (s) => {
        expect(hsUsed(s)).toBe(false);
      }),
      kase(
        'a wingman YT-1300’s red boost while Lando has activated',
        hsTable({ round: { activated: true } }, [rebel('w', 'outerrimsmuggler', 550, 450, { dial: '2T' })]),
        hsPlay('w', 'boost'),
        (s) => {
          expect(hsUsed(s)).toBe(false);
          expect(logged(s, 'action-performed', 'w').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
            ['boost', 'red'],
          ]);
        },
      ),
    ],
  },
];

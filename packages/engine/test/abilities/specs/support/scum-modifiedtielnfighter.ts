/**
 * Card specs for the modified TIE/ln pilots of abilities/cards/support/scum-modifiedtielnfighter.ts. Rules: 000
 * "Disarm Tokens", "Stress", "Charges and the Force"; 001 Engagement Phase (its start).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Overseer Yushyn facing up at (400, 300); Quinn Jast (a spent missile, so he may gain a disarm token to recover its
 * charge as the Engagement Phase starts) beside him at (`qx`, 300): at 480 range 1, at 580 range 2; `enemy`: Quinn is
 * an enemy ship.
 */
const yushynTable =
  (qx = 480, quinn: Partial<PositionShip> = {}, enemy = false) =>
  () => {
    const q = { upgrades: [{ xws: 'concussionmissiles', charges: 1 }], ...quinn };
    return position(
      'engagement',
      [rebel('y', 'overseeryushyn', 400, 300), ...(enemy ? [] : [rebel('q', 'quinnjast', qx, 300, q)])],
      enemy ? [imperial('q', 'quinnjast', qx, 300, q)] : [imperial('far', 'academypilot', 100, 850)],
    );
  };
const yushynPlay = playing(leaves('engagement'), () =>
  answers(useAbilityOf('Quinn Jast'), useAbilityOf('Overseer Yushyn')),
);
/** Quinn's stress tokens (kept past the End Phase, unlike his disarm token) and whether a disarm token left him. */
const quinn = (s: GameState) => ({
  stress: shipOf(s, 'q').tokens.stress ?? 0,
  swapped: logged(s, 'token-removed', 'q').some((e) => e.data?.token === 'disarm'),
});

/** A wingman at range 1 of Yushyn performs a focus action (a token other than a disarm token). */
const focusTable = () =>
  position(
    'activation',
    [
      rebel('y', 'overseeryushyn', 400, 300, { round: { activated: true } }),
      rebel('w', 'redsquadronveteran', 480, 300, { dial: '1F' }),
    ],
    [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:overseeryushyn',
    applies: kase(
      'Quinn Jast at range 1 takes a disarm token: it becomes a stress token, Yushyn’s charge spent',
      yushynTable(),
      yushynPlay,
      (s, seen) => {
        expect(offered(seen, 'Overseer Yushyn')).toBe(true);
        expect(quinn(s)).toEqual({ stress: 1, swapped: true });
        expect(logged(s, 'cost-paid', 'y')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('Quinn Jast at range 2: not offered', yushynTable(580), yushynPlay, (s, seen) => {
        expect(offered(seen, 'Overseer Yushyn')).toBe(false);
        expect(quinn(s)).toEqual({ stress: 0, swapped: false });
      }),
      kase(
        'Quinn Jast stressed already: not offered',
        yushynTable(480, { tokens: { stress: 1 } }),
        yushynPlay,
        (s, seen) => {
          expect(offered(seen, 'Overseer Yushyn')).toBe(false);
          expect(quinn(s)).toEqual({ stress: 1, swapped: false });
        },
      ),
      kase('an enemy Quinn Jast at range 1: not offered', yushynTable(480, {}, true), yushynPlay, (s, seen) => {
        expect(offered(seen, 'Overseer Yushyn')).toBe(false);
        expect(quinn(s)).toEqual({ stress: 0, swapped: false });
      }),
      kase(
        'the wingman at range 1 gains a focus token: not offered',
        focusTable,
        playing(leaves('activation'), () =>
          answers(picks('choose-action', 'focus', 'w'), useAbilityOf('Overseer Yushyn')),
        ),
        (s, seen) => {
          expect(offered(seen, 'Overseer Yushyn')).toBe(false);
          expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
        },
      ),
    ],
  },
];

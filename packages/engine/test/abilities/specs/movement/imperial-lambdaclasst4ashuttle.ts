/**
 * Card specs for abilities/cards/movement/imperial-lambdaclasst4ashuttle.ts. Rules: 001 Perform Action; supplement
 * "Coordinate" (the chosen ship performs an action, then the coordinating ship's "after you perform" abilities).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, picks, position } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/**
 * Lieutenant Sai (`s`, initiative 3) activates and coordinates a TIE (`w`) that has activated, which performs `wingAction`;
 * `others` join.
 */
const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('s', 'lieutenantsai', 400, 600, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 520, 480, { dial: '1F', round: { activated: true } }),
        ...others,
      ],
    );
const play = (wingAction: string, coordinator = 's') =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', 'coordinate:w', coordinator),
      picks('choose-action', wingAction, 'w'),
      picks('choose-action', 'focus', 's'),
    ),
  );
const performed = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'action-performed', id).map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantsai',
    applies: kase('the TIE focuses: Sai focuses too', table(), play('focus'), (s, seen) => {
      expect(actionOffered(seen, 'Lieutenant Sai')).toBe(true);
      expect(performed(s, 's')).toEqual(['coordinate', 'focus']);
    }),
    doesNotApply: [
      kase('the TIE barrel rolls, not on his bar', table(), play('barrel-roll'), (s, seen) => {
        expect(performed(s, 'w')).toEqual(['barrel-roll']);
        expect(actionOffered(seen, 'Lieutenant Sai')).toBe(false);
      }),
      kase(
        'another shuttle coordinates the TIE while Sai has activated',
        table({ round: { activated: true } }, [imperial('o', 'omicrongrouppilot', 660, 600, { dial: '1F' })]),
        play('focus', 'o'),
        (s, seen) => {
          expect(performed(s, 'w')).toEqual(['focus']);
          expect(actionOffered(seen, 'Lieutenant Sai')).toBe(false);
        },
      ),
    ],
  },
];

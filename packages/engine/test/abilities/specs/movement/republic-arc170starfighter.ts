/**
 * Card specs for abilities/cards/movement/republic-arc170starfighter.ts. Rules: 001 Activation 2.2 (the maneuver's
 * difficulty), Perform Action; 000 "Lock" (a lock acquired by an ability is no action).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const ODDBALL = 'oddball-siegeofcoruscant';

/**
 * "Odd Ball" (`o`) flies `dial` from (400, `y`) (the 4 straight is red, the 3 straight white); an ARC-170 (`w`) that
 * has activated waits beside where the 4 straight ends, and a TIE (`e`) faces them at range 1 of that spot.
 */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = [], y = 150) =>
  () =>
    position(
      'activation',
      [
        rebel('o', ODDBALL, 400, y, { dial, ...extra }),
        rebel('w', '104thbattalionpilot', 560, 380, { dial: '1F', round: { activated: true } }),
        ...others,
      ],
      [imperial('e', 'academypilot', 400, 480, { dial: '1F', round: { activated: true } })],
    );
const play = playing(leaves('activation'), () =>
  answers(
    picks('use-ability', 'use:w', 'o'),
    picks('use-ability', 'use:e', 'o'),
    picks('choose-action', 'focus', 'o'),
    picks('choose-action', 'barrel-roll', 'b'),
  ),
);

export const SPECS: CardSpec[] = [
  {
    source: `pilot:${ODDBALL}`,
    applies: kase('after his red 4 straight, the ARC-170 beside him locks the TIE', table('4F'), play, (s, seen) => {
      expect(shipOf(s, 'w').locks.map((l) => l.target)).toEqual(['e']);
      // The second question offers the enemy only.
      const second = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Then choose'));
      expect(second[0]!.options.map((o) => o.id)).toEqual(['use:e', 'decline']);
    }),
    doesNotApply: [
      kase('a white 3 straight, then a white focus', table('3F'), play, (s, seen) => {
        expect(offered(seen, '"Odd Ball"')).toBe(false);
        expect(shipOf(s, 'w').locks).toEqual([]);
      }),
      kase(
        'while he has activated, an ARC-170 flies a red 4 straight and another barrel rolls (red)',
        table(
          '1F',
          { round: { activated: true } },
          [
            rebel('r', '104thbattalionpilot', 700, 100, { dial: '4F' }),
            rebel('b', '104thbattalionpilot', 150, 300, { dial: '2F' }),
          ],
          380,
        ),
        play,
        (s, seen) => {
          expect(offered(seen, '"Odd Ball"')).toBe(false);
          expect(s.log.some((e) => e.type === 'action-performed' && e.ship === 'b')).toBe(true);
        },
      ),
    ],
  },
];

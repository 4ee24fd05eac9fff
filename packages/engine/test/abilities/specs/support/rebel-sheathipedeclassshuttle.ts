/**
 * Card specs for the Sheathipede pilots of abilities/cards/support/rebel-sheathipedeclassshuttle.ts. Rules: 000
 * "Stress" (a stressed ship cannot perform actions), "List of Actions" (Coordinate); supplement "Coordinate".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * AP-5 (`a`, initiative 1, a 1-straight on his dial) at (400, 150); an X-wing wingman (`w`, activated already) at range
 * 1 beside him holding `stress` stress tokens; a TIE far up the table. AP-5 coordinates the wingman, which focuses.
 */
const ap5Table = (stress: number) => () =>
  position(
    'activation',
    [
      rebel('a', 'ap5', 400, 150, { dial: '1F' }),
      rebel('w', 'redsquadronveteran', 520, 150, { tokens: { stress }, round: { activated: true } }),
    ],
    [farTie()],
  );
const ap5Play = playing(leaves('activation'), () =>
  answers(picks('choose-action', 'coordinate:w', 'a'), picks('choose-action', 'focus', 'w')),
);
const coordinateOffered = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'a' && d.options.some((o) => o.id === 'coordinate:w'));
/** Read in the log: with no attack to declare the game runs on past the End Phase, which clears the focus token. */
const focused = (s: GameState) => logged(s, 'action-performed', 'w').some((e) => /focus/.test(e.text));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ap5',
    applies: kase(
      'the wingman holds exactly one stress token: AP-5 may coordinate it, and it focuses though stressed',
      ap5Table(1),
      ap5Play,
      (s, seen) => {
        expect(coordinateOffered(seen)).toBe(true);
        expect(focused(s)).toBe(true);
        expect(shipOf(s, 'w').tokens.stress ?? 0).toBeGreaterThan(0);
      },
    ),
    doesNotApply: [
      kase('two stress tokens: the wingman is not offered to his coordinate', ap5Table(2), ap5Play, (s, seen) => {
        expect(coordinateOffered(seen)).toBe(false);
        expect(focused(s)).toBe(false);
      }),
      kase(
        'no stress token: an ordinary coordinate, his ability not needed (not logged)',
        ap5Table(0),
        ap5Play,
        (s, seen) => {
          expect(coordinateOffered(seen)).toBe(true);
          expect(focused(s)).toBe(true);
        },
      ),
    ],
  },
];

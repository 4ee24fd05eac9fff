/**
 * Card specs for the T-70 X-wing pilots of abilities/cards/support/resistance-t70xwing.ts. Rules: 001 Activation
 * Phase (Check Difficulty: a red maneuver gives a stress token), 000 "Arcs", "Range".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Nien at (400, 150) revealing `dial` (a red 4 K-turn ends him near (400, 350) facing down the table); a TIE facing
 * down at (`x`, `y`) revealing a 1 straight (it moves first: initiative 1), with `tokens`.
 */
const nienTable =
  (dial: string, x: number, y: number, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'activation',
      [rebel('n', 'niennunb', 400, 150, { dial })],
      [imperial('t', 'academypilot', x, y, { dial: '1F', tokens })],
    );
const nienPlay = playing(leaves('activation'), () => useAbilityOf('Nien Nunb'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:niennunb',
    applies: kase(
      'his K-turn stresses him, the TIE ahead at range 1: the stress is removed',
      nienTable('4K', 400, 330),
      nienPlay,
      (s, seen) => {
        expect(offered(seen, 'Nien Nunb')).toBe(true);
        expect(shipOf(s, 'n').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('the TIE behind him after the K-turn: the stress stays', nienTable('4K', 400, 560), nienPlay, (s, seen) => {
        expect(offered(seen, 'Nien Nunb')).toBe(false);
        expect(shipOf(s, 'n').tokens.stress).toBe(1);
      }),
      kase('the TIE ahead at range 2: the stress stays', nienTable('4K', 480, 230), nienPlay, (s, seen) => {
        expect(offered(seen, 'Nien Nunb')).toBe(false);
        expect(shipOf(s, 'n').tokens.stress).toBe(1);
      }),
      kase('a blue maneuver: no stress, not offered', nienTable('2F', 400, 560), nienPlay, (_s, seen) =>
        expect(offered(seen, 'Nien Nunb')).toBe(false),
      ),
      kase(
        'a blue maneuver and a focus action, the TIE ahead at range 1: a focus token is not a stress token',
        nienTable('2F', 400, 430),
        playing(leaves('activation'), () => answers(useAbilityOf('Nien Nunb'), picks('choose-action', 'focus', 'n'))),
        (s, seen) => {
          expect(shipOf(s, 'n').tokens.focus).toBe(1);
          expect(offered(seen, 'Nien Nunb')).toBe(false);
        },
      ),
      kase(
        'the TIE gains a stress token (its own red maneuver) near him: not offered',
        () =>
          position(
            'activation',
            // The TIE moves first: its red 3 K-turn ends facing up at about (400, 280), range 1 ahead of Nien.
            [rebel('n', 'niennunb', 400, 150, { dial: '1F' })],
            [imperial('t', 'academypilot', 400, 440, { dial: '3K' })],
          ),
        nienPlay,
        (s, seen) => {
          expect(offered(seen, 'Nien Nunb')).toBe(false);
          expect(shipOf(s, 't').tokens.stress).toBe(1);
        },
      ),
    ],
  },
];

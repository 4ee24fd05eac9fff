/**
 * Card specs for abilities/cards/support/imperial-tieskstriker.ts. Rules: 001 Activation Phase (Reveal Dial), 000
 * "Boost", "Stress".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/** "Duchess" (`d`) at (400, 750) facing down the table with a 1-straight dial; a TIE/ln wingman `w`. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('d', 'duchess', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
const boosts = playing(leaves('activation'), () => answers(picks('choose-action', 'boost:1F', 'd')));
const passes = playing(leaves('activation'), () => answers(picks('choose-action', 'pass', 'd')));
const moves = (s: GameState) => logged(s, 'ship-repositioned', 'd');
const ailerons = (s: GameState) =>
  logged(s, 'ability-used', 'd').filter((e) => e.data?.source === 'ship-ability:adaptiveailerons');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:duchess',
    applies: kase(
      'stressed, she may boost before her reveal, and does',
      table({ tokens: { stress: 1 } }),
      boosts,
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'choose-action' && d.prompt.includes('Duchess'))!;
        expect(asked.options.map((o) => o.id)).toContain('pass');
        expect(moves(s)).toHaveLength(1);
        expect(ailerons(s)).toHaveLength(0);
      },
    ),
    doesNotApply: [
      kase(
        'the wingman reveals while she has activated: nothing asked of her',
        table({ round: { activated: true }, dial: undefined }),
        boosts,
        (s, seen) => {
          expect(actionOffered(seen, 'Duchess')).toBe(false);
          expect(moves(s)).toHaveLength(0);
          expect(shipOf(s, 'd').pose!.y).toBe(750);
        },
      ),
    ],
  },
];

/** Her choice not to boost: the mandatory Adaptive Ailerons does not move her. */
SPECS.push({
  source: 'pilot:duchess',
  applies: kase(
    'unstressed, she chooses not to boost: she does not move before her reveal',
    table(),
    passes,
    (s, seen) => {
      expect(actionOffered(seen, 'Duchess')).toBe(true);
      expect(moves(s)).toHaveLength(0);
      expect(ailerons(s)).toHaveLength(0);
    },
  ),
  doesNotApply: [],
});

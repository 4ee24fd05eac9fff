/**
 * Card specs for abilities/cards/movement/imperial-tieskstriker.ts. Rules: 001 Activation Phase (Reveal Dial), 000
 * "Boost" (placed by @xwing/geometry repositionOptions), "Stress".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/** A Black Squadron Scout (`s`) at (400, 750) facing down the table with a 1-straight dial; a TIE/ln wingman `w`. */
const table =
  (extra: Partial<PositionShip> = {}, wing: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('s', 'blacksquadronscout', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F', ...wing }),
      ],
    );
/** Its move before the reveal is the 1-straight boost (the striker has no boost action on its bar). */
const play = playing(leaves('activation'), () => answers(picks('choose-action', 'boost:1F')));
const moves = (s: GameState) => logged(s, 'ship-repositioned', 's');

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:adaptiveailerons',
    applies: kase(
      'before its reveal it must boost, though no boost is on its bar (no pass offered, not an action), then flies its 1-straight',
      table(),
      play,
      (s, seen) => {
        const forced = seen.find((d) => d.kind === 'choose-action' && d.prompt.includes('Adaptive Ailerons'))!;
        expect(forced.options.map((o) => o.id)).not.toContain('pass');
        expect(moves(s)).toHaveLength(1);
        expect(shipOf(s, 's').round.actions).toEqual([]);
        // The boost, then the 1-straight: each moves the small base its own length and the template's (80 mm), from y
        // 750 to 590; no stress.
        expect(shipOf(s, 's').pose!.y).toBeCloseTo(590, 6);
        expect(shipOf(s, 's').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('stressed, it does not boost before its reveal', table({ tokens: { stress: 1 } }), play, (s) => {
        expect(moves(s)).toHaveLength(0);
      }),
      kase(
        'the wingman reveals while the striker has activated: nothing moves the striker',
        table({ round: { activated: true }, dial: undefined }),
        play,
        (s) => {
          expect(moves(s)).toHaveLength(0);
          expect(shipOf(s, 's').pose!.y).toBe(750);
        },
      ),
    ],
  },
];

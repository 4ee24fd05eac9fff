/**
 * Card specs for abilities/cards/movement/imperial-tiereaper.ts. Rules: 001 Activation Phase (Reveal Dial), 000
 * "Boost" (placed by @xwing/geometry repositionOptions), "Stress".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/** A Scarif Base Pilot (`r`, TIE reaper) at (400, 750) facing down the table; a TIE/ln wingman `w`. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('r', 'scarifbasepilot', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
/** The reaper's move before its reveal is the 1-straight boost. */
const play = playing(
  leaves('activation'),
  () => (d) =>
    d.kind === 'choose-action' && d.prompt.includes('Controlled Ailerons')
      ? picks('choose-action', 'boost:1F', 'r')(d, undefined as never)
      : undefined,
);
const moves = (s: GameState) => logged(s, 'ship-repositioned', 'r');

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:controlledailerons',
    applies: kase(
      'before its reveal it may boost (pass offered), not as an action: no stress, no action counted',
      table(),
      play,
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'choose-action' && d.prompt.includes('Controlled Ailerons'))!;
        expect(asked.options.map((o) => o.id)).toContain('pass');
        expect(moves(s)).toHaveLength(1);
        expect(shipOf(s, 'r').round.actions).not.toContain('boost');
        expect(shipOf(s, 'r').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('stressed, it is not offered the boost', table({ tokens: { stress: 1 } }), play, (s, seen) => {
        expect(seen.some((d) => d.prompt.includes('Controlled Ailerons'))).toBe(false);
        expect(moves(s)).toHaveLength(0);
      }),
      kase(
        'the wingman reveals while the reaper has activated: the reaper is not offered a boost',
        table({ round: { activated: true } }),
        play,
        (s, seen) => {
          expect(seen.some((d) => d.prompt.includes('Controlled Ailerons'))).toBe(false);
          expect(moves(s)).toHaveLength(0);
        },
      ),
    ],
  },
];

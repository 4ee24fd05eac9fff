/**
 * Card specs for the Republic Gauntlet fighter pilots of abilities/cards/support/republic-gauntletfighter.ts. Rules: 001
 * Activation Phase (Execute Maneuver: fully executed or not), 000 "Lock", "Objects", "Arcs", "Stress".
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Bo-Katan Kryze (`b`, a 2-straight on her dial, or activated already) at (400, 150) facing up — she ends at (400, 310);
 * her wingman (`w`, activated, or with its own 2-straight) at (200, 450); the TIE `t` (activated) at `tie`; `extra`
 * ships beside them.
 */
const boTable =
  (o: {
    tie?: [number, number];
    boActivated?: boolean;
    wing?: Partial<PositionShip>;
    wingAt?: [number, number];
    extra?: PositionShip[];
  }) =>
  () =>
    position(
      'activation',
      [
        rebel('b', 'bokatankryze', 400, 150, o.boActivated ? { round: { activated: true } } : { dial: '2F' }),
        rebel('w', '104thbattalionpilot', ...(o.wingAt ?? [200, 450]), {
          round: { activated: true },
          ...o.wing,
        }),
        ...(o.extra ?? []),
      ],
      [imperial('t', 'academypilot', ...(o.tie ?? [400, 520]), { round: { activated: true } })],
    );
const boPlay = playing(leaves('activation'), () =>
  answers(
    picks('use-ability', 'use:t', 'b'),
    picks('use-ability', 'use:w', 'b'),
    picks('choose-action', 'lock:t', 'w'),
  ),
);
const notOffered = (s: GameState, seen: Decision[]) => {
  expect(offered(seen, 'Bo-Katan Kryze')).toBe(false);
  expect(shipOf(s, 'w').locks).toEqual([]);
};

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:bokatankryze',
    applies: kase(
      'the TIE in her front arc at range 2: she takes a deplete token and her wingman locks it',
      boTable({}),
      boPlay,
      (s, seen) => {
        expect(offered(seen, 'Bo-Katan Kryze')).toBe(true);
        expect(shipOf(s, 'b').tokens.deplete).toBe(1);
        expect(shipOf(s, 'w').locks).toEqual([{ target: 't' }]);
      },
    ),
    doesNotApply: [
      kase('the TIE beside her, outside her front arc: not offered', boTable({ tie: [150, 330] }), boPlay, notOffered),
      kase(
        'her wingman stressed, so nobody could perform the lock: not offered',
        boTable({ wing: { tokens: { stress: 1 } } }),
        boPlay,
        notOffered,
      ),
      kase(
        'her 2 straight cut short by an activated ship in her path, the TIE at range 2 ahead: not offered',
        boTable({
          tie: [400, 420],
          extra: [rebel('k', '104thbattalionpilot', 400, 300, { round: { activated: true } })],
        }),
        boPlay,
        (s, seen) => {
          expect(
            s.log.filter((e) => e.type === 'maneuver-executed' && e.ship === 'b').map((e) => e.data?.partial),
          ).toEqual([true]);
          notOffered(s, seen);
        },
      ),
      kase(
        'she has activated; her wingman’s full maneuver, the TIE at range 2 in her front arc: not offered',
        boTable({
          boActivated: true,
          tie: [400, 360],
          wing: { round: { activated: false }, dial: '2F' },
          wingAt: [200, 150],
        }),
        boPlay,
        // Her wingman's own Perform Action step may lock the TIE: only her ability is looked at.
        (s, seen) => {
          expect(offered(seen, 'Bo-Katan Kryze')).toBe(false);
          expect(shipOf(s, 'b').tokens.deplete ?? 0).toBe(0);
        },
      ),
    ],
  },
];

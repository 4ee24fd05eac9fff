/**
 * Card specs for the Firespray pilots of abilities/cards/support/separatist-firesprayclasspatrolcraft.ts. Rules: 001
 * Engagement Phase (before a ship engages), 000 "Additional Token Rules" (transfer), "Charges and the Force".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Aurra Sing (initiative 4) facing up at (400, 300); two TIEs facing down at range 1 of her, t1 ahead at (400, 420)
 * and t2 at (300, 420), holding `t1` and `t2`. `engaged`: she has engaged already this round.
 */
const aurraTable =
  (t1: Record<string, number>, t2: Record<string, number>, engaged = false) =>
  () =>
    position(
      'engagement',
      [rebel('s', 'aurrasing', 400, 300, engaged ? { round: { engaged: true } } : {})],
      [
        imperial('t1', 'academypilot', 400, 420, { tokens: t1 }),
        imperial('t2', 'academypilot', 300, 420, { tokens: t2 }),
      ],
    );
/** Both TIEs picked; t1's stress goes to t2, t2's strain to t1, then no more. */
const aurraPlay = playing(leaves('engagement'), () =>
  answers(
    picks('use-ability', 'use:t1', 's'),
    picks('use-ability', 'use:t2', 's'),
    picks('use-ability', 'use:a:stress', 's'),
    picks('use-ability', 'use:b:strain', 's'),
    picks('use-ability', 'use:-', 's'),
  ),
);
const held = (s: GameState, id: string) => {
  const t = shipOf(s, id).tokens;
  return { stress: t.stress ?? 0, strain: t.strain ?? 0 };
};

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:aurrasing',
    applies: kase(
      'a stress token one way, a strain token the other, for 1 Force',
      aurraTable({ stress: 1 }, { strain: 1 }),
      aurraPlay,
      (s, seen) => {
        expect(offered(seen, 'Aurra Sing')).toBe(true);
        expect(held(s, 't1')).toEqual({ stress: 0, strain: 1 });
        expect(held(s, 't2')).toEqual({ stress: 1, strain: 0 });
        expect(logged(s, 'cost-paid', 's').map((e) => e.data?.costs)).toEqual([[{ kind: 'spend-force', count: 1 }]]);
      },
    ),
    doesNotApply: [
      kase(
        'she has engaged already; the TIEs engage: not offered',
        aurraTable({ stress: 1 }, { strain: 1 }, true),
        aurraPlay,
        (s, seen) => {
          expect(offered(seen, 'Aurra Sing')).toBe(false);
          expect(held(s, 't1')).toEqual({ stress: 1, strain: 0 });
        },
      ),
      kase(
        'neither TIE holds a red or orange token: not offered',
        aurraTable({ focus: 1 }, {}),
        aurraPlay,
        (s, seen) => {
          expect(offered(seen, 'Aurra Sing')).toBe(false);
          expect(logged(s, 'cost-paid', 's')).toEqual([]);
        },
      ),
    ],
  },
];

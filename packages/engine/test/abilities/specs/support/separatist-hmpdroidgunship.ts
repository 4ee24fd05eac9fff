/**
 * Card specs for the HMP droid gunship pilots of abilities/cards/support/separatist-hmpdroidgunship.ts. Rules: 000
 * "Additional Token Rules" (transfer); 001 Engagement Phase (before engaging).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * DGS-286 facing up at (400, 300) (`extra` given); a Vulture droid wingman at (`wx`, 300) with `tokens` (at 480: range
 * 1; at 620: range 2); a TIE far away.
 */
const dgsTable =
  (wx = 480, tokens: Record<string, number> = { calculate: 1 }, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('d', 'dgs286', 400, 300, extra), rebel('w', 'tradefederationdrone', wx, 300, { tokens })],
      [imperial('t', 'academypilot', 100, 850)],
    );
const dgsPlay = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'd'));
const taken = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'd').filter((e) => e.data?.token === 'calculate').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dgs286',
    applies: kase(
      'before it engages, the wingman at range 1 gives it its calculate token',
      dgsTable(),
      dgsPlay,
      (s, seen) => {
        expect(offered(seen, 'DGS-286')).toBe(true);
        expect(taken(s)).toBe(1);
        expect(s.ships.find((x) => x.id === 'w')!.tokens.calculate ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('the wingman at range 2: not offered', dgsTable(620), dgsPlay, (s, seen) => {
        expect(offered(seen, 'DGS-286')).toBe(false);
        expect(taken(s)).toBe(0);
      }),
      kase('the wingman holds no calculate token: not offered', dgsTable(480, {}), dgsPlay, (_s, seen) =>
        expect(offered(seen, 'DGS-286')).toBe(false),
      ),
      kase(
        'it has engaged already; the wingman engages: not offered',
        dgsTable(480, { calculate: 1 }, { round: { engaged: true } }),
        dgsPlay,
        (s, seen) => {
          expect(offered(seen, 'DGS-286')).toBe(false);
          expect(taken(s)).toBe(0);
        },
      ),
    ],
  },
];

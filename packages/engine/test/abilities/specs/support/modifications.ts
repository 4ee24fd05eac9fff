/**
 * Card specs for the modifications of abilities/cards/support/modifications.ts. Rules: 000 "Phase 5: End Phase",
 * "Suffering Damage", "Additional Token Rules" (red tokens, removing a token).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const baffleTable = (tokens: PositionShip['tokens']) => () =>
  position(
    'end',
    [rebel('x', 'redsquadronveteran', 400, 150, { upgrades: ['electronicbaffle'], tokens })],
    [imperial('t', 'academypilot', 400, 800)],
  );
const bafflePlay = playing(leaves('end'), () => useAbilityOf('Electronic Baffle'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:electronicbaffle:0',
    applies: kase(
      'stressed: one shield lost, the stress removed',
      baffleTable({ stress: 1 }),
      bafflePlay,
      (s, seen) => {
        expect(offered(seen, 'Electronic Baffle')).toBe(true);
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase('only a focus token (green): not offered', baffleTable({ focus: 1 }), bafflePlay, (s, seen) => {
      expect(offered(seen, 'Electronic Baffle')).toBe(false);
      expect(shipOf(s, 'x').shields).toBe(2);
    }),
  },
];

/**
 * Card specs for the M3-A interceptor pilots of abilities/cards/support/scum-m3ainterceptor.ts. Rules: 001
 * Engagement Phase (its start), 000 "Charges and the Force", "Disarm Tokens".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const quinnTable = (charges: number) => () =>
  position(
    'engagement',
    [rebel('q', 'quinnjast', 400, 150, { upgrades: [{ xws: 'protontorpedoes', charges }] })],
    [imperial('t', 'academypilot', 400, 800)],
  );
const quinnPlay = playing(leaves('engagement'), () => useAbilityOf('Quinn Jast'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:quinnjast',
    applies: kase('a torpedo spent: a disarm token for its charge', quinnTable(1), quinnPlay, (s, seen) => {
      expect(offered(seen, 'Quinn Jast')).toBe(true);
      expect(shipOf(s, 'q').upgrades[0]?.charges).toBe(2);
      expect(logged(s, 'cost-paid', 'q')[0]?.data?.costs).toContainEqual({
        kind: 'gain-token',
        token: 'disarm',
        count: 1,
      });
    }),
    doesNotApply: kase('its torpedoes full: nothing to recover, not offered', quinnTable(2), quinnPlay, (s, seen) => {
      expect(offered(seen, 'Quinn Jast')).toBe(false);
      expect(logged(s, 'cost-paid', 'q')).toHaveLength(0);
    }),
  },
];

/**
 * Card specs for the upgrades of abilities/cards/support/upgrades.ts. Rules: 001 Activation Phase (Reveal Dial),
 * Charges, Disarm.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const r2Table = (shields: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { upgrades: ['r2astromech'], dial: '2F', shields })],
    [imperial('t', 'academypilot', 400, 800, { dial: '1F' })],
  );
const r2Play = playing(leaves('activation'), () => useAbilityOf('R2 Astromech'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:r2astromech:0',
    applies: kase(
      'a damaged shield is recovered after the reveal, for a charge and a disarm token',
      r2Table(1),
      r2Play,
      (s, seen) => {
        expect(offered(seen, 'R2 Astromech')).toBe(true);
        const x = shipOf(s, 'x');
        expect(x.shields).toBe(2);
        expect(logged(s, 'cost-paid', 'x')[0]?.data?.costs).toContainEqual({
          kind: 'gain-token',
          token: 'disarm',
          count: 1,
        });
        const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
        const recovered = s.log.findIndex((e) => e.type === 'shield-recovered' && e.ship === 'x');
        const moved = s.log.findIndex((e) => e.type === 'maneuver-executed' && e.ship === 'x');
        expect(revealed).toBeLessThan(recovered);
        expect(recovered).toBeLessThan(moved);
      },
    ),
    doesNotApply: kase('with full shields it is not offered', r2Table(2), r2Play, (s, seen) => {
      expect(offered(seen, 'R2 Astromech')).toBe(false);
      expect(logged(s, 'shield-recovered')).toHaveLength(0);
    }),
  },
];

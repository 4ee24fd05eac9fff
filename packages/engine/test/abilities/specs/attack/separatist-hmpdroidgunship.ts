/**
 * Card specs for the Separatist Alliance HMP droid gunship pilots of abilities/cards/attack/separatist-hmpdroidgunship.ts.
 * Rules: 000 "Attack Arcs" (front, full front, bullseye), "Locks"; 001 Strain.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

const NAME = 'DGS-047';
// DGS-047 (g) faces down the table; the X-wing (x) is in his bullseye (400), in his front arc off the bullseye (450)
// or in his full front arc only (560, nearer); his wingman (w) stands beside him.
const table =
  (xx: number, xy = 300) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', xx, xy)],
      [imperial('g', 'dgs047', 400, 490), imperial('w', 'academypilot', 520, 490)],
    );
const play = (a: string, d: string) => attackPlay(a, d, () => useAbilityOf(NAME));
const locked = (s: Parameters<typeof shipOf>[0]) => JSON.stringify(shipOf(s, 'g').locks).includes('"x"');
const strain = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'x').tokens.strain ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dgs047',
    applies: kase('the X-wing in his front arc: he locks it', table(450), play('g', 'x'), (s) =>
      expect(locked(s)).toBe(true),
    ),
    doesNotApply: [
      kase('the X-wing in his full front arc only: not asked', table(560, 400), play('g', 'x'), (_s, seen) =>
        expect(offered(seen, NAME)).toBe(false),
      ),
      kase('his wingman attacks the X-wing ahead of him', table(400), play('w', 'x'), (_s, seen) =>
        expect(offered(seen, NAME)).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:dgs047',
    applies: kase('the X-wing in his bullseye: it gains a strain token', table(400), attackPlay('g', 'x'), (s) =>
      expect(strain(s)).toBe(1),
    ),
    doesNotApply: [
      kase('the X-wing off his bullseye: no strain', table(450), attackPlay('g', 'x'), (s) =>
        expect(strain(s)).toBe(0),
      ),
      kase('his wingman attacks the X-wing in his bullseye: no strain', table(400), attackPlay('w', 'x'), (s) =>
        expect(strain(s)).toBe(0),
      ),
    ],
  },
];

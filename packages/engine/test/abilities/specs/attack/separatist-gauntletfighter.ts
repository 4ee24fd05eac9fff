/**
 * Card specs for the Separatist Alliance Gauntlet fighter pilots of abilities/cards/attack/separatist-gauntletfighter.ts.
 * Rules: 001 Engagement 2.1 (Roll Attack Dice); 000 "Initiative", "Charges".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** Pre Vizsla (p, initiative 3, `charges` left) faces an X-wing of initiative `init` at range 2. */
const table =
  (init = 3, charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { initiative: init })],
      [imperial('p', 'previzsla', 400, 490, { charges })],
    );
const play = (a: string, d: string) => attackPlay(a, d, () => useAbilityOf('Pre Vizsla'));
const notOffered = (_s: unknown, seen: Parameters<typeof offered>[0]) =>
  expect(offered(seen, 'Pre Vizsla')).toBe(false);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:previzsla',
    applies: kase('an X-wing of his initiative: two charges, one more die', table(), play('p', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'p', 'x').attack).toBeGreaterThanOrEqual(1),
    ),
    doesNotApply: [
      kase('an X-wing of lower initiative', table(2), play('p', 'x'), notOffered),
      kase('one charge left', table(3, 1), play('p', 'x'), notOffered),
      kase('the X-wing attacks him', table(5), play('x', 'p'), notOffered),
    ],
  },
];

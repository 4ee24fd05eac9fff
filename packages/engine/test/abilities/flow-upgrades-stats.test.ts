/**
 * Upgrades whose effect is a stat grant read from the card data, not a registered ability (so not in specs/):
 * Shield Upgrade and Hull Upgrade, on a position built through createFromPosition. Rules: 000 Upgrade Cards
 * (stat modifiers).
 */
import { describe, expect, it } from 'vitest';
import { position, shipOf } from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

describe.each([
  ['shieldupgrade', 'shields', 3],
  ['hullupgrade', 'hull', 5],
] as const)('%s: a stat grant read from the card data (no ability)', (card, stat, value) => {
  const xwing = (upgrades: string[]) =>
    shipOf(
      position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, 300, { upgrades })],
        [imperial('t', 'academypilot', 400, 800)],
      ),
      'x',
    );

  it(`applies: the X-wing starts with ${value} ${stat}`, () => {
    expect(xwing([card])[stat]).toBe(value);
  });

  it('does not apply: without the card', () => {
    expect(xwing([])[stat]).toBe(value - 1);
  });
});

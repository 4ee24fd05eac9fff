/**
 * Card specs for the Force powers of abilities/cards/support/force-powers.ts. Rules: 000 "Suffering Damage", "Charges
 * and the Force" (recovering Force up to its value).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Darth Vader with Hate and no Force left, an X-wing facing him at range 2. */
const hateTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('v', 'darthvader', 400, 500, { upgrades: ['hate'], force: 0 })],
  );

const hateRecovered = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'force-recovered', 'v').filter((e) => e.text.includes('Hate')).length;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:hate:0',
    applies: kase(
      'the X-wing deals him 2 damage: he recovers 2 Force',
      hateTable,
      attackPlay('x', 'v', () => answers(rolls('x', 'attack', ['hit', 'hit', 'blank']))),
      // Read in the log: the End Phase that follows recovers one more (his Force recurs).
      (s) => expect(hateRecovered(s)).toBe(2),
    ),
    doesNotApply: kase(
      'he damages the X-wing: no Force recovered',
      hateTable,
      attackPlay('v', 'x', () => answers(rolls('v', 'attack', ['hit', 'hit', 'hit']))),
      (s) => {
        expect(shipOf(s, 'x').shields).toBeLessThan(2);
        expect(hateRecovered(s)).toBe(0);
      },
    ),
  },
];

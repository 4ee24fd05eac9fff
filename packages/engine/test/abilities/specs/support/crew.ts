/**
 * Card specs for the crew of abilities/cards/support/crew.ts. Rules: 000 "Suffering Damage", "Charges and the Force".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** A Gauntlet fighter with Maul aboard (his one Force given), an X-wing facing it at range 2. */
const maulTable = (force: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('m', 'shadowcollectiveoperator', 400, 540, { upgrades: ['maul'], force })],
  );
const maulRecovered = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'force-recovered', 'm').filter((e) => e.text.includes('Maul')).length;
const xAttacks = attackPlay('x', 'm', () =>
  answers(rolls('x', 'attack', ['hit', 'hit', 'blank']), useAbilityOf('Maul')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:maul:0',
    applies: kase('damaged with no Force left: a stress token for one Force', maulTable(0), xAttacks, (s, seen) => {
      expect(offered(seen, 'Maul')).toBe(true);
      expect(maulRecovered(s)).toBe(1);
      expect(shipOf(s, 'm').tokens.stress).toBe(1);
    }),
    doesNotApply: [
      // Force 2: stats.ts counts Maul's Force twice today (the side's value and its grant), so the ship's Force value reads
      // 2; with that fixed (1) a ship holding 2 is still not below it.
      kase('damaged with its Force full: not offered', maulTable(2), xAttacks, (s, seen) => {
        expect(offered(seen, 'Maul')).toBe(false);
        expect(shipOf(s, 'm').tokens.stress ?? 0).toBe(0);
      }),
      kase(
        'it damages the X-wing: not offered',
        maulTable(0),
        attackPlay('m', 'x', () => answers(rolls('m', 'attack', ['hit', 'hit', 'hit', 'hit']), useAbilityOf('Maul'))),
        (s, seen) => {
          expect(shipOf(s, 'x').shields).toBeLessThan(2);
          expect(offered(seen, 'Maul')).toBe(false);
        },
      ),
    ],
  },
];

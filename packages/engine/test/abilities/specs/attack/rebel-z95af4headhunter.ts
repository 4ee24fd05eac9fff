/**
 * Card specs for the Rebel Z-95-AF4 headhunter pilots of abilities/cards/attack/rebel-z95af4headhunter.ts. Rules: 001
 * Attack (Roll Attack Dice); 000 "Special Weapons".
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Blount (b) faces the TIE (t) at range 2; his wingman (w) is at range 1 of the TIE, or far from it.
const table =
  (b: Partial<PositionShip> = {}, wingX = 480) =>
  () =>
    position(
      'engagement',
      [rebel('b', 'lieutenantblount', 400, 300, b), rebel('w', 'redsquadronveteran', wingX, 420)],
      [imperial('t', 'academypilot', 400, 450)],
    );
const use = () => useAbilityOf('Lieutenant Blount');
const name = 'Lieutenant Blount';

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantblount',
    applies: kase('a wingman beside the TIE: he rolls 3 dice', table(), attackPlay('b', 't', use), (s, seen) => {
      expect(diceCounts(seen, 'b', 't').attack).toBe(3);
      expect(usedIndexes(s, 'pilot:lieutenantblount')).toEqual([0]);
    }),
    doesNotApply: [
      kase('the wingman is far from the TIE: not asked', table({}, 100), attackPlay('b', 't', use), (_s, seen) =>
        expect(offered(seen, name)).toBe(false),
      ),
      kase(
        'a missile attack: not asked',
        table({ upgrades: ['concussionmissiles'], locks: ['t'] }),
        attackPlay('b', 't', use, 'concussionmissiles'),
        (_s, seen) => expect(offered(seen, name)).toBe(false),
      ),
      kase('the TIE attacks him: not asked', table(), attackPlay('t', 'b', use), (_s, seen) => {
        expect(offered(seen, name)).toBe(false);
        expect(diceCounts(seen, 't', 'b').attack).toBe(2);
      }),
    ],
  },
];

/**
 * Card specs for the Galactic Empire Gauntlet fighter pilots of abilities/cards/attack/imperial-gauntletfighter.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 "Attack Arcs", "Charges", "Special Weapons".
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// The X-wing (x) faces up; the attacker (a) is behind it facing up (in its rear arc) or ahead of it facing down; Gar
// (g) is near a or far away.
const behind = { pose: { x: 400, y: 150, heading: 0 } };
const table =
  (a: Partial<PositionShip> = behind, pilot = 'academypilot', gar: [number, number] = [550, 300]) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('a', pilot, 400, 450, a),
        imperial('g', 'garsaxon', gar[0], gar[1], { pose: { x: gar[0], y: gar[1], heading: 0 } }),
      ],
    );
const play = (weapon = 'primary') => attackPlay('a', 'x', () => useAbilityOf('Gar Saxon'), weapon);
const not = (why: string, t: ReturnType<typeof table>, weapon?: string) =>
  kase(why, t, play(weapon), (_s, seen) => expect(offered(seen, 'Gar Saxon')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:garsaxon',
    applies: kase('the attacker is in the X-wing’s rear arc: one more die for a charge', table(), play(), (s, seen) => {
      expect(diceCounts(seen, 'a', 'x').attack).toBe(3);
      expect(usedIndexes(s, 'pilot:garsaxon')).toEqual([0]);
    }),
    doesNotApply: [
      not(
        'a torpedo attack',
        table({ ...behind, upgrades: ['protontorpedoes'], locks: ['x'] }, 'gammasquadronace'),
        'protontorpedoes',
      ),
      not('Gar is far from the attacker', table(behind, 'academypilot', [100, 700])),
      not('the attacker is ahead of the X-wing', table({})),
    ],
  },
];

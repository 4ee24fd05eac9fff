/**
 * Card specs for abilities/cards/movement/separatist-vultureclassdroidfighter.ts. Rules: 001 Activation 2 (a skipped
 * Execute Maneuver step), 000 "Repairing Damage Cards", "Measuring Range".
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Grappling Struts open (side 1): a landed Vulture droid on an asteroid skips any maneuver but a 2-straight. */
const LANDED: Partial<PositionShip> = { upgrades: [{ xws: 'grapplingstruts', side: 1 }] };
// Asteroid 12 turned across (43 mm wide, 19.5 mm deep) lies inside a ship's base.
const rock = (x: number) => ({ name: 'asteroid-12', pose: { x, y: 150, heading: 90 } });

/**
 * A landed Vulture `a` (a facedown and a faceup damage card) at (200, 150) on an asteroid reveals a 1 left turn; The
 * Iron Assembler `i` (3 charges, done activating) at (`ironX`, 150). With `enemy`, `a` is a Separatist ship of the other
 * player, the Iron Assembler a Rebel-side one.
 */
const table =
  (ironX: number, enemy = false) =>
  () => {
    const a = rebel('a', 'tradefederationdrone', 200, 150, {
      dial: '1T',
      damage: [
        { card: 'damagedengine', faceup: false },
        { card: 'consolefire', faceup: true },
      ],
      ...LANDED,
    });
    const i = rebel('i', 'theironassembler', ironX, 150, { round: { activated: true } });
    return enemy
      ? position('activation', [i], [{ ...a, pose: { x: 200, y: 150, heading: 0 } }], { obstacles: [rock(200)] })
      : position('activation', [a, i], [imperial('far', 'academypilot', 100, 850, { dial: '1F' })], {
          obstacles: [rock(200)],
        });
  };
const play = (answer: string) => playing(leaves('activation'), () => picks('use-ability', `use:${answer}`, 'i'));
const facings = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'a').damage.map((d) => d.faceup);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:theironassembler',
    applies: kase(
      'the landed Vulture skips its 1 turn: a charge, and it discards its facedown card',
      table(290),
      play('facedown'),
      (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'a')).toHaveLength(0);
        expect(offered(seen, 'The Iron Assembler')).toBe(true);
        expect(facings(s)).toEqual([true]);
        expect(shipOf(s, 'i').charges).toBe(2);
      },
    ),
    doesNotApply: [
      kase('the Iron Assembler at range 2 of it: not asked', table(420), play('facedown'), (s, seen) => {
        expect(offered(seen, 'The Iron Assembler')).toBe(false);
        expect(facings(s)).toEqual([false, true]);
      }),
      kase('an enemy landed Vulture at range 1 skips: not asked', table(290, true), play('facedown'), (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'a')).toHaveLength(0);
        expect(offered(seen, 'The Iron Assembler')).toBe(false);
        expect(facings(s)).toEqual([false, true]);
      }),
    ],
  },
];

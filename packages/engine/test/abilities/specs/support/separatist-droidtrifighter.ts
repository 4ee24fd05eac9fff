/**
 * Card specs for the droid tri-fighter pilots of abilities/cards/support/separatist-droidtrifighter.ts. Rules: 001
 * Engagement Phase (its start), 000 Arcs (bullseye arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Phlac-Arphocc Prototype facing up the table at (400, 300), an enemy ship at (`x`, `y`). */
const phlacTable = (x: number, y: number) => () =>
  position(
    'engagement',
    [rebel('s', 'phlacarphoccprototype-siegeofcoruscant', 400, 300)],
    [imperial('t', 'academypilot', x, y)],
  );
const phlacPlay = playing(leaves('engagement'));
const calculateGained = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 's').some((e) => e.data?.token === 'calculate');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:phlacarphoccprototype-siegeofcoruscant',
    applies: kase(
      'the enemy straight ahead, in its bullseye: he gains a calculate token',
      phlacTable(400, 490),
      phlacPlay,
      (s) => expect(calculateGained(s)).toBe(true),
    ),
    doesNotApply: kase(
      'the enemy in its front arc but off his bullseye: no calculate token',
      phlacTable(540, 450),
      phlacPlay,
      (s) => {
        expect(logged(s, 'ability-used', 's')).toHaveLength(0);
        expect(calculateGained(s)).toBe(false);
      },
    ),
  },
];

/**
 * DIS-347 (000 "Lock"; 001 Engagement Phase, its start): the droid (`pilot`) facing up at (400, 300) with `ownLocks`; an
 * X-wing wingman at (550, 300) holding `wingLocks`; a TIE facing down at (400, `ty`) (550: range 2; 800: range 4).
 */
const disTable =
  (pilot: string, wingLocks: string[] = ['t'], ty = 550, ownLocks: string[] = []) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', pilot, 400, 300, { locks: ownLocks }),
        rebel('w', 'redsquadronveteran', 550, 300, { locks: wingLocks }),
      ],
      [imperial('t', 'academypilot', 400, ty)],
    );
const disPlay = playing(leaves('engagement'), () => picks('use-ability', 'use:t', 'd'));
const disLocked = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'lock-acquired', 'd').map((e) => e.text.includes('Academy Pilot'));
const disSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the wingman has locked the TIE at range 2: the droid locks it too',
    disTable(pilot),
    disPlay,
    (s, seen) => {
      expect(offered(seen, 'DIS-347')).toBe(true);
      expect(disLocked(s)).toEqual([true]);
    },
  ),
  doesNotApply: [
    kase('nobody has locked the TIE: not offered', disTable(pilot, []), disPlay, (_s, seen) =>
      expect(offered(seen, 'DIS-347')).toBe(false),
    ),
    kase('the locked TIE at range 4: not offered', disTable(pilot, ['t'], 800), disPlay, (_s, seen) =>
      expect(offered(seen, 'DIS-347')).toBe(false),
    ),
    kase('the droid has locked the TIE already: not offered', disTable(pilot, ['t'], 550, ['t']), disPlay, (_s, seen) =>
      expect(offered(seen, 'DIS-347')).toBe(false),
    ),
  ],
});

SPECS.push(disSpec('dis347'), disSpec('dis347-siegeofcoruscant'));

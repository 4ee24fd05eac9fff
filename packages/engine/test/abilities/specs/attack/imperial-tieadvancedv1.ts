/**
 * Card specs for the Galactic Empire TIE Advanced v1 pilots of abilities/cards/attack/imperial-tieadvancedv1.ts.
 * Rules: 001 Engagement 2.1 (range bonus), Attack (Roll Attack Dice); 000 "Force", "Special Weapons".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, usedIndexes, vsXwing } from '../../spec-helpers.js';

// After the Neutralize Results step: a ship (`id`, pilot given, `extra` for it) faces the X-wing at range 2; one
// attacks the other with the faces given; `card` is asked to change the results left.
const afterTable = (id: string, pilot: string, extra: Partial<PositionShip> = {}) =>
  vsXwing([id, pilot, 400, 490, extra]);
const afterPlay = (attacker: string, defender: string, faces: string[], card: string) =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', faces), useAbilityOf(card)));
const resultsLeft = (s: GameState) => logged(s, 'results-changed').at(-1)?.data;
// Seventh Sister: the attacker rolls a hit; the defender's first die shows `face`.
const sisterPlay = (attacker: string, defender: string, face = 'evade', weapon = 'primary') =>
  attackPlay(
    attacker,
    defender,
    () =>
      answers(rolls(attacker, 'attack', ['hit']), rolls(defender, 'defense', [face]), useAbilityOf('Seventh Sister')),
    weapon,
  );

const GI = 'Grand Inquisitor';
/** The Grand Inquisitor (g) faces the X-wing at (400, 300): y 420 is range 1, 490 range 2. */
const table = (y: number, g: Partial<PositionShip> = {}) =>
  vsXwing(['g', 'grandinquisitor', 400, y, { force: 1, ...g }]);
const use = () => useAbilityOf(GI);
const not = (why: string, y: number, a: string, d: string, g: Partial<PositionShip> = {}, weapon?: string) =>
  kase(why, table(y, g), attackPlay(a, d, use, weapon), (_s, seen) => expect(offered(seen, GI)).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:grandinquisitor',
    applies: kase(
      'the X-wing attacks him at range 1: 3 dice, no bonus',
      table(420),
      attackPlay('x', 'g', use),
      (s, seen) => {
        expect(diceCounts(seen, 'x', 'g').attack).toBe(3);
        expect(usedIndexes(s, 'pilot:grandinquisitor')).toEqual([0]);
      },
    ),
    doesNotApply: [not('attacked at range 2', 490, 'x', 'g'), not('he attacks at range 1', 420, 'g', 'x')],
  },
  {
    source: 'pilot:grandinquisitor',
    applies: kase('he attacks at range 2: 3 dice for a Force', table(490), attackPlay('g', 'x', use), (s, seen) => {
      expect(diceCounts(seen, 'g', 'x').attack).toBe(3);
      expect(usedIndexes(s, 'pilot:grandinquisitor')).toEqual([1]);
    }),
    doesNotApply: [
      not('he attacks at range 1', 420, 'g', 'x'),
      not('attacked at range 2', 490, 'x', 'g'),
      not(
        'a missile attack at range 2',
        490,
        'g',
        'x',
        { upgrades: ['concussionmissiles'], locks: ['x'] },
        'concussionmissiles',
      ),
    ],
  },
  {
    source: 'pilot:fifthbrother',
    applies: kase(
      'his attack hits: two Force add a crit',
      afterTable('f', 'fifthbrother', { force: 2 }),
      afterPlay('f', 'x', ['hit'], 'Fifth Brother'),
      (s) => expect(resultsLeft(s)).toEqual({ hits: 1, crits: 1 }),
    ),
    doesNotApply: [
      kase(
        'one Force only',
        afterTable('f', 'fifthbrother', { force: 1 }),
        afterPlay('f', 'x', ['hit'], 'Fifth Brother'),
        (_s, seen) => expect(offered(seen, 'Fifth Brother')).toBe(false),
      ),
      kase(
        'defending against the X-wing’s hit',
        afterTable('f', 'fifthbrother', { force: 2 }),
        afterPlay('x', 'f', ['hit'], 'Fifth Brother'),
        (_s, seen) => expect(offered(seen, 'Fifth Brother')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:seventhsister',
    applies: kase(
      'the X-wing’s evade would cancel her hit: two Force cancel it',
      afterTable('s', 'seventhsister', { force: 2 }),
      sisterPlay('s', 'x'),
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase(
        'no evade rolled',
        afterTable('s', 'seventhsister', { force: 2 }),
        sisterPlay('s', 'x', 'blank'),
        (_s, seen) => expect(offered(seen, 'Seventh Sister')).toBe(false),
      ),
      kase(
        'her missile attack',
        afterTable('s', 'seventhsister', { force: 2, locks: ['x'], upgrades: [{ xws: 'concussionmissiles' }] }),
        sisterPlay('s', 'x', 'evade', 'concussionmissiles'),
        (_s, seen) => expect(offered(seen, 'Seventh Sister')).toBe(false),
      ),
      kase(
        'defending against the X-wing',
        afterTable('s', 'seventhsister', { force: 2 }),
        sisterPlay('x', 's'),
        (_s, seen) => expect(offered(seen, 'Seventh Sister')).toBe(false),
      ),
    ],
  },
];

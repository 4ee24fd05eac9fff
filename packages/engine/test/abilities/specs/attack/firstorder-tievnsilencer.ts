/**
 * Card specs for the First Order TIE/vn Silencer pilots of abilities/cards/attack/firstorder-tievnsilencer.ts.
 * Rules: 001 Attack (Roll Defense Dice, obstructed attacks).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** "Blackout" (or, `wing`, his TIE wingman) faces the X-wing across an asteroid or open space. */
const table =
  (asteroid: boolean, wing = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('b', 'blackout', wing ? 150 : 400, 490), imperial('t', 'academypilot', wing ? 400 : 200, 490)],
      asteroid ? { obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 400, heading: 0 } }] } : {},
    );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:blackout',
    applies: kase('across the asteroid: the X-wing rolls 1 die, not 3', table(true), attackPlay('b', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'b', 'x').defense).toBe(1),
    ),
    doesNotApply: [
      kase('in the open: its 2', table(false), attackPlay('b', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'b', 'x').defense).toBe(2),
      ),
      kase('his wingman across the asteroid: its 3', table(true, true), attackPlay('t', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').defense).toBe(3),
      ),
    ],
  },
];

/**
 * "Recoil" (r, Marksmanship aboard, a stress token unless `calm`) at (400, 420) facing down the table; the X-wing x in
 * his front arc off his bullseye, at range 1 (or 2, `far`).
 */
const recoilTable =
  (o: { calm?: boolean; far?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 460, o.far ? 260 : 340)],
      [imperial('r', 'recoil', 400, 420, { upgrades: ['marksmanship'], tokens: o.calm ? {} : { stress: 1 } })],
    );
const recoilPlay = attackPlay('r', 'x', () => answers(rolls('r', 'attack', ['hit', 'hit'])));
SPECS.push({
  source: 'pilot:recoil',
  standing: true,
  applies: kase(
    'stressed, the X-wing at range 1 off his bullseye: Marksmanship is offered',
    recoilTable(),
    recoilPlay,
    (_s, seen) => expect(offered(seen, 'Marksmanship')).toBe(true),
  ),
  doesNotApply: [
    kase('not stressed: not offered', recoilTable({ calm: true }), recoilPlay, (_s, seen) =>
      expect(offered(seen, 'Marksmanship')).toBe(false),
    ),
    kase('the X-wing at range 2: not offered', recoilTable({ far: true }), recoilPlay, (_s, seen) =>
      expect(offered(seen, 'Marksmanship')).toBe(false),
    ),
  ],
});

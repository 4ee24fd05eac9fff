/**
 * Card specs for the Galactic Republic Naboo Royal N-1 starfighter pilots of
 * abilities/cards/attack/republic-nabooroyaln1starfighter.ts. Rules: 001 Activation 2.1 (the dial revealed), Attack
 * (Roll Attack Dice, Roll Defense Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { logged, position } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Rico Lie (r, proton torpedoes, a lock on the X-wing) and a TIE wingman (w) reveal their dials against the X-wing's
// (x): his 3-straight is faster than its 1-straight (`xDial`), not than a 3-straight.
const table =
  (xDial = '1F') =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 200, { dial: xDial })],
      [
        imperial('r', 'ricolie', 400, 600, { dial: '3F', locks: ['x'], upgrades: [{ xws: 'protontorpedoes' }] }),
        imperial('w', 'academypilot', 330, 640, { dial: '2F' }),
      ],
    );
const used = (name: string, attacker: string, defender: string, index: number) =>
  kase(name, table(), attackPlay(attacker, defender), (s) => expect(usedIndexes(s, 'pilot:ricolie')).toEqual([index]));
/** Not used (card-specs checks the log), the attack declared. */
const not = (name: string, t: ReturnType<typeof table>, attacker: string, defender: string, weapon = 'primary') =>
  kase(name, t, attackPlay(attacker, defender, undefined, weapon), (s) =>
    expect(logged(s, 'attack-declared')).not.toHaveLength(0),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ricolie',
    applies: used('attacking after a faster maneuver: one more attack die', 'r', 'x', 0),
    doesNotApply: [
      not('both 3-straights', table('3F'), 'r', 'x'),
      not('his torpedo attack', table(), 'r', 'x', 'protontorpedoes'),
      not('his wingman attacks', table(), 'w', 'x'),
    ],
  },
  {
    source: 'pilot:ricolie',
    applies: used('defending after a faster maneuver: one more defense die', 'x', 'r', 1),
    doesNotApply: [
      not('both 3-straights', table('3F'), 'x', 'r'),
      not('the X-wing attacks his wingman', table(), 'x', 'w'),
    ],
  },
];

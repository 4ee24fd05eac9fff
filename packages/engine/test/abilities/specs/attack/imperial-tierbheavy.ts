/**
 * Card specs for the Galactic Empire TIE/rb heavy pilots of abilities/cards/attack/imperial-tierbheavy.ts. Rules: 001
 * Attack (Modify Attack Dice); 000 "Attack Arcs" (left and right arcs); 000 "Damage" (shields before cards),
 * "Performing an Attack" (Aftermath: a bonus attack).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// The TIE (a) attacks the X-wing (x, facing up: its left arc is towards smaller x); Lyttan (y) stands in x's left
// arc near a, far along it, or ahead of x.
const table = (yx: number, yy: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('a', 'academypilot', 400, 450), imperial('y', 'lyttandree', yx, yy)],
  );
const play = attackPlay('a', 'x', () => answers(rolls('a', 'attack', ['blank', 'blank']), modifiesWith('Lyttan Dree')));
const not = (why: string, t: ReturnType<typeof table>) =>
  kase(why, t, play, (_s, seen) => expect(offered(seen, 'Lyttan Dree')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lyttandree',
    applies: kase('she is in the defender’s left arc: the attacker rerolls a die', table(270, 310), play, (s) =>
      expect(usedIndexes(s, 'pilot:lyttandree')).toEqual([0]),
    ),
    doesNotApply: [
      not('she is far from the attacker', table(40, 300)),
      not('she is in the defender’s front arc', table(250, 560)),
    ],
  },
];

/**
 * Flight Leader Ubbel (u) faces down at (400, 490); his wingman (w: an Academy TIE, no shields, or a Storm Squadron
 * TIE Advanced with two) stands at (`wx`, 490), and an X-wing (x) 190 below it shoots it with `hits` hits.
 */
const ubbelTable =
  (wx = 250, wingman = 'academypilot') =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', wx, 300)],
      [imperial('u', 'flightleaderubbel', 400, 490), imperial('w', wingman, wx, 490)],
    );
const ubbelPlay = (hits: string[]) => attackPlay('x', 'w', () => rolls('x', 'attack', hits));
const granted = (yes: boolean) => (s: Parameters<typeof logged>[0]) =>
  expect(logged(s, 'bonus-attack-granted', 'u')).toHaveLength(yes ? 1 : 0);

SPECS.push({
  source: 'pilot:flightleaderubbel',
  applies: kase(
    'the X-wing deals his wingman a damage card: a bonus attack on it',
    ubbelTable(),
    ubbelPlay(['hit', 'hit']),
    granted(true),
  ),
  doesNotApply: [
    kase('the hits take only shields', ubbelTable(250, 'stormsquadronace'), ubbelPlay(['hit', 'hit']), granted(false)),
    kase('the wingman is at range 3 of him', ubbelTable(700), ubbelPlay(['hit', 'hit']), granted(false)),
  ],
});

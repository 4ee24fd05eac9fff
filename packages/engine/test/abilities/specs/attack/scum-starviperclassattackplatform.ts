/**
 * Card specs for the StarViper pilots of abilities/cards/attack/scum-starviperclassattackplatform.ts. Rules: 001
 * Attack (Neutralize Results, Deal Damage); 000 "Damage", "Measuring Range", "Attack Arcs".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

// Prince Xizor (p) at (400, 450) and a StarViper wingman (w, 1 shield) at (`wx`, 450), both facing down the table; an
// X-wing (x) at (420, 250) faces them, both inside its front arc, Xizor at range 2. w at wx 480 is at range 1 of
// Xizor, at wx 600 at range 2.
const table =
  (wx = 480) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 420, 250)],
      [imperial('p', 'princexizor', 400, 450), imperial('w', 'blacksunenforcer', wx, 450)],
    );
/** x attacks `d` with three hits against blanks; Xizor's ability is taken when asked (the ship, then the face). */
const play = (d: string) =>
  attackPlay('x', d, () => answers(rolls('x', 'attack', ['hit', 'hit', 'hit']), useAbilityOf('Prince Xizor')));
/** A ship's shields and damage cards left (each StarViper starts with 1 shield and none). */
const left = (s: GameState, ship: string) => [shipOf(s, ship).shields, shipOf(s, ship).damage.length];
const not = (why: string, t: () => GameState, d: string) =>
  kase(why, t, play(d), (_s, seen) => expect(offered(seen, 'Prince Xizor')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:princexizor',
    applies: kase(
      'his wingman at range 1, in the X-wing’s arc, takes one hit: he suffers two',
      table(),
      play('p'),
      (s) => {
        expect(left(s, 'w')).toEqual([0, 0]);
        expect(left(s, 'p')).toEqual([0, 1]);
      },
    ),
    doesNotApply: [
      not('the wingman defends: Xizor is not the defender', table(), 'w'),
      not('his only wingman is at range 2 of him', table(600), 'p'),
    ],
  },
];

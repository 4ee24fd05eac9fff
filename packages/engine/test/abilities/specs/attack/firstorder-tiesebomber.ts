/**
 * Card specs for the First Order TIE/se bomber pilots of abilities/cards/attack/firstorder-tiesebomber.ts. Rules: 001
 * Attack (Modify Attack Dice, Aftermath); 000 "Strain".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** "Scorch" (s, at `sx`, a lock on the X-wing and Concussion Missiles) beside a TIE wingman (w); the X-wing faces them. */
const table =
  (sx = 480) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('s', 'scorch-tiesebomber', sx, 490, { locks: ['x'], upgrades: ['concussionmissiles'] }),
        imperial('w', 'academypilot', 400, 490),
      ],
    );
const SCORCH = '"Scorch"';
const play = (a: string, weapon = 'primary') =>
  attackPlay(a, 'x', () => answers(rolls(a, 'attack', ['hit', 'hit', 'hit']), modifiesWith(SCORCH)), weapon);
const strain = (s: GameState) => shipOf(s, 'x').tokens.strain ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:scorch-tiesebomber',
    applies: kase(
      'his wingman spends a hit: the X-wing gains a strain token after the attack',
      table(),
      play('w'),
      (s) => expect(strain(s)).toBe(1),
    ),
    doesNotApply: [
      kase('he stands beyond range 1 of the wingman', table(700), play('w'), (s, seen) => {
        expect(offered(seen, SCORCH)).toBe(false);
        expect(strain(s)).toBe(0);
      }),
      kase('his own missile attack is not a primary attack', table(), play('s', 'concussionmissiles'), (s, seen) => {
        expect(offered(seen, SCORCH)).toBe(false);
        expect(strain(s)).toBe(0);
      }),
    ],
  },
];

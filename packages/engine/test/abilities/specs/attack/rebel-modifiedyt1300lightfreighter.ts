/**
 * Card specs for the Rebel modified YT-1300 abilities of abilities/cards/attack/rebel-modifiedyt1300lightfreighter.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 "Charges".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/** Han Solo (h, Battle of Yavin: the Solo ship ability, `charges`) faces the TIE; a wingman (w) at range 1 of him, or at range 2 (range 3 of the TIE, in its arc). */
const table =
  (near = false, charges = 4) =>
  () =>
    position(
      'engagement',
      [
        rebel('h', 'hansolo-battleofyavin', 400, 300, { charges }),
        rebel('w', 'redsquadronveteran', near ? 520 : 200, near ? 300 : 260),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const SOLO = 'Solo (no friendly';
const play = (a: string, d: string) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['blank', 'blank', 'blank'], ['hit']),
      rolls(d, 'defense', ['blank', 'blank', 'blank'], ['evade']),
      modifiesWith(SOLO),
    ),
  );
const not = (name: string, t: ReturnType<typeof table>, p: ReturnType<typeof play>) =>
  kase(name, t, p, (s, seen) => {
    expect(s.log.some((e) => e.type === 'attack-ended')).toBe(true);
    expect(offered(seen, SOLO)).toBe(false);
  });

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:solo',
    applies: kase('attacking alone, a charge rerolls a die', table(), play('h', 't'), (s) => {
      expect(usedIndexes(s, 'ship-ability:solo')).toEqual([0]);
      expect(s.ships.find((x) => x.id === 'h')?.charges).toBe(3);
    }),
    doesNotApply: [
      not('a wingman at range 1', table(true), play('h', 't')),
      not('no charge left', table(false, 0), play('h', 't')),
      not('the wingman attacks', table(), play('w', 't')),
    ],
  },
  {
    source: 'ship-ability:solo',
    applies: kase('defending alone, a charge rerolls a defense die', table(), play('t', 'h'), (s) =>
      expect(usedIndexes(s, 'ship-ability:solo')).toEqual([1]),
    ),
    doesNotApply: [
      not('the wingman defends', table(), play('t', 'w')),
      not('a wingman at range 1 (defending)', table(true), play('t', 'h')),
    ],
  },
];

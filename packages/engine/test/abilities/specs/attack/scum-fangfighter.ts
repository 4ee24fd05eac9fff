/**
 * Card specs for the Scum and Villainy Fang fighter pilots of abilities/cards/attack/scum-fangfighter.ts (all
 * printings). Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice), range 1 attack bonus.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, usedIndexes, vsXwing } from '../../spec-helpers.js';

const fenn = (pilot: string): CardSpec[] => {
  // Fenn faces the X-wing at (400, 300): y 420 is range 1, y 490 range 2; the TIE wingman stands aside.
  const table = (y: number, wingY = 850) => vsXwing(['f', pilot, 400, y], ['t', 'academypilot', 250, wingY]);
  const use = () => useAbilityOf('Fenn Rau');
  const bystander = kase(
    'a wingman defends at range 1 while Fenn stands by: he is not asked',
    table(700, 420),
    attackPlay('x', 't', use),
    (_s, seen) => expect(offered(seen, 'Fenn Rau')).toBe(false),
  );
  return [
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'attacking at range 1 he rolls 5 dice (range bonus and his own)',
        table(420),
        attackPlay('f', 'x', use),
        (s, seen) => {
          expect(diceCounts(seen, 'f', 'x').attack).toBe(5);
          expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
        },
      ),
      doesNotApply: [
        kase('attacking at range 2: 3 dice, not asked', table(490), attackPlay('f', 'x', use), (_s, seen) => {
          expect(offered(seen, 'Fenn Rau')).toBe(false);
          expect(diceCounts(seen, 'f', 'x').attack).toBe(3);
        }),
        bystander,
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'defending at range 1 he rolls one more defense die',
        table(420),
        attackPlay('x', 'f', use),
        (s, seen) => {
          expect(diceCounts(seen, 'x', 'f').defense).toBe(4);
          expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([1]);
        },
      ),
      doesNotApply: [
        kase('defending at range 2: not asked', table(490), attackPlay('x', 'f', use), (_s, seen) => {
          expect(offered(seen, 'Fenn Rau')).toBe(false);
          expect(diceCounts(seen, 'x', 'f').defense).toBe(3);
        }),
        bystander,
      ],
    },
  ];
};

export const SPECS: CardSpec[] = [...fenn('fennrau'), ...fenn('fennrau-armedanddangerous')];

/**
 * Card specs for the Rebel VCX-100 light freighter pilots of abilities/cards/attack/rebel-vcx100lightfreighter.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 "Attack Arcs", "Force".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Kanan (k) faces up; his wingman (w) is ahead of him or beside him; the TIE (t) faces w at range 2.
const table = (wx: number, wy: number) => () =>
  position(
    'engagement',
    [rebel('k', 'kananjarrus', 400, 300, { force: 2 }), rebel('w', 'redsquadronveteran', wx, wy)],
    [imperial('t', 'academypilot', wx, wy + 150)],
  );
const play = attackPlay('t', 'w', () => useAbilityOf('Kanan Jarrus'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kananjarrus',
    applies: kase(
      'the wingman in his front arc defends: the TIE rolls one die fewer',
      table(400, 430),
      play,
      (s, seen) => {
        expect(diceCounts(seen, 't', 'w').attack).toBe(1);
        expect(usedIndexes(s, 'pilot:kananjarrus')).toEqual([0]);
      },
    ),
    doesNotApply: kase('the wingman beside him is in no arc of his', table(150, 300), play, (_s, seen) =>
      expect(offered(seen, 'Kanan Jarrus')).toBe(false),
    ),
  },
];

/** Kallus (k) and an X-wing wingman (x) face a focused TIE (t) at range 2. */
const kallusTable =
  (focus = true) =>
  () =>
    position(
      'engagement',
      [rebel('k', 'alexsandrkallus', 400, 300), rebel('x', 'redsquadronveteran', 250, 300)],
      [imperial('t', 'academypilot', 400, 490, focus ? { tokens: { focus: 1 } } : {})],
    );
/** The TIE attacks `d` rolling focus results and spends its focus token on them when it can. */
const kallusPlay = (d: string) =>
  attackPlay('t', d, () =>
    answers(rolls('t', 'attack', ['focus', 'focus']), modifiesWith('Spend focus'), useAbilityOf('Kallus')),
  );

SPECS.push({
  source: 'pilot:alexsandrkallus',
  applies: kase(
    'the TIE spent its focus on its dice: he rolls one more defense die',
    kallusTable(),
    kallusPlay('k'),
    (s, seen) => {
      // His agility is 0: the one die is his card's.
      expect(diceCounts(seen, 't', 'k').defense).toBe(1);
      expect(usedIndexes(s, 'pilot:alexsandrkallus')).toEqual([0]);
    },
  ),
  doesNotApply: [
    kase('the TIE modifies nothing', kallusTable(false), kallusPlay('k'), (_s, seen) =>
      expect(diceCounts(seen, 't', 'k').defense).toBeUndefined(),
    ),
    kase('his wingman defends', kallusTable(), kallusPlay('x'), (_s, seen) =>
      expect(offered(seen, 'Kallus')).toBe(false),
    ),
  ],
});

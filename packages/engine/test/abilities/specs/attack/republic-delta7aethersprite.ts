/**
 * Card specs for the Galactic Republic Delta-7 Aethersprite pilots of
 * abilities/cards/attack/republic-delta7aethersprite.ts (all printings). Rules: 001 Attack (Modify Attack Dice: the
 * defender's changes too); 000 "Attack Arcs" (bullseye), "Force".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// The X-wing (x) faces the TIE (t), in its bullseye or off it; the Jedi (j) beside x, or far away.
const table =
  (pilot: string, tx = 400, jedi: [number, number] = [300, 300]) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300), rebel('j', pilot, jedi[0], jedi[1], { force: 1 })],
      [imperial('t', 'academypilot', tx, 450)],
    );

const barriss = (pilot: string, NAME = 'Barriss Offee'): CardSpec[] =>
  (
    [
      ['focus to hit', 0],
      ['hit to crit', 1],
    ] as const
  ).map(([change, index]) => {
    const label = `change a ${change.replace(' to ', ' to a ')}`;
    const play = attackPlay('x', 't', () =>
      answers(rolls('x', 'attack', ['focus', 'hit', 'blank']), modifiesWith(label)),
    );
    const not = (why: string, t: ReturnType<typeof table>) =>
      kase(why, t, play, (_s, seen) => expect(offered(seen, NAME)).toBe(false));
    return {
      source: `pilot:${pilot}`,
      applies: kase(`the TIE is in x's bullseye: she spends a Force, ${change}`, table(pilot), play, (s) =>
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([index]),
      ),
      doesNotApply: [
        not('the TIE is off the bullseye', table(pilot, 470)),
        not('she is far away', table(pilot, 400, [100, 40])),
      ],
    };
  });

const luminara = (pilot: string, NAME = 'Luminara Unduli'): CardSpec[] =>
  (
    [
      ['crit to hit', 0],
      ['hit to focus', 1],
    ] as const
  ).map(([change, index]) => {
    const label = `change a ${change.replace(' to ', ' to a ')}`;
    const play = attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['crit', 'hit']), modifiesWith(label)));
    const not = (why: string, t: ReturnType<typeof table>) =>
      kase(why, t, play, (_s, seen) => expect(offered(seen, NAME)).toBe(false));
    return {
      source: `pilot:${pilot}`,
      applies: kase(`x is off the TIE's bullseye: she spends a Force, ${change}`, table(pilot, 470), play, (s) =>
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([index]),
      ),
      doesNotApply: [
        not('x is in the TIE’s bullseye', table(pilot)),
        not('she is far away', table(pilot, 470, [100, 40])),
      ],
    };
  });

/** Adi (a) faces the TIE (t) at the y given: 420 is range 1, 490 range 2, 590 range 3. */
const adiTable = (pilot: string, y: number) => () =>
  position('engagement', [rebel('a', pilot, 400, 300, { force: 1 })], [imperial('t', 'academypilot', 400, y)]);
const adi = (pilot: string): CardSpec[] => {
  const use = () => useAbilityOf('Adi Gallia');
  const not = (why: string, y: number, a: string, d: string) =>
    kase(why, adiTable(pilot, y), attackPlay(a, d, use), (_s, seen) => expect(offered(seen, 'Adi Gallia')).toBe(false));
  return [
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'the TIE attacks her at range 1: it rolls 2 dice, no bonus',
        adiTable(pilot, 420),
        attackPlay('t', 'a', use),
        (s, seen) => {
          expect(diceCounts(seen, 't', 'a').attack).toBe(2);
          expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
        },
      ),
      doesNotApply: [
        not('the TIE attacks her at range 2', 490, 't', 'a'),
        not('she attacks at range 1', 420, 'a', 't'),
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'she attacks at range 3: the TIE rolls 3 defense dice, no bonus',
        adiTable(pilot, 590),
        attackPlay('a', 't', use),
        (s, seen) => {
          expect(diceCounts(seen, 'a', 't').defense).toBe(3);
          expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([1]);
        },
      ),
      doesNotApply: [
        not('she attacks at range 2', 490, 'a', 't'),
        not('the TIE attacks her at range 3', 590, 't', 'a'),
      ],
    },
  ];
};

export const SPECS: CardSpec[] = [
  ...adi('adigallia'),
  ...adi('adigallia-delta7baethersprite'),
  ...barriss('barrissoffee'),
  ...barriss('barrissoffee-delta7baethersprite'),
  ...luminara('luminaraunduli'),
  ...luminara('luminaraunduli-delta7baethersprite'),
];

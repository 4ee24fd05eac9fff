/**
 * Card specs for the Rebel BTL-S8 K-wing pilots of abilities/cards/attack/rebel-btls8kwing.ts. Rules: 001 Attack
 * (Declare Target, Roll Attack Dice); 000 "Shields".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

// Miranda Doni (m, `shields`, concussion missiles and a lock on the TIE) faces a TIE (t) at range 2.
const mirandaTable = (shields?: number) => () =>
  position(
    'engagement',
    [
      rebel('m', 'mirandadoni', 400, 300, {
        locks: ['t'],
        upgrades: [{ xws: 'concussionmissiles' }],
        ...(shields === undefined ? {} : { shields }),
      }),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const mirandaPlay = (a: string, d: string, use: string, weapon = 'primary') =>
  attackPlay(a, d, () => answers(useAbilityOf(use)), weapon);
const SPEND = 'spend a shield';
const RECOVER = 'recover one';

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:mirandadoni',
    applies: kase(
      'her primary attack: a shield spent for a third die',
      mirandaTable(),
      mirandaPlay('m', 't', SPEND),
      (s, seen) => {
        expect(diceCounts(seen, 'm', 't').attack).toBe(3);
        expect(shipOf(s, 'm').shields).toBe(2);
      },
    ),
    doesNotApply: [
      kase('her missile attack', mirandaTable(), mirandaPlay('m', 't', SPEND, 'concussionmissiles'), (_s, seen) =>
        expect(diceCounts(seen, 'm', 't').attack).toBe(3),
      ),
      kase('the TIE attacks her', mirandaTable(), mirandaPlay('t', 'm', SPEND), (s) =>
        expect(shipOf(s, 'm').shields).toBe(3),
      ),
    ],
  },
  {
    source: 'pilot:mirandadoni',
    applies: kase(
      'no shield left: one recovered, one die fewer',
      mirandaTable(0),
      mirandaPlay('m', 't', RECOVER),
      (s, seen) => {
        expect(diceCounts(seen, 'm', 't').attack).toBe(1);
        expect(shipOf(s, 'm').shields).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a shield left', mirandaTable(1), mirandaPlay('m', 't', RECOVER), (_s, seen) =>
        expect(diceCounts(seen, 'm', 't').attack).toBe(2),
      ),
      kase('her missile attack', mirandaTable(0), mirandaPlay('m', 't', RECOVER, 'concussionmissiles'), (_s, seen) =>
        expect(diceCounts(seen, 'm', 't').attack).toBe(3),
      ),
      kase('the TIE attacks her', mirandaTable(0), mirandaPlay('t', 'm', RECOVER), (s) =>
        expect(shipOf(s, 'm').shields).toBe(0),
      ),
    ],
  },
];

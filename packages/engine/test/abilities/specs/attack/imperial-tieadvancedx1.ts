/**
 * Card specs for the Galactic Empire TIE Advanced x1 pilots of abilities/cards/attack/imperial-tieadvancedx1.ts.
 * Rules: 001 Attack (Roll and Modify Attack Dice); 000 Force, Lock.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, usedIndexes, vsXwing } from '../../spec-helpers.js';

// A TIE Advanced x1 (a) faces the X-wing at range 2 beside a TIE (t); `locks`: the x1's lock on the X-wing.
const atcTable = (locks: string[] = ['x']) =>
  vsXwing(
    ['a', 'stormsquadronace', 400, 490, { locks, upgrades: [{ xws: 'concussionmissiles' }] }],
    ['t', 'academypilot', 250, 490],
  );
const atcPlay = (attacker: string, weapon = 'primary') =>
  attackPlay(
    attacker,
    'x',
    () => answers(rolls(attacker, 'attack', ['hit', 'blank', 'blank', 'blank']), modifiesWith('Advanced Targeting')),
    weapon,
  );
const atcNot = (name: string, t: ReturnType<typeof atcTable>, attacker: string, count: number, weapon = 'primary') =>
  kase(name, t, atcPlay(attacker, weapon), (_s, seen) => {
    expect(diceCounts(seen, attacker, 'x').attack).toBe(count);
    expect(offered(seen, 'Advanced Targeting')).toBe(false);
  });

const table = vsXwing(['v', 'darthvader-battleofyavin', 400, 490, { force: 3 }], ['t', 'academypilot', 250, 490]);
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Darth Vader')),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:darthvader-battleofyavin',
    applies: kase('attacking, a Force turns a blank into a hit', table, play('v', 'x'), (_s, seen) =>
      expect(offered(seen, 'Darth Vader')).toBe(true),
    ),
    doesNotApply: [
      kase('defending: not for the attack dice', table, play('x', 'v'), (_s, seen) =>
        expect(offered(seen, 'Darth Vader')).toBe(false),
      ),
      kase('his wingman attacks', table, play('t', 'x'), (_s, seen) =>
        expect(offered(seen, 'Darth Vader')).toBe(false),
      ),
    ],
  },
  {
    source: 'ship-ability:advancedtargetingcomputer',
    applies: kase(
      'its primary attack on the X-wing it has locked: 3 dice, and its hit becomes a crit',
      atcTable(),
      atcPlay('a'),
      (s, seen) => {
        expect(diceCounts(seen, 'a', 'x').attack).toBe(3);
        expect(usedIndexes(s, 'ship-ability:advancedtargetingcomputer')).toEqual([0, 1]);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 1 });
      },
    ),
    doesNotApply: [
      atcNot('no lock on the defender: 2 dice', atcTable([]), 'a', 2),
      atcNot('a missile attack on the locked X-wing: the missile’s 3 dice', atcTable(), 'a', 3, 'concussionmissiles'),
      atcNot('the TIE beside it attacks the X-wing the x1 locked: 2 dice', atcTable(), 't', 2),
    ],
  },
];

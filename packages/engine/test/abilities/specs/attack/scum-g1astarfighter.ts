/**
 * Card specs for the Scum and Villainy G-1A starfighter pilots of abilities/cards/attack/scum-g1astarfighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, vsXwing } from '../../spec-helpers.js';

const zuckussSpec = (pilot: string, special: 'concussionmissiles' | 'tractorbeam'): CardSpec => {
  // Zuckuss (z, with concussion missiles and a lock, or his loadout's tractor beam) faces the X-wing at range 2.
  const table = vsXwing([
    'z',
    pilot,
    400,
    500,
    special === 'concussionmissiles'
      ? { locks: ['x'], upgrades: [{ xws: 'concussionmissiles' }] }
      : { upgrades: [{ xws: 'tractorbeam' }] },
  ]);
  const play = (attacker: string, defender: string, weapon = 'primary') =>
    attackPlay(attacker, defender, () => useAbilityOf('Zuckuss'), weapon);
  const not = (name: string, p: ReturnType<typeof play>) =>
    kase(name, table, p, (_s, seen) => expect(offered(seen, 'Zuckuss')).toBe(false));
  return {
    source: `pilot:${pilot}`,
    applies: kase('his primary attack: 4 attack dice against 3 defense dice', table, play('z', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'z', 'x')).toEqual({ attack: 4, defense: 3 }),
    ),
    doesNotApply: [not('defending', play('x', 'z')), not(`a ${special} attack`, play('z', 'x', special))],
  };
};

export const SPECS: CardSpec[] = [
  zuckussSpec('zuckuss', 'concussionmissiles'),
  zuckussSpec('zuckuss-armedanddangerous', 'tractorbeam'),
];

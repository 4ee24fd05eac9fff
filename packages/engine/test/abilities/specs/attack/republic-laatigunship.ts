/**
 * Card specs for the Galactic Republic LAAT/i gunship abilities of abilities/cards/attack/republic-laatigunship.ts.
 * Rules: 001 Attack (Modify Attack Dice: rerolls); 000 "Turret Arc Indicators", "Charges".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// The gunship (l, 2 charges) stands behind the X-wing (x); its turret points ahead (the TIE in its turret arc) or to
// its sides (`turret` 'left': the TIE is outside). The X-wing or the gunship attacks the TIE (t).
const table =
  (turret: 'front' | 'left' = 'front', charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300), rebel('l', '212thbattalionpilot', 300, 200, { turret, charges })],
      [imperial('t', 'academypilot', 400, 450)],
    );
const play = (attacker: string) =>
  attackPlay(attacker, 't', () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Fire Convergence')),
  );
const not = (name: string, t: ReturnType<typeof table>, attacker: string) =>
  kase(name, t, play(attacker), (s, seen) => {
    expect(logged(s, 'attack-ended', attacker)).toHaveLength(1);
    expect(offered(seen, 'Fire Convergence')).toBe(false);
  });

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:fireconvergence',
    applies: kase(
      'the X-wing attacks the TIE in the gunship’s turret arc: a charge, two rerolls',
      table(),
      play('x'),
      (s) => {
        expect(usedIndexes(s, 'ship-ability:fireconvergence')).toEqual([0]);
        expect(shipOf(s, 'l').charges).toBe(1);
      },
    ),
    doesNotApply: [
      not('the turret points to the sides', table('left'), 'x'),
      not('the gunship’s own turret attack', table(), 'l'),
      not('no charge left', table('front', 0), 'x'),
    ],
  },
];

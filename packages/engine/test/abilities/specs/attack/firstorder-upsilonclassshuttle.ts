/**
 * Card specs for the First Order Upsilon-class command shuttle abilities of
 * abilities/cards/attack/firstorder-upsilonclassshuttle.ts. Rules: 001 Attack (Roll Attack Dice); 000 "Special
 * Weapons" (a cannon is a special weapon of the cannon slot).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

// The shuttle (u) faces the B-wing (b) at range 2; each carries an ion cannon (3 dice, range 1–3).
const table = () =>
  position(
    'engagement',
    [rebel('b', 'bladesquadronveteran', 400, 300, { upgrades: [{ xws: 'ioncannon' }] })],
    [imperial('u', 'starkillerbasepilot', 400, 480, { upgrades: [{ xws: 'ioncannon' }] })],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:linkedbattery',
    applies: kase(
      'its ion cannon attack rolls 4 dice',
      table,
      attackPlay('u', 'b', undefined, 'ioncannon'),
      (_s, seen) => expect(diceCounts(seen, 'u', 'b').attack).toBe(4),
    ),
    doesNotApply: [
      kase('its primary attack: its printed 4 dice, none more', table, attackPlay('u', 'b'), (_s, seen) =>
        expect(diceCounts(seen, 'u', 'b').attack).toBe(4),
      ),
      kase(
        'the B-wing’s ion cannon attack on the shuttle: 3 dice',
        table,
        attackPlay('b', 'u', undefined, 'ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'b', 'u').attack).toBe(3),
      ),
    ],
  },
];

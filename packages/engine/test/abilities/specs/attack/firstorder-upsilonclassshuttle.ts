/**
 * Card specs for the First Order Upsilon-class command shuttle abilities of
 * abilities/cards/attack/firstorder-upsilonclassshuttle.ts. Rules: 001 Attack (Roll Attack Dice); 000 "Special
 * Weapons" (a cannon is a special weapon of the cannon slot).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

// Lieutenant Tavson (l, `charges`) and a TIE wingman (w) face the X-wing at range 2; the X-wing attacks one of them
// rolling `face`s.
const tavsonTable =
  (charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('l', 'lieutenanttavson', 400, 480, { charges }), imperial('w', 'academypilot', 250, 480)],
    );
const tavsonPlay = (defender: string, face = 'hit') =>
  attackPlay('x', defender, () => answers(rolls('x', 'attack', [face, face, face]), useAbilityOf('Lieutenant Tavson')));
const tavsonNot = (name: string, t: ReturnType<typeof tavsonTable>, play: ReturnType<typeof tavsonPlay>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, 'Lieutenant Tavson')).toBe(false));

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
  {
    source: 'pilot:lieutenanttavson',
    applies: kase('hit, he spends a charge and is offered an action', tavsonTable(), tavsonPlay('l'), (s, seen) => {
      expect(actionOffered(seen, 'Lieutenant Tavson')).toBe(true);
      expect(shipOf(s, 'l').charges).toBe(1);
    }),
    doesNotApply: [
      tavsonNot('the attack misses him', tavsonTable(), tavsonPlay('l', 'blank')),
      tavsonNot('no charge left', tavsonTable(0), tavsonPlay('l')),
      tavsonNot('his wingman is hit', tavsonTable(), tavsonPlay('w')),
    ],
  },
];

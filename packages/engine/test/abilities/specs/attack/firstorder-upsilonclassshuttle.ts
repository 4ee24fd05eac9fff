/**
 * Card specs for the First Order Upsilon-class command shuttle abilities of
 * abilities/cards/attack/firstorder-upsilonclassshuttle.ts. Rules: 001 Attack (Roll Attack Dice); 000 "Special
 * Weapons" (a cannon is a special weapon of the cannon slot). Captain Cardinal: 001 Attack (Modify Attack Dice, Modify
 * Defense Dice); 000 "Initiative", "Measuring Range", "Charges", "Destroying Ships".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { PositionShip } from '@xwing/engine';
import {
  actionOffered,
  answers,
  logged,
  modifiesWith,
  offered,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

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

// Captain Cardinal (c, initiative 4, large base at (400, 500)) and a First Order wingman f (`pilot`) at (`fx`, 500) facing
// down the table; an X-wing x at (`fx`, 300) faces f at range 2. f at fx 250 is at range 1 of Cardinal, at fx 750 at
// range 3.
const cardinalTable =
  (pilot = 'epsilonsquadroncadet', fx = 250, charges = 2, xwing: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', fx, 300, xwing)],
      [imperial('c', 'captaincardinal', 400, 500, { charges }), imperial('f', pilot, fx, 500)],
    );
/** `a` attacks `d`; the attacker rolls focus results, the defender a focus too, and Cardinal's reroll is taken. */
const cardinalPlay = (a: string, d: string) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['focus', 'focus', 'focus']),
      rolls(d, 'defense', ['focus', 'blank', 'blank']),
      modifiesWith('Captain Cardinal'),
    ),
  );
const cardinalNot = (why: string, t: () => ReturnType<typeof position>, a: string, d: string) =>
  kase(why, t, cardinalPlay(a, d), (_s, seen) => expect(offered(seen, 'Captain Cardinal')).toBe(false));
// x one hit from destruction, no shields: f's hit destroys it at range 2 of Cardinal (or at range 4 with fx 900).
const FRAIL: Partial<PositionShip> = {
  shields: 0,
  damage: [
    { card: 'directhit', faceup: false },
    { card: 'directhit', faceup: false },
    { card: 'directhit', faceup: false },
  ],
};
const destroyPlay = attackPlay('f', 'x', () => answers(rolls('f', 'attack', ['hit', 'hit'])));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:captaincardinal',
    applies: kase(
      'his initiative-1 wingman at range 1 attacks: it rerolls a focus',
      cardinalTable(),
      cardinalPlay('f', 'x'),
      (s) => expect(usedIndexes(s, 'pilot:captaincardinal')).toEqual([0]),
    ),
    doesNotApply: [
      cardinalNot('the wingman attacking is at range 3 of him', cardinalTable('epsilonsquadroncadet', 750), 'f', 'x'),
      cardinalNot('the wingman attacking has a higher initiative (6)', cardinalTable('midnight'), 'f', 'x'),
      cardinalNot('he has no charge left', cardinalTable('epsilonsquadroncadet', 250, 0), 'f', 'x'),
    ],
  },
  {
    source: 'pilot:captaincardinal',
    applies: kase(
      'his initiative-1 wingman at range 1 defends: it rerolls a focus',
      cardinalTable(),
      cardinalPlay('x', 'f'),
      (s) => expect(usedIndexes(s, 'pilot:captaincardinal')).toEqual([1]),
    ),
    doesNotApply: [
      cardinalNot('the wingman defending is at range 3 of him', cardinalTable('epsilonsquadroncadet', 750), 'x', 'f'),
      cardinalNot('the wingman defending has a higher initiative (6)', cardinalTable('midnight'), 'x', 'f'),
      cardinalNot('he has no charge left', cardinalTable('epsilonsquadroncadet', 250, 0), 'x', 'f'),
    ],
  },
  {
    source: 'pilot:captaincardinal',
    applies: kase(
      'an enemy at range 2 of him is destroyed: he loses a charge',
      cardinalTable('epsilonsquadroncadet', 250, 2, FRAIL),
      destroyPlay,
      (s) => {
        expect(logged(s, 'ship-destroyed', 'x')).toHaveLength(1);
        expect(shipOf(s, 'c').charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'the enemy destroyed stood at range 4 of him',
        cardinalTable('epsilonsquadroncadet', 900, 2, FRAIL),
        destroyPlay,
        (s) => {
          expect(logged(s, 'ship-destroyed', 'x')).toHaveLength(1);
          expect(shipOf(s, 'c').charges).toBe(2);
        },
      ),
      kase('no charge left to lose', cardinalTable('epsilonsquadroncadet', 250, 0, FRAIL), destroyPlay, (s) =>
        expect(logged(s, 'ship-destroyed', 'x')).toHaveLength(1),
      ),
    ],
  },
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

/**
 * Card specs for the core damage deck's faceup effects registered as abilities
 * (abilities/cards/subsystems/damage-deck.ts). A case applies with the card faceup (or dealt faceup) and its condition
 * met; the other has the card facedown (or dealt facedown) or its condition unmet. The damage deck's top cards are
 * set; dice are entered. The static damage rules (Hull Breach, Fuel Leak, Blinded Pilot, Damaged Engine, Damaged
 * Sensor Array, repair actions) are in damage-standing.ts beside it. Rules: 000 Damage (faceup and facedown cards, repairing), 001 Damage Deck, Obstacles.
 */
import { expect } from 'vitest';
import type { DamageCardState, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { abilityDie, answers, hasLogged, leaves, logged, picks, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const xwing = (x: number, y: number, extra: Partial<PositionShip> = {}) =>
  rebel('x', 'redsquadronveteran', x, y, extra);

/** The shieldless X-wing the TIE attacks; the Rebels' damage deck starts with `deck`. */
const attacked = (damage: DamageCardState[], deck: string[]) => () =>
  position('engagement', [], [], {
    players: [
      { name: 'Rebels', ships: [xwing(400, 300, { shields: 0, damage })], damageDeck: deck },
      { name: 'Empire', ships: [imperial('t', 'academypilot', 400, 490)] },
    ],
  });
const tieRolls = (faces: string[]) => attackPlay('t', 'x', () => rolls('t', 'attack', faces));

/** The X-wing about to activate with this dial and these damage cards. */
const activation =
  (
    dial: string,
    damage: DamageCardState[],
    extra: Partial<PositionShip> = {},
    more: Parameters<typeof position>[3] = {},
  ) =>
  (): GameState =>
    position('activation', [xwing(400, 150, { dial, damage, ...extra })], [farTie()], more);

const faceup = (card: string, up = true): DamageCardState[] => [{ card, faceup: up }];

/**
 * The X-wing (x, with `damage` and dial `xDial`) and its wingman (w, dial `wDial`) about to activate side by side: the
 * wingman's maneuver or action must not set off the X-wing's card.
 */
const pair =
  (
    xDial: string,
    damage: DamageCardState[],
    wDial: string,
    wExtra: Partial<PositionShip> = {},
    more: Parameters<typeof position>[3] = {},
  ) =>
  (): GameState =>
    position(
      'activation',
      [
        xwing(400, 150, { dial: xDial, damage }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: wDial, ...wExtra }),
      ],
      [farTie()],
      more,
    );

const woundedPlay = (face: string) =>
  playing(leaves('activation'), () => answers(picks('choose-action', 'focus', 'x'), abilityDie('Wounded Pilot', face)));

const stunnedTable = (obstacleX: number) =>
  activation(
    '3F',
    faceup('stunnedpilot'),
    {},
    {
      obstacles: [{ name: 'gas-cloud-1', pose: { x: obstacleX, y: 262, heading: 0 } }],
    },
  );

const consoleTable = (up: boolean) => () =>
  position('engagement', [xwing(400, 300, { damage: faceup('consolefire', up) })], [farTie()]);
const consolePlay = playing(leaves('engagement'), () => abilityDie('Console Fire', 'hit'));

const regulatorEngagement = (up: boolean) => () =>
  position('engagement', [xwing(400, 300, { damage: faceup('disabledpowerregulator', up) })], [farTie()]);

export const SPECS: CardSpec[] = [
  {
    source: 'damage:panickedpilot',
    applies: kase(
      'a crit deals it faceup: 2 stress, then it is repaired',
      attacked([], ['panickedpilot', 'directhit']),
      tieRolls(['crit']),
      (s) => {
        expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'stress', count: 2 }]);
        expect(shipOf(s, 'x').tokens.stress).toBe(2);
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
      },
    ),
    doesNotApply: [
      kase('a hit deals it facedown', attacked([], ['panickedpilot', 'directhit']), tieRolls(['hit']), (s) => {
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
      }),
      kase(
        'faceup already, another card dealt faceup does not set it off again',
        attacked(faceup('panickedpilot'), ['stunnedpilot']),
        tieRolls(['crit']),
        (s) => {
          expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
          expect(shipOf(s, 'x').damage).toEqual([
            { card: 'panickedpilot', faceup: true },
            { card: 'stunnedpilot', faceup: true },
          ]);
        },
      ),
    ],
  },
  {
    source: 'damage:directhit',
    applies: kase(
      'a crit deals it faceup: two cards in all',
      attacked([], ['directhit', 'panickedpilot']),
      tieRolls(['crit']),
      (s) =>
        expect(shipOf(s, 'x').damage).toEqual([
          { card: 'directhit', faceup: false },
          { card: 'panickedpilot', faceup: false },
        ]),
    ),
    doesNotApply: [
      kase('a hit deals it facedown: one card', attacked([], ['directhit', 'panickedpilot']), tieRolls(['hit']), (s) =>
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'directhit', faceup: false }]),
      ),
      kase(
        'faceup already, another card dealt faceup brings no more damage',
        attacked(faceup('directhit'), ['stunnedpilot', 'panickedpilot']),
        tieRolls(['crit']),
        (s) =>
          expect(shipOf(s, 'x').damage).toEqual([
            { card: 'directhit', faceup: true },
            { card: 'stunnedpilot', faceup: true },
          ]),
      ),
    ],
  },
  {
    source: 'damage:weaponsfailure',
    applies: kase(
      'faceup: the X-wing rolls 2 attack dice at range 2',
      attacked(faceup('weaponsfailure'), []),
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(2),
    ),
    doesNotApply: [
      kase('facedown: 3 dice', attacked(faceup('weaponsfailure', false), []), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'faceup, but the X-wing defends: the TIE rolls its 2 dice',
        attacked(faceup('weaponsfailure'), []),
        tieRolls([]),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
    ],
  },
  {
    source: 'damage:structuraldamage',
    applies: kase(
      'faceup: the X-wing defends with 1 of its 2 dice',
      attacked(faceup('structuraldamage'), []),
      tieRolls([]),
      (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(1),
    ),
    doesNotApply: kase(
      'faceup, but the X-wing attacks: the TIE defends with its 3 dice',
      attacked(faceup('structuraldamage'), []),
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't')).toEqual({ attack: 3, defense: 3 }),
    ),
  },
  {
    source: 'damage:woundedpilot',
    applies: kase(
      'after a focus action, a hit on the die gives a stress',
      activation('2F', faceup('woundedpilot')),
      woundedPlay('hit'),
      (s) => {
        expect(logged(s, 'ability-die-rolled', 'x').map((e) => e.data?.face)).toEqual(['hit']);
        expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'stress', count: 1 }]);
      },
    ),
    doesNotApply: [
      kase('facedown: no die is rolled', activation('2F', faceup('woundedpilot', false)), woundedPlay('hit'), (s) =>
        expect(logged(s, 'ability-die-rolled')).toHaveLength(0),
      ),
      kase(
        'faceup, but only its wingman performs an action',
        pair('2F', faceup('woundedpilot'), '2F'),
        playing(leaves('activation'), () =>
          answers(picks('choose-action', 'focus', 'w'), abilityDie('Wounded Pilot', 'hit')),
        ),
        (s) => {
          expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
          expect(logged(s, 'ability-die-rolled')).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'damage:stunnedpilot',
    applies: kase(
      'through a gas cloud (a blank on its die), a shield is lost',
      stunnedTable(400),
      playing(leaves('activation')),
      (s) => {
        expect(logged(s, 'obstacle-hit', 'x').length).toBeGreaterThan(0);
        expect(shipOf(s, 'x').shields).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a clear path', stunnedTable(700), playing(leaves('activation')), (s) =>
        expect(shipOf(s, 'x').shields).toBe(2),
      ),
      kase(
        'a clear path, its wingman through the gas cloud',
        pair(
          '3F',
          faceup('stunnedpilot'),
          '3F',
          {},
          {
            obstacles: [{ name: 'gas-cloud-1', pose: { x: 250, y: 262, heading: 0 } }],
          },
        ),
        playing(leaves('activation')),
        (s) => {
          expect(logged(s, 'obstacle-hit', 'w').length).toBeGreaterThan(0);
          expect(shipOf(s, 'x').shields).toBe(2);
        },
      ),
    ],
  },
  {
    source: 'damage:consolefire',
    applies: kase('before engaging, a hit on the die costs a shield', consoleTable(true), consolePlay, (s) => {
      expect(logged(s, 'ability-die-rolled', 'x').map((e) => e.data?.face)).toEqual(['hit']);
      expect(shipOf(s, 'x').shields).toBe(1);
    }),
    doesNotApply: kase('facedown: no die is rolled', consoleTable(false), consolePlay, (s) => {
      expect(logged(s, 'ability-die-rolled')).toHaveLength(0);
      expect(shipOf(s, 'x').shields).toBe(2);
    }),
  },
  {
    source: 'damage:loosestabilizer',
    applies: kase(
      'a bank costs a shield, then the card is repaired',
      activation('2B', faceup('loosestabilizer')),
      playing(leaves('activation')),
      (s) => {
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'loosestabilizer', faceup: false }]);
      },
    ),
    doesNotApply: [
      kase('a straight', activation('2F', faceup('loosestabilizer')), playing(leaves('activation')), (s) => {
        expect(shipOf(s, 'x').shields).toBe(2);
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'loosestabilizer', faceup: true }]);
      }),
      kase(
        'a straight, while its wingman banks',
        pair('2F', faceup('loosestabilizer'), '2B'),
        playing(leaves('activation')),
        (s) => {
          expect(shipOf(s, 'x').shields).toBe(2);
          expect(shipOf(s, 'x').damage).toEqual([{ card: 'loosestabilizer', faceup: true }]);
        },
      ),
    ],
  },
  {
    source: 'damage:disabledpowerregulator',
    applies: kase(
      'before engaging the ship gains an ion token',
      regulatorEngagement(true),
      playing(leaves('engagement')),
      (s) => {
        expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'ion', count: 1 }]);
        expect(usedIndexes(s, 'damage:disabledpowerregulator')).toEqual([0]);
      },
    ),
    doesNotApply: kase('facedown: no ion token', regulatorEngagement(false), playing(leaves('engagement')), (s) =>
      expect(logged(s, 'token-gained', 'x')).toHaveLength(0),
    ),
  },
  {
    source: 'damage:disabledpowerregulator',
    applies: kase(
      'ionized, the ship executes an ion maneuver and the card is repaired',
      activation('2F', faceup('disabledpowerregulator'), { tokens: { ion: 1 } }),
      playing(hasLogged('maneuver-executed', 'x')),
      (s) => {
        expect(logged(s, 'ion-maneuver', 'x')).toHaveLength(1);
        expect(shipOf(s, 'x').damage[0]!.faceup).toBe(false);
        expect(usedIndexes(s, 'damage:disabledpowerregulator')).toEqual([1]);
      },
    ),
    doesNotApply: [
      kase(
        'not ionized: its dial’s maneuver leaves the card faceup',
        activation('2F', faceup('disabledpowerregulator')),
        playing(hasLogged('maneuver-executed', 'x')),
        (s) => expect(shipOf(s, 'x').damage[0]!.faceup).toBe(true),
      ),
      kase(
        'not ionized, its ionized wingman executes an ion maneuver',
        pair('2F', faceup('disabledpowerregulator'), '2F', { tokens: { ion: 1 } }),
        playing(leaves('activation')),
        (s) => {
          expect(logged(s, 'ion-maneuver', 'w')).toHaveLength(1);
          expect(shipOf(s, 'x').damage[0]!.faceup).toBe(true);
        },
      ),
    ],
  },
];

/**
 * Card specs for the Resistance BTA-NR2 Y-wing pilots of abilities/cards/attack/resistance-btanr2ywing.ts (all
 * printings). Rules: 001 Attack (Modify Attack Dice); 000 "Attack Arcs" (left and right arcs).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const teza = (pilot: string): CardSpec => {
  // The X-wing (x) attacks the TIE (t) at range 2; Teza (z) is behind x or far away; flankers stand in the TIE's
  // side arcs (it faces down the table: its left is towards larger x).
  const table =
    (o: { tezaAt?: [number, number]; left?: boolean; right?: boolean } = {}) =>
    () => {
      const [zx, zy] = o.tezaAt ?? [400, 190];
      const ships: PositionShip[] = [
        rebel('x', 'redsquadronveteran', 400, 300),
        rebel('z', pilot, zx, zy),
        ...(o.left === false ? [] : [rebel('l', 'redsquadronveteran', 530, 450)]),
        ...(o.right === false ? [] : [rebel('r', 'redsquadronveteran', 270, 450)]),
      ];
      return position('engagement', ships, [imperial('t', 'academypilot', 400, 450)]);
    };
  const play = attackPlay('x', 't', () =>
    answers(rolls('x', 'attack', ['blank', 'blank', 'blank']), modifiesWith('Teza Nasz')),
  );
  const not = (why: string, t: ReturnType<typeof table>) =>
    kase(why, t, play, (_s, seen) => expect(offered(seen, 'Teza Nasz')).toBe(false));
  return {
    source: `pilot:${pilot}`,
    applies: kase('the TIE is flanked on both sides: the attacker rerolls a die', table(), play, (s) =>
      expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]),
    ),
    doesNotApply: [
      not('Teza is at range 3 of the attacker', table({ tezaAt: [100, 80] })),
      not('no ship in the TIE’s left arc', table({ left: false })),
      not('no ship in the TIE’s right arc', table({ right: false })),
    ],
  };
};

// Devastating Barrage: the Y-wing (y) with proton torpedoes and a lock attacks the TIE (t) at range 2, straight ahead
// (in its bullseye) or off to the side (`tx` 470: its front arc only). A crit against one evade.
const barrageTable =
  (tx = 400) =>
  () =>
    position(
      'engagement',
      [rebel('y', 'newrepublicpatrol-wartime', 400, 300, { locks: ['t'], upgrades: [{ xws: 'protontorpedoes' }] })],
      [imperial('t', 'academypilot', tx, 450)],
    );
const barragePlay = (weapon: string) =>
  attackPlay(
    'y',
    't',
    () =>
      answers(
        rolls('y', 'attack', ['crit', 'blank', 'blank', 'blank']),
        rolls('t', 'defense', ['evade', 'blank', 'blank']),
      ),
    weapon,
  );
/** What the attack dealt once neutralized. */
const dealt = (s: Parameters<typeof logged>[0]) => logged(s, 'attack-neutralized').at(-1)?.data;

export const SPECS: CardSpec[] = [
  teza('tezanasz'),
  teza('tezanasz-wartime'),
  {
    source: 'ship-ability:devastatingbarrage',
    applies: kase(
      'a torpedo attack, the TIE in the bullseye: the evade cannot cancel the crit',
      barrageTable(),
      barragePlay('protontorpedoes'),
      (s) => expect(dealt(s)).toMatchObject({ hits: 0, crits: 1 }),
    ),
    doesNotApply: [
      kase(
        'the TIE off the bullseye: the evade cancels the crit',
        barrageTable(470),
        barragePlay('protontorpedoes'),
        (s) => expect(dealt(s)).toMatchObject({ hits: 0, crits: 0 }),
      ),
      kase('a primary attack: the evade cancels the crit', barrageTable(), barragePlay('primary'), (s) =>
        expect(dealt(s)).toMatchObject({ hits: 0, crits: 0 }),
      ),
    ],
  },
];

/**
 * Wilsa Teshlo (y) faces the TIE (t, no shields, its deck's first card a Ship card: Structural Damage) at range 2;
 * the TIE carries Concussion Missiles with `missiles` charges when given.
 */
const wilsaTable = (pilot: string, missiles?: number) => () => {
  // No shields: a crit against her deals a faceup card too.
  const rebels = [rebel('y', pilot, 400, 300, { shields: 0 })];
  const empire = [
    imperial(
      't',
      'academypilot',
      400,
      490,
      missiles === undefined ? {} : { upgrades: [{ xws: 'concussionmissiles', charges: missiles }] },
    ),
  ];
  return position('engagement', rebels, empire, {
    players: [
      { name: 'Rebels', ships: rebels },
      { name: 'Empire', ships: empire, damageDeck: ['structuraldamage', 'blindedpilot'] },
    ],
  });
};
const wilsaPlay = (a: string, d: string, faces: string[]) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', faces), rolls(d, 'defense', [])));
const strainOf = (s: GameState, id: string) => shipOf(s, id).tokens.strain ?? 0;
const wilsaSpecs = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'a crit deals the TIE a faceup card: it has no charge to lose, it gains a strain token',
      wilsaTable(pilot),
      wilsaPlay('y', 't', ['crit', 'crit']),
      (s) => expect(strainOf(s, 't')).toBe(1),
    ),
    doesNotApply: [
      kase('only hits: the cards are facedown', wilsaTable(pilot), wilsaPlay('y', 't', ['hit', 'hit']), (s) =>
        expect(strainOf(s, 't')).toBe(0),
      ),
      kase('the TIE deals her a faceup card', wilsaTable(pilot), wilsaPlay('t', 'y', ['crit', 'crit']), (s) =>
        expect(strainOf(s, 'y')).toBe(0),
      ),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'the TIE’s player has it lose a missile charge instead of the strain',
      wilsaTable(pilot, 2),
      wilsaPlay('y', 't', ['crit', 'crit']),
      (s, seen) => {
        expect(seen.some((d) => d.kind === 'unless' && d.options.some((o) => o.id === 'pay'))).toBe(true);
        expect(strainOf(s, 't')).toBe(0);
        expect(shipOf(s, 't').upgrades[0]?.charges).toBe(1);
      },
    ),
    doesNotApply: kase(
      'only hits: nothing asked',
      wilsaTable(pilot, 2),
      wilsaPlay('y', 't', ['hit', 'hit']),
      (_s, seen) => expect(seen.some((d) => d.kind === 'unless')).toBe(false),
    ),
  },
];
SPECS.push(...wilsaSpecs('wilsateshlo'), ...wilsaSpecs('wilsateshlo-wartime'));

/**
 * Lega Fossang (g, at (400, 300) facing up, Proton Torpedoes aboard, a lock on the TIE) attacks the TIE (t, range 2
 * ahead); in her front arc a friendly X-wing (w, a calculate token or none) and a bomb (placed by her, or by the TIE,
 * or none). She rolls three blanks; her modification rerolls as many dice as it counts.
 */
const legaSpecs = (pilot: string): CardSpec[] => {
  const table =
    (o: { calculate?: boolean; bomb?: 'mine' | 'enemy' | 'none' } = {}) =>
    () =>
      position(
        'engagement',
        [
          rebel('g', pilot, 400, 300, {
            upgrades: [{ xws: 'protontorpedoes' }, { xws: 'protonbombs' }],
            locks: ['t'],
          }),
          rebel('w', 'redsquadronveteran', 330, 470, { tokens: o.calculate === false ? {} : { calculate: 1 } }),
        ],
        [imperial('t', 'academypilot', 400, 490, { upgrades: [{ xws: 'protonbombs' }] })],
        o.bomb === 'none'
          ? {}
          : {
              devices: [
                { card: 'protonbombs', owner: o.bomb === 'enemy' ? 't' : 'g', pose: { x: 470, y: 420, heading: 0 } },
              ],
            },
      );
  const LEGA = 'Lega Fossang';
  const play = (weapon = 'primary') =>
    attackPlay(
      'g',
      't',
      () => answers(rolls('g', 'attack', ['blank', 'blank', 'blank'], ['hit', 'hit', 'hit']), modifiesWith(LEGA)),
      weapon,
    );
  /** How many dice her reroll entered (the second attack-dice entry of hers). */
  const rerolled = (seen: Parameters<typeof offered>[0]) =>
    seen.filter((d) => d.kind === 'enter-dice' && d.ship === 'g' && d.accepts === 'attack-faces')[1]?.count;
  const not = (why: string, t: ReturnType<typeof table>, weapon?: string) =>
    kase(why, t, play(weapon), (_s, seen) => expect(offered(seen, LEGA)).toBe(false));
  return [
    {
      source: `pilot:${pilot}`,
      applies: kase('a calculating X-wing and her bomb in her arc: two dice rerolled', table(), play(), (s, seen) => {
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
        expect(rerolled(seen)).toBe(2);
      }),
      doesNotApply: [
        not('her Proton Torpedoes (neither primary nor turret)', table(), 'protontorpedoes'),
        not('the X-wing holds no calculate token and no bomb lies there', table({ calculate: false, bomb: 'none' })),
        not(
          'the X-wing holds no calculate token and the bomb is the TIE’s',
          table({ calculate: false, bomb: 'enemy' }),
        ),
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase('only the calculating X-wing: one die', table({ bomb: 'none' }), play(), (_s, seen) =>
        expect(rerolled(seen)).toBe(1),
      ),
      doesNotApply: not('nothing counts: not offered', table({ calculate: false, bomb: 'none' })),
    },
    {
      source: `pilot:${pilot}`,
      applies: kase('only her bomb, no calculate token: one die too', table({ calculate: false }), play(), (_s, seen) =>
        expect(rerolled(seen)).toBe(1),
      ),
      doesNotApply: not('only the TIE’s bomb: not offered', table({ calculate: false, bomb: 'enemy' })),
    },
  ];
};
SPECS.push(...legaSpecs('legafossang'), ...legaSpecs('legafossang-wartime'));

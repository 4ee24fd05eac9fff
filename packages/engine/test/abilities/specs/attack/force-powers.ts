/**
 * Card specs for the Force powers of abilities/cards/attack/force-powers.ts. Rules: 000 "Performing an Attack"
 * (Modify Defense Dice), "Force"; 001 Arcs (bullseye). The X-wing (x, seat 0) attacks the TIE (t), which defends.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const BE = 'Brilliant Evasion';
const table =
  (t: Partial<PositionShip>, tx = 470, more: PositionShip[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', tx, 450, t), ...more],
    );
const play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['hit', 'hit']), rolls('t', 'defense', ['focus', 'focus']), modifiesWith(BE)),
);

/**
 * The Inquisitor (t, Malice, 1 Force; or its wingman w has it) attacks the X-wing x (no shields) at range 2; the Rebels' damage deck starts
 * with a Pilot card (`pilotFirst`) or a Ship card.
 */
const maliceTable =
  (pilotFirst: boolean, wingman = false) =>
  () => {
    const rebels = [rebel('x', 'redsquadronveteran', 400, 300, { shields: 0 })];
    const malice = { upgrades: ['malice'], force: 1 };
    const empire = [
      imperial('t', 'inquisitor', 400, 450, wingman ? { force: 1 } : malice),
      imperial('w', 'inquisitor', 700, 800, wingman ? malice : {}),
    ];
    const deck = pilotFirst ? ['blindedpilot', 'structuraldamage'] : ['structuraldamage', 'blindedpilot'];
    return position('engagement', rebels, empire, {
      players: [
        { name: 'Rebels', ships: rebels, damageDeck: deck },
        { name: 'Empire', ships: empire },
      ],
    });
  };
const malicePlay = (faces: string[], use = 'Malice') =>
  attackPlay('t', 'x', () => answers(rolls('t', 'attack', faces), rolls('x', 'defense', []), modifiesWith(use)));

const SHOT = 'Shattering Shot';
/**
 * x (Shattering Shot, 1 Force; or its wingman f) attacks t at range 3 with an asteroid between them (`between`), or
 * one touching t (`touching`), or none.
 */
const shotTable =
  (rock: 'between' | 'touching' | 'none', carrier: 'x' | 'f' = 'x') =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, carrier === 'x' ? { upgrades: ['shatteringshot'], force: 1 } : {}),
        rebel('f', 'redsquadronveteran', 50, 300, carrier === 'f' ? { upgrades: ['shatteringshot'], force: 1 } : {}),
      ],
      [imperial('t', 'academypilot', 400, 560)],
      rock === 'none'
        ? {}
        : {
            obstacles: [
              {
                id: 'rock',
                name: 'asteroid-9',
                pose: { x: 400, y: rock === 'between' ? 430 : 600, heading: 0 },
              },
            ],
          },
    );
const shotPlay = attackPlay('x', 't', () => answers(rolls('x', 'attack', ['blank']), modifiesWith(SHOT)));
const shotFaces = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'modification-used', 'x').map((e) => (e.data?.after as string[] | undefined)?.join(','));

/** Predictive Shot: x (1 Force) and t face each other at range 2, t straight ahead (in x's bullseye) or at `tx`. */
const PS = 'Predictive Shot';
const psTable =
  (tx = 400) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['predictiveshot'], force: 1 })],
      [imperial('t', 'academypilot', tx, 450)],
    );
/** `attacker` attacks with one hit among its dice, using Predictive Shot when asked. */
const psPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => answers(useAbilityOf(PS), rolls(attacker, 'attack', ['hit'])));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:predictiveshot:0',
    applies: kase('t in the bullseye, one hit: t rolls one defense die', psTable(), psPlay('x', 't'), (s, seen) => {
      expect(diceCounts(seen, 'x', 't').defense).toBe(1);
      expect(shipOf(s, 'x').force).toBe(0);
    }),
    doesNotApply: [
      kase('t in the front arc off the bullseye: three dice', psTable(460), psPlay('x', 't'), (_s, seen) => {
        expect(offered(seen, PS)).toBe(false);
        expect(diceCounts(seen, 'x', 't').defense).toBe(3);
      }),
      kase('t attacks x: x’s card is not asked', psTable(), psPlay('t', 'x'), (_s, seen) =>
        expect(offered(seen, PS)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:shatteringshot:0',
    applies: kase('an asteroid obstructs the attack: a focus result added', shotTable('between'), shotPlay, (s) => {
      expect(logged(s, 'attack-declared', 'x')[0]?.data?.obstructed).toBe(true);
      expect(shotFaces(s).at(-1)).toContain('focus');
    }),
    doesNotApply: [
      kase('no obstacle: not offered', shotTable('none'), shotPlay, (_s, seen) =>
        expect(offered(seen, SHOT)).toBe(false),
      ),
      kase('its wingman carries it: not offered', shotTable('between', 'f'), shotPlay, (_s, seen) =>
        expect(offered(seen, SHOT)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:shatteringshot:0',
    applies: kase(
      'an asteroid touches the defender, no obstruction: offered',
      shotTable('touching'),
      shotPlay,
      (s, seen) => {
        expect(logged(s, 'attack-declared', 'x')[0]?.data?.obstructed).toBe(false);
        expect(offered(seen, SHOT)).toBe(true);
      },
    ),
    doesNotApply: kase(
      't defends with it: not offered',
      () => shotTable('between')(),
      attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['blank']), modifiesWith(SHOT))),
      (_s, seen) => expect(offered(seen, SHOT)).toBe(false),
    ),
  },
  {
    source: 'upgrade:malice:0',
    applies: kase(
      'a focus becomes a crit, a faceup Pilot card dealt: the Force comes back',
      maliceTable(true),
      malicePlay(['focus']),
      (s) => {
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 1 });
        expect(usedIndexes(s, 'upgrade:malice:0')).toEqual([0, 1]);
      },
    ),
    doesNotApply: [
      kase('its wingman w carries it: not offered to t', maliceTable(true, true), malicePlay(['focus']), (_s, seen) =>
        expect(offered(seen, 'Malice')).toBe(false),
      ),
      kase(
        'x attacks: not offered to the defender',
        maliceTable(true),
        attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit']), modifiesWith('Malice'))),
        (_s, seen) => expect(offered(seen, 'Malice')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:malice:0',
    applies: kase('a faceup Ship card dealt: the Force stays spent', maliceTable(false), malicePlay(['focus']), (s) =>
      expect(usedIndexes(s, 'upgrade:malice:0')).toEqual([0]),
    ),
    doesNotApply: kase(
      'Malice unused, a crit deals a faceup Pilot card: no Force back',
      maliceTable(true),
      malicePlay(['crit'], 'none'),
      (s) => {
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'blindedpilot', faceup: true }]);
      },
    ),
  },
  {
    source: 'upgrade:brilliantevasion:0',
    applies: kase(
      'off the bullseye: two focus results become evades',
      table({ upgrades: ['brilliantevasion'], force: 1 }),
      play,
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 0 }),
    ),
    doesNotApply: [
      kase('in the attacker’s bullseye', table({ upgrades: ['brilliantevasion'], force: 1 }, 400), play, (_s, seen) =>
        expect(offered(seen, BE)).toBe(false),
      ),
      kase(
        'a wingman of the defender carries it',
        table({}, 470, [imperial('w', 'academypilot', 700, 450, { upgrades: ['brilliantevasion'], force: 1 })]),
        play,
        (_s, seen) => expect(offered(seen, BE)).toBe(false),
      ),
    ],
  },
];

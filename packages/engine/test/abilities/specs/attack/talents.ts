/**
 * Card specs for the talents of abilities/cards/attack/talents.ts. Rules: 000 "Performing an Attack" (Roll and Modify
 * Dice, range 0), "Obstruction"; 001 Arcs (front, bullseye), Engagement 2–3. The X-wing (x, seat 0) attacks the TIE
 * (t) straight ahead; a case names its wingmen: f beside x, w beside t.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  actionOffered,
  answers,
  attacks,
  hasLogged,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const R1 = 390;
const R2 = 450;
const R3 = 560;

const table =
  (x: Partial<PositionShip>, t: Partial<PositionShip> = {}, y = R2, more: PositionShip[] = [], extra = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x), ...more.filter((s) => s.pose?.heading === 0)],
      [imperial('t', 'academypilot', 400, y, t), ...more.filter((s) => s.pose?.heading !== 0)],
      extra,
    );

/** x attacks t (primary unless named) with these faces, using the modification named `card` (twice at most). */
const play = (card: string, attack: string[][], defense: string[][] = [[]], weapon = 'primary') =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ...attack), rolls('t', 'defense', ...defense), modifiesWith(card, 2)),
    weapon,
  );

const notOffered = (card: string) => (_s: GameState, seen: Decision[]) => expect(offered(seen, card)).toBe(false);
const neutralized = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data;

const BLANKS = ['blank', 'blank', 'blank'];

/**
 * The X-wing attacks t (range 2 ahead); w and v are t's wingmen in the X-wing's front arc beside it, the first
 * `tractored` of t, w, v tractored; `far`: a tractored wingman f beyond the arc; `carrier` has Gravitic Deflection.
 */
const gdTable =
  (carrier: string, tractored: number, far = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        ...['t', 'w', 'v'].map((id, i) =>
          imperial(id, 'academypilot', 400 + 60 * i, 450, {
            upgrades: id === carrier ? ['graviticdeflection'] : [],
            tokens: i < tractored ? { tractor: 1 } : {},
          }),
        ),
        ...(far ? [imperial('f', 'academypilot', 50, 150, { tokens: { tractor: 1 } })] : []),
      ],
    );
const gdPlay = attackPlay('x', 't', () =>
  answers(
    rolls('x', 'attack', ['hit', 'hit']),
    rolls('t', 'defense', ['blank'], ['evade']),
    modifiesWith('Gravitic Deflection', 3),
  ),
);

/**
 * Dedicated on d (a TIE facing down at (300, 450) beside t, or `behind` it at (400, 560): t is then in its front arc);
 * t is Mauler Mithel unless `t` says, at (400, 450); `other`: an Academy Pilot a far aside, attacked instead.
 */
const dedTable =
  (t: Partial<PositionShip>, dTokens: Record<string, number> = {}, behind = false, other = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', other ? 750 : 400, 300)],
      [
        imperial('d', 'academypilot', behind ? 400 : 300, behind ? 560 : 450, {
          upgrades: ['dedicated'],
          tokens: dTokens,
        }),
        imperial('t', 'maulermithel', 400, 450, t),
        ...(other ? [imperial('a', 'academypilot', 750, 450)] : []),
      ],
    );
const dedPlay = (defender: string) =>
  attackPlay('x', defender, () =>
    answers(
      rolls('x', 'attack', ['hit', 'hit']),
      rolls(defender, 'defense', ['blank'], ['evade']),
      modifiesWith('Dedicated'),
    ),
  );

/**
 * The X-wing (x, facing `xHeading`) and the TIE (t, range 2 ahead, facing `tHeading`: 180 towards x), each with the
 * upgrades named; w is a far wingman of the TIE.
 */
const notoriousTable =
  (
    up: { x?: string[]; t?: string[]; w?: string[] },
    tHeading = 180,
    xHeading = 0,
    xTokens: Record<string, number> = {},
  ) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: up.x ?? [],
          tokens: xTokens,
          pose: { x: 400, y: 300, heading: xHeading },
        }),
      ],
      [
        imperial('t', 'academypilot', 400, R2, { upgrades: up.t ?? [], pose: { x: 400, y: R2, heading: tHeading } }),
        imperial('w', 'academypilot', 50, R2 + 60, { upgrades: up.w ?? [] }),
      ],
    );
const HURT = { card: 'structuraldamage', faceup: false };

/** A far wingman of x (range 3 and beyond) and of t. */
const farF = (extra: Partial<PositionShip> = {}) => rebel('f', 'redsquadronveteran', 50, 300, extra);
const farW = (extra: Partial<PositionShip> = {}) => imperial('w', 'academypilot', 50, R2 + 60, extra);

const charges = (s: GameState, ship: string, xws: string) =>
  s.ships.find((x) => x.id === ship)?.upgrades.find((u) => u.xws === xws)?.charges;

/**
 * Activation: x (Elusive, no charge left) reveals `dial`; `blocked`: an activated wingman sits in its path; `wingman`:
 * a wingman far away (without Elusive) reveals that dial.
 */
const elusiveTable =
  (dial: string, blocked = false, wingman?: string) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 100, { upgrades: [{ xws: 'elusive', charges: 0 }], dial }),
        ...(blocked ? [rebel('b', 'redsquadronveteran', 400, 260, { round: { activated: true } })] : []),
        ...(wingman ? [rebel('f', 'redsquadronveteran', 100, 100, { dial: wingman })] : []),
      ],
      [imperial('far', 'academypilot', 700, 850, { dial: '1F' })],
    );
const untilEngagement = playing(leaves('activation'));

const asteroid = { obstacles: [{ id: 'rock', name: 'asteroid-9', pose: { x: 400, y: 430, heading: 0 } }] };

/**
 * x (Rebel, 400,300) and t (Imperial, range 1 ahead) face each other; w is x's wingman beside it (far away when
 * `far`), u t's wingman beside t. Each carries the upgrades given.
 */
const ruthTable =
  (up: { x?: string[]; t?: string[]; u?: string[] }, far = false, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: up.x ?? [], tokens }),
        rebel('w', 'redsquadronveteran', far ? 100 : 480, far ? 100 : 300),
      ],
      [
        imperial('t', 'academypilot', 400, R1, { upgrades: up.t ?? [] }),
        imperial('u', 'academypilot', 480, R1, { upgrades: up.u ?? [] }),
      ],
    );
const ruthPlay = (attacker: string, defender: string, faces: string[], mod: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', faces),
      rolls(defender, 'defense', []),
      modifiesWith(mod),
      picks('use-ability', 'use:'),
    ),
  );
/** The hit Ruthless deals: w's and u's shields and damage cards. */
const ruthHurt = (s: GameState) => ({
  w: shipOf(s, 'w').shields,
  u: shipOf(s, 'u').damage.length,
});

const END = 'Enduring';
/** t attacks x at range 2, from straight ahead of it (x in t's bullseye) or off to the side; x (or w) has Enduring. */
const endTable = (carrier: 'x' | 'w', aside: boolean) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, carrier === 'x' ? { upgrades: ['enduring'] } : {}),
      rebel('w', 'redsquadronveteran', 100, 100, carrier === 'w' ? { upgrades: ['enduring'] } : {}),
    ],
    [imperial('t', 'academypilot', aside ? 470 : 400, R2)],
  );
const endPlay = (attack: string[], defense: string[], attacker = 't', defender = 'x') =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', attack), rolls(defender, 'defense', defense), (d) =>
      d.kind === 'choose-action' && d.prompt.includes(END)
        ? [d.options.find((o) => o.id.includes('focus'))?.id ?? 'pass']
        : undefined,
    ),
  );
const endResult = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:enduring:0',
    applies: kase(
      'off the bullseye: the evade cancels the crit, a hit is left',
      endTable('x', true),
      endPlay(['hit', 'crit'], ['evade']),
      (s) => expect(endResult(s)).toMatchObject({ hits: 1, crits: 0 }),
    ),
    doesNotApply: [
      kase(
        'x attacks: the TIE’s evade cancels its hit',
        endTable('x', true),
        endPlay(['hit', 'crit'], ['evade'], 'x', 't'),
        (s) => expect(endResult(s)).toMatchObject({ hits: 0, crits: 1 }),
      ),
    ],
  },
  {
    source: 'upgrade:enduring:0',
    applies: kase(
      'in the bullseye the evade cancels the hit; the crit suffered, a red Focus action follows',
      endTable('x', false),
      endPlay(['hit', 'crit'], ['evade']),
      (s, seen) => {
        expect(endResult(s)).toMatchObject({ hits: 0, crits: 1 });
        expect(actionOffered(seen, END)).toBe(true);
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('x suffers a hit only: no action', endTable('x', false), endPlay(['hit'], []), (_s, seen) =>
        expect(actionOffered(seen, END)).toBe(false),
      ),
      kase(
        'its wingman has it as x suffers a crit: no action',
        endTable('w', false),
        endPlay(['crit'], []),
        (_s, seen) => expect(actionOffered(seen, END)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:ruthless:0',
    applies: kase(
      'x attacks with w beside the defender: a blank becomes a hit, w suffers a hit',
      ruthTable({ x: ['ruthless'] }),
      ruthPlay('x', 't', ['blank'], 'Ruthless'),
      (s) => {
        expect(ruthHurt(s)).toEqual({ w: 1, u: 0 });
        expect(shipOf(s, 't').damage).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'no friendly ship near the defender: not offered',
        ruthTable({ x: ['ruthless'] }, true),
        ruthPlay('x', 't', ['blank'], 'Ruthless'),
        (_s, seen) => expect(offered(seen, 'Ruthless')).toBe(false),
      ),
      kase(
        'the attacker’s wingman carries it: not offered to the attacker',
        ruthTable({ u: ['ruthless'] }),
        ruthPlay('t', 'x', ['blank'], 'Ruthless'),
        (_s, seen) => expect(offered(seen, 'Ruthless')).toBe(false),
      ),
      kase(
        'x spends a focus token instead: nobody suffers',
        ruthTable({ x: ['ruthless'] }, false, { focus: 1 }),
        ruthPlay('x', 't', ['focus'], 'focus'),
        (s) => expect(ruthHurt(s)).toEqual({ w: 2, u: 0 }),
      ),
    ],
  },
  {
    source: 'upgrade:ruthless:0',
    applies: kase(
      't uses its own copy against x: only its wingman u suffers',
      ruthTable({ x: ['ruthless'], t: ['ruthless'] }),
      ruthPlay('t', 'x', ['blank'], 'Ruthless'),
      (s) => expect(ruthHurt(s)).toEqual({ w: 2, u: 1 }),
    ),
    doesNotApply: kase(
      'x defends with its copy unused: nothing',
      ruthTable({ x: ['ruthless'] }),
      ruthPlay('t', 'x', ['blank'], 'none'),
      (s) => expect(ruthHurt(s)).toEqual({ w: 2, u: 0 }),
    ),
  },
  {
    source: 'upgrade:heroic:0',
    applies: kase(
      'all blanks, attacking and defending: each rerolls',
      table({ upgrades: ['heroic'] }, { upgrades: ['heroic'] }),
      play('Heroic', [BLANKS, ['hit', 'hit', 'hit']], [BLANKS, ['evade', 'evade', 'evade']]),
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(2),
    ),
    doesNotApply: [
      kase(
        'wingmen with Heroic: the attacker and defender do not carry it',
        table({}, {}, R2, [farF({ upgrades: ['heroic'] }), farW({ upgrades: ['heroic'] })]),
        play('Heroic', [BLANKS], [BLANKS]),
        notOffered('Heroic'),
      ),
      kase(
        'a focus among the attack dice, an evade among the defense dice',
        table({ upgrades: ['heroic'] }, { upgrades: ['heroic'] }),
        play('Heroic', [['blank', 'blank', 'focus']], [['blank', 'blank', 'evade']]),
        notOffered('Heroic'),
      ),
    ],
  },
  {
    source: 'upgrade:fearless:0',
    applies: kase(
      'range 1, face to face: a blank becomes a hit',
      table({ upgrades: ['fearless'] }, {}, R1),
      play('Fearless', [['blank', 'blank', 'blank', 'blank']]),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase(
        'a wingman ahead of the attacker carries it',
        table({}, {}, R1, [rebel('f', 'redsquadronveteran', 470, 420, { upgrades: ['fearless'] })]),
        play('Fearless', [BLANKS]),
        notOffered('Fearless'),
      ),
      kase(
        'a special weapon',
        table({ upgrades: ['fearless', 'ioncannon'] }, {}, R1),
        play('Fearless', [BLANKS], [[]], 'ioncannon'),
        notOffered('Fearless'),
      ),
      kase(
        'a rear-arc primary attack',
        () =>
          position(
            'engagement',
            [{ id: 'x', pilot: 'ibtisam', upgrades: ['fearless'], pose: { x: 400, y: 300, heading: 0 } }],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 200, heading: 0 } }],
          ),
        play('Fearless', [BLANKS]),
        (s, seen) => {
          expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.arc)).toEqual(['rear']);
          notOffered('Fearless')(s, seen);
        },
      ),
      kase('range 2', table({ upgrades: ['fearless'] }), play('Fearless', [BLANKS]), notOffered('Fearless')),
      kase(
        'the defender faces away',
        table({ upgrades: ['fearless'] }, { pose: { x: 400, y: R1, heading: 0 } }, R1),
        play('Fearless', [BLANKS]),
        notOffered('Fearless'),
      ),
    ],
  },
  {
    source: 'upgrade:fanatical:0',
    applies: kase(
      'no shield: the focus becomes a hit',
      table({ upgrades: ['fanatical'], shields: 0 }),
      play('Fanatical', [['focus', 'blank', 'blank']]),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase(
        'an unshielded wingman carries it',
        table({ shields: 0 }, {}, R2, [farF({ upgrades: ['fanatical'], shields: 0 })]),
        play('Fanatical', [['focus']]),
        notOffered('Fanatical'),
      ),
      kase(
        'a special weapon',
        table({ upgrades: ['fanatical', 'ioncannon'], shields: 0 }),
        play('Fanatical', [['focus']], [[]], 'ioncannon'),
        notOffered('Fanatical'),
      ),
      kase('shielded', table({ upgrades: ['fanatical'] }), play('Fanatical', [['focus']]), notOffered('Fanatical')),
    ],
  },
  {
    source: 'upgrade:trickshot:0',
    applies: kase(
      'obstructed by an asteroid: a die more',
      table({ upgrades: ['trickshot'] }, {}, R3, [], asteroid),
      play('(nothing)', [[]]),
      (s, seen) => {
        expect(logged(s, 'attack-declared', 'x')[0]?.data?.obstructed).toBe(true);
        expect(diceCounts(seen, 'x', 't').attack).toBe(4);
      },
    ),
    doesNotApply: [
      kase(
        'a wingman carries it',
        table({}, {}, R3, [farF({ upgrades: ['trickshot'] })], asteroid),
        play('(nothing)', [[]]),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase('not obstructed', table({ upgrades: ['trickshot'] }, {}, R3), play('(nothing)', [[]]), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
    ],
  },
  {
    source: 'upgrade:juke:0',
    applies: kase(
      'evading: an evade of the defender becomes a focus',
      table({ upgrades: ['juke'], tokens: { evade: 1 } }),
      play('Juke', [['hit', 'hit']], [['evade', 'evade']]),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase('not evading', table({ upgrades: ['juke'] }), play('Juke', [['hit']], [['evade']]), notOffered('Juke')),
      kase(
        'an evading wingman carries it',
        table({}, {}, R2, [farF({ upgrades: ['juke'], tokens: { evade: 1 } })]),
        play('Juke', [['hit']], [['evade']]),
        notOffered('Juke'),
      ),
    ],
  },
  {
    source: 'upgrade:crackshot:0',
    applies: kase(
      'in the bullseye: a charge cancels the evade',
      table({ upgrades: ['crackshot'] }),
      play('Crack Shot', [['hit']], [['evade']]),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase(
        'a wingman behind the attacker carries it',
        table({}, {}, R2, [rebel('f', 'redsquadronveteran', 400, 200, { upgrades: ['crackshot'] })]),
        play('Crack Shot', [['hit']], [['evade']]),
        notOffered('Crack Shot'),
      ),
      kase(
        'a special weapon',
        table({ upgrades: ['crackshot', 'ioncannon'] }),
        play('Crack Shot', [['hit']], [['evade']], 'ioncannon'),
        notOffered('Crack Shot'),
      ),
      kase(
        'off the bullseye',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['crackshot'] })],
            [imperial('t', 'academypilot', 470, R2)],
          ),
        play('Crack Shot', [['hit']], [['evade']]),
        notOffered('Crack Shot'),
      ),
    ],
  },
  {
    source: 'upgrade:lonewolf:0',
    applies: kase(
      'alone: a charge rerolls a blank',
      table({ upgrades: ['lonewolf'] }),
      play('Lone Wolf', [BLANKS, ['hit']]),
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase(
        'a friendly ship at range 1 of each',
        table({ upgrades: ['lonewolf'] }, { upgrades: ['lonewolf'] }, R2, [
          rebel('f', 'redsquadronveteran', 480, 300),
          imperial('w', 'academypilot', 480, R2),
        ]),
        play('Lone Wolf', [BLANKS], [BLANKS]),
        notOffered('Lone Wolf'),
      ),
      kase(
        'far wingmen carry it, the attacker and defender do not',
        table({}, {}, R2, [farF({ upgrades: ['lonewolf'] }), farW({ upgrades: ['lonewolf'] })]),
        play('Lone Wolf', [BLANKS], [BLANKS]),
        notOffered('Lone Wolf'),
      ),
    ],
  },
  {
    source: 'upgrade:fanatic-battleofyavin:0',
    applies: kase(
      'damaged: the focus becomes a hit',
      table({ upgrades: ['fanatic-battleofyavin'], damage: [HURT] }),
      play('Fanatic', [['focus']]),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase(
        'undamaged',
        table({ upgrades: ['fanatic-battleofyavin'] }),
        play('Fanatic', [['focus']]),
        notOffered('Fanatic'),
      ),
      kase(
        'a damaged wingman carries it',
        table({ damage: [HURT] }, {}, R2, [farF({ upgrades: ['fanatic-battleofyavin'], damage: [HURT] })]),
        play('Fanatic', [['focus']]),
        notOffered('Fanatic'),
      ),
      kase(
        'a special weapon',
        table({ upgrades: ['fanatic-battleofyavin', 'ioncannon'], damage: [HURT] }),
        play('Fanatic', [['focus']], [[]], 'ioncannon'),
        notOffered('Fanatic'),
      ),
    ],
  },
  {
    source: 'upgrade:fanatical-epicsl:0',
    applies: kase(
      'no shield, a special weapon: the focus becomes a hit',
      table({ upgrades: ['fanatical-epicsl', 'ioncannon'], shields: 0 }),
      play('Fanatical', [['focus', 'hit']], [[]], 'ioncannon'),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 2 }),
    ),
    doesNotApply: [
      kase(
        'shielded',
        table({ upgrades: ['fanatical-epicsl'] }),
        play('Fanatical', [['focus']]),
        notOffered('Fanatical'),
      ),
      kase(
        'an unshielded wingman carries it',
        table({ shields: 0 }, {}, R2, [farF({ upgrades: ['fanatical-epicsl'], shields: 0 })]),
        play('Fanatical', [['focus']]),
        notOffered('Fanatical'),
      ),
    ],
  },
  {
    source: 'upgrade:mandaloriantactics-armedanddangerous:0',
    applies: kase(
      'an enemy touching the defender: a blank rerolled',
      table({}, { upgrades: ['mandaloriantactics-armedanddangerous'] }, R2, [
        rebel('e', 'redsquadronveteran', 440, R2),
      ]),
      play('Mandalorian', [['hit']], [['blank'], ['evade']]),
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase(
        'the enemy at range 1',
        table({}, { upgrades: ['mandaloriantactics-armedanddangerous'] }, R2, [
          rebel('e', 'redsquadronveteran', 500, R2),
        ]),
        play('Mandalorian', [['hit']], [['blank']]),
        notOffered('Mandalorian'),
      ),
      kase(
        'a wingman of the defender carries it, an enemy touching it',
        table({}, {}, R2, [
          imperial('w', 'academypilot', 700, R2, { upgrades: ['mandaloriantactics-armedanddangerous'] }),
          rebel('e', 'redsquadronveteran', 740, R2),
        ]),
        play('Mandalorian', [['hit']], [['blank']]),
        notOffered('Mandalorian'),
      ),
    ],
  },
  {
    source: 'upgrade:elusive:0',
    applies: kase(
      'defending: a charge rerolls a blank',
      table({}, { upgrades: ['elusive'] }),
      play('Elusive', [['hit']], [['blank'], ['evade']]),
      (s) => {
        expect(logged(s, 'dice-rerolled')).toHaveLength(1);
        expect(charges(s, 't', 'elusive')).toBe(0);
      },
    ),
    doesNotApply: kase(
      'a wingman of the defender carries it',
      table({}, {}, R2, [farW({ upgrades: ['elusive'] })]),
      play('Elusive', [['hit']], [['blank']]),
      notOffered('Elusive'),
    ),
  },
  {
    source: 'upgrade:elusive:0',
    applies: kase('a red K-turn fully executed recovers the charge', elusiveTable('4K'), untilEngagement, (s) =>
      expect(charges(s, 'x', 'elusive')).toBe(1),
    ),
    doesNotApply: [
      kase('a white maneuver', elusiveTable('2F'), untilEngagement, (s) => expect(charges(s, 'x', 'elusive')).toBe(0)),
      kase('the red maneuver cut short by a ship in its path', elusiveTable('4K', true), untilEngagement, (s) =>
        expect(charges(s, 'x', 'elusive')).toBe(0),
      ),
      kase('a wingman’s red maneuver', elusiveTable('2F', false, '4K'), untilEngagement, (s) =>
        expect(charges(s, 'x', 'elusive')).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:intimidation:0',
    applies: kase(
      'the defender touches the intimidating ship: one defense die fewer',
      table({}, {}, R2, [rebel('i', 'redsquadronveteran', 440, R2, { upgrades: ['intimidation'] })]),
      play('(nothing)', [[]]),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(2),
    ),
    doesNotApply: kase(
      'the intimidating ship is at range 1 of the defender',
      table({}, {}, R2, [rebel('i', 'redsquadronveteran', 500, R2, { upgrades: ['intimidation'] })]),
      play('(nothing)', [[]]),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
    ),
  },
  {
    source: 'upgrade:notorious:0',
    applies: kase(
      'the TIE strains the X-wing after defending, then rerolls a blank attacking it',
      notoriousTable({ t: ['notorious'] }),
      (s) =>
        playUntil(
          s,
          hasLogged('attack-ended', 't'),
          answers(
            attacks('x', 't'),
            attacks('t', 'x'),
            useAbilityOf('Notorious'),
            rolls('t', 'attack', ['blank', 'hit'], ['hit']),
            modifiesWith('Notorious'),
          ),
        ),
      (s) => {
        expect(logged(s, 'dice-rerolled')).toHaveLength(1);
        expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toEqual(['strain']);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker is outside its firing arc',
        notoriousTable({ t: ['notorious'] }, 0),
        attackPlay('x', 't', () => useAbilityOf('Notorious')),
        (s, seen) => {
          expect(offered(seen, 'Notorious')).toBe(false);
          expect(s.ships.find((x) => x.id === 'x')?.tokens.strain).toBeUndefined();
        },
      ),
      kase(
        'it attacks an unstrained X-wing in its arc (the X-wing faces away)',
        notoriousTable({ t: ['notorious'] }, 180, 180),
        attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['blank', 'hit']), useAbilityOf('Notorious'))),
        (_s, seen) => expect(offered(seen, 'Notorious')).toBe(false),
      ),
      kase(
        'a wingman carries it while the TIE attacks a strained X-wing',
        notoriousTable({ w: ['notorious'] }, 180, 180, { strain: 1 }),
        attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['blank', 'hit']), modifiesWith('Notorious'))),
        (_s, seen) => expect(offered(seen, 'Notorious')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:dedicated:0',
    applies: kase(
      'Mauler Mithel beside it defends: a blank rerolled, a strain token gained',
      dedTable({}),
      dedPlay('t'),
      (s) => {
        expect(logged(s, 'dice-rerolled')).toHaveLength(1);
        expect(s.ships.find((x) => x.id === 'd')?.tokens.strain).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'an Academy Pilot (not limited) beside it defends',
        dedTable({ pilot: 'academypilot' }),
        dedPlay('t'),
        notOffered('Dedicated'),
      ),
      kase('it is already strained', dedTable({}, { strain: 1 }), dedPlay('t'), notOffered('Dedicated')),
      kase(
        'the defender is straight ahead of it, not beside',
        dedTable({}, {}, true),
        dedPlay('t'),
        notOffered('Dedicated'),
      ),
      kase(
        'Mauler Mithel beside it is not the defender: an Academy Pilot far aside is',
        dedTable({}, {}, false, true),
        dedPlay('a'),
        notOffered('Dedicated'),
      ),
    ],
  },
  {
    source: 'upgrade:graviticdeflection:0',
    applies: kase(
      'it and a wingman in the X-wing’s arc are tractored: two dice rerolled',
      gdTable('t', 2),
      gdPlay,
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(2),
    ),
    doesNotApply: [
      kase('no tractored ship', gdTable('t', 0), gdPlay, notOffered('Gravitic Deflection')),
      kase('a tractored wingman far outside the arc', gdTable('t', 0, true), gdPlay, notOffered('Gravitic Deflection')),
      kase(
        'a wingman carries it, three tractored ships in the arc',
        gdTable('w', 3),
        gdPlay,
        notOffered('Gravitic Deflection'),
      ),
    ],
  },
];

// ---- Deadeye Shot, Apex Predator, Crime Lord ----

const DEADEYE = 'Deadeye Shot';
const down = { card: 'structuraldamage', faceup: false };
const faceupOf = (s: GameState, id: string) => shipOf(s, id).damage.filter((d) => d.faceup).length;
const deadeyeTable =
  (x: Partial<PositionShip>, t: Partial<PositionShip> = {}, tx = 400, f: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x), rebel('f', 'redsquadronveteran', 50, 300, f)],
      [imperial('t', 'academypilot', tx, 450, { damage: [down], ...t })],
    );
const deadeyePlay = (faces: string[], more: Answer = modifiesWith(DEADEYE), weapon = 'primary') =>
  attackPlay('x', 't', () => answers(more, rolls('x', 'attack', faces)), weapon);
const apexPlay = (weapon = 'primary') =>
  attackPlay('x', 't', () => answers(modifiesWith('Apex Predator'), rolls('x', 'attack', ['blank'], ['hit'])), weapon);
const crimeTable = (heading: number) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, {
        upgrades: ['crimelord-armedanddangerous'],
        pose: { x: 400, y: 300, heading },
      }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const crimePlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => answers(useAbilityOf('Crime Lord'), rolls(attacker, 'attack', ['hit'])));

SPECS.push(
  {
    source: 'upgrade:deadeyeshot:0',
    applies: kase(
      'a hit spent: the defender’s facedown card is exposed (the enemy copy stays quiet)',
      deadeyeTable({ upgrades: ['deadeyeshot'] }, { upgrades: ['deadeyeshot'] }),
      deadeyePlay(['hit', 'hit']),
      (s) => {
        expect(faceupOf(s, 't')).toBe(1);
        expect(usedIndexes(s, 'upgrade:deadeyeshot:0')).toEqual([0, 2]);
      },
    ),
    doesNotApply: [
      kase(
        'the defender is off the bullseye',
        deadeyeTable({ upgrades: ['deadeyeshot'] }, {}, 480),
        deadeyePlay(['hit', 'crit']),
        (_s, seen) => expect(offered(seen, DEADEYE)).toBe(false),
      ),
      kase(
        'a torpedo attack',
        deadeyeTable({ upgrades: ['deadeyeshot', 'protontorpedoes'], locks: ['t'] }),
        deadeyePlay(['hit', 'crit'], modifiesWith(DEADEYE), 'protontorpedoes'),
        (_s, seen) => expect(offered(seen, DEADEYE)).toBe(false),
      ),
      kase(
        'the attacker’s wingman carries it',
        deadeyeTable({}, {}, 400, { upgrades: ['deadeyeshot'], pose: { x: 400, y: 200, heading: 0 } }),
        deadeyePlay(['hit', 'crit']),
        (_s, seen) => expect(offered(seen, DEADEYE)).toBe(false),
      ),
      kase(
        'the attacker spends its focus token instead',
        deadeyeTable({ upgrades: ['deadeyeshot'], tokens: { focus: 1 } }),
        deadeyePlay(['focus', 'hit'], picks('modify-attack-dice', 'mod:focus')),
        (s) => expect(faceupOf(s, 't')).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:apexpredator-battleoverendor:0',
    applies: kase(
      'an initiative 1 defender: a blank rerolled',
      deadeyeTable({ upgrades: ['apexpredator-battleoverendor'] }),
      apexPlay(),
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase(
        'a defender of the same initiative',
        deadeyeTable({ upgrades: ['apexpredator-battleoverendor'] }, { pilot: 'blacksquadronace' }),
        apexPlay(),
        (_s, seen) => expect(offered(seen, 'Apex Predator')).toBe(false),
      ),
      kase(
        'a torpedo attack',
        deadeyeTable({ upgrades: ['apexpredator-battleoverendor', 'protontorpedoes'], locks: ['t'] }),
        apexPlay('protontorpedoes'),
        (_s, seen) => expect(offered(seen, 'Apex Predator')).toBe(false),
      ),
      kase(
        'the attacker’s wingman carries it',
        deadeyeTable({ pilot: 'bluesquadronescort' }, {}, 400, { upgrades: ['apexpredator-battleoverendor'] }),
        apexPlay(),
        (_s, seen) => expect(offered(seen, 'Apex Predator')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:crimelord-armedanddangerous:0',
    applies: kase('the attacker in her front arc: strained', crimeTable(0), crimePlay('t', 'x'), (s) =>
      expect(shipOf(s, 't').tokens.strain).toBe(1),
    ),
    doesNotApply: [
      kase('she faces away', crimeTable(180), crimePlay('t', 'x'), (s) =>
        expect(shipOf(s, 't').tokens.strain).toBeUndefined(),
      ),
      kase(
        'the TIE in her front arc attacks her wingman',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['crimelord-armedanddangerous'] }),
              rebel('f', 'redsquadronveteran', 480, 330, { pose: { x: 480, y: 330, heading: 180 } }),
            ],
            [imperial('t', 'academypilot', 420, 450)],
          ),
        crimePlay('t', 'f'),
        (s) => expect(shipOf(s, 't').tokens.strain).toBeUndefined(),
      ),
    ],
  },
);

// ---- Determination (Evacuation of D'Qar) ----

const DET = 'determination-evacuationofdqar';
const detPlay = (more: Answer = modifiesWith('Determination'), weapon = 'primary') =>
  attackPlay('x', 't', () => answers(more, rolls('x', 'attack', ['hit', 'hit'])), weapon);

SPECS.push({
  source: `upgrade:${DET}:0`,
  applies: kase(
    'the defender in the bullseye: a focus added, a hit suffered (the enemy copy stays quiet)',
    deadeyeTable({ upgrades: [DET] }, { upgrades: [DET], damage: [] }),
    detPlay(),
    (s) => {
      expect(shipOf(s, 'x').shields).toBe(1);
      expect(usedIndexes(s, `upgrade:${DET}:0`)).toEqual([0, 1]);
    },
  ),
  doesNotApply: [
    kase('the defender is off the bullseye', deadeyeTable({ upgrades: [DET] }, {}, 480), detPlay(), (_s, seen) =>
      expect(offered(seen, 'Determination')).toBe(false),
    ),
    kase(
      'a torpedo attack',
      deadeyeTable({ upgrades: [DET, 'protontorpedoes'], locks: ['t'] }),
      detPlay(modifiesWith('Determination'), 'protontorpedoes'),
      (_s, seen) => expect(offered(seen, 'Determination')).toBe(false),
    ),
    kase(
      'a wingman behind the attacker carries it',
      deadeyeTable({}, {}, 400, { upgrades: [DET], pose: { x: 400, y: 200, heading: 0 } }),
      detPlay(),
      (_s, seen) => expect(offered(seen, 'Determination')).toBe(false),
    ),
    kase(
      'the attacker spends its focus token instead',
      deadeyeTable({ upgrades: [DET], tokens: { focus: 1 } }),
      attackPlay('x', 't', () => answers(picks('modify-attack-dice', 'mod:focus'), rolls('x', 'attack', ['focus']))),
      (s) => expect(shipOf(s, 'x').shields).toBe(2),
    ),
  ],
});

// ---- Clan Training ----

const CT = 'clantraining';
/** x (Clan Training with `charges`, its extras) faces the TIE t `y` away (range 1 at 390); x engages first. */
const ctTable =
  (x: Partial<PositionShip>, y = 390, charges = 1, t: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [{ xws: CT, charges }], ...x })],
      [imperial('t', 'academypilot', 400, y, t)],
    );
const ctPlay = playing(
  (s) => s.pending?.kind === 'declare-attack',
  () => answers(useAbilityOf('Clan Training'), picks('choose-action', 'focus', 'x')),
);
const ctCharges = (s: GameState) => shipOf(s, 'x').upgrades[0]?.charges;
const ctKill = (faces: string[]) => attackPlay('x', 't', () => answers(rolls('x', 'attack', faces)));
const twoDown = { damage: [down, down] };

SPECS.push(
  {
    source: `upgrade:${CT}:0`,
    applies: kase('the TIE in its front arc at range 1: a charge for a red focus', ctTable({}), ctPlay, (s) => {
      expect(shipOf(s, 'x').tokens).toMatchObject({ focus: 1, stress: 1 });
      expect(ctCharges(s)).toBe(0);
    }),
    doesNotApply: [
      kase('already focused', ctTable({ tokens: { focus: 1 } }), ctPlay, (s) => expect(ctCharges(s)).toBe(1)),
      kase('the TIE at range 2', ctTable({}, 450), ctPlay, (s) => expect(ctCharges(s)).toBe(1)),
      kase('the TIE behind it at range 1', ctTable({ pose: { x: 400, y: 300, heading: 180 } }), ctPlay, (s) =>
        expect(ctCharges(s)).toBe(1),
      ),
      kase(
        'the TIE engages while x has engaged',
        ctTable({ round: { engaged: true } } as Partial<PositionShip>, 390, 1, {
          pose: { x: 400, y: 390, heading: 0 },
        }),
        playing(
          (s) => s.phase !== 'engagement',
          () => useAbilityOf('Clan Training'),
        ),
        (s) => expect(ctCharges(s)).toBe(1),
      ),
    ],
  },
  {
    source: `upgrade:${CT}:0`,
    applies: kase('the defender destroyed: the charge comes back', ctTable({}, 450, 0, twoDown), ctKill(['hit']), (s) =>
      expect(ctCharges(s)).toBe(1),
    ),
    doesNotApply: [
      kase('the defender survives', ctTable({}, 450, 0, twoDown), ctKill(['blank']), (s) =>
        expect(ctCharges(s)).toBe(0),
      ),
      kase(
        'the destroyed defender carries it',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300)],
            [imperial('t', 'academypilot', 400, 450, { ...twoDown, upgrades: [{ xws: CT, charges: 0 }] })],
          ),
        ctKill(['hit']),
        (s) => expect(shipOf(s, 't').upgrades[0]?.charges).toBe(0),
      ),
    ],
  },
);

// ---- Treacherous ----

const TR = 'treacherous';
/**
 * The X-wing c (Treacherous, `charges`) defends against the TIE t (400, 100, facing up), or attacks the TIE t from
 * there; the defender is turned 45° at (400, 330) so that one closest line joins them; the TIE o stands across that
 * line at (`ox`, 230), or aside.
 */
const trTable =
  (role: 'defender' | 'attacker', ox = 400, charges = 1) =>
  () => {
    const c = { upgrades: [{ xws: TR, charges }] };
    return position(
      'engagement',
      [
        role === 'defender'
          ? rebel('c', 'redsquadronveteran', 400, 330, { pose: { x: 400, y: 330, heading: 45 }, ...c })
          : rebel('c', 'redsquadronveteran', 400, 100, c),
      ],
      [
        imperial('t', 'academypilot', 400, role === 'defender' ? 100 : 330, {
          pose: role === 'defender' ? { x: 400, y: 100, heading: 0 } : { x: 400, y: 330, heading: 45 },
        }),
        imperial('o', 'academypilot', ox, 230, { pose: { x: ox, y: 230, heading: 90 } }),
      ],
    );
  };
const trPlay = (attacker: string, defender: string, faces: string[]) =>
  attackPlay(attacker, defender, () => answers(useAbilityOf('Treacherous'), rolls(attacker, 'attack', faces)));
const trCharges = (s: GameState) => shipOf(s, 'c').upgrades[0]?.charges;
/** The X-wing a attacks the TIE t (two facedown cards: one hit destroys it); c (Treacherous, `charges`) at (cx, cy). */
const trKillTable = (cx: number, cy: number, charges: number) => () =>
  position(
    'engagement',
    [
      rebel('a', 'redsquadronveteran', 400, 300),
      rebel('c', 'redsquadronveteran', cx, cy, { upgrades: [{ xws: TR, charges }] }),
    ],
    [imperial('t', 'academypilot', 400, 450, twoDown)],
  );
const trKill = attackPlay('a', 't', () => answers(rolls('a', 'attack', ['hit'])));

SPECS.push(
  {
    source: `upgrade:${TR}:0`,
    applies: kase(
      'o obstructs t’s attack: a charge cancels a hit, o is strained',
      trTable('defender'),
      trPlay('t', 'c', ['hit', 'hit']),
      (s) => {
        expect(shipOf(s, 'c').shields).toBe(1);
        expect(shipOf(s, 'o').tokens.strain).toBe(1);
        expect(trCharges(s)).toBe(0);
      },
    ),
    doesNotApply: [
      kase('nothing obstructs: not asked', trTable('defender', 650), trPlay('t', 'c', ['hit', 'hit']), (s, seen) => {
        expect(offered(seen, 'Treacherous')).toBe(false);
        expect(shipOf(s, 'c').shields).toBe(0);
      }),
      kase('no hit or crit: not asked', trTable('defender'), trPlay('t', 'c', ['focus', 'blank']), (_s, seen) =>
        expect(offered(seen, 'Treacherous')).toBe(false),
      ),
      kase('c attacks through o: not asked', trTable('attacker'), trPlay('c', 't', ['hit', 'hit']), (_s, seen) =>
        expect(offered(seen, 'Treacherous')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${TR}:0`,
    applies: kase('t destroyed at range 1 of c: its charge comes back', trKillTable(550, 300, 0), trKill, (s) =>
      expect(trCharges(s)).toBe(1),
    ),
    doesNotApply: [
      kase('t destroyed far from c: no charge', trKillTable(60, 880, 0), trKill, (s) => expect(trCharges(s)).toBe(0)),
      kase('c’s charge is there: nothing to recover', trKillTable(550, 300, 1), trKill, (s) =>
        expect(trCharges(s)).toBe(1),
      ),
    ],
  },
);

// ---- Escort Fighter ----

const ESCORT = 'escortfighter-evacuationofdqar';
/**
 * The TIE t (400, 450, facing down) attacks the ship d (a Firespray, or an X-wing when `small`) at (400, 300), facing
 * away; the X-wing e (the card aboard, its charge) stands at (`ex`, 300): in t's front arc at 330, outside it at 50.
 */
const escortTable =
  (o: { small?: boolean; ex?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', o.small ? 'redsquadronveteran' : 'bountyhunter', 400, 300, {
          pose: { x: 400, y: 300, heading: 180 },
        }),
        rebel('e', 'redsquadronveteran', o.ex ?? 320, 280, {
          pose: { x: o.ex ?? 320, y: 280, heading: 180 },
          upgrades: [ESCORT],
        }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const escortPlay = attackPlay('t', 'd', () =>
  answers(rolls('t', 'attack', ['hit']), rolls('d', 'defense', ['blank']), modifiesWith('Escort Fighter')),
);

SPECS.push({
  source: `upgrade:${ESCORT}:0`,
  applies: kase('d (medium) defends, e in t’s front arc: a focus added, e strained', escortTable(), escortPlay, (s) => {
    expect(shipOf(s, 'e').tokens.strain).toBe(1);
    expect(logged(s, 'modification-used', 'd').length + logged(s, 'modification-used', 'e').length).toBe(1);
  }),
  doesNotApply: [
    kase('d is small: not offered', escortTable({ small: true }), escortPlay, (_s, seen) =>
      expect(offered(seen, 'Escort Fighter')).toBe(false),
    ),
    kase('e outside t’s arcs: not offered', escortTable({ ex: 60 }), escortPlay, (_s, seen) =>
      expect(offered(seen, 'Escort Fighter')).toBe(false),
    ),
  ],
});

// ---- Selfless ----

/**
 * The TIE t (at (300, 460), turned to heading 210) attacks the X-wing x at (330, 300), range 2; the X-wing s carrying
 * Selfless stands at (`sx`, 300): 250 is inside t's front arc at range 1 of x, 420 outside the arc at range 1, 150
 * inside it beyond range 1 of x.
 */
const selflessTable = (sx: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 330, 300), rebel('s', 'redsquadronveteran', sx, 300, { upgrades: ['selfless'] })],
    [{ id: 't', pilot: 'academypilot', pose: { x: 300, y: 460, heading: 210 } }],
  );
const selflessPlay = (faces: string[]) =>
  attackPlay('t', 'x', () => answers(rolls('t', 'attack', faces), useAbilityOf('Selfless')));

SPECS.push({
  source: 'upgrade:selfless:0',
  applies: kase(
    's beside x in the arc: it takes a crit, and the attack’s crit is cancelled',
    selflessTable(250),
    selflessPlay(['crit', 'hit']),
    (s) => {
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 0, hits: 1 });
      expect(shipOf(s, 's').shields).toBe(1);
    },
  ),
  doesNotApply: [
    kase('s outside the attack arc', selflessTable(420), selflessPlay(['crit', 'hit']), (_s, seen) =>
      expect(offered(seen, 'Selfless')).toBe(false),
    ),
    kase('s beyond range 1 of x', selflessTable(150), selflessPlay(['crit', 'hit']), (_s, seen) =>
      expect(offered(seen, 'Selfless')).toBe(false),
    ),
    kase('no crit rolled', selflessTable(250), selflessPlay(['hit', 'hit']), (_s, seen) =>
      expect(offered(seen, 'Selfless')).toBe(false),
    ),
  ],
});

// ---- It's a Trap! and No Escape (Battle over Endor) ----

/**
 * The X-wing x at (400, 300) faces the TIE t at (400, 450), range 2; `extra` ships beside them (a rebel w at
 * (470, 260), range 1 of x, or at (470, 420), range 1 of t; an imperial t2 at (330, 330) or (330, 420)).
 */
const trapTable =
  (x: string[], extra: { w?: [number, string[]]; t2?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x }),
        ...(extra.w ? [rebel('w', 'redsquadronveteran', 470, extra.w[0], { upgrades: extra.w[1] })] : []),
      ],
      [
        imperial('t', 'academypilot', 400, 450),
        ...(extra.t2 !== undefined ? [imperial('t2', 'academypilot', 330, extra.t2)] : []),
      ],
    );
const TRAP = 'It’s a Trap!';
const trapPlay = attackPlay('t', 'x', () =>
  answers(
    rolls('t', 'attack', ['hit', 'hit']),
    rolls('x', 'defense', ['blank', 'blank'], ['evade']),
    modifiesWith(TRAP),
  ),
);
const ESCAPE = 'No Escape';
const escapePlay = (weapon = 'primary') =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ['blank', 'blank', 'blank'], ['hit']), modifiesWith(ESCAPE)),
    weapon,
  );

SPECS.push(
  {
    source: 'upgrade:itsatrap-battleoverendor:0',
    applies: kase(
      'a wingman beside x, no enemy at range 0–1: a blank rerolled into an evade',
      trapTable(['itsatrap-battleoverendor'], { w: [260, []] }),
      trapPlay,
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase('no wingman beside x', trapTable(['itsatrap-battleoverendor']), trapPlay, (_s, seen) =>
        expect(offered(seen, TRAP)).toBe(false),
      ),
      kase(
        'a wingman and an enemy beside x',
        trapTable(['itsatrap-battleoverendor'], { w: [260, []], t2: 330 }),
        trapPlay,
        (_s, seen) => expect(offered(seen, TRAP)).toBe(false),
      ),
      kase(
        'the wingman carries it, x defends',
        trapTable([], { w: [260, ['itsatrap-battleoverendor']] }),
        trapPlay,
        (_s, seen) => expect(offered(seen, TRAP)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:noescape-battleoverendor:0',
    applies: kase(
      'a wingman at range 1 of t, no other enemy there: a blank rerolled into a hit',
      trapTable(['noescape-battleoverendor', 'ioncannon'], { w: [420, []] }),
      escapePlay(),
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase('nobody near t', trapTable(['noescape-battleoverendor']), escapePlay(), (_s, seen) =>
        expect(offered(seen, ESCAPE)).toBe(false),
      ),
      kase(
        'a wingman and another TIE near t',
        trapTable(['noescape-battleoverendor'], { w: [420, []], t2: 420 }),
        escapePlay(),
        (_s, seen) => expect(offered(seen, ESCAPE)).toBe(false),
      ),
      kase(
        'an Ion Cannon attack',
        trapTable(['noescape-battleoverendor', 'ioncannon'], { w: [420, []] }),
        escapePlay('ioncannon'),
        (_s, seen) => expect(offered(seen, ESCAPE)).toBe(false),
      ),
      kase(
        'the wingman carries it, x attacks',
        trapTable(['ioncannon'], { w: [420, ['noescape-battleoverendor']] }),
        escapePlay(),
        (_s, seen) => expect(offered(seen, ESCAPE)).toBe(false),
      ),
    ],
  },
);

// ---- Saturation Salvo ----

/** The X-wing x (Saturation Salvo, Proton Torpedoes, a lock on t) faces the TIE t at range 2. */
const salvoTable =
  (up: string[] = ['saturationsalvo', 'protontorpedoes']) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: up, locks: ['t'] }),
        ...(up.includes('saturationsalvo')
          ? []
          : [rebel('w', 'redsquadronveteran', 330, 300, { upgrades: ['saturationsalvo', 'protontorpedoes'] })]),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const salvoPlay = (weapon = 'protontorpedoes') =>
  attackPlay(
    'x',
    't',
    () =>
      answers(
        rolls('x', 'attack', ['hit', 'hit', 'hit', 'hit']),
        rolls('t', 'defense', ['evade', 'evade', 'evade'], ['blank']),
        modifiesWith('Saturation Salvo'),
      ),
    weapon,
  );
const torpCharges = (s: GameState) => shipOf(s, 'x').upgrades.find((u) => u.xws === 'protontorpedoes')?.charges;

SPECS.push({
  source: 'upgrade:saturationsalvo:0',
  applies: kase(
    'a torpedo attack: a torpedo charge makes t reroll two evades into blanks',
    salvoTable(),
    salvoPlay(),
    (s) => {
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 3 });
      expect(torpCharges(s)).toBe(0);
    },
  ),
  doesNotApply: [
    kase('its wingman carries it, x fires its torpedoes', salvoTable(['protontorpedoes']), salvoPlay(), (_s, seen) =>
      expect(offered(seen, 'Saturation Salvo')).toBe(false),
    ),
    kase('a primary attack', salvoTable(), salvoPlay('primary'), (_s, seen) =>
      expect(offered(seen, 'Saturation Salvo')).toBe(false),
    ),
    kase(
      'x defends against t',
      salvoTable(),
      attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['hit', 'hit']), modifiesWith('Saturation Salvo'))),
      (_s, seen) => expect(offered(seen, 'Saturation Salvo')).toBe(false),
    ),
  ],
});

/**
 * For the Cause: x (the card) and the TIE t at range 2 face each other; x's wingman w at `wx` (330: range 1 of x; 100:
 * range 3) holds `wTokens`. `xAttacks`: x attacks t (rolling a focus and a hit), else t attacks x (x rolling a focus
 * and an evade against two hits).
 */
const FTC = 'forthecause-evacuationofdqar';
const ftcTable =
  (wTokens: Record<string, number>, wx = 330) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [FTC] }),
        rebel('w', 'redsquadronveteran', wx, 300, { tokens: wTokens }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const ftcPlay = (xAttacks: boolean) =>
  attackPlay(xAttacks ? 'x' : 't', xAttacks ? 't' : 'x', () =>
    answers(
      rolls('x', 'attack', ['focus', 'hit']),
      rolls('t', 'attack', ['hit', 'hit']),
      rolls('x', 'defense', ['focus', 'evade']),
      modifiesWith('For the Cause'),
      picks('use-ability', 'use:w'),
      picks('use-ability', 'use:deplete'),
    ),
  );
/** Both carry it: x attacks t; x's wingman w and t's wingman u (beside t) are strained and depleted. */
const ftcDuel = () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [FTC] }),
      rebel('w', 'redsquadronveteran', 330, 300, { tokens: { strain: 1, deplete: 1 } }),
    ],
    [
      imperial('t', 'academypilot', 400, 450, { upgrades: [FTC] }),
      imperial('u', 'academypilot', 470, 450, { tokens: { strain: 1, deplete: 1 } }),
    ],
  );
const ftcDuelPlay = attackPlay('x', 't', () =>
  answers(
    rolls('x', 'attack', ['focus', 'hit']),
    rolls('t', 'defense', ['focus', 'evade']),
    modifiesWith('For the Cause', 2),
    picks('use-ability', 'use:w'),
    picks('use-ability', 'use:u'),
    picks('use-ability', 'use:deplete'),
  ),
);
const ftcLeft = (s: GameState) => [shipOf(s, 'w').tokens.strain ?? 0, shipOf(s, 'w').tokens.deplete ?? 0];

SPECS.push(
  {
    source: `upgrade:${FTC}:0`,
    applies: kase(
      'x attacks: its focus result spent, w removes its deplete token (its strain stays)',
      ftcTable({ strain: 1, deplete: 1 }),
      ftcPlay(true),
      (s) => {
        expect(ftcLeft(s)).toEqual([1, 0]);
        expect(logged(s, 'attack-neutralized').at(-1)?.data?.hits).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'x spends a focus token instead: w keeps its tokens',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [FTC], tokens: { focus: 1 } }),
              rebel('w', 'redsquadronveteran', 330, 300, { tokens: { strain: 1, deplete: 1 } }),
            ],
            [imperial('t', 'academypilot', 400, 450)],
          ),
        attackPlay('x', 't', () =>
          answers(
            rolls('x', 'attack', ['focus', 'hit']),
            picks('modify-attack-dice', 'mod:focus'),
            picks('use-ability', 'use:w'),
            picks('use-ability', 'use:deplete'),
          ),
        ),
        (s) => expect(ftcLeft(s)).toEqual([1, 1]),
      ),
      kase(
        'only the defender carries it (its wingman u strained): x’s focus and t’s focus results stay',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300)],
            [
              imperial('t', 'academypilot', 400, 450, { upgrades: [FTC] }),
              imperial('u', 'academypilot', 470, 450, { tokens: { strain: 1, deplete: 1 } }),
            ],
          ),
        attackPlay('x', 't', () =>
          answers(
            rolls('x', 'attack', ['focus', 'hit']),
            rolls('t', 'defense', ['blank', 'blank']),
            modifiesWith('For the Cause', 2),
          ),
        ),
        (_s, seen) => expect(offered(seen, 'For the Cause')).toBe(false),
      ),
      kase(
        'only the attacker carries it (its wingman w strained), t rolling a focus: nothing offered on the defense dice',
        ftcTable({ strain: 1, deplete: 1 }),
        attackPlay('x', 't', () =>
          answers(
            rolls('x', 'attack', ['blank', 'blank']),
            rolls('t', 'defense', ['focus', 'focus']),
            modifiesWith('For the Cause', 2),
          ),
        ),
        (_s, seen) => expect(offered(seen, 'For the Cause')).toBe(false),
      ),
      kase('w holds no strain or deplete token: not offered', ftcTable({ stress: 1 }), ftcPlay(true), (_s, seen) =>
        expect(offered(seen, 'For the Cause')).toBe(false),
      ),
      kase('w is at range 3: not offered', ftcTable({ strain: 1, deplete: 1 }, 100), ftcPlay(true), (_s, seen) =>
        expect(offered(seen, 'For the Cause')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${FTC}:0`,
    applies: kase(
      'x defends: its focus result spent, w removes its deplete token',
      ftcTable({ strain: 1, deplete: 1 }),
      ftcPlay(false),
      (s) => expect(ftcLeft(s)).toEqual([1, 0]),
    ),
    doesNotApply: kase('x defends, w unstrained: not offered', ftcTable({}), ftcPlay(false), (_s, seen) =>
      expect(offered(seen, 'For the Cause')).toBe(false),
    ),
  },
  {
    source: `upgrade:${FTC}:0`,
    applies: kase(
      'both carry it: each spends a result, and each use sets off only its own ship’s pick',
      ftcDuel,
      ftcDuelPlay,
      (s) => {
        expect(usedIndexes(s, `upgrade:${FTC}:0`)).toEqual([0, 2, 1, 2]);
        expect([shipOf(s, 'w').tokens.deplete ?? 0, shipOf(s, 'u').tokens.deplete ?? 0]).toEqual([0, 0]);
      },
    ),
    doesNotApply: kase('x defends, w unstrained: not offered', ftcTable({}), ftcPlay(false), (_s, seen) =>
      expect(offered(seen, 'For the Cause')).toBe(false),
    ),
  },
);

/**
 * Heroic Sacrifice: Arvel Crynyd's A-wing a (the card; the only A-wing with SLAM on its bar) executes a 2 straight, then picks `action`; its SLAM (a 2 straight) runs
 * into the large ship d ahead (or the small TIE t in its place) and stops touching it, at range 0. A wingman w
 * (a K-wing, SLAM on its bar, no card) takes its own turn when `wing`: a has then activated. The five dice are entered as `faces`.
 */
const HS = 'heroicsacrifice-battleoverendor';
const hsTable =
  (opts: { small?: boolean; wing?: boolean; stress?: number; card?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('a', 'arvelcrynyd-battleoverendor', 400, 150, {
          dial: '2F',
          upgrades: opts.card === false ? [] : [HS],
          ...(opts.stress ? { tokens: { stress: opts.stress } } : {}),
          ...(opts.wing ? { round: { activated: true } } : {}),
        }),
        ...(opts.wing ? [rebel('w', 'wardensquadronpilot', 150, 150, { dial: '2F' })] : []),
      ],
      [
        opts.small
          ? imperial('t', 'academypilot', 400, 420, { round: { activated: true } })
          : imperial('d', 'patrolleader', 400, 440, { round: { activated: true } }),
      ],
    );
const hsPlay = (ship: string, action: string, faces = ['hit', 'hit', 'crit', 'focus', 'blank']) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'enter-dice' && d.prompt.includes('Heroic Sacrifice') ? ['enter', faces] : undefined),
      picks('choose-action', action, ship),
    ),
  );
const hsGone = (s: GameState) => logged(s, 'ship-destroyed', 'a').length > 0;

SPECS.push(
  {
    source: `upgrade:${HS}:0`,
    applies: kase(
      'a SLAM into the large ship: two hits and a crit deal it three facedown cards, its shields kept; a is destroyed',
      hsTable(),
      hsPlay('a', 'slam:2F'),
      (s) => {
        expect(shipOf(s, 'd').damage.map((c) => c.faceup)).toEqual([false, false, false]);
        expect(shipOf(s, 'd').shields).toBe(4);
        expect(hsGone(s)).toBe(true);
      },
    ),
    doesNotApply: [
      kase('a focus action: nothing rolled, a stays', hsTable(), hsPlay('a', 'focus'), (s) => {
        expect(shipOf(s, 'd').damage).toEqual([]);
        expect(hsGone(s)).toBe(false);
      }),
      kase('the wingman’s SLAM: a stays', hsTable({ wing: true }), hsPlay('w', 'slam:2F'), (s) => {
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['slam']);
        expect(hsGone(s)).toBe(false);
      }),
    ],
  },
  {
    source: `upgrade:${HS}:0`,
    applies: kase(
      'only a small ship at range 0: it is not damaged, a is still destroyed',
      hsTable({ small: true }),
      hsPlay('a', 'slam:2F'),
      (s) => {
        expect(logged(s, 'maneuver-executed', 'a').at(-1)?.text).toContain('overlapping t');
        expect(shipOf(s, 't').damage).toEqual([]);
        expect(hsGone(s)).toBe(true);
      },
    ),
    doesNotApply: kase(
      'a focus action beside the small ship: nothing rolled',
      hsTable({ small: true }),
      hsPlay('a', 'focus'),
      (s) => expect(hsGone(s)).toBe(false),
    ),
  },
  {
    source: `upgrade:${HS}:0`,
    standing: true,
    applies: kase(
      'stressed after its blue 2 straight, a is still offered a SLAM',
      hsTable({ stress: 2 }),
      hsPlay('a', 'focus'),
      (_s, seen) =>
        expect(
          seen.some(
            (d) => d.kind === 'choose-action' && d.ship === 'a' && d.options.some((o) => o.id.startsWith('slam')),
          ),
        ).toBe(true),
    ),
    doesNotApply: [
      kase(
        'no card: stressed, no SLAM offered',
        hsTable({ stress: 2, card: false }),
        hsPlay('a', 'focus'),
        (_s, seen) =>
          expect(
            seen.some(
              (d) => d.kind === 'choose-action' && d.ship === 'a' && d.options.some((o) => o.id.startsWith('slam')),
            ),
          ).toBe(false),
      ),
    ],
  },
);

// ---- Tierfon Belly Run ----

/**
 * A Gold Squadron Y-wing (y, at (400, 300) facing up, Dorsal Turret aboard, Tierfon Belly Run unless `plain`, a lock
 * on the TIE) on an asteroid (or a debris cloud, or nothing: `under`); the TIE t at range 1 ahead, a lock on the Y-wing.
 */
const tierfonTable =
  (o: { under?: 'asteroid' | 'debris' | 'none'; plain?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('y', 'goldsquadronveteran', 400, 300, {
          upgrades: ['dorsalturret', ...(o.plain ? [] : ['tierfonbellyrun'])],
          turret: 'front',
          locks: ['t'],
        }),
      ],
      [imperial('t', 'academypilot', 400, 400, { locks: ['y'] })],
      o.under === 'none'
        ? {}
        : {
            obstacles: [
              { name: o.under === 'debris' ? 'debris-1' : 'asteroid-3', pose: { x: 400, y: 270, heading: 0 } },
            ],
          },
    );
/** The Y-wing's attack options once it is asked to engage (none: it could not attack). */
const yAttacks = (s: GameState) =>
  logged(s, 'attack-declared', 'y').length > 0
    ? ['declared']
    : s.pending?.kind === 'declare-attack' && s.pending.ship === 'y'
      ? s.pending.options.map((o) => o.id.split(':')[2] ?? o.id).sort()
      : [];
const yEngages = playing(
  (s) => (s.pending?.kind === 'declare-attack' && s.pending.ship === 'y') || logged(s, 'no-attack', 'y').length > 0,
);
/** The TIE attacks the Y-wing and enters a blank; whether its lock's reroll is offered. */
const tieRerollOffered = (seen: readonly Decision[]) =>
  seen.some(
    (d) => d.kind === 'modify-attack-dice' && d.ship === 't' && d.options.some((o) => /lock/i.test(o.id + o.label)),
  );
const yRerollOffered = (seen: readonly Decision[]) =>
  seen.some(
    (d) => d.kind === 'modify-attack-dice' && d.ship === 'y' && d.options.some((o) => /lock/i.test(o.id + o.label)),
  );
SPECS.push(
  {
    source: 'upgrade:tierfonbellyrun:0',
    standing: true,
    applies: kase(
      'on an asteroid: its Dorsal Turret may attack, its primary weapon not',
      tierfonTable(),
      yEngages,
      (s) => expect(yAttacks(s)).toEqual(['dorsalturret', 'pass']),
    ),
    doesNotApply: [
      kase('without the card: no attack at all', tierfonTable({ plain: true }), yEngages, (s) =>
        expect(logged(s, 'no-attack', 'y')).toHaveLength(1),
      ),
      kase('on a debris cloud: no attack at all', tierfonTable({ under: 'debris' }), yEngages, (s) =>
        expect(logged(s, 'no-attack', 'y')).toHaveLength(1),
      ),
    ],
  },
  {
    source: 'upgrade:tierfonbellyrun:0',
    standing: true,
    applies: kase(
      'defending on an asteroid: the TIE cannot reroll with its lock',
      tierfonTable(),
      attackPlay('t', 'y'),
      (_s, seen) => expect(tieRerollOffered(seen)).toBe(false),
    ),
    doesNotApply: [
      kase(
        'defending in open space: the lock rerolls',
        tierfonTable({ under: 'none' }),
        attackPlay('t', 'y'),
        (_s, seen) => expect(tieRerollOffered(seen)).toBe(true),
      ),
      kase(
        'attacking from the asteroid with its turret: its own lock rerolls',
        tierfonTable(),
        attackPlay('y', 't', undefined, 'dorsalturret'),
        (_s, seen) => expect(yRerollOffered(seen)).toBe(true),
      ),
    ],
  },
);

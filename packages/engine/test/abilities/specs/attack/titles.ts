/**
 * Card specs for the titles of abilities/cards/attack/titles.ts. Rules: 000 "Performing an Attack" (Roll and Modify
 * Dice); 001 Arcs (front, full rear). The X-wing (x, seat 0) attacks the TIE (t).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** x attacks t (facing `heading`, 0: away from x); Soulless One on t, or on a wingman w facing away far aside. */
const soullessTable = (heading: number, onT: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('t', 'academypilot', 400, 450, {
        pose: { x: 400, y: 450, heading },
        upgrades: onT ? ['soullessone'] : [],
      }),
      imperial('w', 'academypilot', 150, 450, {
        pose: { x: 150, y: 450, heading: 0 },
        upgrades: onT ? [] : ['soullessone'],
      }),
    ],
  );
const soullessPlay = attackPlay('x', 't', () =>
  answers(
    rolls('x', 'attack', ['hit', 'hit']),
    rolls('t', 'defense', ['blank'], ['evade']),
    modifiesWith('Soulless One'),
  ),
);

const table =
  (x: Partial<PositionShip>, t: PositionShip, more: PositionShip[] = []) =>
  () =>
    position('engagement', [rebel('x', 'redsquadronveteran', 400, 300, x), ...more], [t]);
const count = (weapon = 'primary') => attackPlay('x', 't', () => () => undefined, weapon);
const ahead = imperial('t', 'academypilot', 400, 450);
/** The TIE flies away from x: x is in its full rear arc. */
const away = (tx = 400) => ({ id: 't', pilot: 'academypilot', pose: { x: tx, y: 450, heading: 0 } });
const slavePlay = (weapon = 'primary') =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit']), modifiesWith('Slave I')), weapon);

/** An ARC-170 (x) with its rear arc on the TIE behind it at range 1; `f`: a far wingman's upgrades. */
const rearTable =
  (x: string[], f: string[] = []) =>
  () =>
    position(
      'engagement',
      [
        { id: 'x', pilot: 'ibtisam', upgrades: x, pose: { x: 400, y: 300, heading: 0 } },
        rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f }),
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 200, heading: 0 } }],
    );
const marauderPlay = (weapon = 'primary') =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['blank'], ['hit']), modifiesWith('Marauder')), weapon);
const arcOf = (s: GameState) => logged(s, 'attack-declared', 'x').map((e) => e.data?.arc);

const defendTable =
  (t: Partial<PositionShip>, y = 450, x: Partial<PositionShip> = {}, w: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x)],
      [imperial('t', 'academypilot', 400, y, t), imperial('w', 'academypilot', 700, 450, w)],
    );

const asteroid = { obstacles: [{ id: 'rock', name: 'asteroid-9', pose: { x: 400, y: 430, heading: 0 } }] };
const outriderTable =
  (x: string[], y: number, obstructed: boolean, f: string[] = []) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x }),
        rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f }),
      ],
      [imperial('t', 'academypilot', 400, y)],
      obstructed ? asteroid : {},
    );
const outriderPlay = (weapon = 'primary') =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ['hit']), rolls('t', 'defense', ['evade']), modifiesWith('Outrider')),
    weapon,
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:marauder:0',
    applies: kase('a rear-arc primary attack: a blank rerolled', rearTable(['marauder']), marauderPlay(), (s) => {
      expect(arcOf(s)).toEqual(['rear']);
      expect(logged(s, 'dice-rerolled')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('a front-arc primary attack', table({ upgrades: ['marauder'] }, ahead), marauderPlay(), (_s, seen) =>
        expect(offered(seen, 'Marauder')).toBe(false),
      ),
      kase(
        'a rear-arc special weapon',
        rearTable(['marauder', 'hotshottailblaster']),
        marauderPlay('hotshottailblaster'),
        (s, seen) => {
          expect(arcOf(s)).toEqual(['rear']);
          expect(offered(seen, 'Marauder')).toBe(false);
        },
      ),
      kase('a wingman carries it', rearTable([], ['marauder']), marauderPlay(), (_s, seen) =>
        expect(offered(seen, 'Marauder')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:assailer:0',
    applies: kase(
      'defending at range 1: a die more',
      defendTable({ upgrades: ['assailer'] }, 390),
      attackPlay('x', 't', () => useAbilityOf('Assailer')),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(4),
    ),
    doesNotApply: [
      kase(
        'defending at range 2',
        defendTable({ upgrades: ['assailer'] }),
        attackPlay('x', 't', () => useAbilityOf('Assailer')),
        (_s, seen) => expect(offered(seen, 'Assailer')).toBe(false),
      ),
      kase(
        'the attacker carries it',
        defendTable({}, 390, { upgrades: ['assailer'] }),
        attackPlay('x', 't', () => useAbilityOf('Assailer')),
        (_s, seen) => expect(offered(seen, 'Assailer')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:millenniumfalcon:0',
    applies: kase(
      'evading: a defense die rerolled',
      defendTable({ upgrades: ['millenniumfalcon'], tokens: { evade: 1 } }),
      attackPlay('x', 't', () => answers(rolls('t', 'defense', ['blank'], ['evade']), modifiesWith('Millennium'))),
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase(
        'not evading',
        defendTable({ upgrades: ['millenniumfalcon'] }),
        attackPlay('x', 't', () => modifiesWith('Millennium')),
        (_s, seen) => expect(offered(seen, 'Millennium')).toBe(false),
      ),
      kase(
        'an evading wingman of the defender carries it',
        defendTable({}, 450, {}, { upgrades: ['millenniumfalcon'], tokens: { evade: 1 } }),
        attackPlay('x', 't', () => modifiesWith('Millennium')),
        (_s, seen) => expect(offered(seen, 'Millennium')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:outrider:0',
    applies: kase(
      'range 3, obstructed: a die more, and an evade becomes a focus',
      outriderTable(['outrider'], 560, true),
      outriderPlay(),
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(4);
        expect(offered(seen, 'Outrider')).toBe(true);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 });
      },
    ),
    doesNotApply: [
      kase('range 2, clear', outriderTable(['outrider'], 450, false), outriderPlay(), (_s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(3);
        expect(offered(seen, 'Outrider')).toBe(false);
      }),
      kase(
        'a special weapon at range 3, clear',
        outriderTable(['outrider', 'ioncannon'], 560, false),
        outriderPlay('ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase('a wingman carries it', outriderTable([], 560, true, ['outrider']), outriderPlay(), (_s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(3);
        expect(offered(seen, 'Outrider')).toBe(false);
      }),
    ],
  },
  {
    source: 'upgrade:punishingone:0',
    applies: kase(
      'the defender in the front arc: a die more',
      table({ upgrades: ['punishingone'] }, ahead),
      count(),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
    ),
    doesNotApply: [
      kase(
        'a wingman carries it',
        table({}, ahead, [rebel('f', 'redsquadronveteran', 400, 200, { upgrades: ['punishingone'] })]),
        count(),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'a special weapon',
        table({ upgrades: ['punishingone', 'ioncannon'] }, ahead),
        count('ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'a rear-arc primary attack',
        () =>
          position(
            'engagement',
            [{ id: 'x', pilot: 'ibtisam', upgrades: ['punishingone'], pose: { x: 400, y: 300, heading: 0 } }],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 200, heading: 0 } }],
          ),
        count(),
        (s, seen) => {
          expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.arc)).toEqual(['rear']);
          expect(diceCounts(seen, 'x', 't').attack).toBe(3);
        },
      ),
    ],
  },
  {
    source: 'upgrade:slavei-swz82:0',
    applies: kase(
      'behind the defender: the hit becomes a crit',
      table({ upgrades: ['slavei-swz82'] }, away()),
      slavePlay(),
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: [
      kase(
        'a wingman carries it',
        table({}, away(), [rebel('f', 'redsquadronveteran', 330, 300, { upgrades: ['slavei-swz82'] })]),
        slavePlay(),
        (_s, seen) => expect(offered(seen, 'Slave I')).toBe(false),
      ),
      kase(
        'a turret attack (Dorsal Turret)',
        table({ upgrades: ['slavei-swz82', 'dorsalturret'], turret: 'front' }, away()),
        slavePlay('dorsalturret'),
        (_s, seen) => expect(offered(seen, 'Slave I')).toBe(false),
      ),
      kase('face to face', table({ upgrades: ['slavei-swz82'] }, ahead), slavePlay(), (_s, seen) =>
        expect(offered(seen, 'Slave I')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:soullessone:0',
    applies: kase(
      'the attacker is behind it: a defense die rerolled',
      soullessTable(0, true),
      soullessPlay,
      (s, seen) => {
        expect(offered(seen, 'Soulless One')).toBe(true);
        expect(logged(s, 'dice-rerolled')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('the attacker is in its front arc', soullessTable(180, true), soullessPlay, (_s, seen) =>
        expect(offered(seen, 'Soulless One')).toBe(false),
      ),
      kase('a wingman behind the attacker carries it', soullessTable(0, false), soullessPlay, (_s, seen) =>
        expect(offered(seen, 'Soulless One')).toBe(false),
      ),
    ],
  },
];

// ---- Mist Hunter (Armed and Dangerous) ----

const MH = 'misthunter-armedanddangerous';
const mhPlay = (weapon: string) =>
  attackPlay('x', 't', () => answers(useAbilityOf('Mist Hunter'), rolls('x', 'attack', ['hit'])), weapon);
const mhTable =
  (x: string[], t: string[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['ioncannon', ...x] })],
      [imperial('t', 'academypilot', 400, 450, { upgrades: t })],
    );
const bonusFor = (s: GameState, ship: string) => logged(s, 'bonus-attack-granted', ship).length;

SPECS.push({
  source: `upgrade:${MH}:0`,
  applies: kase('a cannon attack: strained for a primary bonus attack', mhTable([MH]), mhPlay('ioncannon'), (s) => {
    expect(bonusFor(s, 'x')).toBe(1);
    expect(shipOf(s, 'x').tokens.strain).toBe(1);
  }),
  doesNotApply: [
    kase('a primary attack', mhTable([MH]), mhPlay('primary'), (s) => expect(bonusFor(s, 'x')).toBe(0)),
    kase('the defender carries it', mhTable([], [MH]), mhPlay('ioncannon'), (s) =>
      expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
    ),
  ],
});

// ---- Lando's Millennium Falcon (Armed and Dangerous), Millennium Falcon (Battle over Endor) ----

const LMF = 'landosmillenniumfalcon-armedanddangerous';
const MFB = 'millenniumfalcon-battleoverendor';
const falconTable =
  (x: Partial<PositionShip>, t: Partial<PositionShip>, f: Partial<PositionShip> = {}, w: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x), rebel('f', 'redsquadronveteran', 50, 300, f)],
      [imperial('t', 'academypilot', 400, 450, t), imperial('w', 'academypilot', 750, 800, w)],
    );
const lmfPlay = (weapon = 'primary') => attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit'])), weapon);
const mfbPlay = attackPlay('x', 't', () =>
  answers(
    modifiesWith('Millennium Falcon'),
    rolls('x', 'attack', ['blank'], ['hit']),
    rolls('t', 'defense', ['blank']),
  ),
);

SPECS.push(
  {
    source: `upgrade:${LMF}:0`,
    applies: kase(
      'a stressed defender: one more attack die',
      falconTable({ upgrades: [LMF] }, { tokens: { stress: 1 } }),
      lmfPlay(),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
    ),
    doesNotApply: [
      kase('a defender without red or orange tokens', falconTable({ upgrades: [LMF] }, {}), lmfPlay(), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'a torpedo attack on a stressed defender',
        falconTable({ upgrades: [LMF, 'protontorpedoes'], locks: ['t'] }, { tokens: { stress: 1 } }),
        lmfPlay('protontorpedoes'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
      ),
      kase(
        'the defender carries it, the attacker stressed',
        falconTable({ tokens: { stress: 1 } }, { upgrades: [LMF] }),
        lmfPlay(),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
    ],
  },
  {
    source: `upgrade:${MFB}:0`,
    applies: kase(
      'attacking while strained: a blank rerolled',
      falconTable({ upgrades: [MFB], tokens: { strain: 1 } }, {}),
      mfbPlay,
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('no red or orange token', falconTable({ upgrades: [MFB] }, {}), mfbPlay, (_s, seen) =>
        expect(offered(seen, 'Millennium Falcon')).toBe(false),
      ),
      kase('defending without red or orange tokens', falconTable({}, { upgrades: [MFB] }), mfbPlay, (_s, seen) =>
        expect(offered(seen, 'Millennium Falcon')).toBe(false),
      ),
      kase(
        'the attacker’s stressed wingman carries it',
        falconTable({}, {}, { upgrades: [MFB], tokens: { stress: 1 } }),
        mfbPlay,
        (_s, seen) => expect(offered(seen, 'Millennium Falcon')).toBe(false),
      ),
      kase(
        'the defender’s stressed wingman carries it',
        falconTable({}, {}, {}, { upgrades: [MFB], tokens: { stress: 1 } }),
        mfbPlay,
        (_s, seen) => expect(offered(seen, 'Millennium Falcon')).toBe(false),
      ),
    ],
  },
);

// ---- Houndstooth (Armed and Dangerous) ----

/**
 * The YV-666 h (Houndstooth, reinforced `facing`) faces the TIE t at range 2, ahead of it (t stressed when `stress`).
 */
const houndTable =
  (facing: 'fore' | 'aft', stress = false) =>
  () =>
    position(
      'engagement',
      [rebel('h', 'trandoshanslaver', 400, 300, { upgrades: ['houndstooth-armedanddangerous'], reinforce: facing })],
      [imperial('t', 'academypilot', 400, 500, stress ? { tokens: { stress: 1 } } : {})],
    );
/** The X-wing x at (300, 300) and a YV-666 w with the title (reinforced fore) at (480, 300); the TIE t ahead of both. */
const houndWingTable = () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 300, 300),
      rebel('w', 'trandoshanslaver', 480, 300, { upgrades: ['houndstooth-armedanddangerous'], reinforce: 'fore' }),
    ],
    [imperial('t', 'academypilot', 390, 480, { tokens: { stress: 1 } })],
  );
const houndPlay = (attacker: string, defender: string, ...uses: string[]) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['focus', 'focus', 'focus']), ...uses.map((u) => modifiesWith(u))),
  );
const houndResult = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data;

SPECS.push(
  {
    source: 'upgrade:houndstooth-armedanddangerous:0',
    applies: kase(
      'reinforced fore, t ahead: a focus becomes a hit',
      houndTable('fore'),
      houndPlay('h', 't', 'Houndstooth (hit)'),
      (s) => expect(houndResult(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase('reinforced aft, t ahead', houndTable('aft'), houndPlay('h', 't', 'Houndstooth (hit)'), (_s, seen) =>
        expect(offered(seen, 'Houndstooth')).toBe(false),
      ),
      kase(
        'a wingman of x carries the title, x attacks',
        houndWingTable,
        houndPlay('x', 't', 'Houndstooth (hit)'),
        (_s, seen) => expect(offered(seen, 'Houndstooth')).toBe(false),
      ),
      kase('t attacks h', houndTable('fore'), houndPlay('t', 'h', 'Houndstooth (hit)'), (_s, seen) =>
        expect(offered(seen, 'Houndstooth')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:houndstooth-armedanddangerous:0',
    applies: kase(
      't stressed: a focus becomes a crit',
      houndTable('fore', true),
      houndPlay('h', 't', 'Houndstooth (crit)'),
      (s) => expect(houndResult(s)).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: [
      kase(
        't not stressed: no crit offered',
        houndTable('fore'),
        houndPlay('h', 't', 'Houndstooth (crit)'),
        (_s, seen) => expect(offered(seen, 'Houndstooth (crit)')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:houndstooth-armedanddangerous:0',
    applies: kase(
      't stressed, the hit change made first: no crit change follows (one change an attack)',
      houndTable('fore', true),
      houndPlay('h', 't', 'Houndstooth (hit)', 'Houndstooth (crit)'),
      (s) => expect(houndResult(s)).toMatchObject({ hits: 1, crits: 0 }),
    ),
    doesNotApply: [],
  },
  {
    source: 'upgrade:houndstooth-armedanddangerous:0',
    applies: kase(
      't stressed, the crit change made first: no hit change follows',
      houndTable('fore', true),
      houndPlay('h', 't', 'Houndstooth (crit)', 'Houndstooth (hit)'),
      (s) => expect(houndResult(s)).toMatchObject({ hits: 0, crits: 1 }),
    ),
    doesNotApply: [
      kase(
        'reinforced aft, t stressed ahead',
        houndTable('aft', true),
        houndPlay('h', 't', 'Houndstooth (crit)'),
        (_s, seen) => expect(offered(seen, 'Houndstooth')).toBe(false),
      ),
    ],
  },
);

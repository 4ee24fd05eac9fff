/**
 * Card specs for the modifications of abilities/cards/attack/modifications.ts. Rules: 000 "Performing an Attack"
 * (Roll Defense Dice), "Damage", "Charges". The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { defPlay, defTable } from './crew.js';

const table = (x: Partial<PositionShip>, t: Partial<PositionShip>) => () =>
  position('engagement', [rebel('x', 'redsquadronveteran', 400, 300, x)], [imperial('t', 'academypilot', 400, 450, t)]);
const hits = attackPlay('x', 't', () => rolls('x', 'attack', ['hit', 'hit']));
const charges = (s: GameState, ship: string) =>
  shipOf(s, ship).upgrades.find((u) => u.xws === 'stealthdevice')?.charges;

const MF = 'Munitions Failsafe';
const mfTable =
  (x: string[], t: string[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['protontorpedoes', ...x], locks: ['t'] })],
      [imperial('t', 'academypilot', 400, 450, { upgrades: t })],
    );
const mfPlay = (weapon: string) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['blank', 'blank']), useAbilityOf(MF)), weapon);
const asked = (seen: Decision[]) => seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(MF)).length;

const BESKAR = 'Beskar Reinforced Plating';
/**
 * x attacks the TIE t (turned away when `away`) at range 2; `carrier` ('t' or its wingman w, whose front arc holds
 * x) has the plating; the Empire's damage deck starts with a Ship card.
 */
const beskarTable =
  (carrier: 't' | 'w', away = false) =>
  () => {
    const plating = { upgrades: ['beskarreinforcedplating'] };
    const empire = [
      {
        ...imperial('t', 'academypilot', 400, 450, carrier === 't' ? plating : {}),
        ...(away ? { pose: { x: 400, y: 450, heading: 0 } } : {}),
      },
      imperial('w', 'academypilot', 300, 450, carrier === 'w' ? plating : {}),
    ];
    return position('engagement', [rebel('x', 'redsquadronveteran', 400, 300)], empire, {
      players: [
        { name: 'Rebels', ships: [rebel('x', 'redsquadronveteran', 400, 300)] },
        { name: 'Empire', ships: empire, damageDeck: ['weaponsfailure', 'structuraldamage', 'structuraldamage'] },
      ],
    });
  };
const beskarPlay = (faces: string[], use: 'spend a charge' | 'two charges') =>
  attackPlay('x', 't', () =>
    answers(rolls('x', 'attack', faces), (d) =>
      d.kind === 'use-ability' && d.prompt.includes(BESKAR) && d.prompt.includes(use) ? ['use'] : undefined,
    ),
  );
const platingCharges = (s: GameState, ship: string) =>
  shipOf(s, ship).upgrades.find((u) => u.xws === 'beskarreinforcedplating')?.charges;

/**
 * Tactical Scrambler: the TIE t (400, 500) and the X-wing x (400, 300) face each other, the defender turned 45° so that
 * one closest line joins them; the Firespray g (the card aboard) stands across that line at (`gx`, 400), or aside.
 */
const TS = 'tacticalscrambler';
const tsTable =
  (attacker: 'x' | 't', gx = 400) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { pose: { x: 400, y: 300, heading: attacker === 'x' ? 0 : 45 } }),
        rebel('g', 'bountyhunter', gx, 400, { pose: { x: gx, y: 400, heading: 90 }, upgrades: [TS] }),
      ],
      [imperial('t', 'academypilot', 400, 500, { pose: { x: 400, y: 500, heading: attacker === 't' ? 180 : 135 } })],
    );

/**
 * Mandalorian Optics: the X-wing x (400, 300; the card aboard, a lock on t when `lock`) attacks the TIE t (400, 560)
 * across an asteroid at (400, 430); `more`: its other upgrades.
 */
const MO = 'mandalorianoptics';
const moTable =
  (lock: boolean, more: string[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [MO, ...more], ...(lock ? { locks: ['t'] } : {}) })],
      [imperial('t', 'academypilot', 400, 560)],
      { obstacles: [{ id: 'rock', name: 'asteroid-9', pose: { x: 400, y: 430, heading: 0 } }] },
    );
const moObstructed = (s: GameState) => logged(s, 'attack-declared', 'x').map((e) => e.data?.obstructed);
/** The System Phase: x (the card aboard) faces the TIE t at range 2 (or behind it when `behind`); w its wingman. */
const moSystemTable = (behind: boolean) => () =>
  position(
    'system',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { dial: '1F', upgrades: [MO] }),
      rebel('w', 'redsquadronveteran', 100, 100, { dial: '1F' }),
    ],
    [imperial('t', 'academypilot', 400, behind ? 150 : 450, { dial: '1F' }), farTie()],
  );
const moSystemPlay = (use: boolean) =>
  playing(
    leaves('system'),
    () => (d) =>
      d.kind === 'use-ability' && d.prompt.includes('Mandalorian Optics')
        ? [use ? (d.options.find((o) => o.id.startsWith('use:'))?.id ?? 'decline') : 'decline']
        : undefined,
  );
const moAsked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Mandalorian Optics')).length;

/**
 * Advanced Warning Systems: the TIE t attacks the X-wing x (the card aboard, facing away) at range 2; x's wingman f,
 * at (`fx`, 300), locks t when `lock`; `xAttacks`: x faces t and attacks it instead.
 */
const AWS = 'advancedwarningsystems-evacuationofdqar';
const awsTable =
  (o: { lock?: boolean; fx?: number; xAttacks?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: [AWS],
          ...(o.xAttacks ? {} : { pose: { x: 400, y: 300, heading: 180 } }),
        }),
        rebel('f', 'redsquadronveteran', o.fx ?? 330, 300, {
          pose: { x: o.fx ?? 330, y: 300, heading: 180 },
          ...(o.lock === false ? {} : { locks: [o.xAttacks ? 'x' : 't'] }),
        }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const awsPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(picks('choose-action', 'evade', 'x'), (d) =>
      d.kind === 'declare-attack' && d.ship !== attacker ? ['pass'] : undefined,
    ),
  );

/**
 * Automated Loaders' spec, once per printing (`card`: its xws): the X-wing x (the card, its charge; Proton Torpedoes
 * with `torpedoes` charges, a lock on t) attacks the TIE t at range 2, or t attacks x.
 */
export function automatedLoadersSpec(card: string): CardSpec {
  const alTable =
    (torpedoes = 1) =>
    () =>
      position(
        'engagement',
        [
          rebel('x', 'redsquadronveteran', 400, 300, {
            upgrades: [card, { xws: 'protontorpedoes', charges: torpedoes }],
            locks: ['t'],
          }),
        ],
        [imperial('t', 'academypilot', 400, 450)],
      );
  const alPlay = (attacker: string, defender: string, weapon = 'primary') =>
    attackPlay(
      attacker,
      defender,
      () =>
        answers(useAbilityOf('Automated Loaders'), picks('choose-action', 'reload', 'x'), (d) =>
          d.kind === 'declare-attack' && d.ship !== attacker ? ['pass'] : undefined,
        ),
      weapon,
    );
  const torpedoCharges = (s: GameState) => shipOf(s, 'x').upgrades.find((u) => u.xws === 'protontorpedoes')?.charges;

  return {
    source: `upgrade:${card}:0`,
    applies: kase(
      'after a primary attack: a charge, a reload, the torpedoes recover one',
      alTable(),
      alPlay('x', 't'),
      (s) => {
        expect(torpedoCharges(s)).toBe(2);
        expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(0);
      },
    ),
    doesNotApply: [
      kase('the torpedoes are full: not asked', alTable(2), alPlay('x', 't'), (_s, seen) =>
        expect(offered(seen, 'Automated Loaders')).toBe(false),
      ),
      kase('a torpedo attack: not asked', alTable(), alPlay('x', 't', 'protontorpedoes'), (_s, seen) =>
        expect(offered(seen, 'Automated Loaders')).toBe(false),
      ),
      kase('t attacks x: not asked', alTable(), alPlay('t', 'x'), (_s, seen) =>
        expect(offered(seen, 'Automated Loaders')).toBe(false),
      ),
    ],
  };
}

export const SPECS: CardSpec[] = [
  automatedLoadersSpec('automatedloaders-swz98'),
  {
    source: `upgrade:${AWS}:0`,
    applies: kase('f locks t: x evades, a red action', awsTable(), awsPlay('t', 'x'), (s) =>
      expect(logged(s, 'action-performed', 'x').map((e) => `${e.data?.action}:${e.data?.difficulty}`)).toEqual([
        'evade:red',
      ]),
    ),
    doesNotApply: [
      kase('nobody locks t: no action', awsTable({ lock: false }), awsPlay('t', 'x'), (_s, seen) =>
        expect(actionOffered(seen, 'Advanced Warning')).toBe(false),
      ),
      kase('f, locking t, stands at range 3 of x: no action', awsTable({ fx: 50 }), awsPlay('t', 'x'), (_s, seen) =>
        expect(actionOffered(seen, 'Advanced Warning')).toBe(false),
      ),
      kase('x attacks t, f locking x: no action', awsTable({ xAttacks: true }), awsPlay('x', 't'), (_s, seen) =>
        expect(actionOffered(seen, 'Advanced Warning')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${MO}:0`,
    applies: kase('System Phase, t ahead: a charge locks it', moSystemTable(false), moSystemPlay(true), (s, seen) => {
      expect(moAsked(seen)).toBe(1);
      expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual(['t']);
      expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(1);
    }),
    doesNotApply: [
      kase('t behind x: not asked', moSystemTable(true), moSystemPlay(true), (_s, seen) =>
        expect(moAsked(seen)).toBe(0),
      ),
      kase('declined: asked once, at its own step only', moSystemTable(false), moSystemPlay(false), (s, seen) => {
        expect(moAsked(seen)).toBe(1);
        expect(shipOf(s, 'x').locks).toEqual([]);
      }),
    ],
  },
  {
    source: `upgrade:${MO}:0`,
    standing: true,
    applies: kase(
      'x locks t: its primary attack across the asteroid is not obstructed',
      moTable(true),
      attackPlay('x', 't'),
      (s, seen) => {
        expect(moObstructed(s)).toEqual([false]);
        expect(diceCounts(seen, 'x', 't').defense).toBe(4); // range 3: its agility and the range bonus, no obstruction die
      },
    ),
    doesNotApply: [
      kase('no lock: obstructed', moTable(false), attackPlay('x', 't'), (s) => expect(moObstructed(s)).toEqual([true])),
      kase(
        'an ion cannon attack: obstructed',
        moTable(true, ['ioncannon']),
        attackPlay('x', 't', undefined, 'ioncannon'),
        (s) => expect(moObstructed(s)).toEqual([true]),
      ),
    ],
  },
  {
    source: `upgrade:${TS}:0`,
    applies: kase(
      'g obstructs t’s attack on x: x rolls three defense dice',
      tsTable('t'),
      attackPlay('t', 'x'),
      (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(3),
    ),
    doesNotApply: [
      kase('g stands aside: two', tsTable('t', 650), attackPlay('t', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').defense).toBe(2),
      ),
      kase('g obstructs x’s own attack on t: t rolls its three', tsTable('x'), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
  {
    source: 'upgrade:beskarreinforcedplating:0',
    applies: kase(
      'a crit would deal the TIE a faceup card: one charge, dealt facedown',
      beskarTable('t'),
      beskarPlay(['crit'], 'spend a charge'),
      (s, seen) => {
        expect(offered(seen, BESKAR)).toBe(true);
        expect(shipOf(s, 't').damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
        expect(platingCharges(s, 't')).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker is behind the TIE: the card is dealt faceup',
        beskarTable('t', true),
        beskarPlay(['crit'], 'spend a charge'),
        (s, seen) => {
          expect(offered(seen, BESKAR)).toBe(false);
          expect(shipOf(s, 't').damage).toEqual([{ card: 'weaponsfailure', faceup: true }]);
        },
      ),
      kase(
        'a hit deals a facedown card: not asked',
        beskarTable('t'),
        beskarPlay(['hit'], 'spend a charge'),
        (s, seen) => {
          expect(offered(seen, BESKAR)).toBe(false);
          expect(platingCharges(s, 't')).toBe(2);
        },
      ),
      kase(
        'its wingman carries it, the attacker in its front arc: not asked',
        beskarTable('w'),
        beskarPlay(['crit'], 'spend a charge'),
        (s, seen) => {
          expect(offered(seen, BESKAR)).toBe(false);
          expect(shipOf(s, 't').damage).toEqual([{ card: 'weaponsfailure', faceup: true }]);
        },
      ),
    ],
  },
  {
    source: 'upgrade:beskarreinforcedplating:0',
    applies: kase(
      'two charges: the faceup card is discarded',
      beskarTable('t'),
      beskarPlay(['crit'], 'two charges'),
      (s) => {
        expect(shipOf(s, 't').damage).toEqual([]);
        expect(platingCharges(s, 't')).toBe(0);
        expect(s.players[1].damageDiscard).toContain('weaponsfailure');
      },
    ),
    doesNotApply: kase(
      'the attack misses: nothing to deal',
      beskarTable('t'),
      beskarPlay(['blank'], 'two charges'),
      (s) => expect(platingCharges(s, 't')).toBe(2),
    ),
  },
  {
    source: 'upgrade:munitionsfailsafe:0',
    applies: kase(
      'a torpedo attack cancelled: the charge is back',
      mfTable(['munitionsfailsafe']),
      mfPlay('protontorpedoes'),
      (s, seen) => {
        expect(asked(seen)).toBe(1);
        expect(shipOf(s, 'x').upgrades.find((u) => u.xws === 'protontorpedoes')?.charges).toBe(2);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 0 });
      },
    ),
    doesNotApply: [
      kase('a primary attack', mfTable(['munitionsfailsafe']), mfPlay('primary'), (_s, seen) =>
        expect(asked(seen)).toBe(0),
      ),
      kase('the defender carries it', mfTable([], ['munitionsfailsafe']), mfPlay('protontorpedoes'), (_s, seen) =>
        expect(asked(seen)).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:stealthdevice:0',
    applies: kase(
      'charged: a defense die more; hit, it loses the charge',
      table({}, { upgrades: ['stealthdevice'] }),
      hits,
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').defense).toBe(4);
        expect(shipOf(s, 't').damage).toHaveLength(2);
        expect(charges(s, 't')).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'no charge left: the usual dice, and nothing to lose',
        table({}, { upgrades: [{ xws: 'stealthdevice', charges: 0 }] }),
        hits,
        (s, seen) => {
          expect(diceCounts(seen, 'x', 't').defense).toBe(3);
          expect(shipOf(s, 't').damage).toHaveLength(2);
        },
      ),
      kase(
        'the attacker carries it: the defender rolls its usual dice, and the damage is not the attacker’s',
        table({ upgrades: ['stealthdevice'] }, {}),
        hits,
        (s, seen) => {
          expect(diceCounts(seen, 'x', 't').defense).toBe(3);
          expect(charges(s, 'x')).toBe(1);
        },
      ),
    ],
  },
];

// ---- Sensor Jammer (Battle of Yavin) ----

const SJ = 'Sensor Jammer';
const sjPlay = defPlay(['hit', 'hit'], [], modifiesWith(SJ));
const sjWing = (extra: Partial<PositionShip>) => rebel('a', 'redsquadronveteran', 150, 300, extra);

SPECS.push({
  source: 'upgrade:sensorjammer-battleofyavin:0',
  applies: kase(
    'a wingman locks the attacker: one of its hits becomes a focus',
    defTable({ upgrades: ['sensorjammer-battleofyavin'] }, 450, sjWing({ locks: ['t'] })),
    sjPlay,
    (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 }),
  ),
  doesNotApply: [
    kase(
      'no friendly lock on the attacker',
      defTable({ upgrades: ['sensorjammer-battleofyavin'] }, 450, sjWing({})),
      sjPlay,
      (_s, seen) => expect(offered(seen, SJ)).toBe(false),
    ),
    kase(
      'the defender’s wingman carries it and locks the attacker',
      defTable({}, 450, sjWing({ upgrades: ['sensorjammer-battleofyavin'], locks: ['t'] })),
      sjPlay,
      (_s, seen) => expect(offered(seen, SJ)).toBe(false),
    ),
  ],
});

// ---- Chaff Particles (Battle over Endor) ----

/** The X-wing x (Chaff Particles, the tokens given) and the TIE t (the same tokens) at range 2. */
const chaffTable = (tokens: Record<string, number>) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['chaffparticles-battleoverendor'], tokens })],
    [imperial('t', 'academypilot', 400, 450, { tokens })],
  );
const chaffPlay = (faces: string[], attacker = 't', defender = 'x') =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['hit', 'hit', 'hit']),
      rolls(defender, 'defense', faces),
      useAbilityOf('Chaff Particles'),
    ),
  );
const chaffNot = (name: string, t: ReturnType<typeof chaffTable>, p: ReturnType<typeof chaffPlay>) =>
  kase(name, t, p, (_s, seen) => expect(offered(seen, 'Chaff Particles')).toBe(false));

SPECS.push({
  source: 'upgrade:chaffparticles-battleoverendor:0',
  applies: kase(
    'defending stressed with a focus result: the stress is removed',
    chaffTable({ stress: 1 }),
    chaffPlay(['focus']),
    (s) => expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0),
  ),
  doesNotApply: [
    chaffNot('no focus result', chaffTable({ stress: 1 }), chaffPlay(['evade'])),
    chaffNot('no red or orange token', chaffTable({}), chaffPlay(['focus'])),
    chaffNot('the card’s ship attacks', chaffTable({ stress: 1 }), chaffPlay(['focus'], 'x', 't')),
  ],
});

/**
 * Targeting Matrix's spec, once per printing (`card`: its xws): x (the card unless `onT`) attacks t at range 2 (t
 * carrying it when `onT`).
 */
export function targetingMatrixSpec(card: string): CardSpec {
  const tmTable =
    (onT = false) =>
    () =>
      position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: onT ? [] : [card] })],
        [imperial('t', 'academypilot', 400, 450, { upgrades: onT ? [card] : [] })],
      );
  const tmPlay = (faces: string[]) =>
    attackPlay('x', 't', () => answers(useAbilityOf('Targeting Matrix'), rolls('x', 'attack', faces)));
  const tmStrain = (s: GameState) => logged(s, 'token-gained', 't').filter((e) => e.data?.token === 'strain').length;

  return {
    source: `upgrade:${card}:0`,
    applies: kase(
      'a focus result spent after neutralizing: t gains a strain token once the attack is over',
      tmTable(),
      tmPlay(['focus', 'hit']),
      (s) => {
        expect(tmStrain(s)).toBe(1);
        expect(shipOf(s, 'x').upgrades[0]?.tokens?.['spent-focus'] ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('no focus result: nothing', tmTable(), tmPlay(['hit', 'blank']), (s) => expect(tmStrain(s)).toBe(0)),
      kase('the defender carries it: nothing', tmTable(true), tmPlay(['focus', 'hit']), (s) =>
        expect(tmStrain(s)).toBe(0),
      ),
    ],
  };
}

SPECS.push(targetingMatrixSpec('targetingmatrix-battleoverendor'));

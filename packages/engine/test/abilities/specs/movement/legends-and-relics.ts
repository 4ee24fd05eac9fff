/**
 * Card specs for abilities/cards/movement/legends-and-relics.ts. Rules: 000 "Initiative" (the activation and
 * engagement order), "Charges", 001 Engagement (the order of the ships' engagements).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { mr4pSpec } from './astromechs.js';
import { answers, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

// DIS-L9B2 (d, initiative 6, `charges`) faces a Black Squadron Ace (t, initiative 3) at range 2, straight ahead (in
// his bullseye) or off to the side (in his front arc only).
const disTable = (phase: 'engagement' | 'activation', charges: number, tx: number) => () =>
  position(
    phase,
    [rebel('d', 'disl9b2-legendsandrelics', 400, 300, { charges, ...(phase === 'activation' ? { dial: '1F' } : {}) })],
    [imperial('t', 'blacksquadronace', tx, 490, phase === 'activation' ? { dial: '1F' } : {})],
  );
const play = (phase: 'engagement' | 'activation') => playing(leaves(phase));
/** The ships in the order they were asked to declare an attack. */
const engageOrder = (seen: readonly Decision[]) => [
  ...new Set(seen.filter((d) => d.kind === 'declare-attack').map((d) => d.ship)),
];
const moveOrder = (s: Parameters<typeof logged>[0]) => logged(s, 'maneuver-executed').map((e) => e.ship);

const stressOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.tokens.stress ?? 0;

// Unhinged Astromech: a stressed X-wing (`u`) flying `dial`; a blue maneuver takes its stress token away.
const unhingedTable = (dial: string) => () =>
  position(
    'activation',
    [
      rebel('u', 'redsquadronveteran', 400, 150, {
        dial,
        upgrades: ['unhingedastromech-legendsandrelics'],
        tokens: { stress: 1 },
      }),
    ],
    [farTie()],
  );

// Retrofitted Autothrusters: a stressed X-wing (`r`, at (400, 150) facing up, the card's charge) flying `dial`; it
// answers the card with a barrel roll.
const retroTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('r', 'redsquadronveteran', 400, 150, {
          dial,
          upgrades: [{ xws: 'retrofittedautothrusters-legendsandrelics', charges: 1 }],
          tokens: { stress: 1 },
          ...extra,
        }),
        ...others,
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const retroPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Retrofitted Autothrusters'), picks('choose-action', 'barrel-roll', 'r')),
);
const rolled = (s: GameState, id: string) =>
  logged(s, 'action-performed', id).filter((e) => e.data?.action === 'barrel-roll').length;
const retroNot = (_s: GameState, seen: readonly Decision[]) =>
  expect(offered(seen, 'Retrofitted Autothrusters')).toBe(false);

// Flight-Assist Astromech: a T-70 (`f`) with the card (its `charges`) after a 2 straight from (400, 150); it boosts
// with the first option of `prefix`.
const faTable =
  (charges: number, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('f', 'bluesquadronrookie', 400, 150, {
          dial: '2F',
          upgrades: [{ xws: 'flightassistastromech-legendsandrelics', charges }],
          ...extra,
        }),
      ],
      [farTie()],
    );
const faPlay = (prefix: string) => playing(leaves('activation'), () => picks('choose-action', prefix, 'f'));
const faBoosts = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'f')
    .flatMap((d) => d.options.filter((o) => o.id.startsWith('boost:')).map((o) => `${o.id}:${o.data?.difficulty}`));

// Winged Reversal (the configuration): a U-wing (`u`, at (400, 150), the card with `charges`) reveals `dial`.
const wrTable =
  (dial: string, charges = 2, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('u', 'bluesquadronscout', 400, 150, {
          dial,
          upgrades: [{ xws: 'wingedreversal-legendsandrelics', charges }],
          ...extra,
        }),
        ...others,
      ],
      [farTie()],
    );
const wrPlay = playing(leaves('activation'), () => useAbilityOf('Winged Reversal'));
const wrExecuted = (s: GameState, id: string) => logged(s, 'maneuver-executed', id).map((e) => e.data?.maneuver);
const wrCharges = (s: GameState) =>
  s.ships.find((x) => x.id === 'u')!.upgrades.find((u) => u.xws === 'wingedreversal-legendsandrelics')!.charges;

// Ahsoka Tano: an HWK-290 (`a`, initiative 2, at (400, 150) facing up) with her card and `force` Force reveals `dial`
// (a 3 straight ends at y 310, a 1 straight at y 230) and answers its action with `action`; an enemy TIE (`t`) at (400,
// 420) is at range 1 ahead of it at y 310 only; an asteroid at (`rockX` or 400, `rock`) when given. `extra` for the HWK, `others`
// beside it (an X-wing is initiative 3: it moves after the HWK).
const ahsokaTable =
  (
    dial: string,
    o: {
      force?: number;
      rock?: number;
      rockX?: number;
      extra?: Partial<PositionShip>;
      others?: PositionShip[];
      upgrades?: PositionShip['upgrades'];
    } = {},
  ) =>
  () =>
    position(
      'activation',
      [
        rebel('a', 'rebelscout', 400, 150, {
          dial,
          force: o.force ?? 1,
          upgrades: ['ahsokatano-legendsandrelics', ...(o.upgrades ?? [])],
          ...o.extra,
        }),
        ...(o.others ?? []),
      ],
      [imperial('t', 'academypilot', 400, 420, { dial: '1F', round: { activated: true } })],
      o.rock === undefined
        ? {}
        : { obstacles: [{ name: 'asteroid-1', pose: { x: o.rockX ?? 400, y: o.rock, heading: 0 } }] },
    );
const ahsokaPlay = (action?: string, ship = 'a') =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Ahsoka Tano'), ...(action ? [picks('choose-action', action, ship)] : [])),
  );
const locksOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.locks.map((l) => l.target);
const forceOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.force ?? 0;
/** Whether Ahsoka Tano's lock (her records #1, #2) was offered. */
const lockOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Ahsoka Tano') && d.prompt.includes('lock'));
/** A case whose Force is spent (record #0 used, so an applying case) and whose lock must not be offered. */
const ahsokaForceOnly = (name: string, table: () => GameState, p: (s: GameState) => Decision[]): CardSpec => ({
  source: 'upgrade:ahsokatano-legendsandrelics:0',
  applies: kase(name, table, p, (s, seen) => {
    expect(forceOf(s, 'a')).toBe(0);
    expect(lockOffered(seen)).toBe(false);
    expect(locksOf(s, 'a')).toEqual([]);
  }),
  doesNotApply: [],
});

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:disl9b2-legendsandrelics',
    // His charge spent, he engages at 6, before the Ace (the End Phase recovers it before the play stops).
    applies: kase(
      'the Ace in his bullseye: he spends his charge',
      disTable('engagement', 1, 400),
      play('engagement'),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:disl9b2-legendsandrelics')).toEqual([0]);
        expect(engageOrder(seen)).toEqual(['d', 't']);
      },
    ),
    doesNotApply: kase('the Ace off his bullseye', disTable('engagement', 1, 470), play('engagement'), (_s, seen) =>
      expect(engageOrder(seen)).toEqual(['t', 'd']),
    ),
  },
  {
    source: 'pilot:disl9b2-legendsandrelics',
    standing: true,
    applies: kase(
      'his charge active in the Engagement Phase: he engages at initiative 1, after the Ace',
      disTable('engagement', 1, 470),
      play('engagement'),
      (_s, seen) => expect(engageOrder(seen)).toEqual(['t', 'd']),
    ),
    doesNotApply: [
      kase('no charge: he engages at 6', disTable('engagement', 0, 470), play('engagement'), (_s, seen) =>
        expect(engageOrder(seen)).toEqual(['d', 't']),
      ),
      kase('the Activation Phase: he moves at 6', disTable('activation', 1, 470), play('activation'), (s) =>
        expect(moveOrder(s)).toEqual(['t', 'd']),
      ),
    ],
  },
  // Modified R4-P Unit, the reprint: its first printing's spec (specs/movement/astromechs.ts) with this printing.
  mr4pSpec('modifiedr4punit-legendsandrelics'),
  {
    source: 'upgrade:unhingedastromech-legendsandrelics:0',
    // A standing rule the maneuver rules read: its effect is the blue maneuver.
    standing: true,
    applies: kase(
      'a white 3 turn is blue: it removes the stress token',
      unhingedTable('3T'),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'u')).toBe(0),
    ),
    doesNotApply: kase(
      'a white 4 straight stays white: the stress token stays',
      unhingedTable('4F'),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'u')).toBe(1),
    ),
  },
  {
    source: 'upgrade:retrofittedautothrusters-legendsandrelics:0',
    applies: kase(
      'a 3 bank fully executed while stressed: the charge buys a barrel roll',
      retroTable('3B'),
      retroPlay,
      (s) => {
        expect(rolled(s, 'r')).toBe(1);
        expect(s.ships.find((x) => x.id === 'r')!.upgrades[0]!.charges).toBe(0);
      },
    ),
    doesNotApply: [
      // Where the 3 bank would end (finalPose: (333, 311)), a TIE that has activated: the bank is cut short.
      kase(
        'the 3 bank cut short by a TIE where it would end',
        retroTable('3B', {}, [imperial('b', 'academypilot', 333, 311, { dial: '1F', round: { activated: true } })]),
        retroPlay,
        retroNot,
      ),
      kase('a 3 straight', retroTable('3F'), retroPlay, retroNot),
      kase('a 2 bank', retroTable('2B'), retroPlay, retroNot),
      kase(
        'its charge spent',
        retroTable('3B', { upgrades: [{ xws: 'retrofittedautothrusters-legendsandrelics', charges: 0 }] }),
        retroPlay,
        retroNot,
      ),
      kase(
        'a barrel roll done already this round',
        retroTable('3B', { round: { actions: ['barrel-roll'] } }),
        retroPlay,
        retroNot,
      ),
      kase(
        'a wingman’s 3 bank while the carrier has activated',
        retroTable('3B', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 200, 150, { dial: '3B' })]),
        retroPlay,
        retroNot,
      ),
    ],
  },
  {
    source: 'upgrade:flightassistastromech-legendsandrelics:0',
    standing: true,
    applies: kase(
      'a charge buys a red boost with the 2-straight: it stresses the ship',
      faTable(2),
      faPlay('boost:2F'),
      (s, seen) => {
        expect(faBoosts(seen)).toContain('boost:2F:red');
        // From the 2 straight's end (y 270) a 2-straight boost: its 80 mm template and the small base's 40.
        expect(s.ships.find((x) => x.id === 'f')!.pose!.y).toBeCloseTo(390);
        expect(s.ships.find((x) => x.id === 'f')!.upgrades[0]!.charges).toBe(1);
        expect(stressOf(s, 'f')).toBe(1);
      },
    ),
    doesNotApply: kase(
      'with no charge left, only the speed 1 boosts, white',
      faTable(0),
      faPlay('boost:'),
      (s, seen) => {
        expect(faBoosts(seen)).toEqual(['boost:1B:white', 'boost:1F:white', 'boost:1N:white']);
        expect(stressOf(s, 'f')).toBe(0);
      },
    ),
  },
  {
    source: 'upgrade:wingedreversal-legendsandrelics:0',
    applies: kase(
      "a white 2 right turn becomes a 2 Tallon roll right, one difficulty harder: the card's charge, strain, stress",
      wrTable('2Y'),
      wrPlay,
      (s, seen) => {
        expect(offered(seen, 'Winged Reversal')).toBe(true);
        expect(wrExecuted(s, 'u')).toEqual(['2P']);
        expect(wrCharges(s)).toBe(1);
        const u = s.ships.find((x) => x.id === 'u')!;
        expect(u.tokens.strain).toBe(1);
        expect(u.tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 2 bank: not asked', wrTable('2B'), wrPlay, (s, seen) => {
        expect(offered(seen, 'Winged Reversal')).toBe(false);
        expect(wrExecuted(s, 'u')).toEqual(['2B']);
        expect(wrCharges(s)).toBe(2);
      }),
      kase('no charge left on the card: not asked, the turn is flown', wrTable('2Y', 0), wrPlay, (s, seen) => {
        expect(offered(seen, 'Winged Reversal')).toBe(false);
        expect(wrExecuted(s, 'u')).toEqual(['2Y']);
      }),
      kase(
        "a wingman's 2 right turn while the U-wing has activated",
        wrTable('1F', 2, { round: { activated: true } }, [rebel('w', 'bluesquadronscout', 200, 150, { dial: '2Y' })]),
        wrPlay,
        (s, seen) => {
          expect(offered(seen, 'Winged Reversal')).toBe(false);
          expect(wrExecuted(s, 'w')).toEqual(['2Y']);
        },
      ),
    ],
  },
];

SPECS.push(
  {
    source: 'upgrade:ahsokatano-legendsandrelics:0',
    applies: kase(
      'her Force spent, a 3 straight through an asteroid unharmed: she locks the TIE ahead at range 1',
      ahsokaTable('3F', { rock: 230 }),
      ahsokaPlay(),
      (s) => {
        expect(forceOf(s, 'a')).toBe(0);
        expect(locksOf(s, 'a')).toEqual(['t']);
        expect(logged(s, 'damage-suffered', 'a')).toEqual([]);
      },
    ),
    doesNotApply: [
      kase(
        'no Force: the 3 straight through the asteroid offers no lock',
        ahsokaTable('3F', { rock: 230, force: 0 }),
        ahsokaPlay(),
        (s, seen) => {
          expect(offered(seen, 'Ahsoka Tano')).toBe(false);
          expect(locksOf(s, 'a')).toEqual([]);
        },
      ),
      kase(
        'her ship done activating: a wingman’s activation does not ask her',
        ahsokaTable('1F', {
          extra: { round: { activated: true } },
          others: [rebel('w', 'redsquadronveteran', 200, 150, { dial: '1F' })],
        }),
        ahsokaPlay(),
        (s, seen) => {
          expect(offered(seen, 'Ahsoka Tano')).toBe(false);
          expect(forceOf(s, 'a')).toBe(1);
        },
      ),
      kase(
        'the Force of another card (R5-X3’s charge) lets it boost through an asteroid: no lock',
        ahsokaTable('1F', { rock: 300, force: 0, upgrades: [{ xws: 'r5x3', charges: 1 }] }),
        playing(leaves('activation'), () =>
          answers(useAbilityOf('R5-X3'), useAbilityOf('Ahsoka Tano'), picks('choose-action', 'boost:1F', 'a')),
        ),
        (s, seen) => {
          expect(logged(s, 'action-performed', 'a').map((e) => e.data?.action)).toEqual(['boost']);
          expect(offered(seen, 'Ahsoka Tano')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:ahsokatano-legendsandrelics:0',
    applies: kase(
      'her Force spent, a 1 straight then a red boost through an asteroid: she locks the TIE now at range 1',
      ahsokaTable('1F', { rock: 300 }),
      ahsokaPlay('boost:1F'),
      (s) => {
        expect(logged(s, 'action-performed', 'a').map((e) => e.data?.action)).toEqual(['boost']);
        expect(locksOf(s, 'a')).toEqual(['t']);
      },
    ),
    doesNotApply: [],
  },
  ahsokaForceOnly(
    'her Force spent, a 3 straight through no obstacle ends at range 1 of the TIE: no lock',
    ahsokaTable('3F'),
    ahsokaPlay(),
  ),
  ahsokaForceOnly(
    'her Force spent, a 1 straight and a boost through no obstacle end at range 1 of the TIE: no lock',
    ahsokaTable('1F'),
    ahsokaPlay('boost:1F'),
  ),
  ahsokaForceOnly(
    'her Force spent, a 3 straight to range 1 of the TIE; a wingman’s 3 straight through an asteroid offers her no lock',
    ahsokaTable('3F', { rock: 230, rockX: 150, others: [rebel('w', 'redsquadronveteran', 150, 150, { dial: '3F' })] }),
    ahsokaPlay(),
  ),
  ahsokaForceOnly(
    'her Force spent after an earlier boost through an asteroid (in the position), a 3 straight and a focus action offer no lock',
    ahsokaTable('3F', { rock: 600, extra: { round: { crossedObstacles: ['obstacle-1'] } } }),
    ahsokaPlay('focus'),
  ),
  ahsokaForceOnly(
    'her Force spent after an earlier boost through an asteroid (in the position), a 3 straight; a wingman’s barrel roll offers her no lock',
    ahsokaTable('3F', {
      rock: 600,
      extra: { round: { crossedObstacles: ['obstacle-1'] } },
      others: [rebel('w', 'redsquadronveteran', 150, 150, { dial: '1F' })],
    }),
    ahsokaPlay('barrel-roll', 'w'),
  ),
);

// Thrawn: a Lambda shuttle (`l`, initiative 1, white coordinate; Thrawn's red jam) at (400, 700) facing down with the
// card's `charges` executes a 1 straight (its front edge then at y 540) and answers its action with `action`; an enemy
// X-wing (`x`) at (400, `xY`) — 480: range 1, 380: range 2 — and a friendly TIE (`w`, done activating) at (400, `wY`) —
// 800: range 2, 900: range 3. `others` beside them.
const thrawnTable =
  (o: { charges?: number; xY?: number; wY?: number; others?: PositionShip[]; activated?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, o.xY ?? 480, { dial: '1F', round: { activated: true } })],
      [
        imperial('l', 'omicrongrouppilot', 400, 700, {
          dial: '1F',
          upgrades: [{ xws: 'thrawn-legendsandrelics', charges: o.charges ?? 2 }],
          ...(o.activated ? { round: { activated: true } } : {}),
        }),
        imperial('w', 'academypilot', 400, o.wY ?? 800, { dial: '1F', round: { activated: true } }),
        ...(o.others ?? []),
      ],
    );
const thrawnPlay = (action: string, ship = 'l', then?: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Thrawn'),
      picks('choose-action', action, ship),
      ...(then ? [picks('choose-action', then, ship)] : []),
    ),
  );
const thrawnCharges = (s: GameState) =>
  s.ships.find((x) => x.id === 'l')!.upgrades.find((u) => u.xws === 'thrawn-legendsandrelics')!.charges;
const actionsOf = (s: GameState, id: string) => logged(s, 'action-performed', id).map((e) => e.data?.option);
const menuOf = (seen: readonly Decision[], id: string) =>
  seen.find((d) => d.kind === 'choose-action' && d.ship === id)?.options.map((o) => o.id) ?? [];

SPECS.push(
  {
    source: 'upgrade:thrawn-legendsandrelics:0',
    applies: kase(
      'a charge lets the red jam reach the X-wing at range 2',
      thrawnTable({ xY: 380 }),
      thrawnPlay('jam:x'),
      (s) => {
        expect(actionsOf(s, 'l')).toEqual(['jam:x']);
        expect(thrawnCharges(s)).toBe(1);
      },
    ),
    doesNotApply: kase(
      'no charge left: the X-wing at range 2 cannot be jammed',
      thrawnTable({ xY: 380, charges: 0 }),
      thrawnPlay('jam:x'),
      (s, seen) => {
        expect(menuOf(seen, 'l')).not.toContain('jam:x');
        expect(actionsOf(s, 'l')).toEqual([]);
      },
    ),
  },
  {
    source: 'upgrade:thrawn-legendsandrelics:0',
    applies: kase(
      'a charge lets the coordinate reach the TIE at range 3',
      thrawnTable({ wY: 900 }),
      thrawnPlay('coordinate:w'),
      (s) => {
        expect(actionsOf(s, 'l')).toEqual(['coordinate:w']);
        expect(thrawnCharges(s)).toBe(1);
      },
    ),
    doesNotApply: kase(
      'no charge left: the TIE at range 3 cannot be coordinated',
      thrawnTable({ wY: 900, charges: 0 }),
      thrawnPlay('coordinate:w'),
      (s, seen) => {
        expect(menuOf(seen, 'l')).not.toContain('coordinate:w');
        expect(actionsOf(s, 'l')).toEqual([]);
      },
    ),
  },
  {
    source: 'upgrade:thrawn-legendsandrelics:0',
    applies: kase(
      'after coordinating the TIE at range 2, 2 charges buy a red jam of the X-wing at range 1',
      thrawnTable(),
      thrawnPlay('coordinate:w', 'l', 'jam:x'),
      (s) => {
        expect(actionsOf(s, 'l')).toEqual(['coordinate:w', 'jam:x']);
        expect(logged(s, 'action-performed', 'l')[1]!.data?.difficulty).toBe('red');
        expect(thrawnCharges(s)).toBe(0);
        expect(s.ships.find((x) => x.id === 'l')!.tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('after a focus action: not asked', thrawnTable(), thrawnPlay('focus'), (s, seen) => {
        expect(offered(seen, 'Thrawn')).toBe(false);
        expect(thrawnCharges(s)).toBe(2);
      }),
      kase('after his own red jam the ship is stressed: not asked', thrawnTable(), thrawnPlay('jam:x'), (s, seen) => {
        expect(actionsOf(s, 'l')).toEqual(['jam:x']);
        expect(offered(seen, 'Thrawn')).toBe(false);
      }),
      kase(
        'his ship done activating: another Lambda’s coordinate does not ask him',
        thrawnTable({ activated: true, others: [imperial('m', 'omicrongrouppilot', 300, 700, { dial: '1F' })] }),
        thrawnPlay('coordinate:w', 'm'),
        (s, seen) => {
          expect(actionsOf(s, 'm')).toEqual(['coordinate:w']);
          expect(offered(seen, 'Thrawn')).toBe(false);
        },
      ),
    ],
  },
);

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

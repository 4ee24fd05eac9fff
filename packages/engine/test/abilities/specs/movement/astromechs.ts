/**
 * Card specs for abilities/cards/movement/astromechs.ts. Rules: 000 "Maneuver Difficulty" (a blue maneuver removes a
 * stress token, 001 Activation 2.2 Check Difficulty); 001 System Phase; 000 Stress (no action while stressed), Bullseye
 * Arc.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { rockPlay, rockTable, rolledOnto } from './sensors.js';
import { afterMoveSpec } from './modifications.js';
import { ownDialSpec } from './crew.js';

/** A stressed X-wing with R4 Astromech about to execute `dial`. */
const r4Table = (dial: string) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['r4astromech'], tokens: { stress: 1 } })],
    [farTie()],
  );

/** A Delta-7 (`d`) with R4-P Astromech about to execute `dial`; `others` beside it. */
const r4pTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('d', 'jediknight', 400, 150, { dial, upgrades: ['r4pastromech'], ...extra }), ...others],
      [farTie()],
    );
const r4pPlay = playing(leaves('activation'), () => useAbilityOf('R4-P Astromech'));
const stressOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.tokens.stress ?? 0;

/**
 * A ship (`y`: an HWK-290, whose rotate is white, or a Y-wing, whose reload is red) with Watchful Astromech and a spent
 * torpedo; a TIE that has activated, facing `heading` (180: towards it).
 */
const watchfulTable =
  (heading: number, extra: Partial<PositionShip> = {}, others: PositionShip[] = [], pilot = 'rebelscout') =>
  () =>
    position(
      'activation',
      [
        rebel('y', pilot, 400, 150, {
          dial: '2F',
          upgrades: ['watchfulastromech', { xws: 'protontorpedoes', charges: 1 }],
          ...extra,
        }),
        ...others,
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 600, heading }, dial: '1F', round: { activated: true } }],
    );
const watchfulPlay = (action: string, ship: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', action, ship), picks('choose-action', 'calculate', ship)),
  );
const acted = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

/**
 * A TIE (`a`, at (400, 750) facing down) with `card` executes `dial`; an X-wing that has activated at (`xX`, 850), in
 * the TIE's bullseye once a Koiogran turn has turned it around when `xX` is 400; `others` beside them.
 */
const tieTable =
  (
    card: string | { xws: string; charges: number },
    dial: string,
    extra: Partial<PositionShip> = {},
    others: PositionShip[] = [],
    xX = 400,
    xY = 850,
  ) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', xX, xY, { round: { activated: true } })],
      [imperial('a', 'academypilot', 400, 750, { dial, upgrades: [card], ...extra }), ...others],
    );
const blocker = () => imperial('b', 'academypilot', 400, 560, { dial: '1F', round: { activated: true } });
const wingman = () => imperial('w', 'academypilot', 150, 750, { dial: '4K' });
const calculates = (s: GameState, id: string) => shipOf(s, id).tokens.calculate ?? 0;
const r4p17 = { xws: 'r4p17', charges: 2 };
const r4p17Play = (ship: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf('R4-P17'), picks('choose-action', 'focus', ship)));

/** A ship (`s`) with `card` in the System Phase; a wingman (`w`) beside it. */
const systemTable =
  (card: string, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [
        rebel('s', 'redsquadronveteran', 400, 150, {
          dial: '2F',
          upgrades: [card === 'preciseastromech-battleofyavin' ? { xws: card, charges: 2 } : card],
          ...extra,
        }),
        rebel('w', 'redsquadronveteran', 200, 150, { dial: '2F' }),
      ],
      [farTie()],
    );
const systemPlay = (card: string, action: string) =>
  playing(leaves('system'), () => answers(useAbilityOf(card), picks('choose-action', action, 's')));
const asked = (seen: readonly Decision[], card: string) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(card)).length;

const bbSpec = (xws: string, card: string, action: string, what: string): CardSpec => ({
  source: `upgrade:${xws}:0`,
  applies: kase(`a charge spent in the System Phase: ${what}`, systemTable(xws), systemPlay(card, action), (s) => {
    expect(acted(s, 's')).toEqual([action === 'boost' ? 'boost' : 'barrel-roll']);
    expect(shipOf(s, 's').upgrades[0]!.charges).toBe(1);
  }),
  doesNotApply: [
    kase(
      'stressed: no action to perform',
      systemTable(xws, { tokens: { stress: 1 } }),
      systemPlay(card, action),
      (_s, seen) => expect(asked(seen, card)).toBe(0),
    ),
    kase(
      'declined, it is not asked again at the wingman’s System step',
      systemTable(xws),
      playing(leaves('system')),
      (_s, seen) => expect(asked(seen, card)).toBe(1),
    ),
  ],
});

/**
 * A T-70 (`r`, R5-X3 with `charges` charges) at (400, 150) flies a 2-straight (template x 390..410, y 170..250) over
 * Asteroid 1 at (400, 210) (x 383..417, y 188..232); it uses R5-X3 whenever asked.
 */
function r5x3Spec(xws: string): CardSpec {
  const table =
    (charges = 2) =>
    () =>
      position(
        'activation',
        [rebel('r', 'bluesquadronrookie', 400, 150, { dial: '2F', upgrades: [{ xws, charges }] })],
        [farTie()],
        { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 210, heading: 0 } }] },
      );
  const play = playing(leaves('activation'), () => useAbilityOf('R5-X3'));
  const hits = (s: GameState, ship: string) => logged(s, 'obstacle-hit', ship);
  const charges = (s: GameState) => shipOf(s, 'r').upgrades.find((u) => u.xws === xws)!.charges;
  return {
    source: `upgrade:${xws}:0`,
    applies: kase('a charge spent as it activates: it flies through the asteroid unharmed', table(), play, (s) => {
      expect(hits(s, 'r')).toHaveLength(0);
      expect(charges(s)).toBe(1);
    }),
    doesNotApply: [
      kase('no charge left: not asked, and the asteroid hits it', table(0), play, (s, seen) => {
        expect(offered(seen, 'R5-X3')).toBe(false);
        expect(hits(s, 'r')).toHaveLength(1);
      }),
      kase(
        'it has activated; a wingman flies through the asteroid: not asked, the wingman is hit',
        () =>
          position(
            'activation',
            [
              rebel('r', 'bluesquadronrookie', 250, 150, { upgrades: [xws], round: { activated: true } }),
              rebel('w', 'redsquadronveteran', 400, 150, { dial: '2F' }),
            ],
            [farTie()],
            { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 210, heading: 0 } }] },
          ),
        play,
        (s, seen) => {
          expect(offered(seen, 'R5-X3')).toBe(false);
          expect(hits(s, 'w')).toHaveLength(1);
        },
      ),
      kase(
        'it has engaged; a wingman engages: not asked',
        () =>
          position(
            'engagement',
            [
              rebel('r', 'bluesquadronrookie', 250, 150, { upgrades: [xws], round: { engaged: true } }),
              rebel('w', 'redsquadronveteran', 400, 150),
            ],
            [imperial('t', 'academypilot', 400, 300)],
          ),
        playing(leaves('engagement'), () => useAbilityOf('R5-X3')),
        (_s, seen) => {
          expect(seen.some((d) => d.kind === 'declare-attack' && d.ship === 'w')).toBe(true);
          expect(offered(seen, 'R5-X3')).toBe(false);
        },
      ),
    ],
  };
}

/** An X-wing (`x`, at (400, 150)) with Black Squadron R4 (2 charges) executes `dial`; `others` beside it. */
const r4Black =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          dial,
          upgrades: [{ xws: 'blacksquadronr4-evacuationofdqar', charges: 2 }],
          tokens: { stress: 3 },
          ...extra,
        }),
        ...others,
      ],
      [farTie()],
    );
const r4BlackPlay = playing(leaves('activation'), () => useAbilityOf('Black Squadron R4'));

/**
 * A ship (`a`: an X-wing, or a K-wing with its turret) with `card` performs `first` in its action step, a TIE (`t`) at
 * range 2 ahead to lock; `others` beside it.
 */
const afterActionTable =
  (card: string, pilot: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('a', pilot, 400, 150, {
          dial: '1F',
          upgrades: [card === 'preciseastromech-battleofyavin' ? { xws: card, charges: 2 } : card],
          ...extra,
        }),
        ...others,
      ],
      [imperial('t', 'academypilot', 400, 420, { dial: '1F', round: { activated: true } })],
    );
const afterActionPlay = (card: string, ship: string, first: string, then: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf(card),
      (d) =>
        d.kind === 'choose-action' && d.prompt.includes(card)
          ? [d.options.find((o) => o.id.startsWith(then))?.id ?? 'pass']
          : undefined,
      picks('choose-action', first, ship),
    ),
  );
const colours = (s: GameState, ship: string) =>
  logged(s, 'action-performed', ship).map((e) => `${String(e.data?.action)}/${String(e.data?.difficulty)}`);

/** An X-wing (`x`) with C1-10P, its side and charges given, in the End Phase. */
const c110pEnd = (charges: number) => () =>
  position('end', [rebel('x', 'redsquadronveteran', 400, 150, { upgrades: [{ xws: 'c110p', charges }] })], [farTie()]);
const c110pSide = (s: GameState) => shipOf(s, 'x').upgrades[0]!.side;
/** An X-wing (`x`) with C1-10P flipped executes `dial`; a TIE (`t`) `gap` ahead of where it ends; `others` beside it. */
const erraticTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: [{ xws: 'c110p', side: 1 }], ...extra }),
        ...others,
      ],
      [imperial('t', 'academypilot', 400, 330, { dial: '1F', round: { activated: true } })],
    );
const erraticPlay = playing(leaves('activation'), () => picks('use-ability', 'use:t'));
const jams = (s: GameState, id: string) => shipOf(s, id).tokens.jam ?? 0;

export const SPECS: CardSpec[] = [
  afterMoveSpec({
    source: 'upgrade:stabilizingastromech-battleoverendor:0',
    card: 'stabilizingastromech-battleoverendor',
    charges: 1,
    name: 'Stabilizing Astromech',
    pilot: 'redsquadronveteran',
    dial: '3F',
    tokens: { stress: 1 },
    take: picks('choose-action', 'focus', 'a'),
    did: (s) => {
      expect(acted(s, 'a')).toEqual(['focus']);
      expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(0);
    },
    spent: ['focus', 'lock', 'barrel-roll'],
  }),
  {
    source: 'upgrade:blacksquadronr4-evacuationofdqar:0',
    applies: kase(
      'a blue 2 straight with 3 stress: one goes, then a charge for the rest',
      r4Black('2F'),
      r4BlackPlay,
      (s) => {
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a white 3 straight', r4Black('3F'), r4BlackPlay, (_s, seen) =>
        expect(offered(seen, 'Black Squadron R4')).toBe(false),
      ),
      kase(
        'the blue 2 straight cut short by a TIE',
        r4Black('2F', {}, [imperial('b', 'academypilot', 400, 270, { dial: '1F', round: { activated: true } })]),
        r4BlackPlay,
        (_s, seen) => expect(offered(seen, 'Black Squadron R4')).toBe(false),
      ),
      kase('no stress token', r4Black('2F', { tokens: {} }), r4BlackPlay, (_s, seen) =>
        expect(offered(seen, 'Black Squadron R4')).toBe(false),
      ),
      kase(
        'a wingman’s blue maneuver while the astromech’s X-wing has activated',
        r4Black('2F', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 200, 150, { dial: '2F' })]),
        r4BlackPlay,
        (_s, seen) => expect(offered(seen, 'Black Squadron R4')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:preciseastromech-battleofyavin:0',
    applies: kase(
      'a focus action, then a charge: a red lock',
      afterActionTable('preciseastromech-battleofyavin', 'redsquadronveteran'),
      afterActionPlay('Precise Astromech', 'a', 'focus', 'lock:t'),
      (s) => {
        expect(colours(s, 'a')).toEqual(['focus/white', 'lock/red']);
        expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'its lock done already this round',
        afterActionTable('preciseastromech-battleofyavin', 'redsquadronveteran', { round: { actions: ['lock'] } }),
        afterActionPlay('Precise Astromech', 'a', 'focus', 'lock:t'),
        (_s, seen) => expect(offered(seen, 'Precise Astromech')).toBe(false),
      ),
      kase(
        'a wingman’s action while the astromech’s X-wing has activated',
        afterActionTable('preciseastromech-battleofyavin', 'redsquadronveteran', { round: { activated: true } }, [
          rebel('w', 'redsquadronveteran', 200, 150, { dial: '1F' }),
        ]),
        afterActionPlay('Precise Astromech', 'w', 'focus', 'lock:t'),
        (_s, seen) => expect(offered(seen, 'Precise Astromech')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:targetingastromech-battleofyavin:0',
    applies: kase(
      'a K-wing locks the TIE, then rotates its turret as a red action',
      afterActionTable('targetingastromech-battleofyavin', 'wardensquadronpilot'),
      afterActionPlay('Targeting Astromech', 'a', 'lock:t', 'rotate'),
      (s) => expect(colours(s, 'a')).toEqual(['lock/white', 'rotate-arc/red']),
    ),
    doesNotApply: [
      kase(
        'a focus action instead',
        afterActionTable('targetingastromech-battleofyavin', 'wardensquadronpilot'),
        afterActionPlay('Targeting Astromech', 'a', 'focus', 'rotate'),
        (_s, seen) => expect(actionOffered(seen, 'Targeting Astromech')).toBe(false),
      ),
      kase(
        'its turret rotated already this round',
        afterActionTable('targetingastromech-battleofyavin', 'wardensquadronpilot', {
          round: { actions: ['rotate-arc'] },
        }),
        afterActionPlay('Targeting Astromech', 'a', 'lock:t', 'rotate'),
        (_s, seen) => expect(actionOffered(seen, 'Targeting Astromech')).toBe(false),
      ),
      kase(
        'a wingman’s lock while the astromech’s K-wing has activated',
        afterActionTable('targetingastromech-battleofyavin', 'wardensquadronpilot', { round: { activated: true } }, [
          rebel('w', 'wardensquadronpilot', 200, 150, { dial: '1F' }),
        ]),
        afterActionPlay('Targeting Astromech', 'w', 'lock:t', 'rotate'),
        (_s, seen) => expect(actionOffered(seen, 'Targeting Astromech')).toBe(false),
      ),
    ],
  },
  afterMoveSpec({
    source: 'upgrade:c110p:0',
    card: 'c110p',
    charges: 2,
    name: 'C1-10P',
    pilot: 'redsquadronveteran',
    dial: '3F',
    tokens: { stress: 1 },
    take: picks('choose-action', 'evade', 'a'),
    did: (s) => {
      expect(acted(s, 'a')).toEqual(['evade']);
      expect(shipOf(s, 'a').tokens.stress).toBe(2);
      expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(1);
    },
    spent: ['evade'],
  }),
  {
    source: 'upgrade:c110p:0',
    applies: kase('no charge left in the End Phase: the card flips', c110pEnd(0), playing(leaves('end')), (s) =>
      expect(c110pSide(s)).toBe(1),
    ),
    doesNotApply: kase('a charge left: it stays faceup', c110pEnd(1), playing(leaves('end')), (s) =>
      expect(c110pSide(s)).toBe(0),
    ),
  },
  {
    source: 'upgrade:c110p:1',
    applies: kase('a full 2 straight: the TIE at range 1 is jammed', erraticTable('2F'), erraticPlay, (s) =>
      expect(jams(s, 't')).toBeGreaterThan(0),
    ),
    doesNotApply: [
      kase(
        'the 2 straight cut short by a ship where it would end',
        erraticTable('2F', {}, [rebel('b', 'redsquadronveteran', 400, 270, { round: { activated: true } })]),
        erraticPlay,
        (s) => expect(jams(s, 't')).toBe(0),
      ),
      kase(
        'a wingman’s maneuver while the erratic X-wing has activated',
        erraticTable('2F', { round: { activated: true } }, [
          rebel('w', 'redsquadronveteran', 200, 150, { dial: '2F' }),
        ]),
        erraticPlay,
        (s) => expect(jams(s, 't')).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:q7astromech:0',
    standing: true,
    applies: kase(
      'it barrel rolls right onto the asteroid, placed by the geometry, and the asteroid hits it',
      rockTable(['q7astromech']),
      rockPlay,
      (s) => {
        rolledOnto(s);
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.option)).toEqual(['barrel-roll:right:middle']);
        expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(1);
      },
    ),
    doesNotApply: kase('without it, no right roll is offered', rockTable([]), rockPlay, (s, seen) => {
      const rolls = seen
        .filter((d) => d.kind === 'choose-action' && d.ship === 'x')
        .flatMap((d) => d.options.map((o) => o.id))
        .filter((id) => id.startsWith('barrel-roll:right'));
      expect(rolls).toEqual([]);
      expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(0);
    }),
  },
  r5x3Spec('r5x3'),
  r5x3Spec('r5x3-evacuationofdqar'),
  {
    source: 'upgrade:r4p44:0',
    applies: kase(
      'a red Koiogran turn brings the X-wing into the bullseye: a calculate token',
      tieTable('r4p44', '4K'),
      playing(leaves('activation')),
      (s) => expect(calculates(s, 'a')).toBe(1),
    ),
    doesNotApply: [
      kase('the X-wing off the bullseye', tieTable('r4p44', '4K', {}, [], 200), playing(leaves('activation')), (s) =>
        expect(calculates(s, 'a')).toBe(0),
      ),
      kase(
        'a white 4 straight towards the X-wing, in its bullseye',
        tieTable('r4p44', '4F', {}, [], 400, 300),
        playing(leaves('activation')),
        (s) => expect(calculates(s, 'a')).toBe(0),
      ),
      kase(
        'the Koiogran turn cut short by a TIE',
        tieTable('r4p44', '4K', {}, [blocker()]),
        playing(leaves('activation')),
        (s) => {
          expect(logged(s, 'maneuver-executed', 'a')[0]!.data?.partial).toBe(true);
          expect(calculates(s, 'a')).toBe(0);
        },
      ),
      kase(
        'a wingman’s red Koiogran turn while the astromech’s TIE has activated, facing the X-wing',
        () =>
          position(
            'activation',
            [rebel('x', 'redsquadronveteran', 400, 850, { round: { activated: true } })],
            [
              imperial('a', 'academypilot', 400, 550, {
                upgrades: ['r4p44'],
                round: { activated: true },
                pose: { x: 400, y: 550, heading: 0 },
              }),
              wingman(),
            ],
          ),
        playing(leaves('activation')),
        (s) => {
          expect(logged(s, 'maneuver-executed', 'w')).toHaveLength(1);
          expect(calculates(s, 'a')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:r4p17:0',
    applies: kase(
      'a red Koiogran turn, a charge spent: a focus action though stressed',
      tieTable(r4p17, '4K'),
      r4p17Play('a'),
      (s) => {
        expect(acted(s, 'a')).toEqual(['focus']);
        expect(shipOf(s, 'a').tokens.stress).toBe(1);
        expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a white 5 straight: its own action step, no charge spent',
        tieTable(r4p17, '5F'),
        r4p17Play('a'),
        (s, seen) => {
          expect(offered(seen, 'R4-P17')).toBe(false);
          expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(2);
        },
      ),
      kase('the Koiogran turn cut short by a TIE', tieTable(r4p17, '4K', {}, [blocker()]), r4p17Play('a'), (_s, seen) =>
        expect(offered(seen, 'R4-P17')).toBe(false),
      ),
      kase(
        'its focus, barrel roll and evade done this round: no action is left',
        tieTable(r4p17, '4K', { round: { actions: ['focus', 'barrel-roll', 'evade'] } }),
        r4p17Play('a'),
        (_s, seen) => expect(offered(seen, 'R4-P17')).toBe(false),
      ),
      kase(
        'a wingman’s red Koiogran turn while the astromech’s TIE has activated',
        tieTable(r4p17, '4K', { round: { activated: true } }, [wingman()]),
        r4p17Play('w'),
        (_s, seen) => expect(offered(seen, 'R4-P17')).toBe(false),
      ),
    ],
  },
  bbSpec('bb8', 'BB-8', 'boost', 'a boost'),
  bbSpec('bb8-evacuationofdqar', 'BB-8', 'boost', 'a boost'),
  bbSpec('bbastromech', 'BB Astromech', 'barrel-roll', 'a barrel roll'),
  {
    source: 'upgrade:r4astromech:0',
    // A standing rule the maneuver rules read: no 'ability-used' event, its effect is the blue maneuver.
    standing: true,
    applies: kase(
      'a white 2 straight is blue: it removes the stress token',
      r4Table('2F'),
      playing(leaves('activation')),
      (s) => expect(s.ships.find((x) => x.id === 'x')!.tokens.stress ?? 0).toBe(0),
    ),
    doesNotApply: kase(
      'a white 3 straight stays white: the stress token stays',
      r4Table('3F'),
      playing(leaves('activation')),
      (s) => expect(s.ships.find((x) => x.id === 'x')!.tokens.stress).toBe(1),
    ),
  },
  {
    source: 'upgrade:r4pastromech:0',
    applies: kase(
      'a white 3 bank, a charge spent: executed blue, it removes the stress token',
      r4pTable('3B', { tokens: { stress: 1 } }),
      r4pPlay,
      (s) => {
        expect(stressOf(s, 'd')).toBe(0);
        expect(s.ships.find((x) => x.id === 'd')!.upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a red 4 Koiogran turn is no basic maneuver: it gives its stress token',
        r4pTable('4K'),
        r4pPlay,
        (s, seen) => {
          expect(offered(seen, 'R4-P Astromech')).toBe(false);
          expect(stressOf(s, 'd')).toBe(1);
        },
      ),
      kase(
        'a wingman’s 3 bank while the astromech’s ship has activated',
        r4pTable('3B', { round: { activated: true } }, [rebel('w', 'jediknight', 250, 150, { dial: '3B' })]),
        r4pPlay,
        (_s, seen) => expect(offered(seen, 'R4-P Astromech')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:watchfulastromech:0',
    applies: kase(
      'in the TIE’s front arc, the HWK rotates its arc and then calculates (red)',
      watchfulTable(180),
      watchfulPlay('rotate', 'y'),
      (s) => {
        expect(acted(s, 'y')).toEqual(['rotate-arc', 'calculate']);
        expect(shipOf(s, 'y').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('it focuses instead', watchfulTable(180), watchfulPlay('focus', 'y'), (s) =>
        expect(acted(s, 'y')).toEqual(['focus']),
      ),
      kase('the TIE faces away: it is in no enemy firing arc', watchfulTable(0), watchfulPlay('rotate', 'y'), (s) =>
        expect(acted(s, 'y')).toEqual(['rotate-arc']),
      ),
      kase(
        'a Y-wing’s red reload leaves it stressed: no calculate',
        watchfulTable(180, {}, [], 'graysquadronbomber'),
        watchfulPlay('reload', 'y'),
        (s) => expect(acted(s, 'y')).toEqual(['reload']),
      ),
      kase(
        'a wingman reloads while the HWK has activated',
        watchfulTable(180, { round: { activated: true } }, [
          rebel('w', 'graysquadronbomber', 200, 150, {
            dial: '2F',
            upgrades: [{ xws: 'protontorpedoes', charges: 1 }],
          }),
        ]),
        watchfulPlay('reload', 'w'),
        (s) => expect(acted(s, 'y')).toEqual([]),
      ),
    ],
  },
];

SPECS.push(
  ownDialSpec({
    source: 'upgrade:r2a6:0',
    card: 'R2-A6',
    pilot: '104thbattalionpilot',
    upgrades: ['r2a6'],
    dial: '2B',
    options: ['1B', '3B'],
    to: '3B',
    stress: 0,
    other: '4K',
    why: 'a 4 Koiogran turn: no other Koiogran turn on the dial, not asked',
    wing: '104thbattalionpilot',
  }),
);

/**
 * Modified R4-P Unit's spec for one of its printings (`card`; the Legends and Relics reprint's spec uses it too): an
 * X-wing (`d`) with the card (its charge: `charges`) flying `dial`; others as given.
 */
export function mr4pSpec(card: string): CardSpec {
  const mr4pTable =
    (dial: string, charges = 1, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position(
        'activation',
        [
          rebel('d', 'redsquadronveteran', 400, 150, {
            dial,
            upgrades: [{ xws: card, charges }],
            ...extra,
          }),
          ...others,
        ],
        [farTie()],
      );
  const mr4pPlay = playing(leaves('activation'), () => useAbilityOf('Modified R4-P Unit'));
  return {
    source: `upgrade:${card}:0`,
    applies: kase(
      'a red 4 Koiogran turn, the charge spent: flown white, no stress token',
      mr4pTable('4K'),
      mr4pPlay,
      (s) => {
        expect(stressOf(s, 'd')).toBe(0);
        expect(s.ships.find((x) => x.id === 'd')!.upgrades[0]!.charges).toBe(0);
      },
    ),
    doesNotApply: [
      kase('a white 3 bank: not asked', mr4pTable('3B'), mr4pPlay, (s, seen) => {
        expect(offered(seen, 'Modified R4-P Unit')).toBe(false);
        expect(stressOf(s, 'd')).toBe(0);
      }),
      kase('its charge spent already: the red 4 Koiogran turn stresses', mr4pTable('4K', 0), mr4pPlay, (s, seen) => {
        expect(offered(seen, 'Modified R4-P Unit')).toBe(false);
        expect(stressOf(s, 'd')).toBe(1);
      }),
      kase(
        'a wingman’s red 4 Koiogran turn while the astromech’s ship has activated',
        mr4pTable('1F', 1, { round: { activated: true } }, [
          rebel('w', 'redsquadronveteran', 250, 150, { dial: '4K' }),
        ]),
        mr4pPlay,
        (s, seen) => {
          expect(offered(seen, 'Modified R4-P Unit')).toBe(false);
          expect(stressOf(s, 'w')).toBe(1);
        },
      ),
    ],
  };
}
SPECS.push(mr4pSpec('modifiedr4punit-battleoverendor'));

const R0 = 'r0astromech-evacuationofdqar';
/** An X-wing (`x`) with R0 Astromech and a strain token, about to execute `dial`; `others` beside it. */
const r0Table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: [R0], tokens: { strain: 1 }, ...extra }),
        ...others,
      ],
      [farTie()],
    );
const r0Play = playing(leaves('activation'), () => useAbilityOf('R0 Astromech'));
const eased = (s: GameState) => logged(s, 'maneuver-difficulty-changed').map((e) => [e.ship, e.data?.from, e.data?.to]);
SPECS.push({
  source: `upgrade:${R0}:0`,
  applies: kase(
    'a white 2 turn flown blue: the blue maneuver takes the old strain token, then the card gives one',
    r0Table('2T'),
    r0Play,
    (s, seen) => {
      expect(offered(seen, 'R0 Astromech')).toBe(true);
      expect(eased(s)).toEqual([['x', 'white', 'blue']]);
      const strain = logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'strain');
      expect(strain).toHaveLength(1);
      expect(shipOf(s, 'x').tokens.strain).toBe(1);
      expect(shipOf(s, 'x').upgrades[0]!.tokens ?? {}).toEqual({});
    },
  ),
  doesNotApply: [
    kase('a blue 2 straight: nothing easier to fly', r0Table('2F'), r0Play, (s, seen) => {
      expect(offered(seen, 'R0 Astromech')).toBe(false);
      expect(eased(s)).toEqual([]);
    }),
    kase('a red Koiogran turn is no basic maneuver', r0Table('4K'), r0Play, (s, seen) => {
      expect(offered(seen, 'R0 Astromech')).toBe(false);
      expect(eased(s)).toEqual([]);
    }),
    kase(
      'the card still marked (a position), a wingman’s maneuver gives the X-wing no strain',
      r0Table('2F', { upgrades: [{ xws: R0, tokens: { strain: 1 } }], round: { activated: true } }, [
        rebel('w', 'redsquadronveteran', 150, 150, { dial: '2F' }),
      ]),
      r0Play,
      (s) => expect(logged(s, 'token-gained', 'x')).toHaveLength(0),
    ),
    kase(
      'a wingman’s white 2 turn while the X-wing has activated',
      r0Table('2F', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 150, 150, { dial: '2T' })]),
      r0Play,
      (s, seen) => {
        expect(offered(seen, 'R0 Astromech')).toBe(false);
        expect(eased(s)).toEqual([]);
      },
    ),
  ],
});

/**
 * Card specs for abilities/cards/movement/modifications.ts. Rules: 000 "SLAM" (a maneuver of the revealed speed, then
 * a disarm token), "Action Difficulty" (a red action gives a stress token); 000 "Moving Through and Overlapping".
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { repositionOptions } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  type Answer,
  answers,
  leaves,
  logged,
  offered,
  picks,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, farXwing, imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { slamSpec } from './titles.js';

/** An Alpha-class Star Wing (`a`, at (400, 750) facing down) reveals a 2 straight; `others` beside it. */
const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('a', 'nusquadronpilot', 400, 750, { dial: '2F', upgrades: ['advancedslam'], ...extra }), ...others],
    );
/** `ship` performs `first` in its Perform Action step, then a focus when Advanced SLAM offers one. */
const play = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Advanced SLAM') ? ['focus'] : undefined),
      picks('choose-action', first, ship),
    ),
  );
const actions = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

/** A TIE/ln (`p`, at (400, 750) facing down) with Precision Ion Engines reveals `dial`; `others` beside it. */
const pieTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('p', 'academypilot', 400, 750, { dial, upgrades: ['precisionionengines'], ...extra }), ...others],
    );
const piePlay = playing(leaves('activation'), () => useAbilityOf('Precision Ion Engines'));
const executed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'maneuver-executed', ship).map((e) => /executes (\w+)/.exec(e.text)?.[1]);

/** A T-70 (`x`) with Computer-Assisted Handling (1 charge) executes `dial`; a blocker ahead at `blockY` when given. */
const cahTable =
  (dial: string, blockY?: number, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'bluesquadronrookie', 400, 150, {
          dial,
          upgrades: [{ xws: 'computerassistedhandling-battleoverendor', charges: 1 }],
          ...extra,
        }),
        ...others,
      ],
      [
        blockY === undefined
          ? imperial('t', 'academypilot', 100, 850, { dial: '1F' })
          : imperial('t', 'academypilot', 400, blockY, { dial: '1F', round: { activated: true } }),
      ],
    );
const cahPlay = (ship: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Computer-Assisted Handling'), picks('choose-action', 'boost:1F', ship)),
  );

/**
 * "After you fully execute a maneuver, you may (spend charges to) perform an action" (modifications.ts
 * `afterManeuverAction`, 001 Activation 2 then 3): the carrier `a` (`pilot`, at (400, 150) facing up, the card with
 * `charges`) executes `dial`, a straight or Koiogran turn `speed` long, holding `tokens`; `take` answers the action it
 * is granted and `did` checks it. The cases it cannot apply: a wingman's maneuver while `a` has activated (not its own),
 * the maneuver cut short by a ship where it would end (not fully executed), the actions `spent` already this round
 * (nothing it could perform), and `otherDial` (a maneuver of another kind or speed) when given.
 */
export function afterMoveSpec(o: {
  source: string;
  card?: string;
  charges?: number;
  name: string;
  pilot: string;
  dial: string;
  tokens?: Record<string, number>;
  take: Answer;
  did: (s: GameState) => void;
  spent: string[];
  otherDial?: string;
  /** The wingman's pilot, when the card is the carrier's pilot. */
  wingPilot?: string;
  /** The carrier's pilot card charges, when the card is its pilot. */
  pilotCharges?: number;
}): CardSpec {
  const speed = Number(o.dial.charAt(0));
  const upgrades = o.card ? [{ xws: o.card, ...(o.charges ? { charges: o.charges } : {}) }] : [];
  const carrier = (extra: Partial<PositionShip> = {}) =>
    rebel('a', o.pilot, 400, 150, {
      dial: o.dial,
      upgrades,
      ...(o.tokens ? { tokens: o.tokens } : {}),
      ...(o.pilotCharges ? { charges: o.pilotCharges } : {}),
      ...extra,
    });
  const table =
    (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position('activation', [carrier(extra), ...others], [imperial('t', 'academypilot', 100, 850, { dial: '1F' })]);
  const play = playing(leaves('activation'), () => answers(useAbilityOf(o.name), o.take));
  const notOffered = (_s: GameState, seen: Parameters<typeof offered>[0]) => expect(offered(seen, o.name)).toBe(false);
  // Where the straight or Koiogran turn ends: its template's length and the base's (small, 40).
  const endY = 150 + speed * 40 + 40;
  return {
    source: o.source,
    applies: kase(`${o.dial} fully executed: the card's action`, table(), play, (s) => o.did(s)),
    doesNotApply: [
      kase(
        'a wingman’s maneuver while the carrier has activated',
        table({ round: { activated: true } }, [
          rebel('w', o.card ? o.pilot : (o.wingPilot ?? 'redsquadronveteran'), 200, 150, { dial: o.dial }),
        ]),
        playing(leaves('activation'), () => answers(useAbilityOf(o.name), o.take)),
        notOffered,
      ),
      kase(
        'the maneuver cut short by a TIE where it would end',
        table({}, [imperial('b', 'academypilot', 400, endY, { dial: '1F', round: { activated: true } })]),
        play,
        notOffered,
      ),
      kase(`${o.spent.join(', ')} done already this round`, table({ round: { actions: o.spent } }), play, notOffered),
      ...(o.otherDial ? [kase(`a ${o.otherDial} instead`, table({ dial: o.otherDial }), play, notOffered)] : []),
    ],
  };
}

/** A Quadrijet (`q`, whose evade is red) with Evasion Sequence 7, an asteroid ahead at `rockY`, evades in its action step. */
const es7Table = (rockY: number) => () =>
  position(
    'activation',
    [rebel('q', 'jakkugunrunner', 400, 150, { dial: '1F', upgrades: ['evasionsequence7-siegeofcoruscant'] })],
    [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: rockY, heading: 0 } }] },
  );
const es7Play = playing(leaves('activation'), () => picks('choose-action', 'evade', 'q'));
const evadeColours = (s: GameState) =>
  logged(s, 'action-performed', 'q')
    .filter((e) => e.data?.action === 'evade')
    .map((e) => e.data?.difficulty);

/** A T-70 (`t`) flying a 2 straight from (400, 150) with `upgrades`; it boosts with the first option of `prefix`. */
const t70Table = (pilot: string, upgrades: PositionShip['upgrades']) => () =>
  position('activation', [rebel('t', pilot, 400, 150, { dial: '2F', upgrades })], [farTie()]);
const boostPlay = (prefix: string) => playing(leaves('activation'), () => picks('choose-action', prefix, 't'));
const boostIds = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 't')
    .flatMap((d) => d.options.filter((o) => o.id.startsWith('boost:')).map((o) => `${o.id}:${o.data?.difficulty}`));
/** Where the geometry puts a small base's boost with `template` from where the T-70 ends its 2 straight. */
const boostGolden = (template: string) =>
  repositionOptions({ kind: 'boost', base: 'small', pose: { x: 400, y: 270, heading: 0 }, template })[0]!.final;

/** An X-wing (`x`) after a 1 straight from (400, 150), with `upgrades`; it rolls with the first option of `prefix`. */
const rollTable = (upgrades: PositionShip['upgrades']) => () =>
  position('activation', [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades })], [farTie()]);
const rollPlay = playing(leaves('activation'), () =>
  answers(picks('choose-action', 'barrel-roll:left:forward:', 'x'), picks('choose-action', 'barrel-roll:left:', 'x')),
);
const rollIds = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'x')
    .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('barrel-roll')));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:overdrivethruster:0',
    applies: kase(
      'with Daredevil, its red 1-turn boosts become 2-turn ones, placed by the geometry; the white 1-speed boosts stay',
      t70Table('redsquadronexpert', ['overdrivethruster', 'daredevil']),
      boostPlay('boost:2Y'),
      (s, seen) => {
        expect(boostIds(seen)).toEqual([
          'boost:1B:white',
          'boost:1F:white',
          'boost:1N:white',
          'boost:2T:red',
          'boost:2Y:red',
        ]);
        expect(shipOf(s, 't').pose).toEqual(boostGolden('2Y'));
        expect(shipOf(s, 't').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: kase(
      'Daredevil alone: the red boosts use the 1-turn templates',
      t70Table('redsquadronexpert', ['daredevil']),
      boostPlay('boost:1Y'),
      (s, seen) => {
        expect(boostIds(seen)).toEqual([
          'boost:1B:white',
          'boost:1F:white',
          'boost:1N:white',
          'boost:1T:red',
          'boost:1Y:red',
        ]);
        expect(shipOf(s, 't').pose).toEqual(boostGolden('1Y'));
      },
    ),
  },
  {
    source: 'upgrade:fuelinjectionoverride-battleoverendor:0',
    applies: kase(
      'a charge buys a boost with the 2-straight, placed by the geometry',
      t70Table('bluesquadronrookie', [{ xws: 'fuelinjectionoverride-battleoverendor', charges: 2 }]),
      boostPlay('boost:2F'),
      (s, seen) => {
        expect(boostIds(seen)).toContain('boost:2F:white');
        expect(shipOf(s, 't').pose).toEqual(boostGolden('2F'));
        expect(shipOf(s, 't').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: kase(
      'with no charge left, only the 1-speed boosts',
      t70Table('bluesquadronrookie', [{ xws: 'fuelinjectionoverride-battleoverendor', charges: 0 }]),
      boostPlay('boost:'),
      (_s, seen) => expect(boostIds(seen)).toEqual(['boost:1B:white', 'boost:1F:white', 'boost:1N:white']),
    ),
  },
  {
    source: 'upgrade:repulsorliftengines-evacuationofdqar:0',
    applies: kase(
      'a strain token buys a barrel roll with the 1-bank template, placed by the geometry',
      rollTable(['repulsorliftengines-evacuationofdqar']),
      rollPlay,
      (s, seen) => {
        expect(rollIds(seen)).toHaveLength(18);
        const golden = repositionOptions({
          kind: 'barrel-roll',
          base: 'small',
          pose: { x: 400, y: 230, heading: 0 },
          template: '1B',
        }).find((o) => o.direction === 'left' && o.bank === 'forward' && o.alignment === 'front')!;
        expect(shipOf(s, 'x').pose).toEqual(golden.final);
        expect(shipOf(s, 'x').tokens.strain).toBe(1);
      },
    ),
    doesNotApply: [
      kase('without it, the 1-straight rolls only', rollTable([]), rollPlay, (s, seen) => {
        expect(rollIds(seen)).toHaveLength(6);
        expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
      }),
      kase(
        "a roll made as no action (Anakin Skywalker's, before his reveal): the 1-straight only; his roll action has the 1-banks",
        () =>
          position(
            'activation',
            [
              rebel('a', 'anakinskywalker-nabooroyaln1starfighter', 400, 150, {
                dial: '1F',
                force: 1,
                upgrades: [{ xws: 'repulsorliftengines-evacuationofdqar' }],
              }),
            ],
            [farTie()],
          ),
        playing(leaves('activation'), () =>
          answers(useAbilityOf('Anakin Skywalker'), picks('choose-action', 'barrel-roll:right:middle', 'a')),
        ),
        (s, seen) => {
          const menus = seen
            .filter((d) => d.kind === 'choose-action' && d.ship === 'a')
            .map((d) => d.options.filter((o) => o.id.startsWith('barrel-roll:')).map((o) => o.id));
          // A bank roll's id names its way (forward/backward): "barrel-roll:left:forward:front".
          const banks = (ids: string[]) => ids.filter((id) => id.split(':').length === 4);
          expect(menus.length).toBeGreaterThanOrEqual(2);
          expect(menus[0]!.length).toBeGreaterThan(0);
          expect(banks(menus[0]!)).toEqual([]);
          expect(banks(menus[1]!).length).toBeGreaterThan(0);
          expect(shipOf(s, 'a').tokens.strain ?? 0).toBe(0);
        },
      ),
    ],
  },
  afterMoveSpec({
    source: 'upgrade:stygiumreserve-tiephphantom:0',
    card: 'stygiumreserve-tiephphantom',
    charges: 1,
    name: 'Stygium Reserve',
    pilot: 'redsquadronveteran',
    dial: '2F',
    tokens: { stress: 2 },
    take: picks('choose-action', 'boost:1F', 'a'),
    did: (s) => {
      expect(actions(s, 'a')).toEqual(['boost']);
      expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(0);
    },
    spent: ['boost'],
  }),
  afterMoveSpec({
    source: 'upgrade:ionmaneuveringjet-battleoverendor:0',
    card: 'ionmaneuveringjet-battleoverendor',
    charges: 2,
    name: 'Ion Maneuvering Jet',
    pilot: 'redsquadronveteran',
    dial: '4K',
    take: picks('choose-action', 'focus', 'a'),
    did: (s) => {
      expect(actions(s, 'a')).toEqual(['focus']);
      expect(shipOf(s, 'a').tokens.stress).toBe(1);
      expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(1);
    },
    spent: ['focus', 'lock', 'barrel-roll'],
    otherDial: '4F',
  }),
  {
    source: 'upgrade:evasionsequence7-siegeofcoruscant:0',
    standing: true,
    applies: kase('an asteroid at range 1: the red evade is white', es7Table(300), es7Play, (s) => {
      expect(evadeColours(s)).toEqual(['white']);
      expect(shipOf(s, 'q').tokens.stress ?? 0).toBe(0);
    }),
    doesNotApply: kase('the asteroid at range 3: the evade stays red', es7Table(560), es7Play, (s) => {
      expect(evadeColours(s)).toEqual(['red']);
      expect(shipOf(s, 'q').tokens.stress).toBe(1);
    }),
  },
  slamSpec('burnoutthrusters', 'Burnout Thrusters', 'cartelspacer'),
  {
    source: 'upgrade:computerassistedhandling-battleoverendor:0',
    applies: kase('a full 2 straight, the charge spent: a boost', cahTable('2F'), cahPlay('x'), (s) => {
      expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toContain('boost');
      expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(0);
    }),
    doesNotApply: [
      kase('a 2 straight cut short by a TIE', cahTable('2F', 280), cahPlay('x'), (_s, seen) =>
        expect(offered(seen, 'Computer-Assisted Handling')).toBe(false),
      ),
      kase(
        'stressed: no action to perform',
        cahTable('3B', undefined, { tokens: { stress: 1 } }),
        cahPlay('x'),
        (_s, seen) => expect(offered(seen, 'Computer-Assisted Handling')).toBe(false),
      ),
      kase(
        'a wingman’s 2 straight while the T-70 has activated',
        cahTable('2F', undefined, { round: { activated: true } }, [
          rebel('w', 'bluesquadronrookie', 200, 150, { dial: '2F' }),
        ]),
        cahPlay('w'),
        (_s, seen) => expect(offered(seen, 'Computer-Assisted Handling')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:precisionionengines:0',
    applies: kase(
      "a red 3 Koiogran turn executed as a 3 Segnor's loop left, still red: a stress token",
      pieTable('3K'),
      piePlay,
      (s) => {
        expect(executed(s, 'p')).toEqual(['3L']);
        expect(s.ships.find((x) => x.id === 'p')!.upgrades[0]!.charges).toBe(1);
        expect(s.ships.find((x) => x.id === 'p')!.tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 3 straight is no Koiogran turn', pieTable('3F'), piePlay, (s, seen) => {
        expect(offered(seen, 'Precision Ion Engines')).toBe(false);
        expect(executed(s, 'p')).toEqual(['3F']);
      }),
      kase(
        'a wingman’s 3 Koiogran turn while the engines’ ship has activated',
        pieTable('3F', { round: { activated: true } }, [imperial('w', 'academypilot', 150, 750, { dial: '3K' })]),
        piePlay,
        (s, seen) => {
          expect(offered(seen, 'Precision Ion Engines')).toBe(false);
          expect(executed(s, 'w')).toEqual(['3K']);
        },
      ),
    ],
  },
  {
    source: 'upgrade:advancedslam:0',
    applies: kase('a full 2-straight SLAM, then a focus as red', table(), play('a', 'slam:2F'), (s, seen) => {
      expect(actionOffered(seen, 'Advanced SLAM')).toBe(true);
      expect(actions(s, 'a')).toEqual(['slam', 'focus']);
      expect(s.ships.find((x) => x.id === 'a')!.tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase('a focus action is no SLAM', table(), play('a', 'focus'), (s, seen) => {
        expect(actionOffered(seen, 'Advanced SLAM')).toBe(false);
        expect(actions(s, 'a')).toEqual(['focus']);
      }),
      kase(
        'a SLAM cut short by a TIE in its path',
        table({}, [imperial('b', 'academypilot', 400, 520, { dial: '1F', round: { activated: true } })]),
        play('a', 'slam:2F'),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'a').map((e) => e.data?.partial)).toContain(true);
          expect(actionOffered(seen, 'Advanced SLAM')).toBe(false);
        },
      ),
      kase(
        'its focus and lock done this round, no white action is left after the SLAM',
        table({ round: { actions: ['focus', 'lock', 'reload'] } }),
        play('a', 'slam:2F'),
        (_s, seen) => expect(actionOffered(seen, 'Advanced SLAM')).toBe(false),
      ),
      kase(
        'a wingman SLAMs while the Star Wing has activated',
        table({ round: { activated: true } }, [imperial('w', 'nusquadronpilot', 150, 750, { dial: '2F' })]),
        play('w', 'slam:2F'),
        (s, seen) => {
          expect(actions(s, 'w')).toEqual(['slam']);
          expect(actionOffered(seen, 'Advanced SLAM')).toBe(false);
        },
      ),
    ],
  },
];

const STARBOARD = 'starboardthrusters-armedanddangerous';
/**
 * A JumpMaster 5000 (`j`, facing up at (400, 150)) with Starboard Thrusters holding `charges` charges reveals `dial`;
 * `others` beside it. Its dial: white left turns, red right turns, a red left Segnor's loop at speed 3.
 */
const starboard =
  (dial: string, charges: number, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('j', 'contractedscout', 400, 150, { dial, upgrades: [{ xws: STARBOARD, charges }], ...extra }), ...others],
      [farTie()],
    );
const starboardPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Starboard Thrusters'), useAbilityOf('Modified R4-P')),
);
/** Another JumpMaster (`o`, no Starboard Thrusters) at (150, 150), flying `dial`, after `j` has activated. */
const otherJumpMaster = (dial: string, extra: Partial<PositionShip> = {}): PositionShip =>
  rebel('o', 'contractedscout', 150, 150, { dial, ...extra });
const jDone = { round: { activated: true } } as Partial<PositionShip>;
const tokens = (s: GameState, ship: string, token: 'stress' | 'strain') => shipOf(s, ship).tokens[token] ?? 0;
SPECS.push(
  {
    source: `upgrade:${STARBOARD}:0`,
    applies: kase(
      'a red 3 left Segnor’s loop revealed: the charge makes it white, no stress',
      starboard('3L', 2),
      starboardPlay,
      (s, seen) => {
        expect(offered(seen, 'Starboard Thrusters')).toBe(true);
        expect(logged(s, 'maneuver-difficulty-changed', 'j')[0]?.data).toEqual({ from: 'red', to: 'white' });
        expect(tokens(s, 'j', 'stress')).toBe(0);
      },
    ),
    doesNotApply: [
      kase('a red 1 right turn: not asked', starboard('1Y', 2), starboardPlay, (s, seen) => {
        expect(offered(seen, 'Starboard Thrusters')).toBe(false);
        expect(tokens(s, 'j', 'stress')).toBe(1);
      }),
      kase(
        'another JumpMaster reveals a left turn after this one has activated',
        starboard('1F', 2, jDone, [otherJumpMaster('1T')]),
        starboardPlay,
        (_s, seen) => expect(offered(seen, 'Starboard Thrusters')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${STARBOARD}:0`,
    applies: kase(
      'the eased 3 left Segnor’s loop, white, gives a strain token',
      starboard('3L', 1),
      starboardPlay,
      (s) => expect(tokens(s, 'j', 'strain')).toBe(1),
    ),
    doesNotApply: [
      kase('no charge: the loop stays red, a stress and no strain', starboard('3L', 0), starboardPlay, (s) => {
        expect(tokens(s, 'j', 'stress')).toBe(1);
        expect(tokens(s, 'j', 'strain')).toBe(0);
      }),
      kase('a white 2 left turn with no charge: no strain', starboard('2T', 0), starboardPlay, (s) =>
        expect(tokens(s, 'j', 'strain')).toBe(0),
      ),
      kase(
        'another JumpMaster flies its loop made white by a Modified R4-P Unit, after this one has activated',
        starboard('1F', 0, jDone, [
          otherJumpMaster('3L', { upgrades: [{ xws: 'modifiedr4punit-battleoverendor', charges: 1 }] }),
        ]),
        starboardPlay,
        (s) => {
          expect(logged(s, 'maneuver-difficulty-changed', 'o')[0]?.data).toEqual({ from: 'red', to: 'white' });
          expect(tokens(s, 'j', 'strain')).toBe(0);
        },
      ),
    ],
  },
);

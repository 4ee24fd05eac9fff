/**
 * Card specs for abilities/cards/movement/talents.ts. Rules: 001 Destroying Ships, Engagement Phase (ships engage
 * from the highest initiative); 000 Initiative, "Action Difficulty" (a red action gives a stress token).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { finalPose, parseManeuver, type Pose } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import {
  abilityDie,
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, farXwing, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** A shieldless ship (`v`, of `pilot`) one hit from destruction, the Hopeful ship at `hopeX`, a TIE attacking `v`. */
const hopefulTable =
  (
    pilot: string,
    hopeX: number,
    victim: Partial<PositionShip> = {},
    hopeful: Partial<PositionShip> = {},
    card = 'hopeful',
  ) =>
  () =>
    position(
      'engagement',
      [
        rebel('v', pilot, 400, 300, {
          shields: 0,
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
          ...victim,
        }),
        rebel('h', 'redsquadronveteran', hopeX, 300, { upgrades: [card], ...hopeful }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const hopefulPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Hopeful') ? ['focus'] : undefined),
  ),
);
const disciplinedPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Disciplined') ? ['barrel-roll:right:middle'] : undefined),
  ),
);
const destroyed = (s: GameState) => expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);

/** "Mauler" Mithel (initiative 5) with Swarm Tactics, an Academy Pilot (1) at `wingX`, an X-wing (3) facing them. */
const swarmTable = (wingX: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 400)],
    [
      imperial('m', 'maulermithel', 400, 650, { upgrades: ['swarmtactics'] }),
      imperial('a', 'academypilot', wingX, 650),
    ],
  );
const swarmPlay = playing(leaves('engagement'), () => useAbilityOf('Swarm Tactics'));
const engageOrder = (seen: Decision[]) => seen.filter((d) => d.kind === 'declare-attack').map((d) => d.ship);

const falseTable = (side: 0 | 1) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: [{ xws: 'proudtradition', side }] })],
    [farTie()],
  );
const focusPlay = playing(leaves('activation'), () => picks('choose-action', 'focus', 'x'));

/** An X-wing with Debris Gambit executes a 1 straight (to y 230) and evades; a debris cloud ahead at `y`. */
const gambitTable = (y: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['debrisgambit'] })],
    [farTie()],
    { obstacles: [{ name: 'debris-1', pose: { x: 400, y, heading: 0 } }] },
  );
const evadePlay = playing(leaves('activation'), () => picks('choose-action', 'evade', 'x'));

/**
 * A TIE Defender (`d`, at (400, 700) facing down) with Interloper Turn about to execute `dial`, obstacle `name` at
 * (`x`, 700) on its left; `extra` and `others` as given.
 */
const interloperTable =
  (dial: string, x = 490, name = 'asteroid-1', extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('r', 'redsquadronveteran', 100, 60, { dial: '1F' })],
      [imperial('d', 'onyxsquadronace', 400, 700, { dial, upgrades: ['interloperturn'], ...extra }), ...others],
      { obstacles: [{ name, pose: { x, y: 700, heading: 0 } }] },
    );
const interloperPlay = playing(leaves('activation'), () => useAbilityOf('Interloper Turn'));
const tractorGained = (s: GameState) =>
  logged(s, 'token-gained', 'd').filter((e) => e.data?.token === 'tractor').length;

/** A T-70 (white boost) with Daredevil and `more` upgrades executes a 2 straight (to (400, 270)) and boosts. */
const daredevilTable =
  (more: string[] = [], extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'bluesquadronrookie', 400, 150, { dial: '2F', upgrades: ['daredevil', ...more], ...extra })],
      [farTie()],
    );
const boostPlay = (option: string) => playing(leaves('activation'), () => picks('choose-action', option, 'x'));
const boostMenu = (seen: readonly Decision[]) =>
  seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')?.options.map((o) => o.id) ?? [];

/**
 * An X-wing (`x`) with Marg Sabl Closure executes `dial` from (400, 150), an asteroid at (400, `rockY`) when given, a
 * TIE (`t`) facing it at (400, 480); `others` beside them.
 */
const margTable =
  (dial: string, rockY: number | null, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['margsablclosure'], ...extra }), ...others],
      [imperial('t', 'academypilot', 400, 480, { dial: '1F', round: { activated: true } })],
      rockY === null ? {} : { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: rockY, heading: 0 } }] },
    );
const margPlay = playing(leaves('activation'), () => useAbilityOf('Marg Sabl Closure'));
const strainOf = (s: GameState, id: string) => shipOf(s, id).tokens.strain ?? 0;

/**
 * An A-wing (`a`, Starbird Slash) at (400, 150) flies a 2-straight: its template covers x 390..410, y 170..250 and it
 * ends at (400, 270). A TIE (`e`, activated) at (`x`, 190) facing `heading`: at 428 it reaches 2 mm under the template
 * (placed by @xwing/geometry resolveMove), at 433 it is clear; facing up the table (0) its front arc holds the A-wing's
 * end, facing down (180) it does not.
 */
const slashTable =
  (opts: { x?: number; heading?: number; blocker?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [rebel('a', 'greensquadronpilot', 400, 150, { dial: '2F', upgrades: ['starbirdslash'] })],
      [
        {
          id: 'e',
          pilot: 'academypilot',
          pose: { x: opts.x ?? 428, y: 190, heading: opts.heading ?? 0 },
          round: { activated: true },
        },
        ...(opts.blocker ? [imperial('b', 'academypilot', 400, 285, { round: { activated: true } })] : []),
      ],
    );
const slashPlay = playing(leaves('activation'), () => useAbilityOf('Starbird Slash'));

/**
 * An X-wing (`x`) with Servomotor S-foils (closed unless `side` 1) and Backwards Tailslide at (400, 150) flies a 1
 * straight (to y 230) and barrel rolls right, middle, when offered: Asteroid 12 (19.5 mm wide) at (440, 230) lies under
 * the roll's template only; Asteroid 1 at (480, 230) (`onto`) lies where the roll ends. `action`: the action it picks
 * instead. `wing`: the X-wing has activated (its last roll crossed the asteroid: `round.crossedObstacles`) and a wingman
 * (`w`) rolls right instead, far away.
 */
const tailTable =
  (opts: { side?: 0 | 1; onto?: boolean; crossed?: boolean; wing?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, opts.wing ? 230 : 150, {
          dial: '1F',
          upgrades: [{ xws: 'servomotorsfoils', side: opts.side ?? 0 }, 'backwardstailslide'],
          ...(opts.crossed || opts.wing ? { round: { crossedObstacles: ['obstacle-1'] } } : {}),
          ...(opts.wing ? { round: { activated: true, crossedObstacles: ['obstacle-1'] } } : {}),
        }),
        ...(opts.wing ? [rebel('w', 'redsquadronveteran', 150, 150, { dial: '1F' })] : []),
      ],
      [farTie()],
      {
        obstacles: [
          opts.onto
            ? { name: 'asteroid-1', pose: { x: 480, y: 230, heading: 0 } }
            : { name: 'asteroid-12', pose: { x: 440, y: 230, heading: 0 } },
        ],
      },
    );
const tailPlay = (ship: string, action = 'barrel-roll:right:middle') =>
  playing(leaves('activation'), () => picks('choose-action', action, ship));
const evades = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'evade').length;
const rightRolls = (seen: readonly Decision[], id: string) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === id)
    .flatMap((d) => d.options.map((o) => o.id))
    .filter((o) => o.startsWith('barrel-roll:right'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:backwardstailslide:0',
    applies: kase(
      'S-foils closed: it rolls through the asteroid, which hits it, and gains an evade token',
      tailTable(),
      tailPlay('x'),
      (s) => {
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.option)).toEqual(['barrel-roll:right:middle']);
        expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(1);
        expect(evades(s, 'x')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('S-foils open: no right roll is offered', tailTable({ side: 1 }), tailPlay('x'), (s, seen) => {
        expect(rightRolls(seen, 'x')).toEqual([]);
        expect(evades(s, 'x')).toBe(0);
      }),
      kase('it rolls onto an asteroid and stays on it: no evade', tailTable({ onto: true }), tailPlay('x'), (s) => {
        expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(1);
        expect(evades(s, 'x')).toBe(0);
      }),
      kase(
        'having crossed it earlier this round, a focus action: no evade',
        tailTable({ crossed: true }),
        tailPlay('x', 'focus'),
        (s) => {
          expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toEqual(['focus']);
          expect(evades(s, 'x')).toBe(0);
        },
      ),
      kase('a wingman’s barrel roll: no evade', tailTable({ wing: true }), tailPlay('w'), (s) => {
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['barrel-roll']);
        expect(evades(s, 'x')).toBe(0);
      }),
    ],
  },
  {
    source: 'upgrade:starbirdslash:0',
    applies: kase(
      'its 2-straight crosses a TIE facing the same way: the TIE gains a strain, and so does the A-wing, in its front arc',
      slashTable(),
      slashPlay,
      (s) => {
        expect(strainOf(s, 'e')).toBe(1);
        expect(strainOf(s, 'a')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the TIE 5 mm beside the template: not asked', slashTable({ x: 433 }), slashPlay, (s, seen) => {
        expect(offered(seen, 'Starbird Slash')).toBe(false);
        expect(strainOf(s, 'e')).toBe(0);
      }),
      kase(
        'a TIE where the 2-straight ends: a partial maneuver, though it crossed the first TIE',
        slashTable({ blocker: true }),
        slashPlay,
        (s, seen) => {
          expect(shipOf(s, 'a').round.partial).toBe(true);
          expect(offered(seen, 'Starbird Slash')).toBe(false);
        },
      ),
      kase(
        'the A-wing activated after crossing the TIE; a wingman’s maneuver does not set it off',
        () =>
          position(
            'activation',
            [
              rebel('a', 'greensquadronpilot', 400, 270, {
                upgrades: ['starbirdslash'],
                round: { activated: true, movedThrough: ['e'] },
              }),
              rebel('w', 'redsquadronveteran', 200, 150, { dial: '1F' }),
            ],
            [imperial('e', 'academypilot', 428, 190, { round: { activated: true } })],
          ),
        slashPlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'w')).toHaveLength(1);
          expect(offered(seen, 'Starbird Slash')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:margsablclosure:0',
    applies: kase(
      'a 3 straight through an asteroid: the TIE at range 2 ahead gains a strain token',
      margTable('3F', 230),
      margPlay,
      (s) => {
        expect(logged(s, 'maneuver-executed', 'x')[0]!.data?.obstacles).toHaveLength(1);
        expect(strainOf(s, 't')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 3 straight with no obstacle in the way', margTable('3F', null), margPlay, (s, seen) => {
        expect(offered(seen, 'Marg Sabl Closure')).toBe(false);
        expect(strainOf(s, 't')).toBe(0);
      }),
      kase(
        'a 4 straight through the asteroid cut short by a wingman in its path',
        margTable('4F', 230, {}, [rebel('w', 'redsquadronveteran', 400, 360, { round: { activated: true } })]),
        margPlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'x')[0]!.data?.partial).toBe(true);
          expect(offered(seen, 'Marg Sabl Closure')).toBe(false);
        },
      ),
      kase(
        'a wingman’s 3 straight through the asteroid while the closure’s X-wing has activated',
        () =>
          position(
            'activation',
            [
              rebel('x', 'redsquadronveteran', 250, 300, { upgrades: ['margsablclosure'], round: { activated: true } }),
              rebel('w', 'redsquadronveteran', 400, 150, { dial: '3F' }),
            ],
            [imperial('t', 'academypilot', 400, 480, { dial: '1F', round: { activated: true } })],
            { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 230, heading: 0 } }] },
          ),
        margPlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'w')[0]!.data?.obstacles).toHaveLength(1);
          expect(offered(seen, 'Marg Sabl Closure')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:daredevil:0',
    applies: kase(
      'a white boost made red with the 1 left turn template: placed as the geometry places a 1 turn, a stress token',
      daredevilTable(),
      boostPlay('boost:1T'),
      (s, seen) => {
        expect(boostMenu(seen)).toEqual(expect.arrayContaining(['boost:1F', 'boost:1T', 'boost:1Y']));
        expect(logged(s, 'action-performed', 'x').map((e) => [e.data?.option, e.data?.difficulty])).toEqual([
          ['boost:1T', 'red'],
        ]);
        const start = logged(s, 'maneuver-executed', 'x')[0]!.data!.to as Pose;
        const expected = finalPose(start, parseManeuver('1T'), 'small');
        const pose = shipOf(s, 'x').pose!;
        expect(pose.x).toBeCloseTo(expected.x, 6);
        expect(pose.y).toBeCloseTo(expected.y, 6);
        expect(pose.heading).toBeCloseTo(expected.heading, 6);
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: kase(
      'stressed, boosting white by Primed Thrusters: no turn template (no red action while stressed)',
      daredevilTable(['primedthrusters'], { tokens: { stress: 2 }, dial: '3F' }),
      boostPlay('boost:1F'),
      (s, seen) => {
        expect(boostMenu(seen).filter((id) => id.startsWith('boost:'))).toEqual(['boost:1B', 'boost:1F', 'boost:1N']);
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.option)).toEqual(['boost:1F']);
      },
    ),
  },
  {
    source: 'upgrade:debrisgambit:0',
    standing: true,
    applies: kase(
      'a debris cloud at range 1: the evade action is white, no stress',
      gambitTable(330),
      evadePlay,
      (s) => {
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['white']);
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase('the debris cloud at range 3: the evade action is red', gambitTable(560), evadePlay, (s) => {
      expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['red']);
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    }),
  },
  {
    source: 'upgrade:interloperturn:0',
    applies: kase('a 1 turn beside an asteroid: a tractor token', interloperTable('1T'), interloperPlay, (s, seen) => {
      expect(offered(seen, 'Interloper Turn')).toBe(true);
      expect(tractorGained(s)).toBe(1);
    }),
    doesNotApply: [
      kase('a 3 turn beside the asteroid', interloperTable('3T'), interloperPlay, (s, seen) => {
        expect(offered(seen, 'Interloper Turn')).toBe(false);
        expect(tractorGained(s)).toBe(0);
      }),
      kase('a 1 turn with the asteroid at range 3', interloperTable('1T', 700), interloperPlay, (_s, seen) =>
        expect(offered(seen, 'Interloper Turn')).toBe(false),
      ),
      kase('a 1 turn beside a gas cloud', interloperTable('1T', 490, 'gas-cloud-1'), interloperPlay, (_s, seen) =>
        expect(offered(seen, 'Interloper Turn')).toBe(false),
      ),
      kase(
        'a wingman’s 1 turn while the Defender beside the asteroid has activated',
        interloperTable('1T', 490, 'asteroid-1', { round: { activated: true } }, [
          imperial('w', 'onyxsquadronace', 150, 500, { dial: '1T' }),
        ]),
        interloperPlay,
        (_s, seen) => expect(offered(seen, 'Interloper Turn')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:hopeful:0',
    applies: kase(
      'Luke (limited) destroyed at range 1: the ship focuses',
      hopefulTable('lukeskywalker', 480),
      hopefulPlay,
      (s, seen) => {
        destroyed(s);
        expect(actionOffered(seen, 'Hopeful')).toBe(true);
        expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['focus']);
      },
    ),
    doesNotApply: [
      kase('Luke destroyed beyond range 3', hopefulTable('lukeskywalker', 760), hopefulPlay, (s, seen) => {
        destroyed(s);
        expect(actionOffered(seen, 'Hopeful')).toBe(false);
      }),
      kase(
        'a Red Squadron Veteran (not limited, no Hopeful) destroyed at range 1',
        hopefulTable('redsquadronveteran', 480),
        hopefulPlay,
        (s, seen) => {
          destroyed(s);
          expect(actionOffered(seen, 'Hopeful')).toBe(false);
        },
      ),
      kase(
        'Luke destroyed at range 1 while the ship is stressed: no action to perform',
        hopefulTable('lukeskywalker', 480, {}, { tokens: { stress: 1 } }),
        hopefulPlay,
        (s, seen) => {
          destroyed(s);
          expect(actionOffered(seen, 'Hopeful')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:disciplined:0',
    applies: kase(
      'Luke (limited) destroyed at range 1: the ship barrel rolls',
      hopefulTable('lukeskywalker', 480, {}, {}, 'disciplined'),
      disciplinedPlay,
      (s, seen) => {
        destroyed(s);
        expect(actionOffered(seen, 'Disciplined')).toBe(true);
        expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['barrel-roll']);
      },
    ),
    doesNotApply: [
      kase(
        'Luke destroyed beyond range 3',
        hopefulTable('lukeskywalker', 760, {}, {}, 'disciplined'),
        disciplinedPlay,
        (s, seen) => {
          destroyed(s);
          expect(actionOffered(seen, 'Disciplined')).toBe(false);
        },
      ),
      kase(
        'a Red Squadron Veteran (not limited, no Disciplined) destroyed at range 1',
        hopefulTable('redsquadronveteran', 480, {}, {}, 'disciplined'),
        disciplinedPlay,
        (s, seen) => {
          destroyed(s);
          expect(actionOffered(seen, 'Disciplined')).toBe(false);
        },
      ),
      kase(
        'Luke destroyed at range 1 while the ship is stressed',
        hopefulTable('lukeskywalker', 480, {}, { tokens: { stress: 1 } }, 'disciplined'),
        disciplinedPlay,
        (s, seen) => {
          destroyed(s);
          expect(actionOffered(seen, 'Disciplined')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:swarmtactics:0',
    applies: kase(
      'the Academy Pilot at range 1 engages right after Mithel, before the X-wing',
      swarmTable(500),
      swarmPlay,
      (s, seen) => {
        expect(engageOrder(seen)).toEqual(['m', 'a', 'x']);
        expect(logged(s, 'lasting-started', 'a')).toHaveLength(1);
      },
    ),
    doesNotApply: kase('the Academy Pilot at range 2: it engages last', swarmTable(600), swarmPlay, (_s, seen) =>
      expect(engageOrder(seen)).toEqual(['m', 'x', 'a']),
    ),
  },
  {
    source: 'upgrade:proudtradition:1',
    standing: true,
    applies: kase(
      'False Tradition: the focus action is red and gives a stress token',
      falseTable(1),
      focusPlay,
      (s) => {
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['red']);
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: kase('Proud Tradition (side 0): the focus action stays white', falseTable(0), focusPlay, (s) => {
      expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['white']);
      expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
    }),
  },
];

/** A Vulture droid (`v`, Efficient Processing) performs `action` in its action step; `others` beside it. */
const effTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('v', 'tradefederationdrone', 400, 150, {
          dial: '1F',
          upgrades: ['efficientprocessing-swz103'],
          ...extra,
        }),
        ...others,
      ],
      [farTie()],
    );
const effPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () => picks('choose-action', action, ship));
/** The calculate tokens the carrier gained by an effect (the End Phase has removed them by the time the game stops). */
const calcs = (s: GameState) => logged(s, 'token-gained', 'v').filter((e) => e.data?.token === 'calculate').length;
SPECS.push({
  source: 'upgrade:efficientprocessing-swz103:0',
  applies: kase('a calculate action: one more calculate token', effTable(), effPlay('v', 'calculate'), (s) =>
    expect(calcs(s)).toBe(1),
  ),
  doesNotApply: [
    kase('a barrel roll instead', effTable(), effPlay('v', 'barrel-roll'), (s) => expect(calcs(s)).toBe(0)),
    kase(
      'a wingman’s calculate while the carrier has activated',
      effTable({ round: { activated: true } }, [rebel('w', 'tradefederationdrone', 200, 150, { dial: '1F' })]),
      effPlay('w', 'calculate'),
      (s) => expect(calcs(s)).toBe(0),
    ),
  ],
});

/**
 * Push the Limit (Battle over Endor): a Gauntlet fighter (`g`) with it and "Chopper" (crew: one action while stressed)
 * flies `dial` (the 3 turn is red, the 3 bank white) and performs `action` (its reinforce is red, its focus white).
 */
const pushTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'mandalorianresistancepilot', 400, 150, {
          dial,
          upgrades: ['pushthelimit-battleoverendor', 'chopper-crew'],
          ...extra,
        }),
        ...others,
      ],
      [farTie()],
    );
const pushPlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Push the Limit'),
      picks('choose-action', action, 'g'),
      picks('choose-action', 'reinforce', 'm'),
      picks('use-ability', 'use:hit', 'g'),
    ),
  );
SPECS.push({
  source: 'upgrade:pushthelimit-battleoverendor:0',
  applies: kase('a red 3 turn: a strain token for its stress', pushTable('3T'), pushPlay('pass'), (s) =>
    expect(logged(s, 'token-removed', 'g').map((e) => e.data?.token)).toEqual(['stress']),
  ),
  doesNotApply: [
    kase(
      'stressed, a white 3 bank and a white focus',
      pushTable('3B', { tokens: { stress: 1 } }),
      pushPlay('focus'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'g').map((e) => e.data?.action)).toEqual(['focus']);
        expect(offered(seen, 'Push the Limit')).toBe(false);
      },
    ),
    kase(
      'strained already: a red 3 turn and a red reinforce',
      pushTable('3T', { tokens: { strain: 1 } }),
      pushPlay('reinforce'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'g').map((e) => e.data?.action)).toEqual(['reinforce']);
        expect(offered(seen, 'Push the Limit')).toBe(false);
      },
    ),
    kase(
      'while it has activated, another Gauntlet flies a red 3 turn and another reinforces (red)',
      pushTable('1F', { round: { activated: true } }, [
        rebel('r', 'mandalorianresistancepilot', 700, 150, { dial: '3T' }),
        rebel('m', 'mandalorianresistancepilot', 400, 500, { dial: '3B' }),
      ]),
      pushPlay('pass'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'm').map((e) => e.data?.action)).toEqual(['reinforce']);
        expect(offered(seen, 'Push the Limit')).toBe(false);
      },
    ),
  ],
});

/** A Black Squadron Ace (`t`) with Ion Limiter Override revealing `dial`; others as given. */
const iloTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('t', 'blacksquadronace', 400, 600, { dial, upgrades: ['ionlimiteroverride'], ...extra }), ...others],
    );
/** Barrel rolls when Ion Limiter Override offers it (`ship` picks `own` in its Perform Action step), the die `face`. */
const iloPlay = (face: string, ship = 't', own = 'pass') =>
  playing(leaves('activation'), () =>
    answers(
      (d, s) =>
        d.kind === 'choose-action' && d.prompt.includes('Ion Limiter Override')
          ? picks('choose-action', 'barrel-roll')(d, s)
          : undefined,
      picks('choose-action', own, ship),
      abilityDie('Ion Limiter Override', face),
    ),
  );
const iloActions = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);
const gained = (s: GameState, ship: string) => logged(s, 'token-gained', ship).map((e) => e.data?.token);
SPECS.push({
  source: 'upgrade:ionlimiteroverride:0',
  applies: kase(
    'a red 3 Koiogran turn: stressed, it barrel rolls; its die shows a crit, an ion token (not its wingman’s)',
    iloTable('3K', {}, [
      imperial('w', 'blacksquadronace', 200, 600, {
        dial: '1F',
        upgrades: ['ionlimiteroverride'],
        round: { activated: true },
      }),
    ]),
    iloPlay('crit'),
    (s) => {
      expect(iloActions(s, 't')).toEqual(['barrel-roll']);
      expect(gained(s, 't')).toEqual(['ion']);
      expect(gained(s, 'w')).toEqual([]);
      expect(logged(s, 'ability-used', 't').map((e) => e.data?.index)).toEqual([0, 1]);
    },
  ),
  doesNotApply: [
    kase('a white 3 bank: no barrel roll offered', iloTable('3B'), iloPlay('hit'), (s, seen) => {
      expect(actionOffered(seen, 'Ion Limiter Override')).toBe(false);
      expect(gained(s, 't')).toEqual([]);
    }),
    kase(
      'it has barrel rolled this round already: nothing offered',
      iloTable('3K', { round: { actions: ['barrel-roll'] } }),
      iloPlay('hit'),
      (s, seen) => expect(actionOffered(seen, 'Ion Limiter Override')).toBe(false),
    ),
    kase(
      'a white 2 turn, then its own barrel roll in its Perform Action step: no die',
      iloTable('2T'),
      iloPlay('hit', 't', 'barrel-roll'),
      (s) => {
        expect(iloActions(s, 't')).toEqual(['barrel-roll']);
        expect(gained(s, 't')).toEqual([]);
      },
    ),
    kase(
      'a wingman without the card flies a red Koiogran turn while it has activated',
      iloTable('1F', { round: { activated: true } }, [imperial('w', 'blacksquadronace', 200, 600, { dial: '3K' })]),
      iloPlay('hit'),
      (s, seen) => {
        expect(actionOffered(seen, 'Ion Limiter Override')).toBe(false);
        expect(gained(s, 'w')).toEqual([]);
      },
    ),
  ],
});

/**
 * A Black Squadron Ace (`t`) with Composure (with `extra`) flying a 1 straight between two TIEs that leave no room for
 * a barrel roll (`a`, `b`, having activated); another Composure TIE (`c`, having activated) far off.
 */
const composureTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('t', 'blacksquadronace', 400, 600, { dial: '1F', upgrades: ['composure'], ...extra }),
        imperial('a', 'academypilot', 340, 520, { dial: '1F', round: { activated: true } }),
        imperial('b', 'academypilot', 460, 520, { dial: '1F', round: { activated: true } }),
        imperial('c', 'blacksquadronace', 150, 700, {
          dial: '1F',
          upgrades: ['composure'],
          round: { activated: true },
        }),
      ],
    );
/** `t` attempts its barrel roll (it fails) or performs `first`; focuses when Composure offers it. */
const composurePlay = (first = 'fail:barrel-roll') =>
  playing(leaves('activation'), () =>
    answers(
      (d, s) =>
        d.kind === 'choose-action' && d.prompt.includes('Composure')
          ? picks('choose-action', 'focus')(d, s)
          : undefined,
      picks('choose-action', first, 't'),
    ),
  );
const composureActs = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);
SPECS.push({
  source: 'upgrade:composure:0',
  applies: kase(
    'boxed in, its barrel roll fails: it focuses, and performs no other action this round (not the far Composure TIE)',
    composureTable(),
    composurePlay(),
    (s, seen) => {
      const step = seen.find((d) => d.kind === 'choose-action' && d.ship === 't');
      expect(step?.options.map((o) => o.id)).toContain('fail:barrel-roll');
      expect(logged(s, 'action-failed', 't').map((e) => e.data?.action)).toEqual(['barrel-roll']);
      expect(composureActs(s, 't')).toEqual(['focus']);
      expect(logged(s, 'lasting-started', 't')).toHaveLength(1);
      expect(composureActs(s, 'c')).toEqual([]);
      expect(logged(s, 'lasting-started', 'c')).toHaveLength(0);
    },
  ),
  doesNotApply: [
    kase(
      'it holds an evade token: no focus offered',
      composureTable({ tokens: { evade: 1 } }),
      composurePlay(),
      (s, seen) => {
        expect(logged(s, 'action-failed', 't')).toHaveLength(1);
        expect(actionOffered(seen, 'Composure')).toBe(false);
      },
    ),
    kase(
      'it has focused this round already: no second focus',
      composureTable({ round: { actions: ['focus'] } }),
      composurePlay(),
      (s, seen) => {
        expect(logged(s, 'action-failed', 't')).toHaveLength(1);
        expect(actionOffered(seen, 'Composure')).toBe(false);
      },
    ),
    kase(
      'its own focus in its Perform Action step: no failure, nothing more',
      composureTable(),
      composurePlay('focus'),
      (s, seen) => {
        expect(composureActs(s, 't')).toEqual(['focus']);
        expect(actionOffered(seen, 'Composure')).toBe(false);
        expect(logged(s, 'lasting-started', 't')).toHaveLength(0);
      },
    ),
  ],
});

const TRACKER = 'persistenttracker-armedanddangerous';
/**
 * A BTA-NR2 Y-wing (`y`, initiative 3: red barrel roll and boost on its bar) with Persistent Tracker (`charges`),
 * with 2 stress tokens (a blue maneuver leaves it stressed), its dial at the red 4 straight, in `phase`; a quieter wingman (`w`, initiative 2) beside it; `more`
 * upgrades on the Y-wing.
 */
const trackerTable =
  (phase: 'planning' | 'system' | 'activation', charges: number, more: PositionShip['upgrades'] = []) =>
  () =>
    position(
      phase,
      [
        rebel('y', 'newrepublicpatrol-wartime', 400, 150, {
          ...(phase === 'planning' ? {} : { dial: '4F' }),
          upgrades: [{ xws: TRACKER, charges }, ...(more ?? [])],
          tokens: { stress: 2 },
        }),
        rebel('w', 'kijimispicerunner-wartime', 200, 150, phase === 'planning' ? {} : { dial: '1F' }),
      ],
      [farTie()],
    );
/** The Engagement Phase has begun (it may pass with no question: no attack to make). */
const engagementStarted = (st: GameState) => st.log.some((e) => e.type === 'phase-started' && e.phase === 'engagement');
/** The ship whose System step it was each time Persistent Tracker was asked. */
const trackerAt: string[] = [];
/**
 * Plays through the Activation Phase (up to the next question after the Engagement Phase begins): the tracker is used
 * when asked, `y` focuses when it may.
 */
const trackerPlay = (s: GameState): Decision[] => {
  trackerAt.length = 0;
  return playing(engagementStarted, () => (d: Decision, st: GameState) => {
    if (d.kind === 'use-ability' && d.prompt.includes('Persistent Tracker')) {
      trackerAt.push(st.cursor.done?.at(-1) ?? '');
      return ['use'];
    }
    if (d.kind === 'set-dial') return [d.options.find((o) => o.id === '4F')?.id ?? d.options[0]!.id];
    return picks('choose-action', 'focus', 'y')(d, st);
  })(s);
};
/** The action ids offered to `y` in its action questions. */
const yActions = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'choose-action' && d.ship === 'y').flatMap((d) => d.options.map((o) => o.id));
SPECS.push({
  source: `upgrade:${TRACKER}:0`,
  applies: kase(
    'its 3 charges spent in its own System step: stressed, it flies the red 4 straight and focuses',
    trackerTable('system', 3),
    trackerPlay,
    (s) => {
      expect(trackerAt).toEqual(['y']);
      // The 3 spent, 1 recovered as the End Phase ends (the game runs on to the next question, round 2's dial).
      expect(shipOf(s, 'y').upgrades[0]!.charges).toBe(1);
      expect(logged(s, 'stressed-red-maneuver', 'y')).toHaveLength(0);
      expect(logged(s, 'maneuver-executed', 'y').map((e) => e.data?.maneuver)).toEqual(['4F']);
      expect(logged(s, 'action-performed', 'y').map((e) => e.data?.action)).toEqual(['focus']);
      expect(shipOf(s, 'y').tokens.stress).toBe(3);
    },
  ),
  doesNotApply: [
    kase(
      'a charge left in the Activation Phase: no red 4 straight, no action while stressed',
      trackerTable('activation', 1),
      trackerPlay,
      (s, seen) => {
        expect(logged(s, 'stressed-red-maneuver', 'y')).toHaveLength(1);
        expect(yActions(seen).filter((id) => id !== 'pass')).toEqual([]);
      },
    ),
    kase(
      'spent, but in the Planning Phase: the stressed ship cannot set the red 4 straight',
      trackerTable('planning', 0),
      playing(leaves('planning'), () => () => undefined),
      (_s, seen) => {
        const dial = seen.find((d) => d.kind === 'set-dial' && d.ship === 'y')!;
        expect(dial.options.map((o) => o.id)).not.toContain('4F');
      },
    ),
    kase(
      'spent, but in the System Phase: neither BB Astromech’s roll nor Virago’s red boost while stressed',
      trackerTable('system', 0, [{ xws: 'bbastromech', charges: 2 }, 'virago-armedanddangerous']),
      playing(leaves('system'), () => useAbilityOf('BB Astromech')),
      (s, seen) => {
        expect(offered(seen, 'BB Astromech')).toBe(false);
        expect(actionOffered(seen, 'Virago')).toBe(false);
        expect(logged(s, 'action-performed', 'y')).toHaveLength(0);
      },
    ),
  ],
});

const ATTACK_SPEED = 'attackspeed-battleofyavin';
/**
 * An X-wing (`x`, no boost on its bar) with Attack Speed at (400, 150) executes `dial`; a TIE may stand in its path at
 * `blockY`; `others` beside it.
 */
const speedTable =
  (dial: string, blockY: number | null = null, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: [ATTACK_SPEED], ...extra }), ...others],
      [
        farTie(),
        ...(blockY === null ? [] : [imperial('b', 'academypilot', 400, blockY, { round: { activated: true } })]),
      ],
    );
/** The boosts Attack Speed offered. */
const speedBoosts = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.prompt.includes('Attack Speed'))
    .flatMap((d) => d.options.map((o) => o.id));
const speedPlay = playing(leaves('activation'), () => picks('choose-action', 'boost:1F', 'x'));
SPECS.push({
  source: `upgrade:${ATTACK_SPEED}:0`,
  applies: kase('a full 3 straight: a 1-straight boost only, as no action', speedTable('3F'), speedPlay, (s, seen) => {
    expect(speedBoosts(seen)).toEqual(['boost:1F', 'pass']);
    expect(logged(s, 'ship-repositioned', 'x').map((e) => e.data?.option)).toEqual(['boost:1F']);
  }),
  doesNotApply: [
    kase('a 2 straight is too slow', speedTable('2F'), speedPlay, (s, seen) => {
      expect(speedBoosts(seen)).toEqual([]);
      expect(logged(s, 'ship-repositioned', 'x')).toHaveLength(0);
    }),
    kase('a 3 straight cut short by a TIE', speedTable('3F', 300), speedPlay, (s, seen) => {
      expect(logged(s, 'maneuver-executed', 'x').map((e) => e.data?.partial)).toEqual([true]);
      expect(speedBoosts(seen)).toEqual([]);
    }),
    kase(
      'a wingman’s full 3 straight while the X-wing has activated',
      speedTable('3F', null, { round: { activated: true } }, [
        rebel('w', 'redsquadronveteran', 150, 150, { dial: '3F' }),
      ]),
      speedPlay,
      (_s, seen) => expect(speedBoosts(seen)).toEqual([]),
    ),
  ],
});

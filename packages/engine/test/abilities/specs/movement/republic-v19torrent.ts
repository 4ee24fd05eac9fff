/**
 * Card specs for abilities/cards/movement/republic-v19torrent.ts. Rules: 001 Activation Phase (Perform Action), Lock,
 * "Action Difficulty" (a red action gives a stress token).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
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
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';
import { afterMoveSpec } from './modifications.js';

/** Kickback (`k`) about to execute a 1 straight, a TIE at range 2 ahead; `others` beside him. */
const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('k', 'kickback', 400, 150, { dial: '1F', ...extra }), ...others],
      [imperial('t', 'academypilot', 400, 420, { dial: '1F', round: { activated: true } })],
    );
const play = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Kickback') ? [d.options[0]!.id] : undefined),
      picks('choose-action', first, ship),
    ),
  );
const performed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

/**
 * "Odd Ball" (`o`, printing `xws`) at (400, 150) facing up about to execute `dial`, a TIE where his bullseye points
 * once it is done (`tieY`: straight ahead, or behind him after a Koiogran turn); a wingman ARC-170 (`w`) executing
 * `wing` when given (Odd Ball has then activated).
 */
const oddTable = (xws: string, dial: string, tieY: number, wing?: string) => () =>
  position(
    'activation',
    [
      rebel('o', xws, 400, 150, { dial, ...(wing ? { round: { activated: true } } : {}) }),
      ...(wing ? [rebel('w', 'squadsevenveteran', 150, 150, { dial: wing })] : []),
    ],
    [imperial('t', 'academypilot', 400, tieY, { dial: '1F', round: { activated: true } })],
  );
/** Odd Ball locks when asked; the activating ship's action is `action`. */
const oddPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf('Odd Ball'), picks('choose-action', action, ship)));
const locks = (s: Parameters<typeof logged>[0]) => shipOf(s, 'o').locks.map((l) => l.target);

/**
 * Odd Ball's spec, for a printing whose dial has the red maneuver `red` (the TIE at `tieY` in his bullseye once it is
 * done) and the white 3 straight (the TIE ahead of him, in his bullseye after it).
 */
const oddBall = (xws: string, red: string, tieY: number): CardSpec => ({
  source: `pilot:${xws}`,
  applies: kase(
    `his red ${red} leaves the TIE in his bullseye: he locks it`,
    oddTable(xws, red, tieY),
    oddPlay('o', 'focus'),
    (s) => {
      expect(usedIndexes(s, `pilot:${xws}`)).toEqual([0]);
      expect(locks(s)).toEqual(['t']);
    },
  ),
  doesNotApply: [
    kase(
      'a white 3 straight, the TIE in his bullseye, then a white focus action',
      oddTable(xws, '3F', 600),
      oddPlay('o', 'focus'),
      (s, seen) => {
        expect(offered(seen, 'Odd Ball')).toBe(false);
        expect(locks(s)).toEqual([]);
      },
    ),
    kase(
      'a wingman’s red 4 straight, the TIE in Odd Ball’s bullseye',
      oddTable(xws, '1F', 400, '4F'),
      oddPlay('w', 'focus'),
      (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'w').map((e) => e.data?.maneuver)).toEqual(['4F']);
        expect(offered(seen, 'Odd Ball')).toBe(false);
      },
    ),
    kase(
      'a wingman’s red barrel roll after a white 2 straight, the TIE in Odd Ball’s bullseye',
      oddTable(xws, '1F', 400, '2F'),
      oddPlay('w', 'barrel-roll'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.difficulty)).toEqual(['red']);
        expect(offered(seen, 'Odd Ball')).toBe(false);
      },
    ),
  ],
});

export const SPECS: CardSpec[] = [
  oddBall('oddball', '3K', 60),
  oddBall('oddball-arc170starfighter', '4F', 600),
  oddBall('oddball-btlbywing', '4F', 600),
  oddBall('oddball-nimbusclassvwing', '4K', 60),
  {
    source: 'pilot:kickback',
    applies: kase('after a barrel roll, a red lock on the TIE', table(), play('k', 'barrel-roll'), (s, seen) => {
      expect(actionOffered(seen, 'Kickback')).toBe(true);
      expect(performed(s, 'k')).toEqual(['barrel-roll', 'lock']);
      expect(s.ships.find((x) => x.id === 'k')!.tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase('after a focus action', table(), play('k', 'focus'), (s, seen) => {
        expect(actionOffered(seen, 'Kickback')).toBe(false);
        expect(performed(s, 'k')).toEqual(['focus']);
      }),
      kase(
        'he has locked this round already',
        table({ round: { actions: ['lock'] } }),
        play('k', 'barrel-roll'),
        (_s, seen) => expect(actionOffered(seen, 'Kickback')).toBe(false),
      ),
      kase(
        'a wingman barrel rolls while Kickback has activated',
        table({ round: { activated: true } }, [rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F' })]),
        play('w', 'barrel-roll'),
        (_s, seen) => expect(actionOffered(seen, 'Kickback')).toBe(false),
      ),
    ],
  },
];

SPECS.push(
  afterMoveSpec({
    source: 'pilot:slammer',
    name: '"Slammer"',
    pilot: 'slammer',
    pilotCharges: 2,
    dial: '2F',
    tokens: { stress: 2 },
    take: picks('choose-action', 'slam:2F', 'a'),
    did: (s) => expect(logged(s, 'action-performed', 'a').map((e) => e.data?.action)).toEqual(['slam']),
    spent: ['slam'],
  }),
);

/** Kickback of the Siege of Coruscant (`k`, his loadout) about to execute a 1 straight, a TIE at range 2 ahead. */
const siegeTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('k', 'kickback-siegeofcoruscant', 400, 150, {
          dial: '1F',
          upgrades: ['diamondboronmissiles', 'munitionsfailsafe'],
          ...extra,
        }),
        ...others,
      ],
      [imperial('t', 'academypilot', 400, 420, { dial: '1F', round: { activated: true } })],
    );
const siegePlay = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('use-ability', 'use:strain', 'k'),
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Kickback') ? [d.options[0]!.id] : undefined),
      picks('choose-action', first, ship),
    ),
  );
SPECS.push({
  source: 'pilot:kickback-siegeofcoruscant',
  applies: kase(
    'after a barrel roll, a strain token and a white lock on the TIE',
    siegeTable(),
    siegePlay('k', 'barrel-roll'),
    (s) => {
      expect(performed(s, 'k')).toEqual(['barrel-roll', 'lock']);
      expect(s.ships.find((x) => x.id === 'k')!.tokens.stress ?? 0).toBe(0);
      expect(logged(s, 'token-gained', 'k').map((e) => e.data?.token)).toContain('strain');
    },
  ),
  doesNotApply: [
    kase('after a focus action', siegeTable(), siegePlay('k', 'focus'), (_s, seen) =>
      expect(offered(seen, 'Kickback')).toBe(false),
    ),
    kase(
      'he has locked this round already',
      siegeTable({ round: { actions: ['lock'] } }),
      siegePlay('k', 'barrel-roll'),
      (_s, seen) => expect(offered(seen, 'Kickback')).toBe(false),
    ),
    kase(
      'a wingman barrel rolls while Kickback has activated',
      siegeTable({ round: { activated: true } }, [rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F' })]),
      siegePlay('w', 'barrel-roll'),
      (_s, seen) => expect(offered(seen, 'Kickback')).toBe(false),
    ),
  ],
});

/**
 * Swoop (`s`) and what flies near him: `swoop` his own setup (by default having activated at y 310, where a wingman's
 * 3-straight from y 150 ends beside him); `wing` a Clone Z-95 (`w`, friendly, or an enemy TIE coming down the table)
 * at x `x` flying `dial`; `block` an enemy TIE (having activated) standing in the way at (x, y).
 */
const swoopTable =
  (
    swoop: Partial<PositionShip> & { y?: number },
    wing?: { x: number; dial: string; enemy?: boolean },
    block?: { x: number; y: number },
  ) =>
  () => {
    const { y = 310, ...own } = swoop;
    return position(
      'activation',
      [
        rebel('s', 'swoop', 400, y, { dial: '1F', round: { activated: true }, ...own }),
        ...(wing && !wing.enemy ? [rebel('w', '7thskycorpspilot', wing.x, 150, { dial: wing.dial })] : []),
      ],
      [
        ...(wing?.enemy ? [imperial('w', 'academypilot', wing.x, 470, { dial: wing.dial })] : []),
        ...(block ? [imperial('b', 'academypilot', block.x, block.y, { dial: '1F', round: { activated: true } })] : []),
        imperial('far', 'academypilot', 100, 850, { dial: '1F' }),
      ],
    );
  };
const swoopPlay = playing(
  leaves('activation'),
  () => (d) => (d.kind === 'choose-action' && d.prompt.includes('Swoop') ? ['boost:1F'] : undefined),
);
const boostsOf = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'boost').length;
const noSwoop = (name: string, t: ReturnType<typeof swoopTable>) =>
  kase(name, t, swoopPlay, (s, seen) => {
    expect(actionOffered(seen, 'Swoop')).toBe(false);
    expect(boostsOf(s, 'w') + boostsOf(s, 's')).toBe(0);
  });
SPECS.push({
  source: 'pilot:swoop',
  applies: kase(
    'a Clone Z-95 fully executes a 3 straight, ending at range 1 of him: it performs a red boost',
    swoopTable({}, { x: 460, dial: '3F' }),
    swoopPlay,
    (s) => {
      expect(boostsOf(s, 'w')).toBe(1);
      expect(shipOf(s, 'w').tokens.stress).toBe(1);
    },
  ),
  doesNotApply: [
    noSwoop('the Z-95 flies a 2 straight', swoopTable({}, { x: 460, dial: '2F' })),
    noSwoop('the Z-95’s 3 straight ends beyond range 1 (range 3)', swoopTable({}, { x: 650, dial: '3F' })),
    noSwoop('an enemy TIE’s 3 straight ends at range 1 of him', swoopTable({}, { x: 460, dial: '3F', enemy: true })),
    noSwoop('the Z-95’s 3 straight is cut short by a TIE', swoopTable({}, { x: 460, dial: '3F' }, { x: 460, y: 345 })),
    noSwoop('his own 2 straight', swoopTable({ y: 150, dial: '2F', round: {} })),
    noSwoop(
      'his own 3 straight is cut short by a TIE',
      swoopTable({ y: 150, dial: '3F', round: {} }, undefined, { x: 400, y: 345 }),
    ),
    noSwoop(
      'his own 3 straight, having boosted this round',
      swoopTable({ y: 150, dial: '3F', round: { actions: ['boost'] } }),
    ),
  ],
});

/**
 * Card specs for abilities/cards/movement/titles.ts. Rules: 000 "Moving Through and Overlapping" (a partial
 * maneuver); 000 "Action Difficulty" (a red action gives a stress token); 001 Stress.
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  playUntil,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, farXwing, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** The Decimator (`d`, at (400, 750) facing down) executes `dial`; a TIE at `blockY` may stand in its path. */
const table =
  (dial: string, blockY: number | null, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('d', 'patrolleader', 400, 750, { dial, upgrades: ['dauntless'], ...extra }),
        ...(blockY === null
          ? []
          : [imperial('b', 'academypilot', 400, blockY, { dial: '1F', round: { activated: true } })]),
        ...others,
      ],
    );
const play = (ship: string) => playing(leaves('activation'), () => picks('choose-action', 'focus', ship));
const partial = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'maneuver-executed', ship).map((e) => e.data?.partial);

/** Rey with her title and `stress` tokens, about to activate with `dial`. */
const reyTable = (dial: string, stress: number) => () =>
  position(
    'activation',
    [rebel('r', 'rey', 400, 200, { dial, upgrades: ['reysmillenniumfalcon'], tokens: { stress } })],
    [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
  );

/** A Firespray (`f`) with Slave I about to execute `dial`; `others` beside it. */
const slaveTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('f', 'bountyhunter', 400, 150, { dial, upgrades: ['slavei'], ...extra }), ...others],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const slavePlay = playing(leaves('activation'), () => useAbilityOf('Slave I'));
const executed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'maneuver-executed', ship).map((e) => e.data?.maneuver);

/** A StarViper (`v`) with Virago (2 charges) as the End Phase begins. */
const viragoTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'end',
      [rebel('v', 'blacksunenforcer', 400, 150, { upgrades: [{ xws: 'virago', charges: 2 }], ...extra })],
      [imperial('t', 'academypilot', 100, 850)],
    );
const viragoPlay = playing(
  (s) => s.phase !== 'end',
  () => answers(useAbilityOf('Virago'), picks('choose-action', 'boost:1F', 'v')),
);

/**
 * A SLAM card's spec (Black One, Burnout Thrusters: abilities/cards/movement/titles.ts slamCharge): `pilot` (`s`) with the
 * card (`charges` of 1) at (400, 150) executes a 2 straight and then picks `action` (a SLAM of the revealed speed, its
 * 2 straight); a wingman K-wing (`w`, SLAM on its bar) SLAMs instead when `wing` (the card's ship has then activated).
 * An ion token buys the disarm token off when asked. `full` is the card's charge count (1 unless given); `ion` false:
 * the card has no ion offer (Black One of the Evacuation of D'Qar).
 */
export const slamSpec = (
  xws: string,
  name: string,
  pilot: string,
  card: { full?: number; ion?: boolean } = {},
): CardSpec => {
  const full = card.full ?? 1;
  const ion = card.ion ?? true;
  const table =
    (opts: { charges?: number; wing?: boolean } = {}) =>
    () =>
      position(
        'activation',
        [
          rebel('s', pilot, 400, 150, {
            dial: '2F',
            upgrades: [{ xws, charges: opts.charges ?? full }],
            ...(opts.wing ? { round: { activated: true } } : {}),
          }),
          ...(opts.wing ? [rebel('w', 'wardensquadronpilot', 150, 150, { dial: '2F' })] : []),
        ],
        [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
      );
  const play = (ship: string, action: string) =>
    playing(leaves('activation'), () => answers(useAbilityOf(name), picks('choose-action', action, ship)));
  const charges = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 's').upgrades.find((u) => u.xws === xws)!.charges;
  const actions = (s: Parameters<typeof shipOf>[0], id: string) =>
    logged(s, 'action-performed', id).map((e) => e.data?.action);
  return {
    source: `upgrade:${xws}:0`,
    applies: kase(
      ion ? 'a SLAM loses the charge; an ion token takes the disarm token away' : 'a SLAM loses a charge',
      table(),
      play('s', 'slam:2F'),
      (s) => {
        expect(actions(s, 's')).toEqual(['slam']);
        expect(charges(s)).toBe(full - 1);
        expect(shipOf(s, 's').tokens.ion ?? 0).toBe(ion ? 1 : 0);
        expect(shipOf(s, 's').tokens.disarm ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('its charge inactive: no SLAM is offered', table({ charges: 0 }), play('s', 'slam:2F'), (s, seen) => {
        const ids = seen.filter((d) => d.kind === 'choose-action' && d.ship === 's').flatMap((d) => d.options);
        expect(ids.some((o) => o.id.startsWith('slam'))).toBe(false);
        expect(actions(s, 's')).toEqual([]);
      }),
      kase('a focus action: the charge stays, nothing asked', table(), play('s', 'focus'), (s, seen) => {
        expect(actions(s, 's')).toEqual(['focus']);
        expect(charges(s)).toBe(full);
        expect(offered(seen, name)).toBe(false);
      }),
      kase('a wingman’s SLAM: the charge stays', table({ wing: true }), play('w', 'slam:2F'), (s, seen) => {
        expect(actions(s, 'w')).toEqual(['slam']);
        expect(charges(s)).toBe(full);
        expect(offered(seen, name)).toBe(false);
      }),
    ],
  };
};

export const SPECS: CardSpec[] = [
  slamSpec('blackone', 'Black One', 'bluesquadronrookie'),
  // A K-wing carries it: the card grants no SLAM, and Poe Dameron's own pilot ability stays out of the table.
  slamSpec('blackone-evacuationofdqar', 'Black One', 'wardensquadronpilot', { full: 2, ion: false }),
  {
    source: 'upgrade:slavei:0',
    applies: kase('a revealed 2 left turn is executed as a 2 right turn', slaveTable('2T'), slavePlay, (s) => {
      expect(executed(s, 'f')).toEqual(['2Y']);
      expect(shipOf(s, 'f').pose!.heading).toBe(90);
    }),
    doesNotApply: [
      kase('a 2 straight: not asked', slaveTable('2F'), slavePlay, (s, seen) => {
        expect(offered(seen, 'Slave I')).toBe(false);
        expect(executed(s, 'f')).toEqual(['2F']);
      }),
      kase(
        'a wingman’s 2 left turn while the Firespray has activated',
        slaveTable('2F', { round: { activated: true } }, [rebel('w', 'bountyhunter', 150, 150, { dial: '2T' })]),
        slavePlay,
        (s, seen) => {
          expect(offered(seen, 'Slave I')).toBe(false);
          expect(executed(s, 'w')).toEqual(['2T']);
        },
      ),
    ],
  },
  {
    source: 'upgrade:virago:0',
    applies: kase('a charge spent: a red boost in the End Phase', viragoTable(), viragoPlay, (s) => {
      expect(logged(s, 'action-performed', 'v').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
        ['boost', 'red'],
      ]);
      expect(shipOf(s, 'v').upgrades[0]!.charges).toBe(1);
    }),
    doesNotApply: kase('stressed: no red boost', viragoTable({ tokens: { stress: 1 } }), viragoPlay, (s, seen) => {
      expect(offered(seen, 'Virago')).toBe(false);
      expect(logged(s, 'action-performed', 'v')).toHaveLength(0);
    }),
  },
  {
    source: 'upgrade:dauntless:0',
    applies: kase(
      'a 3 straight cut short by a TIE: a focus action as red, and a stress token',
      table('3F', 540),
      play('d'),
      (s, seen) => {
        expect(partial(s, 'd')).toEqual([true]);
        expect(actionOffered(seen, 'Dauntless')).toBe(true);
        expect(logged(s, 'action-performed', 'd').map((e) => e.data?.action)).toEqual(['focus']);
        expect(s.ships.find((x) => x.id === 'd')!.tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 3 straight fully executed', table('3F', null), play('d'), (_s, seen) =>
        expect(actionOffered(seen, 'Dauntless')).toBe(false),
      ),
      kase(
        'stressed, a white 3 straight cut short: no action',
        table('3F', 540, { tokens: { stress: 1 } }),
        play('d'),
        (s, seen) => {
          expect(partial(s, 'd')).toEqual([true]);
          expect(actionOffered(seen, 'Dauntless')).toBe(false);
        },
      ),
      kase(
        'a wingman’s maneuver cut short while the Decimator has activated',
        table('3F', null, { round: { activated: true } }, [
          imperial('w', 'academypilot', 150, 750, { dial: '2F' }),
          imperial('c', 'academypilot', 150, 640, { dial: '1F', round: { activated: true } }),
        ]),
        play('w'),
        (s, seen) => {
          expect(partial(s, 'w')).toEqual([true]);
          expect(actionOffered(seen, 'Dauntless')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:reysmillenniumfalcon:0',
    standing: true,
    applies: kase(
      "with 1 stress, Rey flies her red 3 Segnor's loop and then boosts (a red action) with 2",
      reyTable('3L', 1),
      playing(leaves('activation'), () => picks('choose-action', 'boost', 'r')),
      (s, seen) => {
        expect(logged(s, 'stressed-red-maneuver', 'r')).toHaveLength(0);
        expect(logged(s, 'dial-revealed', 'r')[0]!.data?.maneuver).toBe('3L');
        const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'r')!;
        expect(menu.options.some((o) => o.id.startsWith('rotate'))).toBe(true);
        expect(menu.options.some((o) => o.id.startsWith('focus'))).toBe(false);
        expect(logged(s, 'action-performed', 'r').map((e) => e.data?.action)).toEqual(['boost']);
      },
    ),
    doesNotApply: [
      kase(
        'with 1 stress, a red 4 straight (not a loop) becomes the white 2 straight',
        reyTable('4F', 1),
        playing(leaves('activation')),
        (s) => expect(logged(s, 'stressed-red-maneuver', 'r')).toHaveLength(1),
      ),
      kase(
        'with 3 stress, the loop becomes the white 2 straight and no action is offered',
        reyTable('3L', 3),
        playing(leaves('activation')),
        (s, seen) => {
          expect(logged(s, 'stressed-red-maneuver', 'r')).toHaveLength(1);
          expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'r')).toBe(false);
        },
      ),
    ],
  },
];

/**
 * A StarViper (`v`, initiative 3, Virago of Armed and Dangerous) in the System Phase, an X-wing wingman (`w`, initiative
 * 2) whose System step comes first.
 */
const virago2Table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [
        rebel('v', 'blacksunenforcer', 400, 150, { dial: '2F', upgrades: ['virago-armedanddangerous'], ...extra }),
        rebel('w', 'bluesquadronescort', 200, 150, { dial: '2F' }),
      ],
      [farTie()],
    );
/** Plays the System Phase, boosting when Virago asks; `viragoAt` gets the ship whose System step it was at each ask. */
const viragoAt: string[] = [];
const virago2Play = (s: GameState) => {
  viragoAt.length = 0;
  return playUntil(
    s,
    (st) => st.phase !== 'system',
    (d, st) => {
      if (d.kind !== 'choose-action' || !d.prompt.includes('Virago')) return undefined;
      viragoAt.push(st.cursor.done?.at(-1) ?? '');
      return picks('choose-action', 'boost:1F', 'v')(d, st);
    },
  );
};
SPECS.push({
  source: 'upgrade:virago-armedanddangerous:0',
  applies: kase(
    'a red boost in its own System step (asked there only, not at the wingman’s)',
    virago2Table(),
    virago2Play,
    (s) => {
      expect(viragoAt).toEqual(['v']);
      expect(logged(s, 'action-performed', 'v').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
        ['boost', 'red'],
      ]);
    },
  ),
  doesNotApply: [
    kase('stressed: no red action', virago2Table({ tokens: { stress: 1 } }), virago2Play, (_s, seen) =>
      expect(actionOffered(seen, 'Virago')).toBe(false),
    ),
  ],
});

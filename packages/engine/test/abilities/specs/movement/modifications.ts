/**
 * Card specs for abilities/cards/movement/modifications.ts. Rules: 000 "SLAM" (a maneuver of the revealed speed, then
 * a disarm token), "Action Difficulty" (a red action gives a stress token); 000 "Moving Through and Overlapping".
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
import { farXwing, imperial, kase, playing, rebel } from '../../spec-helpers.js';
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

export const SPECS: CardSpec[] = [
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

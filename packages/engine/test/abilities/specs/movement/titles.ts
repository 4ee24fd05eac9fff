/**
 * Card specs for abilities/cards/movement/titles.ts. Rules: 000 "Moving Through and Overlapping" (a partial
 * maneuver); 000 "Action Difficulty" (a red action gives a stress token); 001 Stress.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, leaves, logged, picks, position } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing, rebel } from '../../spec-helpers.js';

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

export const SPECS: CardSpec[] = [
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

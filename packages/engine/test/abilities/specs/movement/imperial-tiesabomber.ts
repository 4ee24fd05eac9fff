/**
 * Card specs for abilities/cards/movement/imperial-tiesabomber.ts. Rules: 001 Activation Phase (Perform Action),
 * Barrel Roll, Charges.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('b', 'tomaxbren-swz98', 400, 750, { dial: '1F', ...extra }), ...others],
    );
const play = (ship: string, first: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf('Tomax Bren'), picks('choose-action', first, ship)));
const focusGained = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'focus').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:tomaxbren-swz98',
    applies: kase('after a barrel roll, 2 charges buy a focus token', table(), play('b', 'barrel-roll'), (s) => {
      expect(focusGained(s, 'b')).toBe(1);
      expect(logged(s, 'cost-paid', 'b')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('after a focus action', table(), play('b', 'focus'), (s, seen) => {
        expect(offered(seen, 'Tomax Bren')).toBe(false);
        expect(focusGained(s, 'b')).toBe(0);
      }),
      kase(
        'a wingman barrel rolls while Tomax has activated',
        table({ round: { activated: true } }, [imperial('w', 'academypilot', 250, 750, { dial: '1F' })]),
        play('w', 'barrel-roll'),
        (_s, seen) => expect(offered(seen, 'Tomax Bren')).toBe(false),
      ),
    ],
  },
];

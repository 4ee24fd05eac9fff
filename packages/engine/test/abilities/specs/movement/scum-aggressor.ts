/**
 * Card specs for abilities/cards/movement/scum-aggressor.ts. Rules: 001 Activation Phase (Perform Action), Calculate.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('g', 'ig88a', 400, 150, { dial: '1F', ...extra }), ...others], [farTie()]);
const play = (ship: string, first: string) => playing(leaves('activation'), () => picks('choose-action', first, ship));
/** Calculate tokens gained this round: one by the action, one more by the ship ability. */
const calculated = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'calculate').length +
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'calculate').length;

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:advanceddroidbrain',
    applies: kase('a calculate action leaves IG-88A with 2 calculate tokens', table(), play('g', 'calculate'), (s) =>
      expect(calculated(s, 'g')).toBe(2),
    ),
    doesNotApply: [
      kase('an evade action gives no calculate token', table(), play('g', 'evade'), (s) =>
        expect(calculated(s, 'g')).toBe(0),
      ),
      kase(
        'a droid wingman’s calculate action while IG-88A has activated: its one token only',
        table({ round: { activated: true } }, [rebel('w', 'tradefederationdrone', 250, 150, { dial: '1F' })]),
        play('w', 'calculate'),
        (s) => {
          expect(calculated(s, 'w')).toBe(1);
          expect(calculated(s, 'g')).toBe(0);
        },
      ),
    ],
  },
];

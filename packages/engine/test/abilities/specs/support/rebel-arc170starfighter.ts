/**
 * Card specs for the ARC-170 pilots of abilities/cards/support/rebel-arc170starfighter.ts. Rules: 001 Activation 2
 * (Execute Maneuver, Check Difficulty), 000 "Stress", "Partial maneuvers" (a maneuver cut short by a ship).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { abilityDie, answers, leaves, logged, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Ibtisam (`i`) facing up at (400, 200), dial `dial`, with `extra`; `others` beside her; a TIE far away. */
const ibTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = [], empire: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('i', 'ibtisam', 400, 200, { dial, ...extra }), ...others],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' }), ...empire],
    );
const ibPlay = playing(leaves('activation'), () => answers(useAbilityOf('Ibtisam'), abilityDie('Ibtisam', 'hit')));
const ibUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 'i').some((e) => e.data?.source === 'pilot:ibtisam');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ibtisam',
    applies: kase(
      'a red 4 straight gives her a stress token: a hit on the die removes it',
      ibTable('4F'),
      ibPlay,
      (s) => {
        expect(ibUsed(s)).toBe(true);
        expect(s.ships.find((x) => x.id === 'i')!.tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('a white 3 straight, not stressed: no die', ibTable('3F'), ibPlay, (s) => expect(ibUsed(s)).toBe(false)),
      kase(
        'the red 4 straight cut short by a TIE in her path: stressed, but not fully executed',
        ibTable('4F', {}, [], [imperial('b', 'academypilot', 400, 400, { dial: '1F', round: { activated: true } })]),
        ibPlay,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'i').map((e) => e.data?.partial)).toContain(true);
          expect(ibUsed(s)).toBe(false);
        },
      ),
      kase(
        'stressed and activated already: a stressed wingman’s full maneuver does not ask her',
        ibTable('3F', { tokens: { stress: 1 }, round: { activated: true } }, [
          rebel('w', 'redsquadronveteran', 150, 200, { dial: '2T', tokens: { stress: 1 } }),
        ]),
        ibPlay,
        (s) => expect(ibUsed(s)).toBe(false),
      ),
    ],
  },
];

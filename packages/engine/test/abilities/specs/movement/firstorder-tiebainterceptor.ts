/**
 * Card specs for abilities/cards/movement/firstorder-tiebainterceptor.ts. Rules: 001 Activation 2.2 (a partial
 * maneuver is not fully executed), Perform Action (each action once a round); supplement "Deplete", "Strain".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/** A First Order Provocateur (`p`, Fine-tuned Thrusters) flying `dial` down the table; others as given. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('p', 'firstorderprovocateur', 400, 750, { dial, ...extra }), ...others],
    );
/** It takes a strain token and barrel rolls left. */
const play = () =>
  playing(leaves('activation'), () =>
    answers(picks('use-ability', 'use:strain', 'p'), (d) =>
      d.kind === 'choose-action' && d.prompt.includes('Fine-tuned') ? ['barrel-roll:left:middle'] : undefined,
    ),
  );
const performed = (s: GameState) => logged(s, 'action-performed', 'p').map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:finetunedthrusters',
    applies: kase('after a 2 straight, a strain token buys a barrel roll', table('2F'), play(), (s) => {
      expect(performed(s)).toEqual(['barrel-roll']);
      expect(shipOf(s, 'p').tokens.strain).toBe(1);
    }),
    doesNotApply: [
      kase(
        'a 2 straight cut short by a ship in its path',
        table('2F', {}, [imperial('b', 'academypilot', 400, 635, { dial: '1F', round: { activated: true } })]),
        play(),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'p').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'Fine-tuned Thrusters')).toBe(false);
        },
      ),
      kase(
        'a TIE/ln wingman’s maneuver while the TIE/ba has activated',
        table('2F', { round: { activated: true } }, [imperial('w', 'academypilot', 250, 750, { dial: '2F' })]),
        play(),
        (_s, seen) => expect(offered(seen, 'Fine-tuned Thrusters')).toBe(false),
      ),
      kase(
        'it is depleted (a white 3 bank: a blue maneuver would clear it)',
        table('3B', { tokens: { deplete: 1 } }),
        play(),
        (_s, seen) => expect(offered(seen, 'Fine-tuned Thrusters')).toBe(false),
      ),
      kase(
        'it is strained (a white 3 bank: a blue maneuver would clear it)',
        table('3B', { tokens: { strain: 1 } }),
        play(),
        (_s, seen) => expect(offered(seen, 'Fine-tuned Thrusters')).toBe(false),
      ),
      kase(
        'it has locked and barrel rolled this round already',
        table('2F', { round: { actions: ['lock', 'barrel-roll'] } }),
        play(),
        (_s, seen) => expect(offered(seen, 'Fine-tuned Thrusters')).toBe(false),
      ),
    ],
  },
];

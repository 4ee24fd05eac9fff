/**
 * Card specs for abilities/cards/movement/separatist-nantexclassstarfighter.ts. Rules: 000 "Turret Arcs", the Rotate
 * action; 001 Activation 2.2 (a partial maneuver is not fully executed); supplement "Tractor".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** A Nantex (`n`, Pinpoint Tractor Array, turret forward) flying `dial`; others as given. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('n', 'stalgasinhiveguard', 400, 150, { dial, turret: 'front', ...extra }), ...others],
      [farTie()],
    );
const play = () =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Pinpoint Tractor Array'), (d) =>
      d.kind === 'choose-action' && d.prompt.includes('Pinpoint') ? ['rotate-arc:left'] : undefined,
    ),
  );
const rotated = (s: GameState) =>
  logged(s, 'action-performed', 'n').filter((e) => e.data?.action === 'rotate-arc').length;

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:pinpointtractorarray',
    applies: kase(
      'after a 2 straight, a tractor token buys a rotate (never to the rear)',
      table('2F'),
      play(),
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'choose-action' && d.prompt.includes('Pinpoint'));
        expect(asked?.options.map((o) => o.id).filter((id) => id.startsWith('rotate-arc'))).toEqual([
          'rotate-arc:left',
          'rotate-arc:right',
        ]);
        expect(shipOf(s, 'n').turret).toBe('left');
        expect(logged(s, 'cost-paid', 'n')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'a 2 straight cut short by a ship in its path',
        table('2F', {}, [rebel('b', 'jediknight', 400, 265, { dial: '1F', round: { activated: true } })]),
        play(),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'n').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'Pinpoint Tractor Array')).toBe(false);
        },
      ),
      kase(
        'a wingman’s maneuver while the Nantex has activated',
        table('2F', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' })]),
        play(),
        (_s, seen) => expect(offered(seen, 'Pinpoint Tractor Array')).toBe(false),
      ),
      kase(
        'it has rotated this round already',
        table('2F', { round: { actions: ['rotate-arc'] } }),
        play(),
        (s, seen) => {
          expect(offered(seen, 'Pinpoint Tractor Array')).toBe(false);
          expect(rotated(s)).toBe(0);
        },
      ),
    ],
  },
];

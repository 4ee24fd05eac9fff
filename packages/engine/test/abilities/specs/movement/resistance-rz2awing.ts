/**
 * Card specs for abilities/cards/movement/resistance-rz2awing.ts. Rules: 000 "Turret Arcs", the Rotate action,
 * "Action Difficulty" (a red action gives a stress token), 001 Perform Action (each action once a round).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** An RZ-2 (`a`, Refined Gyrostabilizers, turret forward) flying a 2 straight, an X-wing wingman `w` beside it. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('a', 'bluesquadronrecruit', 400, 150, { dial: '2F', turret: 'front', ...extra }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' }),
      ],
      [farTie()],
    );
/** Every ship focuses; the Refined Gyrostabilizers action (when offered) turns the turret to the rear. */
const play = () =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Gyrostabilizers') ? ['rotate-arc:rear'] : undefined),
      picks('choose-action', 'focus'),
    ),
  );
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:refinedgyrostabilizers',
    applies: kase('after its focus, a red rotate to the rear (never to a side)', table(), play(), (s, seen) => {
      const asked = seen.find((d) => d.kind === 'choose-action' && d.prompt.includes('Gyrostabilizers'));
      expect(asked?.options.map((o) => o.id).filter((id) => id.startsWith('rotate-arc'))).toEqual(['rotate-arc:rear']);
      expect(performed(s, 'a')).toEqual(['focus', 'rotate-arc']);
      expect(shipOf(s, 'a').turret).toBe('rear');
      expect(shipOf(s, 'a').tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase(
        'the X-wing wingman focuses while the RZ-2 has activated',
        table({ round: { activated: true } }),
        play(),
        (s, seen) => {
          expect(actionOffered(seen, 'Gyrostabilizers')).toBe(false);
          expect(performed(s, 'w')).toEqual(['focus']);
        },
      ),
      kase(
        'it has boosted and rotated this round already',
        table({ round: { actions: ['boost', 'rotate-arc'] } }),
        play(),
        (s, seen) => {
          expect(actionOffered(seen, 'Gyrostabilizers')).toBe(false);
          expect(performed(s, 'a')).toEqual(['focus']);
        },
      ),
    ],
  },
];

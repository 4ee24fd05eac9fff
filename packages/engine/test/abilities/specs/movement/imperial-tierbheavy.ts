/**
 * Card specs for abilities/cards/movement/imperial-tierbheavy.ts. Rules: 000 "Turret Arcs", the Rotate action,
 * "Special Weapons" (the arc requirement).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { farXwing, imperial, kase, rebel } from '../../spec-helpers.js';
import { leaves, playUntil, position, shipOf } from '../../flow-harness.js';

/** A TIE/rb (`r`, Rotating Cannons) with an Ion Cannon, the X-wing behind it at range 2, its turret `turret`. */
const table = (turret: PositionShip['turret']) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 620)],
    [imperial('r', 'caridaacademycadet', 400, 400, { turret, upgrades: ['ioncannon'] })],
  );
const play = (s: GameState) =>
  playUntil(s, (st) => st.phase !== 'engagement' || (st.pending?.kind === 'declare-attack' && st.pending.ship === 'r'));
const cannonOffered = (s: GameState) => (s.pending?.options ?? []).some((o) => o.id.startsWith('attack:x:ioncannon'));

/** The TIE/rb activating, turret forward; the rotate options it is offered are kept. */
const rotateTable = () =>
  position(
    'activation',
    [farXwing()],
    [imperial('r', 'caridaacademycadet', 400, 600, { turret: 'front', dial: '1F' })],
  );
const rotatePlay = (s: GameState) =>
  playUntil(s, leaves('activation'), (d) =>
    d.kind === 'choose-action' && d.ship === 'r' && d.options.some((o) => o.id === 'rotate-arc:rear')
      ? ['rotate-arc:rear']
      : undefined,
  );

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:rotatingcannons',
    standing: true,
    applies: kase('its turret to the rear: the cannon fires at the X-wing behind it', table('rear'), play, (s) =>
      expect(cannonOffered(s)).toBe(true),
    ),
    doesNotApply: [
      kase('its turret forward: the X-wing behind it is out of the cannon’s arc', table('front'), play, (s) =>
        expect(cannonOffered(s)).toBe(false),
      ),
      kase(
        'its rotate action turns the turret to the rear only, never to a side',
        rotateTable,
        rotatePlay,
        (s, seen) => {
          const rotations = seen
            .filter((d) => d.kind === 'choose-action' && d.ship === 'r')
            .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('rotate-arc')));
          expect(rotations).toEqual(['rotate-arc:rear']);
          expect(shipOf(s, 'r').turret).toBe('rear');
        },
      ),
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/imperial-tierbheavy.ts. Rules: 000 "Turret Arcs", the Rotate action,
 * "Special Weapons" (the arc requirement).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { farXwing, imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { leaves, logged, offered, playUntil, position, shipOf, useAbilityOf } from '../../flow-harness.js';

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

/**
 * "Rampage" (`p`) at (400, 700) facing down the table executes `dial` (a 3 straight takes him to y 520, a 2 straight to
 * y 560), his turret forward, an X-wing (`x`) ahead at (400, 420): range 1 of him either way. A wingman TIE/rb (`w`)
 * executes `wing` when given ("Rampage" has then activated, at y 520).
 */
const rampageTable =
  (dial: string, extra: Partial<PositionShip> = {}, wing?: string) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 420, { round: { activated: true } })],
      [
        imperial('p', 'rampage', 400, wing ? 520 : 700, {
          dial,
          turret: 'front',
          ...(wing ? { round: { activated: true } } : {}),
          ...extra,
        }),
        ...(wing ? [imperial('w', 'onyxsquadronsentry', 150, 700, { dial: wing })] : []),
      ],
    );
const rampagePlay = playing(leaves('activation'), () => useAbilityOf('Rampage'));
const strain = (s: GameState) => shipOf(s, 'x').tokens.strain ?? 0;
const DAMAGED: Partial<PositionShip> = { damage: [{ card: 'directhit', faceup: false }] };

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:rampage',
    applies: kase(
      'damaged, a 3 straight: the X-wing in his turret arc at range 1 gains 2 strain tokens',
      rampageTable('3F', DAMAGED),
      rampagePlay,
      (s) => {
        expect(logged(s, 'maneuver-executed', 'p').map((e) => e.data?.maneuver)).toEqual(['3F']);
        expect(strain(s)).toBe(2);
      },
    ),
    doesNotApply: [
      kase('damaged, a 2 straight: the X-wing is not chosen', rampageTable('2F', DAMAGED), rampagePlay, (s, seen) => {
        expect(offered(seen, 'Rampage')).toBe(false);
        expect(strain(s)).toBe(0);
      }),
      kase(
        'a wingman’s 3 straight, the X-wing in "Rampage"’s turret arc at range 1',
        rampageTable('1F', DAMAGED, '3F'),
        rampagePlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'w').map((e) => e.data?.maneuver)).toEqual(['3F']);
          expect(offered(seen, 'Rampage')).toBe(false);
        },
      ),
    ],
  },
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

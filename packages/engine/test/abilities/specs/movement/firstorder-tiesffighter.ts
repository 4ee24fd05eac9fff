/**
 * Card specs for abilities/cards/movement/firstorder-tiesffighter.ts. Rules: 000 "Turret Arcs", "Special Weapons"
 * (the arc requirement), Lock.
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { kase, imperial, rebel } from '../../spec-helpers.js';
import { playUntil, position } from '../../flow-harness.js';

/**
 * A TIE/sf (`s`, Heavy Weapon Turret) with Concussion Missiles and a lock on the X-wing behind it at range 2, its
 * turret pointing `turret`.
 */
const table = (turret: PositionShip['turret']) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 600)],
    [imperial('s', 'omegasquadronexpert', 400, 400, { turret, upgrades: ['concussionmissiles'], locks: ['x'] })],
  );
/** Plays until the TIE/sf is asked to declare its attack (or the Engagement Phase ends: no attack to declare). */
const play = (s: GameState) =>
  playUntil(s, (st) => st.phase !== 'engagement' || (st.pending?.kind === 'declare-attack' && st.pending.ship === 's'));
const missileOffered = (s: GameState) =>
  (s.pending?.options ?? []).some((o) => o.id.startsWith('attack:x:concussionmissiles'));

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:heavyweaponturret',
    standing: true,
    applies: kase('its turret to the rear: the missiles fire at the X-wing behind it', table('rear'), play, (s) =>
      expect(missileOffered(s)).toBe(true),
    ),
    doesNotApply: [
      kase('its turret forward: the X-wing behind it is out of the missiles’ arc', table('front'), play, (s) =>
        expect(missileOffered(s)).toBe(false),
      ),
    ],
  },
];

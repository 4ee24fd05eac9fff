/**
 * Scum BTL-A4 Y-wing pilots of abilities/cards/subsystems/scum-btla4ywing.ts: Padric locks a device with his Lock
 * action, and once a friendly device he has locked detonates (000 "Devices": bombs detonate at the end of the
 * Activation Phase), each enemy ship at range 0–1 of it gains a strain token.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';
import { kase } from '../../spec-helpers.js';

const shipIn = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/**
 * The Activation Phase: `locker` (Padric unless told, at (400, 650) facing +y, dial 1-straight) is the one ship left to
 * activate; a proton bomb `pb` at (400, 500) placed by `owner` (his wingman `w` at (250, 500), or the enemy bomber `b`
 * far away), the wingman `wingman` unless told; the enemy X-wing `near` at range 1 of the bomb, the enemy X-wing `far` beyond it.
 */
const table =
  (owner: 'w' | 'b', locker: Partial<PositionShip> = {}, wingman = 'crymorahgoon') =>
  () =>
    position(
      'activation',
      [
        { id: 'near', pilot: 'redsquadronveteran', pose: { x: 480, y: 500, heading: 0 }, round: { activated: true } },
        { id: 'far', pilot: 'redsquadronveteran', pose: { x: 150, y: 150, heading: 0 }, round: { activated: true } },
        {
          id: 'b',
          pilot: 'graysquadronbomber',
          upgrades: ['protonbombs'],
          pose: { x: 800, y: 150, heading: 0 },
          round: { activated: true },
        },
      ],
      [
        { id: 'p', pilot: 'padric', pose: { x: 400, y: 650, heading: 0 }, dial: '1F', ...locker },
        {
          id: 'w',
          pilot: wingman,
          upgrades: ['protonbombs'],
          pose: { x: 250, y: 500, heading: 0 },
          round: { activated: true },
        },
      ],
      { devices: [{ card: 'protonbombs', owner, pose: { x: 400, y: 500, heading: 0 }, id: 'pb' }] },
    );

/** The activation played to the end of the phase, the ship `p` locking `target` in its Perform Action step. */
const locks =
  (target: string) =>
  (s: GameState): Decision[] =>
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.ship === 'p' && d.options.some((o) => o.id === `lock:${target}`)
          ? [`lock:${target}`]
          : undefined,
    );

const lockOptions = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'p')
    .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('lock:')));

const strain = (s: GameState, id: string) => shipIn(s, id).tokens.strain ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:padric',
    applies: kase(
      'he locks his wingman’s bomb: it detonates, the enemy X-wing at range 1 of it gains a strain token',
      table('w'),
      locks('pb'),
      (s, seen) => {
        expect(lockOptions(seen)).toContain('lock:pb');
        expect(s.log.some((e) => e.type === 'device-detonated' && e.data?.device === 'pb')).toBe(true);
        expect(strain(s, 'near')).toBe(1);
        // Friendly ships and enemies beyond range 1 of the bomb: none.
        expect(strain(s, 'far')).toBe(0);
        expect(strain(s, 'w')).toBe(0);
        expect(strain(s, 'p')).toBe(0);
        // The bomb has left the play area, and the lock on it with it.
        expect(shipIn(s, 'p').locks).toEqual([]);
      },
    ),
    doesNotApply: [
      kase(
        'he locks the enemy X-wing instead: the friendly bomb detonates, no strain token',
        table('w'),
        locks('near'),
        (s) => {
          expect(s.log.some((e) => e.type === 'device-detonated' && e.data?.device === 'pb')).toBe(true);
          expect(strain(s, 'near')).toBe(0);
        },
      ),
      kase('the bomb he locks is the enemy bomber’s: no strain token', table('b'), locks('pb'), (s, seen) => {
        expect(lockOptions(seen)).toContain('lock:pb');
        expect(s.log.some((e) => e.type === 'device-detonated' && e.data?.device === 'pb')).toBe(true);
        expect(strain(s, 'near')).toBe(0);
      }),
      kase(
        'another Y-wing locks, Padric its wingman: its Lock action offers no device',
        table('w', { pilot: 'crymorahgoon' }, 'padric'),
        locks('near'),
        (s, seen) => {
          expect(lockOptions(seen)).toContain('lock:near');
          expect(lockOptions(seen)).not.toContain('lock:pb');
          expect(strain(s, 'near')).toBe(0);
        },
      ),
    ],
  },
];

/**
 * Card specs for the Lambda shuttle pilots of abilities/cards/support/imperial-lambdaclasst4ashuttle.ts. Rules: 000
 * "Lock", "Measuring Range".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Captain Kagi `k` at (400, 150) as the Engagement Phase starts; a friendly TIE `f` at (`fx`, `fy`) that the X-wing `e`
 * at (520, 800) locks (`locked`, else the X-wing locks nothing); at (520, 150) the TIE is at range 1 of him, at
 * (850, 850) beyond range 3.
 */
const kagiTable =
  ({ fx = 520, fy = 150, locked = true } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('k', 'captainkagi', 400, 150), rebel('f', 'academypilot', fx, fy)],
      [imperial('e', 'redsquadronveteran', 520, 800, locked ? { locks: ['f'] } : {})],
    );
const kagiPlay = playing(
  (s) => s.pending?.kind === 'declare-attack' || s.phase !== 'engagement',
  () => useAbilityOf('Captain Kagi'),
);
const eLocks = (s: GameState) => shipOf(s, 'e').locks.map((l) => l.target);

/**
 * Colonel Jendon `j` (charges `charges`) done activating at (150, 150) as the phase named starts; his wingman, the
 * X-wing `w` at (400, 150), reveals a 1 straight and locks the TIE `far` at (750, 850), beyond range 3, when its lock
 * action offers it, else the TIE `e` at (400, 400), at range 2.
 */
const jendonTable =
  ({ charges = 2, phase = 'activation' as 'activation' | 'engagement' } = {}) =>
  () =>
    position(
      phase,
      [
        rebel('j', 'coloneljendon', 150, 150, { charges, round: { activated: true } }),
        rebel('w', 'redsquadronveteran', 400, 150, { dial: '1F' }),
      ],
      [
        imperial('e', 'academypilot', 400, 400, { round: { activated: true } }),
        imperial('far', 'academypilot', 750, 850, { round: { activated: true } }),
      ],
    );
const jendonPlay = playing(leaves('activation'), () =>
  answers(
    useAbilityOf('Colonel Jendon'),
    picks('choose-action', 'lock:far', 'w'),
    picks('choose-action', 'lock:e', 'w'),
  ),
);
const wLocks = (s: GameState) => shipOf(s, 'w').locks.map((l) => l.target);
/** The ships the X-wing's lock action offered. */
const wLockOptions = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'w')
    .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('lock:')));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:coloneljendon',
    applies: kase(
      'a charge spent: the X-wing can lock only the TIE beyond range 3',
      jendonTable(),
      jendonPlay,
      (s, seen) => {
        expect(offered(seen, 'Colonel Jendon')).toBe(true);
        expect(shipOf(s, 'j').charges).toBe(1);
        // Neither the TIE at range 2 nor Jendon himself, friendly and near: only the ship beyond range 3.
        expect(wLockOptions(seen)).toEqual(['lock:far']);
        expect(wLocks(s)).toEqual(['far']);
      },
    ),
    doesNotApply: [
      kase(
        'no charge left: not offered, the X-wing locks the TIE at range 2',
        jendonTable({ charges: 0 }),
        jendonPlay,
        (s, seen) => {
          expect(offered(seen, 'Colonel Jendon')).toBe(false);
          expect(wLockOptions(seen)).toEqual(['lock:j', 'lock:e']);
          expect(wLocks(s)).toEqual(['e']);
        },
      ),
      kase(
        'the Engagement Phase starts: not offered',
        jendonTable({ phase: 'engagement' }),
        playing(leaves('engagement'), () => useAbilityOf('Colonel Jendon')),
        (_s, seen) => expect(offered(seen, 'Colonel Jendon')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:captainkagi',
    applies: kase('the X-wing’s lock on the TIE beside him moves onto him', kagiTable(), kagiPlay, (s, seen) => {
      expect(offered(seen, 'Captain Kagi')).toBe(true);
      expect(eLocks(s)).toEqual(['k']);
    }),
    doesNotApply: [
      kase(
        'the TIE locked is beyond range 3 of him: not offered',
        kagiTable({ fx: 850, fy: 850 }),
        kagiPlay,
        (s, seen) => {
          expect(offered(seen, 'Captain Kagi')).toBe(false);
          expect(eLocks(s)).toEqual(['f']);
        },
      ),
      kase('no enemy locks the TIE: not offered', kagiTable({ locked: false }), kagiPlay, (_s, seen) =>
        expect(offered(seen, 'Captain Kagi')).toBe(false),
      ),
    ],
  },
];

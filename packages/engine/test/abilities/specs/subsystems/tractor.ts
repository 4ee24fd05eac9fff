/**
 * Specs of abilities/cards/subsystems/tractor.ts: the cards that give tractor tokens (supplement "Tractor").
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { kase, playing } from '../../spec-helpers.js';

const tractorsGained = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'tractor').length;

/**
 * The Engagement Phase starts: Latts Razzi (YV-666, large) at (400, 300) facing up, locking the TIE `t` when `locked`,
 * the TIE at (400, `y`) facing her (y 450: range 1; y 560: range 2).
 */
const lattsTable = (y: number, locked: boolean) => () =>
  position(
    'engagement',
    [{ id: 'l', pilot: 'lattsrazzi', pose: { x: 400, y: 300, heading: 0 }, ...(locked ? { locks: ['t'] } : {}) }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y, heading: 180 } }],
  );
const lattsPlay = playing(leaves('engagement'), () => useAbilityOf('Latts Razzi'));

/**
 * The Engagement Phase starts: Unkar Plutt (Quadrijet, small base) at (400, 300) facing up, a TIE at (400, `y`)
 * facing him (y 340: the bases touch, range 0; y 400: range 1).
 */
const unkarTable = (y: number) => () =>
  position(
    'engagement',
    [{ id: 'u', pilot: 'unkarplutt', pose: { x: 400, y: 300, heading: 0 } }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y, heading: 180 } }],
  );

/**
 * The Activation Phase: Petty Officer Thanisson (Upsilon, large base, initiative 1, activated) at (400, `ty`) facing
 * down the table (`heading` 180) or up; the X-wing `x` at (400, 100) facing up flies `dial` (the red 4-Koiogran turn ends it at about (400,
 * 300) facing down) and, after a white one, takes a Focus action.
 */
const thanissonTable =
  (dial: string, ty = 550, heading = 180) =>
  () =>
    position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 100, heading: 0 }, dial }],
      [{ id: 'p', pilot: 'pettyofficerthanisson', pose: { x: 400, y: ty, heading }, round: { activated: true } }],
    );
const thanissonPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Petty Officer Thanisson'), picks('choose-action', 'focus', 'x')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:pettyofficerthanisson',
    applies: kase(
      'the X-wing ends its red Koiogran turn at range 2 in his front arc, stressed: his charge gives it a tractor token',
      thanissonTable('4K'),
      thanissonPlay,
      (s) => {
        expect(tractorsGained(s, 'x')).toBe(1);
        expect(shipOf(s, 'p').charges).toBe(0);
      },
    ),
    doesNotApply: [
      kase('a white maneuver and a focus token: not asked', thanissonTable('2F', 450), thanissonPlay, (s, seen) => {
        expect(logged(s, 'action-performed', 'x').some((e) => e.data?.action === 'focus')).toBe(true);
        expect(offered(seen, 'Petty Officer Thanisson')).toBe(false);
      }),
      kase(
        'he faces away from the stressed X-wing: not asked',
        thanissonTable('4K', 550, 0),
        thanissonPlay,
        (s, seen) => {
          expect(shipOf(s, 'x').tokens.stress).toBe(1);
          expect(offered(seen, 'Petty Officer Thanisson')).toBe(false);
        },
      ),
      kase(
        'the stressed X-wing is at range 3 of him: not asked',
        thanissonTable('4K', 750),
        thanissonPlay,
        (s, seen) => {
          expect(shipOf(s, 'x').tokens.stress).toBe(1);
          expect(offered(seen, 'Petty Officer Thanisson')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'pilot:lattsrazzi',
    applies: kase(
      'a locked TIE at range 1: the lock is spent, the TIE gains a tractor token',
      lattsTable(450, true),
      lattsPlay,
      (s) => {
        expect(tractorsGained(s, 't')).toBe(1);
        expect(shipOf(s, 'l').locks).toHaveLength(0);
      },
    ),
    doesNotApply: [
      kase('the TIE at range 1 is not locked: not asked', lattsTable(450, false), lattsPlay, (s, seen) => {
        expect(offered(seen, 'Latts Razzi')).toBe(false);
        expect(tractorsGained(s, 't')).toBe(0);
      }),
      kase('the locked TIE is at range 2: not asked', lattsTable(560, true), lattsPlay, (s, seen) => {
        expect(offered(seen, 'Latts Razzi')).toBe(false);
        expect(tractorsGained(s, 't')).toBe(0);
      }),
    ],
  },
  {
    source: 'pilot:unkarplutt',
    applies: kase(
      'a TIE touching Unkar as the Engagement Phase starts: both gain a tractor token',
      unkarTable(340),
      playing(leaves('engagement')),
      (s) => {
        expect(tractorsGained(s, 'u')).toBe(1);
        expect(tractorsGained(s, 't')).toBe(1);
      },
    ),
    doesNotApply: kase('the TIE at range 1: no tractor token', unkarTable(400), playing(leaves('engagement')), (s) => {
      expect(tractorsGained(s, 'u')).toBe(0);
      expect(tractorsGained(s, 't')).toBe(0);
    }),
  },
];

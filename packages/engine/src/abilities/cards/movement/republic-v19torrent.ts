/**
 * Galactic Republic V-19 Torrent pilots about actions (all printings), each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Kickback: after a barrel roll, he may acquire a lock as a red action.
 * - Kickback (Siege of Coruscant): the same red lock after a barrel roll, or, for a strain token gained first, the lock
 *   performed white (one question: which way, or decline).
 * - "Odd Ball" (the V-19's, and the ARC-170's, BTL-B Y-wing's and Nimbus V-wing's printings): once he has fully executed
 *   a red maneuver or performed a red action, he may lock an enemy ship in his bullseye arc (not an action: no range
 *   band is named, so any range, as Breach's; the range-0 obstacle rules still apply through `lock-allowed`).
 * - Swoop: after a friendly small or medium ship at range 0–1 (he himself included: the band starts at 0) fully executes
 *   a speed 3–4 maneuver, that ship may perform a red boost action (the ship that moved acts: `grant-action`'s `who`).
 *   Two records, as Kanan Jarrus's: his own maneuver (#0) and another friendly ship's, the window's ship (#1).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, ChooseShip, Condition, Effect } from '../../vocabulary/types.js';
import { lockAllowedBothWays, self } from '../common.js';
import { afterManeuverAction } from './modifications.js';

const RED_LOCK: ActionDef[] = [{ type: 'lock', difficulty: 'red' }];

/**
 * "After you fully execute a red maneuver or perform a red action, you may …": two records, one after the maneuver
 * (fully executed, red as executed: 001 Activation 2.3 Check Difficulty) and one after any red action of the ship.
 */
export function afterRed(
  source: Ability['source'],
  how: { choose?: ChooseShip; when?: Condition; effect: Effect; summary: string },
): Ability[] {
  const extra: Condition[] = how.when ? [how.when] : [];
  const base = {
    source,
    optional: true,
    ...(how.choose ? { choose: how.choose } : {}),
    effect: how.effect,
    summary: how.summary,
  };
  return [
    {
      ...base,
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }, ...extra] },
    },
    {
      ...base,
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] }, ...extra] },
    },
  ];
}

/** An enemy ship in his bullseye arc that he may lock now (000 "Lock"; obstacles at range 0 forbid it). */
const ODD_BALL_TARGET: ChooseShip = {
  side: 'enemy',
  inArc: { arc: 'bullseye' },
  where: lockAllowedBothWays,
  label: 'Odd Ball locks it',
};
const oddBall = (xws: string): Ability[] =>
  afterRed(
    { kind: 'pilot', xws },
    {
      choose: ODD_BALL_TARGET,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Odd Ball: after a red maneuver or red action, lock an enemy ship in your bullseye arc.',
    },
  );

export const REPUBLIC_V19TORRENT_MOVEMENT: Record<string, Ability[]> = {
  'pilot:kickback': [
    {
      source: { kind: 'pilot', xws: 'kickback' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] },
          { kind: 'can-perform', actions: RED_LOCK },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_LOCK, why: 'Kickback, a red lock' },
      summary: 'Kickback: after your barrel roll, you may lock as a red action.',
    },
  ],
  'pilot:oddball': oddBall('oddball'),
  'pilot:oddball-arc170starfighter': oddBall('oddball-arc170starfighter'),
  'pilot:oddball-btlbywing': oddBall('oddball-btlbywing'),
  'pilot:oddball-nimbusclassvwing': oddBall('oddball-nimbusclassvwing'),
  'pilot:kickback-siegeofcoruscant': [
    {
      source: { kind: 'pilot', xws: 'kickback-siegeofcoruscant' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] },
          { kind: 'can-perform', actions: RED_LOCK },
        ],
      },
      optional: true,
      choices: () => [
        { id: 'red', label: 'a red lock action' },
        { id: 'strain', label: 'gain a strain token: the lock action is white' },
      ],
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'if-holds',
            when: { kind: 'subject-data', key: 'choice', oneOf: ['red'] },
            effect: { kind: 'grant-action', actions: RED_LOCK, why: 'Kickback, a red lock' },
          },
          {
            kind: 'if-holds',
            when: { kind: 'subject-data', key: 'choice', oneOf: ['strain'] },
            effect: {
              kind: 'sequence',
              of: [
                { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
                { kind: 'grant-action', actions: [{ type: 'lock', difficulty: 'white' }], why: 'Kickback, a lock' },
              ],
            },
          },
        ],
      },
      summary: 'Kickback: after your barrel roll, lock as a red action, or gain a strain token to lock as a white one.',
    },
  ],
};

/** "Slammer": after a fully executed maneuver, 2 charges buy a SLAM, even while stressed. */
REPUBLIC_V19TORRENT_MOVEMENT['pilot:slammer'] = [
  afterManeuverAction({
    source: { kind: 'pilot', xws: 'slammer' },
    name: '"Slammer"',
    actions: [{ type: 'slam', difficulty: 'white' }],
    charges: 2,
    ignoreStress: true,
    what: 'SLAM after your maneuver, even while stressed',
  }),
];

const RED_BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'red' }];
/** Swoop: a red boost for the friendly ship that fully executed a speed 3–4 maneuver near him (`who`). */
function swoop(who: 'self' | 'other', near: Condition[]): Ability {
  return {
    source: { kind: 'pilot', xws: 'swoop' },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [
        ...near,
        { kind: 'maneuver', fully: true, who },
        { kind: 'maneuver-is', speeds: [3, 4], ...(who === 'other' ? { who } : {}) },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: RED_BOOST, why: 'Swoop, after a speed 3–4 maneuver', who },
    summary: 'Swoop: a friendly ship near you fully executed a speed 3–4 maneuver: it may perform a red boost.',
  };
}
REPUBLIC_V19TORRENT_MOVEMENT['pilot:swoop'] = [
  swoop('self', [self, { kind: 'can-perform', actions: RED_BOOST }]),
  swoop('other', [
    { kind: 'ship-is', who: 'other', side: 'friendly', size: ['small', 'medium'] },
    { kind: 'range', to: 'other', min: 0, max: 1 },
  ]),
];

/**
 * Republic ARC-170 starfighter pilots about maneuvers and actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - "Odd Ball" (Siege of Coruscant): once he has fully executed a red maneuver, or performed a red action, he may pick
 *   a friendly ship at range 0–3 (himself included) and then an enemy ship at range 0–1: the friendly ship acquires a
 *   lock on that enemy (not an action; `choose` with its `second` ship). Reading: both bands are measured from him (the
 *   card names no other ship to measure from; 000 "Measuring Range").
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

const canLock: Condition = { kind: 'lock-allowed', who: 'self' };

const oddball = (window: 'maneuver:after-execute' | 'action:after-perform', trigger: Condition): Ability => ({
  source: { kind: 'pilot', xws: 'oddball-siegeofcoruscant' },
  window,
  when: { kind: 'all', of: [self, trigger] },
  optional: true,
  choose: {
    side: 'friendly',
    range: [0, 3],
    includeSelf: true,
    where: canLock,
    label: 'acquires a lock',
    second: { side: 'enemy', range: [0, 1], where: canLock, label: 'is locked' },
  },
  effect: { kind: 'acquire-lock', who: 'chosen', on: 'second' },
  summary: '"Odd Ball": a friendly ship at range 0–3 locks an enemy ship at range 0–1.',
});

export const REPUBLIC_ARC170STARFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:oddball-siegeofcoruscant': [
    oddball('maneuver:after-execute', { kind: 'maneuver', fully: true, difficulty: ['red'] }),
    oddball('action:after-perform', { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] }),
  ],
};

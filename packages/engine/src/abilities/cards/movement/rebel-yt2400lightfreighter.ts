/**
 * Rebel YT-2400 light freighter pilots about obstacles, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Dash Rendar (SWZ103): in the Engagement Phase, the obstacles he is at range 0 of have no range-0 effect on him (he
 *   may attack from an asteroid; a standing `ignore-obstacles` for 'range-0' while the phase is the Engagement Phase).
 *   Reading: the card's "overlapping" is read as range 0 (000 "Measuring Range"), the contact the obstacles' range-0
 *   rules use; their effects on a move are the Activation Phase's, outside it.
 * - Dash Rendar (his first YT-2400 card): while he moves he ignores obstacles (a standing `ignore-obstacles` while
 *   `moving`: moving through or onto one has no effect, and his boosts and barrel rolls may cross them — all are moves,
 *   000 "Moving Through and Overlapping Obstacles", Boost, Barrel Roll); once he has moved, their range-0 rules reach
 *   him as any ship.
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_YT2400LIGHTFREIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:dashrendar': [
    {
      source: { kind: 'pilot', xws: 'dashrendar' },
      window: 'ship:ignore-obstacles',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['moving'] },
      summary: 'Dash Rendar: obstacles have no effect on you while you move.',
    },
  ],
  'pilot:dashrendar-swz103-rebelalliance': [
    {
      source: { kind: 'pilot', xws: 'dashrendar-swz103-rebelalliance' },
      window: 'ship:ignore-obstacles',
      when: { kind: 'during-phase', phase: 'engagement' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['range-0'] },
      summary: 'Dash Rendar: in the Engagement Phase, obstacles you overlap have no effect on you.',
    },
  ],
};

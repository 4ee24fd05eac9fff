/**
 * Scum Customized YT-1300 pilots about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - L3-37 (and her Escape Craft printing): while she has no active shield, her bank maneuvers are one difficulty easier
 *   (the standing `maneuver-difficulty`, read by the dial and the Check Difficulty step; 000 "Maneuver Difficulty").
 */
import type { Ability } from '../../vocabulary/types.js';

function l337(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:difficulty',
    when: { kind: 'not', of: { kind: 'shielded', who: 'self' } },
    optional: false,
    effect: { kind: 'maneuver-difficulty', maneuvers: ['bank'], steps: -1 },
    summary: 'L3-37: with no shield left, your bank maneuvers are one difficulty easier.',
  };
}

export const SCUM_CUSTOMIZEDYT1300LIGHTFREIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:l337': [l337('l337')],
  'pilot:l337-escapecraft': [l337('l337-escapecraft')],
};

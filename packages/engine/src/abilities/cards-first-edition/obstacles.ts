/**
 * The first edition's obstacle rule read as a standing ability (as cards/subsystems/obstacles.ts does for 2.5): a
 * ship overlapping an asteroid cannot attack (002 §Obstacles; overlapping is range 0 of it). A debris cloud lets it
 * attack, and nothing in 002 stops locks near obstacles.
 */
import type { Ability } from '../vocabulary/types.js';

export const FIRST_EDITION_OBSTACLES: Record<string, Ability[]> = {
  'obstacle:asteroid': [
    {
      source: { kind: 'obstacle', name: 'asteroid' },
      window: 'attack:allowed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'cannot-attack', why: 'ships overlapping an asteroid cannot perform attacks' },
      summary: 'Overlapping an asteroid: no attacks.',
    },
  ],
};

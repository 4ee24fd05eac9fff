/**
 * Legends and Relics cards (xwa-50p2.0) about coordinates, locks and tokens, each in our own words (never card text).
 * Keys as in source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the community card
 * data lacks these cards.
 *
 * - Hera Syndulla (VCX-100): after she fully executes a red maneuver she may coordinate a friendly ship at range 1–3:
 *   an ability's coordinate, not the Coordinate action (supplement "Coordinate"), so the chosen ship performs an action
 *   of its bar, as Shaak Ti's second coordinate does (`grant-action` 'own-bar' on the chosen ship).
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const LEGENDS_AND_RELICS_SUPPORT: Record<string, Ability[]> = {
  'pilot:herasyndulla-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'herasyndulla-legendsandrelics' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 3],
        where: { kind: 'can-perform', actions: 'own-bar' },
        label: 'is coordinated',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'coordinated by Hera Syndulla' },
      summary: 'Hera Syndulla: a red maneuver fully executed; coordinate a friendly ship at range 1–3.',
    },
  ],
};

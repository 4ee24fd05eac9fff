/**
 * Separatist Alliance Vulture-class droid fighter pilots that work with tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DFS-311 (both printings): as the Engagement Phase starts, it may pass one of its calculate tokens to another friendly ship at
 *   range 0–3.
 */
import type { Ability } from '../../vocabulary/types.js';
import { transferToChosen } from './shared.js';

function dfs311(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:start',
      when: { kind: 'has-token', token: 'calculate', who: 'self' },
      optional: true,
      choose: { side: 'friendly', range: [0, 3], label: 'takes one of your calculate tokens' },
      effect: transferToChosen('calculate'),
      summary: 'DFS-311: pass one of your calculate tokens to another friendly ship at range 0–3.',
    },
  ];
}

export const SEPARATIST_VULTURE_SUPPORT: Record<string, Ability[]> = {
  'pilot:dfs311': dfs311('dfs311'),
  'pilot:dfs311-siegeofcoruscant': dfs311('dfs311-siegeofcoruscant'),
};

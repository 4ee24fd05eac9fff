/**
 * Rebel Alliance HWK-290 light freighter pilots that work with tokens, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Kyle Katarn: as the Engagement Phase starts, he may pass one of his focus tokens to a friendly ship in his firing
 *   arc (any of them, his turret arc included; no range band: any range).
 */
import type { Ability } from '../../vocabulary/types.js';
import { transferToChosen } from './shared.js';

export const REBEL_HWK_SUPPORT: Record<string, Ability[]> = {
  'pilot:kylekatarn': [
    {
      source: { kind: 'pilot', xws: 'kylekatarn' },
      window: 'engagement:start',
      when: { kind: 'has-token', token: 'focus', who: 'self' },
      optional: true,
      choose: { side: 'friendly', inArc: { arc: 'firing' }, label: 'takes one of your focus tokens' },
      effect: transferToChosen('focus'),
      summary: 'Kyle Katarn: pass one of your focus tokens to a friendly ship in your firing arc.',
    },
  ],
};

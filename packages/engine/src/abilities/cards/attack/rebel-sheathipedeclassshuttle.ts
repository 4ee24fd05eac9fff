/**
 * Rebel Sheathipede-class shuttle pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Ezra Bridger (Sheathipede): the Gauntlet fighter printing's record (rebel-gauntletfighter.ts).
 * - Fenn Rau (Sheathipede): before an enemy ship in his firing arc engages, if he is not stressed, he may gain a stress
 *   token; then, for the rest of the Engagement Phase, that ship's attack dice cannot be modified by spending tokens
 *   while it attacks (a lasting `dice-unmodifiable` with `tokens`: focus, evade, calculate and lock tokens, 000
 *   "Tokens", "Lock"; Force is no token).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';
import { ezraBridger } from './rebel-gauntletfighter.js';

export const REBEL_SHEATHIPEDECLASSSHUTTLE_ATTACK: Record<string, Ability[]> = {
  'pilot:ezrabridger-sheathipedeclassshuttle': ezraBridger('ezrabridger-sheathipedeclassshuttle'),
  'pilot:fennrau-sheathipedeclassshuttle': [
    {
      source: { kind: 'pilot', xws: 'fennrau-sheathipedeclassshuttle' },
      window: 'engagement:before-engage',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' },
          { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-engagement-phase',
        window: 'attack:modify-restriction',
        who: 'other',
        while: isAttacker,
        effect: { kind: 'dice-unmodifiable', dice: 'attack', tokens: ['focus', 'evade', 'calculate', 'lock'] },
      },
      summary: 'Fenn Rau: gain a stress token; this phase, the engaging ship cannot spend tokens on its attack dice.',
    },
  ],
};

/**
 * Scum and Villainy Aggressor assault fighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - IG-88B: after an attack of his that misses, he may perform a bonus attack with one of his cannons (the bonus
 *   attack's own declaration offers "no bonus attack"; without a cannon there is none to offer).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const SCUM_AGGRESSORASSAULTFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:ig88b': [
    {
      source: { kind: 'pilot', xws: 'ig88b' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [false] }] },
      optional: false,
      effect: { kind: 'bonus-attack', slots: ['cannon'] },
      summary: 'IG-88B: your attack missed, you may perform a bonus cannon attack.',
    },
  ],
};

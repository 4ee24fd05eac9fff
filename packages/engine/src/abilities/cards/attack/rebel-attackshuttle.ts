/**
 * Rebel Attack Shuttle pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Ezra Bridger (Attack Shuttle): the Gauntlet fighter printing's record (rebel-gauntletfighter.ts).
 * - Zeb Orrelios (Attack Shuttle): while he defends, the evades cancel crit results before hit results
 *   (`crits-first`; 001 Engagement 4: hits first otherwise).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isDefender } from '../../vocabulary/queries.js';
import { ezraBridger } from './rebel-gauntletfighter.js';

export const REBEL_ATTACKSHUTTLE_ATTACK: Record<string, Ability[]> = {
  'pilot:ezrabridger': ezraBridger('ezrabridger'),
  'pilot:zeborrelios': [
    {
      source: { kind: 'pilot', xws: 'zeborrelios' },
      window: 'attack:neutralize',
      when: isDefender,
      optional: false,
      effect: { kind: 'crits-first' },
      summary: 'Zeb Orrelios: defending, your evades cancel crit results first.',
    },
  ],
};

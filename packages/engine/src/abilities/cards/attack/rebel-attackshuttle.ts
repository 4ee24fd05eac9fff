/**
 * Rebel Attack Shuttle pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Ezra Bridger (Attack Shuttle): the Gauntlet fighter printing's record (rebel-gauntletfighter.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { ezraBridger } from './rebel-gauntletfighter.js';

export const REBEL_ATTACKSHUTTLE_ATTACK: Record<string, Ability[]> = {
  'pilot:ezrabridger': ezraBridger('ezrabridger'),
};

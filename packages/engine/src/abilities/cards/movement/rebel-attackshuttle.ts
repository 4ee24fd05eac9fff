/**
 * Rebel Attack Shuttle pilots about the dial, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Hera Syndulla (the Attack Shuttle's, and her VCX-100 reprint): after revealing a red or blue maneuver (its
 *   difficulty now, 000 "Maneuver Difficulty"), she may set her dial to another maneuver of that same difficulty
 *   (`set-dial`, `dialChoices`). A red one while stressed is no choice (000 "Stress"), and a red maneuver revealed
 *   while stressed is flown as a white 2 straight already, with nothing to set (001 Activation 2.1).
 * - Sabine Wren (Attack Shuttle): before she activates she may barrel roll or boost (her TIE/ln card's ability, one
 *   builder: rebel-tieln.ts `sabineBeforeActivating`).
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { dialChoices } from './dial.js';
import { sabineBeforeActivating } from './rebel-tieln.js';

function hera(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'activation:after-reveal',
    when: { kind: 'all', of: [self, { kind: 'maneuver', difficulty: ['red', 'blue'] }] },
    optional: true,
    choices: dialChoices({ sameDifficulty: true }),
    effect: { kind: 'set-dial' },
    summary: 'Hera Syndulla: your dial may change to a maneuver of equal difficulty.',
  };
}

export const REBEL_ATTACKSHUTTLE_MOVEMENT: Record<string, Ability[]> = {
  'pilot:herasyndulla': [hera('herasyndulla')],
  'pilot:herasyndulla-vcx100lightfreighter': [hera('herasyndulla-vcx100lightfreighter')],
  'pilot:sabinewren': [sabineBeforeActivating('sabinewren')],
};

/**
 * Galactic Empire TIE/ph Phantom pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Whisper": after an attack of hers hits, she gains an evade token.
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const IMPERIAL_TIEPHPHANTOM_ATTACK: Record<string, Ability[]> = {
  'pilot:whisper': [
    {
      source: { kind: 'pilot', xws: 'whisper' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: '"Whisper": your attack hit, gain an evade token.',
    },
  ],
};

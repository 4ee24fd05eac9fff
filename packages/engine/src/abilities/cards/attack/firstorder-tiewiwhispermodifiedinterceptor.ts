/**
 * First Order TIE/wi Whisper Modified Interceptor pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Wrath": after an attack with the defender in his bullseye arc, while he holds at least one red token other than a
 *   lock (stress, strain, ion, deplete: 000 "Tokens" and the supplement's Deplete) or an orange one (disarm, jam,
 *   tractor: 000 "Disarm Tokens", supplement "Jam", "Tractor"), he may perform a bonus attack against another target
 *   (000 "Bonus Attacks"). A bullseye-arc attack is read as one whose defender is in his bullseye arc.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { defenderInBullseye, isAttacker } from '../../vocabulary/queries.js';

/** The ship holds a red token other than a lock, or an orange token. */
const redOrOrange: Condition = {
  kind: 'any',
  of: ['stress', 'strain', 'ion', 'deplete', 'disarm', 'jam', 'tractor'].map((token): Condition => ({
    kind: 'has-token',
    token,
    who: 'self',
  })),
};

export const FIRSTORDER_TIEWIWHISPERMODIFIEDINTERCEPTOR_ATTACK: Record<string, Ability[]> = {
  'pilot:wrath': [
    {
      source: { kind: 'pilot', xws: 'wrath' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, defenderInBullseye, redOrOrange] },
      optional: false,
      effect: { kind: 'bonus-attack', notAgainst: 'defender' },
      summary: '"Wrath": after a bullseye attack, holding a red or orange token, you may attack another target.',
    },
  ],
};

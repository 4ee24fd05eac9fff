/**
 * Scum and Villainy Rogue-class starfighter pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>"). The class's ship ability, Dead to Rights, is with the
 * Separatist printings (separatist-rogueclassstarfighter.ts).
 *
 * - Durge: defending, once the results are neutralized, while more hit/crit results are left than his active
 *   shields, he may turn one hit into a crit and cancel another hit (the attack words' `edit-results`). Our reading:
 *   offered with two hits or more left, so that both parts happen (with one hit, the change alone would only hurt him).
 * - Viktor Hel (Rogue-class): after he defends, unless he rolled exactly two defense dice, the attacker gains a stress
 *   token. Read from the defense dice the attack ends with (a die added or cancelled by an ability counts too: our
 *   reading, the attack keeps no count of the dice first rolled).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isDefender } from '../../vocabulary/queries.js';

const DEFENSE_FACES = ['blank', 'focus', 'evade'] as const;

export const SCUM_ROGUECLASSSTARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:durge': [
    {
      source: { kind: 'pilot', xws: 'durge' },
      window: 'attack:before-damage',
      when: {
        kind: 'all',
        of: [
          isDefender,
          { kind: 'attack-result', faces: ['hit', 'crit'], moreThanShields: true },
          { kind: 'attack-result', faces: ['hit'], atLeast: 2 },
        ],
      },
      optional: true,
      effect: {
        kind: 'edit-results',
        spend: { face: 'hit', count: 1 },
        change: { from: 'hit', to: 'crit', count: 1 },
      },
      summary: 'Durge: more results than your shields, change one hit to a crit and cancel another hit.',
    },
  ],
  'pilot:viktorhel-rogueclassstarfighter': [
    {
      source: { kind: 'pilot', xws: 'viktorhel-rogueclassstarfighter' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isDefender,
          { kind: 'not', of: { kind: 'dice-results', dice: 'defense', faces: DEFENSE_FACES, atLeast: 2, atMost: 2 } },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'attacker' },
      summary: 'Viktor Hel: you did not roll exactly two defense dice, the attacker gains a stress token.',
    },
  ],
};

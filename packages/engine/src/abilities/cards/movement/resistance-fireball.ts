/**
 * Resistance Fireball pilots about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Jarek Yeager: with no more than 2 stress tokens, he may set and execute red basic maneuvers (straight, bank, turn:
 *   000 "Maneuvers") while stressed if he is damaged, and any red maneuver if he is critically damaged (a faceup damage
 *   card; 000 "Damage Cards"). Reading: "advanced" maneuvers are every other kind (Koiogran turn, Segnor's loop,
 *   Tallon roll, reverse and stationary); a critically damaged ship is damaged, so its basic maneuvers are allowed by
 *   the first record and the second needs no kind of its own.
 */
import type { ManeuverKind } from '@xwing/geometry';
import type { Ability, Condition } from '../../vocabulary/types.js';

const BASIC: readonly ManeuverKind[] = ['straight', 'bank', 'turn'];
const LIGHTLY_STRESSED: Condition = { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' };

function jarek(when: Condition[], summary: string): Ability {
  return {
    source: { kind: 'pilot', xws: 'jarekyeager' },
    window: 'maneuver:while-stressed',
    when: { kind: 'all', of: [LIGHTLY_STRESSED, ...when] },
    optional: false,
    effect: { kind: 'red-maneuvers-while-stressed' },
    summary,
  };
}

export const RESISTANCE_FIREBALL_MOVEMENT: Record<string, Ability[]> = {
  'pilot:jarekyeager': [
    jarek(
      [
        { kind: 'damaged', who: 'self' },
        { kind: 'maneuver-is', kinds: BASIC },
      ],
      'Jarek Yeager: damaged, with 2 or fewer stress tokens, you may execute red basic maneuvers.',
    ),
    jarek(
      [{ kind: 'has-damage-card', facing: 'faceup' }],
      'Jarek Yeager: critically damaged, with 2 or fewer stress tokens, you may execute any red maneuver.',
    ),
  ],
};

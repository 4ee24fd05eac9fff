/**
 * Rebel Fang fighter pilots whose abilities act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>"). The class's ship ability, Concordia Faceoff, is with the Scum printings
 * (scum-fangfighter.ts).
 *
 * - Clan Wren Volunteer: attacking at range 1, while a friendly ship at range 1 of him revealed a maneuver of his own
 *   revealed maneuver's speed (`revealed-vs`), he may reroll one attack die.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const REBEL_FANGFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:clanwrenvolunteer': [
    {
      source: { kind: 'pilot', xws: 'clanwrenvolunteer' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-range', min: 1, max: 1 },
          {
            kind: 'ships-near',
            side: 'friendly',
            range: [1, 1],
            // Seen from the candidate: `other` is the Volunteer.
            where: { kind: 'revealed-vs', who: 'self', than: 'other', compare: 'same-speed' },
          },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Clan Wren Volunteer' })),
      summary: 'Clan Wren Volunteer: a friendly ship at range 1 matched your speed, reroll one attack die.',
    },
  ],
};

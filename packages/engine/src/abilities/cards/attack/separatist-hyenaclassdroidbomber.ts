/**
 * Separatist Alliance Hyena-class droid bomber pilots whose abilities act inside an attack (all printings), each in our
 * own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DBS-404 (both printings): attacking at range 1 he must roll one more attack die, and when that attack hits he
 *   suffers one critical damage. Reading: the damage belongs to the range 1 attack the first sentence describes.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

const atRange1 = { kind: 'attack-range', min: 1, max: 1 } as const;

function dbs404(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, atRange1] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'DBS-404: attacking at range 1, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, atRange1, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: false,
      effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'DBS-404' },
      summary: 'DBS-404: your range 1 attack hit, suffer one critical damage.',
    },
  ];
}

export const SEPARATIST_HYENACLASSDROIDBOMBER_ATTACK: Record<string, Ability[]> = {
  'pilot:dbs404': dbs404('dbs404'),
  'pilot:dbs404-siegeofcoruscant': dbs404('dbs404-siegeofcoruscant'),
};

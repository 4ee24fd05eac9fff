/**
 * Rebel Alliance modified YT-1300 light freighter pilots and ship abilities that work with tokens, the Force and
 * charges, each in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - High Stakes (ship ability of Lando Calrissian, Battle over Endor): after the ship performs a red action, it may
 *   roll an attack die; a hit or a crit removes one of its stress tokens.
 * - Han Solo (Battle of Yavin): after an attack of his that hits, he may spend a charge to perform a Coordinate action
 *   (supplement "Coordinate": another friendly ship at range 1–2 performs an action; the granted action offers "pass").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Effect } from '../../vocabulary/types.js';
import { self } from '../common.js';

const REMOVE_STRESS: Effect = { kind: 'remove-token', token: 'stress', count: 1, who: 'self' };

export const REBEL_YT1300_SUPPORT: Record<string, Ability[]> = {
  'ship-ability:highstakes': [
    {
      source: { kind: 'ship-ability', id: 'highstakes' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] }] },
      optional: true,
      effect: { kind: 'roll-attack-die', onHit: REMOVE_STRESS, onCrit: REMOVE_STRESS },
      summary: 'High Stakes: after a red action, roll an attack die; a hit or a crit removes one stress token.',
    },
  ],
};

/** The Coordinate action, white (000 "List of Actions"). */
const COORDINATE: ActionDef[] = [{ type: 'coordinate', difficulty: 'white' }];

REBEL_YT1300_SUPPORT['pilot:hansolo-battleofyavin'] = [
  {
    source: { kind: 'pilot', xws: 'hansolo-battleofyavin' },
    window: 'attack:after',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role: 'attacker' },
        { kind: 'subject-data', key: 'hit', oneOf: [true] },
        { kind: 'can-perform', actions: COORDINATE },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'grant-action', actions: COORDINATE, why: 'Han Solo, a coordinate' },
    summary: 'Han Solo: your attack hit; spend a charge to perform a Coordinate action.',
  },
];

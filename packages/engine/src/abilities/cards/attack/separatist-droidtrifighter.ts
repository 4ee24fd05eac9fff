/**
 * Separatist Alliance droid tri-fighter pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DIST-81 (Siege of Coruscant): attacking or defending, he may reroll any number of his dice; then he gains a
 *   deplete token (attacking) or a strain token (defending) for each die rerolled (`per-count` of the dice the
 *   modification rerolled, 'dice:after-modify' `rerolled`, answering his own use of his own record: `modified-by-self`
 *   with its source and the dice rerolled).
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const DIST81 = 'dist81-siegeofcoruscant';

/** After his reroll of his `dice`: a token of this type for each die it rerolled. */
const tokensPerReroll = (kind: 'attack' | 'defense', token: 'deplete' | 'strain'): Ability => ({
  source: { kind: 'pilot', xws: DIST81 },
  window: 'dice:after-modify',
  when: {
    kind: 'all',
    of: [
      { kind: 'modified-by-self' },
      { kind: 'subject-data', key: 'source', oneOf: [`pilot:${DIST81}`] },
      { kind: 'subject-data', key: 'dice', oneOf: [kind] },
    ],
  },
  optional: false,
  effect: { kind: 'per-count', keys: ['rerolled'], effect: { kind: 'gain-token', token, count: 1, who: 'self' } },
  summary: `DIST-81: gain a ${token} token for each die you rerolled.`,
});

export const SEPARATIST_DROIDTRIFIGHTER_ATTACK: Record<string, Ability[]> = {
  [`pilot:${DIST81}`]: [
    {
      source: { kind: 'pilot', xws: DIST81 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice(rerollAbility('attacker', 'any', { name: 'DIST-81' })),
      summary: 'DIST-81: reroll any number of your attack dice (a deplete token for each).',
    },
    {
      source: { kind: 'pilot', xws: DIST81 },
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      effect: dice(rerollAbility('defender', 'any', { name: 'DIST-81' })),
      summary: 'DIST-81: reroll any number of your defense dice (a strain token for each).',
    },
    tokensPerReroll('attack', 'deplete'),
    tokensPerReroll('defense', 'strain'),
  ],
};

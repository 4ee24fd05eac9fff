/**
 * Separatist Alliance droid tri-fighter pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DIST-81 (Siege of Coruscant): attacking or defending, he may reroll any number of his dice; then he gains a
 *   deplete token (attacking) or a strain token (defending) for each die rerolled (`per-count` of the dice the
 *   modification rerolled, 'dice:after-modify' `rerolled`, answering his own use of his own record: `modified-by-self`
 *   with its source and the dice rerolled).
 * - DIST-81: attacking or defending, he may have a friendly ship (himself included: 000 "Friendly and Enemy", a ship
 *   is friendly to itself) inside the enemy ship's firing arc spend a calculate token to change one of his focus
 *   results to a hit (attacking) or an evade (defending) — `borrowedTokenChange`, shared with Ronith Blario. Reading:
 *   "the enemy ship" is the other ship of the attack (the defender when he attacks, the attacker when he defends), and
 *   of the card's two faces only the one his dice can show is offered.
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability, Condition, ShipFilter } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const DIST81 = 'dist81-siegeofcoruscant';

/**
 * "Spend a token of a friendly ship to change one focus result" (DIST-81, Ronith Blario): attacking, a focus becomes a
 * hit, defending an evade; offered while a friendly ship that `seesEnemy` holds such a token (seen from the
 * candidate: `seesEnemy('defender')` when the enemy is the defender…), and once used, the owner picks that ship and it
 * loses the token (a 'dice:after-modify' record answering the card's own use, as Wolfpack's lock).
 */
export function borrowedTokenChange(o: {
  xws: string;
  name: string;
  token: 'focus' | 'calculate';
  includeSelf: boolean;
  seesEnemy: (enemy: 'attacker' | 'defender') => Condition;
}): Ability[] {
  const source = { kind: 'pilot' as const, xws: o.xws };
  const enemyIs = (role: 'attacker' | 'defender'): Condition => ({
    kind: 'all',
    of: [{ kind: 'ship-is', who: role, side: 'enemy' }, o.seesEnemy(role)],
  });
  const lender: ShipFilter = {
    side: 'friendly',
    ...(o.includeSelf ? { includeSelf: true } : {}),
    where: {
      kind: 'all',
      of: [
        { kind: 'has-token', token: o.token, who: 'self' },
        { kind: 'any', of: [enemyIs('defender'), enemyIs('attacker')] },
      ],
    },
  };
  const spends = `a friendly ship spends a ${o.token} token`;
  return [
    {
      source,
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'ships-near', ...lender }] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: o.name })),
      summary: `${o.name}: ${spends}, change one of your focus results to a hit.`,
    },
    {
      source,
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'ships-near', ...lender }] },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: o.name })),
      summary: `${o.name}: ${spends}, change one of your focus results to an evade.`,
    },
    {
      source,
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [{ kind: 'modified-by-self' }, { kind: 'subject-data', key: 'source', oneOf: [`pilot:${o.xws}`] }],
      },
      optional: false,
      choose: { ...lender, label: `spends a ${o.token} token` },
      effect: { kind: 'remove-token', token: o.token, count: 1, who: 'chosen' },
      summary: `${o.name}: choose the friendly ship that spends a ${o.token} token for your change.`,
    },
  ];
}

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
  'pilot:dist81': borrowedTokenChange({
    xws: 'dist81',
    name: 'DIST-81',
    token: 'calculate',
    includeSelf: true,
    seesEnemy: (enemy) => ({ kind: 'in-arc', arc: 'firing', of: enemy, target: 'self' }),
  }),
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

/**
 * Scum and Villainy M3-A interceptor pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Laetin A'shera: after an attack he attacks or defends in misses, he gains an evade token.
 * - Serissu: a friendly ship at range 0–1 of her (herself included) defending may reroll one defense die.
 * - G4R-G0R V/M: after he defends, every other ship at range 0 of him suffers one critical damage (the attack words'
 *   `each-ship`, measured from him).
 * - Sunny Bounder: attacking or defending, while every one of his dice shows the same face, he may add one more result
 *   of that face (one record per face; offered in his Modify step, after his roll and any reroll).
 * - Inaldra: attacking or defending, he may suffer one regular damage to reroll any number of his dice (his own
 *   modification; the damage follows its use: a 'dice:after-modify' record for his card's own modification).
 */
import { type Face, rerollAbility } from '@xwing/dice';
import type { Ability, AbilitySource } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const SUNNY: AbilitySource = { kind: 'pilot', xws: 'sunnybounder' };

/** Sunny Bounder's record for one face of his attack or defense dice. */
function sunny(kind: 'attack' | 'defense', face: Face): Ability {
  const by = kind === 'attack' ? 'attacker' : 'defender';
  return {
    source: SUNNY,
    window: kind === 'attack' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: {
      kind: 'all',
      of: [
        kind === 'attack' ? isAttacker : isDefender,
        { kind: 'dice-results', dice: kind, faces: [face], atLeast: 1, only: true },
      ],
    },
    optional: true,
    effect: dice({ name: 'Sunny Bounder', by, dice: kind, effect: { kind: 'add', face, count: 1 } }),
    summary: `Sunny Bounder: every one of your dice shows ${face}, add one more ${face} result.`,
  };
}

export const SCUM_M3AINTERCEPTOR_ATTACK: Record<string, Ability[]> = {
  'pilot:inaldra': [
    ...(['attacker', 'defender'] as const).map((role): Ability => ({
      source: { kind: 'pilot', xws: 'inaldra' },
      window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
      when: role === 'attacker' ? isAttacker : isDefender,
      optional: true,
      effect: dice(rerollAbility(role, 'any', { name: 'Inaldra' })),
      summary: 'Inaldra: suffer one damage to reroll any number of your dice.',
    })),
    {
      source: { kind: 'pilot', xws: 'inaldra' },
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [{ kind: 'modified-by-self' }, { kind: 'subject-data', key: 'source', oneOf: ['pilot:inaldra'] }],
      },
      optional: false,
      effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Inaldra' },
      summary: 'Inaldra: you suffer one damage for the reroll.',
    },
  ],
  'pilot:laetinashera': [
    {
      source: { kind: 'pilot', xws: 'laetinashera' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'any', of: [isAttacker, isDefender] },
          { kind: 'subject-data', key: 'hit', oneOf: [false] },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Laetin A’shera: the attack missed, gain an evade token.',
    },
  ],
  'pilot:serissu': [
    {
      source: { kind: 'pilot', xws: 'serissu' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'attack-party-near', party: 'defender', min: 0, max: 1, includeSelf: true },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Serissu' })),
      summary: 'Serissu: a friendly ship defending near her may reroll one defense die.',
    },
  ],
  'pilot:g4rgorvm': [
    {
      source: { kind: 'pilot', xws: 'g4rgorvm' },
      window: 'attack:after',
      when: isDefender,
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: { side: 'any', range: [0, 0] },
        effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'chosen', source: 'G4R-G0R V/M' },
      },
      summary: 'G4R-G0R V/M: you defended, every other ship at range 0 suffers a critical damage.',
    },
  ],
  'pilot:sunnybounder': [
    ...(['blank', 'focus', 'hit', 'crit'] as const).map((face) => sunny('attack', face)),
    ...(['blank', 'focus', 'evade'] as const).map((face) => sunny('defense', face)),
  ],
};

/**
 * Scum and Villainy ST-70 assault ship pilots whose abilities act inside an attack (all printings, the Naboo Royal
 * N-1 reprint of Armed and Dangerous with its original), each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - The Mandalorian: while two or more enemy ships have him in their front arc at range 1–2, he may change one blank
 *   result of his own dice to a focus, attacking or defending.
 * - Guild Bounty Hunter: attacking at attack range 1–2, he may spend a non-recurring charge of one of his illicit
 *   upgrades to change one focus result to a crit (the cost `spend-upgrade-charge`).
 */
import { changeAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** Two or more enemy ships at range 1–2 have this ship in their front arc (seen from each enemy: `other` is him). */
const watchedByTwo: Condition = {
  kind: 'ships-near',
  side: 'enemy',
  range: [1, 2],
  where: { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
  atLeast: 2,
};

function mandalorian(xws: string): Ability[] {
  const name = 'The Mandalorian';
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, watchedByTwo] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'focus', { name })),
      summary: `${name}: two enemies have you in their front arc, change one blank to a focus.`,
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, watchedByTwo] },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name })),
      summary: `${name}: two enemies have you in their front arc, change one blank to a focus.`,
    },
  ];
}

export const SCUM_ST70ASSAULTSHIP_ATTACK: Record<string, Ability[]> = {
  'pilot:guildbountyhunter': [
    {
      source: { kind: 'pilot', xws: 'guildbountyhunter' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-range', min: 1, max: 2 }] },
      optional: true,
      cost: [{ kind: 'spend-upgrade-charge', count: 1, types: ['illicit'], nonRecurring: true }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Guild Bounty Hunter' })),
      summary: 'Guild Bounty Hunter: spend an illicit charge to change one focus result to a crit.',
    },
  ],
  'pilot:themandalorian': mandalorian('themandalorian'),
  'pilot:themandalorian-armedanddangerous': mandalorian('themandalorian-armedanddangerous'),
};

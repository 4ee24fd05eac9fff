/**
 * The attack group's tech upgrades, each in our own words:
 *
 * - Advanced Optics: while attacking, spend a focus token to change one blank result to a hit.
 * - Threat Sensors: defending while not stressed, reroll one focus result.
 * - Precision Holo-Targeter: a primary attack made from outside every firing arc of the defender makes it roll one
 *   defense die fewer.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const PHT = 'precisionholotargeter-evacuationofdqar';

export const ATTACK_TECH: Record<string, Ability[]> = {
  'upgrade:threatsensors-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'threatsensors-evacuationofdqar', side: 0 },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' }],
      },
      optional: true,
      effect: dice({
        name: 'Threat Sensors',
        by: 'defender',
        dice: 'defense',
        effect: { kind: 'reroll', count: 1, faces: ['focus'] },
      }),
      summary: 'Threat Sensors: you are not stressed, reroll one focus result.',
    },
  ],
  'upgrade:advancedoptics:0': [
    {
      source: { kind: 'upgrade', xws: 'advancedoptics', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice(
        changeAbility('attacker', 'attack', 1, ['blank'], 'hit', { name: 'Advanced Optics', cost: { spend: 'focus' } }),
      ),
      summary: 'Advanced Optics: spend a focus token to change one blank to a hit.',
    },
  ],
  [`upgrade:${PHT}:0`]: [
    {
      source: { kind: 'upgrade', xws: PHT, side: 0 },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          { kind: 'not', of: { kind: 'in-arc', arc: 'firing', of: 'defender', target: 'self' } },
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Precision Holo-Targeter: outside the defender’s firing arc, it rolls one defense die fewer.',
    },
  ],
};

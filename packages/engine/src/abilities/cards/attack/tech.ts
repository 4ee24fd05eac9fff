/**
 * The attack group's tech upgrades, each in our own words:
 *
 * - Advanced Optics: while attacking, spend a focus token to change one blank result to a hit.
 * - Threat Sensors: defending while not stressed, reroll one focus result.
 * - Precision Holo-Targeter: a primary attack made from outside every firing arc of the defender makes it roll one
 *   defense die fewer.
 * - Automated Target Priority: the ship may only choose a defender at the closest range among the attacks it could
 *   declare (`closest-defender`); after its attack misses, a calculate token is placed on the card (`card-token`);
 *   before it engages, it may take one from the card to gain a calculate token. Our reading: "a matching token" is a
 *   token of the type taken from the card — only calculate tokens are ever placed there.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const PHT = 'precisionholotargeter-evacuationofdqar';

const ATP = { kind: 'upgrade' as const, xws: 'automatedtargetpriority', side: 0 };

export const ATTACK_TECH: Record<string, Ability[]> = {
  'upgrade:automatedtargetpriority:0': [
    {
      source: ATP,
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'closest-defender' },
      summary: 'Automated Target Priority: you may only attack a ship at the closest range you could attack.',
    },
    {
      source: ATP,
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [false] }] },
      optional: false,
      effect: { kind: 'card-token', xws: 'automatedtargetpriority', token: 'calculate', count: 1 },
      summary: 'Automated Target Priority: your attack missed, a calculate token goes on the card.',
    },
    {
      source: ATP,
      window: 'engagement:before-engage',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'has-card-token', xws: 'automatedtargetpriority', token: 'calculate' },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'card-token', xws: 'automatedtargetpriority', token: 'calculate', count: -1 },
          { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
        ],
      },
      summary: 'Automated Target Priority: take a calculate token from the card to gain a calculate token.',
    },
  ],
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

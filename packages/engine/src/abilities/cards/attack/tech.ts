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
 * - Accelerated Sensor Array (Evacuation of D'Qar): defending, or making a primary attack, with a revealed maneuver of
 *   speed 3–5, reroll one die; when that maneuver is an advanced one (000 "Advanced Maneuvers": Koiogran turn, Tallon
 *   roll, and Segnor's loop), up to two dice instead. Our reading: "instead" replaces the first sentence's reroll, so
 *   the advanced maneuver too must be of speed 3–5 (`maneuver-is` with `who`: the ship's revealed dial).
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const PHT = 'precisionholotargeter-evacuationofdqar';

const ATP = { kind: 'upgrade' as const, xws: 'automatedtargetpriority', side: 0 };

const ASA = { kind: 'upgrade' as const, xws: 'acceleratedsensorarray-evacuationofdqar', side: 0 };
const ADVANCED = ['koiogran', 'segnor', 'tallon'] as const;
/** Accelerated Sensor Array: a revealed speed 3–5 maneuver, advanced (`advanced`) or not, rerolls one die or two. */
function sensorArray(role: 'attacker' | 'defender', advanced: boolean): Ability {
  const revealed: Condition = { kind: 'maneuver-is', who: 'self', speeds: [3, 4, 5] };
  const kind: Condition = { kind: 'maneuver-is', who: 'self', kinds: ADVANCED };
  return {
    source: ASA,
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: {
      kind: 'all',
      of: [
        ...(role === 'attacker' ? [isAttacker, primaryAttack] : [isDefender]),
        revealed,
        advanced ? kind : { kind: 'not', of: kind },
      ],
    },
    optional: true,
    effect: dice(rerollAbility(role, advanced ? 2 : 1, { name: 'Accelerated Sensor Array' })),
    summary: `Accelerated Sensor Array (${advanced ? 'advanced' : 'speed 3–5'}): reroll ${advanced ? 'up to two dice' : 'one die'}.`,
  };
}

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
  'upgrade:acceleratedsensorarray-evacuationofdqar:0': [
    sensorArray('attacker', false),
    sensorArray('attacker', true),
    sensorArray('defender', false),
    sensorArray('defender', true),
  ],
};

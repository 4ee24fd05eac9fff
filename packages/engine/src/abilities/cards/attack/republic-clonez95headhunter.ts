/**
 * Galactic Republic Clone Z-95 Headhunter pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>"). ("Warthog"'s Z-95 reprint is filed with his LAAT/i original.)
 *
 * - "Drift": while a friendly ship at range 0–1 of him (himself included: the card does not say "another") attacks,
 *   if he holds exactly one red token other than a lock (stress, strain, ion, deplete: 000 "Tokens", supplement
 *   "Deplete") or exactly one orange token (disarm, jam, tractor: 000 "Disarm Tokens", supplement "Jam", "Tractor"),
 *   the attacker may reroll one attack die.
 * - "Stub": defending after revealing a maneuver of even speed (0, 2, 4: 0 is even), he rolls one more defense die;
 *   attacking with his primary weapon after one of odd speed, one more attack die (`revealed`).
 * - "Killer": attacking a defender with 2 hull or less left (`hull-left`), he may roll one more attack die; having done
 *   so (`modified-this-attack`: the dice-count use is remembered), he gains a deplete token once his attack dice are
 *   rolled ('dice:after-roll'), so the token weighs on a later attack, not this one (supplement "Deplete").
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const exactlyOne = (token: string, also: readonly string[]): Condition => ({
  kind: 'has-token',
  token,
  also,
  atLeast: 1,
  atMost: 1,
  who: 'self',
});

export const REPUBLIC_CLONEZ95HEADHUNTER_ATTACK: Record<string, Ability[]> = {
  'pilot:drift': [
    {
      source: { kind: 'pilot', xws: 'drift' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 1, includeSelf: true },
          {
            kind: 'any',
            of: [exactlyOne('stress', ['strain', 'ion', 'deplete']), exactlyOne('disarm', ['jam', 'tractor'])],
          },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: '"Drift"' })),
      summary: '"Drift": you hold exactly one red or one orange token, the attacker may reroll one attack die.',
    },
  ],
  'pilot:stub': [
    {
      source: { kind: 'pilot', xws: 'stub' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'revealed', who: 'self', speeds: [0, 2, 4] }] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: '"Stub": your revealed maneuver is of even speed, roll one more defense die.',
    },
    {
      source: { kind: 'pilot', xws: 'stub' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'revealed', who: 'self', speeds: [1, 3, 5] }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Stub": your revealed maneuver is of odd speed, roll one more attack die.',
    },
  ],
  'pilot:killer': [
    {
      source: { kind: 'pilot', xws: 'killer' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'hull-left', who: 'other', atMost: 2 }] },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: '"Killer": the defender has 2 hull or less left, roll one more attack die (a deplete token after).',
    },
    {
      source: { kind: 'pilot', xws: 'killer' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-data', key: 'dice', oneOf: ['attack'] }, { kind: 'modified-this-attack' }],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'self' },
      summary: '"Killer": having rolled the extra die, gain a deplete token.',
    },
  ],
};

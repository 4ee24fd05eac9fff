/**
 * Galactic Empire TIE/sa bomber pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Captain Jonus (both printings): a friendly ship at range 0–1 of him (himself included) making a torpedo or missile
 *   attack may reroll up to two attack dice.
 * - Major Rhymer (SWZ98): his torpedo attacks against a defender in his bullseye change one focus result to a crit.
 *   The card gives it without a choice; it is offered as a free modification of his Modify step, which he always
 *   wants.
 * - Major Rhymer: his torpedo and missile weapons reach one range nearer and one farther than their cards say, within
 *   range 0–3 (the standing `weapon-range-widen`). Reading: "increase or decrease the range requirement by 1" is
 *   his choice for each attack; both ends open at once let him declare whichever attack either choice allows, and the
 *   choice is made in the declaring (000 "Special Weapons": the requirement is checked as the attack is declared).
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker } from '../../vocabulary/queries.js';

function captainJonus(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-weapon-slot', slots: ['torpedo', 'missile'] },
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 1, includeSelf: true },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'Captain Jonus' })),
      summary: 'Captain Jonus: a torpedo or missile attack near him, reroll up to two attack dice.',
    },
  ];
}

export const IMPERIAL_TIESABOMBER_ATTACK: Record<string, Ability[]> = {
  'pilot:majorrhymer': [
    {
      source: { kind: 'pilot', xws: 'majorrhymer' },
      window: 'ship:weapon-range',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'weapon-range-widen', slots: ['torpedo', 'missile'], by: 1, min: 0, max: 3 },
      summary: 'Major Rhymer: your torpedo and missile attacks reach one range nearer or farther, within 0–3.',
    },
  ],
  'pilot:captainjonus': captainJonus('captainjonus'),
  'pilot:captainjonus-swz105': captainJonus('captainjonus-swz105'),
  'pilot:majorrhymer-swz98': [
    {
      source: { kind: 'pilot', xws: 'majorrhymer-swz98' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon-slot', slots: ['torpedo'] }, defenderInBullseye] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Major Rhymer' })),
      summary: 'Major Rhymer: a torpedo attack at a defender in your bullseye, change one focus result to a crit.',
    },
  ],
};

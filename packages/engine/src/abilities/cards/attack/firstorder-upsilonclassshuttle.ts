/**
 * First Order Upsilon-class command shuttle pilots and abilities that act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - Linked Battery (ship ability): the ship's attacks with a cannon special weapon roll one more attack die.
 * - Lieutenant Tavson: after he suffers damage, he may spend one of his charges to perform an action of his bar
 *   (asked as his ability resolves; its action decision offers "pass" too).
 * - Captain Cardinal: while he holds a charge, a friendly ship of lower initiative at range 1–2 of him may reroll one
 *   focus result as it attacks or defends (its own dice: the attack dice as attacker, the defense dice as defender);
 *   he loses a charge after an enemy ship at range 0–3 of him is destroyed. The charge is a condition, never spent by
 *   the reroll (his charges do not recur: the data's `recovers` 0). "Lower initiative" reads both ships' initiative as
 *   it stands (000 "Initiative"), and range 1–2 leaves himself out (a ship is at range 0 of itself, 000 "Measuring
 *   Range"). "Destroyed" is the 'ship:after-destroyed' window, measured from where the ship stood.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

const CARDINAL = { kind: 'pilot', xws: 'captaincardinal' } as const;

/** Cardinal's reroll: `party` (the attacker or the defender) is a friendly ship of lower initiative at range 1–2. */
function cardinalReroll(party: 'attacker' | 'defender'): Ability {
  const when: Condition = {
    kind: 'all',
    of: [
      { kind: 'attack-party-near', party, min: 1, max: 2, includeSelf: false },
      { kind: 'initiative-vs', who: 'self', than: party, compare: 'higher' },
      { kind: 'has-charges', atLeast: 1 },
    ],
  };
  return {
    source: CARDINAL,
    window: party === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when,
    optional: true,
    effect: dice({
      name: 'Captain Cardinal',
      by: party,
      dice: party === 'attacker' ? 'attack' : 'defense',
      effect: { kind: 'reroll', count: 1, faces: ['focus'] },
    }),
    summary: `Captain Cardinal: the ${party} near him, of lower initiative, may reroll one focus result.`,
  };
}

export const FIRSTORDER_UPSILONCLASSSHUTTLE_ATTACK: Record<string, Ability[]> = {
  'ship-ability:linkedbattery': [
    {
      source: { kind: 'ship-ability', id: 'linkedbattery' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon-slot', slots: ['cannon'] }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Linked Battery: a cannon attack, roll one more attack die.',
    },
  ],
  'pilot:lieutenanttavson': [
    {
      source: { kind: 'pilot', xws: 'lieutenanttavson' },
      window: 'damage:suffered',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Lieutenant Tavson' },
      summary: 'Lieutenant Tavson: you suffered damage, spend a charge to perform an action.',
    },
  ],
  'pilot:captaincardinal': [
    cardinalReroll('attacker'),
    cardinalReroll('defender'),
    {
      source: CARDINAL,
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          { kind: 'destroyed-ship-near', side: 'enemy', min: 0, max: 3 },
          { kind: 'has-charges', atLeast: 1 },
        ],
      },
      optional: false,
      effect: { kind: 'lose-charge', count: 1, source: 'Captain Cardinal' },
      summary: 'Captain Cardinal: an enemy ship near him was destroyed, he loses a charge.',
    },
  ],
};

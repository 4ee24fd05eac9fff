/**
 * Rebel E-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Gavin Darklighter: a friendly ship (himself included, at any range) attacking a defender in his front arc may
 *   change one hit result to a crit.
 * - Corran Horn: at initiative 0 of the Engagement Phase ('engagement:initiative-zero', raised for him before the
 *   ships of initiative 0 engage) he may perform a bonus primary attack against an enemy ship in his bullseye arc
 *   (#0: asked only while he has his bonus attack of the phase left and an enemy stands in his bullseye at range 0–3;
 *   the attack offered is a primary one whose defender is in his bullseye). If he performs it (#1: after that very
 *   attack, `attack-is-bonus` of his own card — not one another card granted), a disarm token is kept for him
 *   (`next-planning`) and gained as the next round's Planning Phase starts (phases/planning.ts).
 *   Readings: "at initiative 0" is the initiative-0 step of the Engagement Phase, before the ships of initiative 0
 *   engage and within its simultaneous fire (000 "Engagement Phase", "Destroying Ships"); the attack is a bonus attack,
 *   so one he already made this phase rules it out (000 "Bonus Attacks": one per Engagement Phase); "if you do" is
 *   the attack declared, not the question answered (he may decline at the declaration).
 */
import { changeAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

const CORRAN = { kind: 'pilot', xws: 'corranhorn' } as const;
const all = (...of: Condition[]): Condition => ({ kind: 'all', of });

export const REBEL_EWING_ATTACK: Record<string, Ability[]> = {
  'pilot:gavindarklighter': [
    {
      source: { kind: 'pilot', xws: 'gavindarklighter' },
      window: 'attack:modify-attack-dice',
      // Only the attacker's side modifies the attack dice with `by: 'attacker'` (combat/attack.ts offers a side the
      // records of its own ships): the attacker is friendly to him, at any range, with no clause for it.
      when: { kind: 'in-arc', arc: 'front', of: 'self', target: 'defender' },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Gavin Darklighter' })),
      summary: 'Gavin Darklighter: the defender is in his front arc, the attacker may change one hit to a crit.',
    },
  ],
  'pilot:corranhorn': [
    {
      source: CORRAN,
      window: 'engagement:initiative-zero', // raised for each carrier in turn
      when: all(
        { kind: 'subject-is-self' },
        { kind: 'bonus-attack-left', who: 'self' },
        { kind: 'ships-near', side: 'enemy', range: [0, 3], inArc: { arc: 'bullseye' } },
      ),
      optional: true,
      effect: { kind: 'bonus-attack', weapons: ['primary'], defenderInArc: 'bullseye' },
      summary: 'Corran Horn: at initiative 0, a bonus primary attack against an enemy in your bullseye arc.',
    },
    {
      source: CORRAN,
      window: 'attack:after',
      when: all(isAttacker, { kind: 'attack-is-bonus', from: 'pilot:corranhorn' }),
      optional: false,
      effect: { kind: 'next-planning', effect: { kind: 'gain-token', token: 'disarm', count: 1, who: 'self' } },
      summary: 'Corran Horn: after his bonus attack at initiative 0, he gains a disarm token as the next round starts.',
    },
  ],
};

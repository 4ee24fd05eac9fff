/**
 * Resistance T-70 X-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Zay Versio: defending against a damaged attacker, she may reroll one defense die.
 * - Nimi Chireen: attacking a defender of higher initiative than hers, she may change one blank result to a focus.
 * - Adaptive S-Foils (ship ability, Evacuation of D'Qar): each barrel roll action the ship performs gives it a deplete
 *   token; once it has declared an attack on a defender in its bullseye, it may remove a deplete token before its
 *   attack dice are rolled ('attack:after-declare' comes before the Roll Attack Dice step, 001 Engagement 1–2), so
 *   that roll is not one die fewer (000 "Deplete").
 * - Jessika Pava: attacking or defending, she may spend her charge, or a non-recurring charge of her astromech, to
 *   reroll up to one of her dice for each other friendly ship at range 0–1 of her (the `dice` effect's `per`). Four
 *   records (attack and defense dice, each price), offered while no Jessika modification was used in the attack
 *   (`modified-this-attack`): the ability once per attack, paid one way.
 * - Venisa Doza: her torpedoes and missiles may attack from her rear arc as well, at range 1–2 there (`weapon-arc-as`
 *   with `also` and `range`: the rear-arc attack is offered beside the front-arc one, the player choosing as she
 *   declares).
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability, Condition, Cost } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const JESSIKA_PAYS: Record<'charge' | 'astromech', Cost> = {
  charge: { kind: 'spend-charge', count: 1 },
  astromech: { kind: 'spend-upgrade-charge', count: 1, types: ['astromech'], nonRecurring: true },
};
const notYet: Condition = { kind: 'not', of: { kind: 'modified-this-attack' } };

function jessika(role: 'attacker' | 'defender', pays: 'charge' | 'astromech'): Ability {
  return {
    source: { kind: 'pilot', xws: 'jessikapava' },
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: { kind: 'all', of: [role === 'attacker' ? isAttacker : isDefender, notYet] },
    optional: true,
    cost: [JESSIKA_PAYS[pays]],
    effect: {
      kind: 'dice',
      modification: rerollAbility(role, 1, { name: 'Jessika Pava' }),
      per: { side: 'friendly', range: [0, 1] },
    },
    summary:
      pays === 'charge'
        ? 'Jessika Pava: spend your charge to reroll a die for each other friendly ship at range 0–1.'
        : 'Jessika Pava: spend an astromech charge to reroll a die for each other friendly ship at range 0–1.',
  };
}

export const RESISTANCE_T70XWING_ATTACK: Record<string, Ability[]> = {
  'pilot:jessikapava': [
    jessika('attacker', 'charge'),
    jessika('attacker', 'astromech'),
    jessika('defender', 'charge'),
    jessika('defender', 'astromech'),
  ],
  'pilot:zayversio': [
    {
      source: { kind: 'pilot', xws: 'zayversio' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'damaged', who: 'attacker' }] },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Zay Versio' })),
      summary: 'Zay Versio: the attacker is damaged, reroll one defense die.',
    },
  ],
  'pilot:nimichireen': [
    {
      source: { kind: 'pilot', xws: 'nimichireen' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'initiative-vs', who: 'defender', than: 'self', compare: 'higher' }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'focus', { name: 'Nimi Chireen' })),
      summary: 'Nimi Chireen: the defender’s initiative is higher than yours, change one blank to a focus.',
    },
  ],
  'ship-ability:adaptivesfoils': [
    {
      source: { kind: 'ship-ability', id: 'adaptivesfoils' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] }],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'self' },
      summary: 'Adaptive S-Foils: you barrel rolled, gain a deplete token.',
    },
    {
      source: { kind: 'ship-ability', id: 'adaptivesfoils' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [isAttacker, defenderInBullseye, { kind: 'has-token', token: 'deplete', who: 'self' }],
      },
      optional: true,
      effect: { kind: 'remove-token', token: 'deplete', count: 1, who: 'self' },
      summary: 'Adaptive S-Foils: the defender is in your bullseye, remove a deplete token before rolling.',
    },
  ],
  'pilot:venisadoza': [
    {
      source: { kind: 'pilot', xws: 'venisadoza' },
      window: 'ship:weapon-arc',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'weapon-arc-as',
        slots: ['torpedo', 'missile'],
        from: 'front',
        to: 'rear',
        also: true,
        range: [1, 2],
      },
      summary: 'Venisa Doza: your torpedoes and missiles may attack from your rear arc, at range 1–2.',
    },
  ],
};

/**
 * Rebel BTL-A4 Y-wing pilots whose abilities act inside an attack (all printings), each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Norra Wexley (BTL-A4 Y-wing): the ARC-170 printing's record (rebel-arc170starfighter.ts).
 * - "Pops" Krail (Battle of Yavin): his single-turret-arc attacks may reroll up to two attack dice.
 * - Dex Tiree (Battle of Yavin): defending with another friendly ship at range 0–1, he may roll one more defense die.
 * - Evaan Verlaine: as the Engagement Phase starts, she may spend a focus token to choose a friendly ship at range 0–1
 *   (herself included): until the end of the round, that ship rolls one more defense die whenever it defends.
 * - Horton Salm (both printings): attacking, he may reroll one attack die for each other friendly ship at range 0–1 of
 *   the defender (one record per such ship, up to three: the n-th is offered while n or more are there).
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';
import { norraWexley } from './rebel-arc170starfighter.js';

export const REBEL_BTLA4YWING_ATTACK: Record<string, Ability[]> = {
  'pilot:norrawexley-btla4ywing': norraWexley('norrawexley-btla4ywing'),
  'pilot:popskrail-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'popskrail-battleofyavin' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-arc', arc: 'single-turret' }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: '"Pops" Krail' })),
      summary: '"Pops" Krail: a single turret arc attack, reroll up to two attack dice.',
    },
  ],
  'pilot:dextiree-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'dextiree-battleofyavin' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'range', to: 'any-friendly', min: 0, max: 1 }] },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Dex Tiree: a friendly ship is at range 0–1, roll one more defense die.',
    },
  ],
  'pilot:evaanverlaine': [
    {
      source: { kind: 'pilot', xws: 'evaanverlaine' },
      window: 'phase:start',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['engagement'] },
      choose: { side: 'friendly', range: [0, 1], includeSelf: true, label: 'rolls one more defense die this round' },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'focus', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-round',
        window: 'attack:roll-defense-dice',
        who: 'chosen',
        while: isDefender,
        effect: dice(extraDice('defense', 1)),
      },
      summary: 'Evaan Verlaine: spend a focus token, a friendly ship rolls one more defense die this round.',
    },
  ],
  'pilot:hortonsalm': hortonSalm('hortonsalm'),
  'pilot:hortonsalm-swz106': hortonSalm('hortonsalm-swz106'),
};

function hortonSalm(xws: string): Ability[] {
  return [1, 2, 3].map((n) => ({
    source: { kind: 'pilot', xws },
    window: 'attack:modify-attack-dice',
    when: {
      kind: 'all',
      of: [
        isAttacker,
        { kind: 'ships-near', side: 'friendly', atLeast: n, where: { kind: 'range', to: 'defender', min: 0, max: 1 } },
      ],
    },
    optional: true,
    effect: dice(rerollAbility('attacker', 1, { name: 'Horton Salm' })),
    summary: `Horton Salm: ${n === 1 ? 'another friendly ship is' : `${n} other friendly ships are`} at range 0–1 of the defender, reroll one attack die.`,
  }));
}

/**
 * The odds panel's query (odds-query.ts `queryFor`) with the cards the service sends in the view (GameView.cardOdds, from
 * the engine's records: card-odds.ts): the odds it gives for an attack with a dice-modifying card equal a brute-force
 * enumeration written here (issue 22).
 */
import { computeOdds, rerollAbility } from '@xwing/dice';
import type { AttackCardOdds, GameView } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { queryFor } from '../src/odds-query.js';

type View = Omit<GameView, 'log'>;

const view = {
  players: [{ faction: 'rebelalliance' }, { faction: 'galacticempire' }],
  ships: [
    {
      id: 'x',
      player: 0,
      pilot: 'bluesquadronescort',
      tokens: {},
      locks: [],
      force: 0,
      hull: 4,
      shields: 2,
      damage: [],
    },
    { id: 'a', player: 1, pilot: 'academypilot', tokens: {}, locks: [], force: 0, hull: 3, shields: 0, damage: [] },
  ],
} as unknown as View;

const stats = (ship: View['ships'][number]) =>
  ship.pilot === 'academypilot'
    ? { attacks: [{ arc: 'front', value: 2 }], agility: 3 }
    : { attacks: [{ arc: 'front', value: 3 }], agility: 2 };

const ATTACK = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];
const DEFENSE = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'];
const damaging = (f: string) => f === 'hit' || f === 'crit';

/** Every face of the TIE's 2 attack dice and the X-wing's 2 defense dice; one non-hit attack die rerolled when any. */
function byHand(): number {
  let sum = 0;
  let n = 0;
  for (const a1 of ATTACK)
    for (const a2 of ATTACK)
      for (const d1 of DEFENSE)
        for (const d2 of DEFENSE) {
          const evades = [d1, d2].filter((f) => f === 'evade').length;
          const hits = [a1, a2].filter(damaging).length;
          sum +=
            hits === 2
              ? Math.max(0, 2 - evades)
              : ATTACK.reduce((s, f) => s + Math.max(0, hits + (damaging(f) ? 1 : 0) - evades), 0) / 8;
          n++;
        }
  return sum / n;
}

describe('the odds panel with the cards of the attack', () => {
  const attack = { attacker: 'a', defender: 'x', weapon: 'primary', arc: 'front', range: 2, obstructed: false };

  it('a reroll card (Howlrunner near the attacker) enters the query and the odds equal the enumeration', () => {
    const cards: AttackCardOdds = {
      attacker: [rerollAbility('attacker', 1, { name: 'Howlrunner' })],
      defender: [],
      charges: {},
      counted: [{ key: 'pilot:howlrunner', summary: 'Howlrunner' }],
      leftOut: [],
    };
    const q = queryFor(view, stats, attack, cards);
    if (typeof q === 'string') throw new Error(q);
    expect(computeOdds(q).expectedDamage).toBeCloseTo(byHand(), 12);
  });

  it('without cards the query is the tokens alone', () => {
    const q = queryFor(view, stats, attack);
    if (typeof q === 'string') throw new Error(q);
    expect(q.attacks[0]!.modifications).toBeUndefined();
    expect(computeOdds(q).expectedDamage).toBeLessThan(byHand());
  });

  it('a card that spends charges brings its charges into the side that pays', () => {
    const cards: AttackCardOdds = {
      attacker: [],
      defender: [],
      charges: { attacker: 2, defender: 1 },
      counted: [],
      leftOut: [],
    };
    const q = queryFor(view, stats, attack, cards);
    if (typeof q === 'string') throw new Error(q);
    expect(q.attacks[0]!.tokens?.charge).toBe(2);
    expect(q.defender.tokens?.charge).toBe(1);
  });
});

/**
 * Card spec for the scenario condition registered with the card abilities: Ancient Knowledge (003 "Ancient
 * Knowledge"; scenario/knowledge.ts). While its ship attacks or defends, the condition may be discarded to change one
 * result (to a crit attacking, an evade defending).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const table = (knows: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, knows ? { conditions: ['ancientknowledge'] } : {})],
    [imperial('t', 'academypilot', 400, 490)],
  );
const play = (attacker: 'x' | 't') =>
  attackPlay(attacker, attacker === 'x' ? 't' : 'x', () =>
    answers(
      rolls(attacker, 'attack', ['blank', 'hit']),
      rolls(attacker === 'x' ? 't' : 'x', 'defense', ['blank', 'blank']),
      modifiesWith('Ancient Knowledge'),
    ),
  );
const without = kase('without the condition', table(false), play('x'), (s, seen) => {
  expect(offered(seen, 'Ancient Knowledge')).toBe(false);
  expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ hits: 1, crits: 0 });
});

/** The X-wing holding the condition, and a wingman (w) beside it facing the TIE. */
const wingTable = () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 480, 300, { conditions: ['ancientknowledge'] }),
      rebel('w', 'redsquadronveteran', 400, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const wingman = (attacker: 'w' | 't') =>
  kase(
    attacker === 'w'
      ? 'its wingman attacks: the condition is its holder’s alone'
      : 'its wingman defends: the condition is its holder’s alone',
    wingTable,
    attackPlay(attacker, attacker === 'w' ? 't' : 'w', () =>
      answers(
        rolls(attacker, 'attack', ['blank', 'hit']),
        rolls(attacker === 'w' ? 't' : 'w', 'defense', ['blank', 'blank']),
        modifiesWith('Ancient Knowledge'),
      ),
    ),
    (_s, seen) => expect(offered(seen, 'Ancient Knowledge')).toBe(false),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'condition:ancientknowledge',
    applies: kase(
      'attacking, a blank becomes a crit and the condition is discarded',
      table(true),
      play('x'),
      (s, seen) => {
        expect(offered(seen, 'Ancient Knowledge')).toBe(true);
        expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ crits: 1 });
        expect(shipOf(s, 'x').conditions ?? []).toEqual([]);
        expect(usedIndexes(s, 'condition:ancientknowledge')).toEqual([0]);
      },
    ),
    doesNotApply: [without, wingman('w')],
  },
  {
    source: 'condition:ancientknowledge',
    applies: kase('defending, a blank becomes an evade', table(true), play('t'), (s, seen) => {
      expect(offered(seen, 'Ancient Knowledge')).toBe(true);
      expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hit: false });
      expect(usedIndexes(s, 'condition:ancientknowledge')).toEqual([1]);
    }),
    doesNotApply: [without, wingman('t')],
  },
];

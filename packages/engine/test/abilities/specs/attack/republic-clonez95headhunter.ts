/**
 * Card specs for the Galactic Republic Clone Z-95 pilots of abilities/cards/attack/republic-clonez95headhunter.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 "Tokens" (red and orange tokens).
 */
import { expect } from 'vitest';
import type { Tokens } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/** "Drift" (d, holding `tokens`, at (`dx`, 300)) beside an X-wing wingman (w, at (400, 300)); the TIE faces them. */
const table =
  (tokens: Tokens, dx = 330) =>
  () =>
    position(
      'engagement',
      [rebel('d', 'drift', dx, 300, { tokens }), rebel('w', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
const DRIFT = '"Drift"';
const play = attackPlay('w', 't', () =>
  answers(rolls('w', 'attack', ['blank', 'blank', 'blank'], ['hit']), modifiesWith(DRIFT)),
);
const not = (name: string, t: ReturnType<typeof table>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, DRIFT)).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:drift',
    applies: kase('one stress token: his wingman rerolls a die', table({ stress: 1 }), play, (s) =>
      expect(usedIndexes(s, 'pilot:drift')).toEqual([0]),
    ),
    doesNotApply: [
      not('two red tokens', table({ stress: 1, ion: 1 })),
      not('he is beyond range 1 of the attacker', table({ stress: 1 }, 100)),
    ],
  },
  {
    source: 'pilot:drift',
    applies: kase('one jam token (orange): offered too', table({ jam: 1 }), play, (s) =>
      expect(usedIndexes(s, 'pilot:drift')).toEqual([0]),
    ),
    doesNotApply: not('no token at all', table({})),
  },
];

/**
 * "Stub" (s, Concussion Missiles aboard, a lock on the TIE) reveals his blue 2-straight or 3-straight (`dial`), the TIE
 * its 2-straight: they end at range 3 of each other either way.
 */
const stubTable = (dial: string) => () =>
  position(
    'activation',
    [rebel('s', 'stub', 400, 150, { dial, upgrades: [{ xws: 'concussionmissiles' }], locks: ['t'] })],
    [imperial('t', 'academypilot', 400, 700, { dial: '2F' })],
  );
/** The first attack and defense rolls' dice counts. */
const counts =
  (attacker: string, defender: string, attack: number, defense: number) =>
  (_s: unknown, seen: Parameters<typeof diceCounts>[0]) =>
    expect(diceCounts(seen, attacker, defender)).toEqual({ attack, defense });
SPECS.push(
  {
    source: 'pilot:stub',
    applies: kase(
      'defending after his 2-straight: four defense dice at range 3',
      stubTable('2F'),
      attackPlay('t', 's'),
      counts('t', 's', 2, 4),
    ),
    doesNotApply: kase('after his 3-straight: three', stubTable('3F'), attackPlay('t', 's'), counts('t', 's', 2, 3)),
  },
  {
    source: 'pilot:stub',
    applies: kase(
      'his primary attack after his 3-straight: three attack dice',
      stubTable('3F'),
      attackPlay('s', 't'),
      counts('s', 't', 3, 4),
    ),
    doesNotApply: [
      kase('after his 2-straight: two', stubTable('2F'), attackPlay('s', 't'), counts('s', 't', 2, 4)),
      kase(
        'his Concussion Missiles after the 3-straight: their three (ordnance: no range 3 bonus die)',
        stubTable('3F'),
        attackPlay('s', 't', undefined, 'concussionmissiles'),
        counts('s', 't', 3, 3),
      ),
    ],
  },
);

/** "Killer" (k, at (400, 300)) faces the TIE (t, range 2 ahead), which has `cards` facedown damage cards (hull 3). */
const killerTable = (cards: number) => () =>
  position(
    'engagement',
    [rebel('k', 'killer', 400, 300)],
    [
      imperial('t', 'academypilot', 400, 490, {
        damage: Array.from({ length: cards }, () => ({ card: 'directhit', faceup: false })),
      }),
    ],
  );
const KILLER = '"Killer"';
const killerUses = attackPlay('k', 't', () => useAbilityOf(KILLER));
SPECS.push({
  source: 'pilot:killer',
  applies: kase(
    'the TIE has 2 hull left: three attack dice, then a deplete token',
    killerTable(1),
    killerUses,
    (s, seen) => {
      expect(diceCounts(seen, 'k', 't').attack).toBe(3);
      expect(usedIndexes(s, 'pilot:killer')).toEqual([0, 1]);
      expect(shipOf(s, 'k').tokens.deplete ?? 0).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the TIE has all 3 hull left: not offered', killerTable(0), killerUses, (_s, seen) =>
      expect(offered(seen, KILLER)).toBe(false),
    ),
    kase(
      'he defends against the damaged TIE: not offered',
      killerTable(1),
      attackPlay('t', 'k', () => useAbilityOf(KILLER)),
      (_s, seen) => expect(offered(seen, KILLER)).toBe(false),
    ),
    kase('declined: two dice and no deplete token', killerTable(1), attackPlay('k', 't'), (s, seen) => {
      expect(diceCounts(seen, 'k', 't').attack).toBe(2);
      expect(shipOf(s, 'k').tokens.deplete ?? 0).toBe(0);
    }),
  ],
});

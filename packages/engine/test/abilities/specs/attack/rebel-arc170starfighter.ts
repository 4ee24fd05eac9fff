/**
 * Card specs for the Rebel ARC-170 pilots of abilities/cards/attack/rebel-arc170starfighter.ts, and of Norra Wexley's
 * BTL-A4 Y-wing printing (the same record builder), and Sharabey's three printings. Rules: 001 Attack (Modify Defense
 * Dice); 000 Range, Lock.
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Norra at (400, 300) and an X-wing beside her, facing a TIE at `tieY` (420: range 1 of Norra; 490: range 2). */
const table = (pilot: string, tieY: number) => () =>
  position(
    'engagement',
    [rebel('n', pilot, 400, 300), rebel('x', 'redsquadronveteran', 300, 300)],
    [imperial('t', 'academypilot', 400, tieY)],
  );
const play = (defender: string) =>
  attackPlay('t', defender, () => answers(rolls('t', 'attack', ['hit', 'hit', 'hit']), modifiesWith('Norra Wexley')));
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Norra Wexley')).toBe(yes);

export const norraSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase('the TIE attacks her at range 1: she adds an evade', table(pilot, 420), play('n'), seen(true)),
  doesNotApply: [
    kase('the TIE attacks her at range 2', table(pilot, 490), play('n'), seen(false)),
    kase('the TIE at range 1 of her attacks her wingman', table(pilot, 420), play('x'), seen(false)),
  ],
});

/**
 * Sharabey (ARC-170 and both RZ-1 A-wing printings): attacking with her primary weapon, or defending, she may spend
 * her lock on the enemy ship to add a focus result. `weapon`: a lock-requiring special weapon her ship can carry.
 */
const sharabeyTable =
  (pilot: string, weapon: string, locks: string[] = ['t'], wingLocks: string[] = []) =>
  () =>
    position(
      'engagement',
      [
        rebel('s', pilot, 400, 300, { upgrades: [weapon], locks }),
        rebel('w', 'redsquadronveteran', 250, 300, { locks: wingLocks }),
      ],
      [imperial('t', 'academypilot', 400, 490), imperial('u', 'academypilot', 250, 490)],
    );
const SHARABEY = 'Sharabey';
const sharabeyAdds = (attacker: string, defender: string, weapon = 'primary') =>
  attackPlay(attacker, defender, () => modifiesWith(SHARABEY), weapon);
/** She was offered the card and her lock on the TIE is spent. */
const lockSpent = (s: GameState, seen: Decision[]) => {
  expect(offered(seen, SHARABEY)).toBe(true);
  expect(shipOf(s, 's').locks).toEqual([]);
};
const notOffered = (_s: GameState, seen: Decision[]) => expect(offered(seen, SHARABEY)).toBe(false);

export const sharabeySpecs = (pilot: string, weapon: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'her primary attack on the TIE she locks: she spends the lock to add a focus',
      sharabeyTable(pilot, weapon),
      sharabeyAdds('s', 't'),
      lockSpent,
    ),
    doesNotApply: [
      kase('no lock on the defender', sharabeyTable(pilot, weapon, ['u']), sharabeyAdds('s', 't'), notOffered),
      kase(
        'her special weapon attack (not primary) on the TIE she locks',
        sharabeyTable(pilot, weapon),
        sharabeyAdds('s', 't', weapon),
        notOffered,
      ),
      kase(
        'her wingman, locking the TIE, attacks it',
        sharabeyTable(pilot, weapon, [], ['u']),
        sharabeyAdds('w', 'u'),
        notOffered,
      ),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'the TIE she locks attacks her: she spends the lock to add a focus to her defense dice',
      sharabeyTable(pilot, weapon),
      sharabeyAdds('t', 's'),
      lockSpent,
    ),
    doesNotApply: kase(
      'her wingman, locking the attacker, defends',
      sharabeyTable(pilot, weapon, [], ['u']),
      sharabeyAdds('u', 'w'),
      notOffered,
    ),
  },
];

export const SPECS: CardSpec[] = [
  norraSpec('norrawexley'),
  ...sharabeySpecs('sharabey', 'protontorpedoes'),
  ...sharabeySpecs('sharabey-rz1awing', 'concussionmissiles'),
  ...sharabeySpecs('sharabey-swz106', 'concussionmissiles'),
];

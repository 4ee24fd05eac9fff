/**
 * Card specs for the Rebel E-wing pilots of abilities/cards/attack/rebel-ewing.ts. Rules: 001 Attack (Modify Attack
 * Dice); 000 "Attack Arcs".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Gavin (g) faces the TIE t ahead of him; his wingman w (off to the side) faces t2, outside Gavin's front arc; a
// second wingman v stands in Gavin's front arc, ahead of t.
const table = () =>
  position(
    'engagement',
    [
      rebel('g', 'gavindarklighter', 400, 300),
      rebel('w', 'redsquadronveteran', 600, 300),
      rebel('v', 'redsquadronveteran', 360, 400),
    ],
    [imperial('t', 'academypilot', 400, 470), imperial('t2', 'academypilot', 600, 450)],
  );
const play = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['hit', 'hit', 'hit']), modifiesWith('Gavin Darklighter')));
const not = (why: string, a: string, d: string) =>
  kase(why, table, play(a, d), (_s, seen) => expect(offered(seen, 'Gavin Darklighter')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:gavindarklighter',
    applies: kase('he attacks the TIE in his front arc: a hit becomes a crit', table, play('g', 't'), (s) =>
      expect(usedIndexes(s, 'pilot:gavindarklighter')).toEqual([0]),
    ),
    doesNotApply: [
      not('a wingman attacks a TIE outside his front arc', 'w', 't2'),
      not('an enemy attacks a wingman in his front arc', 't', 'v'),
    ],
  },
];

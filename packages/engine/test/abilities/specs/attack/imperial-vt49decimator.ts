/**
 * Card specs for the Galactic Empire VT-49 Decimator pilots of abilities/cards/attack/imperial-vt49decimator.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 "Reinforce", "Attack Arcs" (full front and full rear arcs).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const NAME = 'Rear Admiral Chiraneau';
// Chiraneau (c, reinforced fore or aft) and a TIE wingman (w) face the X-wing (x) ahead of them.
const table = (reinforce: 'fore' | 'aft') => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('c', 'rearadmiralchiraneau', 400, 480, { reinforce }), imperial('w', 'academypilot', 520, 470)],
  );
const play = (a: string) =>
  attackPlay(a, 'x', () => answers(rolls(a, 'attack', ['focus', 'focus', 'focus']), modifiesWith(NAME)));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:rearadmiralchiraneau',
    applies: kase('reinforced fore, the X-wing ahead: a focus becomes a crit', table('fore'), play('c'), (s) =>
      expect(usedIndexes(s, 'pilot:rearadmiralchiraneau')).toEqual([0]),
    ),
    doesNotApply: [
      kase('reinforced aft, the X-wing ahead', table('aft'), play('c'), (_s, seen) =>
        expect(offered(seen, NAME)).toBe(false),
      ),
      kase('his wingman attacks', table('fore'), play('w'), (_s, seen) => expect(offered(seen, NAME)).toBe(false)),
    ],
  },
];

/**
 * Card specs for the Galactic Empire VT-49 Decimator pilots of abilities/cards/attack/imperial-vt49decimator.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 "Reinforce", "Attack Arcs" (full front and full rear arcs).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

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

/** Captain Oicunn (o, a large base at (400, 490)) and the X-wing (x) at (400, `xy`): 430 touches him (range 0). */
const oicunnTable = (xy: number) => () =>
  position('engagement', [rebel('x', 'redsquadronveteran', 400, xy)], [imperial('o', 'captainoicunn', 400, 490)]);
const declared = (s: Parameters<Parameters<typeof kase>[3]>[0], ship: string) =>
  s.log.find((e) => e.type === 'attack-declared' && e.ship === ship)?.data;

SPECS.push({
  source: 'pilot:captainoicunn',
  standing: true,
  applies: kase(
    'touching the X-wing, his attack is made at range 1: four dice with the bonus',
    oicunnTable(430),
    attackPlay('o', 'x'),
    (s, seen) => {
      expect(declared(s, 'o')).toMatchObject({ range: 1 });
      expect(diceCounts(seen, 'o', 'x').attack).toBe(4);
    },
  ),
  doesNotApply: [
    kase('the X-wing touching him attacks at range 0', oicunnTable(430), attackPlay('x', 'o'), (s) =>
      expect(declared(s, 'x')).toMatchObject({ range: 0 }),
    ),
    kase('at range 2 his attack stays at range 2', oicunnTable(300), attackPlay('o', 'x'), (s) =>
      expect(declared(s, 'o')).toMatchObject({ range: 2 }),
    ),
  ],
});

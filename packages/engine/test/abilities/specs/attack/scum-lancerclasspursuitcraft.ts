/**
 * Card specs for the Scum and Villainy Lancer-class pursuit craft pilots of
 * abilities/cards/attack/scum-lancerclasspursuitcraft.ts. Rules: 001 Attack (Modify Defense Dice); 000 "Turret Arcs".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/**
 * Sabine Wren (s, her turret arc indicator to `turret`; an X-wing w beside her) faces the TIE t at (400, `ty`): 490
 * range 2, 620 range 3.
 */
const table =
  (turret: 'front' | 'rear' = 'front', ty = 490) =>
  () =>
    position(
      'engagement',
      [
        rebel('s', 'sabinewren-lancerclasspursuitcraft', 400, 300, { turret }),
        rebel('w', 'redsquadronveteran', 480, 300),
      ],
      [imperial('t', 'academypilot', 400, ty)],
    );
const play = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(d, 'defense', ['blank', 'blank']), modifiesWith('Sabine Wren')));
const not = (name: string, t: ReturnType<typeof table>, p: ReturnType<typeof play>) =>
  kase(name, t, p, (s, seen) => {
    expect(logged(s, 'attack-declared')).toHaveLength(1);
    expect(offered(seen, 'Sabine Wren')).toBe(false);
  });

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:sabinewren-lancerclasspursuitcraft',
    applies: kase(
      'the TIE in her turret arc at range 2 attacks her: a focus result added',
      table(),
      play('t', 's'),
      (s) => expect(usedIndexes(s, 'pilot:sabinewren-lancerclasspursuitcraft')).toEqual([0]),
    ),
    doesNotApply: [
      not('her turret points behind her', table('rear'), play('t', 's')),
      not('the TIE attacks from range 3', table('front', 620), play('t', 's')),
      not('she attacks the TIE', table(), play('s', 't')),
      not('the X-wing beside her defends', table(), play('t', 'w')),
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/scum-escapecraft.ts. Rules: 000 "Moving Through and Overlapping Obstacles"
 * (a ship at range 0 of an asteroid, debris cloud or gas cloud cannot perform attacks), "Measuring Range".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { attacks, leaves, logged, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Engagement Phase: an X-wing `x` at (400, 300) facing up; a Scum Z-95 `z` facing it at range 2 from (400, 490), on
 * an asteroid; the Outer Rim Pioneer `o` at (`pioneerX`, `pioneerY`), and, with `enemyOnRock`, the X-wing on the
 * asteroid instead.
 */
const table =
  (pioneerX: number, pioneerY = 490, enemyOnRock = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('z', 'binayrepirate', 400, 490), imperial('o', 'outerrimpioneer', pioneerX, pioneerY)],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: enemyOnRock ? 300 : 490, heading: 0 } }] },
    );
const play = playing(leaves('engagement'), () => (d, s) => attacks('z', 'x')(d, s) ?? attacks('x', 'z')(d, s));
const attacked = (s: Parameters<typeof logged>[0], id: string) => logged(s, 'attack-ended', id).length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:outerrimpioneer',
    standing: true,
    applies: kase('the Z-95 on the asteroid, the Pioneer at range 1: it attacks', table(480), play, (s) =>
      expect(attacked(s, 'z')).toBe(1),
    ),
    doesNotApply: [
      kase('the Pioneer at range 2 of the Z-95: it cannot attack from the asteroid', table(620), play, (s) => {
        expect(attacked(s, 'z')).toBe(0);
        expect(logged(s, 'no-attack', 'z').filter((e) => e.text.includes('asteroid'))).toHaveLength(1);
      }),
      kase(
        'the enemy X-wing on an asteroid at range 1 of her: it still cannot attack',
        table(480, 360, true),
        play,
        (s) => {
          expect(attacked(s, 'x')).toBe(0);
          expect(logged(s, 'no-attack', 'x').filter((e) => e.text.includes('asteroid'))).toHaveLength(1);
        },
      ),
    ],
  },
];

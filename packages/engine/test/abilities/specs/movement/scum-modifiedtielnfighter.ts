/**
 * Card specs for abilities/cards/movement/scum-modifiedtielnfighter.ts. Rules: 000 "Moving Through and Overlapping
 * Obstacles", "Barrel Roll" (a roll may not cross an obstacle); 001 Activation 2.1 (obstacle effects).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * A ship (`m`) at (400, 150) flies a 2-straight (template x 390..410, y 170..250; it ends at (400, 270)) over an
 * obstacle `first` at (400, 210) (Asteroid 1: x 383..417, y 188..232), then barrel rolls right: Asteroid 12 at
 * (440, 270) (x 430..450, y 248..292) lies under the roll template (x 420..460) while the end (x 460..500) stays clear.
 */
const table =
  (pilot: string, first = 'asteroid-1') =>
  () =>
    position('activation', [rebel('m', pilot, 400, 150, { dial: '2F' })], [farTie()], {
      obstacles: [
        { name: first, pose: { x: 400, y: 210, heading: 0 } },
        { name: 'asteroid-12', pose: { x: 440, y: 270, heading: 0 } },
      ],
    });
const play = playing(leaves('activation'), () => picks('choose-action', 'barrel-roll:right:middle', 'm'));
const hits = (s: GameState) => logged(s, 'obstacle-hit', 'm');
const rolls = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'choose-action' && d.ship === 'm')
    ?.options.filter((o) => o.id.startsWith('barrel-roll:right')) ?? [];

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:notchedstabilizers',
    standing: true,
    applies: kase(
      'a Mining Guild TIE flies through one asteroid unharmed, then rolls across another',
      table('miningguildsurveyor'),
      play,
      (s, seen) => {
        expect(hits(s)).toHaveLength(0);
        expect(rolls(seen)).toHaveLength(3);
        expect(logged(s, 'action-performed', 'm').map((e) => e.data?.option)).toEqual(['barrel-roll:right:middle']);
        expect(shipOf(s, 'm').pose!.x).toBeCloseTo(480, 6);
      },
    ),
    doesNotApply: [
      kase(
        'a TIE without it hits the asteroid and may not roll across the other',
        table('academypilot'),
        play,
        (s, seen) => {
          expect(hits(s)).toHaveLength(1);
          expect(rolls(seen)).toHaveLength(0);
        },
      ),
      kase(
        'a debris cloud is no asteroid: the Mining Guild TIE hits it',
        table('miningguildsurveyor', 'debris-1'),
        play,
        (s) => {
          expect(hits(s).map((e) => e.data?.kind)).toEqual(['debris']);
        },
      ),
    ],
  },
];

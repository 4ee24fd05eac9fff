/**
 * Card specs for the Rebel Fang fighter pilots of abilities/cards/support/rebel-fangfighter.ts. Rules: 000 "Tokens",
 * "Arcs", "Measuring Range"; 001 Engagement Phase (before a ship engages).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Fenn Rau facing up at (`fx`, 300); a stressed X-wing of his facing up (`heading` 0) at (400, 300); a TIE facing down
 * at (400, `ty`): at 420 in the X-wing's front arc at range 1, at 520 at range 2. At fx 250 Fenn is at range 2 of the
 * X-wing; at 100, range 3.
 */
const fennTable =
  (o: { fx?: number; ty?: number; heading?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('f', 'fennrau-fangfighter', o.fx ?? 250, 300),
        rebel('w', 'redsquadronveteran', 400, 300, {
          pose: { x: 400, y: 300, heading: o.heading ?? 0 },
          tokens: { stress: 1 },
        }),
      ],
      [imperial('t', 'academypilot', 400, o.ty ?? 420)],
    );
/** The enemy side instead: a stressed TIE at (400, 420) facing down with another TIE at range 1 ahead of it. */
const enemyTable = () =>
  position(
    'engagement',
    [rebel('f', 'fennrau-fangfighter', 250, 300)],
    [imperial('u', 'academypilot', 400, 420, { tokens: { stress: 1 } }), imperial('v', 'academypilot', 400, 300)],
  );
const fennPlay = playing(leaves('engagement'), () => useAbilityOf('Fenn Rau'));
const shed = (s: GameState, id: string) => logged(s, 'token-removed', id).filter((e) => e.data?.token === 'stress');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:fennrau-fangfighter',
    applies: kase(
      'the X-wing at range 2 of him engages a TIE at range 1 ahead: its stress goes',
      fennTable(),
      fennPlay,
      (s) => expect(shed(s, 'w')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('Fenn is at range 3 of the X-wing', fennTable({ fx: 100 }), fennPlay, (s) =>
        expect(shed(s, 'w')).toHaveLength(0),
      ),
      kase('the TIE is at range 2 of the X-wing', fennTable({ ty: 520 }), fennPlay, (s) =>
        expect(shed(s, 'w')).toHaveLength(0),
      ),
      kase('the TIE is behind the X-wing', fennTable({ heading: 180 }), fennPlay, (s) =>
        expect(shed(s, 'w')).toHaveLength(0),
      ),
      kase('an enemy TIE engages with another ahead of it', enemyTable, fennPlay, (s) =>
        expect(shed(s, 'u')).toHaveLength(0),
      ),
    ],
  },
];

/**
 * Card specs for the TIE/sf fighter pilots of abilities/cards/support/firstorder-tiesffighter.ts. Rules: 001
 * Engagement Phase (its start), 000 "Charges and the Force", "Additional Token Rules" (green tokens).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Theta 3 (`t`) facing down at (400, 700) with `tokens` and `charges`; an X-wing far away. The Engagement Phase begins. */
const table =
  (tokens: Record<string, number>, charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 100, 60)],
      [imperial('t', 'theta3-evacuationofdqar', 400, 700, { tokens, charges })],
    );
const play = playing(leaves('engagement'), () => useAbilityOf('Theta 3'));
const evaded = (s: GameState) => logged(s, 'ability-used', 't').length > 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:theta3-evacuationofdqar',
    applies: kase('no green token: a charge buys an evade token', table({}), play, (s) => {
      expect(evaded(s)).toBe(true);
      expect(logged(s, 'cost-paid', 't')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('a focus token already: not offered', table({ focus: 1 }), play, (s) => expect(evaded(s)).toBe(false)),
      kase('no charge left: not offered', table({}, 0), play, (s) => expect(evaded(s)).toBe(false)),
    ],
  },
];

/**
 * Card specs for abilities/cards/movement/firstorder-tievnsilencer.ts. Rules: 000 "Initiative" (the Engagement Phase goes from the highest
 * initiative down), 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** An X-wing (initiative 3) at (400, 400) and "Rush" at (400, 650) face each other in the Engagement Phase. */
const table = (damage: { card: string; faceup: boolean }[]) => () =>
  position('engagement', [rebel('x', 'redsquadronveteran', 400, 400)], [imperial('r', 'rush', 400, 650, { damage })]);
const engageOrder = (seen: Decision[]) => seen.filter((d) => d.kind === 'declare-attack').map((d) => d.ship);
const play = playing(leaves('engagement'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:rush',
    standing: true,
    applies: kase(
      'damaged (a facedown card): initiative 6, he engages before the X-wing',
      table([{ card: 'directhit', faceup: false }]),
      play,
      (_s, seen) => expect(engageOrder(seen)).toEqual(['r', 'x']),
    ),
    doesNotApply: kase('undamaged: his printed initiative, after the X-wing', table([]), play, (_s, seen) =>
      expect(engageOrder(seen)).toEqual(['x', 'r']),
    ),
  },
];

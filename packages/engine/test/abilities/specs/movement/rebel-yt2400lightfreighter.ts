/**
 * Card specs for abilities/cards/movement/rebel-yt2400lightfreighter.ts. Rules: 000 "Obstacles" (a ship at range 0 of
 * an asteroid cannot attack; at range 0 of a gas cloud it cannot lock), 001 Engagement Phase; Dash Rendar: 000
 * "Moving Through and Overlapping Obstacles".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const DASH = 'dashrendar-swz103-rebelalliance';

/** `pilot` (a YT-2400, `d`) at (400, 150) flies a 2 straight through an asteroid at (400, 260). */
const throughRock = (pilot: string) => () =>
  position(
    'activation',
    [rebel('d', pilot, 400, 150, { dial: '2F' })],
    [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
    {
      obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 260, heading: 0 } }],
    },
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dashrendar',
    standing: true,
    applies: kase(
      'his 2 straight through the asteroid: no die, no damage',
      throughRock('dashrendar'),
      playing(leaves('activation')),
      (s) => expect(logged(s, 'obstacle-hit', 'd')).toHaveLength(0),
    ),
    doesNotApply: kase(
      'Leebo’s same 2 straight: he rolls for the asteroid',
      throughRock('leebo'),
      playing(leaves('activation')),
      (s) => expect(logged(s, 'obstacle-hit', 'd')).toHaveLength(1),
    ),
  },
  {
    source: `pilot:${DASH}`,
    // A standing rule the attack and lock rules read: its effect shows in the checks.
    standing: true,
    applies: kase(
      'on an asteroid in the Engagement Phase, he may still attack the TIE ahead',
      () =>
        position('engagement', [rebel('d', DASH, 400, 300)], [imperial('t', 'academypilot', 400, 500)], {
          obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 300, heading: 0 } }],
        }),
      playing(leaves('engagement')),
      (_s, seen) =>
        expect(
          seen.some(
            (d) => d.kind === 'declare-attack' && d.ship === 'd' && d.options.some((o) => o.id.startsWith('attack:t')),
          ),
        ).toBe(true),
    ),
    doesNotApply: [
      kase(
        'in the Activation Phase, on a gas cloud, he may not lock the TIE',
        () =>
          position(
            'activation',
            [rebel('d', DASH, 400, 150, { dial: '1F' })],
            [imperial('t', 'academypilot', 400, 450, { dial: '1F', round: { activated: true } })],
            { obstacles: [{ name: 'gas-cloud-1', pose: { x: 400, y: 250, heading: 0 } }] },
          ),
        playing(leaves('activation'), () => picks('choose-action', 'lock:t', 'd')),
        (_s, seen) =>
          expect(
            seen.some((d) => d.kind === 'choose-action' && d.ship === 'd' && d.options.some((o) => o.id === 'lock:t')),
          ).toBe(false),
      ),
    ],
  },
];

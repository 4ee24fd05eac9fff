/**
 * Card specs for abilities/cards/movement/rebel-yt2400lightfreighter.ts. Rules: 000 "Obstacles" (a ship at range 0 of
 * an asteroid cannot attack; at range 0 of a gas cloud it cannot lock), 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const DASH = 'dashrendar-swz103-rebelalliance';

export const SPECS: CardSpec[] = [
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

/**
 * Card specs for abilities/cards/movement/rebel-ut60duwing.ts. Rules: 000 "Moving Through and Overlapping" (a ship that
 * would overlap another backs up until it touches it), "Measuring Range" (range 0), 001 Perform Action.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Heff Tobber (`h`, activated, medium base: x 370–430) at (400, 300) facing up; a TIE (`t`) beside his line, its left
 * edge on x 430, at y 500 facing down the table executes `dial`: a 3 straight ends it at y 340, its side against his
 * (range 0, no overlap); a 1 straight ends at y 420 (range 1). `friend`: an X-wing (`x`) flies a 3 straight from
 * (450, 140) and ends beside him the same way (the TIE has then activated).
 *
 * A ship that bumps into another's front or rear edge stops with their guides touching, 4 mm apart (geometry's
 * backUpStraight): range 1 as the range rules measure it (bases without guides), so the sides touch here.
 */
const table =
  (dial: string, opts: { heff?: Partial<PositionShip>; friend?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('h', 'hefftobber', 400, 300, { round: { activated: true }, ...opts.heff }),
        ...(opts.friend ? [rebel('x', 'redsquadronveteran', 450 + 5e-5, 140, { dial: '3F' })] : []),
      ],
      [imperial('t', 'academypilot', 450 + 5e-5, 500, opts.friend ? { round: { activated: true } } : { dial })],
    );
const play = playing(leaves('activation'), () =>
  answers((d) => (d.kind === 'choose-action' && d.prompt.includes('Heff Tobber') ? ['focus'] : undefined)),
);
const heffActions = (s: Parameters<typeof logged>[0]) => logged(s, 'action-performed', 'h').map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:hefftobber',
    applies: kase('the TIE’s 3 straight ends against his side: he focuses', table('3F'), play, (s, seen) => {
      expect(logged(s, 'maneuver-executed', 't')[0]!.data?.partial).toBe(false);
      expect(actionOffered(seen, 'Heff Tobber')).toBe(true);
      expect(heffActions(s)).toEqual(['focus']);
    }),
    doesNotApply: [
      kase('the TIE’s 1 straight ends at range 1: no action', table('1F'), play, (s, seen) => {
        expect(actionOffered(seen, 'Heff Tobber')).toBe(false);
        expect(heffActions(s)).toEqual([]);
      }),
      kase(
        'stressed, the TIE against his side: no action',
        table('3F', { heff: { tokens: { stress: 1 } } }),
        play,
        (s, seen) => {
          expect(actionOffered(seen, 'Heff Tobber')).toBe(false);
          expect(heffActions(s)).toEqual([]);
        },
      ),
      kase('a friendly X-wing ends against his side: no action', table('1F', { friend: true }), play, (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'x')[0]!.data?.partial).toBe(false);
        expect(actionOffered(seen, 'Heff Tobber')).toBe(false);
      }),
    ],
  },
];

/**
 * Card specs for the UT-60D U-wing pilots of abilities/cards/support/rebel-ut60duwing.ts. Rules: 001 Activation Phase
 * (its start), 000 "Range", "Stress".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Cassian at (400, 150) and a wingman at (`wx`, 150) with `stress` stress tokens; both reveal a 1 straight. */
const cassianTable =
  (phase: 'activation' | 'engagement', wx: number, stress = 1) =>
  () =>
    position(
      phase,
      [
        rebel('c', 'cassianandor', 400, 150, { dial: '1F' }),
        rebel('w', 'redsquadronveteran', wx, 150, { dial: '1F', tokens: { stress } }),
      ],
      [farTie()],
    );
const cassianPlay = (phase: 'activation' | 'engagement') =>
  playing(leaves(phase), () => picks('use-ability', 'use:w', 'c'));
const relieved = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-removed', 'w').some((e) => e.data?.token === 'stress');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:cassianandor',
    applies: kase(
      'the Activation Phase starts, the stressed wingman at range 2: it removes a stress token',
      cassianTable('activation', 580),
      cassianPlay('activation'),
      (s, seen) => {
        expect(offered(seen, 'Cassian Andor')).toBe(true);
        expect(relieved(s)).toBe(true);
      },
    ),
    doesNotApply: [
      kase(
        'the Engagement Phase starts instead: not offered',
        cassianTable('engagement', 580),
        cassianPlay('engagement'),
        (s, seen) => {
          expect(offered(seen, 'Cassian Andor')).toBe(false);
          expect(relieved(s)).toBe(false);
        },
      ),
      kase(
        'the wingman not stressed: not offered',
        cassianTable('activation', 580, 0),
        cassianPlay('activation'),
        (_s, seen) => expect(offered(seen, 'Cassian Andor')).toBe(false),
      ),
      kase(
        'the wingman beyond range 3: not offered',
        cassianTable('activation', 880),
        cassianPlay('activation'),
        (s, seen) => {
          expect(offered(seen, 'Cassian Andor')).toBe(false);
          expect(relieved(s)).toBe(false);
        },
      ),
    ],
  },
];

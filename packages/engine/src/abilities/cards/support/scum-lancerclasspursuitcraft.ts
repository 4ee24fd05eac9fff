/**
 * Scum and Villainy Lancer-class pursuit craft pilots that work with tokens and the Force, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Asajj Ventress: as the Engagement Phase starts, she may spend a Force to pick an enemy ship in her single turret
 *   arc at range 0–2; it gains a stress token unless its player removes one of its green tokens.
 */
import type { Ability } from '../../vocabulary/types.js';
import { ONE_GREEN_TOKEN } from './shared.js';

export const SCUM_LANCER_SUPPORT: Record<string, Ability[]> = {
  'pilot:asajjventress': [
    {
      source: { kind: 'pilot', xws: 'asajjventress' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      choose: {
        side: 'enemy',
        range: [0, 2],
        inArc: { arc: 'single-turret' },
        label: 'gains a stress token unless it removes a green token',
      },
      effect: {
        kind: 'unless',
        who: 'chosen',
        ...ONE_GREEN_TOKEN,
        otherwise: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
      },
      summary:
        'Asajj Ventress: spend a Force, an enemy ship in your turret arc at range 0–2 gains a stress token unless it removes a green token.',
    },
  ],
};

/**
 * Scum and Villainy StarViper-class attack platform pilots that work with tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Guri: as the Engagement Phase starts, with an enemy ship at range 0–1, she may gain a focus token.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_STARVIPER_SUPPORT: Record<string, Ability[]> = {
  'pilot:guri': [
    {
      source: { kind: 'pilot', xws: 'guri' },
      window: 'engagement:start',
      when: { kind: 'range', to: 'any-enemy', min: 0, max: 1 },
      optional: true,
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Guri: an enemy ship is at range 0–1, gain a focus token.',
    },
  ],
};

/**
 * Prince Xizor (Armed and Dangerous): as he declares an attack on a ship that has a strain token, he may remove one
 * of his stress tokens.
 */
SCUM_STARVIPER_SUPPORT['pilot:princexizor-armedanddangerous'] = [
  {
    source: { kind: 'pilot', xws: 'princexizor-armedanddangerous' },
    window: 'attack:after-declare',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role: 'attacker' },
        { kind: 'has-token', token: 'strain', who: 'other' },
        { kind: 'has-token', token: 'stress', who: 'self' },
      ],
    },
    optional: true,
    effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Prince Xizor: you attack a strained ship, remove one of your stress tokens.',
  },
];

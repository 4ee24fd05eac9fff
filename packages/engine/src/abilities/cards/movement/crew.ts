/**
 * Crew upgrades about actions, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Perceptive Copilot: a focus action of its ship gives it one more focus token.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const MOVEMENT_CREW: Record<string, Ability[]> = {
  'upgrade:perceptivecopilot:0': [
    {
      source: { kind: 'upgrade', xws: 'perceptivecopilot', side: 0 },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['focus'] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Perceptive Copilot: your focus action gives you a second focus token.',
    },
  ],
};

/**
 * Scum StarViper-class attack platform abilities about repositions, each in our own words (never card text). Keys as
 * in source-keys.ts.
 *
 * - Microthrusters (the StarViper's ship ability): its barrel rolls use the 1-bank template, curving forward or
 *   backward off either side, and never the 1-straight (placed by the geometry package's bank-template roll).
 * - Adaptive Microthrusters (Prince Xizor of Armed and Dangerous): a barrel roll may use the 1-bank template instead
 *   of the 1-straight for one charge (of his pilot card), paid as the roll is performed (`roll-template` with a price).
 * - Dalan Oberos (StarViper): after fully executing a maneuver, a stress token turns his ship 90° in place (left or
 *   right, about its centre: `rotate-ship`).
 */
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

export const SCUM_STARVIPERCLASSATTACKPLATFORM_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:microthrusters': [
    {
      source: { kind: 'ship-ability', id: 'microthrusters' },
      window: 'action:roll-template',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'roll-template', templates: ['1B'] },
      summary: 'Microthrusters: your barrel rolls use a 1-bank template instead of the 1-straight.',
    },
  ],
  'ship-ability:adaptivemicrothrusters': [
    {
      source: { kind: 'ship-ability', id: 'adaptivemicrothrusters' },
      window: 'action:roll-template',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'roll-template', templates: ['1B'], charge: 1 },
      summary: 'Adaptive Microthrusters: one charge lets a barrel roll use a 1-bank template.',
    },
  ],
  'pilot:dalanoberos-starviperclassattackplatform': [
    {
      source: { kind: 'pilot', xws: 'dalanoberos-starviperclassattackplatform' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      choices: () => [
        { id: '-90', label: 'Turn 90° left' },
        { id: '90', label: 'Turn 90° right' },
      ],
      effect: { kind: 'rotate-ship' },
      summary: 'Dalan Oberos: gain a stress token to turn your ship 90°.',
    },
  ],
};

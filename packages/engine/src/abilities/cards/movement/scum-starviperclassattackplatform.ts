/**
 * Scum StarViper-class attack platform abilities about repositions, each in our own words (never card text). Keys as
 * in source-keys.ts.
 *
 * - Microthrusters (the StarViper's ship ability): its barrel rolls use the 1-bank template, curving forward or
 *   backward off either side, and never the 1-straight (placed by the geometry package's bank-template roll).
 */
import type { Ability } from '../../vocabulary/types.js';

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
};

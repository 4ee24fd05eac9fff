/**
 * Force power upgrades about initiative, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Heightened Perception: as the Engagement Phase starts, 1 Force makes the ship engage at initiative 7 for the rest
 *   of the phase. Reading: the lasting initiative is the ship's initiative for everything the phase reads (the
 *   engagement order above all; 001 Engagement Phase), not only its own turn to engage.
 * - Extreme Maneuvers: a boost may use a 1 turn template (left or right) for 1 Force, spent as it is performed.
 */
import type { Ability } from '../../vocabulary/types.js';

export const MOVEMENT_FORCE_POWERS: Record<string, Ability[]> = {
  'upgrade:heightenedperception:0': [
    {
      source: { kind: 'upgrade', xws: 'heightenedperception', side: 0 },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-engagement-phase',
        window: 'ship:initiative',
        effect: { kind: 'initiative', set: 7 },
      },
      summary: 'Heightened Perception: spend 1 Force to engage at initiative 7 this phase.',
    },
  ],
  'upgrade:extrememaneuvers:0': [
    {
      source: { kind: 'upgrade', xws: 'extrememaneuvers', side: 0 },
      window: 'action:boost-templates',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'boost-templates', templates: ['1T', '1Y'], force: 1 },
      summary: 'Extreme Maneuvers: a boost may use a 1 turn template for 1 Force.',
    },
  ],
};

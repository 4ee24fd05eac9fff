/**
 * Resistance RZ-2 A-wing abilities about the turret and repositions, each in our own words (never card text). Keys as
 * in source-keys.ts.
 *
 * - Refined Gyrostabilizers (the RZ-2's ship ability): the turret arc indicator points only forward or backward (000
 *   "Turret Arcs"); after any action of its own, the ship may boost or rotate its turret as a red action.
 * - Suralinda Javos: after a maneuver cut short (partially executed), a strain token turns her ship 90° left or right,
 *   or 180°, in place (`rotate-ship`: not made where the turned base would overlap a ship).
 * - Greer Sonnel: once he has fully executed a maneuver, he may turn his turret arc indicator (not an action: 000
 *   "Turret Arc Indicators"), to a facing his ship allows.
 * - Zari Bangel: a maneuver she partially executes for overlapping a ship does not cost her the Perform Action step
 *   (the standing `keep-action-step`); the overlap's own effects still resolve (000 "Overlapping Ships").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';
import { otherFacings } from './gunners.js';
import { foreAndAftTurret } from './turret.js';

/** A red boost or a red rotate action (given by the ability, whatever the bar says). */
const RED_BOOST_OR_ROTATE: ActionDef[] = [
  { type: 'boost', difficulty: 'red' },
  { type: 'rotate-arc', difficulty: 'red' },
];

export const RESISTANCE_RZ2AWING_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:refinedgyrostabilizers': [
    foreAndAftTurret('refinedgyrostabilizers', 'Refined Gyrostabilizers'),
    {
      source: { kind: 'ship-ability', id: 'refinedgyrostabilizers' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_BOOST_OR_ROTATE }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_BOOST_OR_ROTATE, why: 'Refined Gyrostabilizers, after an action' },
      summary: 'Refined Gyrostabilizers: after your action, you may boost or rotate your turret as a red action.',
    },
  ],
  'pilot:greersonnel': [
    {
      source: { kind: 'pilot', xws: 'greersonnel' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: true,
      choices: otherFacings,
      effect: { kind: 'rotate-turret' },
      summary: 'Greer Sonnel: after a full maneuver, turn your turret arc indicator.',
    },
  ],
  'pilot:suralindajavos': [
    {
      source: { kind: 'pilot', xws: 'suralindajavos' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'not', of: fullyExecuted }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      choices: () => [
        { id: '-90', label: 'Turn 90° left' },
        { id: '90', label: 'Turn 90° right' },
        { id: '180', label: 'Turn 180°' },
      ],
      effect: { kind: 'rotate-ship' },
      summary: 'Suralinda Javos: after a partial maneuver, gain a strain token to turn 90° or 180° in place.',
    },
  ],
};

RESISTANCE_RZ2AWING_MOVEMENT['pilot:zaribangel'] = [
  {
    source: { kind: 'pilot', xws: 'zaribangel' },
    window: 'maneuver:keep-action-step',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'keep-action-step' },
    summary: 'Zari Bangel: a partial maneuver does not make you skip your Perform Action step.',
  },
];

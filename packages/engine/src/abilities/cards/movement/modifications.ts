/**
 * Modification upgrades about maneuvers and actions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Advanced SLAM: after a SLAM whose maneuver was fully executed, one of the ship's white actions, as red.
 * - Precision Ion Engines: about to execute a Koiogran turn of speed 1 to 3, a charge turns it into a Segnor's loop
 *   of the same speed, left or right (the player picks), with the Koiogran turn's difficulty.
 * - Computer-Assisted Handling (Battle Over Endor): after a fully executed maneuver, a charge buys a boost or a
 *   barrel roll.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';
import { slamCharge } from './titles.js';

const BOOST_OR_ROLL: ActionDef[] = [
  { type: 'boost', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

/** The Segnor's loops (left, right) of the speed of the maneuver about to be executed (subject.data.maneuver). */
function segnorLoops(maneuver: unknown): { id: string; label: string }[] {
  const speed = typeof maneuver === 'string' ? maneuver.charAt(0) : '';
  if (!['1', '2', '3'].includes(speed)) return [];
  return [
    { id: `${speed}L`, label: `Execute it as a speed ${speed} Segnor's loop left` },
    { id: `${speed}P`, label: `Execute it as a speed ${speed} Segnor's loop right` },
  ];
}

export const MOVEMENT_MODIFICATIONS: Record<string, Ability[]> = {
  // Burnout Thrusters: Black One's SLAM rules (titles.ts slamCharge).
  'upgrade:burnoutthrusters:0': slamCharge('burnoutthrusters', 'Burnout Thrusters'),
  'upgrade:advancedslam:0': [
    {
      source: { kind: 'upgrade', xws: 'advancedslam', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
          // The SLAM's maneuver is the ship's last move: a partial one is marked on it (movement.ts).
          fullyExecuted,
          { kind: 'can-perform', actions: 'own-white-bar' },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: 'own-white-bar',
        asRed: true,
        why: 'Advanced SLAM, a white action as red',
      },
      summary: 'Advanced SLAM: after a fully executed SLAM, perform one of your white actions as a red action.',
    },
  ],
  'upgrade:precisionionengines:0': [
    {
      source: { kind: 'upgrade', xws: 'precisionionengines', side: 0 },
      window: 'maneuver:before-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', speeds: [1, 2, 3], kinds: ['koiogran'] }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choices: (_ctx, _me, subject) => segnorLoops(subject.data?.maneuver),
      effect: { kind: 'execute-as' },
      summary: "Precision Ion Engines: spend a charge to execute your Koiogran turn as a Segnor's loop.",
    },
  ],
  'upgrade:computerassistedhandling-battleoverendor:0': [
    {
      source: { kind: 'upgrade', xws: 'computerassistedhandling-battleoverendor', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted, { kind: 'can-perform', actions: BOOST_OR_ROLL }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: BOOST_OR_ROLL, why: 'Computer-Assisted Handling' },
      summary: 'Computer-Assisted Handling: spend a charge to boost or barrel roll.',
    },
  ],
};

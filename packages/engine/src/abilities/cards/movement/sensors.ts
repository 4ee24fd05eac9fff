/**
 * Sensor upgrades about actions, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Advanced Sensors: once the dial is revealed, one action from the ship's bar; having performed it, the ship may
 *   perform no other action for the rest of its activation (its Perform Action step included). The restriction is a
 *   lasting one that holds only once an action was performed this round, so passing the offered action leaves the
 *   Perform Action step free. Reading: an action the ship performed earlier this round (before it activated) would
 *   also count; no card of the game gives one before the reveal and after Advanced Sensors' own.
 * - Collision Detector: the ship's boosts and barrel rolls may move through and overlap obstacles (as Q7 Astromech's);
 *   as an obstacle moved through or onto is about to affect the ship (any move), a charge lets it ignore that obstacle
 *   until the round ends instead ('instead:obstacle', then a lasting `ignore-obstacles` while moving and at range 0).
 *   Reading: "its effects" are the obstacle's own (its effect when moved through or onto, its range-0 rules); the
 *   engine knows an obstacle's rules by its kind (obstacles.ts), so the ship ignores the obstacles of that kind.
 * - Homing Beacon (Boba Fett's standard loadout, Armed and Dangerous; two charges, none recovered): a charge lets his
 *   lock action choose a ship at any range (#0: standing 'action:lock-band', `priced-lock-band`, paid only for a ship
 *   beyond the rules' band, as Long-Range Scanners'; 000 "Lock": range 0–3); and after he fully executes a Koiogran
 *   turn, Segnor's loop or Tallon roll (000 "Advanced Maneuvers"), a charge acquires a lock on an enemy ship at range
 *   1–2 in his front arc (#1, not an action). Reading: "that ship" is one such ship of his choice when there are two.
 */
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, lockAllowedBothWays, self } from '../common.js';

const BEACON = { kind: 'upgrade', xws: 'homingbeacon-armedanddangerous', side: 0 } as const;

export const MOVEMENT_SENSORS: Record<string, Ability[]> = {
  'upgrade:homingbeacon-armedanddangerous:0': [
    {
      source: BEACON,
      window: 'action:lock-band',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'priced-lock-band', charge: 1 },
      summary: 'Homing Beacon: for a charge, your lock action may choose a ship at any range.',
    },
    {
      source: BEACON,
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'maneuver-is', kinds: ['koiogran', 'segnor', 'tallon'] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choose: {
        side: 'enemy',
        range: [1, 2],
        inArc: { arc: 'front' },
        where: lockAllowedBothWays,
        label: 'acquire a lock on it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary:
        'Homing Beacon: after an advanced maneuver, a charge locks an enemy ship in your front arc at range 1–2.',
    },
  ],
  'upgrade:collisiondetector:0': [
    {
      source: { kind: 'upgrade', xws: 'collisiondetector', side: 0 },
      window: 'ship:ignore-obstacles',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['repositioning'] },
      summary: 'Collision Detector: your boosts and barrel rolls may move through and overlap obstacles.',
    },
    {
      source: { kind: 'upgrade', xws: 'collisiondetector', side: 0 },
      window: 'instead:obstacle',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'instead',
        effect: {
          kind: 'last',
          until: 'end-of-round',
          window: 'ship:ignore-obstacles',
          effect: { kind: 'ignore-obstacles', while: ['moving', 'range-0'], ofSubject: true },
        },
      },
      summary: 'Collision Detector: spend a charge to ignore this obstacle until the end of the round.',
    },
  ],
  'upgrade:advancedsensors:0': [
    {
      source: { kind: 'upgrade', xws: 'advancedsensors', side: 0 },
      window: 'activation:after-reveal',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: 'own-bar' }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'grant-action', actions: 'own-bar', why: 'Advanced Sensors' },
          {
            kind: 'last',
            until: 'end-of-activation',
            window: 'action:allowed',
            while: { kind: 'actions-performed', atLeast: 1 },
            effect: {
              kind: 'allow-only-actions',
              actions: [],
              cardActions: false,
              why: 'done with actions this activation (Advanced Sensors)',
            },
          },
        ],
      },
      summary: 'Advanced Sensors: perform an action before your maneuver; then no other action this activation.',
    },
  ],
};

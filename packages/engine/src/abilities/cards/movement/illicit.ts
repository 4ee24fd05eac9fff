/**
 * Illicit upgrades about maneuvers and actions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Contraband Cybernetics: as its ship is about to activate, its one charge (never recovered: the content's
 *   `recovers` is 0, and a Reload recovers only torpedo, missile and device charges, 000 "Reload") buys, for the rest
 *   of the round, actions (white and red) and red maneuvers while stressed. Reading (000 "Stress": a stressed ship
 *   can neither set nor execute a red maneuver): while the card still holds its charge, a stressed ship may set a red
 *   maneuver in the Planning Phase (the permission it would buy is for the round, and the dial is set before it can
 *   be bought); if the charge is not spent by the reveal, the red maneuver becomes the white 2-straight of 001 Reveal
 *   Dial.
 * - Kineso-Switch (Armed and Dangerous): after a SLAM whose maneuver was fully executed, while some ship locks it, the
 *   ship may spend a charge to break every lock on it (`break-locks`; 000 "Lock"). Its charges do not recur (the
 *   content's `recovers` is 0).
 */
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

export const MOVEMENT_ILLICIT: Record<string, Ability[]> = {
  'upgrade:contrabandcybernetics:0': [
    {
      source: { kind: 'upgrade', xws: 'contrabandcybernetics', side: 0 },
      window: 'activation:before-reveal',
      when: self,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'action:while-stressed',
            effect: { kind: 'actions-while-stressed', difficulty: 'white' },
          },
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'action:while-stressed',
            effect: { kind: 'actions-while-stressed', difficulty: 'red' },
          },
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'maneuver:while-stressed',
            effect: { kind: 'red-maneuvers-while-stressed' },
          },
        ],
      },
      summary:
        'Contraband Cybernetics: spend the charge; until the end of the round you may act and fly red maneuvers while stressed.',
    },
    {
      source: { kind: 'upgrade', xws: 'contrabandcybernetics', side: 0 },
      window: 'maneuver:while-stressed',
      when: { kind: 'has-charges', atLeast: 1 },
      optional: false,
      effect: { kind: 'red-maneuvers-while-stressed', setOnly: true },
      summary: 'Contraband Cybernetics: with its charge, a stressed ship may still set a red maneuver.',
    },
  ],
};

MOVEMENT_ILLICIT['upgrade:kinesoswitch-armedanddangerous:0'] = [
  {
    source: { kind: 'upgrade', xws: 'kinesoswitch-armedanddangerous', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        self,
        { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
        // The SLAM's maneuver is the ship's last move: a partial one is marked on it (movement.ts).
        fullyExecuted,
        // No lock on it: nothing to break, not asked.
        { kind: 'locked-by', who: 'self', side: 'any' },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'break-locks', who: 'self' },
    summary: 'Kineso-Switch: after a fully executed SLAM, spend a charge to break every lock on you.',
  },
];

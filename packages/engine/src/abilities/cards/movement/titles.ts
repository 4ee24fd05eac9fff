/**
 * Titles about maneuvers and actions, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Dauntless (VT-49 Decimator): after a maneuver cut short (partially executed), one of its white actions, as red.
 * - Rey's Millennium Falcon (scavenged YT-1300): with at most 2 stress tokens, a stressed ship may still set and
 *   execute its red Segnor's loops, and boost and rotate its arc (both red on the scavenged YT-1300's bar,
 *   so the permission is for red actions).
 * - Slave I (Firespray): having revealed a turn or bank, the ship may execute the one of the same speed bearing the
 *   other way instead. Reading: the dial is set to it before the Execute Maneuver step (window
 *   'maneuver:before-execute', right after the reveal's own abilities), and it keeps the revealed maneuver's
 *   difficulty, which on the Firespray's symmetric dial is the mirrored one's too.
 * - Virago (StarViper): in the End Phase, a charge buys a red boost action.
 * - Black One (T-70; the SLAM on the bar is the content's grant), and Burnout Thrusters (a modification, the same
 *   rules: modifications.ts): each SLAM action costs the card's charge (lost once the SLAM is done); then the ship may
 *   gain an ion token to remove a disarm token (the SLAM's own: 000 SLAM); with the charge inactive it may perform no
 *   SLAM action (`allow-only-actions` of every other type). Black One of the Evacuation of D'Qar: the same charge
 *   rules with two charges ("0 active charges": none left), and no ion offer.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

/** Rey's Millennium Falcon: the ship has 2 stress tokens or fewer. */
const REY_STRESS: Condition = { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' };

const RED_BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'red' }];

/** The dial code of the same speed and kind bearing the other way (a turn or bank), or undefined. */
function mirrored(maneuver: unknown): string | undefined {
  if (typeof maneuver !== 'string' || maneuver.length !== 2) return undefined;
  const other: Record<string, string> = { T: 'Y', Y: 'T', B: 'N', N: 'B' };
  const bearing = other[maneuver.charAt(1)];
  return bearing ? `${maneuver.charAt(0)}${bearing}` : undefined;
}

/** Every action type but the SLAM (content ActionType). */
const NOT_SLAM: readonly string[] = [
  'focus',
  'evade',
  'lock',
  'barrel-roll',
  'boost',
  'calculate',
  'cloak',
  'coordinate',
  'jam',
  'reinforce',
  'reload',
  'rotate-arc',
];

/**
 * Black One and Burnout Thrusters: a SLAM spends the card's charge; an ion token may buy the disarm token off.
 * `ionForDisarm` false: the charge rules only (Black One of the Evacuation of D'Qar, two charges, no ion offer).
 */
export function slamCharge(xws: string, name: string, ionForDisarm = true): Ability[] {
  const source = { kind: 'upgrade', xws, side: 0 } as const;
  const afterSlam: Condition = {
    kind: 'all',
    of: [self, { kind: 'subject-data', key: 'action', oneOf: ['slam'] }],
  };
  return [
    {
      source,
      window: 'action:allowed',
      when: { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } },
      optional: false,
      effect: { kind: 'allow-only-actions', actions: NOT_SLAM, cardActions: true, why: `${name} (charge inactive)` },
      summary: `${name}: with its charge inactive, you cannot SLAM.`,
    },
    {
      source,
      window: 'action:after-perform',
      when: afterSlam,
      optional: false,
      effect: { kind: 'lose-card-charges', xws, count: 1 },
      summary: `${name}: your SLAM costs this card's charge.`,
    },
    ...(ionForDisarm ? [ionForDisarmRecord(source, afterSlam, name)] : []),
  ];
}

/** Black One, Burnout Thrusters: after the SLAM, an ion token gained removes the disarm token. */
function ionForDisarmRecord(source: Ability['source'], afterSlam: Condition, name: string): Ability {
  return {
    source,
    window: 'action:after-perform',
    when: afterSlam,
    optional: true,
    cost: [{ kind: 'gain-token', token: 'ion', count: 1 }],
    effect: { kind: 'remove-token', token: 'disarm', count: 1, who: 'self' },
    summary: `${name}: gain an ion token to remove your disarm token.`,
  };
}

export const MOVEMENT_TITLES: Record<string, Ability[]> = {
  'upgrade:blackone:0': slamCharge('blackone', 'Black One'),
  // Black One of the Evacuation of D'Qar: two charges, each SLAM loses one; none left, no SLAM (no ion offer).
  'upgrade:blackone-evacuationofdqar:0': slamCharge('blackone-evacuationofdqar', 'Black One', false),
  'upgrade:dauntless:0': [
    {
      source: { kind: 'upgrade', xws: 'dauntless', side: 0 },
      window: 'maneuver:after-execute',
      // After executing, a maneuver not fully executed is a partial one (000 "Moving Through and Overlapping").
      when: {
        kind: 'all',
        of: [self, { kind: 'not', of: fullyExecuted }, { kind: 'can-perform', actions: 'own-white-bar' }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-white-bar', asRed: true, why: 'Dauntless, a white action as red' },
      summary: 'Dauntless: after a partial maneuver, perform one of your white actions as a red action.',
    },
  ],
  'upgrade:reysmillenniumfalcon:0': [
    {
      source: { kind: 'upgrade', xws: 'reysmillenniumfalcon', side: 0 },
      window: 'maneuver:while-stressed',
      when: { kind: 'all', of: [{ kind: 'maneuver-is', kinds: ['segnor'] }, REY_STRESS] },
      optional: false,
      effect: { kind: 'red-maneuvers-while-stressed' },
      summary: "Rey's Millennium Falcon: red Segnor's loops while lightly stressed.",
    },
    {
      source: { kind: 'upgrade', xws: 'reysmillenniumfalcon', side: 0 },
      window: 'action:while-stressed',
      when: REY_STRESS,
      optional: false,
      effect: { kind: 'actions-while-stressed', difficulty: 'red', actions: ['boost', 'rotate-arc'] },
      summary: "Rey's Millennium Falcon: boost and rotate your arc while lightly stressed.",
    },
  ],
  'upgrade:slavei:0': [
    {
      source: { kind: 'upgrade', xws: 'slavei', side: 0 },
      window: 'maneuver:before-execute',
      when: self,
      optional: true,
      // Only a turn or a bank has a mirrored maneuver: for any other, no choice, so it is not offered.
      choices: (_ctx, _me, subject) => {
        const code = mirrored(subject.data?.maneuver);
        return code ? [{ id: code, label: `Set the dial to ${code} and execute it` }] : [];
      },
      effect: { kind: 'execute-as' },
      summary: 'Slave I: execute the turn or bank of the same speed the other way.',
    },
  ],
  'upgrade:virago:0': [
    {
      source: { kind: 'upgrade', xws: 'virago', side: 0 },
      window: 'end:start',
      when: { kind: 'can-perform', actions: RED_BOOST },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: RED_BOOST, why: 'Virago, a red boost' },
      summary: 'Virago: spend a charge to perform a red boost in the End Phase.',
    },
  ],
};

/** Virago (Armed and Dangerous): in the System Phase, a red barrel roll or a red boost. */
const RED_ROLL_OR_BOOST: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'red' },
  { type: 'boost', difficulty: 'red' },
];
MOVEMENT_TITLES['upgrade:virago-armedanddangerous:0'] = [
  {
    source: { kind: 'upgrade', xws: 'virago-armedanddangerous', side: 0 },
    window: 'system',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'can-perform', actions: RED_ROLL_OR_BOOST }] },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: RED_ROLL_OR_BOOST, why: 'Virago, System Phase' },
    summary: 'Virago: in the System Phase, perform a red barrel roll or a red boost.',
  },
];

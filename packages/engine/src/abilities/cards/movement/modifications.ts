/**
 * Modification upgrades about maneuvers and actions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Advanced SLAM: after a SLAM whose maneuver was fully executed, one of the ship's white actions, as red.
 * - Precision Ion Engines: about to execute a Koiogran turn of speed 1 to 3, a charge turns it into a Segnor's loop
 *   of the same speed, left or right (the player picks), with the Koiogran turn's difficulty.
 * - Computer-Assisted Handling (Battle Over Endor): after a fully executed maneuver, a charge buys a boost or a
 *   barrel roll.
 * - Stygium Reserve (TIE/ph): after a fully executed maneuver, a charge buys a boost, even while stressed.
 * - Ion Maneuvering Jet (Battle Over Endor): after a fully executed Koiogran turn, a charge buys an action of the bar,
 *   even while stressed.
 * - Evasion Sequence 7 (Siege of Coruscant): with an obstacle at range 1, the ship's red evade action is white (standing
 *   'action:difficulty'; "or scenario feature": the engine has no scenario features on the table yet).
 * - Overdrive Thruster (T-70): a red boost or barrel roll uses the template of 1 speed higher when a placement of it is
 *   legal (`faster-templates`, `must`). Its SLAM part is not played: the engine's SLAM offers the dial's maneuvers of
 *   the revealed speed, a change not made yet (noted in the reply).
 * - Fuel Injection Override (Battle Over Endor): a charge lets a boost or barrel roll action use the template of 1
 *   speed higher, offered beside the usual ones (`faster-templates` with a price).
 * - Repulsorlift Engines (Evacuation of D'Qar): a strain token lets a barrel roll action use the 1-bank template
 *   (`roll-template` with a price).
 * - Starboard Thrusters (Armed and Dangerous): after revealing a left turn or a left Segnor's loop, a charge makes it
 *   one difficulty easier; after executing a left Segnor's loop that is white (as executed, so one the charge eased),
 *   the ship gains a strain token. Reading: the card's icons are the left bearings only (the JumpMaster 5000's strong
 *   side), whatever its name says; "execute" is any execution, a partial one too (000 "Maneuvers", "Segnor's Loop").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, AbilitySource, Condition } from '../../vocabulary/types.js';
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

/**
 * "After you fully execute a maneuver (of some kind), you may spend charges to perform one of these actions (even while
 * stressed)": offered only when the ship could perform one of them.
 */
export function afterManeuverAction(o: {
  source: AbilitySource;
  name: string;
  actions: ActionDef[] | 'own-bar' | 'own-white-bar';
  charges?: number;
  ignoreStress?: boolean;
  also?: Condition[];
  what: string;
}): Ability {
  const stress = o.ignoreStress ? { ignoreStress: true } : {};
  return {
    source: o.source,
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [self, fullyExecuted, ...(o.also ?? []), { kind: 'can-perform', actions: o.actions, ...stress }],
    },
    optional: true,
    ...(o.charges ? { cost: [{ kind: 'spend-charge', count: o.charges }] } : {}),
    effect: { kind: 'grant-action', actions: o.actions, ...stress, why: o.name },
    summary: `${o.name}: ${o.charges ? `spend ${o.charges === 1 ? 'a charge' : `${o.charges} charges`} to ` : ''}${o.what}.`,
  };
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
  'upgrade:stygiumreserve-tiephphantom:0': [
    afterManeuverAction({
      source: { kind: 'upgrade', xws: 'stygiumreserve-tiephphantom', side: 0 },
      name: 'Stygium Reserve',
      actions: [{ type: 'boost', difficulty: 'white' }],
      charges: 1,
      ignoreStress: true,
      what: 'boost after your maneuver, even while stressed',
    }),
  ],
  'upgrade:ionmaneuveringjet-battleoverendor:0': [
    afterManeuverAction({
      source: { kind: 'upgrade', xws: 'ionmaneuveringjet-battleoverendor', side: 0 },
      name: 'Ion Maneuvering Jet',
      actions: 'own-bar',
      charges: 1,
      ignoreStress: true,
      also: [{ kind: 'maneuver-is', kinds: ['koiogran'] }],
      what: 'perform an action after your Koiogran turn, even while stressed',
    }),
  ],
  'upgrade:overdrivethruster:0': [
    {
      source: { kind: 'upgrade', xws: 'overdrivethruster', side: 0 },
      window: 'action:faster-templates',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'faster-templates', actions: ['boost', 'barrel-roll'], redOnly: true, must: true },
      summary: 'Overdrive Thruster: your red boosts and barrel rolls use a template 1 speed higher when they can.',
    },
  ],
  'upgrade:fuelinjectionoverride-battleoverendor:0': [
    {
      source: { kind: 'upgrade', xws: 'fuelinjectionoverride-battleoverendor', side: 0 },
      window: 'action:faster-templates',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'faster-templates', actions: ['boost', 'barrel-roll'], charge: 1, actionOnly: true },
      summary: 'Fuel Injection Override: one charge lets a boost or barrel roll use a template 1 speed higher.',
    },
  ],
  'upgrade:repulsorliftengines-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'repulsorliftengines-evacuationofdqar', side: 0 },
      window: 'action:roll-template',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'roll-template', templates: ['1B'], strain: 1, actionOnly: true },
      summary: 'Repulsorlift Engines: a strain token lets a barrel roll use a 1-bank template.',
    },
  ],
  'upgrade:evasionsequence7-siegeofcoruscant:0': [
    {
      source: { kind: 'upgrade', xws: 'evasionsequence7-siegeofcoruscant', side: 0 },
      window: 'action:difficulty',
      when: { kind: 'near-obstacle', min: 1, max: 1 },
      optional: false,
      effect: { kind: 'action-difficulty', actions: ['evade'], from: 'red', to: 'white' },
      summary: 'Evasion Sequence 7: with an obstacle at range 1, your red evade action is white.',
    },
  ],
};

const STARBOARD = { kind: 'upgrade', xws: 'starboardthrusters-armedanddangerous', side: 0 } as const;
MOVEMENT_MODIFICATIONS['upgrade:starboardthrusters-armedanddangerous:0'] = [
  {
    source: STARBOARD,
    window: 'activation:after-reveal',
    when: { kind: 'all', of: [self, { kind: 'maneuver-is', kinds: ['turn', 'segnor'], direction: 'left' }] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'maneuver-easier', steps: 1 },
    summary:
      'Starboard Thrusters: spend a charge to fly the left turn or left Segnor’s loop you revealed one step easier.',
  },
  {
    source: STARBOARD,
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [
        self,
        { kind: 'maneuver-is', kinds: ['segnor'], direction: 'left' },
        // The difficulty it was executed at (an eased red loop is white here).
        { kind: 'maneuver', difficulty: ['white'] },
      ],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
    summary: 'Starboard Thrusters: a white left Segnor’s loop executed gives you a strain token.',
  },
];

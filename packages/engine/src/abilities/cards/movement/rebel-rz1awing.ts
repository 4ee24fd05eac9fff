/**
 * Rebel RZ-1 A-wing pilots about actions (all printings), each in our own words. Keys as in source-keys.ts
 * ("pilot:<xws>").
 *
 * - Jake Farrell (both printings): after his barrel roll or boost, a friendly ship at range 0–1 (he himself
 *   included: the band starts at 0) may focus.
 * - Ahsoka Tano (RZ-1): after a fully executed maneuver, 2 Force let another friendly ship at range 1–2 perform an
 *   action from its bar, stressed or not.
 * - Vectored Thrusters (the RZ-1's ship ability): after any action of its own, the ship may boost as a red action.
 * - Kéo Venzee: with no active Force, after revealing a bank or turn he may make it one difficulty harder, execute it
 *   as a sideslip (`execute-as`'s `sideslip`, docs/geometry.md "Sideslips") and recover 1 Force. "No active Force" is
 *   `below-max` of Force: his Force value is 1.
 * - Arvel Crynyd (both printings): a boost action of his that would fail only by overlapping another ship may be
 *   resolved as a partial maneuver with its template instead (`boost-partial`: he backs up along it until he overlaps
 *   no ship; the player picks the option `boost:<template>:partial`); and his attacks at attack range 0 are made at
 *   range 1 (`attack-range-as`, as Captain Oicunn's).
 * - Vectored Cannons (ship ability of the Battle over Endor RZ-1 pilots, and of the Vectored Cannons (RZ-1)
 *   configuration): in the System Phase, the ship may perform a boost or a rotate action as a red action (given by the
 *   ability, whatever the bar says); and its turret arc indicator points only to its front or rear arc (the standing
 *   `turret-facings`, read by the rotate action and any effect turning it). Its front-arc primary attack made from the
 *   turret arc is the configuration card's own record (attack/configurations.ts, `primary-arc-as`).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';
import { foreAndAftTurret } from './turret.js';

const FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'white' }];

/** A red boost (given by the ability, whatever the bar says). */
const RED_BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'red' }];
/** A red boost or a red rotate action (given by the ability, whatever the bar says). */
const RED_BOOST_OR_ROTATE: ActionDef[] = [
  { type: 'boost', difficulty: 'red' },
  { type: 'rotate-arc', difficulty: 'red' },
];

function jake(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] }] },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 1],
      includeSelf: true,
      where: { kind: 'can-perform', actions: FOCUS },
      label: 'may focus',
    },
    effect: { kind: 'grant-action', actions: FOCUS, who: 'chosen', why: 'Jake Farrell' },
    summary: 'Jake Farrell: a friendly ship at range 0–1 may perform a focus action.',
  };
}

export const REBEL_RZ1AWING_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:vectoredcannons': [
    foreAndAftTurret('vectoredcannons', 'Vectored Cannons'),
    {
      source: { kind: 'ship-ability', id: 'vectoredcannons' },
      window: 'system',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_BOOST_OR_ROTATE }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_BOOST_OR_ROTATE, why: 'Vectored Cannons, System Phase' },
      summary: 'Vectored Cannons: in the System Phase, you may boost or rotate your turret as a red action.',
    },
  ],
  'pilot:jakefarrell': [jake('jakefarrell')],
  'pilot:jakefarrell-swz106': [jake('jakefarrell-swz106')],
  'pilot:ahsokatano-rz1awing': [
    {
      source: { kind: 'pilot', xws: 'ahsokatano-rz1awing' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 2],
        where: { kind: 'can-perform', actions: 'own-bar', ignoreStress: true },
        label: 'may perform an action',
      },
      cost: [{ kind: 'spend-force', count: 2 }],
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', ignoreStress: true, why: 'Ahsoka Tano' },
      summary: 'Ahsoka Tano: spend 2 Force; a friendly ship at range 1–2 may perform an action, even stressed.',
    },
  ],
  'ship-ability:vectoredthrusters': [
    {
      source: { kind: 'ship-ability', id: 'vectoredthrusters' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_BOOST }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_BOOST, why: 'Vectored Thrusters, after an action' },
      summary: 'Vectored Thrusters: after your action, you may boost as a red action.',
    },
  ],
  'pilot:keovenzee': [
    {
      source: { kind: 'pilot', xws: 'keovenzee' },
      window: 'activation:after-reveal',
      when: {
        kind: 'all',
        of: [self, { kind: 'below-max', stat: 'force' }, { kind: 'maneuver-is', kinds: ['bank', 'turn'] }],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'maneuver-easier', steps: -1 },
          { kind: 'execute-as', sideslip: true },
          { kind: 'recover', stat: 'force', count: 1, source: 'Kéo Venzee' },
        ],
      },
      summary: 'Kéo Venzee: make your bank or turn harder to execute it as a sideslip, and recover 1 Force.',
    },
  ],
};

/** Arvel Crynyd (both printings): a blocked boost resolved partly; attacks at range 0 made at range 1. */
function arvel(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'action:boost-partial',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'boost-partial' },
      summary: 'Arvel Crynyd: a boost blocked by a ship may be made partly, stopping short of it.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:range-as',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'attack-range-as', from: 0, to: 1 },
      summary: 'Arvel Crynyd: your attacks at range 0 are made at range 1.',
    },
  ];
}
for (const xws of ['arvelcrynyd', 'arvelcrynyd-swz106']) REBEL_RZ1AWING_MOVEMENT[`pilot:${xws}`] = arvel(xws);

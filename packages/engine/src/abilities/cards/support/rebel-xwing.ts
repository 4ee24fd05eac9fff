/**
 * Rebel T-65 X-wing pilots whose abilities work with tokens and the friendly ships around them (all printings), each
 * in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Garven Dreis (and his Battle of Yavin and ARC-170 printings): after spending a focus token, he may hand a focus
 *   token to a friendly ship of his choice at range 1–3. Any spend counts (s38): on a dice modification (combat/
 *   attack.ts) or as an ability's price (costs.ts `pay`: Chewbacca's repair); a token an ability has him remove
 *   instead ("unless it removes 1 green token": `removed`) is not spent, so it does not.
 * - Jek Porkins (and his Battle of Yavin and SWZ106 printings): after gaining a stress token during his activation,
 *   he may remove it and roll an attack die; on a hit he suffers one hit damage.
 * - Kendy Idele (Endor): after spending a green token, she may take a strain so a friendly ship at range 1–3 may
 *   perform a red focus or evade.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

/** The token a 'token:after-gain' window is about is a stress token. */
const gainedStress: Condition = { kind: 'subject-data', key: 'token', oneOf: ['stress'] };

/** Garven Dreis: after spending a focus token, a focus token for a friendly ship at range 1–3. */
function garven(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'token:after-spend',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'token', oneOf: ['focus'] }] },
    optional: true,
    choose: { side: 'friendly', range: [1, 3], label: 'gains a focus token' },
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' },
    summary: 'Garven Dreis: give a friendly ship at range 1–3 a focus token.',
  };
}

/** Jek Porkins: after gaining a stress token, remove it and roll an attack die (a hit damages him). */
function jek(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [self, gainedStress, { kind: 'has-token', token: 'stress', who: 'self' }],
    },
    optional: true,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
        { kind: 'roll-attack-die', onHit: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self' } },
      ],
    },
    summary: 'Jek Porkins: remove the stress token and roll an attack die (a hit deals you 1 damage).',
  };
}

const KENDY_ACTIONS: ActionDef[] = [
  { type: 'focus', difficulty: 'red' },
  { type: 'evade', difficulty: 'red' },
];

/**
 * Kendy Idele (Battle over Endor): after she spends a green token (focus, evade or calculate: on a dice modification, or
 * as an ability's price, s38),
 * she may take a strain token to let a friendly ship at range 1–3 perform a red focus or red evade action. That
 * action is asked as her ability resolves, before the attack goes on (abilities/grant-action.ts).
 */
function kendyIdele(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'token:after-spend',
    when: {
      kind: 'all',
      of: [self, { kind: 'subject-data', key: 'token', oneOf: ['focus', 'evade', 'calculate'] }],
    },
    optional: true,
    // The friendly ship must be able to perform one of the two red actions now (seen from it: `where`).
    choose: {
      side: 'friendly',
      range: [1, 3],
      where: { kind: 'can-perform', actions: KENDY_ACTIONS },
      label: 'gain a strain token: it may focus or evade (red)',
    },
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
        { kind: 'grant-action', actions: KENDY_ACTIONS, why: 'Kendy Idele: red focus or red evade', who: 'chosen' },
      ],
    },
    summary: 'Kendy Idele: take a strain token to let a friendly ship at range 1–3 focus or evade (red).',
  };
}

export const REBEL_XWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:garvendreis-t65xwing': [garven('garvendreis-t65xwing')],
  'pilot:garvendreis-battleofyavin': [garven('garvendreis-battleofyavin')],
  // The ARC-170's Garven Dreis: the same ability as his X-wing printings, with them.
  'pilot:garvendreis': [garven('garvendreis')],
  'pilot:jekporkins': [jek('jekporkins')],
  'pilot:jekporkins-battleofyavin': [jek('jekporkins-battleofyavin')],
  'pilot:jekporkins-swz106': [jek('jekporkins-swz106')],
  'pilot:kendyidele-battleoverendor': [kendyIdele('kendyidele-battleoverendor')],
};

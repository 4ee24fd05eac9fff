/**
 * Resistance T-70 X-wing pilots about maneuvers and actions (all printings), each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Temmin Wexley: after fully executing a maneuver of speed 2 to 4, he may boost.
 * - Poe Dameron (and his Evacuation of D'Qar printing): after an action of his, a charge buys one of his white
 *   actions, performed as red.
 * - Ello Asty: his red Tallon rolls are white while he holds at most 2 stress tokens (a standing difficulty: read as
 *   the dial is set and as it is revealed, so a stressed Ello may set and fly one).
 * - Jaycris Tubbs (both printings): after fully executing a blue maneuver, he may pick a friendly ship at range 0–1
 *   (himself included: the band starts at 0) holding a stress token; it removes one.
 * - Cai Threnalli (his T-70 printings and his BTA-NR2 Y-wing printings, one record): after fully executing a maneuver
 *   whose template crossed a friendly ship's base, he may perform an evade action (white: the card names no colour).
 *   000 "Moving Through and Overlapping": the ships moved through are those whose bases the template crossed
 *   (ShipState.round.movedThrough, placed by @xwing/geometry's resolveMove).
 * - Kare Kun: her boosts may also use the 1-turn templates, left or right (standing `boost-templates`, placed by the
 *   geometry like any boost; the boost keeps its colour). Reading: read by the boost action; a boost made as no action
 *   (`grant-action` `notAction`) offers the rules' templates only.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];
const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];

function cai(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [self, fullyExecuted, { kind: 'moved-through', side: 'friendly' }, { kind: 'can-perform', actions: EVADE }],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: EVADE, why: 'Cai Threnalli, through a friendly ship' },
    summary: 'Cai Threnalli: you moved through a friendly ship, you may perform an evade action.',
  };
}

function poe(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'can-perform', actions: 'own-white-bar' }] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'grant-action', actions: 'own-white-bar', asRed: true, why: 'Poe Dameron, a white action as red' },
    summary: 'Poe Dameron: spend a charge to perform one of your white actions as a red action.',
  };
}

function jaycris(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:after-execute',
    when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['blue'] }] },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 1],
      includeSelf: true,
      where: { kind: 'has-token', token: 'stress', who: 'self' },
      label: 'removes a stress token',
    },
    effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'chosen' },
    summary: 'Jaycris Tubbs: a friendly ship at range 0–1 removes a stress token.',
  };
}

export const RESISTANCE_T70XWING_MOVEMENT: Record<string, Ability[]> = {
  'pilot:temminwexley': [
    {
      source: { kind: 'pilot', xws: 'temminwexley' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'maneuver-is', speeds: [2, 3, 4] }, { kind: 'can-perform', actions: BOOST }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: BOOST, why: 'Temmin Wexley, after a speed 2–4 maneuver' },
      summary: 'Temmin Wexley: after fully executing a speed 2–4 maneuver, you may boost.',
    },
  ],
  'pilot:poedameron': [poe('poedameron')],
  'pilot:poedameron-evacuationofdqar': [poe('poedameron-evacuationofdqar')],
  'pilot:elloasty': [
    {
      source: { kind: 'pilot', xws: 'elloasty' },
      window: 'maneuver:difficulty',
      // The effect names the Tallon rolls: the condition is only his stress.
      when: { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 2, who: 'self' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['tallon'], steps: -1 },
      summary: 'Ello Asty: with 2 or fewer stress tokens, your red Tallon rolls are white.',
    },
  ],
  'pilot:jaycristubbs': [jaycris('jaycristubbs')],
  'pilot:jaycristubbs-evacuationofdqar': [jaycris('jaycristubbs-evacuationofdqar')],
  'pilot:karekun': [
    {
      source: { kind: 'pilot', xws: 'karekun' },
      window: 'action:boost-templates',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'boost-templates', templates: ['1T', '1Y'] },
      summary: 'Kare Kun: your boosts may use a 1-turn template, left or right.',
    },
  ],
  'pilot:caithrenalli': [cai('caithrenalli')],
  'pilot:caithrenalli-evacuationofdqar': [cai('caithrenalli-evacuationofdqar')],
  'pilot:caithrenalli-btanr2ywing': [cai('caithrenalli-btanr2ywing')],
  'pilot:caithrenalli-wartime': [cai('caithrenalli-wartime')],
};

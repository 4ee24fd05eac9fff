/**
 * Imperial TIE Advanced x1 pilots about actions (all printings), each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Darth Vader (and his swz105 reprint): once he has performed an action, he may pay 1 Force for one more.
 * - Juno Eclipse: after an action of hers, she may boost as a red action.
 * - Ved Foslo: about to execute his maneuver, he may execute instead the maneuver of the same bearing one speed
 *   higher or lower (`execute-as`, the revealed maneuver's difficulty kept). Reading: "of the same difficulty" is read
 *   on his dial — the choices are the maneuvers of his dial of that bearing, a speed apart, of the same difficulty now
 *   (`dialChoices`, cards/movement/dial.ts; 000 "Maneuvers", "Maneuver Difficulty"), so he never flies a template his
 *   dial lacks.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { dialChoices } from './dial.js';

const VED_CHOICES = dialChoices({ speed: 'one-apart', sameBearing: true, sameDifficulty: true });

/** Darth Vader: after an action of his, 1 Force buys another action (any of his bar he may still perform). */
function vader(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'can-perform', actions: 'own-bar' }] },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    effect: { kind: 'grant-action', actions: 'own-bar', why: 'Darth Vader, 1 Force spent' },
    summary: 'Darth Vader: spend 1 Force to perform another action.',
  };
}

const RED_BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'red' }];

export const IMPERIAL_TIEADVANCED_MOVEMENT: Record<string, Ability[]> = {
  'pilot:vedfoslo': [
    {
      source: { kind: 'pilot', xws: 'vedfoslo' },
      window: 'maneuver:before-execute',
      when: self,
      optional: true,
      choices: (ctx, me, subject) =>
        VED_CHOICES(ctx, me, subject).map((o) => ({ id: o.id, label: `Execute ${o.id} instead` })),
      effect: { kind: 'execute-as' },
      summary: 'Ved Foslo: execute the maneuver of the same bearing and difficulty one speed higher or lower instead.',
    },
  ],
  'pilot:darthvader': [vader('darthvader')],
  'pilot:darthvader-swz105': [vader('darthvader-swz105')],
  'pilot:junoeclipse': [
    {
      source: { kind: 'pilot', xws: 'junoeclipse' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_BOOST }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_BOOST, why: 'Juno Eclipse, a red boost' },
      summary: 'Juno Eclipse: after your action, you may boost as a red action.',
    },
  ],
};

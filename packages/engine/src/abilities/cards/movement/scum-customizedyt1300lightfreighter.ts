/**
 * Scum Customized YT-1300 pilots about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - L3-37 (and her Escape Craft printing): while she has no active shield, her bank maneuvers are one difficulty easier
 *   (the standing `maneuver-difficulty`, read by the dial and the Check Difficulty step; 000 "Maneuver Difficulty").
 * - Coaxium Injectors (ship ability of Han Solo, Armed and Dangerous): after fully executing a speed 3 or 4 maneuver,
 *   the ship may spend a charge to perform a red SLAM action, stressed or not (the action need not be on its bar: the
 *   ability gives it). After it performs any SLAM action, its player picks: expose one of its damage cards — offered
 *   only while one is facedown ("if able": 000 has exposing for facedown cards only, 001 "Damage Cards") — or suffer
 *   one critical damage. The "unless" is the ship's own player's choice, so it is the record's `choices` (`answered`
 *   picks the effect), not the opponent's `unless` decision.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const RED_SLAM: ActionDef[] = [{ type: 'slam', difficulty: 'red' }];

function l337(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:difficulty',
    when: { kind: 'not', of: { kind: 'shielded', who: 'self' } },
    optional: false,
    effect: { kind: 'maneuver-difficulty', maneuvers: ['bank'], steps: -1 },
    summary: 'L3-37: with no shield left, your bank maneuvers are one difficulty easier.',
  };
}

export const SCUM_CUSTOMIZEDYT1300LIGHTFREIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:coaxiuminjectors': [
    {
      source: { kind: 'ship-ability', id: 'coaxiuminjectors' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          fullyExecuted,
          { kind: 'maneuver-is', speeds: [3, 4] },
          { kind: 'can-perform', actions: RED_SLAM, ignoreStress: true },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: RED_SLAM, ignoreStress: true, why: 'Coaxium Injectors, a red SLAM' },
      summary: 'Coaxium Injectors: spend a charge to perform a red SLAM action, even while stressed.',
    },
    {
      source: { kind: 'ship-ability', id: 'coaxiuminjectors' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['slam'] }] },
      optional: false,
      choices: (ctx, me) => [
        ...(ctx.state.ships.find((x) => x.id === me)?.damage.some((d) => !d.faceup)
          ? [{ id: 'expose', label: 'Expose one of your damage cards' }]
          : []),
        { id: 'crit', label: 'Suffer one critical damage' },
      ],
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'if-holds',
            when: { kind: 'answered', index: 0, oneOf: ['expose'] },
            effect: { kind: 'expose-damage', who: 'self' },
          },
          {
            kind: 'if-holds',
            when: { kind: 'answered', index: 0, oneOf: ['crit'] },
            effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self' },
          },
        ],
      },
      summary: 'Coaxium Injectors: after a SLAM, expose one of your damage cards or suffer one critical damage.',
    },
  ],
  'pilot:l337': [l337('l337')],
  'pilot:l337-escapecraft': [l337('l337-escapecraft')],
};

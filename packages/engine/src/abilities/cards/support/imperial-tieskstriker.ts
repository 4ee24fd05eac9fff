/**
 * Imperial TIE/sk striker pilots about their ship ability, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - "Duchess": her Adaptive Ailerons is hers to use or not, and usable while stressed. Written as the ship ability
 *   taken away ('ship:abilities' `lose-ship-ability`) and her own record in its place: before she reveals her dial
 *   she may boost, as no action (`notAction`: white, not counted, not stopped by stress — 000 "Boost", "Stress"), with
 *   "pass" offered (the ship ability's boost is mandatory, hers is not).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { losesShipAbility, self } from '../common.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const IMPERIAL_TIESK_SUPPORT: Record<string, Ability[]> = {
  'pilot:duchess': [
    losesShipAbility(
      { kind: 'pilot', xws: 'duchess' },
      'adaptiveailerons',
      '“Duchess”: your Adaptive Ailerons is used only as you choose (below).',
    ),
    {
      source: { kind: 'pilot', xws: 'duchess' },
      window: 'activation:before-reveal',
      when: self,
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: BOOST,
        why: '“Duchess”: Adaptive Ailerons as you choose, even stressed',
        notAction: true,
      },
      summary: '“Duchess”: before revealing your dial you may boost (not an action), even while stressed.',
    },
  ],
};

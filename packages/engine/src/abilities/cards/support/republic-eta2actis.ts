/**
 * Galactic Republic Eta-2 Actis pilots whose abilities work with coordinates, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Shaak Ti (Siege of Coruscant): as the End Phase starts she may perform a purple Coordinate action, stressed or not
 *   (#0: the granted action offers "pass"; its Force is spent as the purple action is performed, 000 "Purple
 *   Actions"); after any Coordinate action of hers whose chosen ship carries the Born for This ship ability, she may
 *   coordinate one more friendly ship (#1): not an action (supplement "Coordinate": an ability's coordinate is no
 *   Coordinate action), so another ship at the action's range 1–2, unstressed, other than the one just chosen,
 *   performs an action of its bar. The window runs once the first chosen ship has acted (grant-action.ts).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const PURPLE_COORDINATE: ActionDef[] = [{ type: 'coordinate', difficulty: 'purple' }];

function shaakTi(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'end:start',
      when: { kind: 'can-perform', actions: PURPLE_COORDINATE, ignoreStress: true },
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: PURPLE_COORDINATE,
        why: 'Shaak Ti, a purple coordinate',
        ignoreStress: true,
      },
      summary: 'Shaak Ti: perform a purple Coordinate action as the End Phase starts, even while stressed.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] },
          { kind: 'has-ship-ability', who: 'other', id: 'bornforthis' },
        ],
      },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 2],
        excludeOther: true,
        where: { kind: 'can-perform', actions: 'own-bar' },
        label: 'is coordinated too',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'coordinated by Shaak Ti' },
      summary: 'Shaak Ti: you coordinated a Born for This ship; coordinate one more friendly ship at range 1–2.',
    },
  ];
}

export const REPUBLIC_ETA2_SUPPORT: Record<string, Ability[]> = {
  'pilot:shaakti-siegeofcoruscant': shaakTi('shaakti-siegeofcoruscant'),
};

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
 * - Shaak Ti: as the End Phase starts she may spend Force, one per ship, to pick that many friendly ships at range 0–2
 *   (herself too); each keeps one of its focus or evade tokens through this End Phase (a lasting `keep-tokens`, 000
 *   "End Phase"). Written as one record per pick and token type — a focus kept or an evade kept, twice each, for her
 *   two Force — a ship picked once is no candidate again (`lasting-from`).
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

/** Shaak Ti: one pick, a Force for one friendly ship at range 0–2 not picked yet that keeps one `token`. */
const shaakKeeps = (token: 'focus' | 'evade'): Ability => ({
  source: { kind: 'pilot', xws: 'shaakti' },
  window: 'end:start',
  when: { kind: 'always' },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  choose: {
    side: 'friendly',
    range: [0, 2],
    includeSelf: true,
    where: {
      kind: 'all',
      of: [
        { kind: 'has-token', token, who: 'self' },
        { kind: 'not', of: { kind: 'lasting-from', who: 'self' } },
      ],
    },
    label: `keeps a ${token} token this End Phase`,
  },
  effect: {
    kind: 'last',
    until: 'end-of-phase',
    window: 'end:keep-tokens',
    who: 'chosen',
    effect: { kind: 'keep-tokens', tokens: [token], count: 1 },
  },
  summary: `Shaak Ti: spend a Force, a friendly ship at range 0–2 keeps a ${token} token this End Phase.`,
});
REPUBLIC_ETA2_SUPPORT['pilot:shaakti'] = [
  shaakKeeps('focus'),
  shaakKeeps('evade'),
  shaakKeeps('focus'),
  shaakKeeps('evade'),
];

/**
 * Yoda: after another friendly ship at range 0–3 spends Force (any number, once per spending: 'force:after-spend'),
 * he may spend one Force of his own for that ship — the window's ship, 'subject' — to recover one (000 "Charges and
 * the Force"). The ship just spent Force, so it is below its value and can recover it.
 */
REPUBLIC_ETA2_SUPPORT['pilot:yoda'] = [
  {
    source: { kind: 'pilot', xws: 'yoda' },
    window: 'force:after-spend',
    when: {
      kind: 'all',
      of: [
        { kind: 'not', of: { kind: 'subject-is-self' } },
        { kind: 'subject-ship', side: 'friendly', range: [0, 3] },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    effect: { kind: 'recover', stat: 'force', count: 1, source: 'Yoda', who: 'subject' },
    summary: 'Yoda: a friendly ship near you spent Force; spend one of yours for it to recover one.',
  },
];

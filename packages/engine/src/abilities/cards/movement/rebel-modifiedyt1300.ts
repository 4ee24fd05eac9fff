/**
 * Rebel modified YT-1300 light freighter pilots about actions, each in our own words. Keys as in source-keys.ts
 * ("pilot:<xws>").
 *
 * - Lando Calrissian (modified YT-1300): after a fully executed blue maneuver, a friendly ship at range 0–3 (he
 *   himself included: the band starts at 0) may perform an action from its bar (the action keeps its colour).
 * - Lando Calrissian (Battle over Endor): as the Activation Phase starts, a charge lets him pick an initiative from 1 to
 *   6: he activates at it this phase (a lasting `initiative` until the Activation Phase ends; the Engagement Phase
 *   reads his printed value again).
 */
import type { Ability, Effect } from '../../vocabulary/types.js';
import { self } from '../common.js';

const INITIATIVES = [1, 2, 3, 4, 5, 6] as const;
/** The initiative answered (subject.data.choice), kept until the Activation Phase ends. */
const activateAt: Effect = {
  kind: 'sequence',
  of: INITIATIVES.map((n): Effect => ({
    kind: 'if-holds',
    when: { kind: 'subject-data', key: 'choice', oneOf: [String(n)] },
    effect: {
      kind: 'last',
      until: 'end-of-activation-phase',
      window: 'ship:initiative',
      effect: { kind: 'initiative', set: n },
    },
  })),
};

export const REBEL_MODIFIEDYT1300_MOVEMENT: Record<string, Ability[]> = {
  'pilot:landocalrissian-modifiedyt1300lightfreighter': [
    {
      source: { kind: 'pilot', xws: 'landocalrissian-modifiedyt1300lightfreighter' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['blue'] }] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 3],
        includeSelf: true,
        where: { kind: 'can-perform', actions: 'own-bar' },
        label: 'may perform an action',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'Lando Calrissian' },
      summary: 'Lando Calrissian: a friendly ship at range 0–3 may perform an action.',
    },
  ],
  'pilot:landocalrissian-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'landocalrissian-battleoverendor' },
      window: 'phase:start',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choices: () => INITIATIVES.map((n) => ({ id: String(n), label: `activate at initiative ${n}` })),
      effect: activateAt,
      summary: 'Lando Calrissian: spend a charge to activate at the initiative of your choice this phase.',
    },
  ],
};

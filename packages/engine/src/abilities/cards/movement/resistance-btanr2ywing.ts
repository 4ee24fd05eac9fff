/**
 * Resistance BTA-NR2 Y-wing abilities about actions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Intuitive Interface (the BTA-NR2's ship ability): after an action of a type that one of its equipped talent,
 *   illicit or modification upgrades puts on its action bar, the ship may perform a calculate action (white: the
 *   ability names no colour). Reading: the action performed is matched by its type (the log of an action names its
 *   type), so an upgrade that adds a type the ship's own bar already holds in another colour counts too.
 * - Zorii Bliss (both printings): after another ship at range 1 performs an action in its own Perform Action step
 *   (`subject-data` step 'perform-action': not one an ability granted, nor a coordinated ship's), if an action of that
 *   type is on her bar, she may spend a charge to perform it as a red action (`grant-action` 'subject-action').
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { shipById } from '../../vocabulary/queries.js';
import { self } from '../common.js';

const CALCULATE: ActionDef[] = [{ type: 'calculate', difficulty: 'white' }];

/** The upgrade slots whose added actions count. */
const SLOTS: readonly string[] = ['talent', 'illicit', 'modification'];

/**
 * The action just performed (subject.data.action) is one an equipped talent, illicit or modification upgrade adds to
 * the ship's bar (its side's actions or action grants). Code: no word names the upgrade an action came from, and no
 * other card asks it.
 */
const actionFromUpgrade: Condition = {
  kind: 'code',
  test: (ctx, me, subject) => {
    const action = subject.data?.action;
    return shipById(ctx.state, me).upgrades.some((u) => {
      const side = u.discarded ? undefined : ctx.content.upgrade(u.xws)?.sides[u.side];
      if (!side || !SLOTS.includes(side.type)) return false;
      const added = [
        ...(side.actions ?? []),
        ...(side.grants ?? []).flatMap((g) => (g.type === 'action' ? [g.action] : [])),
      ];
      return added.some((a) => a.type === action);
    });
  },
};

export const RESISTANCE_BTANR2YWING_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:intuitiveinterface': [
    {
      source: { kind: 'ship-ability', id: 'intuitiveinterface' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, actionFromUpgrade, { kind: 'can-perform', actions: CALCULATE }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: CALCULATE, why: 'Intuitive Interface, after an upgrade’s action' },
      summary: 'Intuitive Interface: after an action an upgrade added to your bar, you may calculate.',
    },
  ],
};

/** Zorii Bliss: the same action as a ship at range 1 just performed in its action step, as red, for a charge. */
function zorii(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'range', to: 'other', min: 1, max: 1 },
          { kind: 'subject-data', key: 'step', oneOf: ['perform-action'] },
          { kind: 'has-action', who: 'self', action: 'subject-action' },
          { kind: 'can-perform', actions: 'subject-action' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'grant-action',
        actions: 'subject-action',
        asRed: true,
        why: 'Zorii Bliss, the same action as red',
      },
      summary: 'Zorii Bliss: a ship at range 1 performed an action on your bar: spend a charge to perform it as red.',
    },
  ];
}
RESISTANCE_BTANR2YWING_MOVEMENT['pilot:zoriibliss'] = zorii('zoriibliss');
RESISTANCE_BTANR2YWING_MOVEMENT['pilot:zoriibliss-wartime'] = zorii('zoriibliss-wartime');

/**
 * Scum Gauntlet fighter pilots that work with Force, tokens and the ships around, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Maul: as he coordinates, a ship of lower initiative than his may be chosen for one Force, the action then white
 *   (`coordinate-priced`: an option `coordinate:<ship>:force` beside the plain one, so the Force is paid before the
 *   red action's stress would be given); once that coordinate is over, the ship it chose gains a strain token, and he
 *   may have one more friendly ship of lower initiative at range 1–2 perform an action, which gains a strain token too.
 *   Readings: "treat the action as white" is settled as the action is performed (000 "Action Difficulty": a red
 *   action's stress comes once it is performed), so the Force is paid with the choice; the additional ship is
 *   coordinated by the Coordinate rules (supplement "Coordinate": another friendly ship at range 1–2 that can act),
 *   and it is offered once the first ship has acted, as the coordinate's after-perform window opens (000 "Timing and
 *   Abilities"); each ship gains its strain token whether or not it then performs an action (it was coordinated).
 */
import type { Ability, Condition } from '../../vocabulary/types.js';

/** Seen from a candidate (`self`) with Maul as `other`: Maul's initiative is higher than the candidate's. */
const LOWER_THAN_MAUL: Condition = { kind: 'initiative-vs', who: 'other', than: 'self', compare: 'higher' };

/**
 * A coordinate just performed for Maul's Force: the window names his card (Performed.pricedBy), which only the ship
 * carrying it can have paid — so no "it is his own" clause beside it.
 */
const PAID_COORDINATE: Condition = { kind: 'subject-data', key: 'pricedBy', oneOf: ['pilot:maul'] };

export const SCUM_GAUNTLET_SUPPORT: Record<string, Ability[]> = {
  'pilot:maul': [
    {
      source: { kind: 'pilot', xws: 'maul' },
      window: 'action:coordinated',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'coordinate-priced', force: 1, where: LOWER_THAN_MAUL },
      summary: 'Maul: coordinate a ship of lower initiative for 1 Force, the action white.',
    },
    {
      source: { kind: 'pilot', xws: 'maul' },
      window: 'action:after-perform',
      when: PAID_COORDINATE,
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'other' },
      summary: 'Maul: the ship coordinated for his Force gains a strain token.',
    },
    {
      source: { kind: 'pilot', xws: 'maul' },
      window: 'action:after-perform',
      when: PAID_COORDINATE,
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 2],
        excludeOther: true,
        where: { kind: 'all', of: [LOWER_THAN_MAUL, { kind: 'can-perform', actions: 'own-bar' }] },
        label: 'is coordinated too and gains a strain token',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
          { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'coordinated by Maul' },
        ],
      },
      summary: 'Maul: coordinate one more friendly ship of lower initiative; it gains a strain token.',
    },
  ],
};

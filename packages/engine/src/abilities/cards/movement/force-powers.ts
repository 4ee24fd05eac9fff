/**
 * Force power upgrades about initiative, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Heightened Perception: as the Engagement Phase starts, 1 Force makes the ship engage at initiative 7 for the rest
 *   of the phase. Reading: the lasting initiative is the ship's initiative for everything the phase reads (the
 *   engagement order above all; 001 Engagement Phase), not only its own turn to engage.
 * - Extreme Maneuvers: a boost may use a 1 turn template (left or right) for 1 Force, spent as it is performed.
 * - Supernatural Reflexes (small ships): as the ship is about to activate, 1 Force buys a barrel roll or boost action
 *   (#0); an action so performed that is not on the ship's action bar costs it one hit damage (#1).
 * - Precognitive Reflexes (small ships): the same once the ship has revealed its dial (#0); an action so performed that
 *   is not on its bar gives it a strain token, and then it performs no other action in this activation (#1, a lasting
 *   `allow-only-actions` of none until the activation ends).
 *   Readings (both): the action is white, the card's icons being white (000 "Actions": only a red icon makes an action
 *   red), and asked only when one of the two can be performed (`can-perform`: not stressed, not already performed
 *   this round, a legal placement; 000 "Actions", "Stress"); "an action you do not have on your action bar" is read
 *   from the bar as its upgrades extend it (`has-action`; 000 "Actions Added by an Upgrade"), after the action — the
 *   card's "then" — through the grant's name (`subject-data` `grantedBy`), so declining the action costs nothing.
 * - Sense: in its ship's System Phase step, its player may look at the hidden dial of one ship at range 0–1 (#0), or,
 *   for 1 Force, of one at range 2–3 (#1) — one dial in all: each record is once per round and #1 is not offered once
 *   #0 was used (`record-used`); #0 comes first, so #1 is asked only when #0 was declined or had no ship to offer.
 *   Readings: only enemy ships are offered, as for Phlac-Arphocc's look (a friendly ship's dial is its own player's
 *   already, 000 "Planning Phase"), and not one whose dial is faceup; the Force buys the ships at range 2–3 only, those
 *   at range 0–1 being offered for nothing.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Effect } from '../../vocabulary/types.js';
import { self } from '../common.js';

/** The barrel roll or boost a Reflexes card grants, white. */
const REFLEX_ACTIONS: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

/** A Reflexes card's two records: the Force-bought action in `window`, and `then` once it was not on the bar. */
function reflexes(
  xws: string,
  name: string,
  window: 'activation:before-reveal' | 'activation:after-reveal',
  then: Effect,
  what: string,
): Ability[] {
  const source = { kind: 'upgrade', xws, side: 0 } as const;
  return [
    {
      source,
      window,
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: REFLEX_ACTIONS }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'grant-action', actions: REFLEX_ACTIONS, why: name },
      summary: `${name}: spend 1 Force to perform a barrel roll or boost action.`,
    },
    {
      source,
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'grantedBy', oneOf: [name] },
          { kind: 'not', of: { kind: 'has-action', who: 'self', action: 'subject-action' } },
        ],
      },
      optional: false,
      effect: then,
      summary: `${name}: that action is not on your action bar; ${what}.`,
    },
  ];
}

export const MOVEMENT_FORCE_POWERS: Record<string, Ability[]> = {
  'upgrade:heightenedperception:0': [
    {
      source: { kind: 'upgrade', xws: 'heightenedperception', side: 0 },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-engagement-phase',
        window: 'ship:initiative',
        effect: { kind: 'initiative', set: 7 },
      },
      summary: 'Heightened Perception: spend 1 Force to engage at initiative 7 this phase.',
    },
  ],
  'upgrade:extrememaneuvers:0': [
    {
      source: { kind: 'upgrade', xws: 'extrememaneuvers', side: 0 },
      window: 'action:boost-templates',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'boost-templates', templates: ['1T', '1Y'], force: 1 },
      summary: 'Extreme Maneuvers: a boost may use a 1 turn template for 1 Force.',
    },
  ],
};

MOVEMENT_FORCE_POWERS['upgrade:supernaturalreflexes:0'] = reflexes(
  'supernaturalreflexes',
  'Supernatural Reflexes',
  'activation:before-reveal',
  { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Supernatural Reflexes' },
  'suffer 1 hit damage',
);

MOVEMENT_FORCE_POWERS['upgrade:precognitivereflexes:0'] = reflexes(
  'precognitivereflexes',
  'Precognitive Reflexes',
  'activation:after-reveal',
  {
    kind: 'sequence',
    of: [
      { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      {
        kind: 'last',
        until: 'end-of-activation',
        window: 'action:allowed',
        effect: {
          kind: 'allow-only-actions',
          actions: [],
          cardActions: false,
          why: 'no other action this activation (Precognitive Reflexes)',
        },
      },
    ],
  },
  'gain a strain token and perform no other action this activation',
);

const SENSE = { kind: 'upgrade', xws: 'sense', side: 0 } as const;
/** An enemy ship whose dial is still hidden (seen from the candidate, `self`). */
const SENSE_HIDDEN = { kind: 'not', of: { kind: 'revealed', who: 'self' } } as const;
MOVEMENT_FORCE_POWERS['upgrade:sense:0'] = [
  {
    source: SENSE,
    window: 'system',
    when: self,
    optional: true,
    limit: 'once-per-round',
    choose: { side: 'enemy', range: [0, 1], where: SENSE_HIDDEN, label: 'its dial is looked at' },
    effect: { kind: 'look-at-dial', who: 'chosen' },
    summary: 'Sense: look at the dial of an enemy ship at range 0–1.',
  },
  {
    source: SENSE,
    window: 'system',
    when: { kind: 'all', of: [self, { kind: 'not', of: { kind: 'record-used', index: 0 } }] },
    optional: true,
    limit: 'once-per-round',
    cost: [{ kind: 'spend-force', count: 1 }],
    choose: { side: 'enemy', range: [2, 3], where: SENSE_HIDDEN, label: 'its dial is looked at (1 Force)' },
    effect: { kind: 'look-at-dial', who: 'chosen' },
    summary: 'Sense: spend 1 Force to look at the dial of an enemy ship at range 2–3.',
  },
];

/**
 * Galactic Republic Clone Z-95 Headhunter abilities about actions, each in our own words (never card text). Keys as
 * in source-keys.ts.
 *
 * - Versatile Frame (the Clone Z-95's ship ability): while the maneuver it revealed is blue, a white boost is on its
 *   action bar. Read as the ship activates (its Perform Action step and what an ability grants then): the revealed
 *   maneuver's difficulty is the activation's (`maneuver`). Its torpedo-or-missile slot is squad building (content),
 *   not a record.
 * - Slider: as he reveals a 2-bank, two charges (of his pilot card) let him execute it as a sideslip (`execute-as`'s
 *   `sideslip`, docs/geometry.md "Sideslips").
 * - Boost: as the Engagement Phase starts, with a friendly ship at range 0–1 (himself included: the band starts at 0)
 *   whose revealed maneuver is blue (as printed on its dial: `revealed`), he may perform a boost action (white: the
 *   card names no colour, 000 "Action Difficulty").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:versatileframe': [
    {
      source: { kind: 'ship-ability', id: 'versatileframe' },
      window: 'action:bar',
      when: { kind: 'maneuver', difficulty: ['blue'], activating: true },
      optional: false,
      effect: { kind: 'add-actions', actions: [{ type: 'boost', difficulty: 'white' }] },
      summary: 'Versatile Frame: while your revealed maneuver is blue, you have a white boost action.',
    },
  ],
  'pilot:slider': [
    {
      source: { kind: 'pilot', xws: 'slider' },
      window: 'activation:after-reveal',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', speeds: [2], kinds: ['bank'] }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'execute-as', sideslip: true },
      summary: 'Slider: spend 2 charges to execute your 2-bank as a sideslip.',
    },
  ],
};

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];
REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT['pilot:boost'] = [
  {
    source: { kind: 'pilot', xws: 'boost' },
    window: 'engagement:start',
    when: {
      kind: 'all',
      of: [
        {
          kind: 'ships-near',
          side: 'friendly',
          range: [0, 1],
          includeSelf: true,
          where: { kind: 'revealed', who: 'self', difficulty: ['blue'] },
        },
        { kind: 'can-perform', actions: BOOST },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: BOOST, why: 'Boost, as the Engagement Phase starts' },
    summary: 'Boost: a friendly ship at range 0–1 revealed a blue maneuver: you may boost.',
  },
];

/**
 * "Hawk" (both printings: the LAAT/i pilot and the Clone Z-95 one, one ability, filed together here): as the End Phase
 * starts, every friendly ship at range 0–1 (Hawk too: the band starts at 0) whose dial revealed this round a speed of
 * 3 to 5 may take a strain token and then barrel roll or boost (white: no colour named, 000 "Action Difficulty"). The
 * ships are his own player's, so one question picks them one after another (`choose.upTo`, "no more ships" to stop),
 * and `each-chosen` gives each picked ship its strain, then the action. A ship that could not roll or boost is no
 * candidate; once picked it has agreed to the trade, so its action is `mandatory` (no "pass" while a way is legal).
 * No new ship reference is needed: the candidate is `self` inside `where` and `chosen` in the effect.
 */
const REPOSITION: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];
const hawk = (xws: string): Ability => ({
  source: { kind: 'pilot', xws },
  window: 'end:start',
  when: { kind: 'always' },
  optional: true,
  choose: {
    side: 'friendly',
    range: [0, 1],
    includeSelf: true,
    where: {
      kind: 'all',
      of: [
        { kind: 'revealed', who: 'self', speeds: [3, 4, 5] },
        { kind: 'can-perform', actions: REPOSITION },
      ],
    },
    upTo: 8,
    label: 'gains a strain token to barrel roll or boost',
  },
  effect: {
    kind: 'each-chosen',
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
        { kind: 'grant-action', actions: REPOSITION, who: 'chosen', mandatory: true, why: '"Hawk"' },
      ],
    },
  },
  summary: '"Hawk": as the End Phase starts, fast friendly ships at range 0–1 may take a strain to roll or boost.',
});
REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT['pilot:hawk'] = [hawk('hawk')];
REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT['pilot:hawk-clonez95headhunter'] = [hawk('hawk-clonez95headhunter')];

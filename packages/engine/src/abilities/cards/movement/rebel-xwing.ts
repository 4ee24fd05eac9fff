/**
 * Rebel T-65 X-wing pilots and ship abilities about actions, repositions and initiative (all printings), each in our
 * own words (never card text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - Edrio Two Tubes: as his activation starts, while he holds a focus token, he may perform an action of his bar.
 * - Leevan Tenza: after a barrel roll or boost, he may perform an evade action as a red action.
 * - Kullbee Sperado: after a barrel roll or boost, he may flip his configuration card.
 * - Biggs Darklighter (Yavin): in the System Phase he may pick a friendly ship at range 1 and use its initiative
 *   until the Activation Phase is over (a lasting effect on his initiative, ended with the phase).
 * - Hope (ship ability of the Battle of Yavin X-wings, a source of its own): after another friendly ship at range
 *   0–3 is destroyed, a focus or boost action.
 * - Locked S-Foils (ship ability of the Endor X-wings, a source of its own): a boost action costs a deplete token
 *   afterwards.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { shipById } from '../../vocabulary/queries.js';
import { self } from '../common.js';

const RED_EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'red' }];

/** Locked S-Foils (a ship ability): after a boost action, the ship gains a deplete token. */
function lockedSFoils(): Ability {
  return {
    source: { kind: 'ship-ability', id: 'lockedsfoils' },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['boost'] }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'self' },
    summary: 'Locked S-Foils: after boosting, gain a deplete token.',
  };
}

const HOPE: ActionDef[] = [
  { type: 'focus', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

/**
 * Hope (ship ability of the Battle of Yavin X-wings): once another friendly ship at range 0–3 is destroyed, this ship
 * may perform a focus or boost action (asked with "pass" as the ability resolves, before the game goes on). Range is
 * measured to where the destroyed ship stood.
 */
function hope(): Ability {
  return {
    source: { kind: 'ship-ability', id: 'hope' },
    window: 'ship:after-destroyed',
    when: {
      kind: 'all',
      of: [
        { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
        { kind: 'can-perform', actions: HOPE },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: HOPE, why: 'Hope: focus or boost' },
    summary: 'Hope: after another friendly ship at range 0–3 is destroyed, you may focus or boost.',
  };
}

export const REBEL_XWING_MOVEMENT: Record<string, Ability[]> = {
  'pilot:edriotwotubes': [
    {
      source: { kind: 'pilot', xws: 'edriotwotubes' },
      window: 'activation:before-reveal',
      when: {
        kind: 'all',
        of: [self, { kind: 'has-token', token: 'focus', who: 'self' }, { kind: 'can-perform', actions: 'own-bar' }],
      },
      optional: true,
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Edrio Two Tubes, before activating' },
      summary: 'Edrio Two Tubes: you are focused, perform an action before activating.',
    },
  ],
  'pilot:leevantenza': [
    {
      source: { kind: 'pilot', xws: 'leevantenza' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] },
          { kind: 'can-perform', actions: RED_EVADE },
        ],
      },
      optional: true,
      effect: { kind: 'grant-action', actions: RED_EVADE, why: 'Leevan Tenza, red evade' },
      summary: 'Leevan Tenza: after that barrel roll or boost, perform a red evade action.',
    },
  ],
  'pilot:kullbeesperado': [
    {
      source: { kind: 'pilot', xws: 'kullbeesperado' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] },
          { kind: 'has-dual-upgrade', type: 'configuration' },
        ],
      },
      optional: true,
      effect: { kind: 'flip-upgrade', type: 'configuration' },
      summary: 'Kullbee Sperado: after a barrel roll or boost, flip your configuration card.',
    },
  ],
  'pilot:biggsdarklighter-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'biggsdarklighter-battleofyavin' },
      window: 'system',
      when: self,
      optional: true,
      // A friendly ship at range 1 whose initiative differs from his (code: no word compares initiatives yet; seen
      // from the candidate, `other` is Biggs).
      choose: {
        side: 'friendly',
        range: [1, 1],
        where: {
          kind: 'code',
          test: (ctx, it, s) =>
            s.other !== undefined && shipById(ctx.state, it).initiative !== shipById(ctx.state, s.other).initiative,
        },
        label: 'use its initiative',
      },
      // The chosen ship's initiative, kept as a lasting effect (state.lasting) the initiative order reads
      // (static.ts initiativeOf) until the Activation Phase ends; his printed value is never changed.
      effect: {
        kind: 'last',
        until: 'end-of-activation-phase',
        window: 'ship:initiative',
        effect: { kind: 'initiative', set: 'chosen' },
      },
      summary: 'Biggs Darklighter: take the initiative of a friendly ship at range 1 until the Activation Phase ends.',
    },
  ],
  // Ship abilities are their own source: every pilot whose card carries one has it (abilities/source-keys.ts), the
  // generic pilots too.
  'ship-ability:hope': [hope()],
  'ship-ability:lockedsfoils': [lockedSFoils()],
};

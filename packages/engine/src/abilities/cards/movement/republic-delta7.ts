/**
 * Galactic Republic Delta-7 Aethersprite pilots about maneuvers (all printings), each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Mace Windu (both printings): a fully executed red maneuver gives him back 1 Force.
 * - Anakin Skywalker (Delta-7, Delta-7B, BTL-B Y-wing): after a fully executed maneuver, with an enemy in his front arc
 *   at range 0–1 or in his bullseye (any range: the card names none), 1 Force removes one of his stress tokens.
 * - Ahsoka Tano (Delta-7, Delta-7B): after a fully executed maneuver, 1 Force lets a friendly ship at range 0–1 (she
 *   herself included: the band starts at 0) perform an action from its bar, stressed or not.
 * - Fine-tuned Controls (the Delta-7's ship ability, both printings): after a fully executed maneuver, 1 Force buys a
 *   boost or a barrel roll (white: the ability names no colour, 000 "Action Difficulty").
 * - Saesee Tiin (both printings): after a friendly ship at range 0–2 (he himself included) reveals its dial, 1 Force
 *   changes that ship's dial to a maneuver of equal speed and equal difficulty (`set-dial` acts on the window's ship).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';
import { dialChoices } from './dial.js';

const REPOSITION: ActionDef[] = [
  { type: 'boost', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

function mace(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }, { kind: 'below-max', stat: 'force' }],
    },
    optional: false,
    effect: { kind: 'recover', stat: 'force', count: 1, source: 'Mace Windu' },
    summary: 'Mace Windu: a fully executed red maneuver recovers 1 Force.',
  };
}

function anakin(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [
        self,
        fullyExecuted,
        { kind: 'has-token', token: 'stress', who: 'self' },
        {
          kind: 'any',
          of: [
            { kind: 'ships-near', side: 'enemy', range: [0, 1], inArc: { arc: 'front' } },
            { kind: 'ships-near', side: 'enemy', inArc: { arc: 'bullseye' } },
          ],
        },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Anakin Skywalker: an enemy close in front or in your bullseye; spend 1 Force to remove a stress token.',
  };
}

function ahsoka(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:after-execute',
    when: { kind: 'all', of: [self, fullyExecuted] },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 1],
      includeSelf: true,
      where: { kind: 'can-perform', actions: 'own-bar', ignoreStress: true },
      label: 'may perform an action',
    },
    cost: [{ kind: 'spend-force', count: 1 }],
    effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', ignoreStress: true, why: 'Ahsoka Tano' },
    summary: 'Ahsoka Tano: spend 1 Force; a friendly ship at range 0–1 may perform an action, even stressed.',
  };
}

export const REPUBLIC_DELTA7_MOVEMENT: Record<string, Ability[]> = {
  'pilot:macewindu': [mace('macewindu')],
  'pilot:macewindu-delta7baethersprite': [mace('macewindu-delta7baethersprite')],
  'pilot:anakinskywalker': [anakin('anakinskywalker')],
  'pilot:anakinskywalker-delta7baethersprite': [anakin('anakinskywalker-delta7baethersprite')],
  'pilot:anakinskywalker-btlbywing': [anakin('anakinskywalker-btlbywing')],
  'pilot:ahsokatano': [ahsoka('ahsokatano')],
  'pilot:ahsokatano-delta7baethersprite': [ahsoka('ahsokatano-delta7baethersprite')],
  'ship-ability:finetunedcontrols': [
    {
      source: { kind: 'ship-ability', id: 'finetunedcontrols' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted, { kind: 'can-perform', actions: REPOSITION }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'grant-action', actions: REPOSITION, why: 'Fine-tuned Controls' },
      summary: 'Fine-tuned Controls: spend 1 Force to boost or barrel roll.',
    },
  ],
};

/** Saesee Tiin (both printings): 1 Force resets a nearby friendly ship's revealed dial. */
function saeseeTiin(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'activation:after-reveal',
    when: { kind: 'subject-ship', side: 'friendly', range: [0, 2] },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    // No other maneuver of that speed and difficulty on its dial (or an ion maneuver): no choice, not asked.
    choices: dialChoices({ speed: 'same', sameDifficulty: true }),
    effect: { kind: 'set-dial' },
    summary: 'Saesee Tiin: 1 Force changes its dial to a maneuver of equal speed and difficulty.',
  };
}
for (const xws of ['saeseetiin', 'saeseetiin-delta7baethersprite'])
  REPUBLIC_DELTA7_MOVEMENT[`pilot:${xws}`] = [saeseeTiin(xws)];

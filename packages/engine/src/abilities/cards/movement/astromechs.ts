/**
 * Astromech upgrades about maneuvers, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - R4 Astromech: the ship's basic maneuvers (straight, bank, turn) of speed 1 or 2 are one difficulty easier.
 * - R4-P Astromech: about to execute a basic maneuver, a charge makes it one difficulty easier while executed.
 * - R4-P44: once a red maneuver is fully executed, with an enemy ship in the bullseye arc, a calculate token.
 * - R4-P17: once a red maneuver is fully executed, a charge buys an action, stress notwithstanding.
 * - BB-8 (and its Evacuation of D'Qar printing): in the System Phase, a charge buys a barrel roll or a boost; BB
 *   Astromech: a barrel roll.
 * - Watchful Astromech: after a reload or a rotate-arc action, while the ship is in an enemy ship's firing arc (any
 *   range: the card names none), a red calculate action.
 * - R5-X3 (both printings): as the ship's activation begins (before its dial is revealed: 'activation:before-reveal')
 *   or before it engages, a charge lets it ignore every obstacle until that phase ends (`last` of the standing
 *   `ignore-obstacles`: moving through or onto them, their range-0 rules, and obstruction of its attacks).
 * - Q7 Astromech: the ship's boosts and barrel rolls may move through and overlap obstacles (`ignore-obstacles` for
 *   'repositioning', placed by the geometry); the obstacles then affect it as any move through them does (000 "Moving
 *   Through and Overlapping Obstacles").
 * - Stabilizing Astromech (Battle Over Endor): after a fully executed maneuver, a charge buys a white action, even while
 *   stressed (modifications.ts `afterManeuverAction`).
 * - Black Squadron R4 (Evacuation of D'Qar): after a fully executed blue maneuver, a charge takes every stress token
 *   away (the blue maneuver has taken one already: 001 Activation 2.2, Check Difficulty).
 * - Precise Astromech (Battle of Yavin): after any action, a charge buys a red lock action.
 * - Targeting Astromech (Battle of Yavin): after a lock action, a red rotate-arc action.
 * - C1-10P: faceup, after a fully executed maneuver a charge buys a red evade, even while stressed, and in the End Phase
 *   (as it starts) a card with no charge left flips; flipped (Erratic), after each fully executed maneuver the ship must
 *   choose a ship at range 0–1 (itself included: the card says "a ship"), which gains a jam token.
 * - Modified R4-P Unit (Battle over Endor): about to execute a red maneuver (its difficulty then), its one charge (it
 *   does not recover) makes it one difficulty easier while it is executed (`maneuver-easier`).
 * - R2-A6: after its dial is revealed, the ship may set it to the maneuver of the same bearing one speed higher or lower
 *   (`set-dial`, `dialChoices`), of that maneuver's own difficulty.
 * - R0 Astromech (Evacuation of D'Qar): after revealing a white or red basic maneuver (straight, bank, turn: 000
 *   "Maneuvers"; a blue one has no easier difficulty), the ship may execute it one difficulty easier; if it does, it
 *   gains a strain token once the Check Difficulty step is over. The "if you do" is a strain token set on the card
 *   (`card-token`, taken off as the strain comes), read in 'maneuver:after-execute', which follows the Check
 *   Difficulty step (001 Activation 2.2; phases/activation.ts): so a maneuver made blue cannot take away the strain
 *   token the card gives (000 "Strain Tokens": a blue maneuver removes one).
 */
import type { ActionDef } from '@xwing/content';
import type { ManeuverKind } from '@xwing/geometry';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';
import { afterManeuverAction } from './modifications.js';
import { dialChoices } from './dial.js';

/** 000 "Maneuvers": the basic maneuvers are the straight, bank and turn. */
const BASIC: readonly ManeuverKind[] = ['straight', 'bank', 'turn'];

const RED_CALCULATE: ActionDef[] = [{ type: 'calculate', difficulty: 'red' }];
const RED_LOCK: ActionDef[] = [{ type: 'lock', difficulty: 'red' }];
const RED_ROTATE: ActionDef[] = [{ type: 'rotate-arc', difficulty: 'red' }];

/** The maneuver just executed was fully executed and red (its difficulty as executed). */
const fullyRed: Condition = { kind: 'maneuver', fully: true, difficulty: ['red'] };

const BARREL_ROLL: ActionDef[] = [{ type: 'barrel-roll', difficulty: 'white' }];
const ROLL_OR_BOOST: ActionDef[] = [...BARREL_ROLL, { type: 'boost', difficulty: 'white' }];

/** "During the System Phase, you may spend a charge to perform one of these actions" (BB-8, BB Astromech). */
function systemReposition(xws: string, actions: ActionDef[], name: string, what: string): Ability {
  return {
    source: { kind: 'upgrade', xws, side: 0 },
    window: 'system',
    when: { kind: 'all', of: [self, { kind: 'can-perform', actions }] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'grant-action', actions, why: `${name}, ${what}` },
    summary: `${name}: spend a charge to perform ${what}.`,
  };
}

/** R5-X3: a charge, every obstacle ignored until the phase ends. */
function r5x3(xws: string, window: 'activation:before-reveal' | 'engagement:before-engage'): Ability {
  return {
    source: { kind: 'upgrade', xws, side: 0 },
    window,
    when: self,
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: {
      kind: 'last',
      until: 'end-of-phase',
      window: 'ship:ignore-obstacles',
      effect: { kind: 'ignore-obstacles', while: ['moving', 'range-0', 'attacking'] },
    },
    summary: 'R5-X3: spend a charge to ignore obstacles until the end of this phase.',
  };
}

export const MOVEMENT_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:r5x3:0': [r5x3('r5x3', 'activation:before-reveal'), r5x3('r5x3', 'engagement:before-engage')],
  'upgrade:r5x3-evacuationofdqar:0': [
    r5x3('r5x3-evacuationofdqar', 'activation:before-reveal'),
    r5x3('r5x3-evacuationofdqar', 'engagement:before-engage'),
  ],
  'upgrade:r4astromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r4astromech', side: 0 },
      window: 'maneuver:difficulty',
      when: { kind: 'maneuver-is', speeds: [1, 2], kinds: BASIC },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: BASIC, steps: -1 },
      summary: 'R4 Astromech: your speed 1–2 straights, banks and turns are one difficulty easier.',
    },
  ],
  'upgrade:r4pastromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r4pastromech', side: 0 },
      window: 'maneuver:before-execute',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', kinds: BASIC }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'maneuver-easier', steps: 1 },
      summary: 'R4-P Astromech: spend a charge to execute this basic maneuver one difficulty easier.',
    },
  ],
  'upgrade:watchfulastromech:0': [
    {
      source: { kind: 'upgrade', xws: 'watchfulastromech', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['reload', 'rotate-arc'] },
          // Seen from the enemy candidate: `other` is this ship, in the candidate's firing arc.
          { kind: 'ships-near', side: 'enemy', where: { kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' } },
          // A red reload leaves the ship stressed: then there is no calculate to offer.
          { kind: 'can-perform', actions: RED_CALCULATE },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_CALCULATE, why: 'Watchful Astromech' },
      summary: 'Watchful Astromech: in an enemy firing arc, perform a red calculate action.',
    },
  ],
  'upgrade:r4p44:0': [
    {
      source: { kind: 'upgrade', xws: 'r4p44', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyRed, { kind: 'ships-near', side: 'enemy', inArc: { arc: 'bullseye' } }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'R4-P44: an enemy ship in your bullseye after a red maneuver: gain a calculate token.',
    },
  ],
  'upgrade:r4p17:0': [
    {
      source: { kind: 'upgrade', xws: 'r4p17', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyRed, { kind: 'can-perform', actions: 'own-bar', ignoreStress: true }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: 'own-bar', ignoreStress: true, why: 'R4-P17, even while stressed' },
      summary: 'R4-P17: after a red maneuver, spend a charge to perform an action, even while stressed.',
    },
  ],
  'upgrade:bb8:0': [systemReposition('bb8', ROLL_OR_BOOST, 'BB-8', 'a barrel roll or a boost')],
  'upgrade:bb8-evacuationofdqar:0': [
    systemReposition('bb8-evacuationofdqar', ROLL_OR_BOOST, 'BB-8', 'a barrel roll or a boost'),
  ],
  'upgrade:q7astromech:0': [
    {
      source: { kind: 'upgrade', xws: 'q7astromech', side: 0 },
      window: 'ship:ignore-obstacles',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['repositioning'] },
      summary: 'Q7 Astromech: your boosts and barrel rolls may move through and overlap obstacles.',
    },
  ],
  'upgrade:bbastromech:0': [systemReposition('bbastromech', BARREL_ROLL, 'BB Astromech', 'a barrel roll')],
  'upgrade:stabilizingastromech-battleoverendor:0': [
    afterManeuverAction({
      source: { kind: 'upgrade', xws: 'stabilizingastromech-battleoverendor', side: 0 },
      name: 'Stabilizing Astromech',
      actions: 'own-white-bar',
      charges: 1,
      ignoreStress: true,
      what: 'perform a white action after your maneuver, even while stressed',
    }),
  ],
  'upgrade:blacksquadronr4-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'blacksquadronr4-evacuationofdqar', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'maneuver', fully: true, difficulty: ['blue'] },
          { kind: 'has-token', token: 'stress', who: 'self' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'remove-token', token: 'stress', count: 'all', who: 'self' },
      summary: 'Black Squadron R4: after a blue maneuver, spend a charge to remove all your stress tokens.',
    },
  ],
  'upgrade:preciseastromech-battleofyavin:0': [
    {
      source: { kind: 'upgrade', xws: 'preciseastromech-battleofyavin', side: 0 },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_LOCK }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: RED_LOCK, why: 'Precise Astromech, a red lock' },
      summary: 'Precise Astromech: after an action, spend a charge to perform a red lock action.',
    },
  ],
  'upgrade:targetingastromech-battleofyavin:0': [
    {
      source: { kind: 'upgrade', xws: 'targetingastromech-battleofyavin', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['lock'] },
          { kind: 'can-perform', actions: RED_ROTATE },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_ROTATE, why: 'Targeting Astromech, a red rotate' },
      summary: 'Targeting Astromech: after a lock action, perform a red rotate-arc action.',
    },
  ],
  'upgrade:c110p:0': [
    afterManeuverAction({
      source: { kind: 'upgrade', xws: 'c110p', side: 0 },
      name: 'C1-10P',
      actions: [{ type: 'evade', difficulty: 'red' }],
      charges: 1,
      ignoreStress: true,
      what: 'perform a red evade after your maneuver, even while stressed',
    }),
    {
      source: { kind: 'upgrade', xws: 'c110p', side: 0 },
      window: 'end:start',
      when: { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } },
      optional: false,
      effect: { kind: 'flip-upgrade', xws: 'c110p' },
      summary: 'C1-10P: no charge left in the End Phase, the card flips.',
    },
  ],
  'upgrade:c110p:1': [
    {
      source: { kind: 'upgrade', xws: 'c110p', side: 1 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: false,
      choose: { side: 'any', range: [0, 1], includeSelf: true, label: 'gains a jam token' },
      effect: { kind: 'gain-token', token: 'jam', count: 1, who: 'chosen' },
      summary: 'C1-10P (Erratic): after a full maneuver, a ship at range 0–1 gains a jam token.',
    },
  ],
};

MOVEMENT_ASTROMECHS['upgrade:r2a6:0'] = [
  {
    source: { kind: 'upgrade', xws: 'r2a6', side: 0 },
    window: 'activation:after-reveal',
    when: self,
    optional: true,
    // No maneuver of that bearing one speed apart on the dial (or an ion maneuver): no choice, not asked.
    choices: dialChoices({ speed: 'one-apart', sameBearing: true }),
    effect: { kind: 'set-dial' },
    summary: 'R2-A6: set your dial to the same bearing one speed higher or lower.',
  },
];

MOVEMENT_ASTROMECHS['upgrade:modifiedr4punit-battleoverendor:0'] = [
  {
    source: { kind: 'upgrade', xws: 'modifiedr4punit-battleoverendor', side: 0 },
    window: 'maneuver:before-execute',
    when: { kind: 'all', of: [self, { kind: 'maneuver', difficulty: ['red'] }] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'maneuver-easier', steps: 1 },
    summary: 'Modified R4-P Unit: spend the charge to execute this red maneuver one difficulty easier.',
  },
];

/** R0 Astromech's marker: a strain token set on the card as the maneuver is eased, taken off as the ship gains one. */
const R0 = 'r0astromech-evacuationofdqar';
const R0_MARK = { xws: R0, token: 'strain' } as const;
MOVEMENT_ASTROMECHS[`upgrade:${R0}:0`] = [
  {
    source: { kind: 'upgrade', xws: R0, side: 0 },
    window: 'activation:after-reveal',
    when: {
      kind: 'all',
      of: [self, { kind: 'maneuver-is', kinds: BASIC }, { kind: 'maneuver', difficulty: ['white', 'red'] }],
    },
    optional: true,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'maneuver-easier', steps: 1 },
        { kind: 'card-token', ...R0_MARK, count: 1 },
      ],
    },
    summary:
      'R0 Astromech: execute this basic maneuver one difficulty easier (a strain token after its Check Difficulty).',
  },
  {
    source: { kind: 'upgrade', xws: R0, side: 0 },
    window: 'maneuver:after-execute',
    when: { kind: 'all', of: [self, { kind: 'has-card-token', ...R0_MARK }] },
    optional: false,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'card-token', ...R0_MARK, count: -1 },
        { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      ],
    },
    summary: 'R0 Astromech: the eased maneuver done, gain a strain token.',
  },
];

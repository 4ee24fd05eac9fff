/**
 * Legends and Relics cards (xwa-50p2.0) about initiative and maneuvers, each in our own words (never card text). Keys
 * as in source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the community card data
 * lacks these cards.
 *
 * - DIS-L9B2 (Droid Tri-fighter, 1 recurring charge): as the Engagement Phase starts, with an enemy ship in his
 *   bullseye arc, he must spend his charge; all through the Engagement Phase, while his charge is active, his
 *   initiative is 1 (standing 'ship:initiative', read by the engagement order: 000 "Initiative"; the phase re-reads
 *   the order after its 'engagement:start' abilities). So with no enemy in his bullseye he engages last, at 1.
 *
 * - Unhinged Astromech: the ship's speed 3 basic maneuvers (straight, bank, turn: 000 "Maneuvers") are one difficulty
 *   easier, as R4 Astromech's speed 1–2 ones (standing 'maneuver:difficulty').
 * - Retrofitted Autothrusters: a barrel roll action for a charge, even while stressed, once the ship has fully flown
 *   one of its speed 3 turns, banks, Tallon rolls or Segnor's loops (`afterManeuverAction`, as Stabilizing
 *   Astromech's).
 * - Flight-Assist Astromech (2 charges, small ships): a white boost or barrel roll action may, for a charge, use the
 *   template of speed 2 and become red (standing `faster-templates` with `whiteOnly` and `asRed`: its placements are
 *   offered beside the speed-1 ones at the charge's price; a medium or large base's 2-straight roll is not measured,
 *   but the card fits small ships only). Reading: the red action stresses the ship as any red action does (000
 *   "Action Difficulty"); a stressed ship performing a white action by a permission cannot make it red.
 *
 * - Winged Reversal (configuration, 2 non-recurring charges; U-wing and Gauntlet fighter): the Gauntlet ship ability
 *   of the same name as an upgrade — its record (movement/scum-gauntletfighter.ts) with this card as the source, so
 *   the charge spent is the card's own (costs.ts `chargeHolder`).
 *
 * Reprints whose ability reads as their first printing's (`reprintOf`): Modified R4-P Unit (Battle over Endor).
 *
 * - Ahsoka Tano (crew, 1 recurring Force): as her ship is about to activate it may spend the Force to ignore obstacles
 *   until the phase ends (#0, a lasting `ignore-obstacles`, as R5-X3's charge buys); while that lasts, once its maneuver
 *   (#1) or a boost or barrel roll action (#2) has moved through an obstacle, it may lock an enemy ship in its front arc
 *   at range 1 (not an action: the rules forbidding a lock still hold, 000 "Lock"). Readings: "if you do" is the
 *   lasting effect her Force started (`lasting-from`: another card's ignoring, R5-X3's, does not count); "move through"
 *   is read as `moved-through-obstacle` reads it for Marg Sabl Closure, the move's template or base touching the
 *   obstacle (001 Activation 2.1, "if move through"), and the obstacles she ignores count (`ignored`: the move passes
 *   through them all the same, with no effect on the ship; 000 "Moving Through and Overlapping Obstacles").
 * - Thrawn (crew, 2 charges, 1 recurring; his red jam action is the content's grant): his ship's jam or coordinate may
 *   reach one range further for a charge (#0 and #1, standing 'action:targets' `more-targets` with `charge`: a jam at
 *   range 2 beside the rules' range 1, a coordinate at range 3 beside 1–2; 000 "List of Actions"), the charge paid as
 *   the action is performed; after a jam or coordinate action, 2 charges buy another jam or coordinate action, red (#2,
 *   `grant-action` `asRed`). Readings: "by 1" is one range beyond the rules' band, not past a band another card
 *   widened; the second action is one the ship may still perform this round (000 "Actions": not the same action twice
 *   in a round), so it is asked only when one can be performed (`can-perform`) — after his own red jam the stress token
 *   forbids it (000 "Stress").
 */
import type { ManeuverKind } from '@xwing/geometry';
import type { ActionDef } from '@xwing/content';
import type { Ability, ChooseShip, Condition } from '../../vocabulary/types.js';
import { lockAllowedBothWays, reprintOf, self } from '../common.js';
import { MOVEMENT_ASTROMECHS } from './astromechs.js';
import { afterManeuverAction } from './modifications.js';
import { SCUM_GAUNTLETFIGHTER_MOVEMENT } from './scum-gauntletfighter.js';

/** 000 "Maneuvers": the basic maneuvers are the straight, bank and turn. */
const BASIC: readonly ManeuverKind[] = ['straight', 'bank', 'turn'];

const AHSOKA = { kind: 'upgrade', xws: 'ahsokatano-legendsandrelics', side: 0 } as const;
/** Ahsoka Tano's "if you do": the ship is under the lasting effect her Force started. */
const AHSOKA_LASTING: Condition = { kind: 'lasting-from', who: 'self' };
/** An enemy ship in the front arc at range 1 that may be locked now, both ways (obstacles at range 0, 000 "Lock"). */
const AHSOKA_LOCK: ChooseShip = {
  side: 'enemy',
  range: [1, 1],
  lockBand: false,
  inArc: { arc: 'front' },
  where: lockAllowedBothWays,
  label: 'is locked',
};

const THRAWN = { kind: 'upgrade', xws: 'thrawn-legendsandrelics', side: 0 } as const;
const THRAWN_ACTIONS: ActionDef[] = [
  { type: 'jam', difficulty: 'red' },
  { type: 'coordinate', difficulty: 'red' },
];

export const LEGENDS_AND_RELICS_MOVEMENT: Record<string, Ability[]> = {
  'upgrade:ahsokatano-legendsandrelics:0': [
    {
      source: AHSOKA,
      window: 'activation:before-reveal',
      when: self,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-phase',
        window: 'ship:ignore-obstacles',
        effect: { kind: 'ignore-obstacles', while: ['moving', 'range-0', 'attacking'] },
      },
      summary: 'Ahsoka Tano: spend 1 Force to ignore obstacles until the end of this phase.',
    },
    {
      source: AHSOKA,
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, AHSOKA_LASTING, { kind: 'moved-through-obstacle', ignored: true }] },
      optional: true,
      choose: AHSOKA_LOCK,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Ahsoka Tano: you moved through an obstacle; lock an enemy ship in your front arc at range 1.',
    },
    {
      source: AHSOKA,
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['boost', 'barrel-roll'] },
          AHSOKA_LASTING,
          { kind: 'moved-through-obstacle', reposition: true, ignored: true },
        ],
      },
      optional: true,
      choose: AHSOKA_LOCK,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Ahsoka Tano: your move went through an obstacle; lock an enemy ship in your front arc at range 1.',
    },
  ],
  'upgrade:thrawn-legendsandrelics:0': [
    // One range more than the rules' band, for a charge: the jam at range 2, the coordinate at range 3.
    ...(
      [
        ['jam', 2],
        ['coordinate', 3],
      ] as const
    ).map(([action, range]): Ability => ({
      source: THRAWN,
      window: 'action:targets',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'more-targets',
        action,
        minRange: range,
        charge: 1,
        // Seen from the candidate: the acting ship (`other`) is at that range of it, no further.
        where: { kind: 'range', to: 'other', min: range, max: range },
      },
      summary: `Thrawn: spend a charge to ${action} a ship at range ${range}.`,
    })),
    {
      source: THRAWN,
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['jam', 'coordinate'] },
          { kind: 'can-perform', actions: THRAWN_ACTIONS },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'grant-action', actions: THRAWN_ACTIONS, asRed: true, why: 'Thrawn' },
      summary: 'Thrawn: spend 2 charges to perform a jam or coordinate action, as red.',
    },
  ],
  'pilot:disl9b2-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'disl9b2-legendsandrelics' },
      window: 'engagement:start',
      // Without an active charge the cost cannot be paid, and the ability is not used.
      when: { kind: 'ships-near', side: 'enemy', inArc: { arc: 'bullseye' } },
      optional: false,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'sequence', of: [] },
      summary: 'DIS-L9B2: an enemy ship in your bullseye arc as the Engagement Phase starts; spend your charge.',
    },
    {
      source: { kind: 'pilot', xws: 'disl9b2-legendsandrelics' },
      window: 'ship:initiative',
      when: {
        kind: 'all',
        of: [
          { kind: 'during-phase', phase: 'engagement' },
          { kind: 'has-charges', atLeast: 1 },
        ],
      },
      optional: false,
      effect: { kind: 'initiative', set: 1 },
      summary: 'DIS-L9B2: in the Engagement Phase, while your charge is active, your initiative is 1.',
    },
  ],
  'upgrade:wingedreversal-legendsandrelics:0': SCUM_GAUNTLETFIGHTER_MOVEMENT['ship-ability:wingedreversal']!.map(
    (r) => ({
      ...r,
      source: { kind: 'upgrade', xws: 'wingedreversal-legendsandrelics', side: 0 },
    }),
  ),
  'upgrade:modifiedr4punit-legendsandrelics:0': reprintOf(
    MOVEMENT_ASTROMECHS['upgrade:modifiedr4punit-battleoverendor:0']!,
    'modifiedr4punit-battleoverendor',
    'modifiedr4punit-legendsandrelics',
  ),
  'upgrade:unhingedastromech-legendsandrelics:0': [
    {
      source: { kind: 'upgrade', xws: 'unhingedastromech-legendsandrelics', side: 0 },
      window: 'maneuver:difficulty',
      when: { kind: 'maneuver-is', speeds: [3], kinds: BASIC },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: BASIC, steps: -1 },
      summary: 'Unhinged Astromech: your speed 3 straights, banks and turns are one difficulty easier.',
    },
  ],
  'upgrade:retrofittedautothrusters-legendsandrelics:0': [
    afterManeuverAction({
      source: { kind: 'upgrade', xws: 'retrofittedautothrusters-legendsandrelics', side: 0 },
      name: 'Retrofitted Autothrusters',
      actions: [{ type: 'barrel-roll', difficulty: 'white' }],
      charges: 1,
      ignoreStress: true,
      also: [{ kind: 'maneuver-is', speeds: [3], kinds: ['turn', 'bank', 'tallon', 'segnor'] }],
      what: 'after a speed 3 turn, bank, Tallon roll or Segnor’s loop, perform a barrel roll, even while stressed',
    }),
  ],
  'upgrade:flightassistastromech-legendsandrelics:0': [
    {
      source: { kind: 'upgrade', xws: 'flightassistastromech-legendsandrelics', side: 0 },
      window: 'action:faster-templates',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'faster-templates',
        actions: ['boost', 'barrel-roll'],
        whiteOnly: true,
        asRed: true,
        charge: 1,
        actionOnly: true,
      },
      summary: 'Flight-Assist Astromech: a charge lets a white boost or barrel roll use a speed 2 template, made red.',
    },
  ],
};

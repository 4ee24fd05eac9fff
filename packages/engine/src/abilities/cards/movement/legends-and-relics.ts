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
 */
import type { ManeuverKind } from '@xwing/geometry';
import type { Ability } from '../../vocabulary/types.js';
import { reprintOf } from '../common.js';
import { MOVEMENT_ASTROMECHS } from './astromechs.js';
import { afterManeuverAction } from './modifications.js';
import { SCUM_GAUNTLETFIGHTER_MOVEMENT } from './scum-gauntletfighter.js';

/** 000 "Maneuvers": the basic maneuvers are the straight, bank and turn. */
const BASIC: readonly ManeuverKind[] = ['straight', 'bank', 'turn'];

export const LEGENDS_AND_RELICS_MOVEMENT: Record<string, Ability[]> = {
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

/**
 * Configuration upgrades (dual cards flipped at moments), each in our own words. All records of one source key sit
 * here, so both sides of a configuration are in this file even when one side's ability is about an attack.
 *
 * - Integrated S-foils (T-70 X-wing): either side may be flipped before the ship activates; closed (side 0, its
 *   actions are the content's grants), a primary attack at a defender outside the bullseye rolls one die fewer.
 * - Swivel Wing (Gauntlet fighter): down (side 0), after a stationary maneuver the ship may turn 90° or 180° in place,
 *   and then flips the card; up (side 1), it rolls one defense die fewer, and after fully executing any other
 *   maneuver it may flip the card.
 * - Stabilized S-foils (B-wing), closed side (side 0): the card may be flipped before the ship activates unless the ship
 *   is critically damaged (a faceup damage card, 000 "Damage"). Its open side (side 1) is the attack group's.
 * - Pivot Wing (UT-60D U-wing): closed (side 0), it rolls one defense die fewer, after a stationary maneuver it may turn
 *   90° or 180° in place, and it may flip the card before activating; open (side 1), it may flip the card before
 *   activating.
 * - L3-37's Programming (L3-37's configuration side, 1, and the Battle of Yavin card): while the ship has no shield,
 *   its banks are one difficulty easier.
 * - Maneuver-Assist MGK-300: the ship's speed 3 straights and banks are one difficulty easier.
 * - TIE Defender Elite: the ship's turns are one difficulty easier and its Koiogran turns one harder. Its ship ability
 *   (Advanced Fire Control, the content's grant, a card of its own in cards/attack) takes the place of Full Throttle,
 *   which the ship no longer has (`lose-ship-ability`).
 * - Sensitive Controls: the TIE/in's Autothrusters gives way to the ship ability the card grants (its record beside
 *   Autothrusters, imperial-tieinterceptor.ts), `lose-ship-ability`.
 * - Grappling Struts (Vulture droid) and Landing Struts (Hyena bomber), one builder. Closed (side 0, faceup at Setup):
 *   as an asteroid or debris cloud the ship's maneuver ended on is about to affect it, with at most one other friendly
 *   ship at range 0 of that obstacle, the ship may land instead ('instead:obstacle': the obstacle's effects are not
 *   suffered, and it ignores obstacles at range 0 for the rest of its activation); after that maneuver the card flips.
 *   Reading: the card acts "after you execute a maneuver", but its "you do not suffer the effects" can only hold if
 *   the choice comes before those effects, which 001 Activation 2.1 resolves as the ship is moved: so it is asked there,
 *   for an obstacle the final base overlaps (not one merely moved through), and the flip follows the maneuver.
 *   Open (side 1): it ignores obstacles at range 0 (`ignore-obstacles`), performs no barrel roll action (the other
 *   actions only: `allow-only-actions`), and after revealing any maneuver but a 2-straight while at range 0 of an
 *   asteroid or debris cloud it skips its Execute Maneuver step, removes a stress token and, for a maneuver bearing
 *   left or right, turns 90° that way (`skip-maneuver`); after it executes a maneuver, the card flips back.
 * - Strut-Lock Override (Siege of Coruscant, Vulture droid and Hyena bomber loadouts): as its ship is about to activate,
 *   a charge (two, never recovered) lets it ignore the obstacles it moves through or onto for the rest of the round
 *   (a lasting `ignore-obstacles` while moving: maneuvers, boosts and barrel rolls).
 * - Intercept Booster (Droid Tri-fighter): equipped attached (side 0, its SLAM with a linked red lock the content's
 *   grant). In its ship's System step the player must pick: flip the card to its detached side (no ability), or gain a
 *   disarm token (a mandatory record with `choices`, no "decline"). Its 3 charges fall by one each End Phase (the
 *   content's negative `recovers`, phases/end.ts); once the End Phase is over ('phase:end' of 'end'), a card with no
 *   active charge flips. Setup's "equip this side faceup" is how every card is equipped (side 0).
 */
import { extraDice } from '@xwing/dice';
import { placeObstacle, rangeBetween } from '@xwing/geometry';
import type { Ability, Condition } from '../../vocabulary/types.js';
import {
  defenderInBullseye,
  dice,
  inPlay,
  isAttacker,
  isDefender,
  friendlyTo,
  primaryAttack,
  shipById,
  solidOf,
} from '../../vocabulary/queries.js';
import { fullyExecuted, self, losesShipAbility } from '../common.js';

const ROCKS: readonly string[] = ['asteroid', 'debris'];

/**
 * At most one other friendly ship at range 0 of the obstacle of the replacement point (subject.data.obstacle). Code:
 * no word counts the ships at range of an obstacle, and only the struts ask it.
 */
const fewFriendsOnIt: Condition = {
  kind: 'code',
  test: (ctx, me, subject) => {
    const o = ctx.state.obstacles.find((x) => x.id === subject.data?.obstacle);
    if (!o) return false;
    const solid = placeObstacle(o.name, o.pose, o.id).solid;
    const ship = shipById(ctx.state, me);
    const on = ctx.state.ships.filter(
      (s) => s.id !== me && friendlyTo(ctx, ship, s) && inPlay(s) && rangeBetween(solidOf(s), solid) === 0,
    );
    return on.length <= 1;
  },
};

/** All action types but the barrel roll (the struts' open side forbids that one). */
const NOT_BARREL_ROLL: readonly string[] = [
  'focus',
  'evade',
  'lock',
  'boost',
  'calculate',
  'cloak',
  'coordinate',
  'jam',
  'reinforce',
  'reload',
  'rotate-arc',
  'slam',
];

/** Grappling Struts and Landing Struts: both sides (see the file comment). */
function struts(xws: string, name: string): Record<string, Ability[]> {
  return {
    [`upgrade:${xws}:0`]: [
      {
        source: { kind: 'upgrade', xws, side: 0 },
        window: 'instead:obstacle',
        when: {
          kind: 'all',
          of: [
            { kind: 'subject-data', key: 'overlapping', oneOf: [true] },
            { kind: 'subject-data', key: 'kind', oneOf: ROCKS },
            fewFriendsOnIt,
          ],
        },
        optional: true,
        effect: {
          kind: 'instead',
          effect: {
            kind: 'last',
            until: 'end-of-activation',
            window: 'ship:ignore-obstacles',
            effect: { kind: 'ignore-obstacles', while: ['range-0'] },
          },
        },
        summary: `${name}: land on the obstacle instead of suffering its effects (the card then flips).`,
      },
      {
        source: { kind: 'upgrade', xws, side: 0 },
        window: 'maneuver:after-execute',
        // Landed this activation (the lasting effect above, which lasts through the ship's own activation only: so
        // no `subject-is-self` is needed, and none could be told apart).
        when: { kind: 'ignores-obstacles', purpose: 'range-0', kinds: ROCKS },
        optional: false,
        effect: { kind: 'flip-upgrade', xws },
        summary: `${name}: landed, the card flips.`,
      },
    ],
    [`upgrade:${xws}:1`]: [
      {
        source: { kind: 'upgrade', xws, side: 1 },
        window: 'ship:ignore-obstacles',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'ignore-obstacles', while: ['range-0'] },
        summary: `${name}: you ignore obstacles at range 0.`,
      },
      {
        source: { kind: 'upgrade', xws, side: 1 },
        window: 'action:allowed',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'allow-only-actions', actions: NOT_BARREL_ROLL, cardActions: true, why: `${name} (landed)` },
        summary: `${name}: no barrel roll actions.`,
      },
      {
        source: { kind: 'upgrade', xws, side: 1 },
        window: 'activation:after-reveal',
        when: {
          kind: 'all',
          of: [
            self,
            { kind: 'not', of: { kind: 'maneuver-is', speeds: [2], kinds: ['straight'] } },
            { kind: 'near-obstacle', min: 0, max: 0, kinds: ROCKS },
          ],
        },
        optional: false,
        effect: {
          kind: 'sequence',
          of: [
            { kind: 'skip-maneuver', rotate: true },
            { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
          ],
        },
        summary: `${name}: landed, you stay put (turning toward a left or right maneuver) and remove a stress token.`,
      },
      {
        source: { kind: 'upgrade', xws, side: 1 },
        window: 'maneuver:after-execute',
        when: self,
        optional: false,
        effect: { kind: 'flip-upgrade', xws },
        summary: `${name}: after a maneuver, the card flips back.`,
      },
    ],
  };
}

/** L3-37's Programming (either printing): while the ship has no shield, its banks are one difficulty easier. */
function l337Programming(xws: string, side: number): Ability {
  return {
    source: { kind: 'upgrade', xws, side },
    window: 'maneuver:difficulty',
    when: { kind: 'not', of: { kind: 'shielded', who: 'self' } },
    optional: false,
    effect: { kind: 'maneuver-difficulty', maneuvers: ['bank'], steps: -1 },
    summary: "L3-37's Programming: without shields, your banks are one difficulty easier.",
  };
}

/** The ship may flip this configuration card as it is about to activate (before its dial is revealed). */
function flipBeforeActivating(xws: string, side: number, name: string): Ability {
  return {
    source: { kind: 'upgrade', xws, side },
    window: 'activation:before-reveal',
    when: { kind: 'subject-is-self' },
    optional: true,
    effect: { kind: 'flip-upgrade', xws },
    summary: `${name}: flip this card before activating.`,
  };
}

export const MOVEMENT_CONFIGURATIONS: Record<string, Ability[]> = {
  // Repulsorlift Stabilizers (HMP droid gunship), inactive side (side 0, faceup at Setup: the content's first side):
  // the ship's straight maneuvers are one difficulty easier, and once it has fully executed a maneuver it may flip
  // the card. The active side (side 1): a bank or turn revealed is executed as a sideslip (`execute-as`'s `sideslip`,
  // docs/geometry.md "Sideslips"), the card then flipping back at once (so the inactive side's flip may be offered
  // after that sideslip, as its text reads); after a full maneuver that was no sideslip it may flip.
  'upgrade:repulsorliftstabilizers:0': [
    {
      source: { kind: 'upgrade', xws: 'repulsorliftstabilizers', side: 0 },
      window: 'maneuver:difficulty',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['straight'], steps: -1 },
      summary: 'Repulsorlift Stabilizers (inactive): your straight maneuvers are one difficulty easier.',
    },
    {
      source: { kind: 'upgrade', xws: 'repulsorliftstabilizers', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: true,
      effect: { kind: 'flip-upgrade', xws: 'repulsorliftstabilizers' },
      summary: 'Repulsorlift Stabilizers: after a full maneuver, flip this card.',
    },
  ],
  'upgrade:repulsorliftstabilizers:1': [
    {
      source: { kind: 'upgrade', xws: 'repulsorliftstabilizers', side: 1 },
      window: 'activation:after-reveal',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', kinds: ['bank', 'turn'] }] },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'execute-as', sideslip: true },
          { kind: 'flip-upgrade', xws: 'repulsorliftstabilizers' },
        ],
      },
      summary: 'Repulsorlift Stabilizers (active): your bank or turn is a sideslip, then this card flips.',
    },
    {
      source: { kind: 'upgrade', xws: 'repulsorliftstabilizers', side: 1 },
      window: 'maneuver:after-execute',
      // "A maneuver that was no sideslip": the side flips itself as its sideslip is chosen, so with it faceup every
      // maneuver executed is one (no other card of an HMP gunship makes a sideslip): no clause for it.
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: true,
      effect: { kind: 'flip-upgrade', xws: 'repulsorliftstabilizers' },
      summary: 'Repulsorlift Stabilizers (active): after a full maneuver that was no sideslip, flip this card.',
    },
  ],
  ...struts('grapplingstruts', 'Grappling Struts'),
  ...struts('landingstruts', 'Landing Struts'),
  'upgrade:integratedsfoils:0': [
    {
      source: { kind: 'upgrade', xws: 'integratedsfoils', side: 0 },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'not', of: defenderInBullseye }] },
      optional: false,
      effect: dice(extraDice('attack', -1)),
      summary: 'Integrated S-foils (closed): a primary attack at a defender outside your bullseye rolls one die fewer.',
    },
    flipBeforeActivating('integratedsfoils', 0, 'Integrated S-foils'),
  ],
  'upgrade:integratedsfoils:1': [flipBeforeActivating('integratedsfoils', 1, 'Integrated S-foils')],
  'upgrade:swivelwing:0': [
    {
      source: { kind: 'upgrade', xws: 'swivelwing', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', kinds: ['stationary'] }] },
      optional: true,
      choices: () => [
        { id: '-90', label: 'Turn 90° left' },
        { id: '90', label: 'Turn 90° right' },
        { id: '180', label: 'Turn around (180°)' },
      ],
      effect: { kind: 'sequence', of: [{ kind: 'rotate-ship' }, { kind: 'flip-upgrade', xws: 'swivelwing' }] },
      summary: 'Swivel Wing (down): turn your ship in place, then flip this card.',
    },
  ],
  'upgrade:swivelwing:1': [
    {
      source: { kind: 'upgrade', xws: 'swivelwing', side: 1 },
      window: 'attack:roll-defense-dice',
      when: isDefender,
      optional: false,
      effect: dice(extraDice('defense', -1)),
      summary: 'Swivel Wing (up): you roll one defense die fewer.',
    },
    {
      source: { kind: 'upgrade', xws: 'swivelwing', side: 1 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'not', of: { kind: 'maneuver-is', kinds: ['stationary'] } }],
      },
      optional: true,
      effect: { kind: 'flip-upgrade', xws: 'swivelwing' },
      summary: 'Swivel Wing (up): flip this card after that maneuver.',
    },
  ],
  'upgrade:stabilizedsfoils:0': [
    {
      ...flipBeforeActivating('stabilizedsfoils', 0, 'Stabilized S-foils'),
      when: { kind: 'all', of: [self, { kind: 'not', of: { kind: 'has-damage-card', facing: 'faceup' } }] },
    },
  ],
  'upgrade:pivotwing:0': [
    {
      source: { kind: 'upgrade', xws: 'pivotwing', side: 0 },
      window: 'attack:roll-defense-dice',
      when: isDefender,
      optional: false,
      effect: dice(extraDice('defense', -1)),
      summary: 'Pivot Wing (closed): you roll one defense die fewer.',
    },
    {
      source: { kind: 'upgrade', xws: 'pivotwing', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', kinds: ['stationary'] }] },
      optional: true,
      choices: () => [
        { id: '-90', label: 'Turn 90° left' },
        { id: '90', label: 'Turn 90° right' },
        { id: '180', label: 'Turn around (180°)' },
      ],
      effect: { kind: 'rotate-ship' },
      summary: 'Pivot Wing (closed): turn your ship in place.',
    },
    flipBeforeActivating('pivotwing', 0, 'Pivot Wing'),
  ],
  'upgrade:pivotwing:1': [flipBeforeActivating('pivotwing', 1, 'Pivot Wing')],
  'upgrade:l337:1': [l337Programming('l337', 1)],
  'upgrade:l337sprogramming-battleofyavin:0': [l337Programming('l337sprogramming-battleofyavin', 0)],
  'upgrade:maneuverassistmgk300:0': [
    {
      source: { kind: 'upgrade', xws: 'maneuverassistmgk300', side: 0 },
      window: 'maneuver:difficulty',
      when: { kind: 'maneuver-is', speeds: [3], kinds: ['straight', 'bank'] },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['straight', 'bank'], steps: -1 },
      summary: 'Maneuver-Assist MGK-300: your speed 3 straights and banks are one difficulty easier.',
    },
  ],
  'upgrade:sensitivecontrols:0': [
    // The TIE/in's Autothrusters; the card grants Sensitive Controls (its record: imperial-tieinterceptor.ts).
    losesShipAbility(
      { kind: 'upgrade', xws: 'sensitivecontrols', side: 0 },
      'autothrusters',
      'Sensitive Controls: Sensitive Controls replaces your Autothrusters.',
    ),
  ],
  'upgrade:tiedefenderelite:0': [
    {
      source: { kind: 'upgrade', xws: 'tiedefenderelite', side: 0 },
      window: 'maneuver:difficulty',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['turn'], steps: -1 },
      summary: 'TIE Defender Elite: your turns are one difficulty easier.',
    },
    {
      source: { kind: 'upgrade', xws: 'tiedefenderelite', side: 0 },
      window: 'maneuver:difficulty',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['koiogran'], steps: 1 },
      summary: 'TIE Defender Elite: your Koiogran turns are one difficulty harder.',
    },
    // The TIE/D's own ship ability; the card grants Advanced Fire Control in its place (cards/attack).
    losesShipAbility(
      { kind: 'upgrade', xws: 'tiedefenderelite', side: 0 },
      'fullthrottle',
      'TIE Defender Elite: Advanced Fire Control replaces your Full Throttle.',
    ),
  ],
  'upgrade:strutlockoverride-siegeofcoruscant:0': [
    {
      source: { kind: 'upgrade', xws: 'strutlockoverride-siegeofcoruscant', side: 0 },
      window: 'activation:before-reveal',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-round',
        window: 'ship:ignore-obstacles',
        effect: { kind: 'ignore-obstacles', while: ['moving'] },
      },
      summary: 'Strut-Lock Override: spend a charge, ignore obstacles you move through this round.',
    },
  ],
};

const BOOSTER = { kind: 'upgrade', xws: 'interceptbooster', side: 0 } as const;
MOVEMENT_CONFIGURATIONS['upgrade:interceptbooster:0'] = [
  {
    source: BOOSTER,
    window: 'system',
    when: self,
    // "Unless you flip": a must, one of two answers (no "decline").
    optional: false,
    choices: () => [
      { id: 'flip', label: 'flip Intercept Booster (detached)' },
      { id: 'disarm', label: 'keep it attached and gain a disarm token' },
    ],
    effect: {
      kind: 'sequence',
      of: [
        {
          kind: 'if-holds',
          when: { kind: 'answered', index: 0, oneOf: ['flip'] },
          effect: { kind: 'flip-upgrade', xws: 'interceptbooster' },
        },
        {
          kind: 'if-holds',
          when: { kind: 'answered', index: 0, oneOf: ['disarm'] },
          effect: { kind: 'gain-token', token: 'disarm', count: 1, who: 'self' },
        },
      ],
    },
    summary: 'Intercept Booster: flip this card, or gain a disarm token.',
  },
  {
    source: BOOSTER,
    window: 'phase:end',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'phase', oneOf: ['end'] },
        { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } },
      ],
    },
    optional: false,
    effect: { kind: 'flip-upgrade', xws: 'interceptbooster' },
    summary: 'Intercept Booster: out of charges as the End Phase ends, it flips (detached).',
  },
];

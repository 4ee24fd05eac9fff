/**
 * First Order Xi-class light shuttle pilots of the subsystems group (Setup), each in our own words:
 *
 * - Agent Terex: at Setup, once forces are placed, he may hand any of his equipped Illicit upgrades to friendly TIE/fo
 *   or TIE/sf fighters, one to a ship (`choose` the ship, then the card, `give-upgrade`; three records for his three
 *   Illicit slots, each asked while he still equips one). Readings: a fighter that equips an Illicit card already is
 *   not offered (one "this way" each: no TIE/fo or TIE/sf has an Illicit slot of its own); the card handed keeps the
 *   charges it has; its return at the end of the game changes nothing the engine plays.
 * - Agent Tierny: at Setup, once forces are placed, he must give an enemy ship the Broken Trust condition (the same
 *   'phase:end' of Setup as every "after placing forces" card; mandatory, so no "may" question).
 * - Broken Trust (condition, s36): its ship and the other ships of its squad become allied to each other (standing
 *   'ship:allied', `friends-as-allied`: abilities/relation.ts). While it attacks, each allied ship inside the attack's
 *   arc without a stress token gains one; after it attacks or defends, once the defender was dealt a faceup damage card
 *   or destroyed, the condition is removed.
 *
 * Readings (the rules documents say next to nothing of "allied"):
 * - Allied ships are neither friendly nor enemy. 000 "Friendly and Enemy" defines only those two relations (a squad's
 *   ships are friendly to each other and to themselves, enemies to the other squad's); 000 "Moving Through and
 *   Overlapping Ships" and 001 Activation 2.1 name "a friendly or allied ship" beside "an enemy ship" as different
 *   things, and the supplement "Coordinate" (wiki copy) lists "a friendly, allied, or enemy ship" as three. So every
 *   effect, action or rule that reaches "friendly" ships stops at the pair: the holder cannot coordinate its squad-mates
 *   nor be coordinated by them (000 "List of Actions", Coordinate: a friendly ship), their friendly auras and choices
 *   pass it by and its own pass them by, and a ship friendly to itself stays so (the condition speaks of the others).
 * - They still do not attack each other: 000 "Performing an Attack", Declare Target measures to and chooses among enemy
 *   ships only, and an allied ship is none (the enemy relation, another squad, is unchanged: Tierny's side still
 *   attacks the holder and is attacked by it).
 * - Overlapping an allied ship is overlapping a friendly one (000 "Moving Through and Overlapping Ships", 5: the
 *   same effect), which the engine's squad test already gives.
 * - "Before declaring the defender": the engine declares the attack's arc and defender in one decision (001 Engagement
 *   1), and the stress is gained in 'attack:after-declare', before any other step of the attack. Nothing in the Declare
 *   Target step reads another ship's stress, so the game is the same. "In the attack arc": the arc the attack is
 *   declared from, at any range (000 "Arcs", "Targeting Restrictions": the arc and the range are separate tests).
 * - "Dealt at least 1 faceup damage card": a card dealt faceup during this attack (`cards-dealt` faceup, as dealt).
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { isAttacker, isDefender } from '../../vocabulary/queries.js';

const TEREX = { kind: 'pilot', xws: 'agentterex' } as const;

/** One Illicit card handed to one fighter. */
const hand: Ability = {
  source: TEREX,
  window: 'phase:end',
  when: {
    kind: 'all',
    of: [
      { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      { kind: 'equips-type', who: 'self', type: 'illicit' },
    ],
  },
  optional: true,
  choose: {
    side: 'friendly',
    shipType: ['tiefofighter', 'tiesffighter'],
    where: { kind: 'not', of: { kind: 'equips-type', who: 'self', type: 'illicit' } },
    label: 'is handed an Illicit upgrade',
  },
  then: [
    (ctx, me) =>
      (ctx.state.ships.find((s) => s.id === me)?.upgrades ?? [])
        .filter((u) => !u.discarded && ctx.content.upgrade(u.xws)?.sides[u.side]?.type === 'illicit')
        .map((u) => ({ id: u.xws, label: ctx.content.upgrade(u.xws)?.name ?? u.xws })),
  ],
  effect: { kind: 'give-upgrade', to: 'chosen' },
  summary: 'Agent Terex: at Setup, hand one of your Illicit upgrades to a friendly TIE/fo or TIE/sf fighter.',
};

const TIERNY = { kind: 'pilot', xws: 'agenttierny' } as const;
const TRUST = { kind: 'condition', xws: 'brokentrust' } as const;
const BROKEN_TRUST = { xws: 'brokentrust', name: 'Broken Trust' } as const;

/** The allied ships inside the holder's attack arc (any range) that hold no stress token. */
const ALLIED_UNSTRESSED_IN_ARC = {
  side: 'allied',
  inArc: { arc: 'attack', of: 'self' },
  where: { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
} as const;

const SETUP: Condition = { kind: 'subject-data', key: 'phase', oneOf: ['setup'] };

export const FIRSTORDER_XICLASS_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:agentterex': [hand, hand, hand],
  'pilot:agenttierny': [
    {
      source: TIERNY,
      window: 'phase:end',
      when: SETUP,
      optional: false,
      choose: { side: 'enemy', label: 'is assigned Broken Trust' },
      effect: { kind: 'assign-condition', ...BROKEN_TRUST, who: 'chosen' },
      summary: 'Agent Tierny: at Setup, assign Broken Trust to an enemy ship.',
    },
  ],
  'condition:brokentrust': [
    {
      source: TRUST,
      window: 'ship:allied',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'friends-as-allied' },
      summary: 'Broken Trust: your squad-mates and you are allied, not friendly.',
    },
    {
      source: TRUST,
      window: 'attack:after-declare',
      // One clause: the attack arc is the holder's only while it attacks (targets.ts objectInArcOf), so "while you
      // perform an attack" needs no clause of its own; without such a ship nothing is logged.
      when: { kind: 'ships-near', ...ALLIED_UNSTRESSED_IN_ARC },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: ALLIED_UNSTRESSED_IN_ARC,
        effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
      },
      summary: 'Broken Trust: as you attack, each unstressed allied ship in your attack arc gains a stress token.',
    },
    {
      source: TRUST,
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'any', of: [isAttacker, isDefender] },
          {
            kind: 'any',
            of: [
              { kind: 'cards-dealt', faceup: true },
              { kind: 'ship-is', who: 'defender', destroyed: true },
            ],
          },
        ],
      },
      optional: false,
      effect: { kind: 'remove-condition', ...BROKEN_TRUST, who: 'self' },
      summary: 'Broken Trust: the defender was dealt a faceup damage card or destroyed; remove this condition.',
    },
  ],
};

/**
 * Legends and Relics cards (xwa-50p2.0) about coordinates, locks and tokens, each in our own words (never card text).
 * Keys as in source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the community card
 * data lacks these cards.
 *
 * - Hera Syndulla (VCX-100): after she fully executes a red maneuver she may coordinate a friendly ship at range 1–3:
 *   an ability's coordinate, not the Coordinate action (supplement "Coordinate"), so the chosen ship performs an action
 *   of its bar, as Shaak Ti's second coordinate does (`grant-action` 'own-bar' on the chosen ship).
 * - Quinlan Vos (Eta-2 Actis): after he performs a barrel roll or boost action he may acquire a lock on a ship in his
 *   bullseye arc (any ship: the card does not say enemy; 000 "Lock": friendly ships may be locked too).
 * - Ursa Wren (Gauntlet fighter): after she acquires a lock on an enemy ship, with no enemy ship at range 0–1 of her,
 *   she may gain a reinforce token, fore or aft as her player picks (`gain-reinforce`; 000 "List of Actions").
 *
 * - Fennec Shand (crew, 2 charges that never recover): after her ship fully executes a maneuver, or performs a barrel
 *   roll or boost action, she may spend a charge to pick an enemy ship in its bullseye arc: that ship gains a strain
 *   token, and she may then lock it (not an action: the rules that forbid a lock still hold, 000 "Lock"). Asked one
 *   question after another (`then`): the ship, then whether to lock it; the charge is paid once both are answered.
 * - Zorii Bliss (crew, 1 recurring charge; her jam action is the card's grant, from the content): after an enemy ship
 *   at range 1–2 of her ship removes a green token while it is jammed, she may spend the charge to gain a token of the
 *   same type ('token:after-remove', whose `jammed` says the ship held a jam token as it removed it: util.ts addTokens;
 *   supplement "Jam": the jammed ship removes the green token, then its jam token). A reinforce token is gained with
 *   the facing her player picks (000 "List of Actions", Reinforce), the others as `gain-token`. Reading: the range is
 *   measured as the ability resolves, once the jam is over (supplement "Jam"; our trigger stack: docs/abilities.md).
 *   One token is gained whatever the count removed ("a matching token").
 *
 * Reprints whose ability reads as their first printing's (`reprintOf`): Roiling Anger (Siege of Coruscant), Targeting
 * Relay (Evacuation of D'Qar).
 */
import type { Ability, ChooseShip, Condition, Effect } from '../../vocabulary/types.js';
import { lockAllowedBothWays, self } from '../common.js';
import { reprintOf } from '../common.js';
import { SUPPORT_FORCE_POWERS } from './force-powers.js';
import { SUPPORT_TECH } from './tech.js';

/** A ship in Quinlan Vos's bullseye arc that he may lock now (obstacles at range 0 forbid it, 000 "Lock"). */
const BULLSEYE_LOCK: ChooseShip = {
  side: 'any',
  inArc: { arc: 'bullseye' },
  where: lockAllowedBothWays,
  label: 'Quinlan Vos locks it',
};

const FENNEC = 'fennecshand-legendsandrelics';

/** Fennec Shand's record once `when` holds: the charge, the enemy in the bullseye, its strain, the lock she may take. */
const fennec = (window: Ability['window'], when: Condition, what: string): Ability => ({
  source: { kind: 'upgrade', xws: FENNEC, side: 0 },
  window,
  when,
  optional: true,
  cost: [{ kind: 'spend-charge', count: 1 }],
  choose: { side: 'enemy', inArc: { arc: 'bullseye' }, label: 'gains a strain token' },
  then: [
    () => [
      { id: 'lock', label: 'and you lock it' },
      { id: 'no-lock', label: 'and you do not lock it' },
    ],
  ],
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      {
        kind: 'if-holds',
        when: { kind: 'answered', index: 1, oneOf: ['lock'] },
        effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      },
    ],
  },
  summary: `Fennec Shand: ${what}; spend a charge, an enemy ship in your bullseye gains a strain token and you may lock it.`,
});

const ZORII = 'zoriibliss-legendsandrelics';

/** The green tokens gained with `gain-token` (000 "Green Tokens"; the reinforce token has its own record). */
const ZORII_TOKENS = ['focus', 'evade', 'calculate'] as const;

/** A jammed enemy ship at range 1–2 of Zorii's ship removed a token of one of `tokens`. */
const zoriiSees = (tokens: readonly string[]): Condition => ({
  kind: 'all',
  of: [
    { kind: 'ship-is', who: 'subject', side: 'enemy' },
    { kind: 'range', to: 'subject', min: 1, max: 2 },
    { kind: 'subject-data', key: 'jammed', oneOf: [true] },
    { kind: 'subject-data', key: 'token', oneOf: tokens },
  ],
});

/** Zorii's ship gains one token of the type the jammed ship removed. */
const ZORII_MATCH: Effect = {
  kind: 'sequence',
  of: ZORII_TOKENS.map((token) => ({
    kind: 'if-holds' as const,
    when: { kind: 'subject-data' as const, key: 'token', oneOf: [token] },
    effect: { kind: 'gain-token' as const, token, count: 1, who: 'self' as const },
  })),
};

export const LEGENDS_AND_RELICS_SUPPORT: Record<string, Ability[]> = {
  'pilot:herasyndulla-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'herasyndulla-legendsandrelics' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 3],
        where: { kind: 'can-perform', actions: 'own-bar' },
        label: 'is coordinated',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'coordinated by Hera Syndulla' },
      summary: 'Hera Syndulla: a red maneuver fully executed; coordinate a friendly ship at range 1–3.',
    },
  ],
  'pilot:quinlanvos-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'quinlanvos-legendsandrelics' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] }] },
      optional: true,
      choose: BULLSEYE_LOCK,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Quinlan Vos: after a barrel roll or boost, lock a ship in your bullseye arc.',
    },
  ],
  'pilot:ursawren-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'ursawren-legendsandrelics' },
      window: 'lock:after-acquire',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'ships-near', side: 'enemy', range: [0, 1], atMost: 0 },
        ],
      },
      optional: true,
      choices: () => [
        { id: 'fore', label: 'Gain a fore reinforce token' },
        { id: 'aft', label: 'Gain an aft reinforce token' },
      ],
      effect: { kind: 'gain-reinforce' },
      summary: 'Ursa Wren: you locked an enemy ship with no enemy at range 0–1; gain a reinforce token.',
    },
  ],
  'upgrade:roilinganger-legendsandrelics:0': reprintOf(
    SUPPORT_FORCE_POWERS['upgrade:roilinganger-siegeofcoruscant:0']!,
    'roilinganger-siegeofcoruscant',
    'roilinganger-legendsandrelics',
  ),
  'upgrade:targetingrelay-legendsandrelics:0': reprintOf(
    SUPPORT_TECH['upgrade:targetingrelay-evacuationofdqar:0']!,
    'targetingrelay-evacuationofdqar',
    'targetingrelay-legendsandrelics',
  ),
  [`upgrade:${FENNEC}:0`]: [
    fennec(
      'maneuver:after-execute',
      { kind: 'all', of: [self, { kind: 'maneuver', fully: true }] },
      'a maneuver fully executed',
    ),
    fennec(
      'action:after-perform',
      { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] }] },
      'after a barrel roll or boost',
    ),
  ],
  [`upgrade:${ZORII}:0`]: [
    {
      source: { kind: 'upgrade', xws: ZORII, side: 0 },
      window: 'token:after-remove',
      when: zoriiSees(ZORII_TOKENS),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: ZORII_MATCH,
      summary:
        'Zorii Bliss: a jammed enemy ship at range 1–2 removed a green token; spend your charge to gain one like it.',
    },
    {
      source: { kind: 'upgrade', xws: ZORII, side: 0 },
      window: 'token:after-remove',
      when: zoriiSees(['reinforce']),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choices: () => [
        { id: 'fore', label: 'Gain a fore reinforce token' },
        { id: 'aft', label: 'Gain an aft reinforce token' },
      ],
      effect: { kind: 'gain-reinforce' },
      summary:
        'Zorii Bliss: a jammed enemy ship at range 1–2 removed a reinforce token; spend your charge to gain one.',
    },
  ],
};

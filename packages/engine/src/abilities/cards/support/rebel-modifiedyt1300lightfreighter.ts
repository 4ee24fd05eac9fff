/**
 * Rebel Alliance modified YT-1300 light freighter pilots and ship abilities that work with tokens, the Force and
 * charges, each in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - High Stakes (ship ability of Lando Calrissian, Battle over Endor): after the ship performs a red action, it may
 *   roll an attack die; a hit or a crit removes one of its stress tokens.
 * - Han Solo (Battle of Yavin): after an attack of his that hits, he may spend a charge to perform a Coordinate action
 *   (supplement "Coordinate": another friendly ship at range 1–2 performs an action; the granted action offers "pass").
 * - Leia Organa: after a friendly ship at range 0–3 (herself included) fully executes a red maneuver, she may spend a
 *   Force; that ship then gains a focus token or recovers a Force, her player's pick (000 "Charges and the Force": up
 *   to its value, so the Force is offered only to a ship below it — herself always, having just spent hers). Two
 *   records, as Kanan Jarrus's crew card: her own maneuver (#0), another friendly ship's, the window's ship (#1).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';
import { initialStats, otherOf, shipById } from '../../vocabulary/queries.js';
import { self } from '../common.js';

const REMOVE_STRESS: Effect = { kind: 'remove-token', token: 'stress', count: 1, who: 'self' };

export const REBEL_YT1300_SUPPORT: Record<string, Ability[]> = {
  'ship-ability:highstakes': [
    {
      source: { kind: 'ship-ability', id: 'highstakes' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] }] },
      optional: true,
      effect: { kind: 'roll-attack-die', onHit: REMOVE_STRESS, onCrit: REMOVE_STRESS },
      summary: 'High Stakes: after a red action, roll an attack die; a hit or a crit removes one stress token.',
    },
  ],
};

/** The Coordinate action, white (000 "List of Actions"). */
const COORDINATE: ActionDef[] = [{ type: 'coordinate', difficulty: 'white' }];

REBEL_YT1300_SUPPORT['pilot:hansolo-battleofyavin'] = [
  {
    source: { kind: 'pilot', xws: 'hansolo-battleofyavin' },
    window: 'attack:after',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role: 'attacker' },
        { kind: 'subject-data', key: 'hit', oneOf: [true] },
        { kind: 'can-perform', actions: COORDINATE },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'grant-action', actions: COORDINATE, why: 'Han Solo, a coordinate' },
    summary: 'Han Solo: your attack hit; spend a charge to perform a Coordinate action.',
  },
];

/** Leia Organa: focus for the ship, or a Force recovered (only below its value, herself always: she pays one). */
const leia = (who: 'self' | 'other', near: Condition[]): Ability => ({
  source: { kind: 'pilot', xws: 'leiaorgana' },
  window: 'maneuver:after-execute',
  when: { kind: 'all', of: [...near, { kind: 'maneuver', fully: true, difficulty: ['red'], who }] },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  choices: (ctx, me, subject) => {
    const id = who === 'self' ? me : otherOf(me, subject);
    if (id === undefined) return [];
    const ship = shipById(ctx.state, id);
    const below = who === 'self' || ship.force < initialStats(ctx.content, ship.pilot, ship.upgrades).force;
    return [
      { id: 'focus', label: 'it gains a focus token' },
      ...(below ? [{ id: 'force', label: 'it recovers a Force' }] : []),
    ];
  },
  effect: {
    kind: 'sequence',
    of: [
      {
        kind: 'if-holds',
        when: { kind: 'subject-data', key: 'choice', oneOf: ['focus'] },
        effect: { kind: 'gain-token', token: 'focus', count: 1, who },
      },
      {
        kind: 'if-holds',
        when: { kind: 'subject-data', key: 'choice', oneOf: ['force'] },
        effect: { kind: 'recover', stat: 'force', count: 1, source: 'Leia Organa', who },
      },
    ],
  },
  summary: 'Leia Organa: a friendly ship fully executed a red maneuver, spend a Force: it gains a focus or a Force.',
});
REBEL_YT1300_SUPPORT['pilot:leiaorgana'] = [
  // Her own maneuver's difficulty is read only while she activates (conditions.ts 'maneuver' with `who`): no other
  // ship's maneuver window comes then, so no subject-is-self clause is needed.
  leia('self', []),
  leia('other', [
    { kind: 'ship-is', who: 'other', side: 'friendly' },
    { kind: 'range', to: 'other', min: 0, max: 3 },
  ]),
];

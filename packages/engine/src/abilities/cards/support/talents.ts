/**
 * Talents that work with tokens and charges, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Cutthroat: after another friendly ship at range 0–3 is destroyed, if that ship was limited or had Cutthroat
 *   itself, the ship may either remove one of its red or orange tokens or recover one charge that does not recur, on
 *   its ship card or an equipped upgrade: one choice each. Reading: "limited" is the pilot card's limit (000 "Squad
 *   Building": a limited card shows dots beside its name).
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';
import { isAttacker, primaryAttack } from '../../vocabulary/queries.js';
import { chargesToRecover, GREEN_TO_MOVE, RED_OR_ORANGE, tokensHeld } from './shared.js';

export const SUPPORT_TALENTS: Record<string, Ability[]> = {
  'upgrade:cutthroat:0': [
    {
      source: { kind: 'upgrade', xws: 'cutthroat', side: 0 },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
          { kind: 'subject-ship', limited: true, equips: 'cutthroat' },
        ],
      },
      optional: true,
      choices: (ctx, me) => [
        ...tokensHeld(ctx, me, RED_OR_ORANGE, (t) => `Remove 1 ${t} token`),
        ...chargesToRecover(ctx, me, { pilot: true, nonRecurring: true }),
      ],
      // One of the two resolves: the other does nothing with a choice not its own.
      effect: { kind: 'sequence', of: [{ kind: 'remove-chosen-token' }, { kind: 'recover-charge' }] },
      summary: 'Cutthroat: a friendly ship fell, remove a red or orange token or recover a charge that does not recur.',
    },
  ],
};

/**
 * Collected (Battle over Endor): after the ship's primary attack (its Aftermath, 001 Engagement 6), it may spend a
 * focus token to gain two evade tokens. The focus token is the cost: without one, nothing is offered.
 */
SUPPORT_TALENTS['upgrade:collected-battleoverendor:0'] = [
  {
    source: { kind: 'upgrade', xws: 'collected-battleoverendor', side: 0 },
    window: 'attack:after',
    when: { kind: 'all', of: [isAttacker, primaryAttack] },
    optional: true,
    cost: [{ kind: 'spend-token', token: 'focus', count: 1 }],
    effect: { kind: 'gain-token', token: 'evade', count: 2, who: 'self' },
    summary: 'Collected: after your primary attack, spend a focus token to gain two evade tokens.',
  },
];

/**
 * True Grit: as the Activation Phase ends, a ship without a strain token may take one to remove one of its other red or
 * orange tokens, its player's pick (000 "Additional Token Rules"; locks are not offered).
 */
SUPPORT_TALENTS['upgrade:truegrit-swz98:0'] = [
  {
    source: { kind: 'upgrade', xws: 'truegrit-swz98', side: 0 },
    window: 'phase:end',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
        { kind: 'not', of: { kind: 'has-token', token: 'strain', who: 'self' } },
      ],
    },
    optional: true,
    cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
    // No red or orange token: nothing to pick, not offered.
    choices: (ctx, me) => tokensHeld(ctx, me, RED_OR_ORANGE, (t) => `Take a strain token to remove 1 ${t} token`),
    effect: { kind: 'remove-chosen-token' },
    summary: 'True Grit: take a strain token to remove a red or orange token.',
  },
];

/**
 * Vengeful (Battle of Yavin): after a friendly ship at range 0–3 is destroyed, if it was limited (its pilot card's
 * limit, 000 "Squad Building"), the ship may remove one of its red tokens or recover one recurring charge on its ship
 * card: one choice each, as for Cutthroat. Red tokens: the square ones (000 "Additional Token Rules"), locks aside.
 */
SUPPORT_TALENTS['upgrade:vengeful-battleofyavin:0'] = [
  {
    source: { kind: 'upgrade', xws: 'vengeful-battleofyavin', side: 0 },
    window: 'ship:after-destroyed',
    when: {
      kind: 'all',
      of: [
        { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
        { kind: 'subject-ship', limited: true },
      ],
    },
    optional: true,
    choices: (ctx, me) => [
      ...tokensHeld(ctx, me, ['stress', 'strain', 'deplete', 'ion'], (t) => `Remove 1 ${t} token`),
      ...chargesToRecover(ctx, me, { pilot: true, nonRecurring: false }).filter(
        (c) => c.id === 'charge:pilot' && recurs(ctx, me),
      ),
    ],
    effect: { kind: 'sequence', of: [{ kind: 'remove-chosen-token' }, { kind: 'recover-charge' }] },
    summary:
      'Vengeful: a limited friendly ship fell, remove a red token or recover a recurring charge on your ship card.',
  },
];

/** Whether the ship's pilot card has charges that recur (000 "Charges and the Force": a charge with a recurring icon). */
function recurs(ctx: Ctx, me: string): boolean {
  const ship = ctx.state.ships.find((s) => s.id === me);
  return (ship ? (ctx.content.pilot(ship.pilot)?.charges?.recovers ?? 0) : 0) > 0;
}

/**
 * Ace in the Hole (Battle over Endor): as the Engagement Phase starts, the ship may spend one of the card's charges and
 * take a jam token to perform a barrel roll action (000 "Barrel Roll"; the jam token's own rule then asks the ship's
 * player, whose effect gave it: supplement "Jam"). Offered only while a barrel roll is possible.
 */
SUPPORT_TALENTS['upgrade:aceinthehole-battleoverendor:0'] = [
  {
    source: { kind: 'upgrade', xws: 'aceinthehole-battleoverendor', side: 0 },
    window: 'engagement:start',
    when: { kind: 'can-perform', actions: [{ type: 'barrel-roll', difficulty: 'white' }] },
    optional: true,
    cost: [
      { kind: 'spend-charge', count: 1 },
      { kind: 'gain-token', token: 'jam', count: 1 },
    ],
    effect: {
      kind: 'grant-action',
      actions: [{ type: 'barrel-roll', difficulty: 'white' }],
      why: 'Ace in the Hole',
    },
    summary: 'Ace in the Hole: spend a charge and take a jam token to barrel roll.',
  },
];

/**
 * Proud Tradition (First Order talent, side 0; its other side, False Tradition, is a movement card): while the ship
 * has 2 or fewer stress tokens it may perform focus actions while stressed (#0, standing 'action:while-stressed'; 000
 * "Stress"); and after it attacks while stressed (#1), the defender's player may have the defender spend a focus token
 * or suffer 1 crit damage, and the card flips to False Tradition. Our reading: the card's "may" is the defender's, so
 * the record is mandatory and asks that player twice through `unless`: first whether to do it at all (an empty price:
 * "Decline" / "Accept"), then, if accepted, the focus token unless the defender has none or refuses it, the crit
 * otherwise (either way the card flips). "Setup: equip this side faceup" is the squad's choice of side.
 */
const PROUD = { kind: 'upgrade', xws: 'proudtradition', side: 0 } as const;
SUPPORT_TALENTS['upgrade:proudtradition:0'] = [
  {
    source: PROUD,
    window: 'action:while-stressed',
    when: { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 2, who: 'self' },
    optional: false,
    effect: { kind: 'actions-while-stressed', difficulty: 'white', actions: ['focus'] },
    summary: 'Proud Tradition: with 2 or fewer stress tokens you may perform focus actions while stressed.',
  },
  {
    source: PROUD,
    window: 'attack:after',
    when: { kind: 'all', of: [isAttacker, { kind: 'has-token', token: 'stress', who: 'self' }] },
    optional: false,
    effect: {
      kind: 'unless',
      who: 'defender',
      pay: [],
      otherwise: {
        kind: 'sequence',
        of: [
          {
            kind: 'unless',
            who: 'defender',
            pay: [{ kind: 'spend-token', token: 'focus', count: 1 }],
            otherwise: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'defender', source: 'Proud Tradition' },
          },
          { kind: 'flip-upgrade', xws: 'proudtradition' },
        ],
      },
    },
    summary:
      'Proud Tradition: you attacked while stressed; the defender may spend a focus token or suffer 1 crit to flip this card.',
  },
];

/**
 * Squad Leader (talent): the red Coordinate action on its bar is the content's grant; while the ship coordinates, the
 * ship it chose may only perform an action of a type also on the Squad Leader ship's own bar (standing
 * 'action:coordinated', `coordinate-shared-actions`; supplement "Coordinate"). Our reading: "on your action bar"
 * counts the actions the ship's cards add (util.ts actionBar), as "action bar" does elsewhere (000 "Actions").
 */
SUPPORT_TALENTS['upgrade:squadleader:0'] = [
  {
    source: { kind: 'upgrade', xws: 'squadleader', side: 0 },
    window: 'action:coordinated',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'coordinate-shared-actions' },
    summary: 'Squad Leader: the ship you coordinate may only perform an action that is also on your bar.',
  },
];

/**
 * Mercenary (Scum talent): once a different friendly ship within range 0–2 is destroyed (measured from where it stood), before
 * it leaves the play area, the ship takes one of that ship's green tokens, the type its player answers (mandatory; none
 * held, nothing asked). The destroyed ship is the window's ship (`other` seen from the Mercenary). 000 "Additional
 * Token Rules": transfer; "Destroying Ships".
 */
SUPPORT_TALENTS['upgrade:mercenary-swz103:0'] = [
  {
    source: { kind: 'upgrade', xws: 'mercenary-swz103', side: 0 },
    window: 'ship:after-destroyed',
    when: { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 2 },
    optional: false,
    choices: (ctx, _self, subject) =>
      subject.ship === undefined ? [] : tokensHeld(ctx, subject.ship, GREEN_TO_MOVE, (t) => `take its ${t} token`),
    effect: { kind: 'transfer-chosen-token', from: 'other', to: 'self' },
    summary: 'Mercenary: another friendly ship at range 0–2 was destroyed; take one of its green tokens.',
  },
];

/**
 * Modifications that work with tokens, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Electronic Baffle: in the End Phase (as it starts), the ship may suffer 1 hit damage to remove one of its red
 *   tokens, picked among those it has. Red tokens: the square ones of 000 "Additional Token Rules" the engine keeps
 *   as tokens (stress, strain, deplete, ion); a lock is a red token too, but it is not offered (our reading: the card
 *   is played against stress and strain, and breaking a lock is its own rule, 000 "Lock").
 * - Synchronized Console: after attacking, the ship may spend its lock on the defender so that a friendly ship at
 *   range 1, or one at range 1–3 that equips a Synchronized Console too, acquires a lock on the defender. Our reading:
 *   the chosen ship's own "may" is its owner's, the same player who chose it, so the lock is acquired at once (a
 *   ship that may not lock now — a gas cloud — acquires none: `acquire-lock`).
 */
import { losesShipAbility } from '../common.js';
import type { Ability } from '../../vocabulary/types.js';
import { chargesToRecover, tokensHeld } from './shared.js';

const RED = ['stress', 'strain', 'deplete', 'ion'] as const;

export const SUPPORT_MODIFICATIONS: Record<string, Ability[]> = {
  'upgrade:electronicbaffle:0': [
    {
      source: { kind: 'upgrade', xws: 'electronicbaffle', side: 0 },
      window: 'end:start',
      // Its condition is in its choices: with no red token there is nothing to pick, and it is not offered.
      when: { kind: 'always' },
      optional: true,
      choices: (ctx, me) => tokensHeld(ctx, me, RED, (t) => `Suffer 1 damage to remove 1 ${t} token`),
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Electronic Baffle' },
          { kind: 'remove-chosen-token' },
        ],
      },
      summary: 'Electronic Baffle: suffer 1 damage to remove one of your red tokens.',
    },
  ],
};

SUPPORT_MODIFICATIONS['upgrade:synchronizedconsole:0'] = [
  {
    source: { kind: 'upgrade', xws: 'synchronizedconsole', side: 0 },
    window: 'attack:after',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role: 'attacker' },
        // The other party: the defender, as she attacks.
        { kind: 'locking', who: 'self', target: 'other' },
      ],
    },
    optional: true,
    choose: {
      side: 'friendly',
      range: [1, 3],
      where: {
        kind: 'any',
        of: [
          { kind: 'range', to: 'other', min: 1, max: 1 },
          { kind: 'equips', who: 'self', xws: 'synchronizedconsole' },
        ],
      },
      label: 'acquires a lock on the defender',
    },
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'spend-lock', who: 'self', on: 'other' },
        { kind: 'acquire-lock', who: 'chosen', on: 'other' },
      ],
    },
    summary: 'Synchronized Console: spend your lock on the defender so that a friendly ship locks it.',
  },
];

/**
 * Target Assist Algorithm (Battle over Endor): before the ship engages (001 Engagement 1), with no green token and an
 * enemy ship inside its front arc, it gains a calculate token. Mandatory. Our reading: "enemy objects" are the enemy
 * ships (a remote is no ship the targeting words see).
 */
SUPPORT_MODIFICATIONS['upgrade:targetassistalgorithm-battleoverendor:0'] = [
  {
    source: { kind: 'upgrade', xws: 'targetassistalgorithm-battleoverendor', side: 0 },
    window: 'engagement:before-engage',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-is-self' },
        { kind: 'not', of: { kind: 'has-green-token', who: 'self' } },
        { kind: 'ships-near', side: 'enemy', inArc: { arc: 'front' } },
      ],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'Target Assist Algorithm: no green token and an enemy in your front arc: gain a calculate token.',
  },
];

/**
 * Adaptable Power Systems (Armed and Dangerous): after the ship fully executes a red maneuver (#0) or performs a red
 * action (#1), it may spend one of the card's charges and take a deplete token to remove a stress token. Our reading:
 * the card's two "may"s are one choice (a charge spent without the deplete does nothing). A red maneuver or action
 * always leaves a stress token (000 "Maneuver Difficulty", "Action Difficulty"), so none is asked for.
 */
const adaptable = (window: 'maneuver:after-execute' | 'action:after-perform', red: Ability['when']): Ability => ({
  source: { kind: 'upgrade', xws: 'adaptablepowersystems-armedanddangerous', side: 0 },
  window,
  when: { kind: 'all', of: [{ kind: 'subject-is-self' }, red] },
  optional: true,
  cost: [
    { kind: 'spend-charge', count: 1 },
    { kind: 'gain-token', token: 'deplete', count: 1 },
  ],
  effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
  summary: 'Adaptable Power Systems: spend a charge and take a deplete token to remove a stress token.',
});
SUPPORT_MODIFICATIONS['upgrade:adaptablepowersystems-armedanddangerous:0'] = [
  adaptable('maneuver:after-execute', { kind: 'maneuver', fully: true, difficulty: ['red'] }),
  adaptable('action:after-perform', { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] }),
];

/**
 * Contingency Protocol (Siege of Coruscant): after the ship is destroyed, another friendly ship at range 0–3 of where
 * it stood that equips Contingency Protocol too may perform an action, even while stressed (the action's own question
 * offers "pass"). The ship is picked by the destroyed ship's player, its owner.
 */
SUPPORT_MODIFICATIONS['upgrade:contingencyprotocol-siegeofcoruscant:0'] = [
  {
    source: { kind: 'upgrade', xws: 'contingencyprotocol-siegeofcoruscant', side: 0 },
    window: 'ship:after-destroyed',
    when: { kind: 'subject-is-self' },
    optional: false,
    choose: {
      side: 'friendly',
      range: [0, 3],
      where: { kind: 'equips', who: 'self', xws: 'contingencyprotocol-siegeofcoruscant' },
      label: 'may perform an action, even stressed',
    },
    effect: {
      kind: 'grant-action',
      actions: 'own-bar',
      why: 'Contingency Protocol',
      who: 'chosen',
      ignoreStress: true,
    },
    summary: 'Contingency Protocol: you were destroyed, a friendly ship with the protocol may perform an action.',
  },
];

/**
 * Deuterium Power Cells (First Order tech): in the System Phase (the ship's turn) it may spend a charge of the card
 * and gain a disarm token to recover a shield (#0, offered only below its shields); and, while it is not stressed, a
 * red or orange token (not a lock, not stress) it gains may be paid off with a charge: the token goes and a stress
 * token comes in its place (#1). Our reading of #1, as for Jyn Erso: an optional replacement of a gained token cannot
 * be asked where tokens are gained ('instead:gain-token' is never asked), so the swap is made right after the gain,
 * on 'token:after-gain' (the token's own rule, a jam or tractor token's, is another ability of the same moment: its
 * player orders them, 000 "Timing and Abilities"); green tokens are never offered (a stress token for one is no
 * player's choice), nor a reinforce token, whose facing the reinforce rules keep.
 */
const CELLS = { kind: 'upgrade', xws: 'deuteriumpowercells', side: 0 } as const;
const SWAPPED = ['strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm'] as const;
SUPPORT_MODIFICATIONS['upgrade:deuteriumpowercells:0'] = [
  {
    source: CELLS,
    window: 'system',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'below-max', stat: 'shields' }] },
    optional: true,
    cost: [
      { kind: 'spend-charge', count: 1 },
      { kind: 'gain-token', token: 'disarm', count: 1 },
    ],
    effect: { kind: 'recover', stat: 'shields', count: 1, source: 'Deuterium Power Cells' },
    summary: 'Deuterium Power Cells: spend a charge and gain a disarm token to recover a shield.',
  },
  {
    source: CELLS,
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-is-self' },
        { kind: 'subject-data', key: 'token', oneOf: SWAPPED },
        { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    // The token just gained, while the ship still holds it.
    choices: (ctx, me, subject) =>
      typeof subject.data?.token === 'string'
        ? tokensHeld(ctx, me, [subject.data.token], (t) => `Spend a charge: a stress token instead of the ${t} token`)
        : [],
    effect: {
      kind: 'sequence',
      of: [{ kind: 'remove-chosen-token' }, { kind: 'gain-token', token: 'stress', count: 1, who: 'self' }],
    },
    summary: 'Deuterium Power Cells: not stressed, spend a charge to take a stress token instead of the token gained.',
  },
];

/**
 * Independent Calculations: the ship's Networked Calculations is replaced ('ship:abilities' `lose-ship-ability`): it
 * no longer lends its calculate tokens to the friendly droids around it, nor borrows theirs (the lending record sits on
 * the lender, and asks that the party it lends to has the ship ability: separatist-vultureclassdroidfighter.ts). In its
 * place: after a white Calculate action, the ship may take it as red for one more calculate token. Our reading: taking
 * it as red is the stress a red action gives once performed (000 "Action Difficulty": a red action gives 1 stress
 * token after it is performed), so the record gains the stress and the token after the white action; a red calculate
 * (a linked one) is not offered.
 */
SUPPORT_MODIFICATIONS['upgrade:independentcalculations:0'] = [
  losesShipAbility(
    { kind: 'upgrade', xws: 'independentcalculations', side: 0 },
    'networkedcalculations',
    'Independent Calculations: you no longer have Networked Calculations.',
  ),
  {
    source: { kind: 'upgrade', xws: 'independentcalculations', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-is-self' },
        { kind: 'subject-data', key: 'action', oneOf: ['calculate'] },
        { kind: 'subject-data', key: 'difficulty', oneOf: ['white'] },
      ],
    },
    optional: true,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
        { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      ],
    },
    summary:
      'Independent Calculations: take your white calculate as red (a stress token) for one more calculate token.',
  },
];

/**
 * Spare Parts Canisters, its first action only: the ship spends the card's charge to recover one charge on an
 * astromech upgrade it equips, its pick among those below their value (000 "Charges and the Force"; an 'action:card'
 * record, offered with the action bar). Not written: its second action, which drops a spare parts token and then
 * breaks every lock on the ship. The token's outline is measured now (s36-vizsla: 'spare-parts', docs/geometry.md),
 * but the card names no template and no document at hand says where a spare parts token is dropped (the Vassal
 * module's spawner puts its centre 15.4 mm short of the template's end, which no rule text here explains). Searched
 * again in s39: 000 "Dropping and Launching Devices" takes the template the card indicates; 001 gives the obstacle's
 * effects only; the supplement is silent; the search tool found no Rules Reference or FAQ text, only a community
 * simulator's bug report (github.com/Sandrem/FlyCasual issue 2437, pull request 2467, 2020: the token set at the rear
 * guides, no template), which is no rules document.
 */
SUPPORT_MODIFICATIONS['upgrade:sparepartscanisters:0'] = [
  {
    source: { kind: 'upgrade', xws: 'sparepartscanisters', side: 0 },
    window: 'action:card',
    // Its condition is in its answers: with no astromech below its charges, the action is not offered.
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    choices: (ctx, me) =>
      chargesToRecover(ctx, me, { pilot: false, nonRecurring: false }).filter((c) => {
        const card = ctx.content.upgrade(c.id.slice('charge:'.length));
        return card?.sides.some((s) => s.type === 'astromech') === true;
      }),
    effect: { kind: 'recover-charge' },
    summary: "Spare Parts Canisters: spend the card's charge to recover a charge on one of your astromechs.",
    incomplete:
      'its second action (drop a spare parts token, then break every lock on the ship) is not implemented yet: the ' +
      'card names no template and no document at hand says where the token is dropped',
  },
];

/**
 * Static Discharge Vanes: not stressed, the ship about to gain an ion or a jam token may take a stress token to have
 * another ship at range 0–1 (friendly or enemy) gain that token in its place, then it suffers 1 hit damage.
 * Our reading, as for Jyn Erso and Deuterium Power Cells: an optional replacement of a gained token cannot be asked
 * where tokens are gained ('instead:gain-token' is never asked), so the token is passed on right after the gain
 * ('token:after-gain'): the ship transfers it to the chosen ship (000 "Additional Token Rules": transfer), which gains
 * it from this ship's effect (so a jam token's rule asks this ship's player: supplement "Jam"). "Not stressed" is read
 * at that moment (the ion or jam token does not stress). One token per gain, however many the gain gave (the card
 * names one). The token must still be on the ship: a jam token its own rule already removed is not passed on. What the
 * token did as it was gained stays done: an ion token that ionized the ship has broken its locks (000 "Ion Tokens").
 */
const vanes = (token: 'ion' | 'jam'): Ability => ({
  source: { kind: 'upgrade', xws: 'staticdischargevanes', side: 0 },
  window: 'token:after-gain',
  when: {
    kind: 'all',
    of: [
      { kind: 'subject-is-self' },
      { kind: 'subject-data', key: 'token', oneOf: [token] },
      { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' },
      { kind: 'has-token', token, who: 'self' },
    ],
  },
  optional: true,
  cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
  choose: { side: 'any', range: [0, 1], label: `gains your ${token} token` },
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', token },
      { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Static Discharge Vanes' },
    ],
  },
  summary: `Static Discharge Vanes: take a stress token to pass the ${token} token to a ship at range 0–1, then suffer 1 damage.`,
});
SUPPORT_MODIFICATIONS['upgrade:staticdischargevanes:0'] = [vanes('ion'), vanes('jam')];

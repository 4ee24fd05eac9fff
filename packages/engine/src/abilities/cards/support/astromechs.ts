/**
 * Astromechs that work with locks, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - R3 Astromech: the ship may hold 2 locks, on different objects (a standing rule the lock rules read); and after it
 *   performs a Lock action it may acquire one more lock, on a ship at range 0–3 it has not locked (not an action).
 */
import type { Ability } from '../../vocabulary/types.js';
import { chargesToRecover, LOCKABLE_SHIP, tokensHeld } from './shared.js';

export const SUPPORT_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:r3astromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r3astromech', side: 0 },
      window: 'lock:maintain',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maintain-locks', count: 2 },
      summary: 'R3 Astromech: you may hold 2 locks.',
    },
    {
      source: { kind: 'upgrade', xws: 'r3astromech', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['lock'] }],
      },
      optional: true,
      choose: LOCKABLE_SHIP,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'R3 Astromech: after your Lock action, acquire another lock.',
    },
  ],
};

/** The red tokens a ship may remove (000 "Additional Token Rules", "Ion Tokens", "Strain"; supplement "Deplete"). */
const RED_TOKENS = ['stress', 'strain', 'ion', 'deplete'] as const;

/**
 * R2-D2 (Resistance), both in the End Phase (as it starts): the ship may spend a charge and a shield to remove one
 * red token of its choice; and, with no shield left, it may spend two charges to recover a shield and gain a deplete
 * token. Locks are not among the red tokens removed (they are the locking ship's; 000 "Lock").
 */
SUPPORT_ASTROMECHS['upgrade:r2d2-resistance:0'] = [
  {
    source: { kind: 'upgrade', xws: 'r2d2-resistance', side: 0 },
    window: 'end:start',
    // The choices offer only red tokens it holds (none: not offered), and the cost needs a shield.
    when: { kind: 'always' },
    optional: true,
    cost: [
      { kind: 'spend-charge', count: 1 },
      { kind: 'spend-shield', count: 1 },
    ],
    choices: (ctx, self) => tokensHeld(ctx, self, RED_TOKENS, (t) => `remove a ${t} token`),
    effect: { kind: 'remove-chosen-token' },
    summary: 'R2-D2: spend a charge and a shield to remove a red token.',
  },
  {
    source: { kind: 'upgrade', xws: 'r2d2-resistance', side: 0 },
    window: 'end:start',
    when: { kind: 'not', of: { kind: 'shielded', who: 'self' } },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 2 }],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'recover', stat: 'shields', count: 1, source: 'R2-D2' },
        { kind: 'gain-token', token: 'deplete', count: 1, who: 'self' },
      ],
    },
    summary: 'R2-D2: no shield left, spend 2 charges to recover a shield and gain a deplete token.',
  },
];

/**
 * R2-A3 (Battle over Endor): after the ship performs an action, it may spend the card's charge to acquire a lock on a
 * ship at range 0–3 it has not locked (not an action; 000 "Lock").
 */
SUPPORT_ASTROMECHS['upgrade:r2a3-battleoverendor:0'] = [
  {
    source: { kind: 'upgrade', xws: 'r2a3-battleoverendor', side: 0 },
    window: 'action:after-perform',
    when: { kind: 'subject-is-self' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    choose: LOCKABLE_SHIP,
    effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
    summary: 'R2-A3: after an action, spend the charge to acquire a lock.',
  },
];

/**
 * L4E-R5: as the Engagement Phase starts, the ship may hand one of its calculate tokens to a friendly ship inside one
 * of its firing arcs (000 "Additional Token Rules": transfer).
 */
SUPPORT_ASTROMECHS['upgrade:l4er5:0'] = [
  {
    source: { kind: 'upgrade', xws: 'l4er5', side: 0 },
    window: 'engagement:start',
    when: { kind: 'has-token', token: 'calculate', who: 'self' },
    optional: true,
    choose: { side: 'friendly', inArc: { arc: 'firing' }, label: 'takes one of your calculate tokens' },
    effect: { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', token: 'calculate' },
    summary: 'L4E-R5: hand a calculate token to a friendly ship in your firing arc.',
  },
];

/**
 * "Chopper" (astromech): two card actions (000 "Actions": a card's action, each once a round). #0: spend a charge of
 * another equipped upgrade whose charges do not recur to recover a shield (offered only below its shields); #1: spend
 * 2 shields to recover a charge on one of its equipped upgrades whose charges do not recur, the card answered (000
 * "Charges and the Force": up to the card's value). Our reading of #0: the charge is spent from the first such card in
 * the loadout's order that has one (`spend-upgrade-charge`); the card does not say which, so nothing is asked.
 */
const CHOPPER = { kind: 'upgrade', xws: 'chopper', side: 0 } as const;
SUPPORT_ASTROMECHS['upgrade:chopper:0'] = [
  {
    source: CHOPPER,
    window: 'action:card',
    when: { kind: 'below-max', stat: 'shields' },
    optional: true,
    cost: [{ kind: 'spend-upgrade-charge', count: 1, nonRecurring: true }],
    effect: { kind: 'recover', stat: 'shields', count: 1, source: '"Chopper"' },
    summary: '"Chopper": spend a non-recurring charge of another upgrade to recover a shield.',
  },
  {
    source: CHOPPER,
    window: 'action:card',
    // Its condition is in its answers: with no card below its non-recurring charges, the action is not offered.
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-shield', count: 2 }],
    choices: (ctx, me) => chargesToRecover(ctx, me, { pilot: false, nonRecurring: true }),
    effect: { kind: 'recover-charge' },
    summary: '"Chopper": spend 2 shields to recover a non-recurring charge on an upgrade.',
  },
];

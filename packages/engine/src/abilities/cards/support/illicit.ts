/**
 * Illicit upgrades that work with charges, locks and tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - False Transponder Codes: whenever the ship locks another ship or is locked by one, while its one charge is
 *   active, it loses that charge and jams the other ship, at any range. Reading: losing the charge is paid as the
 *   ability's cost (a mandatory ability with a charge cost resolves only while the charge can be paid, 001
 *   "Charges"); the jam token is given by the ship, so its player resolves the jam (supplement "Jam").
 * - Overtuned Modulators: in the System Phase, unstressed, the ship may spend its charge for 3 calculate tokens;
 *   once the charge is spent (inactive), each green token it has removed in the End Phase gives it a strain token.
 */
import { shipById } from '../../vocabulary/queries.js';
import type { Ability, Effect } from '../../vocabulary/types.js';
import { RED_OR_ORANGE, tokensHeld } from './shared.js';

const GREEN_TOKENS = ['focus', 'evade', 'calculate', 'reinforce'] as const;

export const SUPPORT_ILLICIT: Record<string, Ability[]> = {
  'upgrade:falsetranspondercodes:0': [
    {
      source: { kind: 'upgrade', xws: 'falsetranspondercodes', side: 0 },
      window: 'lock:after-acquire',
      // Either end of the lock: the ship acquired it (subject.ship) or it was acquired on the ship (subject.other).
      when: { kind: 'any', of: [{ kind: 'subject-is-self' }, { kind: 'is-other-party' }] },
      optional: false,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'jam', count: 1, who: 'other' },
      summary: 'False Transponder Codes: lose your charge and jam the other ship of the lock, at any range.',
    },
  ],
  'upgrade:overtunedmodulators:0': [
    {
      source: { kind: 'upgrade', xws: 'overtunedmodulators', side: 0 },
      window: 'system',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'calculate', count: 3, who: 'self' },
      summary: 'Overtuned Modulators: spend your charge to gain 3 calculate tokens.',
    },
    {
      source: { kind: 'upgrade', xws: 'overtunedmodulators', side: 0 },
      window: 'token:after-remove',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'during-phase', phase: 'end' },
          { kind: 'subject-data', key: 'token', oneOf: GREEN_TOKENS },
          { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } },
        ],
      },
      optional: false,
      effect: {
        kind: 'per-count',
        keys: ['count'],
        effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      },
      summary: 'Overtuned Modulators: your charge is spent, gain a strain token for each green token removed.',
    },
  ],
};

/**
 * Feedback Emitter (Battle over Endor): after a ship acquires a lock on the ship, it may spend the card's charge to jam
 * that ship, at any range (the jam token given by the ship, so its player resolves the jam: supplement "Jam"). Its
 * charge never recovers (no recurring charge; an illicit card is not reloaded: 000 "Reload"). Our reading: the
 * "object" is a ship (no remote locks a ship in this engine).
 */
SUPPORT_ILLICIT['upgrade:feedbackemitter-battleoverendor:0'] = [
  {
    source: { kind: 'upgrade', xws: 'feedbackemitter-battleoverendor', side: 0 },
    window: 'lock:after-acquire',
    when: { kind: 'is-other-party' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'gain-token', token: 'jam', count: 1, who: 'other' },
    summary: 'Feedback Emitter: you were locked, spend the charge to jam the ship that locked you.',
  },
];

/**
 * Babu Frik (illicit, 3 charges that never recover): the ship about to gain a red or orange token (not a lock) may
 * spend a charge to lay that token on the card instead; tokens on the card are not the ship's (`card-token`). In the
 * System Phase (the ship's turn), while tokens lie on the card, the ship must spend a charge; with none left, the
 * tokens come off the card and the ship gains as many of each type.
 * Our readings: as for Jyn Erso and Deuterium Power Cells, an optional replacement of a gained token cannot be asked
 * where tokens are gained ('instead:gain-token' is never asked), so the token goes onto the card right after the gain
 * ('token:after-gain'): one token per gain, however many the gain gave, and only while the ship still holds it; what
 * it did as it was gained stays done (an ion token that ionized the ship has broken its locks, 000 "Ion Tokens"; a
 * jam or tractor token's own rule is another ability of the same moment, its player ordering them, 000 "Timing and
 * Abilities"). The System Phase's charge is one mandatory question with one answer — spend the charge, or, with none,
 * take the tokens back — so that spending the last charge never also gives the tokens back (`lose-card-charges`: the
 * charge turns inactive as a spent one does, 000 "Charges and the Force"). The tokens regained are the ship's own
 * effect's (a jam or tractor token's rule asks its own player).
 */
const BABU = { kind: 'upgrade', xws: 'babufrik', side: 0 } as const;
/**
 * The tokens of one type come back, one if-holds per token still on the card: six, more than its three charges can lay
 * (each laid token costs one) even should another card recover one of them.
 */
const babuReturns = (t: string): Effect[] =>
  [1, 2, 3, 4, 5, 6].map(() => ({
    kind: 'if-holds',
    when: { kind: 'has-card-token', xws: 'babufrik', token: t },
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'card-token', xws: 'babufrik', token: t, count: -1 },
        { kind: 'gain-token', token: t, count: 1, who: 'self' },
      ],
    },
  }));
SUPPORT_ILLICIT['upgrade:babufrik:0'] = [
  {
    source: BABU,
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'token', oneOf: RED_OR_ORANGE }],
    },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    // The token just gained, while the ship still holds it.
    choices: (ctx, me, subject) =>
      typeof subject.data?.token === 'string'
        ? tokensHeld(ctx, me, [subject.data.token], (t) => `Spend a charge: lay the ${t} token on Babu Frik`)
        : [],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'remove-chosen-token' },
        ...RED_OR_ORANGE.map((t): Effect => ({
          kind: 'if-holds',
          when: { kind: 'answered', index: 0, oneOf: [t] },
          effect: { kind: 'card-token', xws: 'babufrik', token: t, count: 1 },
        })),
      ],
    },
    summary: 'Babu Frik: spend a charge to lay the red or orange token you gained on this card instead.',
  },
  {
    source: BABU,
    window: 'system',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-is-self' },
        {
          kind: 'any',
          of: RED_OR_ORANGE.map((t) => ({ kind: 'has-card-token', xws: 'babufrik', token: t })),
        },
      ],
    },
    optional: false,
    // One answer: a charge to spend while one is left, else the tokens back.
    choices: (ctx, me) =>
      (shipById(ctx.state, me).upgrades.find((u) => u.xws === 'babufrik' && !u.discarded)?.charges ?? 0) > 0
        ? [{ id: 'spend', label: 'Spend a charge: the tokens stay on Babu Frik' }]
        : [{ id: 'back', label: 'No charge left: the tokens on Babu Frik come back to you' }],
    effect: {
      kind: 'sequence',
      of: [
        {
          kind: 'if-holds',
          when: { kind: 'answered', index: 0, oneOf: ['spend'] },
          effect: { kind: 'lose-card-charges', xws: 'babufrik', count: 1 },
        },
        {
          kind: 'if-holds',
          when: { kind: 'answered', index: 0, oneOf: ['back'] },
          effect: { kind: 'sequence', of: RED_OR_ORANGE.flatMap(babuReturns) },
        },
      ],
    },
    summary: 'Babu Frik: tokens lie on this card, spend a charge (none left: the tokens come back to you).',
  },
];

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
import type { Ability } from '../../vocabulary/types.js';

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

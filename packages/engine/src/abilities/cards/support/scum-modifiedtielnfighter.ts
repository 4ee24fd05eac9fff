/**
 * Scum modified TIE/ln fighter pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Overseer Yushyn: when another friendly ship at range 1 of him gains a disarm token while it holds no stress, he may
 *   spend his charge so that it takes a stress token in the disarm token's place. Reading, as for Jyn Erso's crew card
 *   (support/crew.ts): an optional replacement of a gained token cannot be asked where tokens are gained (util.ts
 *   addTokens answers at once, docs/abilities.md "What each window honours"), so the swap is made right after the gain
 *   ('token:after-gain'): the disarm token is removed and a stress token gained (000 "Disarm Tokens", "Stress"). The
 *   ship's stress is read after the disarm token came, which does not change it.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_MODIFIEDTIELN_SUPPORT: Record<string, Ability[]> = {
  'pilot:overseeryushyn': [
    {
      source: { kind: 'pilot', xws: 'overseeryushyn' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'range', to: 'other', min: 1, max: 1 },
          { kind: 'subject-data', key: 'token', oneOf: ['disarm'] },
          { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'other' } },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'if-holds',
        when: { kind: 'has-token', token: 'disarm', who: 'other' },
        effect: {
          kind: 'sequence',
          of: [
            { kind: 'remove-token', token: 'disarm', count: 1, who: 'other' },
            { kind: 'gain-token', token: 'stress', count: 1, who: 'other' },
          ],
        },
      },
      summary:
        'Overseer Yushyn: spend your charge; the friendly ship at range 1 takes a stress token for its disarm token.',
    },
  ],
};

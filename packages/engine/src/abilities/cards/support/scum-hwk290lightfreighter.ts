/**
 * Scum HWK-290 pilots whose abilities move tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Palob Godalhi: as the Engagement Phase starts, he may pick an enemy ship in his firing arc at range 0–2 holding a
 *   focus or an evade token and move one of them (his player's pick) onto himself.
 * - Dace Bonearm: after an enemy ship at range 0–3 gains one or more ion tokens, he may spend 3 charges; that ship
 *   gains 2 more ion tokens (000 "Ion Tokens"). The two gained then raise the same window, but his charges are spent.
 * - Gamut Key (pilot): as the End Phase starts, he may spend 2 charges to pick himself or a ship inside his single
 *   turret arc (friend or foe, at any range: the card names none) holding a circular token; that ship keeps its
 *   circular tokens this End Phase (a lasting `keep-tokens`, 000 "End Phase"). In the `where`, `is-other-party` is
 *   "the candidate is the choosing ship" (targets.ts: the candidate's other party is the ability's ship).
 * - Tápusk: in the End Phase, just before an enemy ship inside his single turret arc (at any range: the card names
 *   none) recovers a recurring charge or Force, he may spend 2 charges; that charge or Force is then not recovered this
 *   round. Reading (000 "Charges and the Force": a card with the arrow recovers one charge, and Force works as charges
 *   do; 001 Round 5 End): each charge or Force recovered is one recovery, so a card that recovers two is asked about
 *   twice, and each of his uses stops one ('end:before-recover', raised once per charge or Force, phases/end.ts).
 *   His own recurring charge (2, recovering 1) recovers in the same step, after he has spent.
 */
import type { Ability } from '../../vocabulary/types.js';

/** The circular tokens the End Phase removes (phases/end.ts; 000 "End Phase"), reinforce included. */
const CIRCULAR = ['focus', 'evade', 'calculate', 'reinforce', 'disarm', 'jam', 'tractor'] as const;
import { takeTokenFrom } from './shared.js';

export const SCUM_HWK_SUPPORT: Record<string, Ability[]> = {
  'pilot:palobgodalhi': [
    takeTokenFrom(
      {
        source: { kind: 'pilot', xws: 'palobgodalhi' },
        window: 'engagement:start',
        when: { kind: 'always' },
        summary: 'Palob Godalhi: take a focus or an evade token from an enemy ship in your firing arc at range 0–2.',
      },
      { side: 'enemy', range: [0, 2], inArc: { arc: 'firing' }, label: 'gives you a token' },
      ['focus', 'evade'],
    ),
  ],
  'pilot:dacebonearm': [
    {
      source: { kind: 'pilot', xws: 'dacebonearm' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'token', oneOf: ['ion'] },
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'range', to: 'other', min: 0, max: 3 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 3 }],
      effect: { kind: 'gain-token', token: 'ion', count: 2, who: 'other' },
      summary: 'Dace Bonearm: an enemy ship at range 0–3 gained ion tokens, spend 3 charges: it gains 2 more.',
    },
  ],
  'pilot:tapusk': [
    {
      source: { kind: 'pilot', xws: 'tapusk' },
      window: 'end:before-recover',
      // The recovering ship is the window's subject: `other` to him.
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'in-arc', arc: 'single-turret', of: 'self', target: 'other' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'stop-recovery' },
      summary: 'Tápusk: spend 2 charges so that an enemy ship in your turret arc stays one charge or Force short.',
    },
  ],
  'pilot:gamutkey': [
    {
      source: { kind: 'pilot', xws: 'gamutkey' },
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      choose: {
        side: 'any',
        includeSelf: true,
        where: {
          kind: 'all',
          of: [
            { kind: 'any', of: CIRCULAR.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
            {
              kind: 'any',
              of: [{ kind: 'is-other-party' }, { kind: 'in-arc', arc: 'single-turret', of: 'other', target: 'self' }],
            },
          ],
        },
        label: 'keeps its circular tokens this End Phase',
      },
      effect: {
        kind: 'last',
        until: 'end-of-phase',
        window: 'end:keep-tokens',
        who: 'chosen',
        effect: { kind: 'keep-tokens', tokens: CIRCULAR },
      },
      summary: 'Gamut Key: spend 2 charges, you or a ship in your turret arc keeps its circular tokens this End Phase.',
    },
  ],
};

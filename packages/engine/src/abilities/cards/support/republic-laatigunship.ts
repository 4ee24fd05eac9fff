/**
 * Galactic Republic LAAT/i gunship pilots whose abilities work with tokens and the ships around them, each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Hound": after a friendly small ship inside her turret arc gains a deplete or a strain token, if she has no token
 *   of that type she may take that token over (000 "Additional Token Rules": the ship loses it, she gains it). The
 *   LAAT/i's double turret arc indicator counts as two single turret arcs back to back (000 "Turret Arc Indicators"),
 *   so the card's single turret arc is either of them ('double-turret'). One record per token type, since the "no
 *   token of that type" clause names it.
 */
import type { Ability } from '../../vocabulary/types.js';

function hound(token: 'deplete' | 'strain'): Ability {
  return {
    source: { kind: 'pilot', xws: 'hound' },
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [
        { kind: 'ship-is', who: 'other', side: 'friendly', size: ['small'] },
        { kind: 'in-arc', arc: 'double-turret', of: 'self', target: 'other' },
        { kind: 'subject-data', key: 'token', oneOf: [token] },
        { kind: 'not', of: { kind: 'has-token', token, who: 'self' } },
      ],
    },
    optional: true,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'remove-token', token, count: 1, who: 'other' },
        { kind: 'gain-token', token, count: 1, who: 'self' },
      ],
    },
    summary: `"Hound": take over the ${token} token the friendly small ship in your turret arc just gained.`,
  };
}

export const REPUBLIC_LAAT_SUPPORT: Record<string, Ability[]> = {
  'pilot:hound': [hound('deplete'), hound('strain')],
};

/**
 * Imperial TIE Advanced x1 pilots about actions (all printings), each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Darth Vader (and his swz105 reprint): once he has performed an action, he may pay 1 Force for one more.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

/** Darth Vader: after an action of his, 1 Force buys another action (any of his bar he may still perform). */
function vader(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'can-perform', actions: 'own-bar' }] },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    effect: { kind: 'grant-action', actions: 'own-bar', why: 'Darth Vader, 1 Force spent' },
    summary: 'Darth Vader: spend 1 Force to perform another action.',
  };
}

export const IMPERIAL_TIEADVANCED_MOVEMENT: Record<string, Ability[]> = {
  'pilot:darthvader': [vader('darthvader')],
  'pilot:darthvader-swz105': [vader('darthvader-swz105')],
};

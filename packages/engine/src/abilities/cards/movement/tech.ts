/**
 * Tech upgrades about maneuvers and actions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Pattern Analyzer: during a fully executed red maneuver, before its difficulty is checked (so before its stress
 *   token), the ship may perform an action.
 * - Primed Thrusters: with at most 2 stress tokens, the ship may still barrel roll and boost. Reading: the
 *   permission is for white actions, as stress allows no red action (000 "Stress"); the card names no colour.
 * - Synchronized Handling (Armed and Dangerous): before the ship engages, its charge buys a calculate token; after a
 *   fully executed turn, bank or Segnor's loop (either way), the card recovers its charge (the card's own recovery:
 *   its charge does not recur by itself).
 */
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

export const MOVEMENT_TECH: Record<string, Ability[]> = {
  'upgrade:patternanalyzer:0': [
    {
      source: { kind: 'upgrade', xws: 'patternanalyzer', side: 0 },
      window: 'maneuver:before-difficulty',
      when: {
        kind: 'all',
        of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }, { kind: 'can-perform', actions: 'own-bar' }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Pattern Analyzer, before the red maneuver’s stress' },
      summary: 'Pattern Analyzer: perform an action before your red maneuver’s difficulty is checked.',
    },
  ],
  'upgrade:primedthrusters:0': [
    {
      source: { kind: 'upgrade', xws: 'primedthrusters', side: 0 },
      window: 'action:while-stressed',
      when: { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' },
      optional: false,
      effect: { kind: 'actions-while-stressed', difficulty: 'white', actions: ['barrel-roll', 'boost'] },
      summary: 'Primed Thrusters: barrel roll and boost while lightly stressed.',
    },
  ],
  'upgrade:synchronizedhandling-armedanddangerous:0': [
    {
      source: { kind: 'upgrade', xws: 'synchronizedhandling-armedanddangerous', side: 0 },
      window: 'engagement:before-engage',
      when: self,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'Synchronized Handling: spend the charge before you engage, gain a calculate token.',
    },
    {
      source: { kind: 'upgrade', xws: 'synchronizedhandling-armedanddangerous', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          fullyExecuted,
          { kind: 'maneuver-is', kinds: ['turn', 'bank', 'segnor'] },
          { kind: 'below-max', stat: 'charges' },
        ],
      },
      optional: false,
      effect: { kind: 'recover-card-charges', xws: 'synchronizedhandling-armedanddangerous', count: 1 },
      summary: 'Synchronized Handling: a turn, bank or Segnor’s loop fully executed recovers the charge.',
    },
  ],
};

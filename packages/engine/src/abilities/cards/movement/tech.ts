/**
 * Tech upgrades about maneuvers and actions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Pattern Analyzer: during a fully executed red maneuver, before its difficulty is checked (so before its stress
 *   token), the ship may perform an action.
 * - Primed Thrusters: with at most 2 stress tokens, the ship may still barrel roll and boost. Reading: the
 *   permission is for white actions, as stress allows no red action (000 "Stress"); the card names no colour.
 * - Primed Overdrive Thrusters (Evacuation of D'Qar): a red boost or barrel roll uses the template of 1 speed higher
 *   when a placement of it is legal (`faster-templates`, `must`; its SLAM part waits, as Overdrive Thruster's); after a
 *   red boost, barrel roll or SLAM, a strain token may buy the removal of a stress token.
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
  'upgrade:primedoverdrivethrusters-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'primedoverdrivethrusters-evacuationofdqar', side: 0 },
      window: 'action:faster-templates',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'faster-templates', actions: ['boost', 'barrel-roll'], redOnly: true, must: true },
      summary:
        'Primed Overdrive Thrusters: your red boosts and barrel rolls use a template 1 speed higher when they can.',
    },
    {
      source: { kind: 'upgrade', xws: 'primedoverdrivethrusters-evacuationofdqar', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['boost', 'barrel-roll', 'slam'] },
          // A red action has just given the stress token the strain buys off (000 "Action Difficulty").
          { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
      summary: 'Primed Overdrive Thrusters: gain a strain token to remove a stress token after your red move.',
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

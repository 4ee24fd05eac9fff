/**
 * Scum Aggressor assault fighter ship abilities about actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("ship-ability:<id>").
 *
 * - Advanced Droid Brain (every IG-88): a calculate action gives one more calculate token.
 * - IG-88D: a Segnor's loop he is about to execute may be flown with the turn template of its side or the straight
 *   template of its speed instead, keeping its difficulty (`execute-as`; the geometry places the maneuver flown).
 * - IG-88C: once his boost action is done, he may follow it with an evade action (white: the card names no colour,
 *   000 "Action Difficulty"; not once it has evaded this round, 000 "Actions": once per round).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

/** The maneuvers IG-88D may fly for a Segnor's loop (a dial code): the turn of its side, or the straight. */
function segnorAlternatives(maneuver: unknown): { id: string; label: string }[] {
  const m = typeof maneuver === 'string' ? /^(\d)([LP])$/.exec(maneuver) : null;
  if (!m) return [];
  const [, speed, side] = m;
  const turn = side === 'L' ? 'T' : 'Y';
  return [
    { id: `${speed}${turn}`, label: `Fly it as a speed ${speed} turn ${side === 'L' ? 'left' : 'right'}` },
    { id: `${speed}F`, label: `Fly it as a speed ${speed} straight` },
  ];
}

const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];

export const SCUM_AGGRESSOR_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:advanceddroidbrain': [
    {
      source: { kind: 'ship-ability', id: 'advanceddroidbrain' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['calculate'] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'Advanced Droid Brain: your calculate action gives you a second calculate token.',
    },
  ],
  'pilot:ig88d': [
    {
      source: { kind: 'pilot', xws: 'ig88d' },
      window: 'maneuver:before-execute',
      // Only a Segnor's loop has alternatives (`choices`): for any other maneuver nothing is offered, nothing asked.
      when: self,
      optional: true,
      choices: (_ctx, _me, subject) => segnorAlternatives(subject.data?.maneuver),
      effect: { kind: 'execute-as' },
      summary: "IG-88D: fly your Segnor's loop with the turn or straight template of its speed instead.",
    },
  ],
  'pilot:ig88c': [
    {
      source: { kind: 'pilot', xws: 'ig88c' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [self, { kind: 'subject-data', key: 'action', oneOf: ['boost'] }, { kind: 'can-perform', actions: EVADE }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: EVADE, why: 'IG-88C, after a boost' },
      summary: 'IG-88C: after your boost action, you may perform an evade action.',
    },
  ],
};

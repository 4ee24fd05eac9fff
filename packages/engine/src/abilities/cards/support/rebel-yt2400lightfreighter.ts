/**
 * YT-2400 light freighter pilots that lock, each in our own words (never card text). Keys as in source-keys.ts
 * ("pilot:<xws>").
 *
 * - "Leebo" (both SWZ103 printings, Rebel and Scum, the same ability): as the Engagement Phase ends, he may spend a
 *   calculate token to acquire a lock on an enemy ship at range 2–3, not as an action (000 "Lock": both may lock and be
 *   locked).
 */
import type { Ability } from '../../vocabulary/types.js';
import { LOCKABLE_SHIP } from './shared.js';

function leebo(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['engagement'] },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'calculate', count: 1 }],
      choose: { ...LOCKABLE_SHIP, side: 'enemy', range: [2, 3] },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: '"Leebo": spend a calculate token to acquire a lock on an enemy ship at range 2–3.',
    },
  ];
}

export const YT2400_SUPPORT: Record<string, Ability[]> = {
  'pilot:leebo-swz103-sl-rebelalliance': leebo('leebo-swz103-sl-rebelalliance'),
  'pilot:leebo-swz103-sl-scumandvillainy': leebo('leebo-swz103-sl-scumandvillainy'),
};

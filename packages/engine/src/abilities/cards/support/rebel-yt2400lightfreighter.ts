/**
 * YT-2400 light freighter pilots that lock, each in our own words (never card text). Keys as in source-keys.ts
 * ("pilot:<xws>").
 *
 * - "Leebo" (both SWZ103 printings, Rebel and Scum, the same ability): as the Engagement Phase ends, he may spend a
 *   calculate token to acquire a lock on an enemy ship at range 2–3, not as an action (000 "Lock": both may lock and be
 *   locked).
 * - Dash Rendar (both SWZ103 standard-loadout printings, Rebel and Scum, the same ability): after he gains a red token
 *   because he moved through or overlapped an obstacle (token:after-gain's `cause` 'obstacle', movement.ts
 *   obstacleEffect: a debris cloud's stress, a gas cloud's strain and ions, a cargo or spare parts cloud's strain and
 *   stress; 000 "Moving Through and Overlapping Obstacles"), he may transfer that one token to another friendly ship at
 *   range 0–1 (`subjectToken`; 000 "Additional Token Rules": transfer). The red tokens: stress, strain, ion (the jam
 *   token an electro-chaff cloud gives is orange). Each gain is one question, however many tokens it gave.
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
      choose: { ...LOCKABLE_SHIP, side: 'enemy', range: [2, 3], lockBand: false },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: '"Leebo": spend a calculate token to acquire a lock on an enemy ship at range 2–3.',
    },
  ];
}

function dash(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'cause', oneOf: ['obstacle'] },
          { kind: 'subject-data', key: 'token', oneOf: ['stress', 'strain', 'ion'] },
        ],
      },
      optional: true,
      choose: { side: 'friendly', range: [0, 1], label: 'takes the red token you just gained' },
      effect: { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', subjectToken: true },
      summary: 'Dash Rendar: an obstacle gave you a red token; pass it to a friendly ship at range 0–1.',
    },
  ];
}

export const YT2400_SUPPORT: Record<string, Ability[]> = {
  'pilot:dashrendar-swz103-sl-rebelalliance': dash('dashrendar-swz103-sl-rebelalliance'),
  'pilot:dashrendar-swz103-sl-scumandvillainy': dash('dashrendar-swz103-sl-scumandvillainy'),
  'pilot:leebo-swz103-sl-rebelalliance': leebo('leebo-swz103-sl-rebelalliance'),
  'pilot:leebo-swz103-sl-scumandvillainy': leebo('leebo-swz103-sl-scumandvillainy'),
};

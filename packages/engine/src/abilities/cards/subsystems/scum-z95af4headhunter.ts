/**
 * Scum Z-95-AF4 headhunter ship abilities of the subsystems group (docking: src/docking.ts). In our own words:
 *
 * - Pursuit Craft (Bossk's Z-95): after the ship deploys, it may acquire a lock on a ship that a friendly ship
 *   equipped with the Hound's Tooth has locked (the lock rules' range, 0–3, and range-0 restrictions apply: 000 "Lock").
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_Z95_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:pursuitcraft': [
    {
      source: { kind: 'ship-ability', id: 'pursuitcraft' },
      window: 'dock:after-deploy',
      when: { kind: 'subject-is-self' },
      optional: true,
      choose: {
        side: 'any',
        range: [0, 3],
        label: 'is locked',
        where: {
          kind: 'all',
          of: [
            { kind: 'lock-allowed', who: 'self' },
            { kind: 'lock-allowed', who: 'other' },
            // Seen from the candidate: a ship of the other side (the deploying ship's friend) with the Hound's Tooth
            // locks it.
            {
              kind: 'ships-near',
              side: 'enemy',
              where: {
                kind: 'all',
                of: [
                  { kind: 'equips', who: 'self', xws: 'houndstooth' },
                  { kind: 'locking', who: 'self', target: 'other' },
                ],
              },
            },
          ],
        },
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Pursuit Craft: you deployed, lock a ship your Hound’s Tooth has locked.',
    },
  ],
};

/**
 * Escape Craft (Nashtah Pup's Z-95): at Setup the ship must start the game docked with its Hound's Tooth (squad
 * building requires one; the setup question offers no "pass" while a carrier takes it).
 */
export const SCUM_Z95_ESCAPECRAFT: Record<string, Ability[]> = {
  'ship-ability:escapecraft': [
    {
      source: { kind: 'ship-ability', id: 'escapecraft' },
      window: 'dock:setup',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'start-docked' },
      summary: 'Escape Craft: you start the game docked with the Hound’s Tooth.',
    },
  ],
};

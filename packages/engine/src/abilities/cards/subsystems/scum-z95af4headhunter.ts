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
        lockBand: true,
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
 * Nashtah Pup (identity.ts; supplement "Dock", Emergency Deploy). In our own words: he leaves his carrier only when it
 * is destroyed, and from then on he is its pilot — its name, initiative, pilot ability and ship charge.
 *
 * - 'dock:deploy' `emergency-deploy-only`: the System Phase offers him no deploy (he is not asked), so he stays docked
 *   with the Hound's Tooth (Escape Craft starts him there) until its emergency deploy.
 * - 'dock:identity' `take-pilot-identity`: as a ship is destroyed, if it is friendly and carries the Hound's Tooth, he
 *   takes its pilot identity (asked of him while docked: the identity is his before he emergency deploys, so the
 *   critical damage of that deploy and everything after already meet the new pilot).
 *
 * Readings: "the Hound's Tooth" is the friendly ship equipping the Hound's Tooth title (its pilot is the one he
 * becomes); "initiative" is that ship's initiative as it stood (its printed one unless an effect had set another);
 * "ship [Charge]" is that pilot card's charge limit and recurrence with the charges it still had active (000 "Charges
 * and the Force": a card's charges are filled only as the game starts); his own ship ability, stats, actions and
 * upgrade bar stay the Z-95's. Without a Hound's Tooth in his squad he flies as himself, initiative 0.
 */
export const SCUM_Z95_NASHTAHPUP: Record<string, Ability[]> = {
  'pilot:nashtahpup': [
    {
      source: { kind: 'pilot', xws: 'nashtahpup' },
      window: 'dock:deploy',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'emergency-deploy-only' },
      summary: 'Nashtah Pup: you deploy only by emergency deployment.',
    },
    {
      source: { kind: 'pilot', xws: 'nashtahpup' },
      window: 'dock:identity',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'equips', who: 'other', xws: 'houndstooth' },
        ],
      },
      optional: false,
      effect: { kind: 'take-pilot-identity' },
      summary:
        'Nashtah Pup: your Hound’s Tooth is destroyed, you have its pilot’s name, initiative, ability and ship charge.',
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

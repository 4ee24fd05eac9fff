/**
 * Scum and Villainy Z-95-AF4 Headhunter pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - N'dru Suhlak: his primary attacks roll one more attack die while no other friendly ship is at range 0–2 of him.
 * - Bossk: his YV-666 record (scum-yv666lightfreighter.ts): a crit left after his primary attack's Neutralize Results
 *   step may become two hits.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';
import { bossk } from './scum-yv666lightfreighter.js';

export const SCUM_Z95AF4HEADHUNTER_ATTACK: Record<string, Ability[]> = {
  'pilot:ndrusuhlak': [
    {
      source: { kind: 'pilot', xws: 'ndrusuhlak' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'not', of: { kind: 'range', to: 'any-friendly', min: 0, max: 2 } }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'N’dru Suhlak: no other friendly ship is near you, roll one more attack die.',
    },
  ],
  'pilot:bossk-z95af4headhunter': bossk('bossk-z95af4headhunter', true),
};

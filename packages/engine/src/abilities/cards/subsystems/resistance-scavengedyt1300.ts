/**
 * Resistance Scavenged YT-1300 pilots of the subsystems group (Setup), in our own words:
 *
 * - Han Solo (Scavenged YT-1300): at Setup his ship may go down at any spot of the play area more than range 3 from
 *   every enemy ship, not only within range 1 of his player's edge (`setup-anywhere`, read by phases/setup.ts). Our reading: the
 *   range is measured to the enemy ships placed before him (001 Setup 5 "Place Forces": ships are placed one at a time,
 *   in initiative order), wholly inside the play area and overlapping nothing as any placement; he faces as in his zone.
 */
import type { Ability } from '../../vocabulary/types.js';

export const RESISTANCE_SCAVENGEDYT1300_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:hansolo-scavengedyt1300': [
    {
      source: { kind: 'pilot', xws: 'hansolo-scavengedyt1300' },
      window: 'setup:placement',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'setup-anywhere', beyondEnemies: 3 },
      summary: 'Han Solo: at Setup, set this ship down at any spot more than range 3 from every enemy ship.',
    },
  ],
};

/**
 * The attack group's illicit upgrades, each in our own words:
 *
 * - Deadman's Switch: once the ship is destroyed, every other ship at range 0–1 of where it stood suffers one hit
 *   (`each-ship`, measured from where the destroyed ship stood; 000 "Destroying Ships").
 */
import type { Ability } from '../../vocabulary/types.js';

export const ATTACK_ILLICIT: Record<string, Ability[]> = {
  'upgrade:deadmansswitch:0': [
    {
      source: { kind: 'upgrade', xws: 'deadmansswitch', side: 0 },
      window: 'ship:after-destroyed',
      when: { kind: 'subject-is-self' },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: { side: 'any', range: [0, 1] },
        effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'chosen', source: 'Deadman’s Switch' },
      },
      summary: 'Deadman’s Switch: you are destroyed, every other ship at range 0–1 suffers one hit.',
    },
  ],
};

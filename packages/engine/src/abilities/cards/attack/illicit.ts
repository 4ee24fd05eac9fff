/**
 * The attack group's illicit upgrades, each in our own words:
 *
 * - Deadman's Switch: once the ship is destroyed, every other ship at range 0–1 of where it stood suffers one hit
 *   (`each-ship`, measured from where the destroyed ship stood; 000 "Destroying Ships").
 * - Hotshot Tail Blaster: a special weapon whose attack is all it does; its card's range band starts at 0, which the
 *   weapon rules read from the content (000 "Special Weapons"; "Performing an Attack": range 0).
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
  'upgrade:hotshottailblaster:0': [
    {
      source: { kind: 'upgrade', xws: 'hotshottailblaster', side: 0 },
      window: 'attack:weapon',
      when: { kind: 'attack-weapon', weapon: 'hotshottailblaster' },
      optional: false,
      effect: { kind: 'special-weapon' },
      summary: 'Hotshot Tail Blaster: a special weapon attack, range 0 included.',
    },
  ],
};

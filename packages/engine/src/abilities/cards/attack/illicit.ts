/**
 * The attack group's illicit upgrades, each in our own words:
 *
 * - Deadman's Switch: once the ship is destroyed, every other ship at range 0–1 of where it stood suffers one hit
 *   (`each-ship`, measured from where the destroyed ship stood; 000 "Destroying Ships").
 * - Hotshot Tail Blaster: a special weapon whose attack is all it does; its card's range band starts at 0, which the
 *   weapon rules read from the content (000 "Special Weapons"; "Performing an Attack": range 0).
 * - Feedback Array: before engaging, with another ship at range 0, the ship may take an ion and a disarm token; each
 *   other ship at range 0 then suffers one hit.
 */
import type { Ability } from '../../vocabulary/types.js';

export const ATTACK_ILLICIT: Record<string, Ability[]> = {
  'upgrade:feedbackarray:0': [
    {
      source: { kind: 'upgrade', xws: 'feedbackarray', side: 0 },
      window: 'engagement:before-engage',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'ships-near', side: 'any', range: [0, 0] }],
      },
      optional: true,
      cost: [
        { kind: 'gain-token', token: 'ion', count: 1 },
        { kind: 'gain-token', token: 'disarm', count: 1 },
      ],
      effect: {
        kind: 'each-ship',
        ships: { side: 'any', range: [0, 0] },
        effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'chosen', source: 'Feedback Array' },
      },
      summary: 'Feedback Array: take an ion and a disarm token; each ship touching you suffers a hit.',
    },
  ],
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

/**
 * Imperial TIE/ph Phantom pilots whose ability is about cloaking, each in our own words (never card text):
 *
 * - "Echo": she decloaks with the 2-bank template in place of the 2-straight — a barrel roll off either side curving
 *   forward or backward, or a boost left or right (the standing `decloak-template`, placed by the geometry package;
 *   supplement "Cloak and decloak"). Reading: "must" leaves her no 2-straight decloak at all, and the 2-bank roll is
 *   laid like the bank-template barrel roll (docs/geometry.md, Repositioning).
 * - Manual Ailerons (the Phantoms' modification, 2 charges that do not recover): as the ship decloaks it may spend a
 *   charge to use the 2-bank template instead of the 2-straight (`decloak-template` with a `charge` price: the 2-bank
 *   placements are offered beside the 2-straight ones, the charge paid as one is chosen).
 */
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_TIEPHPHANTOM_SUBSYSTEMS: Record<string, Ability[]> = {
  'upgrade:manualailerons-tiephphantom:0': [
    {
      source: { kind: 'upgrade', xws: 'manualailerons-tiephphantom', side: 0 },
      window: 'cloak:decloak-template',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'decloak-template', template: '2B', charge: 1 },
      summary: 'Manual Ailerons: as you decloak, spend a charge to use the 2-bank template instead of the 2-straight.',
    },
  ],
  'pilot:echo': [
    {
      source: { kind: 'pilot', xws: 'echo' },
      window: 'cloak:decloak-template',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'decloak-template', template: '2B' },
      summary: '"Echo": you decloak with the 2-bank template instead of the 2-straight.',
    },
  ],
};

/**
 * Legends and Relics cards (xwa-50p2.0) about tractor tokens and the other subsystems, each in our own words (never
 * card text). Keys as in source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the
 * community card data lacks these cards.
 *
 * - Thweek (StarViper): in the System Phase he may gain a tractor token; the token's rules then act as for any tractor
 *   token his own effect gave (supplement "Tractor": the player whose effect gave it may move the tractored ship, here
 *   his own; token-rules.ts). As the Engagement Phase starts he may gain a deplete token to remove a tractor token.
 *
 * - Gravitic Well (configuration, Nantex-class starfighter): as the Engagement Phase starts, while its ship is
 *   tractored (supplement "Tractor": a small ship with one tractor token), every other small ship at range 0–1 of it,
 *   friendly or enemy (the card names no side: 000 "Friendly and Enemy"), gains a strain token. Left `incomplete`: its
 *   second clause puts "you are tractored" in place of "the defender is tractored" in the ship's pilot ability (Sun
 *   Fac's extra die, Chertek's reroll): the records of a pilot ability cannot be taken away from a ship yet (the
 *   'ship:abilities' words take away ship abilities only, source-keys.ts), so the pilot's own records would still
 *   answer a tractored defender beside the new ones.
 *
 * Reprints whose ability reads as their first printing's (`reprintOf`): Parting Gift (Battle over Endor).
 */
import type { Ability } from '../../vocabulary/types.js';
import { reprintOf, self } from '../common.js';
import { SUBSYSTEM_TALENTS } from './upgrades-talent.js';

export const LEGENDS_AND_RELICS_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:thweek-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'thweek-legendsandrelics' },
      window: 'system',
      when: self,
      optional: true,
      effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'self' },
      summary: 'Thweek: gain a tractor token in the System Phase.',
    },
    {
      source: { kind: 'pilot', xws: 'thweek-legendsandrelics' },
      window: 'engagement:start',
      when: { kind: 'has-token', token: 'tractor', who: 'self' },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'deplete', count: 1 }],
      effect: { kind: 'remove-token', token: 'tractor', count: 1, who: 'self' },
      summary: 'Thweek: gain a deplete token to remove a tractor token as the Engagement Phase starts.',
    },
  ],
  'upgrade:partinggift-legendsandrelics:0': reprintOf(
    SUBSYSTEM_TALENTS['upgrade:partinggift-battleoverendor:0']!,
    'partinggift-battleoverendor',
    'partinggift-legendsandrelics',
  ),
  'upgrade:graviticwell-legendsandrelics:0': [
    {
      source: { kind: 'upgrade', xws: 'graviticwell-legendsandrelics', side: 0 },
      window: 'engagement:start',
      when: { kind: 'tractored' },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: { side: 'any', range: [0, 1], where: { kind: 'ship-is', who: 'self', size: ['small'] } },
        effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      },
      summary:
        'Gravitic Well: you are tractored as the Engagement Phase starts; each other small ship at range 0–1 gains a strain token.',
      incomplete:
        'its second clause (the pilot ability read with "you are tractored" for "the defender is tractored": Sun Fac, ' +
        'Chertek) is not implemented yet: a pilot ability cannot be taken away from a ship (source-keys.ts)',
    },
  ],
};

/**
 * Legends and Relics cards (xwa-50p2.0) about tractor tokens and the other subsystems, each in our own words (never
 * card text). Keys as in source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the
 * community card data lacks these cards.
 *
 * - Thweek (StarViper): in the System Phase he may gain a tractor token; the token's rules then act as for any tractor
 *   token his own effect gave (supplement "Tractor": the player whose effect gave it may move the tractored ship, here
 *   his own; token-rules.ts). As the Engagement Phase starts he may gain a deplete token to remove a tractor token.
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
};

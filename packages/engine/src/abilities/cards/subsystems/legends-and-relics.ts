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
 *   friendly or enemy (the card names no side: 000 "Friendly and Enemy"), gains a strain token. Its second clause
 *   puts "you are tractored" in place of "the defender is tractored" in the ship's pilot ability: of the Nantex pilots
 *   only Sun Fac (one more attack die) and Chertek (reroll up to two attack dice) say that, so for them the card takes
 *   the pilot ability away (`lose-pilot-ability`, read by source-keys.ts) and its own records are the rewritten
 *   abilities, their other clauses kept (a primary attack); the other pilots keep theirs unchanged. Our reading: the
 *   words replaced are the condition only, so the ability reads whether the ship itself is tractored as it attacks
 *   (supplement "Tractor": a small ship with one tractor token is tractored).
 *
 * Reprints whose ability reads as their first printing's (`reprintOf`): Parting Gift (Battle over Endor).
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, ShipFilter } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';
import { reprintOf, self } from '../common.js';
import { SUBSYSTEM_TALENTS } from './upgrades-talent.js';

/** Gravitic Well's strain: every other small ship at range 0–1, of either side. */
const WELL_SHIPS: ShipFilter = { side: 'any', range: [0, 1], where: { kind: 'ship-is', who: 'self', size: ['small'] } };
const WELL_SOURCE = { kind: 'upgrade', xws: 'graviticwell-legendsandrelics', side: 0 } as const;

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
      source: WELL_SOURCE,
      window: 'engagement:start',
      // With no other small ship at range 0–1 the card does nothing, so it is not used then.
      when: { kind: 'all', of: [{ kind: 'tractored' }, { kind: 'ships-near', ...WELL_SHIPS }] },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: WELL_SHIPS,
        effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      },
      summary:
        'Gravitic Well: you are tractored as the Engagement Phase starts; each other small ship at range 0–1 gains a strain token.',
    },
    {
      // The pilot abilities that name a tractored defender give way to the rewritten ones below.
      source: WELL_SOURCE,
      window: 'ship:abilities',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'lose-pilot-ability', pilots: ['sunfac', 'chertek'] },
      summary:
        'Gravitic Well: Sun Fac’s and Chertek’s pilot abilities read “you are tractored” for a tractored defender.',
    },
    {
      source: WELL_SOURCE,
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [{ kind: 'pilot-is', who: 'self', xws: ['sunfac'] }, isAttacker, primaryAttack, { kind: 'tractored' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Gravitic Well (Sun Fac): you are tractored, your primary attack rolls one more attack die.',
    },
    {
      source: WELL_SOURCE,
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [{ kind: 'pilot-is', who: 'self', xws: ['chertek'] }, isAttacker, primaryAttack, { kind: 'tractored' }],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'Gravitic Well (Chertek)' })),
      summary: 'Gravitic Well (Chertek): you are tractored, reroll up to two attack dice of your primary attack.',
    },
  ],
};

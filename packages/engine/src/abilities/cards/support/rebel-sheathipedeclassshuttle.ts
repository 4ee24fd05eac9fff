/**
 * Rebel Sheathipede-class shuttle pilots that work with tokens and the ships around, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - AP-5: his coordinate may pick a friendly ship carrying exactly one stress token, and that ship then performs its
 *   action though stressed (`coordinate-stressed`, a standing rule the coordinate reads on every path: his own Perform
 *   Action step or a coordinate granted him). Reading: the card lifts only the rule that a stressed ship cannot act
 *   (000 "Stress"), so the chosen ship may pick any action of its bar, a red one too, whose stress it then gains as
 *   usual (000 "Action Difficulty"); a ship with two or more stress tokens is not offered (supplement "Coordinate").
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_SHEATHIPEDE_SUPPORT: Record<string, Ability[]> = {
  'pilot:ap5': [
    {
      source: { kind: 'pilot', xws: 'ap5' },
      window: 'action:coordinated',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'coordinate-stressed', stress: 1 },
      summary: 'AP-5: your coordinate may choose a friendly ship with exactly one stress token, and it may act.',
    },
  ],
};

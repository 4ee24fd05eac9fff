/**
 * Scum YV-666 pilots of the subsystems group (reserves: src/reserves.ts, supplement "Reserve"). In our own words:
 *
 * - Moralo Eval (2 charges, never recovered): when his maneuver would take him off the play area, he may spend a charge
 *   to go into reserve instead of fleeing ('instead:flee', asked before the move, phases/activation.ts); at the start
 *   of the next Planning Phase his player places him within range 1 of the edge he was leaving (each edge his base
 *   crossed is offered: a corner gives two). Reading: only a maneuver of his activation asks (a SLAM or a deploy that
 *   would flee is not asked, our documents having no example); where he comes back may not overlap a ship or an
 *   obstacle (the Setup placement's rule, 000 "Setup"; the card is silent).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_YV666_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:moraloeval': [
    {
      source: { kind: 'pilot', xws: 'moraloeval' },
      window: 'instead:flee',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'instead', effect: { kind: 'place-in-reserve', edge: 'fled' } },
      summary: 'Moralo Eval: spend a charge to go into reserve instead of fleeing, back next round by that edge.',
    },
  ],
};

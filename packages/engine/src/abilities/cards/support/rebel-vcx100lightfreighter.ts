/**
 * Rebel VCX-100 pilots whose abilities give tokens, each in our own words (never card text), with their reprints. Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - "Chopper" (and his Gauntlet fighter printing): as the Engagement Phase starts, every enemy ship at range 0 of him
 *   gains two jam tokens, his effect (so his player resolves them: supplement "Jam"). `ships-near` keeps the ability
 *   from resolving with no enemy touching him.
 */
import type { Ability, ShipFilter } from '../../vocabulary/types.js';

const TOUCHING_ENEMIES: ShipFilter = { side: 'enemy', range: [0, 0] };

function chopper(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'engagement:start',
    when: { kind: 'ships-near', ...TOUCHING_ENEMIES },
    optional: false,
    effect: {
      kind: 'each-ship',
      ships: TOUCHING_ENEMIES,
      effect: { kind: 'gain-token', token: 'jam', count: 2, who: 'chosen' },
    },
    summary: '"Chopper": each enemy ship at range 0 gains two jam tokens.',
  };
}

export const REBEL_VCX_SUPPORT: Record<string, Ability[]> = {
  'pilot:chopper': [chopper('chopper')],
  'pilot:chopper-gauntletfighter': [chopper('chopper-gauntletfighter')],
};

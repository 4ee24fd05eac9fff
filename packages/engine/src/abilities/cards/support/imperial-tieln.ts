/**
 * Galactic Empire TIE/ln fighter pilots and ship abilities that work with tokens, locks and the ships around them,
 * each in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - Yrica Quell: after fully executing a maneuver, she may acquire a lock on an enemy ship in her bullseye within
 *   range 3, which her owner picks (one 'use:<ship>' option each).
 * - ISB Jingoist: before engaging, an enemy ship in his front arc at range 0–1 gets a deplete or strain token of his
 *   choice unless its owner removes one of its green tokens (asked of the enemy player: `unless`).
 * - Formed Up (the Battle over Endor TIE/ln ship ability, a source of its own): at the end of the End Phase, beside
 *   another friendly TIE/ln fighter at range 0–1, the ship may remove one stress token.
 */
import type { Ability } from '../../vocabulary/types.js';
import { shipById, shipName } from '../../vocabulary/queries.js';
import { fullyExecuted, lockAllowedBothWays, self } from '../common.js';
import { ONE_GREEN_TOKEN } from './shared.js';

/**
 * The Battle over Endor TIE/ln ship ability: at the end of the End Phase, with another friendly TIE/ln fighter at
 * range 0–1, the ship may remove one stress token.
 */
function formedUp(): Ability {
  return {
    source: { kind: 'ship-ability', id: 'formedup' },
    window: 'end:end',
    when: {
      kind: 'all',
      of: [
        { kind: 'has-token', token: 'stress', who: 'self' },
        { kind: 'range', to: 'any-friendly', min: 0, max: 1, shipType: 'tielnfighter' },
      ],
    },
    optional: true,
    effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Formed Up: beside another friendly TIE/ln fighter, remove one stress token.',
  };
}

/**
 * ISB Jingoist: before he engages he may pick an enemy ship in his front arc at range 0–1, then a token (deplete or
 * strain). That ship's player removes one of its green tokens, or the ship gains the token (`unless`, asked of the
 * enemy player; a ship without a green token just gains it).
 */
function isbJingoist(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:before-engage',
      when: self,
      optional: true,
      // Asked step by step: the enemy ship in his front arc at range 0–1, then the token.
      choose: { side: 'enemy', range: [0, 1], inArc: { arc: 'front' } },
      then: [
        (ctx, _me, _s, picked) =>
          (['deplete', 'strain'] as const).map((t) => ({
            id: t,
            label: `${shipName(ctx, shipById(ctx.state, picked[0]!))} gains a ${t} token unless it removes a green token`,
          })),
      ],
      effect: {
        kind: 'unless',
        who: 'chosen',
        ...ONE_GREEN_TOKEN,
        otherwise: { kind: 'gain-chosen-token', who: 'chosen' },
      },
      summary:
        'ISB Jingoist: an enemy ship in your front arc at range 0–1 gains a deplete or strain token of your choice unless it removes a green token.',
    },
  ];
}

export const IMPERIAL_TIELN_SUPPORT: Record<string, Ability[]> = {
  'pilot:isbjingoist': isbJingoist('isbjingoist'),
  'pilot:yricaquell': [
    {
      source: { kind: 'pilot', xws: 'yricaquell' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: true,
      // Her owner picks the ship; the range-0 obstacle rules (gas cloud, electro-chaff cloud) still apply to both: seen
      // from the candidate, `self` is the enemy ship and `other` is Yrica.
      choose: {
        side: 'enemy',
        range: [0, 3],
        lockBand: true,
        inArc: { arc: 'bullseye' },
        where: lockAllowedBothWays,
        label: 'acquire a lock on it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Yrica Quell: acquire a lock on an enemy ship in your bullseye.',
    },
  ],
  // Ship abilities are their own source: every pilot whose card carries Formed Up has it (abilities/source-keys.ts).
  'ship-ability:formedup': [formedUp()],
};

/**
 * Galactic Empire TIE/ln fighter pilots and ship abilities that work with tokens, locks and the ships around them,
 * each in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - Yrica Quell: after fully executing a maneuver, she may acquire a lock on an enemy ship in her bullseye within
 *   range 3, which her owner picks (one 'use:<ship>' option each).
 * - ISB Jingoist: before engaging, an enemy ship in his front arc at range 0–1 gets a deplete or strain token of his
 *   choice unless its owner removes one of its green tokens (asked of the enemy player).
 * - Formed Up (the Battle over Endor TIE/ln ship ability, a source of its own): at the end of the End Phase, beside
 *   another friendly TIE/ln fighter at range 0–1, the ship may remove one stress token.
 */
import type { Ability } from '../../vocabulary/types.js';
import { addTokens, shipById, shipName, tokenCount } from '../../vocabulary/queries.js';
import { fullyExecuted, self } from '../common.js';

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

const GREEN = ['focus', 'evade', 'calculate'] as const;

/** ISB Jingoist's demand on a ship, kept in the window's subject while its owner answers. */
interface Demand {
  target: string;
  token: 'deplete' | 'strain';
}

/**
 * ISB Jingoist: before he engages he may pick an enemy ship in his front arc at range 0–1 and a token (deplete or
 * strain). That ship gets the token unless its owner removes one of its green tokens instead: the engine gives the
 * token at once, then asks the enemy player (a 'use-ability' decision for their ship) whether to remove a green
 * token of their choice to shed it again, which comes to the same.
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
        kind: 'code',
        run: (ctx, me, subject) => {
          const [target, token] = (subject.data?.choices as string[] | undefined) ?? [];
          if (!target || (token !== 'deplete' && token !== 'strain')) return;
          const ship = shipById(ctx.state, target);
          addTokens(ctx, ship, token, 1);
          ctx.emit('token-gained', `${shipName(ctx, ship)} gains 1 ${token} (ISB Jingoist).`, {
            ship: target,
            data: { token, count: 1 },
          });
          // The enemy's answer: the second ability below, queued first in this window for the enemy ship.
          // The window resolving now is the top of the trigger stack.
          const pending = ctx.state.triggers?.[ctx.state.triggers.length - 1];
          if (!pending || !GREEN.some((g) => tokenCount(ship, g) > 0)) return;
          const demand: Demand = { target, token };
          pending.subject.data = { ...pending.subject.data, jingoist: demand };
          pending.queue.unshift({ ship: target, key: `pilot:${xws}`, index: 1 });
        },
      },
      summary:
        'ISB Jingoist: an enemy ship in your front arc at range 0–1 gains a deplete or strain token of your choice unless it removes a green token.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:before-engage',
      when: {
        kind: 'code',
        test: (_ctx, me, subject) => (subject.data?.jingoist as Demand | undefined)?.target === me,
      },
      optional: true,
      choices: (ctx, me, subject) => {
        const d = subject.data?.jingoist as Demand;
        const ship = shipById(ctx.state, me);
        return GREEN.filter((g) => tokenCount(ship, g) > 0).map((g) => ({
          id: g,
          label: `Remove 1 ${g} token instead of keeping the ${d.token} token`,
        }));
      },
      effect: {
        kind: 'code',
        run: (ctx, me, subject) => {
          const d = subject.data?.jingoist as Demand;
          const green = String(subject.data?.choice ?? '');
          const ship = shipById(ctx.state, me);
          if (!(GREEN as readonly string[]).includes(green) || tokenCount(ship, green) < 1) return;
          addTokens(ctx, ship, green, -1);
          addTokens(ctx, ship, d.token, -1);
          ctx.emit(
            'token-removed',
            `${shipName(ctx, ship)} removes 1 ${green} token and so avoids the ${d.token} token.`,
            {
              ship: me,
              data: { token: green, count: -1, avoided: d.token },
            },
          );
        },
      },
      summary: 'ISB Jingoist demands a token: remove one of your green tokens instead?',
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
        inArc: { arc: 'bullseye' },
        where: {
          kind: 'all',
          of: [
            { kind: 'lock-allowed', who: 'self' },
            { kind: 'lock-allowed', who: 'other' },
          ],
        },
        label: 'acquire a lock on it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Yrica Quell: acquire a lock on an enemy ship in your bullseye.',
    },
  ],
  // Ship abilities are their own source: every pilot whose card carries Formed Up has it (abilities/source-keys.ts).
  'ship-ability:formedup': [formedUp()],
};

/**
 * Republic clone Z-95 Headhunter pilots that hand cards on, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - "Knack": once he is destroyed, he may pick a friendly ship whose pilot card is not limited and hand it one of his
 *   equipped Talent upgrades, which that ship equips from then on (`choose`, then the card, `give-upgrade`; 000
 *   "Upgrades", "Destroying Ships"). The cards' return at the end of the game changes nothing the engine plays.
 */
import type { Ability } from '../../vocabulary/types.js';

export const REPUBLIC_CLONEZ95_SUPPORT: Record<string, Ability[]> = {
  'pilot:knack': [
    {
      source: { kind: 'pilot', xws: 'knack' },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'equips-type', who: 'self', type: 'talent' }],
      },
      optional: true,
      choose: {
        side: 'friendly',
        where: { kind: 'not', of: { kind: 'limited-ship', who: 'self' } },
        label: 'is handed one of your Talent upgrades',
      },
      then: [
        (ctx, me) =>
          (ctx.state.ships.find((s) => s.id === me)?.upgrades ?? [])
            .filter((u) => !u.discarded && ctx.content.upgrade(u.xws)?.sides[u.side]?.type === 'talent')
            .map((u) => ({ id: u.xws, label: ctx.content.upgrade(u.xws)?.name ?? u.xws })),
      ],
      effect: { kind: 'give-upgrade', to: 'chosen' },
      summary: '"Knack": you are destroyed; hand one of your Talent upgrades to a friendly non-limited ship.',
    },
  ],
};

/**
 * First Order Xi-class light shuttle pilots of the subsystems group (Setup), each in our own words:
 *
 * - Agent Terex: at Setup, once forces are placed, he may hand any of his equipped Illicit upgrades to friendly TIE/fo
 *   or TIE/sf fighters, one to a ship (`choose` the ship, then the card, `give-upgrade`; three records for his three
 *   Illicit slots, each asked while he still equips one). Readings: a fighter that equips an Illicit card already is
 *   not offered (one "this way" each: no TIE/fo or TIE/sf has an Illicit slot of its own); the card handed keeps the
 *   charges it has; its return at the end of the game changes nothing the engine plays.
 */
import type { Ability } from '../../vocabulary/types.js';

const TEREX = { kind: 'pilot', xws: 'agentterex' } as const;

/** One Illicit card handed to one fighter. */
const hand: Ability = {
  source: TEREX,
  window: 'phase:end',
  when: {
    kind: 'all',
    of: [
      { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      { kind: 'equips-type', who: 'self', type: 'illicit' },
    ],
  },
  optional: true,
  choose: {
    side: 'friendly',
    shipType: ['tiefofighter', 'tiesffighter'],
    where: { kind: 'not', of: { kind: 'equips-type', who: 'self', type: 'illicit' } },
    label: 'is handed an Illicit upgrade',
  },
  then: [
    (ctx, me) =>
      (ctx.state.ships.find((s) => s.id === me)?.upgrades ?? [])
        .filter((u) => !u.discarded && ctx.content.upgrade(u.xws)?.sides[u.side]?.type === 'illicit')
        .map((u) => ({ id: u.xws, label: ctx.content.upgrade(u.xws)?.name ?? u.xws })),
  ],
  effect: { kind: 'give-upgrade', to: 'chosen' },
  summary: 'Agent Terex: at Setup, hand one of your Illicit upgrades to a friendly TIE/fo or TIE/sf fighter.',
};

export const FIRSTORDER_XICLASS_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:agentterex': [hand, hand, hand],
};

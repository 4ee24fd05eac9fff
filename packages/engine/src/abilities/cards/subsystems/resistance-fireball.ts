/**
 * The Resistance Fireball's ship ability of the subsystems group (Setup, the damage deck). In our own words:
 *
 * - Explosion with Wings: at Setup, once forces are placed (the end of the Setup phase, after the damage decks are
 *   shuffled: 'phase:end' of 'setup'), the ship is dealt one facedown damage card. After it performs a SLAM action,
 *   when it has a facedown damage card, it may expose one of them (at random, as any expose) to remove one disarm
 *   token. The SLAM itself leaves the ship disarmed (the engine's SLAM, phases/activation.ts), so no condition asks
 *   for a disarm token.
 * - R1-J5 (pilot): as one of the ship's facedown damage cards is about to be exposed at random by an ability
 *   ('damage:before-expose'), its player may look at them and pick the one exposed (`expose-damage` with `pick`).
 *   Reading (001 "Damage Cards"): the "may" is the answer 'random' (not looking: one at random, as without him), so
 *   the record itself is mandatory and the exposure is never lost; the ship's player sees its own facedown cards.
 *   Exposures of a given card (a code record picking it) are no random expose and are not asked.
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';

/** The ship's facedown damage cards, by index (its player looks at them), and "one at random". */
function facedownCards(ctx: Ctx, self: string): { id: string; label: string }[] {
  const me = ctx.state.ships.find((x) => x.id === self);
  if (!me) return [];
  const titles = new Map(ctx.content.data.damageDecks.flatMap((d) => d.cards).map((c) => [c.xws, c.title] as const));
  const cards = me.damage.flatMap((d, i) => (d.faceup ? [] : [{ id: String(i), label: titles.get(d.card) ?? d.card }]));
  return cards.length === 0 ? [] : [...cards, { id: 'random', label: 'one at random' }];
}

const SOURCE = { kind: 'ship-ability', id: 'explosionwithwings' } as const;

export const RESISTANCE_FIREBALL_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:explosionwithwings': [
    {
      source: SOURCE,
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      effect: { kind: 'deal-facedown-damage', count: 1, source: 'Explosion with Wings' },
      summary: 'Explosion with Wings: at Setup, you are dealt a facedown damage card.',
    },
    {
      source: SOURCE,
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
          { kind: 'has-damage-card', facing: 'facedown' },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'expose-damage', who: 'self' },
          { kind: 'remove-token', token: 'disarm', count: 1, who: 'self' },
        ],
      },
      summary: 'Explosion with Wings: after your SLAM, expose a damage card to remove a disarm token.',
    },
  ],
  'pilot:r1j5': [
    {
      source: { kind: 'pilot', xws: 'r1j5' },
      window: 'damage:before-expose',
      when: { kind: 'subject-is-self' },
      optional: false,
      choices: facedownCards,
      effect: { kind: 'expose-damage', who: 'self', pick: 'choice' },
      summary: 'R1-J5: look at your facedown damage cards and pick the one exposed.',
    },
  ],
};

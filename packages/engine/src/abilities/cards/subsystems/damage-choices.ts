/**
 * Damage-deck choices of the subsystems group: cards that search the damage deck or choose the card dealt. In our own
 * words:
 *
 * - Kaz's Fireball (title): at Setup, once Explosion with Wings has dealt the ship its facedown card, the ship may
 *   search its player's damage deck for a Ship damage card and hold that one instead (the first goes back into the
 *   deck, which is shuffled: `redeal-damage-card`). The ship's damage cards' actions may be performed even while it
 *   is ionised (`damage-card-actions` despite the ion token's rule). Reading: the record waits for the card
 *   Explosion with Wings dealt (`has-damage-card` facedown at that moment), so it resolves after it whatever the order
 *   of the window's queue.
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';

/** The Ship damage cards left in the ability's player's damage deck, by title (a search: that player sees them). */
function shipCardsInDeck(ctx: Ctx, self: string): { id: string; label: string }[] {
  const me = ctx.state.ships.find((x) => x.id === self);
  if (!me) return [];
  const titles = new Map<string, string>();
  for (const deck of ctx.content.data.damageDecks)
    for (const c of deck.cards) if (c.trait === 'ship' && !titles.has(c.xws)) titles.set(c.xws, c.title);
  return [...new Set(ctx.state.players[me.player]!.damageDeck)]
    .filter((x) => titles.has(x))
    .sort()
    .map((x) => ({ id: x, label: titles.get(x)! }));
}

const KAZ = { kind: 'upgrade', xws: 'kazsfireball', side: 0 } as const;

export const DAMAGE_CHOICES: Record<string, Ability[]> = {
  'upgrade:kazsfireball:0': [
    {
      source: KAZ,
      window: 'phase:end',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
          { kind: 'has-damage-card', facing: 'facedown' },
        ],
      },
      optional: true,
      choices: shipCardsInDeck,
      effect: { kind: 'redeal-damage-card' },
      summary: "Kaz's Fireball: search the damage deck for a Ship card to hold instead of Explosion with Wings' card.",
    },
    {
      source: KAZ,
      window: 'action:allowed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'damage-card-actions', despite: ['token:ion'] },
      summary: "Kaz's Fireball: your damage cards' actions even while ionised.",
    },
  ],
};

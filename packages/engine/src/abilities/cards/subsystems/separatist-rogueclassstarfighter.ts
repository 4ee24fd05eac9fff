/**
 * Separatist Rogue-class starfighter pilots of the subsystems group (the damage deck). In our own words:
 *
 * - IG-101: at the start of the System Phase, he may repair a faceup damage card.
 * - Durge (Separatist, 1 charge, never recovered): when he would be destroyed, he may spend his charge; then every
 *   facedown damage card of his is exposed, each Direct Hit! and each card with the Pilot trait is discarded, and each
 *   faceup card left is repaired (flipped facedown) — instead of being destroyed ('instead:destroyed'). Readings: the
 *   question is asked where the damage can stop and resume, an attack's (as Tel Trevura's, damage.ts dealPoints);
 *   what he has left after it is damage still: when it still equals or exceeds his hull, he is destroyed then (000
 *   "Destroying Ships"; a replacement does not replace what it does itself). The discards are no repair
 *   (`discardDamageCard`, no 'damage:after-repair'); the flips are repairs. A code record: no word reveals a ship's
 *   whole hand of facedown cards, sorts them by name and trait, and settles the destruction after.
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';

/** Durge's replacement of his destruction (see the file's comment). */
function durgeInstead(ctx: Ctx, self: string): void {
  const ship = ctx.state.ships.find((x) => x.id === self);
  if (!ship) return;
  for (let i = 0; i < ship.damage.length; i++)
    if (!ship.damage[i]!.faceup) ctx.effects.exposeDamageCard(ctx, self, i, self, { source: 'Durge' });
  const pilotTrait = new Set(
    ctx.content.data.damageDecks.flatMap((d) => d.cards.filter((c) => c.trait === 'pilot').map((c) => c.xws)),
  );
  for (let i = ship.damage.length - 1; i >= 0; i--) {
    const card = ship.damage[i]!.card;
    if (card === 'directhit' || pilotTrait.has(card)) ctx.effects.discardDamageCard(ctx, self, i, 'Durge');
  }
  for (let i = 0; i < ship.damage.length; i++) if (ship.damage[i]!.faceup) ctx.effects.repairDamageCard(ctx, self, i);
  if (ctx.effects.isDestroyedByDamage(ship)) ctx.effects.destroyShip(ctx, self, 'Durge');
}

export const SEPARATIST_ROGUECLASS_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:ig101': [
    {
      source: { kind: 'pilot', xws: 'ig101' },
      window: 'phase:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['system'] },
          { kind: 'has-damage-card', facing: 'faceup' },
        ],
      },
      optional: true,
      effect: { kind: 'repair-damage', facing: 'faceup' },
      summary: 'IG-101: at the start of the System Phase, repair a faceup damage card.',
    },
  ],
  'pilot:durge-separatistalliance': [
    {
      source: { kind: 'pilot', xws: 'durge-separatistalliance' },
      window: 'instead:destroyed',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'instead', effect: { kind: 'code', run: (ctx, self) => durgeInstead(ctx, self) } },
      summary:
        'Durge: spend your charge, expose your damage cards, discard Direct Hit! and Pilot cards, repair the rest instead.',
    },
  ],
};

/**
 * "Instead" (issue 21): a replacement is a standing record (or a lasting effect) of an 'instead:…' window whose
 * `instead` effect is applied in place of what the rule was about to do. The rule code asks `replaced` at the root of
 * each replacement point — damage suffered (damage.ts sufferDamage), tokens gained (util.ts addTokens) — and does
 * nothing more when it answers true. 002 "Card abilities" has "instead" replace the rule's effect whole: the replaced
 * step does not happen, its own triggers included (no 'damage:suffered' / 'token:after-gain' for it).
 *
 * A replacement does not replace what it does itself (a stress turned into a strain whose own gain a second record
 * would turn back): while one resolves for a ship at a point, that point is not replaced again for the ship.
 */
import type { Ctx } from '../context.js';
import { applyEffect } from './apply-effect.js';
import { type InsteadWindow, replacementFor } from './static.js';

const resolving = new Set<string>();

/**
 * Whether a replacement of `window` takes the place of the rule's step for the ship (and has been applied): the log
 * says 'ability-used' with its source, then what the replacing effect does.
 */
export function replaced(ctx: Ctx, shipId: string, window: InsteadWindow, data: Record<string, unknown>): boolean {
  const guard = `${shipId}|${window}`;
  if (resolving.has(guard)) return false;
  const ship = ctx.state.ships.find((s) => s.id === shipId);
  if (!ship) return false;
  const found = replacementFor(ctx, ship, window, data);
  if (!found || found.ability.effect.kind !== 'instead') return false;
  ctx.emit('ability-used', `${shipId} uses ${found.key} instead.`, {
    ship: shipId,
    data: { source: found.key, index: 0, instead: window },
  });
  resolving.add(guard);
  try {
    applyEffect(ctx, found.ability.effect.effect, shipId, { ship: shipId, data });
  } finally {
    resolving.delete(guard);
  }
  return true;
}

/**
 * Taking another pilot's identity ('dock:identity' `take-pilot-identity`; subsystems, s36): once his side's Hound's
 * Tooth ship is lost, Nashtah Pup flies as its pilot (named as it, at its initiative, with its ability and its charge).
 * Read once, as a ship is destroyed (damage.ts destroyShip), for each other ship still in the game, docked ones
 * included (the Pup is docked with the Hound's Tooth when it is destroyed, and emergency deploys from it afterwards);
 * a ship whose record's condition holds (the destroyed ship as `other`) keeps the identity in its state (`identity`,
 * the pilot card's xws), so nothing is worked out again per window, move or attack:
 *
 * - name: combat/util.ts shipName (the log, the choices) and the views read `identity` first;
 * - initiative: the destroyed ship's, written to the ship's own `initiative` (the activation and engagement order read
 *   it, with its standing changes, as for any ship);
 * - pilot ability: the identity's `pilot:<xws>` records act for the ship (abilities/source-keys.ts), beside its own;
 * - ship charge: the identity's charge limit and recurrence (util.ts chargeCardOf), starting with the charges the
 *   destroyed ship had active. Reading: 000 "Charges and the Force" fills a card's charges only at the start of the
 *   game, so a charge stat taken mid-game brings the charges it has, spent ones staying spent.
 */
import { identityTaker } from './abilities/static.js';
import { markUsed } from './abilities/costs.js';
import { cardsChanged } from './abilities/source-keys.js';
import { shipName } from './combat/util.js';
import type { Ctx } from './context.js';
import type { ShipState } from './state.js';

/** The ships that take the destroyed ship's identity now ('dock:identity'): nothing in a game without such a record. */
export function takeIdentities(ctx: Ctx, destroyed: ShipState): void {
  if (ctx.abilities.keysIn('dock:identity').size === 0) return;
  for (const ship of ctx.state.ships) {
    if (ship === destroyed || ship.gone !== null) continue;
    const taker = identityTaker(ctx, ship, destroyed.id);
    if (!taker) continue;
    markUsed(ctx, taker.ability, ship.id, taker.key, taker.index);
    takeIdentity(ctx, ship, destroyed);
  }
}

/** The ship takes `from`'s pilot identity: its pilot card (name, ability, charge stat), initiative and active charges. */
function takeIdentity(ctx: Ctx, ship: ShipState, from: ShipState): void {
  const was = shipName(ctx, ship);
  ship.identity = from.identity ?? from.pilot;
  ship.initiative = from.initiative;
  ship.charges = from.charges;
  // The ship's source keys change (source-keys.ts reads `identity`).
  cardsChanged();
  ctx.emit(
    'identity-taken',
    `${was} (${ship.id}) takes the name, initiative, pilot ability and ship charge of ${shipName(ctx, from)} (${from.id}): it is ${shipName(ctx, ship)} now, at initiative ${ship.initiative}.`,
    {
      ship: ship.id,
      data: { from: from.id, pilot: ship.identity, initiative: ship.initiative, charges: ship.charges },
    },
  );
}

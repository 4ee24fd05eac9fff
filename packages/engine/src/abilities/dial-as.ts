/**
 * The dial a ship uses (subsystems, s32-subsb): its own ship type's, or another ship type's of its faction when a
 * standing record of its own cards says so ('maneuver:dial-as', `dial-as`: Stomeroni Starck of the Evacuation of D'Qar
 * flies with an RZ-2 A-wing's dial). Planning (the maneuvers offered and set), the reveal, a maneuver's difficulty and
 * the conditions reading a revealed maneuver's difficulty ask it. Like the 'ship:abilities' records (source-keys.ts),
 * the record's condition is not read: a card that swaps its dial does so for the whole game. Apart from static.ts so
 * that conditions.ts may ask it (static.ts imports conditions.ts). A game with no such record pays one lookup.
 */
import type { Content, DialManeuver, FactionId } from '@xwing/content';
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { pilotInfo } from '../util.js';
import { abilitiesOf, abilityKeysIn } from './source-keys.js';

/** A dial: its maneuvers in the content's order, and by code. */
export interface ShipDial {
  list: readonly DialManeuver[];
  byCode: ReadonlyMap<string, DialManeuver>;
}

const cache = new WeakMap<Content, Map<string, ShipDial | null>>();

function dialOfType(content: Content, faction: FactionId, shipXws: string): ShipDial | null {
  let m = cache.get(content);
  if (!m) cache.set(content, (m = new Map()));
  const key = `${faction}/${shipXws}`;
  let d = m.get(key);
  if (d === undefined) {
    const ship = content.ship(faction, shipXws);
    d = ship ? { list: ship.dial, byCode: new Map(ship.dial.map((x) => [x.code, x])) } : null;
    m.set(key, d);
  }
  return d;
}

export function dialOf(ctx: Ctx, ship: ShipState): ShipDial {
  const info = pilotInfo(ctx.content, ship.pilot);
  const keys = ctx.abilities.keysIn('maneuver:dial-as');
  if (keys.size > 0)
    for (const { key } of abilityKeysIn(ctx, ship, keys))
      for (const a of abilitiesOf(ctx, key))
        if (a.window === 'maneuver:dial-as' && a.effect.kind === 'dial-as') {
          const other = dialOfType(ctx.content, info.pilot.faction, a.effect.ship);
          if (other) return other;
        }
  return { list: info.ship.dial, byCode: info.dial };
}

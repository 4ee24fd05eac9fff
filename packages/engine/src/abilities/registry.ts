/**
 * Abilities by source. Keys: "pilot:<xws>", "upgrade:<xws>:<side>", "damage:<xws>", "condition:<xws>". A card with an ability in the
 * content (`hasAbility`) but no entry here still flies with its stats, actions and weapons; `reportNotImplemented`
 * says so once per game per card (an 'ability-not-implemented' event).
 */
import { inPlay } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { shipAbilityId, shipAbilityKey } from './coverage.js';
import type { Ability } from './vocabulary/types.js';

export function abilitiesOf(ctx: Ctx, key: string): readonly Ability[] {
  return ctx.abilities.get(key);
}

/**
 * The ability sources a ship carries: its pilot, the ship ability its pilot card or an upgrade side gives it, its
 * equipped upgrades (face-up side), its faceup damage cards, the conditions assigned to it, its tokens, and the
 * obstacles it is at range 0 of.
 */
export function abilityKeysOf(ctx: Ctx, ship: ShipState): { key: string; card?: number }[] {
  const out: { key: string; card?: number }[] = [{ key: `pilot:${ship.pilot}` }];
  const shipAbility = ctx.content.pilot(ship.pilot)?.shipAbility;
  if (shipAbility !== undefined) out.push({ key: shipAbilityKey(shipAbility) });
  for (const u of ship.upgrades)
    if (!u.discarded) {
      out.push({ key: `upgrade:${u.xws}:${u.side}` });
      const granted = ctx.content.upgrade(u.xws)?.sides[u.side]?.shipAbility;
      if (granted !== undefined) out.push({ key: shipAbilityKey(granted) });
    }
  ship.damage.forEach((d, card) => {
    if (d.faceup) out.push({ key: `damage:${d.card}`, card });
  });
  for (const c of ship.conditions ?? []) out.push({ key: `condition:${c.xws}` });
  // Tokens and obstacles carry their rules as abilities too (cards/tokens.ts, cards/obstacles.ts): a ship holding a
  // token, or at range 0 of an obstacle, carries its source.
  for (const [token, n] of Object.entries(ship.tokens)) if ((n ?? 0) > 0) out.push({ key: `token:${token}` });
  for (const kind of ship.atObstacles ?? []) out.push({ key: `obstacle:${kind}` });
  return out;
}

/** A source key taken apart once (keysIn's sets are immutable, so each set is parsed once). */
interface ParsedKey {
  kind: string;
  id: string;
  side: number;
}
const parsedSets = new WeakMap<ReadonlySet<string>, ParsedKey[]>();

function parsedKeys(keys: ReadonlySet<string>): ParsedKey[] {
  let parsed = parsedSets.get(keys);
  if (!parsed) {
    parsed = [...keys].map((key) => {
      const [kind = '', id = '', side = '0'] = key.split(':');
      return { kind, id, side: Number(side) };
    });
    parsedSets.set(keys, parsed);
  }
  return parsed;
}

/**
 * Whether the ship carries at least one of these source keys, without building its key list: the windows and
 * standing rules ask this of every ship many times a round, and most ships carry none of a window's few keys.
 * A ship ability comes from the pilot's card or an equipped upgrade side; devices are never a ship's source.
 */
export function carriesAnyKey(ctx: Ctx, ship: ShipState, keys: ReadonlySet<string>): boolean {
  for (const k of parsedKeys(keys)) {
    switch (k.kind) {
      case 'pilot':
        if (ship.pilot === k.id) return true;
        break;
      case 'damage':
        for (const d of ship.damage) if (d.faceup && d.card === k.id) return true;
        break;
      case 'upgrade':
        for (const u of ship.upgrades) if (!u.discarded && u.xws === k.id && u.side === k.side) return true;
        break;
      case 'condition':
        for (const c of ship.conditions ?? []) if (c.xws === k.id) return true;
        break;
      case 'token':
        if (((ship.tokens as Record<string, number | undefined>)[k.id] ?? 0) > 0) return true;
        break;
      case 'obstacle':
        if ((ship.atObstacles as readonly string[] | undefined)?.includes(k.id)) return true;
        break;
      case 'ship-ability': {
        const own = ctx.content.pilot(ship.pilot)?.shipAbility;
        if (own !== undefined && shipAbilityId(own) === k.id) return true;
        for (const u of ship.upgrades) {
          const granted = u.discarded ? undefined : ctx.content.upgrade(u.xws)?.sides[u.side]?.shipAbility;
          if (granted !== undefined && shipAbilityId(granted) === k.id) return true;
        }
        break;
      }
      case 'device':
        break;
      default:
        return true;
    }
  }
  return false;
}

/**
 * Emits 'ability-not-implemented' for each pilot, upgrade side and ship ability in play that has an ability in the content but
 * none in the registry, once per game per card. Safe to call often (setup end, start of each phase).
 */
export function reportNotImplemented(ctx: Ctx): void {
  const seen = (ctx.state.notImplemented ??= []);
  const report = (key: string, what: string, ship: ShipState) => {
    if (ctx.abilities.has(key) || seen.includes(key)) return;
    seen.push(key);
    ctx.emit('ability-not-implemented', `not implemented yet: ${what}; it plays without it.`, {
      ship: ship.id,
      data: { source: key },
    });
  };
  for (const ship of ctx.state.ships) {
    if (!inPlay(ship)) continue;
    const pilot = ctx.content.pilot(ship.pilot);
    if (pilot?.hasAbility) report(`pilot:${pilot.xws}`, `the ability of ${pilot.name}`, ship);
    // Ship abilities are a source of their own: the generic pilots of a ship play without it too.
    if (pilot?.shipAbility) report(shipAbilityKey(pilot.shipAbility), `the ship ability ${pilot.shipAbility}`, ship);
    for (const u of ship.upgrades) {
      if (u.discarded) continue;
      const side = ctx.content.upgrade(u.xws)?.sides[u.side];
      if (side?.hasAbility) report(`upgrade:${u.xws}:${u.side}`, `the ability of ${side.title}`, ship);
      if (side?.shipAbility) report(shipAbilityKey(side.shipAbility), `the ship ability ${side.shipAbility}`, ship);
    }
  }
}

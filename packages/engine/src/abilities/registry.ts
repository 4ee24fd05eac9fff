/**
 * Abilities by source. Keys: "pilot:<xws>", "upgrade:<xws>:<side>", "damage:<xws>", "condition:<xws>". A card with an ability in the
 * content (`hasAbility`) but no entry here still flies with its stats, actions and weapons; `reportNotImplemented`
 * says so once per game per card (an 'ability-not-implemented' event).
 */
import { inPlay } from '../combat/util.js';
import type { AbilityTable, Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { CARD_ABILITIES } from './cards.js';
import { ABILITIES as TIE_PILOTS } from './pilots-tie.js';
import { ABILITIES as XWING_PILOTS } from './pilots-xwing.js';
import { ABILITIES as XWING_VARIANT_PILOTS } from './pilots-xwing-variants.js';
import { DAMAGE_CARD_ABILITIES } from './damage-cards.js';
import { knowledgeAbilities } from '../scenario/knowledge.js';
import type { Ability } from './types.js';

let core: Map<string, readonly Ability[]> | undefined;

/** Built on first use: the card modules import the damage code, which imports this module (an import cycle). */
function coreMap(): Map<string, readonly Ability[]> {
  if (!core) {
    core = new Map();
    for (const [xws, list] of Object.entries(DAMAGE_CARD_ABILITIES)) core.set(`damage:${xws}`, [...list]);
    for (const table of [CARD_ABILITIES, XWING_PILOTS, XWING_VARIANT_PILOTS, TIE_PILOTS, knowledgeAbilities()]) {
      for (const [key, list] of Object.entries(table)) core.set(key, [...(core.get(key) ?? []), ...list]);
    }
  }
  return core;
}

const NONE: readonly Ability[] = [];

/**
 * The engine's abilities, optionally with more for one game (tests, variants) added after them. Immutable: a game's
 * abilities travel in its Ctx, never in a global registry.
 */
export function abilityTable(extra: Readonly<Record<string, readonly Ability[]>> = {}): AbilityTable {
  const base = coreMap();
  const keys = Object.keys(extra);
  if (keys.length === 0) {
    const byWindow = (coreByWindow ??= windowIndex(base));
    return {
      get: (key) => base.get(key) ?? NONE,
      has: (key) => base.has(key),
      keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
    };
  }
  const merged = new Map(base);
  for (const key of keys) merged.set(key, [...(merged.get(key) ?? []), ...extra[key]!]);
  const byWindow = windowIndex(merged);
  return {
    get: (key) => merged.get(key) ?? NONE,
    has: (key) => merged.has(key),
    keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
  };
}

const NO_KEYS: ReadonlySet<string> = new Set();
let coreByWindow: Map<string, Set<string>> | undefined;

/** For each window, the source keys with an ability in it (derived once from an immutable table). */
function windowIndex(table: ReadonlyMap<string, readonly Ability[]>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, list] of table) {
    for (const a of list) {
      let set = out.get(a.window);
      if (!set) out.set(a.window, (set = new Set()));
      set.add(key);
    }
  }
  return out;
}

export function abilitiesOf(ctx: Ctx, key: string): readonly Ability[] {
  return ctx.abilities.get(key);
}

/**
 * The ability sources a ship carries: its pilot, its equipped upgrades (face-up side), its faceup damage cards, and
 * the conditions assigned to it.
 */
export function abilityKeysOf(ship: ShipState): { key: string; card?: number }[] {
  const out: { key: string; card?: number }[] = [{ key: `pilot:${ship.pilot}` }];
  for (const u of ship.upgrades) if (!u.discarded) out.push({ key: `upgrade:${u.xws}:${u.side}` });
  ship.damage.forEach((d, card) => {
    if (d.faceup) out.push({ key: `damage:${d.card}`, card });
  });
  for (const c of ship.conditions ?? []) out.push({ key: `condition:${c.xws}` });
  return out;
}

/**
 * Emits 'ability-not-implemented' for each pilot and upgrade side in play that has an ability in the content but
 * none in the registry, once per game per card. Safe to call often (setup end, start of each phase).
 */
export function reportNotImplemented(ctx: Ctx): void {
  const seen = (ctx.state.notImplemented ??= []);
  const report = (key: string, name: string, ship: ShipState) => {
    if (ctx.abilities.has(key) || seen.includes(key)) return;
    seen.push(key);
    ctx.emit('ability-not-implemented', `not implemented yet: the ability of ${name}; it plays with its stats only.`, {
      ship: ship.id,
      data: { source: key },
    });
  };
  for (const ship of ctx.state.ships) {
    if (!inPlay(ship)) continue;
    const pilot = ctx.content.pilot(ship.pilot);
    if (pilot?.hasAbility) report(`pilot:${pilot.xws}`, pilot.name, ship);
    for (const u of ship.upgrades) {
      if (u.discarded) continue;
      const side = ctx.content.upgrade(u.xws)?.sides[u.side];
      if (side?.hasAbility) report(`upgrade:${u.xws}:${u.side}`, side.title, ship);
    }
  }
}

/**
 * Squad building, seen as the game is created (000 "Upgrades": the ship's upgrade bar limits the upgrades it may
 * equip). The squad rules (@xwing/squads rules/slots.ts) have already checked the squad against the bar, printed
 * slots, the slots the cards add and take away, and the flexible slot of a ship ability; a card that changes the bar
 * (a standing 'squad:slots' record, the `squad-slots` effect) does nothing more in play. So that the log says when such
 * a card matters, it is logged as used ('ability-used') when the ship's loadout fills a slot it gives: an upgrade that
 * the ship's printed slots (the points set's when it names them) and the slots of its other cards cannot hold.
 * A ship of a printed (standard) loadout has no slots to fill and is never looked at. A card that waives a keyword
 * restriction (`waivesKeywords`: Twin Ion Engines) is logged when the ship equips an upgrade restricted to pilots of
 * that keyword, which its pilot lacks (a printed loadout too).
 */
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { markUsed } from './costs.js';
import { squadSlotRecords } from './static.js';

function add(counts: Map<string, number>, slot: string, n: number): void {
  counts.set(slot, (counts.get(slot) ?? 0) + n);
}

/** Whether the ship equips an upgrade restricted to pilots of one of `words`, keywords its pilot lacks. */
function keywordWaived(ctx: Ctx, ship: ShipState, own: readonly string[], words: readonly string[]): boolean {
  const has = new Set(own.map((k) => k.toLowerCase()));
  const waived = new Set(words.map((k) => k.toLowerCase()));
  return ship.upgrades.some(
    (u) =>
      !u.discarded &&
      (ctx.content.upgrade(u.xws)?.restrictions ?? []).some((alt) =>
        alt.some(
          (c) =>
            c.kind === 'keyword' &&
            !c.keywords.some((k) => has.has(k.toLowerCase())) &&
            c.keywords.some((k) => waived.has(k.toLowerCase())),
        ),
      ),
  );
}

/** Logs each card of each ship whose squad-building slot the ship's loadout fills. Called once, as the game is created. */
export function reportSquadSlots(ctx: Ctx): void {
  const set = ctx.content.pointsSet(ctx.state.pointsSet);
  for (const ship of ctx.state.ships) {
    const records = squadSlotRecords(ctx, ship);
    if (records.length === 0) continue;
    const pilot = ctx.content.pilot(ship.pilot);
    const inSet = set?.pilots[ship.pilot];
    if (!pilot) continue;
    // An upgrade restricted to pilots of a keyword the pilot lacks and the record waives (a printed loadout too).
    records.forEach((r) => {
      if (r.effect.waivesKeywords !== undefined && keywordWaived(ctx, ship, pilot.keywords, r.effect.waivesKeywords))
        markUsed(ctx, r.ability, ship.id, r.key, r.index);
    });
    if ((inSet?.standardLoadout ?? pilot.standardLoadout ?? []).length > 0) continue;
    const printed = new Map<string, number>();
    for (const s of inSet?.slots ?? pilot.slots) add(printed, s, 1);
    // The slots the equipped upgrades fill (a card of two icons fills both).
    const needed = new Map<string, number>();
    for (const u of ship.upgrades)
      if (!u.discarded) for (const s of ctx.content.upgrade(u.xws)?.sides[u.side]?.slots ?? []) add(needed, s, 1);
    // The bar without one record's added slots, and with all of them.
    const bar = (without?: number): Map<string, number> => {
      const out = new Map(printed);
      records.forEach((r, i) => {
        if (i !== without) for (const g of r.effect.add ?? []) add(out, g.slot, g.amount);
      });
      return out;
    };
    const full = bar();
    records.forEach((r, i) => {
      const others = bar(i);
      const fills =
        (r.effect.add ?? []).some((g) => g.amount > 0 && (needed.get(g.slot) ?? 0) > (others.get(g.slot) ?? 0)) ||
        (r.effect.oneOf ?? []).some((s) => (needed.get(s) ?? 0) > (full.get(s) ?? 0));
      if (fills) markUsed(ctx, r.ability, ship.id, r.key, r.index);
    });
  }
}

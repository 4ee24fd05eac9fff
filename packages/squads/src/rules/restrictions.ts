import type { ActionDef, Restriction, SlotId, Upgrade } from '@xwing/content';
import { factionName } from '../content.js';
import { andList, normalizeKey, orList, slotName } from '../normalize.js';
import type { SquadErrorCode, SquadProblem } from '../types.js';
import { chosenUpgrades, type Rule, type RuleCtx, type ShipCtx, type UpgradeCtx } from './context.js';

/** What the restrictions of one upgrade look at on its ship: the ship as built, without that upgrade's own grants. */
interface ShipFacts {
  actions: ActionDef[];
  arcs: Set<string>;
  forceSides: Set<string>;
  equippedSlots: Set<SlotId>;
  shields: number;
  energy: number;
  shipAbilities: Set<string>;
}

/**
 * Ship abilities that waive a keyword restriction of upgrade cards (the ship is treated as holding the keyword for
 * them): Twin Ion Engines (Nimbus-class V-wing) ignores the "TIE" restriction. A squad-building rule; the ship ability's
 * name is on the pilot card.
 */
const KEYWORDS_WAIVED: Readonly<Record<string, readonly string[]>> = { twinionengines: ['tie'] };

/** The keyword restrictions the ship's abilities waive, normalised. */
export function waivedKeywords(shipAbilities: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const a of shipAbilities) for (const k of KEYWORDS_WAIVED[normalizeKey(a)] ?? []) out.add(k);
  return out;
}

/** The Force sides a pilot's keywords give: "Light Side", "Dark Side". */
const SIDE_KEYWORDS: Readonly<Record<string, string>> = { lightside: 'light', darkside: 'dark' };

/**
 * A pilot's Force sides: its card's, and those its keywords name. The card data leaves the side out on some pilots
 * (Darth Vader of the TIE/D Defender, Ahsoka Tano of the RZ-1 A-wing) and gives one side to Anakin Skywalker of the
 * Eta-2 Actis, whose keywords are both sides; the keywords are what a side restriction (Malice, Patience) reads.
 */
export function forceSidesOf(pilot: { force?: { side?: string[] }; keywords?: string[] }): Set<string> {
  const sides = new Set(pilot.force?.side ?? []);
  for (const k of pilot.keywords ?? []) {
    const side = SIDE_KEYWORDS[normalizeKey(k)];
    if (side !== undefined) sides.add(side);
  }
  return sides;
}

function factsFor(ctx: RuleCtx, ship: ShipCtx, except: UpgradeCtx): ShipFacts {
  const pilot = ship.pilot!;
  const stats = ctx.content.statsOf(pilot);
  const facts: ShipFacts = {
    actions: [...ctx.content.actionsOf(pilot)],
    arcs: new Set(stats.attacks.map((a) => a.arc)),
    forceSides: forceSidesOf(pilot),
    equippedSlots: new Set(),
    shields: stats.shields,
    energy: stats.energy?.value ?? 0,
    shipAbilities: new Set(pilot.shipAbility === undefined ? [] : [normalizeKey(pilot.shipAbility)]),
  };
  for (const u of ship.upgrades) {
    if (u === except || !u.side) continue;
    facts.equippedSlots.add(u.side.type);
    for (const s of u.side.slots) facts.equippedSlots.add(s);
    if (u.side.shipAbility !== undefined) facts.shipAbilities.add(normalizeKey(u.side.shipAbility));
    for (const g of u.side.grants ?? []) {
      if (g.type === 'action') facts.actions.push(g.action);
      else if (g.type === 'arc') facts.arcs.add(g.arc);
      else if (g.type === 'force') for (const side of g.force.side ?? []) facts.forceSides.add(side);
      else if (g.type === 'stat' && g.stat === 'shields') facts.shields += g.amount;
      else if (g.type === 'stat' && g.stat === 'energy') facts.energy += g.amount;
      else if (g.type === 'stat' && g.stat === 'attack' && g.arc) facts.arcs.add(g.arc);
    }
  }
  return facts;
}

/** Names of every pilot and upgrade in the squad, normalised. */
function squadNames(ctx: RuleCtx): Set<string> {
  const names = new Set<string>();
  for (const ship of ctx.ships) {
    if (ship.pilot) names.add(normalizeKey(ship.pilot.name));
    for (const u of ship.upgrades) if (u.upgrade) names.add(normalizeKey(u.upgrade.name));
  }
  return names;
}

function shipName(ctx: RuleCtx, xws: string): string {
  return ctx.content.data.ships.find((s) => s.xws === xws)?.name ?? xws;
}

function actionName(type: string): string {
  return type
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Whether one alternative holds for the ship; solitary and standardized are squad-wide and checked apart. */
function holds(r: Restriction, ctx: RuleCtx, ship: ShipCtx, facts: ShipFacts, names: Set<string>): boolean {
  const pilot = ship.pilot!;
  switch (r.kind) {
    case 'faction':
      return r.factions.includes(pilot.faction);
    case 'ship':
      return r.ships.includes(pilot.ship);
    case 'size':
      return ship.ship !== undefined && r.sizes.includes(ship.ship.size);
    case 'action':
      return facts.actions.some(
        (a) => a.type === r.action && (r.difficulty === undefined || a.difficulty === r.difficulty),
      );
    case 'keyword': {
      const keywords = new Set(pilot.keywords.map(normalizeKey));
      for (const k of waivedKeywords(facts.shipAbilities)) keywords.add(k);
      return r.keywords.some((k) => keywords.has(normalizeKey(k)));
    }
    case 'arc':
      return r.arcs.some((a) => facts.arcs.has(a));
    case 'force-side':
      return r.sides.some((s) => facts.forceSides.has(s));
    case 'equipped':
      return r.slots.some((s) => facts.equippedSlots.has(s));
    case 'squad-includes':
      return r.names.some((n) => names.has(normalizeKey(n)));
    case 'non-limited':
      return pilot.limited === 0;
    case 'min-shields':
      return facts.shields >= r.value;
    case 'min-energy':
      return facts.energy >= r.value;
    case 'max-initiative':
      return pilot.initiative <= r.value;
    case 'ship-ability':
      return r.names.some((n) => facts.shipAbilities.has(normalizeKey(n)));
    case 'solitary':
    case 'standardized':
      return true;
  }
}

/** The alternative in words, to follow "needs". */
function describe(r: Restriction, ctx: RuleCtx): string {
  switch (r.kind) {
    case 'faction':
      return `a ${orList(r.factions.map((f) => factionName(ctx.content, f)))} ship`;
    case 'ship':
      return `a ${orList(r.ships.map((s) => shipName(ctx, s)))}`;
    case 'size':
      return `a ${orList(r.sizes)} ship`;
    case 'action':
      return `a ship with ${r.difficulty ? `a ${r.difficulty} ` : ''}${actionName(r.action)} on its action bar`;
    case 'keyword':
      return `a pilot with the keyword ${orList(r.keywords)}`;
    case 'arc':
      return `a ship with a primary ${orList(r.arcs)} arc`;
    case 'force-side':
      return `a pilot of the ${orList(r.sides)} side of the Force`;
    case 'equipped':
      return `a ship that also equips ${orList(r.slots.map((s) => `a ${slotName(s)}`))} upgrade`;
    case 'squad-includes':
      return `a squad that includes ${orList(r.names)}`;
    case 'non-limited':
      return 'a pilot that is not limited';
    case 'min-shields':
      return `a ship with ${r.value} or more shields`;
    case 'min-energy':
      return `a ship with ${r.value} or more energy`;
    case 'max-initiative':
      return `a pilot of initiative ${r.value} or lower`;
    case 'ship-ability':
      return `a ship with the ship ability ${orList(r.names)}`;
    case 'solitary':
      return 'no other ship equipping an upgrade of its type';
    case 'standardized':
      return 'every ship of its type equipping it';
  }
}

const shipWide = (r: Restriction) => r.kind !== 'solitary' && r.kind !== 'standardized';

/**
 * Upgrade restrictions: every group must hold, and a group holds when any of its alternatives does. A failed group
 * is reported with the code of its first alternative's kind.
 */
export const upgradeRestrictions: Rule = (ctx) => {
  const problems: SquadProblem[] = [];
  const names = squadNames(ctx);
  for (const ship of ctx.ships) {
    if (!ship.pilot || ship.standardLoadout) continue;
    for (const u of chosenUpgrades(ship)) {
      const facts = factsFor(ctx, ship, u);
      for (const group of u.upgrade.restrictions) {
        const alternatives = group.filter(shipWide);
        const [first] = alternatives;
        if (!first || alternatives.some((r) => holds(r, ctx, ship, facts, names))) continue;
        problems.push({
          path: u.path,
          code: `restriction-${first.kind}` as SquadErrorCode,
          message: `${u.upgrade.name} needs ${orList(alternatives.map((r) => describe(r, ctx)))}; ${ship.pilot.name} (${ship.pilot.xws}) does not qualify.`,
        });
      }
    }
  }
  return problems;
};

function has(upgrade: Upgrade, kind: Restriction['kind']): boolean {
  return upgrade.restrictions.some((group) => group.some((r) => r.kind === kind));
}

/** Solitary upgrades: no other ship of the squad may equip an upgrade of the same slot type. */
export const solitary: Rule = (ctx) => {
  const problems: SquadProblem[] = [];
  for (const ship of ctx.ships) {
    for (const u of chosenUpgrades(ship)) {
      if (!has(u.upgrade, 'solitary')) continue;
      const type = u.side.type;
      const others = ctx.ships
        .filter((s) => s !== ship && s.upgrades.some((o) => o.side?.type === type))
        .map((s) => s.path);
      if (others.length === 0) continue;
      problems.push({
        path: u.path,
        code: 'solitary-conflict',
        message: `${u.upgrade.name} is solitary: only one ship of the squad may equip a ${slotName(type)} upgrade, but ${andList(others)} also ${others.length === 1 ? 'does' : 'do'}.`,
      });
    }
  }
  return problems;
};

/**
 * Standardized upgrades: when one ship equips it, every other ship of the same ship type must equip it too (each on
 * its own slots and loadout).
 */
export const standardized: Rule = (ctx) => {
  const problems: SquadProblem[] = [];
  const reported = new Set<string>();
  for (const ship of ctx.ships) {
    if (!ship.pilot) continue;
    for (const u of chosenUpgrades(ship)) {
      if (!has(u.upgrade, 'standardized')) continue;
      for (const other of ctx.ships) {
        if (other === ship || !other.pilot || other.pilot.ship !== ship.pilot.ship) continue;
        if (other.upgrades.some((o) => o.upgrade?.xws === u.upgrade.xws)) continue;
        const key = `${other.index} ${u.upgrade.xws}`;
        if (reported.has(key)) continue;
        reported.add(key);
        problems.push({
          path: other.path,
          code: 'standardized-missing',
          message: `${u.upgrade.name} is standardized: ${u.path} equips it, so every ${ship.ship?.name ?? ship.pilot.ship} of the squad must, and ${other.pilot.name} (${other.path}) does not.`,
        });
      }
    }
  }
  return problems;
};

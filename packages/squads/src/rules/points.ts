import type { FormatLegality } from '@xwing/content';
import { costOf, pilotEntry, upgradeEntry } from '../price.js';
import type { Format, ShipReport, SquadProblem } from '../types.js';
import { chosenUpgrades, type Rule, type RuleCtx, type ShipCtx, standardLoadoutOnly } from './context.js';

/** A ship's price in the context's points set: its pilot's cost, and its loadout value and use. */
export function priceShip(ctx: RuleCtx, ship: ShipCtx): ShipReport {
  const pilot = ship.pilot;
  if (!pilot) return { id: ship.entry.id, pilot: '', points: 0, loadout: { used: 0, value: 0 } };
  const entry = pilotEntry(ctx.set, pilot.xws);
  const used = chosenUpgrades(ship).reduce((sum, u) => sum + (costOf(upgradeEntry(ctx.set, u.upgrade.xws)) ?? 0), 0);
  // The first edition's pricing (002 §Squad points): the upgrades' costs are part of the ship's, no loadout value.
  if (ctx.set.upgradesInSquadPoints)
    return { id: pilot.xws, pilot: pilot.name, points: (costOf(entry) ?? 0) + used, loadout: { used, value: used } };
  // Standard-loadout pilots have no loadout value: their printed upgrades are in the pilot's cost.
  const value = ship.standardLoadout ? 0 : (entry?.loadout ?? 0);
  return { id: pilot.xws, pilot: pilot.name, points: costOf(entry) ?? 0, loadout: { used, value } };
}

/** Every pilot and chosen upgrade is in the points set, with a cost. */
export const priced: Rule = (ctx) => {
  const problems: SquadProblem[] = [];
  const setName = `the points set ${ctx.set.id}`;
  for (const ship of ctx.ships) {
    const pilot = ship.pilot;
    if (!pilot) continue;
    const entry = pilotEntry(ctx.set, pilot.xws);
    if (!entry)
      problems.push({
        path: ship.path,
        code: 'not-in-points-set',
        message: `${pilot.name} (${pilot.xws}) is not in ${setName}, so it cannot be fielded with it.`,
      });
    else if (costOf(entry) === undefined)
      problems.push({
        path: ship.path,
        code: 'no-cost',
        message: `${pilot.name} (${pilot.xws}) has no cost in ${setName}.`,
      });
    for (const u of chosenUpgrades(ship)) {
      if (standardLoadoutOnly(ctx, u.upgrade)) continue; // reported by the standard-loadout rule
      const up = upgradeEntry(ctx.set, u.upgrade.xws);
      if (!up)
        problems.push({
          path: u.path,
          code: 'not-in-points-set',
          message: `${u.upgrade.name} (${u.upgrade.xws}) is not in ${setName}, so it cannot be equipped with it.`,
        });
      else if (costOf(up) === undefined)
        problems.push({
          path: u.path,
          code: 'no-cost',
          message: `${u.upgrade.name} (${u.upgrade.xws}) has no cost in ${setName}.`,
        });
    }
  }
  return problems;
};

/** The squad's points are within the limit, and each ship's upgrades within its loadout value. */
export const withinPoints: Rule = (ctx) => {
  const problems: SquadProblem[] = [];
  const reports = ctx.ships.map((ship) => priceShip(ctx, ship));
  const total = reports.reduce((sum, r) => sum + r.points, 0);
  if (total > ctx.set.squadLimit)
    problems.push({
      path: 'pilots',
      code: 'over-points-limit',
      message: `The squad costs ${total} points, ${total - ctx.set.squadLimit} over the limit of ${ctx.set.squadLimit} in ${ctx.set.id}.`,
    });
  ctx.ships.forEach((ship, i) => {
    const r = reports[i]!;
    if (!ship.pilot || ship.standardLoadout || r.loadout.used <= r.loadout.value) return;
    problems.push({
      path: ship.path,
      code: 'over-loadout',
      message: `${ship.pilot.name}'s upgrades cost ${r.loadout.used} loadout points, ${r.loadout.used - r.loadout.value} more than the loadout value of ${r.loadout.value}.`,
    });
  });
  return problems;
};

/**
 * Whether a card is legal in a format under a points set: the set's standard mark when it gives one, else the card's;
 * extended play also allows the cards marked extended.
 */
export function legalIn(
  format: Format,
  entry: { standard?: boolean } | undefined,
  formats: Pick<FormatLegality, 'standard' | 'extended'>,
): boolean {
  const standard = typeof entry?.standard === 'boolean' ? entry.standard : formats.standard;
  return format === 'standard' ? standard : standard || formats.extended;
}

/** Every card is legal in the format under the points set. */
export const legalInFormat: Rule = (ctx) => {
  const problems: SquadProblem[] = [];
  const legal = (entry: { standard?: boolean } | undefined, formats: FormatLegality) =>
    legalIn(ctx.format, entry, formats);
  const why = `not legal in the ${ctx.format} format under ${ctx.set.id}`;
  for (const ship of ctx.ships) {
    const pilot = ship.pilot;
    if (!pilot) continue;
    const entry = pilotEntry(ctx.set, pilot.xws);
    if (entry && !legal(entry, pilot.formats))
      problems.push({
        path: ship.path,
        code: 'not-legal-in-format',
        message: `${pilot.name} (${pilot.xws}) is ${why}.`,
      });
    for (const u of chosenUpgrades(ship)) {
      if (standardLoadoutOnly(ctx, u.upgrade)) continue;
      const up = upgradeEntry(ctx.set, u.upgrade.xws);
      if (up && !legal(up, u.upgrade.formats))
        problems.push({
          path: u.path,
          code: 'not-legal-in-format',
          message: `${u.upgrade.name} (${u.upgrade.xws}) is ${why}.`,
        });
    }
  }
  return problems;
};

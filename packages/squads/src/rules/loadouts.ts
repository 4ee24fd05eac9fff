import { andList } from '../normalize.js';
import type { SquadProblem } from '../types.js';
import { type Rule, standardLoadoutOnly } from './context.js';

/**
 * Standard-loadout pilots carry exactly their printed upgrades and nothing else; upgrades that exist only as part of
 * a standard loadout are not equipped on other pilots.
 */
export const standardLoadouts: Rule = (ctx) => {
  const problems: SquadProblem[] = [];
  for (const ship of ctx.ships) {
    const pilot = ship.pilot;
    if (!pilot) continue;
    if (ship.standardLoadout) {
      const missing = [...ship.printedLoadout];
      for (const u of ship.upgrades) {
        const at = missing.indexOf(u.entry.id);
        if (at >= 0) missing.splice(at, 1);
      }
      for (const u of ship.upgrades) {
        if (u.printed) continue;
        problems.push({
          path: u.path,
          code: 'standard-loadout-mismatch',
          message: `${pilot.name} (${pilot.xws}) flies a standard loadout and cannot equip ${u.upgrade?.name ?? u.entry.id}: its upgrades are the ones printed on its card.`,
        });
      }
      if (missing.length > 0)
        problems.push({
          path: `${ship.path}.upgrades`,
          code: 'standard-loadout-mismatch',
          message: `${pilot.name} (${pilot.xws}) flies a standard loadout, which also includes ${andList(missing)}: list all of its printed upgrades or none.`,
        });
      continue;
    }
    for (const u of ship.upgrades) {
      if (!u.upgrade) continue;
      if (!standardLoadoutOnly(ctx, u.upgrade)) continue;
      problems.push({
        path: u.path,
        code: 'standard-loadout-only',
        message: `${u.upgrade.name} (${u.upgrade.xws}) exists only as part of a standard loadout and cannot be equipped on ${pilot.name}.`,
      });
    }
  }
  return problems;
};

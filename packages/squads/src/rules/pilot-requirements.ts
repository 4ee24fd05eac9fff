import { normalizeKey } from '../normalize.js';
import type { SquadProblem } from '../types.js';
import type { Rule } from './context.js';

/**
 * Pilots whose card requires another card in the squad, a requirement the card data keeps in the text of a ship
 * ability rather than in restrictions: Nashtah Pup's Escape Craft needs the Hound's Tooth (the YV-666 title), with
 * which it begins the game docked. Keyed by pilot xws; the names are card names, as `squad-includes` restrictions read
 * them.
 */
const PILOT_REQUIRES: Readonly<Record<string, { names: readonly string[]; why: string }>> = {
  nashtahpup: { names: ["Hound's Tooth"], why: 'it begins the game docked with it (its ship ability, Escape Craft)' },
};

/** A pilot of PILOT_REQUIRES in a squad without one of the cards it needs. */
export const pilotRequirements: Rule = ({ ships }) => {
  const names = new Set<string>();
  for (const ship of ships) {
    if (ship.pilot) names.add(normalizeKey(ship.pilot.name));
    for (const u of ship.upgrades) if (u.upgrade) names.add(normalizeKey(u.upgrade.name));
  }
  const problems: SquadProblem[] = [];
  for (const ship of ships) {
    const need = ship.pilot ? PILOT_REQUIRES[ship.pilot.xws] : undefined;
    if (!need || need.names.some((n) => names.has(normalizeKey(n)))) continue;
    problems.push({
      path: ship.path,
      code: 'restriction-squad-includes',
      message: `${ship.pilot!.name} needs a squad that includes ${need.names.join(' or ')}: ${need.why}`,
    });
  }
  return problems;
};

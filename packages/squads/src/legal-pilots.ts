/**
 * The pilots a squad builder must not offer for a new ship because of the squad's limits: a limited (bulleted) name
 * already used as often as its bullets allow, by a pilot or an upgrade, or a card the points set restricts. The rules
 * are validate.ts's, run on the squad with the pilot added, so the builder never offers a pilot that validation would
 * then refuse for its name.
 */
import type { SquadContent } from './content.js';
import { pilotPath } from './normalize.js';
import { validateSquad } from './validate.js';
import type { Format, Squad } from './types.js';

export interface PilotLimitOptions {
  pointsSet?: string;
  format?: Format;
  /** The pilots to check (their xws ids); every pilot of the squad's faction when left out. */
  pilots?: readonly string[];
}

const LIMIT_CODES = new Set(['limited-exceeded', 'restricted-exceeded']);

/**
 * For each pilot that adding would break a name or restriction limit, the validation message saying why. A pilot
 * unknown to the content is left out (validation names it when it is added).
 */
export function pilotsOverLimits(
  content: SquadContent,
  squad: Squad,
  options: PilotLimitOptions = {},
): Map<string, string> {
  const opts = {
    ...(options.pointsSet !== undefined ? { pointsSet: options.pointsSet } : {}),
    ...(options.format !== undefined ? { format: options.format } : {}),
  };
  const ids = options.pilots ?? content.data.pilots.filter((p) => p.faction === squad.faction).map((p) => p.xws);
  const path = pilotPath(squad.pilots.length);
  const refused = new Map<string, string>();
  for (const id of ids) {
    const pilot = content.pilot(id);
    if (!pilot) continue;
    // Only a pilot whose name or id is already in the squad can break a limit by joining it.
    if (pilot.limited <= 0 && !squad.pilots.some((p) => p.id === id)) continue;
    const joined = { ...squad, pilots: [...squad.pilots, { id, ship: pilot.ship, upgrades: [] }] };
    const problem = validateSquad(joined, content, opts).errors.find((e) => LIMIT_CODES.has(e.code) && e.path === path);
    if (problem) refused.set(id, problem.message);
  }
  return refused;
}

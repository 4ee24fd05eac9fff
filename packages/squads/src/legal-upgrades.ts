/**
 * The upgrades a squad builder offers for one slot of one ship (the lobby's picker): every upgrade of the slot's type
 * that the squad-building rules allow on that pilot in this squad — its restrictions, the pilot's slots, one copy per
 * ship, limited names across the squad, the points set's own list and the format — each with its cost and whether
 * the squad still fits its points limit with it. The rules are validate.ts's, run on the squad with the upgrade
 * added, so the picker never offers what validation would refuse.
 */
import type { SquadContent } from './content.js';
import { SquadOptionError, validateSquad } from './validate.js';
import type { Format, Squad, SquadProblem } from './types.js';

export interface LegalUpgradesOptions {
  /** The ship: its index in `squad.pilots`. */
  pilot: number;
  /** The slot type to fill ("talent", "force-power", …). */
  slot: string;
  pointsSet?: string;
  format?: Format;
}

export interface UpgradeOffer {
  id: string;
  name: string;
  /** Its cost on this pilot in the points set: loadout value (X-Wing Alliance sets) or squad points (AMG's). */
  cost: number;
  /** Whether the squad, with it, is still within the points set's limits (squad points and the ship's loadout). */
  fitsPoints: boolean;
}

export interface LegalUpgrades {
  pointsSet: string;
  format: Format;
  /** Legal upgrades of the slot, by name. */
  upgrades: UpgradeOffer[];
}

/** Problems that are about points: an upgrade over them is still offered, marked as not fitting. */
const POINTS_CODES = new Set(['over-points-limit', 'over-loadout']);

const key = (p: SquadProblem) => `${p.code}\n${p.path}`;

/**
 * The legal upgrades for a slot of one ship of the squad. The squad's own problems (another ship over its slots, an
 * unknown card) do not hide an upgrade; only what the upgrade itself adds does. Throws SquadOptionError for a pilot
 * index the squad does not have, or an unknown points set or format.
 */
export function legalUpgrades(content: SquadContent, squad: Squad, options: LegalUpgradesOptions): LegalUpgrades {
  const ship = squad.pilots[options.pilot];
  if (!Number.isInteger(options.pilot) || ship === undefined)
    throw new SquadOptionError(`the squad has no ship ${options.pilot} (it has ${squad.pilots.length})`);
  const opts = {
    ...(options.pointsSet !== undefined ? { pointsSet: options.pointsSet } : {}),
    ...(options.format !== undefined ? { format: options.format } : {}),
  };
  const before = validateSquad(squad, content, opts);
  const format = options.format ?? before.format;
  const known = new Set([...before.errors, ...before.warnings].map(key));
  const offers: UpgradeOffer[] = [];
  for (const card of content.data.upgrades) {
    if (!card.sides.some((s) => s.type === options.slot)) continue;
    const pilots = squad.pilots.map((p, i) =>
      i === options.pilot ? { ...p, upgrades: [...p.upgrades, { id: card.xws, slot: options.slot }] } : p,
    );
    const withIt = validateSquad({ ...squad, pilots }, content, { ...opts, format });
    const added = withIt.errors.filter((e) => !known.has(key(e)));
    if (added.some((e) => !POINTS_CODES.has(e.code))) continue;
    // X-Wing Alliance sets pay upgrades from the ship's loadout value, AMG's from the squad's points: either way the
    // difference the upgrade makes.
    const spent = (r: typeof before) => (r.ships[options.pilot]?.loadout.used ?? 0) + r.points;
    offers.push({ id: card.xws, name: card.name, cost: spent(withIt) - spent(before), fitsPoints: added.length === 0 });
  }
  offers.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { pointsSet: before.pointsSet, format, upgrades: offers };
}

/** A squad as this package holds it: plain data, ids only, read from XWS or built in code. */

/** Squad-building formats a points set marks cards legal for. */
export type Format = 'standard' | 'extended';

export const FORMATS: readonly Format[] = ['standard', 'extended'];

export interface SquadUpgrade {
  /** The upgrade's xws id: as the data spells it when it was resolved, as written when it was not. */
  id: string;
  /** The XWS slot key it was listed under (its own slot type when built in code). */
  slot: string;
  /** Where it was read from, e.g. "pilots[0].upgrades.torpedo[1]"; computed from its position when absent. */
  path?: string;
}

export interface SquadPilot {
  /** The pilot's xws id: as the data spells it when it was resolved, as written when it was not. */
  id: string;
  /** The ship key the XWS gave, if any (checked against the pilot's ship). */
  ship?: string;
  upgrades: SquadUpgrade[];
  /** Where it was read from, e.g. "pilots[2]"; computed from its position when absent. */
  path?: string;
  /** A standard-loadout pilot listed without upgrades: its printed ones were filled in when it was read. */
  loadoutFilledIn?: boolean;
}

export interface Squad {
  name?: string;
  description?: string;
  /** The faction's xws id ("rebelalliance"), or what was written when it is not one; '' when unknown. */
  faction: string;
  pilots: SquadPilot[];
  /** The obstacles the squad brings, as XWS names them ("coreasteroid0"), kept from import to export. */
  obstacles?: string[];
}

/**
 * One thing wrong with a squad or its XWS: where (a path into the XWS, '' for the whole document), a stable kebab-case
 * code, and a sentence for a player.
 */
export interface SquadProblem {
  path: string;
  code: SquadErrorCode;
  message: string;
}

/** Every code a problem can carry. */
export type SquadErrorCode =
  // Reading XWS.
  | 'malformed-json'
  | 'not-an-object'
  | 'wrong-type'
  | 'missing-field'
  | 'unknown-faction'
  | 'unknown-pilot'
  | 'ambiguous-pilot'
  | 'unknown-upgrade'
  | 'ambiguous-upgrade'
  | 'no-card-data'
  // Squad building.
  | 'empty-squad'
  | 'wrong-faction'
  | 'over-points-limit'
  | 'over-loadout'
  | 'not-in-points-set'
  | 'no-cost'
  | 'not-legal-in-format'
  | 'no-slot'
  | 'limited-exceeded'
  | 'restricted-exceeded'
  | 'duplicate-upgrade'
  | 'standard-loadout-mismatch'
  | 'standard-loadout-only'
  | 'solitary-conflict'
  | 'standardized-missing'
  | 'restriction-faction'
  | 'restriction-ship'
  | 'restriction-size'
  | 'restriction-action'
  | 'restriction-keyword'
  | 'restriction-arc'
  | 'restriction-force-side'
  | 'restriction-equipped'
  | 'restriction-squad-includes'
  | 'restriction-non-limited'
  | 'restriction-min-shields'
  | 'restriction-min-energy'
  | 'restriction-max-initiative'
  | 'restriction-ship-ability'
  // Warnings: the squad is still valid; something in its XWS was ignored or read leniently.
  | SquadWarningCode;

/**
 * What a builder writes that this package reads past, with a note: the squad stays valid. YASB and Launch Bay Next
 * accept all of these.
 */
export type SquadWarningCode =
  /** The pilot's `ship` key names another (often an outdated) ship id; the pilot id decides the ship. */
  | 'ship-mismatch'
  /** `"upgrades": []` instead of an object: read as no upgrades. */
  | 'empty-upgrades-list'
  /** YASB's marker of the Weapon Hardpoint choice (`{"hardpoint": ["hardpointcannon"]}`): not a card, dropped. */
  | 'hardpoint-marker';

/** The codes that are warnings, not errors. */
export const WARNING_CODES: ReadonlySet<SquadErrorCode> = new Set<SquadWarningCode>([
  'ship-mismatch',
  'empty-upgrades-list',
  'hardpoint-marker',
]);

export interface ValidateOptions {
  /** Points set id (default DEFAULT_POINTS_SET). */
  pointsSet?: string;
  /**
   * The format to check. When none is named, the squad is valid if it is legal in any format (standard or extended):
   * a file that does not say which format its event was is not refused for a card that only extended allows.
   */
  format?: Format;
  /** The day the squad was played (YYYY-MM-DD): validateXws then chooses the points set in force that day. */
  date?: string;
  /** Why this points set, for the result (validateXws says why it chose it). */
  why?: string;
}

/** One ship's price: its pilot's squad points, and how much of its loadout value its upgrades use. */
export interface ShipReport {
  /** The pilot's xws id. */
  id: string;
  /** The pilot's name ('' when the id is unknown). */
  pilot: string;
  points: number;
  loadout: { used: number; value: number };
}

export interface ValidationResult {
  valid: boolean;
  /** Squad points: the sum of the pilots' costs (upgrades are paid from each ship's loadout value). */
  points: number;
  /** The points set's squad limit. */
  limit: number;
  /** Points left unspent below the limit (the bid); 0 when at or over it. */
  deficit: number;
  pointsSet: string;
  /** Why this points set: named by the caller, the file's own tag, its size, its date… */
  why: string;
  /** The format checked: the one asked for, else the first the squad is legal in (standard first). */
  format: Format;
  /** Every format the squad is legal in (standard, extended), whatever format was checked. */
  formats: Format[];
  ships: ShipReport[];
  /** Every rule the squad breaks; the squad is valid when there are none. */
  errors: SquadProblem[];
  /** What was read past (codes in WARNING_CODES): the squad can still be valid. */
  warnings: SquadProblem[];
}

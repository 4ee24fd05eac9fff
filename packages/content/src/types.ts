/**
 * The game's content as the project's own typed data: facts only (ids, names, stats, dials, costs, slots,
 * restrictions), never card text. Every id is an xws id. Generated from the community card data by
 * scripts/convert-content.mjs; loaded and indexed by load.ts.
 */

export type FactionId =
  | 'rebelalliance'
  | 'galacticempire'
  | 'scumandvillainy'
  | 'resistance'
  | 'firstorder'
  | 'galacticrepublic'
  | 'separatistalliance';

export type ShipSize = 'small' | 'medium' | 'large' | 'huge';

/** Upgrade slot ids as XWS writes them (the keys of a pilot's `upgrades` object). */
export type SlotId =
  | 'astromech'
  | 'cannon'
  | 'cargo'
  | 'command'
  | 'configuration'
  | 'crew'
  | 'device'
  | 'force-power'
  | 'gunner'
  | 'hardpoint'
  | 'hyperdrive'
  | 'illicit'
  | 'missile'
  | 'modification'
  | 'sensor'
  | 'tactical-relay'
  | 'talent'
  | 'team'
  | 'tech'
  | 'title'
  | 'torpedo'
  | 'turret';

export type ActionType =
  | 'focus'
  | 'evade'
  | 'lock'
  | 'barrel-roll'
  | 'boost'
  | 'calculate'
  | 'cloak'
  | 'coordinate'
  | 'jam'
  | 'reinforce'
  | 'reload'
  | 'rotate-arc'
  | 'slam';

export type Difficulty = 'white' | 'red' | 'purple' | 'blue';

export interface ActionDef {
  type: ActionType;
  difficulty: Difficulty;
  /** A linked action the ship may perform after this one. */
  linked?: ActionDef;
}

/** Arc ids: the geometry package's arc names in kebab case. */
export type ArcId =
  'front' | 'rear' | 'left' | 'right' | 'full-front' | 'full-rear' | 'bullseye' | 'single-turret' | 'double-turret';

export interface PrimaryAttack {
  arc: ArcId;
  value: number;
}

/** A recurring resource: charges or Force, with how many recover each End Phase. */
export interface Recurring {
  value: number;
  recovers: number;
}

export interface ForceValue extends Recurring {
  /** Light or dark side, when the card says. */
  side?: ('light' | 'dark')[];
}

export interface ShipStats {
  attacks: PrimaryAttack[];
  agility: number;
  hull: number;
  shields: number;
  /** Huge ships: shields recovered each End Phase. */
  shieldsRecovers?: number;
  /** Huge ships' energy. */
  energy?: Recurring;
}

/** One maneuver on a dial: the geometry's dial code (speed + bearing) and its difficulty. */
export interface DialManeuver {
  /** Speed and bearing, e.g. "2B": what `parseManeuver` of the geometry package takes. */
  code: string;
  speed: number;
  bearing: string;
  difficulty: Difficulty;
}

/** A ship as one faction flies it (the same chassis can differ between factions). */
export interface Ship {
  xws: string;
  name: string;
  faction: FactionId;
  size: ShipSize;
  dial: DialManeuver[];
  stats: ShipStats;
  actions: ActionDef[];
}

export interface FormatLegality {
  standard: boolean;
  extended: boolean;
  epic: boolean;
}

export interface Pilot {
  xws: string;
  name: string;
  caption?: string;
  faction: FactionId;
  /** The ship's xws id; with `faction`, it finds the Ship. */
  ship: string;
  initiative: number;
  /** Number of copies a squad may field (0 = no limit): the bullets on the card. */
  limited: number;
  keywords: string[];
  charges?: Recurring;
  force?: ForceValue;
  /** Upgrade slots printed on the card (a slot repeated is two slots). */
  slots: SlotId[];
  /** Stats and actions that replace the ship's (some pilots fly a modified chassis). */
  shipStats?: ShipStats;
  shipActions?: ActionDef[];
  /** Name of the ship ability printed on the pilot card, if any (a name, not its text). */
  shipAbility?: string;
  /** True when the card has a pilot ability (its effect is written as code by the engine, not stored here). */
  hasAbility: boolean;
  /** Upgrades a standard-loadout pilot always carries; no others may be added. */
  standardLoadout?: string[];
  /** Conditions the pilot brings into the game. */
  conditions?: string[];
  /** Engagement-phase initiative when it differs (some huge ships). */
  engagement?: number;
  formats: FormatLegality;
}

export interface UpgradeAttack {
  arc: ArcId;
  value: number;
  minRange: number;
  maxRange: number;
  /** Ordnance: range bonuses do not apply. */
  ordnance: boolean;
  /** The attack's requirement: the attacker must have one of these (a lock: on the defender); none when absent. */
  requires?: AttackRequirement[];
  /** Charges of the card spent to perform the attack (0 when the attack spends none). */
  chargeCost: number;
  /** Energy spent to perform it (huge ships' bonus attacks), when it spends any. */
  energyCost?: number;
}

export type AttackRequirement = 'lock' | 'focus' | 'calculate';

export type Grant =
  | { type: 'slot'; slot: SlotId; amount: number }
  | { type: 'action'; action: ActionDef }
  | { type: 'stat'; stat: 'hull' | 'shields' | 'energy' | 'agility' | 'attack'; amount: number; arc?: ArcId }
  | { type: 'force'; force: ForceValue; amount: number }
  | { type: 'arc'; arc: ArcId };

export interface DeviceInfo {
  name: string;
  type: 'bomb' | 'mine' | 'remote' | 'obstacle';
  /** A remote's own stats, when the card gives them. */
  remote?: RemoteStats;
}

export interface RemoteStats {
  initiative: number;
  agility: number;
  hull: number;
  charges?: Recurring;
  attack?: UpgradeAttack;
}

export interface UpgradeSide {
  title: string;
  /** The slot type the card is. */
  type: SlotId;
  /** Slots the card occupies when equipped (a dual card occupies two). */
  slots: SlotId[];
  charges?: Recurring;
  force?: ForceValue;
  attack?: UpgradeAttack;
  actions?: ActionDef[];
  grants?: Grant[];
  device?: DeviceInfo;
  conditions?: string[];
  /** Name of a ship ability the card gives the ship (a name, not its text). */
  shipAbility?: string;
  hasAbility: boolean;
}

/**
 * One requirement an upgrade places on the ship (or squad) equipping it. An upgrade's `restrictions` is a list of
 * groups: every group must hold, and a group holds when any of its alternatives does.
 */
export type Restriction =
  | { kind: 'faction'; factions: FactionId[] }
  | { kind: 'ship'; ships: string[] }
  | { kind: 'size'; sizes: ShipSize[] }
  /** The ship has this action on its bar (of this difficulty, when given). */
  | { kind: 'action'; action: ActionType; difficulty?: Difficulty }
  | { kind: 'keyword'; keywords: string[] }
  | { kind: 'arc'; arcs: ArcId[] }
  | { kind: 'force-side'; sides: ('light' | 'dark')[] }
  /** Only one ship in the squad may equip an upgrade of this slot type. */
  | { kind: 'solitary' }
  /** Every ship of this type in the squad must equip it. */
  | { kind: 'standardized' }
  /** The ship has an upgrade of this slot type equipped. */
  | { kind: 'equipped'; slots: SlotId[] }
  /** The squad includes a card with one of these names. */
  | { kind: 'squad-includes'; names: string[] }
  | { kind: 'non-limited' }
  | { kind: 'min-shields'; value: number }
  | { kind: 'min-energy'; value: number }
  | { kind: 'max-initiative'; value: number }
  | { kind: 'ship-ability'; names: string[] };

export interface Upgrade {
  xws: string;
  name: string;
  limited: number;
  sides: UpgradeSide[];
  restrictions: Restriction[][];
  formats: FormatLegality;
  /** Only as part of a standard loadout. */
  standardLoadoutOnly: boolean;
}

export interface DamageCard {
  title: string;
  /** Copies in the deck. */
  amount: number;
  trait: 'pilot' | 'ship';
  /** xws-style id of the card title. */
  xws: string;
  /**
   * How many damage cards it counts as toward destroying the ship while faceup, when more than one (the first
   * edition's Direct Hit!: 002 §Destroying ships).
   */
  countsAs?: number;
}

export interface DamageDeck {
  xws: string;
  cards: DamageCard[];
}

export interface Condition {
  xws: string;
  name: string;
  limited: number;
}

export interface PointsPilot {
  cost: number;
  /** Loadout value; null or 0 for standard-loadout pilots. */
  loadout: number | null;
  /** Legal in the standard format under this points set. */
  standard: boolean;
  limited: number;
  /** XWA: at most this many pilots/upgrades of this card's group per squad (0 = no cap). */
  restricted?: number;
  /**
   * The pilot's upgrade slots in this points set, when the set's source gives them: they replace the card's
   * `slots` (formats move slots between pilots).
   */
  slots?: SlotId[];
  /** The printed upgrades of a standard-loadout pilot in this points set, when the set's source gives them. */
  standardLoadout?: string[];
}

export interface PointsUpgrade {
  cost: number;
  standard: boolean;
  restricted?: number;
  standardLoadoutOnly?: boolean;
}

/** How a squad builder names a points set in the XWS it exports (YASB: `"ruleset": "XWA", "version": "50P-1.0"`). */
export interface BuilderTag {
  ruleset: string;
  version: string;
}

/** A points set without its prices: what choosing a set needs (data/points-sets.json lists them). */
export interface PointsSetInfo {
  id: string;
  name: string;
  squadLimit: number;
  /** The first day the set was in force (YYYY-MM-DD), when known. */
  effective?: string;
  /** The last day it was in force, when a later set of its kind replaced it. */
  until?: string;
  /** The tags builders write for it. */
  tags?: BuilderTag[];
  /**
   * Where the set's slots, loadout values and printed loadouts come from ("yasb@<commit>": YASB's card data at that
   * commit, see scripts/sources/), when not from the cards or the points file itself.
   */
  slotsFrom?: string;
  /**
   * The first edition's pricing (002 §Squad points): each upgrade's cost counts toward the squad's points, and ships
   * have no loadout value. Absent: the 2.5 pricing (pilots' costs only, upgrades paid from loadout values).
   */
  upgradesInSquadPoints?: boolean;
}

/** A points set, chosen by name ("xwa-50p2.0", "xwa-50p1.1", "amg-2.5-20pt"). */
export interface PointsSet extends PointsSetInfo {
  pilots: Record<string, PointsPilot>;
  upgrades: Record<string, PointsUpgrade>;
}

export interface Faction {
  xws: FactionId;
  name: string;
}

/** Everything the content package knows. */
export interface ContentData {
  /**
   * The game edition the cards are of: absent for the 2.5 cards (xwing-data2), "v1" for the first edition's
   * (xwing-data-v1, scripts/convert-content-v1.mjs; `loadFirstEditionContent`).
   */
  edition?: 'v1';
  factions: Faction[];
  ships: Ship[];
  pilots: Pilot[];
  upgrades: Upgrade[];
  damageDecks: DamageDeck[];
  conditions: Condition[];
  pointsSets: PointsSet[];
  /** Problems found in the source data and how the converter handled them. */
  sourceIssues: string[];
}

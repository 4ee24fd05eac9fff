import type { Pilot, Upgrade } from '@xwing/content';
import { DEFAULT_POINTS_SET, type SquadContent } from './content.js';
import {
  FACTION_IDS,
  keyStep,
  normalizeKey,
  orList,
  pilotPath,
  resolveFaction,
  resolveId,
  resolveSlot,
  upgradePath,
} from './normalize.js';
import { pilotEntry } from './price.js';
import { type FileRules, rulesFromXws, xwsRulesetOf } from './ruleset.js';
import type { Format, Squad, SquadPilot, SquadProblem, SquadUpgrade } from './types.js';

/** The XWS version of the format `toXws` writes (its `version` field carries the points version, as YASB's does). */
export const XWS_VERSION = '2.0.0';

/** The vendor key under which `toXws` records how the squad was priced. */
export const VENDOR_KEY = 'xwing-table';

export interface ParsedXws {
  squad: Squad;
  problems: SquadProblem[];
  /** The points set and format the file says it was built for (its ruleset, version or vendor block). */
  rules: FileRules;
}

type Json = Record<string, unknown>;

/** YASB's markers of a Weapon Hardpoint's choice: hardpointcannon, hardpointtorpedo, hardpointmissile. */
const HARDPOINT_MARKER = /^hardpoint(cannon|torpedo|missile)s?$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const t = typeof value;
  return t === 'object' ? 'an object' : `a ${t}`;
}

function wrongType(path: string, what: string, value: unknown): SquadProblem {
  return { path, code: 'wrong-type', message: `${path} must be ${what}, not ${typeName(value)}.` };
}

function suggestion(ids: string[]): string {
  return ids.length === 0 ? 'no known id is close' : `did you mean ${orList(ids.map((s) => `"${s}"`))}?`;
}

/** The points sets that price a card the content has no card data for (a card newer than the card data). */
function pricedWithoutCard(content: SquadContent, kind: 'pilots' | 'upgrades', id: string): string[] {
  return content.data.pointsSets.filter((s) => Object.hasOwn(s[kind], id)).map((s) => s.id);
}

function noCardData(path: string, what: 'pilot' | 'upgrade', id: string, sets: string[]): SquadProblem {
  return {
    path,
    code: 'no-card-data',
    message:
      `The ${what} "${id}" is priced by ${orList(sets)}, but its card is not in the card data yet` +
      (what === 'upgrade'
        ? // The Legends and Relics upgrades: YASB's facts in scripts/sources give their cost and slot only.
          ' (the committed sources give its cost and slot, not its restrictions, limit, charges or effects)'
        : '') +
      ', so it cannot be checked or played; use another card until its data is added.',
  };
}

/** The problem for a pilot id the data does not have, with the closest known ids. */
export function unknownPilotProblem(
  path: string,
  id: string,
  suggestions: string[],
  content?: SquadContent,
): SquadProblem {
  const sets = content ? pricedWithoutCard(content, 'pilots', id) : [];
  if (sets.length > 0) return noCardData(path, 'pilot', id, sets);
  return { path, code: 'unknown-pilot', message: `No pilot has the id "${id}": ${suggestion(suggestions)}` };
}

/** The problem for an upgrade id the data does not have, with the closest known ids. */
export function unknownUpgradeProblem(
  path: string,
  id: string,
  suggestions: string[],
  content?: SquadContent,
): SquadProblem {
  const sets = content ? pricedWithoutCard(content, 'upgrades', id) : [];
  if (sets.length > 0) return noCardData(path, 'upgrade', id, sets);
  return { path, code: 'unknown-upgrade', message: `No upgrade has the id "${id}": ${suggestion(suggestions)}` };
}

/** Finds a pilot by id leniently (see resolveId), preferring the squad's faction when a spelling fits several. */
export function findPilot(content: SquadContent, id: string, faction?: string) {
  return resolveId<Pilot>(
    id,
    (x) => content.pilot(x),
    () => content.data.pilots,
    (p) => p.faction === faction,
  );
}

/** Finds an upgrade by id leniently, preferring one of the slot it was listed under when a spelling fits several. */
export function findUpgrade(content: SquadContent, id: string, slotKey?: string) {
  const slot = slotKey === undefined ? undefined : resolveSlot(slotKey);
  return resolveId<Upgrade>(
    id,
    (x) => content.upgrade(x),
    () => content.data.upgrades,
    (u) => u.sides[0]?.type === slot,
  );
}

/**
 * An upgrade as builders spell it where the card data spells it otherwise: a standard-loadout pilot's printed upgrade
 * named by the sold card's id or with the builder's own suffix (YASB's "wolfpack" and "r0gr-tech" for Wolffe's
 * "wolfpack-siegeofcoruscant" and Pammich Nerro Goode's "r0gr-evacuationofdqar"), or an id with a slot or faction
 * part of the builder's own ("landocalrissian-crew-rebel" for "landocalrissian-crew"): the pilot's one printed upgrade
 * of that name, else the id with its last parts dropped, when that is a card.
 */
function builderSpelling(content: SquadContent, id: string, printed: readonly string[]): Upgrade | undefined {
  const parts = id.toLowerCase().split('-');
  const same = printed.filter((u) => u.split('-')[0] === parts[0]);
  if (same.length === 1) return content.upgrade(same[0]!);
  // The parts after the name may say the slot and the faction (and nothing else: "-legendsandrelics" names a card
  // of its own): the one card of that name they fit, else the id without them.
  const rest = parts.slice(1);
  const slots = rest.map(resolveSlot);
  const factions = rest.map(resolveFaction);
  if (rest.length === 0 || rest.some((_, i) => slots[i] === undefined && factions[i] === undefined)) return undefined;
  const fits = content.data.upgrades.filter(
    (u) =>
      u.xws.split('-')[0] === parts[0] &&
      slots.every((s) => s === undefined || u.sides[0]?.type === s) &&
      factions.every(
        (f) =>
          f === undefined || u.restrictions.some((g) => g.some((r) => r.kind === 'faction' && r.factions.includes(f))),
      ),
  );
  return fits.length === 1 ? fits[0] : content.upgrade(parts[0]!);
}

function readUpgrades(
  raw: unknown,
  pilotIndex: number,
  content: SquadContent,
  problems: SquadProblem[],
  printed: readonly string[] = [],
): SquadUpgrade[] {
  const upgrades: SquadUpgrade[] = [];
  const base = `${pilotPath(pilotIndex)}.upgrades`;
  if (raw === undefined || raw === null) return upgrades;
  if (Array.isArray(raw) && raw.length === 0) {
    problems.push({
      path: base,
      code: 'empty-upgrades-list',
      message: `${base} is an empty list; XWS writes upgrades as an object ({}), so it is read as no upgrades.`,
    });
    return upgrades;
  }
  if (!isObject(raw)) {
    problems.push(wrongType(base, 'an object of slot keys to lists of upgrade ids', raw));
    return upgrades;
  }
  for (const [key, list] of Object.entries(raw)) {
    // A lone id instead of a list of one is common enough to accept.
    const items: unknown[] | undefined = typeof list === 'string' ? [list] : Array.isArray(list) ? list : undefined;
    if (items === undefined) {
      if (list !== null) problems.push(wrongType(`${base}${keyStep(key)}`, 'a list of upgrade ids', list));
      continue;
    }
    items.forEach((item, j) => {
      const path = upgradePath(pilotIndex, key, j);
      if (typeof item !== 'string') {
        problems.push(wrongType(path, 'an upgrade id (a string)', item));
        return;
      }
      if (HARDPOINT_MARKER.test(normalizeKey(item)) && !content.upgrade(item)) {
        problems.push({
          path,
          code: 'hardpoint-marker',
          message: `"${item}" marks which weapon a Weapon Hardpoint takes (YASB writes it); it is not a card and is dropped: the weapon itself is listed under its own slot.`,
        });
        return;
      }
      const found = findUpgrade(content, item, key);
      // A card that is the pilot's printed one stands; otherwise a builder's spelling of a printed one wins over the
      // sold card of that name, and any builder's spelling over an unknown id.
      const isPrinted = found.kind === 'found' && printed.includes(found.item.xws);
      const spelt = isPrinted ? undefined : builderSpelling(content, item, printed);
      if (spelt !== undefined && (found.kind !== 'found' || printed.includes(spelt.xws))) {
        upgrades.push({ id: spelt.xws, slot: key, path });
      } else if (found.kind === 'found') {
        upgrades.push({ id: found.item.xws, slot: key, path });
      } else {
        upgrades.push({ id: item, slot: key, path });
        problems.push(
          found.kind === 'unknown'
            ? unknownUpgradeProblem(path, item, found.suggestions, content)
            : {
                path,
                code: 'ambiguous-upgrade',
                message: `"${item}" could be ${orList(found.items.map((u) => `"${u.xws}"`))}: use the exact id.`,
              },
        );
      }
    });
  }
  return upgrades;
}

function readPilot(
  raw: unknown,
  index: number,
  faction: string,
  content: SquadContent,
  problems: SquadProblem[],
): SquadPilot | undefined {
  const path = pilotPath(index);
  if (!isObject(raw)) {
    problems.push(wrongType(path, 'an object with an "id"', raw));
    return undefined;
  }
  // XWS 2 names the pilot by "id"; older files and some builders by "name".
  const idKey = raw.id !== undefined ? 'id' : 'name';
  const id = raw[idKey];
  if (id === undefined) {
    problems.push({ path: `${path}.id`, code: 'missing-field', message: `${path} has no "id" naming its pilot.` });
    return undefined;
  }
  if (typeof id !== 'string') {
    problems.push(wrongType(`${path}.${idKey}`, 'a pilot id (a string)', id));
    return undefined;
  }
  const pilot: SquadPilot = { id, upgrades: [], path };
  const found = findPilot(content, id, faction);
  if (found.kind === 'found') pilot.id = found.item.xws;
  else if (found.kind === 'unknown')
    problems.push(unknownPilotProblem(`${path}.${idKey}`, id, found.suggestions, content));
  else
    problems.push({
      path: `${path}.${idKey}`,
      code: 'ambiguous-pilot',
      message: `"${id}" could be ${orList(found.items.map((p) => `"${p.xws}"`))}: use the exact id.`,
    });
  if (raw.ship !== undefined && raw.ship !== null) {
    if (typeof raw.ship === 'string') pilot.ship = raw.ship;
    else problems.push(wrongType(`${path}.ship`, 'a ship id (a string)', raw.ship));
  }
  const data = found.kind === 'found' ? found.item : undefined;
  pilot.upgrades = readUpgrades(raw.upgrades, index, content, problems, data?.standardLoadout ?? []);
  // A standard-loadout pilot's upgrades are printed on its card, so builders often leave them out.
  if (data?.standardLoadout && data.standardLoadout.length > 0 && pilot.upgrades.length === 0) {
    pilot.upgrades = data.standardLoadout.map((u) => ({
      id: u,
      slot: content.upgrade(u)?.sides[0]?.type ?? 'unknown',
    }));
    pilot.loadoutFilledIn = true;
  }
  return pilot;
}

/**
 * Reads a squad in XWS (an object, or its JSON text) the lenient way builders write it: pilot ids by "id" or "name",
 * ids and factions in any spelling that normalises to a known one, legacy slot keys, upgrades under any slot key,
 * extra keys ignored, standard loadouts filled in when left out. Never throws: what cannot be read becomes a problem
 * with its path, and the rest is still read.
 */
export function parseXws(input: unknown, content: SquadContent): ParsedXws {
  const problems: SquadProblem[] = [];
  const squad: Squad = { faction: '', pilots: [] };
  let doc = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return {
        squad,
        problems: [{ path: '', code: 'malformed-json', message: `The squad is not valid JSON: ${why}` }],
        rules: {},
      };
    }
  }
  if (!isObject(doc)) {
    return {
      squad,
      problems: [{ path: '', code: 'not-an-object', message: `An XWS squad is a JSON object, not ${typeName(doc)}.` }],
      rules: {},
    };
  }
  if (typeof doc.name === 'string') squad.name = doc.name;
  if (typeof doc.description === 'string') squad.description = doc.description;
  if (Array.isArray(doc.obstacles)) {
    const obstacles = doc.obstacles.filter((o): o is string => typeof o === 'string' && o !== '');
    if (obstacles.length > 0) squad.obstacles = obstacles;
  }

  if (doc.faction === undefined || doc.faction === null) {
    // Taken from the pilots below.
  } else if (typeof doc.faction !== 'string') {
    problems.push(wrongType('faction', 'a faction id (a string)', doc.faction));
  } else {
    const faction = resolveFaction(doc.faction);
    squad.faction = faction ?? doc.faction;
    if (!faction)
      problems.push({
        path: 'faction',
        code: 'unknown-faction',
        message: `"${doc.faction}" is not a faction; the factions are ${orList(FACTION_IDS.map((f) => `"${f}"`))}.`,
      });
  }

  if (doc.pilots === undefined || doc.pilots === null) {
    problems.push({ path: 'pilots', code: 'missing-field', message: 'The squad has no "pilots" list.' });
  } else if (!Array.isArray(doc.pilots)) {
    problems.push(wrongType('pilots', 'a list of pilots', doc.pilots));
  } else {
    doc.pilots.forEach((raw: unknown, i) => {
      const pilot = readPilot(raw, i, squad.faction, content, problems);
      if (pilot) squad.pilots.push(pilot);
    });
  }
  if (squad.faction === '') {
    const first = squad.pilots.map((p) => content.pilot(p.id)).find((p) => p !== undefined);
    if (first) squad.faction = first.faction;
  }
  return { squad, problems, rules: rulesFromXws(doc, content) };
}

export interface ToXwsOptions {
  pointsSet?: string;
  format?: Format;
}

/** An XWS pilot as `toXws` writes it. */
export interface XwsPilot {
  id: string;
  ship: string;
  points: number;
  upgrades: Record<string, string[]>;
}

/** A squad in strict XWS 2.0.0, as `toXws` writes it. */
export interface XwsSquad {
  name: string;
  description?: string;
  faction: string;
  points: number;
  /** The points version ("50P-2.0"), as YASB writes it; with `ruleset` it names the points set to builders. */
  version: string;
  /** "XWA" or "AMG". */
  ruleset: string;
  pilots: XwsPilot[];
  obstacles?: string[];
  vendor: Record<string, { pointsSet: string; format: Format; builder: string }>;
}

/**
 * Writes a squad as strict XWS: canonical ids, each upgrade under its own slot type, points from the points set (pilot
 * costs; upgrades are paid from loadout values), the points set as builders name it (`ruleset` "XWA" and `version`
 * "50P-2.0", as YASB writes them, or "AMG"), the obstacles, and a vendor block saying which points set and format.
 */
export function toXws(squad: Squad, content: SquadContent, options: ToXwsOptions = {}): XwsSquad {
  const setId = options.pointsSet ?? DEFAULT_POINTS_SET;
  const format = options.format ?? 'standard';
  const set = content.pointsSet(setId);
  const pilots = squad.pilots.map((p): XwsPilot => {
    const pilot = content.pilot(p.id);
    const upgrades: Record<string, string[]> = {};
    for (const u of p.upgrades) {
      const slot = content.upgrade(u.id)?.sides[0]?.type ?? resolveSlot(u.slot) ?? u.slot;
      (upgrades[slot] ??= []).push(u.id);
    }
    const cost = pilot && set ? pilotEntry(set, pilot.xws)?.cost : undefined;
    return { id: p.id, ship: pilot?.ship ?? p.ship ?? '', points: cost ?? 0, upgrades };
  });
  return {
    name: squad.name ?? 'Unnamed squad',
    ...(squad.description !== undefined ? { description: squad.description } : {}),
    faction: squad.faction,
    points: pilots.reduce((sum, p) => sum + p.points, 0),
    ...xwsRulesetOf(setId),
    pilots,
    ...(squad.obstacles !== undefined && squad.obstacles.length > 0 ? { obstacles: [...squad.obstacles] } : {}),
    vendor: { [VENDOR_KEY]: { pointsSet: setId, format, builder: 'xwing-table' } },
  };
}

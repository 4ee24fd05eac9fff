/**
 * Squad builders' links, decoded without any network access: YASB's (`https://yasb.app/?f=…&d=v10Z…&sn=…&obs=…`) and
 * Launch Bay Next's (`https://launchbaynext.app/print?lbx=…`). Browser-safe: no `node:` imports, and no card data
 * beyond the builders' id tables (data/link-ids.json, written by scripts/convert-links.mjs from the builders' own
 * tables: YASB's, the official builder's numbers older Launch Bay Next links use, and the app's X-Wing Alliance
 * manifest its current links use).
 */
import tables from '../data/link-ids.json' with { type: 'json' };

/** Where a link came from. */
export type SquadLinkBuilder = 'yasb' | 'lbn';

export interface DecodedSquadLink {
  builder: SquadLinkBuilder;
  /** The squad as XWS, with `ruleset`/`version` when the link says which points it was built for. */
  xws: LinkXws;
  /** What the decoder read past (empty slots, ids it could not name): sentences for a player. */
  notes: string[];
}

export interface LinkXws {
  name?: string;
  faction: string;
  pilots: { id: string; ship?: string; upgrades: Record<string, string[]> }[];
  obstacles?: string[];
  /** "XWA" (X-Wing Alliance's 50 points) or "AMG" (AMG 2.5, 20 points), when the link tells. */
  ruleset?: string;
  /** "standard" or "extended", when the link tells (Launch Bay Next). */
  format?: 'standard' | 'extended';
  points?: number;
  vendor: Record<string, { builder: string; link: string }>;
}

/** A text that looks like a builder's link but cannot be decoded: the message says why. */
export class SquadLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SquadLinkError';
  }
}

const FACTIONS = [
  'rebelalliance',
  'galacticempire',
  'scumandvillainy',
  'resistance',
  'firstorder',
  'galacticrepublic',
  'separatistalliance',
];

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The query of a link: what follows "?" (a bare query is taken as it is). */
function queryOf(text: string): string {
  const at = text.indexOf('?');
  return (at >= 0 ? text.slice(at + 1) : text).split('#')[0]!;
}

/** The raw (still percent-encoded) value of one query parameter. */
function rawParam(query: string, name: string): string | undefined {
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return undefined;
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Whether the text is a link (or query) this module decodes. */
export function isSquadLink(text: string): boolean {
  const t = text.trim();
  if (/\s/.test(t)) return false;
  const query = queryOf(t);
  return rawParam(query, 'lbx') !== undefined || /^v\d+Z/.test(decoded(rawParam(query, 'd') ?? ''));
}

/**
 * Decodes a YASB or Launch Bay Next link into XWS. Throws SquadLinkError when the text is neither, or is one that is
 * malformed or made for a version or mode the decoder does not read.
 */
export function decodeSquadLink(text: string): DecodedSquadLink {
  const t = text.trim();
  const query = queryOf(t);
  if (rawParam(query, 'lbx') !== undefined) return decodeLbn(t, rawParam(query, 'lbx')!);
  const d = rawParam(query, 'd');
  if (d !== undefined) return decodeYasb(t, query, decoded(d));
  throw new SquadLinkError(
    'not a squad link: expected a YASB link (…?f=FACTION&d=v10Z…) or a Launch Bay Next link (…?lbx=…)',
  );
}

// YASB -------------------------------------------------------------------------------------------------------------

const YASB_MODES: Record<string, string> = { s: 'XWA', h: 'hyperspace', e: 'epic', b: 'beta', q: 'quick build' };

function decodeYasb(link: string, query: string, data: string): DecodedSquadLink {
  const m = /^v(\d+|undefined)Z([a-z])Z(\d*)Z(.*)$/s.exec(data);
  if (!m) throw new SquadLinkError(`YASB link: "d=${data}" is not YASB's squad code (v<version>Z<mode>Z<points>Z…)`);
  const notes: string[] = [];
  // Some YASB pages wrote their code version as "undefined"; the squad code itself is the current one.
  const version = m[1] === 'undefined' ? 10 : Number(m[1]);
  if (m[1] === 'undefined') notes.push('the link gives no YASB version ("vundefined"): read as the current one (v10)');
  const mode = m[2]!;
  if (version < 9)
    throw new SquadLinkError(`YASB link: version ${version} is X-Wing 2.0's, which YASB itself no longer reads`);
  if (mode === 'q')
    throw new SquadLinkError('YASB link: quick-build squads are not read (their ids name quick builds)');
  const factionText = decoded(rawParam(query, 'f') ?? '');
  const faction = FACTIONS.find((f) => f === key(factionText));
  if (faction === undefined) throw new SquadLinkError(`YASB link: "f=${factionText}" is not a faction`);
  if (YASB_MODES[mode] === undefined) notes.push(`YASB's game mode "${mode}" is unknown: read as X-Wing Alliance`);
  else if (mode !== 's' && mode !== 'h' && !(mode === 'b' && version === 9))
    notes.push(`YASB's ${YASB_MODES[mode]} mode: checked as standard play`);
  const pilots = m[4]!
    .split('Y')
    .filter((s) => s !== '')
    .map((ship, i) => {
      const [pilotNo = '', upgradeNos = ''] = ship.split('X');
      const id = tables.yasb.pilots[Number(pilotNo)];
      if (!/^\d+$/.test(pilotNo) || typeof id !== 'string')
        throw new SquadLinkError(`YASB link: ship ${i + 1} names pilot number "${pilotNo}", which YASB does not have`);
      const upgrades: Record<string, string[]> = {};
      for (const no of upgradeNos.split('W')) {
        if (no === '') continue;
        const u = tables.yasb.upgrades[Number(no)];
        if (!/^\d+$/.test(no) || !Array.isArray(u)) {
          notes.push(`ship ${i + 1}: YASB's upgrade number ${no} is unknown and was left out`);
          continue;
        }
        addUpgrade(upgrades, u[1]!, u[0]!);
      }
      return { id, upgrades };
    });
  const obstacles = decoded(rawParam(query, 'obs') ?? '')
    .split(',')
    .filter((o) => o !== '');
  const name = rawParam(query, 'sn');
  return {
    builder: 'yasb',
    xws: {
      ...(name !== undefined ? { name: decoded(name) } : {}),
      faction,
      pilots,
      ...(obstacles.length > 0 ? { obstacles } : {}),
      // YASB's v10 squads are X-Wing Alliance's 50-point ones; v9 came with AMG's 20-point points, and in its beta
      // mode with X-Wing Alliance's 20-point ones (BV1…R2). The number after the mode is the squad size the player
      // set, not the squad's total, so it is not written as `points`: the link itself (in `vendor`) tells it.
      ruleset: version >= 10 || mode === 'b' ? 'XWA' : 'AMG',
      vendor: { yasb: { builder: 'YASB', link } },
    },
    notes,
  };
}

// Launch Bay Next --------------------------------------------------------------------------------------------------

type LbnValue = string | number | LbnValue[];

/**
 * Launch Bay Next writes a JSON array with "." for ",", "l"/"r" for "[" and "]", "'" for '"' and the outer brackets
 * left off; numbers are the official builder's card numbers and quoted strings xws ids (or the squad's name).
 */
function parseLbn(raw: string): LbnValue[] {
  const s = raw.replace(/%27/gi, "'");
  let i = 0;
  const fail = (why: string): never => {
    throw new SquadLinkError(`Launch Bay Next link: ${why} at character ${i + 1} of "${s}"`);
  };
  const value = (): LbnValue => {
    const c = s[i];
    if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end < 0) fail('a quoted text does not end');
      const text = decoded(s.slice(i + 1, end));
      i = end + 1;
      return text;
    }
    if (c === 'l') {
      i++;
      const items: LbnValue[] = [];
      if (s[i] === 'r') {
        i++;
        return items;
      }
      for (;;) {
        items.push(value());
        if (s[i] === '.') i++;
        else if (s[i] === 'r') {
          i++;
          return items;
        } else fail('a list does not end');
      }
    }
    const m = /^-?\d+/.exec(s.slice(i));
    if (!m) return fail('expected a number, a quoted text or a list');
    i += m[0].length;
    return Number(m[0]);
  };
  const top: LbnValue[] = [];
  while (i < s.length) {
    top.push(value());
    if (i < s.length && s[i++] !== '.') fail('expected "."');
  }
  return top;
}

type Table = Record<string, string>;

/**
 * Adds an upgrade under its slot key. The key comes from the link, so it is looked up as an own key and created as
 * a plain field: a slot named "__proto__" or "constructor" is just an (unknown) slot, never the object's prototype.
 */
function addUpgrade(upgrades: Record<string, string[]>, slot: string, upgrade: string): void {
  if (Object.hasOwn(upgrades, slot)) upgrades[slot]!.push(upgrade);
  else
    Object.defineProperty(upgrades, slot, { value: [upgrade], enumerable: true, writable: true, configurable: true });
}

function named(table: Table, v: LbnValue | undefined, what: string, notes: string[]): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Object.hasOwn(table, String(v))) return table[String(v)];
  notes.push(`Launch Bay Next's ${what} ${JSON.stringify(v)} is unknown and was left out`);
  return undefined;
}

function decodeLbn(link: string, raw: string): DecodedSquadLink {
  const top = parseLbn(raw);
  const [name, points, faction, format, ruleset] = top;
  // X-Wing Alliance links of the current app (ruleset 1) number cards with the app's own manifest.
  const lbn = ruleset === 1 ? { ...tables.lbnXwa, obstacles: tables.lbn.obstacles } : tables.lbn;
  const factionId = typeof faction === 'number' ? (lbn.factions as Table)[String(faction)] : undefined;
  if (factionId === undefined)
    throw new SquadLinkError(`Launch Bay Next link: faction ${JSON.stringify(faction)} is not one of its numbers 1-7`);
  // The app's links: name, total, faction, format (0 extended, 1 standard), ruleset (1 X-Wing Alliance, 2 X-Wing 2.0
  // legacy), the pilots, the obstacles (andrelind/launchbaynext packages/core/src/helpers/serializer.ts). Older links
  // have no ruleset, and list the pilots either at the top level or as one list followed by the obstacles.
  const at = typeof ruleset === 'number' ? 5 : 4;
  if (ruleset === 2)
    throw new SquadLinkError(
      'Launch Bay Next link: an X-Wing 2.0 legacy squad (ruleset 2), whose card numbers are not X-Wing Alliance’s',
    );
  const listed = Array.isArray(top[at]) && (top[at].length === 0 || Array.isArray(top[at][0]));
  const pilotsRaw = (listed ? top[at] : top.slice(at)) as LbnValue[];
  const obstaclesRaw = listed && Array.isArray(top[at + 1]) ? top[at + 1] : [];
  const notes: string[] = [];
  const pilots = pilotsRaw.map((p, i) => {
    if (!Array.isArray(p)) throw new SquadLinkError(`Launch Bay Next link: pilot ${i + 1} is not a list`);
    const [shipNo, pilotNo, ...slots] = p;
    const id = named(lbn.pilots, pilotNo, 'pilot', notes);
    if (id === undefined) throw new SquadLinkError(`Launch Bay Next link: pilot ${i + 1} names no known pilot`);
    const ship = named(lbn.ships, shipNo, 'ship', notes);
    const upgrades: Record<string, string[]> = {};
    for (const group of slots) {
      if (!Array.isArray(group)) continue;
      const [slotNo, ...ids] = group;
      const slot = named(lbn.slots, slotNo, 'slot', notes);
      if (slot === undefined) continue;
      for (const u of ids) {
        const upgrade = named(lbn.upgrades, u, 'upgrade', notes);
        if (upgrade !== undefined) addUpgrade(upgrades, slot, upgrade);
      }
    }
    return { id, ...(ship !== undefined ? { ship } : {}), upgrades };
  });
  const obstacles = (Array.isArray(obstaclesRaw) ? obstaclesRaw : [])
    .map((o) => (typeof o === 'number' ? lbn.obstacles[o] : typeof o === 'string' ? o : undefined))
    .filter((o): o is string => o !== undefined);
  return {
    builder: 'lbn',
    xws: {
      ...(typeof name === 'string' ? { name } : {}),
      faction: factionId,
      pilots,
      ...(obstacles.length > 0 ? { obstacles } : {}),
      ...(format === 0 ? { format: 'extended' as const } : format === 1 ? { format: 'standard' as const } : {}),
      ...(ruleset === 1 ? { ruleset: 'XWA' } : {}),
      ...(typeof points === 'number' ? { points } : {}),
      vendor: { lbn: { builder: 'Launch Bay Next', link } },
    },
    notes,
  };
}

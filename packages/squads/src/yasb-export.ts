/**
 * Our squads as YASB links, in YASB's own encoding (`https://yasb.app/?f=…&d=v10ZsZ50Z…&sn=…&obs=…`), so a player can
 * open a squad of ours in YASB and YASB's own links come back character for character.
 *
 * How YASB writes a squad (facts read from its source, raithos/xwing, none of its code taken): the code is
 * `v<version>Z<mode>Z<size>Z` then the ships joined by `Y`; a ship is its pilot's number, `X`, then one place per slot
 * of the pilot's upgrade bar joined by `W`, each the number of the upgrade in that slot or empty. The bar is the
 * pilot's slot list in YASB's order for the points set (its card data; the order is the card's, no rule over slot
 * types gives it: data/link-ids.json `yasb.slots`), then the slots an equipped upgrade adds, after it, in the order
 * the upgrades were equipped. An upgrade that fills two slots stands in the first and leaves the second empty. A
 * standard-loadout pilot's bar is its printed upgrades. YASB reads a link by placing each upgrade in the first free
 * slot of its type (the places only order the link), so any placement reads back; this one is the placement YASB
 * gives upgrades equipped one by one in their XWS order, which is how its own links are ordered.
 */
import tables from '../data/link-ids.json' with { type: 'json' };
import type { SquadContent } from './content.js';
import type { LinkSquad } from './link-export.js';
import { SquadLinkError } from './links.js';
import type { Squad } from './types.js';

interface SlotSet {
  /** The lists by pilot number, joined by commas (a set written whole). */
  pilots?: string;
  base?: string;
  changes?: Record<string, string>;
}
const slotTable = tables.yasb.slots as { legend: Record<string, string>; sets: Record<string, SlotSet> };
const letterOf = (slot: string): string | undefined =>
  Object.entries(slotTable.legend).find(([, s]) => s === slot)?.[0];
/** The flexible weapon slots: Weapon Hardpoint (W) and Versatile Frame (V), and the slots each may hold. */
const FLEX: Record<string, readonly string[]> = { W: ['cannon', 'torpedo', 'missile'], V: ['torpedo', 'missile'] };

/** The points sets whose YASB slot lists we hold; another set is written with the newest lists. */
export const YASB_SLOT_SETS: readonly string[] = Object.keys(slotTable.sets);
const NEWEST = 'xwa-50p2.0';
const whole = new Map<string, string[]>();

/** A pilot's slots in YASB's order (one letter each, see the legend) in a points set, or undefined. */
function yasbSlots(set: string, pilotNo: number): string | undefined {
  let at: string | undefined = set;
  while (at !== undefined) {
    const t: SlotSet | undefined = slotTable.sets[at];
    if (t === undefined) return undefined;
    if (t.pilots !== undefined) {
      let lists = whole.get(at);
      if (!lists) whole.set(at, (lists = t.pilots.split(',')));
      return lists[pilotNo] || undefined;
    }
    const own = t.changes?.[String(pilotNo)];
    if (own !== undefined) return own;
    at = t.base;
  }
  return undefined;
}

/** Our pilot ids → YASB's numbers, and our upgrade ids (and id + slot) → YASB's numbers, lowest first (a printed
 * copy of a card comes later): built on first use, so a command that never writes a YASB link pays nothing. */
let numbers: { pilots: Map<string, number>; upgrades: Map<string, number[]> } | undefined;
function numberTables(): NonNullable<typeof numbers> {
  if (numbers) return numbers;
  const pilots = new Map<string, number>();
  tables.yasb.pilots.forEach((id, n) => {
    if (typeof id === 'string' && !pilots.has(id)) pilots.set(id, n);
  });
  const upgrades = new Map<string, number[]>();
  tables.yasb.upgrades.forEach((u, n) => {
    if (!Array.isArray(u)) return;
    const [id, slot] = u as [string, string];
    for (const k of [id, `${id}|${slot}`, id.replace(/-/g, '')]) {
      const list = upgrades.get(k) ?? [];
      if (!list.includes(n)) list.push(n);
      upgrades.set(k, list);
    }
  });
  return (numbers = { pilots, upgrades });
}

/**
 * YASB's numbers for an upgrade our data names otherwise: a printed copy of a standard loadout is ours with its
 * product's suffix ("r0gr-evacuationofdqar") and YASB's with its slot ("r0gr-tech"), sometimes another slot than
 * ours: the YASB upgrades of that name (and slot, where some are), lowest first; the printed copies come last.
 */
function numbersByName(id: string, slot: string): number[] {
  const base = id.split('-')[0]!;
  const same: number[] = [];
  tables.yasb.upgrades.forEach((u, n) => {
    if (Array.isArray(u) && (u[0] as string).split('-')[0] === base) same.push(n);
  });
  const inSlot = same.filter((n) => slotOfNumber(n) === slot);
  return inSlot.length > 0 ? inSlot : same;
}

/** YASB's own slot for an upgrade number. */
const slotOfNumber = (n: number): string => (tables.yasb.upgrades[n] as [string, string])[1];

/** YASB's faction names, as its links write them (`f=Rebel%20Alliance`). */
const FACTION_NAMES: Record<string, string> = {
  rebelalliance: 'Rebel Alliance',
  galacticempire: 'Galactic Empire',
  scumandvillainy: 'Scum and Villainy',
  resistance: 'Resistance',
  firstorder: 'First Order',
  galacticrepublic: 'Galactic Republic',
  separatistalliance: 'Separatist Alliance',
};

/**
 * The head of YASB's code for a points set: v10 "s" (its X-Wing Alliance 50-point builder) for the 50-point sets; the
 * 20-point sets were YASB's v9: its mode "b" carried X-Wing Alliance's 20-point points (BV…, R…), its modes "h" and
 * "s" AMG's (standard and extended).
 */
function headOf(pointsSet: string, size: number | undefined, mode: string | undefined): string {
  if (pointsSet.startsWith('xwa-50p')) return `v10Z${mode ?? 's'}Z${size ?? 50}Z`;
  if (pointsSet.startsWith('xwa-')) return `v9Z${mode ?? 'b'}Z${size ?? 20}Z`;
  return `v9Z${mode ?? 'h'}Z${size ?? 20}Z`;
}

export interface YasbLinkOptions {
  /** The points set whose YASB slot lists place the upgrades, and whose YASB version the link names. */
  pointsSet?: string;
  /** The squad size the link names (YASB's "points" field): the set's own by default (50 or 20). */
  size?: number;
  /** YASB's game mode letter, when not the set's own (a player may build a 50-point squad in v10's beta mode "b"). */
  mode?: string;
  /** The page the link opens (`https://yasb.app/` by default). */
  base?: string;
  /** The pilots of the squad that are standard-loadout pilots (their upgrades are the printed ones). */
  standard?: ReadonlySet<number>;
}

interface Place {
  letter: string;
  upgrade?: number;
  taken: boolean;
}

function shipCode(
  pilot: LinkSquad['pilots'][number],
  content: SquadContent | undefined,
  set: string,
  standard: boolean,
): string {
  const no = numberTables().pilots.get(pilot.id);
  if (no === undefined) throw new SquadLinkError(`YASB has no number for the pilot "${pilot.id}"`);
  const fallback = () => (content?.pilot(pilot.id)?.slots ?? []).map((s) => letterOf(s) ?? '').join('') || undefined;
  const letters = standard ? '' : (yasbSlots(set, no) ?? yasbSlots(NEWEST, no) ?? fallback() ?? '');
  const places: Place[] = [...letters].map((letter) => ({ letter, taken: false }));
  const upgrades = Object.entries(pilot.upgrades ?? {}).flatMap(([slot, ids]) => ids.map((id) => ({ id, slot })));
  // The slots upgrades add come after the bar, in the order of the upgrades that add them.
  for (const u of standard ? [] : upgrades)
    for (const g of content?.upgrade(u.id)?.sides[0]?.grants ?? []) {
      if (g.type !== 'slot' || g.amount <= 0) continue;
      for (let i = 0; i < g.amount; i++) places.push({ letter: letterOf(g.slot) ?? '', taken: false });
    }
  const resolved = upgrades.map((u) => {
    // Our id itself: the card sold on its own (YASB's lowest number). A printed copy of ours ("-<product>" suffix):
    // YASB's printed copy, its highest number of that name.
    const own = numberTables().upgrades.get(`${u.id}|${u.slot}`) ?? numberTables().upgrades.get(u.id);
    const n = own !== undefined ? own[0] : numbersByName(u.id, u.slot).at(-1);
    if (n === undefined) throw new SquadLinkError(`YASB has no number for the upgrade "${u.id}"`);
    const primary = slotOfNumber(n);
    const fills = [...(content?.upgrade(u.id)?.sides[0]?.slots ?? [primary])];
    // Its own slot first, then the others it fills.
    fills.splice(Math.max(0, fills.indexOf(primary as never)), 1);
    return { n, slots: [primary, ...fills] };
  });
  const take = (slot: string): Place | undefined => {
    const letter = letterOf(slot);
    const free =
      places.find((p) => !p.taken && p.letter === letter) ??
      places.find((p) => !p.taken && FLEX[p.letter]?.includes(slot));
    if (free) free.taken = true;
    return free;
  };
  // Each upgrade in its XWS order stands in the first free place of its own slot (a flexible weapon slot when its
  // type has none left), then takes the first free place of each other slot it fills, leaving it empty.
  for (const u of resolved) {
    const taken = u.slots.map(take);
    // No place of its own (a standard-loadout pilot's printed upgrades, or one the bar lacks): listed after.
    if (taken[0] === undefined) places.push({ letter: '', taken: true, upgrade: u.n });
    else taken[0].upgrade = u.n;
  }
  return `${no}X${places.map((p) => (p.upgrade === undefined ? '' : String(p.upgrade))).join('W')}`;
}

/**
 * The squad as a YASB link. Throws SquadLinkError for a faction, pilot or upgrade YASB has no number for. `content`
 * gives the slots an upgrade fills and adds (without it each upgrade fills its own slot and adds none).
 */
export function encodeYasbLink(
  squad: LinkSquad,
  content: SquadContent | undefined,
  options: YasbLinkOptions = {},
): string {
  const set = options.pointsSet ?? NEWEST;
  const faction = FACTION_NAMES[squad.faction];
  if (faction === undefined) throw new SquadLinkError(`YASB has no faction "${squad.faction}"`);
  const ships = squad.pilots.map((p, i) => shipCode(p, content, set, options.standard?.has(i) ?? false));
  const code = `${headOf(set, options.size, options.mode)}${ships.join('Y')}`;
  return (
    `${options.base ?? 'https://yasb.app/'}?f=${encodeURI(faction)}&d=${encodeURI(code)}` +
    `&sn=${encodeURIComponent(squad.name ?? '')}&obs=${encodeURI((squad.obstacles ?? []).join(','))}`
  );
}

/** A squad of ours as a YASB link: upgrades by slot, in the points set's YASB slot order. */
export function yasbLinkOfSquad(
  squad: Squad,
  content: SquadContent,
  extra: { pointsSet?: string; size?: number; mode?: string; base?: string } = {},
): string {
  const standard = new Set<number>();
  const pilots = squad.pilots.map((p, i) => {
    const upgrades: Record<string, string[]> = {};
    for (const u of p.upgrades) (upgrades[u.slot] ??= []).push(u.id);
    if (p.loadoutFilledIn || isStandardLoadout(content, p.id, extra.pointsSet)) standard.add(i);
    return { id: p.id, upgrades };
  });
  return encodeYasbLink(
    {
      ...(squad.name !== undefined ? { name: squad.name } : {}),
      faction: squad.faction,
      pilots,
      ...(squad.obstacles ? { obstacles: squad.obstacles } : {}),
    },
    content,
    {
      ...(extra.pointsSet !== undefined ? { pointsSet: extra.pointsSet } : {}),
      ...(extra.size !== undefined ? { size: extra.size } : {}),
      ...(extra.mode !== undefined ? { mode: extra.mode } : {}),
      ...(extra.base !== undefined ? { base: extra.base } : {}),
      standard,
    },
  );
}

/** Whether the pilot is a standard-loadout pilot in the points set (printed upgrades, as the rules read it). */
function isStandardLoadout(content: SquadContent, pilot: string, pointsSet: string | undefined): boolean {
  const inSet = content.pointsSet(pointsSet ?? NEWEST)?.pilots[pilot]?.standardLoadout;
  return (inSet ?? content.pilot(pilot)?.standardLoadout ?? []).length > 0;
}

/**
 * What a YASB link says beyond the squad: its page (`https://yasb.app/`, `https://yasb.app/old/`), its game mode
 * letter and the squad size the player set; a squad read from the link and written again keeps them.
 */
export function yasbLinkStyle(link: string): { base: string; mode: string; size: number } | undefined {
  const at = link.indexOf('?');
  const d = /(?:^|[?&])d=v(?:\d+|undefined)Z([a-z])Z(\d+)Z/.exec(link.slice(Math.max(0, at)));
  if (at < 0 || d === null) return undefined;
  return { base: link.slice(0, at), mode: d[1]!, size: Number(d[2]) };
}

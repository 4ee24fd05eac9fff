/**
 * Our squads as a builder's link, in the builder's own encoding, so a player can open a squad of ours in the builder
 * they use. Launch Bay Next: its X-Wing Alliance links (ruleset 1), numbered with the app's manifest
 * (data/link-ids.json `lbnXwa`), written the way the app writes them (links.ts reads the same form). YASB's links are
 * written by yasb-export.ts.
 */
import tables from '../data/link-ids.json' with { type: 'json' };
import type { SquadContent } from './content.js';
import { SquadLinkError } from './links.js';
import type { Squad } from './types.js';

/** What a link is made from: an XWS-like squad (xws ids, upgrades by slot). */
export interface LinkSquad {
  name?: string;
  faction: string;
  pilots: readonly { id: string; ship?: string; upgrades?: Readonly<Record<string, readonly string[]>> }[];
  obstacles?: readonly string[];
  /** The squad's total, as the builder shows it; 0 when not given. */
  points?: number;
  /** Launch Bay Next's format flag: 1 unless the squad is marked extended (0), as the app writes it. */
  format?: 'standard' | 'extended';
}

export interface SquadLinkOptions {
  /** The page the link opens (Launch Bay Next's print page by default, as the corpus's links do). */
  base?: string;
}

type Table = Record<string, string>;

/** id → the first number the table gives it; slot keys also without their hyphens (XWS writes "tacticalrelay"). */
function reverse(table: Table): Map<string, number> {
  const out = new Map<string, number>();
  for (const [n, id] of Object.entries(table)) {
    if (!out.has(id)) out.set(id, Number(n));
    if (!out.has(id.replace(/-/g, ''))) out.set(id.replace(/-/g, ''), Number(n));
  }
  return out;
}

const lbn = tables.lbnXwa as unknown as Record<'factions' | 'slots' | 'ships' | 'pilots' | 'upgrades', Table>;
const numbers = {
  factions: reverse(lbn.factions),
  slots: reverse(lbn.slots),
  ships: reverse(lbn.ships),
  pilots: reverse(lbn.pilots),
  upgrades: reverse(lbn.upgrades),
};

function numberOf(kind: keyof typeof numbers, id: string, what: string): number {
  const n = numbers[kind].get(id);
  if (n === undefined) throw new SquadLinkError(`Launch Bay Next has no number for the ${what} "${id}"`);
  return n;
}

/** A card or slot as the app writes it: its number, or (one its manifest does not number) its xws id quoted. */
function cardRef(kind: 'ships' | 'pilots' | 'upgrades' | 'slots', id: string): string {
  const n = numbers[kind].get(id);
  return n === undefined ? quoted(id) : String(n);
}

/**
 * Launch Bay Next quotes texts with "'" and writes them percent-encoded; an apostrophe inside would end the text (its
 * readers, ours included, turn every %27 into a quote first), so the app leaves apostrophes out, and so do we.
 */
function quoted(text: string): string {
  return `'${encodeURIComponent(text).replace(/'/g, '')}'`;
}

/**
 * The squad as a Launch Bay Next link (X-Wing Alliance): `…/print?lbx=` then name, total, faction, format (0
 * extended, 1 standard), ruleset 1, the pilots ([ship, pilot, [slot, upgrades…]…]) and the obstacles, as a list
 * written with "l"/"r" for brackets and "." between items. Throws SquadLinkError for a faction the app has no
 * number for.
 */
export function encodeLbnLink(squad: LinkSquad, options: SquadLinkOptions = {}): string {
  const list = (items: readonly string[]) => `l${items.join('.')}r`;
  const pilots = squad.pilots.map((p) => {
    if (p.ship === undefined) throw new SquadLinkError(`pilot "${p.id}" needs its ship for a Launch Bay Next link`);
    const parts = [cardRef('ships', p.ship), cardRef('pilots', p.id)];
    // The app writes a pilot's slot groups in the alphabetical order of its slot keys (its "forcepower" is our
    // "force-power": the hyphen aside, the order is the same).
    const slots = Object.keys(p.upgrades ?? {})
      .filter((s) => (p.upgrades![s] ?? []).length > 0)
      .sort((a, b) => a.replace(/-/g, '').localeCompare(b.replace(/-/g, '')));
    for (const slot of slots) {
      const ids = p.upgrades![slot]!.map((u) => cardRef('upgrades', u));
      parts.push(list([cardRef('slots', slot), ...ids]));
    }
    return list(parts);
  });
  // Obstacles are numbered by their place in the app's list; one it does not list is written by name (read back).
  const obstacles = (squad.obstacles ?? []).map((o) => {
    const at = tables.lbn.obstacles.indexOf(o);
    return at >= 0 ? String(at) : quoted(o);
  });
  const top = [
    quoted(squad.name ?? ''),
    String(squad.points ?? 0),
    String(numberOf('factions', squad.faction, 'faction')),
    squad.format === 'extended' ? '0' : '1',
    '1',
    list(pilots),
    list(obstacles),
  ];
  return `${options.base ?? 'https://launchbaynext.app/print'}?lbx=${top.join('.')}`;
}

/**
 * A squad of ours as a Launch Bay Next link: ships from the content, upgrades grouped by slot, the total given (the
 * squad's priced total, as the builder would show it).
 */
export function lbnLinkOfSquad(
  squad: Squad,
  content: SquadContent,
  extra: { points?: number; format?: 'standard' | 'extended'; base?: string } = {},
): string {
  const upgradesOf = (p: Squad['pilots'][number]) => {
    const out: Record<string, string[]> = {};
    for (const u of p.upgrades) (out[u.slot] ??= []).push(u.id);
    return out;
  };
  return encodeLbnLink(
    {
      ...(squad.name !== undefined ? { name: squad.name } : {}),
      faction: squad.faction,
      pilots: squad.pilots.map((p) => {
        const ship = p.ship ?? content.pilot(p.id)?.ship;
        // A standard-loadout pilot's printed upgrades are implied, and the app writes none.
        const upgrades = p.loadoutFilledIn ? {} : upgradesOf(p);
        return { id: p.id, ...(ship !== undefined ? { ship } : {}), upgrades };
      }),
      ...(squad.obstacles ? { obstacles: squad.obstacles } : {}),
      ...(extra.points !== undefined ? { points: extra.points } : {}),
      ...(extra.format ? { format: extra.format } : {}),
    },
    extra.base ? { base: extra.base } : {},
  );
}

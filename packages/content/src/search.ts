import type { Content } from './indexing.js';
import type { FactionId, SlotId } from './types.js';

export interface SearchHit {
  kind: 'pilot' | 'upgrade' | 'ship';
  xws: string;
  name: string;
  faction?: FactionId;
  ship?: string;
  caption?: string;
  slot?: SlotId;
}

/** Lower case without accents: "Sabé" and "SABE" both read "sabe". */
function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Letters and digits only, so that "r2d2" finds "R2-D2" and "tie ln" finds "TIE/ln Fighter". */
function squeeze(s: string): string {
  return fold(s).replace(/[^\p{L}\p{N}]/gu, '');
}

interface Entry {
  hit: SearchHit;
  name: string;
  /** The name's words, folded, for "starts a word" matches. */
  words: string[];
  squeezedName: string;
  /** Caption and xws id, squeezed. */
  others: string[];
}

const KIND_ORDER: Record<SearchHit['kind'], number> = { pilot: 0, upgrade: 1, ship: 2 };

function entry(hit: SearchHit): Entry {
  const name = fold(hit.name);
  return {
    hit,
    name,
    words: name.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ''),
    squeezedName: squeeze(hit.name),
    others: [hit.caption, hit.xws].filter((s): s is string => s !== undefined).map(squeeze),
  };
}

const entries = new WeakMap<Content, Entry[]>();

function entriesOf(content: Content): Entry[] {
  let list = entries.get(content);
  if (!list) {
    const { pilots, upgrades, ships } = content.data;
    list = [
      ...pilots.map((p) =>
        entry({
          kind: 'pilot',
          xws: p.xws,
          name: p.name,
          faction: p.faction,
          ship: p.ship,
          ...(p.caption === undefined ? {} : { caption: p.caption }),
        }),
      ),
      ...upgrades.map((u) => {
        const slot = u.sides[0]?.type;
        return entry({ kind: 'upgrade', xws: u.xws, name: u.name, ...(slot === undefined ? {} : { slot }) });
      }),
      ...ships.map((s) => entry({ kind: 'ship', xws: s.xws, name: s.name, faction: s.faction })),
    ];
    entries.set(content, list);
  }
  return list;
}

/**
 * How well an entry matches (lower is better), or undefined when it does not: the whole name, the start of the name,
 * the start of a word of it, anywhere in it, then the caption or xws id.
 */
function score(e: Entry, text: string, squeezed: string): number | undefined {
  if (e.name === text) return 0;
  if (e.name.startsWith(text)) return 1;
  if (e.words.some((w) => w.startsWith(text)) || (squeezed !== '' && e.squeezedName.startsWith(squeezed))) return 2;
  if (e.name.includes(text) || (squeezed !== '' && e.squeezedName.includes(squeezed))) return 3;
  if (squeezed !== '' && e.others.some((o) => o.includes(squeezed))) return 4;
  return undefined;
}

/**
 * Finds pilots, upgrades and ships whose name (or caption, or xws id) contains the text, case- and
 * accent-insensitively, best matches first.
 */
export function searchContent(content: Content, text: string, limit = 20): SearchHit[] {
  const folded = fold(text).trim().replace(/\s+/g, ' ');
  const squeezed = squeeze(text);
  if (folded === '' || limit <= 0) return [];
  const found: { e: Entry; s: number }[] = [];
  for (const e of entriesOf(content)) {
    const s = score(e, folded, squeezed);
    if (s !== undefined) found.push({ e, s });
  }
  found.sort(
    (a, b) =>
      a.s - b.s ||
      KIND_ORDER[a.e.hit.kind] - KIND_ORDER[b.e.hit.kind] ||
      a.e.name.localeCompare(b.e.name, 'en') ||
      (a.e.hit.xws < b.e.hit.xws ? -1 : a.e.hit.xws > b.e.hit.xws ? 1 : 0) ||
      (a.e.hit.faction ?? '').localeCompare(b.e.hit.faction ?? '', 'en'),
  );
  return found.slice(0, limit).map(({ e }) => ({ ...e.hit }));
}

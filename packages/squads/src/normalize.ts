import { FACTION_IDS, type FactionId, SLOT_IDS, type SlotId } from '@xwing/content/core';

export { FACTION_IDS, SLOT_IDS };

/** Lower case, accents dropped, only a–z and 0–9 kept: "T-65 X-wing" → "t65xwing", "Rebel Alliance" → "rebelalliance". */
export function normalizeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Other names builders and people use for the factions, normalised. */
const FACTION_ALIASES: Readonly<Record<string, FactionId>> = {
  rebel: 'rebelalliance',
  rebels: 'rebelalliance',
  empire: 'galacticempire',
  imperial: 'galacticempire',
  imperials: 'galacticempire',
  scum: 'scumandvillainy',
  scumvillainy: 'scumandvillainy',
  fo: 'firstorder',
  republic: 'galacticrepublic',
  separatist: 'separatistalliance',
  separatists: 'separatistalliance',
  cis: 'separatistalliance',
};

/** The faction id for "rebelalliance", "rebel-alliance", "Rebel Alliance", "rebels"…; undefined when none fits. */
export function resolveFaction(text: string): FactionId | undefined {
  const key = normalizeKey(text);
  // Own keys only: a faction named "constructor" must not reach the object prototype.
  return FACTION_IDS.find((f) => f === key) ?? (Object.hasOwn(FACTION_ALIASES, key) ? FACTION_ALIASES[key] : undefined);
}

/** Slot keys of older XWS versions and builders, normalised. */
const SLOT_ALIASES: Readonly<Record<string, SlotId>> = {
  amd: 'astromech',
  samd: 'astromech',
  salvagedastromech: 'astromech',
  droid: 'astromech',
  elite: 'talent',
  ept: 'talent',
  force: 'force-power',
  system: 'sensor',
  bomb: 'device',
  // 2.5 prints the device slot as "Payload" on pilot cards; the upgrades and XWS call it "device": one slot.
  payload: 'device',
  mod: 'modification',
  config: 'configuration',
  relay: 'tactical-relay',
  torpedoes: 'torpedo',
};

/** The slot id for an XWS slot key ("force-power", "forcepower", "Force Power", "ept", "mods"…). */
export function resolveSlot(text: string): SlotId | undefined {
  const key = normalizeKey(text);
  const direct = (k: string) =>
    SLOT_IDS.find((s) => normalizeKey(s) === k) ?? (Object.hasOwn(SLOT_ALIASES, k) ? SLOT_ALIASES[k] : undefined);
  return direct(key) ?? (key.endsWith('s') ? direct(key.slice(0, -1)) : undefined);
}

/** Edit distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Up to `count` known ids closest to `wanted`: ids that start with it or contain it first (a variant of the same
 * card), then the nearest by edit distance, when near enough to be a plausible typo.
 */
export function closestIds(wanted: string, known: Iterable<string>, count = 3): string[] {
  const key = normalizeKey(wanted);
  if (key === '') return [];
  const scored: { id: string; score: number }[] = [];
  for (const id of known) {
    const k = normalizeKey(id);
    let score: number;
    if (k.startsWith(key) || key.startsWith(k)) score = Math.abs(k.length - key.length) / 100;
    else if (k.includes(key) || key.includes(k)) score = 0.5 + Math.abs(k.length - key.length) / 100;
    else {
      const d = editDistance(key, k);
      if (d > Math.max(2, Math.floor(key.length * 0.4))) continue;
      score = 1 + d;
    }
    scored.push({ id, score });
  }
  scored.sort((x, y) => x.score - y.score || (x.id < y.id ? -1 : 1));
  return scored.slice(0, count).map((s) => s.id);
}

/** The outcome of looking an id up: found, several equally good, or none. */
export type Resolution<T> =
  { kind: 'found'; item: T } | { kind: 'ambiguous'; items: T[] } | { kind: 'unknown'; suggestions: string[] };

/**
 * Finds a card by id the way builders write them: the exact xws id first; then ids equal once both are normalised
 * ("Luke-Skywalker" → "lukeskywalker"); several of those is ambiguous unless `prefer` keeps exactly one.
 */
export function resolveId<T extends { xws: string }>(
  wanted: string,
  exact: (id: string) => T | undefined,
  everything: () => readonly T[],
  prefer?: (item: T) => boolean,
): Resolution<T> {
  const hit = exact(wanted);
  if (hit) return { kind: 'found', item: hit };
  // Only a miss looks through every card.
  const all = everything();
  const key = normalizeKey(wanted);
  const matches = key === '' ? [] : all.filter((item) => normalizeKey(item.xws) === key);
  const [first] = matches;
  if (first && matches.length === 1) return { kind: 'found', item: first };
  if (matches.length > 1) {
    const preferred = prefer ? matches.filter(prefer) : [];
    const [only] = preferred;
    if (only && preferred.length === 1) return { kind: 'found', item: only };
    return { kind: 'ambiguous', items: matches };
  }
  return {
    kind: 'unknown',
    suggestions: closestIds(
      wanted,
      all.map((x) => x.xws),
    ),
  };
}

/** A path step for an object key: `.key` for plain keys, `["key"]` for others. */
export function keyStep(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

export function pilotPath(index: number): string {
  return `pilots[${index}]`;
}

export function upgradePath(pilotIndex: number, slotKey: string, index: number): string {
  return `${pilotPath(pilotIndex)}.upgrades${keyStep(slotKey)}[${index}]`;
}

/** "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Slot ids for people: "force-power" → "Force Power". */
export function slotName(slot: string): string {
  return slot
    .split('-')
    .map((w) => (w === '' ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

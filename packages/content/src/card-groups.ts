/**
 * The card group table (issue 21, ../shared/cards.md): every card with an ability — a pilot or upgrade side with
 * `hasAbility`, or a ship ability — in exactly one of four groups, by the mechanism its ability is built on, so that
 * the card issues can split the remaining abilities without claiming a card twice or forgetting one. Keys are the
 * engine's ability source keys: `pilot:<xws>`, `upgrade:<xws>:<side index>`, `ship-ability:<id>`. The table is data
 * (data/card-groups.json, written by scripts/gen-card-groups.mjs); this module only types and indexes it.
 */

/** The four card groups, by mechanism. */
export type CardGroup = 'attack' | 'support' | 'movement' | 'subsystems';

/**
 * attack: abilities inside an attack (dice, results, range bonuses, bonus attacks, after-attack triggers, special
 * weapons); support: tokens, locks, Force, charges and the ships around; movement: maneuvers, dials, repositions,
 * actions, initiative; subsystems: reserves and docking, cloaking, remotes, devices, conditions, the damage deck,
 * Setup, tractor.
 */
export const CARD_GROUPS: readonly CardGroup[] = ['attack', 'support', 'movement', 'subsystems'];

export function isCardGroup(s: string): s is CardGroup {
  return (CARD_GROUPS as readonly string[]).includes(s);
}

export interface CardGroupEntry {
  readonly group: CardGroup;
  /** Why the card is in its group, in our words: the keyword rules that placed it, or "hand: …" for a hand decision. */
  readonly basis: string;
  /** Set when the card cannot be implemented yet, with the reason (epic-only cards: "epic only: command slot", …). */
  readonly outOfScope?: string;
}

/** The shape of data/card-groups.json. */
export interface CardGroupsData {
  readonly note?: string;
  readonly groups: readonly CardGroup[];
  readonly cards: Readonly<Record<string, CardGroupEntry>>;
}

export interface CardGroupTable {
  /** The group of a card's source key, or undefined when the key is not a card with an ability. */
  of(key: string): CardGroupEntry | undefined;
  /** Every key in the table, sorted; or only those of one group. */
  keys(group?: CardGroup): readonly string[];
}

/** Indexes the table's data; fails on a group it does not know (the data is generated, so that is a bug). */
export function indexCardGroups(data: CardGroupsData): CardGroupTable {
  // A Map, not the JSON object: a key such as "constructor" must not find the object's prototype.
  const byKey = new Map<string, CardGroupEntry>();
  const byGroup = new Map<CardGroup, string[]>(CARD_GROUPS.map((g) => [g, []]));
  for (const key of Object.keys(data.cards).sort()) {
    const entry = data.cards[key]!;
    if (!isCardGroup(entry.group)) throw new Error(`card groups: ${key} has the unknown group ${entry.group}`);
    byKey.set(key, Object.freeze({ ...entry }));
    byGroup.get(entry.group)!.push(key);
  }
  const all = Object.freeze([...byKey.keys()]);
  for (const [g, keys] of byGroup) byGroup.set(g, Object.freeze(keys) as string[]);
  return {
    of: (key) => byKey.get(key),
    keys: (group) => (group === undefined ? all : (byGroup.get(group) ?? [])),
  };
}

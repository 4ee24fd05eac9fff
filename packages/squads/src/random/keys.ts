import { CARD_GROUPS, type CardGroupTable, isCardGroup, type Pilot, type Upgrade } from '@xwing/content/core';
import type { SquadContent } from '../content.js';
import { orList } from '../normalize.js';
import type { Squad } from '../types.js';
import { SquadOptionError } from '../validate.js';

/**
 * The ability source keys a card brings into a game, as the engine's ability table and `xwing content coverage` name
 * them: `pilot:<xws>`, `upgrade:<xws>:<side index>` and `ship-ability:<id>` (the ship ability's name in lower case,
 * letters and digits only, the engine's `shipAbilityId`). A card group table assigns these keys to groups, so a squad
 * can be built rich in one group's cards without this package knowing the table.
 */
export function shipAbilityKey(name: string): string {
  return `ship-ability:${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/** The keys of a pilot card: its own ability and the ship ability printed on it. */
export function pilotKeys(pilot: Pilot): string[] {
  const keys = [`pilot:${pilot.xws}`];
  if (pilot.shipAbility !== undefined) keys.push(shipAbilityKey(pilot.shipAbility));
  return keys;
}

/** The keys of an upgrade card: each side's ability (a dual card may be flipped in play) and ship abilities. */
export function upgradeKeys(upgrade: Upgrade): string[] {
  const keys: string[] = [];
  upgrade.sides.forEach((side, i) => {
    keys.push(`upgrade:${upgrade.xws}:${i}`);
    if (side.shipAbility !== undefined) keys.push(shipAbilityKey(side.shipAbility));
  });
  return keys;
}

/**
 * How many cards a squad holds (pilots and upgrades, printed loadouts included) and how many of them carry a key
 * `rich` picks: the measure of how rich a squad is in one group's cards.
 */
export function richCards(
  squad: Squad,
  content: SquadContent,
  rich: (key: string) => boolean,
): { cards: number; rich: number } {
  let cards = 0;
  let hits = 0;
  for (const p of squad.pilots) {
    const pilot = content.pilot(p.id);
    const cardKeys = [pilot ? pilotKeys(pilot) : [], ...p.upgrades.map((u) => upgradeKeysOf(content, u.id))];
    for (const keys of cardKeys) {
      cards++;
      if (keys.some(rich)) hits++;
    }
  }
  return { cards, rich: hits };
}

/** The keys of an upgrade by its id; none for an id the content does not know. */
export function upgradeKeysOf(content: SquadContent, id: string): string[] {
  const upgrade = content.upgrade(id);
  return upgrade ? upgradeKeys(upgrade) : [];
}

/**
 * The `rich` predicate for one card group of a group table (@xwing/content's `loadCardGroups()` or
 * `readCardGroups()`): the keys of the group's cards, leaving out those the table marks out of scope (epic-only cards,
 * which no game here can use yet). Throws SquadOptionError for a group the table does not have.
 */
export function richInGroup(table: CardGroupTable, group: string): (key: string) => boolean {
  if (!isCardGroup(group))
    throw new SquadOptionError(`unknown group "${group}"; the groups are ${orList(CARD_GROUPS.map((g) => `"${g}"`))}`);
  return (key) => {
    const entry = table.of(key);
    return entry !== undefined && entry.group === group && entry.outOfScope === undefined;
  };
}

import { andList, normalizeKey } from '../normalize.js';
import { pilotEntry, upgradeEntry } from '../price.js';
import type { SquadProblem } from '../types.js';
import { chosenUpgrades, type Rule } from './context.js';

interface Copy {
  path: string;
  name: string;
  limited: number;
}

function copies(n: number): string {
  return `${n} cop${n === 1 ? 'y' : 'ies'}`;
}

/**
 * Limited (bulleted) names: cards sharing a name, pilots and upgrades alike (printed loadout upgrades included), may
 * appear at most as often as the bullets allow. Cards of that name without bullets do not count. When cards of one name
 * disagree on their bullets, the smallest number holds.
 */
export const limitedNames: Rule = ({ ships }) => {
  const byName = new Map<string, Copy[]>();
  const add = (copy: Copy) => {
    if (copy.limited <= 0) return;
    const key = normalizeKey(copy.name);
    byName.set(key, [...(byName.get(key) ?? []), copy]);
  };
  for (const ship of ships) {
    if (ship.pilot) add({ path: ship.path, name: ship.pilot.name, limited: ship.pilot.limited });
    for (const u of ship.upgrades)
      if (u.upgrade) add({ path: u.path, name: u.upgrade.name, limited: u.upgrade.limited });
  }
  const problems: SquadProblem[] = [];
  for (const list of byName.values()) {
    const cap = Math.min(...list.map((c) => c.limited));
    const excess = list[cap];
    if (!excess) continue;
    problems.push({
      path: excess.path,
      code: 'limited-exceeded',
      message: `A squad may include only ${cap} card${cap === 1 ? '' : 's'} named "${list[0]!.name}" (pilots and upgrades alike), but this one has ${list.length}: ${andList(list.map((c) => c.path))}.`,
    });
  }
  return problems;
};

/**
 * X-Wing Alliance's restricted cards: a pilot or upgrade the points set marks restricted N (> 0) may appear at most N
 * times in a squad, counted by card id. Upgrades printed in a standard loadout are part of their pilot card and do not
 * count.
 */
export const restrictedCards: Rule = ({ ships, set }) => {
  const byId = new Map<string, { name: string; cap: number; paths: string[] }>();
  const add = (id: string, name: string, cap: number | undefined, path: string) => {
    if (!cap || cap <= 0) return;
    const entry = byId.get(id) ?? { name, cap, paths: [] };
    entry.paths.push(path);
    byId.set(id, entry);
  };
  for (const ship of ships) {
    if (ship.pilot) add(ship.pilot.xws, ship.pilot.name, pilotEntry(set, ship.pilot.xws)?.restricted, ship.path);
    for (const u of chosenUpgrades(ship))
      add(u.upgrade.xws, u.upgrade.name, upgradeEntry(set, u.upgrade.xws)?.restricted, u.path);
  }
  const problems: SquadProblem[] = [];
  for (const [id, { name, cap, paths }] of byId) {
    const excess = paths[cap];
    if (excess === undefined) continue;
    problems.push({
      path: excess,
      code: 'restricted-exceeded',
      message: `${name} (${id}) is restricted to ${copies(cap)} per squad in ${set.id}, but this squad has ${paths.length}: ${andList(paths)}.`,
    });
  }
  return problems;
};

/** A ship equips at most one copy of an upgrade with a given name. */
export const oneCopyPerShip: Rule = ({ ships }) => {
  const problems: SquadProblem[] = [];
  for (const ship of ships) {
    const seen = new Map<string, string>();
    for (const u of ship.upgrades) {
      if (!u.upgrade) continue;
      const key = normalizeKey(u.upgrade.name);
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, u.path);
        continue;
      }
      problems.push({
        path: u.path,
        code: 'duplicate-upgrade',
        message: `${ship.pilot?.name ?? 'This ship'} already has ${u.upgrade.name} (${first}): a ship may equip only one copy of an upgrade.`,
      });
    }
  }
  return problems;
};

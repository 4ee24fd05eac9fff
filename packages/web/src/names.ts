/**
 * Readable names for the engine's ids: a ship is named by its pilot's name from the card data ("Luke Skywalker"),
 * with a number when two ships in the game share a pilot ("Academy Pilot 2"); ids inside the engine's sentences
 * ("p2-academypilot-1 is placed") read the same way. No xws id is ever shown.
 */
import type { Decision, GameView, Option } from '@xwing/engine';
import { findObstacle, obstacleOutlines } from '@xwing/geometry';
import { createContext, useContext, useMemo } from 'react';
import type { CardData } from './card-data.js';
import { type CardEdition, useCardData } from './card-data.js';

type ShipLike = Pick<GameView['ships'][number], 'id' | 'pilot'> & Partial<Pick<GameView['ships'][number], 'identity'>>;

export interface Names {
  /** A ship's name by its id. */
  ship(id: string): string;
  /** An engine sentence with every ship id in it replaced by the ship's name. */
  text(text: string): string;
}

/** An engine ship id ("p<player>-<pilot xws>-<n>"; a reprint's xws has hyphens, "hansolo-swz68"). */
const SHIP_ID = /\bp[12]-[a-z0-9]+(?:-[a-z0-9]+)*?-\d+\b/g;

/** An obstacle's name from its id ("gas-cloud-2" → "Gas cloud 2"); an unknown name is kept as it is. */
export function obstacleLabel(nameOrId: string): string {
  const o = findObstacle(nameOrId);
  if (!o) return nameOrId;
  const words = o.id.split('-');
  return [words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' ');
}

/** Obstacle ids in sentences ("places gas-cloud-2 as obstacle-3"), longest first so "pom-asteroid-1" wins. */
const OBSTACLE_ID = new RegExp(
  `(?<![\\w-])(${[...obstacleOutlines()]
    .map((o) => o.id)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\w-])`,
  'g',
);

/** A placed obstacle's engine id (setup.ts, obstacles.ts). */
const PLACED_OBSTACLE_ID = /\bobstacle-\d+\b/g;

/** A name before the card data has loaded (a pilot's xws id is never shown). */
function fallbackName(index: number): string {
  return `Ship ${index + 1}`;
}

/**
 * The names of a game's ships: pilot names from the card data, numbered in the view's order when two ships share a
 * pilot. Before the card data has loaded, "Ship N".
 */
export function shipNames(
  ships: readonly ShipLike[],
  cards: Pick<CardData, 'pilotName'> | null,
  obstacles: readonly { id: string; name: string }[] = [],
): Names {
  // A placed obstacle's engine id ("obstacle-3") reads as the obstacle's name; the setup's "places X as obstacle-3"
  // says nothing more than "places X".
  const obstacleBy = new Map(obstacles.map((o) => [o.id, obstacleLabel(o.name)]));
  const byId = new Map<string, string>();
  const count = new Map<string, number>();
  // A ship that took another pilot's identity goes by that pilot's name (Nashtah Pup as the destroyed Bossk).
  const pilotOf = (s: ShipLike) => s.identity ?? s.pilot;
  for (const s of ships) count.set(pilotOf(s), (count.get(pilotOf(s)) ?? 0) + 1);
  const seen = new Map<string, number>();
  ships.forEach((s, i) => {
    const pilot = pilotOf(s);
    const base = cards?.pilotName(pilot) ?? fallbackName(i);
    const n = (seen.get(pilot) ?? 0) + 1;
    seen.set(pilot, n);
    byId.set(s.id, cards && (count.get(pilot) ?? 0) > 1 ? `${base} ${n}` : base);
  });
  const ship = (id: string) => byId.get(id) ?? 'a ship';
  return {
    ship,
    text: (t) =>
      t
        .replace(SHIP_ID, (id) => ship(id))
        .replace(/ as obstacle-\d+\b/g, '')
        .replace(PLACED_OBSTACLE_ID, (id) => obstacleBy.get(id) ?? 'an obstacle')
        .replace(OBSTACLE_ID, (id) => obstacleLabel(id)),
  };
}

/** Names for the page before any view: ids read as "a ship". */
const NO_NAMES = shipNames([], null);

export const NamesContext = createContext<Names>(NO_NAMES);

/** The names of a view's ships and obstacles, recomputed only when they (ids, pilots, obstacle names) change. */
export function useShipNames(
  view: (Pick<GameView, 'ships'> & Partial<Pick<GameView, 'obstacles'>>) | null,
  edition?: CardEdition,
): Names {
  const cards = useCardData(edition);
  const key = view
    ? `${view.ships.map((s) => `${s.id}=${s.identity ?? s.pilot}`).join(' ')} ${(view.obstacles ?? []).map((o) => `${o.id}=${o.name}`).join(' ')}`
    : '';
  // The key stands for the ships' ids and pilots and the obstacles' ids and names.
  return useMemo(() => shipNames(view?.ships ?? [], cards, view?.obstacles ?? []), [key, cards]);
}

export function useNames(): Names {
  return useContext(NamesContext);
}

/**
 * An option's label with names for ids; an attack's from its data (defender's numbered name, weapon, range), so two
 * attacks on ships of one pilot read apart.
 */
export function optionLabel(
  d: Decision,
  o: Option,
  names: Names,
  cards: CardData | null,
  view?: Pick<GameView, 'ships'>,
): string {
  const a = o.data;
  // A lock action on a ship: say whose ship it is (friendly ships may be locked too, and come first in the list).
  const target = a && typeof a.target === 'string' && o.id.startsWith('lock:') ? a.target : null;
  const locker = view?.ships.find((s) => s.id === d.ship);
  const locked = target ? view?.ships.find((s) => s.id === target) : undefined;
  if (locker && locked)
    return `${names.text(o.label)} (${locked.player === locker.player ? 'friendly' : 'enemy'} ship${typeof a?.range === 'number' ? `, range ${a.range}` : ''})`;
  if (d.kind === 'declare-attack' && a && typeof a.defender === 'string' && typeof a.weapon === 'string') {
    const weapon =
      a.weapon === 'primary'
        ? `primary weapon (${String(a.arc)} arc)`
        : (cards?.upgradeName(a.weapon) ?? 'special weapon');
    return `Attack ${names.ship(a.defender)} with ${weapon} at range ${String(a.range)}${a.obstructed ? ', obstructed' : ''}`;
  }
  return names.text(o.label);
}

/** Who a ship locks and who locks it, by name (locks on other objects than ships are named "an object"). */
export function locksOf(
  view: Pick<GameView, 'ships'>,
  ship: GameView['ships'][number],
  names: Names,
): { locks: string[]; lockedBy: string[] } {
  const isShip = new Set(view.ships.map((s) => s.id));
  return {
    locks: ship.locks.map((l) => (isShip.has(l.target) ? names.ship(l.target) : 'an object')),
    lockedBy: view.ships.filter((s) => s.locks.some((l) => l.target === ship.id)).map((s) => names.ship(s.id)),
  };
}

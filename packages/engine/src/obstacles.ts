/**
 * Obstacle types (001 Activation 2.1 Maneuver Ship, "if move through" and "if overlapped"): what an obstacle does is
 * its effect kind, kept apart from its outline. The geometry package has measured outlines for the printed asteroids,
 * debris clouds and gas clouds, and (s36-vizsla) for the electro-chaff cloud, loose cargo and spare parts tokens
 * cards place (measured from the Vassal module's piece footprints: docs/geometry.md, Obstacles). Convention
 * (docs/engine-design.md, Obstacles): an obstacle's `kind` defaults to the kind its outline implies (asteroid-3 →
 * asteroid, loose-cargo → loose-cargo), and a position or an ability may give any measured outline another effect
 * kind.
 */
import { findObstacle, type Pose } from '@xwing/geometry';
import type { GameState, ObstacleState } from './state.js';

export type ObstacleEffectKind =
  'asteroid' | 'debris' | 'gas-cloud' | 'electro-chaff' | 'loose-cargo' | 'spare-parts' | 'blaze';

export const OBSTACLE_EFFECT_KINDS: readonly ObstacleEffectKind[] = [
  'asteroid',
  'debris',
  'gas-cloud',
  'electro-chaff',
  'loose-cargo',
  'spare-parts',
  'blaze',
];

/** What a player reads for each kind. */
export const OBSTACLE_KIND_NAMES: Readonly<Record<ObstacleEffectKind, string>> = {
  asteroid: 'asteroid',
  debris: 'debris cloud',
  'gas-cloud': 'gas cloud',
  'electro-chaff': 'electro-chaff cloud',
  'loose-cargo': 'loose cargo',
  'spare-parts': 'spare parts',
  blaze: 'blaze',
};

export function isObstacleEffectKind(k: unknown): k is ObstacleEffectKind {
  return typeof k === 'string' && (OBSTACLE_EFFECT_KINDS as readonly string[]).includes(k);
}

/** The obstacle's effect kind: its own `kind`, else the kind of its measured outline. */
export function obstacleKind(o: Pick<ObstacleState, 'name' | 'kind'>): ObstacleEffectKind {
  return o.kind ?? findObstacle(o.name)?.kind ?? 'asteroid';
}

/*
 * The range-0 rules (no attacks; no locks) are the obstacles' standing abilities:
 * abilities/cards/subsystems/obstacles.ts.
 */

/**
 * Puts an obstacle on the table during a game (an ability dropping loose cargo, launching an electro-chaff cloud): on
 * a measured outline `name`, with effect kind `kind`. Returns the new obstacle. The caller refreshes the ships' contact
 * (card-obstacles.ts: a ship it lands on is at range 0 of it, not moving through it).
 */
export function addObstacle(state: GameState, name: string, pose: Pose, kind?: ObstacleEffectKind): ObstacleState {
  if (!findObstacle(name)) throw new Error(`unknown obstacle outline "${name}"`);
  let n = state.obstacles.length + 1;
  while (state.obstacles.some((o) => o.id === `obstacle-${n}`)) n++;
  const o: ObstacleState = { id: `obstacle-${n}`, name, pose: { ...pose } };
  if (kind) o.kind = kind;
  // A new array: the solids cache (util.placedObstacles) is keyed by the list.
  state.obstacles = [...state.obstacles, o];
  return o;
}

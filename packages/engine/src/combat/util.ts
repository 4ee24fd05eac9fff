/** Small helpers shared by the combat and damage code: finding ships, their solids, pilots and upgrades. */
import type { Content, Pilot, UpgradeSide } from '@xwing/content';
import { type ArcName, type PlacedObstacle, type Solid, attackRange, isObstructed } from '@xwing/geometry';
import { placedObstacles, reinforceOf, solidOf as cachedSolidOf } from '../util.js';
import type { Ctx } from '../context.js';
import type { AttackState, GameState, ShipState } from '../state.js';

// The ship lookups are the core's: a missing ship is an engine bug, so the combat code uses the throwing one.
export { acquireLock, addTokens, inPlay, mustShip as shipById } from '../util.js';

export function solidOf(ship: ShipState): Solid {
  if (!ship.pose) throw new Error(`engine: ship ${ship.id} is not on the table`);
  return cachedSolidOf(ship, false);
}

export function pilotOf(content: Content, ship: ShipState): Pilot {
  const pilot = content.pilot(ship.pilot);
  if (!pilot) throw new Error(`engine: unknown pilot ${JSON.stringify(ship.pilot)}`);
  return pilot;
}

/** The side of an equipped, not discarded upgrade that is face up. */
export function upgradeSide(content: Content, xws: string, side: number): UpgradeSide | undefined {
  return content.upgrade(xws)?.sides[side];
}

/** Content arc ids (kebab case) to the geometry's arc names. */
export function geometryArc(arc: string, turret: ShipState['turret']): ArcName | null {
  switch (arc) {
    case 'front':
    case 'rear':
    case 'left':
    case 'right':
    case 'bullseye':
      return arc;
    case 'full-front':
      return 'fullFront';
    case 'full-rear':
      return 'fullRear';
    case 'single-turret':
      return turret ? 'singleTurret' : null;
    case 'double-turret':
      return turret ? 'doubleTurret' : null;
    default:
      return null;
  }
}

/** The geometry's arc owner for a ship (turret ships pass their indicator). */
export function arcOwner(ship: ShipState) {
  if (!ship.pose) throw new Error(`engine: ship ${ship.id} is not on the table`);
  return { base: ship.base, pose: ship.pose, ...(ship.turret ? { turret: ship.turret } : {}) };
}

/** The placed obstacles (solids) of the state, with their kinds. */
/** The obstacles with their solids, from the engine's cache (obstacles never move once placed). */
export function obstacleSolids(state: GameState): readonly PlacedObstacle[] {
  return placedObstacles(state);
}

export function faceupDamage(ship: ShipState, card: string): boolean {
  return ship.damage.some((d) => d.faceup && d.card === card);
}

export function tokenCount(ship: ShipState, token: string): number {
  if (token === 'reinforce') return reinforceOf(ship) ? 1 : 0;
  return (ship.tokens as Record<string, number | undefined>)[token] ?? 0;
}

export function shipName(ctx: Ctx, ship: ShipState): string {
  // A ship that took another pilot's identity has that pilot's name (Nashtah Pup, 'dock:identity').
  const pilot = ship.identity ?? ship.pilot;
  return ctx.content.pilot(pilot)?.name ?? pilot;
}

/**
 * Whether the ship obstructs the attack in progress (000 "Obstruction": ships can obstruct attacks, with no effect of
 * their own): the attack's range, measured from the arc it is made from, crosses the ship's base — every closest line,
 * as for obstacles (geometry's `isObstructed`). Neither party of the attack obstructs it, nor anything at range 0.
 */
export function obstructsAttack(state: GameState, a: AttackState, shipId: string): boolean {
  if (shipId === a.attacker || shipId === a.defender) return false;
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship?.pose || ship.gone) return false;
  return attackCrosses(state, a, [solidOf(ship)]);
}

/**
 * Whether the attack's range, measured from the arc it is made from, crosses any of `solids` — every closest line, as
 * for obstacles (geometry's `isObstructed`); never at range 0. obstructsAttack asks it of a ship's base; a card that
 * counts devices as obstructing asks it of their tokens (the `attack-obstructed` condition's `by: 'device'`).
 */
export function attackCrosses(state: GameState, a: AttackState, solids: readonly Solid[]): boolean {
  if (solids.length === 0) return false;
  const ships = state.ships;
  const attacker = ships.find((s) => s.id === a.attacker);
  const defender = ships.find((s) => s.id === a.defender);
  if (!attacker?.pose || !defender?.pose || defender.gone) return false;
  const arc = geometryArc(a.arc, attacker.turret);
  if (!arc) return false;
  const r = attackRange(arcOwner(attacker), solidOf(attacker), arc, solidOf(defender));
  if (!r || r.range === null || r.range === 0) return false;
  return isObstructed(r.pairs, solids);
}

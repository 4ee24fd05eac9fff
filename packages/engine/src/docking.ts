/**
 * Docking, deploying and reserves (2.0 Rules Reference "Dock" and "Reserve", ../shared/rules/rules-reference-supplement.md;
 * 000 and 001 have no docking rule). A docked ship is in reserve on its carrier: off the play area (`pose` null,
 * `gone` null, `docked` the carrier's id), with no dial, no actions, no attacks, and abilities inactive (it is not in
 * play, so no window or standing question reaches it); its circular tokens and recurring charges still change in the
 * End Phase (phases/end.ts treats every ship not gone).
 *
 * Which ships a carrier takes is card text: standing 'dock:carrier' records on the carrier's cards (`dock-carrier`:
 * ship types, how many, the guides they deploy from), and 'dock:range' on a ship that docks farther (`dock-range`).
 *
 * - Dock (System Phase, at the docking ship's turn): a friendly ship at range 0 of a carrier that takes it docks and
 *   is placed in reserve; its dial is discarded and it does not activate this round.
 * - Deploy (System Phase): a docked ship chooses a maneuver of its dial (not stationary, not reverse) and executes it
 *   from the carrier's front or rear guides, as if those guides were its own starting position; it may then perform
 *   one action, and it does not activate this round. A ship that cannot be placed without overlapping a ship stays in
 *   reserve (the option is not offered). A ship cannot dock and deploy in the same System Phase.
 * - Emergency deploy (the carrier destroyed, before it is removed): the same from where the carrier stood, the ship
 *   first suffering 1 critical damage (our reading: the Japanese 2.0 rules wiki and the forum summary say a critical,
 *   the fandom copy "1 damage"; we take the critical, applied once the ship is placed, since damage needs a ship in
 *   play), with no action; a ship that cannot be placed is destroyed.
 *
 * Our reading of the order (the RR text is silent): a docked ship deploys at its own initiative in the System Phase
 * (its printed value: it is not in play, so no standing ability changes it), before the ships in play of the same
 * initiative.
 */
import {
  BASES,
  type BaseSize,
  compose,
  parseManeuver,
  type Pose,
  resolveMove,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import type { Ctx } from './context.js';
import type { Option } from './decision.js';
import type { GameState, ShipState } from './state.js';
import { carrierRules, carriersInGame, dockRanges } from './abilities/static.js';
import { markUsed } from './abilities/costs.js';
import { rangeOfShips } from './abilities/targets.js';
import { friendlyTo } from './abilities/relation.js';
import { inPlay, otherShips, pilotInfo, placedObstacles, refreshObstacleContact, shipById } from './util.js';

export type Guides = 'front' | 'rear';

/** Whether the ship is docked now (in reserve on a carrier). */
export function isDocked(s: ShipState): boolean {
  return s.docked !== undefined && s.gone === null;
}

/** The ships docked with this carrier now. */
export function dockedWith(state: GameState, carrier: string): ShipState[] {
  return state.ships.filter((s) => s.docked === carrier && s.gone === null);
}

/** The carrier's record that takes this ship (the first), or undefined. */
function ruleFor(ctx: Ctx, carrier: ShipState, ship: ShipState) {
  return carrierRules(ctx, carrier).find((r) => r.effect.shipTypes.includes(ship.ship));
}

/** The guides the ship may deploy from the carrier: its rule's, or both. */
function guidesFor(ctx: Ctx, carrier: ShipState, ship: ShipState): Guides[] {
  return [...(ruleFor(ctx, carrier, ship)?.effect.from ?? ['front', 'rear'])];
}

/** Logs the carrier's card as used for this ship (its 'dock:carrier' record): docked with it, or deployed from it. */
function carrierUsed(ctx: Ctx, carrier: ShipState, ship: ShipState): void {
  const r = ruleFor(ctx, carrier, ship);
  if (r) markUsed(ctx, r.ability, carrier.id, r.key, r.index);
}

/** Whether the carrier has room for this ship now (its rules' count, the ships of those types docked already). */
function hasRoom(ctx: Ctx, carrier: ShipState, ship: ShipState): boolean {
  const docked = dockedWith(ctx.state, carrier.id).filter((d) => d.id !== ship.id);
  return carrierRules(ctx, carrier).some(
    ({ effect: r }) =>
      r.shipTypes.includes(ship.ship) && docked.filter((d) => r.shipTypes.includes(d.ship)).length < r.count,
  );
}

/** The range band's top at which the ship docks: 0, or the largest a 'dock:range' record gives. */
function dockRange(ctx: Ctx, ship: ShipState): number {
  return Math.max(0, ...dockRanges(ctx, ship).map((r) => r.effect.max));
}

/** The carriers the ship may dock with now (System Phase): friendly, in play, taking it, in range, with room. */
export function dockCarriers(ctx: Ctx, ship: ShipState): ShipState[] {
  if (!inPlay(ship) || ship.round.deployed || ship.round.docked || !carriersInGame(ctx)) return [];
  const max = dockRange(ctx, ship);
  return ctx.state.ships.filter((c) => {
    // A friendly carrier: not one a condition makes allied (abilities/relation.ts).
    if (c.id === ship.id || !friendlyTo(ctx, ship, c) || !inPlay(c) || c.pendingRemoval) return false;
    if (!hasRoom(ctx, c, ship)) return false;
    const r = rangeOfShips(ship, c);
    return r !== null && r <= max;
  });
}

/**
 * The carriers the ship may start the game docked with (Setup, before the Place Forces step: supplement "Dock", "Ships
 * capable of docking can start the game docked"): friendly ships, not docked themselves, that take it and have room.
 */
export function setupCarriers(ctx: Ctx, ship: ShipState): ShipState[] {
  if (ship.docked !== undefined || ship.pose !== null || !carriersInGame(ctx)) return [];
  return ctx.state.ships.filter(
    (c) =>
      c.id !== ship.id &&
      c.player === ship.player &&
      c.gone === null &&
      c.docked === undefined &&
      !dockedWith(ctx.state, ship.id).length &&
      hasRoom(ctx, c, ship),
  );
}

/** The ship docks with the carrier: placed in reserve on it; its dial is discarded and it does not activate. */
export function dock(ctx: Ctx, ship: ShipState, carrier: ShipState): void {
  carrierUsed(ctx, carrier, ship);
  // Docked beyond range 0: the ship's own card let it ('dock:range'). At Setup no ship is placed yet.
  const r = ship.pose && carrier.pose ? rangeOfShips(ship, carrier) : null;
  const farther = r !== null && r > 0 ? dockRanges(ctx, ship).find((x) => x.effect.max >= r) : undefined;
  if (farther) markUsed(ctx, farther.ability, ship.id, farther.key, farther.index);
  ship.pose = null;
  ship.docked = carrier.id;
  ship.dial = null;
  ship.round.docked = true;
  ship.round.activated = true;
  refreshObstacleContact(ctx.state, ship);
  // Locks on a ship in reserve end (it is not in play to be locked; 000 "Lock").
  for (const other of ctx.state.ships) other.locks = other.locks.filter((l) => l.target !== ship.id);
  ctx.emit('ship-docked', `${ship.id} docks with ${carrier.id} and is placed in reserve.`, {
    ship: ship.id,
    data: { carrier: carrier.id },
  });
}

/**
 * The pose a docked ship starts its deploy from: its base set so that its front guides stand on the carrier's front
 * guides (facing the carrier's way) or its rear guides (facing away from the carrier), the template then laid there
 * as for any maneuver (supplement "Dock": "as if those guides were the docked ship's starting position").
 */
export function deployStart(carrier: Pose, carrierBase: BaseSize, shipBase: BaseSize, guides: Guides): Pose {
  const off = (BASES[carrierBase].length - BASES[shipBase].length) / 2;
  return guides === 'front' ? compose(carrier, 0, off, 0) : compose(carrier, 0, -off, 180);
}

/** A way to deploy: the maneuver, the guides, and where the ship ends. */
export interface DeployPlacement {
  id: string;
  code: string;
  guides: Guides;
  pose: Pose;
  partial: boolean;
}

/**
 * The legal ways the docked ship can deploy from a carrier standing at `from` (the carrier's pose and base): each
 * maneuver of its dial that is neither stationary nor a reverse (and not red while it is stressed, 000 "Stress"),
 * from each guide the carrier allows, that places the ship (partially too) without overlapping a ship and inside the
 * play area. `exclude`: ships that do not block (the carrier already removed).
 */
export function deployPlacements(
  ctx: Ctx,
  ship: ShipState,
  carrier: ShipState,
  from: Pose,
  exclude: readonly string[] = [],
): DeployPlacement[] {
  const guides = guidesFor(ctx, carrier, ship);
  const info = pilotInfo(ctx.content, ship.pilot);
  const stressed = (ship.tokens.stress ?? 0) > 0;
  const ships = otherShips(ctx.state, ship.id).filter((o) => !exclude.includes(o.id));
  const obstacles = placedObstacles(ctx.state);
  const out: DeployPlacement[] = [];
  for (const g of guides) {
    const start = deployStart(from, carrier.base as BaseSize, ship.base as BaseSize, g);
    for (const d of info.ship.dial) {
      const m = parseManeuver(d.code);
      if (m.kind === 'stationary' || m.reverse || (stressed && d.difficulty === 'red')) continue;
      const r = resolveMove({ base: ship.base as BaseSize, pose: start, maneuver: m, ships, obstacles });
      if (r.fled) continue;
      const hull = shipSolid(ship.base as BaseSize, r.final);
      if (ships.some((o) => solidsOverlap(hull, o.solid ?? shipSolid(o.base, o.pose)))) continue;
      out.push({ id: `deploy:${g}:${d.code}`, code: d.code, guides: g, pose: r.final, partial: r.partial });
    }
  }
  return out;
}

/** The deploy options as a decision's options (`deploy:<guides>:<maneuver>`). */
export function deployOptions(placements: readonly DeployPlacement[]): Option[] {
  return placements.map((p) => ({
    id: p.id,
    label: `deploy with ${p.code} from the ${p.guides} guides${p.partial ? ' (partially)' : ''}`,
  }));
}

/**
 * The docked ship deploys: set at its deploy start and moved along the maneuver by the movement rules (`move`:
 * movement.ts moveShip, passed in to keep this module out of an import circle), so the obstacles and mines it moves
 * through are the caller's to resolve. Returns what the move touched, or null when the ship could not be placed.
 */
export function deploy<T>(
  ctx: Ctx,
  ship: ShipState,
  carrier: ShipState,
  from: Pose,
  placement: DeployPlacement,
  emergency: boolean,
  move: (ship: ShipState, code: string) => T,
): T {
  if (!emergency) carrierUsed(ctx, carrier, ship);
  ship.pose = deployStart(from, carrier.base as BaseSize, ship.base as BaseSize, placement.guides);
  delete ship.docked;
  ship.round.deployed = true;
  // A ship that deploys does not activate this round (supplement "Dock"); it had no dial in reserve.
  ship.round.activated = true;
  ctx.emit(
    'ship-deployed',
    `${ship.id} ${emergency ? 'emergency deploys' : 'deploys'} from ${carrier.id} (${placement.code}, ${placement.guides} guides).`,
    { ship: ship.id, data: { carrier: carrier.id, maneuver: placement.code, guides: placement.guides, emergency } },
  );
  return move(ship, placement.code);
}

/** The docked ships whose carrier is gone and who did not deploy: destroyed with it (our reading, see emergency deploy). */
export function orphanedDocked(state: GameState): ShipState[] {
  return state.ships.filter((s) => {
    if (!isDocked(s)) return false;
    const c = shipById(state, s.docked!);
    return !c || c.gone !== null;
  });
}

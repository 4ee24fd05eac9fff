/**
 * The targeting words (vocabulary/types.ts `ShipRef`, `ShipFilter`, `ChooseShip`): which ship a record names, the
 * ships around the ability's ship that a filter lets through (to choose one, or to count them), and the arcs a ship
 * is inside of.
 */
import { isInArc, rangeBetween } from '@xwing/geometry';
import { arcOwner, geometryArc, inPlay, pilotOf, shipById, shipName, solidOf } from '../combat/util.js';
import type { Ctx } from '../context.js';
import { rangeFromRemotes } from '../remotes.js';
import type { ShipState } from '../state.js';
import { otherOf } from './vocabulary/queries.js';
import { alliedTo, friendlyTo, onSide } from './relation.js';
import type { ChooseShip, Condition, ShipFilter, ShipRef, WindowSubject } from './vocabulary/types.js';

/**
 * The ship id a record's ShipRef names for the ability of ship `self`, or undefined: 'attacker' / 'defender' outside an
 * attack, 'chosen' before a ship was chosen, 'other' in a window without another party.
 */
export function shipOf(ctx: Ctx, ref: ShipRef, self: string, subject: WindowSubject): string | undefined {
  switch (ref) {
    case 'self':
      return self;
    case 'other':
      return otherOf(self, subject);
    case 'attacker':
      // A remote attacker (issue 26) is no ship: no card names it.
      return ctx.state.cursor.attack?.remoteAttacker ? undefined : ctx.state.cursor.attack?.attacker;
    case 'defender':
      // A remote defender (remotes.ts) is no ship: no card names it.
      return ctx.state.cursor.attack?.remote ? undefined : ctx.state.cursor.attack?.defender;
    case 'chosen': {
      const c = subject.data?.chosen;
      return typeof c === 'string' ? c : undefined;
    }
    case 'second': {
      // movement: the ship a `choose`'s `second` picked (subject.data.second).
      const c = subject.data?.second;
      return typeof c === 'string' ? c : undefined;
    }
    // support (s32): the window's own parties, whoever the ability's ship is (a filter's `where` keeps them aside).
    case 'subject':
      return subject.parties ? subject.parties.ship : subject.ship;
    case 'subject-other':
      return subject.parties ? subject.parties.other : subject.other;
  }
}

/** Range between two ships in play (0 for a ship and itself), or null (out of play, or beyond range 3). */
export function rangeOfShips(a: ShipState, b: ShipState): number | null {
  if (!inPlay(a) || !inPlay(b)) return null;
  if (a.id === b.id) return 0;
  return rangeBetween(solidOf(a), solidOf(b));
}

/**
 * Whether ship `target` is inside arc `arc` of ship `owner` (a content arc id such as 'front', 'bullseye', 'left';
 * 'firing': any arc of the owner's attacks; 'attack': the arc the owner's attack in progress was declared from, 000
 * "Performing an Attack", Declare Target). A ship is never inside its own arcs.
 */
export function inArcOf(ctx: Ctx, owner: ShipState, arc: string, target: ShipState): boolean {
  if (owner.id === target.id || !inPlay(owner) || !inPlay(target)) return false;
  if (objectInArcOf(ctx, owner, arc, solidOf(target))) return true;
  // An enemy ship in the front arc a standing ability treats as in the bullseye ('ship:bullseye': "Recoil").
  return arc === 'bullseye' && target.player !== owner.player && frontCountsAsBullseye(ctx, owner, target);
}

/** Whether `target`, in `owner`'s front arc, is within the range a `front-as-bullseye` of `owner` gives. */
export function frontCountsAsBullseye(ctx: Ctx, owner: ShipState, target: ShipState): boolean {
  // Through ctx.effects (static.ts): targets.ts stays below the standing queries (no import circle).
  const max = ctx.effects.frontAsBullseye(ctx, owner);
  if (max === null || !objectInArcOf(ctx, owner, 'front', solidOf(target))) return false;
  const r = rangeOfShips(owner, target);
  return r !== null && r <= max;
}

/** Whether an object's solid (a ship's, a device's) is inside `owner`'s arc, as `inArcOf` reads the arc. */
export function objectInArcOf(ctx: Ctx, owner: ShipState, arc: string, target: ReturnType<typeof solidOf>): boolean {
  if (!inPlay(owner)) return false;
  const attackArc = ctx.state.cursor.attack?.arc;
  const arcs =
    arc === 'firing'
      ? ctx.content.statsOf(pilotOf(ctx.content, owner)).attacks.map((x) => x.arc)
      : arc === 'attack'
        ? attackArc !== undefined && ctx.state.cursor.attack?.attacker === owner.id
          ? [attackArc]
          : []
        : [arc];
  return arcs.some((a) => {
    const g = geometryArc(a, owner.turret);
    return g !== null && isInArc(arcOwner(owner), g, target);
  });
}

/** Whether a pilot's xws is one of these cards in any printing ("darthvader" → "darthvader-battleofyavin"). */
export function isPilot(xws: string, names: readonly string[]): boolean {
  return names.some((n) => xws === n || xws.startsWith(`${n}-`));
}

/**
 * The ships in play a filter lets through, seen from the ability's ship `self`, nearest first (then in the state's
 * order). `holds` evaluates the filter's `where` (conditions.ts passes conditionHolds; a parameter to keep the two
 * files free of an import circle).
 */
export function shipsAround(
  ctx: Ctx,
  f: ShipFilter,
  self: string,
  subject: WindowSubject,
  holds: (c: Condition, candidate: string, subject: WindowSubject) => boolean,
  /** support: range bands treated as others for this choice (static.ts upgradeRangeAs: Major Stridan's upgrades). */
  stretch?: readonly RangeStretch[],
): ShipState[] {
  const me = shipById(ctx.state, self);
  // A ship just destroyed ('ship:after-destroyed', out of play) measures from where it stood (subject.data.pose).
  const wreck =
    !inPlay(me) && subject.ship === self ? (subject.data?.pose as ShipState['pose'] | undefined) : undefined;
  if (!inPlay(me) && !wreck) return [];
  // support: the range band measured from another named ship (`rangeFrom`); none there, no candidate.
  const fromId = f.rangeFrom !== undefined ? shipOf(ctx, f.rangeFrom, self, subject) : undefined;
  const from = fromId !== undefined ? shipById(ctx.state, fromId) : undefined;
  if (f.rangeFrom !== undefined && (!from || !inPlay(from))) return [];
  // support: the ship type of another named ship (`shipTypeOf`); none named, no candidate.
  const typeOfId = f.shipTypeOf !== undefined ? shipOf(ctx, f.shipTypeOf, self, subject) : undefined;
  if (f.shipTypeOf !== undefined && typeOfId === undefined) return [];
  const sameType = typeOfId !== undefined ? shipById(ctx.state, typeOfId).ship : undefined;
  const arcOwnerId = f.inArc ? shipOf(ctx, f.inArc.of ?? 'self', self, subject) : undefined;
  const arcShip = arcOwnerId ? shipById(ctx.state, arcOwnerId) : undefined;
  const out: { s: ShipState; r: number }[] = [];
  for (const o of ctx.state.ships) {
    if (!inPlay(o)) continue;
    if (o.id === self && !f.includeSelf) continue;
    if (f.excludeOther && o.id === subject.other) continue;
    if (f.side === 'enemy' && o.player === me.player) continue;
    // Friendly and allied ships: of the same squad, told apart only where a condition makes them allied (relation.ts).
    if (f.side === 'friendly' && !friendlyTo(ctx, me, o)) continue;
    if (f.side === 'allied' && !alliedTo(ctx, me, o)) continue;
    if (f.shipType !== undefined && !(typeof f.shipType === 'string' ? [f.shipType] : f.shipType).includes(o.ship))
      continue;
    if (sameType !== undefined && o.ship !== sameType) continue;
    const r = from
      ? rangeOfShips(from, o)
      : wreck
        ? rangeBetween(solidOf({ ...me, pose: wreck }), solidOf(o))
        : rangeOfShips(me, o);
    if (
      f.range &&
      (r === null || r < f.range[0] || r > f.range[1]) &&
      !stretched(ctx, stretch, f.range, r, o, me) &&
      !(f.lockBand && lockBandFromRemote(ctx, from ?? me, o, f.range))
    )
      continue;
    if (f.inArc) {
      if (!arcShip) continue;
      const arcs = typeof f.inArc.arc === 'string' ? [f.inArc.arc] : f.inArc.arc;
      if (!arcs.some((a) => inArcOf(ctx, arcShip, a, o))) continue;
    }
    if (
      f.where &&
      !holds(f.where, o.id, {
        ...subject,
        ship: o.id,
        other: self,
        parties: subject.parties ?? { ship: subject.ship, other: subject.other },
      })
    )
      continue;
    out.push({ s: o, r: r ?? 99 });
  }
  return out.sort((x, y) => x.r - y.r).map((x) => x.s);
}

/**
 * fidelity (s38): whether ship `o`, outside the lock band `band` of `locker`, lies inside it measured from a remote
 * friendly to the locker that lets its ships measure a lock's range from it (DRK-1 probe droid: remotes.ts
 * `rangeFromRemotes`). Nothing is read while no remote is in play.
 */
function lockBandFromRemote(ctx: Ctx, locker: ShipState, o: ShipState, band: readonly [number, number]): boolean {
  if (!ctx.state.remotes?.length) return false;
  const p = rangeFromRemotes(ctx, locker, 'lock', solidOf(o));
  return p !== null && p.range >= band[0] && p.range <= band[1];
}

/** support: ships of a side at range `from` that a choice may treat as at range `as` (`upgrade-range-as`). */
export interface RangeStretch {
  side: 'friendly' | 'enemy';
  from: readonly [number, number];
  as: readonly [number, number];
}

/** Whether a ship at range `r`, outside the band, passes it through a stretch (its side, its range, the band met). */
function stretched(
  ctx: Ctx,
  stretch: readonly RangeStretch[] | undefined,
  band: readonly [number, number],
  r: number | null,
  o: ShipState,
  me: ShipState,
): boolean {
  if (!stretch || r === null) return false;
  return stretch.some(
    (x) => onSide(ctx, me, o, x.side) && r >= x.from[0] && r <= x.from[1] && band[0] <= x.as[1] && band[1] >= x.as[0],
  );
}

/** The options of a `choose`: one per eligible ship, labelled with its name (and the record's label). */
export function chooseOptions(
  ctx: Ctx,
  c: ChooseShip,
  self: string,
  subject: WindowSubject,
  holds: (c: Condition, candidate: string, subject: WindowSubject) => boolean,
  /** support: range bands treated as others (an upgrade's choice on Major Stridan's ship). */
  stretch?: readonly RangeStretch[],
): { id: string; label: string }[] {
  return shipsAround(ctx, c, self, subject, holds, stretch).map((s) => ({
    id: s.id,
    label: c.label ? `${shipName(ctx, s)}: ${c.label}` : shipName(ctx, s),
  }));
}

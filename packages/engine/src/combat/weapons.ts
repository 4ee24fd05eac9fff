/**
 * Declare Target (001, Engagement 1; 000 "Targeting Restrictions", "Special Weapons", "Obstruction", "Disarm
 * Tokens"; 002 "Cloak"): which attacks a ship may declare. The primary weapon attacks from each printed arc at range
 * 0–3 (turret arcs where the turret indicator points); special weapons from their card's arc within the card's
 * ranges, with their attack requirement (e.g. a lock on the defender) and charge cost. Disarmed and cloaked ships, and
 * ships at range 0 of an asteroid, debris cloud or gas cloud, cannot attack (standing rules of the tokens and
 * obstacles: abilities/static.ts attackForbidden).
 */
import { ruleSetOf } from '../rule-sets/index.js';
import { attackRange, isInArc, isObstructed, rangeBetween, type Solid } from '@xwing/geometry';
import type { AttackRequirement } from '@xwing/content';
import {
  addedArcs,
  attackForbidden,
  closestDefenderOnly,
  primaryArcAs,
  attacksFriendly,
  guardsAgainst,
  disarmedAttacks,
  type DisarmedAttacks,
  attackRangeAs,
  ignoresObstacles,
  mayIgnoreObstacles,
  weaponArcAs,
  weaponArcsAlso,
  touchingAttackAllowed,
  weaponRangeOf,
  weaponRequirementWaiver,
  frontAsBullseye,
} from '../abilities/static.js';
import { obstacleKind } from '../obstacles.js';
import type { Option } from '../decision.js';
import { remoteById, remoteName, remoteSolid, remotesOf } from '../remotes.js';
import type { Ctx } from '../context.js';
import { friendlyTo } from '../abilities/relation.js';
import { shipStats } from '../stats.js';
import type { ShipState } from '../state.js';
import { arcOwner, geometryArc, inPlay, obstacleSolids, shipById, shipName, solidOf, tokenCount } from './util.js';

export interface WeaponProfile {
  /** 'primary' or the upgrade's xws. */
  weapon: string;
  /** Content arc id. */
  arc: string;
  value: number;
  minRange: number;
  maxRange: number;
  ordnance: boolean;
  /** The tokens the attack requires, any one of them (content: the card's attack header). */
  requires?: AttackRequirement[];
  /** Charges the attack spends (content). */
  charges: number;
  /** One of the arcs a turret weapon fires in all round (RuleSet.weapons.turretArcs): listed once per defender. */
  allRound?: true;
}

export interface AttackChoice {
  defender: string;
  weapon: string;
  arc: string;
  range: number;
  obstructed: boolean;
  ordnance: boolean;
  /**
   * The ability ("<source key>#<index>") that lets the attacker use the weapon without meeting its requirement; its
   * cost is paid when the attack is declared (e.g. Instinctive Aim's Force).
   */
  requirementWaivedBy?: string;
  /** s32: a bonus attack that spends none of the weapon's charges (Saturation Rockets' own bonus attack). */
  chargeFree?: true;
}

/** The ship's weapons: primary arcs (with stat grants) and equipped special weapons. */
export function weaponsOf(ctx: Ctx, ship: ShipState): WeaponProfile[] {
  const out: WeaponProfile[] = [];
  // A card may have a primary arc's attack made from another arc ('ship:weapon-arc', `primary-arc-as`); its own
  // attack in the content is that primary attack, no weapon of its own.
  const moved = primaryArcAs(ctx, ship);
  for (const a of shipStats(ctx.content, ship).attacks) {
    const arc = moved.find((m) => m.from === a.arc)?.to ?? a.arc;
    out.push({ weapon: 'primary', arc, value: a.value, minRange: 0, maxRange: 3, ordnance: false, charges: 0 });
  }
  // A firing arc a standing effect gives the primary weapon ('ship:arc', abilities/static.ts addedArcs), at the value
  // of its first printed arc.
  const first = out[0];
  for (const { arc, value } of first ? addedArcs(ctx, ship) : [])
    if (!out.some((w) => w.weapon === 'primary' && w.arc === arc))
      out.push({ ...first!, arc, ...(value !== undefined ? { value } : {}) });
  const turretArcs = ship.turret === null ? ruleSetOf(ctx.state).weapons?.turretArcs : undefined;
  for (const u of ship.upgrades) {
    if (u.discarded) continue;
    const side = ctx.content.upgrade(u.xws)?.sides[u.side];
    if (!side?.attack) continue;
    if (moved.length > 0 && moved.some((m) => m.key === `upgrade:${u.xws}:${u.side}`)) continue;
    // A standing record may widen the card's range requirement (static.ts weaponRangeOf, 'ship:weapon-range').
    const [minRange, maxRange] = weaponRangeOf(ctx, ship, side.type, side.attack.minRange, side.attack.maxRange);
    const weapon: WeaponProfile = {
      weapon: u.xws,
      // A standing record may put another arc for the card's (static.ts weaponArcAs, 'ship:weapon-arc').
      arc: weaponArcAs(ctx, ship, side.type, side.attack.arc),
      value: side.attack.value,
      minRange,
      maxRange,
      ordnance: side.attack.ordnance,
      ...(side.attack.requires ? { requires: side.attack.requires } : {}),
      charges: side.attack.chargeCost,
    };
    // A turret weapon on a ship without a turret indicator fires all round where the rule set says so.
    if (turretArcs && (weapon.arc === 'single-turret' || weapon.arc === 'double-turret'))
      for (const arc of turretArcs) out.push({ ...weapon, arc, allRound: true });
    else out.push(weapon);
    // A standing record may let the weapon attack from another arc as well (static.ts weaponArcsAlso).
    for (const { arc, range } of weaponArcsAlso(ctx, ship, side.type, side.attack.arc))
      out.push({ ...weapon, arc, ...(range ? { minRange: range[0], maxRange: range[1] } : {}) });
  }
  return out;
}

/** Why the ship cannot attack at all, or null when it may. */
export function cannotAttackReason(ctx: Ctx, ship: ShipState): string | null {
  if (!inPlay(ship)) return 'the ship is not in play';
  // Disarm and cloak tokens, range 0 of some obstacles, and any card that says so (abilities/static.ts).
  const forbidden = attackForbidden(ctx, ship);
  if (forbidden) return forbidden;
  return null;
}

/**
 * Why this weapon cannot be used against this defender at this range (besides arc and range), or null; a waiver when
 * only an ability (paid on declaring) makes it usable.
 */
function weaponBlocked(
  ctx: Ctx,
  ship: ShipState,
  w: WeaponProfile,
  defender: { id: string },
  ignoreRequirement = false,
  chargeFree = false,
): string | { waiver: string } | null {
  if (w.charges > 0 && !chargeFree) {
    const up = ship.upgrades.find((u) => u.xws === w.weapon && !u.discarded);
    if ((up?.charges ?? 0) < w.charges) return `${w.weapon} has no charge left`;
  }
  const req = w.requires;
  // A bonus attack an ability grants may ignore the requirement (the `bonus-attack` word's `ignoreRequirement`).
  if (!req || ignoreRequirement || req.some((r) => meets(ship, r, defender))) return null;
  const waiver = weaponRequirementWaiver(ctx, ship, w, defender.id);
  if (waiver) return { waiver: `${waiver.key}#${waiver.index}` };
  return `${w.weapon} needs ${req.map((r) => REQUIREMENT_NAMES[r]).join(' or ')}`;
}

const REQUIREMENT_NAMES: Record<AttackRequirement, string> = {
  lock: 'a lock on the defender',
  focus: 'a focus token',
  calculate: 'a calculate token',
};

function meets(ship: ShipState, r: AttackRequirement, defender: { id: string }): boolean {
  if (r === 'lock') return ship.locks.some((l) => l.target === defender.id);
  return tokenCount(ship, r) > 0;
}

/**
 * Every attack the ship may declare now (`ignoreRequirement`: a bonus attack that ignores the weapons' requirement;
 * `chargeFree`: one that pays none of their charges).
 */
export function legalAttacks(
  ctx: Ctx,
  attackerId: string,
  ignoreRequirement = false,
  chargeFree = false,
): AttackChoice[] {
  const ship = shipById(ctx.state, attackerId);
  // 000 "Disarm Tokens": a disarmed ship cannot attack — unless a card lets a ship holding exactly one disarm token
  // still attack with some special weapons ('attack:defenders', `disarmed-attacks`) and nothing else forbids it; with
  // more disarm tokens, only a card that says so (`anyDisarm`).
  let disarmed: DisarmedAttacks[] | undefined;
  if (cannotAttackReason(ctx, ship) !== null) {
    if (!inPlay(ship)) return [];
    const kinds = disarmedAttacks(ctx, ship);
    // A card lifting another source's ban (`despite`: an asteroid at range 0), that source being the only one.
    const lifted = kinds.filter((d) => d.despite !== undefined && attackForbidden(ctx, ship, d.despite) === null);
    if (lifted.length > 0) disarmed = lifted;
    else {
      const disarm = tokenCount(ship, 'disarm');
      if (disarm === 0 || attackForbidden(ctx, ship, 'token:disarm') !== null) return [];
      disarmed = kinds.filter((d) => d.despite === undefined && (disarm === 1 || d.anyDisarm === true));
      if (disarmed.length === 0) return [];
    }
  }
  const stillArmed = (weapon: string, defender: string, target: Solid, arc: string): boolean => {
    if (!disarmed) return true;
    // A primary attack against a defender inside an arc the record names (`primaryInArc`: Restored Speedster).
    if (
      weapon === 'primary' &&
      disarmed.some((d) => {
        const g = d.primaryInArc !== undefined ? geometryArc(d.primaryInArc, ship.turret) : null;
        return g !== null && isInArc(arcOwner(ship), g, target);
      })
    )
      return true;
    // The primary weapon is named by its arc ("primary-front": a card's front-arc primary attacks).
    const slot = weapon === 'primary' ? `primary-${arc}` : ctx.content.upgrade(weapon)?.sides[0]?.type;
    return disarmed.some(
      (d) =>
        slot !== undefined &&
        d.slots.includes(slot) &&
        (!d.lockedOnly || ship.locks.some((l) => l.target === defender)),
    );
  };
  const me = solidOf(ship);
  const owner = arcOwner(ship);
  // Obstacles the attacker ignores while attacking do not obstruct its attacks ('ship:ignore-obstacles'): asked for
  // each defender and weapon, which the records' conditions may name (Mandalorian Optics: a primary attack on a
  // defender it locks), when any record of that window or lasting effect exists.
  const placed = obstacleSolids(ctx.state);
  const ignoring = mayIgnoreObstacles(ctx, ship);
  const all = placed.map((o) => o.solid);
  const obstaclesAgainst = (defender: string, weapon: string): readonly Solid[] =>
    ignoring
      ? placed
          .filter(
            (o, i) =>
              !ignoresObstacles(
                ctx,
                ship,
                obstacleKind(ctx.state.obstacles[i]!),
                'attacking',
                { defender, weapon, touching: () => rangeBetween(me, o.solid) === 0 },
                ctx.state.obstacles[i]!.id,
              ),
          )
          .map((o) => o.solid)
      : all;
  const out: AttackChoice[] = [];
  // The attacker's weapons, asked once (standing questions among them), not once per defender; those of an arc an
  // ability barred this round left out (s37, `barArc`: Han Solo's turret arc; absent in nearly every game).
  const barred = ship.round.barredArcs;
  const weapons =
    barred === undefined ? weaponsOf(ctx, ship) : weaponsOf(ctx, ship).filter((w) => !barred.includes(w.arc));
  // The rule set's nearest band, and whether ships in contact may attack each other (002 §Range, §Touching).
  const range = ruleSetOf(ctx.state).range;
  // Enemy ships, then enemy remotes (supplement "Remotes": a remote can be declared as the defender); other friendly
  // ships too when a card lets the ship attack them ('attack:defenders', `attack-friendly`).
  const friendlyToo = attacksFriendly(ctx, ship);
  const targets = [
    ...ctx.state.ships
      .filter(
        (d) => (d.player !== ship.player || (friendlyToo && d.id !== ship.id && friendlyTo(ctx, ship, d))) && inPlay(d),
      )
      .map((d) => ({ id: d.id, solid: solidOf(d) })),
    ...remotesOf(ctx.state)
      .filter((r) => r.player !== ship.player)
      .map((r) => ({ id: r.id, solid: remoteSolid(r).solid })),
  ];
  // Enemy ships its front arc may treat as in its bullseye ('ship:bullseye': "Recoil"), asked once per ship.
  const bullseyeReach = weapons.some((w) => w.arc === 'bullseye') ? frontAsBullseye(ctx, ship) : null;
  const frontArc = bullseyeReach === null ? null : geometryArc('front', ship.turret);
  for (const defender of targets) {
    const target = defender.solid;
    const seen = new Set<string>();
    for (const w of weapons) {
      const arc = geometryArc(w.arc, ship.turret);
      if (!arc) continue;
      const key = `${w.weapon}:${w.allRound ? 'all-round' : w.arc}`;
      if (seen.has(key)) continue;
      let r = attackRange(owner, me, arc, target);
      if ((!r || r.range === null) && w.arc === 'bullseye' && frontArc && bullseyeReach !== null) {
        // Measured in the front arc, an enemy ship (not a remote: it has no arcs to be in) within the reach.
        const f = ctx.state.ships.some((s) => s.id === defender.id && s.player !== ship.player)
          ? attackRange(owner, me, frontArc, target)
          : null;
        if (f && f.range !== null && f.range <= bullseyeReach) r = f;
      }
      if (!r || r.range === null) continue;
      // A card may let its ship attack a ship it touches all the same ('attack:touching'; asked only then).
      if (r.range === 0 && !range.touchingMayAttack && !touchingAttackAllowed(ctx, ship)) continue;
      // A standing record may treat the range as another (static.ts attackRangeAs, 'attack:range-as').
      const at = attackRangeAs(ctx, ship, r.range < range.nearest ? range.nearest : r.range);
      if (at < w.minRange || at > w.maxRange) continue;
      if (!stillArmed(w.weapon, defender.id, target, w.arc)) continue;
      const blocked = weaponBlocked(ctx, ship, w, defender, ignoreRequirement, chargeFree);
      if (typeof blocked === 'string') continue;
      seen.add(key);
      out.push({
        defender: defender.id,
        weapon: w.weapon,
        arc: w.arc,
        range: at,
        obstructed: at > 0 && isObstructed(r.pairs, obstaclesAgainst(defender.id, w.weapon)),
        ordnance: w.ordnance,
        ...(blocked ? { requirementWaivedBy: blocked.waiver } : {}),
        ...(chargeFree && w.charges > 0 ? { chargeFree: true as const } : {}),
      });
    }
  }
  // An enemy guarding the ships near it ('attack:guard', `guard-nearby`): while the attacker could choose the guard,
  // it may not choose a ship the guard covers.
  const guarded = out.length > 1 ? unguarded(ctx, ship, out) : out;
  if (guarded !== out) return guarded.length > 1 && closestDefenderOnly(ctx, ship) ? closest(guarded) : guarded;
  // A card may hold the ship to the defenders at the closest range of these attacks ('attack:defenders').
  if (out.length > 1 && closestDefenderOnly(ctx, ship)) return closest(out);
  return out;
}

/** The attacks at the closest range among `out`. */
function closest(out: AttackChoice[]): AttackChoice[] {
  const nearest = Math.min(...out.map((c) => c.range));
  return out.filter((c) => c.range === nearest);
}

/**
 * The attacks left once the guards of the attacker's enemies are honoured (static.ts guardsAgainst): an attack on a
 * ship friendly to a guard, at its guarded range, goes while an attack on the guard itself is among `out`. `out`
 * itself when nothing goes.
 */
function unguarded(ctx: Ctx, attacker: ShipState, out: AttackChoice[]): AttackChoice[] {
  const guards = guardsAgainst(ctx, attacker);
  if (guards.length === 0) return out;
  const covered = (defender: string): boolean => {
    const d = ctx.state.ships.find((s) => s.id === defender);
    if (d === undefined) return false;
    return guards.some((g) => {
      if (g.guard === defender || !out.some((c) => c.defender === g.guard)) return false;
      const guard = shipById(ctx.state, g.guard);
      if (!friendlyTo(ctx, guard, d)) return false;
      const r = rangeBetween(solidOf(guard), solidOf(d));
      return r !== null && r >= g.min && r <= g.max;
    });
  };
  const kept = out.filter((c) => !covered(c.defender));
  return kept.length === out.length ? out : kept;
}

/**
 * s37: `arc` is barred to the ship's attacks for the rest of the round (an attack a `bonus-attack` with `barArc` granted was made
 * from it: Han Solo). Kept in ShipState.round, which the End Phase clears.
 */
export function barArc(ship: ShipState, arc: string): void {
  const barred = (ship.round.barredArcs ??= []);
  if (!barred.includes(arc)) barred.push(arc);
}

/** s37: why the attack `option` (an attack option id) is not possible because its arc is barred this round, or null. */
export function barredArcReason(ctx: Ctx, ship: ShipState, option: string): string | null {
  const barred = ship.round.barredArcs;
  if (barred === undefined || !option.startsWith('attack:')) return null;
  const arc = option.slice(option.lastIndexOf(':') + 1);
  return barred.includes(arc)
    ? `the ${arc} arc of ${shipName(ctx, ship)} is barred to its attacks for the rest of this round (an ability's attack was made from it)`
    : null;
}

export function attackOptionId(a: AttackChoice): string {
  return `attack:${a.defender}:${a.weapon}:${a.arc}`;
}

export function attackOptions(ctx: Ctx, attackerId: string, ignoreRequirement = false, chargeFree = false): Option[] {
  return legalAttacks(ctx, attackerId, ignoreRequirement, chargeFree).map((a) => {
    const r = remoteById(ctx.state, a.defender);
    const name = r ? remoteName(ctx, r) : shipName(ctx, shipById(ctx.state, a.defender));
    const weapon = a.weapon === 'primary' ? `primary (${a.arc})` : (ctx.content.upgrade(a.weapon)?.name ?? a.weapon);
    return {
      id: attackOptionId(a),
      label: `Attack ${name} with ${weapon} at range ${a.range}${a.obstructed ? ', obstructed' : ''}`,
      data: { ...a },
    };
  });
}

export function weaponProfile(ctx: Ctx, ship: ShipState, weapon: string, arc: string): WeaponProfile | undefined {
  return weaponsOf(ctx, ship).find((w) => w.weapon === weapon && w.arc === arc);
}

/**
 * Conditions of ability records (vocabulary/types.ts `Condition`): whether one holds for the ship carrying the
 * ability, seen from the window's subject.
 */
import { deviceSolid, nearDevice, nearPlacedDevice } from '../device-geometry.js';
import type { ActionDef } from '@xwing/content';
import { attackCrosses, inPlay, obstructsAttack, shipById, tokenCount } from '../combat/util.js';
import type { Ctx } from '../context.js';
import { shipStats } from '../stats.js';
import type { ShipState } from '../state.js';
import { otherOf } from './vocabulary/queries.js';
import { friendlyTo, onSide } from './relation.js';
import type { Condition, DeviceFilter, WindowSubject } from './vocabulary/types.js';
import { parseManeuver, rangeBetween } from '@xwing/geometry';
import { solidOf } from '../combat/util.js';
import { inArcOf, isPilot, objectInArcOf, rangeOfShips, shipOf, shipsAround } from './targets.js';
import {
  actionBar,
  chargeCardOf,
  isIonized,
  isTractored,
  placedObstacles,
  reinforceOf,
  tractorThreshold,
} from '../util.js';
import { OBSTACLE_EFFECT_KINDS, obstacleKind } from '../obstacles.js';
import { remoteSolid } from '../remotes.js';
import { dialOf } from './dial-as.js';
import { chargeHolder, recordUsed } from './costs.js';
import { abilityKeysOf } from './source-keys.js';

/** The green tokens (000 "Tokens"): reinforce is counted through util.ts tokenCount like the others. */
const GREEN_TOKENS = ['focus', 'evade', 'calculate', 'reinforce'] as const;

/** The actions a can-perform / grant-action names: a list, or the ship's own action bar. */
export function actionsOf(
  ctx: Ctx,
  shipId: string,
  actions: readonly ActionDef[] | 'own-bar' | 'own-white-bar' | 'subject-action' | 'coordinated-action',
  subject?: WindowSubject,
): ActionDef[] {
  if (actions === 'coordinated-action') {
    // movement: the coordinated ship's action, as it is on this ship's own bar (its colour there).
    const type = subject?.data?.coordinatedAction;
    return typeof type === 'string' ? actionBar(ctx, shipById(ctx.state, shipId)).filter((a) => a.type === type) : [];
  }
  if (actions === 'subject-action') {
    // movement: the action of the type the window names ("the same action"), white.
    const type = subject?.data?.action;
    return typeof type === 'string' ? [{ type, difficulty: 'white' } as ActionDef] : [];
  }
  if (actions === 'own-bar') return actionBar(ctx, shipById(ctx.state, shipId));
  if (actions === 'own-white-bar')
    return actionBar(ctx, shipById(ctx.state, shipId)).filter((a) => a.difficulty === 'white');
  return [...actions];
}

/**
 * The index of the ship's first damage card a `repair-damage` effect repairs: facedown, or faceup (of the trait
 * given), or undefined when it has none. Facedown cards are alike to their owner, so the first is taken; among
 * faceup ones the first dealt (no choice offered yet).
 */
export function repairableCard(
  ctx: Ctx,
  self: string,
  facing: 'facedown' | 'faceup',
  trait?: 'ship' | 'pilot',
): number | undefined {
  const i = shipById(ctx.state, self).damage.findIndex(
    (d) => d.faceup === (facing === 'faceup') && (trait === undefined || traitOf(ctx, d.card) === trait),
  );
  return i < 0 ? undefined : i;
}

/** A damage card's trait ('ship' / 'pilot'), from the first deck of the content naming it. */
function traitOf(ctx: Ctx, xws: string): string | undefined {
  return ctx.content.data.damageDecks.flatMap((d) => d.cards).find((c) => c.xws === xws)?.trait;
}

/** The ship's first equipped dual-sided upgrade whose front side is of slot type `type`. */
export function dualUpgradeOf(ctx: Ctx, ship: ShipState, type: string): ShipState['upgrades'][number] | undefined {
  return ship.upgrades.find((u) => {
    const card = u.discarded ? undefined : ctx.content.upgrade(u.xws);
    return card !== undefined && card.sides.length > 1 && card.sides[0]?.type === type;
  });
}

/**
 * Whether a condition holds for the ability of ship `self`; `key` is the ability's source key (its own card's charges
 * are read through it).
 */
export function conditionHolds(ctx: Ctx, c: Condition, self: string, subject: WindowSubject, key: string): boolean {
  switch (c.kind) {
    case 'always':
      return true;
    case 'subject-is-self':
      return subject.ship === self;
    case 'range': {
      const me = shipById(ctx.state, self);
      if (!inPlay(me)) return false;
      if (c.to !== 'any-enemy' && c.to !== 'any-friendly') {
        const id = shipOf(ctx, c.to, self, subject);
        const r = id === undefined ? null : rangeOfShips(me, shipById(ctx.state, id));
        return (
          r !== null &&
          r >= c.min &&
          r <= c.max &&
          (c.shipType === undefined || shipById(ctx.state, id!).ship === c.shipType)
        );
      }
      const others = ctx.state.ships.filter(
        (s) =>
          s.id !== self &&
          inPlay(s) &&
          (c.to === 'any-enemy' ? s.player !== me.player : friendlyTo(ctx, me, s)) &&
          (c.shipType === undefined || s.ship === c.shipType),
      );
      return others.some((o) => {
        const r = rangeBetween(solidOf(me), solidOf(o));
        return r !== null && r >= c.min && r <= c.max;
      });
    }
    case 'in-arc': {
      const ownerId = shipOf(ctx, c.of, self, subject);
      const targetId = shipOf(ctx, c.target, self, subject);
      if (!ownerId || !targetId) return false;
      return inArcOf(ctx, shipById(ctx.state, ownerId), c.arc, shipById(ctx.state, targetId));
    }
    case 'has-token': {
      const id = shipOf(ctx, c.who, self, subject);
      if (!id) return false;
      const ship = shipById(ctx.state, id);
      let n = tokenCount(ship, c.token);
      for (const t of c.also ?? []) n += tokenCount(ship, t);
      // "Has a token" means at least one; a bound given only as atMost ("no stress token") counts from zero.
      const atLeast = c.atLeast ?? (c.atMost === undefined ? 1 : 0);
      return n >= atLeast && (c.atMost === undefined || n <= c.atMost);
    }
    case 'all':
      return c.of.every((x) => conditionHolds(ctx, x, self, subject, key));
    case 'any':
      return c.of.some((x) => conditionHolds(ctx, x, self, subject, key));
    case 'not':
      return !conditionHolds(ctx, c.of, self, subject, key);
    case 'attack-role': {
      const a = ctx.state.cursor.attack;
      return a !== undefined && (c.role === 'attacker' ? a.attacker : a.defender) === self;
    }
    case 'attack-weapon':
      return ctx.state.cursor.attack?.weapon === c.weapon;
    case 'attack-range': {
      const r = ctx.state.cursor.attack?.range;
      return r !== undefined && r >= c.min && r <= c.max;
    }
    case 'attack-arc':
      return ctx.state.cursor.attack?.arc === c.arc;
    case 'dice-results': {
      const a = ctx.state.cursor.attack;
      if (!a) return false;
      const faces = (c.dice === 'attack' ? a.attackDice : a.defenseDice).map((d) => d.face as string);
      const n = faces.filter((f) => (c.faces as readonly string[]).includes(f)).length;
      if (c.only && n !== faces.length) return false;
      return n >= (c.atLeast ?? 0) && (c.atMost === undefined || n <= c.atMost);
    }
    case 'attack-weapon-slot': {
      const w = ctx.state.cursor.attack?.weapon;
      const type = w && w !== 'primary' ? ctx.content.upgrade(w)?.sides[0]?.type : undefined;
      return type !== undefined && c.slots.includes(type);
    }
    case 'attack-obstructed': {
      const a = ctx.state.cursor.attack;
      if (c.by !== 'device') return a?.obstructed === true;
      // s37: the attack's range crosses a bomb's or a mine's token (000 "Obstruction" counts obstacles only).
      return (
        a !== undefined &&
        attackCrosses(
          ctx.state,
          a,
          ctx.state.devices.map((d) => deviceSolid(d).solid),
        )
      );
    }
    case 'has-card-token': {
      const me = ctx.state.ships.find((s) => s.id === self);
      const card = me?.upgrades.find((u) => u.xws === c.xws && !u.discarded);
      return (card?.tokens?.[c.token] ?? 0) >= (c.atLeast ?? 1);
    }
    case 'obstructs-attack': {
      const a = ctx.state.cursor.attack;
      const id = shipOf(ctx, c.who, self, subject);
      return a !== undefined && id !== undefined && obstructsAttack(ctx.state, a, id);
    }
    case 'destroyed': {
      const id = shipOf(ctx, c.who, self, subject);
      const ship = id ? ctx.state.ships.find((s) => s.id === id) : undefined;
      return ship !== undefined && (ship.pendingRemoval || ship.gone?.how === 'destroyed');
    }
    case 'dice-modified': {
      const id = shipOf(ctx, c.who, self, subject);
      const list = ctx.state.cursor.attack?.modified ?? [];
      return id !== undefined && list.some((x) => x.by === id && (c.dice === undefined || x.dice === c.dice));
    }
    case 'turret-facing': {
      const id = shipOf(ctx, c.who, self, subject);
      const turret = id ? ctx.state.ships.find((x) => x.id === id)?.turret : undefined;
      return turret !== undefined && turret !== null && c.facings.includes(turret);
    }
    case 'attack-is-bonus':
      return (
        ctx.state.cursor.attack?.bonus === true &&
        (c.from === undefined || ctx.state.cursor.attack.bonusFrom === c.from)
      );
    case 'bonus-attack-left': {
      const id = shipOf(ctx, c.who, self, subject);
      const cur = ctx.state.cursor;
      return (
        id !== undefined &&
        (ctx.state.phase === 'engagement' || ctx.state.phase === 'activation') &&
        // A ship destroyed outside the Engagement Phase has left at once (000 "Destroying Ships"): no attack is left.
        inPlay(shipById(ctx.state, id)) &&
        !(cur.bonusDone ?? []).includes(id) &&
        cur.bonusAttack === undefined
      );
    }
    case 'can-attack': {
      const target = shipOf(ctx, c.against, self, subject);
      return target !== undefined && ctx.effects.canAttack(ctx, self, c.weapons, target);
    }
    case 'can-attack-from':
      return ctx.effects.canAttackFrom(ctx, self, c.arcs);
    case 'modified-by-self':
      return subject.data?.by === self;
    case 'attack-ordnance': {
      const w = ctx.state.cursor.attack?.weapon;
      return w !== undefined && w !== 'primary' && ctx.content.upgrade(w)?.sides[0]?.attack?.ordnance === true;
    }
    case 'attack-weapon-requires': {
      const w = ctx.state.cursor.attack?.weapon;
      const requires = w && w !== 'primary' ? ctx.content.upgrade(w)?.sides[0]?.attack?.requires : undefined;
      return requires?.includes(c.requirement) ?? false;
    }
    case 'shielded': {
      const id = c.who === 'self' ? self : otherOf(self, subject);
      return id !== undefined && shipById(ctx.state, id).shields > 0;
    }
    case 'rerolled-faces': {
      // The new faces of the dice the modification of this 'dice:after-modify' rerolled (combat/attack.ts).
      const r = subject.data?.rerolled;
      if (!Array.isArray(r)) return false;
      return r.filter((f) => (c.faces as readonly unknown[]).includes(f)).length >= (c.atLeast ?? 1);
    }
    case 'answered': {
      const answers = subject.data?.choices;
      const v = Array.isArray(answers) ? answers[c.index] : c.index === 0 ? subject.data?.choice : undefined;
      return typeof v === 'string' && c.oneOf.includes(v);
    }
    case 'subject-data': {
      const v = subject.data?.[c.key];
      return (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') && c.oneOf.includes(v);
    }
    case 'can-perform':
      return ctx.effects.canPerform(
        ctx,
        self,
        actionsOf(ctx, self, c.actions, subject),
        c.ignoreStress ?? false,
        c.notAction ?? false,
      );
    case 'card-just-dealt': {
      const d = subject.data;
      if (subject.ship !== self || typeof d?.cardIndex !== 'number') return false;
      return d.dealtIndex === d.cardIndex || (Array.isArray(d.dealt) && d.dealt.includes(d.cardIndex));
    }
    case 'ignores-obstacles': {
      const me = shipById(ctx.state, self);
      const kinds = c.kinds ?? OBSTACLE_EFFECT_KINDS;
      // Through ctx.effects: static.ts reads conditions, so conditions do not import it.
      return kinds.some((k) => ctx.effects.ignoresObstacles(ctx, me, k, c.purpose));
    }
    case 'moved-through': {
      const moverId = c.mover ? shipOf(ctx, c.mover, self, subject) : self;
      const mover = moverId === undefined ? undefined : shipById(ctx.state, moverId);
      const through = mover?.round.movedThrough ?? [];
      const whoId = c.who ? shipOf(ctx, c.who, self, subject) : undefined;
      if (c.who && (whoId === undefined || !through.includes(whoId))) return false;
      return through.some((id) => {
        if (whoId !== undefined && id !== whoId) return false;
        if (!c.side) return true;
        const o = shipById(ctx.state, id);
        return o !== undefined && onSide(ctx, mover!, o, c.side);
      });
    }
    case 'moved-through-obstacle': {
      const me = shipById(ctx.state, self);
      let touched = c.reposition ? me.round.crossedObstacles : subject.data?.obstacles;
      // movement (s39): with `ignored`, the obstacles moved through while ignoring them count too.
      if (c.ignored) {
        const passed = c.reposition ? me.round.crossedIgnored : subject.data?.ignoredObstacles;
        if (Array.isArray(passed) && passed.length > 0)
          touched = Array.isArray(touched) ? [...(touched as string[]), ...(passed as string[])] : passed;
      }
      if (!Array.isArray(touched) || touched.length === 0) return false;
      if (!c.notAtRange0) return true;
      if (!inPlay(me)) return false;
      const hull = solidOf(me);
      // Range 0 is touching or overlapping (000 "Measuring Range").
      return placedObstacles(ctx.state).some((o) => touched.includes(o.id) && rangeBetween(hull, o.solid) !== 0);
    }
    case 'near-obstacle': {
      const id = c.who === undefined ? self : shipOf(ctx, c.who, self, subject);
      if (id === undefined) return false;
      const me = shipById(ctx.state, id);
      if (!inPlay(me)) return false;
      const hull = solidOf(me);
      return placedObstacles(ctx.state).some((o, i) => {
        if (c.kinds && !c.kinds.includes(obstacleKind(ctx.state.obstacles[i]!))) return false;
        const r = rangeBetween(hull, o.solid);
        return r !== null && r >= c.min && r <= c.max;
      });
    }
    case 'maneuver': {
      const id = c.who === undefined ? self : shipOf(ctx, c.who, self, subject);
      if (id === undefined) return false;
      const me = shipById(ctx.state, id);
      if (c.fully && me.round.partial) return false;
      if (c.difficulty) {
        // `activating`: only while this ship activates (a query asked of it during another ship's activation reads that
        // ship's maneuver otherwise). Another ship's (`who`): read only while that ship activates.
        const own = (!c.activating && c.who === undefined) || ctx.state.cursor.ship === id;
        const diff = ctx.state.phase === 'activation' && own ? ctx.state.cursor.data?.difficulty : undefined;
        if (typeof diff !== 'string' || !(c.difficulty as readonly string[]).includes(diff)) return false;
      }
      return true;
    }
    case 'attack-party-near': {
      const a = ctx.state.cursor.attack;
      if (!a) return false;
      // A remote party (issue 26: a remote attacker; a remote defender) is no ship: it is near no one.
      const partyId =
        c.party === 'attacker' ? (a.remoteAttacker ? undefined : a.attacker) : a.remote ? undefined : a.defender;
      if (partyId === undefined) return false;
      if (partyId === self) return c.includeSelf && c.min === 0;
      const party = shipById(ctx.state, partyId);
      const me = shipById(ctx.state, self);
      if (!onSide(ctx, me, party, c.side ?? 'friendly')) return false;
      if (!inPlay(me) || !inPlay(party)) return false;
      const r = rangeBetween(solidOf(me), solidOf(party));
      return r !== null && r >= c.min && r <= c.max;
    }
    case 'damaged': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && shipById(ctx.state, id).damage.length > 0;
    }
    case 'destroyed-ship-near': {
      const pose = subject.data?.pose as ShipState['pose'] | undefined;
      const lost = subject.ship ? ctx.state.ships.find((s) => s.id === subject.ship) : undefined;
      const me = shipById(ctx.state, self);
      if (!lost || !pose || lost.id === self || !inPlay(me)) return false;
      if (!onSide(ctx, me, lost, c.side)) return false;
      const r = rangeBetween(solidOf(me), solidOf({ ...lost, pose }));
      return r !== null && r >= c.min && r <= c.max;
    }
    case 'ionized':
      return isIonized(shipById(ctx.state, self));
    case 'tractored':
      return isTractored(shipById(ctx.state, self));
    case 'becomes': {
      const token = c.status === 'jammed' ? 'jam' : 'tractor';
      if (subject.ship !== self || subject.data?.token !== token) return false;
      const me = shipById(ctx.state, self);
      const need = c.status === 'jammed' ? 1 : tractorThreshold(me);
      const now = tokenCount(me, token);
      return now >= need && now - Number(subject.data?.count ?? 0) < need;
    }
    case 'has-dual-upgrade': {
      const u = dualUpgradeOf(ctx, shipById(ctx.state, self), c.type);
      return u !== undefined && (c.side === undefined || u.side === c.side);
    }
    case 'has-charges':
      return chargeHolder(shipById(ctx.state, self), key).get() >= c.atLeast;
    case 'below-max': {
      const me = shipById(ctx.state, self);
      if (c.stat === 'charges') {
        // The record's own card: an upgrade's printed charges (its side up), else the pilot's (000 "Charges").
        const [kind, xws] = key.split(':');
        const up = kind === 'upgrade' ? me.upgrades.find((u) => u.xws === xws && !u.discarded) : undefined;
        const max =
          kind === 'upgrade'
            ? (ctx.content.upgrade(xws ?? '')?.sides[up?.side ?? 0]?.charges?.value ?? 0)
            : me.identity !== undefined
              ? (chargeCardOf(ctx.content, me)?.charges?.value ?? 0)
              : shipStats(ctx.content, me).charges;
        return chargeHolder(me, key).get() < max;
      }
      return me[c.stat] < shipStats(ctx.content, me)[c.stat];
    }
    case 'spent-in-attack': {
      const id = shipOf(ctx, c.who, self, subject);
      return (ctx.state.cursor.attack?.spent ?? []).some((x) => x.ship === id && c.tokens.includes(x.token));
    }
    case 'equips-type': {
      const id = shipOf(ctx, c.who, self, subject);
      const ship = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
      return (ship?.upgrades ?? []).some(
        (u) => !u.discarded && ctx.content.upgrade(u.xws)?.sides[u.side]?.type === c.type,
      );
    }
    case 'has-stowed-upgrade':
      return shipById(ctx.state, self).upgrades.some((u) => u.stowed);
    case 'has-condition': {
      const id = shipOf(ctx, c.who, self, subject);
      const owner = c.ownedBy === undefined ? undefined : shipOf(ctx, c.ownedBy, self, subject);
      const ship = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
      // A condition card is its player's: "owned by" a ship means assigned by a ship of that ship's player.
      const side = owner === undefined ? undefined : shipById(ctx.state, owner).player;
      return (ship?.conditions ?? []).some(
        (x) =>
          x.xws === c.xws &&
          (side === undefined || ctx.state.ships.find((o) => o.id === x.owner)?.player === side) &&
          (!c.withCard || x.card !== undefined) &&
          (c.facedown === undefined || (x.facedown === true) === c.facedown),
      );
    }
    case 'docked': {
      const id = c.who === undefined ? self : shipOf(ctx, c.who, self, subject);
      if (id === undefined) return false;
      if (c.role === 'carrier') return ctx.state.ships.some((x) => x.docked === id && x.gone === null);
      const ship = ctx.state.ships.find((x) => x.id === id);
      return ship !== undefined && ship.docked !== undefined && ship.gone === null;
    }
    case 'can-place-device': {
      // The card's own way only (the option whose id is the templates themselves), not a placement alternative's.
      const own = c.templates.join('+');
      return ctx.effects
        .deviceOptions(ctx, self, { card: c.card, how: c.how, shape: c.shape }, [c.templates])
        .some((o) => o.id === own);
    }
    case 'near-device':
      return nearDevice(ctx, self, subject, c.max, c.from);
    case 'placed-device': {
      // As it placed one (devices.ts), or a device of its placed this round still in play (a position states those).
      const id = c.who === undefined ? self : shipOf(ctx, c.who, self, subject);
      const ship = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
      if (!ship) return false;
      return (
        ship.round.placedDevice === true ||
        ctx.state.devices.some((d) => d.owner === ship.id && d.round === ctx.state.round)
      );
    }
    // support
    case 'during-phase':
      return ctx.state.phase === c.phase;
    case 'device-locked': {
      const id = c.who === undefined ? self : shipOf(ctx, c.who, self, subject);
      const by = subject.data?.lockedBy;
      return id !== undefined && Array.isArray(by) && by.includes(id);
    }
    case 'device-owner': {
      const owner = subject.data?.owner;
      const placer = typeof owner === 'string' ? ctx.state.ships.find((x) => x.id === owner) : undefined;
      if (!placer) return false;
      return onSide(ctx, shipById(ctx.state, self), placer, c.side);
    }
    case 'is-other-party':
      return subject.other === self;
    case 'subject-ship': {
      const ship = subject.ship ? ctx.state.ships.find((x) => x.id === subject.ship) : undefined;
      if (!ship) return false;
      const limited = c.limited === true && (ctx.content.pilot(ship.pilot)?.limited ?? 0) > 0;
      const equips = c.equips !== undefined && ship.upgrades.some((u) => u.xws === c.equips && !u.discarded);
      // movement: `side`, the subject ship friendly or enemy to the ability's ship (000 "Friendly and Enemy").
      if (c.side !== undefined && !onSide(ctx, shipById(ctx.state, self), ship, c.side)) return false;
      if (c.range !== undefined) {
        const r = rangeOfShips(shipById(ctx.state, self), ship);
        if (r === null || r < c.range[0] || r > c.range[1]) return false;
      }
      if (c.limited === undefined && c.equips === undefined) return c.side !== undefined || c.range !== undefined;
      return limited || equips;
    }
    case 'equips': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && shipById(ctx.state, id).upgrades.some((u) => u.xws === c.xws && !u.discarded);
    }
    case 'has-action': {
      const id = shipOf(ctx, c.who, self, subject);
      const type =
        c.action === 'subject-action'
          ? subject.data?.action
          : c.action === 'coordinated-action'
            ? subject.data?.coordinatedAction
            : c.action;
      return id !== undefined && actionBar(ctx, shipById(ctx.state, id)).some((a) => a.type === type);
    }
    case 'lasting-from': {
      const id = shipOf(ctx, c.who, self, subject);
      const source = c.source ?? key;
      const prefix = source.includes('#') ? source : `${source}#`;
      return (
        id !== undefined &&
        (ctx.state.lasting ?? []).some((l) => l.ship === id && (l.source === source || l.source.startsWith(prefix)))
      );
    }
    case 'engaged': {
      const id = shipOf(ctx, c.who, self, subject);
      if (id === undefined) return false;
      const ship = shipById(ctx.state, id);
      return ship.round.engaged === true || (ctx.state.phase === 'engagement' && ctx.state.cursor.ship === id);
    }
    case 'defended': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && shipById(ctx.state, id).round.defended === true;
    }
    case 'force-recurs': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && ctx.effects.forceRecovers(ctx, shipById(ctx.state, id));
    }
    case 'activating': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && ctx.state.phase === 'activation' && ctx.state.cursor.ship === id;
    }
    case 'locked-by': {
      const id = shipOf(ctx, c.who, self, subject);
      if (id === undefined) return false;
      const me = shipById(ctx.state, self);
      return ctx.state.ships.some(
        (o) =>
          inPlay(o) &&
          onSide(ctx, me, o, c.side) &&
          o.locks.some((l) => l.target === id) &&
          (c.where === undefined || conditionHolds(ctx, c.where, o.id, { ...subject, ship: o.id, other: self }, '')),
      );
    }
    case 'charge-missing': {
      const id = shipOf(ctx, c.who, self, subject);
      const ship = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
      return (
        ship !== undefined &&
        ship.upgrades.some((u) => {
          const side = u.discarded ? undefined : ctx.content.upgrade(u.xws)?.sides[u.side];
          if (!side?.charges || (c.types !== undefined && !c.types.includes(side.type))) return false;
          return (u.charges ?? 0) < side.charges.value;
        })
      );
    }
    case 'ship-is': {
      const id = shipOf(ctx, c.who, self, subject);
      const ship = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
      if (!ship) return false;
      if (c.side !== undefined && !onSide(ctx, shipById(ctx.state, self), ship, c.side)) return false;
      const destroyed = ship.pendingRemoval || ship.gone?.how === 'destroyed';
      if (c.destroyed !== undefined && destroyed !== c.destroyed) return false;
      if (c.defending !== undefined && (ctx.state.cursor.attack?.defender === ship.id) !== c.defending) return false;
      return c.size === undefined || c.size.some((z) => z === ship.base);
    }
    case 'ships-outnumber': {
      const holds = (w: Condition, id: string, sub: WindowSubject) => conditionHolds(ctx, w, id, sub, key);
      return (
        shipsAround(ctx, c.more, self, subject, holds).length > shipsAround(ctx, c.than, self, subject, holds).length
      );
    }
    case 'ships-near': {
      const n = shipsAround(ctx, c, self, subject, (w, id, sub) => conditionHolds(ctx, w, id, sub, key)).length;
      // "At least one" unless only a maximum is given ("no enemy ship …": atMost 0).
      return n >= (c.atLeast ?? (c.atMost === undefined ? 1 : 0)) && (c.atMost === undefined || n <= c.atMost);
    }
    case 'pilot-is': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && isPilot(shipById(ctx.state, id).pilot, c.xws);
    }
    case 'locking': {
      const id = shipOf(ctx, c.who, self, subject);
      if (c.target === 'any') return id !== undefined && shipById(ctx.state, id).locks.length > 0;
      const target = shipOf(ctx, c.target, self, subject);
      return id !== undefined && target !== undefined && shipById(ctx.state, id).locks.some((l) => l.target === target);
    }
    case 'lock-allowed': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && ctx.effects.lockForbidden(ctx, shipById(ctx.state, id)) === null;
    }
    case 'near-placed-device': {
      const id = c.who === 'self' ? self : otherOf(self, subject);
      return id !== undefined && nearPlacedDevice(ctx, self, id, c.min, c.max, c.owner);
    }
    case 'cards-dealt': {
      const dealt = subject.data?.dealt;
      if (!Array.isArray(dealt)) return false;
      // Indices of the window ship's cards ('damage:suffered'), or the cards as dealt ('attack:after').
      const ship = ctx.state.ships.find((x) => x.id === subject.ship);
      const traitOf = (xws: string) =>
        ctx.content.data.damageDecks.flatMap((d) => d.cards).find((x) => x.xws === xws)?.trait;
      const n = (dealt as unknown[]).filter((i) => {
        if (c.faceup === undefined && c.traits === undefined) return true;
        const card = typeof i === 'number' ? ship?.damage[i] : (i as { card: string; faceup: boolean } | undefined);
        if (!card) return false;
        if (c.faceup !== undefined && card.faceup !== c.faceup) return false;
        return c.traits === undefined || (c.traits as readonly (string | undefined)[]).includes(traitOf(card.card));
      }).length;
      return n >= (c.atLeast ?? 1);
    }
    case 'agility-vs': {
      const a = shipOf(ctx, c.who, self, subject);
      const b = shipOf(ctx, c.than, self, subject);
      if (!a || !b) return false;
      const agility = (id: string) => {
        const ship = shipById(ctx.state, id);
        return shipStats(ctx.content, ship).agility + ctx.effects.statDelta(ctx, ship, 'agility');
      };
      return c.compare === 'at-most' ? agility(a) <= agility(b) : agility(a) > agility(b);
    }
    case 'modified-this-attack': {
      const a = ctx.state.cursor.attack;
      return a?.used.some((u) => 'key' in u && u.key === key && u.ship === self) ?? false;
    }
    case 'damage-card-is': {
      // The card drawn for the ship being dealt damage (damage.ts `dealing`), as earlier abilities left it.
      const card = ctx.state.dealing?.card;
      if (!card || card.fate === 'discard') return false;
      const faceup = card.fate ? card.fate === 'faceup' : card.faceup;
      if (c.facing && (c.facing === 'faceup') !== faceup) return false;
      if (!c.traits) return true;
      const trait = typeof subject.data?.trait === 'string' ? subject.data.trait : undefined;
      return trait !== undefined && (c.traits as readonly string[]).includes(trait);
    }
    case 'has-damage-card': {
      const id = c.who === undefined ? self : shipOf(ctx, c.who, self, subject);
      if (id === undefined) return false;
      if (c.card !== undefined)
        return shipById(ctx.state, id).damage.some(
          (d) =>
            d.card === c.card &&
            d.faceup === (c.facing === 'faceup') &&
            (c.trait === undefined || traitOf(ctx, d.card) === c.trait),
        );
      return repairableCard(ctx, id, c.facing, c.trait) !== undefined;
    }
    case 'has-green-token': {
      const id = c.who === 'self' ? self : otherOf(self, subject);
      if (!id) return false;
      const ship = shipById(ctx.state, id);
      return GREEN_TOKENS.some((t) => tokenCount(ship, t) > 0);
    }
    case 'reinforced': {
      const id = shipOf(ctx, c.who, self, subject);
      const r = id === undefined ? null : reinforceOf(shipById(ctx.state, id));
      return r !== null && (c.facing === undefined || r === c.facing);
    }
    case 'initiative-vs': {
      const a = shipOf(ctx, c.who, self, subject);
      if (!a) return false;
      const ia = ctx.effects.initiativeOf(ctx, shipById(ctx.state, a));
      let ib: number;
      if (typeof c.than !== 'string' && 'value' in c.than) ib = c.than.value;
      else {
        const b = shipOf(ctx, typeof c.than === 'string' ? c.than : c.than.damageCardsOf, self, subject);
        if (!b) return false;
        const other = shipById(ctx.state, b);
        ib = typeof c.than === 'string' ? ctx.effects.initiativeOf(ctx, other) : other.damage.length;
      }
      return c.compare === 'higher' ? ia > ib : ia >= ib;
    }
    case 'defender-tractored': {
      const a = ctx.state.cursor.attack;
      return a !== undefined && isTractored(shipById(ctx.state, a.defender));
    }
    case 'attack-result': {
      const r = ctx.state.cursor.attack?.result;
      if (!r) return false;
      const n = (c.faces.includes('hit') ? r.hits : 0) + (c.faces.includes('crit') ? r.crits : 0);
      if (c.moreThanShields && n <= shipById(ctx.state, self).shields) return false;
      return n >= (c.atLeast ?? 0) && (c.atMost === undefined || n <= c.atMost);
    }
    case 'revealed-vs': {
      const a = shipOf(ctx, c.who, self, subject);
      const b = shipOf(ctx, c.than, self, subject);
      if (!a || !b) return false;
      const [sa, sb] = [shipById(ctx.state, a), shipById(ctx.state, b)];
      if (!sa.dial?.revealed || !sb.dial?.revealed) return false;
      if (c.compare === 'faster') return parseManeuver(sa.dial.maneuver).speed > parseManeuver(sb.dial.maneuver).speed;
      if (c.compare === 'same-speed')
        return parseManeuver(sa.dial.maneuver).speed === parseManeuver(sb.dial.maneuver).speed;
      if (c.compare === 'same-bearing')
        return parseManeuver(sa.dial.maneuver).bearing === parseManeuver(sb.dial.maneuver).bearing;
      // The dial's printed difficulty (abilities/dial-as.ts dialOf): the standing changes to it are static.ts's, which imports
      // this file (test/abilities/import-graph.test.ts refuses the circle).
      const order = ['blue', 'white', 'red'];
      const da = order.indexOf(dialOf(ctx, sa).byCode.get(sa.dial.maneuver)?.difficulty ?? '');
      const db = order.indexOf(dialOf(ctx, sb).byCode.get(sb.dial.maneuver)?.difficulty ?? '');
      return da >= 0 && db >= 0 && da < db;
    }
    case 'devices-near':
      return devicesNear(ctx, c, self, subject) >= (c.atLeast ?? 1);
    case 'revealed': {
      const id = shipOf(ctx, c.who, self, subject);
      const dial = id === undefined ? undefined : shipById(ctx.state, id).dial;
      if (!dial?.revealed) return false;
      if (c.speeds && !c.speeds.includes(parseManeuver(dial.maneuver).speed)) return false;
      if (!c.difficulty) return true;
      const diff = dialOf(ctx, shipById(ctx.state, id!)).byCode.get(dial.maneuver)?.difficulty;
      return diff !== undefined && (c.difficulty as readonly string[]).includes(diff);
    }
    case 'has-keyword': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && (ctx.content.pilot(shipById(ctx.state, id).pilot)?.keywords ?? []).includes(c.keyword);
    }
    case 'limited-ship': {
      const id = shipOf(ctx, c.who, self, subject);
      return id !== undefined && (ctx.content.pilot(shipById(ctx.state, id).pilot)?.limited ?? 0) > 0;
    }
    case 'larger-ship': {
      const a = shipOf(ctx, c.who, self, subject);
      const b = shipOf(ctx, c.than, self, subject);
      if (!a || !b) return false;
      const order = ['small', 'medium', 'large', 'huge'];
      return order.indexOf(shipById(ctx.state, a).base) > order.indexOf(shipById(ctx.state, b).base);
    }
    case 'damage-cards': {
      const id = shipOf(ctx, c.who, self, subject);
      if (!id) return false;
      const n = shipById(ctx.state, id).damage.length;
      if (c.moreThan !== undefined) {
        const than = shipOf(ctx, c.moreThan, self, subject);
        if (!than || n <= shipById(ctx.state, than).damage.length) return false;
      }
      return n >= (c.atLeast ?? 0) && (c.atMost === undefined || n <= c.atMost);
    }
    case 'hull-left': {
      const id = shipOf(ctx, c.who, self, subject);
      const ship = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
      return ship !== undefined && ship.hull - ship.damage.length <= c.atMost;
    }
    case 'has-ship-ability': {
      const id = shipOf(ctx, c.who, self, subject);
      const wanted = `ship-ability:${c.id}`;
      return id !== undefined && abilityKeysOf(ctx, shipById(ctx.state, id)).some((k) => k.key === wanted);
    }
    case 'code':
      return c.test(ctx, self, subject);
    // ---- movement ----
    case 'maneuver-is': {
      const who = c.who !== undefined ? shipOf(ctx, c.who, self, subject) : undefined;
      if (c.who !== undefined && who === undefined) return false;
      const dial = who !== undefined ? shipById(ctx.state, who).dial : undefined;
      const code = who !== undefined ? (dial?.revealed ? dial.maneuver : undefined) : subject.data?.maneuver;
      if (typeof code !== 'string') return false;
      let m: ReturnType<typeof parseManeuver>;
      try {
        m = parseManeuver(code);
      } catch {
        return false;
      }
      if (c.sideslip !== undefined && (subject.data?.sideslip === true) !== c.sideslip) return false;
      if (c.direction !== undefined && m.direction !== (c.direction === 'left' ? -1 : 1)) return false;
      return (!c.speeds || c.speeds.includes(m.speed)) && (!c.kinds || c.kinds.includes(m.kind));
    }
    case 'record-used':
      // movement (s39): another record of this very card, limited, already used by this ship (costs.ts recordUsed).
      return recordUsed(ctx, self, key, c.index);
    case 'actions-performed': {
      const round = shipById(ctx.state, self).round;
      const done = c.whileStressed ? (round.stressedActions ?? []) : round.actions;
      return done.filter((a) => !c.actions || c.actions.includes(a)).length >= c.atLeast;
    }
    case 'outnumbered': {
      const id = shipOf(ctx, c.who, self, subject);
      if (id === undefined) return false;
      const centre = shipById(ctx.state, id);
      if (!inPlay(centre)) return false;
      let balance = 0;
      for (const s of ctx.state.ships) {
        if (s.id === id || !inPlay(s)) continue;
        const r = rangeOfShips(centre, s);
        if (r === null || r < c.min || r > c.max) continue;
        // Allied ships (relation.ts) count on neither side.
        balance += s.player !== centre.player ? 1 : friendlyTo(ctx, centre, s) ? -1 : 0;
      }
      return balance > 0;
    }
  }
}

/**
 * How many devices in play the filter lets through (`devices-near`, the `dice` effect's `perDevice`): at range
 * `min`–`max` of ship `of`, placed by a ship friendly / enemy to `self`, of these kinds (000 "Devices", "Measuring
 * Range").
 */
export function devicesNear(ctx: Ctx, f: DeviceFilter, self: string, subject: WindowSubject): number {
  const id = shipOf(ctx, f.of, self, subject);
  const ship = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
  // Remotes only when the filter names them (subsystems, s32-subsa; Lega Fossang).
  const remotes = f.kinds?.includes('remote') ? (ctx.state.remotes ?? []) : [];
  if (!ship || !inPlay(ship) || ctx.state.devices.length + remotes.length === 0) return 0;
  // `owner` is judged from the ability's ship, or from ship `ownerOf` (a `choose`'s chooser, seen from a candidate).
  const judge = f.ownerOf === undefined ? self : shipOf(ctx, f.ownerOf, self, subject);
  const me = judge === undefined ? undefined : ctx.state.ships.find((x) => x.id === judge);
  if (!me) return 0;
  const solid = solidOf(ship);
  const counts = (owner: string, card: string, object: ReturnType<typeof solidOf>): boolean => {
    if (f.cards && !f.cards.includes(card)) return false;
    if (f.owner !== undefined) {
      const placer = ctx.state.ships.find((x) => x.id === owner);
      if (placer === undefined ? f.owner === 'friendly' : !onSide(ctx, me, placer, f.owner)) return false;
    }
    if (f.inArc !== undefined && !objectInArcOf(ctx, ship, f.inArc, object)) return false;
    if (f.min === undefined && f.max === undefined) return true;
    const r = rangeBetween(solid, object);
    return r !== null && r >= (f.min ?? 0) && r <= (f.max ?? 3);
  };
  let n = 0;
  for (const d of ctx.state.devices)
    if ((!f.kinds || f.kinds.includes(d.kind)) && counts(d.owner, d.card, deviceSolid(d).solid)) n++;
  for (const rm of remotes) if (counts(rm.owner, rm.card, remoteSolid(rm).solid)) n++;
  return n;
}

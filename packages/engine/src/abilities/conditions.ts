/**
 * Conditions of ability records (vocabulary/types.ts `Condition`): whether one holds for the ship carrying the
 * ability, seen from the window's subject.
 */
import { nearDevice } from '../device-geometry.js';
import type { ActionDef } from '@xwing/content';
import { inPlay, shipById, tokenCount } from '../combat/util.js';
import type { Ctx } from '../context.js';
import { initialStats } from '../stats.js';
import type { ShipState } from '../state.js';
import { inFiringArc, otherOf } from './vocabulary/queries.js';
import type { Condition, WindowSubject } from './vocabulary/types.js';
import { isInArc, rangeBetween } from '@xwing/geometry';
import { arcOwner, geometryArc, solidOf } from '../combat/util.js';
import { actionBar, isIonized, isTractored, tractorThreshold } from '../util.js';
import { chargeHolder } from './costs.js';

/** The green tokens (000 "Tokens"): reinforce is counted through util.ts tokenCount like the others. */
const GREEN_TOKENS = ['focus', 'evade', 'calculate', 'reinforce'] as const;

/** The actions a can-perform / grant-action names: a list, or the ship's own action bar. */
export function actionsOf(
  ctx: Ctx,
  shipId: string,
  actions: readonly ActionDef[] | 'own-bar' | 'own-white-bar',
): ActionDef[] {
  if (actions === 'own-bar') return actionBar(ctx, shipById(ctx.state, shipId));
  if (actions === 'own-white-bar')
    return actionBar(ctx, shipById(ctx.state, shipId)).filter((a) => a.difficulty === 'white');
  return [...actions];
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
      const others =
        c.to === 'other'
          ? [otherOf(self, subject)].filter((x): x is string => x !== undefined).map((id) => shipById(ctx.state, id))
          : ctx.state.ships.filter(
              (s) =>
                s.id !== self &&
                inPlay(s) &&
                (c.to === 'any-enemy' ? s.player !== me.player : s.player === me.player) &&
                (c.shipType === undefined || s.ship === c.shipType),
            );
      return others.some((o) => {
        if (!inPlay(o)) return false;
        const r = rangeBetween(solidOf(me), solidOf(o));
        return r !== null && r >= c.min && r <= c.max;
      });
    }
    case 'in-arc': {
      const ownerId = c.of === 'self' ? self : otherOf(self, subject);
      const targetId = c.target === 'self' ? self : otherOf(self, subject);
      if (!ownerId || !targetId) return false;
      const owner = shipById(ctx.state, ownerId);
      const target = shipById(ctx.state, targetId);
      const arc = geometryArc(c.arc, owner.turret);
      if (!arc || !inPlay(owner) || !inPlay(target)) return false;
      return isInArc(arcOwner(owner), arc, solidOf(target));
    }
    case 'has-token': {
      const id = c.who === 'self' ? self : otherOf(self, subject);
      if (!id) return false;
      const n = tokenCount(shipById(ctx.state, id), c.token);
      return n >= (c.atLeast ?? 1) && (c.atMost === undefined || n <= c.atMost);
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
    case 'subject-data': {
      const v = subject.data?.[c.key];
      return (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') && c.oneOf.includes(v);
    }
    case 'can-perform':
      return ctx.effects.canPerform(ctx, self, actionsOf(ctx, self, c.actions), c.ignoreStress ?? false);
    case 'card-just-dealt': {
      const d = subject.data;
      if (subject.ship !== self || typeof d?.cardIndex !== 'number') return false;
      return d.dealtIndex === d.cardIndex || (Array.isArray(d.dealt) && d.dealt.includes(d.cardIndex));
    }
    case 'maneuver': {
      const me = shipById(ctx.state, self);
      if (c.fully && me.round.partial) return false;
      if (c.difficulty) {
        const diff = ctx.state.phase === 'activation' ? ctx.state.cursor.data?.difficulty : undefined;
        if (typeof diff !== 'string' || !(c.difficulty as readonly string[]).includes(diff)) return false;
      }
      return true;
    }
    case 'attack-party-near': {
      const a = ctx.state.cursor.attack;
      if (!a) return false;
      const partyId = c.party === 'attacker' ? a.attacker : a.defender;
      if (partyId === self) return c.includeSelf && c.min === 0;
      const party = shipById(ctx.state, partyId);
      const me = shipById(ctx.state, self);
      if ((party.player === me.player) !== ((c.side ?? 'friendly') === 'friendly')) return false;
      if (!inPlay(me) || !inPlay(party)) return false;
      const r = rangeBetween(solidOf(me), solidOf(party));
      return r !== null && r >= c.min && r <= c.max;
    }
    case 'damaged': {
      const a = ctx.state.cursor.attack;
      const id =
        c.who === 'self'
          ? self
          : c.who === 'other'
            ? otherOf(self, subject)
            : c.who === 'attacker'
              ? a?.attacker
              : a?.defender;
      return id !== undefined && shipById(ctx.state, id).damage.length > 0;
    }
    case 'destroyed-ship-near': {
      const pose = subject.data?.pose as ShipState['pose'] | undefined;
      const lost = subject.ship ? ctx.state.ships.find((s) => s.id === subject.ship) : undefined;
      const me = shipById(ctx.state, self);
      if (!lost || !pose || lost.id === self || !inPlay(me)) return false;
      if ((lost.player === me.player) !== (c.side === 'friendly')) return false;
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
    case 'has-dual-upgrade':
      return dualUpgradeOf(ctx, shipById(ctx.state, self), c.type) !== undefined;
    case 'has-charges':
      return chargeHolder(shipById(ctx.state, self), key).get() >= c.atLeast;
    case 'below-max': {
      const me = shipById(ctx.state, self);
      return me[c.stat] < initialStats(ctx.content, me.pilot, me.upgrades)[c.stat];
    }
    case 'near-device':
      return nearDevice(ctx, self, subject, c.max, c.from);
    case 'has-green-token': {
      const id = c.who === 'self' ? self : otherOf(self, subject);
      if (!id) return false;
      const ship = shipById(ctx.state, id);
      return GREEN_TOKENS.some((t) => tokenCount(ship, t) > 0);
    }
    case 'in-firing-arc': {
      const ownerId = c.of === 'self' ? self : otherOf(self, subject);
      const targetId = c.target === 'self' ? self : otherOf(self, subject);
      return ownerId !== undefined && targetId !== undefined && inFiringArc(ctx, ownerId, targetId);
    }
    case 'defender-tractored': {
      const a = ctx.state.cursor.attack;
      return a !== undefined && isTractored(shipById(ctx.state, a.defender));
    }
    case 'attack-weapon-slot': {
      const weapon = ctx.state.cursor.attack?.weapon;
      if (!weapon || weapon === 'primary') return false;
      const side = ctx.content.upgrade(weapon)?.sides.find((x) => x.attack !== undefined);
      return side !== undefined && c.slots.includes(side.type);
    }
    case 'attack-obstructed':
      return ctx.state.cursor.attack?.obstructed === true;
    case 'code':
      return c.test(ctx, self, subject);
  }
}

/**
 * Applying an ability's effect (vocabulary/types.ts `Effect`) for the ship carrying it, and the dice an effect rolls.
 */
import { acquireLock, addTokens, inPlay, shipById, shipName, tokenCount } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { nextInt } from '../rng.js';
import { initialStats, initialUpgradeCharges } from '../stats.js';
import { shipOf, shipsAround } from './targets.js';
import { otherOf } from './vocabulary/queries.js';
import type { AttackFace, Cost, Effect, ShipRef, WindowSubject } from './vocabulary/types.js';
import { breakLocksIfIonized, breakLocksOn, chargeCardOf, rotationBlockedBy } from '../util.js';
import { actionsOf, conditionHolds, devicesNear, dualUpgradeOf, repairableCard } from './conditions.js';
import { canPay, sourceName } from './costs.js';
import { abilitiesOf, abilityKeysIn, cardsChanged } from './source-keys.js';
import { resolvingSource, startLasting } from './lasting.js';
import { turretFacings } from './static.js';
import { flipReinforce, gainReinforce } from '../reinforce.js';

/** The faces a `name-result` may name: those of the attack dice, and of the defense dice (`@xwing/dice`). */
const ATTACK_NAMEABLE: readonly string[] = ['blank', 'focus', 'hit', 'crit'];
const DEFENSE_NAMEABLE: readonly string[] = ['blank', 'focus', 'evade'];

/**
 * One attack die for an ability: seeded, or in entered-dice games the face the player entered (the window asked for
 * it before resolving the ability: `askAbilityDie`). A window whose caller cannot wait (none does today) falls back
 * to the seeded generator and says so.
 */
function rollOneAttackDie(ctx: Ctx): string {
  return rollOneDie(ctx, 'attack');
}

/** One die of `kind` for an ability (rollOneAttackDie's rules, for either kind of die). */
function rollOneDie(ctx: Ctx, kind: 'attack' | 'defense'): string {
  const s = ctx.state;
  // Entered faces asked before the ability resolved (`diceNeeded` of them), taken one die at a time.
  if (s.diceMode === 'entered' && s.entered && s.entered.length > 0) {
    const face = s.entered.shift()!;
    if (s.entered.length === 0) delete s.entered;
    return face;
  }
  const rolled = ctx.roll(kind, 1);
  if (rolled && rolled[0]) return rolled[0];
  ctx.emit(
    'not-implemented',
    'not implemented yet: entering the face of a die an ability rolls outside a window that can wait; the engine rolled it with the seeded generator.',
  );
  const faces =
    kind === 'attack'
      ? ['blank', 'blank', 'focus', 'focus', 'hit', 'hit', 'hit', 'crit']
      : ['blank', 'blank', 'blank', 'focus', 'focus', 'evade', 'evade', 'evade'];
  return faces[nextInt(s.rng, 8)]!;
}

/** The faces of the roll an effect resolves with (`roll-attack-dice`), if any. */
function facesOf(subject: WindowSubject): AttackFace[] {
  const f = subject.data?.faces;
  return Array.isArray(f) ? (f as AttackFace[]) : [];
}

/**
 * An effect's roll of `count` attack dice: the faces its caller already rolled or had entered (the device rules roll
 * before they resolve a detonation: devices.ts), else seeded (a window that cannot wait says so, as for one die).
 */
function rollAttackDice(ctx: Ctx, count: number, subject: WindowSubject): AttackFace[] {
  const given = facesOf(subject);
  if (given.length === count) return [...given];
  const out: AttackFace[] = [];
  for (let i = 0; i < count; i++) out.push(rollOneAttackDie(ctx) as AttackFace);
  return out;
}

/** The dice a `roll-attack-dice` rolls: `count`, or `count` per damage card of the ship (`perDamageCard`: Kuiil). */
function rollCount(ctx: Ctx, e: Extract<Effect, { kind: 'roll-attack-dice' }>, self: string): number {
  return e.perDamageCard ? e.count * shipById(ctx.state, self).damage.length : e.count;
}

/** Whether resolving the effect rolls a die. */
export function rollsDie(e: Effect, ctx?: Ctx, self?: string, subject?: WindowSubject): boolean {
  return diceNeeded(e, ctx, self, subject) > 0;
}

/**
 * The kind of the dice resolving the effect rolls (`diceNeeded` of them): defense dice for a `roll-defense-die`,
 * else attack dice. No effect rolls both kinds.
 */
export function dieKindOf(e: Effect): 'attack' | 'defense' {
  switch (e.kind) {
    case 'roll-defense-die':
      return 'defense';
    case 'reroll-own-dice':
      return e.dice;
    case 'sequence':
      return e.of.some((x) => dieKindOf(x) === 'defense') ? 'defense' : 'attack';
    case 'if-holds':
    case 'each-ship':
      return dieKindOf(e.effect);
    case 'unless':
      return dieKindOf(e.otherwise);
    default:
      return 'attack';
  }
}

/**
 * How many attack dice resolving the effect rolls, so that an entered-dice game asks them all before the ability
 * resolves (run.ts `askAbilityDie`): one per `roll-attack-die`, `roll-defense-die` (a defense die: `dieKindOf`) or `reroll-die`, `count` per `roll-attack-dice`, the dice of an `each-ship`
 * effect once per ship it reaches, those of an `unless` its ship cannot pay (resolved at once).
 */
export function diceNeeded(e: Effect, ctx?: Ctx, self?: string, subject?: WindowSubject): number {
  switch (e.kind) {
    case 'roll-attack-die':
    case 'roll-defense-die':
    case 'reroll-die':
      return 1;
    case 'roll-attack-dice':
      return ctx !== undefined && self !== undefined ? rollCount(ctx, e, self) : e.count;
    case 'reroll-own-dice': {
      const a = ctx?.state.cursor.attack;
      return a ? (e.dice === 'attack' ? a.attackDice : a.defenseDice).filter((d) => !d.added).length : 0;
    }
    case 'sequence':
      return e.of.reduce((n, x) => n + diceNeeded(x, ctx, self, subject), 0);
    case 'unless':
      return ctx !== undefined && self !== undefined && subject !== undefined && unlessUnpaid(ctx, e, self, subject)
        ? diceNeeded(e.otherwise, ctx, self, subject)
        : 0;
    case 'each-ship': {
      if (ctx === undefined || self === undefined || subject === undefined) return 0;
      const per = diceNeeded(e.effect, ctx, self, subject);
      if (per === 0) return 0;
      const ships = shipsAround(ctx, e.ships, self, subject, (c, id, sub) => conditionHolds(ctx, c, id, sub, ''));
      return per * ships.length;
    }
    default:
      return 0;
  }
}

/**
 * The prices of an `unless` the ship it names can pay now (none: it is not asked, and `otherwise` resolves at once,
 * so a die that effect rolls can be asked before the ability resolves, as for any ability's die).
 */
function unlessPrices(
  ctx: Ctx,
  e: Extract<Effect, { kind: 'unless' }>,
  self: string,
  subject: WindowSubject,
): { price: Cost[]; id: string }[] {
  const target = shipOf(ctx, e.who, self, subject);
  const ship = target === undefined ? undefined : ctx.state.ships.find((x) => x.id === target);
  if (!ship) return [];
  return [e.pay, ...(e.or ?? [])]
    .map((price, i) => ({ price, id: i === 0 ? 'pay' : `pay:${i}` }))
    .filter((p) => canPay(ship, 'unless', p.price, ctx));
}

/** Whether an `unless` resolves its `otherwise` at once: its ship is in the game and can pay none of its prices. */
function unlessUnpaid(ctx: Ctx, e: Extract<Effect, { kind: 'unless' }>, self: string, subject: WindowSubject): boolean {
  const target = shipOf(ctx, e.who, self, subject);
  return ctx.state.ships.some((x) => x.id === target) && unlessPrices(ctx, e, self, subject).length === 0;
}

/** Applies an effect (dice and stat effects are not window effects: the attack and the stats read them). */
export function applyEffect(ctx: Ctx, e: Effect, self: string, subject: WindowSubject): void {
  const who = (w: ShipRef) => shipOf(ctx, w, self, subject);
  switch (e.kind) {
    case 'gain-token':
    case 'remove-token': {
      const id = who(e.who);
      if (!id) return;
      const ship = shipById(ctx.state, id);
      const asked = e.kind === 'gain-token' ? e.count : e.count === 'all' ? -tokenCount(ship, e.token) : -e.count;
      const before = tokenCount(ship, e.token);
      addTokens(ctx, ship, e.token, asked, self);
      // What changed, not what was asked: none to remove, or a standing "instead" that replaced the change (Death
      // Troopers, Deuterium Power Cells) logs nothing here.
      const n = tokenCount(ship, e.token) - before;
      if (n !== 0)
        ctx.emit(
          n >= 0 ? 'token-gained' : 'token-removed',
          `${shipName(ctx, ship)} ${n >= 0 ? 'gains' : 'loses'} ${Math.abs(n)} ${e.token}.`,
          {
            ship: ship.id,
            data: { token: e.token, count: n },
          },
        );
      if (e.token === 'ion' && n > 0) breakLocksIfIonized(ctx, ship);
      return;
    }
    case 'suffer-damage': {
      const id = who(e.who);
      if (!id) return;
      let { hits, crits } = e;
      for (const f of e.perFace ? facesOf(subject) : []) {
        if (e.perFace![f] === 'hit') hits++;
        else if (e.perFace![f] === 'crit') crits++;
      }
      if (!e.perFace || hits + crits > 0) ctx.effects.sufferDamage(ctx, id, hits, crits, e.source ?? 'ability');
      return;
    }
    case 'roll-attack-dice': {
      const faces = rollAttackDice(ctx, rollCount(ctx, e, self), subject);
      ctx.emit('ability-dice-rolled', `${shipName(ctx, shipById(ctx.state, self))} rolls ${faces.join(', ')}.`, {
        ship: self,
        data: { faces },
      });
      applyEffect(ctx, e.then, self, { ...subject, data: { ...subject.data, faces } });
      return;
    }
    case 'for-each-face': {
      const n = facesOf(subject).filter((f) => f === e.face).length;
      for (let i = 0; i < n; i++) applyEffect(ctx, e.effect, self, subject);
      return;
    }
    case 'recover-card-charges': {
      const ship = shipById(ctx.state, self);
      const up = ship.upgrades.find((u) => u.xws === e.xws && !u.discarded);
      const max = up ? (ctx.content.upgrade(up.xws)?.sides[up.side]?.charges?.value ?? 0) : 0;
      const n = up ? Math.min(e.count, max - (up.charges ?? 0)) : 0;
      if (!up || n <= 0) return;
      up.charges = (up.charges ?? 0) + n;
      ctx.emit(
        'charge-recovered',
        `${shipName(ctx, ship)} recovers ${n === 1 ? 'a charge' : `${n} charges`} on ${sourceName(ctx, `upgrade:${up.xws}:${up.side}`)}.`,
        {
          ship: self,
          data: { upgrade: up.xws, count: n },
        },
      );
      return;
    }
    case 'place-device': {
      const templates = String(subject.data?.choice ?? e.templates?.join('+') ?? '')
        .split('+')
        .filter((t) => t !== '');
      const fuses = e.fuses ? { fuses: e.fuses } : {};
      ctx.effects.placeDevices(ctx, self, { card: e.card, how: e.how, shape: e.shape, ...fuses }, templates);
      return;
    }
    case 'decloak': {
      const choice = subject.data?.choice;
      const done = typeof choice === 'string' && ctx.effects.decloak(ctx, self, choice);
      if (!done && e.onFail) applyEffect(ctx, e.onFail, self, subject);
      return;
    }
    case 'place-obstacle': {
      const choice = subject.data?.choice;
      const placement = { obstacle: e.obstacle, how: e.how, ...(e.fuses ? { fuses: e.fuses } : {}) };
      if (typeof choice === 'string') ctx.effects.placeObstacle(ctx, self, placement, choice);
      return;
    }
    case 'place-equipped-device': {
      const choice = subject.data?.choice;
      if (typeof choice === 'string') ctx.effects.placeEquippedDevice(ctx, self, choice);
      return;
    }
    case 'recover': {
      const id = who(e.who ?? 'self');
      if (!id) return;
      const ship = shipById(ctx.state, id);
      const max = initialStats(ctx.content, ship.pilot, ship.upgrades)[e.stat];
      const n = Math.min(e.count, max - ship[e.stat]);
      if (n <= 0) return;
      ship[e.stat] += n;
      const what = e.stat === 'shields' ? (n === 1 ? 'a shield' : `${n} shields`) : `${n} Force`;
      ctx.emit(
        `${e.stat === 'shields' ? 'shield' : 'force'}-recovered`,
        `${shipName(ctx, ship)} recovers ${what} (${e.source}).`,
        {
          ship: ship.id,
        },
      );
      return;
    }
    case 'flip-upgrade': {
      const id = who(e.who ?? 'self');
      if (!id) return;
      const ship = shipById(ctx.state, id);
      const u =
        'xws' in e ? ship.upgrades.find((x) => x.xws === e.xws && !x.discarded) : dualUpgradeOf(ctx, ship, e.type);
      const card = u && ctx.content.upgrade(u.xws);
      if (!u || !card || card.sides.length < 2) return;
      u.side = u.side === 0 ? 1 : 0;
      cardsChanged();
      ctx.emit('upgrade-flipped', `${shipName(ctx, ship)} flips ${card.sides[u.side]?.title ?? u.xws}.`, {
        ship: id,
        data: { upgrade: u.xws, side: u.side },
      });
      return;
    }
    case 'dice-unmodifiable': {
      // Barring green tokens only is a standing rule ('attack:modify-restriction', record-shape.test.ts), never set here.
      if (e.using) return;
      const a = ctx.state.cursor.attack;
      if (!a || (a.unmodifiable ?? []).includes(e.dice)) return;
      (a.unmodifiable ??= []).push(e.dice);
      ctx.emit('dice-locked', `The ${e.dice} dice cannot be modified during this attack.`, { ship: self });
      return;
    }
    case 'lose-charge': {
      const ship = shipById(ctx.state, self);
      const n = Math.min(e.count, ship.charges);
      if (n <= 0) return;
      ship.charges -= n;
      ctx.emit('charge-lost', `${shipName(ctx, ship)} loses ${n === 1 ? 'a charge' : `${n} charges`} (${e.source}).`, {
        ship: self,
      });
      return;
    }
    case 'repair-this-card': {
      const i = subject.data?.cardIndex;
      if (typeof i === 'number' && shipById(ctx.state, self).damage[i]?.faceup)
        ctx.effects.repairDamageCard(ctx, self, i);
      return;
    }
    case 'place-in-reserve': {
      const ship = shipById(ctx.state, self);
      const fled = subject.data?.edges;
      const edges =
        e.edge === 'player'
          ? [ctx.effects.playerEdge(ctx, ship)]
          : Array.isArray(fled)
            ? (fled as ('first' | 'second' | 'left' | 'right')[])
            : [];
      ctx.effects.placeInReserve(
        ctx,
        self,
        edges,
        e.edge === 'player' ? 'instead of being destroyed' : 'instead of fleeing',
      );
      return;
    }
    case 'deploy-reserve': {
      // s36-reserve: the friendly ship in reserve holding this ship's condition is placed where its player answered;
      // then it gains the tokens and loses the condition (reserves.ts deployReserve; nothing more when it stays).
      const placed = ctx.effects.deployReserve(ctx, self, e.holding, subject.data?.choice);
      if (placed === null) return;
      if (e.gain) {
        const ship = shipById(ctx.state, placed);
        const before = tokenCount(ship, e.gain.token);
        addTokens(ctx, ship, e.gain.token, e.gain.count, self);
        const n = tokenCount(ship, e.gain.token) - before;
        if (n > 0)
          ctx.emit('token-gained', `${shipName(ctx, ship)} gains ${n} ${e.gain.token}.`, {
            ship: ship.id,
            data: { token: e.gain.token, count: n },
          });
      }
      ctx.effects.removeCondition(ctx, placed, e.holding, self, e.name);
      return;
    }
    case 'discard-damage-cards':
      ctx.effects.discardDamageCards(ctx, self, 'ability');
      return;
    case 'move-obstacle': {
      // The obstacle and spot the owner answered (the record's `choices`, ctx.effects.obstacleMoveSpots).
      const spot = subject.data?.choice;
      if (typeof spot === 'string') ctx.effects.moveObstacle(ctx, self, spot, e.beyondShips);
      return;
    }
    case 'place-remote': {
      // The spot the owner answered (the record's `choices`, ctx.effects.remoteSpots).
      const spot = subject.data?.choice;
      if (typeof spot === 'string') ctx.effects.placeRemoteAt(ctx, self, e.card, spot, e.beyondEdges);
      return;
    }
    case 'remote-die-risk':
      ctx.effects.remoteDieRisk(ctx, self, subject, e.face);
      return;
    case 'remote-cling':
      ctx.effects.remoteCling(ctx, self, subject);
      return;
    case 'fuse-device': {
      const device = subject.data?.device;
      if (typeof device === 'string') ctx.effects.fuseDevice(ctx, device, e.count);
      return;
    }
    case 'repair-damage': {
      const id = e.who ? who(e.who) : self;
      if (!id) return;
      const i =
        e.card === 'subject' ? subjectCard(ctx, id, e.facing, subject) : repairableCard(ctx, id, e.facing, e.trait);
      if (i !== undefined) ctx.effects.repairDamageCard(ctx, id, i);
      return;
    }
    case 'lose-shields': {
      const id = e.who ? who(e.who) : self;
      if (!id) return;
      const ship = shipById(ctx.state, id);
      const n = Math.min(
        ship.shields,
        e.count + (e.perFace ? facesOf(subject).filter((f) => f === e.perFace).length : 0),
      );
      if (n <= 0) return;
      ship.shields -= n;
      const lost = `${shipName(ctx, ship)} loses ${n === 1 ? 'a shield' : `${n} shields`}`;
      ctx.emit('shield-lost', `${lost}${e.source ? ` (${e.source})` : ''}.`, { ship: id, data: { count: n } });
      return;
    }
    case 'assign-condition': {
      const id = who(e.who);
      if (!id) return;
      const mine = shipById(ctx.state, self).conditions?.find((c) => c.xws === e.xws);
      const owner = e.owner === 'same' ? mine?.owner : self;
      if (owner === undefined) return;
      // A condition card is its player's: copies assigned by ships of the same player are that player's cards.
      const player = shipById(ctx.state, owner).player;
      const theirs = (c: { xws: string; owner: string }) =>
        c.xws === e.xws && ctx.state.ships.find((x) => x.id === c.owner)?.player === player;
      // A ship already holding that player's card keeps it (nothing to assign again: our reading).
      if (shipById(ctx.state, id).conditions?.some(theirs)) return;
      // 2.0 Rules Reference "Condition Cards": a player's limited condition already in play is removed, then assigned
      // (a card limited to N — content `limited` — is in play once all N copies are; the oldest copy moves). Ships
      // that left the game keep their conditions, so they count too.
      const limit = ctx.content.condition(e.xws)?.limited ?? 0;
      if (limit > 0) {
        const held = ctx.state.ships
          .flatMap((x) => (x.conditions ?? []).filter(theirs).map((c) => ({ x, c })))
          .sort((a, b) => a.c.round - b.c.round);
        if (held.length >= limit) {
          const moved = held[0]!;
          ctx.effects.removeCondition(ctx, moved.x.id, e.xws, moved.c.owner, `${e.name} (assigned to another ship)`);
          ctx.effects.assignCondition(ctx, id, e.xws, owner, e.name, e.facedown === true);
          // The card moves whole: a damage card lying on it stays on it (I'll Show You the Dark Side).
          const now = shipById(ctx.state, id).conditions!.at(-1)!;
          if (moved.c.card !== undefined) now.card = moved.c.card;
          return;
        }
      }
      ctx.effects.assignCondition(ctx, id, e.xws, owner, e.name, e.facedown === true);
      return;
    }
    case 'stow-upgrade': {
      const xws = subject.data?.choice;
      const card = typeof xws === 'string' ? ctx.content.upgrade(xws) : undefined;
      if (!card || typeof xws !== 'string') return;
      const ship = shipById(ctx.state, self);
      const charges = initialUpgradeCharges(ctx.content, xws, 0);
      cardsChanged();
      ship.upgrades.push({
        xws,
        side: 0,
        discarded: true,
        stowed: true,
        ...(charges === undefined ? {} : { charges }),
      });
      // Named in the log for its owner only: view.ts hides a stowed card's name from the other seat.
      ctx.emit('upgrade-stowed', `${ship.id} places an upgrade facedown under its card.`, {
        ship: self,
        data: { upgrade: xws, stowed: true, owner: self },
      });
      return;
    }
    case 'give-upgrade': {
      const answers = subject.data?.choices;
      const xws = Array.isArray(answers) ? answers[e.answer ?? answers.length - 1] : subject.data?.choice;
      const to = who(e.to);
      const giver = e.from === undefined ? self : who(e.from);
      if (giver === undefined) return;
      const ship = shipById(ctx.state, giver);
      const up = ship.upgrades.find((u) => u.xws === xws && !u.discarded);
      if (!up || !to || to === giver) return;
      ship.upgrades = ship.upgrades.filter((u) => u !== up);
      cardsChanged();
      shipById(ctx.state, to).upgrades.push(up);
      ctx.emit('upgrade-moved', `${ship.id} hands ${ctx.content.upgrade(up.xws)?.name ?? up.xws} to ${to}.`, {
        ship: giver,
        data: { upgrade: up.xws, to },
      });
      return;
    }
    case 'equip-stowed': {
      const ship = shipById(ctx.state, self);
      for (const u of ship.upgrades) {
        if (!u.stowed) continue;
        delete u.stowed;
        delete u.discarded;
        ctx.emit('upgrade-equipped', `${ship.id} reveals and equips ${ctx.content.upgrade(u.xws)?.name ?? u.xws}.`, {
          ship: self,
          data: { upgrade: u.xws },
        });
      }
      return;
    }
    case 'remove-device': {
      const choice = subject.data?.choice;
      if (typeof choice !== 'string' || !choice.startsWith('device:')) return;
      const id = choice.slice('device:'.length);
      if (ctx.effects.devicesInRange(ctx, self, e.max).some((o) => o.id === choice))
        ctx.effects.removeDevice(ctx, self, id);
      return;
    }
    case 'perform-damage-card-action': {
      const choice = subject.data?.choice;
      if (typeof choice === 'string') ctx.effects.performDamageCardAction(ctx, self, choice, e.ignoreStress === true);
      return;
    }
    case 'reveal-dial': {
      const id = e.who ? who(e.who) : self;
      const ship = id ? shipById(ctx.state, id) : undefined;
      if (!ship?.dial || ship.dial.revealed) return;
      ship.dial.revealed = true;
      ctx.emit('dial-revealed', `${shipName(ctx, ship)}'s dial is flipped faceup: ${ship.dial.maneuver}.`, {
        ship: ship.id,
        data: { maneuver: ship.dial.maneuver, early: true },
      });
      return;
    }
    case 'reveal-condition': {
      ctx.effects.revealCondition(ctx, self, e.xws, e.name);
      return;
    }
    case 'remove-condition': {
      const id = e.who ? who(e.who) : self;
      if (!id) return;
      const held = shipById(ctx.state, id).conditions?.find((c) => c.xws === e.xws);
      if (held) ctx.effects.removeCondition(ctx, id, e.xws, held.owner, e.name);
      return;
    }
    case 'condition-card': {
      const id = who(e.who);
      const picked = subject.data?.choices;
      const card = Array.isArray(picked) ? picked[picked.length - 1] : subject.data?.choice;
      if (!id || typeof card !== 'string') return;
      const held = shipById(ctx.state, id).conditions?.find((c) => c.xws === e.xws);
      if (!held || held.card !== undefined) return;
      if (ctx.effects.takeDamageCard(ctx, shipById(ctx.state, self).player, card)) held.card = card;
      return;
    }
    case 'deal-condition-card': {
      const ship = shipById(ctx.state, self);
      const held = ship.conditions?.find((c) => c.xws === e.xws && c.card !== undefined);
      const d = subject.data ?? {};
      const hits = typeof d.hits === 'number' ? d.hits : 0;
      const crits = typeof d.crits === 'number' ? d.crits : 0;
      const source = typeof d.source === 'string' ? d.source : 'ability';
      const instead = held && crits > 0 ? 1 : 0;
      if (hits + crits - instead > 0) ctx.effects.sufferDamage(ctx, self, hits, crits - instead, source);
      if (!held || instead === 0) return;
      const card = held.card!;
      delete held.card;
      ctx.effects.dealDamageCard(ctx, self, card, true, sourceName(ctx, `condition:${e.xws}`));
      return;
    }
    case 'choose-damage-card': {
      const dealing = ctx.state.dealing;
      const card = dealing?.card;
      if (!dealing || !card) return;
      const player = ctx.state.players[shipById(ctx.state, dealing.ship).player]!;
      const all = [card.id, ...player.damageDeck.splice(0, e.draw)];
      const choice = subject.data?.choice;
      const at = typeof choice === 'string' ? Math.max(0, all.indexOf(choice)) : 0;
      const [kept] = all.splice(at, 1);
      player.damageDiscard.push(...all);
      card.id = kept!;
      ctx.emit('damage-card-chosen', `${shipName(ctx, shipById(ctx.state, self))} chooses the damage card dealt.`, {
        ship: dealing.ship,
        data: { card: kept, discarded: all, faceup: card.fate ? card.fate === 'faceup' : card.faceup },
      });
      return;
    }
    case 'redeal-damage-card': {
      const ship = shipById(ctx.state, self);
      const choice = subject.data?.choice;
      const at = ship.damage.map((d) => d.faceup).lastIndexOf(false);
      if (at < 0 || typeof choice !== 'string') return;
      const player = ctx.state.players[ship.player]!;
      if (!player.damageDeck.includes(choice)) return;
      player.damageDeck.push(ship.damage[at]!.card);
      ctx.effects.takeDamageCard(ctx, ship.player, choice);
      ship.damage[at] = { card: choice, faceup: false };
      return;
    }
    case 'deal-facedown-damage': {
      const id = e.who ? who(e.who) : self;
      if (!id) return;
      for (let i = 0; i < e.count; i++) ctx.effects.dealFacedownDamage(ctx, id, e.source);
      return;
    }
    case 'change-damage-card': {
      // The card about to be dealt (damage.ts `dealing`): dealt the other way, or discarded, when it is dealt.
      const card = ctx.state.dealing?.card;
      if (!card) return;
      card.fate = e.to;
      const ship = ctx.state.dealing!.ship;
      const how = e.to === 'discard' ? 'is discarded instead' : `is dealt ${e.to} instead`;
      ctx.emit('damage-card-changed', `The damage card for ${shipName(ctx, shipById(ctx.state, ship))} ${how}.`, {
        ship,
        data: { to: e.to, by: self },
      });
      return;
    }
    case 'prevent-damage': {
      // The damage a replacement took the place of (replace.ts), less `count`: crits first, then hits.
      const d = subject.data ?? {};
      let hits = typeof d.hits === 'number' ? d.hits : 0;
      let crits = typeof d.crits === 'number' ? d.crits : 0;
      let left = e.count;
      const c = Math.min(crits, left);
      crits -= c;
      left -= c;
      hits -= Math.min(hits, left);
      ctx.emit('damage-prevented', `${shipName(ctx, shipById(ctx.state, self))} prevents ${e.count} damage.`, {
        ship: self,
        data: { count: e.count, hits, crits },
      });
      if (hits + crits > 0)
        ctx.effects.sufferDamage(ctx, self, hits, crits, typeof d.source === 'string' ? d.source : 'ability');
      return;
    }
    case 'roll-attack-die': {
      const face = rollOneAttackDie(ctx);
      ctx.emit('ability-die-rolled', `An ability rolls an attack die: ${face}.`, { ship: self, data: { face } });
      const next = face === 'hit' ? e.onHit : face === 'crit' ? e.onCrit : face === 'focus' ? e.onFocus : e.onBlank;
      if (next) applyEffect(ctx, next, self, subject);
      return;
    }
    case 'roll-defense-die': {
      const face = rollOneDie(ctx, 'defense');
      ctx.emit('ability-die-rolled', `An ability rolls a defense die: ${face}.`, {
        ship: self,
        data: { face, dice: 'defense' },
      });
      const next = face === 'evade' ? e.onEvade : face === 'focus' ? e.onFocus : e.onBlank;
      if (next) applyEffect(ctx, next, self, subject);
      return;
    }
    case 'reroll-die': {
      const a = ctx.state.cursor.attack;
      const i = a
        ? e.faces.map((f) => a.attackDice.findIndex((d) => d.face === f && !d.rerolled && !d.added)).find((k) => k >= 0)
        : undefined;
      if (!a || i === undefined) {
        // Nothing left to reroll: a face entered for it (asked before the ability resolved) goes unused.
        delete ctx.state.entered;
        return;
      }
      const face = rollOneAttackDie(ctx) as AttackFace;
      const die = a.attackDice[i]!;
      const before = die.face;
      die.face = face;
      die.rerolled = true;
      (a.modified ??= []).push({ by: a.attacker, dice: 'attack' });
      ctx.emit('dice-rerolled', `An ability rerolls an attack die (${before}): ${face}.`, {
        ship: a.attacker,
        data: { dice: 'attack', faces: [face], by: self },
      });
      return;
    }
    case 'reroll-own-dice': {
      const a = ctx.state.cursor.attack;
      const pool = a ? (e.dice === 'attack' ? a.attackDice : a.defenseDice) : [];
      const dice = pool.filter((d) => !d.added);
      if (!a || dice.length === 0) {
        delete ctx.state.entered;
        return;
      }
      const before = dice.map((d) => d.face);
      // Not marked rerolled: the card says this roll does not count as rerolling.
      for (const d of dice) d.face = rollOneDie(ctx, e.dice) as typeof d.face;
      const ship = e.dice === 'attack' ? a.attacker : a.defender;
      ctx.emit('dice-rerolled', `An ability rolls the ${e.dice} dice again (${before.join(', ')}).`, {
        ship,
        data: { dice: e.dice, faces: dice.map((d) => d.face), by: self },
      });
      return;
    }
    case 'sequence':
      for (const x of e.of) applyEffect(ctx, x, self, subject);
      return;
    case 'each-chosen': {
      // Several ships chosen (`choose.upTo`): the effect for each, that ship being 'chosen'.
      const ships = subject.data?.chosenShips;
      for (const id of Array.isArray(ships) ? (ships as string[]) : [])
        applyEffect(ctx, e.effect, self, { ...subject, data: { ...subject.data, chosen: id } });
      return;
    }
    case 'if-holds':
      if (conditionHolds(ctx, e.when, self, subject, '')) applyEffect(ctx, e.effect, self, subject);
      return;
    case 'grant-action': {
      const id = who(e.who ?? 'self');
      if (!id) return;
      const same = e.coordinatedType ? subject.data?.coordinatedAction : undefined;
      // movement: "an action on your bar" offered to another ship reads the bar of `barOf`.
      const bar = e.barOf === undefined ? id : who(e.barOf);
      if (!bar) return;
      const defs = actionsOf(ctx, bar, e.actions, subject).filter(
        (d) => (e.types === undefined || e.types.includes(d.type)) && (!e.coordinatedType || d.type === same),
      );
      // "Treating it as red": each action offered is a red one (no linked action follows a granted action).
      const offered = e.asRed
        ? [...new Set(defs.map((d) => d.type))].map((type) => ({ type, difficulty: 'red' as const }))
        : defs;
      // Movement: the boost's templates, named or the one the owner answered ("choose the template").
      const picked = subject.data?.choice;
      const templates = e.templates === 'choice' ? (typeof picked === 'string' ? [picked] : []) : e.templates;
      ctx.effects.grantAction(ctx, id, offered, e.why, e.ignoreStress ?? false, {
        ...(e.notAction ? { notAction: true } : {}),
        ...(e.mandatory ? { mandatory: true } : {}),
        ...(templates ? { templates } : {}),
      });
      return;
    }
    case 'jam':
      ctx.effects.jam(ctx, self, e.rule, subject);
      return;
    case 'crits-first':
      ctx.effects.cancelCritsFirst(ctx);
      return;
    case 'skip-dice': {
      // The attack in progress skips its dice steps and hits (engine code: combat/attack.ts reads the flag).
      const a = ctx.state.cursor.attack;
      if (!a || a.step !== 'roll-attack') return;
      a.skipDice = true;
      ctx.emit('attack-dice-skipped', 'The attack skips its dice steps and is treated as hitting.', {
        ship: a.attacker,
        data: { defender: a.defender },
      });
      return;
    }
    case 'tractor-move': {
      const by = subject.data?.by;
      ctx.effects.tractorMove(ctx, self, typeof by === 'string' ? by : undefined);
      return;
    }
    case 'discard-upgrade': {
      const ship = shipById(ctx.state, self);
      const up = ship.upgrades.find((u) => u.xws === e.xws && !u.discarded);
      if (!up) return;
      up.discarded = true;
      cardsChanged();
      ctx.emit(
        'upgrade-discarded',
        `${shipName(ctx, ship)} discards ${sourceName(ctx, `upgrade:${up.xws}:${up.side}`)}.`,
        {
          ship: self,
          data: { upgrade: up.xws },
        },
      );
      return;
    }
    case 'lose-card-charges': {
      const ship = shipById(ctx.state, self);
      const up = ship.upgrades.find((u) => u.xws === e.xws && !u.discarded);
      const n = Math.min(e.count, up?.charges ?? 0);
      if (!up || n <= 0) return;
      up.charges = (up.charges ?? 0) - n;
      ctx.emit(
        'charge-lost',
        `${shipName(ctx, ship)} loses ${n === 1 ? 'a charge' : `${n} charges`} on ${sourceName(ctx, `upgrade:${up.xws}:${up.side}`)}.`,
        { ship: self, data: { upgrade: up.xws, count: n } },
      );
      return;
    }
    case 'bonus-attack': {
      // `slots`: the ship's equipped special weapons of those upgrade slots, as it is granted.
      const bySlot = e.slots
        ? shipById(ctx.state, self)
            .upgrades.filter((u) => !u.discarded && e.slots!.includes(ctx.content.upgrade(u.xws)?.sides[0]?.type ?? ''))
            .map((u) => u.xws)
        : undefined;
      const listed = e.weapons || bySlot ? [...(e.weapons ?? []), ...(bySlot ?? [])] : undefined;
      // `otherWeapon`: the weapon of the attack in progress is left out.
      const used = e.otherWeapon ? ctx.state.cursor.attack?.weapon : undefined;
      const weapons = listed && used !== undefined ? listed.filter((w) => w !== used) : listed;
      const target = e.against ? shipOf(ctx, e.against, self, subject) : undefined;
      const notTarget = e.notAgainst ? shipOf(ctx, e.notAgainst, self, subject) : undefined;
      const nearShip = e.near ? shipOf(ctx, e.near.of, self, subject) : undefined;
      ctx.effects.grantBonusAttack(ctx, self, {
        ...(e.near && nearShip ? { near: { ship: nearShip, min: e.near.min, max: e.near.max } } : {}),
        ...(e.ignoreRequirement ? { free: true } : {}),
        ...(e.chargeFree ? { chargeFree: true } : {}),
        ...(e.barArc ? { barArc: true } : {}),
        ...(e.defenderInArc ? { inArc: e.defenderInArc } : {}),
        // s39: the granting record's source key, read back by `attack-is-bonus` `from` (lasting.ts resolvingSource).
        from: resolvingSource(ctx, self).replace(/#\d+$/, ''),
        ...(e.defenderTokens ? { tokens: [...e.defenderTokens] } : {}),
        ...(weapons ? { weapons } : {}),
        ...(e.arcs ? { arcs: e.arcs } : {}),
        ...(target ? { target } : {}),
        ...(notTarget ? { notTarget } : {}),
      });
      return;
    }
    case 'cancel-attack-results': {
      const a = ctx.state.cursor.attack;
      if (!a || a.attackDice.length === 0) return;
      const n = a.attackDice.length;
      a.attackDice = [];
      ctx.emit('dice-cancelled', `All ${n} attack dice results are cancelled.`, {
        ship: a.attacker,
        data: { count: n },
      });
      return;
    }
    case 'cancel-dice': {
      const a = ctx.state.cursor.attack;
      if (!a) return;
      const pool: { face: string }[] = e.dice === 'attack' ? a.attackDice : a.defenseDice;
      let left = e.count;
      const gone: string[] = [];
      for (const face of e.faces)
        for (let i = pool.length - 1; i >= 0 && left > 0; i--)
          if (pool[i]!.face === face) {
            gone.push(face);
            pool.splice(i, 1);
            left--;
          }
      if (gone.length > 0)
        ctx.emit('dice-cancelled', `${gone.length} ${e.dice} result(s) cancelled: ${gone.join(', ')}.`, {
          ship: self,
          data: { dice: e.dice, faces: gone },
        });
      return;
    }
    case 'change-dice': {
      const a = ctx.state.cursor.attack;
      if (!a) return;
      const pool: { face: string }[] = e.dice === 'attack' ? a.attackDice : a.defenseDice;
      let left = e.count;
      const changed: string[] = [];
      for (const face of e.from)
        for (const d of pool)
          if (left > 0 && d.face === face) {
            changed.push(face);
            d.face = e.to;
            left--;
          }
      if (changed.length > 0)
        ctx.emit('dice-changed', `${changed.length} ${e.dice} result(s) changed to ${e.to}: ${changed.join(', ')}.`, {
          ship: self,
          data: { dice: e.dice, from: changed, to: e.to },
        });
      return;
    }
    case 'edit-results': {
      // After the Neutralize Results step: the results the Deal Damage step will deal (001 Engagement 4–5).
      const a = ctx.state.cursor.attack;
      if (!a?.result) return;
      const r = { ...a.result };
      const key = (face: 'hit' | 'crit') => (face === 'hit' ? 'hits' : 'crits');
      if (e.spend) {
        const k = key(e.spend.face);
        r[k] -= e.spend.count === 'all' ? r[k] : Math.min(r[k], e.spend.count);
      }
      if (e.change && e.change.from !== e.change.to) {
        const from = key(e.change.from);
        const n = e.change.count === 'all' ? r[from] : Math.min(r[from], e.change.count);
        r[from] -= n;
        r[key(e.change.to)] += n;
      }
      r.hits += e.add?.hits ?? 0;
      r.crits += e.add?.crits ?? 0;
      a.result = r;
      ctx.emit('results-changed', `The attack now deals ${r.hits} hit(s) and ${r.crits} crit(s).`, {
        ship: self,
        data: { ...r },
      });
      return;
    }
    case 'recover-weapon-charges': {
      const w = ctx.state.cursor.attack?.weapon;
      if (w && w !== 'primary')
        applyEffect(ctx, { kind: 'recover-card-charges', xws: w, count: e.count }, self, subject);
      return;
    }
    case 'lock-unspendable': {
      const a = ctx.state.cursor.attack;
      if (a) a.lockUnspendable = true;
      return;
    }
    case 'card-token': {
      // Tokens on the ship's own card (EquippedUpgrade.tokens), never below none.
      const me = ctx.state.ships.find((s) => s.id === self);
      const card = me?.upgrades.find((u) => u.xws === e.xws && !u.discarded);
      if (!card) return;
      // Not the ship's tokens (util.ts addTokens): tokens lying on the card, which only its own words count.
      const n = Math.max(0, (card.tokens?.[e.token] ?? 0) + e.count);
      const onCard = Object.fromEntries(
        Object.entries({ ...card.tokens, [e.token]: n }).filter(([, k]) => (k ?? 0) > 0),
      );
      if (Object.keys(onCard).length) card.tokens = onCard;
      else delete card.tokens;
      ctx.emit(
        'card-tokens',
        `${e.count > 0 ? 'Placed' : 'Removed'} ${Math.abs(e.count)} ${e.token} token(s) on ${e.xws}.`,
        {
          ship: self,
          data: { card: e.xws, token: e.token, count: n },
        },
      );
      return;
    }
    case 'name-result': {
      // Read by combat/attack.ts as the named dice are rolled (`applyNamedResults`).
      const a = ctx.state.cursor.attack;
      const dice = subject.data?.dice;
      const face = subject.data?.choice;
      if (!a || (dice !== 'attack' && dice !== 'defense') || typeof face !== 'string') return;
      if (!(dice === 'attack' ? ATTACK_NAMEABLE : DEFENSE_NAMEABLE).includes(face)) return;
      (a.named ??= []).push({ dice, face: face as 'blank' | 'focus' | 'hit' | 'crit' | 'evade', by: self });
      ctx.emit('result-named', `A ${face} result is named for the ${dice} dice.`, {
        ship: self,
        data: { dice, face },
      });
      return;
    }
    case 'defense-dice-cap': {
      // Read by combat/attack.ts defenseDiceCount as the defense dice are counted.
      const a = ctx.state.cursor.attack;
      if (a) a.defenseCap = [...e.faces];
      return;
    }
    case 'expose-damage': {
      const id = who(e.who);
      const ship = id === undefined ? undefined : shipById(ctx.state, id);
      const facedown = ship && inPlay(ship) ? ship.damage.flatMap((d, i) => (d.faceup ? [] : [i])) : [];
      if (!ship || facedown.length === 0) return;
      // The owner's pick: a card's index, or 'random' (the owner did not look: one at random, as any expose).
      if (e.pick === 'choice' && subject.data?.choice !== 'random') {
        const at = Number(subject.data?.choice);
        if (facedown.includes(at)) exposeAt(ctx, ship, at);
        return;
      }
      // A record of the ship choosing the card instead (R1-J5): the window asks its owner; it exposes the card picked.
      if (e.pick === undefined && picksExposed(ctx, ship)) {
        ctx.effects.raise(ctx, 'damage:before-expose', { ship: ship.id });
        return;
      }
      exposeAt(ctx, ship, facedown[nextInt(ctx.state.rng, facedown.length)]!);
      return;
    }
    case 'each-ship': {
      const ships = shipsAround(ctx, e.ships, self, subject, (c, id, sub) => conditionHolds(ctx, c, id, sub, ''));
      for (const s of ships)
        applyEffect(
          ctx,
          e.effect,
          self,
          // `as: 'other'`: the ship is the other party (the ability's ship its subject ship), 'chosen' left as it is.
          e.as === 'other'
            ? { ...subject, ship: self, other: s.id }
            : { ...subject, data: { ...subject.data, chosen: s.id } },
        );
      return;
    }
    // support
    case 'gain-tokens-of': {
      const from = who(e.from);
      if (!from) return;
      // Counted before any is gained (the ships may be one and the same).
      const counts = e.tokens.map((token) => [token, tokenCount(shipById(ctx.state, from), token)] as const);
      for (const [token, count] of counts)
        if (count > 0) applyEffect(ctx, { kind: 'gain-token', token, count, who: e.who ?? 'self' }, self, subject);
      return;
    }
    case 'break-locks': {
      const id = who(e.who);
      if (!id) return;
      const holders = ctx.state.ships.filter((x) => x.locks.some((l) => l.target === id)).map((x) => x.id);
      if (!holders.length) return;
      breakLocksOn(ctx.state, id);
      ctx.emit('locks-broken', `The locks on ${shipName(ctx, shipById(ctx.state, id))} are broken.`, {
        ship: id,
        data: { holders },
      });
      return;
    }
    case 'transfer-locks': {
      const fromId = who(e.from);
      const toId = who(e.to);
      if (!fromId || !toId || fromId === toId) return;
      const giver = shipById(ctx.state, fromId);
      const taker = shipById(ctx.state, toId);
      const moved = giver.locks.filter((l) => l.target !== toId).map((l) => l.target);
      if (!moved.length) return;
      giver.locks = giver.locks.filter((l) => l.target === toId);
      for (const on of moved) {
        const target = ctx.state.ships.find((x) => x.id === on);
        ctx.emit(
          'lock-transferred',
          `${shipName(ctx, giver)} transfers its lock on ${on} to ${shipName(ctx, taker)}.`,
          {
            ship: fromId,
            data: { to: toId, target: on },
          },
        );
        if (!target || !inPlay(taker) || !inPlay(target)) continue;
        if (ctx.effects.lockForbidden(ctx, taker) || ctx.effects.lockForbidden(ctx, target)) continue;
        acquireLock(ctx, taker, on);
      }
      return;
    }
    case 'per-count': {
      // A list counts its members (attack pilots: 'dice:after-modify' names the rerolled dice's faces, `rerolled`).
      const count = (v: unknown) => (Array.isArray(v) ? v.length : Math.max(0, Number(v ?? 0) || 0));
      const n = e.keys.reduce((sum, k) => sum + count(subject.data?.[k]), 0);
      for (let i = 0; i < n; i++) applyEffect(ctx, e.effect, self, subject);
      return;
    }
    case 'remove-chosen-token':
    case 'transfer-chosen-token': {
      const transfer = e.kind === 'transfer-chosen-token' ? e : undefined;
      const removal = e.kind === 'remove-chosen-token' ? e : undefined;
      // A ship chosen first (`choose`) and named by `from` / `to` (or the removal's `who`): the token is the next answer.
      const choices = subject.data?.choices;
      const named = transfer ? transfer.from !== undefined || transfer.to !== undefined : removal?.who !== undefined;
      const picked =
        named && subject.data?.chosen !== undefined && Array.isArray(choices)
          ? choices[transfer?.answer ?? 1]
          : undefined;
      const token =
        transfer?.token ?? (transfer?.subjectToken ? subject.data?.token : undefined) ?? picked ?? subject.data?.choice;
      const fromId =
        transfer?.from !== undefined ? who(transfer.from) : removal?.who !== undefined ? who(removal.who) : self;
      if (typeof token !== 'string' || !fromId) return;
      if (transfer?.oneOf && !transfer.oneOf.includes(token)) return;
      const ship = shipById(ctx.state, fromId);
      if (tokenCount(ship, token) < 1) return;
      const to = transfer ? (transfer.to !== undefined ? who(transfer.to) : otherOf(self, subject)) : undefined;
      if (transfer && (!to || to === fromId)) return;
      // `all`: every token of the type goes, one transfer each (000 "Additional Token Rules": transfer).
      for (let n = transfer?.all ? tokenCount(ship, token) : 1; n > 0 && tokenCount(ship, token) > 0; n--) {
        const held = tokenCount(ship, token);
        addTokens(ctx, ship, token, -1);
        // A standing "instead" kept the token on the ship (Death Troopers): nothing was removed, so nothing moves
        // (000 "Additional Token Rules": a transfer removes the token, then the other ship gains it).
        if (tokenCount(ship, token) >= held) return;
        ctx.emit('token-removed', `${shipName(ctx, ship)} loses 1 ${token}.`, {
          ship: fromId,
          data: { token, count: -1 },
        });
        if (!to) continue;
        const other = shipById(ctx.state, to);
        addTokens(ctx, other, token, 1, self);
        ctx.emit('token-gained', `${shipName(ctx, other)} gains 1 ${token} (transferred).`, {
          ship: to,
          data: { token, count: 1, from: fromId },
        });
      }
      return;
    }
    case 'transfer-answered-tokens': {
      // One transfer per answer from `first` on, each `a:<type>` or `b:<type>` (the ship that gives the token).
      const choices = subject.data?.choices;
      if (!Array.isArray(choices)) return;
      for (const answer of choices.slice(e.first)) {
        const m = typeof answer === 'string' ? /^([ab]):(.+)$/.exec(answer) : null;
        if (!m || !e.tokens.includes(m[2]!)) continue;
        const [from, to] = m[1] === 'a' ? [e.a, e.b] : [e.b, e.a];
        applyEffect(ctx, { kind: 'transfer-chosen-token', from, to, token: m[2]! }, self, subject);
        const gainer = who(to);
        if (m[2] === 'ion' && gainer) breakLocksIfIonized(ctx, shipById(ctx.state, gainer));
      }
      return;
    }
    case 'flip-reinforce': {
      const id = who(e.who ?? 'self');
      if (!id) return;
      const ship = shipById(ctx.state, id);
      const side = flipReinforce(ship);
      if (side)
        ctx.emit('reinforce-flipped', `${shipName(ctx, ship)} turns its reinforce token ${side}.`, {
          ship: id,
          data: { side },
        });
      return;
    }
    case 'gain-reinforce': {
      const id = who(e.who ?? 'self');
      const side = subject.data?.choice;
      if (!id || (side !== 'fore' && side !== 'aft')) return;
      const ship = shipById(ctx.state, id);
      gainReinforce(ctx, ship, side, self);
      ctx.emit('reinforce-gained', `${shipName(ctx, ship)} gains a ${side} reinforce token.`, {
        ship: id,
        data: { side },
      });
      return;
    }
    case 'gain-chosen-token': {
      // A ship chosen first (`choose`): the token is the next answer.
      const choices = subject.data?.choices;
      const token = subject.data?.chosen !== undefined && Array.isArray(choices) ? choices[1] : subject.data?.choice;
      if (typeof token !== 'string' || token === 'reinforce') return;
      applyEffect(ctx, { kind: 'gain-token', token, count: 1, who: e.who ?? 'self' }, self, subject);
      return;
    }
    case 'recover-charge': {
      // A ship chosen first (`choose`) with `who`: the card is the next answer (as gain-chosen-token reads it).
      const choices = subject.data?.choices;
      const picked = e.who !== undefined && subject.data?.chosen !== undefined && Array.isArray(choices);
      const choice = picked ? choices[1] : subject.data?.choice;
      const card =
        e.card ?? (typeof choice === 'string' && choice.startsWith('charge:') ? choice.slice('charge:'.length) : '');
      const target = who(e.who ?? 'self');
      if (!card || !target) return;
      const ship = shipById(ctx.state, target);
      if (card !== 'pilot') {
        applyEffect(ctx, { kind: 'recover-card-charges', xws: card, count: 1 }, target, subject);
        return;
      }
      const max = chargeCardOf(ctx.content, ship)?.charges?.value ?? 0;
      if (ship.charges >= max) return;
      ship.charges += 1;
      ctx.emit('charge-recovered', `${shipName(ctx, ship)} recovers a charge on its ship card.`, {
        ship: target,
        data: { pilot: ship.pilot, count: 1 },
      });
      return;
    }
    case 'stop-recovery': {
      // The End Phase's recovery step (phases/end.ts) keeps its marks in the cursor: one fewer charge or Force
      // recovered for the card the window names.
      const key = subject.data?.recovery;
      const stopped = (ctx.state.cursor.data?.stopped ?? undefined) as Record<string, number> | undefined;
      if (typeof key !== 'string' || !stopped || !subject.ship) return;
      stopped[key] = (stopped[key] ?? 0) + 1;
      const ship = shipById(ctx.state, subject.ship);
      const what = subject.data?.pool === 'force' ? 'a Force' : 'a charge';
      ctx.emit('recovery-stopped', `${shipName(ctx, ship)} does not recover ${what} this End Phase.`, {
        ship: ship.id,
        data: { card: subject.data?.card, pool: subject.data?.pool, by: self },
      });
      return;
    }
    case 'acquire-lock': {
      const id = who(e.who);
      const on = who(e.on);
      if (!id || !on || id === on) return;
      const ship = shipById(ctx.state, id);
      // The object may be an obstacle, device or remote a ship locked ('lock-objects': "the object you locked"),
      // while it is still on the table.
      const target = ctx.state.ships.find((x) => x.id === on);
      const object =
        target === undefined
          ? (ctx.state.obstacles.some((o) => o.id === on) ||
              ctx.state.devices.some((d) => d.id === on) ||
              (ctx.state.remotes ?? []).some((r) => r.id === on)) &&
            on
          : undefined;
      // Acquiring a lock (not an action): the range-0 obstacle rules still forbid it (000 Lock; static.ts).
      if (
        !inPlay(ship) ||
        ctx.effects.lockForbidden(ctx, ship, 'acquire') ||
        (target === undefined ? !object : !inPlay(target) || ctx.effects.lockForbidden(ctx, target) !== null)
      )
        return;
      acquireLock(ctx, ship, on);
      ctx.emit('lock-acquired', `${shipName(ctx, ship)} acquires a lock on ${target ? shipName(ctx, target) : on}.`, {
        ship: id,
        data: { target: on },
      });
      return;
    }
    case 'grant-lock-on-answer': {
      // support (s35): the locker answered second, the object answered first.
      const object = subject.data?.choice;
      const locker = Array.isArray(subject.data?.choices) ? subject.data.choices[1] : undefined;
      if (typeof object !== 'string' || typeof locker !== 'string') return;
      if (!ctx.state.ships.some((x) => x.id === locker)) return;
      ctx.effects.grantAction(ctx, locker, [{ type: 'lock', difficulty: 'white' }], e.why, false, { lockOn: object });
      return;
    }
    case 'take-over-lock': {
      // support (s35): the object answered first, the friendly ship answered next breaking its lock on it once the
      // ability's ship has locked it ("if you do").
      const id = who(e.who);
      const object = subject.data?.choice;
      const holderId = Array.isArray(subject.data?.choices) ? subject.data.choices[1] : undefined;
      if (!id || typeof object !== 'string' || typeof holderId !== 'string') return;
      const holder = ctx.state.ships.find((x) => x.id === holderId);
      if (!holder || !holder.locks.some((l) => l.target === object) || !lockOnObject(ctx, id, object)) return;
      holder.locks = holder.locks.filter((l) => l.target !== object);
      ctx.emit('locks-broken', `${shipName(ctx, holder)} breaks its lock on ${object}.`, {
        ship: holder.id,
        data: { target: object, holders: [holder.id] },
      });
      return;
    }
    case 'answered-token-sets': {
      // support (s35): one answer per ship, "<ship id>/<set>"; each ship named gains its set's tokens.
      const picked = Array.isArray(subject.data?.choices) ? subject.data.choices : [subject.data?.choice];
      for (const answer of picked) {
        if (typeof answer !== 'string') continue;
        const cut = answer.lastIndexOf('/');
        const set = cut > 0 ? e.sets[answer.slice(cut + 1)] : undefined;
        if (!set) continue;
        const chosen = { ...subject, data: { ...subject.data, chosen: answer.slice(0, cut) } };
        for (const t of set)
          applyEffect(ctx, { kind: 'gain-token', token: t.token, count: t.count, who: 'chosen' }, self, chosen);
      }
      return;
    }
    case 'spend-lock': {
      const id = who(e.who);
      const on = who(e.on);
      const holder = id === undefined ? undefined : shipById(ctx.state, id);
      const i = holder?.locks.findIndex((l) => l.target === on) ?? -1;
      if (!holder || i < 0) return;
      holder.locks.splice(i, 1);
      ctx.emit('lock-spent', `${shipName(ctx, holder)} spends its lock on ${on}.`, {
        ship: holder.id,
        data: { target: on },
      });
      return;
    }
    case 'move-lock': {
      const id = who(e.who);
      const from = who(e.from);
      const to = who(e.to);
      const holder = id === undefined ? undefined : shipById(ctx.state, id);
      const lock = holder?.locks.find((l) => l.target === from);
      if (!holder || !lock || !to || from === to) return;
      lock.target = to;
      ctx.emit('lock-transferred', `${shipName(ctx, holder)} moves its lock from ${from} to ${to}.`, {
        ship: holder.id,
        data: { from, to },
      });
      return;
    }
    case 'code':
      e.run(ctx, self, subject);
      return;
    case 'dice': {
      // A dice-count change resolved on the stack (an optional, paid or limited one): the roll in progress counts it
      // (combat/attack.ts). Dice modifications are offered by the Modify steps instead.
      const m = e.modification;
      const a = ctx.state.cursor.attack;
      const counting = a?.counting;
      if (m.effect.kind === 'dice' && counting?.dice === m.dice) {
        counting.deltas.push({
          ship: self,
          // Once per device the filter lets through (`perDevice`: Goji's bombs).
          delta: m.effect.delta * (e.perDevice ? devicesNear(ctx, e.perDevice, self, subject) : 1),
          ...(m.effect.max !== undefined ? { max: m.effect.max } : {}),
        });
        // The attack remembers the use, as it does a modification's (`modified-this-attack`: "Killer"'s "if you do").
        const source = resolvingSource(ctx, self);
        const hash = source.lastIndexOf('#');
        if (hash > 0) a!.used.push({ ship: self, key: source.slice(0, hash), index: Number(source.slice(hash + 1)) });
      }
      return;
    }
    case 'next-planning': {
      // s39: kept for the start of the next Planning Phase (abilities/delayed.ts resolves it there).
      if (JSON.stringify(e.effect).includes('"kind":"code"'))
        throw new Error('engine: a delayed effect must be plain data');
      const source = resolvingSource(ctx, self);
      (ctx.state.delayed ??= []).push({ ship: self, source, round: ctx.state.round, effect: e.effect });
      ctx.emit(
        'effect-delayed',
        `${shipName(ctx, shipById(ctx.state, self))}: an effect waits for the next Planning Phase (${source}).`,
        {
          ship: self,
          data: { source },
        },
      );
      return;
    }
    case 'last':
      // `who` may name the attacker, the defender or the chosen ship (the targeting words' ShipRef).
      startLasting(ctx, e, self, subject, e.who ? shipOf(ctx, e.who, self, subject) : undefined);
      return;
    case 'unless': {
      // The other party's player decides (abilities/unless.ts answers): pay, or let `otherwise` resolve.
      const target = who(e.who);
      const ship = target === undefined ? undefined : ctx.state.ships.find((x) => x.id === target);
      if (!ship) return;
      // Each price the ship can pay is an option of its own ('pay' for the first, 'pay:<i>' for the `or` ones).
      const prices = unlessPrices(ctx, e, self, subject);
      if (prices.length === 0) {
        applyEffect(ctx, e.otherwise, self, subject);
        return;
      }
      const planOf = (price: Cost[]) =>
        JSON.parse(JSON.stringify({ self, subject, otherwise: e.otherwise, pay: price })) as Record<string, unknown>;
      const said = (price: Cost[]) =>
        price.map((c) => `${c.kind} ${'token' in c ? c.token : ''} ${'count' in c ? c.count : ''}`.trim()).join(', ');
      ctx.ask({
        player: ship.player,
        kind: 'unless',
        ship: ship.id,
        // No price at all: the ship's player simply chooses whether the effect resolves ("the defender may choose
        // to …": Homing Missiles); 'pay' declines it.
        prompt:
          prices.length === 1 && prices[0]!.price.length === 0
            ? `${shipName(ctx, ship)}: accept ${shipName(ctx, shipById(ctx.state, self))}'s ability, or decline?`
            : `${shipName(ctx, ship)}: pay ${prices.map((p) => said(p.price)).join(' or ')}, or let ${shipName(ctx, shipById(ctx.state, self))}'s ability resolve?`,
        options: [
          ...prices.map((p) => ({
            id: p.id,
            label: p.price.length === 0 ? 'Decline: nothing happens' : `Pay: ${said(p.price)}`,
            data: planOf(p.price),
          })),
          {
            id: 'refuse',
            label: e.pay.length === 0 ? 'Accept: the effect resolves' : 'Do not pay: the effect resolves',
            data: planOf(e.pay),
          },
        ],
      });
      return;
    }
    case 'opponent-chooses': {
      // Attack upgrades: the other player picks the effect (abilities/unless.ts answers, as for an 'unless').
      const me = shipById(ctx.state, self);
      const plan = (effect: Effect) =>
        JSON.parse(JSON.stringify({ self, subject, otherwise: effect, pay: [] })) as Record<string, unknown>;
      ctx.ask({
        player: (1 - me.player) as typeof me.player,
        kind: 'unless',
        ship: me.id,
        prompt: `${shipName(ctx, me)}'s ability: the opposing player chooses what it gets.`,
        options: e.options.map((o, i) => ({ id: `pick:${i}`, label: o.label, data: plan(o.effect) })),
      });
      return;
    }
    case 'instead':
      // A replacement resolved outside its point (the rule code applies it where it replaces: replace.ts).
      applyEffect(ctx, e.effect, self, subject);
      return;
    case 'stat':
    case 'action-range':
    case 'maintain-locks':
    case 'keep-tokens':
    case 'actions-while-stressed':
    case 'reload-recovers':
    case 'initiative':
    case 'action-difficulty':
    case 'add-actions':
    case 'no-range-bonus':
    case 'add-arc':
    case 'turret-facings':
    case 'weapon-arc-as':
    case 'roll-template':
    case 'red-variant':
    case 'faster-templates':
    case 'relocate-remote':
    case 'measure-from-remote':
    case 'coordinate-remote':
    case 'not-targetable':
    case 'more-targets':
    case 'dock-carrier':
    case 'dock-range':
    case 'docked-shields':
    case 'start-docked':
    case 'emergency-deploy-only':
    case 'take-pilot-identity':
    case 'decloak-template':
    case 'friends-as-allied':
      return;
    case 'destroy-self':
      if (inPlay(shipById(ctx.state, self))) ctx.effects.destroyShip(ctx, self, e.source);
      return;
    case 'emergency-deploy':
      ctx.effects.emergencyDeploy(ctx, self, subject.data?.choice, subject.data?.pose);
      return;
    // ---- movement ----
    case 'execute-as': {
      // The maneuver chosen, or (a sideslip of the maneuver of the moment) the one about to be executed.
      // movement (s39): a fixed maneuver (`to`) before any answer.
      const code = e.to ?? subject.data?.choice ?? (e.sideslip ? subject.data?.maneuver : undefined);
      if (typeof code === 'string') ctx.effects.executeInstead(ctx, self, code, e.sideslip ?? false, e.white ?? false);
      return;
    }
    case 'maneuver-easier': {
      const id = e.who === undefined ? self : who(e.who);
      if (id) ctx.effects.easeManeuver(ctx, id, e.steps);
      return;
    }
    case 'set-dial': {
      // The ship that revealed its dial (the window's subject): the ability's own, or another's (Saesee Tiin).
      const code = subject.data?.choice;
      if (typeof code === 'string' && subject.ship !== undefined) ctx.effects.setDial(ctx, subject.ship, code);
      return;
    }
    case 'skip-maneuver':
      ctx.effects.skipManeuver(ctx, self, e.rotate ?? false);
      return;
    case 'look-at-dial': {
      const id = who(e.who);
      const ship = id ? shipById(ctx.state, id) : undefined;
      const seat = shipById(ctx.state, self).player;
      if (!ship?.dial || ship.dial.revealed || ship.player === seat || ship.dial.seenBy?.includes(seat)) return;
      ship.dial.seenBy = [...(ship.dial.seenBy ?? []), seat];
      // The maneuver is in the log for the looking seat only (view.ts redacts it for the others).
      ctx.emit(
        'dial-looked-at',
        `${shipName(ctx, shipById(ctx.state, self))} looks at ${shipName(ctx, ship)}'s dial.`,
        {
          ship: ship.id,
          data: { maneuver: ship.dial.maneuver, seat },
        },
      );
      return;
    }
    case 'skip-action-step': {
      // Read by the activation's Perform Action step (ShipState.round.skipAction, reset in the End Phase).
      const ship = shipById(ctx.state, self);
      if (!inPlay(ship) || ship.round.skipAction) return;
      ship.round.skipAction = true;
      ctx.emit('action-step-skipped', `${shipName(ctx, ship)} will skip its Perform Action step.`, { ship: self });
      return;
    }
    case 'rotate-ship': {
      // support: a fixed `angle` (the card's own turn) instead of the one chosen.
      const angle = e.angle ?? Number(subject.data?.choice);
      // movement: another named ship may turn (`who`), the ability's own by default.
      const turner = e.who === undefined ? self : who(e.who);
      if (!turner) return;
      const ship = shipById(ctx.state, turner);
      if (!ship.pose || ![-90, 90, 180].includes(angle)) return;
      const pose = { ...ship.pose, heading: (((ship.pose.heading + angle) % 360) + 360) % 360 };
      // A turn that would overlap another ship cannot be made (000 "Overlapping Ships"): the ship keeps its facing.
      const blocker = rotationBlockedBy(ctx.state, ship, pose);
      if (blocker !== undefined) {
        ctx.emit(
          'ship-rotation-blocked',
          `${shipName(ctx, ship)} cannot turn: it would overlap ${shipName(ctx, shipById(ctx.state, blocker))}.`,
          { ship: turner, data: { angle, blocker } },
        );
        return;
      }
      ship.pose = pose;
      ctx.emit(
        'ship-rotated',
        `${shipName(ctx, ship)} turns ${angle === 180 ? 'around' : `90° ${angle < 0 ? 'left' : 'right'}`}.`,
        {
          ship: turner,
          data: { angle, pose: ship.pose },
        },
      );
      return;
    }
    case 'rotate-turret': {
      const facing = subject.data?.choice;
      const ship = shipById(ctx.state, self);
      if (ship.turret === null || !['front', 'rear', 'left', 'right'].includes(String(facing))) return;
      // A facing the ship's standing records do not allow ('ship:turret': Heavy Weapon Turret…) is not turned to.
      if (!(turretFacings(ctx, ship) as string[]).includes(String(facing))) return;
      ship.turret = facing as NonNullable<typeof ship.turret>;
      ctx.emit('turret-rotated', `${shipName(ctx, ship)} turns its turret arc indicator to ${ship.turret}.`, {
        ship: self,
        data: { turret: ship.turret },
      });
      return;
    }
  }
}

/** The index of the damage card the window names (subject.data `card` at `index`), still of that facing, if any. */
/**
 * support (s35, `take-over-lock`): ship `shipId` acquires a lock on object `on` — a ship in play, an obstacle, device or
 * remote still on the table — unless a rule forbids it (000 "Lock", "Ion Tokens"; the range-0 obstacle rules, static.ts
 * lockForbidden). Whether it did.
 */
function lockOnObject(ctx: Ctx, shipId: string, on: string): boolean {
  const ship = shipById(ctx.state, shipId);
  if (shipId === on || !inPlay(ship) || ctx.effects.lockForbidden(ctx, ship, 'acquire')) return false;
  const target = ctx.state.ships.find((x) => x.id === on);
  if (target !== undefined) {
    if (!inPlay(target) || ctx.effects.lockForbidden(ctx, target) !== null) return false;
  } else if (
    !ctx.state.obstacles.some((o) => o.id === on) &&
    !ctx.state.devices.some((d) => d.id === on) &&
    !(ctx.state.remotes ?? []).some((r) => r.id === on)
  )
    return false;
  acquireLock(ctx, ship, on);
  ctx.emit('lock-acquired', `${shipName(ctx, ship)} acquires a lock on ${target ? shipName(ctx, target) : on}.`, {
    ship: shipId,
    data: { target: on },
  });
  return true;
}

function subjectCard(
  ctx: Ctx,
  self: string,
  facing: 'facedown' | 'faceup',
  subject: WindowSubject,
): number | undefined {
  const index = subject.data?.index;
  if (typeof index !== 'number') return undefined;
  const d = shipById(ctx.state, self).damage[index];
  return d && d.card === subject.data?.card && d.faceup === (facing === 'faceup') ? index : undefined;
}

/** Flips the ship's facedown damage card at `index` faceup (exposed), then raises 'damage:faceup-dealt'. */
function exposeAt(ctx: Ctx, ship: ShipState, index: number): void {
  const card = ship.damage[index]!;
  card.faceup = true;
  ctx.emit('damage-card-exposed', `${shipName(ctx, ship)} exposes ${card.card}.`, {
    ship: ship.id,
    data: { card: card.card, index },
  });
  ctx.effects.raise(ctx, 'damage:faceup-dealt', { ship: ship.id, data: { dealtIndex: index } });
}

/** Whether a record of the ship in 'damage:before-expose' holds now (its owner picks the card to expose). */
function picksExposed(ctx: Ctx, ship: ShipState): boolean {
  const keys = ctx.abilities.keysIn('damage:before-expose');
  if (keys.size === 0) return false;
  const subject = { ship: ship.id };
  return abilityKeysIn(ctx, ship, keys).some(({ key }) =>
    abilitiesOf(ctx, key).some(
      (a) => a.window === 'damage:before-expose' && conditionHolds(ctx, a.when, ship.id, subject, key),
    ),
  );
}

/**
 * Resolving a timing window: every ability of a ship in play (its pilot, its equipped upgrades, its faceup damage
 * cards) written for the window whose condition holds resolves in player order — the first player's ships first,
 * each player resolving all of theirs before the other (rulebook 000, "Timing and Abilities"). Mandatory abilities
 * resolve at once; optional ones ask their owner a 'use-ability' decision: `runWindow` then returns 'asked', and the
 * phase module that called it hands the choice to `chooseAbility`, which resolves it and goes on with the window
 * (returning 'asked' again or 'done').
 */
import { nearDevice } from '../device-geometry.js';
import type { ActionDef } from '@xwing/content';
import type { Choice } from '../decision.js';
import { addTokens, inPlay, shipById, shipName, tokenCount } from '../combat/util.js';
import type { Ctx } from '../context.js';
import { nextInt } from '../rng.js';
import { initialStats } from '../stats.js';
import type { PendingWindow, ShipState } from '../state.js';
import { abilitiesOf, abilityKeysOf, carriesAnyKey } from './source-keys.js';
import { otherOf } from './vocabulary/queries.js';
import type { Ability, AttackFace, Condition, Cost, Effect, Window, WindowSubject } from './vocabulary/types.js';
import { isInArc, rangeBetween } from '@xwing/geometry';
import { arcOwner, geometryArc, solidOf } from '../combat/util.js';
import { actionBar, breakLocksIfIonized, isIonized, isTractored, tractorThreshold } from '../util.js';

type Entry = PendingWindow['queue'][number];

function abilityAt(ctx: Ctx, entry: Entry): Ability | undefined {
  return abilitiesOf(ctx, entry.key)[entry.index];
}

/** The subject as one ability sees it (damage cards learn which of the ship's cards they are). */
function subjectFor(subject: WindowSubject, entry: Entry): WindowSubject {
  if (entry.card === undefined) return subject;
  return { ...subject, data: { ...subject.data, cardIndex: entry.card } };
}

/** The actions a can-perform / grant-action names: a list, or the ship's own action bar. */
function actionsOf(ctx: Ctx, shipId: string, actions: readonly ActionDef[] | 'own-bar' | 'own-white-bar'): ActionDef[] {
  if (actions === 'own-bar') return actionBar(ctx, shipById(ctx.state, shipId));
  if (actions === 'own-white-bar')
    return actionBar(ctx, shipById(ctx.state, shipId)).filter((a) => a.difficulty === 'white');
  return [...actions];
}

/** The ship's first equipped dual-sided upgrade whose front side is of slot type `type`. */
function dualUpgradeOf(ctx: Ctx, ship: ShipState, type: string): ShipState['upgrades'][number] | undefined {
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
    case 'code':
      return c.test(ctx, self, subject);
  }
}

/** The charges a cost spends come from the ability's own card: an upgrade's, or the ship's (pilot charges). */
function chargeHolder(ship: ShipState, key: string): { get(): number; set(n: number): void } {
  if (key.startsWith('upgrade:')) {
    const [, xws] = key.split(':');
    const up = ship.upgrades.find((u) => u.xws === xws && !u.discarded);
    return { get: () => up?.charges ?? 0, set: (n) => up && (up.charges = n) };
  }
  return { get: () => ship.charges, set: (n) => (ship.charges = n) };
}

export function canPay(ship: ShipState, key: string, costs: readonly Cost[] | undefined): boolean {
  for (const c of costs ?? []) {
    if (c.kind === 'spend-charge' && chargeHolder(ship, key).get() < c.count) return false;
    if (c.kind === 'spend-force' && ship.force < c.count) return false;
    if (c.kind === 'spend-shield' && ship.shields < c.count) return false;
    if (c.kind === 'spend-token' && tokenCount(ship, c.token) < c.count) return false;
    if (c.kind === 'discard-condition' && !ship.conditions?.some((x) => x.xws === c.xws)) return false;
  }
  return true;
}

export function pay(ctx: Ctx, ship: ShipState, key: string, costs: readonly Cost[] | undefined): void {
  for (const c of costs ?? []) {
    if (c.kind === 'spend-charge') {
      const h = chargeHolder(ship, key);
      h.set(h.get() - c.count);
    } else if (c.kind === 'spend-force') ship.force -= c.count;
    else if (c.kind === 'spend-shield') ship.shields -= c.count;
    else if (c.kind === 'spend-token') addTokens(ctx, ship, c.token, -c.count);
    else if (c.kind === 'discard-condition') ship.conditions = (ship.conditions ?? []).filter((x) => x.xws !== c.xws);
    else addTokens(ctx, ship, c.token, c.count, ship.id);
  }
  if (costs && costs.length > 0)
    ctx.emit('cost-paid', `${shipName(ctx, ship)} pays for an ability.`, {
      ship: ship.id,
      data: { costs: costs.map((c) => ({ ...c })) },
    });
}

function useKey(ctx: Ctx, ability: Ability, ship: string, key: string, index: number): string | null {
  if (!ability.limit || ability.limit === 'unlimited') return null;
  const base = `${ship}|${key}#${index}`;
  return ability.limit === 'once-per-round' ? `${base}@${ctx.state.round}` : base;
}

/** Whether a once-per-round or once-per-game ability was already used. */
export function limitReached(ctx: Ctx, ability: Ability, ship: string, key: string, index: number): boolean {
  const k = useKey(ctx, ability, ship, key, index);
  return k !== null && (ctx.state.abilityUses ?? []).includes(k);
}

/** The card an ability key names, as a player reads it ("Howlrunner", "Marksmanship", "Damaged Engine"). */
export function sourceName(ctx: Ctx, key: string): string {
  const [kind, id = '', side] = key.split(':');
  if (kind === 'pilot') return ctx.content.pilot(id)?.name ?? id;
  if (kind === 'device') return ctx.content.upgrade(id)?.sides[0]?.device?.name ?? id;
  if (kind === 'upgrade') return ctx.content.upgrade(id)?.sides[Number(side ?? 0)]?.title ?? id;
  if (kind === 'damage')
    return ctx.content.data.damageDecks.flatMap((d) => d.cards).find((c) => c.xws === id)?.title ?? id;
  if (kind === 'condition') return ctx.content.condition(id)?.name ?? id;
  if (kind === 'token') return `${id} token`;
  if (kind === 'obstacle') return id.replace('-', ' ');
  return id;
}

/**
 * An ability resolves (or its modification is used): a limited one's use is recorded, and the log says which card it
 * was ('ability-used', data: the source key and the ability's index in it), so a replay and a player read who did
 * what, and the flow specs can check that a card's ability fired (test/abilities/card-specs.test.ts).
 */
export function markUsed(ctx: Ctx, ability: Ability, ship: string, key: string, index: number): void {
  const k = useKey(ctx, ability, ship, key, index);
  if (k !== null) (ctx.state.abilityUses ??= []).push(k);
  ctx.emit('ability-used', `${shipName(ctx, shipById(ctx.state, ship))} uses ${sourceName(ctx, key)}.`, {
    ship,
    data: { source: key, index },
  });
}

/**
 * One attack die for an ability: seeded, or in entered-dice games the face the player entered (the window asked for
 * it before resolving the ability: `askAbilityDie`). A window whose caller cannot wait (none does today) falls back
 * to the seeded generator and says so.
 */
function rollOneAttackDie(ctx: Ctx): string {
  const s = ctx.state;
  if (s.diceMode === 'entered' && s.entered?.length === 1) {
    const face = s.entered[0]!;
    delete s.entered;
    return face;
  }
  const rolled = ctx.roll('attack', 1);
  if (rolled && rolled[0]) return rolled[0];
  ctx.emit(
    'not-implemented',
    'not implemented yet: entering the face of a die an ability rolls outside a window that can wait; the engine rolled it with the seeded generator.',
  );
  const faces = ['blank', 'blank', 'focus', 'focus', 'hit', 'hit', 'hit', 'crit'];
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

/** Whether resolving the effect rolls a die. */
function rollsDie(e: Effect): boolean {
  return e.kind === 'roll-attack-die' || (e.kind === 'sequence' && e.of.some(rollsDie));
}

/**
 * Entered-dice games: before an ability that rolls a die resolves, ask its owner for the face ('enter-dice') and keep
 * the window waiting on it; `resumeAbilityWindow` goes on once the face is entered. False when nothing needs asking.
 */
function askAbilityDie(
  ctx: Ctx,
  pending: PendingWindow,
  ship: ShipState,
  ability: Ability,
  accepted?: { choice?: string; choices?: string[] },
): boolean {
  const s = ctx.state;
  if (s.diceMode !== 'entered' || !rollsDie(ability.effect) || s.entered?.length === 1) return false;
  pending.awaitingDie = accepted ? { accepted: true, ...accepted } : {};
  ctx.rollOrAsk('attack', 1, ship.player, `${shipName(ctx, ship)}: ${ability.summary}`, ship.id);
  return true;
}

/** Goes on with a window that waited for an ability's die (the face is now entered); 'asked' when it asks again. */
export function resumeAbilityWindow(ctx: Ctx): 'done' | 'asked' | null {
  const pending = topWindow(ctx);
  if (!pending?.awaitingDie) return null;
  const waited = pending.awaitingDie;
  delete pending.awaitingDie;
  const asked = ctx.state.nextDecision;
  if (waited.accepted) {
    const entry = pending.queue.shift()!;
    const ability = abilityAt(ctx, entry);
    const sub = subjectFor(pending.subject, entry);
    if (ability)
      applyEffect(
        ctx,
        ability.effect,
        entry.ship,
        waited.choice === undefined
          ? sub
          : {
              ...sub,
              data: { ...sub.data, choice: waited.choice, ...(waited.choices ? { choices: waited.choices } : {}) },
            },
      );
  }
  return ctx.state.nextDecision !== asked ? 'asked' : settle(ctx);
}

/** Applies an effect (dice and stat effects are not window effects: the attack and the stats read them). */
export function applyEffect(ctx: Ctx, e: Effect, self: string, subject: WindowSubject): void {
  const who = (w: 'self' | 'other') => (w === 'self' ? self : otherOf(self, subject));
  switch (e.kind) {
    case 'gain-token':
    case 'remove-token': {
      const id = who(e.who);
      if (!id) return;
      const ship = shipById(ctx.state, id);
      const n = e.kind === 'gain-token' ? e.count : e.count === 'all' ? -tokenCount(ship, e.token) : -e.count;
      addTokens(ctx, ship, e.token, n, self);
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
      const faces = rollAttackDice(ctx, e.count, subject);
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
      const templates = String(subject.data?.choice ?? '')
        .split('+')
        .filter((t) => t !== '');
      ctx.effects.placeDevices(ctx, self, { card: e.card, how: e.how, shape: e.shape }, templates);
      return;
    }
    case 'recover': {
      const ship = shipById(ctx.state, self);
      const max = initialStats(ctx.content, ship.pilot, ship.upgrades)[e.stat];
      const n = Math.min(e.count, max - ship[e.stat]);
      if (n <= 0) return;
      ship[e.stat] += n;
      const what = e.stat === 'shields' ? (n === 1 ? 'a shield' : `${n} shields`) : `${n} Force`;
      ctx.emit(
        `${e.stat === 'shields' ? 'shield' : 'force'}-recovered`,
        `${shipName(ctx, ship)} recovers ${what} (${e.source}).`,
        {
          ship: self,
        },
      );
      return;
    }
    case 'flip-upgrade': {
      const ship = shipById(ctx.state, self);
      const u =
        'xws' in e ? ship.upgrades.find((x) => x.xws === e.xws && !x.discarded) : dualUpgradeOf(ctx, ship, e.type);
      const card = u && ctx.content.upgrade(u.xws);
      if (!u || !card || card.sides.length < 2) return;
      u.side = u.side === 0 ? 1 : 0;
      ctx.emit('upgrade-flipped', `${shipName(ctx, ship)} flips ${card.sides[u.side]?.title ?? u.xws}.`, {
        ship: self,
        data: { upgrade: u.xws, side: u.side },
      });
      return;
    }
    case 'dice-unmodifiable': {
      const a = ctx.state.cursor.attack;
      if (a && !(a.unmodifiable ?? []).includes(e.dice)) (a.unmodifiable ??= []).push(e.dice);
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
    case 'roll-attack-die': {
      const face = rollOneAttackDie(ctx);
      ctx.emit('ability-die-rolled', `An ability rolls an attack die: ${face}.`, { ship: self, data: { face } });
      const next = face === 'hit' ? e.onHit : face === 'crit' ? e.onCrit : face === 'focus' ? e.onFocus : e.onBlank;
      if (next) applyEffect(ctx, next, self, subject);
      return;
    }
    case 'sequence':
      for (const x of e.of) applyEffect(ctx, x, self, subject);
      return;
    case 'grant-action': {
      const id = who(e.who ?? 'self');
      if (id) ctx.effects.grantAction(ctx, id, actionsOf(ctx, id, e.actions), e.why, e.ignoreStress ?? false);
      return;
    }
    case 'jam':
      ctx.effects.jam(ctx, self, e.rule, subject);
      return;
    case 'tractor-move': {
      const by = subject.data?.by;
      ctx.effects.tractorMove(ctx, self, typeof by === 'string' ? by : undefined);
      return;
    }
    case 'code':
      e.run(ctx, self, subject);
      return;
    case 'dice': {
      // A dice-count change resolved on the stack (an optional, paid or limited one): the roll in progress counts it
      // (combat/attack.ts). Dice modifications are offered by the Modify steps instead.
      const m = e.modification;
      const counting = ctx.state.cursor.attack?.counting;
      if (m.effect.kind === 'dice' && counting?.dice === m.dice)
        counting.deltas.push({ ship: self, delta: m.effect.delta });
      return;
    }
    case 'stat':
    case 'actions-while-stressed':
    case 'reload-recovers':
      return;
  }
}

/** Every ability source of a ship in play, with their source keys, in a stable order. */
function collect(ctx: Ctx, window: Window, only?: (ability: Ability, ship: ShipState) => boolean): Entry[] {
  const out: Entry[] = [];
  const inWindow = ctx.abilities.keysIn(window);
  if (inWindow.size === 0) return out;
  const first = ctx.state.firstPlayer;
  for (const player of [first, ctx.opponent(first)]) {
    for (const ship of ctx.state.ships) {
      if (ship.player !== player || !inPlay(ship)) continue;
      if (!carriesAnyKey(ctx, ship, inWindow)) continue;
      for (const { key, card } of abilityKeysOf(ctx, ship)) {
        if (!inWindow.has(key)) continue;
        abilitiesOf(ctx, key).forEach((a, index) => {
          if (a.window !== window || (only && !only(a, ship))) return;
          out.push(card === undefined ? { ship: ship.id, key, index } : { ship: ship.id, key, index, card });
        });
      }
    }
  }
  return out;
}

function entryId(e: Entry): string {
  return `${e.ship}|${e.key}#${e.index}`;
}

/**
 * Whether a queued ability's ship can still use it: the ship is in play, or the window is that ship's own destruction
 * ("after you are destroyed" reaches it even once it has left the play area, as outside the Engagement Phase).
 */
function present(pending: PendingWindow, ship: ShipState): boolean {
  return inPlay(ship) || (pending.window === 'ship:after-destroyed' && pending.subject.ship === ship.id);
}

/** Whether the queued ability can resolve now (its ship in play, its condition holding, its cost payable). */
function eligible(ctx: Ctx, pending: PendingWindow, entry: Entry): boolean {
  const ability = abilityAt(ctx, entry);
  const ship = ctx.state.ships.find((s) => s.id === entry.ship);
  return (
    ability !== undefined &&
    ship !== undefined &&
    present(pending, ship) &&
    conditionHolds(ctx, ability.when, ship.id, subjectFor(pending.subject, entry), entry.key) &&
    canPay(ship, entry.key, ability.cost) &&
    !limitReached(ctx, ability, ship.id, entry.key, entry.index)
  );
}

/** Cheap test before the order question: the head's player has queued abilities of two or more sources. */
function mayNeedOrder(ctx: Ctx, pending: PendingWindow): boolean {
  const queue = pending.queue;
  if (queue.length < 2) return false;
  const head = queue[0]!;
  if (pending.headChosen === entryId(head)) return false;
  const owner = ctx.state.ships.find((s) => s.id === head.ship)?.player;
  for (let i = 1; i < queue.length; i++) {
    const e = queue[i]!;
    if ((e.ship !== head.ship || e.key !== head.key) && ctx.state.ships.find((s) => s.id === e.ship)?.player === owner)
      return true;
  }
  return false;
}

/**
 * 000 Timing: when a player has two or more abilities to resolve at the same moment, they choose the order. Before
 * the head of the queue resolves, the head's player is asked which of their eligible abilities goes first (once per
 * resolution, only while abilities of two or more sources are eligible); the queue holds the first player's first.
 */
function askOrder(ctx: Ctx, pending: PendingWindow): boolean {
  const head = pending.queue[0]!;
  if (pending.headChosen === entryId(head)) return false;
  const owner = ctx.state.ships.find((s) => s.id === head.ship)?.player;
  if (owner === undefined) return false;
  const mine = pending.queue
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => ctx.state.ships.find((s) => s.id === e.ship)?.player === owner && eligible(ctx, pending, e));
  // One card's own alternatives (e.g. Biggs: a hit, or a crit) are not an order to choose: two sources at least.
  if (new Set(mine.map(({ e }) => `${e.ship}|${e.key}`)).size < 2) return false;
  ctx.ask({
    player: owner,
    kind: 'order-abilities',
    prompt: 'Several of your abilities resolve now: choose the one that resolves first',
    options: mine.map(({ e, i }) => {
      const ship = shipById(ctx.state, e.ship);
      return {
        id: `first:${i}`,
        label: `${shipName(ctx, ship)}: ${abilityAt(ctx, e)!.summary}`,
        data: { ship: e.ship, source: e.key },
      };
    }),
  });
  return true;
}

/** Applies the answer to an 'order-abilities' decision: the chosen ability moves to the head of the queue. */
function chooseOrder(
  ctx: Ctx,
  pending: PendingWindow,
  choice: Choice,
): { ok: true; status: 'done' | 'asked' } | { ok: false; reason: string; code: string } {
  const asked = ctx.state.pending;
  if (!asked?.options.some((o) => o.id === choice.option))
    return { ok: false, reason: 'Choose one of the offered abilities to resolve first.', code: 'bad-option' };
  const i = Number(choice.option.slice('first:'.length));
  const [entry] = pending.queue.splice(i, 1);
  pending.queue.unshift(entry!);
  pending.headChosen = entryId(entry!);
  ctx.state.pending = null;
  return { ok: true, status: settle(ctx) };
}

function resolveQueue(ctx: Ctx, pending: PendingWindow): 'done' | 'asked' | 'interrupted' {
  // Its head ability is waiting on the next of its step-by-step questions (chooseAbility asked it), or on the action
  // an ability granted (grant-action.ts).
  if (pending.picked || pending.granted?.now) return 'asked';
  const subject = pending.subject;
  while (pending.queue.length > 0 || pending.granted) {
    // Actions an ability granted (grant-action.ts) come before the window's other abilities, one at a time: the next
    // is asked once what the one before it set off has resolved.
    const granted = pending.granted;
    if (granted) {
      const next = granted.next.shift();
      if (granted.next.length === 0) delete pending.granted;
      const asked = ctx.state.nextDecision;
      if (next) ctx.effects.grantAction(ctx, next.ship, next.defs, next.why, next.ignoreStress ?? false);
      if (ctx.state.nextDecision !== asked) return 'asked';
      continue;
    }
    if (mayNeedOrder(ctx, pending) && eligible(ctx, pending, pending.queue[0]!) && askOrder(ctx, pending))
      return 'asked';
    const entry = pending.queue[0]!;
    const ability = abilityAt(ctx, entry);
    const ship = ctx.state.ships.find((s) => s.id === entry.ship);
    const sub = subjectFor(subject, entry);
    if (
      !ability ||
      !ship ||
      !present(pending, ship) ||
      !conditionHolds(ctx, ability.when, ship.id, sub, entry.key) ||
      !canPay(ship, entry.key, ability.cost) ||
      limitReached(ctx, ability, ship.id, entry.key, entry.index)
    ) {
      pending.queue.shift();
      continue;
    }
    if (ability.optional) {
      const choices = ability.choices?.(ctx, ship.id, sub);
      if (choices && choices.length === 0) {
        pending.queue.shift();
        continue;
      }
      askUse(ctx, ship.id, ability, choices, `${shipName(ctx, ship)}: ${ability.summary} Use it?`);
      return 'asked';
    }
    if (askAbilityDie(ctx, pending, ship, ability)) return 'asked';
    pending.queue.shift();
    markUsed(ctx, ability, ship.id, entry.key, entry.index);
    pay(ctx, ship, entry.key, ability.cost);
    const asked = ctx.state.nextDecision;
    applyEffect(ctx, ability.effect, ship.id, sub);
    // What the effect set off (a window raised above this one, a question) comes before the rest of this window.
    if (ctx.state.nextDecision !== asked) return 'asked';
    if (topWindow(ctx) !== pending) return 'interrupted';
  }
  return 'done';
}

/** The window resolving now: the top of the trigger stack. */
function topWindow(ctx: Ctx): PendingWindow | undefined {
  const stack = ctx.state.triggers;
  return stack && stack.length > 0 ? stack[stack.length - 1] : undefined;
}

/**
 * Raises a timing window: the abilities it triggers go on the trigger stack, to resolve at the next step boundary
 * (`settle`), never in the middle of the rule that raised it. Windows raised at the same moment resolve in the order
 * they were raised; one raised while an ability resolves goes above that ability's window and resolves before the
 * rest of it (an ability set off by another resolves right after it). Nothing is pushed when no ability listens.
 * `only`: the window's rule takes only these of its abilities (the dice-count windows: those that ask, pay or are
 * limited; the others are read).
 */
export function raise(
  ctx: Ctx,
  window: Window,
  subject: WindowSubject,
  only?: (ability: Ability, ship: ShipState) => boolean,
): void {
  const queue = collect(ctx, window, only);
  if (queue.length === 0) return;
  const stack = (ctx.state.triggers ??= []);
  // Below the windows raised earlier and not started yet (they resolve first), above the one resolving now.
  let at = stack.length;
  while (at > 0 && !stack[at - 1]!.started) at--;
  const copy: WindowSubject = subject.data ? { ...subject, data: { ...subject.data } } : { ...subject };
  stack.splice(at, 0, { window, subject: copy, queue });
}

/**
 * Resolves the trigger stack from the top until it is empty ('done') or a decision is asked ('asked'). The flow and
 * each phase call it between steps, so every raised window resolves where the rules put it: after the event, before
 * the game goes on.
 */
export function settle(ctx: Ctx): 'done' | 'asked' {
  const stack = ctx.state.triggers;
  for (let guard = 0; stack && stack.length > 0; guard++) {
    if (guard > 10000)
      throw new Error('engine: the trigger stack did not settle (abilities trigger each other forever)');
    const top = stack[stack.length - 1]!;
    top.started = true;
    const r = resolveQueue(ctx, top);
    if (r === 'asked') return 'asked';
    if (r === 'interrupted') continue;
    const at = stack.lastIndexOf(top);
    if (at >= 0) stack.splice(at, 1);
  }
  if (stack) delete ctx.state.triggers;
  return 'done';
}

/** Whether the trigger stack holds a window still to resolve. */
export function triggersPending(ctx: Ctx): boolean {
  return (ctx.state.triggers?.length ?? 0) > 0;
}

/**
 * A step of the round's window (see the file comment): raised, then the stack settles — 'asked' when a decision
 * waits (the phase returns and is called again once the stack has settled).
 */
export function runWindow(ctx: Ctx, window: Window, subject: WindowSubject): 'done' | 'asked' {
  raise(ctx, window, subject);
  return triggersPending(ctx) ? settle(ctx) : 'done';
}

/** Applies the answer to a 'use-ability' decision asked by `runWindow`, then goes on with the window. */
export function chooseAbility(
  ctx: Ctx,
  choice: Choice,
): { ok: true; status: 'done' | 'asked' } | { ok: false; reason: string; code: string } {
  const pending = topWindow(ctx);
  if (!pending || pending.queue.length === 0)
    return { ok: false, reason: 'No ability is waiting to be used.', code: 'no-ability' };
  if (ctx.state.pending?.kind === 'order-abilities') return chooseOrder(ctx, pending, choice);
  const asked = ctx.state.pending?.kind === 'use-ability' ? ctx.state.pending : undefined;
  const offered = asked ? asked.options.some((o) => o.id === choice.option) : choice.option === 'use';
  if (choice.option !== 'decline' && (!offered || (choice.option !== 'use' && !choice.option.startsWith('use:'))))
    return { ok: false, reason: 'Answer one of the offered uses, or "decline".', code: 'bad-option' };
  const entry = pending.queue[0]!;
  const ability = abilityAt(ctx, entry);
  const ship = shipById(ctx.state, entry.ship);
  const picked = choice.option.startsWith('use:') ? choice.option.slice(4) : undefined;
  ctx.state.pending = null;
  // A choice made step by step (the ship, then the token): the next question before anything is paid.
  const picks = picked === undefined ? undefined : [...(pending.picked ?? []), picked];
  const next = choice.option !== 'decline' && ability && picks ? ability.then?.[picks.length - 1] : undefined;
  if (next && picks) {
    const sub = subjectFor(pending.subject, entry);
    const options = next(ctx, ship.id, sub, picks);
    if (options.length > 0) {
      pending.picked = picks;
      askUse(ctx, ship.id, ability!, options, `${shipName(ctx, ship)}: ${ability!.summary} Then choose:`);
      return { ok: true, status: 'asked' };
    }
  }
  delete pending.picked;
  const chosen = picks ? { choice: picks[0]!, ...(picks.length > 1 ? { choices: picks } : {}) } : undefined;
  if (choice.option !== 'decline' && ability) {
    markUsed(ctx, ability, ship.id, entry.key, entry.index);
    pay(ctx, ship, entry.key, ability.cost);
    // Entered dice: the used ability waits at the head of the queue for its die's face.
    if (askAbilityDie(ctx, pending, ship, ability, chosen ?? {})) return { ok: true, status: 'asked' };
  }
  pending.queue.shift();
  const decisions = ctx.state.nextDecision;
  if (choice.option !== 'decline' && ability) {
    const sub = subjectFor(pending.subject, entry);
    applyEffect(
      ctx,
      ability.effect,
      ship.id,
      chosen === undefined ? sub : { ...sub, data: { ...sub.data, ...chosen } },
    );
  } else ctx.emit('ability-declined', `${shipName(ctx, ship)} does not use an ability.`, { ship: ship.id });
  // The effect asked something (an action it granted, grant-action.ts): the window waits for the answer.
  if (ctx.state.nextDecision !== decisions) return { ok: true, status: 'asked' };
  return { ok: true, status: settle(ctx) };
}

/** Asks the ship's owner whether (and how) to use an optional ability: one option per choice, and "decline". */
function askUse(
  ctx: Ctx,
  shipId: string,
  ability: Ability,
  choices: { id: string; label: string; secret?: boolean }[] | undefined,
  prompt: string,
): void {
  const ship = shipById(ctx.state, shipId);
  const source = { source: { ...ability.source } };
  ctx.ask({
    player: ship.player,
    kind: 'use-ability',
    ship: ship.id,
    prompt,
    options: [
      ...(choices
        ? choices.map((c) => ({
            id: `use:${c.id}`,
            label: c.label,
            data: { ...source, choice: c.id, ...(c.secret ? { secret: true } : {}) },
          }))
        : [{ id: 'use', label: 'Use it', data: source }]),
      { id: 'decline', label: 'Do not use it' },
    ],
  });
}

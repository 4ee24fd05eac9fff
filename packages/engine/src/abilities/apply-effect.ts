/**
 * Applying an ability's effect (vocabulary/types.ts `Effect`) for the ship carrying it, and the dice an effect rolls.
 */
import { addTokens, shipById, shipName, tokenCount } from '../combat/util.js';
import type { Ctx } from '../context.js';
import { nextInt } from '../rng.js';
import { initialStats } from '../stats.js';
import { otherOf } from './vocabulary/queries.js';
import type { AttackFace, Effect, WindowSubject } from './vocabulary/types.js';
import { breakLocksIfIonized } from '../util.js';
import { actionsOf, dualUpgradeOf } from './conditions.js';
import { sourceName } from './costs.js';

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
export function rollsDie(e: Effect): boolean {
  return e.kind === 'roll-attack-die' || (e.kind === 'sequence' && e.of.some(rollsDie));
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
    case 'bonus-attack':
      ctx.effects.grantBonusAttack(ctx, self, {
        ...(e.weapons ? { weapons: e.weapons } : {}),
        ...(e.arcs ? { arcs: e.arcs } : {}),
      });
      return;
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
    case 'lose-shield': {
      const id = who(e.who);
      if (!id) return;
      const ship = shipById(ctx.state, id);
      const n = Math.min(e.count, ship.shields);
      if (n <= 0) return;
      ship.shields -= n;
      ctx.emit('shield-lost', `${shipName(ctx, ship)} loses ${n === 1 ? 'a shield' : `${n} shields`} (${e.source}).`, {
        ship: id,
        data: { count: n },
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

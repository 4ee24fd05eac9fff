/**
 * The Engagement Phase (000 "Engagement Phase", "Destroying Ships"; 001 Engagement): ships engage one at a time from
 * the highest initiative down; at equal initiative the first player's ships engage first, and a player with two or
 * more tied ships picks their order (phases/initiative-order.ts). Each engaging ship may perform one attack or pass. Ships destroyed during the phase stay
 * in play (`pendingRemoval`) — and still engage — until every ship with the current initiative has engaged
 * (simultaneous fire); then they are removed.
 *
 * Cursor steps: 'start' (engagement:start abilities) → ['initiative-7' …, only in a game where a ship carries a record
 * of 'engagement:initiative-seven', below] → 'engage' (pick the next ship, or finish the initiative step)
 * → 'before-engage' (abilities such as Console Fire) → 'declare' (the 'declare-attack' decision) → the attack runs in
 * `cursor.attack` (combat/attack.ts) → 'engage' …
 * An action an ability grants is asked as that ability resolves (abilities/grant-action.ts, e.g. after defending);
 * one granted outside an ability's window is asked between steps, once no attack is in progress.
 *
 * Initiative 7 (s37, Han Solo the Rebel gunner): before the ships of the highest printed initiative (6) engage, the
 * window 'engagement:initiative-seven' is raised once for each ship carrying a record of it ('initiative-7': the ships, the
 * first player's first, in `cursor.queue`; 'initiative-7-next': raise it for the next one; 'initiative-7-attack': the
 * attack its record granted, asked as a 'declare-attack' with "pass" and resolved as any attack; a bonus attack
 * granted during that attack is asked there too). That attack is not the ship's engagement: the ship is not marked
 * engaged and its "until the end of your engagement" effects go on. 'initiative-7-end': simultaneous fire at
 * initiative 7 ends (000 "Destroying Ships": no ship engages at initiative 7 unless an ability set one's initiative so),
 * so a ship destroyed there is removed before any ship of lower initiative engages.
 *
 * Initiative 0 (s39, Corran Horn of the E-wing): in a game where a ship carries a record of
 * 'engagement:initiative-zero', the count comes down to 0 even when no ship has that initiative, and before any ship
 * or remote of initiative 0 engages the window is raised once for each carrier, the first player's first
 * (`cursor.zeroQueue`); 'initiative-0-attack' asks the bonus attack a record granted there ("no bonus attack" too). It
 * is a bonus attack (one per ship per phase) and not the ship's engagement; a ship it destroys stays until the
 * initiative-0 step ends, with the ships of initiative 0 (000 "Destroying Ships": simultaneous fire).
 */
import { initiativeReader } from '../abilities/static.js';
import { endLasting } from '../abilities/lasting.js';
import {
  askGrantedAction,
  chooseGrantedAction,
  chooseGrantedInWindow,
  grantedActionAsked,
  grantedInWindowAsked,
} from '../abilities/grant-action.js';
import { chooseAbility, listening, runWindow, settle, triggersPending } from '../abilities/run.js';
import { chooseInAttack, continueAttack, declareAttack, declareRemoteAttack } from '../combat/attack.js';
import { askBonusAttack, bonusOptions } from '../combat/bonus-attack.js';
import { inPlay, shipById, shipName } from '../combat/util.js';
import {
  attackOptions,
  barArc,
  barredArcReason,
  cannotAttackReason,
  legalAttacks,
  attackOptionId,
} from '../combat/weapons.js';
import { abilityKeysIn } from '../abilities/source-keys.js';
import type { Choice } from '../decision.js';
import type { Ctx, PhaseModule } from '../context.js';
import { removePendingShips } from '../damage.js';
import { engageRemote, nextRemoteInitiative, remoteDue } from '../remote-activation.js';
import { removePendingRemotes } from '../remotes.js';
import { chooseRemoteAttack } from '../remote-attack.js';
import { chooseNextShip, pickAmongTied } from './initiative-order.js';
import type { ShipState } from '../state.js';

/** Ships still to engage at an initiative, the first player's first (within one player, that player picks). */
function waiting(ctx: Ctx, initiative: number): ShipState[] {
  const done = new Set(ctx.state.cursor.done ?? []);
  const first = ctx.state.firstPlayer;
  // A ship that already engaged this round (a position may say so) does not engage again.
  const initiativeOf = initiativeReader(ctx);
  const ships = ctx.state.ships.filter(
    (s) => inPlay(s) && initiativeOf(s) === initiative && !done.has(s.id) && !s.round.engaged,
  );
  return [...ships.filter((s) => s.player === first), ...ships.filter((s) => s.player !== first)];
}

/** The highest initiative below `below` that still has ships to engage, or null. */
function nextInitiative(ctx: Ctx, below: number): number | null {
  const done = new Set(ctx.state.cursor.done ?? []);
  let best: number | null = null;
  const initiativeOf = initiativeReader(ctx);
  for (const s of ctx.state.ships) {
    // Initiative as the standing effects set it (abilities/static.ts initiativeOf).
    const init = initiativeOf(s);
    if (!inPlay(s) || done.has(s.id) || init >= below) continue;
    if (best === null || init > best) best = init;
  }
  return best;
}

/** The ships in play carrying a record of 'engagement:initiative-seven', the first player's first (s37). */
function atSevenShips(ctx: Ctx): string[] {
  return carriersOf(ctx, 'engagement:initiative-seven');
}

/** The ships in play carrying a record of `window`, the first player's first (s37; s39 'engagement:initiative-zero'). */
function carriersOf(ctx: Ctx, window: 'engagement:initiative-seven' | 'engagement:initiative-zero'): string[] {
  const keys = ctx.abilities.keysIn(window);
  const first = ctx.state.firstPlayer;
  const carriers = ctx.state.ships.filter((s) => inPlay(s) && abilityKeysIn(ctx, s, keys).length > 0);
  return [...carriers.filter((s) => s.player === first), ...carriers.filter((s) => s.player !== first)].map(
    (s) => s.id,
  );
}

/** The higher of two initiatives still to come (a ship's, a remote's), or null when neither is. */
function higher(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

export const engagement: PhaseModule = {
  enter(ctx) {
    // Start above the highest initiative any ship has (the state is JSON: no Infinity).
    const top = Math.max(0, ...ctx.state.ships.map(initiativeReader(ctx))) + 1;
    ctx.state.cursor = { step: 'start', initiative: top, done: [] };
  },

  advance(ctx) {
    for (;;) {
      const cursor = ctx.state.cursor;
      if ((triggersPending(ctx) && settle(ctx) === 'asked') || grantedActionAsked(ctx)) return 'asked';
      if (cursor.attack) {
        if (continueAttack(ctx) === 'asked') return 'asked';
        // An attack at initiative 7 is not the ship's engagement: a bonus attack it earned is asked in that step too.
        // s39: nor is a bonus attack at initiative 0 (the ship may still be to engage at initiative 0).
        if (cursor.step === 'initiative-7-attack' || cursor.step === 'initiative-0-attack') continue;
        const ship = cursor.ship ? ctx.state.ships.find((s) => s.id === cursor.ship) : undefined;
        if (ship) ship.round.engaged = true;
        // Lasting effects "until the end of your engagement" end with it (abilities/lasting.ts).
        if (ship && !cursor.bonusAttack) endLasting(ctx, 'end-of-engagement', [ship.id]);
        cursor.step = cursor.bonusAttack ? 'bonus' : 'engage';
        continue;
      }
      if (askGrantedAction(ctx)) return 'asked';
      switch (cursor.step) {
        case 'start':
          // Initiative 7 comes first only where a ship carries a record of it (known from the game's card index).
          cursor.step = listening(ctx, 'engagement:initiative-seven') ? 'initiative-7' : 'engage';
          if (runWindow(ctx, 'engagement:start', {}) === 'asked') return 'asked';
          break;
        case 'initiative-7':
          cursor.queue = atSevenShips(ctx);
          cursor.step = 'initiative-7-next';
          break;
        case 'initiative-7-next': {
          const id = cursor.queue?.shift();
          if (id === undefined) {
            delete cursor.queue;
            cursor.step = 'initiative-7-end';
            break;
          }
          const ship = ctx.state.ships.find((s) => s.id === id);
          if (!ship || !inPlay(ship)) break;
          cursor.ship = id;
          // The first attack granted in this ship's window is the one at initiative 7 (not a bonus attack).
          cursor.data = { initiative7: id };
          cursor.step = 'initiative-7-attack';
          if (runWindow(ctx, 'engagement:initiative-seven', { ship: id }) === 'asked') return 'asked';
          break;
        }
        case 'initiative-7-attack': {
          const grant = cursor.bonusAttack;
          const ship = grant ? ctx.state.ships.find((s) => s.id === grant.ship) : undefined;
          const options = ship && inPlay(ship) ? bonusOptions(ctx, ship.id) : [];
          if (!ship || options.length === 0) {
            delete cursor.bonusAttack;
            delete cursor.data;
            cursor.step = 'initiative-7-next';
            break;
          }
          cursor.ship = ship.id;
          const seven = cursor.data?.initiative7 === ship.id;
          ctx.ask({
            player: ship.player,
            kind: 'declare-attack',
            ship: ship.id,
            prompt: seven
              ? `${shipName(ctx, ship)} may attack at initiative 7: choose the attack, or pass.`
              : `${shipName(ctx, ship)} may perform a bonus attack: choose it, or pass.`,
            options: [...options, { id: 'pass', label: seven ? 'No attack at initiative 7' : 'No bonus attack' }],
          });
          return 'asked';
        }
        case 'initiative-0-attack': {
          // s39: the bonus attack an 'engagement:initiative-zero' record granted, asked with "no bonus attack".
          const grant = cursor.bonusAttack;
          const ship = grant ? ctx.state.ships.find((x) => x.id === grant.ship) : undefined;
          const options = ship && inPlay(ship) ? bonusOptions(ctx, ship.id) : [];
          if (!ship || options.length === 0) {
            delete cursor.bonusAttack;
            delete cursor.ship;
            cursor.step = 'engage';
            break;
          }
          cursor.ship = ship.id;
          askBonusAttack(ctx, ship, options);
          return 'asked';
        }
        case 'initiative-7-end': {
          delete cursor.ship;
          delete cursor.data;
          cursor.step = 'engage';
          // Simultaneous fire at initiative 7 is over, unless a ship of initiative 7 is still to engage (an ability
          // raised its initiative): then it ends with that ship's step.
          const initiativeOf = initiativeReader(ctx);
          if (!ctx.state.ships.some((s) => inPlay(s) && !s.round.engaged && initiativeOf(s) >= 7))
            removePendingShips(ctx);
          break;
        }
        case 'engage': {
          // An 'engagement:start' ability may have set a ship's initiative above the count the phase started from
          // (a lasting 'ship:initiative' effect): before any ship engages, the count starts from it.
          if (!cursor.done?.length) {
            const high = Math.max(
              0,
              ...ctx.state.ships.filter((s) => inPlay(s) && !s.round.engaged).map(initiativeReader(ctx)),
            );
            if (high > (cursor.initiative ?? 0)) cursor.initiative = high;
          }
          const init = cursor.initiative ?? 0;
          // s39: "at initiative 0" — before any ship or remote of initiative 0 engages, the window is raised for each
          // ship carrying a record of it, one after the other ('initiative-0-attack' then asks what it granted).
          // Other games write nothing: only a game where a ship carries a record of it starts the queue.
          if (init === 0 && cursor.zeroQueue === undefined && listening(ctx, 'engagement:initiative-zero'))
            cursor.zeroQueue = carriersOf(ctx, 'engagement:initiative-zero');
          if (init === 0 && cursor.zeroQueue && cursor.zeroQueue.length > 0) {
            const id = cursor.zeroQueue.shift()!;
            const ship = ctx.state.ships.find((x) => x.id === id);
            cursor.step = 'initiative-0-attack';
            if (ship && inPlay(ship)) {
              cursor.ship = id;
              if (runWindow(ctx, 'engagement:initiative-zero', { ship: id }) === 'asked') return 'asked';
            }
            break;
          }
          const queue = waiting(ctx, init);
          // issue 26: a remote engages at its initiative after its own player's ships of that initiative, the first
          // player's before the second player's ships (remote-activation.ts `remoteDue`; nothing read without remotes).
          const due = ctx.state.remotes?.length ? remoteDue(ctx, init, queue, (cursor.done ??= [])) : undefined;
          if (due) {
            cursor.done!.push(due.id);
            delete cursor.ship;
            if (engageRemote(ctx, due) === 'asked') return 'asked';
            break;
          }
          const next = pickAmongTied(
            ctx,
            queue.filter((s) => s.player === queue[0]?.player),
            'engages',
          );
          if (next === 'asked') return 'asked';
          if (next) {
            cursor.ship = next.id;
            (cursor.done ??= []).push(next.id);
            cursor.step = 'before-engage';
            break;
          }
          // Every ship and remote of this initiative has engaged: simultaneous fire ends, destroyed ships leave (and
          // the remotes destroyed at their own initiative: remotes.ts `removePendingRemotes`, issue 26).
          removePendingShips(ctx);
          removePendingRemotes(ctx);
          let lower = higher(nextInitiative(ctx, init), nextRemoteInitiative(ctx, init, cursor.done ?? []));
          // s39: the count comes down to initiative 0 for its window even when no ship or remote has it.
          if (
            lower === null &&
            init > 0 &&
            cursor.zeroQueue === undefined &&
            listening(ctx, 'engagement:initiative-zero')
          )
            lower = 0;
          if (lower === null) {
            // s37: before it ends, the abilities that may grant a bonus attack at its end ('engagement:end', raised
            // once and only where a ship carries a record of it); the attack they grant is asked in the 'bonus' step,
            // which comes back here.
            if (cursor.bonusAttack) {
              cursor.step = 'bonus';
              break;
            }
            if (!cursor.closing && listening(ctx, 'engagement:end')) {
              cursor.closing = true;
              delete cursor.ship;
              if (runWindow(ctx, 'engagement:end', {}) === 'asked') return 'asked';
              break;
            }
            // The phase ends: the ships an ability kept in play past their step leave now.
            removePendingShips(ctx, true);
            removePendingRemotes(ctx);
            delete cursor.ship;
            return 'end';
          }
          cursor.initiative = lower;
          break;
        }
        case 'before-engage': {
          cursor.step = 'declare';
          const id = cursor.ship;
          if (id && runWindow(ctx, 'engagement:before-engage', { ship: id }) === 'asked') return 'asked';
          break;
        }
        case 'declare': {
          const id = cursor.ship;
          const ship = id ? ctx.state.ships.find((s) => s.id === id) : undefined;
          if (!ship || !inPlay(ship)) {
            cursor.step = 'engage';
            break;
          }
          const options = attackOptions(ctx, ship.id);
          if (options.length === 0) {
            const why =
              cannotAttackReason(ctx, ship) ??
              `no enemy ship is in arc and range of any weapon${ship.round.barredArcs ? ` it may still attack from (its ${ship.round.barredArcs.join(', ')} arc barred this round)` : ''}`;
            ctx.emit('no-attack', `${shipName(ctx, ship)} cannot attack: ${why}.`, {
              ship: ship.id,
              data: { reason: why },
            });
            // It engaged, with nothing to attack: its "until the end of your engagement" effects end all the same.
            ship.round.engaged = true;
            endLasting(ctx, 'end-of-engagement', [ship.id]);
            cursor.step = 'engage';
            break;
          }
          ctx.ask({
            player: ship.player,
            kind: 'declare-attack',
            ship: ship.id,
            prompt: `${shipName(ctx, ship)} engages: choose an attack, or pass.`,
            options: [...options, { id: 'pass', label: 'Do not attack' }],
          });
          return 'asked';
        }
        case 'bonus': {
          const bonus = cursor.bonusAttack;
          const ship = bonus ? ctx.state.ships.find((s) => s.id === bonus.ship) : undefined;
          const options = ship && inPlay(ship) ? bonusOptions(ctx, ship.id) : [];
          if (!ship || options.length === 0) {
            delete cursor.bonusAttack;
            // No bonus attack to make: what was to last until the end of this engagement ends now, as after a pass.
            if (ship) endLasting(ctx, 'end-of-engagement', [ship.id]);
            cursor.step = 'engage';
            break;
          }
          cursor.ship = ship.id;
          askBonusAttack(ctx, ship, options);
          return 'asked';
        }
        default:
          throw new Error(`engine: unknown engagement step ${JSON.stringify(cursor.step)}`);
      }
    }
  },

  choose(ctx, choice: Choice) {
    if (ctx.state.pending?.kind === 'choose-next-ship') return chooseNextShip(ctx, choice);
    const pending = ctx.state.pending;
    if (!pending) return { ok: false, reason: 'Nothing is waiting on a choice.', code: 'no-decision' };
    if (pending.kind === 'use-ability' || pending.kind === 'order-abilities') {
      const r = chooseAbility(ctx, choice);
      return r.ok ? { ok: true } : r;
    }
    if (grantedInWindowAsked(ctx)) return chooseGrantedInWindow(ctx, choice);
    // issue 26: a remote's attack (remote-attack.ts): declared, it runs in `cursor.attack` as the flow goes on.
    if (pending.kind === 'remote-attack') return chooseRemoteAttack(ctx, choice, declareRemoteAttack);
    if (pending.kind === 'choose-action' && grantedActionAsked(ctx)) return chooseGrantedAction(ctx, choice);
    if (pending.kind === 'declare-attack') {
      const id = ctx.state.cursor.ship;
      if (!id) return { ok: false, reason: 'No ship is engaging.', code: 'no-ship' };
      const ship = shipById(ctx.state, id);
      // s39: at initiative 0 the attack granted is a bonus attack that is not the ship's engagement either.
      const atZero = ctx.state.cursor.step === 'initiative-0-attack';
      const atSeven = ctx.state.cursor.step === 'initiative-7-attack' || atZero;
      // At initiative 7 (s37): the first attack granted in the ship's window is the one at initiative 7, not a bonus.
      const seven = !atZero && atSeven && ctx.state.cursor.data?.initiative7 === id;
      const bonus = ctx.state.cursor.step === 'bonus' || (atSeven && !seven);
      const granted = bonus || seven;
      // A bonus attack that ignores its weapons' requirement keeps doing so as it is declared.
      const free = granted && ctx.state.cursor.bonusAttack?.free === true;
      const chargeFree = granted && ctx.state.cursor.bonusAttack?.chargeFree === true;
      // That arc is then barred to the ship's attacks for the rest of the round (`barArc`: Han Solo).
      const bars = granted && ctx.state.cursor.bonusAttack?.barArc === true;
      // s39: the record that granted it (`attack-is-bonus` `from`).
      const grantedBy = granted ? ctx.state.cursor.bonusAttack?.from : undefined;
      if (granted) {
        const allowed = bonusOptions(ctx, id).some((o) => o.id === choice.option);
        if (choice.option !== 'pass' && !allowed)
          return {
            ok: false,
            reason: seven ? 'That attack is not possible at initiative 7.' : 'That bonus attack is not possible.',
            code: 'illegal-attack',
          };
        delete ctx.state.cursor.bonusAttack;
        if (seven) delete ctx.state.cursor.data;
        else (ctx.state.cursor.bonusDone ??= []).push(id);
      }
      if (choice.option === 'pass' && atSeven) {
        // Not the ship's engagement: it still engages at its own initiative.
        ctx.emit('attack-passed', `${shipName(ctx, ship)} does not attack.`, { ship: id });
        return { ok: true };
      }
      if (choice.option === 'pass') {
        ctx.emit('attack-passed', `${shipName(ctx, ship)} does not attack.`, { ship: id });
        ship.round.engaged = true;
        endLasting(ctx, 'end-of-engagement', [id]);
        ctx.state.cursor.step = 'engage';
        return { ok: true };
      }
      const attack = legalAttacks(ctx, id, free, chargeFree).find((a) => attackOptionId(a) === choice.option);
      if (!attack) {
        const barred = barredArcReason(ctx, ship, choice.option);
        return {
          ok: false,
          reason: barred
            ? `That attack is not possible: ${barred}.`
            : 'That attack is not possible: the target must be an enemy in the weapon’s arc and range.',
          code: 'illegal-attack',
        };
      }
      declareAttack(ctx, id, attack);
      if (bars) barArc(ship, attack.arc);
      if (bonus && ctx.state.cursor.attack) ctx.state.cursor.attack.bonus = true;
      if (bonus && grantedBy && ctx.state.cursor.attack) ctx.state.cursor.attack.bonusFrom = grantedBy;
      return { ok: true };
    }
    return chooseInAttack(ctx, choice);
  },
};

/**
 * End Phase (000 "End Phase"; 001 Round 5): circular tokens are removed (focus, evade, calculate, reinforce, disarm,
 * jam, tractor; stress, strain, deplete, ion, cloak and locks stay), charges and Force recover (negative recurring
 * charges are spent), then the game may end.
 * Scenario objectives are scored first, at the start of the phase (scenario/scoring.ts).
 */
import { endLasting } from '../abilities/lasting.js';
import { askGrantedAction, chooseGrantedAction, grantedActionAsked } from '../abilities/grant-action.js';
import { listening, runWindow, settle, triggersPending } from '../abilities/run.js';
import { forceRecurs, tokensKept } from '../abilities/static.js';
import type { Ctx, PhaseModule } from '../context.js';
import { askKnowledgeLoss, chooseKnowledgeLoss, scoreObjectives } from '../scenario/scoring.js';
import { addTokens, chargeCardOf, OK, refuse, reinforceOf } from '../util.js';
import { burnObstacleFuses } from '../card-obstacles.js';
import { checkVictory } from '../victory.js';
import { initialStats } from '../stats.js';
import type { ShipState } from '../state.js';

const CIRCULAR = ['focus', 'evade', 'calculate', 'disarm', 'jam', 'tractor'] as const;

export const end: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'tokens' };
  },
  advance(ctx) {
    const c = ctx.state.cursor;
    // Scenarios score their objectives at the start of the End Phase (from the second round).
    // Abilities "at the start of the End Phase" resolve first (001 End Phase), then the scenario scores.
    if (c.step === 'tokens') {
      c.step = 'start-window';
      if (runWindow(ctx, 'end:start', {}) === 'asked') return 'asked';
    }
    if (c.step === 'start-window') {
      c.step = 'scored';
      if (scoreObjectives(ctx) === 'asked') return 'asked';
    }
    if (c.step === 'scored') {
      if (ctx.state.scenario?.knowledgeLoss && askKnowledgeLoss(ctx)) return 'asked';
      c.step = 'end-tokens';
      // Only when a card of the game may stop a recovery (Tápusk) are the recoveries listed and asked about, one
      // window per charge or Force, before any is recovered.
      if (listening(ctx, 'end:before-recover')) {
        c.step = 'recover-window';
        // Beside what the phase's granted actions keep there (grant-action.ts).
        const d: RecoverData = { recoveries: recoveriesDue(ctx), at: 0, stopped: {} };
        c.data = { ...c.data, ...d };
      }
    }
    if (c.step === 'recover-window') {
      const d = c.data as RecoverData;
      while (d.at < d.recoveries.length) {
        const r = d.recoveries[d.at++]!;
        const subject = { ship: r.ship, data: { pool: r.pool, card: r.card, recovery: r.key } };
        if (runWindow(ctx, 'end:before-recover', subject) === 'asked') return 'asked';
      }
    }
    // Abilities "at the end of the End Phase" ('end:end') resolve after the tokens and recoveries; a use-ability
    // decision they ask is answered through the flow, then the phase goes on from 'end-window'.
    if (ctx.state.cursor.step !== 'end-window') {
      const stopped = ctx.state.cursor.step === 'recover-window' ? (c.data as RecoverData).stopped : undefined;
      ctx.state.cursor.step = 'end-window';
      endTokens(ctx, stopped);
      // vizsla (s36): the fuses of obstacles cards placed (card-obstacles.ts: the electro-chaff cloud).
      burnObstacleFuses(ctx);
      if (runWindow(ctx, 'end:end', {}) === 'asked') return 'asked';
    }
    if ((triggersPending(ctx) && settle(ctx) === 'asked') || grantedActionAsked(ctx)) return 'asked';
    // Actions those abilities granted (abilities/grant-action.ts) are asked one by one before the round ends.
    if (askGrantedAction(ctx)) return 'asked';
    if (checkVictory(ctx, true)) return 'over';
    // Lasting effects "until the end of the round" end with it (abilities/lasting.ts; 001 Round 5 End).
    endLasting(ctx, 'end-of-round');
    endLasting(ctx, 'end-of-phase');
    ctx.state.round++;
    return 'planning';
  },
  choose(ctx, choice) {
    if (ctx.state.pending?.kind === 'lose-condition') {
      const why = chooseKnowledgeLoss(ctx, choice.option);
      return why ? refuse('illegal-option', why) : OK;
    }
    if (ctx.state.pending?.kind === 'choose-action' && grantedActionAsked(ctx)) return chooseGrantedAction(ctx, choice);
    return refuse('unexpected-choice', 'the end phase is not waiting for a choice');
  },
};

/**
 * 001 Round 5 End: a card with a recurring charge recovers it (up to its limit); a card with a negative recurring
 * charge spends one (never below 0).
 */
function recurring(now: number, limit: { value: number; recovers: number }): number {
  if (limit.recovers > 0) return now < limit.value ? Math.min(limit.value, now + limit.recovers) : now;
  if (limit.recovers < 0) return Math.max(0, now + limit.recovers);
  return now;
}

/**
 * What a card recovers this End Phase, less the recoveries an ability stopped (`stopped`: 'end:before-recover',
 * `stop-recovery`); a negative recurring charge is spent as usual.
 */
function recovered(now: number, limit: { value: number; recovers: number }, stopped: number | undefined): number {
  const next = recurring(now, limit);
  return stopped && next > now ? Math.max(now, next - stopped) : next;
}

/** One charge or Force a card is about to recover (the 'end:before-recover' window's subject). */
interface Recovery {
  ship: string;
  pool: 'force' | 'charge';
  /** 'force', 'pilot' (the ship card's charges) or the upgrade's xws. */
  card: string;
  /** The key `stop-recovery` marks: ship id and 'force', 'pilot' or 'upgrade:<index>'. */
  key: string;
}

/** The recovery step's cursor data: the recoveries to ask about, the next one, and how many of each were stopped. */
type RecoverData = {
  recoveries: Recovery[];
  at: number;
  stopped: Record<string, number>;
};

/**
 * Every charge and Force the End Phase is about to recover, one entry for each (000 "Charges and the Force": a card
 * with the arrow recovers one charge; Force works as charges do, so a card recovering 2 recovers two, one at a time),
 * in the order the phase recovers them. Listed once, before any is recovered.
 */
function recoveriesDue(ctx: Ctx): Recovery[] {
  const out: Recovery[] = [];
  const add = (s: ShipState, pool: Recovery['pool'], card: string, key: string, n: number) => {
    for (let i = 0; i < n; i++) out.push({ ship: s.id, pool, card, key: `${s.id}|${key}` });
  };
  for (const s of ctx.state.ships) {
    if (s.gone !== null) continue;
    const force = forceRecovery(ctx, s);
    if (force && forceRecurs(ctx, s)) add(s, 'force', 'force', 'force', recurring(s.force, force) - s.force);
    const pilot = chargeCardOf(ctx.content, s);
    if (pilot?.charges) add(s, 'charge', 'pilot', 'pilot', recurring(s.charges, pilot.charges) - s.charges);
    s.upgrades.forEach((u, i) => {
      const side = ctx.content.upgrade(u.xws)?.sides[u.side];
      if (!side?.charges || u.discarded) return;
      const now = u.charges ?? 0;
      add(s, 'charge', u.xws, `upgrade:${i}`, recurring(now, side.charges) - now);
    });
  }
  return out;
}

/**
 * The ship's Force capacity (stats.ts initialStats: pilot and upgrades) and how much of it recovers each End Phase:
 * the largest recurring value among its cards with Force (one pool, so two cards' arrows do not add up), or undefined
 * when it has no Force or no recurring arrow.
 */
function forceRecovery(ctx: Ctx, s: ShipState): { value: number; recovers: number } | undefined {
  let recovers = ctx.content.pilot(s.pilot)?.force?.recovers ?? 0;
  for (const u of s.upgrades) {
    if (u.discarded) continue;
    const r = ctx.content.upgrade(u.xws)?.sides[u.side]?.force?.recovers ?? 0;
    if (r > recovers) recovers = r;
  }
  if (recovers <= 0) return undefined;
  const value = initialStats(ctx.content, s.pilot, s.upgrades).force;
  return value > 0 ? { value, recovers } : undefined;
}

/**
 * Circular tokens removed, charges and Force recovered (or spent, for negative recurring charges), less those an
 * ability stopped (`stopped`, keyed as `Recovery.key`; absent when no card of the game can stop one).
 */
function endTokens(ctx: Ctx, stopped?: Record<string, number>): void {
  for (const s of ctx.state.ships) {
    if (s.gone !== null) continue;
    // Removed one type at a time, each raising 'token:after-remove' (util.ts addTokens).
    // Less what a standing ability keeps ('end:keep-tokens': Moldy Crow's focus, Gamut Key's ship).
    for (const t of CIRCULAR) {
      const held = s.tokens[t] ?? 0;
      // Only a token held is asked about (the question looks at every standing ability of the ship).
      if (held === 0) continue;
      const n = held - tokensKept(ctx, s, t, held);
      if (n > 0) addTokens(ctx, s, t, -n);
    }
    if (reinforceOf(s) && tokensKept(ctx, s, 'reinforce', 1) === 0) addTokens(ctx, s, 'reinforce', -1);
    const pilot = chargeCardOf(ctx.content, s);
    // The ship's one Force pool (000 "Force Charges": they work as charges do) recovers up to its whole capacity, the
    // pilot's and its upgrades' together (a Force crew on a pilot without Force included), when one of its cards has
    // the recurring arrow; a standing 'force:recurring' record may take the icon away (The Child).
    const force = forceRecovery(ctx, s);
    if (stopped === undefined) {
      if (force && forceRecurs(ctx, s)) s.force = recurring(s.force, force);
      if (pilot?.charges) s.charges = recurring(s.charges, pilot.charges);
      for (const u of s.upgrades) {
        const side = ctx.content.upgrade(u.xws)?.sides[u.side];
        if (side?.charges && !u.discarded) u.charges = recurring(u.charges ?? 0, side.charges);
      }
    } else {
      if (force && forceRecurs(ctx, s)) s.force = recovered(s.force, force, stopped[`${s.id}|force`]);
      if (pilot?.charges) s.charges = recovered(s.charges, pilot.charges, stopped[`${s.id}|pilot`]);
      s.upgrades.forEach((u, i) => {
        const side = ctx.content.upgrade(u.xws)?.sides[u.side];
        if (side?.charges && !u.discarded)
          u.charges = recovered(u.charges ?? 0, side.charges, stopped[`${s.id}|upgrade:${i}`]);
      });
    }
    s.round = { activated: false, engaged: false, actions: [], skipAction: false, partial: false };
  }
  ctx.emit('end-phase', `End of round ${ctx.state.round}: circular tokens removed, charges and Force recover.`);
}

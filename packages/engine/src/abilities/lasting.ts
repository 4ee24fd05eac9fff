/**
 * Lasting effects (issue 21): a standing effect an ability starts for a while ("until the end of the round, …",
 * "… this attack"), kept as plain data in `state.lasting` so a saved game replays it. The standing queries
 * (static.ts) and the dice counts (combat/attack.ts) read each entry as if it were a record of its window carried by
 * its ship; the flow removes the entries at their end (`endLasting`: the End Phase, an attack's end, an activation's
 * and an engagement's end, a phase's end).
 */
import type { Ctx } from '../context.js';
import type { LastingEntry } from '../state.js';
import { otherOf } from './vocabulary/queries.js';
import type { Condition, Effect, Until, WindowSubject } from './vocabulary/types.js';

/** The source ("<key>#<index>") of the ability resolving now: the 'ability-used' event logged just before. */
export function resolvingSource(ctx: Ctx, self: string): string {
  for (let i = ctx.state.log.length - 1; i >= 0; i--) {
    const e = ctx.state.log[i]!;
    if (e.type === 'ability-used' && e.ship === self) {
      const d = e.data as { source?: unknown; index?: unknown } | undefined;
      if (typeof d?.source === 'string') return `${d.source}#${typeof d.index === 'number' ? d.index : 0}`;
    }
  }
  return 'ability';
}

/** Whether a condition or effect is plain data (no `code` at any depth): only such are kept in the state. */
function plain(x: unknown): boolean {
  if (typeof x === 'function') return false;
  if (Array.isArray(x)) return x.every(plain);
  if (x !== null && typeof x === 'object') {
    if ((x as { kind?: unknown }).kind === 'code') return false;
    return Object.values(x).every(plain);
  }
  return true;
}

/**
 * The effect as kept: what it reads of the moment it starts is fixed then (an initiative 'chosen' or 'self' → the
 * number).
 */
function frozen(ctx: Ctx, e: Effect, self: string, subject: WindowSubject): Effect {
  // movement: the initiative step in progress (the Engagement Phase's count).
  if (e.kind === 'initiative' && e.set === 'current')
    return { kind: 'initiative', set: ctx.state.cursor.initiative ?? 0 };
  // subsystems: the number answered (Hyperspace Tracking Data).
  if (e.kind === 'initiative' && e.set === 'answer') {
    const n = Number(subject.data?.choice);
    return { kind: 'initiative', set: Number.isInteger(n) ? n : 0 };
  }
  if (e.kind === 'initiative' && (e.set === 'chosen' || e.set === 'self')) {
    const id = e.set === 'self' ? self : (subject.data?.chosen ?? subject.data?.choice);
    const ship = typeof id === 'string' ? ctx.state.ships.find((s) => s.id === id) : undefined;
    return { kind: 'initiative', set: ship ? ship.initiative : 0 };
  }
  if (e.kind === 'ignore-obstacles' && e.ofSubject) {
    const { ofSubject: _, ...rest } = e;
    const k = subject.data?.kind;
    return { ...rest, kinds: typeof k === 'string' ? [k] : [] };
  }
  return e;
}

/** Applies a `last` effect: the entry goes into the game state (its ship: self or the other party). */
export function startLasting(
  ctx: Ctx,
  e: Extract<Effect, { kind: 'last' }>,
  self: string,
  subject: WindowSubject,
  /** The ship `e.who` names when it is not 'self' or 'other' (apply-effect.ts reads the targeting words). */
  named?: string,
): void {
  const who = e.who ?? 'self';
  const ship = who === 'self' ? self : who === 'other' ? otherOf(self, subject) : named;
  if (ship === undefined) return;
  if (!plain(e.effect) || (e.while !== undefined && !plain(e.while)))
    throw new Error('engine: a lasting effect must be plain data (no code)');
  const entry: LastingEntry = {
    ship,
    owner: self,
    source: resolvingSource(ctx, self),
    window: e.window,
    effect: frozen(ctx, e.effect, self, subject),
    until: e.until,
    round: ctx.state.round,
  };
  if (e.while !== undefined) entry.while = e.while as Condition;
  const data = subject.data && Object.fromEntries(Object.entries(subject.data).filter(([, v]) => plain(v)));
  if (data && Object.keys(data).length > 0) entry.data = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  (ctx.state.lasting ??= []).push(entry);
  ctx.emit('lasting-started', `A lasting effect starts on ${ship} (${entry.source}, ${e.until}).`, {
    ship,
    data: { source: entry.source, until: e.until, window: e.window },
  });
}

/**
 * The flow at one of the moments lasting effects end: every entry with that `until` goes (`ship`: only those of that
 * ship — an activation or engagement ends for one ship; an attack's end takes both parties').
 */
export function endLasting(ctx: Ctx, until: Until, ships?: readonly string[]): void {
  const list = ctx.state.lasting;
  if (!list || list.length === 0) return;
  const ending = (x: LastingEntry) => x.until === until && (ships === undefined || ships.includes(x.ship));
  const gone = list.filter(ending);
  if (gone.length === 0) return;
  const kept = list.filter((x) => !ending(x));
  if (kept.length === 0) delete ctx.state.lasting;
  else ctx.state.lasting = kept;
  for (const x of gone)
    ctx.emit('lasting-ended', `A lasting effect on ${x.ship} ends (${x.source}).`, {
      ship: x.ship,
      data: { source: x.source, until },
    });
}

/** The lasting entries of `window` on the ship (their `while` not checked: static.ts does, from the ship). */
export function lastingOn(ctx: Ctx, ship: string, window: string): readonly LastingEntry[] {
  const lasting = ctx.state.lasting;
  return lasting === undefined || lasting.length === 0
    ? NO_LASTING
    : lasting.filter((x) => x.ship === ship && x.window === window);
}
const NO_LASTING: readonly LastingEntry[] = [];

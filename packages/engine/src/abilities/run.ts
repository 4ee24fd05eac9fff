/**
 * Resolving a timing window: every ability of a ship in play (its pilot, its equipped upgrades, its faceup damage
 * cards) written for the window whose condition holds resolves in player order — the first player's ships first,
 * each player resolving all of theirs before the other (rulebook 000, "Timing and Abilities"). Mandatory abilities
 * resolve at once; optional ones ask their owner a 'use-ability' decision: `runWindow` then returns 'asked', and the
 * phase module that called it hands the choice to `chooseAbility`, which resolves it and goes on with the window
 * (returning 'asked' again or 'done').
 */
import type { Choice, OptionEffect } from '../decision.js';
import { inPlay, shipById, shipName } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { PendingWindow, ShipState } from '../state.js';
import { abilitiesOf, abilityKeysIn, anyShipCarries } from './source-keys.js';
import type { Ability, EventWindow, FlowWindow, WindowSubject } from './vocabulary/types.js';

import { applyEffect, diceNeeded, dieKindOf } from './apply-effect.js';
import { conditionHolds } from './conditions.js';
import { canPay, limitReached, markUsed, pay } from './costs.js';
import { askOrder, chooseOrder, mayNeedOrder } from './order.js';
import { optionCosts, outcomesOf } from './option-effect.js';
import { otherOf } from './vocabulary/queries.js';

export { applyEffect } from './apply-effect.js';
export { conditionHolds } from './conditions.js';
export { canPay, limitReached, markUsed, pay, sourceName } from './costs.js';

import {
  abilityAt,
  costsFor,
  eligible,
  enoughShips,
  present,
  secondChoices,
  shipChoices,
  subjectFor,
  withPicks,
  type Entry,
} from './queue.js';

/**
 * Entered-dice games: before an ability that rolls a die resolves, ask its owner for the face ('enter-dice') and keep
 * the window waiting on it; `resumeAbilityWindow` goes on once the face is entered. False when nothing needs asking.
 */
function askAbilityDie(
  ctx: Ctx,
  pending: PendingWindow,
  ship: ShipState,
  ability: Ability,
  sub: WindowSubject,
  accepted?: { choice?: string; choices?: string[] },
): boolean {
  const s = ctx.state;
  const n = s.diceMode === 'entered' ? diceNeeded(ability.effect, ctx, ship.id, sub) : 0;
  if (n === 0 || s.entered?.length === n) return false;
  pending.awaitingDie = accepted ? { accepted: true, ...accepted } : {};
  ctx.rollOrAsk(dieKindOf(ability.effect), n, ship.player, `${shipName(ctx, ship)}: ${ability.summary}`, ship.id);
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
        withPicks(sub, ability, waited.choices ?? (waited.choice === undefined ? undefined : [waited.choice])),
      );
  }
  return ctx.state.nextDecision !== asked ? 'asked' : settle(ctx);
}

/** Every ability source of a ship in play, with their source keys, in a stable order. */
function collect(
  ctx: Ctx,
  window: FlowWindow | EventWindow,
  only?: (ability: Ability, ship: ShipState) => boolean,
): Entry[] {
  const inWindow = ctx.abilities.keysIn(window);
  // Most raised windows have no ship carrying their keys: known from the game's index of its ships' cards.
  if (inWindow.size === 0 || !anyShipCarries(ctx, inWindow)) return NO_ENTRIES;
  // Built only once a ship carries one of the window's keys.
  let out: Entry[] | null = null;
  const first = ctx.state.firstPlayer;
  // Setup, before forces are placed: the ships are not in the play area yet, and their "Setup:" abilities act.
  const setup = window === 'setup:before-forces';
  for (let turn = 0; turn < 2; turn++) {
    const player = turn === 0 ? first : ctx.opponent(first);
    for (const ship of ctx.state.ships) {
      if (ship.player !== player || !(inPlay(ship) || (setup && ship.gone === null))) continue;
      for (const { key, card } of abilityKeysIn(ctx, ship, inWindow)) {
        const list = abilitiesOf(ctx, key);
        for (let index = 0; index < list.length; index++) {
          const a = list[index]!;
          if (a.window !== window || (only && !only(a, ship))) continue;
          (out ??= []).push(card === undefined ? { ship: ship.id, key, index } : { ship: ship.id, key, index, card });
        }
      }
    }
  }
  return out ?? NO_ENTRIES;
}

/**
 * Whether a ship of the game may have an ability in the window: false means `raise` would push nothing, so a caller
 * can skip building what only the window's abilities would read (a dice count, a subject's data).
 */
export function listening(ctx: Ctx, window: FlowWindow | EventWindow): boolean {
  const inWindow = ctx.abilities.keysIn(window);
  return inWindow.size > 0 && anyShipCarries(ctx, inWindow);
}

/** The empty queue `collect` answers when nothing listens (never stored: `raise` pushes nothing then). */
const NO_ENTRIES: Entry[] = [];

function resolveQueue(ctx: Ctx, pending: PendingWindow): 'done' | 'asked' | 'interrupted' {
  // Its head ability is waiting on the next of its step-by-step questions (chooseAbility asked it), or on the action
  // an ability granted (grant-action.ts).
  // A granted action whose aftermath (its SLAM's obstacles, its mines) stopped for another window's question and is
  // not waiting on an answer of its own: it goes on now that the windows above it have resolved.
  const now = pending.granted?.now;
  if (now && !now.asked && ctx.state.pending === null && !pending.picked) {
    if (ctx.effects.resumeGranted(ctx, pending) === 'asked') return 'asked';
  }
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
      if (next)
        ctx.effects.grantAction(ctx, next.ship, next.defs, next.why, next.ignoreStress ?? false, {
          ...(next.notAction ? { notAction: true } : {}),
          ...(next.mandatory ? { mandatory: true } : {}),
          ...(next.coordinatedBy ? { coordinatedBy: next.coordinatedBy } : {}),
          ...(next.templates ? { templates: next.templates } : {}),
        });
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
      !canPay(ship, entry.key, costsFor(ability, ability.choose?.atLeast ?? 1), ctx) ||
      limitReached(ctx, ability, ship.id, entry.key, entry.index)
    ) {
      pending.queue.shift();
      continue;
    }
    // A ship to choose (`choose`): no eligible ship, no ability; a mandatory one is asked too, without "decline" —
    // and so is a mandatory one with `choices` (the owner must pick one: an emergency deploy's maneuver).
    const ships = shipChoices(ctx, ability, ship.id, sub, entry.key);
    if (!enoughShips(ability, ships)) {
      pending.queue.shift();
      continue;
    }
    if (ability.optional || ships || ability.choices) {
      const choices = ships ?? ability.choices?.(ctx, ship.id, sub);
      if (choices && choices.length === 0) {
        pending.queue.shift();
        continue;
      }
      const prompt = ability.optional ? 'Use it?' : 'Choose a ship:';
      askUse(ctx, ship.id, entry.key, sub, ability, choices, `${shipName(ctx, ship)}: ${ability.summary} ${prompt}`);
      return 'asked';
    }
    if (askAbilityDie(ctx, pending, ship, ability, sub)) return 'asked';
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
 * limited; the others are read). `subject` may be a function that builds it, called only when an ability is queued.
 */
export function raise(
  ctx: Ctx,
  window: FlowWindow | EventWindow,
  subject: WindowSubject | (() => WindowSubject),
  only?: (ability: Ability, ship: ShipState) => boolean,
): void {
  const queue = collect(ctx, window, only);
  if (queue.length === 0) return;
  // A subject given as a function is built only now that an ability is queued (its data may cost a count to work out).
  if (typeof subject === 'function') subject = subject();
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
export function settle(ctx: Ctx, floor = 0): 'done' | 'asked' {
  const stack = ctx.state.triggers;
  // `floor`: a rule step that raised windows in the middle of another window's resolution (a damage card drawn while a
  // granted SLAM's obstacle deals damage) settles only the windows it raised, those above `floor`.
  for (let guard = 0; stack && stack.length > floor; guard++) {
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
  if (stack && stack.length === 0) delete ctx.state.triggers;
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
export function runWindow(ctx: Ctx, window: FlowWindow, subject: WindowSubject): 'done' | 'asked' {
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
  if (ctx.state.pending?.kind === 'order-abilities') {
    const ordered = chooseOrder(ctx, pending, choice);
    return ordered.ok ? { ok: true, status: settle(ctx) } : ordered;
  }
  const asked = ctx.state.pending?.kind === 'use-ability' ? ctx.state.pending : undefined;
  const offered = asked ? asked.options.some((o) => o.id === choice.option) : choice.option === 'use';
  if (choice.option !== 'decline' && (!offered || (choice.option !== 'use' && !choice.option.startsWith('use:'))))
    return { ok: false, reason: 'Answer one of the offered uses, or "decline".', code: 'bad-option' };
  // A mandatory ability that chooses a ship (or one of its `choices`) offers no "decline".
  if (choice.option === 'decline' && asked && !offered)
    return { ok: false, reason: 'This ability is mandatory: choose one of the offered ships.', code: 'bad-option' };
  const entry = pending.queue[0]!;
  const ability = abilityAt(ctx, entry);
  const ship = shipById(ctx.state, entry.ship);
  const picked = choice.option.startsWith('use:') ? choice.option.slice(4) : undefined;
  ctx.state.pending = null;
  // A choice made step by step (the ship, then the token): the next question before anything is paid.
  let picks = picked === undefined ? undefined : [...(pending.picked ?? []), picked];
  // Several ships chosen (`choose.upTo`): the next ship, until enough are picked, "no more ships" (`-`) or none left.
  if (choice.option !== 'decline' && ability?.choose?.upTo !== undefined && picks) {
    const more = picks[picks.length - 1] === '-' ? undefined : morePicks(ctx, ability, ship, pending, entry, picks);
    if (more) {
      pending.picked = picks;
      askUse(
        ctx,
        ship.id,
        entry.key,
        subjectFor(pending.subject, entry),
        ability,
        more,
        `${shipName(ctx, ship)}: ${ability.summary} Choose another ship:`,
      );
      return { ok: true, status: 'asked' };
    }
    picks = picks.filter((p) => p !== '-');
  }
  // movement: a `choose`'s `second` ship is the question after the first.
  const second =
    choice.option !== 'decline' && ability?.choose?.second && picks?.length === 1
      ? (c: Ctx, me: string, sub: WindowSubject, p: readonly string[]) =>
          secondChoices(c, ability, me, sub, entry.key, p[0]!) ?? []
      : undefined;
  const next =
    second ?? (choice.option !== 'decline' && ability && picks ? ability.then?.[picks.length - 1] : undefined);
  if (next && picks) {
    const sub = withPicks(subjectFor(pending.subject, entry), ability!, picks);
    const options = next(ctx, ship.id, sub, picks);
    if (options.length > 0) {
      pending.picked = picks;
      askUse(
        ctx,
        ship.id,
        entry.key,
        sub,
        ability!,
        options,
        `${shipName(ctx, ship)}: ${ability!.summary} Then choose:`,
      );
      return { ok: true, status: 'asked' };
    }
  }
  delete pending.picked;
  const chosen = picks ? { choice: picks[0]!, ...(picks.length > 1 ? { choices: picks } : {}) } : undefined;
  if (choice.option !== 'decline' && ability) {
    markUsed(ctx, ability, ship.id, entry.key, entry.index);
    pay(ctx, ship, entry.key, costsFor(ability, picks?.length ?? 0));
    // Entered dice: the used ability waits at the head of the queue for its die's face.
    const at = withPicks(subjectFor(pending.subject, entry), ability, picks);
    if (askAbilityDie(ctx, pending, ship, ability, at, chosen ?? {})) return { ok: true, status: 'asked' };
  }
  pending.queue.shift();
  const decisions = ctx.state.nextDecision;
  if (choice.option !== 'decline' && ability) {
    applyEffect(ctx, ability.effect, ship.id, withPicks(subjectFor(pending.subject, entry), ability, picks));
  } else ctx.emit('ability-declined', `${shipName(ctx, ship)} does not use an ability.`, { ship: ship.id });
  // The effect asked something (an action it granted, grant-action.ts): the window waits for the answer.
  if (ctx.state.nextDecision !== decisions) return { ok: true, status: 'asked' };
  return { ok: true, status: settle(ctx) };
}

/**
 * The next ship of several chosen (`choose.upTo`): the candidates not picked yet whose `costEach` can still be paid,
 * with "no more ships" once `atLeast` are picked; undefined when the picks are complete.
 */
function morePicks(
  ctx: Ctx,
  ability: Ability,
  ship: ShipState,
  pending: PendingWindow,
  entry: Entry,
  picks: readonly string[],
): { id: string; label: string }[] | undefined {
  const choose = ability.choose!;
  const sub = subjectFor(pending.subject, entry);
  if (picks.length >= upToOf(choose.upTo!, sub)) return undefined;
  if (!canPay(ship, entry.key, costsFor(ability, picks.length + 1), ctx)) return undefined;
  const left = (shipChoices(ctx, ability, ship.id, sub, entry.key) ?? []).filter((o) => !picks.includes(o.id));
  if (left.length === 0) return undefined;
  return picks.length >= (choose.atLeast ?? 1) ? [...left, { id: '-', label: 'No more ships' }] : left;
}

/** How many ships a `choose.upTo` lets pick: its number, or the count of the window's fact it names (attack upgrades). */
function upToOf(upTo: number | { data: string }, sub: WindowSubject): number {
  if (typeof upTo === 'number') return upTo;
  const v = sub.data?.[upTo.data];
  return Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0;
}

/** Asks the ship's owner whether (and how) to use an optional ability: one option per choice, and "decline". */
function askUse(
  ctx: Ctx,
  shipId: string,
  key: string,
  sub: WindowSubject,
  ability: Ability,
  choices: { id: string; label: string; secret?: boolean }[] | undefined,
  prompt: string,
): void {
  const other = otherOf(shipId, sub);
  const ship = shipById(ctx.state, shipId);
  const source = { source: { ...ability.source } };
  const costs = optionCosts(ability.cost);
  const outcomes = outcomesOf(ability.effect);
  // support (s32): the window's own parties, only for outcomes that name them.
  const parties = outcomes.some((o) => 'who' in o && (o.who === 'subject' || o.who === 'subject-other'))
    ? {
        ...(sub.ship === undefined ? {} : { subject: sub.ship }),
        ...(sub.other === undefined ? {} : { subjectOther: sub.other }),
      }
    : {};
  const use = (choice?: string): OptionEffect => ({
    kind: 'use-ability',
    source: key,
    ship: ship.id,
    ...(other === undefined ? {} : { other }),
    costs,
    outcomes,
    ...(choice === undefined ? {} : { choice }),
    ...parties,
  });
  ctx.ask({
    // A ship the opponent picks (`choose.by`): the question is theirs (a two-player game: the other seat).
    player: ability.choose?.by === 'opponent' ? ((1 - ship.player) as typeof ship.player) : ship.player,
    kind: 'use-ability',
    ship: ship.id,
    prompt,
    options: [
      ...(choices
        ? choices.map((c) => ({
            id: `use:${c.id}`,
            label: c.label,
            data: { ...source, choice: c.id, ...(c.secret ? { secret: true } : {}) },
            effect: use(c.id),
          }))
        : [{ id: 'use', label: 'Use it', data: source, effect: use() }]),
      ...(ability.optional ? [{ id: 'decline', label: 'Do not use it', effect: { kind: 'nothing' as const } }] : []),
    ],
  });
}

/**
 * The phase dispatcher: runs the phase modules' automatic steps until a decision is pending or the game is over,
 * and routes each choice to the module (or the generic handlers for entered dice and optional abilities).
 */
import { endLasting } from './abilities/lasting.js';
import { chooseUnless, isUnlessDecision } from './abilities/unless.js';
import { chooseInstead } from './abilities/replace.js';
import { chooseDeviceReroll } from './devices.js';
import { chooseRemoteGuides } from './remote-activation.js';
import { chooseGrantedInWindow, grantedInWindowAsked, resumeGrantedAction } from './abilities/grant-action.js';
import { chooseAbility, raise, resumeAbilityWindow, settle, triggersPending } from './abilities/run.js';
import { reportNotImplemented } from './abilities/source-keys.js';
import { resumeCardAction } from './abilities/card-actions.js';
import type { Ctx, PhaseModule } from './context.js';
import type { Choice } from './decision.js';
import { activation } from './phases/activation.js';
import { end } from './phases/end.js';
import { engagement } from './phases/engagement-link.js';
import { planning } from './phases/planning.js';
import { setup } from './phases/setup.js';
import { system } from './phases/system.js';
import type { Phase } from './state.js';
import { breakLocksIfIonized, OK, type Refusal, refuse } from './util.js';
import { checkVictory } from './victory.js';
import { scenarioDecisions } from './scenario/decisions.js';
import { chooseTokenRule, continueTractorMove, isTokenRuleDecision } from './token-rules.js';

const MODULES: Record<Exclude<Phase, 'over'>, PhaseModule> = { setup, planning, system, activation, engagement, end };

const ATTACK = new Set(['blank', 'focus', 'hit', 'crit']);
const DEFENSE = new Set(['blank', 'focus', 'evade']);

/** Advances automatic steps until a decision is pending or the game is over. */
export function advance(ctx: Ctx): void {
  const s = ctx.state;
  for (let guard = 0; guard < 10000; guard++) {
    if (s.phase === 'over') return;
    if (s.pending) {
      deferForScenario(ctx);
      return;
    }
    if (scenarioDecisions(ctx)?.ask(ctx)) return;
    // A tractor move's obstacles, mines and rotation question come before anything else (token-rules.ts).
    if (s.tractorMove && continueTractorMove(ctx) === 'asked') return;
    // Triggered abilities first (abilities/run.ts): they resolve before the phase goes on, or moves to the next one.
    if (triggersPending(ctx)) {
      if (settle(ctx) === 'asked') {
        if (!s.pending) throw new Error('engine: the trigger stack said it asked but no decision is pending');
        deferForScenario(ctx);
        return;
      }
      continue;
    }
    const mod = MODULES[s.phase];
    const resumed = s.afterTriggers;
    const r = resumed ?? mod.advance(ctx);
    delete s.afterTriggers;
    if (r === 'asked') {
      if (!s.pending) throw new Error(`engine: the ${s.phase} phase said it asked but no decision is pending`);
      deferForScenario(ctx);
      return;
    }
    // "At the end of the … Phase" abilities, and what the phase's last step set off: they resolve in this phase,
    // then the flow moves on.
    if (r !== 'over' && resumed === undefined) raise(ctx, 'phase:end', { data: { phase: s.phase } });
    if (r !== 'over' && triggersPending(ctx)) {
      s.afterTriggers = r;
      continue;
    }
    const from = s.phase;
    if (r === 'over' || (from !== 'setup' && from !== 'end' && checkVictory(ctx, false))) {
      s.phase = 'over';
      s.pending = null;
      return;
    }
    // Lasting effects "until the end of the Activation / Engagement Phase" end as it ends (abilities/lasting.ts).
    if (from === 'activation') endLasting(ctx, 'end-of-activation-phase');
    if (from === 'engagement') endLasting(ctx, 'end-of-engagement-phase');
    endLasting(ctx, 'end-of-phase');
    s.phase = r;
    ctx.emit('phase-started', `${r[0]!.toUpperCase()}${r.slice(1)} Phase, round ${s.round}.`);
    MODULES[r].enter(ctx);
    // Cards in play without records say so (once per game each) as the Planning Phase starts, so a player sees the
    // "not implemented yet" mark before setting a dial, and again at the Engagement Phase for cards flipped meanwhile
    // (not at every phase: the check walks every card of every ship).
    if (r === 'planning' || r === 'engagement') reportNotImplemented(ctx);
    raise(ctx, 'phase:start', { data: { phase: r } });
  }
  throw new Error('engine: the flow did not reach a decision (loop guard)');
}

/**
 * A scenario's question due while a phase ran on (scenario/decisions.ts: something the scenario tracks happened in a
 * step) comes before anyone decides anything else: the decision the phase asked is set aside and asked again
 * afterwards.
 */
function deferForScenario(ctx: Ctx): void {
  const s = ctx.state;
  const sc = s.scenario;
  if (!sc || !s.pending || sc.deferred) return;
  const hook = scenarioDecisions(ctx);
  if (!hook?.preempts(ctx, s.pending)) return;
  sc.deferred = s.pending;
  s.pending = null;
  hook.ask(ctx);
}

/** Asks again the decision set aside for a scenario's question, under a new id (ids only grow). */
function restoreDeferred(ctx: Ctx): void {
  const s = ctx.state;
  const d = s.scenario?.deferred;
  if (!d || s.pending) return;
  delete s.scenario!.deferred;
  const { id: oldId, ...question } = d;
  const again = ctx.ask(question);
  if (s.enteredFor === oldId) s.enteredFor = again.id;
}

/**
 * Enters a phase from its start, as `advance` does between phases ("at the start of the … Phase" abilities raised),
 * or, with `inside`, at a step inside it (position-step.ts: the phase's start is behind it), and advances.
 */
export function start(ctx: Ctx, phase: Exclude<Phase, 'over'>, inside?: (ctx: Ctx) => void): void {
  ctx.state.phase = phase;
  ctx.emit(
    'phase-started',
    `${phase[0]!.toUpperCase()}${phase.slice(1)}${phase === 'setup' ? '' : ' Phase'}, round ${ctx.state.round}.`,
  );
  MODULES[phase].enter(ctx);
  if (inside) inside(ctx);
  else raise(ctx, 'phase:start', { data: { phase } });
  ionBreaksLocks(ctx);
  advance(ctx);
}

/** 000 "Ion Tokens": an ionised ship cannot maintain locks; it breaks them as it becomes ionised. */
/**
 * Every path that adds ion tokens breaks the locks as it adds them (abilities' token effects, obstacles); this check
 * after each choice and at the start of play is the safety net for the rest (a position given ionised with locks).
 */
function ionBreaksLocks(ctx: Ctx): void {
  for (const ship of ctx.state.ships) breakLocksIfIonized(ctx, ship);
}

/** Applies a choice to the pending decision (already matched by id), then advances. */
export function choose(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const s = ctx.state;
  const pending = s.pending!;
  if (pending.kind === 'enter-dice' && s.enteredFor === pending.id) {
    const faces = choice.value;
    const allowed = pending.accepts === 'defense-faces' ? DEFENSE : ATTACK;
    if (
      !Array.isArray(faces) ||
      faces.length !== (pending.count ?? faces.length) ||
      !faces.every((f) => allowed.has(f))
    )
      return refuse(
        'bad-dice',
        `enter exactly ${pending.count ?? 'the'} ${pending.accepts === 'defense-faces' ? 'defense' : 'attack'} faces (${[...allowed].join(', ')}) as the value`,
      );
    s.entered = [...faces];
    s.pending = null;
    delete s.enteredFor;
    // An ability's die, or a mine a granted action set off: its window goes on first (it may ask again).
    if (
      resumeAbilityWindow(ctx) === 'asked' ||
      resumeGrantedAction(ctx) === 'asked' ||
      resumeCardAction(ctx) === 'asked'
    )
      return OK;
    advance(ctx);
    ionBreaksLocks(ctx);
    return OK;
  }
  // An action an ability granted while its window resolves (abilities/grant-action.ts).
  if (grantedInWindowAsked(ctx)) {
    const r = chooseGrantedInWindow(ctx, choice);
    if (!r.ok) return r;
    advance(ctx);
    ionBreaksLocks(ctx);
    return OK;
  }
  if (pending.kind === 'use-ability' || pending.kind === 'order-abilities') {
    const r = chooseAbility(ctx, choice);
    if (!r.ok) return r;
    if (r.status === 'done' && s.pending?.id === pending.id) s.pending = null;
    advance(ctx);
    ionBreaksLocks(ctx);
    return OK;
  }
  // "Unless its owner …": the affected ship's player pays or lets the effect resolve, in any phase (abilities/unless.ts).
  if (isUnlessDecision(pending.kind)) {
    const r = chooseUnless(ctx, choice);
    if (!r.ok) return r;
    if (s.pending?.id === pending.id) s.pending = null;
    advance(ctx);
    return OK;
  }
  // An optional replacement asked before its point (abilities/replace.ts): the step that asked resumes.
  if (pending.kind === 'use-instead') {
    const r = chooseInstead(ctx, choice);
    if (!r.ok) return r;
    // As after entered dice: a mine a granted action set off goes on first (it may ask again).
    if (resumeAbilityWindow(ctx) === 'asked' || resumeGrantedAction(ctx) === 'asked') return OK;
    advance(ctx);
    ionBreaksLocks(ctx);
    return OK;
  }
  // subsystems (s35-subsys): a die of a detonation to reroll ('device:reroll', devices.ts): the detonation resumes, as
  // after an optional replacement.
  if (pending.kind === 'reroll-device-die') {
    const r = chooseDeviceReroll(ctx, choice);
    if (!r.ok) return r;
    if (resumeAbilityWindow(ctx) === 'asked' || resumeGrantedAction(ctx) === 'asked') return OK;
    advance(ctx);
    ionBreaksLocks(ctx);
    return OK;
  }
  // remotes (s37): a remote clinging to a ship that moved onto it asks its controller which guides, in any phase
  // (remote-activation.ts): what set it off resumes, as after a detonation's reroll.
  if (pending.kind === 'remote-guides') {
    const r = chooseRemoteGuides(ctx, choice);
    if (!r.ok) return r;
    if (resumeAbilityWindow(ctx) === 'asked' || resumeGrantedAction(ctx) === 'asked') return OK;
    advance(ctx);
    ionBreaksLocks(ctx);
    return OK;
  }
  // The jam and tractor tokens' decisions, asked in any phase (token-rules.ts).
  if (isTokenRuleDecision(pending.kind)) {
    const r = chooseTokenRule(ctx, choice);
    if (!r.ok) return r;
    if (s.pending?.id === pending.id) s.pending = null;
    advance(ctx);
    ionBreaksLocks(ctx);
    return OK;
  }
  // A scenario's own decision (scenario/decisions.ts): its next question, or the decision it set aside.
  const hook = s.scenario ? scenarioDecisions(ctx) : undefined;
  if (hook?.answers(ctx, pending)) {
    const r = hook.choose(ctx, choice);
    if (!r.ok) return r;
    s.pending = null;
    if (!hook.ask(ctx)) restoreDeferred(ctx);
    advance(ctx);
    return OK;
  }
  if (s.phase === 'over') return refuse('game-over', 'the game is over');
  const r = MODULES[s.phase].choose(ctx, choice);
  if (!r.ok) return r;
  if (s.pending?.id === pending.id) s.pending = null;
  advance(ctx);
  ionBreaksLocks(ctx);
  return OK;
}

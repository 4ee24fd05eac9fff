/** Actions an ability grants outside the ship's Perform Action step, shared by the pilot ability files. */
import type { ActionDef } from '@xwing/content';
import { actionMenu, type MenuOptions, performAction } from '../actions/index.js';
import { inPlay, shipById } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { Choice } from '../decision.js';
import type { FreeAction } from '../phases/activation.js';
import { OK, type Refusal, refuse } from '../util.js';
import { runWindow } from './run.js';

/** Phases in which an ability may grant an action (asked between the phase's steps). */
const GRANT_PHASES = new Set(['activation', 'engagement', 'end']);

/** Step-local data the Engagement and End phases use for granted actions (cursor.data). */
interface FreeData {
  /** Granted actions still to offer, in the order the abilities resolved. */
  freeActions?: FreeAction[];
  /** The granted action being asked now. */
  free?: FreeAction;
  /** A granted action just performed: its 'action:after-perform' window runs before anything else is asked. */
  freePerformed?: { ship: string; action: string };
}

/**
 * Offers `shipId` one of `defs` as an action outside its Perform Action step. In the Activation Phase the phase asks
 * for it before its next step (phases/activation.ts); in the Engagement Phase once the current attack is over, and in
 * the End Phase once its abilities have resolved (askGrantedAction).
 */
export function grantAction(ctx: Ctx, shipId: string, defs: ActionDef[], why: string, ignoreStress = false): void {
  if (!GRANT_PHASES.has(ctx.state.phase)) return;
  const fa: FreeAction = { ship: shipId, defs, why };
  if (ignoreStress) fa.ignoreStress = true;
  const data = (ctx.state.cursor.data ??= {});
  // The Activation Phase offers one at a time (data.freeAction); more wait in data.freeQueue (phases/activation.ts).
  if (ctx.state.phase === 'activation') {
    if (data.freeAction) ((data.freeQueue ??= []) as FreeAction[]).push(fa);
    else data.freeAction = fa;
  } else ((data as FreeData).freeActions ??= []).push(fa);
}

/** Whether `shipId` could perform one of `defs` now (so an ability is not offered for nothing). */
export function canPerform(ctx: Ctx, shipId: string, defs: readonly ActionDef[], ignoreStress = false): boolean {
  const ship = shipById(ctx.state, shipId);
  return (
    GRANT_PHASES.has(ctx.state.phase) &&
    inPlay(ship) &&
    actionMenu(ctx, ship, defs, ignoreStress ? { ignoreStress: true } : {}).options.length > 0
  );
}

function menuOptions(fa: FreeAction): MenuOptions {
  return fa.ignoreStress ? { ignoreStress: true } : {};
}

/**
 * Engagement and End phases: first runs the 'action:after-perform' window of a granted action just performed, then
 * asks the next granted action that can still be performed as a 'choose-action' decision (with "pass"); true when
 * something was asked. Granted actions that can no longer be performed are dropped.
 */
export function askGrantedAction(ctx: Ctx): boolean {
  const d = ctx.state.cursor.data as FreeData | undefined;
  if (d?.freePerformed) {
    // 001 Perform Action: abilities "after you perform an action" resolve for granted actions too.
    const { ship, action } = d.freePerformed;
    delete d.freePerformed;
    if (
      inPlay(shipById(ctx.state, ship)) &&
      runWindow(ctx, 'action:after-perform', { ship, data: { action } }) === 'asked'
    )
      return true;
  }
  const queue = d?.freeActions;
  while (d && queue && queue.length) {
    const fa = queue.shift()!;
    const actor = shipById(ctx.state, fa.ship);
    if (!inPlay(actor)) continue;
    const menu = actionMenu(ctx, actor, fa.defs, menuOptions(fa));
    if (!menu.options.length) continue;
    d.free = fa;
    ctx.ask({
      player: actor.player,
      kind: 'choose-action',
      ship: actor.id,
      prompt: `${actor.id}: choose an action (${fa.why}) or pass`,
      options: [...menu.options, { id: 'pass', label: 'Pass' }],
    });
    return true;
  }
  if (d) delete d.freeActions;
  return false;
}

/** Whether the Engagement or End phase is waiting on a granted action (askGrantedAction). */
export function grantedActionAsked(ctx: Ctx): boolean {
  return !!(ctx.state.cursor.data as FreeData | undefined)?.free;
}

/** Answers the granted action asked by askGrantedAction: performs it (the normal action rules apply) or passes. */
export function chooseGrantedAction(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const d = ctx.state.cursor.data as FreeData | undefined;
  const fa = d?.free;
  const pending = ctx.state.pending;
  if (!d || !fa || pending?.kind !== 'choose-action')
    return refuse('unexpected-choice', 'no granted action is waiting for that choice');
  if (choice.option !== 'pass') {
    const actor = shipById(ctx.state, fa.ship);
    const r = performAction(ctx, actor, fa.defs, choice.option, menuOptions(fa), pending.options);
    if (!r.ok) return r;
    d.freePerformed = { ship: actor.id, action: r.def.type };
  }
  delete d.free;
  return OK;
}

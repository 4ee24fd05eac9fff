/** Actions an ability grants outside the ship's Perform Action step, shared by the pilot ability files. */
import type { ActionDef, Difficulty } from '@xwing/content';
import { actionMenu, afterPerformSubject, type MenuOptions, performAction } from '../actions/index.js';
import { inPlay, shipById } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { Choice } from '../decision.js';
import { type Detonation, setOffMines } from '../devices.js';
import type { FreeAction } from '../phases/activation.js';
import type { GrantedAction, PendingWindow } from '../state.js';
import { finishSlam, obstacleEffect, slamManeuver } from '../movement.js';
import { actionBar, OK, type Refusal, refuse } from '../util.js';
import { raise, runWindow } from './run.js';
import { coordinatedActions, coordinatesStressed } from './static.js';

/**
 * Phases in which an ability may grant an action (asked between the phase's steps). The System Phase too: an action
 * after a device is dropped there ("Deathrain", Cad Bane), asked by the trigger stack as its ability resolves.
 */
const GRANT_PHASES = new Set(['system', 'activation', 'engagement', 'end']);

/** Step-local data the Engagement and End phases use for granted actions (cursor.data). */
interface FreeData {
  /** Granted actions still to offer, in the order the abilities resolved. */
  freeActions?: FreeAction[];
  /** The granted action being asked now. */
  free?: FreeAction;
  /** A granted action just performed: its 'action:after-perform' window runs before anything else is asked. */
  freePerformed?: { ship: string; action: string; difficulty?: string; target?: string; why?: string };
  /** A coordinate whose chosen ship has acted or passed: the coordinating ship's 'action:after-perform' runs next. */
  freeCoordinated?: GrantedAction['coordinatedBy'];
  /** A granted SLAM just made: its obstacles, then its mines, then its disarm token, before its after-perform window. */
  freeSlam?: { ship: string; obstacles: string[]; mines?: string[]; detonation?: Detonation; difficulty?: Difficulty };
}

/**
 * Offers `shipId` one of `defs` as an action outside its Perform Action step. Granted by an ability (its window
 * resolving on the trigger stack), the action is part of that ability: it is asked at once and performed, and what
 * it sets off resolves, before the window's other abilities (000 Timing and Abilities: the player resolves their
 * simultaneous abilities one by one in the order they choose; 002 Card abilities) — a second action granted
 * meanwhile waits its turn (abilities/run.ts asks it). Granted outside a window (a device's or a card action's
 * effect), the Activation Phase asks for it before its next step (phases/activation.ts), the Engagement Phase once
 * the current attack is over, and the End Phase once its abilities have resolved (askGrantedAction).
 */
export function grantAction(
  ctx: Ctx,
  shipId: string,
  defs: ActionDef[],
  why: string,
  ignoreStress = false,
  how: {
    notAction?: boolean;
    mandatory?: boolean;
    coordinatedBy?: GrantedAction['coordinatedBy'];
    templates?: readonly string[];
    /** support (s35): the lock offered may choose only this object. */
    lockOn?: string;
  } = {},
): void {
  if (!GRANT_PHASES.has(ctx.state.phase)) return;
  const fa: FreeAction = { ship: shipId, defs, why };
  if (ignoreStress) fa.ignoreStress = true;
  if (how.notAction) fa.notAction = true;
  if (how.mandatory) fa.mandatory = true;
  if (how.coordinatedBy) fa.coordinatedBy = how.coordinatedBy;
  if (how.templates) fa.templates = [...how.templates];
  if (how.lockOn !== undefined) fa.lockOn = how.lockOn;
  const w = resolvingWindow(ctx);
  if (w) {
    const granted = (w.granted ??= { next: [] });
    if (granted.now) granted.next.push(fa);
    else if (!askInWindow(ctx, w, fa)) {
      // A coordinated ship with no action to perform: the coordinate is over all the same.
      coordinateOver(ctx, fa);
      if (granted.next.length === 0) delete w.granted;
    }
    return;
  }
  const data = (ctx.state.cursor.data ??= {});
  // The Activation Phase offers one at a time (data.freeAction); more wait in data.freeQueue (phases/activation.ts).
  if (ctx.state.phase === 'activation') {
    if (data.freeAction) ((data.freeQueue ??= []) as FreeAction[]).push(fa);
    else data.freeAction = fa;
  } else ((data as FreeData).freeActions ??= []).push(fa);
}

/** The window whose abilities are resolving now: the topmost one of the trigger stack that has started. */
function resolvingWindow(ctx: Ctx): PendingWindow | undefined {
  const stack = ctx.state.triggers ?? [];
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.started) return stack[i];
  return undefined;
}

/** Asks the granted action now ('choose-action' with "pass"); false (nothing asked) when it cannot be performed. */
function askInWindow(ctx: Ctx, w: PendingWindow, fa: FreeAction): boolean {
  const actor = shipById(ctx.state, fa.ship);
  const menu = inPlay(actor) ? actionMenu(ctx, actor, fa.defs, menuOptions(fa)) : undefined;
  if (!menu?.options.length) return false;
  ctx.ask({
    player: actor.player,
    kind: 'choose-action',
    ship: actor.id,
    prompt: fa.notAction
      ? `${actor.id}: choose how to move, not as an action (${fa.why})${fa.mandatory ? '' : ' or pass'}`
      : `${actor.id}: choose an action (${fa.why}) or pass`,
    options: fa.mandatory ? menu.options : [...menu.options, { id: 'pass', label: 'Pass' }],
  });
  w.granted!.now = { ...fa, asked: true };
  return true;
}

/**
 * The trigger stack's window whose granted action is asked (at most one: nothing else is asked until it is answered,
 * but a Salvage jettison placement, which asks it again afterwards under a new number).
 */
function windowAsking(ctx: Ctx): PendingWindow | undefined {
  return ctx.state.triggers?.find((w) => w.granted?.now?.asked);
}

/** Whether the pending decision is an action granted by an ability still resolving on the trigger stack. */
export function grantedInWindowAsked(ctx: Ctx): boolean {
  return ctx.state.pending?.kind === 'choose-action' && windowAsking(ctx) !== undefined;
}

/**
 * Answers the action an ability granted while its window resolves: performs it (the normal action rules apply) or
 * passes; then the mines a barrel roll or boost moved through or overlapped detonate (000 Mines) and the action's
 * 'action:after-perform' window is raised, to resolve before the rest of the granting window.
 */
export function chooseGrantedInWindow(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const pending = ctx.state.pending;
  const w = pending?.kind === 'choose-action' ? windowAsking(ctx) : undefined;
  const now = w?.granted?.now;
  if (!pending || !w || !now) return refuse('unexpected-choice', 'no granted action is waiting for that choice');
  if (choice.option !== 'pass') {
    const actor = shipById(ctx.state, now.ship);
    const r = performAction(ctx, actor, now.defs, choice.option, menuOptions(now), pending.options);
    if (!r.ok) return r;
    if (r.failed) {
      // Movement: a failed attempt performs nothing (its 'action:after-fail' is raised).
    } else if (r.coordinated) {
      // A granted Coordinate action (supplement "Coordinate"): the chosen ship performs one action of its bar next,
      // before anything else granted; the coordinating ship's 'action:after-perform' waits until it has.
      // movement: its window names the grant (`grantedBy`), as any granted action's does.
      w.granted!.next.unshift(coordinatedAction(ctx, actor.id, r.coordinated, { ...howOf(r), why: now.why }));
    } else if (!now.notAction) {
      now.performed = r.def.type;
      Object.assign(now, howOf(r));
      // A granted SLAM executes its maneuver as one from the action bar does (000 "SLAM"): its obstacles, mines and
      // disarm token resolve in finishGranted, before its 'action:after-perform' window.
      if (r.def.type === 'slam') {
        const out = slamManeuver(ctx, actor, choice.option.slice(5));
        now.slam = out.fled ? [] : [...out.obstacles];
        now.slamDifficulty = out.difficulty;
        if (out.mines.length) now.mines = [...(r.mines ?? []), ...out.mines];
      }
    } else {
      // A move made as no action sets off its mines but raises no 'action:after-perform': its own
      // 'move:after-not-action' (movement: "after you move using …") once those mines have resolved.
      now.moved = r.def.type;
    }
    if (r.mines?.length && !now.mines) now.mines = [...r.mines];
  }
  delete now.asked;
  ctx.state.pending = null;
  finishGranted(ctx, w);
  return OK;
}

/** Entered dice: goes on with the mines a granted action set off once their faces are entered; null if none waits. */
export function resumeGrantedAction(ctx: Ctx): 'done' | 'asked' | null {
  const w = ctx.state.triggers?.find(
    (x) => x.granted?.now && !x.granted.now.asked && (x.granted.now.performed !== undefined || x.granted.now.mines),
  );
  if (!w) return null;
  return finishGranted(ctx, w);
}

/**
 * A window's granted action whose aftermath stopped for another window's question (run.ts resolveQueue): it goes on.
 */
export function resumeGrantedIn(ctx: Ctx, w: PendingWindow): 'done' | 'asked' {
  return finishGranted(ctx, w);
}

/** After the granted action: its mines, then its 'action:after-perform' window; the window goes on from there. */
function finishGranted(ctx: Ctx, w: PendingWindow): 'done' | 'asked' {
  const now = w.granted!.now!;
  if (now.performed !== undefined || now.mines) {
    if (now.slam && resolveSlamObstacles(ctx, now.ship, now.slam) === 'asked') return 'asked';
    const holder = now as { mines?: string[]; detonation?: Detonation };
    if (setOffMines(ctx, holder, now.ship) === 'asked') return 'asked';
    if (now.slam) {
      delete now.slam;
      finishSlam(ctx, shipById(ctx.state, now.ship), now.slamDifficulty ?? 'white');
      delete now.slamDifficulty;
    }
    // 001 Perform Action: abilities "after you perform an action" resolve for granted actions too.
    if (now.performed !== undefined && inPlay(shipById(ctx.state, now.ship)))
      raise(ctx, 'action:after-perform', afterPerformSubject(now.ship, now.performed, now));
  }
  // A move an ability granted as no action, made ("after you move using …"; s32-moveA and s32-subsb).
  if (now.moved !== undefined && inPlay(shipById(ctx.state, now.ship)))
    raise(ctx, 'move:after-not-action', { ship: now.ship, data: { move: now.moved, grantedBy: now.why } });
  coordinateOver(ctx, now, now.performed);
  delete w.granted!.now;
  if (w.granted!.next.length === 0) delete w.granted;
  return 'done';
}

/**
 * A SLAM's obstacles, resolved one by one (000 "SLAM"; 000 "Moving Through and Overlapping Obstacles"), each removed
 * once done so that entered dice resume at the next; 'asked' while one waits on a decision.
 */
function resolveSlamObstacles(ctx: Ctx, shipId: string, obstacles: string[]): 'done' | 'asked' {
  const actor = shipById(ctx.state, shipId);
  while (obstacles.length) {
    if (obstacleEffect(ctx, actor, obstacles[0]!) === 'asked') return 'asked';
    obstacles.shift();
  }
  return 'done';
}

/** Whether `shipId` could perform one of `defs` now (so an ability is not offered for nothing). */
export function canPerform(
  ctx: Ctx,
  shipId: string,
  defs: readonly ActionDef[],
  ignoreStress = false,
  notAction = false,
  /** support (s35): a lock on this object only (MenuOptions.lockOn). */
  lockOn?: string,
): boolean {
  const ship = shipById(ctx.state, shipId);
  const opt: MenuOptions = {
    ...(ignoreStress ? { ignoreStress: true } : {}),
    ...(notAction ? { notAction: true } : {}),
    ...(lockOn !== undefined ? { lockOn } : {}),
  };
  return GRANT_PHASES.has(ctx.state.phase) && inPlay(ship) && actionMenu(ctx, ship, defs, opt).options.length > 0;
}

function menuOptions(fa: FreeAction): MenuOptions {
  return {
    grantedBy: fa.why,
    ...(fa.ignoreStress ? { ignoreStress: true } : {}),
    ...(fa.notAction ? { notAction: true } : {}),
    ...(fa.templates ? { templates: fa.templates } : {}),
    ...(fa.lockOn !== undefined ? { lockOn: fa.lockOn } : {}),
  };
}

/**
 * Engagement and End phases: first runs the 'action:after-perform' window of a granted action just performed, then
 * asks the next granted action that can still be performed as a 'choose-action' decision (with "pass"); true when
 * something was asked. Granted actions that can no longer be performed are dropped.
 */
export function askGrantedAction(ctx: Ctx): boolean {
  const d = ctx.state.cursor.data as FreeData | undefined;
  if (d?.freeSlam) {
    const sl = d.freeSlam;
    if (resolveSlamObstacles(ctx, sl.ship, sl.obstacles) === 'asked') return true;
    if (setOffMines(ctx, sl, sl.ship) === 'asked') return true;
    delete d.freeSlam;
    finishSlam(ctx, shipById(ctx.state, sl.ship), sl.difficulty ?? 'white');
  }
  if (d?.freePerformed) {
    // 001 Perform Action: abilities "after you perform an action" resolve for granted actions too.
    const { ship, action, ...how } = d.freePerformed;
    delete d.freePerformed;
    if (
      inPlay(shipById(ctx.state, ship)) &&
      runWindow(ctx, 'action:after-perform', afterPerformSubject(ship, action, how)) === 'asked'
    )
      return true;
  }
  if (d?.freeCoordinated) {
    const { ship, ...how } = d.freeCoordinated;
    delete d.freeCoordinated;
    if (
      inPlay(shipById(ctx.state, ship)) &&
      runWindow(ctx, 'action:after-perform', afterPerformSubject(ship, 'coordinate', how)) === 'asked'
    )
      return true;
  }
  const queue = d?.freeActions;
  while (d && queue && queue.length) {
    const fa = queue.shift()!;
    const actor = shipById(ctx.state, fa.ship);
    const menu = inPlay(actor) ? actionMenu(ctx, actor, fa.defs, menuOptions(fa)) : undefined;
    if (!menu?.options.length) {
      // A coordinated ship with no action to perform: the coordinate is over all the same.
      if (fa.coordinatedBy) {
        d.freeCoordinated = fa.coordinatedBy;
        return askGrantedAction(ctx);
      }
      continue;
    }
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
  let did: string | undefined;
  if (choice.option !== 'pass') {
    const actor = shipById(ctx.state, fa.ship);
    const r = performAction(ctx, actor, fa.defs, choice.option, menuOptions(fa), pending.options);
    if (!r.ok) return r;
    if (r.failed) {
      // Movement: a failed attempt performs nothing (its 'action:after-fail' is raised).
    } else if (r.coordinated)
      // A granted Coordinate action (supplement "Coordinate"): the chosen ship's action comes next, and the
      // coordinating ship's 'action:after-perform' once it has acted or passed.
      (d.freeActions ??= []).unshift(coordinatedAction(ctx, actor.id, r.coordinated, { ...howOf(r), why: fa.why }));
    else {
      d.freePerformed = { ship: actor.id, action: r.def.type, ...howOf(r), why: fa.why };
      did = r.def.type;
      // A granted SLAM executes its maneuver as one from the action bar does (000 "SLAM"); askGrantedAction resolves
      // its obstacles, mines and disarm token next.
      if (r.def.type === 'slam') {
        const out = slamManeuver(ctx, actor, choice.option.slice(5));
        d.freeSlam = { ship: actor.id, obstacles: out.fled ? [] : [...out.obstacles], difficulty: out.difficulty };
        if (out.mines.length) d.freeSlam.mines = [...out.mines];
      }
    }
  }
  // movement: the coordinating ship's window names the action the coordinated ship performed.
  if (fa.coordinatedBy) d.freeCoordinated = did ? { ...fa.coordinatedBy, action: did } : fa.coordinatedBy;
  delete d.free;
  return OK;
}

/** The difficulty and chosen ship of an action performed (the 'action:after-perform' subject), as plain JSON. */
function howOf(r: { difficulty?: string; target?: string; pricedBy?: string }): {
  difficulty?: string;
  target?: string;
  pricedBy?: string;
} {
  return {
    ...(r.difficulty !== undefined ? { difficulty: r.difficulty } : {}),
    ...(r.target !== undefined ? { target: r.target } : {}),
    // support (s35): a coordinate performed at a card's price names that card in its window.
    ...(r.pricedBy !== undefined ? { pricedBy: r.pricedBy } : {}),
  };
}

/**
 * The action a ship coordinated by a granted Coordinate action performs (supplement "Coordinate": the chosen ship
 * performs one action; 000 "List of Actions"): one of its bar, or pass.
 */
function coordinatedAction(
  ctx: Ctx,
  by: string,
  target: string,
  how: { difficulty?: string; target?: string; why?: string; pricedBy?: string },
): GrantedAction {
  return {
    ship: target,
    // A standing ability of the coordinating ship may limit the actions offered (Squad Leader).
    defs: [
      ...coordinatedActions(ctx, shipById(ctx.state, by), actionBar(ctx, shipById(ctx.state, target)), () =>
        actionBar(ctx, shipById(ctx.state, by)),
      ),
    ],
    why: `coordinated by ${by}`,
    // support (s35): a stressed ship the coordinating ship's ability lets act (AP-5).
    ...(coordinatesStressed(ctx, shipById(ctx.state, by), shipById(ctx.state, target)) ? { ignoreStress: true } : {}),
    coordinatedBy: { ship: by, ...how },
  };
}

/** A coordinated ship has acted or passed: the coordinating ship's 'action:after-perform' window is raised now. */
function coordinateOver(ctx: Ctx, fa: GrantedAction, performed?: string): void {
  const by = fa.coordinatedBy;
  if (!by || !inPlay(shipById(ctx.state, by.ship))) return;
  // movement: the action the coordinated ship performed (Lieutenant Sai), none when it passed.
  const { ship, ...how } = performed !== undefined && !fa.notAction ? { ...by, action: performed } : by;
  raise(ctx, 'action:after-perform', afterPerformSubject(ship, 'coordinate', how));
}

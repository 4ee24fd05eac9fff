/**
 * Activation Phase (000 "Activation Phase"; 001 Round 3. Activation): ships activate in ascending initiative, the
 * first player's ships first at equal initiative; each reveals its dial, executes its maneuver (obstacles, then Check
 * Difficulty, then the overlap effect, per 000 "Overlapping Ships" step 2), performs an action, and ends its
 * activation (an ion maneuver removes all ion tokens).
 */
import { ruleSetOf } from '../rule-sets/index.js';
import { endLasting } from '../abilities/lasting.js';
import { chooseNextShip, pickAmongTied, tiedNext } from './initiative-order.js';
import type { ActionDef, Difficulty } from '@xwing/content';
import type { TallonAlignment } from '@xwing/geometry';
import { cardActionOptions, isCardActionOption, performCardAction } from '../abilities/card-actions.js';
import { raise, runWindow, settle, triggersPending } from '../abilities/run.js';
import {
  coordinatedActions,
  coordinatesStressed,
  damageCardActionsWhileStressed,
  keepsActionStep,
  replacementFor,
  whiteActionsWhileStressed,
} from '../abilities/static.js';
import { askInstead, clearInstead } from '../abilities/replace.js';
import {
  actionMenu,
  afterPerformSubject,
  cannotAct,
  type MenuOptions,
  performAction,
  type Performed,
} from '../actions/index.js';
import type { Ctx, PhaseModule } from '../context.js';
import type { Choice } from '../decision.js';
import { sufferDamage } from '../damage.js';
import { advanceBonusAttack, bonusAttackAsked, chooseBonusAttack } from '../combat/bonus-attack.js';
import {
  anAsteroid,
  checkDifficulty,
  debrisStress,
  moveShip,
  obstacleEffect,
  planManeuver,
  previewMove,
  finishSlam,
  slamManeuver,
  tallonPlacements,
} from '../movement.js';
import { isScenarioOption, performScenarioAction, scenarioActionOptions, towedBy } from '../scenario/actions.js';
import { jettison } from '../scenario/tow.js';
import { bombsToDetonate, chooseDetonationObstacle, type Detonation, detonate, setOffMines } from '../devices.js';
import { chooseRelocation, remotesAtActivationStart } from '../remote-activation.js';
import type { GrantedAction, ShipState } from '../state.js';
import { actionBar, addToken, inPlay, isStressed, mustShip, OK, refuse, removeToken } from '../util.js';

interface ActData {
  code?: string;
  /** An ability made the ship skip its Execute Maneuver step (movement.ts skipManeuver). */
  skip?: boolean;
  difficulty?: Difficulty;
  note?: string;
  friendly?: string[];
  enemy?: string[];
  linked?: ActionDef[];
  coordinated?: string;
  /** An ability granted an action outside the Perform Action step (offered between steps; see FreeAction). */
  freeAction?: FreeAction;
  /** More granted actions waiting their turn (several abilities may grant one at the same moment). */
  freeQueue?: FreeAction[];
  /** The granted action being asked, and the step to go back to afterwards. */
  free?: FreeAction;
  freeBack?: string;
  /** The action just performed: the 'action:after-perform' window runs before the next step. */
  performed?: string;
  /** Who performed it, when not the activating ship (a coordinated ship, an action another ability granted). */
  performedBy?: string;
  /** Its difficulty and the ship it chose (a lock's, jam's or coordinate's), for the window's subject. */
  performedHow?: { difficulty?: string; target?: string; why?: string };
  /** The action performed was the activating ship's own, in its Perform Action step (its linked action too). */
  performedStep?: boolean;
  /**
   * A coordinate action whose chosen ship has still to act (or pass): the coordinating ship's 'action:after-perform'
   * window waits until then, since the chosen ship's action is part of the coordinate (supplement "Coordinate").
   */
  coordinatedBy?: { ship: string; difficulty?: string; target?: string; action?: string; why?: string };
  /** A SLAM in progress: the ship and the obstacles it still has to resolve. */
  slam?: { ship: string; obstacles: string[]; difficulty?: Difficulty };
  /** The obstacles the maneuver moved through or overlapped (for 'maneuver:after-execute', e.g. Stunned Pilot). */
  touched?: string[];
  /** movement (s39): the obstacles it moved through or overlapped while ignoring them (MoveOutcome `ignored`). */
  touchedIgnored?: string[];
  /**
   * The obstacles whose dice are rolled after the Perform Action step (RuleSet.obstacles.aroundActionStep, 002
   * §Obstacles), until then.
   */
  late?: string[];
  /** A Tallon roll's placement the player chose (000 "Tallon Roll"). */
  alignment?: TallonAlignment;
  /** An ability has the maneuver executed as a sideslip (movement.ts executeInstead; docs/geometry.md "Sideslips"). */
  sideslip?: boolean;
  /** Mines the maneuver (or a SLAM) moved through or overlapped, still to detonate (devices.ts). */
  mines?: string[];
  /** A device detonation in progress (a mine now; the bombs at the end of the phase). */
  detonation?: Detonation;
  /** The ship whose barrel roll or boost set off `mines` (they detonate before the activation goes on). */
  minesBy?: string;
}

/** An action an ability lets a ship perform during its activation (e.g. before revealing, after a maneuver). */
export interface FreeAction {
  ship: string;
  defs: ActionDef[];
  /** The action may be performed even while stressed. */
  ignoreStress?: boolean;
  /** What the prompt says it comes from. */
  why: string;
  /** Its move (a boost, a barrel roll) is made as no action (actions/index.ts MenuOptions.notAction). */
  notAction?: boolean;
  /** No "pass" while a legal way exists. */
  mandatory?: boolean;
  /** Movement: its boost uses only these templates (actions/index.ts MenuOptions.templates). */
  templates?: string[];
  /** support (s35): its lock may choose only this object (actions/index.ts MenuOptions.lockOn). */
  lockOn?: string;
  /** A coordinated ship's action: the coordinating ship's after-perform window waits for it (GrantedAction). */
  coordinatedBy?: GrantedAction['coordinatedBy'];
}

/** The menu options of an action an ability granted. */
function grantedMenu(fa: FreeAction): MenuOptions {
  return {
    grantedBy: fa.why,
    ...(fa.ignoreStress ? { ignoreStress: true } : {}),
    ...(fa.notAction ? { notAction: true } : {}),
    ...(fa.templates ? { templates: fa.templates } : {}),
    ...(fa.lockOn !== undefined ? { lockOn: fa.lockOn } : {}),
  };
}

function data(ctx: Ctx): ActData {
  return (ctx.state.cursor.data ??= {}) as ActData;
}

function askAction(ctx: Ctx, ship: ShipState, defs: readonly ActionDef[], step: string, why: string): boolean {
  const menu = actionMenu(ctx, ship, defs);
  // Card actions (a damage card's repair) and scenario actions (003 "Scenario Actions") only in the ship's own
  // Perform Action step.
  if (step === 'action-asked') menu.options.push(...cardActionOptions(ctx, ship));
  if (step === 'action-asked' && ctx.state.scenario) menu.options.push(...scenarioActionOptions(ctx, ship));
  if (menu.options.length === 0) return false;
  ctx.state.cursor.step = step;
  ctx.ask({
    player: ship.player,
    kind: 'choose-action',
    ship: ship.id,
    prompt: `${ship.id}: choose an action (${why}) or pass`,
    options: [...menu.options, { id: 'pass', label: 'Pass' }],
  });
  return true;
}

function finish(ctx: Ctx, ship: ShipState): void {
  const c = ctx.state.cursor;
  // 002 §Obstacles: the dice of the obstacles the maneuver touched, once the Perform Action step is over or skipped.
  const late = (c.data as ActData | undefined)?.late;
  if (late !== undefined) {
    delete (c.data as ActData).late;
    if (late.length > 0 && inPlay(ship)) {
      c.queue = late;
      c.step = 'late-obstacles';
      return;
    }
  }
  // Salvage Mission: at the end of its activation a towing ship may jettison its cache.
  if (c.step !== 'jettison-asked' && inPlay(ship) && towedBy(ctx, ship)) {
    c.step = 'jettison';
    return;
  }
  if (ship.round.ionManeuver && ship.tokens.ion) {
    removeToken(ctx, ship, 'ion', ship.tokens.ion);
    ctx.emit('tokens-removed', `${ship.id} removes all its ion tokens after its ion maneuver.`, { ship: ship.id });
  }
  ship.round.activated = true;
  // "After you activate" (subsystems, s30-subsa): resolved at the next step boundary, before the next ship activates.
  if (inPlay(ship)) raise(ctx, 'activation:after-activate', { ship: ship.id });
  // Lasting effects "until the end of your activation" end with it (abilities/lasting.ts).
  endLasting(ctx, 'end-of-activation', [ship.id]);
  endLasting(ctx, 'end-of-maneuver', [ship.id]);
  (c.done ??= []).push(ship.id);
  // Deleted newest first (they were added ship, data, then queue): deleting an object's last-added property keeps it
  // a fast object in V8, any other turns it into a slow dictionary, and every later step reads the cursor.
  delete c.queue;
  delete c.data;
  delete c.ship;
  c.step = 'next';
}

export const activation: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'next', done: [] };
  },

  advance(ctx) {
    const c = ctx.state.cursor;
    for (;;) {
      // What the last step set off (a stress gained, damage suffered) resolves before the next step.
      if (triggersPending(ctx) && settle(ctx) === 'asked') return 'asked';
      // A bonus attack an ability granted (after an enemy ship's maneuver: Snap Shot) is asked and resolved in full
      // before the activation goes on (combat/bonus-attack.ts).
      if (c.attack !== undefined || c.bonusAttack !== undefined) {
        if (advanceBonusAttack(ctx) === 'asked') return 'asked';
        continue;
      }
      if (c.step === 'next') {
        // remotes (s37): at the start of the phase, before any ship activates, the remotes that may relocate then
        // (the commando teams) are asked; nothing is read in a game without remotes.
        if (ctx.state.remotes?.length && !c.done?.length) {
          if (remotesAtActivationStart(ctx, (c.remotesDone ??= [])) === 'asked') return 'asked';
        }
        // A ship that already activated this round (a position may say so) does not activate again.
        const s = pickAmongTied(
          ctx,
          tiedNext(ctx, c.done ?? [], false, (x) => !x.round.activated),
          'activates',
        );
        if (s === 'asked') return 'asked';
        if (!s) {
          // 000 "Bombs": every bomb on the table detonates at the end of the Activation Phase.
          c.step = 'bombs';
          c.queue = bombsToDetonate(ctx);
          c.data = {};
          continue;
        }
        c.ship = s.id;
        c.data = {};
        c.step = 'before-reveal';
        continue;
      }
      if (c.step === 'bombs') {
        const d = data(ctx);
        if (c.queue?.length) {
          d.detonation ??= { device: c.queue[0]! };
          if (detonate(ctx, d) === 'asked') return 'asked';
          c.queue.shift();
          // What it set off (damage suffered, a ship destroyed) resolves at the top of the loop, before the next bomb.
          continue;
        }
        // Newest first (see finish).
        delete c.data;
        delete c.queue;
        return 'engagement';
      }
      const ship = mustShip(ctx.state, c.ship!);
      const d = data(ctx);
      // A ship destroyed or fled mid-activation ends it, once actions other ships were granted (Hope) are asked.
      const othersWaiting = d.freeAction || d.freeQueue?.length || d.performedBy;
      if (!inPlay(ship) && c.step !== 'finish' && !othersWaiting) {
        finish(ctx, ship);
        continue;
      }
      // A SLAM finishes first (its obstacles' dice may be entered), so what follows the action sees it complete.
      if (d.slam) {
        const sl = d.slam;
        const actor = mustShip(ctx.state, sl.ship);
        while (sl.obstacles.length) {
          if (obstacleEffect(ctx, actor, sl.obstacles[0]!) === 'asked') return 'asked';
          sl.obstacles.shift();
        }
        if (setOffMines(ctx, d, actor.id) === 'asked') return 'asked';
        finishSlam(ctx, actor, sl.difficulty ?? 'white');
        delete d.slam;
        continue;
      }
      // Mines a barrel roll or boost moved through or overlapped detonate before anything else goes on.
      if (d.minesBy !== undefined) {
        if (setOffMines(ctx, d, d.minesBy) === 'asked') return 'asked';
        delete d.minesBy;
        continue;
      }
      // Abilities' hooks between steps: after an action, after gaining stress, then an action an ability granted.
      if (d.performed !== undefined) {
        const action = d.performed;
        const actor = mustShip(ctx.state, d.performedBy ?? ship.id);
        const how = d.performedStep ? { ...d.performedHow, step: 'perform-action' } : d.performedHow;
        // Newest first (they are added in the reverse order): the data stays a fast object (see finish).
        delete d.performedStep;
        delete d.performedHow;
        delete d.performedBy;
        delete d.performed;
        if (
          inPlay(actor) &&
          runWindow(ctx, 'action:after-perform', afterPerformSubject(actor.id, action, how)) === 'asked'
        )
          return 'asked';
        continue;
      }
      // A coordinate is over once its chosen ship has acted or passed: the coordinating ship's window runs then.
      if (d.coordinatedBy && c.step !== 'coordinate' && c.step !== 'coordinated-asked') {
        const { ship: by, ...how } = d.coordinatedBy;
        delete d.coordinatedBy;
        const actor = mustShip(ctx.state, by);
        if (
          inPlay(actor) &&
          runWindow(ctx, 'action:after-perform', afterPerformSubject(by, 'coordinate', how)) === 'asked'
        )
          return 'asked';
        continue;
      }
      if (!d.freeAction && d.freeQueue?.length) d.freeAction = d.freeQueue.shift();
      if (d.freeAction) {
        const fa = d.freeAction;
        delete d.freeAction;
        const actor = mustShip(ctx.state, fa.ship);
        const menu = actionMenu(ctx, actor, fa.defs, grantedMenu(fa));
        if (menu.options.length && inPlay(actor)) {
          d.free = fa;
          d.freeBack = c.step;
          c.step = 'free-asked';
          ctx.ask({
            player: actor.player,
            kind: 'choose-action',
            ship: actor.id,
            prompt: `${actor.id}: choose an action (${fa.why}) or pass`,
            options: fa.mandatory ? menu.options : [...menu.options, { id: 'pass', label: 'Pass' }],
          });
          return 'asked';
        }
        // A coordinated ship with no action to perform: the coordinate is over all the same.
        if (fa.coordinatedBy) d.coordinatedBy = fa.coordinatedBy;
        continue;
      }
      switch (c.step) {
        case 'before-reveal':
          c.step = 'reveal';
          if (runWindow(ctx, 'activation:before-reveal', { ship: ship.id }) === 'asked') return 'asked';
          break;
        case 'reveal': {
          const plan = planManeuver(ctx, ship);
          if (ship.dial) ship.dial.revealed = true;
          ctx.emit('dial-revealed', `${ship.id} reveals ${ship.dial ? ship.dial.maneuver : 'no dial (unset)'}.`, {
            ship: ship.id,
            data: { maneuver: ship.dial?.maneuver ?? null },
          });
          if (plan.note === 'unset-dial') {
            addToken(ctx, ship, 'stress');
            ctx.emit('unset-dial', `${ship.id} had no dial set: it gains a stress and flies a white 2-straight.`, {
              ship: ship.id,
            });
          } else if (plan.note === 'stressed-red') {
            ctx.emit(
              'stressed-red-maneuver',
              `${ship.id} is stressed and cannot execute a red maneuver: it executes a white 2-straight instead.`,
              { ship: ship.id },
            );
          } else if (plan.note === 'ion') {
            const colour = ruleSetOf(ctx.state).difficultyName(plan.difficulty);
            ctx.emit('ion-maneuver', `${ship.id} is ionised and executes a ${colour} ${plan.code} ion maneuver.`, {
              ship: ship.id,
            });
            ship.round.ionManeuver = true;
          }
          d.code = plan.code;
          d.difficulty = plan.difficulty;
          if (plan.note) d.note = plan.note;
          c.step = 'after-reveal';
          break;
        }
        case 'after-reveal':
          // 001 Activation Phase: abilities that trigger after revealing the dial resolve before the maneuver.
          c.step = 'before-execute';
          if (runWindow(ctx, 'activation:after-reveal', { ship: ship.id, data: { maneuver: d.code } }) === 'asked')
            return 'asked';
          break;
        case 'before-execute':
          // An ability made the ship skip its Execute Maneuver step (movement.ts skipManeuver): on to its action.
          if (d.skip) {
            c.step = 'action';
            // movement: "after a ship skips its execute maneuver step", resolved before its Perform Action step.
            raise(ctx, 'maneuver:after-skip', { ship: ship.id, other: ship.id, data: { maneuver: d.code } });
            break;
          }
          // Abilities used as the ship is about to execute its maneuver (one may change the maneuver executed).
          c.step = 'execute';
          if (runWindow(ctx, 'maneuver:before-execute', { ship: ship.id, data: { maneuver: d.code } }) === 'asked')
            return 'asked';
          break;
        case 'execute': {
          // 000 "Tallon Roll": the player places the ship left, middle or right of the template's end.
          const placements = d.alignment || d.sideslip ? null : tallonPlacements(ctx, ship, d.code!);
          if (placements) {
            c.step = 'tallon-asked';
            ctx.ask({
              player: ship.player,
              kind: 'choose-reposition',
              ship: ship.id,
              prompt: `${ship.id} executes a Tallon roll (${d.code}): place it left, middle or right of the template's end`,
              options: placements,
            });
            return 'asked';
          }
          // An optional replacement of fleeing (subsystems, s32-subsa: 'instead:flee') is asked before the move, only
          // of a ship carrying one whose maneuver would take it off the play area.
          const fleeAsked = replacementFor(ctx, ship, 'instead:flee', {}, true) !== undefined;
          if (fleeAsked && previewMove(ctx, ship, d.code!).fled)
            if (askInstead(ctx, ship.id, 'instead:flee', {}) === 'asked') return 'asked';
          const out = moveShip(ctx, ship, d.code!, 'executes', d.alignment, d.sideslip);
          if (fleeAsked) clearInstead(ctx, ship.id);
          // Lasting effects "during that maneuver" end once the ship is placed (movement's 'end-of-maneuver').
          endLasting(ctx, 'end-of-maneuver', [ship.id]);
          if (out.fled) {
            finish(ctx, ship);
            break;
          }
          d.friendly = out.friendly;
          d.enemy = out.enemy;
          // Movement: a standing ability may keep the Perform Action step after the overlap (static.ts keepsActionStep).
          if ((out.friendly.length || out.enemy.length) && !keepsActionStep(ctx, ship)) ship.round.skipAction = true;
          // The rule set may split the obstacles' effects around the Perform Action step (002 §Obstacles).
          if (out.obstacles.length && ruleSetOf(ctx.state).obstacles.aroundActionStep) {
            d.late = [...out.obstacles];
            c.queue = [];
          } else c.queue = [...out.obstacles];
          d.touched = [...out.obstacles];
          if (out.ignored) d.touchedIgnored = [...out.ignored];
          else delete d.touchedIgnored;
          if (out.mines.length) d.mines = [...out.mines];
          c.step = 'obstacles';
          break;
        }
        case 'obstacles': {
          while (c.queue && c.queue.length) {
            if (obstacleEffect(ctx, ship, c.queue[0]!) === 'asked') return 'asked';
            c.queue.shift();
          }
          c.step = 'mines';
          break;
        }
        case 'mines':
          // 000 "Mines": after the ship moves through or overlaps a mine, the mine detonates.
          if (setOffMines(ctx, d, ship.id) === 'asked') return 'asked';
          c.step = 'before-difficulty';
          break;
        case 'before-difficulty':
          // Abilities used while the maneuver is executed, before its Check Difficulty step (the ship is not yet
          // stressed by a red one).
          c.step = 'difficulty';
          if (
            inPlay(ship) &&
            runWindow(ctx, 'maneuver:before-difficulty', { ship: ship.id, data: { maneuver: d.code } }) === 'asked'
          )
            return 'asked';
          break;
        case 'difficulty': {
          // A red maneuver's stress raises 'token:after-gain' (resolved at the top of the loop, before the overlap step).
          checkDifficulty(ctx, ship, d.difficulty ?? 'white');
          // 002 §Obstacles: a debris cloud's stress comes after the Check Pilot Stress step.
          if (d.late) for (const id of d.late) debrisStress(ctx, ship, id);
          c.step = 'overlap';
          break;
        }
        case 'overlap': {
          // 000 "Overlapping Ships" 3–5: friendly (also when both kinds were overlapped) rolls for damage; enemy
          // lets an unstressed ship perform a focus or calculate from its bar as red. Either way it skips its action.
          if (ruleSetOf(ctx.state).overlap.bothDamaged && (d.friendly?.length || d.enemy?.length)) {
            // 004 §Activation Phase b: the ship stops short of the one in its way, and each takes one damage.
            for (const id of [ship.id, ...(d.friendly ?? []), ...(d.enemy ?? [])])
              sufferDamage(ctx, id, 1, 0, `${ship.id} ran into another ship`);
          } else if (d.friendly?.length && ruleSetOf(ctx.state).overlap.friendlyRoll) {
            const faces = ctx.rollOrAsk('attack', 1, ship.player, `${ship.id} overlapped a friendly ship`, ship.id);
            if (faces === null) return 'asked';
            ctx.emit('overlap-roll', `${ship.id} overlapped a friendly ship and rolls ${faces[0]}.`, {
              ship: ship.id,
              data: { face: faces[0], overlapped: d.friendly },
            });
            if (faces[0] === 'hit' || faces[0] === 'crit')
              sufferDamage(ctx, ship.id, 1, 0, 'overlapping a friendly ship');
          } else if (d.enemy?.length && !isStressed(ship) && ruleSetOf(ctx.state).overlap.enemyAction) {
            const defs = actionBar(ctx, ship).filter((a) => a.type === 'focus' || a.type === 'calculate');
            const menu = actionMenu(ctx, ship, defs, { asRed: true });
            if (menu.options.length) {
              c.step = 'overlap-asked';
              ctx.ask({
                player: ship.player,
                kind: 'overlap-action',
                ship: ship.id,
                prompt: `${ship.id} overlapped an enemy ship: perform a focus or calculate action as red, or pass`,
                options: [...menu.options, { id: 'pass', label: 'Pass' }],
              });
              return 'asked';
            }
          }
          c.step = 'after-window';
          break;
        }
        case 'after-window':
          c.step = 'action';
          if (
            inPlay(ship) &&
            runWindow(ctx, 'maneuver:after-execute', {
              ship: ship.id,
              data: {
                maneuver: d.code,
                obstacles: d.touched ?? [],
                ...(d.touchedIgnored ? { ignoredObstacles: d.touchedIgnored } : {}),
                ion: d.note === 'ion',
                ...(d.sideslip ? { sideslip: true } : {}),
              },
            }) === 'asked'
          )
            return 'asked';
          break;
        case 'action': {
          if (ship.round.skipAction) {
            // An overlap, or an ability's `skip-action-step` (movement).
            const why = d.friendly?.length || d.enemy?.length ? 'it overlapped a ship' : 'an ability';
            ctx.emit('action-skipped', `${ship.id} skips its Perform Action step (${why}).`, {
              ship: ship.id,
            });
            finish(ctx, ship);
            break;
          }
          // 002 §Obstacles: a ship whose maneuver touched an asteroid skips its Perform Action step.
          if (d.late && anAsteroid(ctx, d.late)) {
            ctx.emit('action-skipped', `${ship.id} skips its Perform Action step (it hit an asteroid).`, {
              ship: ship.id,
            });
            finish(ctx, ship);
            break;
          }
          const why = cannotAct(ship);
          // Stressed: asked only when white actions, or its damage cards' actions (R1-J5), are let through.
          const stressedMay =
            isStressed(ship) && (whiteActionsWhileStressed(ctx, ship) || damageCardActionsWhileStressed(ctx, ship));
          if (why && !stressedMay) {
            ctx.emit('action-skipped', `${why}.`, { ship: ship.id });
            finish(ctx, ship);
            break;
          }
          if (askAction(ctx, ship, actionBar(ctx, ship), 'action-asked', 'Perform Action step')) return 'asked';
          finish(ctx, ship);
          break;
        }
        case 'coordinate': {
          const target = mustShip(ctx.state, d.coordinated!);
          delete d.coordinated;
          c.step = 'coordinated-asked';
          const menu = actionMenu(
            ctx,
            target,
            // A standing ability of the coordinating ship may limit the actions offered (Squad Leader).
            coordinatedActions(ctx, ship, actionBar(ctx, target), () => actionBar(ctx, ship)),
            // support (s35): a stressed ship the coordinating ship's ability lets act (AP-5).
            isStressed(target) && coordinatesStressed(ctx, ship, target) ? { ignoreStress: true } : {},
          );
          if (menu.options.length) {
            ctx.ask({
              player: target.player,
              kind: 'choose-action',
              ship: target.id,
              prompt: `${target.id} is coordinated: choose an action or pass`,
              options: [...menu.options, { id: 'pass', label: 'Pass' }],
            });
            return 'asked';
          }
          c.step = d.linked ? 'linked' : 'finish';
          break;
        }
        case 'linked': {
          const linked = d.linked!;
          delete d.linked;
          if (askAction(ctx, ship, linked, 'linked-asked', 'linked action')) return 'asked';
          finish(ctx, ship);
          break;
        }
        case 'finish':
          finish(ctx, ship);
          break;
        case 'late-obstacles': {
          // 002 §Obstacles: each obstacle's die after the Perform Action step (asked again when it is entered).
          while (c.queue && c.queue.length) {
            if (obstacleEffect(ctx, ship, c.queue[0]!, 'roll') === 'asked') return 'asked';
            c.queue.shift();
          }
          finish(ctx, ship);
          break;
        }
        case 'jettison': {
          const cache = towedBy(ctx, ship)!;
          c.step = 'jettison-asked';
          ctx.ask({
            player: ship.player,
            kind: 'jettison',
            ship: ship.id,
            prompt: `${ship.id} ends its activation towing ${cache.id}: jettison it (your opponent places it at range 1) or keep it`,
            options: [
              { id: 'keep', label: `Keep ${cache.id}` },
              { id: 'jettison', label: `Jettison ${cache.id}` },
            ],
          });
          return 'asked';
        }
        default:
          throw new Error(`activation: unknown step ${c.step}`);
      }
    }
  },

  choose(ctx, choice: Choice) {
    if (ctx.state.pending?.kind === 'choose-next-ship') return chooseNextShip(ctx, choice);
    if (ctx.state.pending?.kind === 'choose-obstacle') return chooseDetonationObstacle(ctx, data(ctx), choice);
    if (ctx.state.pending?.kind === 'relocate-remote') return chooseRelocation(ctx, choice);
    if (bonusAttackAsked(ctx)) return chooseBonusAttack(ctx, choice);
    const c = ctx.state.cursor;
    const ship = mustShip(ctx.state, c.ship!);
    const d = data(ctx);
    const pending = ctx.state.pending!;
    /** Notes what the hooks between steps need after `actor` performed an action. */
    const performed = (actor: ShipState, type: string, mines?: string[], how?: Performed) => {
      if (mines?.length) {
        d.mines = [...mines];
        d.minesBy = actor.id;
      }
      d.performed = type;
      if (actor.id !== ship.id) d.performedBy = actor.id;
      if (how?.difficulty !== undefined || how?.target !== undefined)
        d.performedHow = {
          ...(how.difficulty !== undefined ? { difficulty: how.difficulty } : {}),
          ...(how.target !== undefined ? { target: how.target } : {}),
        };
    };
    if (c.step === 'tallon-asked') {
      const alignment = /^tallon:(left|middle|right)$/.exec(choice.option)?.[1] as TallonAlignment | undefined;
      if (!alignment)
        return refuse(
          'illegal-option',
          'a Tallon roll is placed with "tallon:left", "tallon:middle" or "tallon:right"',
        );
      d.alignment = alignment;
      c.step = 'execute';
      return OK;
    }
    if (c.step === 'jettison-asked') {
      if (choice.option !== 'keep' && choice.option !== 'jettison')
        return refuse('illegal-option', 'answer "keep" or "jettison"');
      if (choice.option === 'jettison') jettison(ctx, ship, 'it chose to at the end of its activation');
      finish(ctx, ship);
      return OK;
    }
    if (c.step === 'overlap-asked') {
      if (choice.option === 'pass') {
        c.step = 'after-window';
        return OK;
      }
      const defs = actionBar(ctx, ship).filter((a) => a.type === 'focus' || a.type === 'calculate');
      const r = performAction(ctx, ship, defs, choice.option, { asRed: true } satisfies MenuOptions, pending.options);
      if (!r.ok) return r;
      performed(ship, r.def.type, undefined, r);
      c.step = 'after-window';
      return OK;
    }
    if (c.step === 'free-asked') {
      const fa = d.free!;
      const back = d.freeBack ?? 'action';
      let did: string | undefined;
      if (choice.option !== 'pass') {
        const actor = mustShip(ctx.state, fa.ship);
        const r = performAction(ctx, actor, fa.defs, choice.option, grantedMenu(fa), pending.options);
        if (!r.ok) return r;
        // A move made as no action sets off its mines, but no 'action:after-perform'.
        if (r.failed) {
          // Movement: a failed attempt performs nothing (its 'action:after-fail' is raised).
        } else if (fa.notAction) {
          if (r.mines?.length) {
            d.mines = [...r.mines];
            d.minesBy = actor.id;
          }
          // movement: "after you move using …" — a move made as no action names the grant that offered it.
          raise(ctx, 'move:after-not-action', { ship: actor.id, data: { move: r.def.type, grantedBy: fa.why } });
        } else if (r.coordinated) {
          // A granted Coordinate action (supplement "Coordinate"): the chosen ship performs one action of its bar
          // next; the coordinating ship's 'action:after-perform' waits until it has (d.coordinatedBy).
          (d.freeQueue ??= []).unshift({
            ship: r.coordinated,
            // A standing ability of the coordinating ship may limit the actions offered (Squad Leader), as below.
            defs: [
              ...coordinatedActions(ctx, actor, actionBar(ctx, mustShip(ctx.state, r.coordinated)), () =>
                actionBar(ctx, actor),
              ),
            ],
            why: `coordinated by ${actor.id}`,
            // support (s35): a stressed ship the coordinating ship's ability lets act (AP-5).
            ...(coordinatesStressed(ctx, actor, mustShip(ctx.state, r.coordinated)) ? { ignoreStress: true } : {}),
            coordinatedBy: {
              ship: actor.id,
              ...(r.difficulty !== undefined ? { difficulty: r.difficulty } : {}),
              target: r.coordinated,
              // movement: its window names the grant (`grantedBy`), as any granted action's does.
              why: fa.why,
              ...(r.pricedBy !== undefined ? { pricedBy: r.pricedBy } : {}),
            },
          });
        } else {
          performed(actor, r.def.type, r.mines, r);
          // movement: the window after it names the grant (`grantedBy`).
          d.performedHow = { ...d.performedHow, why: fa.why };
          did = r.def.type;
          // A granted SLAM executes its maneuver as one from the bar does (000 "SLAM").
          if (r.def.type === 'slam') slam(ctx, actor, choice.option.slice(5), d);
        }
      }
      // movement: the coordinating ship's window names the action the coordinated ship performed.
      if (fa.coordinatedBy) d.coordinatedBy = did ? { ...fa.coordinatedBy, action: did } : fa.coordinatedBy;
      delete d.free;
      delete d.freeBack;
      c.step = back;
      return OK;
    }
    if (c.step === 'action-asked' || c.step === 'linked-asked' || c.step === 'coordinated-asked') {
      const actor = mustShip(ctx.state, pending.ship!);
      if (choice.option === 'pass') {
        c.step = c.step === 'coordinated-asked' && d.linked ? 'linked' : 'finish';
        return OK;
      }
      const defs =
        c.step === 'linked-asked'
          ? pending.options.length
            ? linkedDefs(ctx, ship, pending.options)
            : []
          : actionBar(ctx, actor);
      if (isCardActionOption(choice.option)) {
        if (c.step !== 'action-asked')
          return refuse(
            'illegal-action',
            "a card's action can be performed only in the ship's own Perform Action step",
          );
        const r = performCardAction(ctx, actor, choice.option);
        if (!r.ok) return r;
        performed(actor, 'card');
        c.step = 'finish';
        return OK;
      }
      if (isScenarioOption(ctx, choice.option)) {
        if (c.step !== 'action-asked')
          return refuse(
            'illegal-action',
            "a scenario action can be performed only in the ship's own Perform Action step",
          );
        const r = performScenarioAction(ctx, actor, choice.option);
        if (!r.ok) return r;
        performed(actor, r.action);
        c.step = 'finish';
        return OK;
      }
      const r = performAction(ctx, actor, defs, choice.option, {}, pending.options);
      if (!r.ok) return r;
      // Movement: a failed attempt performs nothing — no after-perform window, no linked action; the step is used.
      if (r.failed) {
        c.step = c.step === 'coordinated-asked' && d.linked ? 'linked' : 'finish';
        return OK;
      }
      if (r.coordinated)
        d.coordinatedBy = {
          ship: actor.id,
          ...(r.difficulty !== undefined ? { difficulty: r.difficulty } : {}),
          target: r.coordinated,
          ...(r.pricedBy !== undefined ? { pricedBy: r.pricedBy } : {}),
        };
      else {
        performed(actor, r.def.type, r.mines, r);
        if ((c.step === 'action-asked' || c.step === 'linked-asked') && actor.id === ship.id) d.performedStep = true;
        // movement: the coordinating ship's window will name the action the coordinated ship performed.
        if (c.step === 'coordinated-asked' && d.coordinatedBy) d.coordinatedBy.action = r.def.type;
      }
      const wasStep = c.step;
      if (wasStep === 'action-asked' && inPlay(actor)) {
        // Every bar entry of the performed action may link onward (some bars list an action twice, linked differently).
        const linked = defs.filter((x) => x.type === r.def.type && x.linked).map((x) => x.linked!);
        if (linked.length) d.linked = linked;
      }
      if (r.coordinated) {
        d.coordinated = r.coordinated;
        c.step = 'coordinate';
      } else if (wasStep === 'coordinated-asked') c.step = d.linked ? 'linked' : 'finish';
      else c.step = d.linked ? 'linked' : 'finish';
      // SLAM: the maneuver now; its obstacles' dice are rolled (or entered) before anything else goes on.
      if (r.def.type === 'slam') slam(ctx, actor, choice.option.slice(5), d);
      return OK;
    }
    return refuse('unexpected-choice', 'the activation phase is not waiting for that choice');
  },
};

/** The linked action definitions offered (the ship's bar entries linked from the one just performed). */
function linkedDefs(ctx: Ctx, ship: ShipState, options: readonly { data?: Record<string, unknown> }[]): ActionDef[] {
  const types = new Set(options.map((o) => o.data?.action));
  const out: ActionDef[] = [];
  for (const a of actionBar(ctx, ship)) if (a.linked && types.has(a.linked.type)) out.push(a.linked);
  return out;
}

/**
 * SLAM: execute a maneuver of the revealed speed, resolve the obstacles it moved through or onto (at the top of the
 * activation loop, which may ask entered dice), then gain a disarm token; the activation then goes on where it was
 * headed.
 */
/** `arg`: the SLAM option's maneuver, with a Tallon roll's placement ("3E:left"). */
function slam(ctx: Ctx, ship: ShipState, arg: string, d: ActData): void {
  const out = slamManeuver(ctx, ship, arg);
  d.slam = { ship: ship.id, obstacles: out.fled ? [] : out.obstacles, difficulty: out.difficulty };
  if (out.mines.length) d.mines = [...out.mines];
}

/**
 * Actions (000 "Actions", "Action Types"; 001 Activation 3. Perform Action). Every legal way to perform an action is
 * one option, its sub-choice folded into the id so an AI can pick from options alone: "focus", "lock:p2-tie-1",
 * "barrel-roll:left:middle", "boost:1N", "reinforce:fore", "rotate-arc:left", "jam:p2-tie-1", "coordinate:p1-x-2",
 * "reload:protontorpedoes", "slam:2F" ("slam:3E:left" for a Tallon roll). A choice outside the options is refused
 * with the reason it is illegal.
 */
import type { ActionDef, ActionType, Difficulty } from '@xwing/content';
import {
  type BaseSize,
  compose,
  parseManeuver,
  rangeBetween as solidsRange,
  type RepositionOption,
  repositionOptions,
  resolveMove,
  type RollAlignment,
  TEMPLATE_WIDTH,
} from '@xwing/geometry';
import type { Ctx } from '../context.js';
import type { Option } from '../decision.js';
import { towRefusal } from '../scenario/actions.js';
import {
  actionForbidden,
  actionRange,
  actionTargetable,
  targetsAllowed,
  actionTargetsSelf,
  boostPartially,
  boostTemplates,
  fasterTemplates,
  forceForbidden,
  hearsFailedActions,
  moreActionTargets,
  lockForbidden,
  lockObjectReach,
  coordinatesStressed,
  coordinateRemoteReach,
  pricedCoordinate,
  pricedLockBands,
  pricedRollTemplates,
  redVariants,
  rollTemplateSources,
  reloadRecovers,
  rollTemplates,
  stressedActionColours,
  type TemplatePrice,
  turretFacings,
} from '../abilities/static.js';
import { abilitiesOf, abilityKeysIn } from '../abilities/source-keys.js';
import type { Effect } from '../abilities/vocabulary/types.js';
import { markUsed, pay } from '../abilities/costs.js';
import { raise } from '../abilities/run.js';
import { friendlyTo } from '../abilities/relation.js';
import { whollyOutside } from '../device-geometry.js';
import { forEachTableObject, tableObjectSolid } from '../table-objects.js';
import { movingDevices, rangeFromRemotes, relocatedPose, remoteById, remoteName, remoteSolid } from '../remotes.js';
import { gainReinforce } from '../reinforce.js';
import { repositionObstacles } from '../movement.js';
import type { RemoteState, ShipState } from '../state.js';
import {
  acquireLock,
  addToken,
  inPlay,
  isStressed,
  OK,
  otherShips,
  pilotInfo,
  type Refusal,
  refreshObstacleContact,
  refuse,
  solidOf,
  spendForce,
} from '../util.js';
import { ruleSetOf } from '../rule-sets/index.js';

export interface ActionMenu {
  options: Option[];
  /** Why each action type on the bar cannot be performed now (for refusals and front ends). */
  refused: Record<string, string>;
}

export interface MenuOptions {
  /** Treat every action as red (an enemy overlap's free focus or calculate, 000 "Overlapping Ships"). */
  asRed?: boolean;
  /** An ability lets the ship act even while stressed (e.g. Afterburners' boost). */
  ignoreStress?: boolean;
  /** The card whose ability grants the action (its name, as the prompt says), for the options' data. */
  grantedBy?: string;
  /**
   * The move is made as no action ("boost (not an action)"): stress, the once-per-round limit and the standing rules
   * that forbid the action do not stop it, it is white (no stress, no Force), it is not counted among the ship's
   * actions and raises no 'action:after-perform'; the geometry judges its placements as any boost or barrel roll.
   */
  notAction?: boolean;
  /**
   * Movement: a boost may use only these templates (dial codes, '1F'): "boost using the 1 straight template" (Attack
   * Speed, Moff Jerjerrod); the other placements are not offered. 000 "Boost".
   */
  templates?: readonly string[];
  /**
   * support (s35): a lock may choose only this object — a ship, or an obstacle, device or remote the lock's band
   * reaches, offered though no standing ability lets the ship lock objects: "a Lock action to lock that object"
   * (Bo-Katan Kryze; 000 "Lock", "Objects").
   */
  lockOn?: string;
}

const NAMES: Record<ActionType, string> = {
  focus: 'focus',
  evade: 'evade',
  lock: 'lock',
  'barrel-roll': 'barrel roll',
  boost: 'boost',
  calculate: 'calculate',
  cloak: 'cloak',
  coordinate: 'coordinate',
  jam: 'jam',
  reinforce: 'reinforce',
  reload: 'reload',
  'rotate-arc': 'rotate',
  slam: 'SLAM',
};

/**
 * The objects beyond the lock's own band a standing ability lets the ship lock ('action:lock-objects', static.ts
 * lockObjectReach; 000 "Objects": ships can acquire locks on objects): other ships, obstacles, devices and remotes at
 * an origin's band, each offered once. Nothing is built when no record stands (the common case).
 */
function lockObjectOptions(
  ctx: Ctx,
  ship: ShipState,
  out: Option[],
  make: (id: string, range: number) => Option,
): void {
  const reach = lockObjectReach(ctx, ship);
  if (reach.length === 0) return;
  const taken = new Set(out.map((o) => o.id.slice(5)));
  const offer = (
    id: string,
    solid: Parameters<typeof solidsRange>[1],
    kind: 'ship' | 'obstacle' | 'device' | 'remote',
  ): void => {
    if (taken.has(id)) return;
    for (const { origin, min, max, objects } of reach) {
      if (objects !== undefined && !objects.includes(kind)) continue;
      const r = solidsRange(solidOf(origin), solid);
      if (r === null || r < min || r > max) continue;
      taken.add(id);
      out.push(make(id, r));
      return;
    }
  };
  const rules = ruleSetOf(ctx.state);
  for (const t of ctx.state.ships)
    if (
      t.id !== ship.id &&
      inPlay(t) &&
      !(rules.locks.enemiesOnly && t.player === ship.player) &&
      !lockForbidden(ctx, t)
    )
      offer(t.id, solidOf(t), 'ship');
  forEachTableObject(ctx.state, (id, kind, solid) => offer(id, solid, kind));
}

/**
 * The ships and objects the ship may lock at any range for a price (static.ts pricedLockBands: Long-Range Scanners,
 * Homing Beacon), those not offered already; the first band that reaches one prices it. A ship the rules forbid to
 * be locked (lockForbidden) or the ship's own abilities leave out (targetsAllowed) is not offered.
 */
function pricedLockOptions(
  ctx: Ctx,
  ship: ShipState,
  out: Option[],
  make: (id: string, range: number | null, price: TemplatePrice) => Option,
): void {
  const bands = pricedLockBands(ctx, ship);
  if (bands.length === 0) return;
  const taken = new Set(out.map((o) => o.id.slice(5)));
  const offer = (
    id: string,
    solid: Parameters<typeof solidsRange>[1],
    kind: 'ship' | 'obstacle' | 'device' | 'remote',
  ) => {
    if (taken.has(id)) return;
    const band = bands.find((b) => b.objects.includes(kind));
    if (!band) return;
    taken.add(id);
    out.push(make(id, solidsRange(solidOf(ship), solid), band.price));
  };
  const rules = ruleSetOf(ctx.state);
  for (const t of ctx.state.ships)
    if (
      t.id !== ship.id &&
      inPlay(t) &&
      !(rules.locks.enemiesOnly && t.player === ship.player) &&
      targetsAllowed(ctx, ship, t, 'lock') &&
      !lockForbidden(ctx, t)
    )
      offer(t.id, solidOf(t), 'ship');
  forEachTableObject(ctx.state, (id, kind, solid) => offer(id, solid, kind));
}

/**
 * support (s35, MenuOptions.lockOn): the lock option on an obstacle, device or remote `id` at the lock's band of the
 * ship (static.ts actionRange; 000 "Lock": range 0–3), when the ship may acquire locks now; none for a ship (the
 * lock's own options hold those) or an object gone.
 */
function lockedObjectOption(
  ctx: Ctx,
  ship: ShipState,
  def: ActionDef,
  difficulty: Difficulty,
  id: string,
): Option | undefined {
  if (!inPlay(ship) || lockForbidden(ctx, ship, 'acquire')) return undefined;
  const solid = tableObjectSolid(ctx.state, id);
  if (!solid) return undefined;
  const [lo, hi] = actionRange(ctx, ship, 'lock');
  const r = solidsRange(solidOf(ship), solid);
  if (r === null || r < lo || r > hi) return undefined;
  return opt(def, difficulty, `lock:${id}`, id, { target: id, range: r });
}

/**
 * vizsla (s36): the coordinate's remote options (static.ts coordinateRemoteReach, `coordinate-remote`: Pre Vizsla) —
 * each friendly remote of a card of the record's types at range lo–hi of the ship (the band the coordinate chooses a
 * ship in), once per template whose relocation forward (at its front guides, remotes.ts relocatedPose) does not put
 * its token wholly outside the play area, as the System Phase's relocation (remote-activation.ts). Option
 * "coordinate:<remote>:<template>"; data `remote`, `template`, `remotePose` and `remoteBy` (the record, logged used).
 * Nothing is looked at for a ship without such a record.
 */
function coordinateRemoteOptions(
  ctx: Ctx,
  ship: ShipState,
  lo: number,
  hi: number,
  out: Option[],
  make: (id: string, detail: string, data: Record<string, unknown>) => Option,
): void {
  const remotes = ctx.state.remotes;
  if (remotes === undefined || remotes.length === 0) return;
  const reach = coordinateRemoteReach(ctx, ship);
  if (reach.length === 0 || !inPlay(ship)) return;
  for (const r of remotes) {
    if (r.player !== ship.player) continue;
    const type = ctx.content.upgrade(r.card)?.sides[0]?.type;
    const by = type === undefined ? undefined : reach.find((x) => x.cardTypes.includes(type));
    if (by === undefined) continue;
    const range = solidsRange(solidOf(ship), remoteSolid(r).solid);
    if (range === null || range < lo || range > hi) continue;
    for (const t of by.templates) {
      const pose = relocatedPose(r, 'front', t);
      if (whollyOutside(r.shape, pose)) continue;
      out.push(
        make(`coordinate:${r.id}:${t}`, `${remoteName(ctx, r)} (it relocates forward with the ${t} template)`, {
          remote: r.id,
          template: t,
          remotePose: pose,
          remoteBy: { key: by.key, index: by.index },
        }),
      );
    }
  }
}

function rangeBetween(a: ShipState, b: ShipState): number | null {
  return solidsRange(solidOf(a), solidOf(b));
}

/** A range band as players read it: "1", "0–3". */
function bandText(lo: number, hi: number): string {
  // A band from 4 up is "beyond range 3" (a card's lock band: Colonel Jendon).
  if (lo > 3) return 'beyond 3';
  return lo === hi ? String(lo) : `${lo}–${hi}`;
}

function label(def: ActionDef, difficulty: Difficulty, detail?: string): string {
  const d = difficulty === 'white' ? '' : ` (${difficulty})`;
  return `${NAMES[def.type]}${detail ? ` ${detail}` : ''}${d}`;
}

/** Reasons no action at all may be performed (001 Perform Action). */
export function cannotAct(ship: ShipState): string | null {
  if (!inPlay(ship)) return `${ship.id} is not in the play area`;
  if (isStressed(ship)) return `${ship.id} is stressed: stressed ships cannot perform actions`;
  return null;
}

/** Every legal way to perform each of `defs` now. */
export function actionMenu(ctx: Ctx, ship: ShipState, defs: readonly ActionDef[], opt: MenuOptions = {}): ActionMenu {
  const options: Option[] = [];
  const refused: Record<string, string> = {};
  // An ability may allow white actions while stressed (abilities/static.ts): the red ones stay refused.
  // A lasting effect may allow red ones too ('actions-while-stressed' of difficulty red).
  // A rule set where stress forbids every action (002 §Actions) knows no "even while stressed" of a granted action; a
  // standing permission of the ship's own card still holds there (the first edition's Tycho Celchu).
  const allForbidden = ruleSetOf(ctx.state).actions.stressForbidsAll;
  const ignoreStress = opt.ignoreStress && !allForbidden;
  const colours =
    !ignoreStress && !opt.notAction && isStressed(ship) ? stressedActionColours(ctx, ship) : new Set<string>();
  const whiteOnly = colours.size > 0;
  const general = (ignoreStress || opt.notAction || whiteOnly) && inPlay(ship) ? null : cannotAct(ship);
  const seen = new Set<string>();
  for (const def of defs) {
    if (seen.has(def.type)) continue;
    seen.add(def.type);
    const difficulty: Difficulty = opt.notAction ? 'white' : opt.asRed ? 'red' : def.difficulty;
    // A permission may cover some action types only ('actions-while-stressed' with `actions`).
    const typeColours = whiteOnly ? stressedActionColours(ctx, ship, def.type) : colours;
    const why =
      general ??
      (whiteOnly && !colours.has(difficulty)
        ? `${ship.id} is stressed: only its ${[...colours].join(' and ')} actions are allowed`
        : null) ??
      (whiteOnly && !typeColours.has(difficulty)
        ? `${ship.id} is stressed: its ${NAMES[def.type]} action is not allowed while stressed`
        : null) ??
      (opt.notAction ? null : typeRefusal(ctx, ship, def, difficulty));
    if (why) {
      refused[def.type] = why;
      continue;
    }
    const before = options.length;
    for (const o of variants(ctx, ship, def, difficulty, refused, opt.notAction ?? false))
      if (
        (def.type !== 'boost' || !opt.templates || opt.templates.includes(o.id.split(':')[1] ?? '')) &&
        (def.type !== 'lock' || opt.lockOn === undefined || o.data?.target === opt.lockOn)
      )
        options.push(o);
    // support (s35): a lock granted on one object that is no ship, reached by the lock's band (lockedObjectOption).
    if (def.type === 'lock' && opt.lockOn !== undefined && options.length === before) {
      const o = lockedObjectOption(ctx, ship, def, difficulty, opt.lockOn);
      if (o) {
        options.push(o);
        delete refused.lock;
      }
    }
    // Movement: a white action a standing record lets the ship treat as red (static.ts redVariants: Baze Malbus) is
    // offered as red too, "<type>:red", for the action types whose option names nothing; not while stressed (000
    // "Stress": no red action) nor as no action.
    if (
      difficulty === 'white' &&
      !opt.notAction &&
      !isStressed(ship) &&
      RED_VARIANT_TYPES.has(def.type) &&
      options.length > before &&
      redVariants(ctx, ship).has(def.type)
    )
      for (const o of variants(ctx, ship, def, 'red', refused, false))
        if (o.id === def.type) options.push({ ...o, id: `${def.type}:red` });
    if (options.length === before) {
      refused[def.type] ??= `${ship.id} has no legal way to ${NAMES[def.type]} now`;
      // Movement: a ship that an ability rewards for a failed action may attempt it all the same, and fail (no legal
      // placement or ship to choose; the rules that forbid the action itself stopped it above).
      if (!opt.notAction && FAILABLE.has(def.type) && hearsFailedActions(ctx, ship))
        options.push(failOption(def.type, difficulty, failRewards(ctx, ship)));
    }
  }
  if (opt.grantedBy)
    for (const o of options) if (o.effect?.kind === 'action') o.effect = { ...o.effect, grantedBy: opt.grantedBy };
  return { options, refused };
}

/**
 * Movement: the actions that can fail — those whose resolution needs a placement or a ship to choose (000 Barrel Roll,
 * Boost: the ship cannot move so if it would overlap or cross; supplement "Jam", "Coordinate": it fails if no ship can
 * be chosen; 000 Lock, SLAM likewise). Reading: the documents we hold have no rule on failing (docs/rules-coverage.md
 * "Failing actions"); as the 2.0 Rules Reference has it, a failed action is not performed (no once-per-round use, no
 * 'action:after-perform', no linked action), uses the opportunity it was attempted in, and a red one still gives its
 * stress token.
 */
/** Movement: the actions whose option names nothing (a focus, evade or calculate), which may have a red variant. */
const RED_VARIANT_TYPES: ReadonlySet<string> = new Set(['focus', 'evade', 'calculate']);

const FAILABLE: ReadonlySet<string> = new Set(['barrel-roll', 'boost', 'lock', 'coordinate', 'jam', 'slam']);

/**
 * The action types the ship's 'action:after-fail' records grant (their `grant-action`s, conditions not asked; not one
 * it performed this round: 000 "Actions", each once a round): what a
 * failed attempt may bring it, for a player to weigh the attempt by (the computer players: ai/heuristic.ts).
 */
function failRewards(ctx: Ctx, ship: ShipState): string[] {
  const out = new Set<string>();
  const grants = (e: Effect): void => {
    if (e.kind === 'grant-action' && Array.isArray(e.actions)) {
      for (const a of e.actions) if (!ship.round.actions.includes(a.type)) out.add(a.type);
    } else if (e.kind === 'sequence') for (const x of e.of) grants(x);
  };
  for (const { key } of abilityKeysIn(ctx, ship, ctx.abilities.keysIn('action:after-fail')))
    for (const a of abilitiesOf(ctx, key)) if (a.window === 'action:after-fail') grants(a.effect);
  return [...out];
}

/**
 * The option to attempt an action of `type` that will fail (no legal way), for a ship an ability rewards for it;
 * `rewards`: the actions those abilities grant (`failRewards`).
 */
function failOption(type: ActionType, difficulty: Difficulty, rewards: string[]): Option {
  return {
    id: `fail:${type}`,
    label: `Attempt a ${difficulty === 'red' ? 'red ' : ''}${NAMES[type]} (it fails: no legal way now)`,
    data: { action: type, difficulty, fails: true, rewards },
    effect: { kind: 'nothing' },
  };
}

function typeRefusal(ctx: Ctx, ship: ShipState, def: ActionDef, difficulty: Difficulty): string | null {
  if (ship.round.actions.includes(def.type))
    return `${ship.id} already performed ${NAMES[def.type]} this round: each action at most once per round`;
  const forbidden = actionForbidden(ctx, ship, def.type);
  if (forbidden) return forbidden;
  if (difficulty === 'purple' && ship.force < 1) return `${ship.id} has no Force to spend on a purple action`;
  const noForce = difficulty === 'purple' ? forceForbidden(ctx, ship) : null;
  if (noForce) return `${ship.id} cannot spend Force now: ${noForce}`;
  if (def.type === 'cloak' && (ship.tokens.cloak ?? 0) > 0) return `${ship.id} is already cloaked`;
  return ctx.state.scenario ? towRefusal(ctx, ship, def.type) : null;
}

/** Where a sliding roll leaves the ship, by how far forward (mm) of where it was: the option's alignment word. */
const SLIDE_STOPS: Readonly<Record<number, string>> = {
  [TEMPLATE_WIDTH]: 'far-front',
  [TEMPLATE_WIDTH / 2]: 'front',
  0: 'middle',
  [-TEMPLATE_WIDTH / 2]: 'back',
  [-TEMPLATE_WIDTH]: 'far-back',
};

/**
 * A small ship's barrel roll with the template free along its side (RuleSet.actions.rollTemplateSlides, 002 §Barrel
 * roll): the 1-straight's near end anywhere from the base's front edge to its back edge, and the ship anywhere along
 * the far end, so the ship ends up to a template's width forward or back. Offered in half-width steps: the template
 * at the front, middle or back of the side, each with the geometry's three places at the far end; of the placements
 * that leave the ship at the same spot, the first legal one (else the first) stands for it.
 */
function slidingRolls(input: Parameters<typeof repositionOptions>[0]): RepositionOption[] {
  const byStop = new Map<string, RepositionOption>();
  const half = TEMPLATE_WIDTH / 2;
  for (const t of [half, 0, -half]) {
    // The template centred on the side of a base `t` mm forward: the real base's side, `t` off its middle.
    for (const r of repositionOptions({ ...input, pose: compose(input.pose, 0, t, 0) })) {
      const shift = t + (r.alignment === 'front' ? half : r.alignment === 'back' ? -half : 0);
      const key = `${r.direction}:${shift}`;
      const had = byStop.get(key);
      if (!had || (!had.legal && r.legal)) byStop.set(key, { ...r, alignment: SLIDE_STOPS[shift] as RollAlignment });
    }
  }
  return [...byStop.values()];
}

/** A template's price as the option's label says it: " (1 charge)", " (1 strain)". */
function priceText(p: TemplatePrice): string {
  const parts: string[] = [];
  if (p.charge) parts.push(`${p.charge} charge${p.charge > 1 ? 's' : ''}`);
  if (p.strain) parts.push(`${p.strain} strain`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** The ships a placement's template crosses, as the option's data keeps them. */
function through(r: RepositionOption): { through?: string[] } {
  return r.shipsThrough ? { through: r.shipsThrough } : {};
}

function opt(
  def: ActionDef,
  difficulty: Difficulty,
  id: string,
  detail?: string,
  data?: Record<string, unknown>,
): Option {
  const o: Option = {
    id,
    label: label(def, difficulty, detail),
    data: { action: def.type, difficulty, ...data },
    effect: { kind: 'action', action: def.type, difficulty },
  };
  return o;
}

/** A placement's data when it touches no mine or obstacle (actions' `touched`): spread, so never written. */
const NOTHING_TOUCHED: { mines?: string[]; obstacles?: string[] } = Object.freeze({});

function variants(
  ctx: Ctx,
  ship: ShipState,
  def: ActionDef,
  difficulty: Difficulty,
  refused: Record<string, string>,
  notAction = false,
): Option[] {
  const state = ctx.state;
  const out: Option[] = [];
  switch (def.type) {
    case 'focus':
    case 'evade':
    case 'calculate':
      out.push(opt(def, difficulty, def.type));
      break;
    case 'lock': {
      const near = lockForbidden(ctx, ship, 'acquire');
      if (near) {
        refused.lock = `${ship.id} is ${near} and cannot acquire locks`;
        break;
      }
      const shielded: string[] = [];
      // 000 Lock: a ship at range 0–3 (the band a standing ability may change: static.ts actionRange) — any ship,
      // friendly ones included, but not the locking ship itself.
      const [lo, hi] = actionRange(ctx, ship, 'lock');
      // The rule set's ranges and targets (002 §Acquire a target lock: enemy ships at range 1–3, no range 0).
      const rules = ruleSetOf(state);
      for (const t of state.ships) {
        if (t.id === ship.id || !inPlay(t) || (rules.locks.enemiesOnly && t.player === ship.player)) continue;
        // A standing ability may keep the lock to some ships ('action:targets' `targets-only`: Gar Saxon's gunner card).
        if (!targetsAllowed(ctx, ship, t, 'lock')) continue;
        const measured = rangeBetween(ship, t);
        let r = measured === null ? null : Math.max(measured, rules.range.nearest);
        // A band toward this ship alone (`action-range`'s `target`): a max of 4 or more reaches beyond range 3.
        const [tlo, thi] = actionRange(ctx, ship, 'lock', t.id);
        let from: string | undefined;
        if (r === null ? thi < 4 : r < tlo || r > thi) {
          // remotes (s37): out of its band, the range may be measured from a friendly remote that allows it (the
          // DRK-1 probe droid; nothing is read without remotes).
          const p = state.remotes?.length ? rangeFromRemotes(ctx, ship, 'lock', solidOf(t)) : null;
          const pr = p ? Math.max(p.range, rules.range.nearest) : null;
          if (p === null || pr === null || pr < tlo || pr > thi) continue;
          r = pr;
          from = p.remote;
        }
        const tNear = lockForbidden(ctx, t);
        if (tNear) shielded.push(`${t.id} is ${tNear} and cannot be locked`);
        else
          out.push(
            opt(def, difficulty, `lock:${t.id}`, from ? `${t.id} (measured from ${from})` : t.id, {
              target: t.id,
              range: r,
              ...(from ? { from } : {}),
            }),
          );
      }
      lockObjectOptions(ctx, ship, out, (id, r) => opt(def, difficulty, `lock:${id}`, id, { target: id, range: r }));
      pricedLockOptions(ctx, ship, out, (id, r, price) =>
        opt(def, difficulty, `lock:${id}`, `${id}${priceText(price)}`, {
          target: id,
          ...(r === null ? {} : { range: r }),
          price,
        }),
      );
      if (!out.length)
        refused.lock = shielded.length
          ? shielded.join('; ')
          : lo === 0
            ? `${ship.id} has no other ship within range ${hi} that it may lock`
            : `${ship.id} has no other ship at range ${bandText(lo, hi)} that it may lock`;
      break;
    }
    case 'barrel-roll':
    case 'boost': {
      // Obstacles the ship may cross (ignore-obstacles 'repositioning') are passed as the geometry's "devices": they make
      // no placement illegal, and each option lists those it moves through or onto (movement.ts repositionObstacles).
      const { blocking, crossable, ignored } = repositionObstacles(ctx, ship);
      const crossIds = new Set(crossable.map((o) => o.id));
      // movement (s39): obstacles it ignores while moving ride along as "devices" too, so an option names those it
      // moves through (`ignored`: no effect, no resolution; read by `moved-through-obstacle` `ignored`).
      const ignoredIds = ignored ? new Set(ignored.map((o) => o.id)) : undefined;
      const input = {
        kind: def.type,
        base: ship.base as BaseSize,
        pose: ship.pose!,
        ships: otherShips(state, ship.id),
        obstacles: blocking,
        devices: ignored
          ? [...movingDevices(state), ...crossable, ...ignored]
          : [...movingDevices(state), ...crossable],
      };
      /** The mines and the crossable obstacles an option's move went through or onto. */
      const touched = (devices: readonly string[]) => {
        // Most placements touch nothing: nothing to add to the option's data.
        if (devices.length === 0) return NOTHING_TOUCHED;
        const mines = devices.filter((id) => !crossIds.has(id) && !ignoredIds?.has(id));
        const obstacles = devices.filter((id) => crossIds.has(id));
        const passed = ignoredIds ? devices.filter((id) => ignoredIds.has(id)) : [];
        return {
          ...(mines.length ? { mines } : {}),
          ...(obstacles.length ? { obstacles } : {}),
          ...(passed.length ? { ignoredObstacles: passed } : {}),
        };
      };
      // A barrel roll uses the 1-straight, or the templates a standing record puts instead (static.ts rollTemplates);
      // the geometry measures the 1-bank roll for small bases only, so a larger base keeps the 1-straight.
      const rolls = def.type === 'barrel-roll' ? rollTemplates(ctx, ship) : [];
      const templates = rolls.some((t) => t !== '1F') && ship.base !== 'small' ? ['1F'] : rolls;
      const slides = def.type === 'barrel-roll' && ruleSetOf(state).actions.rollTemplateSlides === true;
      const all =
        slides && ship.base === 'small' && templates.every((t) => t === '1F')
          ? slidingRolls(input)
          : templates.length
            ? templates.flatMap((template) => repositionOptions({ ...input, template }))
            : repositionOptions(input);
      // A template a standing record puts in place of the 1-straight names that record, so performing it logs the card.
      const rollBy = templates.some((t) => t !== '1F') ? rollTemplateSources(ctx, ship) : undefined;
      for (const r of all) {
        if (!r.legal) continue;
        const by = rollBy?.get(r.template);
        // A bank-template roll names which way the template curves: "barrel-roll:left:forward:middle".
        const way = r.bank ? `${r.bank}:` : '';
        const id =
          def.type === 'boost' ? `boost:${r.template}` : `barrel-roll:${r.direction}:${way}${r.alignment ?? 'middle'}`;
        // "left forward middle": the parts the placement has, one space apart.
        const detail =
          def.type === 'boost'
            ? r.template
            : r.bank
              ? r.alignment
                ? `${r.direction} ${r.bank} ${r.alignment}`
                : `${r.direction} ${r.bank}`
              : r.alignment
                ? `${r.direction} ${r.alignment}`
                : r.direction;
        // Mines the template or the final base would move through or overlap detonate after the action (devices.ts).
        out.push(
          opt(def, difficulty, id, detail, {
            pose: r.final,
            ...touched(r.devices),
            ...(r.shipsThrough ? { through: r.shipsThrough } : {}),
            ...(by ? { price: by } : {}),
          }),
        );
      }
      // Movement: a boost that would fail only by overlapping a ship, resolved as a partial maneuver instead (static.ts
      // boostPartially: asked only for such a placement, so a plain menu asks nothing).
      if (def.type === 'boost' && !notAction)
        for (const r of all) {
          if (r.legal || !/^would overlap ships? [^;]*$/.test(r.reason ?? '')) continue;
          const card = boostPartially(ctx, ship);
          if (!card) break;
          const m = resolveMove({ ...input, maneuver: parseManeuver(r.template) });
          const things = new Set([...blocking, ...input.devices].map((o) => o.id));
          if (!m.partial || m.fled || [...m.movedThrough, ...m.overlapping].some((id) => things.has(id))) continue;
          const ships = m.movedThrough.filter((id) => !things.has(id));
          out.push(
            opt(def, difficulty, `boost:${r.template}:partial`, `${r.template}, partly (it stops short of a ship)`, {
              pose: m.final,
              ...(ships.length ? { through: ships } : {}),
              price: card,
            }),
          );
        }
      // Other boost templates a card allows, at its price (static.ts boostTemplates; geometry places them): for a boost
      // action only, not a boost made as no action.
      if (def.type === 'boost' && !notAction)
        for (const extra of boostTemplates(ctx, ship)) {
          if ((extra.whiteOnly && difficulty !== 'white') || ship.force < extra.force) continue;
          const colour: Difficulty = extra.asRed ? 'red' : difficulty;
          // A stressed ship boosting white (a permission) may not make it red: stress allows no red action (000).
          if (colour === 'red' && difficulty !== 'red' && isStressed(ship)) continue;
          for (const template of extra.templates) {
            if (out.some((o) => o.id === `boost:${template}`)) continue;
            for (const r of repositionOptions({
              kind: 'boost',
              template,
              base: ship.base as BaseSize,
              pose: ship.pose!,
              ships: otherShips(state, ship.id),
              obstacles: blocking,
              devices: [...movingDevices(state), ...crossable],
            })) {
              if (!r.legal) continue;
              const price = extra.force ? ` (${extra.force} Force)` : '';
              out.push(
                opt(def, colour, `boost:${r.template}`, `${r.template}${price}`, {
                  pose: r.final,
                  ...touched(r.devices),
                  ...(r.shipsThrough ? { through: r.shipsThrough } : {}),
                  ...(extra.force ? { force: extra.force } : {}),
                  ...(extra.source ? { price: extra.source } : {}),
                }),
              );
            }
          }
        }
      // Templates a card offers at a price, or of 1 speed higher (static.ts pricedRollTemplates, fasterTemplates):
      // asked only when a record of their window stands, so the plain menu builds nothing more.
      if (def.type === 'barrel-roll')
        for (const { templates: ts, price } of pricedRollTemplates(ctx, ship, notAction)) {
          // The geometry measures the 1-bank roll for small bases only.
          for (const template of ts) {
            if (template !== '1F' && ship.base !== 'small') continue;
            for (const r of repositionOptions({ ...input, template })) {
              if (!r.legal) continue;
              const way = r.bank ? `${r.bank}:` : '';
              const id = `barrel-roll:${r.direction}:${way}${r.alignment ?? 'middle'}`;
              if (out.some((o) => o.id === id)) continue;
              const detail = `${r.direction}${r.bank ? ` ${r.bank}` : ''} ${r.alignment ?? 'middle'}${priceText(price)}`;
              out.push(
                opt(def, difficulty, id, detail, { pose: r.final, ...touched(r.devices), ...through(r), price }),
              );
            }
          }
        }
      for (const f of fasterTemplates(ctx, ship, notAction)) {
        if (!f.actions.includes(def.type)) continue;
        // Each speed-1 placement offered (of a red action only, `redOnly`) gives its template one speed higher, in its
        // colour and at its own price: the boost's 1B/1F/1N/1T/1Y, a roll's 1-straight (a bank roll has no faster one).
        const slower = out.filter(
          (o) =>
            o.data?.action === def.type &&
            !o.data?.faster &&
            (!f.redOnly || o.data?.difficulty === 'red') &&
            (!f.whiteOnly || o.data?.difficulty === 'white') &&
            (def.type === 'boost' ? /^boost:1[TBFNY]$/.test(o.id) : o.id.split(':').length === 3),
        );
        // A medium or large base's 2-straight roll has no measured placement: it is not able to (docs/geometry.md).
        if (def.type === 'barrel-roll' && ship.base !== 'small') continue;
        const faster: Option[] = [];
        const tried = new Set<string>();
        for (const o of slower) {
          const template = def.type === 'boost' ? `2${o.id.charAt(o.id.length - 1)}` : '2F';
          // `asRed`: the faster placement makes the white action red; a stressed ship performing it white (a
          // permission) may not, as stress allows no red action (000 "Stress"), as for `boost-templates`.
          const colour: Difficulty = f.asRed ? 'red' : (o.data!.difficulty as Difficulty);
          if (f.asRed && isStressed(ship)) continue;
          if (tried.has(`${template}:${colour}`)) continue;
          tried.add(`${template}:${colour}`);
          for (const r of repositionOptions({ ...input, template })) {
            if (!r.legal) continue;
            const id =
              def.type === 'boost'
                ? `boost:${r.template}`
                : `barrel-roll:${r.template}:${r.direction}:${r.alignment ?? 'middle'}`;
            if (out.some((x) => x.id === id) || faster.some((x) => x.id === id)) continue;
            const where = def.type === 'boost' ? r.template : `${r.template} ${r.direction} ${r.alignment ?? 'middle'}`;
            const force = o.data?.force;
            faster.push(
              opt(def, colour, id, `${where}${f.price ? priceText(f.price) : ''}`, {
                pose: r.final,
                ...touched(r.devices),
                ...through(r),
                faster: true,
                ...(typeof force === 'number' ? { force } : {}),
                ...(f.price ? { price: f.price } : f.source ? { price: f.source } : {}),
              }),
            );
          }
        }
        // "You must, if able": the speed-1 placements go while a faster one is legal.
        if (f.must && faster.length) for (const o of slower) out.splice(out.indexOf(o), 1);
        out.push(...faster);
      }
      if (!out.length)
        refused[def.type] =
          `${ship.id} cannot ${NAMES[def.type]}: every placement would overlap a ship, move through or overlap an obstacle, or leave the play area`;
      break;
    }
    case 'reinforce':
      out.push(opt(def, difficulty, 'reinforce:fore', 'fore'), opt(def, difficulty, 'reinforce:aft', 'aft'));
      break;
    case 'rotate-arc':
      for (const a of ['front', 'rear', 'left', 'right'] as const) {
        // Only the facings the ship's standing records allow (static.ts turretFacings; 000 "Turret Arcs").
        if (a !== ship.turret && turretFacings(ctx, ship).includes(a))
          out.push(opt(def, difficulty, `rotate-arc:${a}`, a));
      }
      break;
    case 'coordinate': {
      // 000 "List of Actions", Coordinate: a friendly ship at range 1–2 (static.ts actionRange).
      const [lo, hi] = actionRange(ctx, ship, 'coordinate');
      for (const t of state.ships) {
        // A ship destroyed in this initiative step (000 "Destroying Ships": kept in the play area only so that it still
        // engages, simultaneous fire) is no ship to perform an action.
        // A friendly ship: not one a condition makes allied (abilities/relation.ts, Broken Trust).
        if (!friendlyTo(ctx, ship, t) || t.id === ship.id || !inPlay(t) || t.pendingRemoval) continue;
        // A stressed ship performs no action, so is not offered — unless a standing ability of the coordinating ship
        // lets it act (static.ts coordinatesStressed: AP-5's ship with exactly one stress token).
        const stressedBy = isStressed(t) ? coordinatesStressed(ctx, ship, t) : undefined;
        if (isStressed(t) && !stressedBy) continue;
        // A ship whose own ability forbids it is never coordinated (static.ts actionTargetable).
        // …and one the acting ship's own ability leaves out (static.ts targetsAllowed: Battle Meditation).
        if (!actionTargetable(ctx, t, 'coordinate') || !targetsAllowed(ctx, ship, t, 'coordinate')) continue;
        const r = rangeBetween(ship, t);
        if (r !== null && r >= lo && r <= hi) {
          out.push(
            opt(def, difficulty, `coordinate:${t.id}`, t.id, { target: t.id, ...(stressedBy ? { stressedBy } : {}) }),
          );
          // support (s35): the same choice, white, for a card's Force (static.ts pricedCoordinate: Maul).
          const price = pricedCoordinate(ctx, ship, t);
          if (price)
            out.push(
              opt(def, 'white', `coordinate:${t.id}:force`, `${t.id} (${price.force} Force)`, {
                target: t.id,
                price,
                ...(stressedBy ? { stressedBy } : {}),
              }),
            );
        }
      }
      // Ships beyond the band a standing ability lets the ship choose (static.ts moreActionTargets).
      const inBand = new Set(out.map((o) => o.data?.target));
      for (const x of moreActionTargets(ctx, ship, 'coordinate', (id) => inBand.has(id)))
        out.push(
          opt(def, difficulty, `coordinate:${x.id}`, x.charge !== undefined ? `${x.id} (${x.charge} charge)` : x.id, {
            target: x.id,
            ...(x.spendLock ? { spendLock: true } : {}),
            ...(x.charge !== undefined ? { beyondCharge: x.charge } : {}),
            beyond: x.by,
          }),
        );
      // vizsla (s36): friendly remotes a standing record lets it choose instead of a ship (Pre Vizsla).
      coordinateRemoteOptions(ctx, ship, lo, hi, out, (id, detail, data) => opt(def, difficulty, id, detail, data));
      if (!out.length)
        refused.coordinate = `${ship.id} has no unstressed friendly ship at range ${bandText(lo, hi)} to coordinate`;
      break;
    }
    case 'jam': {
      // 000 "List of Actions", Jam: "a ship at range 1" gains a jam token — any other ship, at range 1 exactly. The
      // supplement's 2.0 text ("an enemy ship at range 1, or at range 1–2 in the bullseye arc") differs; 000 wins.
      // The band is the rules' unless a standing ability changes it (static.ts actionRange).
      const [lo, hi] = actionRange(ctx, ship, 'jam');
      // A standing ability may let the ship jam itself (static.ts actionTargetsSelf).
      const self = actionTargetsSelf(ctx, ship, 'jam');
      if (self) out.push(opt(def, difficulty, `jam:${ship.id}`, ship.id, { target: ship.id }));
      for (const t of state.ships) {
        if (t.id === ship.id || !inPlay(t)) continue;
        if (!actionTargetable(ctx, t, 'jam') || !targetsAllowed(ctx, ship, t, 'jam')) continue;
        const r = rangeBetween(ship, t);
        if (r !== null && r >= lo && r <= hi) out.push(opt(def, difficulty, `jam:${t.id}`, t.id, { target: t.id }));
        else if (state.remotes?.length && t.player !== ship.player) {
          // remotes (s37): an enemy ship may be jammed at the band measured from a friendly remote that allows it
          // (the DRK-1 probe droid).
          const p = rangeFromRemotes(ctx, ship, 'jam', solidOf(t));
          if (p && p.range >= lo && p.range <= hi)
            out.push(
              opt(def, difficulty, `jam:${t.id}`, `${t.id} (measured from ${p.remote})`, {
                target: t.id,
                from: p.remote,
              }),
            );
        }
      }
      const jamBand = new Set(out.map((o) => o.data?.target));
      for (const x of moreActionTargets(ctx, ship, 'jam', (id) => jamBand.has(id)))
        out.push(
          opt(def, difficulty, `jam:${x.id}`, x.charge !== undefined ? `${x.id} (${x.charge} charge)` : x.id, {
            target: x.id,
            ...(x.spendLock ? { spendLock: true } : {}),
            ...(x.charge !== undefined ? { beyondCharge: x.charge } : {}),
            beyond: x.by,
          }),
        );
      if (!out.length) refused.jam = `${ship.id} has no other ship at range ${bandText(lo, hi)} to jam`;
      break;
    }
    case 'reload':
      for (const u of ship.upgrades) {
        const side = ctx.content.upgrade(u.xws)?.sides[u.side];
        if (!side?.charges || u.discarded) continue;
        if (!['torpedo', 'missile', 'device'].includes(side.type)) continue;
        if ((u.charges ?? 0) < side.charges.value && reloadRecovers(ctx, ship, u.xws) > 0)
          out.push(opt(def, difficulty, `reload:${u.xws}`, u.xws));
      }
      if (!out.length) refused.reload = `${ship.id} has no torpedo, missile or device missing a charge`;
      break;
    case 'slam': {
      const speed = Number.parseInt(ship.dial?.maneuver ?? '', 10);
      for (const d of pilotInfo(ctx.content, ship.pilot).ship.dial) {
        if (d.speed !== speed || (d.difficulty === 'red' && isStressed(ship))) continue;
        // 000 "Tallon Roll": placed left, middle or right of the template's end, a SLAM's Tallon roll too.
        if (d.bearing === 'E' || d.bearing === 'R') {
          for (const alignment of ['left', 'middle', 'right'] as const)
            out.push(
              opt(def, difficulty, `slam:${d.code}:${alignment}`, `${d.code} ${alignment}`, {
                maneuver: d.code,
                alignment,
              }),
            );
        } else out.push(opt(def, difficulty, `slam:${d.code}`, d.code, { maneuver: d.code }));
      }
      if (!out.length) refused.slam = `${ship.id} has no maneuver of its revealed speed to SLAM with`;
      break;
    }
    case 'cloak':
      out.push(opt(def, difficulty, 'cloak'));
      break;
  }
  return out;
}

export interface Performed {
  def: ActionDef;
  /** The difficulty it was performed at (white, red or purple; 000 "Action Difficulty"). */
  difficulty?: Difficulty;
  /** The ship a lock, jam or coordinate action chose: the 'action:after-perform' window's other party. */
  target?: string;
  /** Movement: the action was attempted and failed (nothing performed; 'action:after-fail' raised instead). */
  failed?: boolean;
  /** A ship that now performs an action because it was coordinated. */
  coordinated?: string;
  /** Mines the ship's barrel roll or boost moved through or overlapped: they detonate next (devices.ts). */
  mines?: string[];
  /** support (s35): a coordinate performed at a card's price (static.ts pricedCoordinate): that card's source key. */
  pricedBy?: string;
}

/**
 * Performs the chosen option of `defs` (re-checked against the rules), pays red/purple costs, and records it for the
 * once-per-round limit. Returns the refusal when the choice is not legal.
 */
export function performAction(
  ctx: Ctx,
  ship: ShipState,
  defs: readonly ActionDef[],
  optionId: string,
  menuOpt: MenuOptions = {},
  offered?: readonly Option[],
): ({ ok: true } & Performed) | Refusal {
  // The options offered with the pending decision were computed from this very state: a match is legal as is.
  let chosen = offered?.find((o) => o.id === optionId && o.id !== 'pass');
  const menu = chosen
    ? { options: [chosen], refused: {} as Record<string, string> }
    : actionMenu(ctx, ship, defs, menuOpt);
  chosen ??= menu.options.find((o) => o.id === optionId);
  if (chosen?.data?.fails === true) return failAction(ctx, ship, defs, chosen);
  const type = optionId.split(':')[0] as ActionType;
  if (!chosen) {
    if (type === 'lock' && optionId.slice(5) === ship.id)
      return refuse('illegal-action', `${ship.id} cannot lock itself`);
    const why = menu.refused[type];
    if (why) return refuse('illegal-action', why);
    if (type === 'jam') {
      const t = ctx.state.ships.find((s) => s.id === optionId.slice(4));
      if (t && t.id !== ship.id && inPlay(t) && defs.some((d) => d.type === 'jam'))
        return refuse(
          'out-of-range',
          `${ship.id} cannot jam ${t.id}: it is not at range ${bandText(...actionRange(ctx, ship, 'jam'))}`,
        );
    }
    if (type === 'lock') {
      const target = optionId.slice(5);
      const t = ctx.state.ships.find((s) => s.id === target);
      if (t && inPlay(t)) {
        const rules = ruleSetOf(ctx.state);
        if (rules.locks.enemiesOnly && t.player === ship.player)
          return refuse(
            'illegal-action',
            `${ship.id} cannot lock ${t.id}: these rules allow locks on enemy ships only`,
          );
        const measured = rangeBetween(ship, t);
        const r = measured === null ? null : Math.max(measured, rules.range.nearest);
        const [lo, hi] = actionRange(ctx, ship, 'lock', t.id);
        if (r === null ? hi < 4 : r > hi)
          return refuse('out-of-range', `${ship.id} cannot lock ${t.id}: it is beyond range ${hi}`);
        if (r !== null && r < lo)
          return refuse('out-of-range', `${ship.id} cannot lock ${t.id}: it is closer than range ${lo}`);
        const near = lockForbidden(ctx, t);
        if (near) return refuse('illegal-action', `${t.id} is ${near} and cannot be locked`);
      }
    }
    if (!defs.some((d) => d.type === type))
      return refuse('not-on-action-bar', `${ship.id} does not have the ${type} action`);
    return refuse('illegal-option', `"${optionId}" is not a legal way for ${ship.id} to perform that action now`);
  }
  const def = defs.find((d) => d.type === type)!;
  const difficulty = chosen.data?.difficulty as Difficulty;
  // movement (s39): stressed as it begins the action (a permission let it), before its own red stress.
  const stressedBefore = !menuOpt.notAction && isStressed(ship);
  if (difficulty === 'purple') spendForce(ctx, ship, 1);
  // A boost template a card allows for Force (static.ts boostTemplates): spent as the action is performed.
  const force = chosen.data?.force;
  if (typeof force === 'number') {
    spendForce(ctx, ship, force);
    ctx.emit('force-spent', `${ship.id} spends ${force} Force (boost template).`, { ship: ship.id, data: { force } });
  }
  // A template a card offers at a price (static.ts TemplatePrice): paid as the action is performed, the card logged.
  const price = chosen.data?.price as TemplatePrice | undefined;
  if (price) {
    pay(ctx, ship, price.key, [
      ...(price.charge ? [{ kind: 'spend-charge' as const, count: price.charge }] : []),
      ...(price.strain ? [{ kind: 'gain-token' as const, token: 'strain' as const, count: price.strain }] : []),
      ...(price.force ? [{ kind: 'spend-force' as const, count: price.force }] : []),
    ]);
    const ability = abilitiesOf(ctx, price.key)[price.index];
    if (ability) markUsed(ctx, ability, ship.id, price.key, price.index);
  }
  // support (s35): a priced coordinate's option names its price after the ship (`coordinate:<ship>:force`).
  const arg =
    type === 'coordinate' && typeof chosen.data?.target === 'string'
      ? chosen.data.target
      : optionId.slice(type.length + 1);
  // A ship chosen beyond the band for the price of the lock on it (static.ts moreActionTargets; 000 "Lock": spent, removed).
  if (chosen.data?.spendLock === true) {
    const i = ship.locks.findIndex((l) => l.target === arg);
    if (i >= 0) {
      ship.locks.splice(i, 1);
      ctx.emit('lock-spent', `${ship.id} spends its lock on ${arg}.`, { ship: ship.id, data: { target: arg } });
    }
  }
  // A ship chosen beyond the band by a standing card (static.ts moreActionTargets): that card is used, and logged so
  // (costs.ts markUsed) like a priced template's — the soak's real lists otherwise never see it fire.
  const beyond = chosen.data?.beyond as { key: string; index: number } | undefined;
  if (beyond) {
    // movement (s39): a price in the card's own charges (`more-targets` `charge`: Thrawn of Legends and Relics).
    const charge = chosen.data?.beyondCharge;
    if (typeof charge === 'number') pay(ctx, ship, beyond.key, [{ kind: 'spend-charge', count: charge }]);
    const ability = abilitiesOf(ctx, beyond.key)[beyond.index];
    if (ability) markUsed(ctx, ability, ship.id, beyond.key, beyond.index);
  }
  // support (s35): a stressed ship coordinated by a standing card's leave (static.ts coordinatesStressed): that card is
  // used, and logged so.
  const stressedBy = chosen.data?.stressedBy as { key: string; index: number } | undefined;
  if (stressedBy) {
    const ability = abilitiesOf(ctx, stressedBy.key)[stressedBy.index];
    if (ability) markUsed(ctx, ability, ship.id, stressedBy.key, stressedBy.index);
  }
  let coordinated: string | undefined;
  let relocated: string | undefined;
  const text = (t: string) =>
    menuOpt.notAction
      ? ctx.emit('ship-repositioned', `${ship.id} performs ${t} (not an action).`, {
          ship: ship.id,
          data: { move: type, option: optionId },
        })
      : ctx.emit('action-performed', `${ship.id} performs ${t}.`, {
          ship: ship.id,
          data: { action: type, option: optionId, difficulty },
        });
  switch (type) {
    case 'focus':
    case 'evade':
    case 'calculate':
      addToken(ctx, ship, type);
      text(`a ${type} action and gains a ${type} token`);
      break;
    case 'lock':
      acquireLock(ctx, ship, arg);
      text(`a lock action and locks ${arg}`);
      break;
    case 'barrel-roll':
    case 'boost':
      ship.pose = chosen.data!.pose as ShipState['pose'];
      refreshObstacleContact(ctx.state, ship);
      // The ships the template crossed (@xwing/geometry's shipsThrough): "if you moved through a ship".
      if (Array.isArray(chosen.data?.through)) ship.round.movedThrough = [...(chosen.data.through as string[])];
      else delete ship.round.movedThrough;
      // Obstacles it was allowed to cross: their effects resolve before anything else goes on, as a tractor move's do
      // (flow.ts, token-rules.ts continueTractorMove; 000 "Moving Through and Overlapping Obstacles").
      if (Array.isArray(chosen.data?.obstacles)) {
        const crossed = [...(chosen.data.obstacles as string[])];
        ship.round.crossedObstacles = crossed;
        if (!ctx.state.tractorMove) ctx.state.tractorMove = { ship: ship.id, obstacles: [...crossed] };
      } else delete ship.round.crossedObstacles;
      // movement (s39): obstacles it moved through while ignoring them: no effect, only the fact.
      if (Array.isArray(chosen.data?.ignoredObstacles))
        ship.round.crossedIgnored = [...(chosen.data.ignoredObstacles as string[])];
      else delete ship.round.crossedIgnored;
      text(`a ${NAMES[type]} (${arg})`);
      break;
    case 'reinforce':
      gainReinforce(ctx, ship, arg as 'fore' | 'aft', ship.id);
      text(`a reinforce action (${arg})`);
      break;
    case 'rotate-arc':
      ship.turret = arg as ShipState['turret'];
      text(`a rotate action (turret to ${arg})`);
      break;
    case 'coordinate': {
      // vizsla (s36): a friendly remote chosen instead of a ship relocates instead of performing an action (Pre Vizsla).
      const remote = chosen.data?.remote;
      if (typeof remote === 'string') {
        relocated = remote;
        text(`a coordinate action on ${remote}`);
        relocateCoordinatedRemote(ctx, ship, chosen);
        break;
      }
      coordinated = arg;
      text(`a coordinate action on ${arg}`);
      break;
    }
    case 'jam': {
      const t = ctx.state.ships.find((s) => s.id === arg)!;
      // The jamming ship's player decides what the jam takes (token-rules.ts).
      addToken(ctx, t, 'jam', 1, ship.id);
      text(`a jam action: ${arg} gains a jam token`);
      break;
    }
    case 'reload': {
      const u = ship.upgrades.find((x) => x.xws === arg)!;
      const max = ctx.content.upgrade(u.xws)?.sides[u.side]?.charges?.value ?? 0;
      u.charges = Math.min(max, (u.charges ?? 0) + reloadRecovers(ctx, ship, u.xws));
      addToken(ctx, ship, 'disarm');
      text(`a reload action (${arg} recovers a charge; it gains a disarm token)`);
      break;
    }
    case 'slam':
      text(`a SLAM action (${arg})`);
      break;
    case 'cloak':
      addToken(ctx, ship, 'cloak');
      text('a cloak action and gains a cloak token');
      break;
  }
  if (!menuOpt.notAction) ship.round.actions.push(type);
  if (stressedBefore) (ship.round.stressedActions ??= []).push(type);
  if (difficulty === 'red' && !menuOpt.notAction) {
    addToken(ctx, ship, 'stress');
    ctx.emit('stress-gained', `${ship.id} gains a stress token (red action).`, { ship: ship.id });
  }
  const performed: { ok: true } & Performed = { ok: true, def, difficulty };
  if (coordinated !== undefined) performed.coordinated = coordinated;
  if (coordinated !== undefined && price) performed.pricedBy = price.key;
  // A remote coordinated (vizsla, s36) is no ship: the window after the action has no other party.
  if ((type === 'lock' || type === 'jam' || type === 'coordinate') && relocated === undefined) performed.target = arg;
  const mines = chosen.data?.mines;
  if ((type === 'barrel-roll' || type === 'boost') && Array.isArray(mines) && mines.length)
    performed.mines = mines as string[];
  return performed;
}

/**
 * vizsla (s36): the remote a coordinate chose (coordinateRemoteOptions) relocates to the option's pose; the record
 * that let the ship choose it is logged used (costs.ts markUsed), as a ship chosen beyond the band is.
 */
function relocateCoordinatedRemote(ctx: Ctx, ship: ShipState, chosen: Option): void {
  const r = remoteById(ctx.state, String(chosen.data!.remote));
  if (!r) return;
  const by = chosen.data!.remoteBy as { key: string; index: number } | undefined;
  const ability = by ? abilitiesOf(ctx, by.key)[by.index] : undefined;
  if (by && ability) markUsed(ctx, ability, ship.id, by.key, by.index);
  const template = String(chosen.data!.template);
  r.pose = chosen.data!.remotePose as RemoteState['pose'];
  ctx.emit(
    'remote-relocated',
    `${remoteName(ctx, r)} is relocated forward with the ${template} template (coordinated by ${ship.id}).`,
    { ship: ship.id, data: { remote: r.id, option: `coordinate:${r.id}:${template}`, template, pose: r.pose } },
  );
}

/**
 * Movement: the ship attempts an action it has no legal way to resolve, and fails (FAILABLE's reading): nothing is
 * performed, a red attempt still gives a stress token, and the event 'action:after-fail' is raised for the abilities
 * set off by a failed action (Composure).
 */
function failAction(ctx: Ctx, ship: ShipState, defs: readonly ActionDef[], chosen: Option): { ok: true } & Performed {
  const type = chosen.data!.action as ActionType;
  const difficulty = chosen.data!.difficulty as Difficulty;
  const def = defs.find((d) => d.type === type) ?? { type, difficulty };
  ctx.emit('action-failed', `${ship.id} attempts a ${NAMES[type]} action and fails: it has no legal way to.`, {
    ship: ship.id,
    data: { action: type, difficulty },
  });
  if (difficulty === 'red') {
    addToken(ctx, ship, 'stress');
    ctx.emit('stress-gained', `${ship.id} gains a stress token (red action).`, { ship: ship.id });
  }
  raise(ctx, 'action:after-fail', { ship: ship.id, data: { action: type, difficulty } });
  return { ok: true, def, difficulty, failed: true };
}

export { OK };

/**
 * The subject of the 'action:after-perform' window (001 Perform Action: abilities "after you perform an action"):
 * the ship, the action's type and difficulty, and, for a lock, jam or coordinate action, the ship it chose as the
 * other party (the ship locked, jammed or coordinated).
 */
export function afterPerformSubject(
  ship: string,
  action: string,
  p: { difficulty?: string; target?: string; step?: string; action?: string; why?: string; pricedBy?: string } = {},
): { ship: string; other?: string; data: Record<string, unknown> } {
  const data: Record<string, unknown> = { action };
  // support (s35): a coordinate performed at a card's price names that card (Maul's "if you do").
  if (p.pricedBy !== undefined) data.pricedBy = p.pricedBy;
  // movement: an action an ability granted names that grant (its `why`), so the card's "if you do" can answer it.
  if (p.why !== undefined) data.grantedBy = p.why;
  // movement: a coordinate's window names the action the coordinated ship performed (none when it passed).
  if (p.action !== undefined) data.coordinatedAction = p.action;
  if (p.difficulty !== undefined) data.difficulty = p.difficulty;
  // 'perform-action': the ship's own action in its Perform Action step (phases/activation.ts), not one an ability granted.
  if (p.step !== undefined) data.step = p.step;
  return p.target !== undefined ? { ship, other: p.target, data } : { ship, data };
}

/**
 * Executing maneuvers (000 "Executing a Maneuver", "Overlapping Ships", "Moving Through and Overlapping Obstacles",
 * "Fleeing the Area"; 001 Activation 2. Execute Maneuver): the table geometry comes from @xwing/geometry's
 * resolveMove, partial maneuvers included; this module applies the rules around it.
 */
import { ruleSetOf } from './rule-sets/index.js';
import type { Difficulty } from '@xwing/content';
import {
  baseOutline,
  type BaseSize,
  convexOverlap,
  parseManeuver,
  pathPose,
  type Pose,
  resolveMove,
  solidsOverlap,
  type TallonAlignment,
} from '@xwing/geometry';
import type { Option } from './decision.js';
import type { Ctx } from './context.js';
import { resumeDamage, sufferDamage } from './damage.js';
import { askInstead, clearInstead, facesAsked, replaced } from './abilities/replace.js';
import { cardsChanged } from './abilities/source-keys.js';
import { movingDevices } from './remotes.js';
import { dialOf } from './abilities/dial-as.js';
import { OBSTACLE_KIND_NAMES, obstacleKind } from './obstacles.js';
import type { ShipState } from './state.js';
import {
  addToken,
  breakLocksOn,
  removeToken,
  inPlay,
  isIonized,
  isStressed,
  otherShips,
  placedObstacles,
  refreshObstacleContact,
  rotationBlockedBy,
  shipById,
  solidOf,
  spendForce,
} from './util.js';
import { shipPoints } from './damage.js';
import {
  adjustedDifficulty,
  ignoresObstacles,
  mayIgnoreObstacles,
  redManeuversWhileStressed,
} from './abilities/static.js';
import type { PlacedObstacle } from '@xwing/geometry';
import { onFled } from './scenario/hooks.js';
import { crossedEdges } from './reserves.js';

export interface PlannedManeuver {
  code: string;
  difficulty: Difficulty;
  /** Why it differs from the dial, if it does. */
  note?: 'unset-dial' | 'stressed-red' | 'ion';
}

/** Ion maneuver: a blue speed-1 bank or straight in the dial's direction; a stop becomes a 1-straight (000, Ion). */
export function ionManeuverCode(dial: string | null): string {
  const bearing = dial ? dial.replace(/^\d+/, '').charAt(0) : 'F';
  if ('TBLEA'.includes(bearing)) return '1B';
  if ('YNPRD'.includes(bearing)) return '1N';
  return '1F';
}

/**
 * What the ship will execute (001 Activation 1. Reveal Dial): an unset dial gains a stress and flies a white
 * 2-straight; a red maneuver on an already stressed ship becomes a white 2-straight; an ionised ship flies its ion
 * maneuver.
 */
export function planManeuver(ctx: Ctx, ship: ShipState): PlannedManeuver {
  const dial = ship.dial?.maneuver ?? null;
  if (isIonized(ship))
    return ruleSetOf(ctx.state).ion.flies === 'white-straight-1'
      ? { code: '1F', difficulty: 'white', note: 'ion' }
      : { code: ionManeuverCode(dial), difficulty: 'blue', note: 'ion' };
  if (dial === null) return { code: '2F', difficulty: 'white', note: 'unset-dial' };
  const difficulty = maneuverDifficulty(ctx, ship, dial) ?? 'white';
  if (difficulty === 'red' && isStressed(ship) && !redManeuversWhileStressed(ctx, ship, dial, 'execute'))
    return { code: '2F', difficulty: 'white', note: 'stressed-red' };
  return { code: dial, difficulty };
}

/**
 * A dial maneuver's difficulty for this ship now: the dial's colour, changed by standing abilities (abilities/static.ts);
 * undefined when the maneuver is not on the ship's dial. Planning and the reveal both read it, so what a stressed
 * ship may set and what it executes agree.
 */
export function maneuverDifficulty(ctx: Ctx, ship: ShipState, code: string): Difficulty | undefined {
  const d = dialOf(ctx, ship).byCode.get(code);
  if (!d) return undefined;
  return adjustedDifficulty(ctx, ship, code, d.difficulty);
}

export interface MoveOutcome {
  partial: boolean;
  fled: boolean;
  /** The ships that forced the partial maneuver. */
  friendly: string[];
  enemy: string[];
  /** Obstacles moved through or overlapped, each once. */
  obstacles: string[];
  /** Mines moved through or overlapped, each once (each detonates: devices.ts). */
  mines: string[];
  /**
   * movement (s39): obstacles moved through or overlapped that the ship ignored while moving (no effect on it), each
   * once; only when there are some ("if you move through an obstacle" still reads them: Ahsoka Tano of Legends and
   * Relics).
   */
  ignored?: string[];
}

const TALLON_ALIGNMENTS: readonly TallonAlignment[] = ['left', 'middle', 'right'];

/**
 * 000 "Tallon Roll": the ship is placed with its side hashmark at the left, middle or right of the template's end —
 * the player's choice. The placements as options ("tallon:<alignment>", with the resulting pose), or null when the
 * maneuver is not a Tallon roll or every placement ends in the same place (a partial maneuver does not rotate).
 */
export function tallonPlacements(ctx: Ctx, ship: ShipState, code: string): Option[] | null {
  const maneuver = parseManeuver(code);
  if (maneuver.kind !== 'tallon' || !ship.pose) return null;
  const input = {
    base: ship.base as BaseSize,
    pose: ship.pose,
    maneuver,
    ships: otherShips(ctx.state, ship.id),
    obstacles: placedObstacles(ctx.state),
  };
  const options = TALLON_ALIGNMENTS.map((alignment): Option => {
    const r = resolveMove({ ...input, alignment });
    const note = r.partial ? ' (overlaps a ship: partial maneuver)' : r.fled ? ' (leaves the play area)' : '';
    return {
      id: `tallon:${alignment}`,
      label: `Tallon roll, ${alignment} of the template's end${note}`,
      data: { pose: r.final, partial: r.partial, fled: r.fled },
    };
  });
  const distinct = new Set(options.map((o) => JSON.stringify(o.data!.pose)));
  return distinct.size > 1 ? options : null;
}

/**
 * Where the ship would end if it flew `code` now, without moving it (004 §Planning Phase: a test template laid on the
 * table): its final pose, whether it would stop short on a ship, and whether it would leave the play area.
 */
export function previewMove(ctx: Ctx, ship: ShipState, code: string): { pose: Pose; partial: boolean; fled: boolean } {
  const r = resolveMove({
    base: ship.base as BaseSize,
    pose: ship.pose!,
    maneuver: parseManeuver(code),
    ships: otherShips(ctx.state, ship.id),
    obstacles: placedObstacles(ctx.state),
  });
  return { pose: r.final, partial: r.partial, fled: r.fled };
}

/**
 * A rule set where a ship stops at the first ship its path crosses (004 §Activation Phase b): the base is walked along
 * the path and ends at the last point before it would touch that ship, which then counts as overlapped (a partial
 * maneuver). Nothing changes elsewhere, or when the move already ends on a ship or leaves the play area.
 */
function crossingStops(ctx: Ctx, ship: ShipState, from: Pose, code: string, r: ReturnType<typeof resolveMove>): void {
  if (!ruleSetOf(ctx.state).overlap.crossingStops || r.partial || r.fled) return;
  const crossed = r.movedThrough
    .map((id) => shipById(ctx.state, id))
    .filter((o): o is ShipState => o !== undefined && o.pose !== null && inPlay(o) && o.id !== ship.id);
  if (!crossed.length) return;
  const base = ship.base as BaseSize;
  const m = parseManeuver(code);
  const outlines = crossed.map((o) => ({ id: o.id, outline: baseOutline(o.base as BaseSize, o.pose!) }));
  const STEPS = 200;
  let last = 0;
  for (let i = 1; i <= STEPS; i++) {
    const hit = outlines.find((o) => convexOverlap(baseOutline(base, pathPose(from, m, base, i / STEPS)), o.outline));
    if (hit) {
      r.final = pathPose(from, m, base, last);
      r.partial = true;
      r.overlapped = [hit.id];
      r.movedThrough = r.movedThrough.filter((id) => id !== hit.id);
      return;
    }
    last = i / STEPS;
  }
}

/**
 * A SLAM's maneuver (000 "SLAM"): `arg` is the chosen option without its "slam:" prefix ("3E:left" for a Tallon roll
 * with its placement). Every path that performs a SLAM (the action bar, an action an ability granted) moves through
 * here; the caller then resolves the obstacles returned, the mines, and the disarm token.
 */
export function slamManeuver(ctx: Ctx, ship: ShipState, arg: string): MoveOutcome & { difficulty: Difficulty } {
  const [code, alignment] = arg.split(':') as [string, TallonAlignment | undefined];
  // Its difficulty as the dial (and any ability) makes it now, checked once the move's obstacles and mines resolved.
  const difficulty = maneuverDifficulty(ctx, ship, code) ?? 'white';
  return { ...moveShip(ctx, ship, code, 'SLAMs with', alignment), difficulty };
}

/**
 * The end of a SLAM, once its obstacles and mines resolved: 000 "SLAM" executes a maneuver, and 000 "Executing a
 * Maneuver" checks its difficulty after the move (red: a stress token; blue: a stress removed, 001 Check Difficulty),
 * then the ship gains its disarm token. Every path that performs a SLAM ends here.
 */
export function finishSlam(ctx: Ctx, ship: ShipState, difficulty: Difficulty): void {
  if (!inPlay(ship)) return;
  checkDifficulty(ctx, ship, difficulty);
  addToken(ctx, ship, 'disarm');
}

/** Moves the ship (partial maneuvers included); flees it when its base ends outside the play area. */
export function moveShip(
  ctx: Ctx,
  ship: ShipState,
  code: string,
  verb = 'executes',
  alignment?: TallonAlignment,
  /** Executed as a sideslip (a bank or turn: the geometry's `resolveMove` `sideslip`; docs/geometry.md "Sideslips"). */
  sideslip?: boolean,
): MoveOutcome {
  const state = ctx.state;
  const obstacles = placedObstacles(state);
  // The remotes in play travel with the mines (remotes.ts movingDevices: nothing more without them).
  const mines = movingDevices(state);
  const maneuver = parseManeuver(code);
  const r = resolveMove({
    base: ship.base as BaseSize,
    pose: ship.pose!,
    maneuver,
    ships: otherShips(state, ship.id),
    obstacles,
    ...(alignment ? { alignment } : {}),
    ...(sideslip ? { sideslip } : {}),
    devices: mines,
  });
  const from = ship.pose!;
  crossingStops(ctx, ship, from, code, r);
  ship.pose = r.final;
  ship.round.partial = r.partial;
  // movement (s39): "the speed of the maneuver you executed this round" (Sarco Plank's agility, `agility-as-speed`).
  ship.round.executedSpeed = maneuver.speed;
  // The ships the template crossed (the part of it used, for a partial maneuver), not the one it ended on.
  const shipsThrough = r.movedThrough.filter((id) => !r.overlapped.includes(id) && shipById(state, id) !== undefined);
  if (shipsThrough.length) ship.round.movedThrough = shipsThrough;
  else delete ship.round.movedThrough;
  const friendly: string[] = [];
  const enemy: string[] = [];
  for (const id of r.overlapped) {
    const o = shipById(state, id);
    if (!o) continue;
    (o.player === ship.player ? friendly : enemy).push(id);
  }
  // The obstacles the ship ignores while moving ('ship:ignore-obstacles') have no effect on it.
  const obstacleIds = new Set(movingObstacles(ctx, ship).map((o) => o.id));
  const hit: string[] = [];
  const setOff: string[] = [];
  // movement (s39): the obstacles it ignored are still moved through (only a ship that ignores some has any).
  const ignoring = obstacleIds.size < obstacles.length;
  let ignored: string[] | undefined;
  // What the template crossed, then what the base ends on: each obstacle and mine once, in that order.
  for (const list of [r.movedThrough, r.overlapping])
    for (const id of list) {
      if (obstacleIds.has(id)) {
        if (!hit.includes(id)) hit.push(id);
      } else if (ignoring && obstacles.some((o) => o.id === id) && !(ignored ??= []).includes(id)) ignored.push(id);
      if (mines.length > 0 && mines.some((m) => m.id === id) && !setOff.includes(id)) setOff.push(id);
    }
  ctx.emit(
    'maneuver-executed',
    `${ship.id} ${verb} ${code}${sideslip ? ' as a sideslip' : ''}${r.partial ? ` partially (overlapping ${r.overlapped.join(', ')})` : ''}.`,
    {
      ship: ship.id,
      data: {
        maneuver: code,
        ...(sideslip ? { sideslip } : {}),
        from,
        to: r.final,
        partial: r.partial,
        overlapped: r.overlapped,
        obstacles: hit,
        ...(setOff.length ? { mines: setOff } : {}),
      },
    },
  );
  if (r.fled) {
    flee(ctx, ship, from);
    return { partial: r.partial, fled: true, friendly, enemy, obstacles: [], mines: [] };
  }
  refreshObstacleContact(state, ship);
  return {
    partial: r.partial,
    fled: false,
    friendly,
    enemy,
    obstacles: hit,
    mines: setOff,
    ...(ignored ? { ignored } : {}),
  };
}

/**
 * The obstacles in play that matter to the ship as it moves: all but those it ignores while moving (a standing
 * 'ship:ignore-obstacles' record, abilities/static.ts ignoresObstacles). Maneuvers, boosts, barrel rolls and tractor
 * moves read it.
 */
export function movingObstacles(ctx: Ctx, ship: ShipState): PlacedObstacle[] {
  const all = placedObstacles(ctx.state);
  if (!mayIgnoreObstacles(ctx, ship)) return all;
  return all.filter((_, i) => {
    const o = ctx.state.obstacles[i]!;
    return !ignoresObstacles(ctx, ship, obstacleKind(o), 'moving', undefined, o.id);
  });
}

/**
 * The obstacles a boost or barrel roll of the ship must keep clear of (000 Boost, Barrel Roll), and those it may move
 * through and overlap (a standing or lasting `ignore-obstacles` for 'repositioning': Q7 Astromech), whose effects then
 * resolve once it is placed (000 "Moving Through and Overlapping Obstacles"). Obstacles it ignores while moving are in
 * neither list (movingObstacles).
 */
export function repositionObstacles(
  ctx: Ctx,
  ship: ShipState,
): { blocking: PlacedObstacle[]; crossable: PlacedObstacle[]; ignored?: PlacedObstacle[] } {
  const all = movingObstacles(ctx, ship);
  if (!mayIgnoreObstacles(ctx, ship)) return { blocking: all, crossable: [] };
  // movement (s39): those it ignores while moving, which the move may still pass through (Ahsoka Tano's "if you move
  // through an obstacle"): none in most games, so nothing is built then.
  const ignored =
    all.length < ctx.state.obstacles.length ? placedObstacles(ctx.state).filter((p) => !all.includes(p)) : [];
  const blocking: PlacedObstacle[] = [];
  const crossable: PlacedObstacle[] = [];
  for (const p of all) {
    const o = ctx.state.obstacles.find((x) => x.id === p.id);
    (o && ignoresObstacles(ctx, ship, obstacleKind(o), 'repositioning', undefined, o.id) ? crossable : blocking).push(
      p,
    );
  }
  return ignored.length ? { blocking, crossable, ignored } : { blocking, crossable };
}

/** The ship flees: removed from the game like a destroyed ship, its opponent scoring its points (000, Fleeing). */
export function flee(ctx: Ctx, ship: ShipState, from: Pose | null = ship.pose): void {
  // "If you would flee, … instead" (subsystems, s32-subsa: 'instead:flee', Moralo Eval): the edges its base crosses.
  if (ship.pose && replaced(ctx, ship.id, 'instead:flee', { edges: crossedEdges(ship.base, ship.pose) })) return;
  const points = shipPoints(ctx, ship);
  ctx.state.players[ctx.opponent(ship.player)].pointsDestroyed += points;
  ship.pose = null;
  ship.gone = { how: 'fled', round: ctx.state.round };
  cardsChanged();
  delete ship.atObstacles;
  ship.locks = [];
  breakLocksOn(ctx.state, ship.id);
  ctx.emit('ship-fled', `${ship.id} flees the play area and is removed from the game.`, {
    ship: ship.id,
    data: { points },
  });
  onFled(ctx, ship, points, from);
}

/**
 * The effect of moving through or overlapping one obstacle (001 Activation 2.1 Maneuver Ship, "if move through"),
 * by the obstacle's effect kind (obstacles.ts). The die is rolled first so an entered-dice game can ask for it before
 * anything changes. The rules documents lost the icons; we read them as follows (001 wins over 000 where they
 * differ, but here they agree):
 * - asteroid: 1 hit damage, then a hit or crit result adds 1 hit damage (000 "Moving Through and Overlapping
 *   Obstacles" says so in one sentence; 001's two result lines are that "or" split in two, as for the electro-chaff
 *   cloud, whose two lines give the same stress);
 * - debris cloud: 1 stress, then hit → 1 hit damage, crit → 1 crit damage;
 * - gas cloud: break the ship's locks and the locks on it, 1 strain, then hit → 1 ion, crit → 3 ion;
 * - electro-chaff cloud: break the ship's locks and the locks on it, 1 jam, then hit or crit → 1 stress (001's
 *   "remove all [lock] … add 1 [jam] … add 1 [stress]");
 * - loose cargo and spare parts: 1 strain, then hit or crit → 1 stress (001's "add 1 [strain] … add 1 [stress]");
 * - blaze (the obstacle a Blazer Bomb leaves): hit → 1 hit damage, crit → 1 hit damage, focus → 1 stress. 001's three
 *   result lines lost their icons; an outline of the same Rules Reference v1.4.3.1 that keeps them (jroliveira.net,
 *   "OBSTACLES, Blaze (p.15)") gives them, and gives every obstacle above the effects read here.
 */
export function obstacleEffect(
  ctx: Ctx,
  ship: ShipState,
  obstacleId: string,
  /** 'roll': the die's part only (a debris cloud's stress was given already: `debrisStress`, 002 §Obstacles). */
  part?: 'roll',
): 'done' | 'asked' {
  const o = ctx.state.obstacles.find((x) => x.id === obstacleId);
  if (!o || !inPlay(ship)) return 'done';
  // Its damage stopped before a damage card was dealt (damage.ts 'damage:before-card'): it goes on from that card.
  if (ctx.state.dealing?.ship === ship.id) {
    if (resumeDamage(ctx) === 'asked') return 'asked';
    clearInstead(ctx, ship.id);
    return 'done';
  }
  const kind = obstacleKind(o);
  const what = OBSTACLE_KIND_NAMES[kind];
  // An optional replacement of the obstacle's whole effect on the ship ('instead:obstacle'), asked before its die (not
  // again once the die's faces were entered: the step resumes with them).
  if (
    (!ctx.state.insteadAsked || ctx.state.insteadAsked.window === 'instead:obstacle') &&
    ctx.state.entered === undefined
  ) {
    const placed = placedObstacles(ctx.state).find((p) => p.id === obstacleId);
    const point = {
      obstacle: obstacleId,
      kind,
      overlapping: placed !== undefined && solidsOverlap(solidOf(ship, true), placed.solid),
    };
    if (askInstead(ctx, ship.id, 'instead:obstacle', point) === 'asked') return 'asked';
    if (replaced(ctx, ship.id, 'instead:obstacle', point)) {
      clearInstead(ctx, ship.id);
      return 'done';
    }
  }
  const faces =
    facesAsked(ctx, ship.id) ?? ctx.rollOrAsk('attack', 1, ship.player, `${ship.id} hit ${o.name} (${what})`, ship.id);
  if (faces === null) return 'asked';
  const face = faces[0];
  const hitOrCrit = face === 'hit' || face === 'crit';
  // An optional "instead" of the damage about to come is asked first, the die kept (abilities/replace.ts).
  // The rule set's effects (2.5's, or 002 §Obstacles: an asteroid only on a hit or crit, a debris cloud only on a crit).
  const rules = ruleSetOf(ctx.state).obstacles;
  const damaging =
    kind === 'asteroid'
      ? rules.asteroid === 'one-and-roll' || hitOrCrit
      : kind === 'blaze'
        ? hitOrCrit
        : kind === 'debris' && (rules.debrisHits ? hitOrCrit : face === 'crit');
  if (damaging && askInstead(ctx, ship.id, 'instead:suffer-damage', { cause: 'obstacle' }, faces) === 'asked')
    return 'asked';
  const data: Record<string, unknown> = { obstacle: obstacleId, name: o.name, kind, face };
  const breakLocks = () => {
    ship.locks = [];
    breakLocksOn(ctx.state, ship.id);
  };
  switch (kind) {
    case 'asteroid':
      ctx.emit('obstacle-hit', `${ship.id} hits ${o.name} (asteroid) and rolls ${face}.`, { ship: ship.id, data });
      if (rules.asteroid === 'one-and-roll') {
        if (sufferDamage(ctx, ship.id, hitOrCrit ? 2 : 1, 0, o.name, true) === 'asked') return 'asked';
      } else if (
        hitOrCrit &&
        sufferDamage(ctx, ship.id, face === 'hit' ? 1 : 0, face === 'crit' ? 1 : 0, o.name, true) === 'asked'
      )
        return 'asked';
      break;
    case 'debris':
      if (part !== 'roll') addToken(ctx, ship, 'stress', 1, undefined, 'obstacle');
      ctx.emit(
        'obstacle-hit',
        `${ship.id} hits ${o.name} (debris cloud), ${part !== 'roll' ? 'gains a stress and ' : ''}rolls ${face}.`,
        { ship: ship.id, data },
      );
      if (
        damaging &&
        sufferDamage(ctx, ship.id, face === 'hit' ? 1 : 0, face === 'crit' ? 1 : 0, o.name, true) === 'asked'
      )
        return 'asked';
      break;
    case 'gas-cloud': {
      breakLocks();
      addToken(ctx, ship, 'strain', 1, undefined, 'obstacle');
      const ions = face === 'hit' ? 1 : face === 'crit' ? 3 : 0;
      if (ions) addToken(ctx, ship, 'ion', ions, undefined, 'obstacle');
      ctx.emit(
        'obstacle-hit',
        `${ship.id} moves through ${o.name} (gas cloud): its locks break, it gains a strain, rolls ${face}` +
          (ions ? ` and gains ${ions} ion.` : '.'),
        { ship: ship.id, data: { ...data, ions } },
      );
      if (isIonized(ship)) ship.locks = [];
      break;
    }
    case 'electro-chaff':
      breakLocks();
      addToken(ctx, ship, 'jam', 1, undefined, 'obstacle');
      if (hitOrCrit) addToken(ctx, ship, 'stress', 1, undefined, 'obstacle');
      ctx.emit(
        'obstacle-hit',
        `${ship.id} moves through ${o.name} (electro-chaff cloud): its locks break, it gains a jam, rolls ${face}` +
          (hitOrCrit ? ' and gains a stress.' : '.'),
        { ship: ship.id, data },
      );
      break;
    case 'blaze': {
      // A crit result deals a hit too, not a critical damage (the function's comment: the blaze's source).
      const stress = face === 'focus';
      if (stress) addToken(ctx, ship, 'stress', 1, undefined, 'obstacle');
      ctx.emit(
        'obstacle-hit',
        `${ship.id} moves through ${o.name} (blaze) and rolls ${face}` +
          (hitOrCrit ? ': it suffers a hit.' : stress ? ': it gains a stress.' : '.'),
        { ship: ship.id, data },
      );
      if (hitOrCrit && sufferDamage(ctx, ship.id, 1, 0, o.name, true) === 'asked') return 'asked';
      break;
    }
    case 'loose-cargo':
    case 'spare-parts':
      addToken(ctx, ship, 'strain', 1, undefined, 'obstacle');
      if (hitOrCrit) addToken(ctx, ship, 'stress', 1, undefined, 'obstacle');
      ctx.emit(
        'obstacle-hit',
        `${ship.id} moves through ${o.name} (${what}): it gains a strain, rolls ${face}` +
          (hitOrCrit ? ' and gains a stress.' : '.'),
        { ship: ship.id, data },
      );
      break;
  }
  clearInstead(ctx, ship.id);
  return 'done';
}

/**
 * A debris cloud's stress, apart from its die (002 §Obstacles: given after the Check Pilot Stress step, the die rolled
 * after the Perform Action step: `obstacleEffect` with 'roll'). Nothing for another kind of obstacle.
 */
export function debrisStress(ctx: Ctx, ship: ShipState, obstacleId: string): void {
  const o = ctx.state.obstacles.find((x) => x.id === obstacleId);
  if (!o || !inPlay(ship) || obstacleKind(o) !== 'debris') return;
  addToken(ctx, ship, 'stress', 1, undefined, 'obstacle');
  ctx.emit('obstacle-stress', `${ship.id} hit ${o.name} (debris cloud) and gains a stress.`, {
    ship: ship.id,
    data: { obstacle: obstacleId, name: o.name, kind: 'debris' },
  });
}

/** Whether one of these obstacles is an asteroid (002 §Obstacles: the ship skips its Perform Action step). */
export function anAsteroid(ctx: Ctx, obstacleIds: readonly string[]): boolean {
  return obstacleIds.some((id) => {
    const o = ctx.state.obstacles.find((x) => x.id === id);
    return o !== undefined && obstacleKind(o) === 'asteroid';
  });
}

/** Check Difficulty (001 Activation 2.2): red gains a stress; blue removes a stress and a strain; purple spends Force. */
export function checkDifficulty(ctx: Ctx, ship: ShipState, difficulty: Difficulty): void {
  if (difficulty === 'red') {
    addToken(ctx, ship, 'stress');
    ctx.emit('stress-gained', `${ship.id} gains a stress token (red maneuver).`, { ship: ship.id });
  } else if (difficulty === 'blue') {
    const removed: string[] = [];
    // 001 Check Difficulty, blue: "remove 1 [stress]; remove 1 [strain]; remove 1 [deplete]" (the icons are blank in
    // our copy; these are the three tokens a blue maneuver clears).
    for (const t of ['stress', 'strain', 'deplete'] as const) {
      if (removeToken(ctx, ship, t) > 0) removed.push(t);
    }
    if (removed.length)
      ctx.emit('tokens-removed', `${ship.id} removes ${removed.join(', ')} (blue maneuver).`, {
        ship: ship.id,
        data: { removed },
      });
  } else if (difficulty === 'purple') {
    spendForce(ctx, ship, 1);
    ctx.emit('force-spent', `${ship.id} spends 1 Force (purple maneuver).`, { ship: ship.id });
  }
}

/**
 * An ability's `execute-as`: the activating ship executes `code` instead of the maneuver it revealed, keeping the
 * revealed maneuver's difficulty (the maneuver is treated as the other one only while executed). Read by the
 * activation's Execute Maneuver step, which it precedes ('maneuver:before-execute').
 */
export function executeInstead(ctx: Ctx, shipId: string, code: string, sideslip = false, white = false): void {
  const c = ctx.state.cursor;
  const d = c.data as { code?: string; sideslip?: boolean; difficulty?: Difficulty } | undefined;
  if (ctx.state.phase !== 'activation' || c.ship !== shipId || !d?.code) return;
  let m: ReturnType<typeof parseManeuver>;
  try {
    m = parseManeuver(code);
  } catch {
    return;
  }
  // Only a bank or turn is executed as a sideslip (docs/geometry.md "Sideslips").
  const slip = sideslip && (m.kind === 'bank' || m.kind === 'turn');
  // movement (s39): "execute a white … instead": its Check Difficulty reads white, whatever was revealed.
  if (white && (d.difficulty ?? 'white') !== 'white') {
    ctx.emit(
      'maneuver-difficulty-changed',
      `${shipId} executes ${code} as a white maneuver (it was ${d.difficulty}).`,
      {
        ship: shipId,
        data: { from: d.difficulty, to: 'white' },
      },
    );
    d.difficulty = 'white';
  }
  if (code === d.code && (!slip || d.sideslip)) return;
  const how = slip ? ' as a sideslip' : '';
  ctx.emit('maneuver-changed', `${shipId} executes ${code}${how}${code === d.code ? '' : ` instead of ${d.code}`}.`, {
    ship: shipId,
    data: { from: d.code, to: code, ...(slip ? { sideslip: true } : {}) },
  });
  d.code = code;
  if (slip) d.sideslip = true;
}

/** A maneuver of a ship's dial as it stands now (movement's `set-dial` choices). */
export interface DialManeuver {
  code: string;
  speed: number;
  /** The maneuver's kind and direction: 'F', 'B', 'N', 'T', 'Y', 'K', … (the dial code's letter). */
  bearing: string;
  /** Its difficulty now: the dial's colour changed by standing abilities (000 "Maneuver Difficulty"). */
  difficulty: Difficulty;
  /** Whether the ship may set and execute it now: a red one is barred while stressed (000 "Stress"). */
  allowed: boolean;
}

/** The maneuvers of the ship's dial as they stand now (an ability's choice of another dial maneuver). */
export function dialManeuvers(ctx: Ctx, shipId: string): DialManeuver[] {
  const ship = shipById(ctx.state, shipId);
  if (!ship) return [];
  const out: DialManeuver[] = [];
  for (const [code, d] of dialOf(ctx, ship).byCode) {
    const difficulty = adjustedDifficulty(ctx, ship, code, d.difficulty);
    const allowed = difficulty !== 'red' || !isStressed(ship) || redManeuversWhileStressed(ctx, ship, code, 'execute');
    out.push({ code, speed: d.speed, bearing: d.bearing, difficulty, allowed });
  }
  return out;
}

/**
 * An ability's `set-dial`: the activating ship, its dial just revealed, sets it to `code` — that maneuver becomes its
 * revealed maneuver, of its own difficulty now, and is executed in place of the first. Only in the window after the
 * reveal, only when the ship executes its dial (not an ion maneuver, an unset dial or a red one refused for stress), and
 * only to a maneuver of its dial it may execute now (000 "Stress").
 */
export function setDial(ctx: Ctx, shipId: string, code: string): void {
  const c = ctx.state.cursor;
  const d = c.data as { code?: string; difficulty?: Difficulty; note?: string } | undefined;
  const ship = shipById(ctx.state, shipId);
  if (ctx.state.phase !== 'activation' || c.ship !== shipId || c.step !== 'before-execute' || !d?.code) return;
  if (d.note || !ship?.dial || ship.dial.maneuver !== d.code || code === d.code) return;
  const m = dialManeuvers(ctx, shipId).find((x) => x.code === code);
  if (!m?.allowed) return;
  const was = d.code;
  ship.dial.maneuver = code;
  d.code = code;
  d.difficulty = m.difficulty;
  ctx.emit('dial-set', `${shipId} sets its dial to ${code} (it revealed ${was}).`, {
    ship: shipId,
    data: { from: was, to: code, difficulty: m.difficulty },
  });
}

const EASIER: readonly Difficulty[] = ['blue', 'white', 'red'];

/**
 * An ability's `maneuver-easier`: the activating ship's maneuver about to be executed is `steps` difficulties easier
 * (blue at best; a purple maneuver keeps its colour) for its Check Difficulty step.
 */
export function easeManeuver(ctx: Ctx, shipId: string, steps: number): void {
  const c = ctx.state.cursor;
  const d = c.data as { code?: string; difficulty?: Difficulty } | undefined;
  if (ctx.state.phase !== 'activation' || c.ship !== shipId || !d?.code) return;
  const was = d.difficulty ?? 'white';
  const at = EASIER.indexOf(was);
  if (at < 0) return;
  const now = EASIER[Math.max(0, Math.min(EASIER.length - 1, at - steps))]!;
  if (now === was) return;
  d.difficulty = now;
  ctx.emit('maneuver-difficulty-changed', `${shipId} executes ${d.code} as a ${now} maneuver (it was ${was}).`, {
    ship: shipId,
    data: { from: was, to: now },
  });
}

/**
 * An ability's `skip-maneuver`: the activating ship skips its Execute Maneuver step (001 Activation 2: it does not move,
 * and no Check Difficulty follows); with `rotate`, a revealed maneuver bearing left or right first turns the ship 90° that
 * way in place (000 "Maneuvers": the bearing). Read by the activation's next step ('maneuver:before-execute' comes
 * after 'activation:after-reveal').
 */
export function skipManeuver(ctx: Ctx, shipId: string, rotate: boolean): void {
  const c = ctx.state.cursor;
  const d = c.data as { code?: string; skip?: boolean } | undefined;
  const ship = shipById(ctx.state, shipId);
  if (ctx.state.phase !== 'activation' || c.ship !== shipId || !d?.code || !ship?.pose || d.skip) return;
  d.skip = true;
  let turn = 0;
  if (rotate) {
    try {
      turn = parseManeuver(d.code).direction * 90;
    } catch {
      turn = 0;
    }
  }
  // A turn that would overlap another ship cannot be made (000 "Overlapping Ships"): the ship keeps its facing.
  let blocker: string | undefined;
  if (turn !== 0) {
    const pose = { ...ship.pose, heading: (((ship.pose.heading + turn) % 360) + 360) % 360 };
    blocker = rotationBlockedBy(ctx.state, ship, pose);
    if (blocker === undefined) {
      ship.pose = pose;
      refreshObstacleContact(ctx.state, ship);
    } else turn = 0;
  }
  ctx.emit(
    'maneuver-skipped',
    `${shipId} skips its Execute Maneuver step${turn ? ` and turns 90° ${turn < 0 ? 'left' : 'right'}` : ''}${blocker ? ` (it cannot turn: it would overlap ${blocker})` : ''}.`,
    { ship: shipId, data: { maneuver: d.code, turn, pose: ship.pose, ...(blocker ? { blocker } : {}) } },
  );
}

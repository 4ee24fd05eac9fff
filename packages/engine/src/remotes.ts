/**
 * Remotes (2.0 Rules Reference "Remotes", quoted in ../shared/rules/rules-reference-supplement.md; 000, 001 and 003
 * have no remote rule): devices with initiative, agility and hull values that can be attacked.
 *
 * - Placed: an upgrade card drops or launches its remote as it would a device (devices.ts `placeDevices`, the card's
 *   `place-device` record); its controlling player is the player of the ship that placed it.
 * - Attacked: a remote can be declared as the defender (combat/weapons.ts `legalAttacks`) and is treated as a ship
 *   with no arcs and no midway line: the attack can be obstructed and range bonuses apply; it rolls its agility in
 *   defense dice. It cannot be assigned tokens (only locks: a ship may lock it) and has no abilities of its own in the
 *   attack, so nothing modifies its dice on its side. Effects of "friendly ships" never reach it; the targeting words
 *   only ever name ships, so no card reaches it but the attack itself.
 * - Damaged: each hit or crit it suffers is counted against its hull (the later 2.0 revision deals it one facedown
 *   damage card per damage and destroys it at its hull; the earlier one destroys it at its first damage — the same
 *   for the hull-1 remotes). It is destroyed once the count reaches its hull, and removed from the play area then.
 *   Reading: the rule's delay of the removal to the end of the remote's own initiative step (simultaneous fire) is
 *   not kept: it is removed at once (no remote the engine places can attack, so the delay changes nothing yet).
 * - Its outline: each remote's token as the X-Wing Vassal module's piece measures it (DRK-1 Probe Droid, Buzz Droid
 *   Swarm, Sensor Buoy: @xwing/geometry's device kinds 'drk-1', 'buzz-droid', 'sensor-buoy'); the module has no
 *   commando team piece and the rules state no size, so that one keeps the former assumed disc, marked unmeasured
 *   ('commando', `deviceTokenMeasured` false; docs/geometry.md "Remotes").
 *
 * Remotes act at their initiative (remote-activation.ts: a System Phase relocation, an engagement effect), at the
 * start of the Activation Phase (the commando teams), and after a ship moves through or onto one (s37: they travel
 * with the mines, `movingDevices`). Not yet: a remote's own attack, devices' effects on remotes;
 * `remoteBehaviourMissing` reports them once per game and card.
 */
import {
  BASES,
  type BaseSize,
  compose,
  type DeviceKind,
  DEVICE_OFFSETS,
  solidsOverlap,
  parseManeuver,
  type PlacedObject,
  type Pose,
  rangeBetween,
  type Solid,
} from '@xwing/geometry';
import type { Window } from './abilities/vocabulary/types.js';
import type { Ctx } from './context.js';
import type { PositionRemote } from './engine.js';
import { deviceSolid, placedMines, whollyOutside } from './device-geometry.js';
import type { GameState, PlayerIndex, RemoteState, ShipState } from './state.js';
import { breakLocksOn, placedObstacles, solidOf } from './util.js';

/**
 * Each remote card's token (@xwing/geometry's device kinds; docs/geometry.md "Remotes"): measured from the Vassal
 * module's pieces, but the commando team's ('commando', unmeasured: the module has no piece for it).
 */
const REMOTE_SHAPES: Readonly<Record<string, DeviceKind>> = {
  drk1probedroids: 'drk-1',
  discordmissiles: 'buzz-droid',
  sensorbuoysuite: 'sensor-buoy',
};

/** The token shape of a card's remote: its measured piece, or the unmeasured commando disc for any other. */
export function remoteShape(card: string): DeviceKind {
  return Object.prototype.hasOwnProperty.call(REMOTE_SHAPES, card) ? REMOTE_SHAPES[card]! : 'commando';
}

/** A remote's token outline when its card names none: the unmeasured disc (docs/geometry.md "Remotes"). */
export const REMOTE_SHAPE: DeviceKind = 'commando';

/** The remotes in play. */
export function remotesOf(state: GameState): RemoteState[] {
  return state.remotes ?? [];
}

/** The remote with this id in play, or undefined. */
export function remoteById(state: GameState, id: string): RemoteState | undefined {
  return state.remotes?.find((r) => r.id === id);
}

/** The remote's token on the table (for range, arcs and obstruction). */
export function remoteSolid(r: { id: string; shape: DeviceKind; pose: Pose }): PlacedObject {
  return deviceSolid(r);
}

/**
 * Where a remote lands relocated with `template` laid at its front guides ('front') or its rear guides ('rear',
 * running backwards), its own guides going into the template's far end — as a launched or dropped device lands
 * (@xwing/geometry `placeDevice`), the remote's token standing for the ship's base: its guides its offset from its
 * centre. Reading: the remote keeps facing as before (turned by the template), as a ship does; its measured outline
 * is not turned to lay its guide side against the template, as a placed token's is (a millimetre or two either way).
 */
export function relocatedPose(r: { shape: DeviceKind; pose: Pose }, guides: 'front' | 'rear', template: string): Pose {
  const radius = remoteReach(r.shape);
  const m = parseManeuver(template);
  const tp = m.template;
  let ex = 0;
  let ey = radius;
  let turn = 0;
  if (tp.type === 'straight') ey += tp.length;
  else if (tp.type === 'arc') {
    const phi = (tp.angle * Math.PI) / 180;
    ex = tp.turn * tp.radius * (1 - Math.cos(phi));
    ey += tp.radius * Math.sin(phi);
    turn = tp.turn * tp.angle;
  }
  const a = (turn * Math.PI) / 180;
  const sign = guides === 'front' ? 1 : -1;
  return compose(r.pose, ex + Math.sin(a) * radius, sign * (ey + Math.cos(a) * radius), sign * turn);
}

/**
 * How far the remote's centre lies from its guides: the module's offset from a template's end to the token's centre
 * (a placed remote's guides are at that end; the sensor buoy, never placed with a template, the commando disc's).
 */
function remoteReach(shape: DeviceKind): number {
  const spec = (DEVICE_OFFSETS as Readonly<Record<string, { ahead: number }>>)[shape];
  return spec ? spec.ahead : DEVICE_OFFSETS.commando.ahead;
}

/** A remote id not used yet: "<card>-r<round>-<n>". */
export function newRemoteId(
  state: GameState,
  card: string,
  round = state.round,
  taken: readonly string[] = [],
): string {
  for (let n = 1; ; n++) {
    const id = `${card}-r${round}-${n}`;
    if (!remotesOf(state).some((d) => d.id === id) && !taken.includes(id)) return id;
  }
}

/** The stats of a card's remote, from the content (initiative, agility, hull). */
export function remoteStats(
  content: Ctx['content'],
  card: string,
): { name: string; initiative: number; agility: number; hull: number; charges?: number } | undefined {
  const d = content.upgrade(card)?.sides[0]?.device;
  if (!d || d.type !== 'remote' || !d.remote) return undefined;
  const { initiative, agility, hull } = d.remote;
  // issue 26: a remote's own charges (the commando teams' 2), when its entry gives them.
  const charges = d.remote.charges?.value;
  return { name: d.name, initiative, agility, hull, ...(charges !== undefined ? { charges } : {}) };
}

/** A remote's name as players say it ("DRK-1 Probe Droid drk1probedroids-r2-1"). */
export function remoteName(ctx: Ctx, r: RemoteState): string {
  return `${ctx.content.upgrade(r.card)?.sides[0]?.device?.name ?? r.card} ${r.id}`;
}

/** Places a card's remote at `pose` (devices.ts placeDevices, the card's drop or launch). */
export function placeRemote(
  ctx: Ctx,
  ship: ShipState,
  card: string,
  shape: DeviceKind,
  pose: Pose,
  how: 'drop' | 'launch',
  template: string,
): void {
  const stats = remoteStats(ctx.content, card);
  if (!stats) throw new Error(`engine: ${card} has no remote in the content`);
  const r: RemoteState = {
    id: newRemoteId(ctx.state, card),
    card,
    owner: ship.id,
    player: ship.player,
    shape,
    pose,
    initiative: stats.initiative,
    agility: stats.agility,
    hull: stats.hull,
    damage: 0,
    round: ctx.state.round,
    ...(stats.charges !== undefined ? { charges: stats.charges } : {}),
  };
  (ctx.state.remotes ??= []).push(r);
  ctx.emit(
    'remote-placed',
    `${ship.id} ${how === 'drop' ? 'drops' : 'launches'} ${remoteName(ctx, r)} (${template}).`,
    {
      ship: ship.id,
      data: { remote: r.id, card, how, template, pose },
    },
  );
  remoteBehaviourMissing(ctx, card);
}

/**
 * The remote suffers `hits` and `crits` (an attack's damage): each counts against its hull; at its hull it is
 * destroyed and removed, and locks on it end (000 "Lock": a lock on an object that leaves the play area ends).
 */
export function damageRemote(ctx: Ctx, id: string, hits: number, crits: number, source: string): void {
  const r = remoteById(ctx.state, id);
  const n = hits + crits;
  if (!r || n <= 0) return;
  r.damage += n;
  ctx.emit('remote-damaged', `${remoteName(ctx, r)} suffers ${n} damage (${source}): ${r.damage}/${r.hull}.`, {
    data: { remote: r.id, hits, crits, damage: r.damage },
  });
  if (r.damage < r.hull) return;
  // issue 26 (supplement "Damaging Remotes"): an attack at the remote's own initiative in the Engagement Phase leaves it
  // in play until that initiative's effects are over (simultaneous fire; `removePendingRemotes`): it still engages.
  const state = ctx.state;
  if (state.phase === 'engagement' && state.cursor.attack && state.cursor.initiative === r.initiative) {
    if (r.pendingRemoval) return;
    r.pendingRemoval = true;
    ctx.emit(
      'remote-removal-pending',
      `${remoteName(ctx, r)} is destroyed: it is removed once initiative ${r.initiative} is over.`,
      { data: { remote: r.id, card: r.card, player: r.player } },
    );
    return;
  }
  removeRemote(ctx, r);
}

/**
 * issue 26: the remotes destroyed at their own initiative leave now (phases/engagement.ts, as its initiative step
 * ends, with the ships destroyed in it). Nothing is read while none is pending.
 */
export function removePendingRemotes(ctx: Ctx): void {
  const remotes = ctx.state.remotes;
  if (!remotes || !remotes.some((r) => r.pendingRemoval)) return;
  for (const r of remotes.filter((x) => x.pendingRemoval)) removeRemote(ctx, r);
}

/** Takes a destroyed remote out of the play area; locks on it end (000 "Lock"). */
function removeRemote(ctx: Ctx, r: RemoteState): void {
  const id = r.id;
  ctx.state.remotes = remotesOf(ctx.state).filter((x) => x.id !== id);
  breakLocksOn(ctx.state, id);
  ctx.emit('remote-destroyed', `${remoteName(ctx, r)} is destroyed and removed from the play area.`, {
    data: { remote: r.id, card: r.card, player: r.player, pose: r.pose },
  });
}

/** Whether `player` controls the remote (its owner's player). */
export function controls(r: RemoteState, player: PlayerIndex): boolean {
  return r.player === player;
}

/**
 * What of the remote's rules is not written yet (its card's `incomplete`), if anything: the log says
 * so once per game and card, as for a card without its record.
 */
export function remoteBehaviourMissing(ctx: Ctx, card: string): void {
  const said = ctx.state.log.some((e) => e.type === 'not-implemented' && e.data?.remote === card);
  if (said) return;
  const name = ctx.content.upgrade(card)?.sides[0]?.device?.name ?? card;
  // remotes (s37): what a ship moving onto it sets off and its phase effects are written (remote-activation.ts), and
  // the bombs whose cards name remotes affect them (devices.ts detonateRemotes); what is left is what its card's
  // record says it leaves out (`incomplete`: the commando teams' attack), and nothing is said without it.
  const left = ctx.abilities.get(`upgrade:${card}:0`).find((a) => a.incomplete !== undefined)?.incomplete;
  if (left === undefined) return;
  ctx.emit('not-implemented', `not implemented yet: some of the ${name} remote's own rules (${left}).`, {
    data: { remote: card },
  });
}

/** The remotes a position gives (checked by position-schema.ts): their stats and token shape from the card. */
export function positionRemotes(
  state: GameState,
  content: Ctx['content'],
  given: readonly PositionRemote[],
): RemoteState[] {
  const out: RemoteState[] = [];
  const taken = given.flatMap((r) => r.id ?? []);
  for (const g of given) {
    const stats = remoteStats(content, g.card)!;
    const owner = state.ships.find((s) => s.id === g.owner)!;
    const round = g.round ?? state.round;
    const id = g.id ?? newRemoteId({ ...state, remotes: out }, g.card, round, taken);
    out.push({
      id,
      card: g.card,
      owner: g.owner,
      player: owner.player,
      shape: remoteShape(g.card),
      pose: { x: g.pose.x, y: g.pose.y, heading: g.pose.heading },
      initiative: stats.initiative,
      agility: stats.agility,
      hull: stats.hull,
      damage: g.damage ?? 0,
      round,
      // issue 26: its own charges, the position's or its entry's full count.
      ...(stats.charges !== undefined ? { charges: g.charges ?? stats.charges } : {}),
    });
  }
  return out;
}

/** The play area's side (mm) and the candidate spots' grid for a remote placed at Setup (placeRemoteAt). */
const TABLE = 914.4;
const SPOT_GRID: readonly number[] = [230, 345, 457.2, 570, 685];

/**
 * Why a remote of `card` cannot lie at (x, y) now (subsystems, s32-subsa: Sensor Buoy Suite's Setup placement), or
 * null: its token (the card's, remoteShape) must lie beyond range `beyondEdges` of every edge of the
 * play area (000 "Measuring Range": range 1 = 100 mm) and overlap no obstacle, ship, device or other remote (our
 * reading: the card names only the edges; no object may be placed on another, as for obstacles at Setup).
 */
function spotProblem(ctx: Ctx, card: string, x: number, y: number, beyondEdges: number): string | null {
  const solid = remoteSolid({ id: 'candidate', shape: remoteShape(card), pose: { x, y, heading: 0 } }).solid;
  const b = solid.bounds;
  const edge = beyondEdges * 100;
  if (b.minX <= edge || b.minY <= edge || b.maxX >= TABLE - edge || b.maxY >= TABLE - edge)
    return `it must lie beyond range ${beyondEdges} of every edge`;
  for (const o of placedObstacles(ctx.state)) if (solidsOverlap(solid, o.solid)) return `it would overlap ${o.id}`;
  for (const s of ctx.state.ships)
    if (s.pose !== null && s.gone === null && solidsOverlap(solid, solidOf(s, true))) return `it would overlap ${s.id}`;
  for (const d of ctx.state.devices) if (solidsOverlap(solid, deviceSolid(d).solid)) return `it would overlap ${d.id}`;
  for (const r of remotesOf(ctx.state))
    if (solidsOverlap(solid, remoteSolid(r).solid)) return `it would overlap ${r.id}`;
  return null;
}

/**
 * The spots where the ship may place a remote of `card` now, beyond range `beyondEdges` of every edge (the
 * `place-remote` effect's answers, "at:<x>,<y>"): a grid of candidates over the middle of the play area, the legal ones.
 */
export function remoteSpots(
  ctx: Ctx,
  _shipId: string,
  card: string,
  beyondEdges: number,
): { id: string; label: string }[] {
  const name = ctx.content.upgrade(card)?.sides[0]?.device?.name ?? card;
  const out: { id: string; label: string }[] = [];
  for (const x of SPOT_GRID)
    for (const y of SPOT_GRID)
      if (spotProblem(ctx, card, x, y, beyondEdges) === null)
        out.push({ id: `at:${x},${y}`, label: `a ${name} at (${x}, ${y})` });
  return out;
}

/**
 * Places a remote of `card` for the ship at the spot answered ("at:<x>,<y>", remoteSpots), not as a drop or a launch;
 * false when the answer is no legal spot now.
 */
export function placeRemoteAt(ctx: Ctx, shipId: string, card: string, choice: string, beyondEdges: number): boolean {
  const m = /^at:(-?[\d.]+),(-?[\d.]+)$/.exec(choice);
  const ship = ctx.state.ships.find((s) => s.id === shipId);
  const stats = remoteStats(ctx.content, card);
  if (!m || !ship || !stats) return false;
  const x = Number(m[1]);
  const y = Number(m[2]);
  if (spotProblem(ctx, card, x, y, beyondEdges) !== null) return false;
  const r: RemoteState = {
    id: newRemoteId(ctx.state, card),
    card,
    owner: ship.id,
    player: ship.player,
    shape: remoteShape(card),
    pose: { x, y, heading: 0 },
    initiative: stats.initiative,
    agility: stats.agility,
    hull: stats.hull,
    damage: 0,
    round: ctx.state.round,
    ...(stats.charges !== undefined ? { charges: stats.charges } : {}),
  };
  (ctx.state.remotes ??= []).push(r);
  ctx.emit('remote-placed', `${ship.id} places ${remoteName(ctx, r)} at (${x}, ${y}).`, {
    ship: ship.id,
    data: { remote: r.id, card, how: 'place', pose: r.pose },
  });
  remoteBehaviourMissing(ctx, card);
  return true;
}

/**
 * remotes (s37): what a moving ship's geometry sets off (movement.ts `moveShip`, the boosts and barrel rolls): the
 * mines, then — only while remotes are in play, so a game without them builds nothing more — the remotes' tokens,
 * whose ids then travel with the mines' (devices.ts `setOffMines` hands a remote to remote-activation.ts).
 */
export function movingDevices(state: GameState, mines: PlacedObject[] = placedMines(state)): PlacedObject[] {
  const remotes = state.remotes;
  if (!remotes || remotes.length === 0) return mines;
  return [...mines, ...remotes.map(remoteSolid)];
}

/**
 * remotes (s37): where remote `r` would cling to `ship` at its front or rear guides (the Buzz Droid Swarm): its token
 * against the middle of that edge, touching it (at range 0 of the ship), facing away from it; null where it would
 * overlap another object (an obstacle, another ship, a device or another remote) or lie wholly outside the play area.
 */
export function clingPose(ctx: Ctx, r: RemoteState, ship: ShipState, guides: 'front' | 'rear'): Pose | null {
  if (!ship.pose) return null;
  // The token's depth from its centre, measured on its own outline (whatever outline the remotes are given).
  const b = remoteSolid({ id: r.id, shape: r.shape, pose: { x: 0, y: 0, heading: 0 } }).solid.bounds;
  const half = BASES[ship.base as BaseSize].length / 2;
  const sign = guides === 'front' ? 1 : -1;
  const depth = guides === 'front' ? -b.minY : b.maxY;
  const pose = compose(ship.pose, 0, sign * (half + depth), 0);
  const solid = remoteSolid({ id: r.id, shape: r.shape, pose }).solid;
  if (whollyOutside(r.shape, pose)) return null;
  for (const o of placedObstacles(ctx.state)) if (solidsOverlap(solid, o.solid)) return null;
  for (const s of ctx.state.ships)
    if (s !== ship && s.pose !== null && s.gone === null && solidsOverlap(solid, solidOf(s, true))) return null;
  for (const d of ctx.state.devices) if (solidsOverlap(solid, deviceSolid(d).solid)) return null;
  for (const o of remotesOf(ctx.state)) if (o !== r && solidsOverlap(solid, remoteSolid(o).solid)) return null;
  return pose;
}

const MEASURE_FROM: Window = 'remote:measure-from';

/**
 * remotes (s37): the range at which `target` lies from the nearest remote friendly to `ship` whose card lets its
 * ships measure `action`'s range from it ('remote:measure-from', `measure-from-remote`: the DRK-1 probe droid), with
 * that remote's id, or null when none does. Nothing is read while no remote is in play.
 */
export function rangeFromRemotes(
  ctx: Ctx,
  ship: ShipState,
  action: 'lock' | 'jam',
  target: Solid,
): { remote: string; range: number } | null {
  const remotes = ctx.state.remotes;
  if (!remotes || remotes.length === 0) return null;
  let best: { remote: string; range: number } | null = null;
  for (const r of remotes) {
    if (r.player !== ship.player) continue;
    const lets = ctx.abilities
      .get(`device:${r.card}`)
      .some(
        (a) =>
          a.window === MEASURE_FROM && a.effect.kind === 'measure-from-remote' && a.effect.actions.includes(action),
      );
    if (!lets) continue;
    const range = rangeBetween(remoteSolid(r).solid, target);
    if (range !== null && (best === null || range < best.range)) best = { remote: r.id, range };
  }
  return best;
}

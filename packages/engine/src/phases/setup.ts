/**
 * Setup (000 "Setup"; 001 Setup 1–6): player order by three attack dice, obstacles placed in turns (each player
 * brings three; beyond range 1 of each other and beyond range 2 of every edge), forces placed by initiative (lowest
 * first, player order breaking ties) within range 1 of their own edge, then the damage decks are shuffled. Scenario
 * games place their features first (scenario/setup.ts) and keep obstacles off them.
 */
import {
  BASES,
  type BaseSize,
  checkObstaclePlacement,
  inSetupZone,
  type Pose,
  type PlacedObstacle,
  placeObstacle,
  rangeBetween,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import type { Ctx, PhaseModule } from '../context.js';
import type { Choice, Option } from '../decision.js';
import { shuffledDamageDeck } from '../damage.js';
import type { ShipState } from '../state.js';
import { mustShip, OK, placedObstacle, placedObstacles, refreshObstacleContact, refuse, solidOf } from '../util.js';
import { rollPlayerOrder } from './order.js';
import { askInitiative, chooseInitiative } from './initiative.js';
import { ruleSetOf } from '../rule-sets/index.js';
import { dock, setupCarriers } from '../docking.js';
import {
  initiativeReader,
  mustStartDocked,
  type SetupAnchor,
  setupAnchors,
  setupAnywhere,
  startsInReserve,
} from '../abilities/static.js';
import {
  placeFromReserve,
  reserveOptions,
  reservePlacementProblem,
  reserveWhere,
  startInReserve,
} from '../reserves.js';
import { markUsed } from '../abilities/costs.js';
import { raise, settle, triggersPending } from '../abilities/run.js';
import { obstacleFeatureProblems } from '../scenario/features.js';
import { askFeaturePlacement, assignColours, chooseFeaturePlacement } from '../scenario/setup.js';

const OBSTACLE_COUNT = 6;
const TABLE = 914.4;
/** Range 1: how deep the setup zone runs from each player's edge. */
const SETUP_DEPTH = 100;

function isPose(v: unknown): v is Pose {
  const p = v as Pose;
  return (
    typeof v === 'object' && v !== null && Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.heading)
  );
}

function obstacleTurn(ctx: Ctx): 0 | 1 {
  const placed = ctx.state.obstacles.length;
  const fp = ctx.state.firstPlayer;
  return (placed % 2 === 0 ? fp : ctx.opponent(fp)) as 0 | 1;
}

function obstacleProblems(ctx: Ctx, name: string, pose: Pose): string[] {
  const id = `obstacle-${ctx.state.obstacles.length + 1}`;
  const cand = placeObstacle(name, pose, id);
  const b = cand.solid.bounds;
  if (b.minX <= 200 || b.minY <= 200 || b.maxX >= 714.4 || b.maxY >= 714.4)
    return [`${cand.id} must be beyond range 2 of every edge of the play area`];
  // Scenarios: obstacles cannot overlap a scenario feature (003 / 000 "Placing Objectives").
  const onFeature = obstacleFeatureProblems(ctx.state, cand);
  if (onFeature.length) return onFeature;
  // Only obstacles whose bounding circles come within range 1 need the exact distance.
  const near = placedObstacles(ctx.state).filter((o) => {
    const r = cand.solid.radius + o.solid.radius + 101;
    const dx = cand.solid.cx - o.solid.cx;
    const dy = cand.solid.cy - o.solid.cy;
    return dx * dx + dy * dy < r * r;
  });
  return checkObstaclePlacement(cand, near).reasons;
}

/**
 * The placement rule's answers for the candidates' outlines (placedObstacle's, kept across games): alone (the edges)
 * and beside each placed outline. The grid and the obstacles recur game after game, and each answer depends on the
 * two outlines only, so it is worked out once (issue 28: the exact distances were 3 % of a random game).
 */
const edgeFits = new WeakMap<PlacedObstacle, boolean>();
const fitsBeside = new WeakMap<PlacedObstacle, WeakMap<PlacedObstacle, boolean>>();

/** Whether a candidate pose is legal for the obstacle: obstacleProblems finding none, from the answers kept. */
function candidateFits(ctx: Ctx, name: string, pose: Pose): boolean {
  const cand = placedObstacle({ id: 'candidate', name, pose });
  const b = cand.solid.bounds;
  if (b.minX <= 200 || b.minY <= 200 || b.maxX >= 714.4 || b.maxY >= 714.4) return false;
  if (obstacleFeatureProblems(ctx.state, cand).length) return false;
  let fits = edgeFits.get(cand);
  if (fits === undefined) edgeFits.set(cand, (fits = checkObstaclePlacement(cand, []).legal));
  if (!fits) return false;
  let beside = fitsBeside.get(cand);
  for (const o of placedObstacles(ctx.state)) {
    // As obstacleProblems: only obstacles whose bounding circles come within range 1 are measured.
    const r = cand.solid.radius + o.solid.radius + 101;
    const dx = cand.solid.cx - o.solid.cx;
    const dy = cand.solid.cy - o.solid.cy;
    if (dx * dx + dy * dy >= r * r) continue;
    if (!beside) fitsBeside.set(cand, (beside = new WeakMap()));
    let ok = beside.get(o);
    if (ok === undefined) beside.set(o, (ok = checkObstaclePlacement(cand, [o]).legal));
    if (!ok) return false;
  }
  return true;
}

/** The candidate grid: 6 × 6 poses over the table's centre, headings spread. */
const GRID: readonly Pose[] = Array.from({ length: 36 }, (_, n) => {
  const i = Math.floor(n / 6);
  const j = n % 6;
  return { x: 260 + i * 79, y: 260 + j * 79, heading: ((i * 6 + j) * 37) % 360 };
});

/**
 * The candidates found, by what they depend on outside a scenario (the obstacle, how many, where the walk starts and
 * the obstacles already placed): every game of a simulation asks the same few questions (issue 28).
 */
const knownCandidates = new Map<string, readonly Pose[]>();
const MAX_KNOWN_CANDIDATES = 4096;

/** A handful of legal poses for an obstacle, from a grid walked from a varying start. */
function obstacleCandidates(ctx: Ctx, name: string, want: number): Pose[] {
  const start = (ctx.state.nextDecision * 7) % GRID.length;
  // A scenario's features also keep obstacles off: those answers are not kept.
  let key: string | undefined;
  if (!ctx.state.scenario) {
    key = `${name}|${want}|${start}`;
    for (const o of ctx.state.obstacles) key += `|${o.name}@${o.pose.x},${o.pose.y},${o.pose.heading}`;
    const known = knownCandidates.get(key);
    if (known) return known.map((p) => ({ ...p }));
  }
  const out: Pose[] = [];
  for (let k = 0; k < GRID.length && out.length < want; k++) {
    const p = GRID[(start + k * 5) % GRID.length]!;
    if (candidateFits(ctx, name, p)) out.push({ ...p });
  }
  if (key !== undefined) {
    if (knownCandidates.size >= MAX_KNOWN_CANDIDATES) knownCandidates.clear();
    knownCandidates.set(
      key,
      out.map((p) => ({ ...p })),
    );
  }
  return out;
}

function shipProblems(ctx: Ctx, ship: ShipState, pose: Pose): string[] {
  const hull = shipSolid(ship.base as BaseSize, pose);
  const edge = ctx.state.players[ship.player].edge ?? (ship.player === 0 ? 'first' : 'second');
  const out: string[] = [];
  if (!inSetupZone(hull, edge)) {
    // subsystems (s35-subsys): a card may let it be placed elsewhere ('setup:placement', `setup-anywhere`), or (s39)
    // a friendly ship placed before it may let it be placed near that ship ('setup:placement-near', `setup-near-me`).
    const anywhere = setupAnywhere(ctx, ship);
    const anchors = setupAnchors(ctx, ship);
    if (!anywhere && anchors.length === 0)
      out.push(`${ship.id} must be placed wholly within range 1 of its player's edge`);
    else if (anchors.length === 0) out.push(...anywhereProblems(ctx, ship, hull, anywhere!.beyondEnemies));
    else {
      const far = anywhere ? anywhereProblems(ctx, ship, hull, anywhere.beyondEnemies) : undefined;
      // Either rule that lets the spot through makes it legal.
      if (far === undefined || far.length > 0) {
        const near = nearAnchor(hull, anchors);
        if (typeof near === 'string') out.push(...(far ?? []), near);
      }
    }
  }
  for (const o of ctx.state.ships) {
    if (o.id !== ship.id && o.pose && solidsOverlap(hull, solidOf(o, true)))
      out.push(`${ship.id} would overlap ${o.id}`);
  }
  for (const o of placedObstacles(ctx.state))
    if (solidsOverlap(hull, o.solid)) out.push(`${ship.id} would overlap ${o.id}`);
  return out;
}

/**
 * What keeps a ship a card lets be placed anywhere from this spot outside its setup zone: wholly inside the play area,
 * beyond range `beyond` of every enemy ship placed so far (overlaps are checked by the caller).
 */
function anywhereProblems(ctx: Ctx, ship: ShipState, hull: ReturnType<typeof shipSolid>, beyond: number): string[] {
  const b = hull.bounds;
  if (b.minX < 0 || b.minY < 0 || b.maxX > TABLE || b.maxY > TABLE)
    return [`${ship.id} must be placed wholly inside the play area`];
  const out: string[] = [];
  for (const o of ctx.state.ships) {
    if (o.player === ship.player || !o.pose) continue;
    const r = rangeBetween(hull, shipSolid(o.base as BaseSize, o.pose));
    if (r !== null && r <= beyond) out.push(`${ship.id} must be placed beyond range ${beyond} of ${o.id}`);
  }
  return out;
}

/**
 * The friendly ship placed before it that lets the ship's hull be placed here (`setup-near-me`: wholly inside the play
 * area, at range min–max of that ship), or what keeps every one of them from it.
 */
function nearAnchor(hull: ReturnType<typeof shipSolid>, anchors: readonly SetupAnchor[]): SetupAnchor | string {
  const b = hull.bounds;
  if (b.minX < 0 || b.minY < 0 || b.maxX > TABLE || b.maxY > TABLE)
    return 'it must be placed wholly inside the play area';
  for (const a of anchors) {
    const r = rangeBetween(hull, shipSolid(a.anchor.base as BaseSize, a.anchor.pose!));
    if (r !== null && r >= a.min && r <= a.max) return a;
  }
  return `it must be placed at range ${anchors.map((a) => `${a.min}–${a.max} of ${a.anchor.id}`).join(' or ')}`;
}

/**
 * The spots outside its setup zone a friendly ship placed before it lets the ship take (`setup-near-me`): up to six
 * legal poses on a 50 mm grid about each such ship, facing as in its zone; none without one.
 */
function nearCandidates(ctx: Ctx, ship: ShipState, edge: 'first' | 'second', heading: number): Pose[] {
  const anchors = setupAnchors(ctx, ship);
  if (anchors.length === 0) return [];
  const legal: Pose[] = [];
  for (const a of anchors)
    for (let dy = -250; dy <= 250; dy += 50)
      for (let dx = -250; dx <= 250; dx += 50) {
        const p = { x: a.anchor.pose!.x + dx, y: a.anchor.pose!.y + dy, heading };
        const hull = shipSolid(ship.base as BaseSize, p);
        if (!inSetupZone(hull, edge) && shipProblems(ctx, ship, p).length === 0) legal.push(p);
      }
  const picked = new Set<Pose>();
  for (let i = 0; i < 6 && legal.length > 0; i++) picked.add(legal[Math.floor((i * legal.length) / 6)]!);
  return [...picked];
}

/**
 * The spots outside its setup zone a card lets the ship take ('setup-anywhere'): up to six legal poses spread over a
 * grid of the play area (50 mm apart), facing as in its zone; none without such a card.
 */
function anywhereCandidates(ctx: Ctx, ship: ShipState, heading: number): Pose[] {
  if (!setupAnywhere(ctx, ship)) return [];
  const legal: Pose[] = [];
  for (let y = 150; y <= TABLE - 150; y += 50)
    for (let x = 100; x <= TABLE - 100; x += 50) {
      const p = { x, y, heading };
      if (shipProblems(ctx, ship, p).length === 0) legal.push(p);
    }
  const picked = new Set<Pose>();
  for (let i = 0; i < 6 && legal.length > 0; i++) picked.add(legal[Math.floor((i * legal.length) / 6)]!);
  return [...picked];
}

function shipCandidates(ctx: Ctx, ship: ShipState): Pose[] {
  const edge = ctx.state.players[ship.player].edge ?? 'first';
  const half = BASES[ship.base].width / 2;
  const y = edge === 'first' ? half + 2.5 : 914.4 - half - 2.5;
  const heading = edge === 'first' ? 0 : 180;
  const out: Pose[] = [];
  const n = ctx.state.ships.filter((s) => s.pose !== null).length;
  for (let k = 0; k < 14 && out.length < 6; k++) {
    const x = 100 + ((k * 5 + n * 3) % 14) * 55;
    const p = { x, y, heading };
    if (shipProblems(ctx, ship, p).length === 0) out.push(p);
  }
  // The handful above lies on one row 55 mm apart: beside small ships a large one may fit none of its spots though
  // the zone still has room (found by the soak). Only then is the whole zone searched, so games that found a spot
  // above keep their options (and their replays) unchanged.
  const zone = out.length > 0 ? out : crowdedCandidates(ctx, ship, edge, heading);
  const elsewhere = anywhereCandidates(ctx, ship, heading);
  const near = nearCandidates(ctx, ship, edge, heading);
  return elsewhere.length + near.length > 0 ? [...zone, ...elsewhere, ...near] : zone;
}

/** Up to six legal poses spread over a 5 mm grid of the whole setup zone (rows 10 mm apart). */
function crowdedCandidates(ctx: Ctx, ship: ShipState, edge: 'first' | 'second', heading: number): Pose[] {
  const { width, length } = BASES[ship.base];
  const halfX = width / 2 + 0.5;
  const halfY = length / 2 + 2.5;
  const legal: Pose[] = [];
  for (let depth = halfY; depth <= SETUP_DEPTH - halfY; depth += 10)
    for (let x = halfX; x <= TABLE - halfX; x += 5) {
      const p = { x, y: edge === 'first' ? depth : TABLE - depth, heading };
      if (shipProblems(ctx, ship, p).length === 0) legal.push(p);
    }
  const picked = new Set<Pose>();
  for (let i = 0; i < 6 && legal.length > 0; i++) picked.add(legal[Math.floor((i * legal.length) / 6)]!);
  return [...picked];
}

function nextToPlace(ctx: Ctx): ShipState | undefined {
  let best: ShipState | undefined;
  const fp = ctx.state.firstPlayer;
  // The initiative the standing effects give (Hyperspace Tracking Data: a number chosen for Setup); printed otherwise.
  const init = initiativeReader(ctx);
  for (const s of ctx.state.ships) {
    if (s.pose !== null || s.gone !== null || s.docked !== undefined || s.reserve !== undefined) continue;
    if (!best || init(s) < init(best) || (init(s) === init(best) && s.player === fp && best.player !== fp)) best = s;
  }
  return best;
}

export const setup: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'order' };
  },
  advance(ctx) {
    const c = ctx.state.cursor;
    const s = ctx.state;
    if (c.step === 'order') {
      // The rule set says how: rolled (000), or initiative chosen for the game (002 §Initiative).
      const r = ruleSetOf(s).order === 'rolled-each-round' ? rollPlayerOrder(ctx) : askInitiative(ctx);
      if (r === 'asked') return 'asked';
      s.firstPlayer = r;
      s.players[r].edge = 'first';
      s.players[ctx.opponent(r)].edge = 'second';
      assignColours(ctx);
      c.step = 'features';
    }
    if (c.step === 'features') {
      // Scenarios: the features are placed at the start of the Place Obstacles step.
      if (askFeaturePlacement(ctx)) return 'asked';
      c.step = 'obstacles';
    }
    if (c.step === 'obstacles') {
      // The rule set's count: three each (000, 002), none in 004's set-up.
      if (s.obstacles.length < 2 * (ruleSetOf(s).obstacles.perPlayer ?? OBSTACLE_COUNT / 2)) {
        const p = obstacleTurn(ctx);
        const mine = s.players[p].obstacles ?? [];
        const options: Option[] = [];
        for (const name of mine) {
          obstacleCandidates(ctx, name, mine.length > 1 ? 1 : 3).forEach((pose, i) =>
            options.push({
              id: `${name}:auto-${i + 1}`,
              label: `${name} at (${pose.x}, ${pose.y})`,
              data: { obstacle: name, pose },
            }),
          );
        }
        ctx.ask({
          player: p,
          kind: 'place-obstacle',
          prompt: `${s.players[p].name}: place one of your obstacles (${mine.join(', ')}) beyond range 1 of other obstacles and range 2 of every edge`,
          options,
          accepts: 'pose',
        });
        return 'asked';
      }
      c.step = ruleSetOf(s).edges === 'chosen-after-obstacles' ? 'edge' : 'ships';
    }
    if (c.step === 'edge') {
      // 002 §Setup: the player without initiative chooses an edge; the opponent takes the opposite one.
      const chooser = ctx.opponent(s.firstPlayer);
      ctx.ask({
        player: chooser,
        kind: 'choose-edge',
        prompt: `${s.players[chooser].name}: choose your edge of the play area`,
        options: [
          { id: 'near', label: 'The near edge (y = 0)' },
          { id: 'far', label: 'The far edge' },
        ],
      });
      return 'asked';
    }
    if (c.step === 'ships') {
      // "Setup: before placing forces" abilities (001 Setup 5), once, before any ship is placed or docked.
      if (!(c.data ??= {}).beforeForces) {
        c.data.beforeForces = true;
        raise(ctx, 'setup:before-forces', { data: { phase: 'setup' } });
        if (triggersPending(ctx) && settle(ctx) === 'asked') return 'asked';
      }
      // s36-reserve: the ships a card (or a condition those abilities assigned) starts in reserve are not placed in
      // the Place Forces step (`start-in-reserve`; supplement "Reserve"). Once, after those abilities resolved.
      if (!c.data.reserveSet) {
        c.data.reserveSet = true;
        for (const x of s.ships) {
          if (x.gone !== null || x.docked !== undefined || x.reserve !== undefined) continue;
          const r = startsInReserve(ctx, x);
          if (!r) continue;
          markUsed(ctx, r.ability, x.id, r.key, r.index);
          startInReserve(ctx, x, r.rules);
        }
      }
      // Before the Place Forces step, each ship able to dock may start the game docked (supplement "Dock").
      const asked = ((c.data ??= {}).dockAsked ??= []) as string[];
      const fp = s.firstPlayer;
      const docker = [...s.ships]
        .sort((a, b) => Number(a.player !== fp) - Number(b.player !== fp))
        .find((x) => !asked.includes(x.id) && x.reserve === undefined && setupCarriers(ctx, x).length > 0);
      if (docker) {
        asked.push(docker.id);
        c.ship = docker.id;
        ctx.ask({
          player: docker.player,
          kind: 'dock',
          ship: docker.id,
          prompt: `${docker.id} may start the game docked with a carrier (in reserve) or be placed`,
          options: [
            ...setupCarriers(ctx, docker).map((k) => ({ id: `dock:${k.id}`, label: `Start docked with ${k.id}` })),
            // A ship that must start docked ('dock:setup') is not offered to be placed.
            ...(mustStartDocked(ctx, docker) ? [] : [{ id: 'pass', label: 'Do not dock: place it' }]),
          ],
        });
        return 'asked';
      }
      const ship = nextToPlace(ctx);
      if (ship) {
        c.ship = ship.id;
        ctx.ask({
          player: ship.player,
          kind: 'place-ship',
          ship: ship.id,
          prompt: `Place ${ship.id} (initiative ${ship.initiative}) within range 1 of your edge`,
          options: shipCandidates(ctx, ship).map((pose, i) => ({
            id: `auto-${i + 1}`,
            label: `at (${pose.x}, ${pose.y}) facing ${pose.heading}°`,
            data: { pose },
          })),
          accepts: 'pose',
        });
        return 'asked';
      }
      delete c.ship;
      if (!c.data.decksShuffled) {
        for (const p of s.players) p.damageDeck = shuffledDamageDeck(s, ctx.content);
        ctx.emit('damage-decks-shuffled', 'Each player shuffles their damage deck.');
      }
      // s36-reserve: "at the end of Setup" (after 001 Setup 6): the ships held in reserve for it are placed now, by
      // their players, first player first, before the 'phase:end' Setup abilities (which then see them placed).
      for (;;) {
        const late = [...s.ships]
          .sort((a, b) => Number(a.player !== fp) - Number(b.player !== fp))
          .find((x) => x.reserve?.setupEnd && x.gone === null);
        if (!late) break;
        c.data.decksShuffled = true;
        const options = reserveOptions(ctx, late);
        if (options.length === 0) {
          // No legal spot: it stays in reserve, placed at the start of a later Planning Phase (reserves.ts, our reading).
          delete late.reserve!.setupEnd;
          ctx.emit('stays-in-reserve', `${late.id} has no room to be placed and stays in reserve.`, { ship: late.id });
          continue;
        }
        c.ship = late.id;
        ctx.ask({
          player: late.player,
          kind: 'place-ship',
          ship: late.id,
          prompt: `Place ${late.id} from reserve as Setup ends, ${reserveWhere(late)}`,
          options,
          accepts: 'pose',
        });
        return 'asked';
      }
      s.round = 1;
      return 'planning';
    }
    throw new Error(`setup: unknown step ${c.step}`);
  },
  choose(ctx, choice: Choice) {
    const s = ctx.state;
    const pending = s.pending!;
    if (pending.kind === 'place-obstacle') {
      const p = pending.player;
      const auto = pending.options.find((o) => o.id === choice.option);
      const name = auto ? (auto.data!.obstacle as string) : choice.option;
      const pose = auto ? (auto.data!.pose as Pose) : choice.value;
      const mine = s.players[p].obstacles ?? [];
      if (!mine.includes(name))
        return refuse(
          'not-your-obstacle',
          `${name} is not one of ${s.players[p].name}'s obstacles left to place (${mine.join(', ')})`,
        );
      if (!isPose(pose)) return refuse('needs-pose', 'placing an obstacle needs a pose {x, y, heading} as the value');
      const problems = obstacleProblems(ctx, name, pose);
      if (problems.length) return refuse('illegal-placement', problems.join('; '));
      const id = `obstacle-${s.obstacles.length + 1}`;
      s.obstacles.push({ id, name, pose: { x: pose.x, y: pose.y, heading: pose.heading } });
      s.players[p].obstacles = mine.filter((m) => m !== name);
      ctx.emit('obstacle-placed', `${s.players[p].name} places ${name} as ${id}.`, { data: { id, name, pose } });
      return OK;
    }
    if (pending.kind === 'place-feature') return chooseFeaturePlacement(ctx, choice);
    if (pending.kind === 'choose-initiative') return chooseInitiative(ctx, choice);
    if (pending.kind === 'choose-edge') {
      if (choice.option !== 'near' && choice.option !== 'far') return refuse('unknown-option', 'choose near or far');
      const p = pending.player;
      s.players[p].edge = choice.option === 'near' ? 'first' : 'second';
      s.players[ctx.opponent(p)].edge = choice.option === 'near' ? 'second' : 'first';
      ctx.emit('edge-chosen', `${s.players[p].name} takes the ${choice.option} edge.`, { data: { player: p } });
      s.cursor.step = 'ships';
      return OK;
    }
    if (pending.kind === 'dock') {
      const ship = mustShip(s, s.cursor.ship!);
      const must = mustStartDocked(ctx, ship);
      if (choice.option === 'pass' && must) return refuse('must-dock', `${ship.id} must start the game docked`);
      if (choice.option === 'pass') return OK;
      const carrier = setupCarriers(ctx, ship).find((k) => `dock:${k.id}` === choice.option);
      if (!carrier) return refuse('illegal-dock', `${ship.id} cannot start docked with that ship`);
      if (must) markUsed(ctx, must.ability, ship.id, must.key, must.index);
      dock(ctx, ship, carrier);
      return OK;
    }
    if (pending.kind === 'place-ship') {
      const ship = mustShip(s, s.cursor.ship!);
      const auto = pending.options.find((o) => o.id === choice.option);
      const pose = auto ? (auto.data!.pose as Pose) : choice.value;
      if (!isPose(pose))
        return refuse('needs-pose', 'placing a ship needs one of the options or a pose {x, y, heading} as the value');
      // s36-reserve: a ship held in reserve for Setup's end is placed under its reserve's rules, not its zone's.
      if (ship.reserve) {
        const problem = reservePlacementProblem(ctx, ship, pose);
        if (problem) return refuse('illegal-placement', `${ship.id}: ${problem}`);
        placeFromReserve(ctx, ship, pose);
        return OK;
      }
      const problems = shipProblems(ctx, ship, pose);
      if (problems.length) return refuse('illegal-placement', problems.join('; '));
      // Placed outside its setup zone, as a card allows: the card is used ('setup-anywhere').
      const edge = s.players[ship.player].edge ?? (ship.player === 0 ? 'first' : 'second');
      const hull = shipSolid(ship.base as BaseSize, pose);
      if (!inSetupZone(hull, edge)) {
        const anywhere = setupAnywhere(ctx, ship);
        if (anywhere && anywhereProblems(ctx, ship, hull, anywhere.beyondEnemies).length === 0)
          markUsed(ctx, anywhere.ability, ship.id, anywhere.key, anywhere.index);
        else {
          // s39: placed near a friendly ship whose card allows it: that ship's card is used.
          const near = nearAnchor(hull, setupAnchors(ctx, ship));
          if (typeof near !== 'string') markUsed(ctx, near.ability, near.anchor.id, near.key, near.index);
        }
      }
      ship.pose = { x: pose.x, y: pose.y, heading: pose.heading };
      refreshObstacleContact(s, ship);
      ctx.emit('ship-placed', `${ship.id} is placed.`, { ship: ship.id, data: { pose: ship.pose } });
      return OK;
    }
    return refuse('unexpected-choice', 'setup is not waiting for that choice');
  },
};

/**
 * A simple but sensible computer player (issue 4, "Around it"): flies toward the enemy, keeps off rocks and the table
 * edge, takes sensible actions and the best shot, and spends what improves its dice. It reads only the public table
 * (`TableSight`: poses, tokens, shields, damage counts, obstacles, the attack in progress) and the decision's
 * options; it always answers with one of the options. Fast by design: dials are scored with closed-form distances
 * and bounding circles, and exact geometry only where circles meet.
 */
import type { Content } from '@xwing/content';
import {
  BASES,
  DEG,
  type Maneuver,
  type PlacedObstacle,
  type Pose,
  finalPose,
  parseManeuver,
  placeObstacle,
  hullScratch,
  shipSolidInto,
  solidsOverlap,
  templateOverlapsSolid,
  templateShape,
} from '@xwing/geometry';
import type { Choice, Decision, DiceChange, Option, OptionCost, OptionOutcome, OutcomeShip } from '../decision.js';
import { obstacleKind, type ObstacleEffectKind } from '../obstacles.js';
import type { PlayerIndex } from '../state.js';
import { valueChoice } from './random.js';
import type { AiRng, Player, ShipSight, TableSight } from './types.js';

const TABLE = 914.4;
const CENTRE = TABLE / 2;
/** Centre-to-centre distance a ship wants to its target after moving: about range 1–2 for small bases. */
const IDEAL_NEAR = 110;
const IDEAL_FAR = 240;
const IDEAL = 160;
const ARC_HALF = 40;

// ---- small helpers over the sight ----

function inPlay(s: ShipSight): s is ShipSight & { pose: Pose } {
  return s.pose !== null && (s.gone === null || s.gone === undefined);
}

function shipIn(view: TableSight, id: string | undefined): ShipSight | undefined {
  if (id === undefined) return undefined;
  for (const s of view.ships) if (s.id === id) return s;
  return undefined;
}

function enemiesOf(view: TableSight, player: PlayerIndex): (ShipSight & { pose: Pose })[] {
  const out: (ShipSight & { pose: Pose })[] = [];
  for (const s of view.ships) if (s.player !== player && inPlay(s)) out.push(s);
  return out;
}

/** Angle in degrees (−180, 180] from a pose's heading to the point, 0 = dead ahead. */
function bearingTo(from: Pose, x: number, y: number): number {
  // heading 0 faces +y, clockwise positive: the direction of heading h is (sin h, cos h).
  const a = (Math.atan2(x - from.x, y - from.y) / DEG - from.heading) % 360;
  return a > 180 ? a - 360 : a <= -180 ? a + 360 : a;
}

function halfSize(base: ShipSight['base']): number {
  const b = BASES[base];
  return Math.max(b.width, b.length) / 2;
}

/** Where an enemy will roughly be after it moves: a speed-2 straight ahead. */
function projected(p: Pose): { x: number; y: number } {
  const a = p.heading * DEG;
  return { x: p.x + Math.sin(a) * 80, y: p.y + Math.cos(a) * 80 };
}

function health(s: ShipSight): number {
  return s.shields + s.hull - s.damage.length;
}

function text(o: Option): string {
  return `${o.id} ${o.label}`.toLowerCase();
}

const PASS = /^(pass|done|skip|none|no|decline|finish|continue|stop|end)\b/;
/** isPass's answers by option id and label: the same options come back at every decision of their kind. */
const passAnswers = new Map<string, boolean>();
function isPass(o: Option): boolean {
  const key = `${o.id}\u0000${o.label}`;
  let pass = passAnswers.get(key);
  if (pass === undefined) {
    pass =
      PASS.test(o.id.toLowerCase()) || /\b(pass|done|don't|do not|no more|decline|skip)\b/.test(o.label.toLowerCase());
    if (passAnswers.size >= 4096) passAnswers.clear();
    passAnswers.set(key, pass);
  }
  return pass;
}

export function poseOf(data: Record<string, unknown> | undefined): Pose | undefined {
  if (!data) return undefined;
  for (const key of ['pose', 'final', 'to']) {
    const p = data[key] as Partial<Pose> | undefined;
    if (p && typeof p.x === 'number' && typeof p.y === 'number' && typeof p.heading === 'number') return p as Pose;
  }
  return undefined;
}

function choice(decision: Decision, option: Option): Choice {
  return { decision: decision.id, seat: decision.player, option: option.id };
}

/** The option with the highest score (the first of equals, so the player is deterministic). */
function best(decision: Decision, score: (o: Option) => number): Choice {
  let top = decision.options[0]!;
  let topScore = -Infinity;
  for (const o of decision.options) {
    const s = score(o);
    if (s > topScore) {
      topScore = s;
      top = o;
    }
  }
  return choice(decision, top);
}

// ---- obstacles: placed once per (name, pose) ----

const placedByObject = new WeakMap<object, PlacedObstacle>();
const placedCache = new Map<string, PlacedObstacle>();
function placed(o: { id: string; name: string; pose: Pose }): PlacedObstacle {
  let p = placedByObject.get(o);
  if (p && p.pose.x === o.pose.x && p.pose.y === o.pose.y && p.pose.heading === o.pose.heading) return p;
  const key = `${o.name}|${o.pose.x}|${o.pose.y}|${o.pose.heading}`;
  p = placedCache.get(key);
  if (!p) {
    if (placedCache.size > 5000) placedCache.clear();
    p = placeObstacle(o.name, o.pose, o.id);
    placedCache.set(key, p);
  }
  placedByObject.set(o, p);
  return p;
}

function obstaclePenalty(kind: ObstacleEffectKind): number {
  // A blaze: half a damage and a quarter of a stress on average (one attack die), between a debris cloud and the tokens.
  return kind === 'asteroid' ? 120 : kind === 'debris' ? 70 : kind === 'gas-cloud' || kind === 'blaze' ? 55 : 40;
}

// ---- scoring a pose (dials and repositions) ----

/** What scoring a ship's poses needs, gathered once per decision. */
export interface Scene {
  me: ShipSight;
  half: number;
  obstacles: { placed: PlacedObstacle; reach: number; penalty: number }[];
  friends: { x: number; y: number; touch: number }[];
  enemies: { pose: Pose; px: number; py: number; touch: number }[];
  /** Scenario features worth flying to (to control, tow, scramble or transmit from), centres. */
  objectives: { x: number; y: number; reach: number }[];
}

/** Features the ship should go near: in play, and not already serving its side (own marker, spent charge). */
function objectivesFor(view: TableSight, me: ShipSight, half: number): Scene['objectives'] {
  const out: Scene['objectives'] = [];
  const knows = (me.conditions?.length ?? 0) > 0;
  for (const f of view.scenario?.features ?? []) {
    if (!f.at || f.marker === me.player || f.charged === false) continue;
    if (f.charged !== undefined && knows) continue;
    out.push({ x: f.at.x, y: f.at.y, reach: half * 1.2 + 20 + 90 });
  }
  return out;
}

export function sceneFor(view: TableSight, me: ShipSight): Scene {
  const half = halfSize(me.base);
  const scene: Scene = { me, half, obstacles: [], friends: [], enemies: [], objectives: objectivesFor(view, me, half) };
  for (const o of view.obstacles) {
    const p = placed(o);
    scene.obstacles.push({ placed: p, reach: p.solid.radius + half * 1.42, penalty: obstaclePenalty(obstacleKind(o)) });
  }
  for (const s of view.ships) {
    if (s.id === me.id || !inPlay(s)) continue;
    const touch = half + halfSize(s.base);
    if (s.player === me.player) {
      scene.friends.push({ x: s.pose.x, y: s.pose.y, touch });
      // Our own ship's dial is ours to know: where it will end (it may move before or after us).
      const code = s.dial?.maneuver;
      if (code !== undefined && CODE.test(code)) {
        try {
          const end = finalPose(s.pose, parseManeuver(code), s.base);
          scene.friends.push({ x: end.x, y: end.y, touch });
        } catch {
          // a maneuver the geometry cannot place: keep the current pose only
        }
      }
    } else {
      const p = projected(s.pose);
      scene.enemies.push({ pose: s.pose, px: p.x, py: p.y, touch });
    }
  }
  return scene;
}

function dist(ax: number, ay: number, bx: number, by: number): number {
  const dx = ax - bx;
  const dy = ay - by;
  return Math.sqrt(dx * dx + dy * dy);
}

/** The base at the pose being scored, built into the same arrays for every pose (read within `scorePose` only). */
const SCORED_HULL = hullScratch();

/**
 * How good it is for the scene's ship to end at `pose`: very bad off the table (fled), bad on or through an obstacle
 * or on a friendly ship, better with the nearest enemy at range 1–2 ahead and worse in an enemy's front arc close by.
 * `path` (the maneuver that leads there) adds a check of the path's midpoint for obstacles.
 */
export function scorePose(scene: Scene, pose: Pose, path?: { start: Pose; maneuver: Maneuver }): number {
  const { me, half } = scene;
  const a = pose.heading * DEG;
  const sin = Math.sin(a);
  const cos = Math.cos(a);
  // Fled: any part of the base (guides included, ~2 mm) beyond an edge.
  const ext = half * (Math.abs(cos) + Math.abs(sin)) + 2.5;
  const out = Math.max(ext - pose.x, ext - pose.y, pose.x + ext - TABLE, pose.y + ext - TABLE);
  if (out > 0) return -10_000 - out;
  let score = 0;
  // Room ahead before the edge: a ship pointing at a near edge flees next round.
  const tx = sin > 1e-9 ? (TABLE - pose.x) / sin : sin < -1e-9 ? -pose.x / sin : Infinity;
  const ty = cos > 1e-9 ? (TABLE - pose.y) / cos : cos < -1e-9 ? -pose.y / cos : Infinity;
  const ahead = Math.min(tx, ty);
  if (ahead < 180) score -= (180 - ahead) * 0.5;
  // Near an edge at all: a little worse.
  const edge = Math.min(pose.x, pose.y, TABLE - pose.x, TABLE - pose.y);
  if (edge < 90) score -= (90 - edge) * 0.3;
  // Obstacles at the end and half way.
  if (scene.obstacles.length > 0) {
    // The path: a circle around its start and end, and the template (exactly) when an obstacle comes that close.
    const mx = path ? (path.start.x + pose.x) / 2 : 0;
    const my = path ? (path.start.y + pose.y) / 2 : 0;
    const pr = path ? dist(path.start.x, path.start.y, pose.x, pose.y) / 2 + half : 0;
    let solid: ReturnType<typeof shipSolidInto> | undefined;
    let template: ReturnType<typeof templateShape> | undefined;
    for (const o of scene.obstacles) {
      const c = o.placed.solid;
      if (dist(c.cx, c.cy, pose.x, pose.y) < o.reach) {
        solid ??= shipSolidInto(SCORED_HULL, me.base, pose, false);
        if (solidsOverlap(solid, c)) {
          score -= o.penalty;
          continue;
        }
      }
      if (path && dist(c.cx, c.cy, mx, my) < c.radius + pr) {
        template ??= templateShape(path.start, path.maneuver, me.base);
        if (templateOverlapsSolid(template, c)) score -= o.penalty * 0.8;
      }
    }
  }
  // Friendly ships where we end: a bump skips our action.
  for (const f of scene.friends) if (dist(f.x, f.y, pose.x, pose.y) < f.touch * 1.25) score -= 30;
  // Enemies: the nearest (after its likely move) should be ahead at range 1–2.
  let nearest = Infinity;
  let nearBearing = 0;
  for (const e of scene.enemies) {
    const d = dist(e.px, e.py, pose.x, pose.y);
    if (d < nearest) {
      nearest = d;
      nearBearing = bearingTo(pose, e.px, e.py);
    }
    // In this enemy's front arc, close: it shoots us.
    const dNow = dist(e.pose.x, e.pose.y, pose.x, pose.y);
    if (dNow < 330 && Math.abs(bearingTo(e.pose, pose.x, pose.y)) <= ARC_HALF) score -= 12;
    if (dNow < e.touch + 5) score -= 15;
  }
  // Scenarios: end at range 0–1 of a feature that scores (control, tow, scramble, transmit), or head for the nearest.
  if (scene.objectives.length > 0) {
    let near = Infinity;
    for (const f of scene.objectives) near = Math.min(near, dist(f.x, f.y, pose.x, pose.y) - f.reach);
    score += near <= 0 ? 30 : -Math.min(near, 400) * 0.05;
  }
  if (nearest < Infinity) {
    if (Math.abs(nearBearing) <= ARC_HALF) score += nearest <= IDEAL_FAR + 100 ? 45 : 20;
    score += 18 * Math.cos(nearBearing * DEG);
    score -= Math.abs(nearest - IDEAL) * 0.08;
    if (nearest > IDEAL_FAR) score -= (nearest - IDEAL_FAR) * 0.12;
    else if (nearest < IDEAL_NEAR) score -= (IDEAL_NEAR - nearest) * 0.2;
  } else {
    score -= dist(pose.x, pose.y, CENTRE, CENTRE) * 0.05;
  }
  return score;
}

// ---- dials ----

const CODE = /^([0-5][TBFNYKLPERASDO])/;

function difficultyOf(o: Option, me: ShipSight, content: Content, code: string): string {
  const d = o.data?.difficulty;
  if (typeof d === 'string') return d;
  const pilot = content.pilot(me.pilot);
  if (pilot) {
    const m = content.shipOf(pilot).dial.find((x) => x.code === code);
    if (m) return m.difficulty;
  }
  const l = o.label.toLowerCase();
  return l.includes('red') ? 'red' : l.includes('blue') ? 'blue' : 'white';
}

function codeOf(o: Option): string | undefined {
  const fromData = o.data?.maneuver ?? o.data?.code;
  const m = CODE.exec(typeof fromData === 'string' ? fromData : o.id);
  return m?.[1];
}

function dialScore(scene: Scene, me: ShipSight & { pose: Pose }, o: Option, content: Content): number {
  const code = codeOf(o);
  if (code === undefined) return -50_000;
  let m: Maneuver;
  try {
    m = parseManeuver(code);
  } catch {
    return -50_000;
  }
  if (m.kind === 'stationary' && m.speed === 0 && me.base === 'huge') return -50_000;
  let pose: Pose;
  try {
    pose = finalPose(me.pose, m, me.base);
  } catch {
    return -50_000;
  }
  let score = scorePose(scene, pose, { start: me.pose, maneuver: m });
  const stressed = (me.tokens.stress ?? 0) > 0;
  const diff = difficultyOf(o, me, content, code);
  if (diff === 'red' || diff === 'purple') score -= stressed ? 500 : 18;
  else if (diff === 'blue') score += stressed ? 20 : 4;
  if (m.kind === 'stationary' || m.reverse) score -= 8;
  return score;
}

// ---- actions ----

function threatened(view: TableSight, me: ShipSight & { pose: Pose }): boolean {
  for (const e of enemiesOf(view, me.player)) {
    const d = dist(e.pose.x, e.pose.y, me.pose.x, me.pose.y);
    if (d < 360 && Math.abs(bearingTo(e.pose, me.pose.x, me.pose.y)) <= ARC_HALF + 5) return true;
  }
  return false;
}

/** The enemy this option names (a ship id in its data or inside its id), if any. */
function targetOf(view: TableSight, o: Option, player: PlayerIndex): ShipSight | undefined {
  for (const key of ['target', 'defender', 'ship']) {
    const t = shipIn(view, o.data?.[key] as string | undefined);
    if (t && t.player !== player) return t;
  }
  let found: ShipSight | undefined;
  for (const s of view.ships) {
    if (s.player !== player && o.id.includes(s.id) && (!found || s.id.length > found.id.length)) found = s;
  }
  return found;
}

/** Can `me` shoot `t` with a front-arc primary at range 1–3 (roughly, by centres)? */
function inMyArc(me: ShipSight & { pose: Pose }, t: ShipSight): boolean {
  if (!inPlay(t)) return false;
  const d = dist(t.pose.x, t.pose.y, me.pose.x, me.pose.y);
  return (
    d <= 300 + halfSize(me.base) + halfSize(t.base) && Math.abs(bearingTo(me.pose, t.pose.x, t.pose.y)) <= ARC_HALF + 8
  );
}

/**
 * What every option of one action decision reads the same way, worked out on first need and kept for the decision's
 * other options: the scene, the score of staying put (each barrel roll and boost is scored against it), whether the
 * ship is threatened, whether any enemy is in its arc.
 */
interface ActionSight {
  scene: () => Scene;
  here?: number;
  threatened?: boolean;
  anyInArc?: boolean;
}

function isThreatened(view: TableSight, me: ShipSight & { pose: Pose }, sight: ActionSight): boolean {
  sight.threatened ??= threatened(view, me);
  return sight.threatened;
}

function actionScore(view: TableSight, me: ShipSight & { pose: Pose }, o: Option, sight: ActionSight): number {
  if (isPass(o)) return 0;
  // Scenario actions score mission points: take them first.
  const e = o.effect?.kind === 'action' ? o.effect : undefined;
  if (e ? e.action === 'scenario' : o.data?.scenario === true) return 20;
  const t = e ? e.action : typeof o.data?.action === 'string' ? o.data.action : text(o);
  const diff = e ? e.difficulty : o.data?.difficulty;
  const red = diff === 'red' || diff === 'purple' || /\bred\b/.test(o.label.toLowerCase());
  // An attempt that fails (actions/index.ts `failOption`) does nothing itself: it is worth what the ship's abilities
  // grant after it (`rewards`: Composure's focus, taken while the ship has no green token), a little less than the
  // same action from its bar; nothing when they grant nothing of use.
  if (o.data?.fails === true)
    return failScore(me, o.data.rewards) - (red ? ((me.tokens.stress ?? 0) > 0 ? 100 : 6) : 0);
  let s = 1;
  if (t.includes('focus')) s = (me.tokens.focus ?? 0) > 0 ? 2 : 10;
  else if (t.includes('calculate')) s = 8;
  else if (t.includes('evade')) s = isThreatened(view, me, sight) ? 12 : 6;
  else if (t.includes('lock')) {
    // A lock on a friendly ship is legal (000 Lock) but this player has no use for one.
    const friend = shipIn(view, o.data?.target as string | undefined);
    if (friend && friend.player === me.player) return -1;
    const target = targetOf(view, o, me.player);
    sight.anyInArc ??= enemiesOf(view, me.player).some((e) => inMyArc(me, e));
    s = target ? (inMyArc(me, target) ? 11 - health(target) * 0.1 : 4) : sight.anyInArc ? 9 : 3;
    if (me.locks.length > 0 && target && me.locks.some((l) => l.target === target.id)) s = 1;
  } else if (t.includes('reinforce')) s = isThreatened(view, me, sight) ? 9 : 5;
  else if (t.includes('barrel') || t.includes('boost')) {
    const pose = poseOf(o.data);
    if (pose) {
      const there = scorePose(sight.scene(), pose);
      sight.here ??= scorePose(sight.scene(), me.pose);
      s = 3 + (there - sight.here) * 0.2;
    } else s = 4;
  } else if (t.includes('coordinate')) s = 5;
  else if (t.includes('jam')) s = 4;
  else if (t.includes('rotate')) s = 3;
  else if (t.includes('reload')) s = 2;
  else if (t.includes('cloak') || t.includes('slam')) s = 0.5;
  if (red) s -= (me.tokens.stress ?? 0) > 0 ? 100 : 6;
  return s;
}

/** The green tokens a ship sight shows (000 "Tokens"): a ship holding one gets nothing from Composure. */
const GREEN_TOKENS = ['focus', 'evade', 'calculate'] as const;

/** What a failed attempt brings: the best of the actions granted after it (a focus while the ship has no green token). */
function failScore(me: ShipSight, rewards: unknown): number {
  if (!Array.isArray(rewards)) return -1;
  const green = GREEN_TOKENS.some((t) => (me.tokens[t] ?? 0) > 0);
  let s = -1;
  for (const r of rewards) {
    if (green) continue;
    if (r === 'focus') s = Math.max(s, 9.5);
    else if (r === 'evade') s = Math.max(s, 5.5);
    else if (r === 'calculate') s = Math.max(s, 7.5);
  }
  return s;
}

// ---- attacks ----

function attackScore(view: TableSight, me: ShipSight | undefined, o: Option, player: PlayerIndex): number {
  if (isPass(o)) return -1;
  // An attack on a friendly ship (a card allows it: R5-TK) is worse than none.
  if (shipIn(view, o.data?.defender as string | undefined)?.player === player) return -2;
  const target = targetOf(view, o, player);
  const range = typeof o.data?.range === 'number' ? o.data.range : undefined;
  const dice = typeof o.data?.dice === 'number' ? o.data.dice : undefined;
  let s = 50;
  if (dice !== undefined) s += dice * 10;
  if (range !== undefined) s += range <= 1 ? 10 : range === 2 ? 4 : 0;
  else if (target && me && inPlay(me) && inPlay(target)) {
    const d = dist(target.pose.x, target.pose.y, me.pose.x, me.pose.y);
    s += d < 140 ? 10 : d < 240 ? 4 : 0;
  }
  if (o.data?.obstructed === true) s -= 5;
  if (typeof o.data?.weapon === 'string' && o.data.weapon !== 'primary') s += 3;
  if (target) s += Math.max(0, 10 - health(target)) * 2 - (target.tokens.evade ?? 0) * 3;
  return s;
}

// ---- dice modification ----

function count<T extends { face: string; rerolled: boolean }>(dice: readonly T[], face: string, fresh = false): number {
  let n = 0;
  for (const d of dice) if (d.face === face && (!fresh || !d.rerolled)) n++;
  return n;
}

/** What each face is worth to the owner of the dice (a focus is worth a little: it may be changed). */
const FACE_VALUE: Record<string, number> = { crit: 3, hit: 2, evade: 2, focus: 0.5, blank: 0 };
const faceValue = (f: string | undefined): number => (f === undefined ? 0 : (FACE_VALUE[f] ?? 0));

/** What paying these costs is worth, roughly (tokens spent on dice are what they are for). */
function costPenalty(costs: readonly OptionCost[]): number {
  let p = 0;
  for (const c of costs) {
    if (c.pay === 'shield') p += 4 * c.count;
    else if (c.pay === 'gain-token') p += (c.token === 'stress' || c.token === 'strain' ? 1.5 : 0.5) * c.count;
    else if (c.pay === 'charge' || c.pay === 'force') p += 0.3 * c.count;
    // A Force costs the same spent on the Force's own change as through a card (Brilliant Evasion): before, the card's
    // better change lost to it. A lock spent on dice is gone for the next attack: a free reroll of the same dice wins.
    else if (c.pay === 'token' && c.token === 'force') p += 0.3 * c.count;
    else if (c.pay === 'token' && c.token === 'lock') p += 0.05 * c.count;
    else if (c.pay === 'discard-condition') p += 2;
  }
  return p;
}

/**
 * How much a dice modification changes the dice's worth for their owner (positive: better for them), read from the
 * option's structured change; `convert`: a change of focus results is on offer, so focus dice are not rerolled.
 */
function diceGain(
  dice: readonly { face: string; rerolled: boolean; added?: boolean }[],
  c: DiceChange,
  mine: boolean,
  convert: boolean,
  limits?: readonly { faces?: readonly string[]; left: number }[],
): number {
  const limit = (n: number | 'any' | 'all') => (typeof n === 'number' ? n : Number.POSITIVE_INFINITY);
  // The engine's `modify-limit`s (combat/attack.ts `limitAllows`/`limitTake`): each result counts against the limits
  // its face falls under, and one is modified only while all of those have results left.
  const caps = limits?.map((l) => ({ faces: l.faces, left: l.left }));
  const allows = (face: string) =>
    caps === undefined || caps.every((l) => l.left > 0 || (l.faces !== undefined && !l.faces.includes(face)));
  const take = (face: string) => {
    for (const l of caps ?? []) if (l.faces === undefined || l.faces.includes(face)) l.left--;
  };
  switch (c.modification) {
    case 'change': {
      let left = limit(c.count);
      let gain = 0;
      for (const f of c.faces ?? [])
        for (const d of dice)
          if (left > 0 && d.face === f && allows(f)) {
            gain += faceValue(c.to) - faceValue(f);
            left--;
            take(f);
          }
      return gain;
    }
    case 'reroll': {
      let left = limit(c.count);
      let gain = 0;
      for (const d of dice) {
        if (left <= 0 || d.rerolled || d.added || (c.faces && !c.faces.includes(d.face)) || !allows(d.face)) continue;
        const v = faceValue(d.face);
        // Own dice: blanks (and focus results nothing converts); the opponent's: their good results.
        if (mine ? v === 0 || (d.face === 'focus' && !convert) : v >= 2) {
          gain += mine ? 0.8 : -0.8;
          left--;
          take(d.face);
        }
      }
      return gain;
    }
    case 'add':
      return limit(c.count) * faceValue(c.to);
    case 'cancel': {
      let left = limit(c.count);
      let gain = 0;
      for (const f of c.faces ?? [])
        for (const d of dice)
          if (left > 0 && d.face === f && allows(f)) {
            gain -= faceValue(f);
            left--;
            take(f);
          }
      return gain;
    }
    default:
      return 0;
  }
}

/** The modify-dice options valued from their structured effect (decision.ts OptionEffect); null for other options. */
function modifyEffectScore(view: TableSight, decision: Decision, o: Option): number | null {
  const e = o.effect;
  if (!e) return null;
  if (e.kind === 'nothing') return 0;
  if (e.kind !== 'modify-dice') return null;
  const attack = view.cursor?.attack;
  if (!attack) return 5 - costPenalty(e.costs);
  const c = e.change;
  // The decision's ship: a ship, or a remote attacker (issue 26), which no ship of the view is.
  const attacking = decision.ship !== undefined && decision.ship === attack.attacker;
  const mine = (c.dice === 'attack') === attacking;
  const dice = c.dice === 'attack' ? attack.attackDice : attack.defenseDice;
  if (c.dice === 'defense' && mine) {
    const hits = count(attack.attackDice, 'hit') + count(attack.attackDice, 'crit');
    if (count(attack.defenseDice, 'evade') >= hits) return -1;
  }
  const convert = decision.options.some(
    (x) =>
      x.effect?.kind === 'modify-dice' &&
      x.effect.change.modification === 'change' &&
      (x.effect.change.faces ?? []).includes('focus'),
  );
  const gain = diceGain(dice, c, mine, convert, e.limits) * (mine ? 1 : -1);
  if (gain <= 0) return -1;
  // A modification with a price beyond the tokens spent on dice (a shield, a stress, a charge, a condition) is used
  // only when the dice gain more than it costs (issue 28): a reroll of one blank is not worth a stress.
  const price = costPenalty(e.costs);
  if (price > 0 && gain <= price) return -1;
  // Rerolls before changes (a rerolled die may then be changed), then additions and cancels.
  const base = c.modification === 'reroll' ? 8 : c.modification === 'change' ? 6 : 4;
  return base + Math.min(gain, 6) * 0.1 - costPenalty(e.costs);
}

function modifyScore(view: TableSight, decision: Decision, o: Option): number {
  const structured = modifyEffectScore(view, decision, o);
  if (structured !== null) return structured;
  if (isPass(o)) return 0;
  const t = text(o);
  const attack = view.cursor?.attack;
  if (!attack) return /focus|lock|calculate|evade|force|reroll/.test(t) ? 5 : -1;
  // The decision's ship: a ship, or a remote attacker (issue 26), which no ship of the view is.
  const attacking = decision.ship !== undefined && decision.ship === attack.attacker;
  const a = attack.attackDice;
  const dd = attack.defenseDice;
  const hits = count(a, 'hit') + count(a, 'crit');
  if (decision.kind === 'modify-attack-dice') {
    if (!attacking) return /cancel|reroll|change/.test(t) ? 3 : -1;
    const focus = count(a, 'focus');
    const canConvert = decision.options.some((x) => /focus|calculate|force/.test(text(x)));
    const rerollable = count(a, 'blank', true) + (canConvert ? 0 : count(a, 'focus', true));
    if (/lock|reroll/.test(t)) return rerollable > 0 ? 8 : -1;
    if (/focus|calculate|force/.test(t)) return focus > 0 ? 6 : -1;
    return /hit|crit|change|add/.test(t) ? 4 : -1;
  }
  // Defense dice.
  if (attacking) return /cancel|reroll|change/.test(t) ? 3 : -1;
  const evades = count(dd, 'evade');
  const focus = count(dd, 'focus');
  if (evades >= hits) return -1;
  if (/focus|calculate|force/.test(t)) return focus > 0 ? 8 : -1;
  if (/reroll/.test(t)) return count(dd, 'blank', true) > 0 ? 7 : -1;
  if (t.includes('evade')) return 6;
  return 2;
}

// ---- abilities: valued from the options' structured effect ----

const GREEN = new Set(['focus', 'evade', 'calculate', 'reinforce', 'force', 'charge']);
const HARMFUL = new Set(['stress', 'strain', 'ion', 'jam', 'tractor', 'deplete', 'disarm']);

/**
 * What an outcome is worth to the ability's owner; `friend(who)`: whether the ship an outcome names (the other party,
 * the attacker or defender, the chosen ship) is a friendly one (unknown: taken as an enemy, the opposing ship of an
 * attack being the usual other party).
 */
function outcomeValue(o: OptionOutcome, friend: (who: OutcomeShip) => boolean): number {
  switch (o.kind) {
    case 'token': {
      const n = o.count === 'all' ? 2 : o.count;
      const worth = GREEN.has(o.token) ? 3 : HARMFUL.has(o.token) ? -3 : 0;
      const forMe = o.change === 'gain' ? worth : -worth;
      return (o.who === 'self' ? forMe : (friend(o.who) ? forMe : -forMe) * 0.7) * n;
    }
    case 'damage':
      return (o.hits + o.crits * 1.3) * (o.who === 'self' || friend(o.who) ? -4 : 4) * (o.perDie ? 0.5 : 1);
    case 'recover':
      return o.what === 'shields' ? 4 * o.count : 2 * o.count;
    case 'dice':
      return 2;
    case 'action':
      // Another action: a focus token at least.
      return 3.5;
    case 'roll': {
      let sum = 0;
      for (const t of o.then) sum += outcomeValue(t, friend);
      return sum * 0.4;
    }
    case 'other':
      // A bonus attack (Darth Maul, Advanced Fire Control) is worth about the damage it may deal.
      // A weapon's charge back (Munitions Failsafe) is a torpedo or missile attack more, later.
      return o.what === 'bonus-attack' ? 5 : o.what === 'recover-weapon-charges' ? 3.5 : 1.5;
  }
}

/**
 * What an ability's price is worth to its user, on the outcomes' scale (a green token 3, a harmful one −3): a charge or
 * a Force 1 (they come back slowly, and spent they are gone for the next use), a shield 4, a token spent what holding
 * it is worth (a harmful one is worth getting rid of), a token gained what it costs (stress 3), a condition 2.
 */
function abilityCost(costs: readonly OptionCost[]): number {
  let p = 0;
  for (const c of costs) {
    switch (c.pay) {
      case 'charge':
      case 'force':
        p += 1 * c.count;
        break;
      case 'shield':
        p += 4 * c.count;
        break;
      case 'token':
        p += (GREEN.has(c.token) || c.token === 'lock' ? 3 : HARMFUL.has(c.token) ? -2 : 1) * c.count;
        break;
      case 'gain-token':
        p += (HARMFUL.has(c.token) ? 3 : GREEN.has(c.token) ? -3 : 1) * c.count;
        break;
      case 'discard-condition':
        p += 2;
        break;
    }
  }
  return p;
}

/**
 * An optional ability, or the one to resolve first: its outcomes against its costs (declining is worth 0, and an
 * ability that gains no more than it costs is declined).
 */
function abilityScore(view: TableSight, decision: Decision, o: Option): number {
  const e = o.effect;
  if (!e) return isPass(o) ? 0 : 1;
  if (e.kind !== 'use-ability' && e.kind !== 'resolve-first') return e.kind === 'nothing' ? 0 : 1;
  const attack = view.cursor?.attack;
  const shipOf = (who: OutcomeShip): string | undefined =>
    who === 'self'
      ? e.ship
      : who === 'other'
        ? e.other
        : who === 'chosen'
          ? e.kind === 'use-ability'
            ? e.choice
            : undefined
          : who === 'subject'
            ? e.kind === 'use-ability'
              ? e.subject
              : undefined
            : who === 'subject-other'
              ? e.kind === 'use-ability'
                ? e.subjectOther
                : undefined
              : who === 'attacker'
                ? attack?.attacker
                : attack?.defender;
  const friend = (who: OutcomeShip) => {
    const id = shipOf(who);
    return id !== undefined && shipIn(view, id)?.player === decision.player;
  };
  let v = 0;
  for (const x of e.outcomes)
    v +=
      x.kind === 'other' && x.what === 'cancel-attack-results'
        ? -resultsWorth(view, decision)
        : outcomeValue(x, friend);
  const net = v - abilityCost(e.costs);
  // A use that gains nothing for what it pays is declined (ties go to declining when a price is paid).
  return e.kind === 'use-ability' && e.costs.length > 0 && net <= 0 ? Math.min(net, -0.01) : net;
}

/**
 * What the attack's results are worth to the deciding player, on the outcomes' scale (a hit 4, a crit 5.2, a focus 1:
 * it may still become a hit): cancelling them all (Munitions Failsafe) costs that much when the attack is theirs.
 */
function resultsWorth(view: TableSight, decision: Decision): number {
  const attack = view.cursor?.attack;
  if (!attack) return 0;
  const worth =
    count(attack.attackDice, 'hit') * 4 + count(attack.attackDice, 'crit') * 5.2 + count(attack.attackDice, 'focus');
  return shipIn(view, attack.attacker)?.player === decision.player ? worth : -worth;
}

/** What a green token or lock is worth to its holder. */
const HOLDING: Record<string, number> = { focus: 4, evade: 4, calculate: 3, reinforce: 3 };

/** Jam: the jamming player takes what its holder values most (least, for one of its own ships). */
function jamScore(view: TableSight, decision: Decision, o: Option): number {
  const jammed = shipIn(view, decision.ship);
  const enemy = jammed ? jammed.player !== decision.player : true;
  const token = typeof o.data?.token === 'string' ? o.data.token : undefined;
  const worth = o.data?.lock !== undefined ? 5 : token ? (HOLDING[token] ?? 2) : 0;
  return enemy ? worth : -worth;
}

/** Tractor: an enemy ship goes where it stands worst (through obstacles); one's own where it stands best. */
function tractorScore(view: TableSight, decision: Decision, o: Option, scene: () => Scene | undefined): number {
  const ship = shipIn(view, decision.ship);
  const s = scene();
  if (!ship || !inPlay(ship) || !s) return isPass(o) ? 0 : -1;
  const pose = poseOf(o.data) ?? ship.pose;
  const through = Array.isArray(o.data?.obstacles) ? o.data.obstacles.length * 30 : 0;
  const mines = Array.isArray(o.data?.mines) ? o.data.mines.length * 40 : 0;
  const v = scorePose(s, pose) - through - mines;
  return ship.player === decision.player ? v : -v;
}

// ---- setup ----

/** Near the centre line, with room from the ships already placed so they do not bump on the first move. */
function placeShipScore(view: TableSight, player: PlayerIndex, o: Option): number {
  const p = poseOf(o.data);
  if (!p) return -1e9;
  let score = -Math.abs(p.x - CENTRE);
  for (const s of view.ships) {
    if (s.player !== player || !inPlay(s)) continue;
    const d = dist(s.pose.x, s.pose.y, p.x, p.y);
    if (d < 95) score -= (95 - d) * 10;
  }
  return score;
}

function placeObstacleScore(view: TableSight, player: PlayerIndex, o: Option): number {
  const p = poseOf(o.data);
  if (!p) return -1e9;
  const edge = view.players[player]?.edge;
  return edge === 'second' ? TABLE - p.y : p.y;
}

// ---- the player ----

export function heuristicChoice(view: TableSight, decision: Decision, content: Content, rng: AiRng): Choice {
  if (decision.options.length === 0) return valueChoice(view, decision, rng);
  if (decision.options.length === 1) return choice(decision, decision.options[0]!);
  const me = shipIn(view, decision.ship);
  const placedMe = me && inPlay(me) ? me : undefined;
  switch (decision.kind) {
    case 'set-dial': {
      if (!placedMe) break;
      const scene = sceneFor(view, placedMe);
      return best(decision, (o) => dialScore(scene, placedMe, o, content));
    }
    case 'choose-action': {
      if (!placedMe) break;
      let scene: Scene | undefined;
      const sight: ActionSight = { scene: () => (scene ??= sceneFor(view, placedMe)) };
      return best(decision, (o) => actionScore(view, placedMe, o, sight));
    }
    case 'choose-reposition': {
      if (!placedMe) break;
      const scene = sceneFor(view, placedMe);
      return best(decision, (o) => {
        const pose = poseOf(o.data);
        return pose ? scorePose(scene, pose) : isPass(o) ? scorePose(scene, placedMe.pose) : -1e6;
      });
    }
    case 'choose-lock-target':
      return best(decision, (o) => {
        const t = targetOf(view, o, decision.player);
        if (!t) return isPass(o) ? -5 : -1;
        return (placedMe && inMyArc(placedMe, t) ? 10 : 0) - health(t) * 0.5;
      });
    case 'overlap-action':
      return best(decision, (o) =>
        isPass(o) ? 0 : text(o).includes('focus') ? 3 : text(o).includes('calculate') ? 2 : 1,
      );
    case 'declare-attack':
      return best(decision, (o) => attackScore(view, me, o, decision.player));
    case 'remote-attack':
      // issue 26: a remote's attack (a commando team): it attacks rather than passes, an unobstructed defender and the
      // ship nearest destruction first (an enemy remote after any ship).
      return best(decision, (o) => {
        if (isPass(o)) return 0;
        const t = shipIn(view, typeof o.data?.defender === 'string' ? o.data.defender : undefined);
        return (t ? 20 - Math.min(health(t), 15) : 2) - (o.data?.obstructed === true ? 1 : 0);
      });
    case 'modify-attack-dice':
    case 'modify-defense-dice':
      return best(decision, (o) => modifyScore(view, decision, o));
    case 'choose-reinforce': {
      if (!placedMe) break;
      let nearest: ShipSight & { pose: Pose } = placedMe;
      let nearestDistance = Infinity;
      for (const e of enemiesOf(view, decision.player)) {
        const d = dist(e.pose.x, e.pose.y, placedMe.pose.x, placedMe.pose.y);
        if (d < nearestDistance) [nearest, nearestDistance] = [e, d];
      }
      const fore = Math.abs(bearingTo(placedMe.pose, nearest.pose.x, nearest.pose.y)) <= 90;
      return best(decision, (o) => (text(o).includes(fore ? 'fore' : 'aft') ? 1 : 0));
    }
    case 'use-ability':
    case 'order-abilities':
      return best(decision, (o) => abilityScore(view, decision, o));
    case 'jam-removal':
      return best(decision, (o) => jamScore(view, decision, o));
    case 'tractor-move':
    case 'tractor-rotate': {
      const ship = shipIn(view, decision.ship);
      let scene: Scene | undefined;
      const lazy = () => (ship && inPlay(ship) ? (scene ??= sceneFor(view, ship)) : undefined);
      // A rotation costs the ship a stress token.
      const stress = (o: Option) => (decision.kind === 'tractor-rotate' && !isPass(o) ? 15 : 0);
      return best(decision, (o) => tractorScore(view, decision, o, lazy) - stress(o));
    }
    case 'dock':
      // Starting docked is what a squad with a carrier was built for; docking in play takes the ship out of the fight
      // for a round: the heuristic docks at Setup only.
      return best(decision, (o) => (o.label.startsWith('Start docked') ? 2 : isPass(o) ? 1 : 0));
    case 'jettison':
      return best(decision, (o) => (o.id === 'keep' ? 1 : 0));
    case 'place-ship':
      return best(decision, (o) => placeShipScore(view, decision.player, o));
    case 'place-obstacle':
      return best(decision, (o) => placeObstacleScore(view, decision.player, o));
    case 'test-template':
      // Its own dial scoring needs no test templates: it sets the dial at once.
      return best(decision, (o) => (o.id === 'set-dial' ? 1 : 0));
    default:
      break;
  }
  return best(decision, (o) => (isPass(o) ? 0 : 1));
}

export class HeuristicPlayer implements Player {
  readonly name = 'heuristic';
  choose(view: TableSight, decision: Decision, content: Content, rng: AiRng): Choice {
    return heuristicChoice(view, decision, content, rng);
  }
}

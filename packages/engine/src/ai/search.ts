/**
 * The search player (issue 28): decides from its seat's view only, by trying its options on a copy of the game.
 *
 * - Its view becomes a playable state ("a world") by filling in what the seat cannot see from its own generator: the
 *   opponent's unrevealed dials (sampled from the maneuvers the heuristic finds likely for each ship), the facedown
 *   damage cards and both damage decks (shuffled from the cards not seen), and the dice generator. The full state a
 *   simulator may hand it is first reduced to the seat's view (`transientViewFor`), so hidden parts never reach it.
 * - Dials (`set-dial`): its ships' joint plan is searched by coordinate descent. Each plan is played against sampled
 *   opponent dials with the engine's exact geometry (`resolveMove`: bumps, obstacles, fleeing; the engine's own
 *   `legalAttacks`: arcs, ranges and obstruction after movement) and the exact dice engine's expected damage both ways
 *   (`computeOdds`).
 * - Every other decision with two or more options: each option is applied to copies of the world (the engine is pure)
 *   and the game is played on with the heuristic player for both seats until the decision's moment has passed (the
 *   attack resolved, the next ship asked, the phase over), then the position is valued: ship points and health,
 *   tokens, mission points, the result, plus the deterministic forecast of the attacks still to come this round (the
 *   engine's legal attacks and the exact dice odds with the ships' tokens). The same samples (same dice) are used for
 *   every option, so options are compared on equal luck. Ordering questions are answered the same way.
 * - Scenarios: mission points scored and objectives held count beside the ships; an attack is worth the mission points
 *   its damage would score (half health, destruction: `damageScores`) by the exact odds of reaching them.
 * - A dial plan that drives a ship where no maneuver keeps it on the table next round values it as lost.
 * - Setup: its ships start where the lane ahead is clearest of obstacles, together (`placeShip`); the other setup
 *   placements are the heuristic's.
 *
 * The budget is counted in nodes (engine choices applied, plan evaluations), never in time, so a seed replays the
 * same game whatever the machine.
 */
import type { Content } from '@xwing/content';
import { computeOdds } from '@xwing/dice';
import {
  BASES,
  type BaseSize,
  finalPose,
  parseManeuver,
  PLAY_AREA_SIZE,
  type Pose,
  resolveMove,
  type ShipOnTable,
  toLocal,
} from '@xwing/geometry';
import { legalAttacks } from '../combat/weapons.js';
import type { Choice, Decision, Option } from '../decision.js';
import { buildDamageDeck } from '../damage.js';
import { applyInPlace } from '../engine.js';
import { EngineCtx } from '../engine-ctx.js';
import { nextInt, nextUint32, type RngState, seedRng, shuffle } from '../rng.js';
import type { GameState, PlayerIndex, ShipState } from '../state.js';
import { initialStats } from '../stats.js';
import { pilotInfo, placedObstacles } from '../util.js';
import { transientViewFor, type GameView } from '../view.js';
import { heuristicChoice, poseOf, scorePose, sceneFor } from './heuristic.js';
import { damageScores, objectiveStanding } from './objectives.js';
import { MISSION_POINTS_TO_END } from '../scenario/scoring.js';
import { randomChoice, valueChoice } from './random.js';
import type { AiRng, Player, TableSight } from './types.js';

export type SearchLevel = 'normal' | 'hard';

/** What a level may spend per decision, in nodes. */
export interface SearchBudget {
  /** Engine choices applied in rollouts, per decision. */
  nodes: number;
  /** Worlds (hidden parts and dice) each option is tried in. */
  samples: number;
  /** Joint-plan evaluations (one plan against one sample of the opponent's dials) per dial decision. */
  planNodes: number;
  /** Samples of the opponent's dials. */
  opponentSamples: number;
  /** Options tried at most (the heuristic's favourites first). */
  maxOptions: number;
  /** Dials tried at most per ship. */
  maxDials: number;
}

export const SEARCH_BUDGETS: Record<SearchLevel, SearchBudget> = {
  // Normal: about 35 ms of one core per decision on average (34 ms of CPU over two X-wing vs TIE games, one-option
  // decisions included); hard spends about four times as much.
  normal: { nodes: 480, samples: 4, planNodes: 320, opponentSamples: 4, maxOptions: 6, maxDials: 12 },
  hard: { nodes: 1800, samples: 8, planNodes: 1200, opponentSamples: 6, maxOptions: 10, maxDials: 16 },
};

/**
 * A level's budget with `nodes` rollout nodes per decision instead of its own: the joint-plan budget scales with it
 * (at least one plan per opponent sample), the rest of the level stays. `xwing play --think MS` picks `nodes` from a
 * timing of this machine; the node count, not the time, decides the game, so a seed and a node count replay it.
 */
export function budgetWithNodes(level: SearchLevel, nodes: number): SearchBudget {
  if (!Number.isSafeInteger(nodes) || nodes < 1) throw new RangeError(`nodes must be a whole number ≥ 1, not ${nodes}`);
  const base = SEARCH_BUDGETS[level];
  const planNodes = Math.max(base.opponentSamples, Math.round((base.planNodes * nodes) / base.nodes));
  return { ...base, nodes, planNodes };
}

// ---- the world: the seat's view made playable ----

/** The seat's view: the state reduced with `transientViewFor` (shared with it: read, never changed). */
function seatView(view: TableSight, seat: PlayerIndex): GameView {
  const v = view as unknown as Partial<GameState> & Partial<GameView>;
  if (v.rng !== undefined || v.seed !== undefined) return transientViewFor(view as unknown as GameState, seat);
  return view as unknown as GameView;
}

const HIDDEN = 'hidden';

/** A dial for a ship whose dial the seat cannot see: drawn from its likely maneuvers. */
function sampleDial(view: GameView, ship: ShipState, content: Content, rng: RngState): string {
  const likely = likelyDials(view, ship, content);
  if (likely.length === 0) return pilotInfo(content, ship.pilot).ship.dial[0]?.code ?? '2F';
  return drawWeighted(likely, rng).code;
}

function drawWeighted<T extends { weight: number }>(items: readonly T[], rng: RngState): T {
  let total = 0;
  for (const i of items) total += i.weight;
  let r = (nextInt(rng, 1 << 30) / (1 << 30)) * total;
  for (const i of items) {
    r -= i.weight;
    if (r < 0) return i;
  }
  return items[items.length - 1]!;
}

/**
 * The maneuvers a ship can set now (red ones not while stressed, purple ones not without Force), weighted by how good
 * the heuristic finds their end pose from its player's side (softmax): where a player's ships are likely to go.
 */
function likelyDials(view: TableSight, ship: ShipState, content: Content): { code: string; weight: number }[] {
  if (!ship.pose) return [];
  const me = ship as ShipState & { pose: Pose };
  const scene = sceneFor(view, { ...ship, dial: null });
  const stressed = (ship.tokens.stress ?? 0) > 0;
  const scored: { code: string; score: number }[] = [];
  for (const m of pilotInfo(content, ship.pilot).ship.dial) {
    if (m.difficulty === 'red' && stressed) continue;
    if (m.difficulty === 'purple' && ship.force < 1) continue;
    let pose: Pose;
    let maneuver;
    try {
      maneuver = parseManeuver(m.code);
      if (maneuver.kind === 'stationary' && ship.base === 'huge') continue;
      pose = finalPose(me.pose, maneuver, ship.base);
    } catch {
      continue;
    }
    let s = scorePose(scene, pose, { start: me.pose, maneuver });
    if (m.difficulty === 'red' || m.difficulty === 'purple') s -= 18;
    else if (m.difficulty === 'blue') s += stressed ? 20 : 4;
    scored.push({ code: m.code, score: s });
  }
  if (scored.length === 0) return [];
  let top = -Infinity;
  for (const s of scored) top = Math.max(top, s.score);
  // Temperature: maneuvers 25 points worse than the best are e times less likely.
  return scored
    .filter((s) => s.score > top - 120)
    .map((s) => ({ code: s.code, weight: Math.exp((s.score - top) / 25) }));
}

/**
 * A playable state from the seat's view, its hidden parts drawn from `rng`: the dice generator, the damage decks and
 * facedown cards (from the cards not seen), the opponent's unrevealed dials. Copied: changing it changes nothing else.
 */
function makeWorld(view: GameView, content: Content, rng: RngState): GameState {
  const { seat: _seat, players, log: _log, ...rest } = view;
  const world = structuredClone({ ...rest, log: [] }) as unknown as GameState;
  world.seed = 'search';
  world.rng = seedRng(`search/${nextUint32(rng)}`);
  const deck = buildDamageDeck(content);
  world.players = players.map((p) => {
    const { damageDeckSize, ...q } = p;
    const copy = structuredClone(q) as unknown as GameState['players'][number];
    // The cards not seen: the deck less the discard pile and the faceup cards on this player's ships.
    const pool = [...deck];
    const seen = [...p.damageDiscard];
    for (const s of world.ships) if (s.player === p.index) for (const d of s.damage) if (d.faceup) seen.push(d.card);
    for (const c of seen) {
      const at = pool.indexOf(c);
      if (at >= 0) pool.splice(at, 1);
    }
    shuffle(rng, pool);
    for (const s of world.ships)
      if (s.player === p.index) for (const d of s.damage) if (!d.faceup) d.card = pool.pop() ?? deck[0]!;
    copy.damageDeck = pool.slice(0, damageDeckSize);
    return copy;
  }) as GameState['players'];
  for (const s of world.ships)
    if (s.dial && s.dial.maneuver === HIDDEN) s.dial = { maneuver: sampleDial(view, s, content, rng), revealed: false };
  return world;
}

// ---- valuing a position ----

const TOKEN_WORTH: Record<string, number> = {
  focus: 0.6,
  evade: 0.6,
  calculate: 0.4,
  stress: -0.6,
  strain: -0.3,
  ion: -0.5,
  jam: -0.3,
  tractor: -0.3,
  deplete: -0.3,
  disarm: -0.5,
};

function healthOf(s: ShipState): { left: number; total: number } {
  const total = Math.max(1, s.hull + (s.maxShields ?? s.shields));
  return { left: Math.max(0, s.shields + s.hull - s.damage.length), total };
}

/** What a ship is worth to its player now, in squad points (about one point per damage for most ships). */
function shipWorth(s: ShipState): number {
  const points = s.points ?? 5;
  if (s.gone !== null || s.pose === null) return 0;
  const h = healthOf(s);
  let v = points * (0.35 + (0.65 * h.left) / h.total);
  for (const [t, n] of Object.entries(s.tokens)) v += (TOKEN_WORTH[t] ?? 0) * (n ?? 0);
  v += 0.4 * s.locks.length + 0.25 * s.force + 0.15 * s.charges;
  return v;
}

/** A mission point, in squad points. */
const MISSION_POINT = 1.2;
/**
 * A point of objective lead held now (objectives.ts `objectiveLead`), in squad points: it scores at this End Phase
 * and again at the next ones while it stays held (about two scorings in games of three to five rounds); the attacks
 * to come are valued with the mission points their damage would score, so the two are on one scale.
 */
const OBJECTIVE_HELD = 2 * MISSION_POINT;
/** Mission points that end the game at this round's End Phase (short of the result's certainty: attacks may follow). */
const ABOUT_TO_WIN = 30;

/** The position's worth to `seat`: its ships less the opponent's, mission points, and the result. */
export function positionValue(state: GameState, seat: PlayerIndex): number {
  if (state.result) {
    const w = state.result.winner;
    if (w !== 'draw') return w === seat ? 1000 : -1000;
  }
  let v = 0;
  for (const s of state.ships) v += s.player === seat ? shipWorth(s) : -shipWorth(s);
  const sc = state.scenario;
  if (sc) {
    const mp = sc.missionPoints;
    const other = seat === 0 ? 1 : 0;
    v += MISSION_POINT * (mp[seat] - mp[other]);
    // The objectives held now (a marker on a satellite, a cache towed, a satellite controlled) score again at the
    // next End Phase and the ones after while they stay held: worth more than one scoring's mission points.
    const standing = objectiveStanding(state);
    v += OBJECTIVE_HELD * (standing[seat] - standing[other]);
    // The game ends at the end of the End Phase when a player has 20 mission points and the lead (003 "Victory"):
    // the points this round's End Phase would leave, if it has not scored yet, decide who is about to win.
    const scores = state.round >= 2 && sc.scoredRound !== state.round;
    const mine = mp[seat] + (scores ? standing[seat] : 0);
    const theirs = mp[other] + (scores ? standing[other] : 0);
    if (mine >= MISSION_POINTS_TO_END && mine > theirs) v += ABOUT_TO_WIN;
    else if (theirs >= MISSION_POINTS_TO_END && theirs > mine) v -= ABOUT_TO_WIN;
  }
  return v;
}

// ---- rollouts ----

/**
 * Plays on with the heuristic for both seats until the decision's moment has passed — the phase changes, or a
 * decision about another ship comes outside an attack — or the game ends, or `nodes` choices were applied.
 */
function rollout(
  world: GameState,
  content: Content,
  nodes: number,
  rng: RngState,
  from: Decision,
  at: { phase: GameState['phase']; round: number },
): void {
  // The phase and round of the decision, not of the position after the option: every option's rollout stops at the
  // same moment (an action that ends the Activation Phase at once is not played through the Engagement Phase while
  // one that asks a follow-up question, a towing ship's jettison, stops at its start); the forecast values the rest.
  const { phase, round } = at;
  for (let n = 0; n < nodes; n++) {
    const d = world.pending;
    if (!d || world.result !== null) return;
    if (world.round !== round || world.phase !== phase) return;
    if (n > 0 && world.cursor.attack === undefined && d.ship !== from.ship && phase !== 'setup') return;
    let c: Choice;
    try {
      c = heuristicChoice(world, d, content, rng);
    } catch {
      return;
    }
    if (!applyInPlace(world, c, content).ok) {
      if (d.options.length === 0 || !applyInPlace(world, randomChoice(world, d, rng), content).ok) return;
    }
  }
}

function choiceOf(d: Decision, o: Option): Choice {
  return { decision: d.id, seat: d.player, option: o.id };
}

/** The options worth trying, the heuristic's favourites first (each asked again without the ones it picked). */
function shortlist(view: GameView, d: Decision, content: Content, rng: RngState, max: number): Option[] {
  if (d.options.length <= max) {
    const first = heuristicChoice(view, d, content, rng).option;
    const lead = d.options.find((o) => o.id === first);
    return lead ? [lead, ...d.options.filter((o) => o !== lead)] : [...d.options];
  }
  const out: Option[] = [];
  let rest = d.options;
  while (out.length < max && rest.length > 0) {
    const id = heuristicChoice(view, { ...d, options: rest }, content, rng).option;
    const o = rest.find((x) => x.id === id) ?? rest[0]!;
    out.push(o);
    rest = rest.filter((x) => x !== o);
  }
  return out;
}

/**
 * A declare-attack decision less its pass when an attack is offered: the search attacks. Its rollouts play the
 * attack's modifications with the heuristic, which spends the attacker's focus on its dice, so passing looked better
 * by the tokens it kept for defence (16 % of its declare decisions in the ladder's scenario games were passes, Major
 * Mianda's on Luke Skywalker at range 1 among them). An attack that keeps its tokens is seldom worse than no attack
 * (a card that punishes attackers aside), and the Modify steps' own searches decide what to spend.
 */
function attackRatherThanPass(d: Decision): Decision {
  if (d.kind !== 'declare-attack') return d;
  const attacks = d.options.filter((o) => o.id !== 'pass');
  return attacks.length > 0 && attacks.length < d.options.length ? { ...d, options: attacks } : d;
}

/** Choices a rollout plays at most: an attack with its modifications and what it sets off. */
const ROLLOUT_DEPTH = 16;

function rolloutChoice(view: GameView, d: Decision, content: Content, budget: SearchBudget, rng: RngState): Choice {
  const options = shortlist(view, attackRatherThanPass(d), content, rng, budget.maxOptions);
  if (options.length === 1) return choiceOf(d, options[0]!);
  // Short rollouts (the moment of the decision) ended by the deterministic forecast of the round's attacks.
  const depth = ROLLOUT_DEPTH;
  const samples = Math.max(1, Math.min(budget.samples, Math.floor(budget.nodes / (options.length * depth))));
  const totals = options.map(() => 0);
  const at = { phase: view.phase, round: view.round };
  for (let s = 0; s < samples; s++) {
    const world = makeWorld(view, content, rng);
    const seed = nextUint32(rng);
    options.forEach((o, i) => {
      const w = structuredClone(world);
      if (!applyInPlace(w, choiceOf(d, o), content).ok) {
        totals[i]! -= 1e6;
        return;
      }
      rollout(w, content, depth, seedRng(`rollout/${seed}`), d, at);
      totals[i]! += positionValue(w, d.player) + forecast(w, content, d.player);
    });
  }
  // The heuristic's favourite wins ties and near-ties (rollouts are noisy).
  let best = 0;
  for (let i = 1; i < options.length; i++) if (totals[i]! > totals[best]! + 0.15 * samples) best = i;
  return choiceOf(d, options[best]!);
}

// ---- dials: joint plans against sampled opponent dials ----

interface Mover {
  ship: ShipState;
  mine: boolean;
  /** Candidate codes (mine) or sampled codes per opponent sample. */
  candidates: string[];
}

/** An attack's odds: its expected damage, and the chance of at least n damage (`atLeast[n]`). */
interface AttackOdds {
  e: number;
  atLeast: readonly number[];
}
const NO_ODDS: AttackOdds = { e: 0, atLeast: [1] };
const oddsCache = new Map<string, AttackOdds>();

/** The tokens that change an attack's dice: the attacker's focus, calculate and lock; the defender's focus, evade, calculate. */
interface AttackTokens {
  focus: number;
  calculate: number;
  lock: number;
}
interface DefenseTokens {
  focus: number;
  evade: number;
  calculate: number;
}
const NO_ATTACK_TOKENS: AttackTokens = { focus: 0, calculate: 0, lock: 0 };
const NO_DEFENSE_TOKENS: DefenseTokens = { focus: 0, evade: 0, calculate: 0 };

/** One attack's odds, from the exact dice engine (cached: they depend on these numbers only). */
function attackOdds(
  dice: number,
  agility: number,
  range: number,
  obstructed: boolean,
  ordnance: boolean,
  a: AttackTokens,
  d: DefenseTokens,
): AttackOdds {
  const t = (n: number) => Math.min(2, n);
  const key = `${dice}|${agility}|${range}|${obstructed ? 1 : 0}|${ordnance ? 1 : 0}|${t(a.focus)}${t(a.calculate)}${t(a.lock)}|${t(d.focus)}${t(d.evade)}${t(d.calculate)}`;
  let e = oddsCache.get(key);
  if (e === undefined) {
    try {
      const odds = computeOdds({
        attacks: [
          {
            dice: Math.min(6, Math.max(0, dice)),
            range: Math.min(3, range),
            obstructed,
            ordnance,
            tokens: { focus: t(a.focus), calculate: t(a.calculate), lock: t(a.lock) },
          },
        ],
        defender: {
          dice: Math.min(6, Math.max(0, agility)),
          tokens: { focus: t(d.focus), evade: t(d.evade), calculate: t(d.calculate) },
        },
      });
      e = { e: odds.expectedDamage, atLeast: odds.total.atLeast };
    } catch {
      e = NO_ODDS;
    }
    if (oddsCache.size > 10_000) oddsCache.clear();
    oddsCache.set(key, e);
  }
  return e;
}

const statsCache = new Map<string, { agility: number; attacks: { arc: string; value: number }[] }>();
function statsOf(content: Content, ship: ShipState): { agility: number; attacks: { arc: string; value: number }[] } {
  const key = `${ship.pilot}|${ship.upgrades.map((u) => `${u.xws}:${u.side}:${u.discarded ? 1 : 0}`).join(',')}`;
  let st = statsCache.get(key);
  if (!st) {
    const i = initialStats(content, ship.pilot, ship.upgrades);
    st = { agility: i.agility, attacks: i.attacks.map((x) => ({ arc: x.arc, value: x.value })) };
    if (statsCache.size > 2000) statsCache.clear();
    statsCache.set(key, st);
  }
  return st;
}

/**
 * The best attack a ship can make now, valued in the defender's points: its expected damage (the engine's legal
 * attacks: arcs, ranges, obstruction; the exact dice odds with both ships' tokens, or `tokens` when given) times what
 * a damage is worth on that defender, plus a share of its points when the attack is likely to destroy it.
 */
function bestAttack(
  world: GameState,
  ctx: EngineCtx,
  ship: ShipState,
  content: Content,
  tokens?: (s: ShipState) => { a: AttackTokens; d: DefenseTokens },
): number {
  let attacks;
  try {
    attacks = legalAttacks(ctx, ship.id);
  } catch {
    return 0;
  }
  if (attacks.length === 0) return 0;
  const stats = statsOf(content, ship);
  let best = 0;
  for (const a of attacks) {
    const target = world.ships.find((s) => s.id === a.defender);
    if (!target) continue;
    const dice =
      a.weapon === 'primary'
        ? (stats.attacks.find((x) => x.arc === a.arc)?.value ?? stats.attacks[0]?.value ?? 0)
        : (content.upgrade(a.weapon)?.sides[0]?.attack?.value ?? 0);
    const mine = tokens ? tokens(ship).a : attackTokensOf(ship, target.id);
    const theirs = tokens ? tokens(target).d : defenseTokensOf(target);
    const odds = attackOdds(dice, statsOf(content, target).agility, a.range, a.obstructed, a.ordnance, mine, theirs);
    const e = odds.e;
    const h = healthOf(target);
    const per = (target.points ?? 5) / h.total;
    const kill = e >= h.left ? 0.35 * (target.points ?? 5) * Math.min(1, e / Math.max(1, h.left)) : 0;
    // Scenarios: the mission points the damage would score (half the cost at half health, the rest when destroyed),
    // by the chance of dealing at least that much: a threshold one damage away is worth more than its damage.
    let mission = 0;
    if (world.scenario)
      for (const x of damageScores(world, content, target)) mission += (odds.atLeast[x.at] ?? 0) * x.points;
    best = Math.max(best, e * per * 0.65 + kill + MISSION_POINT * mission);
  }
  return best;
}

function attackTokensOf(s: ShipState, target: string): AttackTokens {
  return {
    focus: s.tokens.focus ?? 0,
    calculate: s.tokens.calculate ?? 0,
    lock: s.locks.some((l) => l.target === target) ? 1 : 0,
  };
}

function defenseTokensOf(s: ShipState): DefenseTokens {
  return { focus: s.tokens.focus ?? 0, evade: s.tokens.evade ?? 0, calculate: s.tokens.calculate ?? 0 };
}

/**
 * What is still to come this round, in points for `seat`: each ship in play that has not engaged yet makes its best
 * attack (after the Engagement Phase nothing is left). Deterministic: it lets short rollouts value actions, positions
 * and targets without the dice's noise.
 */
function forecast(world: GameState, content: Content, seat: PlayerIndex): number {
  if (
    world.result !== null ||
    (world.phase !== 'activation' && world.phase !== 'engagement' && world.phase !== 'system')
  )
    return 0;
  const ctx = new EngineCtx(world, content);
  let v = 0;
  for (const s of world.ships) {
    if (s.pose === null || s.gone !== null || s.round.engaged) continue;
    const b = bestAttack(world, ctx, s, content);
    v += s.player === seat ? b : -b;
  }
  return v;
}

/**
 * What losing a ship costs its player: its points and a half (its worth and the attacks it would have made), and in a
 * scenario the mission points its removal gives the opponent (docs/scenarios.md: fled ships score like destroyed ones).
 */
function lossValue(world: GameState, content: Content, ship: ShipState): number {
  let v = (ship.points ?? 5) * 1.5;
  if (world.scenario) for (const x of damageScores(world, content, ship)) v += MISSION_POINT * x.points;
  return v;
}

/** A ship's dial, parsed once per pilot: the maneuvers it may set next round and their difficulty. */
const dialCache = new Map<string, { maneuver: ReturnType<typeof parseManeuver>; red: boolean }[]>();
function dialOf(
  content: Content,
  ship: Pick<ShipState, 'pilot'>,
): { maneuver: ReturnType<typeof parseManeuver>; red: boolean }[] {
  let d = dialCache.get(ship.pilot);
  if (!d) {
    d = [];
    for (const m of pilotInfo(content, ship.pilot).ship.dial) {
      if (m.difficulty === 'purple') continue;
      try {
        const maneuver = parseManeuver(m.code);
        if (maneuver.kind === 'stationary') continue;
        d.push({ maneuver, red: m.difficulty === 'red' });
      } catch {
        continue;
      }
    }
    if (dialCache.size > 2000) dialCache.clear();
    dialCache.set(ship.pilot, d);
  }
  return d;
}

/**
 * Whether a ship ending at its pose can stay on the table next round (other ships and obstacles aside): 'white' when
 * a maneuver it can set while stressed keeps it on, 'red' when only a red one does, 'none' when every one flees (a
 * ship driven at an edge). Read from where each maneuver ends (the base's corners inside the play area).
 */
export function roomNextRound(
  content: Content,
  ship: Pick<ShipState, 'pilot' | 'base'>,
  pose: Pose,
  cache?: Map<string, Room>,
): Room {
  const key = `${ship.pilot}|${ship.base}|${Math.round(pose.x)}|${Math.round(pose.y)}|${Math.round(pose.heading)}`;
  let room = cache?.get(key);
  if (room !== undefined) return room;
  const half = Math.max(BASES[ship.base as BaseSize].width, BASES[ship.base as BaseSize].length) / 2;
  // Far from every edge, anything keeps it on.
  const edge = Math.min(pose.x, pose.y, PLAY_AREA_SIZE - pose.x, PLAY_AREA_SIZE - pose.y);
  if (edge > 260) room = 'white';
  else {
    room = 'none';
    for (const m of dialOf(content, ship)) {
      let end: Pose;
      try {
        end = finalPose(pose, m.maneuver, ship.base as BaseSize);
      } catch {
        continue;
      }
      const a = (end.heading * Math.PI) / 180;
      const ext = half * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
      const on = end.x - ext >= 0 && end.y - ext >= 0 && end.x + ext <= PLAY_AREA_SIZE && end.y + ext <= PLAY_AREA_SIZE;
      if (!on) continue;
      if (!m.red) {
        room = 'white';
        break;
      }
      room = 'red';
    }
  }
  cache?.set(key, room);
  return room;
}

export type Room = 'white' | 'red' | 'none';

interface PlanContext {
  world: GameState;
  content: Content;
  seat: PlayerIndex;
  /** In activation order. */
  order: ShipState[];
  start: Map<string, Pose>;
  agility: Map<string, number>;
  /** roomNextRound's answers by pose. */
  room: Map<string, Room>;
}

/** One plan (a code per ship) against one sample: expected damage dealt less taken, and what the moves cost. */
function evaluatePlan(pc: PlanContext, codes: Map<string, string>): number {
  const { world, content, seat } = pc;
  const obstacles = placedObstacles(world);
  const acts = new Map<string, boolean>();
  let v = 0;
  // Movement, in initiative order, each ship against the others where they stand then.
  for (const ship of pc.order) ship.pose = pc.start.get(ship.id)!;
  for (const ship of pc.order) {
    const code = codes.get(ship.id);
    const mine = ship.player === seat ? 1 : -1;
    if (!code) {
      acts.set(ship.id, true);
      continue;
    }
    const others: ShipOnTable[] = [];
    for (const o of pc.order)
      if (o !== ship && o.pose) others.push({ id: o.id, base: o.base as BaseSize, pose: o.pose });
    let r;
    try {
      r = resolveMove({
        base: ship.base as BaseSize,
        pose: ship.pose!,
        maneuver: parseManeuver(code),
        ships: others,
        obstacles,
      });
    } catch {
      v -= mine * (ship.points ?? 5);
      continue;
    }
    if (r.fled) {
      v -= mine * lossValue(world, content, ship);
      ship.pose = null;
      continue;
    }
    ship.pose = r.final;
    // Where no maneuver of its dial keeps it on the table next round, the ship is as good as lost.
    const room = roomNextRound(content, ship, r.final, pc.room);
    if (room === 'none') v -= mine * lossValue(world, content, ship) * 0.9;
    else if (room === 'red') v -= mine * 1.5;
    const difficulty = pilotInfo(content, ship.pilot).dial.get(code)?.difficulty ?? 'white';
    const stressed = (ship.tokens.stress ?? 0) > 0;
    let act = !r.partial && !(stressed && difficulty !== 'blue') && difficulty !== 'red';
    let cost = 0;
    if (difficulty === 'red') cost += 0.8;
    if (difficulty === 'blue' && stressed) cost -= 0.5;
    if (r.partial) cost += 0.6;
    const hit = new Set([...r.overlapping, ...r.movedThrough]);
    for (const o of obstacles)
      if (hit.has(o.id)) {
        act = false;
        cost += 1.2;
      }
    acts.set(ship.id, act);
    v -= mine * cost;
  }
  // Engagement after movement: each ship's best attack by expected damage (the engine's arcs, ranges, obstruction);
  // a ship that can act is taken to hold a focus token.
  const ctx = new EngineCtx(world, content);
  const tokens = (x: ShipState) => {
    const act = acts.get(x.id) ?? true;
    return {
      a: act ? { ...NO_ATTACK_TOKENS, focus: 1 } : NO_ATTACK_TOKENS,
      d: act ? { ...NO_DEFENSE_TOKENS, focus: 1 } : NO_DEFENSE_TOKENS,
    };
  };
  for (const ship of pc.order) {
    if (!ship.pose) continue;
    const best = bestAttack(world, ctx, ship, content, tokens);
    v += ship.player === seat ? best : -best;
  }
  // Scenarios: a ship ending near a feature its side can still score from (each feature counted once per side).
  if (world.scenario) v += objectiveValue(world, pc.order, seat);
  // Next round: room ahead and toward the enemy (the heuristic's pose score, a little).
  for (const ship of pc.order) {
    if (ship.player !== seat || !ship.pose) continue;
    const scene = sceneFor(world, { ...ship, dial: null });
    v += 0.012 * Math.max(-200, scorePose(scene, ship.pose));
  }
  return v;
}

/** What a ship ending near a scoring feature is worth (about a mission point and a half a round). */
const OBJECTIVE_WORTH = 2;

/**
 * Scenario features each side can still score from (in play, not already its own marker, a data cache still charged),
 * reached by one of its ships: at about range 1 of the base, as the heuristic reads them.
 */
function objectiveValue(world: GameState, ships: readonly ShipState[], seat: PlayerIndex): number {
  const features = world.scenario?.features ?? [];
  let v = 0;
  for (const player of [0, 1] as const) {
    const claimed = new Set<string>();
    for (const ship of ships) {
      if (ship.player !== player || !ship.pose) continue;
      const b = BASES[ship.base as BaseSize];
      const reach = (Math.max(b.width, b.length) / 2) * 1.2 + 110;
      for (const f of features) {
        if (!f.at || f.marker === player || f.charged === false || claimed.has(f.id)) continue;
        if (Math.hypot(f.at.x - ship.pose.x, f.at.y - ship.pose.y) <= reach) {
          claimed.add(f.id);
          v += player === seat ? OBJECTIVE_WORTH : -OBJECTIVE_WORTH;
          break;
        }
      }
    }
  }
  return v;
}

function planDial(view: GameView, d: Decision, content: Content, budget: SearchBudget, rng: RngState): Choice {
  const seat = d.player;
  const world = makeWorld(view, content, rng);
  const inPlay = world.ships.filter((s) => s.pose !== null && s.gone === null);
  const first = world.firstPlayer;
  const order = [...inPlay].sort(
    (a, b) => a.initiative - b.initiative || (a.player === b.player ? 0 : a.player === first ? -1 : 1),
  );
  const pc: PlanContext = {
    world,
    content,
    seat,
    order,
    start: new Map(inPlay.map((s) => [s.id, s.pose!])),
    agility: new Map(inPlay.map((s) => [s.id, initialStats(content, s.pilot, s.upgrades).agility])),
    room: new Map(),
  };
  // Candidates: the asked ship's options; my other unset ships' likely dials; set ones fixed.
  const movers: Mover[] = [];
  const fixed = new Map<string, string>();
  for (const s of inPlay) {
    if (s.player !== seat) continue;
    if (s.id === d.ship) {
      const likely = new Map(likelyDials(view, s, content).map((x) => [x.code, x.weight]));
      const ids = d.options.map((o) => o.id).sort((a, b) => (likely.get(b) ?? 0) - (likely.get(a) ?? 0));
      movers.unshift({ ship: s, mine: true, candidates: ids.slice(0, budget.maxDials) });
    } else if (s.dial) {
      // Its own dials are the seat's to see.
      fixed.set(s.id, s.dial.maneuver);
    } else {
      const likely = likelyDials(view, s, content).sort((a, b) => b.weight - a.weight);
      movers.push({
        ship: s,
        mine: true,
        candidates: likely.slice(0, Math.max(3, budget.maxDials >> 1)).map((x) => x.code),
      });
    }
  }
  if (movers.length === 0 || movers[0]!.ship.id !== d.ship) return heuristicChoice(view, d, content, rng);
  // Opponent samples: the heuristic's favourite dial for each ship first, then draws from the likely ones.
  const enemies = inPlay.filter((s) => s.player !== seat);
  const samples: Map<string, string>[] = [];
  const likelyOf = new Map(enemies.map((s) => [s.id, likelyDials(view, s, content)]));
  for (let k = 0; k < budget.opponentSamples; k++) {
    const m = new Map<string, string>();
    for (const e of enemies) {
      const view0 = view.ships.find((x) => x.id === e.id);
      const known = view0?.dial && view0.dial.maneuver !== HIDDEN ? view0.dial.maneuver : undefined;
      const likely = likelyOf.get(e.id)!;
      if (known) m.set(e.id, known);
      else if (likely.length === 0) continue;
      else if (k === 0) m.set(e.id, likely.reduce((a, b) => (b.weight > a.weight ? b : a)).code);
      else m.set(e.id, drawWeighted(likely, rng).code);
    }
    samples.push(m);
  }
  const plan = new Map<string, string>(fixed);
  for (const m of movers) plan.set(m.ship.id, m.candidates[0]!);
  let nodes = 0;
  const value = (p: Map<string, string>): number => {
    let sum = 0;
    for (const smp of samples) {
      const codes = new Map([...smp, ...p]);
      sum += evaluatePlan(pc, codes);
      nodes++;
    }
    return sum / samples.length;
  };
  const improve = (m: Mover): void => {
    let bestCode = plan.get(m.ship.id)!;
    let bestValue = value(plan);
    for (const c of m.candidates) {
      if (c === bestCode) continue;
      if (nodes + samples.length > budget.planNodes) break;
      plan.set(m.ship.id, c);
      const v = value(plan);
      if (v > bestValue + 1e-9) [bestValue, bestCode] = [v, c];
    }
    plan.set(m.ship.id, bestCode);
  };
  improve(movers[0]!);
  for (const m of movers.slice(1)) if (nodes < budget.planNodes) improve(m);
  if (movers.length > 1 && nodes < budget.planNodes) improve(movers[0]!);
  const code = plan.get(d.ship!)!;
  const o = d.options.find((x) => x.id === code) ?? d.options[0]!;
  return choiceOf(d, o);
}

// ---- setup: where its ships start ----

/** Half the width of the lane a ship flies down from where it is placed, in millimetres (about two small bases). */
const LANE_HALF = 100;

/**
 * A place-ship decision: the offered spot whose lane ahead (the strip the ship flies down, `LANE_HALF` each side of
 * its heading) is clearest of obstacles, near the ships already placed and a little toward the middle of the table.
 * The heuristic places every ship as near the middle as the spots allow, wherever the obstacles lie; a lane full of
 * rocks costs bumps, damage and lost actions on the way in, while a clear one lets the squad arrive together. The
 * ladder's scenario matchup, 200 games each: 67.0 % → 76.0 % (seed `ladder`), 65.5 % → 73.5 % (seed `tune`), and
 * 63.5 % → 69.0 % with the obstacles placed at random among the offered spots (the ladder's boards are otherwise the
 * same in every game).
 */
function placeShip(view: GameView, d: Decision): Choice {
  const obstacles = placedObstacles(view as unknown as GameState);
  const centre = PLAY_AREA_SIZE / 2;
  let best: Option | undefined;
  let bestScore = -Infinity;
  for (const o of d.options) {
    const p = poseOf(o.data);
    if (!p) continue;
    // In the spot's own frame, x is how far a point lies to the side of the lane's centre line, y how far ahead.
    let score = -0.1 * Math.abs(toLocal(p, centre, centre).x);
    for (const ob of obstacles) {
      const at = toLocal(p, ob.solid.cx, ob.solid.cy);
      const reach = LANE_HALF + ob.solid.radius;
      if (at.y > 0 && Math.abs(at.x) < reach) score -= reach - Math.abs(at.x);
    }
    for (const s of view.ships) {
      if (s.player !== d.player || !s.pose || s.gone !== null) continue;
      const gap = Math.hypot(s.pose.x - p.x, s.pose.y - p.y);
      // Too close: the ships bump on the first move. Far: the squad splits.
      score -= gap < 95 ? (95 - gap) * 10 : 0.2 * Math.max(0, gap - 150);
    }
    if (score > bestScore) [best, bestScore] = [o, score];
  }
  return choiceOf(d, best ?? d.options[0]!);
}

// ---- the player ----

/** Decisions the search leaves to the heuristic (placements other than its ships' at setup: they are many). */
const LEFT_TO_HEURISTIC = new Set<string>([
  'place-obstacle',
  'place-ship',
  'place-feature',
  'enter-dice',
  'test-template',
]);

export function searchChoice(
  view: TableSight,
  decision: Decision,
  content: Content,
  rng: AiRng,
  budget: SearchBudget,
): Choice {
  if (decision.options.length === 0) return valueChoice(view, decision, rng);
  if (decision.options.length === 1) return choiceOf(decision, decision.options[0]!);
  const sight = seatView(view, decision.player);
  // One draw from the caller's generator seeds everything this decision samples: the same view and generator give
  // the same choice.
  const own = seedRng(`search/${decision.id}/${nextUint32(rng)}`);
  // Setup's placements (a reserve placed later in the game is the heuristic's: it arrives where the fight already is).
  if (decision.kind === 'place-ship' && sight.phase === 'setup') return placeShip(sight, decision);
  if (LEFT_TO_HEURISTIC.has(decision.kind)) return heuristicChoice(sight, decision, content, own);
  if (decision.kind === 'set-dial' && decision.ship !== undefined)
    return planDial(sight, decision, content, budget, own);
  return rolloutChoice(sight, decision, content, budget, own);
}

export class SearchPlayer implements Player {
  readonly name: string;
  private readonly budget: SearchBudget;
  constructor(
    readonly level: SearchLevel = 'normal',
    budget?: Partial<SearchBudget>,
  ) {
    this.name = level;
    this.budget = { ...SEARCH_BUDGETS[level], ...budget };
  }
  choose(view: TableSight, decision: Decision, content: Content, rng: AiRng): Choice {
    return searchChoice(view, decision, content, rng, this.budget);
  }
}

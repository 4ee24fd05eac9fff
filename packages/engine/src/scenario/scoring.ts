/**
 * Mission points (003 "Scoring" and each scenario's "Scoring"; 000 "Deficit", "Mission Points" and the four
 * scenarios): the deficit at the start of the game, points for damaging and removing enemy ships, the objectives
 * scored at the start of the End Phase from the second round, and the scenario victory checks at the end of the End
 * Phase.
 */
import type { Ctx } from '../context.js';
import type { GameEnding, GameState, PlayerIndex, ScenarioState, ShipState } from '../state.js';
import { inPlay } from '../util.js';
import { type ObjectiveScoring, scenarioDef } from './catalog.js';
import { controller, presence } from './features.js';
import { ANCIENT_KNOWLEDGE, hasKnowledge } from './knowledge.js';
import { timeIsUp } from '../time-limit.js';

/** 003 / 000 "Victory": 20 mission points with the lead end the game (on every points set: see docs/scenarios.md). */
export const MISSION_POINTS_TO_END = 20;

export function award(ctx: Ctx, p: PlayerIndex, points: number, why: string, ship?: string): void {
  const sc = ctx.state.scenario!;
  if (points === 0) return;
  sc.missionPoints[p] += points;
  ctx.emit(
    'mission-points',
    `${ctx.state.players[p].name} scores ${points} mission point${points === 1 ? '' : 's'} (${why}); ${sc.missionPoints[0]}–${sc.missionPoints[1]}.`,
    {
      ...(ship !== undefined ? { ship } : {}),
      data: { player: p, points, why, missionPoints: [...sc.missionPoints] },
    },
  );
}

/** 000 "Deficit": at the start of the game each player scores the opponent's deficit (the points left unspent). */
export function scoreDeficits(ctx: Ctx, deficits: [number, number]): void {
  for (const p of [0, 1] as const) {
    const theirs = deficits[ctx.opponent(p)];
    if (theirs > 0) award(ctx, p, theirs, `the deficit of ${ctx.state.players[ctx.opponent(p)].name}`);
  }
}

/** A ship's health: hull plus shields as modified by its upgrades (003 "Scoring"). */
function health(ship: ShipState): { left: number; total: number } {
  const total = ship.hull + (ship.maxShields ?? 0);
  return { left: Math.max(0, ship.hull - ship.damage.length) + ship.shields, total };
}

/**
 * 003 "Scoring" / 000 Chance Engagement: the first time a ship is reduced to half its health or less, its opponent
 * scores half its cost, rounded down. Called after every point of damage and every removed shield.
 */
export function checkHalfHealth(ctx: Ctx, ship: ShipState, cost: number): void {
  const sc = ctx.state.scenario;
  if (!sc || scenarioDef(sc.name).destruction !== 'half' || sc.halved.includes(ship.id)) return;
  const h = health(ship);
  if (h.left * 2 > h.total) return;
  sc.halved.push(ship.id);
  award(ctx, ctx.opponent(ship.player), Math.floor(cost / 2), `${ship.id} reduced to half health`, ship.id);
}

/**
 * A ship was destroyed or removed from the game (fled): its opponent scores the rest of its cost (half rounded up
 * when its half-health points were scored, its whole cost otherwise), or its whole cost in the 'full' scenarios.
 */
export function scoreRemoval(ctx: Ctx, ship: ShipState, cost: number, how: 'destroyed' | 'fled'): void {
  const sc = ctx.state.scenario;
  if (!sc || sc.removed.includes(ship.id)) return;
  sc.removed.push(ship.id);
  const half = scenarioDef(sc.name).destruction === 'half' && sc.halved.includes(ship.id);
  const points = half ? Math.ceil(cost / 2) : cost;
  award(
    ctx,
    ctx.opponent(ship.player),
    points,
    `${ship.id} ${how === 'fled' ? 'removed from the game' : 'destroyed'}`,
    ship.id,
  );
}

/** Points for holding `mine` objectives against the opponent's `theirs` (also read by ai/objectives.ts). */
export function objectivePoints(mode: 'one-or-two' | 'each', mine: number, theirs: number): number {
  if (mode === 'each') return mine;
  if (mine === 0) return 0;
  return mine > theirs ? 2 : 1;
}

/**
 * Start of the End Phase, from the second round: each scenario's objectives. Returns 'asked' when a player who
 * scored 2 in Ancient Knowledge must choose a ship to lose its condition (the choice goes to `chooseKnowledgeLoss`).
 */
export function scoreObjectives(ctx: Ctx): 'done' | 'asked' {
  const s = ctx.state;
  const sc = s.scenario;
  if (!sc || s.round < 2 || sc.scoredRound === s.round) return 'done';
  sc.scoredRound = s.round;
  const def = scenarioDef(sc.name);
  if (def.scoring === 'contest') {
    const [a, b] = presence(s, sc.features[0]!, 2);
    const contesting = [a > 0, b > 0];
    for (const p of [0, 1] as const) {
      if (!contesting[p]) continue;
      const alone = !contesting[ctx.opponent(p)];
      award(ctx, p, alone ? 2 : 1, alone ? 'contesting the satellite alone' : 'contesting the satellite');
    }
    return 'done';
  }
  const held = objectivesHeld(s, sc, def.scoring);
  const what = OBJECTIVE_WORDS[def.scoring];
  const knowledgeLoss: PlayerIndex[] = [];
  for (const p of [s.firstPlayer, ctx.opponent(s.firstPlayer)] as PlayerIndex[]) {
    const pts = objectivePoints(def.objectivePoints, held[p], held[ctx.opponent(p)]);
    award(ctx, p, pts, `${held[p]} ${what}${held[p] === 1 ? '' : 's'} against ${held[ctx.opponent(p)]}`);
    if (def.scoring === 'knowledge' && pts === 2) knowledgeLoss.push(p);
  }
  if (def.scoring === 'knowledge') {
    sc.knowledgeLoss = knowledgeLoss;
    if (askKnowledgeLoss(ctx)) return 'asked';
  }
  return 'done';
}

/**
 * How many objectives each player holds now, by the scenario's way of counting them (controlled satellites, scrambled
 * satellites, towed caches, ships with Ancient Knowledge); 'contest' is read as presence instead (none held here).
 * Read by the End Phase's scoring and by the search player (ai/objectives.ts), which scores nothing.
 */
export function objectivesHeld(state: GameState, sc: ScenarioState, scoring: ObjectiveScoring): [number, number] {
  const held: [number, number] = [0, 0];
  switch (scoring) {
    case 'control':
      for (const f of sc.features) {
        const c = controller(state, f);
        if (c !== null) held[c]++;
      }
      break;
    case 'scramble':
      for (const f of sc.features) if (f.marker !== undefined) held[f.marker]++;
      break;
    case 'tow':
      for (const f of sc.features) {
        const ship = f.towedBy ? state.ships.find((x) => x.id === f.towedBy) : undefined;
        if (ship && inPlay(ship)) held[ship.player]++;
      }
      break;
    case 'knowledge':
      for (const ship of state.ships) if (inPlay(ship) && hasKnowledge(ship)) held[ship.player]++;
      break;
    case 'contest':
      break;
  }
  return held;
}

const OBJECTIVE_WORDS: Record<string, string> = {
  control: 'satellite controlled',
  scramble: 'satellite scrambled',
  tow: 'supply cache towed',
  knowledge: 'ship with Ancient Knowledge',
};

/**
 * 003 Ancient Knowledge "Scoring": a player who scored 2 chooses one of their ships to lose the condition; then every
 * data cache with an inactive charge recovers it ("After scoring"). Asks the next such player; false when none is left.
 */
export function askKnowledgeLoss(ctx: Ctx): boolean {
  const sc = ctx.state.scenario!;
  const queue = sc.knowledgeLoss ?? [];
  while (queue.length) {
    const p = queue[0]!;
    const holders = ctx.state.ships.filter((x) => x.player === p && inPlay(x) && hasKnowledge(x));
    if (holders.length === 0) {
      queue.shift();
      continue;
    }
    ctx.ask({
      player: p,
      kind: 'lose-condition',
      prompt: `${ctx.state.players[p].name} scored 2 mission points: choose one of your ships to lose Ancient Knowledge`,
      options: holders.map((h) => ({ id: h.id, label: h.id, data: { ship: h.id, condition: ANCIENT_KNOWLEDGE } })),
    });
    return true;
  }
  delete sc.knowledgeLoss;
  for (const f of sc.features) {
    if (f.kind === 'data-cache' && f.charged === false) {
      f.charged = true;
      ctx.emit('feature-recharged', `${f.id} recovers its charge.`, { data: { feature: f.id } });
    }
  }
  return false;
}

/** Applies the 'lose-condition' choice; returns a refusal reason for a ship that cannot lose it. */
export function chooseKnowledgeLoss(ctx: Ctx, option: string): string | null {
  const sc = ctx.state.scenario!;
  const p = ctx.state.pending!.player;
  const ship = ctx.state.ships.find((x) => x.id === option);
  if (!ship || ship.player !== p || !inPlay(ship) || !hasKnowledge(ship))
    return `${option} is not one of your ships with the Ancient Knowledge condition`;
  ship.conditions = (ship.conditions ?? []).filter((c) => c.xws !== ANCIENT_KNOWLEDGE);
  ctx.emit('condition-removed', `${ship.id} loses the Ancient Knowledge condition (its player scored 2).`, {
    ship: ship.id,
    data: { condition: ANCIENT_KNOWLEDGE },
  });
  sc.knowledgeLoss?.shift();
  return null;
}

/**
 * Scenario victory (003 "Victory"; 000 each scenario's "Victory"), at the end of the End Phase: a player with ships
 * left when the other has none wins; a player with 20 or more mission points and more than the opponent ends the
 * game; the twelfth round ends it. At the end, with ships on both sides, most mission points wins (equal: a draw).
 * `alive[p]`: player p still has a ship in the play area (victory.ts works it out for both kinds of game).
 */
export function scenarioOutcome(
  ctx: Ctx,
  sc: ScenarioState,
  alive: readonly boolean[],
): null | { winner: PlayerIndex | 'draw'; reason: string; ending: GameEnding } {
  const s = ctx.state;
  const [a, b] = sc.missionPoints;
  const byPoints = (why: string, ending: GameEnding) => ({
    winner: a === b ? ('draw' as const) : a > b ? (0 as const) : (1 as const),
    reason: `${why}: ${a} mission points against ${b}`,
    ending,
  });
  if (alive[0] !== alive[1]) {
    const w: PlayerIndex = alive[0] ? 0 : 1;
    return {
      winner: w,
      reason: `only ${s.players[w].name} has ships left in the play area (${a}–${b} mission points)`,
      ending: 'elimination',
    };
  }
  if (!alive[0]) return byPoints('no ships are left on either side', 'no-ships');
  if ((a >= MISSION_POINTS_TO_END && a > b) || (b >= MISSION_POINTS_TO_END && b > a))
    return byPoints(`a player reached ${MISSION_POINTS_TO_END} mission points with the lead`, 'mission-points');
  if (s.round >= (s.maxRounds ?? 12)) return byPoints(`round ${s.round} ended`, 'last-round');
  if (timeIsUp(s.round, s.timeCalled)) return byPoints(`time ran out and round ${s.round} ended`, 'time');
  return null;
}

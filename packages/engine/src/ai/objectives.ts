/**
 * What the scenario's objectives are worth to each player as the table stands (issue 28, "scenario play"): the
 * mission points each would score at the next start of the End Phase if nothing moved (docs/scenarios.md; 003 and
 * 000, each scenario's "Scoring"), read the way `scenario/scoring.ts` scores them, without awarding anything.
 *
 * The search player values these beside the mission points already scored: a satellite carrying its marker, a cache
 * on a ship's card, a satellite controlled are points to come every round, which damage alone does not show.
 */
import { scenarioDef } from '../scenario/catalog.js';
import { presence } from '../scenario/features.js';
import { objectivePoints, objectivesHeld } from '../scenario/scoring.js';
import type { Content } from '@xwing/content';
import type { GameState, PlayerIndex, ShipState } from '../state.js';
import { pilotInfo } from '../util.js';

/** The objective points each player would score if the End Phase started now ([0, 0] without a scenario). */
export function objectiveStanding(state: GameState): [number, number] {
  const sc = state.scenario;
  if (!sc) return [0, 0];
  const def = scenarioDef(sc.name);
  if (def.scoring === 'contest') {
    const f = sc.features[0];
    if (!f) return [0, 0];
    const [a, b] = presence(state, f, 2);
    return [a > 0 ? (b > 0 ? 1 : 2) : 0, b > 0 ? (a > 0 ? 1 : 2) : 0];
  }
  const held = objectivesHeld(state, sc, def.scoring);
  return [
    objectivePoints(def.objectivePoints, held[0], held[1]),
    objectivePoints(def.objectivePoints, held[1], held[0]),
  ];
}

/** `objectiveStanding` for `seat` less its opponent's. */
export function objectiveLead(state: GameState, seat: PlayerIndex): number {
  const [a, b] = objectiveStanding(state);
  return seat === 0 ? a - b : b - a;
}

/**
 * The mission points damage to `ship` would give its opponent (003 "Scoring"; docs/scenarios.md "Half rules" and
 * "Whole cost"): `points` scored once the damage reaches `at` (the damage that brings it to half its health, then the
 * damage that destroys it). Empty without a scenario, or for a ship already removed.
 */
export interface DamageScore {
  at: number;
  points: number;
}

export function damageScores(state: GameState, content: Content, ship: ShipState): DamageScore[] {
  const sc = state.scenario;
  if (!sc || sc.removed.includes(ship.id)) return [];
  const cost = content.pointsSet(state.pointsSet)?.pilots[pilotInfo(content, ship.pilot).pilot.xws]?.cost ?? 0;
  if (cost <= 0) return [];
  // The health the End Phase's scoring reads (scoring.ts `health`).
  const total = ship.hull + (ship.maxShields ?? 0);
  const left = Math.max(0, ship.hull - ship.damage.length) + ship.shields;
  if (left <= 0) return [];
  if (scenarioDef(sc.name).destruction === 'full') return [{ at: left, points: cost }];
  const halved = sc.halved.includes(ship.id);
  const toHalf = left - Math.floor(total / 2);
  if (halved || toHalf <= 0) return [{ at: left, points: halved ? Math.ceil(cost / 2) : cost }];
  return [
    { at: toHalf, points: Math.floor(cost / 2) },
    { at: left, points: Math.ceil(cost / 2) },
  ];
}

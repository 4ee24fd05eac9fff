/**
 * Where scenario features are and who is near them: range from ships to features (range 0–1 for control and the
 * scenario actions, 0–2 for contesting), control counts, and the placement rules of 003 / 000 "Place Obstacles".
 */
import {
  type Disc,
  discEdgeGap,
  discInPlayArea,
  discOverlapsSolid,
  discSolidGap,
  discsGap,
  FEATURE_RADIUS,
  PLAY_AREA_SIZE,
  rangeBand,
  type Solid,
} from '@xwing/geometry';
import type { Ctx } from '../context.js';
import type { FeatureState, GameState, PlayerIndex, ScenarioState, ShipState } from '../state.js';
import { inPlay, solidOf } from '../util.js';
import { scenarioDef } from './catalog.js';

export const CENTRE = PLAY_AREA_SIZE / 2;

const NAMES: Record<FeatureState['kind'], string> = {
  satellite: 'satellite',
  'supply-cache': 'supply cache',
  'data-cache': 'data cache',
};

export function featureName(f: FeatureState): string {
  return NAMES[f.kind];
}

export function discOf(f: FeatureState): Disc | null {
  return f.at ? { x: f.at.x, y: f.at.y, r: FEATURE_RADIUS } : null;
}

/** Range band from a ship's base (no guides) to a feature in the play area; null when beyond range 5 or absent. */
export function shipFeatureRange(ship: ShipState, f: FeatureState): number | null {
  const d = discOf(f);
  if (!d || !ship.pose) return null;
  return rangeBand(discSolidGap(d, solidOf(ship)));
}

/** Features in the play area at range 0–`max` of the ship. */
export function featuresNear(scenario: ScenarioState, ship: ShipState, max: number): FeatureState[] {
  return scenario.features.filter((f) => {
    const r = shipFeatureRange(ship, f);
    return r !== null && r <= max;
  });
}

/** How many ships a ship counts as when control is decided: medium and large ships count as two (003, 000). */
export function controlWeight(ship: ShipState): number {
  return ship.base === 'medium' || ship.base === 'large' ? 2 : 1;
}

/** Each player's weighted ship count at range 0–`max` of the feature. */
export function presence(state: GameState, f: FeatureState, max: number): [number, number] {
  const out: [number, number] = [0, 0];
  for (const s of state.ships) {
    if (!inPlay(s) || s.pendingRemoval) continue;
    const r = shipFeatureRange(s, f);
    if (r !== null && r <= max) out[s.player] += controlWeight(s);
  }
  return out;
}

/** Who controls a satellite: more ships at range 0–1 than the other player; null on a tie (none at all included). */
export function controller(state: GameState, f: FeatureState): PlayerIndex | null {
  const [a, b] = presence(state, f, 1);
  return a === b ? null : a > b ? 0 : 1;
}

/** A player's board edge ('first' is y = 0). */
export function edgeOf(state: GameState, p: PlayerIndex): 'first' | 'second' {
  return state.players[p].edge ?? (p === 0 ? 'first' : 'second');
}

/** The next feature to place during setup, with the player placing it and the edge rule; null when all are placed. */
export function nextPlacement(
  ctx: Ctx,
): null | { feature: FeatureState; player: PlayerIndex; edge: 'own' | 'opponent'; nth: number } {
  const sc = ctx.state.scenario!;
  const def = scenarioDef(sc.name);
  const placed = sc.features.filter((f) => f.at !== null).length;
  const feature = sc.features.find((f) => f.at === null);
  if (!feature || placed === 0) return null;
  const k = placed - 1;
  const fp = ctx.state.firstPlayer;
  const player = (k % 2 === 0 ? fp : ctx.opponent(fp)) as PlayerIndex;
  const nth = Math.floor(k / 2);
  return { feature, player, edge: def.placements[nth] ?? 'opponent', nth };
}

/**
 * Why a feature may not go at (x, y) during setup (003 / 000 "Placing Objectives"): inside the play area, at range 3
 * of the centre feature, beyond range 2 of every other placed feature, at range 2–4 of the required board edge.
 */
export function placementProblems(
  ctx: Ctx,
  at: { x: number; y: number },
  player: PlayerIndex,
  edge: 'own' | 'opponent',
): string[] {
  const sc = ctx.state.scenario!;
  const name = NAMES[sc.features[0]!.kind];
  const d: Disc = { x: at.x, y: at.y, r: FEATURE_RADIUS };
  const out: string[] = [];
  if (!discInPlayArea(d)) out.push(`the ${name} must lie wholly inside the play area`);
  const centre = discOf(sc.features[0]!)!;
  const toCentre = rangeBand(discsGap(d, centre));
  if (toCentre !== 3)
    out.push(`the ${name} must be at range 3 of the centre ${name} (it would be at range ${toCentre ?? 'beyond 5'})`);
  for (const f of sc.features.slice(1)) {
    const o = discOf(f);
    if (o && discsGap(d, o) <= 200) out.push(`the ${name} must be beyond range 2 of ${f.id}`);
  }
  const whose = edge === 'own' ? player : ctx.opponent(player);
  const edgeRange = rangeBand(discEdgeGap(d, edgeOf(ctx.state, whose)));
  if (edgeRange === null || edgeRange < 2 || edgeRange > 4)
    out.push(
      `the ${name} must be at range 2–4 of ${edge === 'own' ? 'your own' : "your opponent's"} board edge (it would be at range ${edgeRange ?? 'beyond 5'})`,
    );
  return out;
}

/** Legal spots for a setup placement, walked on a grid from a varying start (offered as options; any pose works). */
export function placementCandidates(
  ctx: Ctx,
  player: PlayerIndex,
  edge: 'own' | 'opponent',
  want: number,
): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  const spots: { x: number; y: number }[] = [];
  // Rings around the centre at distances that put a feature at range 3 of it.
  for (const dist of [260, 290, 320]) {
    for (let a = 0; a < 360; a += 15) {
      const t = (a * Math.PI) / 180;
      spots.push({ x: round1(CENTRE + dist * Math.sin(t)), y: round1(CENTRE + dist * Math.cos(t)) });
    }
  }
  const start = (ctx.state.nextDecision * 7) % spots.length;
  for (let k = 0; k < spots.length && out.length < want; k++) {
    const p = spots[(start + k * 11) % spots.length]!;
    if (placementProblems(ctx, p, player, edge).length === 0) out.push(p);
  }
  return out;
}

/** A coordinate rounded to 0.1 mm, for the spots offered as options. */
export function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

/** Obstacles may not be placed overlapping a scenario feature (003 / 000 "Placing Objectives"). */
export function obstacleFeatureProblems(state: GameState, candidate: { id: string; solid: Solid }): string[] {
  const sc = state.scenario;
  if (!sc) return [];
  const out: string[] = [];
  for (const f of sc.features) {
    const d = discOf(f);
    if (d && discOverlapsSolid(d, candidate.solid)) out.push(`${candidate.id} would overlap ${f.id}`);
  }
  return out;
}

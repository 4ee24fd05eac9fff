/**
 * Scenario setup (003 / 000 "Determine Player Order" and "Placing Objectives"): red and blue players, the centre
 * feature, then the players' features placed in turns (the first player first), before the obstacles.
 */
import type { Ctx } from '../context.js';
import type { Choice } from '../decision.js';
import type { FeatureState, GameState, ScenarioState } from '../state.js';
import { OK, type Refusal, refuse } from '../util.js';
import { scenarioDef } from './catalog.js';
import { CENTRE, featureName, nextPlacement, placementCandidates, placementProblems } from './features.js';

/** A fresh scenario state: the features (the centre one placed, the others waiting), no mission points yet. */
export function newScenario(name: string): ScenarioState {
  const def = scenarioDef(name);
  const features: FeatureState[] = [];
  for (let i = 1; i <= def.count; i++) {
    const f: FeatureState = {
      id: `${def.feature}-${i}`,
      kind: def.feature,
      at: i === 1 ? { x: CENTRE, y: CENTRE } : null,
    };
    if (def.feature === 'data-cache') f.charged = true;
    features.push(f);
  }
  return { name, features, missionPoints: [0, 0], halved: [], removed: [] };
}

/** End of Determine Player Order: the first player becomes red, the second blue (Salvage, Scramble). */
export function assignColours(ctx: Ctx): void {
  const sc = ctx.state.scenario;
  if (!sc || !scenarioDef(sc.name).colours) return;
  sc.red = ctx.state.firstPlayer;
  ctx.emit(
    'player-colours',
    `${ctx.state.players[sc.red].name} is the red player, ${ctx.state.players[ctx.opponent(sc.red)].name} the blue player.`,
    { data: { red: sc.red } },
  );
}

/** Asks the next setup placement; false once every feature is placed. */
export function askFeaturePlacement(ctx: Ctx): boolean {
  if (!ctx.state.scenario) return false;
  const next = nextPlacement(ctx);
  if (!next) return false;
  const { feature, player, edge, nth } = next;
  const name = featureName(feature);
  ctx.ask({
    player,
    kind: 'place-feature',
    prompt: `${ctx.state.players[player].name}: place your ${nth === 0 ? 'first' : 'second'} ${name} (${feature.id}) at range 3 of the centre ${name}, beyond range 2 of the others and at range 2–4 of ${edge === 'own' ? 'your own' : "your opponent's"} edge`,
    options: placementCandidates(ctx, player, edge, 4).map((p, i) => ({
      id: `auto-${i + 1}`,
      label: `at (${p.x}, ${p.y})`,
      data: { at: p },
    })),
    accepts: 'pose',
  });
  return true;
}

export function chooseFeaturePlacement(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const next = nextPlacement(ctx);
  if (!next) return refuse('unexpected-choice', 'every scenario feature is already placed');
  const auto = ctx.state.pending!.options.find((o) => o.id === choice.option);
  const at = (auto ? auto.data!.at : choice.value) as { x: number; y: number } | undefined;
  if (!at || typeof at !== 'object' || !Number.isFinite(at.x) || !Number.isFinite(at.y))
    return refuse(
      'needs-pose',
      'placing a scenario feature needs one of the options or a position {x, y} as the value',
    );
  const problems = placementProblems(ctx, at, next.player, next.edge);
  if (problems.length) return refuse('illegal-placement', problems.join('; '));
  next.feature.at = { x: at.x, y: at.y };
  ctx.emit(
    'feature-placed',
    `${ctx.state.players[next.player].name} places ${next.feature.id} at (${at.x}, ${at.y}).`,
    {
      data: { feature: next.feature.id, at: next.feature.at },
    },
  );
  return OK;
}

/** The scenario's features as they start, for logs: where the centre one is. */
export function announceScenario(ctx: Ctx, state: GameState): void {
  const sc = state.scenario;
  if (!sc) return;
  const def = scenarioDef(sc.name);
  ctx.emit('scenario', `Scenario: ${def.title}. ${sc.features[0]!.id} is placed in the centre of the play area.`, {
    data: { scenario: sc.name, features: sc.features.map((f) => f.id) },
  });
}

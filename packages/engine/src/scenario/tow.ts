/**
 * Jettisoning supply caches (003 / 000 Salvage Mission): a towing ship may jettison its cache at the end of its
 * activation, and must when it suffers a critical damage, is destroyed or flees (from where it stood before the
 * maneuver). The cache leaves the ship's card and the opposing player places it anywhere in the play area at range 1
 * of that ship. Jettisons are queued and the placement is asked before the game goes on (flow.ts).
 */
import {
  BASES,
  type BaseSize,
  type Disc,
  discInPlayArea,
  discSolidGap,
  FEATURE_RADIUS,
  type Pose,
  rangeBand,
  shipSolid,
} from '@xwing/geometry';
import type { Ctx } from '../context.js';
import type { Choice } from '../decision.js';
import type { JettisonState, ShipState } from '../state.js';
import { OK, type Refusal, refuse } from '../util.js';
import { towedBy } from './actions.js';
import type { ScenarioDecisions } from './decisions.js';
import { round1 } from './features.js';

/** The ship's cache leaves its card; its opponent will place it at range 1 of `from` (default: where the ship is). */
export function jettison(ctx: Ctx, ship: ShipState, why: string, from: Pose | null = ship.pose): void {
  const f = towedBy(ctx, ship);
  if (!f || !from) return;
  delete f.towedBy;
  const sc = ctx.state.scenario!;
  (sc.jettisoned ??= []).push({
    feature: f.id,
    ship: ship.id,
    from: { ...from },
    base: ship.base,
    placer: ctx.opponent(ship.player),
  });
  ctx.emit('cache-jettisoned', `${ship.id} jettisons ${f.id} (${why}).`, {
    ship: ship.id,
    data: { feature: f.id, why, from },
  });
}

function problems(j: JettisonState, at: { x: number; y: number }): string[] {
  const d: Disc = { x: at.x, y: at.y, r: FEATURE_RADIUS };
  const out: string[] = [];
  if (!discInPlayArea(d)) out.push('the supply cache must lie wholly inside the play area');
  const band = rangeBand(discSolidGap(d, shipSolid(j.base as BaseSize, j.from, false)));
  if (band !== 1)
    out.push(`the supply cache must be placed at range 1 of ${j.ship} (it would be at range ${band ?? 'beyond 5'})`);
  return out;
}

function candidates(j: JettisonState): { x: number; y: number }[] {
  const half = BASES[j.base].width / 2;
  const out: { x: number; y: number }[] = [];
  for (let k = 0; k < 8; k++) {
    const t = ((j.from.heading + k * 45) * Math.PI) / 180;
    const dist = half * (k % 2 === 0 ? 1 : Math.SQRT2) + FEATURE_RADIUS + 50;
    const p = { x: round1(j.from.x + dist * Math.sin(t)), y: round1(j.from.y + dist * Math.cos(t)) };
    if (problems(j, p).length === 0) out.push(p);
  }
  return out;
}

/** Asks the placement of the next jettisoned cache; false when none is waiting. */
export function askJettisonPlacement(ctx: Ctx): boolean {
  const j = ctx.state.scenario?.jettisoned?.[0];
  if (!j) return false;
  ctx.ask({
    player: j.placer,
    kind: 'place-feature',
    prompt: `${ctx.state.players[j.placer].name}: place ${j.feature}, jettisoned by ${j.ship}, anywhere in the play area at range 1 of that ship`,
    options: candidates(j).map((p, i) => ({ id: `auto-${i + 1}`, label: `at (${p.x}, ${p.y})`, data: { at: p } })),
    accepts: 'pose',
  });
  return true;
}

/** Places the jettisoned cache: one of the options, or any {x, y} at range 1 of the ship. */
export function chooseJettisonPlacement(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const sc = ctx.state.scenario!;
  const j = sc.jettisoned![0]!;
  const auto = ctx.state.pending!.options.find((o) => o.id === choice.option);
  const at = (auto ? auto.data!.at : choice.value) as { x: number; y: number } | undefined;
  if (!at || !Number.isFinite(at.x) || !Number.isFinite(at.y))
    return refuse('needs-pose', 'placing a supply cache needs one of the options or a position {x, y} as the value');
  const why = problems(j, at);
  if (why.length) return refuse('illegal-placement', why.join('; '));
  const f = sc.features.find((x) => x.id === j.feature)!;
  f.at = { x: at.x, y: at.y };
  sc.jettisoned!.shift();
  if (sc.jettisoned!.length === 0) delete sc.jettisoned;
  ctx.emit('feature-placed', `${ctx.state.players[j.placer].name} places ${f.id} at (${at.x}, ${at.y}).`, {
    data: { feature: f.id, at: f.at },
  });
  return OK;
}

/**
 * The Salvage Mission's hook into the flow (scenario/decisions.ts): a jettisoned cache's placement comes before
 * anything else, the phase's waiting decision set aside until every queued cache is placed.
 */
export const jettisonDecisions: ScenarioDecisions = {
  kinds: ['place-feature'],
  ask: askJettisonPlacement,
  preempts: (ctx, pending) => (ctx.state.scenario?.jettisoned?.length ?? 0) > 0 && pending.kind !== 'place-feature',
  answers: (ctx, pending) => pending.kind === 'place-feature' && (ctx.state.scenario?.jettisoned?.length ?? 0) > 0,
  choose: chooseJettisonPlacement,
};

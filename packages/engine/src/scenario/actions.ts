/**
 * Scenario actions (003 "Scenario Actions"; 000 Salvage Mission and Scramble the Transmissions): white actions every
 * ship has during scenario play, only in its own Perform Action step (never when an action is granted at another
 * time, coordinated or linked), from the second round. Options are "tow:<feature>", "scramble:<feature>" and
 * "transmit:<feature>". An action that would fail (no feature in range, already towing, already holding the
 * condition) is not offered and is refused with the reason: like the engine's other actions, a failed attempt is not
 * an action performed.
 */
import type { Ctx } from '../context.js';
import type { Option } from '../decision.js';
import type { FeatureState, ShipState } from '../state.js';
import { actionForbidden } from '../abilities/static.js';
import { OK, type Refusal, refuse, removeToken } from '../util.js';
import { type ScenarioAction, scenarioDef } from './catalog.js';
import { featureName, featuresNear } from './features.js';
import { giveKnowledge, hasKnowledge } from './knowledge.js';

const VERB: Record<ScenarioAction, string> = { tow: 'tow', scramble: 'scramble', transmit: 'transmit' };

/** The scenario action of the game being played, if any. */
export function scenarioAction(ctx: Ctx): ScenarioAction | undefined {
  const sc = ctx.state.scenario;
  return sc ? scenarioDef(sc.name).action : undefined;
}

export function isScenarioOption(ctx: Ctx, optionId: string): boolean {
  const a = scenarioAction(ctx);
  return a !== undefined && optionId.split(':')[0] === a;
}

/** The supply cache the ship tows, if any. */
export function towedBy(ctx: Ctx, ship: ShipState): FeatureState | undefined {
  return ctx.state.scenario?.features.find((f) => f.towedBy === ship.id);
}

/** Why the ship cannot perform the scenario action now, or null; `targets` are the features it could choose. */
function check(ctx: Ctx, ship: ShipState): { why: string | null; targets: FeatureState[]; action?: ScenarioAction } {
  const action = scenarioAction(ctx);
  if (!action) return { why: 'this game has no scenario action', targets: [] };
  const sc = ctx.state.scenario!;
  const def = scenarioDef(sc.name);
  const name = VERB[action];
  if (ctx.state.round < 2)
    return { why: `scenario actions start on the second round (${def.source})`, targets: [], action };
  // Ion tokens and damage cards may forbid it (abilities/static.ts).
  const forbidden = actionForbidden(ctx, ship, action);
  if (forbidden) return { why: forbidden, targets: [], action };
  if (ship.round.actions.includes(action))
    return { why: `${ship.id} already performed the ${name} action this round`, targets: [], action };
  if (action === 'tow' && towedBy(ctx, ship))
    return { why: `${ship.id} already tows a supply cache: a ship can carry only one`, targets: [], action };
  if (action === 'transmit' && hasKnowledge(ship))
    return { why: `${ship.id} already has the Ancient Knowledge condition`, targets: [], action };
  let targets = featuresNear(sc, ship, 1);
  if (action === 'transmit') targets = targets.filter((f) => f.charged !== false);
  if (targets.length === 0) {
    const what = action === 'transmit' ? 'active data cache' : featureName(sc.features[0]!);
    return { why: `the ${name} action would fail: no ${what} at range 0–1 of ${ship.id}`, targets, action };
  }
  return { why: null, targets, action };
}

/** The scenario action options for the ship's Perform Action step (none when it would fail). */
export function scenarioActionOptions(ctx: Ctx, ship: ShipState): Option[] {
  const c = check(ctx, ship);
  if (c.why || !c.action) return [];
  const action = c.action;
  return c.targets.map((f) => ({
    id: `${action}:${f.id}`,
    label: `${VERB[action]} ${f.id}`,
    data: { action, difficulty: 'white', feature: f.id, scenario: true },
    effect: { kind: 'action' as const, action: 'scenario', difficulty: 'white' },
  }));
}

/** Performs a scenario action option chosen in the Perform Action step. */
export function performScenarioAction(
  ctx: Ctx,
  ship: ShipState,
  optionId: string,
): { ok: true; action: ScenarioAction } | Refusal {
  const c = check(ctx, ship);
  if (c.why || !c.action) return refuse('illegal-action', c.why ?? 'no scenario action');
  const id = optionId.slice(optionId.indexOf(':') + 1);
  const f = c.targets.find((t) => t.id === id);
  if (!f) return refuse('illegal-option', `${id} is not a feature ${ship.id} can ${VERB[c.action]} now (range 0–1)`);
  switch (c.action) {
    case 'tow':
      f.at = null;
      f.towedBy = ship.id;
      ctx.emit('action-performed', `${ship.id} performs a tow action: ${f.id} goes onto its card.`, {
        ship: ship.id,
        data: { action: 'tow', option: optionId, difficulty: 'white', feature: f.id },
      });
      if (ship.tokens.cloak) {
        removeToken(ctx, ship, 'cloak', ship.tokens.cloak);
        ctx.emit('tokens-removed', `${ship.id} removes its cloak token after towing.`, { ship: ship.id });
      }
      break;
    case 'scramble': {
      const before = f.marker;
      f.marker = ship.player;
      ctx.emit(
        'action-performed',
        `${ship.id} performs a scramble action: ${f.id} now carries ${ctx.state.players[ship.player].name}'s marker${before !== undefined ? ` instead of ${ctx.state.players[before].name}'s` : ''}.`,
        { ship: ship.id, data: { action: 'scramble', option: optionId, difficulty: 'white', feature: f.id } },
      );
      break;
    }
    case 'transmit':
      f.charged = false;
      giveKnowledge(ctx, ship);
      ctx.emit(
        'action-performed',
        `${ship.id} performs a transmit action: it spends ${f.id}'s charge and gains Ancient Knowledge.`,
        {
          ship: ship.id,
          data: { action: 'transmit', option: optionId, difficulty: 'white', feature: f.id },
        },
      );
      break;
  }
  ship.round.actions.push(c.action);
  return { ...OK, action: c.action };
}

/** Actions a towing ship may not perform (catalog.ts `towForbids`), and the cloak action: it may not gain cloak tokens. */
export function towRefusal(ctx: Ctx, ship: ShipState, type: string): string | null {
  const sc = ctx.state.scenario;
  if (!sc || !towedBy(ctx, ship)) return null;
  const forbids = scenarioDef(sc.name).towForbids ?? [];
  if (type === 'cloak' || forbids.includes(type as never))
    return `${ship.id} is towing a supply cache: it cannot perform the ${type} action${type === 'cloak' ? ' (it cannot gain cloak tokens)' : ''}`;
  return null;
}

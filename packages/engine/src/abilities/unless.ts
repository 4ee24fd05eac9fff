/**
 * "… unless its owner …" (issue 21): an ability's effect that the affected ship's player may buy off. The `unless`
 * effect (apply-effect.ts) asks that player an 'unless' decision — the plan travels in the options' data, plain JSON —
 * and this module answers it: "pay" pays the price from that ship (costs.ts), "refuse" resolves the effect for the
 * ability's ship. 002 "Card abilities": the player the card names decides; here the affected ship's owner.
 */
import type { Ctx } from '../context.js';
import type { Choice, DecisionKind } from '../decision.js';
import { shipById } from '../combat/util.js';
import { OK, type Refusal, refuse } from '../util.js';
import { applyEffect } from './apply-effect.js';
import { pay } from './costs.js';
import type { Cost, Effect, WindowSubject } from './vocabulary/types.js';

export function isUnlessDecision(kind: DecisionKind): boolean {
  return kind === 'unless';
}

/** Answers an 'unless' decision: the ship pays, or the ability's effect resolves. */
export function chooseUnless(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const pending = ctx.state.pending!;
  const option = pending.options.find((o) => o.id === choice.option);
  if (!option?.data || pending.ship === undefined)
    return refuse('illegal-option', `choose one of: ${pending.options.map((o) => o.id).join(', ')}`);
  const plan = option.data as { self: string; subject: WindowSubject; otherwise: Effect; pay: Cost[] };
  const ship = shipById(ctx.state, pending.ship);
  ctx.state.pending = null;
  if (option.id.startsWith('pick:')) {
    // The opposing player chose one of an `opponent-chooses` effect's options: it resolves for the ability's ship.
    ctx.emit('opponent-chose', `The opposing player chooses: ${option.label}.`, { ship: ship.id });
    applyEffect(ctx, plan.otherwise, plan.self, plan.subject);
  } else if (option.id === 'pay' || option.id.startsWith('pay:')) {
    pay(ctx, ship, 'unless', plan.pay);
    ctx.emit('unless-paid', `${ship.id} pays to stop the effect.`, { ship: ship.id });
  } else {
    ctx.emit('unless-refused', `${ship.id} does not pay: the effect resolves.`, { ship: ship.id });
    applyEffect(ctx, plan.otherwise, plan.self, plan.subject);
  }
  return OK;
}

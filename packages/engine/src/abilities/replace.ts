/**
 * "Instead" (issue 21): a replacement is a standing record (or a lasting effect) of an 'instead:…' window whose
 * `instead` effect is applied in place of what the rule was about to do. The rule code asks `replaced` at the root of
 * each replacement point — damage suffered (damage.ts sufferDamage), tokens gained (util.ts addTokens) — and does
 * nothing more when it answers true. 002 "Card abilities" has "instead" replace the rule's effect whole: the replaced
 * step does not happen, its own triggers included (no 'damage:suffered' / 'token:after-gain' for it).
 *
 * A replacement does not replace what it does itself (a stress turned into a strain whose own gain a second record
 * would turn back): while one resolves for a ship at a point, that point is not replaced again for the ship.
 */
import type { Ctx } from '../context.js';
import type { Choice } from '../decision.js';
import { OK, type Refusal, refuse } from '../util.js';
import { applyEffect } from './apply-effect.js';
import { canPay, pay } from './costs.js';
import { type InsteadWindow, replacementFor } from './static.js';

const resolving = new Set<string>();

/**
 * Whether a replacement of `window` takes the place of the rule's step for the ship (and has been applied): the log
 * says 'ability-used' with its source, then what the replacing effect does.
 */
export function replaced(ctx: Ctx, shipId: string, window: InsteadWindow, data: Record<string, unknown>): boolean {
  // Asked at every token gained and damage suffered: the guard is built and looked up only while a replacement
  // resolves (or is about to).
  if (resolving.size > 0 && resolving.has(`${shipId}|${window}`)) return false;
  const ship = ctx.state.ships.find((s) => s.id === shipId);
  if (!ship) return false;
  // An optional replacement its player already chose to use at this point (askInstead): it is used now, once.
  const asked = ctx.state.insteadAsked;
  if (asked && asked.ship === shipId && asked.window === window && asked.answer !== undefined) {
    delete ctx.state.insteadAsked;
    const record = asked.answer === 'use' ? optionalRecord(ctx, asked.key, window) : undefined;
    if (record && canPay(ship, asked.key, record.ability.cost, ctx)) {
      pay(ctx, ship, asked.key, record.ability.cost);
      ctx.emit('ability-used', `${shipId} uses ${asked.key} instead.`, {
        ship: shipId,
        data: { source: asked.key, index: record.index, instead: window },
      });
      const guard = `${shipId}|${window}`;
      resolving.add(guard);
      try {
        if (record.ability.effect.kind === 'instead')
          applyEffect(ctx, record.ability.effect.effect, shipId, { ship: shipId, data });
      } finally {
        resolving.delete(guard);
      }
      return true;
    }
  }
  const found = replacementFor(ctx, ship, window, data);
  if (!found || found.ability.effect.kind !== 'instead') return false;
  ctx.emit('ability-used', `${shipId} uses ${found.key} instead.`, {
    ship: shipId,
    data: { source: found.key, index: 0, instead: window },
  });
  const guard = `${shipId}|${window}`;
  resolving.add(guard);
  try {
    applyEffect(ctx, found.ability.effect.effect, shipId, { ship: shipId, data });
  } finally {
    resolving.delete(guard);
  }
  return true;
}

function optionalRecord(ctx: Ctx, key: string, window: InsteadWindow) {
  const index = ctx.abilities
    .get(key)
    .findIndex((a) => a.window === window && a.optional && a.effect.kind === 'instead');
  const ability = ctx.abilities.get(key)[index];
  return ability ? { ability, index } : undefined;
}

/**
 * An optional replacement ("you may … instead", 002 "Card abilities": only "may" makes an ability optional) is asked
 * before its point, by a rule that can stop and resume there (a 'done' | 'asked' step: an obstacle's or a device's
 * effect on a ship, its dice already rolled and kept in `faces` so the resumed step reuses them). `data` are the
 * point's facts the record's condition reads (`cause`: 'obstacle', 'friendly-bomb', 'enemy-bomb', 'mine').
 * 'asked': a 'use-instead' decision is pending; once answered, the step runs again, this returns 'done', and
 * `replaced` uses (or not) the replacement when the point comes. `clearInstead` forgets an answer its point never
 * used (the dice dealt no damage).
 */
export function askInstead(
  ctx: Ctx,
  shipId: string,
  window: InsteadWindow,
  data: Record<string, unknown>,
  faces?: readonly string[],
): 'done' | 'asked' {
  const asked = ctx.state.insteadAsked;
  if (asked && asked.ship === shipId && asked.window === window) return 'done';
  const ship = ctx.state.ships.find((s) => s.id === shipId);
  if (!ship) return 'done';
  const found = replacementFor(ctx, ship, window, data, true);
  if (!found || !canPay(ship, found.key, found.ability.cost, ctx)) return 'done';
  ctx.state.insteadAsked = { ship: shipId, window, key: found.key, ...(faces ? { faces: [...faces] } : {}) };
  ctx.ask({
    player: ship.player,
    kind: 'use-instead',
    ship: shipId,
    prompt: `${found.ability.summary} Use it?`,
    options: [
      { id: 'use', label: found.ability.summary },
      { id: 'decline', label: 'Do not use it' },
    ],
  });
  return 'asked';
}

/** The dice a step rolled before it asked an optional replacement (askInstead), for the step resumed. */
export function facesAsked(ctx: Ctx, shipId: string): string[] | undefined {
  const asked = ctx.state.insteadAsked;
  return asked && asked.ship === shipId && asked.answer !== undefined ? asked.faces : undefined;
}

/** The step's point has passed: an answer it did not use is forgotten. */
export function clearInstead(ctx: Ctx, shipId: string): void {
  if (ctx.state.insteadAsked?.ship === shipId) delete ctx.state.insteadAsked;
}

/** Answers a 'use-instead' decision: the flow then resumes the step that asked it. */
export function chooseInstead(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const asked = ctx.state.insteadAsked;
  if (!asked || (choice.option !== 'use' && choice.option !== 'decline'))
    return refuse('illegal-option', 'choose one of: use, decline');
  asked.answer = choice.option;
  ctx.state.pending = null;
  return OK;
}

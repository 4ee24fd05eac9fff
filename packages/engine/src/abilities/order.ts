/**
 * 000 "Timing and Abilities": a player with several abilities to resolve at one moment chooses their order
 * (the 'order-abilities' decision).
 */
import type { Choice } from '../decision.js';
import { shipById, shipName } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { PendingWindow } from '../state.js';
import { abilityAt, eligible, entryId, subjectFor } from './queue.js';
import { otherOf } from './vocabulary/queries.js';
import { optionCosts, outcomesOf } from './option-effect.js';

/** Cheap test before the order question: the head's player has queued abilities of two or more sources. */
export function mayNeedOrder(ctx: Ctx, pending: PendingWindow): boolean {
  const queue = pending.queue;
  if (queue.length < 2) return false;
  const head = queue[0]!;
  if (pending.headChosen === entryId(head)) return false;
  const owner = ctx.state.ships.find((s) => s.id === head.ship)?.player;
  for (let i = 1; i < queue.length; i++) {
    const e = queue[i]!;
    if ((e.ship !== head.ship || e.key !== head.key) && ctx.state.ships.find((s) => s.id === e.ship)?.player === owner)
      return true;
  }
  return false;
}

/**
 * 000 Timing: when a player has two or more abilities to resolve at the same moment, they choose the order. Before
 * the head of the queue resolves, the head's player is asked which of their eligible abilities goes first (once per
 * resolution, only while abilities of two or more sources are eligible); the queue holds the first player's first.
 */
export function askOrder(ctx: Ctx, pending: PendingWindow): boolean {
  const head = pending.queue[0]!;
  if (pending.headChosen === entryId(head)) return false;
  const owner = ctx.state.ships.find((s) => s.id === head.ship)?.player;
  if (owner === undefined) return false;
  const mine = pending.queue
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => ctx.state.ships.find((s) => s.id === e.ship)?.player === owner && eligible(ctx, pending, e));
  // One card's own alternatives (e.g. Biggs: a hit, or a crit) are not an order to choose: two sources at least.
  if (new Set(mine.map(({ e }) => `${e.ship}|${e.key}`)).size < 2) return false;
  ctx.ask({
    player: owner,
    kind: 'order-abilities',
    prompt: 'Several of your abilities resolve now: choose the one that resolves first',
    options: mine.map(({ e, i }) => {
      const ship = shipById(ctx.state, e.ship);
      const ability = abilityAt(ctx, e)!;
      const other = otherOf(e.ship, subjectFor(pending.subject, e));
      return {
        id: `first:${i}`,
        label: `${shipName(ctx, ship)}: ${ability.summary}`,
        data: { ship: e.ship, source: e.key },
        effect: {
          kind: 'resolve-first' as const,
          source: e.key,
          ship: e.ship,
          ...(other === undefined ? {} : { other }),
          costs: optionCosts(ability.cost),
          outcomes: outcomesOf(ability.effect),
        },
      };
    }),
  });
  return true;
}

/** Applies the answer to an 'order-abilities' decision: the chosen ability moves to the head of the queue (the caller settles the stack). */
export function chooseOrder(
  ctx: Ctx,
  pending: PendingWindow,
  choice: Choice,
): { ok: true } | { ok: false; reason: string; code: string } {
  const asked = ctx.state.pending;
  if (!asked?.options.some((o) => o.id === choice.option))
    return { ok: false, reason: 'Choose one of the offered abilities to resolve first.', code: 'bad-option' };
  const i = Number(choice.option.slice('first:'.length));
  const [entry] = pending.queue.splice(i, 1);
  pending.queue.unshift(entry!);
  pending.headChosen = entryId(entry!);
  ctx.state.pending = null;
  return { ok: true };
}

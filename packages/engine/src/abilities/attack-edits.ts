/**
 * What card code may change in the attack in progress and in a ship's conditions, through `ctx.effects` (issue 21:
 * no code body writes the game state itself). Each change is logged here, once, as the rules' own changes are.
 */
import { shipById, shipName } from '../combat/util.js';
import type { Ctx } from '../context.js';

/** An attack result a card may spend or take (Thane Kyrell spends a focus too). */
type Face = 'hit' | 'crit' | 'focus';

/** Removes one attack result of `face` from the attack in progress; false when there is none (or no attack). */
function spendOne(ctx: Ctx, face: Face): boolean {
  const a = ctx.state.cursor.attack;
  const i = a ? a.attackDice.findIndex((d) => d.face === face) : -1;
  if (!a || i < 0) return false;
  a.attackDice.splice(i, 1);
  return true;
}

/** A friendly ship takes one `face` result meant for the defender: cancelled for the defender, noted for the attack. */
export function redirectResult(ctx: Ctx, shipId: string, face: 'hit' | 'crit'): boolean {
  const a = ctx.state.cursor.attack;
  if (!a || !spendOne(ctx, face)) return false;
  (a.redirected ??= []).push({ ship: shipId, face });
  ctx.emit(
    'result-cancelled',
    `${shipName(ctx, shipById(ctx.state, shipId))} takes a ${face} meant for a friendly ship.`,
    {
      ship: shipId,
      data: { face, defender: a.defender },
    },
  );
  return true;
}

/** Spends one attack result of `face` (it no longer counts); false when there is none. */
export function spendAttackResult(ctx: Ctx, face: Face): boolean {
  return spendOne(ctx, face);
}

/** The defender's evades cancel crits before hits in this attack (001 Engagement 4 otherwise cancels hits first). */
export function cancelCritsFirst(ctx: Ctx): void {
  const a = ctx.state.cursor.attack;
  if (a) a.critsFirst = true;
}

/** The damage the attack in progress would deal is prevented (its hits and crits become 0); `by` is logged. */
export function preventAttackDamage(ctx: Ctx, by: string): void {
  const a = ctx.state.cursor.attack;
  if (!a) return;
  const prevented = a.result ?? { hits: 0, crits: 0 };
  a.result = { hits: 0, crits: 0 };
  ctx.emit('damage-prevented', `${shipName(ctx, shipById(ctx.state, by))} prevents the damage to the defender.`, {
    ship: by,
    data: { defender: a.defender, ...prevented },
  });
}

/** Flips the ship's facedown damage card at `index` faceup (exposed); `facts` go into the log entry's data. */
export function exposeDamageCard(
  ctx: Ctx,
  shipId: string,
  index: number,
  by: string,
  facts: Record<string, unknown> = {},
): boolean {
  const ship = shipById(ctx.state, shipId);
  const card = ship.damage[index];
  if (!card || card.faceup) return false;
  card.faceup = true;
  ctx.emit('damage-card-exposed', `${shipName(ctx, shipById(ctx.state, by))} exposes ${card.card}.`, {
    ship: shipId,
    data: { card: card.card, index, ...facts },
  });
  return true;
}

/**
 * The ship gains condition `xws`, owned by ship `owner` (kept with the round it was assigned). A `facedown` one (a
 * secret condition) is logged without its name: the per-seat views hide it from the other player (view.ts).
 */
export function assignCondition(
  ctx: Ctx,
  shipId: string,
  xws: string,
  owner: string,
  name: string,
  facedown = false,
): void {
  const ship = shipById(ctx.state, shipId);
  (ship.conditions ??= []).push({ xws, owner, round: ctx.state.round, ...(facedown ? { facedown: true } : {}) });
  ctx.emit('condition-assigned', `${shipName(ctx, ship)} gains ${facedown ? 'a facedown condition' : name}.`, {
    ship: shipId,
    data: { condition: xws, owner, ...(facedown ? { facedown: true } : {}) },
  });
}

/** The ship flips its facedown copy of condition `xws` faceup, logged with its name; false when it holds none facedown. */
export function revealCondition(ctx: Ctx, shipId: string, xws: string, name: string): boolean {
  const ship = shipById(ctx.state, shipId);
  const held = ship.conditions?.find((c) => c.xws === xws && c.facedown);
  if (!held) return false;
  delete held.facedown;
  ctx.emit('condition-revealed', `${shipName(ctx, ship)} reveals its facedown condition: ${name}.`, {
    ship: shipId,
    data: { condition: xws, owner: held.owner },
  });
  return true;
}

/** The ship loses condition `xws` owned by `owner` (`why` is logged); false when it had none. */
export function removeCondition(ctx: Ctx, shipId: string, xws: string, owner: string, why: string): boolean {
  const ship = shipById(ctx.state, shipId);
  const held = ship.conditions?.find((c) => c.xws === xws && c.owner === owner);
  if (!held) return false;
  ship.conditions = ship.conditions!.filter((c) => c !== held);
  // A secret condition still facedown leaves without its name (view.ts hides it from the other player).
  ctx.emit('condition-removed', `${shipName(ctx, ship)} loses ${held.facedown ? 'a facedown condition' : why}.`, {
    ship: shipId,
    data: { condition: xws, owner, ...(held.facedown ? { facedown: true } : {}) },
  });
  return true;
}

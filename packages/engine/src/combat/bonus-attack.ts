/**
 * Bonus attacks an ability grants (`grantBonusAttack` in combat/attack.ts; 001 Engagement 6c "Possibly Perform Bonus
 * Attack"): which attacks the grant allows, and — outside the Engagement Phase — how one is asked, declared and run.
 *
 * In the Engagement Phase the phase's own steps ask and run it (phases/engagement.ts, step 'bonus'). In the Activation
 * Phase a card may grant one once an enemy ship has moved, aimed at that ship with the card's own weapon (Snap Shot,
 * Foresight, Underslung Blaster Cannon): the activation is held
 * where it stands (its cursor keeps the active ship and step), the bonus attack is declared and resolved in full
 * (combat/attack.ts, the same steps and windows as any attack), then the activation goes on. A ship destroyed by it is
 * removed at once (000 "Destroying Ships": outside the Engagement Phase there is no simultaneous fire; damage.ts).
 */
import { inArcOf, rangeOfShips } from '../abilities/targets.js';
import type { Ctx } from '../context.js';
import type { Choice, Option } from '../decision.js';
import type { ShipState } from '../state.js';
import { OK, type Refusal, refuse } from '../util.js';
import { chooseInAttack, continueAttack, declareAttack } from './attack.js';
import { inPlay, shipById, shipName, tokenCount } from './util.js';
import { attackOptionId, attackOptions, barArc, legalAttacks } from './weapons.js';

/** The attacks a bonus attack may be (the granting ability may limit the weapons, arcs and defender). */
export function bonusOptions(ctx: Ctx, shipId: string): Option[] {
  const weapons = ctx.state.cursor.bonusAttack?.weapons;
  const arcs = ctx.state.cursor.bonusAttack?.arcs;
  const { target, notTarget, near, free, tokens, chargeFree, inArc } = ctx.state.cursor.bonusAttack ?? {};
  const from = near ? ctx.state.ships.find((s) => s.id === near.ship) : undefined;
  // s39: the defender inside an arc of the attacking ship ("an enemy ship in your bullseye arc").
  const attacker = inArc ? ctx.state.ships.find((s) => s.id === shipId) : undefined;
  return attackOptions(ctx, shipId, free === true, chargeFree === true).filter(
    (o) =>
      (!weapons || weapons.includes(String(o.data?.weapon))) &&
      (!arcs || arcs.includes(String(o.data?.arc))) &&
      (!target || o.data?.defender === target) &&
      (!notTarget || o.data?.defender !== notTarget) &&
      (!near || withinRange(ctx, from, String(o.data?.defender), near.min, near.max)) &&
      (!tokens || holdsOneOf(ctx, String(o.data?.defender), tokens)) &&
      (!inArc || insideArc(ctx, attacker, inArc, String(o.data?.defender))),
  );
}

/** Whether the ship `id` holds at least one token of these types. */
function holdsOneOf(ctx: Ctx, id: string, tokens: readonly string[]): boolean {
  const ship = ctx.state.ships.find((s) => s.id === id);
  return ship !== undefined && tokens.some((t) => tokenCount(ship, t) > 0);
}

/** Whether the ship `id` is inside arc `arc` of the attacking ship (targets.ts inArcOf; s39). */
function insideArc(ctx: Ctx, attacker: ShipState | undefined, arc: string, id: string): boolean {
  const other = ctx.state.ships.find((s) => s.id === id);
  return attacker !== undefined && other !== undefined && inArcOf(ctx, attacker, arc, other);
}

/** Whether the ship `id` is at range `min`–`max` of ship `from` (both in play; 000 "Range"). */
function withinRange(ctx: Ctx, from: ShipState | undefined, id: string, min: number, max: number): boolean {
  const other = ctx.state.ships.find((s) => s.id === id);
  if (!from || !other) return false;
  const r = rangeOfShips(from, other);
  return r !== null && r >= min && r <= max;
}

/**
 * Outside the Engagement Phase: runs the bonus attack in progress, or asks for the granted one ('declare-attack', with
 * "no bonus attack"). 'asked' while a decision waits; 'idle' when there is none of either (the phase goes on).
 */
export function advanceBonusAttack(ctx: Ctx): 'asked' | 'idle' {
  const c = ctx.state.cursor;
  for (;;) {
    if (c.attack) {
      if (continueAttack(ctx) === 'asked') return 'asked';
      continue;
    }
    const bonus = c.bonusAttack;
    if (!bonus) return 'idle';
    const ship = ctx.state.ships.find((s) => s.id === bonus.ship);
    const options = ship && inPlay(ship) ? bonusOptions(ctx, ship.id) : [];
    if (!ship || options.length === 0) {
      // Nothing left to attack (the target fled or was destroyed since the grant): the grant lapses.
      delete c.bonusAttack;
      continue;
    }
    askBonusAttack(ctx, ship, options);
    return 'asked';
  }
}

/**
 * Asks the ship's player for its granted bonus attack among `options` (bonusOptions), or "no bonus attack": the one
 * question of both places a bonus attack is asked (here outside the Engagement Phase, and its 'bonus' step).
 */
export function askBonusAttack(ctx: Ctx, ship: ShipState, options: Option[]): void {
  ctx.ask({
    player: ship.player,
    kind: 'declare-attack',
    ship: ship.id,
    prompt: `${shipName(ctx, ship)} may perform a bonus attack: choose it, or pass.`,
    options: [...options, { id: 'pass', label: 'No bonus attack' }],
  });
}

/** Whether a choice now answers a bonus attack outside the Engagement Phase (its declaration or one of its steps). */
export function bonusAttackAsked(ctx: Ctx): boolean {
  const c = ctx.state.cursor;
  return c.attack !== undefined || (c.bonusAttack !== undefined && ctx.state.pending?.kind === 'declare-attack');
}

/** Applies a choice to the bonus attack outside the Engagement Phase: its declaration, or a step of the attack. */
export function chooseBonusAttack(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const c = ctx.state.cursor;
  if (c.attack) {
    const r = chooseInAttack(ctx, choice);
    return r.ok ? OK : r;
  }
  const bonus = c.bonusAttack!;
  const id = bonus.ship;
  const attack =
    choice.option === 'pass'
      ? undefined
      : bonusOptions(ctx, id).some((o) => o.id === choice.option)
        ? legalAttacks(ctx, id, bonus.free === true, bonus.chargeFree === true).find(
            (a) => attackOptionId(a) === choice.option,
          )
        : undefined;
  if (choice.option !== 'pass' && !attack)
    return refuse('illegal-attack', 'That bonus attack is not possible: choose one of the options, or pass.');
  delete c.bonusAttack;
  (c.bonusDone ??= []).push(id);
  if (!attack) {
    ctx.emit(
      'attack-passed',
      `${shipName(
        ctx,
        ctx.state.ships.find((s) => s.id === id)!,
      )} does not attack.`,
      {
        ship: id,
      },
    );
    return OK;
  }
  declareAttack(ctx, id, attack);
  // s37: a grant with `barArc` bars the arc the attack is made from for the rest of the round.
  if (bonus.barArc) barArc(shipById(ctx.state, id), attack.arc);
  const started = ctx.state.cursor.attack;
  if (started) started.bonus = true;
  // s39: the record that granted it, for `attack-is-bonus` `from`.
  if (started && bonus.from) started.bonusFrom = bonus.from;
  return OK;
}

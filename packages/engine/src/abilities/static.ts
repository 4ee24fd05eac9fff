/**
 * Static rules as queries: standing abilities the rules read instead of running them in a window. Each is an ability
 * of a read-only window ('action:while-stressed', 'action:allowed', 'maneuver:difficulty', 'attack:weapon-requirement',
 * 'attack:modify-restriction', 'damage:before-suffer', 'ship:stat', …) whose
 * condition is checked against the ship itself; the rule code asks these functions and never names a card.
 */
import type { Difficulty } from '@xwing/content';
import { parseManeuver } from '@xwing/geometry';
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';
import { abilitiesOf, abilityKeysOf, carriesAnyKey } from './source-keys.js';
import { canPay, conditionHolds, limitReached, sourceName } from './run.js';
import type { Ability, Window } from './vocabulary/types.js';

/** Whether an ability of the ship lets it perform its white actions while stressed (e.g. Magna Tolvan). */
export function whiteActionsWhileStressed(ctx: Ctx, ship: ShipState): boolean {
  if (ship.pose === null || ship.gone !== null) return false;
  const inWindow = ctx.abilities.keysIn('action:while-stressed');
  if (inWindow.size === 0 || !carriesAnyKey(ctx, ship, inWindow)) return false;
  for (const { key } of abilityKeysOf(ctx, ship))
    if (inWindow.has(key))
      for (const a of abilitiesOf(ctx, key))
        if (
          a.window === 'action:while-stressed' &&
          a.effect.kind === 'actions-while-stressed' &&
          a.effect.difficulty === 'white' &&
          conditionHolds(ctx, a.when, ship.id, { ship: ship.id }, key)
        )
          return true;
  return false;
}

/**
 * An ability of the ship that lets it use a weapon whose requirement (`requires`, any one of those tokens) it does not
 * meet, and can pay for now: its source key and index, or null (e.g. Instinctive Aim, paid with Force on declaring).
 */
export function weaponRequirementWaiver(
  ctx: Ctx,
  ship: ShipState,
  weapon: { weapon: string; requires?: readonly string[] },
): { key: string; index: number } | null {
  const inWindow = ctx.abilities.keysIn('attack:weapon-requirement');
  if (inWindow.size === 0 || !weapon.requires || !carriesAnyKey(ctx, ship, inWindow)) return null;
  for (const { key } of abilityKeysOf(ctx, ship)) {
    if (!inWindow.has(key)) continue;
    const list = abilitiesOf(ctx, key);
    for (let index = 0; index < list.length; index++) {
      const a = list[index]!;
      const e = a.effect;
      if (a.window !== 'attack:weapon-requirement' || e.kind !== 'waive-weapon-requirement') continue;
      if (e.specialOnly && weapon.weapon === 'primary') continue;
      if (!weapon.requires.some((r) => (e.requirements as readonly string[]).includes(r))) continue;
      if (!canPay(ship, key, a.cost) || limitReached(ctx, a, ship.id, key, index)) continue;
      if (conditionHolds(ctx, a.when, ship.id, { ship: ship.id }, key)) return { key, index };
    }
  }
  return null;
}

/** The standing abilities of `window` the ship carries whose condition holds now, with their source keys. */
function standing(ctx: Ctx, ship: ShipState, window: Window): { ability: Ability; key: string }[] {
  const inWindow = ctx.abilities.keysIn(window);
  if (inWindow.size === 0 || ship.gone !== null || !carriesAnyKey(ctx, ship, inWindow)) return [];
  const out: { ability: Ability; key: string }[] = [];
  for (const { key, card } of abilityKeysOf(ctx, ship)) {
    if (!inWindow.has(key)) continue;
    const subject = card === undefined ? { ship: ship.id } : { ship: ship.id, data: { cardIndex: card } };
    for (const a of abilitiesOf(ctx, key))
      if (a.window === window && conditionHolds(ctx, a.when, ship.id, subject, key)) out.push({ ability: a, key });
  }
  return out;
}

const HARDER: readonly Difficulty[] = ['blue', 'white', 'red'];

/**
 * A dial maneuver's difficulty for the ship now (001 Activation 2.2; 000 "Maneuver Difficulty"): the dial's colour,
 * made harder or easier by the ship's standing abilities (e.g. Damaged Engine's turns), between blue and red.
 */
export function adjustedDifficulty(ctx: Ctx, ship: ShipState, code: string, difficulty: Difficulty): Difficulty {
  const found = standing(ctx, ship, 'maneuver:difficulty');
  if (found.length === 0 || difficulty === 'purple') return difficulty;
  let kind: string;
  try {
    kind = parseManeuver(code).kind;
  } catch {
    return difficulty;
  }
  let at = HARDER.indexOf(difficulty);
  for (const { ability } of found) {
    const e = ability.effect;
    if (e.kind === 'maneuver-difficulty' && (e.maneuvers as readonly string[]).includes(kind)) at += e.steps;
  }
  return HARDER[Math.max(0, Math.min(HARDER.length - 1, at))]!;
}

/**
 * Why the ship's standing abilities forbid this action (an action type, or "card" for a card's action), or null
 * (e.g. Damaged Sensor Array: the focus action and damage cards' actions only).
 */
export function actionForbidden(ctx: Ctx, ship: ShipState, action: string): string | null {
  for (const { ability, key } of standing(ctx, ship, 'action:allowed')) {
    const e = ability.effect;
    if (e.kind !== 'allow-only-actions') continue;
    const allowed = action === 'card' ? e.cardActions : e.actions.includes(action);
    if (!allowed && e.why) return `${ship.id} is ${e.why}`;
    if (!allowed)
      return `${ship.id} may perform only ${[...e.actions, ...(e.cardActions ? ["its cards' actions"] : [])].join(' and ')} (${sourceName(ctx, key)})`;
  }
  return null;
}

/** Why the ship's standing abilities forbid it to attack at all (a disarm or cloak token), or null. */
export function attackForbidden(ctx: Ctx, ship: ShipState): string | null {
  for (const { ability } of standing(ctx, ship, 'attack:allowed'))
    if (ability.effect.kind === 'cannot-attack') return ability.effect.why;
  return null;
}

/**
 * Why the ship can neither acquire locks nor be locked now ("at range 0 of a gas cloud"), or null (000 Lock; the
 * obstacles' range-0 rules, abilities/cards/subsystems/obstacles.ts).
 */
export function lockForbidden(ctx: Ctx, ship: ShipState): string | null {
  for (const { ability } of standing(ctx, ship, 'lock:allowed'))
    if (ability.effect.kind === 'no-locks') return ability.effect.why;
  return null;
}

/** Whether, while the ship attacks, its attack dice may be modified only by spending Force for its usual effect (Blinded Pilot). */
export function attackDiceOnlyForce(ctx: Ctx, ship: ShipState): boolean {
  return standing(ctx, ship, 'attack:modify-restriction').some(
    (x) => x.ability.effect.kind === 'attack-dice-only-force',
  );
}

/**
 * Whether a standing ability of the attack's attacker or defender makes its `kind` dice unmodifiable (e.g. "Dark
 * Curse": while he defends, the attack dice). Read at every Modify step, so it holds however the attack was reached
 * (a position may start at a Modify step: the Declare step's triggered abilities are behind it).
 */
export function diceUnmodifiable(
  ctx: Ctx,
  attack: { attacker: string; defender: string },
  kind: 'attack' | 'defense',
): boolean {
  return [attack.attacker, attack.defender].some((id) => {
    const ship = ctx.state.ships.find((s) => s.id === id);
    return (
      ship !== undefined &&
      standing(ctx, ship, 'attack:modify-restriction').some(
        (x) => x.ability.effect.kind === 'dice-unmodifiable' && x.ability.effect.dice === kind,
      )
    );
  });
}

/** The card that makes the ship suffer its regular damage as critical damage (Hull Breach), by name, or null. */
export function hitsSufferedAsCrits(ctx: Ctx, ship: ShipState): string | null {
  const found = standing(ctx, ship, 'damage:before-suffer').find(
    (x) => x.ability.effect.kind === 'suffer-hits-as-crits',
  );
  return found ? sourceName(ctx, found.key) : null;
}

const RELOAD: Window = 'charge:reload';

/**
 * How many charges a Reload action recovers on this upgrade of the ship (000 Reload: one), unless a standing ability
 * of the card says otherwise (0: its charges cannot be recovered, e.g. Proximity Mines; 2: Thermal Detonators).
 */
export function reloadRecovers(ctx: Ctx, ship: ShipState, xws: string): number {
  for (const { ability, key } of standing(ctx, ship, RELOAD))
    if (key.startsWith(`upgrade:${xws}:`) && ability.effect.kind === 'reload-recovers') return ability.effect.count;
  return 1;
}

/**
 * The change the ship's standing abilities make to its agility or primary attack value now ('ship:stat', the `stat`
 * effect): the attack rules add it as they count the defense dice and the primary weapon's attack dice.
 */
export function statDelta(ctx: Ctx, ship: ShipState, stat: 'agility' | 'attack'): number {
  let n = 0;
  for (const { ability } of standing(ctx, ship, 'ship:stat')) {
    const e = ability.effect;
    if (e.kind === 'stat' && e.stat === stat) n += e.delta;
  }
  return n;
}

/** A special weapon's rule for the attack in progress (window 'attack:weapon'): the record, its key and index. */
export interface WeaponRule {
  ability: Ability;
  key: string;
  index: number;
}

/**
 * The standing rules the attacker's cards add to the attack in progress (window 'attack:weapon', e.g. an ion weapon's
 * results inflicting ion tokens), whose condition holds seen from the attacker with the defender as the other party.
 * Only the attacker's cards are read: a weapon's rules are its own attack's.
 */
export function weaponRules(
  ctx: Ctx,
  attack: { attacker: string; defender: string; weapon: string; range: number },
): WeaponRule[] {
  const inWindow = ctx.abilities.keysIn('attack:weapon');
  const ship = ctx.state.ships.find((s) => s.id === attack.attacker);
  if (inWindow.size === 0 || !ship || !carriesAnyKey(ctx, ship, inWindow)) return [];
  const subject = { ship: ship.id, other: attack.defender, data: { weapon: attack.weapon, range: attack.range } };
  const out: WeaponRule[] = [];
  for (const { key } of abilityKeysOf(ctx, ship)) {
    if (!inWindow.has(key)) continue;
    abilitiesOf(ctx, key).forEach((ability, index) => {
      if (ability.window === 'attack:weapon' && conditionHolds(ctx, ability.when, ship.id, subject, key))
        out.push({ ability, key, index });
    });
  }
  return out;
}

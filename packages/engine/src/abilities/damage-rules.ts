/**
 * The damage deck's static rules that other engine code reads (dice counts, maneuver difficulty, allowed actions,
 * repair actions); the damage cards' triggered effects are abilities (cards/damage.ts).
 */
import { parseManeuver } from '@xwing/geometry';
import { faceupDamage, shipById, shipName } from '../combat/util.js';
import type { Ctx } from '../context.js';
import { repairDamageCard } from '../damage.js';
import type { ShipState } from '../state.js';

/** Damage cards whose faceup side offers "Action: repair this card". */
export const REPAIR_BY_ACTION = new Set([
  'blindedpilot',
  'woundedpilot',
  'consolefire',
  'weaponsfailure',
  'hullbreach',
  'damagedsensorarray',
  'loosestabilizer',
  'fuelleak',
]);

/** Damaged Engine: turn maneuvers ('T', 'Y') become one difficulty harder (blue → white → red). */
export function adjustDifficultyForDamage(
  ship: ShipState,
  code: string,
  difficulty: 'blue' | 'white' | 'red' | 'purple',
): 'blue' | 'white' | 'red' | 'purple' {
  if (!faceupDamage(ship, 'damagedengine')) return difficulty;
  let kind: string;
  try {
    kind = parseManeuver(code).kind;
  } catch {
    return difficulty;
  }
  if (kind !== 'turn') return difficulty;
  return difficulty === 'blue' ? 'white' : difficulty === 'white' ? 'red' : difficulty;
}

/** Damaged Sensor Array: the only actions allowed are focus and damage cards' repair actions. */
export function actionAllowedWithDamage(ship: ShipState, action: string): boolean {
  if (!faceupDamage(ship, 'damagedsensorarray')) return true;
  return action === 'focus' || action.startsWith('repair:');
}

/** Blinded Pilot: while attacking, only Force spent for its usual effect may modify the attacker's dice. */
export function attackerOnlyForce(ship: ShipState): boolean {
  return faceupDamage(ship, 'blindedpilot');
}

/** The repair actions a ship's faceup damage cards offer: action id "repair:<index>" (for the actions step). */
export function repairActions(ship: ShipState): { id: string; card: string; index: number }[] {
  const out: { id: string; card: string; index: number }[] = [];
  ship.damage.forEach((d, index) => {
    if (d.faceup && REPAIR_BY_ACTION.has(d.card)) out.push({ id: `repair:${index}`, card: d.card, index });
  });
  return out;
}

/** Performs a damage card's repair action ("repair:<index>"). */
export function performRepairAction(ctx: Ctx, shipId: string, actionId: string): void {
  const ship = shipById(ctx.state, shipId);
  const index = Number(actionId.slice('repair:'.length));
  const card = ship.damage[index];
  if (!card?.faceup || !REPAIR_BY_ACTION.has(card.card))
    throw new Error(`engine: ${shipName(ctx, ship)} has no damage card to repair as ${actionId}`);
  repairDamageCard(ctx, shipId, index);
}

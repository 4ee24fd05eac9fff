/**
 * The Ancient Knowledge condition (003 "Ancient Knowledge"): a ship holds at most one; while it attacks or defends it
 * may discard the condition to change one of its results. The document's icons are lost; we read them as the best
 * result of each die: a critical hit on attack dice, an evade on defense dice (the engine reads "★" as the critical
 * hit elsewhere too, phases/order.ts). The condition leaves a ship that flees or is destroyed.
 */
import { changeAbility } from '@xwing/dice';
import { isAttacker, isDefender } from '../abilities/vocabulary/queries.js';
import type { Ability } from '../abilities/vocabulary/types.js';
import type { Ctx } from '../context.js';
import type { ShipState } from '../state.js';

export const ANCIENT_KNOWLEDGE = 'ancientknowledge';

const source = { kind: 'condition', xws: ANCIENT_KNOWLEDGE } as const;
const discard = [{ kind: 'discard-condition', xws: ANCIENT_KNOWLEDGE }] as const;

/**
 * The condition's abilities, built when the list of every record (abilities/all-records.ts) first needs them: this
 * module and the card modules import each other through the damage code, so the card conditions are not defined yet
 * when this module loads.
 */
export const knowledgeAbilities = (): Record<string, Ability[]> => ({
  [`condition:${ANCIENT_KNOWLEDGE}`]: [
    {
      source,
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [...discard],
      effect: {
        kind: 'dice',
        modification: changeAbility('attacker', 'attack', 1, ['blank', 'focus', 'hit'], 'crit', {
          name: 'Ancient Knowledge',
        }),
      },
      summary: 'Ancient Knowledge: discard the condition to change one of your results to a critical hit.',
    },
    {
      source,
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      cost: [...discard],
      effect: {
        kind: 'dice',
        modification: changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', {
          name: 'Ancient Knowledge',
        }),
      },
      summary: 'Ancient Knowledge: discard the condition to change one of your results to an evade.',
    },
  ],
});

export function hasKnowledge(ship: ShipState): boolean {
  return ship.conditions?.some((c) => c.xws === ANCIENT_KNOWLEDGE) ?? false;
}

/** The ship gains the condition (the Transmit action checked it had none). */
export function giveKnowledge(ctx: Ctx, ship: ShipState): void {
  (ship.conditions ??= []).push({ xws: ANCIENT_KNOWLEDGE, owner: ship.id, round: ctx.state.round });
}

/** The ship fled or was destroyed: the condition is removed. */
export function dropKnowledge(ctx: Ctx, ship: ShipState): void {
  if (!hasKnowledge(ship)) return;
  ship.conditions = ship.conditions!.filter((c) => c.xws !== ANCIENT_KNOWLEDGE);
  ctx.emit('condition-removed', `${ship.id} loses the Ancient Knowledge condition as it leaves the play area.`, {
    ship: ship.id,
    data: { condition: ANCIENT_KNOWLEDGE },
  });
}

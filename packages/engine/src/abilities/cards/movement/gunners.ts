/**
 * Gunner upgrades about arcs and repositions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Agile Gunner: as the End Phase begins, the ship may turn its turret arc indicator to another facing.
 * - Han Solo (Scum gunner): just before the ship engages, it may perform a red focus action.
 * - Ahsoka Tano (gunner): after the ship executes a maneuver (fully or not), a Force lets it pick a friendly ship at
 *   range 1–3 in one of its firing arcs: that ship may perform a red focus action, stressed or not.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Ctx } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { ahsokaFocus } from './crew.js';
import { shipById } from '../../vocabulary/queries.js';

const FACINGS = ['front', 'rear', 'left', 'right'] as const;

/**
 * One choice per other facing the ship's turret arc indicator may point to (000 "Turret Arcs"; a standing
 * `turret-facings` may narrow them: Heavy Weapon Turret, fore or aft only); a ship without one is offered none (not
 * asked). The choices of a `rotate-turret` effect.
 */
export function otherFacings(ctx: Ctx, me: string): { id: string; label: string }[] {
  const ship = shipById(ctx.state, me);
  if (ship.turret === null) return [];
  const allowed = ctx.effects.turretFacings(ctx, ship);
  return FACINGS.filter((f) => f !== ship.turret && allowed.includes(f)).map((f) => ({
    id: f,
    label: `Turn the turret arc indicator ${f}`,
  }));
}

const RED_FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'red' }];

export const MOVEMENT_GUNNERS: Record<string, Ability[]> = {
  'upgrade:agilegunner:0': [
    {
      source: { kind: 'upgrade', xws: 'agilegunner', side: 0 },
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      // One choice per other facing the ship's turret may point to (Heavy Weapon Turret: fore or aft only); a ship
      // without a turret arc indicator is offered none (not asked).
      choices: otherFacings,
      effect: { kind: 'rotate-turret' },
      summary: 'Agile Gunner: turn your turret arc indicator.',
    },
  ],
  'upgrade:hansolo-gunner:0': [
    {
      source: { kind: 'upgrade', xws: 'hansolo-gunner', side: 0 },
      window: 'engagement:before-engage',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_FOCUS }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_FOCUS, why: 'Han Solo, a red focus' },
      summary: 'Han Solo: perform a red focus action before you engage.',
    },
  ],
  'upgrade:ahsokatano:0': [ahsokaFocus('ahsokatano', [1, 3], 'firing', 'in your firing arc at range 1–3')],
};

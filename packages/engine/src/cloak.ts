/**
 * A decloak an ability makes happen outside the System Phase (Sensor Scramblers' "you must decloak" in the End Phase):
 * the same placements as the System Phase's own decloak (phases/system.ts `decloakOptions`: the 2-straight barrel roll
 * or boost; supplement "Cloak and decloak"), the ship placed, its cloak token removed, 'cloak:after-decloak' raised.
 * A decloak fails when no placement is legal. Not yet: mines such a decloak would move through or overlap — those
 * placements are left out (and said so once in the log) until the End Phase can detonate them.
 */
import { raise } from './abilities/run.js';
import type { Ctx } from './context.js';
import { decloakOptions, optionId, payDecloak } from './phases/system.js';
import { inPlay, refreshObstacleContact, removeToken, shipById } from './util.js';

/** EffectsApi.decloakOptions: the legal decloaks of a cloaked ship in play now (`decloak:<direction>:<alignment>`). */
export function abilityDecloakOptions(ctx: Ctx, shipId: string): { id: string; label: string }[] {
  const ship = shipById(ctx.state, shipId);
  if (!ship || !inPlay(ship) || !ship.tokens.cloak) return [];
  return decloakOptions(ctx, ship)
    .filter((o) => o.devices.length === 0)
    .map((o) => ({
      id: optionId(o),
      label: `Decloak: ${optionId(o).replace(/:/g, ' ')}${o.price ? ` (${o.price.charge} charge)` : ''}`,
    }));
}

/** EffectsApi.decloak: the ship decloaks with the placement answered; false when it is not one of the legal ones. */
export function abilityDecloak(ctx: Ctx, shipId: string, option: string): boolean {
  const ship = shipById(ctx.state, shipId);
  if (!ship || !inPlay(ship) || !ship.tokens.cloak) return false;
  const o = decloakOptions(ctx, ship).find((x) => optionId(x) === option && x.devices.length === 0);
  if (!o) return false;
  payDecloak(ctx, ship, o.price);
  ship.pose = o.final;
  removeToken(ctx, ship, 'cloak', ship.tokens.cloak ?? 0);
  refreshObstacleContact(ctx.state, ship);
  ctx.emit('decloaked', `${ship.id} decloaks (${option.replace(/:/g, ' ')}) and removes its cloak token.`, {
    ship: ship.id,
    data: { option, pose: ship.pose },
  });
  raise(ctx, 'cloak:after-decloak', { ship: ship.id });
  return true;
}

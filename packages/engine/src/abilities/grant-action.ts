/** Actions an ability grants outside the ship's Perform Action step, shared by the pilot ability files. */
import type { ActionDef } from '@xwing/content';
import { actionMenu } from '../actions/index.js';
import { inPlay, shipById } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { FreeAction } from '../phases/activation.js';

/**
 * Offers `shipId` one of `defs` as an action outside its Perform Action step: the activation phase asks for it before
 * its next step (phases/activation.ts). Only during the activation phase.
 */
export function grantAction(ctx: Ctx, shipId: string, defs: ActionDef[], why: string, ignoreStress = false): void {
  if (ctx.state.phase !== 'activation') return;
  const fa: FreeAction = { ship: shipId, defs, why };
  if (ignoreStress) fa.ignoreStress = true;
  (ctx.state.cursor.data ??= {}).freeAction = fa;
}

/** Whether `shipId` could perform one of `defs` now (so an ability is not offered for nothing). */
export function canPerform(ctx: Ctx, shipId: string, defs: readonly ActionDef[], ignoreStress = false): boolean {
  const ship = shipById(ctx.state, shipId);
  return (
    ctx.state.phase === 'activation' &&
    inPlay(ship) &&
    actionMenu(ctx, ship, defs, ignoreStress ? { ignoreStress: true } : {}).options.length > 0
  );
}

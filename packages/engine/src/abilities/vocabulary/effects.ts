/**
 * The effects interface the engine hands to card abilities (through `ctx.effects`): the few game actions a card's
 * code may take that belong to the engine's own rules (damage, repair, actions, nested windows). Card definitions
 * import this type only, never the damage, action or phase modules, so no import circle runs through the cards
 * (test/abilities/import-graph.test.ts). The engine's implementation is abilities/engine-effects.ts.
 */
import type { ActionDef } from '@xwing/content';
import type { DeviceKind } from '@xwing/geometry';
import type { Ctx } from '../../context.js';
import type { ShipState } from '../../state.js';
import type { Window, WindowSubject } from './types.js';

/** A device card's placement: the card, dropped or launched, and its token's shape (its outline and where it lands). */
export interface DevicePlacement {
  card: string;
  how: 'drop' | 'launch';
  shape: DeviceKind;
}

export interface EffectsApi {
  /** The ship suffers damage (hits first to shields, then crits), with the usual windows and destruction checks. */
  sufferDamage(ctx: Ctx, shipId: string, hits: number, crits: number, source: string): void;
  /** Deals the ship one facedown damage card (not a suffered hit: shields do not stop it). */
  dealFacedownDamage(ctx: Ctx, shipId: string, source: string): void;
  /** Repairs the ship's damage card at `index` (faceup: flipped facedown; facedown: discarded). */
  repairDamageCard(ctx: Ctx, shipId: string, index: number): void;
  /** Whether the ship's damage already equals or exceeds its hull (it is destroyed at the next check). */
  isDestroyedByDamage(ship: ShipState): boolean;
  /** Raises a timing window (an ability that sets off others): its abilities resolve right after this one. */
  raise(ctx: Ctx, window: Window, subject: WindowSubject): void;
  /** Why the ship can neither acquire locks nor be locked now ("at range 0 of a gas cloud"), or null. */
  lockForbidden(ctx: Ctx, ship: ShipState): string | null;
  /** Whether the ship could perform one of these actions now (stress, damage cards, obstacles, tokens). */
  canPerform(ctx: Ctx, shipId: string, defs: readonly ActionDef[], ignoreStress?: boolean): boolean;
  /** Offers the ship one of these actions as a free action (asked as the ship's next decision). */
  grantAction(ctx: Ctx, shipId: string, defs: ActionDef[], why: string, ignoreStress?: boolean): void;
  /**
   * The ways the ship may place this card's device now, one per set of templates (each set places one device per
   * template): none when it already placed a device this System Phase, lacks the charges, or no placement is legal.
   */
  deviceOptions(
    ctx: Ctx,
    shipId: string,
    device: DevicePlacement,
    sets: readonly (readonly string[])[],
  ): { id: string; label: string }[];
  /** Places the card's device(s) with these templates (one device each), spending a charge for each beyond the first. */
  placeDevices(ctx: Ctx, shipId: string, device: DevicePlacement, templates: readonly string[]): void;
  /** The jam token's rules for the ship (the `jam` effect; token-rules.ts): may ask the jamming player. */
  jam(ctx: Ctx, shipId: string, rule: 'jammed' | 'cancel', subject: WindowSubject): void;
  /** The tractor token's move of the ship (the `tractor-move` effect; token-rules.ts): asks the tractoring player. */
  tractorMove(ctx: Ctx, shipId: string, by: string | undefined): void;
  /**
   * The ship may perform a bonus attack after the attack in progress (the `bonus-attack` effect; combat/attack.ts),
   * with these weapons from these arcs when given; false when it may not (one bonus attack per Engagement Phase).
   */
  grantBonusAttack(ctx: Ctx, shipId: string, limit: { weapons?: string[]; arcs?: string[] }): boolean;
}

/**
 * The effects interface the engine hands to card abilities (through `ctx.effects`): the few game actions a card's
 * code may take that belong to the engine's own rules (damage, repair, actions, nested windows). Card definitions
 * import this type only, never the damage, action or phase modules, so no import circle runs through the cards
 * (test/abilities/import-graph.test.ts). The engine's implementation is abilities/engine-effects.ts.
 */
import type { ActionDef } from '@xwing/content';
import type { DeviceKind } from '@xwing/geometry';
import type { Ctx } from '../../context.js';
import type { PendingWindow, ShipState } from '../../state.js';
import type { Ability, EventWindow, FlowWindow, ObstaclePurpose, WindowSubject } from './types.js';

/** A device card's placement: the card, dropped or launched, and its token's shape (its outline and where it lands). */
export interface DevicePlacement {
  card: string;
  how: 'drop' | 'launch';
  shape: DeviceKind;
  /** Fuse markers put on each device as it is placed (e.g. a card whose device starts fused). */
  fuses?: number;
}

/** vizsla (s36): an obstacle token a card drops or launches (the `place-obstacle` effect). */
export interface ObstaclePlacement {
  /** The measured outline's id or name (@xwing/geometry findObstacle), e.g. 'loose-cargo'. */
  obstacle: string;
  how: 'drop' | 'launch';
  /** Fuse markers put on it (removed in the End Phase, card-obstacles.ts). */
  fuses?: number;
}

/** Which equipped devices an ability may drop or launch (the `place-equipped-device` effect's words). */
export interface EquippedDeviceSpec {
  types?: readonly ('bomb' | 'mine')[];
  how: 'drop' | 'launch' | 'either';
  templates?: readonly string[];
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
  raise(ctx: Ctx, window: FlowWindow | EventWindow, subject: WindowSubject): void;
  /**
   * s36: whether the ship could declare an attack now with one of these weapons (an upgrade's xws, or 'primary') against
   * the ship `target` (combat/weapons.ts legalAttacks: arc, range, requirement, charges, nothing forbidding it).
   */
  canAttack(ctx: Ctx, shipId: string, weapons: readonly string[], target: string): boolean;
  /**
   * s37: whether the ship could declare an attack now from one of these arcs (content arc ids: 'single-turret' …), with
   * any weapon against any defender (combat/weapons.ts legalAttacks).
   */
  canAttackFrom(ctx: Ctx, shipId: string, arcs: readonly string[]): boolean;
  /** Why the ship can neither acquire locks nor be locked now ("at range 0 of a gas cloud"), or null. */
  lockForbidden(ctx: Ctx, ship: ShipState, role?: 'acquire'): string | null;
  /** Why the ship may not spend Force now (a standing 'force:allowed' `no-force`: Darth Vader of the TIE Defender), or null. */
  forceForbidden(ctx: Ctx, ship: ShipState): string | null;
  /**
   * support (s39): the other friendly ships whose tokens of this type the ship may spend as if it had them now
   * (static.ts tokenLenders, `lend-tokens`: Esege Tuketu), each with the record to log as used; read by costs.ts.
   */
  tokenLenders(
    ctx: Ctx,
    ship: ShipState,
    token: string,
  ): readonly { lender: ShipState; ability: Ability; key: string; index: number }[];
  /** support (s35): whether the End Phase recovers the ship's Force (static.ts forceRecovers; phases/end.ts). */
  forceRecovers(ctx: Ctx, ship: ShipState): boolean;
  /** How many locks the ship may hold at once (1 unless a standing ability says more). */
  locksMaintained(ctx: Ctx, ship: ShipState): number;
  /** The facings the ship's turret arc indicator may point to (all four unless a standing 'ship:turret' narrows them). */
  turretFacings(ctx: Ctx, ship: ShipState): ('front' | 'rear' | 'left' | 'right')[];
  /** Whether the ship could perform one of these actions now (stress, damage cards, obstacles, tokens). */
  /** Whether the ship ignores obstacles of this effect kind for this purpose now (static.ts ignoresObstacles). */
  ignoresObstacles(ctx: Ctx, ship: ShipState, kind: string, purpose: ObstaclePurpose): boolean;
  canPerform(
    ctx: Ctx,
    shipId: string,
    defs: readonly ActionDef[],
    ignoreStress?: boolean,
    notAction?: boolean,
    /** support (s35): a lock on this object only. */
    lockOn?: string,
  ): boolean;
  /** Offers the ship one of these actions as a free action (asked as the ship's next decision). */
  grantAction(
    ctx: Ctx,
    shipId: string,
    defs: ActionDef[],
    why: string,
    ignoreStress?: boolean,
    how?: {
      notAction?: boolean;
      mandatory?: boolean;
      /** A coordinated ship's action: the coordinating ship's after-perform window waits for it (grant-action.ts). */
      coordinatedBy?: { ship: string; difficulty?: string; target?: string };
      /** Movement: the boost offered uses only these templates (dial codes). */
      templates?: readonly string[];
      /** support (s35): the lock offered may choose only this object. */
      lockOn?: string;
    },
  ): void;
  /**
   * Goes on with a window's granted action whose aftermath (a SLAM's obstacles, its mines) stopped for another window's
   * question, once the windows above it have resolved (run.ts resolveQueue; grant-action.ts).
   */
  resumeGranted(ctx: Ctx, window: PendingWindow): 'done' | 'asked';
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
  /**
   * The ways the ship may drop or launch one device of an equipped device card now (`place-equipped-device`): one
   * option per card with a charge left and placement, id `<card>|<template>[@drop|@launch]`.
   */
  equippedDeviceOptions(ctx: Ctx, shipId: string, spec: EquippedDeviceSpec): { id: string; label: string }[];
  /** Places the device answered (an `equippedDeviceOptions` id), spending one charge of its card. */
  placeEquippedDevice(ctx: Ctx, shipId: string, choice: string): void;
  /** The legal decloaks of the cloaked ship now (src/cloak.ts), id `decloak:<direction>:<alignment>` or `decloak:boost`. */
  decloakOptions(ctx: Ctx, shipId: string): { id: string; label: string }[];
  /** The ship decloaks with that placement; false when it is not a legal one now. */
  decloak(ctx: Ctx, shipId: string, option: string): boolean;
  /**
   * subsystems (s30-subsa): the devices in play (bombs and mines) at range 0–`max` of the ship, nearest first, as
   * answers `device:<id>` for the `remove-device` effect (device-geometry.ts `devicesInRange`).
   */
  devicesInRange(ctx: Ctx, shipId: string, max: number): { id: string; label: string }[];
  /** subsystems (s30-subsa): removes device `id` from the play area, not detonated (devices.ts `removeDevice`). */
  removeDevice(ctx: Ctx, shipId: string, id: string): boolean;
  /**
   * subsystems (s35-subsys): the actions of the ship's faceup damage cards it may perform now, outside its Perform
   * Action step (card-actions.ts option ids), even while stressed with `ignoreStress` (Peli Motto).
   */
  damageCardActionOptions(ctx: Ctx, shipId: string, ignoreStress: boolean): { id: string; label: string }[];
  /** Performs one of them as an action (counted, logged, its record used); false when it is not legal now. */
  performDamageCardAction(ctx: Ctx, shipId: string, option: string, ignoreStress: boolean): boolean;
  /**
   * subsystems (s32-subsa): the spots where the ship may place a remote of `card` now, beyond range `beyondEdges` of
   * every edge — answers "at:<x>,<y>" for the `place-remote` effect (remotes.ts `remoteSpots`).
   */
  remoteSpots(ctx: Ctx, shipId: string, card: string, beyondEdges: number): { id: string; label: string }[];
  /** subsystems (s32-subsa): places a remote of `card` at the spot answered; false when it is no legal spot now. */
  placeRemoteAt(ctx: Ctx, shipId: string, card: string, choice: string, beyondEdges: number): boolean;
  /** remotes (s37; `remote-die-risk`): the ship rolls 1 attack die; on `face` the remote (subject.data.device) suffers 1 hit. */
  remoteDieRisk(ctx: Ctx, shipId: string, subject: WindowSubject, face: string): void;
  /** remotes (s37; `remote-cling`): the remote (subject.data.device) clings to the ship's front or rear guides. */
  remoteCling(ctx: Ctx, shipId: string, subject: WindowSubject): void;
  /**
   * vizsla (s36): the templates (of `templates`) the ship may drop or launch this obstacle token with now, answers
   * for the `place-obstacle` effect (card-obstacles.ts): none that would put it wholly outside the play area.
   */
  obstacleOptions(
    ctx: Ctx,
    shipId: string,
    placement: ObstaclePlacement,
    templates: readonly string[],
  ): { id: string; label: string }[];
  /** vizsla (s36): places the obstacle token with the template answered; false when it is no legal answer now. */
  placeObstacle(ctx: Ctx, shipId: string, placement: ObstaclePlacement, choice: string): boolean;
  /**
   * subsystems (s39): the spots an obstacle in the play area may be moved to now (Setup's obstacle rules, and beyond
   * range `beyondShips` of every ship) — answers "<obstacle>@<x>,<y>" for the `move-obstacle` effect (obstacle-moves.ts).
   */
  obstacleMoveSpots(ctx: Ctx, shipId: string, beyondShips: number): { id: string; label: string }[];
  /** subsystems (s39): moves the obstacle to the spot answered; false when it is no legal answer now. */
  moveObstacle(ctx: Ctx, shipId: string, choice: string, beyondShips: number): boolean;
  /** subsystems (s32-subsa): the ship is placed in reserve, to come back within range 1 of one of `edges` (reserves.ts). */
  placeInReserve(
    ctx: Ctx,
    shipId: string,
    edges: readonly ('first' | 'second' | 'left' | 'right')[],
    why: string,
  ): void;
  /** subsystems (s32-subsa): the ship's player's edge of the play area ('first' / 'second', reserves.ts). */
  playerEdge(ctx: Ctx, ship: ShipState): 'first' | 'second' | 'left' | 'right';
  /** subsystems (s32-subsa): the ship discards all its damage cards to its player's discard pile (damage.ts). */
  discardDamageCards(ctx: Ctx, shipId: string, source: string): void;
  /** subsystems: the ship discards its damage card at `index` (not a repair; damage.ts `discardDamageCard`). */
  discardDamageCard(ctx: Ctx, shipId: string, index: number, source: string): void;
  /** Puts fuse markers on a device in play (devices.ts `addFuses`). */
  fuseDevice(ctx: Ctx, deviceId: string, count: number): void;
  /** The jam token's rules for the ship (the `jam` effect; token-rules.ts): may ask the jamming player. */
  jam(ctx: Ctx, shipId: string, rule: 'jammed' | 'cancel', subject: WindowSubject): void;
  /** The tractor token's move of the ship (the `tractor-move` effect; token-rules.ts): asks the tractoring player. */
  tractorMove(ctx: Ctx, shipId: string, by: string | undefined): void;
  /**
   * A replacement point of the rules ("instead", abilities/replace.ts): whether a standing "instead" record of the
   * ship took the place of this step (damage suffered, tokens gained) — applied then. The rule code asks it.
   */
  replaced(
    ctx: Ctx,
    shipId: string,
    window: 'instead:suffer-damage' | 'instead:gain-token' | 'instead:remove-token',
    data: Record<string, unknown>,
  ): boolean;
  /** The ship's action bar as standing effects change it (actions added, colours changed: static.ts). */
  adjustedActionBar(ctx: Ctx, ship: ShipState, bar: readonly ActionDef[]): ActionDef[];
  /**
   * The activating ship executes `code` instead of the maneuver it revealed, keeping its difficulty (`execute-as`), as a
   * sideslip when `sideslip` (a bank or turn); movement (s39): with `white`, as a white maneuver instead.
   */
  executeInstead(ctx: Ctx, shipId: string, code: string, sideslip?: boolean, white?: boolean): void;
  /** The activating ship's maneuver about to be executed is `steps` difficulties easier (`maneuver-easier`). */
  easeManeuver(ctx: Ctx, shipId: string, steps: number): void;
  /**
   * movement: the maneuvers of the ship's dial as they stand now — speed, bearing (the dial code's letter), difficulty
   * with the standing changes, and whether it may be set and executed now (a red one while stressed: 000 "Stress").
   */
  dialManeuvers(
    ctx: Ctx,
    shipId: string,
  ): { code: string; speed: number; bearing: string; difficulty: string; allowed: boolean }[];
  /** movement: the activating ship, its dial just revealed, sets it to `code` (`set-dial`). */
  setDial(ctx: Ctx, shipId: string, code: string): void;
  /** The activating ship skips its Execute Maneuver step, turning 90° toward a left or right bearing (`rotate`). */
  skipManeuver(ctx: Ctx, shipId: string, rotate: boolean): void;
  /**
   * The ship may perform a bonus attack after the attack in progress (the `bonus-attack` effect; combat/attack.ts),
   * with these weapons from these arcs when given; false when it may not (one bonus attack per Engagement Phase).
   */
  grantBonusAttack(
    ctx: Ctx,
    shipId: string,
    limit: {
      weapons?: string[];
      arcs?: string[];
      target?: string;
      notTarget?: string;
      near?: { ship: string; min: number; max: number };
      free?: boolean;
      tokens?: string[];
      chargeFree?: boolean;
      barArc?: boolean;
      /** s39: its defender inside this arc of the ship; the granting record's source key. */
      inArc?: string;
      from?: string;
    },
  ): boolean;
  /** The ship's initiative now, as the standing effects set it (static.ts; the `initiative-vs` condition reads it). */
  initiativeOf(ctx: Ctx, ship: ShipState): number;
  /** The change the standing effects make to the ship's agility or primary attack now (static.ts; `agility-vs`). */
  statDelta(ctx: Ctx, ship: ShipState, stat: 'agility' | 'attack'): number;
  /** s32: the range up to which enemy ships in the ship's front arc count as in its bullseye (static.ts), or null. */
  frontAsBullseye(ctx: Ctx, ship: ShipState): number | null;
  // The attack in progress and a ship's conditions, as card code may change them (abilities/attack-edits.ts).
  /** A friendly ship takes one hit or crit meant for the defender (cancelled for it); false when there is none. */
  redirectResult(ctx: Ctx, shipId: string, face: 'hit' | 'crit'): boolean;
  /** Spends one attack result of that face (it no longer counts); false when there is none. */
  spendAttackResult(ctx: Ctx, face: 'hit' | 'crit' | 'focus'): boolean;
  /** The defender's evades cancel crits before hits in this attack. */
  cancelCritsFirst(ctx: Ctx): void;
  /** The damage the attack in progress would deal is prevented; `by` (a ship id) is logged. */
  preventAttackDamage(ctx: Ctx, by: string): void;
  /** Flips the ship's facedown damage card at `index` faceup (`facts` logged with it); false when not facedown. */
  exposeDamageCard(ctx: Ctx, shipId: string, index: number, by: string, facts?: Record<string, unknown>): boolean;
  /** The ship gains condition `xws`, owned by ship `owner` (`name` is logged; `facedown`: a secret condition). */
  assignCondition(ctx: Ctx, shipId: string, xws: string, owner: string, name: string, facedown?: boolean): void;
  /** The ship flips its facedown condition `xws` faceup (`name` logged); false when it holds none facedown. */
  revealCondition(ctx: Ctx, shipId: string, xws: string, name: string): boolean;
  /** The ship loses condition `xws` owned by `owner` (`why` is logged); false when it had none. */
  removeCondition(ctx: Ctx, shipId: string, xws: string, owner: string, why: string): boolean;
  /** Takes one copy of `card` out of the player's damage deck, then shuffles it; false when it holds none. */
  takeDamageCard(ctx: Ctx, player: number, card: string): boolean;
  /** Deals this damage card (not drawn from a deck) to the ship, faceup or facedown. */
  dealDamageCard(ctx: Ctx, shipId: string, card: string, faceup: boolean, source: string): void;
  /**
   * The ways the ships docked with a destroyed carrier may emergency deploy from where it stood (`from`: the
   * 'ship:after-destroyed' window's pose): `<ship>@<guides>:<maneuver>`, or `<ship>@none` when it cannot (docking).
   */
  emergencyDeployOptions(ctx: Ctx, carrierId: string, from: unknown): { id: string; label: string }[];
  /** The ship is destroyed (damage.ts destroyShip: removed at once outside the Engagement Phase), `how` logged. */
  destroyShip(ctx: Ctx, shipId: string, how: string): void;
  /** Resolves the emergency deploy chosen among `emergencyDeployOptions` (the `emergency-deploy` effect). */
  emergencyDeploy(ctx: Ctx, carrierId: string, choice: unknown, from: unknown): void;
  /**
   * s36-reserve: the poses the friendly ship in reserve holding condition `condition` assigned by `ownerId` may deploy
   * at now (reserves.ts): "<ship>@<x>,<y>,<heading>", or "<ship>@none" when it has no legal pose; none without such a
   * ship (the record is then not asked).
   */
  reserveDeployOptions(ctx: Ctx, ownerId: string, condition: string): { id: string; label: string }[];
  /** s36-reserve: resolves the answer of `reserveDeployOptions` (the `deploy-reserve` effect): the ship placed, or null. */
  deployReserve(ctx: Ctx, ownerId: string, condition: string, choice: unknown): string | null;
}

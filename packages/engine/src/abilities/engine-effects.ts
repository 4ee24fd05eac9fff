/** The engine's implementation of the effects interface card abilities see (vocabulary/effects.ts). */
import { grantBonusAttack } from '../combat/attack.js';
import { legalAttacks } from '../combat/weapons.js';
import {
  dealDamageCard,
  dealFacedownDamage,
  destroyShip,
  discardDamageCard,
  discardDamageCards,
  isDestroyedByDamage,
  repairDamageCard,
  sufferDamage,
  takeDamageCard,
} from '../damage.js';
import { addFuses, deviceOptions, equippedDeviceOptions, placeDevices, placeEquippedDevice } from '../devices.js';
import { removeDevice } from '../devices.js';
import { devicesInRange } from '../device-geometry.js';
import { dialManeuvers, easeManeuver, executeInstead, setDial, skipManeuver } from '../movement.js';
import { jamRule, tractorMove } from '../token-rules.js';
import { canPerform, grantAction, resumeGrantedIn } from './grant-action.js';
import { raise } from './run.js';
import { replaced } from './replace.js';
import {
  adjustedActionBar,
  forceForbidden,
  tokenLenders,
  forceRecovers,
  ignoresObstacles,
  initiativeOf,
  lockForbidden,
  locksMaintained,
  statDelta,
  frontAsBullseye,
  turretFacings,
} from './static.js';
import {
  assignCondition,
  cancelCritsFirst,
  exposeDamageCard,
  preventAttackDamage,
  redirectResult,
  removeCondition,
  revealCondition,
  spendAttackResult,
} from './attack-edits.js';
import type { EffectsApi } from './vocabulary/effects.js';
import { cardActionOptions, performCardAction } from './card-actions.js';
import { inPlay, shipById } from '../combat/util.js';
import { abilityDecloak, abilityDecloakOptions } from '../cloak.js';
import { emergencyDeploy, emergencyDeployOptions } from '../emergency-deploy.js';
import { placeRemoteAt, remoteSpots } from '../remotes.js';
import { remoteCling, remoteDieRisk } from '../remote-activation.js';
import { obstacleOptions, placeCardObstacle } from '../card-obstacles.js';
import { moveObstacle, obstacleMoveSpots } from '../obstacle-moves.js';
import { deployReserve, placeInReserve, playerEdge, reserveDeployOptions } from '../reserves.js';

export const ENGINE_EFFECTS: EffectsApi = {
  sufferDamage,
  dealFacedownDamage,
  takeDamageCard,
  dealDamageCard,
  repairDamageCard,
  isDestroyedByDamage,
  raise,
  lockForbidden,
  canAttack: (ctx, shipId, weapons, target) =>
    legalAttacks(ctx, shipId).some((a) => a.defender === target && weapons.includes(a.weapon)),
  canAttackFrom: (ctx, shipId, arcs) => legalAttacks(ctx, shipId).some((a) => arcs.includes(a.arc)),
  forceForbidden,
  tokenLenders,
  forceRecovers,
  locksMaintained,
  turretFacings,
  canPerform,
  ignoresObstacles,
  grantAction,
  resumeGranted: resumeGrantedIn,
  deviceOptions,
  placeDevices,
  equippedDeviceOptions,
  placeEquippedDevice,
  decloakOptions: abilityDecloakOptions,
  decloak: abilityDecloak,
  fuseDevice: addFuses,
  devicesInRange: (ctx, shipId, max) =>
    devicesInRange(ctx, shipId, max).map(({ id }) => ({
      id: `device:${id}`,
      label: `remove ${ctx.state.devices.find((d) => d.id === id)?.card ?? 'the device'} ${id}`,
    })),
  removeDevice,
  damageCardActionOptions: (ctx, shipId, ignoreStress) => {
    const ship = shipById(ctx.state, shipId);
    if (!inPlay(ship)) return [];
    return cardActionOptions(ctx, ship, { damageOnly: true, ignoreStress }).map((o) => ({ id: o.id, label: o.label }));
  },
  performDamageCardAction: (ctx, shipId, option, ignoreStress) => {
    const ship = shipById(ctx.state, shipId);
    if (!inPlay(ship)) return false;
    return performCardAction(ctx, ship, option, { damageOnly: true, ignoreStress }).ok;
  },
  jam: jamRule,
  tractorMove,
  replaced,
  adjustedActionBar,
  executeInstead,
  easeManeuver,
  skipManeuver,
  dialManeuvers,
  setDial,
  grantBonusAttack,
  initiativeOf,
  statDelta,
  frontAsBullseye,
  redirectResult,
  spendAttackResult,
  cancelCritsFirst,
  preventAttackDamage,
  exposeDamageCard,
  assignCondition,
  removeCondition,
  revealCondition,
  emergencyDeployOptions,
  emergencyDeploy,
  destroyShip,
  remoteSpots,
  placeRemoteAt,
  remoteDieRisk,
  remoteCling,
  obstacleOptions,
  placeObstacle: placeCardObstacle,
  obstacleMoveSpots,
  moveObstacle,
  placeInReserve,
  playerEdge,
  reserveDeployOptions,
  deployReserve,
  discardDamageCards,
  discardDamageCard,
};

/** The engine's implementation of the effects interface card abilities see (vocabulary/effects.ts). */
import { grantBonusAttack } from '../combat/attack.js';
import { dealFacedownDamage, isDestroyedByDamage, repairDamageCard, sufferDamage } from '../damage.js';
import { deviceOptions, placeDevices } from '../devices.js';
import { jamRule, tractorMove } from '../token-rules.js';
import { canPerform, grantAction } from './grant-action.js';
import { raise } from './run.js';
import { lockForbidden } from './static.js';
import type { EffectsApi } from './vocabulary/effects.js';

export const ENGINE_EFFECTS: EffectsApi = {
  sufferDamage,
  dealFacedownDamage,
  repairDamageCard,
  isDestroyedByDamage,
  raise,
  lockForbidden,
  canPerform,
  grantAction,
  deviceOptions,
  placeDevices,
  jam: jamRule,
  tractorMove,
  grantBonusAttack,
};

/**
 * The `attack` folder: abilities that act inside an attack — dice counts, rerolls and changes, results cancelled or
 * exposed, the attack's damage, who may modify, weapon requirements, and what an attack's own steps give its two
 * ships (after-declare and after-attack/defend triggers). An ability resolved in an attack whose point is an action
 * or a reposition is in `movement` instead. docs/abilities.md says how a card is placed.
 */
import type { Ability } from '../../vocabulary/types.js';
import { IMPERIAL_TIELN_ATTACK } from './imperial-tieln.js';
import { REBEL_TIELN_ATTACK } from './rebel-tieln.js';
import { REBEL_XWING_ATTACK } from './rebel-xwing.js';
import { ATTACK_UPGRADES } from './upgrades.js';
import { SCUM_FANGFIGHTER_ATTACK } from './scum-fangfighter.js';

/** The folder's records by source key, one table per file. */
export const ATTACK: readonly Readonly<Record<string, readonly Ability[]>>[] = [
  ATTACK_UPGRADES,
  REBEL_XWING_ATTACK,
  REBEL_TIELN_ATTACK,
  IMPERIAL_TIELN_ATTACK,
  SCUM_FANGFIGHTER_ATTACK,
];

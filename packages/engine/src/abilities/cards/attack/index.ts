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
import { ATTACK_WEAPONS } from './weapons.js';
import { ATTACK_TALENTS } from './talents.js';
import { ATTACK_GUNNERS } from './gunners.js';
import { ATTACK_TECH } from './tech.js';
import { ATTACK_ASTROMECHS } from './astromechs.js';
import { ATTACK_TITLES } from './titles.js';
import { ATTACK_CONFIGURATIONS } from './configurations.js';
import { ATTACK_FORCE_POWERS } from './force-powers.js';
import { ATTACK_SENSORS } from './sensors.js';
import { ATTACK_MODIFICATIONS } from './modifications.js';
import { ATTACK_CREW } from './crew.js';

/** The folder's records by source key, one table per file. */
export const ATTACK: readonly Readonly<Record<string, readonly Ability[]>>[] = [
  ATTACK_UPGRADES,
  REBEL_XWING_ATTACK,
  REBEL_TIELN_ATTACK,
  IMPERIAL_TIELN_ATTACK,
  ATTACK_WEAPONS,
  ATTACK_TALENTS,
  ATTACK_GUNNERS,
  ATTACK_TECH,
  ATTACK_ASTROMECHS,
  ATTACK_TITLES,
  ATTACK_CONFIGURATIONS,
  ATTACK_FORCE_POWERS,
  ATTACK_SENSORS,
  ATTACK_MODIFICATIONS,
  ATTACK_CREW,
];

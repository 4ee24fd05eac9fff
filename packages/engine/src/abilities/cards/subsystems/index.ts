/**
 * The `subsystems` folder: the game's systems beside the core round — devices (bombs and mines), the damage deck,
 * and, as they come, reserves and docking, cloaking, remotes, conditions, Setup and tractor — and the rule sources
 * that are not cards: tokens and obstacles whose rules are written as standing abilities. docs/abilities.md says how a
 * card is placed.
 */
import type { Ability } from '../../vocabulary/types.js';
import { DAMAGE_CARD_ABILITIES } from './damage-deck.js';
import { DEVICE_ABILITIES } from './devices.js';
import { OBSTACLE_ABILITIES } from './obstacles.js';
import { SCUM_MODIFIEDTIELN_SUBSYSTEMS } from './scum-modifiedtieln.js';
import { TOKEN_ABILITIES } from './tokens.js';
import { SUBSYSTEM_MODIFICATIONS } from './upgrades-modification.js';
import { SUBSYSTEM_TALENTS } from './upgrades-talent.js';
import { SUBSYSTEM_ASTROMECHS } from './upgrades-astromech.js';
import { SUBSYSTEM_SENSORS } from './upgrades-sensor.js';
import { SUBSYSTEM_GUNNERS } from './upgrades-gunner.js';
import { SCUM_FIRESPRAY_SUBSYSTEMS } from './scum-firesprayclasspatrolcraft.js';
import { SCUM_QUADRIJET_SUBSYSTEMS } from './scum-quadrijettransferspacetug.js';
import { SEPARATIST_HYENA_SUBSYSTEMS } from './separatist-hyenaclassdroidbomber.js';
import { IMPERIAL_TIESABOMBER_SUBSYSTEMS } from './imperial-tiesabomber.js';
import { IMPERIAL_TIECAPUNISHER_SUBSYSTEMS } from './imperial-tiecapunisher.js';
import { SUBSYSTEM_CREW } from './upgrades-crew.js';
import { SUBSYSTEM_TITLES } from './upgrades-title.js';
import { SEPARATIST_ROGUECLASS_SUBSYSTEMS } from './separatist-rogueclassstarfighter.js';
import { RESISTANCE_T70_SUBSYSTEMS } from './resistance-t70xwing.js';
import { CLOAKING_ABILITIES } from './cloaking.js';
import { SCUM_LANCER_SUBSYSTEMS } from './scum-lancerclasspursuitcraft.js';
import { SEPARATIST_NANTEX_SUBSYSTEMS } from './separatist-nantexclassstarfighter.js';
import { SCUM_SCURRGH_SUBSYSTEMS } from './scum-scurrgh6bomber.js';
import { RESISTANCE_FIREBALL_SUBSYSTEMS } from './resistance-fireball.js';
import { FIRSTORDER_TIEWI_SUBSYSTEMS } from './firstorder-tiewiwhispermodifiedinterceptor.js';
import { REBEL_YT1300_SUBSYSTEMS } from './rebel-modifiedyt1300.js';
import { SUBSYSTEM_FORCE_POWERS } from './force-powers.js';
import { REMOTE_CARD_ABILITIES } from './remotes.js';
import { OBSTACLE_CARDS } from './obstacle-cards.js';
import { IMPERIAL_TIEDDEFENDER_SUBSYSTEMS } from './imperial-tieddefender.js';
import { CONDITION_CARDS } from './conditions.js';
import { IMPERIAL_TIEADVANCEDX1_SUBSYSTEMS } from './imperial-tieadvancedx1.js';
import { DAMAGE_CHOICES } from './damage-choices.js';
import { DOCKING_ABILITIES } from './docking.js';
import { SCUM_Z95_ESCAPECRAFT, SCUM_Z95_NASHTAHPUP, SCUM_Z95_SUBSYSTEMS } from './scum-z95af4headhunter.js';
import { SCUM_ESCAPECRAFT_SUBSYSTEMS } from './scum-escapecraft.js';
import { REBEL_VCX_SUBSYSTEMS } from './rebel-vcx100lightfreighter.js';
import { FIRSTORDER_TIEFO_SUBSYSTEMS } from './firstorder-tiefofighter.js';
import { REPUBLIC_NIMBUS_SUBSYSTEMS } from './republic-nimbusclassvwing.js';
import { RESISTANCE_MG100_SUBSYSTEMS } from './resistance-mg100starfortress.js';
import { IMPERIAL_TIEPHPHANTOM_SUBSYSTEMS } from './imperial-tiephphantom.js';
import { FIRSTORDER_XICLASS_SUBSYSTEMS } from './firstorder-xiclasslightshuttle.js';
import { REPUBLIC_LAATI_SUBSYSTEMS } from './republic-laatigunship.js';
import { RESISTANCE_TRANSPORTPOD_SUBSYSTEMS } from './resistance-resistancetransportpod.js';
import { SCUM_YV666_SUBSYSTEMS } from './scum-yv666lightfreighter.js';
import { SCUM_JUMPMASTER_SUBSYSTEMS } from './scum-jumpmaster5000.js';
import { SUBSYSTEM_TECH_UPGRADES } from './upgrades-tech.js';
import { TRACTOR_SUBSYSTEMS } from './tractor.js';
import { REBEL_ASF01_SUBSYSTEMS } from './rebel-asf01bwing.js';
import { SCUM_BTLA4_SUBSYSTEMS } from './scum-btla4ywing.js';
import { IMPERIAL_TIESK_SUBSYSTEMS } from './imperial-tieskstriker.js';
import { LEGENDS_AND_RELICS_SUBSYSTEMS } from './legends-and-relics.js';
import { REBEL_SHEATHIPEDE_SUBSYSTEMS } from './rebel-sheathipedeclassshuttle.js';
import { FIRSTORDER_TIESE_SUBSYSTEMS } from './firstorder-tiesebomber.js';
import { REBEL_ATTACKSHUTTLE_SUBSYSTEMS } from './rebel-attackshuttle.js';
import { RESISTANCE_SCAVENGEDYT1300_SUBSYSTEMS } from './resistance-scavengedyt1300.js';
import { FIRSTORDER_UPSILON_SUBSYSTEMS } from './firstorder-upsilonclassshuttle.js';
import { SUBSYSTEM_RESERVE_CREW } from './reserve-crew.js';

/** The damage deck's records under their source keys ("damage:<xws>"; the deck's file keys them by xws). */
const DAMAGE_DECK: Readonly<Record<string, readonly Ability[]>> = Object.fromEntries(
  Object.entries(DAMAGE_CARD_ABILITIES).map(([xws, list]) => [`damage:${xws}`, list]),
);

/** The folder's records by source key, one table per file. */
export const SUBSYSTEMS: readonly Readonly<Record<string, readonly Ability[]>>[] = [
  DAMAGE_DECK,
  DEVICE_ABILITIES,
  TOKEN_ABILITIES,
  OBSTACLE_ABILITIES,
  SCUM_MODIFIEDTIELN_SUBSYSTEMS,
  SUBSYSTEM_MODIFICATIONS,
  SUBSYSTEM_TALENTS,
  SUBSYSTEM_ASTROMECHS,
  SUBSYSTEM_SENSORS,
  SUBSYSTEM_GUNNERS,
  SCUM_FIRESPRAY_SUBSYSTEMS,
  SCUM_QUADRIJET_SUBSYSTEMS,
  SEPARATIST_HYENA_SUBSYSTEMS,
  IMPERIAL_TIESABOMBER_SUBSYSTEMS,
  IMPERIAL_TIECAPUNISHER_SUBSYSTEMS,
  SUBSYSTEM_CREW,
  SUBSYSTEM_TITLES,
  SEPARATIST_ROGUECLASS_SUBSYSTEMS,
  RESISTANCE_T70_SUBSYSTEMS,
  CLOAKING_ABILITIES,
  SCUM_LANCER_SUBSYSTEMS,
  SEPARATIST_NANTEX_SUBSYSTEMS,
  SCUM_SCURRGH_SUBSYSTEMS,
  RESISTANCE_FIREBALL_SUBSYSTEMS,
  FIRSTORDER_TIEWI_SUBSYSTEMS,
  REBEL_YT1300_SUBSYSTEMS,
  SUBSYSTEM_FORCE_POWERS,
  REMOTE_CARD_ABILITIES,
  OBSTACLE_CARDS,
  IMPERIAL_TIEDDEFENDER_SUBSYSTEMS,
  CONDITION_CARDS,
  IMPERIAL_TIEADVANCEDX1_SUBSYSTEMS,
  DAMAGE_CHOICES,
  DOCKING_ABILITIES,
  SCUM_Z95_SUBSYSTEMS,
  SCUM_Z95_ESCAPECRAFT,
  SCUM_Z95_NASHTAHPUP,
  SCUM_ESCAPECRAFT_SUBSYSTEMS,
  REBEL_VCX_SUBSYSTEMS,
  FIRSTORDER_TIEFO_SUBSYSTEMS,
  REPUBLIC_NIMBUS_SUBSYSTEMS,
  RESISTANCE_MG100_SUBSYSTEMS,
  IMPERIAL_TIEPHPHANTOM_SUBSYSTEMS,
  FIRSTORDER_XICLASS_SUBSYSTEMS,
  REPUBLIC_LAATI_SUBSYSTEMS,
  RESISTANCE_TRANSPORTPOD_SUBSYSTEMS,
  TRACTOR_SUBSYSTEMS,
  REBEL_ASF01_SUBSYSTEMS,
  SCUM_YV666_SUBSYSTEMS,
  SCUM_JUMPMASTER_SUBSYSTEMS,
  SCUM_BTLA4_SUBSYSTEMS,
  IMPERIAL_TIESK_SUBSYSTEMS,
  LEGENDS_AND_RELICS_SUBSYSTEMS,
  SUBSYSTEM_TECH_UPGRADES,
  REBEL_SHEATHIPEDE_SUBSYSTEMS,
  FIRSTORDER_TIESE_SUBSYSTEMS,
  REBEL_ATTACKSHUTTLE_SUBSYSTEMS,
  RESISTANCE_SCAVENGEDYT1300_SUBSYSTEMS,
  SUBSYSTEM_RESERVE_CREW,
  FIRSTORDER_UPSILON_SUBSYSTEMS,
];

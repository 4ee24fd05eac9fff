/**
 * The `movement` folder: abilities about maneuvers and dials, actions (granted, allowed, their costs), repositions,
 * configurations and initiative — also when an attack's step is what sets them off (an action after defending).
 * docs/abilities.md says how a card is placed.
 */
import type { Ability } from '../../vocabulary/types.js';
import { IMPERIAL_TIELN_MOVEMENT } from './imperial-tieln.js';
import { REBEL_TIELN_MOVEMENT } from './rebel-tieln.js';
import { REBEL_XWING_MOVEMENT } from './rebel-xwing.js';
import { MOVEMENT_UPGRADES } from './upgrades.js';
import { MOVEMENT_CONFIGURATIONS } from './configurations.js';
import { IMPERIAL_TIEADVANCED_MOVEMENT } from './imperial-tieadvanced.js';
import { MOVEMENT_CREW } from './crew.js';
import { MOVEMENT_ASTROMECHS } from './astromechs.js';
import { RESISTANCE_T70XWING_MOVEMENT } from './resistance-t70xwing.js';
import { IMPERIAL_TIEINTERCEPTOR_MOVEMENT } from './imperial-tieinterceptor.js';
import { MOVEMENT_TITLES } from './titles.js';
import { MOVEMENT_MODIFICATIONS } from './modifications.js';
import { MOVEMENT_TECH } from './tech.js';
import { MOVEMENT_GUNNERS } from './gunners.js';
import { REPUBLIC_DELTA7_MOVEMENT } from './republic-delta7.js';
import { IMPERIAL_TIESABOMBER_MOVEMENT } from './imperial-tiesabomber.js';
import { REPUBLIC_V19TORRENT_MOVEMENT } from './republic-v19torrent.js';
import { SCUM_AGGRESSOR_MOVEMENT } from './scum-aggressor.js';
import { MOVEMENT_ILLICIT } from './illicit.js';
import { MOVEMENT_SENSORS } from './sensors.js';
import { REBEL_RZ1AWING_MOVEMENT } from './rebel-rz1awing.js';
import { REBEL_BTLA4YWING_MOVEMENT } from './rebel-btla4ywing.js';
import { REBEL_MODIFIEDYT1300_MOVEMENT } from './rebel-modifiedyt1300.js';
import { MOVEMENT_FORCE_POWERS } from './force-powers.js';
import { IMPERIAL_TIEDDEFENDER_MOVEMENT } from './imperial-tieddefender.js';
import { FIRSTORDER_TIESEBOMBER_MOVEMENT } from './firstorder-tiesebomber.js';
import { REPUBLIC_ETA2ACTIS_MOVEMENT } from './republic-eta2actis.js';
import { FIRSTORDER_TIESFFIGHTER_MOVEMENT } from './firstorder-tiesffighter.js';
import { IMPERIAL_TIERBHEAVY_MOVEMENT } from './imperial-tierbheavy.js';
import { RESISTANCE_RZ2AWING_MOVEMENT } from './resistance-rz2awing.js';
import { SEPARATIST_NANTEXCLASSSTARFIGHTER_MOVEMENT } from './separatist-nantexclassstarfighter.js';
import { REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT } from './republic-clonez95headhunter.js';
import { MOVEMENT_TALENTS } from './talents.js';
import { RESISTANCE_BTANR2YWING_MOVEMENT } from './resistance-btanr2ywing.js';
import { FIRSTORDER_TIEBAINTERCEPTOR_MOVEMENT } from './firstorder-tiebainterceptor.js';
import { SCUM_STARVIPERCLASSATTACKPLATFORM_MOVEMENT } from './scum-starviperclassattackplatform.js';
import { IMPERIAL_GAUNTLETFIGHTER_MOVEMENT } from './imperial-gauntletfighter.js';
import { SCUM_ST70ASSAULTSHIP_MOVEMENT } from './scum-st70assaultship.js';
import { SCUM_FANGFIGHTER_MOVEMENT } from './scum-fangfighter.js';
import { RESISTANCE_RESISTANCETRANSPORTPOD_MOVEMENT } from './resistance-resistancetransportpod.js';
import { IMPERIAL_TIESKSTRIKER_MOVEMENT } from './imperial-tieskstriker.js';
import { IMPERIAL_TIEREAPER_MOVEMENT } from './imperial-tiereaper.js';
import { SCUM_MODIFIEDTIELNFIGHTER_MOVEMENT } from './scum-modifiedtielnfighter.js';
import { REPUBLIC_NABOOROYALN1STARFIGHTER_MOVEMENT } from './republic-nabooroyaln1starfighter.js';
import { FIRSTORDER_TIEVNSILENCER_MOVEMENT } from './firstorder-tievnsilencer.js';
import { FIRSTORDER_TIEFOFIGHTER_MOVEMENT } from './firstorder-tiefofighter.js';
import { FIRSTORDER_TIEWIWHISPERMODIFIEDINTERCEPTOR_MOVEMENT } from './firstorder-tiewiwhispermodifiedinterceptor.js';
import { RESISTANCE_RESISTANCETRANSPORT_MOVEMENT } from './resistance-resistancetransport.js';
import { REBEL_FANGFIGHTER_MOVEMENT } from './rebel-fangfighter.js';
import { SCUM_ROGUECLASSSTARFIGHTER_MOVEMENT } from './scum-rogueclassstarfighter.js';
import { SCUM_CUSTOMIZEDYT1300LIGHTFREIGHTER_MOVEMENT } from './scum-customizedyt1300lightfreighter.js';
import { REBEL_HWK290LIGHTFREIGHTER_MOVEMENT } from './rebel-hwk290lightfreighter.js';
import { SCUM_HWK290LIGHTFREIGHTER_MOVEMENT } from './scum-hwk290lightfreighter.js';
import { SEPARATIST_DROIDTRIFIGHTER_MOVEMENT } from './separatist-droidtrifighter.js';
import { SCUM_QUADRIJETTRANSFERSPACETUG_MOVEMENT } from './scum-quadrijettransferspacetug.js';
import { REBEL_UT60DUWING_MOVEMENT } from './rebel-ut60duwing.js';
import { RESISTANCE_FIREBALL_MOVEMENT } from './resistance-fireball.js';
import { SEPARATIST_HMPDROIDGUNSHIP_MOVEMENT } from './separatist-hmpdroidgunship.js';
import { IMPERIAL_TIEPHPHANTOM_MOVEMENT } from './imperial-tiephphantom.js';
import { RESISTANCE_SCAVENGEDYT1300_MOVEMENT } from './resistance-scavengedyt1300.js';
import { IMPERIAL_LAMBDACLASST4ASHUTTLE_MOVEMENT } from './imperial-lambdaclasst4ashuttle.js';
import { REPUBLIC_ARC170STARFIGHTER_MOVEMENT } from './republic-arc170starfighter.js';
import { REBEL_YT2400LIGHTFREIGHTER_MOVEMENT } from './rebel-yt2400lightfreighter.js';
import { REBEL_ATTACKSHUTTLE_MOVEMENT } from './rebel-attackshuttle.js';
import { SCUM_GAUNTLETFIGHTER_MOVEMENT } from './scum-gauntletfighter.js';
import { SCUM_ESCAPECRAFT_MOVEMENT } from './scum-escapecraft.js';
import { SEPARATIST_VULTURECLASSDROIDFIGHTER_MOVEMENT } from './separatist-vultureclassdroidfighter.js';
import { SCUM_FIRESPRAYCLASSPATROLCRAFT_MOVEMENT } from './scum-firesprayclasspatrolcraft.js';
import { LEGENDS_AND_RELICS_MOVEMENT } from './legends-and-relics.js';

/** The folder's records by source key, one table per file. */
export const MOVEMENT: readonly Readonly<Record<string, readonly Ability[]>>[] = [
  MOVEMENT_UPGRADES,
  REBEL_XWING_MOVEMENT,
  REBEL_TIELN_MOVEMENT,
  IMPERIAL_TIELN_MOVEMENT,
  MOVEMENT_CONFIGURATIONS,
  IMPERIAL_TIEADVANCED_MOVEMENT,
  MOVEMENT_CREW,
  MOVEMENT_ASTROMECHS,
  RESISTANCE_T70XWING_MOVEMENT,
  IMPERIAL_TIEINTERCEPTOR_MOVEMENT,
  MOVEMENT_TITLES,
  MOVEMENT_MODIFICATIONS,
  MOVEMENT_TECH,
  MOVEMENT_GUNNERS,
  REPUBLIC_DELTA7_MOVEMENT,
  IMPERIAL_TIESABOMBER_MOVEMENT,
  REPUBLIC_V19TORRENT_MOVEMENT,
  SCUM_AGGRESSOR_MOVEMENT,
  MOVEMENT_ILLICIT,
  MOVEMENT_SENSORS,
  REBEL_RZ1AWING_MOVEMENT,
  REBEL_BTLA4YWING_MOVEMENT,
  REBEL_MODIFIEDYT1300_MOVEMENT,
  MOVEMENT_FORCE_POWERS,
  IMPERIAL_TIEDDEFENDER_MOVEMENT,
  FIRSTORDER_TIESEBOMBER_MOVEMENT,
  REPUBLIC_ETA2ACTIS_MOVEMENT,
  FIRSTORDER_TIESFFIGHTER_MOVEMENT,
  IMPERIAL_TIERBHEAVY_MOVEMENT,
  RESISTANCE_RZ2AWING_MOVEMENT,
  SEPARATIST_NANTEXCLASSSTARFIGHTER_MOVEMENT,
  REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT,
  MOVEMENT_TALENTS,
  RESISTANCE_BTANR2YWING_MOVEMENT,
  FIRSTORDER_TIEBAINTERCEPTOR_MOVEMENT,
  SCUM_STARVIPERCLASSATTACKPLATFORM_MOVEMENT,
  SCUM_ST70ASSAULTSHIP_MOVEMENT,
  SCUM_FANGFIGHTER_MOVEMENT,
  RESISTANCE_RESISTANCETRANSPORTPOD_MOVEMENT,
  IMPERIAL_TIESKSTRIKER_MOVEMENT,
  IMPERIAL_TIEREAPER_MOVEMENT,
  SCUM_MODIFIEDTIELNFIGHTER_MOVEMENT,
  REPUBLIC_NABOOROYALN1STARFIGHTER_MOVEMENT,
  FIRSTORDER_TIEVNSILENCER_MOVEMENT,
  FIRSTORDER_TIEFOFIGHTER_MOVEMENT,
  FIRSTORDER_TIEWIWHISPERMODIFIEDINTERCEPTOR_MOVEMENT,
  RESISTANCE_RESISTANCETRANSPORT_MOVEMENT,
  REBEL_FANGFIGHTER_MOVEMENT,
  SCUM_ROGUECLASSSTARFIGHTER_MOVEMENT,
  SCUM_CUSTOMIZEDYT1300LIGHTFREIGHTER_MOVEMENT,
  REBEL_HWK290LIGHTFREIGHTER_MOVEMENT,
  SCUM_HWK290LIGHTFREIGHTER_MOVEMENT,
  SEPARATIST_DROIDTRIFIGHTER_MOVEMENT,
  SCUM_QUADRIJETTRANSFERSPACETUG_MOVEMENT,
  REBEL_UT60DUWING_MOVEMENT,
  RESISTANCE_FIREBALL_MOVEMENT,
  SEPARATIST_HMPDROIDGUNSHIP_MOVEMENT,
  IMPERIAL_TIEPHPHANTOM_MOVEMENT,
  RESISTANCE_SCAVENGEDYT1300_MOVEMENT,
  IMPERIAL_LAMBDACLASST4ASHUTTLE_MOVEMENT,
  REPUBLIC_ARC170STARFIGHTER_MOVEMENT,
  REBEL_YT2400LIGHTFREIGHTER_MOVEMENT,
  IMPERIAL_GAUNTLETFIGHTER_MOVEMENT,
  REBEL_ATTACKSHUTTLE_MOVEMENT,
  SCUM_GAUNTLETFIGHTER_MOVEMENT,
  SCUM_ESCAPECRAFT_MOVEMENT,
  SEPARATIST_VULTURECLASSDROIDFIGHTER_MOVEMENT,
  SCUM_FIRESPRAYCLASSPATROLCRAFT_MOVEMENT,
  LEGENDS_AND_RELICS_MOVEMENT,
];

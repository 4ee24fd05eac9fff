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
import { SCUM_FANGFIGHTER_ATTACK } from './scum-fangfighter.js';
import { IMPERIAL_ALPHACLASSSTARWING_ATTACK } from './imperial-alphaclassstarwing.js';
import { IMPERIAL_TIEPHPHANTOM_ATTACK } from './imperial-tiephphantom.js';
import { IMPERIAL_TIEREAPER_ATTACK } from './imperial-tiereaper.js';
import { SEPARATIST_BELBULLAB22STARFIGHTER_ATTACK } from './separatist-belbullab22starfighter.js';
import { SCUM_BTLA4YWING_ATTACK } from './scum-btla4ywing.js';
import { RESISTANCE_RZ2AWING_ATTACK } from './resistance-rz2awing.js';
import { REBEL_ASF01BWING_ATTACK } from './rebel-asf01bwing.js';
import { REBEL_BTLA4YWING_ATTACK } from './rebel-btla4ywing.js';
import { REBEL_BTLS8KWING_ATTACK } from './rebel-btls8kwing.js';
import { RESISTANCE_SCAVENGEDYT1300_ATTACK } from './resistance-scavengedyt1300.js';
import { REBEL_RZ1AWING_ATTACK } from './rebel-rz1awing.js';
import { SCUM_Z95AF4HEADHUNTER_ATTACK } from './scum-z95af4headhunter.js';
import { RESISTANCE_T70XWING_ATTACK } from './resistance-t70xwing.js';
import { REPUBLIC_ETA2ACTIS_ATTACK } from './republic-eta2actis.js';
import { SEPARATIST_NANTEXCLASSSTARFIGHTER_ATTACK } from './separatist-nantexclassstarfighter.js';
import { REBEL_GAUNTLETFIGHTER_ATTACK } from './rebel-gauntletfighter.js';
import { REBEL_ARC170STARFIGHTER_ATTACK } from './rebel-arc170starfighter.js';
import { REPUBLIC_ARC170STARFIGHTER_ATTACK } from './republic-arc170starfighter.js';
import { SCUM_CUSTOMIZEDYT1300LIGHTFREIGHTER_ATTACK } from './scum-customizedyt1300lightfreighter.js';
import { SCUM_ESCAPECRAFT_ATTACK } from './scum-escapecraft.js';
import { SCUM_MODIFIEDTIELNFIGHTER_ATTACK } from './scum-modifiedtielnfighter.js';
import { SCUM_KIHRAXZFIGHTER_ATTACK } from './scum-kihraxzfighter.js';
import { REBEL_AUZITUCKGUNSHIP_ATTACK } from './rebel-auzituckgunship.js';
import { FIRSTORDER_TIESFFIGHTER_ATTACK } from './firstorder-tiesffighter.js';
import { SCUM_GAUNTLETFIGHTER_ATTACK } from './scum-gauntletfighter.js';
import { IMPERIAL_TIEADVANCEDX1_ATTACK } from './imperial-tieadvancedx1.js';
import { SEPARATIST_HYENACLASSDROIDBOMBER_ATTACK } from './separatist-hyenaclassdroidbomber.js';
import { FIRSTORDER_TIEFOFIGHTER_ATTACK } from './firstorder-tiefofighter.js';
import { REBEL_SHEATHIPEDECLASSSHUTTLE_ATTACK } from './rebel-sheathipedeclassshuttle.js';
import { REBEL_ATTACKSHUTTLE_ATTACK } from './rebel-attackshuttle.js';
import { IMPERIAL_TIEININTERCEPTOR_ATTACK } from './imperial-tieininterceptor.js';
import { SCUM_FIRESPRAYCLASSPATROLCRAFT_ATTACK } from './scum-firesprayclasspatrolcraft.js';
import { SCUM_M3AINTERCEPTOR_ATTACK } from './scum-m3ainterceptor.js';
import { SEPARATIST_VULTURECLASSDROIDFIGHTER_ATTACK } from './separatist-vultureclassdroidfighter.js';
import { REBEL_UT60DUWING_ATTACK } from './rebel-ut60duwing.js';
import { IMPERIAL_TIESABOMBER_ATTACK } from './imperial-tiesabomber.js';
import { REBEL_YT2400LIGHTFREIGHTER_ATTACK } from './rebel-yt2400lightfreighter.js';
import { FIRSTORDER_TIEVNSILENCER_ATTACK } from './firstorder-tievnsilencer.js';
import { SEPARATIST_FIRESPRAYCLASSPATROLCRAFT_ATTACK } from './separatist-firesprayclasspatrolcraft.js';
import { ATTACK_ILLICIT } from './illicit.js';
import { SCUM_ST70ASSAULTSHIP_ATTACK } from './scum-st70assaultship.js';
import { REBEL_Z95AF4HEADHUNTER_ATTACK } from './rebel-z95af4headhunter.js';
import { REBEL_EWING_ATTACK } from './rebel-ewing.js';
import { IMPERIAL_TIERBHEAVY_ATTACK } from './imperial-tierbheavy.js';
import { IMPERIAL_GAUNTLETFIGHTER_ATTACK } from './imperial-gauntletfighter.js';
import { REPUBLIC_DELTA7AETHERSPRITE_ATTACK } from './republic-delta7aethersprite.js';
import { RESISTANCE_BTANR2YWING_ATTACK } from './resistance-btanr2ywing.js';
import { REBEL_VCX100LIGHTFREIGHTER_ATTACK } from './rebel-vcx100lightfreighter.js';
import { SCUM_HWK290LIGHTFREIGHTER_ATTACK } from './scum-hwk290lightfreighter.js';
import { SCUM_AGGRESSORASSAULTFIGHTER_ATTACK } from './scum-aggressorassaultfighter.js';
import { SCUM_JUMPMASTER5000_ATTACK } from './scum-jumpmaster5000.js';
import { SEPARATIST_SITHINFILTRATOR_ATTACK } from './separatist-sithinfiltrator.js';
import { SEPARATIST_ROGUECLASSSTARFIGHTER_ATTACK } from './separatist-rogueclassstarfighter.js';
import { IMPERIAL_TIEADVANCEDV1_ATTACK } from './imperial-tieadvancedv1.js';
import { IMPERIAL_TIEDDEFENDER_ATTACK } from './imperial-tieddefender.js';
import { IMPERIAL_VT49DECIMATOR_ATTACK } from './imperial-vt49decimator.js';
import { SEPARATIST_HMPDROIDGUNSHIP_ATTACK } from './separatist-hmpdroidgunship.js';
import { RESISTANCE_FIREBALL_ATTACK } from './resistance-fireball.js';
import { FIRSTORDER_UPSILONCLASSSHUTTLE_ATTACK } from './firstorder-upsilonclassshuttle.js';
import { REPUBLIC_BTLBYWING_ATTACK } from './republic-btlbywing.js';
import { REPUBLIC_LAATIGUNSHIP_ATTACK } from './republic-laatigunship.js';
import { SCUM_YV666LIGHTFREIGHTER_ATTACK } from './scum-yv666lightfreighter.js';
import { SCUM_ROGUECLASSSTARFIGHTER_ATTACK } from './scum-rogueclassstarfighter.js';
import { SCUM_STARVIPERCLASSATTACKPLATFORM_ATTACK } from './scum-starviperclassattackplatform.js';
import { IMPERIAL_TIESKSTRIKER_ATTACK } from './imperial-tieskstriker.js';
import { RESISTANCE_MG100STARFORTRESS_ATTACK } from './resistance-mg100starfortress.js';
import { REPUBLIC_NABOOROYALN1STARFIGHTER_ATTACK } from './republic-nabooroyaln1starfighter.js';
import { SCUM_G1ASTARFIGHTER_ATTACK } from './scum-g1astarfighter.js';
import { REBEL_HWK290LIGHTFREIGHTER_ATTACK } from './rebel-hwk290lightfreighter.js';
import { REBEL_FANGFIGHTER_ATTACK } from './rebel-fangfighter.js';
import { FIRSTORDER_TIEWIWHISPERMODIFIEDINTERCEPTOR_ATTACK } from './firstorder-tiewiwhispermodifiedinterceptor.js';
import { FIRSTORDER_XICLASSLIGHTSHUTTLE_ATTACK } from './firstorder-xiclasslightshuttle.js';
import { REPUBLIC_NIMBUSCLASSVWING_ATTACK } from './republic-nimbusclassvwing.js';
import { SEPARATIST_GAUNTLETFIGHTER_ATTACK } from './separatist-gauntletfighter.js';
import { RESISTANCE_RESISTANCETRANSPORTPOD_ATTACK } from './resistance-resistancetransportpod.js';
import { RESISTANCE_RESISTANCETRANSPORT_ATTACK } from './resistance-resistancetransport.js';
import { SEPARATIST_DROIDTRIFIGHTER_ATTACK } from './separatist-droidtrifighter.js';
import { FIRSTORDER_TIEBAINTERCEPTOR_ATTACK } from './firstorder-tiebainterceptor.js';
import { SCUM_LANCERCLASSPURSUITCRAFT_ATTACK } from './scum-lancerclasspursuitcraft.js';
import { IMPERIAL_TIEAGAGGRESSOR_ATTACK } from './imperial-tieagaggressor.js';
import { SCUM_M12LKIMOGILAFIGHTER_ATTACK } from './scum-m12lkimogilafighter.js';
import { FIRSTORDER_TIESEBOMBER_ATTACK } from './firstorder-tiesebomber.js';
import { REPUBLIC_CLONEZ95HEADHUNTER_ATTACK } from './republic-clonez95headhunter.js';
import { REBEL_MODIFIEDYT1300LIGHTFREIGHTER_ATTACK } from './rebel-modifiedyt1300lightfreighter.js';
import { SCUM_NABOOROYALN1STARFIGHTER_ATTACK } from './scum-nabooroyaln1starfighter.js';
import { ATTACK_TEAMS } from './teams.js';
import { ATTACK_TACTICAL_RELAYS } from './tactical-relays.js';
import { LEGENDS_AND_RELICS_ATTACK } from './legends-and-relics.js';

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
  SCUM_FANGFIGHTER_ATTACK,
  IMPERIAL_ALPHACLASSSTARWING_ATTACK,
  IMPERIAL_TIEPHPHANTOM_ATTACK,
  IMPERIAL_TIEREAPER_ATTACK,
  SEPARATIST_BELBULLAB22STARFIGHTER_ATTACK,
  SCUM_BTLA4YWING_ATTACK,
  RESISTANCE_RZ2AWING_ATTACK,
  REBEL_ASF01BWING_ATTACK,
  REBEL_BTLA4YWING_ATTACK,
  REBEL_BTLS8KWING_ATTACK,
  RESISTANCE_SCAVENGEDYT1300_ATTACK,
  REBEL_RZ1AWING_ATTACK,
  SCUM_Z95AF4HEADHUNTER_ATTACK,
  RESISTANCE_T70XWING_ATTACK,
  REPUBLIC_ETA2ACTIS_ATTACK,
  SEPARATIST_NANTEXCLASSSTARFIGHTER_ATTACK,
  REBEL_GAUNTLETFIGHTER_ATTACK,
  REBEL_ARC170STARFIGHTER_ATTACK,
  REPUBLIC_ARC170STARFIGHTER_ATTACK,
  SCUM_CUSTOMIZEDYT1300LIGHTFREIGHTER_ATTACK,
  SCUM_ESCAPECRAFT_ATTACK,
  SCUM_MODIFIEDTIELNFIGHTER_ATTACK,
  SCUM_KIHRAXZFIGHTER_ATTACK,
  REBEL_AUZITUCKGUNSHIP_ATTACK,
  FIRSTORDER_TIESFFIGHTER_ATTACK,
  SCUM_GAUNTLETFIGHTER_ATTACK,
  IMPERIAL_TIEADVANCEDX1_ATTACK,
  SEPARATIST_HYENACLASSDROIDBOMBER_ATTACK,
  FIRSTORDER_TIEFOFIGHTER_ATTACK,
  REBEL_SHEATHIPEDECLASSSHUTTLE_ATTACK,
  REBEL_ATTACKSHUTTLE_ATTACK,
  IMPERIAL_TIEININTERCEPTOR_ATTACK,
  SCUM_FIRESPRAYCLASSPATROLCRAFT_ATTACK,
  SCUM_M3AINTERCEPTOR_ATTACK,
  SEPARATIST_VULTURECLASSDROIDFIGHTER_ATTACK,
  REBEL_UT60DUWING_ATTACK,
  IMPERIAL_TIESABOMBER_ATTACK,
  REBEL_YT2400LIGHTFREIGHTER_ATTACK,
  FIRSTORDER_TIEVNSILENCER_ATTACK,
  SEPARATIST_FIRESPRAYCLASSPATROLCRAFT_ATTACK,
  ATTACK_ILLICIT,
  SCUM_ST70ASSAULTSHIP_ATTACK,
  REBEL_Z95AF4HEADHUNTER_ATTACK,
  REBEL_EWING_ATTACK,
  IMPERIAL_TIERBHEAVY_ATTACK,
  IMPERIAL_GAUNTLETFIGHTER_ATTACK,
  REPUBLIC_DELTA7AETHERSPRITE_ATTACK,
  RESISTANCE_BTANR2YWING_ATTACK,
  REBEL_VCX100LIGHTFREIGHTER_ATTACK,
  SCUM_HWK290LIGHTFREIGHTER_ATTACK,
  SCUM_AGGRESSORASSAULTFIGHTER_ATTACK,
  SCUM_JUMPMASTER5000_ATTACK,
  SEPARATIST_SITHINFILTRATOR_ATTACK,
  SEPARATIST_ROGUECLASSSTARFIGHTER_ATTACK,
  IMPERIAL_TIEADVANCEDV1_ATTACK,
  IMPERIAL_TIEDDEFENDER_ATTACK,
  IMPERIAL_VT49DECIMATOR_ATTACK,
  SEPARATIST_HMPDROIDGUNSHIP_ATTACK,
  RESISTANCE_FIREBALL_ATTACK,
  FIRSTORDER_UPSILONCLASSSHUTTLE_ATTACK,
  REPUBLIC_BTLBYWING_ATTACK,
  REPUBLIC_LAATIGUNSHIP_ATTACK,
  SCUM_YV666LIGHTFREIGHTER_ATTACK,
  SCUM_ROGUECLASSSTARFIGHTER_ATTACK,
  SCUM_STARVIPERCLASSATTACKPLATFORM_ATTACK,
  IMPERIAL_TIESKSTRIKER_ATTACK,
  RESISTANCE_MG100STARFORTRESS_ATTACK,
  REPUBLIC_NABOOROYALN1STARFIGHTER_ATTACK,
  SCUM_G1ASTARFIGHTER_ATTACK,
  REBEL_HWK290LIGHTFREIGHTER_ATTACK,
  REBEL_FANGFIGHTER_ATTACK,
  FIRSTORDER_TIEWIWHISPERMODIFIEDINTERCEPTOR_ATTACK,
  FIRSTORDER_XICLASSLIGHTSHUTTLE_ATTACK,
  REPUBLIC_NIMBUSCLASSVWING_ATTACK,
  SEPARATIST_GAUNTLETFIGHTER_ATTACK,
  RESISTANCE_RESISTANCETRANSPORTPOD_ATTACK,
  FIRSTORDER_TIESEBOMBER_ATTACK,
  REPUBLIC_CLONEZ95HEADHUNTER_ATTACK,
  REBEL_MODIFIEDYT1300LIGHTFREIGHTER_ATTACK,
  RESISTANCE_RESISTANCETRANSPORT_ATTACK,
  SEPARATIST_DROIDTRIFIGHTER_ATTACK,
  FIRSTORDER_TIEBAINTERCEPTOR_ATTACK,
  SCUM_LANCERCLASSPURSUITCRAFT_ATTACK,
  IMPERIAL_TIEAGAGGRESSOR_ATTACK,
  SCUM_M12LKIMOGILAFIGHTER_ATTACK,
  SCUM_NABOOROYALN1STARFIGHTER_ATTACK,
  ATTACK_TEAMS,
  ATTACK_TACTICAL_RELAYS,
  LEGENDS_AND_RELICS_ATTACK,
];

/**
 * The `support` folder: abilities whose point is tokens, locks, Force, charges and shields — the ship's own, or given
 * to and taken from the ships around it — outside an attack's own steps. docs/abilities.md says how a card is placed.
 */
import type { Ability } from '../../vocabulary/types.js';
import { IMPERIAL_TIELN_SUPPORT } from './imperial-tieln.js';
import { REBEL_XWING_SUPPORT } from './rebel-xwing.js';
import { SUPPORT_UPGRADES } from './upgrades.js';
import { SUPPORT_ILLICIT } from './illicit.js';
import { SCUM_STARVIPER_SUPPORT } from './scum-starviperclassattackplatform.js';
import { SCUM_ROGUE_SUPPORT } from './scum-rogueclassstarfighter.js';
import { SUPPORT_FORCE_POWERS } from './force-powers.js';
import { SUPPORT_MODIFICATIONS } from './modifications.js';
import { SUPPORT_CREW } from './crew.js';
import { SUPPORT_TITLES } from './titles.js';
import { SUPPORT_TALENTS } from './talents.js';
import { SUPPORT_TACTICAL_RELAYS } from './tactical-relays.js';
import { SUPPORT_TECH } from './tech.js';
import { SCUM_M3A_SUPPORT } from './scum-m3ainterceptor.js';
import { IMPERIAL_TIED_SUPPORT } from './imperial-tieddefender.js';
import { FIRSTORDER_TIEFO_SUPPORT } from './firstorder-tiefofighter.js';
import { SUPPORT_ASTROMECHS } from './astromechs.js';
import { IMPERIAL_PUNISHER_SUPPORT } from './imperial-tiecapunisher.js';
import { RESISTANCE_BTANR2_SUPPORT } from './resistance-btanr2ywing.js';
import { IMPERIAL_TIEIN_SUPPORT } from './imperial-tieininterceptor.js';
import { SEPARATIST_TRIFIGHTER_SUPPORT } from './separatist-droidtrifighter.js';
import { SCUM_LANCER_SUPPORT } from './scum-lancerclasspursuitcraft.js';
import { REBEL_BWING_SUPPORT } from './rebel-asf01bwing.js';
import { SEPARATIST_VULTURE_SUPPORT } from './separatist-vultureclassdroidfighter.js';
import { REBEL_HWK_SUPPORT } from './rebel-hwk290lightfreighter.js';
import { RESISTANCE_RZ2_SUPPORT } from './resistance-rz2awing.js';
import { SCUM_FANG_SUPPORT } from './scum-fangfighter.js';
import { REBEL_UWING_SUPPORT } from './rebel-ut60duwing.js';
import { SCUM_G1A_SUPPORT } from './scum-g1astarfighter.js';
import { FIRSTORDER_TIEBA_SUPPORT } from './firstorder-tiebainterceptor.js';
import { RESISTANCE_T70_SUPPORT } from './resistance-t70xwing.js';
import { REPUBLIC_DELTA7_SUPPORT } from './republic-delta7aethersprite.js';
import { FIRSTORDER_TIESE_SUPPORT } from './firstorder-tiesebomber.js';
import { REPUBLIC_LAAT_SUPPORT } from './republic-laatigunship.js';
import { SCUM_Z95_SUPPORT } from './scum-z95af4headhunter.js';
import { SCUM_HWK_SUPPORT } from './scum-hwk290lightfreighter.js';
import { REPUBLIC_V19_SUPPORT } from './republic-v19torrentstarfighter.js';
import { REBEL_VCX_SUPPORT } from './rebel-vcx100lightfreighter.js';
import { SCUM_YWING_SUPPORT } from './scum-btla4ywing.js';
import { REBEL_YWING_SUPPORT } from './rebel-btla4ywing.js';
import { REBEL_Z95_SUPPORT } from './rebel-z95af4headhunter.js';
import { REPUBLIC_ARC170_SUPPORT } from './republic-arc170starfighter.js';
import { FIRSTORDER_TIEVN_SUPPORT } from './firstorder-tievnsilencer.js';
import { SEPARATIST_HMP_SUPPORT } from './separatist-hmpdroidgunship.js';
import { SCUM_JUMPMASTER_SUPPORT } from './scum-jumpmaster5000.js';
import { RESISTANCE_TRANSPORT_SUPPORT } from './resistance-resistancetransport.js';
import { IMPERIAL_TIESA_SUPPORT } from './imperial-tiesabomber.js';
import { REPUBLIC_BTLB_SUPPORT } from './republic-btlbywing.js';
import { SEPARATIST_HYENA_SUPPORT } from './separatist-hyenaclassdroidbomber.js';
import { YT2400_SUPPORT } from './rebel-yt2400lightfreighter.js';
import { IMPERIAL_ALPHA_SUPPORT } from './imperial-alphaclassstarwing.js';
import { REBEL_YT1300_SUPPORT } from './rebel-modifiedyt1300lightfreighter.js';
import { REBEL_ARC170_SUPPORT } from './rebel-arc170starfighter.js';
import { REPUBLIC_ETA2_SUPPORT } from './republic-eta2actis.js';
import { REBEL_RZ1_SUPPORT } from './rebel-rz1awing.js';
import { SCUM_AGGRESSOR_SUPPORT } from './scum-aggressorassaultfighter.js';
import { IMPERIAL_TIESK_SUPPORT } from './imperial-tieskstriker.js';
import { FIRSTORDER_TIESF_SUPPORT } from './firstorder-tiesffighter.js';
import { REBEL_SHEATHIPEDE_SUPPORT } from './rebel-sheathipedeclassshuttle.js';
import { REPUBLIC_GAUNTLET_SUPPORT } from './republic-gauntletfighter.js';
import { SCUM_GAUNTLET_SUPPORT } from './scum-gauntletfighter.js';
import { FIRSTORDER_TIEWI_SUPPORT } from './firstorder-tiewiwhispermodifiedinterceptor.js';
import { SCUM_YV666_SUPPORT } from './scum-yv666lightfreighter.js';
import { SEPARATIST_ROGUE_SUPPORT } from './separatist-rogueclassstarfighter.js';
import { SEPARATIST_GAUNTLET_SUPPORT } from './separatist-gauntletfighter.js';
import { FIRSTORDER_UPSILON_SUPPORT } from './firstorder-upsilonclassshuttle.js';
import { REBEL_FANG_SUPPORT } from './rebel-fangfighter.js';
import { SEPARATIST_FIRESPRAY_SUPPORT } from './separatist-firesprayclasspatrolcraft.js';
import { SCUM_KIMOGILA_SUPPORT } from './scum-m12lkimogilafighter.js';
import { IMPERIAL_DECIMATOR_SUPPORT } from './imperial-vt49decimator.js';
import { SCUM_MODIFIEDTIELN_SUPPORT } from './scum-modifiedtielnfighter.js';
import { REPUBLIC_CLONEZ95_SUPPORT } from './republic-clonez95headhunter.js';
import { REPUBLIC_NIMBUS_SUPPORT } from './republic-nimbusclassvwing.js';
import { LEGENDS_AND_RELICS_SUPPORT } from './legends-and-relics.js';
import { REBEL_AUZITUCK_SUPPORT } from './rebel-auzituckgunship.js';
import { IMPERIAL_LAMBDA_SUPPORT } from './imperial-lambdaclasst4ashuttle.js';
import { REBEL_KWING_SUPPORT } from './rebel-btls8kwing.js';

/** The folder's records by source key, one table per file. */
export const SUPPORT: readonly Readonly<Record<string, readonly Ability[]>>[] = [
  SUPPORT_UPGRADES,
  REBEL_XWING_SUPPORT,
  IMPERIAL_TIELN_SUPPORT,
  SUPPORT_ILLICIT,
  SCUM_STARVIPER_SUPPORT,
  SCUM_ROGUE_SUPPORT,
  SUPPORT_FORCE_POWERS,
  SUPPORT_MODIFICATIONS,
  SUPPORT_CREW,
  SUPPORT_TITLES,
  SUPPORT_TALENTS,
  SUPPORT_TACTICAL_RELAYS,
  SUPPORT_TECH,
  SCUM_M3A_SUPPORT,
  IMPERIAL_TIED_SUPPORT,
  FIRSTORDER_TIEFO_SUPPORT,
  SUPPORT_ASTROMECHS,
  IMPERIAL_PUNISHER_SUPPORT,
  RESISTANCE_BTANR2_SUPPORT,
  IMPERIAL_TIEIN_SUPPORT,
  SEPARATIST_TRIFIGHTER_SUPPORT,
  SCUM_LANCER_SUPPORT,
  REBEL_BWING_SUPPORT,
  SEPARATIST_VULTURE_SUPPORT,
  REBEL_HWK_SUPPORT,
  RESISTANCE_RZ2_SUPPORT,
  SCUM_FANG_SUPPORT,
  REBEL_UWING_SUPPORT,
  SCUM_G1A_SUPPORT,
  FIRSTORDER_TIEBA_SUPPORT,
  RESISTANCE_T70_SUPPORT,
  REPUBLIC_DELTA7_SUPPORT,
  FIRSTORDER_TIESE_SUPPORT,
  REPUBLIC_LAAT_SUPPORT,
  SCUM_Z95_SUPPORT,
  SCUM_HWK_SUPPORT,
  REPUBLIC_V19_SUPPORT,
  REBEL_VCX_SUPPORT,
  SCUM_YWING_SUPPORT,
  REBEL_YWING_SUPPORT,
  REBEL_Z95_SUPPORT,
  REPUBLIC_ARC170_SUPPORT,
  FIRSTORDER_TIEVN_SUPPORT,
  SEPARATIST_HMP_SUPPORT,
  SCUM_JUMPMASTER_SUPPORT,
  RESISTANCE_TRANSPORT_SUPPORT,
  IMPERIAL_TIESA_SUPPORT,
  REPUBLIC_BTLB_SUPPORT,
  SEPARATIST_HYENA_SUPPORT,
  YT2400_SUPPORT,
  IMPERIAL_ALPHA_SUPPORT,
  REBEL_YT1300_SUPPORT,
  REBEL_ARC170_SUPPORT,
  REPUBLIC_ETA2_SUPPORT,
  REBEL_RZ1_SUPPORT,
  FIRSTORDER_TIESF_SUPPORT,
  FIRSTORDER_TIEWI_SUPPORT,
  SCUM_YV666_SUPPORT,
  SEPARATIST_ROGUE_SUPPORT,
  SEPARATIST_GAUNTLET_SUPPORT,
  FIRSTORDER_UPSILON_SUPPORT,
  REBEL_FANG_SUPPORT,
  SCUM_AGGRESSOR_SUPPORT,
  IMPERIAL_TIESK_SUPPORT,
  SEPARATIST_FIRESPRAY_SUPPORT,
  SCUM_KIMOGILA_SUPPORT,
  IMPERIAL_DECIMATOR_SUPPORT,
  SCUM_MODIFIEDTIELN_SUPPORT,
  REPUBLIC_CLONEZ95_SUPPORT,
  REPUBLIC_NIMBUS_SUPPORT,
  LEGENDS_AND_RELICS_SUPPORT,
  REBEL_AUZITUCK_SUPPORT,
  IMPERIAL_LAMBDA_SUPPORT,
  REBEL_SHEATHIPEDE_SUPPORT,
  REPUBLIC_GAUNTLET_SUPPORT,
  SCUM_GAUNTLET_SUPPORT,
  REBEL_KWING_SUPPORT,
];

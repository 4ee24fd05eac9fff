/**
 * A "may" ability asks its owner (issue 21, timing fault 4). 002 "Card abilities": "Unless a card ability uses the word
 * 'may' … the ability is mandatory and must be resolved", so an ability that may be used is optional: its record is
 * `optional: true` and the owner is asked ('use-ability', with "decline"). This test finds every mandatory record
 * (`optional: false`) of a card whose text says "may" and fails unless it is one of the reviewed cases below, each with
 * the reason it asks nothing of its own. The card text is read from ../shared/data only while the test runs (never
 * copied into the project); without it (a bare checkout) the check is skipped.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coreAbilities } from '../../src/abilities/all-records.js';

/** The card data in `shared/` beside the project (or beside a folder above it, for a worktree), if any. */
function sourceDir(): string | undefined {
  let dir = fileURLToPath(new URL('../../../../', import.meta.url));
  for (;;) {
    const data = join(dir, '..', 'shared', 'data', 'xwing-data2', 'data');
    if (existsSync(join(data, 'manifest.json'))) return data;
    if (dirname(dir) === dir) return undefined;
    dir = dirname(dir);
  }
}
const root = sourceDir();

/**
 * Mandatory records of "may" cards, reviewed: the card's "may" is asked by another of its records, or this one is
 * not the part the word covers. A record whose effect grants an action needs no entry: the action's own decision
 * offers "pass" (abilities/grant-action.ts), so its owner may decline there.
 */
const REVIEWED: Record<string, string> = {
  'pilot:sarcoplank#0':
    'a standing stat read as the defense dice are counted: the "may" is taken whenever the speed is higher than his agility, never when lower (more defense dice never hurt the defender), so nothing is asked',
  'upgrade:supernaturalreflexes:0#1':
    'the hit after an action not on the bar is mandatory; the card’s "may" is the Force spent for the action, record #0, optional',
  'upgrade:precognitivereflexes:0#1':
    'the strain token (and no other action) after an action not on the bar is mandatory; the card’s "may" is the Force spent for the action, record #0, optional',
  'upgrade:coaxiumhyperfuel:0#0':
    'a standing permission (SLAM while stressed); the card’s "may" is the SLAM bought after a partial maneuver, record #2, optional',
  'upgrade:coaxiumhyperfuel:0#1':
    'the critical damage after a stressed SLAM is mandatory unless a damage card is exposed: the two answers of its own question, no decline',
  'pilot:maul#0':
    'a standing priced option of his coordinate: the "may spend 1 Force" is picking the option coordinate:<ship>:force',
  'pilot:maul#1':
    'the strain token of a ship coordinated for his Force is mandatory; the "may" are the Force (#0) and the extra ship (#2, asked)',
  'upgrade:topcover-swz98:0#1':
    'a standing rule (friendly devices do not affect the ship); the card’s "may" is the launch, record #0, optional',
  'ship-ability:modularbombingmagazine#0':
    'a standing placement alternative: the drop’s own question offers the side hashmarks beside the rear guides',
  'upgrade:withoutatrace-tiephphantom:0#1':
    'a standing rule (no locks on the cloaked ship); the card’s "may" is the red token removed, record #0, optional',
  'upgrade:landosmillenniumfalcon:0#0':
    'a standing permission; the "may dock" is asked of the docking ship (the dock decision, with pass)',
  'upgrade:landosmillenniumfalcon:0#1':
    'the rules’ emergency deploy of the docked ship, asked of its player with the ways to deploy (docking.ts)',
  'upgrade:landosmillenniumfalcon:0#2':
    'the docked shields serve once the ship’s own are gone: the "may" read as always taken (the hull is the other way)',
  'upgrade:landosmillenniumfalcon:0#3': 'the extra die is mandatory; the card’s "may" are the docking and the shields',
  'upgrade:kazsfireball:0#1':
    'a standing permission (its damage cards’ actions while ionised); the card’s "may" is the Setup search, record #0, optional',
  'pilot:wampa#1': 'losing a charge after defending is mandatory; the "may" is the extra die (#0, which asks)',
  'pilot:corranhorn#1':
    'the disarm token kept for the next Planning Phase after his bonus attack is mandatory; the "may" is the attack (#0, which asks)',
  'pilot:captaincardinal#2':
    'losing a charge after an enemy near him is destroyed is mandatory; the "may" is the focus reroll (#0, #1, which ask)',
  'upgrade:admiralsloane:0#0':
    'the attacker\'s two stress tokens after a friendly ship is destroyed are mandatory; the "may" is the reroll (#1, which asks)',
  'pilot:wampa-battleofyavin#1':
    'losing a charge after defending is mandatory; the "may" is the extra die (#0, which asks)',
  'upgrade:servomotorsfoils:0#0': 'one attack die fewer is mandatory; the "may" is the flip, asked by another record',
  'pilot:magnatolvan#0': 'a standing permission; the "may" is her action after gaining stress (#1, an action)',
  'upgrade:thermaldetonators:0#1': 'the Reload rule of the card; the "may" is the drop (asked by the drop record)',
  'upgrade:proximitymines:0#1': 'the Reload rule of the card; the "may" is the drop (asked by the drop record)',
  'upgrade:clustermines:0#1': 'the Reload rule of the card; the "may" is the drop (asked by the drop record)',
  'upgrade:connernets:0#1': 'the Reload rule of the card; the "may" is the drop (asked by the drop record)',
  'upgrade:drk1probedroids:0#1': 'the Reload rule of the card; the "may" is the drop or launch (#0, asked)',
  'upgrade:discordmissiles:0#1': 'the Reload rule of the card; the "may" is the launch (#0, asked)',
  'upgrade:electrochaffmissiles:0#1': 'the Reload rule of the card; the "may" is the launch (#0, asked)',
  'upgrade:clanwrencommandos:0#1': 'the Reload rule of the card; the "may" is the drop (#0, asked)',
  'upgrade:deathwatchcommandos:0#1': 'the Reload rule of the card; the "may" is the drop (#0, asked)',
  'upgrade:imperialsupercommandos:0#1': 'the Reload rule of the card; the "may" is the drop (#0, asked)',
  'upgrade:mandaloriansupercommandos:0#1': 'the Reload rule of the card; the "may" is the drop (#0, asked)',
  'upgrade:niteowlcommandos:0#1': 'the Reload rule of the card; the "may" is the drop (#0, asked)',
  'ship-ability:nimblebomber#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'ship-ability:explosionwithwings#0': 'the Setup card dealt is mandatory; the "may" is the expose after a SLAM (#1)',
  'upgrade:agentkallus:0#0': 'the Setup assignment is mandatory; the "may" is the focus changed to a hit (#1)',
  'upgrade:proudtradition:0#0':
    'a standing permission (focus actions while stressed); the "may" is the defender\'s (#1)',
  'upgrade:proudtradition:0#1':
    "the \"may\" is the defender's, not its ship's: the record is mandatory and asks the defender's player (`unless`)",
  'upgrade:primeministeralmec:0#2':
    'the flip with 2 or more stress tokens is mandatory; the "may" is the stress for a calculate token (#0, #1, which ask)',
  'upgrade:agentterex:0#0': 'the Setup tokens on the card are mandatory; the "may" is the token given (#1, which asks)',
  'upgrade:concussionbombs:0#0':
    'the forced drop while a charge is inactive; the "may" is the drop with all active (#1)',
  'upgrade:overtunedmodulators:0#1': 'the strain for green tokens removed is mandatory; the "may" is the charge (#0)',
  'upgrade:babufrik:0#1':
    'the System Phase charge (or the tokens back) is a "must"; the "may" is laying a gained token on the card (#0, asked)',
  'upgrade:r3astromech:0#0': 'a standing rule (2 locks held); the "may" is the extra lock (#1, which asks)',
  'pilot:captainnym#1':
    'a defense die he always rolls; the "may" is keeping a friendly bomb from detonating (#0, which asks)',
  'pilot:redline#0': 'a standing rule (2 locks held); the "may" is the extra lock (#1, which asks)',
  'pilot:4lom#0':
    'the calculate token after a red maneuver is mandatory; the "may" is the stress passed (#1, which asks)',
  'upgrade:integratedsfoils:0#0': 'one attack die fewer is mandatory; the "may" is the flip, asked by another record',
  'upgrade:swivelwing:1#0': 'one defense die fewer is mandatory; the "may" is the flip, asked by another record',
  'upgrade:pivotwing:0#0': 'one defense die fewer is mandatory; the "may" is the turn and the flip (#1, #2, which ask)',
  'upgrade:daredevil:0#0': 'a standing boost option; the "may" is choosing its template among the boost\'s placements',
  'upgrade:extrememaneuvers:0#0':
    'a standing boost option; the "may" is choosing its template among the boost\'s placements',
  'upgrade:electroprotonbomb:0#1': 'the Reload rule of the card; the "may" is the drop (asked by the drop record)',
  'upgrade:trajectorysimulator:0#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'upgrade:skilledbombardier:0#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'pilot:emonazzameen#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'pilot:constablezuvio#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'pilot:bombardmentdrone#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'pilot:solsixxa#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'pilot:finchdallow-evacuationofdqar#0':
    'a standing placement option at a price; the "may" is choosing it (and its stress) among the drop\'s options',
  'ship-ability:gyrocockpit#1':
    'a standing placement option at a price; the "may" is choosing it (and its charge) among the drop\'s options',
  'upgrade:manualailerons-tiephphantom:0#0':
    'a standing decloak option at a price; the "may" is choosing it (and its charge) among the decloak\'s placements',
  'upgrade:paigetico-evacuationofdqar:0#0':
    "a standing permission (turret attacks while holding one disarm token); attacking is the ship's own choice",
  'upgrade:commanderpyre:0#0': 'the Setup stress is mandatory; the card\'s "may" is the defense reroll, record #1',
  'upgrade:stealthgambit-tiephphantom:0#1':
    'the evade token when strained is mandatory; the card\'s "may" is the decloak and bonus attack, record #0',
  'upgrade:firecontrolsystem:0#1': 'the lock made unspendable after the reroll; the "may" is the reroll (#0, offered)',
  'upgrade:outrider:0#0': 'the range-3 die is mandatory; the "may" is changing an evade when obstructed (#1, offered)',
  'upgrade:veterantailgunner:0#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'upgrade:veteranturretgunner:0#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'upgrade:snapshot:0#1':
    'a standing restriction of its own attack (unmodifiable dice); the "may" is the attack (#0, asked)',
  'upgrade:foresight:0#2':
    'a standing restriction of its own attack; the "may"s are the attack (#0) and its change (#1)',
  'upgrade:underslungblastercannon:0#1':
    'a standing restriction of its own attack (a lock spent to reroll only); the "may" is the attack (#0, asked)',
  'upgrade:elusive:0#1':
    'recovering the charge after a red maneuver is mandatory; the "may" is the reroll (#0, offered)',
  'upgrade:contrabandcybernetics:0#1': 'a standing permission to set the dial; the "may" is spending the charge (#0)',
  'upgrade:advancedsensors:0#0': 'it grants the action (its decision offers "pass"), then the lasting restriction',
  'pilot:ig88b#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:bobafett-armedanddangerous#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:dgs047#1': 'the strain token for a defender in the bullseye is mandatory; the "may" is the lock (#0, asked)',
  'ship-ability:adaptivesfoils#0': 'the deplete token after a barrel roll is mandatory; the "may" is removing one (#1)',
  'upgrade:ghostcompany:0#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'upgrade:rosetico:0#2': 'the lock of "if you do", after the spent result; the "may" is the modification (offered)',
  'upgrade:jangofett:0#2': 'the lock spent for the change made; the "may" is the modification (offered)',
  'upgrade:lattsrazzi:0#1': 'the stress removed for the change made; the "may" is the modification (offered)',
  'upgrade:c3po-republic:0#1':
    'the calculate token after a Calculate action is mandatory; the "may" is the reroll (#0)',
  'upgrade:bistan:0#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'upgrade:deadeyeshot:0#2': 'the card exposed for the change made; the "may" is the modification (offered)',
  'upgrade:suppressivegunner:0#1':
    'the defender’s choice for the result spent; the "may" is the modification (offered)',
  'upgrade:r2ha:0#1': 'the lock spent for the reroll made; the "may" is the modification (offered)',
  'ship-ability:refinedgyrostabilizers#0':
    'the turret kept fore or aft is a standing rule; the "may" is the action after an action (#1, an action)',
  'ship-ability:pinpointtractorarray#0':
    'the turret kept off the rear is a standing rule; the "may" is the tractor token for a rotate (#1, which asks)',
  'upgrade:clustermissiles:0#0': 'the weapon itself, a standing rule; the "may" is declaring its attack',
  'upgrade:clustermissiles:0#1': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'upgrade:enhancedjammingsuite:0#0':
    'a standing permission: the jam action may name the ship itself (the player picks)',
  'upgrade:determination-evacuationofdqar:0#1': 'the hit suffered for the added result; the "may" is the modification',
  'upgrade:sawgerrera:0#1': 'the hit suffered for the change made; the "may" is the modification (offered)',
  'upgrade:clantraining:0#1': 'the charge recovered after a kill is mandatory; the "may" is the red Focus action (#0)',
  'upgrade:ruthless:0#1': 'the friendly ship picked suffers the hit for the change made; the "may" is the modification',
  'upgrade:r5p8:0#1': 'the crit suffered for the reroll made; the "may" is the modification (offered)',
  'upgrade:malice:0#1': 'the Force recovered after the attack is mandatory; the "may" is the modification (#0)',
  'upgrade:generalgrievous:0#2':
    'the charge recovered after a friendly ship is lost is mandatory; the "may" is the cancel',
  'pilot:wrath#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:flightleaderubbel#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:tn3465#1': 'the critical damage suffered for the change made; the "may" is the modification (#0, offered)',
  'upgrade:grapplingstruts:0#1': 'the flip after landing follows the "may" asked at the obstacle (#0, optional)',
  'upgrade:landingstruts:0#1': 'the flip after landing follows the "may" asked at the obstacle (#0, optional)',
  'pilot:karekun#0': 'a standing boost option; the "may" is choosing its template among the boost\'s placements',
  'ship-ability:networkedaim#0':
    'the lock that cannot be spent is a restriction; the "may" is the rerolls (#1–#4, offered)',
  'pilot:inaldra#2': 'the damage suffered for the reroll made; the "may" is the modification (#0, #1, offered)',
  'pilot:geonosianprototype#1':
    'the tractor token removed for the reroll made; the "may" is the modification (#0, offered)',
  'pilot:chewbacca-scavengedyt1300#1': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'upgrade:l337:0#1': 'the card flipped for the reroll made; the "may" is the modification (offered)',
  'upgrade:diamondboronmissiles:0#0':
    'the weapon itself, a standing rule; the "may" is the blast after a hit (#1, asked)',
  'upgrade:enduring:0#0':
    'crits neutralized first is a rule, not a choice; the "may" is the action after crit damage (#1)',
  'upgrade:homingmissiles:0#0': 'the weapon itself, a standing rule; the "may" is the defender’s (#1 asks it)',
  'upgrade:homingmissiles:0#1': 'the defender’s player is asked (an unless without a price): the "may" is theirs',
  'upgrade:homingtorpedoes:0#0': 'the weapon itself, a standing rule; the "may" is the defender’s (#1 asks it)',
  'upgrade:homingtorpedoes:0#1': 'the defender’s player is asked (an unless without a price): the "may" is theirs',
  'upgrade:migsmayfeld:0#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:pammichnerrogoode#0': 'a standing permission: the "may" is his player setting a red maneuver on the dial',
  'pilot:pammichnerrogoode-evacuationofdqar#0':
    'a standing permission: the "may" is his player setting a red maneuver on the dial',
  'upgrade:r4b11:0#7': 'the token taken for the reroll made; the "may" is the modification (#0, offered)',
  'upgrade:r4b11:0#8': 'the token taken for the reroll made; the "may" is the modification (#1, offered)',
  'upgrade:r4b11:0#9': 'the token taken for the reroll made; the "may" is the modification (#2, offered)',
  'upgrade:r4b11:0#10': 'the token taken for the reroll made; the "may" is the modification (#3, offered)',
  'upgrade:r4b11:0#11': 'the token taken for the reroll made; the "may" is the modification (#4, offered)',
  'upgrade:r4b11:0#12': 'the token taken for the reroll made; the "may" is the modification (#5, offered)',
  'upgrade:r4b11:0#13': 'the token taken for the reroll made; the "may" is the modification (#6, offered)',
  'upgrade:specialforcesgunner:0#1': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'upgrade:korkiekryze:0#1':
    'the defense die while obstructing is mandatory; the "may" is the green token (#0, which asks)',
  'upgrade:treacherous:0#1':
    'the charge recovered after a ship is destroyed is mandatory; the "may" is the cancel (#0, which asks)',
  'upgrade:mandalorianoptics:0#1': 'the obstacles ignored are a standing rule; the "may" is the lock (#0, which asks)',
  'pilot:scorch-tiesebomber#1':
    'the strain after a hit was spent is mandatory; the "may" is the spending (#0, offered)',
  'pilot:esegetuketu#0':
    'a standing permission (his focus tokens counted with the friendly ship\'s); the "may" is that ship\'s player using the focus modification offered, or not',
  'pilot:majorrhymer#0': 'a standing widening of the range band; the "may" is his choice of attack as he declares it',
  'pilot:darthvader-tieddefender#0':
    'the Force restriction is a standing rule; the "may" is his dice change (#1, offered)',
  'upgrade:collisiondetector:0#0':
    'a standing permission to cross obstacles while repositioning; the "may" is the charge spent for an obstacle (#1)',
  'upgrade:repulsorliftstabilizers:0#0':
    'a standing rule (straight maneuvers easier); the "may" is the flip after a full maneuver (#1, which asks)',
  'upgrade:blackone:0#0':
    'no SLAM with the charge inactive is a standing rule; the "may" is the ion for the disarm (#2)',
  'upgrade:blackone:0#1':
    'the charge lost after a SLAM is mandatory; the "may" is the ion for the disarm (#2, which asks)',
  'upgrade:burnoutthrusters:0#0':
    'no SLAM with the charge inactive is a standing rule; the "may" is the ion for the disarm (#2)',
  'upgrade:burnoutthrusters:0#1':
    'the charge lost after a SLAM is mandatory; the "may" is the ion for the disarm (#2, which asks)',
  'pilot:tychocelchu#0': 'a standing permission (white actions while stressed); the action asked offers "pass"',
  'pilot:tychocelchu#1': 'a standing permission (red actions while stressed); the action asked offers "pass"',
  'upgrade:automatedtargetpriority:0#0':
    'the closest defenders are a standing rule; the "may" is taking the token (#2, which asks)',
  'upgrade:automatedtargetpriority:0#1':
    'the token placed after a miss is mandatory; the "may" is taking it back (#2, which asks)',
  'upgrade:tobiasbeckett-armedanddangerous:0#1':
    'the crit after a crit rerolled is mandatory; the "may" is the reroll (#0, offered)',
  'upgrade:passivesensors:0#1':
    'a standing rule (cannot be coordinated); the "may" is the action before engaging (#2, asked with pass)',
  'upgrade:biohexacryptcodes:0#0':
    'a standing permission read by the coordinate action; the ship chooses the target as it acts',
  'upgrade:biohexacryptcodes:0#1':
    'a standing permission read by the jam action; the ship chooses the target as it acts',
  'upgrade:r0gr-evacuationofdqar:0#0':
    'a standing permission (white actions while stressed); the "may" is the action itself',
  'upgrade:r0gr-evacuationofdqar:0#1':
    'a standing permission (red actions while stressed); the "may" is the action itself',
  'upgrade:r0gr-evacuationofdqar:0#2':
    'the calculate token after the action is mandatory; the "may" is the stressed permission (#0, #1)',
  'ship-ability:restoredspeedster#0':
    'a standing permission read by the weapon rules; the "may" is the attack the ship declares or not',
  'ship-ability:merciless#1':
    'the friendly ship picked gains the strain for the reroll made; the "may" is the modification (#0)',
  'upgrade:corsaircrew:0#1': 'the deplete token follows the hit result spent; the "may" is the modification (#0)',
  'upgrade:chewbacca-crew-swz19:0#0': 'the Setup charge lost is mandatory; the "may" is the focus-to-crit change (#2)',
  'upgrade:chewbacca-crew-swz19:0#1': 'the charge recovered is mandatory; the "may" is the focus-to-crit change (#2)',
  'upgrade:xx23sthreadtracers:0#0':
    'a weapon rule read in the Deal Damage step (never asked); our reading: every friendly ship that may lock the defender does',
  'upgrade:wolfpack-siegeofcoruscant:0#1':
    'the friendly ship picked spends its lock for the reroll made; the "may" is the modification (#0)',
  'pilot:lieutenantlehuse#1':
    'the other friendly ship picked spends its lock for the reroll made; the "may" is the modification (#0)',
  'pilot:dist81#2':
    'the friendly ship picked spends its calculate token for the change made; the "may" is the modification (#0, #1)',
  'pilot:ronithblario#2':
    'the other friendly ship picked spends its focus token for the change made; the "may" is the modification (#0, #1)',
  'pilot:ronithblario-evacuationofdqar#2':
    'the other friendly ship picked spends its focus token for the change made; the "may" is the modification (#0, #1)',
  'upgrade:infernosquad-epicsl:0#1':
    'the hit suffered follows the change the attacker made; the "may" is that change (#0)',
  'upgrade:fives:0#0': 'the token placed after a miss is mandatory; the "may" is taking one off before engaging (#1)',
  'upgrade:c110p:0#1': 'the flip with no charge left is mandatory; the "may" is the red evade (#0, optional)',
  'upgrade:commandermalarus:0#1':
    'the card must flip after a miss its reroll was used in; the "may" is the reroll (#0)',
  'pilot:arlizhadrassian#1':
    'the card’s "may" is her attack’s focus-to-crit change (record #0, an optional modification); defending, the change is a must',
  'pilot:berwerkret#0':
    'the "may" is each ship’s: every ship reached is granted its red calculate action, whose decision offers "pass"',
  'pilot:dist81-siegeofcoruscant#2':
    'the card’s "may" is the reroll (records #0 and #1, optional modifications); the tokens for the dice rerolled are a must',
  'pilot:dist81-siegeofcoruscant#3':
    'the card’s "may" is the reroll (records #0 and #1, optional modifications); the tokens for the dice rerolled are a must',
  'upgrade:chopper-crew:0#0':
    'a standing permission (a white action while stressed); the "may" is the action itself, asked by the action step with "pass"',
  'upgrade:chopper-crew:0#1':
    'a standing permission (a red action while stressed); the "may" is the action itself, asked by the action step with "pass"',
  'upgrade:chopper-crew:0#2':
    'the price after acting while stressed is a must; its player only chooses between the hit and an exposed card',
  'ship-ability:adaptivemicrothrusters#0':
    'a standing template offered at a price: the "may" is the player choosing a priced 1-bank roll among the placements',
  'upgrade:repulsorliftengines-evacuationofdqar:0#0':
    'a standing template offered at a price: the "may" is the player choosing a priced 1-bank roll among the placements',
  'upgrade:fuelinjectionoverride-battleoverendor:0#0':
    'a standing template offered at a price: the "may" is the player choosing a priced faster placement among the others',
  'upgrade:primedoverdrivethrusters-evacuationofdqar:0#0':
    'the "must" template rule is standing; the "may" is the strain for a stress after the red move (#1, which asks)',
  'upgrade:zeborrelios:0#0':
    'a standing permission: the "may" is the attacker spending its focus token, a modification it chooses or not',
  'upgrade:battlemeditation:0#0':
    'a standing restriction (no limited ship coordinated); the card’s "may" is the second ship, record #1, optional',
  'upgrade:independentcalculations:0#0':
    'a standing change (Networked Calculations taken away); the card’s "may" is the calculate taken as red, record #1, optional',
  'pilot:lieutenantgalek#1':
    'a standing restriction on the ship he coordinates; the card’s "may" is the coordinate, record #0, a granted action (pass offered)',
  'pilot:dbs32c#1':
    'a standing restriction (only Networked Calculations ships coordinated); the card’s "may" is record #0, optional',
  'pilot:duchess#0':
    'a standing change (the mandatory Adaptive Ailerons taken away); her "may" is record #1, a granted boost (pass offered)',
  'upgrade:synchronizedhandling-armedanddangerous:0#1':
    'the charge recovered after a turn, bank or Segnor’s loop is a must; the card’s "may" is the calculate token (#0, asked)',
  'upgrade:repulsorliftstabilizers:1#0':
    'the sideslip and its flip are a "must"; the "may" is the flip after a maneuver that was no sideslip (#1, which asks)',
  'upgrade:dropseatbay:0#0':
    'squad-building slots; the card’s "may" is the bank template, offered by the drop’s own question (records #1, #2)',
  'upgrade:dropseatbay:0#1':
    'squad-building slots and standing placement alternatives: the drop’s own question offers the banks beside the straight',
  'upgrade:dropseatbay:0#2':
    'squad-building slots and standing placement alternatives: the drop’s own question offers the banks beside the straight',
  'pilot:zamwesell#0':
    'losing 2 charges at Setup is a must; the card’s "may" is the secret condition assigned (#1, #2, optional)',
  'pilot:zamwesell#3':
    'the charge You Should Thank Me gives back after defending is a must; the "may" is the lock (#4, optional)',
  'upgrade:zamwesell:0#0':
    'losing 2 charges at Setup is a must; the card’s "may" is the secret condition assigned (#1, #2, optional)',
  'upgrade:zamwesell:0#3':
    'the charge You Should Thank Me gives back after defending is a must; the "may" is the lock (#4, optional)',
  'upgrade:razorcrest:0#0':
    'the Setup placement is a must ("place 1"); the card’s "may" is the reveal in the System Phase (#1, optional)',
  'pilot:venisadoza#0':
    'a standing permission: the rear-arc attack is offered beside the front-arc one as she declares',
  'pilot:krassistrelix#0':
    'a standing permission: the rear-arc attack is offered beside the front-arc one as he declares',
  'pilot:bodicavenj#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:bodicavenj#1': 'the deplete token after her bonus attack is mandatory; the "may" is the bonus attack (#0)',
  'upgrade:l337-armedanddangerous:0#1':
    'a standing rule (banks easier once the charge is spent); the card’s "may" is the charge spent defending, #0, optional',
  'upgrade:l337-armedanddangerous:0#2':
    'a standing rule (the charge cannot be recovered); the card’s "may" is the charge spent defending, #0, optional',
  'upgrade:c3po:0#1':
    'the calculate token after a Calculate action is a must; the card’s "may" is the calculate token spent on a guess (#0, optional)',
  'upgrade:targetingmatrix-battleoverendor:0#1':
    'the strain token once the attack is over is a must; the card’s "may" is the focus result spent (#0, optional)',
  'upgrade:niteowlsentries-armedanddangerous:0#1':
    'the enemies’ dice at the end of the Activation Phase are a must; the "may" is the charges spent in the System Phase (#0, optional)',
  'pilot:majorstridan#0':
    'a standing permission: his coordinate may also choose a friendly ship at range 3; the action’s own choice is the "may"',
  'pilot:majorstridan#1':
    'a standing permission: his upgrades’ choices offer friendly ships at range 2–3 too; each choice is the "may"',
  'upgrade:ionlimiteroverride:0#1':
    'the die after the barrel roll is mandatory; the "may" is the barrel roll (#0, an action)',
  'upgrade:composure:0#1':
    'no more actions once its focus is performed is a must; the "may" is the focus action (#0, an action)',
  'pilot:finchdallow#0': 'a standing placement option; the "may" is choosing it among the drop\'s options',
  'upgrade:sabinewren:0#0':
    'the tokens placed on the card at Setup are a must; the card’s "may" is moving one onto a ship (#1, optional)',
  'pilot:doubleedge#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:captainjostero#0': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'pilot:recoil#0':
    'a standing rule (enemy ships in the front arc at range 0–1 count as in the bullseye); the card\'s "may treat" is always taken, it never hurts him',
  'pilot:killer#1': 'the deplete token once the extra die was rolled is mandatory; the "may" is the die (#0, asked)',
  'upgrade:garsaxon-gunner:0#0':
    'a standing rule of the Lock action (only ships in the front or rear arc); the "may" is the extra die (#1, asked)',
  'upgrade:k2b4:0#1':
    'the attacker\'s choice (strain to cancel the evade) is asked of its player; the "may" is the calculate token (#0, offered)',
  'pilot:arvelcrynyd#0':
    'a standing boost option; the "may" is choosing the partial placement among the boost\'s placements',
  'pilot:arvelcrynyd#1':
    'the range-0 attack made at range 1 is a standing rule; the "may" is the partial boost (#0, offered)',
  'pilot:arvelcrynyd-swz106#0':
    'a standing boost option; the "may" is choosing the partial placement among the boost\'s placements',
  'pilot:arvelcrynyd-swz106#1':
    'the range-0 attack made at range 1 is a standing rule; the "may" is the partial boost (#0, offered)',
  'upgrade:starboardthrusters-armedanddangerous:0#1':
    'the strain token after a white left Segnor’s loop is a must; the card’s "may" is the charge after the reveal (#0, asked)',
  'upgrade:r1j5:0#0':
    'a standing permission (its damage cards’ actions while stressed, offered with the action bar); the "may" is the second repair (#1, optional)',
  'pilot:r1j5#0':
    'the "may" is an answer of its choices ("one at random": not looking), so the exposure the window stands for is never lost',
  'upgrade:longrangescanners-alphaclassstarwing:0#0':
    'a standing priced lock band: the "may" is the lock beyond range 3 the Lock action\'s menu offers beside the others (its owner picks it, and only then pays)',
  'upgrade:homingbeacon-armedanddangerous:0#0':
    'a standing priced lock band: the "may" is the lock beyond range 3 the Lock action\'s menu offers (its owner picks it, and only then pays); the lock after an advanced maneuver is #1, optional',
  'upgrade:bazemalbus:0#0':
    'a standing variant: the "may" is the red focus the action menu offers beside the white one (its owner picks it)',
  'upgrade:bazemalbus:0#1':
    'the focus tokens after a focus performed red are a must: the "may" was choosing the red focus (#0, offered)',
  'ship-ability:coaxiuminjectors#1':
    'exposing a card or suffering a crit after a SLAM is a must, the pick its choices; the "may" is the charge (#0, asked)',
  'ship-ability:vectoredcannons#0':
    'a standing limit on the turret’s facings; the "may" is the red boost or rotate in the System Phase (#1, its prompt offers "pass")',
  'pilot:vizier#1':
    'skipping the Perform Action step after the coordinate is a must; the card’s "may" is that coordinate (#0, its prompt offers "pass")',
  'pilot:poedameron-scavengedyt1300#2':
    'the exposure after the red barrel roll is a must; the card’s "may" is spending the charges for it (#1, asked)',
  'upgrade:persistenttracker-armedanddangerous:0#1':
    'a standing permission (white actions while stressed, its charges spent); the "may" is the spend (#0, asked)',
  'upgrade:persistenttracker-armedanddangerous:0#2':
    'a standing permission (red actions while stressed, its charges spent); the "may" is the spend (#0, asked)',
  'upgrade:persistenttracker-armedanddangerous:0#3':
    'a standing permission (red maneuvers while stressed, its charges spent); the "may" is the spend (#0, asked)',
  'upgrade:persistenttracker-armedanddangerous:0#4':
    'a standing permission (a red maneuver set while the charges can still be spent); the "may" is the spend (#0, asked)',
  'upgrade:r0astromech-evacuationofdqar:0#1':
    'the strain token after an eased maneuver is a must ("if you do"); the "may" is easing it (#0, asked)',
  'upgrade:ursawren:0#0':
    'a standing rule (2 locks held); the "may" is the Lock action (#1, a granted action offers "pass")',
  'upgrade:sensorbuoysuite:0#0':
    'the Setup placement of a buoy is not optional; the card’s "may" is the lock before it engages, record #2, optional',
  'upgrade:sensorbuoysuite:0#1':
    'the Setup placement of the second buoy is not optional; the card’s "may" is the lock, record #2, optional',
  'upgrade:hyperspacetrackingdata:0#1':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'upgrade:hyperspacetrackingdata:0#2':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'upgrade:hyperspacetrackingdata:0#3':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'upgrade:hyperspacetrackingdata:0#4':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'upgrade:hyperspacetrackingdata:0#5':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'upgrade:hyperspacetrackingdata:0#6':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'upgrade:hyperspacetrackingdata:0#7':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'upgrade:hyperspacetrackingdata:0#8':
    'the tokens after Setup are assigned, not offered; the card’s "may" is the number chosen, record #0, optional',
  'ship-ability:lockedandloaded#0':
    'a standing rule (the ship ability lent to the carrier while docked); the "may" is the bonus attack, record #1',
  'ship-ability:lockedandloaded#1': 'the bonus attack is granted; its own declaration offers "no bonus attack"',
  'ship-ability:commsshuttle#0':
    'a standing rule (the ship ability lent to the carrier while docked); the "may" is the Coordinate before activating, record #2, optional',
  'ship-ability:commsshuttle#1':
    'a standing addition to the action bar (a white Coordinate); the "may" is the Coordinate before activating, record #2, optional',
  'upgrade:ga97:0#1':
    'It’s the Resistance says its ship must deploy once every GA-97 charge is active (written on GA-97); the "may" is the charges spent at Setup, record #0, optional; its player picks the spot',
  'upgrade:ga97:0#2':
    'It’s the Resistance says its ship must deploy once GA-97 is destroyed (written on GA-97); the "may" is the charges spent at Setup, record #0, optional; its player picks the spot',
};

/** Each pilot's, upgrade side's and ship ability's text, by source key (from the card data in `root`). */
function cardText(root: string): Map<string, string> {
  const text = new Map<string, string>();
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.json') ? [p] : [];
    });
  const shipAbility = (a: { name: string; text: string } | undefined) => {
    if (a) text.set(`ship-ability:${a.name.toLowerCase().replace(/[^a-z0-9]/g, '')}`, a.text);
  };
  for (const f of files(join(root, 'pilots'))) {
    const ship = JSON.parse(readFileSync(f, 'utf8')) as {
      pilots: { xws: string; ability?: string; text?: string; shipAbility?: { name: string; text: string } }[];
    };
    for (const p of ship.pilots) {
      text.set(`pilot:${p.xws}`, p.ability ?? p.text ?? '');
      shipAbility(p.shipAbility);
    }
  }
  for (const f of files(join(root, 'upgrades'))) {
    const list = JSON.parse(readFileSync(f, 'utf8')) as {
      xws: string;
      sides: { ability?: string; text?: string; shipAbility?: { name: string; text: string } }[];
    }[];
    for (const u of list)
      u.sides.forEach((side, i) => {
        text.set(`upgrade:${u.xws}:${i}`, side.ability ?? side.text ?? '');
        shipAbility(side.shipAbility);
      });
  }
  return text;
}

/** Every mandatory record of a card whose text says "may", except those granting an action. */
function mandatoryMay(root: string): string[] {
  const text = cardText(root);
  return [...coreAbilities()].flatMap(([key, list]) =>
    list.flatMap((a, i) =>
      !a.optional && a.effect.kind !== 'grant-action' && /\bmay\b/i.test(text.get(key) ?? '') ? [`${key}#${i}`] : [],
    ),
  );
}

describe.skipIf(root === undefined)('a "may" ability asks its owner (002 Card abilities)', () => {
  it('every mandatory record of a "may" card is a reviewed case (others are optional: their owner is asked)', () => {
    expect(mandatoryMay(root!).filter((k) => !(k in REVIEWED))).toEqual([]);
  });

  it('the reviewed list is exact (a record made optional or removed comes off it)', () => {
    const found = mandatoryMay(root!);
    expect(Object.keys(REVIEWED).filter((k) => !found.includes(k))).toEqual([]);
  });
});

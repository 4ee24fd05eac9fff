/**
 * The clause-knockout gate (issue 21): a card's specs must pin down every clause of its condition. For every
 * implemented card whose `when` has clauses (the members of its `all`, nested `all`s flattened; any other condition
 * is one clause), replacing any one clause with "always" must make one of that card's spec cases fail — else the
 * specs would pass with the clause gone, and a spec is missing its does-not-apply case for it.
 *
 * The knockouts run in-process: the record in the engine's table is changed in place for the time of one knockout
 * (the table hands out the same record objects; nothing is rebuilt) and restored after, and each of the card's cases is
 * played as card-specs.test.ts plays it (card-spec.ts playCase).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable } from '@xwing/engine';
import type { Ability, Condition } from '../../src/abilities/vocabulary/types.js';
import { type CardSpec, playCase, specCases } from './card-spec.js';
import { loadSpecs } from './spec-files.js';

/**
 * Knockouts that survive, each with its reason: either no table the engine can reach tells the clause apart, or the
 * does-not-apply case is still to be written ("to write: …"). Kept exact: the test fails when one is caught (take it
 * off) and on any other survivor (write its case).
 */
const SURVIVING: Readonly<Record<string, string>> = {
  'pilot:pettyofficerthanisson#0: any':
    'still to be written: a table where a ship in his front arc gains a stress token outside the Activation and Engagement Phases (a System Phase ability giving stress)',
  'pilot:vagabond#0: subject-data grantedBy':
    'only Adaptive Ailerons grants a TIE/sk striker a move made as no action (the other such grants are other ships’ abilities), so no table gives him another one',
  'pilot:vagabond#0: not':
    'Adaptive Ailerons grants its white boost only to an unstressed ship (000 "Stress"), so he is never stressed right after it',
  'condition:guarded#0: attack-role defender':
    'still to be written: a table where the Guarded ship attacks with evading MagnaGuards inside its own attack arc (the spec’s guards stand behind it)',
  'condition:guarded#1: attack-role defender':
    'still to be written: a table where the Guarded ship attacks with evading MagnaGuards inside its own attack arc (the spec’s guards stand behind it)',
  'condition:guarded#2: attack-role defender':
    'still to be written: a table where the Guarded ship attacks with evading MagnaGuards inside its own attack arc (the spec’s guards stand behind it)',
  'condition:primedforspeed#1: has-token disarm self':
    'a SLAM always leaves its ship disarmed (000 "SLAM"; phases/activation.ts), so the disarm clause never fails right after one',
  'upgrade:kazsfireball:0#0: has-damage-card facedown':
    'a Setup record (positions start after Setup): condition-words.test.ts plays it through createGame, after Explosion with Wings’ card',
  'pilot:maarekstele#0: ship-is other enemy':
    'during his attack the cards dealt go to the ship he attacks (an enemy, 000 "Attack"): no table deals a friendly ship a faceup card while he attacks',
  'pilot:maarekstele-swz105#0: ship-is other enemy':
    'during his attack the cards dealt go to the ship he attacks (an enemy, 000 "Attack"): no table deals a friendly ship a faceup card while he attacks',
  'condition:optimizedprototype#0: attack-role attacker':
    'its dice word is the attacker’s (`by: attacker`, combat/attack.ts gives a modification to the ship of its side), so the condition’s ship defending is never offered it, the clause gone or not (spec: the holder defending against a locked X-wing)',
  'condition:markedforelimination#0: attack-role defender':
    'the restriction also needs the attacker to lock the condition’s own ship, so with the ship attacking instead it would need a lock on itself (000 Lock: never)',
  'pilot:geonosianprototype#1: modified-by-self':
    'only an enemy Geonosian Prototype (the same key) uses a modification of this source in another ship’s hands, and a case where it is used logs the source (card-spec usedIn reads every ship)',
  'pilot:inaldra#2: modified-by-self':
    'only an enemy Inaldra (the same key) uses a modification of this source in another ship’s hands, and a case where it is used logs the source (card-spec usedIn reads every ship)',
  'pilot:corranhorn#1: attack-role attacker':
    'only an enemy Corran Horn (the same key) makes a bonus attack his card granted on him, and a case where it is used logs the source (card-spec usedIn reads every ship)',
  'pilot:tn3465#1: ship-is attacker friendly':
    'only an enemy TN-3465 (the same key) can use her modification in an enemy attack, and a case where it is used logs the source (card-spec usedIn reads every ship)',
  'pilot:aftabackbar#0: has-token stress 1 1 self':
    'a red maneuver or action is executed or performed unstressed (000 Stress: a stressed ship does neither), so it always leaves exactly one stress',
  'pilot:aftabackbar#1: has-token stress 1 1 self':
    'a red maneuver or action is executed or performed unstressed (000 Stress: a stressed ship does neither), so it always leaves exactly one stress',
  'pilot:aftabackbar#1: subject-data action':
    'a white action is performed unstressed (000 Stress) and leaves no stress, so the one-stress clause fails with it: no table tells the type apart',
  'pilot:aftabackbar-wartime#0: has-token stress 1 1 self':
    'a red maneuver or action is executed or performed unstressed (000 Stress: a stressed ship does neither), so it always leaves exactly one stress',
  'pilot:aftabackbar-wartime#1: has-token stress 1 1 self':
    'a red maneuver or action is executed or performed unstressed (000 Stress: a stressed ship does neither), so it always leaves exactly one stress',
  'pilot:aftabackbar-wartime#1: subject-data action':
    'a white action is performed unstressed (000 Stress) and leaves no stress, so the one-stress clause fails with it: no table tells the type apart',
  'pilot:backstabber-battleofyavin#0: attack-weapon primary':
    'fixed loadout without a special weapon: every attack this pilot makes is a primary attack',
  'pilot:jekporkins#0: has-token stress self':
    'the stress token just gained is still there when the window resolves: nothing in the engine removes it in between',
  'pilot:jekporkins-battleofyavin#0: has-token stress self':
    'the stress token just gained is still there when the window resolves: nothing in the engine removes it in between',
  'pilot:jekporkins-swz106#0: has-token stress self':
    'the stress token just gained is still there when the window resolves: nothing in the engine removes it in between',
  'pilot:kendyidele-battleoverendor#0: subject-data token':
    'token:after-spend is raised only for the green tokens (combat/attack.ts, costs.ts), which the clause tests',
  'pilot:magnatolvan#1: has-token stress 0 2 self':
    'with 3 or more stress tokens she may not act while stressed (her record 0 allows it up to 2), so can-perform own-white-bar fails with it; and a stressed ship’s red maneuver becomes a white 2-straight',
  'pilot:maulermithel-battleofyavin#0: attack-weapon primary':
    'fixed loadout without a special weapon: every attack this pilot makes is a primary attack',
  'pilot:poedameron-swz68#0: subject-is-self':
    '"activating self" implies it unless another ship performs an action during Poe\'s own activation, and no card a T-70 carries grants another ship an action then',
  'pilot:wedgeantilles-battleofyavin#0: attack-weapon primary':
    'fixed loadout without a special weapon: every attack this pilot makes is a primary attack',
  'pilot:yendor-battleoverendor#0: attack-weapon primary':
    'fixed loadout without a special weapon: every attack this pilot makes is a primary attack',
  // The token rules' has-token clauses: no table tells them apart (their other clauses are caught by the tokens' specs).
  'token:deplete#1: has-token deplete self':
    'a ship carries token:deplete only while it holds one (source-keys.ts), and no other record resolves in the dice:after-roll window to remove it before this one',
  'token:jam#1: has-token jam self':
    'a ship carries token:jam only while it holds one (source-keys.ts), and no other record resolves after a green token is gained to remove it before this one',
  'token:jam#2: has-token jam self':
    'a ship carries token:jam only while it holds one (source-keys.ts), and no other record resolves in the lock:after-acquire window to remove it before this one',
  'upgrade:grandmofftarkin:0#0: subject-is-self':
    'the card holds 2 charges and the ability spends 2, so it resolves once a System Phase whichever ship’s turn asks it, and the ship it picks is locked throughout the phase: no table tells its own turn from a wingman’s',
  'upgrade:deathtroopers:0#0: during-phase activation':
    'case still to be written: a stress token an ability removes near the Death Troopers outside the Activation Phase (in the Engagement or End Phase)',
  'upgrade:dauntless:0#0: subject-is-self':
    'the maneuver condition reads the carrier’s own last maneuver: a wingman’s partial maneuver could set it off only after the carrier’s own partial one, which uses the card (a position cannot mark a maneuver partial)',
  'pilot:dbs404#1: subject-data hit':
    'his range 1 attack always adds his die (record 0), so a range 1 miss logs the card anyway; misses elsewhere fail the range clause',
  'pilot:dbs404-siegeofcoruscant#1: subject-data hit':
    'his range 1 attack always adds his die (record 0), so a range 1 miss logs the card anyway; misses elsewhere fail the range clause',
  'ship-ability:leavenoonebehind#0: has-token stress 1 self':
    'a stressed ship performs no action (000 Stress) and a red action leaves one stress, so the transport never holds 2 after its own action: no card it carries lets it act stressed',
  'pilot:darthvader-tieddefender#1: attack-role attacker':
    'his record #0 forbids him to spend Force unless he attacks, and the change costs a Force: no table offers it to him while he does not attack',
  'upgrade:chancellorpalpatine:1#1: subject-data action':
    'its choices read the ship the action chose (the window’s other party): of the purple actions cards give, only a coordinate chooses a ship, so any other offers nothing (#0’s stress tells the clause apart)',
  'upgrade:r4b11:0#8: modified-by-self':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only an enemy R4-B11 using its modification #1 (or a card whose modification is its record #1) tells this one apart, and #7’s are pinned by the enemy copy and the R7-A7 cases',
  'upgrade:r4b11:0#8: subject-data source':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only a card whose own modification is its record #1 tells this one apart, and #7’s is pinned by the R7-A7 case',
  'upgrade:r4b11:0#9: modified-by-self':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only an enemy R4-B11 using its modification #2 (or a card whose modification is its record #2) tells this one apart, and #7’s are pinned by the enemy copy and the R7-A7 cases',
  'upgrade:r4b11:0#9: subject-data source':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only a card whose own modification is its record #2 tells this one apart, and #7’s is pinned by the R7-A7 case',
  'upgrade:r4b11:0#10: modified-by-self':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only an enemy R4-B11 using its modification #3 (or a card whose modification is its record #3) tells this one apart, and #7’s are pinned by the enemy copy and the R7-A7 cases',
  'upgrade:r4b11:0#10: subject-data source':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only a card whose own modification is its record #3 tells this one apart, and #7’s is pinned by the R7-A7 case',
  'upgrade:r4b11:0#11: modified-by-self':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only an enemy R4-B11 using its modification #4 (or a card whose modification is its record #4) tells this one apart, and #7’s are pinned by the enemy copy and the R7-A7 cases',
  'upgrade:r4b11:0#11: subject-data source':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only a card whose own modification is its record #4 tells this one apart, and #7’s is pinned by the R7-A7 case',
  'upgrade:r4b11:0#12: modified-by-self':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only an enemy R4-B11 using its modification #5 (or a card whose modification is its record #5) tells this one apart, and #7’s are pinned by the enemy copy and the R7-A7 cases',
  'upgrade:r4b11:0#12: subject-data source':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only a card whose own modification is its record #5 tells this one apart, and #7’s is pinned by the R7-A7 case',
  'upgrade:r4b11:0#13: modified-by-self':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only an enemy R4-B11 using its modification #6 (or a card whose modification is its record #6) tells this one apart, and #7’s are pinned by the enemy copy and the R7-A7 cases',
  'upgrade:r4b11:0#13: subject-data source':
    'R4-B11’s token records are one builder’s (#7–#13, by token): only a card whose own modification is its record #6 tells this one apart, and #7’s is pinned by the R7-A7 case',
  'upgrade:specialforcesgunner:0#0: attack-weapon primary':
    'the card is the TIE/sf’s alone, whose only special weapons, missiles, attack from its turret arc (Heavy Weapon Turret): no special attack is made from its front arc',
  'upgrade:specialforcesgunner:0#1: attack-weapon primary':
    'the card is the TIE/sf’s alone, whose only special weapons, missiles, attack from its turret arc (Heavy Weapon Turret): no special attack is made from its front arc',
  'pilot:onderonoppressor#0: has-token stress self':
    'his bar’s barrel roll is red and a stressed ship performs no action (000 Stress): every barrel roll he can perform leaves him stressed',
  'pilot:suralindajavos#0: subject-is-self':
    'the maneuver condition reads her own last maneuver: a wingman’s partial maneuver could set it off only after her own partial one, which uses the card (a position cannot mark a maneuver partial)',
  'upgrade:kananjarrus:0#0: subject-is-self':
    'case still to be written: a stressed Kanan ship whose wingman flies a white maneuver first (the case written for it did not tell the clause apart yet)',
  'upgrade:obiwankenobi:0#1: range other 0 2':
    'case still to be written: a wingman beyond range 2 that still attacks and spends its focus (the spec table keeps it out of the fight)',
  'upgrade:obiwankenobi:0#1: ship-is other friendly':
    'case still to be written: an enemy at range 0–2 spending a focus or evade token while defending',
  'upgrade:obiwankenobi:0#1: subject-data token':
    'case still to be written: a wingman at range 0–2 spending a calculate token (the calculate case is written for his own record, #0)',
  'pilot:dist81-siegeofcoruscant#2: modified-by-self':
    'only an enemy DIST-81 of Siege of Coruscant (the same key) uses a modification of this source in another ship’s hands, and a case where it is used logs the source (card-spec usedIn reads every ship)',
  'pilot:dist81-siegeofcoruscant#3: modified-by-self':
    'only an enemy DIST-81 of Siege of Coruscant (the same key) uses a modification of this source in another ship’s hands, and a case where it is used logs the source (card-spec usedIn reads every ship)',
  'pilot:nodinchavdri#0: has-token stress 2 self':
    'never fails under the rules as written: a stressed ship can neither perform his red Coordinate nor be coordinated (000 "Stress"; supplement "Coordinate"), so he holds at most 1 stress when the window runs',
  'upgrade:battlemeditation:0#1: subject-data difficulty':
    'still to be written: a table where the ship with Battle Meditation performs a white Coordinate another card grants (its own is the purple one the card adds; no Republic bar has Coordinate)',
  'upgrade:generalhux:0#0: subject-data difficulty':
    'still to be written: a table with a red Coordinate action (the shuttles that carry General Hux have a white one on their bar; a red one comes from another card)',
  'upgrade:fennrau:0#0: subject-is-self':
    'no table tells it apart: its token choices are its own ship’s, and a table where its ship holds one with its own conditions holding makes it fire in its own window first (a does-not-apply case then logs it)',
  'upgrade:st321:0#0: subject-data action':
    'no table tells it apart: the enemy is chosen at range of the window’s other party (rangeFrom), and of the Lambda’s bar (focus, coordinate, reinforce) only the coordinate names one',
  'upgrade:interferencearray-evacuationofdqar:0#0: subject-data action':
    'no table tells it apart: as ST-321’s, the enemy is chosen at range of the window’s other party (rangeFrom), and of the Lambda’s bar (focus, coordinate, reinforce) only the coordinate names one',
  'upgrade:generalhux-evacuationofdqar:0#0: subject-is-self':
    'no table tells it apart: in another ship’s window "other" names that coordinating ship, which has a Coordinate action, so it is no TIE/fo or TIE/sf and the TIE clause fails first',
  'upgrade:generalhux-evacuationofdqar:0#0: subject-data difficulty':
    'still to be written: a table with a red Coordinate action (the shuttles that carry General Hux have a white one on their bar; a red one comes from another card)',
  'ship-ability:advancedfirecontrol#0: attack-role attacker':
    'no table tells it apart: a wingman locking the defender of another ship’s ion cannon attack (in the spec) and a defender locking its cannon-armed attacker were tried; in neither is the bonus attack offered, which only the attack’s attacker is given',
  'pilot:zamwesell#1: subject-is-self':
    'no table tells it apart: the System Phase gives a ship a step only when it carries a record of the window (phases/system.ts hasSystemWork), so only Zam Wesell’s own step runs it',
  'upgrade:zamwesell:0#1: subject-is-self':
    'no table tells it apart: the System Phase gives a ship a step only when it carries a record of the window (phases/system.ts hasSystemWork), so only Zam Wesell’s own step runs it',
  'upgrade:zamwesell:0#2: subject-is-self':
    'no table tells it apart: the System Phase gives a ship a step only when it carries a record of the window (phases/system.ts hasSystemWork), so only Zam Wesell’s own step runs it',
  'upgrade:precognitivereflexes:0#1: subject-is-self':
    'only a ship carrying the card is granted an action under its name (subject.data.grantedBy), so another ship’s window names it only when that ship carries the card too — the same key, whose own use logs it',
  'upgrade:supernaturalreflexes:0#1: subject-is-self':
    'only a ship carrying the card is granted an action under its name (subject.data.grantedBy), so another ship’s window names it only when that ship carries the card too — the same key, whose own use logs it',
  'pilot:sarcoplank#0: attack-role defender':
    'no table tells it apart: the agility it changes is read only as the defense dice are counted (static.ts agilityAsSpeed, combat/attack.ts defenseDiceCount), where the ship is the defender',
  'upgrade:sense:0#0: subject-is-self':
    'no table tells it apart: the System Phase gives a ship a step only when it carries a record of the window (phases/system.ts hasSystemWork), so only the Sense ship’s own step runs it',
  'upgrade:supremeleadersnoke:0#0: subject-is-self':
    'no table tells it apart: the System Phase gives a ship a step only when it carries a record of the window (phases/system.ts hasSystemWork), so only Supreme Leader Snoke’s ship’s own step runs it',
  'upgrade:razorcrest:0#1: subject-is-self':
    'no table tells it apart: the System Phase gives a ship a step only when it carries a record of the window (phases/system.ts hasSystemWork), so only the Razor Crest ship’s own step runs it',
  'upgrade:dt798:0#1: attack-role attacker':
    'no table tells it apart: its reroll counts the ships inside the arc the attack is made from (`per` with `inArc` arc attack), which only the attacker has, so carried by any other ship it offers nothing',
  'upgrade:forthecause-evacuationofdqar:0#0: attack-role attacker':
    'no table tells it apart: its modification names the side that uses it (`by` attacker), which the attack dice modify step offers to the attacker’s own cards only; the spec’s table with the card on the defender alone (a strained wingman beside it) offers nothing',
  'upgrade:forthecause-evacuationofdqar:0#1: attack-role defender':
    'no table tells it apart: its modification names the side that uses it (`by` defender), which the defense dice modify step offers to the defender’s own cards only; the spec’s table with the card on the attacker alone (a focus among the defense dice) offers nothing',
  'upgrade:ezrabridger:0#0: bonus-attack-left self':
    'still to be written: a table where the ship has had its bonus attack of the phase before its primary attack (the Force would then be spent for nothing)',
  'upgrade:niteowlsentries-armedanddangerous:0#0: subject-is-self':
    'no table tells it apart: the System Phase gives a ship a step only when it carries a record of the window (phases/system.ts hasSystemWork), so only the Nite Owl Sentries ship’s own step runs it',
  'upgrade:commanderpyre:0#1: attack-role defender':
    'no table tells it apart: its reroll is a defender’s modification, which the Modify Defense Dice step offers from the defending ship’s cards only (its spec’s stressed shuttle attacking is not offered it either way)',
  'pilot:idenversio-battleofyavin#1: attack-result 1':
    'no table reaches it: with no crit left and no hit left the attack missed, and the window after the Neutralize Results step is not run for a miss',
  'pilot:vizier#0: subject-data grantedBy':
    'Controlled Ailerons is the only move made as no action a TIE reaper can make (the other notAction grants are the TIE/sk striker’s and the N-1’s ship abilities, no upgrade): no table tells the grant clause apart',
  'ship-ability:modifiedfororganics#0: maneuver-is':
    'the two dials that carry it (Vulture-class droid fighter, droid tri-fighter) have banks of speeds 2 and 3 only: no table tells the speed clause apart',
  'upgrade:k2b4:0#1: attack-party-near defender 0 3 true':
    'the case is still to be written: the card (limited) is its own source key, so only a table with one copy per player, the enemy using its own, tells this clause apart',
  'pilot:r1j5#0: subject-is-self':
    'the window is raised only for a ship whose own record holds (apply-effect picksExposed), so another ship’s R1-J5 hears it only beside her own, whose use logs the same source',
};

const ALWAYS: Condition = { kind: 'always' };

/** The clauses of a condition: the members of its `all` (nested ones flattened), or the condition itself. */
function clausesOf(when: Condition): Condition[] {
  if (when.kind === 'always') return [];
  if (when.kind !== 'all') return [when];
  return when.of.flatMap((c) => (c.kind === 'all' ? clausesOf(c) : c.kind === 'always' ? [] : [c]));
}

/** The condition with clause `i` replaced by "always". */
function knockedOut(when: Condition, i: number): Condition {
  const clauses = clausesOf(when);
  if (when.kind !== 'all') return ALWAYS;
  return { kind: 'all', of: clauses.map((c, k) => (k === i ? ALWAYS : c)) };
}

/** A short name for a clause in the report ("attack-role", "range any-enemy 0-2", "code"). */
function label(c: Condition): string {
  const fields = Object.entries(c)
    .filter(([k, v]) => k !== 'kind' && typeof v !== 'function' && typeof v !== 'object')
    .map(([, v]) => String(v));
  return [c.kind, ...fields].join(' ');
}

/** Whether every case of the card's specs still passes (the knockout survives). */
function allPass(specs: readonly CardSpec[]): boolean {
  for (const spec of specs)
    for (const { c, applies } of specCases(spec)) {
      try {
        playCase(spec, c, applies);
      } catch {
        return false;
      }
    }
  return true;
}

const bySource = new Map<string, CardSpec[]>();
for (const { spec } of await loadSpecs()) bySource.set(spec.source, [...(bySource.get(spec.source) ?? []), spec]);

describe('clause knockout', () => {
  it('the knockout itself works: clauses are found and replaced', () => {
    const a: Condition = { kind: 'attack-role', role: 'attacker' };
    const b: Condition = { kind: 'subject-is-self' };
    const when: Condition = { kind: 'all', of: [a, { kind: 'all', of: [b, ALWAYS] }] };
    expect(clausesOf(when)).toEqual([a, b]);
    expect(knockedOut(when, 1)).toEqual({ kind: 'all', of: [a, ALWAYS] });
    expect(clausesOf(a)).toEqual([a]);
    expect(knockedOut(a, 0)).toEqual(ALWAYS);
    expect(clausesOf(ALWAYS)).toEqual([]);
  });

  it('replacing any one clause of a card’s condition with "always" makes one of its specs fail', () => {
    const table = abilityTable();
    const survived: string[] = [];
    let knockouts = 0;
    for (const [key, specs] of bySource) {
      const records = table.get(key) as Ability[];
      records.forEach((record, index) => {
        const original = record.when;
        clausesOf(original).forEach((clause, i) => {
          knockouts++;
          record.when = knockedOut(original, i);
          try {
            if (allPass(specs)) survived.push(`${key}#${index}: ${label(clause)}`);
          } finally {
            record.when = original;
          }
        });
      });
    }
    expect(knockouts).toBeGreaterThan(100);
    expect(survived.sort()).toEqual(Object.keys(SURVIVING).sort());
    // Every spec of every card, once per clause: about 40 s alone on a 2-core machine, more under load.
  }, 300_000);
});

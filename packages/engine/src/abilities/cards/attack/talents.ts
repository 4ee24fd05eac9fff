/**
 * The attack group's talents, each in our own words (the dice abilities are offered in the attack's modify steps, the
 * dice counts read or asked as the dice are rolled):
 *
 * - Heroic: attacking or defending with two or more results, all blanks: reroll any number of them.
 * - Fearless: a front-arc primary attack at range 1 from inside the defender's front arc: one result becomes a hit.
 * - Fanatical: a primary attack while the attacker has no shield: one focus becomes a hit.
 * - Trick Shot: an attack obstructed by an obstacle rolls one more die.
 * - Juke: attacking while holding an evade token: one of the defender's evades becomes a focus.
 * - Crack Shot: a primary attack with the defender in the bullseye: a charge cancels one evade before the results
 *   are neutralized (the attacker's modification of the defense dice, the step before).
 * - Lone Wolf: attacking or defending with no other friendly ship at range 0–2: a charge rerolls one die.
 * - Fanatic (Battle of Yavin): a primary attack while damaged: one focus becomes a hit. Fanatical (epic): any attack
 *   while unshielded: one focus becomes a hit.
 * - Elusive: defending, a charge rerolls one defense die; a fully executed red maneuver recovers a charge.
 * - Mandalorian Tactics: defending with an enemy ship at range 0: reroll one blank.
 * - Intimidation: an enemy ship at range 0 of this ship rolls one defense die fewer (the range-0 rule still keeps an
 *   attacker at range 0 from reducing the defense dice: combat/attack.ts).
 * - Dedicated: while another friendly ship in your left or right arc at range 0–2 defends, if it is limited or has
 *   Dedicated and you are not strained, a strain token of yours lets it reroll one blank.
 * - Gravitic Deflection: defending, one defense die rerolled per tractored ship (the defender included) in the arc the
 *   attack is made from (one record per such ship, up to three: the n-th is offered while n or more are there).
 * - Notorious: after defending against an attacker in a firing arc, a charge strains it; attacking a strained
 *   defender, reroll one blank.
 * - Deadeye Shot: a primary attack with the defender in the bullseye: spend a hit result, or turn a crit into a hit;
 *   either way the defender then exposes one of its damage cards (`modified-by-self`, `expose-damage`).
 * - Apex Predator (Battle over Endor): a primary attack on a defender of lower initiative: reroll one attack die.
 * - Crime Lord (Armed and Dangerous): after defending against an attacker in the front arc, a charge strains it.
 * - Clan Training: before engaging, while not focused and with an enemy ship in the front arc at range 1, a charge buys
 *   a Focus action performed as a red action; after an attack that destroyed the defender, the charge comes back.
 * - Determination (Evacuation of D'Qar): a primary attack with the defender in the bullseye adds a focus result, the
 *   ship then suffering one hit (the price, once the result is added).
 * - Ruthless: attacking with another friendly ship at range 0–1 of the defender, one blank or focus becomes a hit;
 *   the owner then picks such a ship, which suffers one hit. Our reading: the card picks the ship first, the change
 *   coming with it; here the change is the modification and the ship is picked as it is made (the same outcome: a
 *   friendly ship there is required to offer it).
 * - Enduring: defending outside the attacker's bullseye, the evades cancel crits before hits (`crits-first`, before
 *   the Neutralize Results step); after suffering crit damage, a Focus or Calculate action of the bar, performed red
 *   even while stressed. Our reading: crit damage a shield takes is crit damage suffered (000 "Damage": shields are
 *   lost for damage suffered).
 * - Treacherous: defending against an attack with a hit or crit among its dice, a charge and a ship obstructing the
 *   attack (`obstructs-attack`, chosen) cancel one hit or crit result (a crit first), and the chosen ship gains a
 *   strain token; after a ship at range 0–3 is destroyed, the charge comes back. Our reading: the cancel is made as the
 *   Neutralize Results step comes ('attack:neutralize', once the dice are modified), where a cancelled result leaves
 *   the pool (000 "Cancel"); the card's "while you defend" leaves the moment open.
 * - Escort Fighter (Evacuation of D'Qar): while a friendly medium or large ship defends with this one in the
 *   attacker's firing arc, a charge and a strain token add a focus result to its defense dice (a modification the
 *   defender's side is offered: only the side's own ships offer it theirs, so "friendly" needs no clause).
 * - Selfless: while another friendly ship at range 0–1 of this one defends, with this one inside the arc the attack is
 *   made from, as the Neutralize Results step comes (once the dice are modified: 'attack:neutralize', where a
 *   cancelled result leaves the pool, 000 "Cancel"), it may suffer one critical damage to cancel one crit result.
 * - It's a Trap! (Battle over Endor): defending with more other friendly ships than enemy ships at range 0–1, reroll
 *   one blank (`ships-outnumber`). No Escape (Battle over Endor): a primary attack with more friendly ships (this one
 *   included) than enemy ships other than the defender at range 0–1 of the defender, reroll one blank.
 * - Saturation Salvo: a torpedo or missile attack may spend a charge of a torpedo or missile card for the attacker to
 *   choose two defense dice the defender rerolls (the attacker's modification of the defense dice). Our reading: the
 *   card's "that upgrade" is the weapon fired; the engine spends the first such card with a charge in the loadout
 *   (costs.ts `upgradeChargePayer`), the weapon itself when it is the ship's only one.
 * - For the Cause (Evacuation of D'Qar): attacking or defending, one of the ship's non-blank results is spent (a focus
 *   first) while a friendly ship at range 1–2 is strained or depleted; that ship, picked next, may then remove a strain
 *   or deplete token, its player choosing which (`then`, `remove-chosen-token`).
 * - Heroic Sacrifice (Battle over Endor): once the ship has performed a SLAM action, five attack dice are rolled; every
 *   large or huge ship at range 0 of it, friend or foe, takes one facedown damage card per hit or crit rolled, and then
 *   the ship itself is destroyed. A standing record lets it SLAM while stressed. Our reading: damage "bypassing
 *   shields" is dealt as facedown damage cards (`deal-facedown-damage`: 001 "Damage Cards", a card dealt is not stopped
 *   by shields), so abilities triggered by damage suffered do not hear it; the scenario features the card names exist
 *   in no scenario we hold.
 * - Tierfon Belly Run (Y-wing): the asteroid it is at range 0 of does not keep it from attacking with its special
 *   weapons (`disarmed-attacks` with `despite` 'obstacle:asteroid': its primary weapon stays silent, and another
 *   obstacle's ban still holds; 001 "Asteroid": no attacks at range 0). Defending at range 0 of any obstacle, the
 *   attacker cannot reroll its attack dice (`dice-unmodifiable` of rerolls; 000 "Modifying Dice").
 * - Snap Shot (s36): after an enemy ship executes a maneuver, the card's own attack (front arc, range 2, 2 dice) may be
 *   made against it as a bonus attack (`attackAfterEnemyManeuver` below: resolved in the Activation Phase, before
 *   that ship goes on with its activation); the attack dice of the card's attack cannot be modified, by anyone. Our
 *   readings: the card's weapon stays a special weapon the ship may also fire in the Engagement Phase (nothing on the
 *   card limits it to the bonus attack), with the same dice restriction; the bonus attack counts against the one
 *   bonus attack a ship has per phase (combat/attack.ts grantBonusAttack), here the Activation Phase.
 */
import { changeAbility, extraDice, rerollAbility, type Modification } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';
import { afterOwnModify } from './crew.js';
import { tokensHeld } from '../support/shared.js';

const upgrade = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });

const all = (...of: Condition[]): Condition => ({ kind: 'all', of });

/** The candidate ship (self, in a filter's `where`) is at range 0–1 of the attack's defender. */
const nearDefender: Condition = { kind: 'range', to: 'defender', min: 0, max: 1 };

/** No other friendly ship at range 0–2. */
const alone: Condition = { kind: 'not', of: { kind: 'range', to: 'any-friendly', min: 0, max: 2 } };

/** The two or more results of one's own dice are all blanks. */
const onlyBlanks = (d: 'attack' | 'defense'): Condition => ({
  kind: 'dice-results',
  dice: d,
  faces: ['blank'],
  atLeast: 2,
  only: true,
});

const heroic = (role: 'attacker' | 'defender'): Ability => ({
  source: upgrade('heroic'),
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: all(role === 'attacker' ? isAttacker : isDefender, onlyBlanks(role === 'attacker' ? 'attack' : 'defense')),
  optional: true,
  effect: dice(rerollAbility(role, 'any', { name: 'Heroic' })),
  summary: 'Heroic: only blanks (two or more), reroll any number of your dice.',
});

const loneWolf = (role: 'attacker' | 'defender'): Ability => ({
  source: upgrade('lonewolf'),
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: all(role === 'attacker' ? isAttacker : isDefender, alone),
  optional: true,
  cost: [{ kind: 'spend-charge', count: 1 }],
  effect: dice(rerollAbility(role, 1, { name: 'Lone Wolf' })),
  summary: 'Lone Wolf: no friendly ship near you, spend a charge to reroll one of your dice.',
});

/** The attacker cancels one of the defender's evade results (before the results are neutralized). */
const CANCEL_EVADE: Modification = {
  name: 'Crack Shot',
  by: 'attacker',
  dice: 'defense',
  effect: { kind: 'cancel', faces: ['evade'], count: 1 },
};

const FTC = 'forthecause-evacuationofdqar';
const FTC_TOKENS = ['strain', 'deplete'] as const;
/** For the Cause: another friendly ship at range 1–2 of the candidate's chooser, strained or depleted. */
const FTC_SHIP = {
  side: 'friendly',
  range: [1, 2],
  where: { kind: 'has-token', token: 'strain', also: ['deplete'], who: 'self' },
} as const;
const forTheCause = (role: 'attacker' | 'defender'): Ability => ({
  source: { kind: 'upgrade', xws: FTC, side: 0 },
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: { kind: 'all', of: [role === 'attacker' ? isAttacker : isDefender, { kind: 'ships-near', ...FTC_SHIP }] },
  optional: true,
  effect: dice({
    name: 'For the Cause',
    by: role,
    dice: role === 'attacker' ? 'attack' : 'defense',
    effect: { kind: 'cancel', faces: role === 'attacker' ? ['focus', 'hit', 'crit'] : ['focus', 'evade'], count: 1 },
  }),
  summary: 'For the Cause: spend a non-blank result, a strained or depleted friendly ship at range 1-2 sheds a token.',
});

/**
 * s36: once an enemy ship has moved, the card's own weapon may fire at that ship, as a bonus attack (Snap Shot,
 * Foresight, Underslung Blaster Cannon): in 'maneuver:after-execute' of an enemy ship (fully or partly executed,
 * ion maneuvers too: each is the ship executing a maneuver, 000 "Maneuvers"), offered only while the card's own
 * weapon could attack that ship now (`can-attack`: arc, range, its requirement, charges) and the ship has no bonus
 * attack of this phase spent (`bonus-attack-left`); the attack is asked and resolved once the window has resolved
 * (combat/bonus-attack.ts), before the moving ship goes on with its activation. `cost` is paid as it is used.
 */
export function attackAfterEnemyManeuver(xws: string, summary: string, cost?: Ability['cost']): Ability {
  return {
    source: upgrade(xws),
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-ship', side: 'enemy' },
        { kind: 'bonus-attack-left', who: 'self' },
        // `other` is the ship that moved, seen from the card's ship.
        { kind: 'can-attack', weapons: [xws], against: 'other' },
      ],
    },
    optional: true,
    ...(cost ? { cost } : {}),
    effect: { kind: 'bonus-attack', weapons: [xws], against: 'other' },
    summary,
  };
}

/** s36: while the card's ship attacks with the card's own weapon (its dice restrictions read for that attack only). */
export const attackingWithCard = (xws: string): Condition => ({
  kind: 'all',
  of: [isAttacker, { kind: 'attack-weapon', weapon: xws }],
});

export const ATTACK_TALENTS: Record<string, Ability[]> = {
  'upgrade:snapshot:0': [
    attackAfterEnemyManeuver(
      'snapshot',
      'Snap Shot: an enemy ship has executed a maneuver, you may attack it with Snap Shot as a bonus attack.',
    ),
    {
      source: upgrade('snapshot'),
      window: 'attack:modify-restriction',
      // Read for both ships of the attack: the weapon's name alone says the attack is made with this card.
      when: { kind: 'attack-weapon', weapon: 'snapshot' },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack' },
      summary: 'Snap Shot: the attack dice of its attack cannot be modified.',
    },
  ],
  [`upgrade:${FTC}:0`]: [
    forTheCause('attacker'),
    forTheCause('defender'),
    {
      ...afterOwnModify(
        FTC,
        { kind: 'remove-chosen-token', who: 'chosen' },
        'For the Cause: the ship you choose may remove a strain or deplete token.',
      ),
      optional: true,
      choose: { ...FTC_SHIP, label: 'removes a strain or deplete token' },
      then: [(ctx, _self, _sub, picked) => tokensHeld(ctx, picked[0]!, FTC_TOKENS, (t) => `it removes a ${t} token`)],
    },
  ],
  'upgrade:escortfighter-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'escortfighter-evacuationofdqar', side: 0 },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'defender', size: ['medium', 'large'] },
          { kind: 'in-arc', arc: 'firing', of: 'attacker', target: 'self' },
        ],
      },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'strain', count: 1 },
      ],
      effect: dice({
        name: 'Escort Fighter',
        by: 'defender',
        dice: 'defense',
        effect: { kind: 'add', face: 'focus', count: 1 },
      }),
      summary: 'Escort Fighter: in the attacker’s arc, a charge and a strain token add a focus result to the defense.',
    },
  ],
  'upgrade:treacherous:0': [
    {
      source: { kind: 'upgrade', xws: 'treacherous', side: 0 },
      window: 'attack:neutralize',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'dice-results', dice: 'attack', faces: ['hit', 'crit'], atLeast: 1 }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choose: { side: 'any', where: { kind: 'obstructs-attack', who: 'self' }, label: 'obstructs the attack' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'cancel-dice', dice: 'attack', faces: ['crit', 'hit'], count: 1 },
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
        ],
      },
      summary:
        'Treacherous: spend a charge to cancel a hit or crit; the ship you pick, obstructing the attack, is strained.',
    },
    {
      source: { kind: 'upgrade', xws: 'treacherous', side: 0 },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          {
            kind: 'any',
            of: [
              { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
              { kind: 'destroyed-ship-near', side: 'enemy', min: 0, max: 3 },
            ],
          },
          { kind: 'below-max', stat: 'charges' },
        ],
      },
      optional: false,
      effect: { kind: 'recover-card-charges', xws: 'treacherous', count: 1 },
      summary: 'Treacherous: a ship at range 0–3 was destroyed, recover your charge.',
    },
  ],
  'upgrade:enduring:0': [
    {
      source: upgrade('enduring'),
      window: 'attack:neutralize',
      when: all(isDefender, { kind: 'not', of: { kind: 'in-arc', arc: 'bullseye', of: 'attacker', target: 'self' } }),
      optional: false,
      effect: { kind: 'crits-first' },
      summary: 'Enduring: outside the attacker’s bullseye, your evades cancel crits before hits.',
    },
    {
      source: upgrade('enduring'),
      window: 'damage:suffered',
      when: all({ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'subject-data', key: 'crits', oneOf: [0] } }),
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: 'own-bar',
        types: ['focus', 'calculate'],
        asRed: true,
        ignoreStress: true,
        why: 'Enduring',
      },
      summary: 'Enduring: you suffered crit damage, perform a red Focus or Calculate action of your bar.',
    },
  ],
  'upgrade:ruthless:0': [
    {
      source: upgrade('ruthless'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, { kind: 'ships-near', side: 'friendly', where: nearDefender }),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', { name: 'Ruthless' })),
      summary:
        'Ruthless: a friendly ship at range 0–1 of the defender takes a hit, change one blank or focus to a hit.',
    },
    {
      ...afterOwnModify(
        'ruthless',
        { kind: 'suffer-damage', hits: 1, crits: 0, who: 'chosen', source: 'Ruthless' },
        'Ruthless: choose the friendly ship at range 0–1 of the defender that suffers a hit.',
      ),
      choose: { side: 'friendly', where: nearDefender, label: 'suffers a hit' },
    },
  ],
  'upgrade:clantraining:0': [
    {
      source: upgrade('clantraining'),
      window: 'engagement:before-engage',
      when: all(
        { kind: 'subject-is-self' },
        { kind: 'has-token', token: 'focus', atLeast: 0, atMost: 0, who: 'self' },
        { kind: 'ships-near', side: 'enemy', range: [1, 1], inArc: { arc: 'front' } },
      ),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'grant-action',
        actions: [{ type: 'focus', difficulty: 'white' }],
        asRed: true,
        why: 'Clan Training',
      },
      summary: 'Clan Training: an enemy ship is in your front arc at range 1, spend a charge for a red Focus action.',
    },
    {
      source: upgrade('clantraining'),
      window: 'attack:after',
      when: all(isAttacker, { kind: 'destroyed', who: 'defender' }),
      optional: false,
      effect: { kind: 'recover-card-charges', xws: 'clantraining', count: 1 },
      summary: 'Clan Training: the defender was destroyed, recover a charge.',
    },
  ],
  'upgrade:determination-evacuationofdqar:0': [
    {
      source: upgrade('determination-evacuationofdqar'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, primaryAttack, defenderInBullseye),
      optional: true,
      effect: dice({
        name: 'Determination',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'add', face: 'focus', count: 1 },
      }),
      summary: 'Determination: suffer a hit to add a focus result.',
    },
    afterOwnModify(
      'determination-evacuationofdqar',
      { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Determination' },
      'Determination: you suffer a hit for the added result.',
    ),
  ],
  'upgrade:deadeyeshot:0': [
    {
      source: upgrade('deadeyeshot'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, primaryAttack, defenderInBullseye),
      optional: true,
      effect: dice({
        name: 'Deadeye Shot',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'cancel', faces: ['hit'] },
      }),
      summary: 'Deadeye Shot: spend a hit result, the defender exposes a damage card.',
    },
    {
      source: upgrade('deadeyeshot'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, primaryAttack, defenderInBullseye),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['crit'], 'hit', { name: 'Deadeye Shot' })),
      summary: 'Deadeye Shot: change a crit to a hit, the defender exposes a damage card.',
    },
    afterOwnModify(
      'deadeyeshot',
      { kind: 'expose-damage', who: 'other' },
      'Deadeye Shot: the defender exposes a damage card.',
    ),
  ],
  'upgrade:apexpredator-battleoverendor:0': [
    {
      source: upgrade('apexpredator-battleoverendor'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, primaryAttack, { kind: 'initiative-vs', who: 'self', than: 'other', compare: 'higher' }),
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Apex Predator' })),
      summary: 'Apex Predator: the defender’s initiative is lower than yours, reroll one attack die.',
    },
  ],
  'upgrade:crimelord-armedanddangerous:0': [
    {
      source: upgrade('crimelord-armedanddangerous'),
      window: 'attack:after',
      when: all(isDefender, { kind: 'in-arc', arc: 'front', of: 'self', target: 'attacker' }),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'attacker' },
      summary: 'Crime Lord: the attacker is in your front arc, spend a charge to give it a strain token.',
    },
  ],
  'upgrade:heroic:0': [heroic('attacker'), heroic('defender')],
  'upgrade:fearless:0': [
    {
      source: upgrade('fearless'),
      window: 'attack:modify-attack-dice',
      when: all(
        isAttacker,
        primaryAttack,
        { kind: 'attack-arc', arc: 'front' },
        { kind: 'attack-range', min: 1, max: 1 },
        { kind: 'in-arc', arc: 'front', of: 'other', target: 'self' },
      ),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', { name: 'Fearless' })),
      summary: 'Fearless: at range 1 in the defender’s front arc, change one of your results to a hit.',
    },
  ],
  'upgrade:fanatical:0': [
    {
      source: upgrade('fanatical'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, primaryAttack, { kind: 'not', of: { kind: 'shielded', who: 'self' } }),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Fanatical' })),
      summary: 'Fanatical: you have no shield, change one focus to a hit.',
    },
  ],
  'upgrade:trickshot:0': [
    {
      source: upgrade('trickshot'),
      window: 'attack:roll-attack-dice',
      when: all(isAttacker, { kind: 'attack-obstructed' }),
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Trick Shot: the attack is obstructed, roll one more die.',
    },
  ],
  'upgrade:juke:0': [
    {
      source: upgrade('juke'),
      window: 'attack:modify-defense-dice',
      when: all(isAttacker, { kind: 'has-token', token: 'evade', who: 'self' }),
      optional: true,
      effect: dice(changeAbility('attacker', 'defense', 1, ['evade'], 'focus', { name: 'Juke' })),
      summary: 'Juke: you are evading, change one of the defender’s evades to a focus.',
    },
  ],
  'upgrade:crackshot:0': [
    {
      source: upgrade('crackshot'),
      window: 'attack:modify-defense-dice',
      when: all(isAttacker, primaryAttack, defenderInBullseye),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(CANCEL_EVADE),
      summary: 'Crack Shot: the defender is in your bullseye, spend a charge to cancel one evade.',
    },
  ],
  'upgrade:lonewolf:0': [loneWolf('attacker'), loneWolf('defender')],
  'upgrade:fanatic-battleofyavin:0': [
    {
      source: upgrade('fanatic-battleofyavin'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, primaryAttack, { kind: 'damaged', who: 'self' }),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Fanatic' })),
      summary: 'Fanatic: you are damaged, change one focus to a hit.',
    },
  ],
  'upgrade:fanatical-epicsl:0': [
    {
      source: upgrade('fanatical-epicsl'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, { kind: 'not', of: { kind: 'shielded', who: 'self' } }),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Fanatical' })),
      summary: 'Fanatical: you have no shield, change one focus to a hit.',
    },
  ],
  'upgrade:mandaloriantactics-armedanddangerous:0': [
    {
      source: upgrade('mandaloriantactics-armedanddangerous'),
      window: 'attack:modify-defense-dice',
      when: all(isDefender, { kind: 'range', to: 'any-enemy', min: 0, max: 0 }),
      optional: true,
      effect: dice({
        name: 'Mandalorian Tactics',
        by: 'defender',
        dice: 'defense',
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Mandalorian Tactics: an enemy ship at range 0, reroll one blank.',
    },
  ],
  'upgrade:elusive:0': [
    {
      source: upgrade('elusive'),
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(rerollAbility('defender', 1, { name: 'Elusive' })),
      summary: 'Elusive: spend a charge to reroll one defense die.',
    },
    {
      source: upgrade('elusive'),
      window: 'maneuver:after-execute',
      when: all(
        { kind: 'subject-is-self' },
        { kind: 'maneuver', fully: true },
        { kind: 'maneuver', difficulty: ['red'] },
      ),
      optional: false,
      effect: { kind: 'recover-card-charges', xws: 'elusive', count: 1 },
      summary: 'Elusive: a red maneuver fully executed, recover a charge.',
    },
  ],
  'upgrade:intimidation:0': [
    {
      source: upgrade('intimidation'),
      window: 'attack:roll-defense-dice',
      when: { kind: 'attack-party-near', party: 'defender', side: 'enemy', min: 0, max: 0, includeSelf: false },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Intimidation: an enemy ship at range 0 of you rolls one defense die fewer.',
    },
  ],
  'upgrade:notorious:0': [
    {
      source: upgrade('notorious'),
      window: 'attack:after',
      when: all(isDefender, { kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' }),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'other' },
      summary: 'Notorious: the attacker is in your firing arc, spend a charge to give it a strain token.',
    },
    {
      source: upgrade('notorious'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, { kind: 'has-token', token: 'strain', who: 'defender' }),
      optional: true,
      effect: dice({
        name: 'Notorious',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Notorious: the defender is strained, reroll one blank result.',
    },
  ],
  'upgrade:dedicated:0': [
    {
      source: upgrade('dedicated'),
      window: 'attack:modify-defense-dice',
      when: all(
        {
          kind: 'ships-near',
          side: 'friendly',
          range: [0, 2],
          inArc: { arc: ['left', 'right'] },
          // Seen from the candidate: it is the defender, limited or with Dedicated.
          where: all(isDefender, { kind: 'subject-ship', limited: true, equips: 'dedicated' }),
        },
        { kind: 'has-token', token: 'strain', atLeast: 0, atMost: 0, who: 'self' },
      ),
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: dice({
        name: 'Dedicated',
        by: 'defender',
        dice: 'defense',
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Dedicated: gain a strain token, the defender beside you rerolls one blank.',
    },
  ],
  'upgrade:graviticdeflection:0': [1, 2, 3].map((n): Ability => ({
    source: upgrade('graviticdeflection'),
    window: 'attack:modify-defense-dice',
    when: all(isDefender, {
      kind: 'ships-near',
      side: 'any',
      includeSelf: true,
      inArc: { arc: 'attack', of: 'attacker' },
      where: { kind: 'tractored' },
      atLeast: n,
    }),
    optional: true,
    effect: dice(rerollAbility('defender', 1, { name: 'Gravitic Deflection' })),
    summary: `Gravitic Deflection: ${n} or more tractored ships in the attack’s arc, reroll one defense die.`,
  })),
  'upgrade:selfless:0': [
    {
      source: upgrade('selfless'),
      window: 'attack:neutralize',
      when: all(
        { kind: 'attack-party-near', party: 'defender', min: 0, max: 1, includeSelf: false },
        { kind: 'in-arc', arc: 'attack', of: 'attacker', target: 'self' },
        { kind: 'dice-results', dice: 'attack', faces: ['crit'], atLeast: 1 },
      ),
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'Selfless' },
          { kind: 'cancel-dice', dice: 'attack', faces: ['crit'], count: 1 },
        ],
      },
      summary: 'Selfless: a friendly ship beside you is attacked, suffer a crit to cancel one of the attack’s crits.',
    },
  ],
  'upgrade:itsatrap-battleoverendor:0': [
    {
      source: upgrade('itsatrap-battleoverendor'),
      window: 'attack:modify-defense-dice',
      when: all(isDefender, {
        kind: 'ships-outnumber',
        more: { side: 'friendly', range: [0, 1] },
        than: { side: 'enemy', range: [0, 1] },
      }),
      optional: true,
      effect: dice({
        name: 'It’s a Trap!',
        by: 'defender',
        dice: 'defense',
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'It’s a Trap!: more other friendly ships than enemy ships at range 0–1, reroll one blank.',
    },
  ],
  'upgrade:noescape-battleoverendor:0': [
    {
      source: upgrade('noescape-battleoverendor'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, primaryAttack, {
        kind: 'ships-outnumber',
        more: { side: 'friendly', includeSelf: true, where: nearDefender },
        than: { side: 'enemy', excludeOther: true, where: nearDefender },
      }),
      optional: true,
      effect: dice({
        name: 'No Escape',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'No Escape: more friendly ships than other enemy ships at range 0–1 of the defender, reroll one blank.',
    },
  ],
  'upgrade:saturationsalvo:0': [
    {
      source: upgrade('saturationsalvo'),
      window: 'attack:modify-defense-dice',
      when: all(isAttacker, { kind: 'attack-weapon-slot', slots: ['torpedo', 'missile'] }),
      optional: true,
      cost: [{ kind: 'spend-upgrade-charge', count: 1, types: ['torpedo', 'missile'] }],
      effect: dice({ name: 'Saturation Salvo', by: 'attacker', dice: 'defense', effect: { kind: 'reroll', count: 2 } }),
      summary: 'Saturation Salvo: spend a torpedo or missile charge, the defender rerolls two dice of your choosing.',
    },
  ],
  'upgrade:heroicsacrifice-battleoverendor:0': [
    {
      source: upgrade('heroicsacrifice-battleoverendor'),
      window: 'action:after-perform',
      when: all({ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['slam'] }),
      optional: false,
      effect: {
        kind: 'roll-attack-dice',
        count: 5,
        then: {
          kind: 'sequence',
          of: [
            {
              kind: 'each-ship',
              ships: {
                side: 'any',
                range: [0, 0],
                where: { kind: 'ship-is', who: 'self', size: ['large', 'huge'] },
              },
              effect: {
                kind: 'sequence',
                of: (['hit', 'crit'] as const).map((face) => ({
                  kind: 'for-each-face' as const,
                  face,
                  effect: {
                    kind: 'deal-facedown-damage' as const,
                    count: 1,
                    who: 'chosen' as const,
                    source: 'Heroic Sacrifice',
                  },
                })),
              },
            },
            { kind: 'destroy-self', source: 'Heroic Sacrifice' },
          ],
        },
      },
      summary:
        'Heroic Sacrifice: after a SLAM, roll five dice to damage large ships touching you, then you are destroyed.',
    },
    {
      source: upgrade('heroicsacrifice-battleoverendor'),
      window: 'action:while-stressed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'actions-while-stressed', difficulty: 'white', actions: ['slam'] },
      summary: 'Heroic Sacrifice: you may SLAM while stressed.',
    },
  ],
  'upgrade:tierfonbellyrun:0': [
    {
      source: { kind: 'upgrade', xws: 'tierfonbellyrun', side: 0 },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'disarmed-attacks',
        slots: ['cannon', 'turret', 'torpedo', 'missile', 'talent', 'force-power', 'illicit', 'configuration'],
        despite: 'obstacle:asteroid',
      },
      summary: 'Tierfon Belly Run: at range 0 of an asteroid, you may still attack with special weapons.',
    },
    {
      source: { kind: 'upgrade', xws: 'tierfonbellyrun', side: 0 },
      window: 'attack:modify-restriction',
      when: { kind: 'all', of: [isDefender, { kind: 'near-obstacle', min: 0, max: 0 }] },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack', using: 'rerolls' },
      summary: 'Tierfon Belly Run: defending at range 0 of an obstacle, the attack dice cannot be rerolled.',
    },
  ],
};

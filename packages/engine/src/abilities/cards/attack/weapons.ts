/**
 * The attack group's special weapons (cannons, missiles, torpedoes, turrets), each in our own words. The weapon rules
 * (combat/weapons.ts) already declare a special weapon's attack from the content: its arc, range, requirement and
 * charge cost (000 "Special Weapons"); a record here is what the card adds to its own attack, read by the attack rules
 * through the attack words of window 'attack:weapon' (abilities/static.ts weaponRules) or resolved in the attack's
 * windows. Every condition names the card's own weapon: its rules hold only for an attack made with it.
 *
 * - Proton Rockets, Dorsal Turret: the attack is all there is (`special-weapon`).
 * - Ion Cannon, Ion Cannon Turret, Ion Missiles, Ion Torpedoes: one result deals a regular damage, the others give ion
 *   tokens. Jamming Beam, Tractor Beam: every result gives a jam / tractor token instead of damage.
 * - Heavy Laser Cannon: its crits become hits once the attack dice are modified.
 * - Plasma Torpedoes: evades cancel crits first; a hit costs the defender a shield. Heavy Plasma Missiles: the shield.
 * - Advanced Proton Torpedoes: one hit to a crit. Proton Cannons: one focus or hit to a crit.
 * - Autoblasters: a die more with the defender in the bullseye; outside the defender's front arc, evades cancel no
 *   crits.
 * - Multi-missile Pods: a charge buys a die with the defender in the front arc, and a second one in the bullseye.
 * - Flechette Cannons: a hit with the defender in the bullseye strains it.
 * - Barrage Rockets: with the defender in the bullseye, each charge spent rerolls one attack die. Our reading: one die
 *   per use, as often as charges last (the card spends them at once; here the player sees each reroll before the
 *   next).
 * - Seeker Missiles: up to two more charges, each turning one focus into a hit.
 * - Precision-tuned Cannons: with the defender in the bullseye, a focus result is added (offered: see
 *   configurations.ts, Calibrated Laser Targeting).
 * - Magpulse Warheads: a hit deals one crit and gives the defender a deplete and a jam token, instead of its damage.
 * - Concussion Missiles: once the attack has hit, every ship at range 0–1 of the defender (the defender and the
 *   attacker included) exposes one damage card (`each-ship`, `expose-damage`).
 * - Synced Laser Cannons: while the attacker holds a calculate token, the defender's range bonus does not apply.
 * - Cluster Missiles: after its attack, the same weapon may attack again as a bonus attack, another ship at range 0–1
 *   of the first defender, its lock requirement ignored (`bonus-attack` with `near` and `ignoreRequirement`); the
 *   second attack spends its charge like the first (000 "Special Weapons": the header's cost is paid per attack).
 *   Our reading: the first attack's defender, destroyed or not, is where the range is measured from while it is on
 *   the table (simultaneous fire keeps it there until its initiative step ends).
 * - Diamond-Boron Missiles: once its attack has hit, a second charge makes each ship at range 0–1 of the defender
 *   whose agility is not above the defender's roll an attack die, suffering a hit or a crit for its face (`each-ship`,
 *   `agility-vs`). As with Concussion Missiles, the defender itself and the attacker are ships at range 0–1 of it
 *   (000 "Measuring Range": a ship is at range 0 of itself).
 * - Homing Missiles, Homing Torpedoes: once the defender is declared, its player may have it suffer a hit (the
 *   missiles) or a crit (the torpedoes); then the attack skips its dice and hits (`unless` without a price: "pay"
 *   declines; `skip-dice`). Our reading: the attack's own results deal nothing more, the chosen damage being all.
 * - XX-23 S-Thread Tracers: when its attack hits, the results deal no damage; instead each friendly ship at range 1–3
 *   of the defender (the attacker included) acquires a lock on it (`hit-instead` with `each-ship`). Our reading: the
 *   card lets each ship decline; every ship that may lock does (a lock on the defender is the point of the card).
 * - Energy-Shell Charges: its attack may spend a calculate token to change one focus to a crit; its card action
 *   reloads it (000 "Reload": the card recovers a charge, the ship gains a disarm token).
 * - Ancillary Ion Weapons (and Alpha-3E "Esk", configurations.ts, whose ability is the same: `ionCritsBeforeRoll`):
 *   a primary attack about to roll its attack dice may spend two charges; for the rest of that attack, each crit result
 *   gives the defender an ion token instead of its damage, the hits dealing theirs (`results-inflict-tokens` with
 *   `faces`, a lasting rule of the attack read by the weapon rules). Our reading: one ion token per crit result, as an
 *   ion weapon's results each give one (000 "Ion Tokens").
 * - Saturation Rockets (Alpha-class Star Wing): the header's two charges are the content's cost; with the defender in
 *   the front arc one more charge buys one more attack die (an optional dice count with a charge as its cost). Once
 *   its attack is over, one charge buys a bonus attack with the rockets against another ship at range 0–1 of the
 *   defender, which spends no charge of its own (`bonus-attack`'s `chargeFree`). Asked only while a bonus attack is
 *   still left to the ship and such a ship stands (`bonus-attack-left`, `ships-near` measured from the defender).
 * - Underslung Blaster Cannon (s36): after an enemy ship executes a maneuver, its own attack (turret arc, range 1,
 *   a lock on that ship needed) may be made against it as a bonus attack (talents.ts `attackAfterEnemyManeuver`); the
 *   attack dice of its attacks may be modified only by the lock's own reroll, spent as a lock token is (`except:
 *   'lock-token'`; 000 "Locks": spending a lock rerolls any number of attack dice). The Rotate Arc action and the turret
 *   indicator it brings are the content's (engine.ts: a special turret weapon brings the indicator).
 */
import { changeAbility, extraDice, rerollAbility, type Face } from '@xwing/dice';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';
import { attackAfterEnemyManeuver } from './talents.js';

const upgrade = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });

const SATURATION = 'saturationrockets-alphaclassstarwing';

/** The attack in progress is made with this card's weapon. */
const withWeapon = (xws: string): Condition => ({ kind: 'attack-weapon', weapon: xws });

/** The attack just ended had hit ('attack:after' names it in its subject). */
const attackHit: Condition = { kind: 'subject-data', key: 'hit', oneOf: [true] };

/** A standing rule of the weapon's attack (window 'attack:weapon': only the attacker's cards are read). */
function weaponRule(xws: string, effect: Effect, summary: string, extra?: Condition): Ability {
  return {
    source: upgrade(xws),
    window: 'attack:weapon',
    when: extra ? { kind: 'all', of: [withWeapon(xws), extra] } : withWeapon(xws),
    optional: false,
    effect,
    summary,
  };
}

/** The weapon's attack is all its card does. */
const plainWeapon = (xws: string, name: string): Ability[] => [
  weaponRule(xws, { kind: 'special-weapon' }, `${name}: a special weapon attack.`),
];

/** Ion weapons: one hit/crit result deals a regular damage, each other gives the defender an ion token. */
const ionWeapon = (xws: string, name: string): Ability[] => [
  weaponRule(
    xws,
    { kind: 'results-inflict-tokens', token: 'ion', damageFirst: 1 },
    `${name}: one result deals 1 damage, the others give ion tokens.`,
  ),
];

/**
 * Two charges paid as a primary attack's dice are about to be rolled make its crit results give ion tokens, not
 * damage: a lasting rule of the attack on the attacker (Ancillary Ion Weapons, Alpha-3E "Esk").
 */
export const ionCritsBeforeRoll = (xws: string, name: string): Ability => ({
  source: upgrade(xws),
  window: 'attack:before-roll',
  when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'subject-data', key: 'dice', oneOf: ['attack'] }] },
  optional: true,
  cost: [{ kind: 'spend-charge', count: 2 }],
  effect: {
    kind: 'last',
    until: 'end-of-attack',
    window: 'attack:weapon',
    effect: { kind: 'results-inflict-tokens', token: 'ion', damageFirst: 0, faces: ['crit'] },
  },
  summary: `${name}: spend two charges, your crit results give the defender ion tokens instead of damage this attack.`,
});

/** "Change one <from> result to a crit" while attacking with this weapon. */
const toCrit = (xws: string, name: string, from: Face[]): Ability[] => [
  {
    source: upgrade(xws),
    window: 'attack:modify-attack-dice',
    when: { kind: 'all', of: [isAttacker, withWeapon(xws)] },
    optional: true,
    effect: dice(changeAbility('attacker', 'attack', 1, from, 'crit', { name })),
    summary: `${name}: change one ${from.join(' or ')} to a crit.`,
  },
];

/** After the weapon's attack hits, the defender loses a shield (not damage). */
const shieldAfterHit = (xws: string, name: string): Ability => ({
  source: upgrade(xws),
  window: 'attack:after',
  when: { kind: 'all', of: [isAttacker, withWeapon(xws), attackHit] },
  optional: false,
  effect: { kind: 'lose-shields', count: 1, who: 'other', source: name },
  summary: `${name}: the attack hit, the defender loses a shield.`,
});

/** Multi-missile Pods: one charge for one more attack die, with the defender in `arc`. */
const podsDie = (arc: 'front' | 'bullseye'): Ability => ({
  source: upgrade('multimissilepods'),
  window: 'attack:roll-attack-dice',
  when: {
    kind: 'all',
    of: [isAttacker, withWeapon('multimissilepods'), { kind: 'in-arc', arc, of: 'self', target: 'other' }],
  },
  optional: true,
  cost: [{ kind: 'spend-charge', count: 1 }],
  effect: dice(extraDice('attack', 1)),
  summary: `Multi-missile Pods: the defender is in your ${arc === 'front' ? 'front arc' : 'bullseye'}, spend a charge to roll one more die.`,
});

const PRECISION = 'precisiontunedcannons-battleoverendor';

/** Homing Missiles / Torpedoes: the defender may take `face` damage for the attack to skip its dice and hit. */
const homing = (xws: string, name: string, face: 'hit' | 'crit'): Ability[] => [
  weaponRule(xws, { kind: 'special-weapon' }, `${name}: a special weapon attack.`),
  {
    source: upgrade(xws),
    window: 'attack:after-declare',
    when: { kind: 'all', of: [isAttacker, withWeapon(xws)] },
    optional: false,
    effect: {
      kind: 'unless',
      who: 'defender',
      pay: [],
      otherwise: {
        kind: 'sequence',
        of: [
          {
            kind: 'suffer-damage',
            hits: face === 'hit' ? 1 : 0,
            crits: face === 'crit' ? 1 : 0,
            who: 'defender',
            source: name,
          },
          { kind: 'skip-dice' },
        ],
      },
    },
    summary: `${name}: the defender may suffer a ${face} for the attack to skip its dice and hit.`,
  },
];

export const ATTACK_WEAPONS: Record<string, Ability[]> = {
  'upgrade:underslungblastercannon:0': [
    attackAfterEnemyManeuver(
      'underslungblastercannon',
      'Underslung Blaster Cannon: an enemy ship has executed a maneuver, you may attack it with the cannon as a bonus attack.',
    ),
    {
      source: upgrade('underslungblastercannon'),
      window: 'attack:modify-restriction',
      // Read for both ships of the attack: the weapon's name alone says the attack is made with this card.
      when: { kind: 'attack-weapon', weapon: 'underslungblastercannon' },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack', except: 'lock-token' },
      summary: 'Underslung Blaster Cannon: its attack dice may be modified only by spending a lock to reroll.',
    },
  ],
  'upgrade:ancillaryionweapons-siegeofcoruscant:0': [
    ionCritsBeforeRoll('ancillaryionweapons-siegeofcoruscant', 'Ancillary Ion Weapons'),
  ],
  'upgrade:homingmissiles:0': homing('homingmissiles', 'Homing Missiles', 'hit'),
  'upgrade:homingtorpedoes:0': homing('homingtorpedoes', 'Homing Torpedoes', 'crit'),
  'upgrade:diamondboronmissiles:0': [
    weaponRule('diamondboronmissiles', { kind: 'special-weapon' }, 'Diamond-Boron Missiles: a special weapon attack.'),
    {
      source: upgrade('diamondboronmissiles'),
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, withWeapon('diamondboronmissiles'), attackHit] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'each-ship',
        ships: {
          side: 'any',
          includeSelf: true,
          where: {
            kind: 'all',
            of: [
              { kind: 'range', to: 'defender', min: 0, max: 1 },
              { kind: 'agility-vs', who: 'self', than: 'defender', compare: 'at-most' },
            ],
          },
        },
        effect: {
          kind: 'roll-attack-dice',
          count: 1,
          then: {
            kind: 'suffer-damage',
            hits: 0,
            crits: 0,
            who: 'chosen',
            source: 'Diamond-Boron Missiles',
            perFace: { hit: 'hit', crit: 'crit' },
          },
        },
      },
      summary:
        'Diamond-Boron Missiles: spend a charge, each ship at range 0–1 of the defender with no more agility rolls a die and suffers its hit or crit.',
    },
  ],
  'upgrade:clustermissiles:0': [
    weaponRule('clustermissiles', { kind: 'special-weapon' }, 'Cluster Missiles: a special weapon attack.'),
    {
      source: upgrade('clustermissiles'),
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, withWeapon('clustermissiles')] },
      optional: false,
      effect: {
        kind: 'bonus-attack',
        weapons: ['clustermissiles'],
        notAgainst: 'defender',
        near: { of: 'defender', min: 0, max: 1 },
        ignoreRequirement: true,
      },
      summary:
        'Cluster Missiles: you may fire them again at another ship at range 0–1 of the defender, no lock needed.',
    },
  ],
  'upgrade:protonrockets:0': plainWeapon('protonrockets', 'Proton Rockets'),
  'upgrade:dorsalturret:0': plainWeapon('dorsalturret', 'Dorsal Turret'),
  'upgrade:jammingbeam:0': [
    weaponRule(
      'jammingbeam',
      { kind: 'results-inflict-tokens', token: 'jam', damageFirst: 0 },
      'Jamming Beam: each result gives a jam token instead of damage.',
    ),
  ],
  'upgrade:ionmissiles:0': ionWeapon('ionmissiles', 'Ion Missiles'),
  'upgrade:heavylasercannon:0': [
    weaponRule(
      'heavylasercannon',
      { kind: 'crits-become-hits' },
      'Heavy Laser Cannon: once the attack dice are modified, crits become hits.',
    ),
  ],
  'upgrade:iontorpedoes:0': ionWeapon('iontorpedoes', 'Ion Torpedoes'),
  'upgrade:plasmatorpedoes:0': [
    weaponRule(
      'plasmatorpedoes',
      { kind: 'neutralize-crits', rule: 'first' },
      'Plasma Torpedoes: evades cancel crits before hits.',
    ),
    shieldAfterHit('plasmatorpedoes', 'Plasma Torpedoes'),
  ],
  'upgrade:advprotontorpedoes:0': toCrit('advprotontorpedoes', 'Adv. Proton Torpedoes', ['hit']),
  'upgrade:ioncannon:0': ionWeapon('ioncannon', 'Ion Cannon'),
  'upgrade:autoblasters:0': [
    {
      source: upgrade('autoblasters'),
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, withWeapon('autoblasters'), defenderInBullseye] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Autoblasters: the defender is in your bullseye, roll one more die.',
    },
    weaponRule(
      'autoblasters',
      { kind: 'neutralize-crits', rule: 'never' },
      'Autoblasters: outside the defender’s front arc, evades do not cancel crits.',
      { kind: 'not', of: { kind: 'in-arc', arc: 'front', of: 'other', target: 'self' } },
    ),
  ],
  'upgrade:ioncannonturret:0': ionWeapon('ioncannonturret', 'Ion Cannon Turret'),
  'upgrade:tractorbeam:0': [
    weaponRule(
      'tractorbeam',
      { kind: 'results-inflict-tokens', token: 'tractor', damageFirst: 0 },
      'Tractor Beam: each result gives a tractor token instead of damage.',
    ),
  ],
  'upgrade:multimissilepods:0': [podsDie('front'), podsDie('bullseye')],
  'upgrade:heavyplasmamissiles-alphaclassstarwing:0': [
    shieldAfterHit('heavyplasmamissiles-alphaclassstarwing', 'Heavy Plasma Missiles'),
  ],
  'upgrade:protoncannons:0': toCrit('protoncannons', 'Proton Cannons', ['focus', 'hit']),
  'upgrade:flechettecannons-armedanddangerous:0': [
    {
      source: upgrade('flechettecannons-armedanddangerous'),
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [isAttacker, withWeapon('flechettecannons-armedanddangerous'), attackHit, defenderInBullseye],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'other' },
      summary: 'Flechette Cannons: the attack hit the defender in your bullseye, it gains a strain token.',
    },
  ],
  'upgrade:barragerockets:0': [
    {
      source: upgrade('barragerockets'),
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, withWeapon('barragerockets'), defenderInBullseye] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(rerollAbility('attacker', 1, { name: 'Barrage Rockets', uses: 5 })),
      summary: 'Barrage Rockets: the defender is in your bullseye, spend a charge to reroll one attack die.',
    },
  ],
  'upgrade:seekermissiles-swz103:0': [
    {
      source: upgrade('seekermissiles-swz103'),
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, withWeapon('seekermissiles-swz103')] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Seeker Missiles', uses: 2 })),
      summary: 'Seeker Missiles: spend a charge to change one focus to a hit (twice at most).',
    },
  ],
  [`upgrade:${PRECISION}:0`]: [
    {
      source: upgrade(PRECISION),
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, withWeapon(PRECISION), defenderInBullseye] },
      optional: true,
      effect: dice({
        name: 'Precision-tuned Cannons',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'add', face: 'focus', count: 1 },
      }),
      summary: 'Precision-tuned Cannons: the defender is in your bullseye, add a focus result.',
    },
  ],
  'upgrade:magpulsewarheads:0': [
    weaponRule(
      'magpulsewarheads',
      {
        kind: 'hit-instead',
        effect: {
          kind: 'sequence',
          of: [
            { kind: 'suffer-damage', hits: 0, crits: 1, who: 'other', source: 'Magpulse Warheads' },
            { kind: 'gain-token', token: 'deplete', count: 1, who: 'other' },
            { kind: 'gain-token', token: 'jam', count: 1, who: 'other' },
          ],
        },
      },
      'Magpulse Warheads: the hit deals one crit and gives a deplete and a jam token, instead of its damage.',
    ),
  ],
  'upgrade:syncedlasercannons:0': [
    // Read by the range-bonus rule (static.ts rangeBonusCancelled; 001 Engagement 3.1: the defender's range bonus at
    // range 3), on the attacker's card: the calculate token is held, not spent.
    {
      source: upgrade('syncedlasercannons'),
      window: 'attack:range-bonus',
      when: {
        kind: 'all',
        of: [isAttacker, withWeapon('syncedlasercannons'), { kind: 'has-token', token: 'calculate', who: 'self' }],
      },
      optional: false,
      effect: { kind: 'no-range-bonus', dice: 'defense' },
      summary: 'Synced Laser Cannons: you are calculating, the defender gets no range bonus.',
    },
  ],
  'upgrade:concussionmissiles:0': [
    {
      source: upgrade('concussionmissiles'),
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, withWeapon('concussionmissiles'), attackHit] },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: { side: 'any', includeSelf: true, where: { kind: 'range', to: 'defender', min: 0, max: 1 } },
        effect: { kind: 'expose-damage', who: 'chosen' },
      },
      summary: 'Concussion Missiles: the attack hit, each ship at range 0–1 of the defender exposes a damage card.',
    },
  ],
  'upgrade:xx23sthreadtracers:0': [
    weaponRule(
      'xx23sthreadtracers',
      {
        kind: 'hit-instead',
        effect: {
          kind: 'each-ship',
          ships: { side: 'friendly', includeSelf: true, where: { kind: 'range', to: 'defender', min: 1, max: 3 } },
          effect: { kind: 'acquire-lock', who: 'chosen', on: 'defender' },
        },
      },
      'XX-23 S-Thread Tracers: the hit deals no damage; each friendly ship at range 1–3 of the defender locks it.',
    ),
  ],
  'upgrade:energyshellcharges:0': [
    {
      source: upgrade('energyshellcharges'),
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, withWeapon('energyshellcharges')] },
      optional: true,
      effect: dice(
        changeAbility('attacker', 'attack', 1, ['focus'], 'crit', {
          name: 'Energy-Shell Charges',
          cost: { spend: 'calculate' },
        }),
      ),
      summary: 'Energy-Shell Charges: spend a calculate token to change one focus to a crit.',
    },
    {
      source: upgrade('energyshellcharges'),
      window: 'action:card',
      when: { kind: 'below-max', stat: 'charges' },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'recover-card-charges', xws: 'energyshellcharges', count: 1 },
          { kind: 'gain-token', token: 'disarm', count: 1, who: 'self' },
        ],
      },
      summary: 'Energy-Shell Charges: reload this card (a charge back, and a disarm token).',
    },
  ],
  'upgrade:saturationrockets-alphaclassstarwing:0': [
    {
      source: upgrade(SATURATION),
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, withWeapon(SATURATION), { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(extraDice('attack', 1)),
      summary: 'Saturation Rockets: the defender is in your front arc, one more charge for one more attack die.',
    },
    {
      source: upgrade(SATURATION),
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          withWeapon(SATURATION),
          { kind: 'bonus-attack-left', who: 'self' },
          { kind: 'ships-near', side: 'enemy', range: [0, 1], rangeFrom: 'defender', excludeOther: true },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'bonus-attack',
        weapons: [SATURATION],
        notAgainst: 'defender',
        near: { of: 'defender', min: 0, max: 1 },
        chargeFree: true,
      },
      summary: 'Saturation Rockets: one charge to fire them again, free, at another ship at range 0–1 of the defender.',
    },
  ],
};

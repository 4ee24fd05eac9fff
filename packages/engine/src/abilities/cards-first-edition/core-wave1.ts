/**
 * The first edition's cards (002's game) of the Core Set and Wave 1, each in our own words (never card text), as
 * records of the same vocabulary as the 2.5 cards. They are a table of their own (ability-table.ts abilityTableFor):
 * the first edition's xws ids are those of 2.5 cards with other abilities. A card not here is reported as not
 * implemented yet when it comes into play.
 *
 * - Luke Skywalker: defending, he may change one focus result to an evade.
 * - "Winged Gundark": attacking at range 1, he may change one hit result to a crit.
 * - "Mauler Mithel": attacking at range 1, one more attack die.
 * - "Backstabber": attacking from outside the defender's firing arc, one more attack die.
 * - "Howlrunner": another friendly ship at range 1 of her attacking with its primary weapon may reroll one attack
 *   die (range 1 in the first edition includes ships in contact: geometry range 0–1).
 * - "Night Beast": after executing a green maneuver, he may perform a focus action (a free action: stress forbids it).
 * - R2-D2: after executing a green maneuver, the ship may recover one shield, up to its shield value.
 * - Horton Salm: attacking at range 2–3, he may reroll any of his blank results.
 * - Wedge Antilles: attacking, the defender's agility is one lower, never below 0; read as one defense die fewer, the
 *   same thing for every ship of the Core Set and Wave 1 (each has an agility of 1 or more).
 * - Determination: a faceup damage card of the Pilot trait dealt to the ship is discarded instead, never resolved.
 * - R2 Astromech: the ship's speed 1 and 2 maneuvers are green (a difficulty of its own: any colour becomes green).
 * - R5 Astromech: in the End Phase the ship may turn one of its faceup Ship-trait damage cards facedown.
 * - Darth Vader: he may perform two actions in his Perform Action step: after the first action he performs while he
 *   activates, a second one from his bar (once a round; any action step beyond two is not his).
 * - Garven Dreis: after spending a focus token, he may put it on another friendly ship at range 1–2 (read as that
 *   ship gaining a focus token: the spent one is gone either way). Range 1 includes ships in contact (geometry 0–2).
 * - Swarm Tactics: at the start of the Combat Phase, a friendly ship at range 1 may take the ship's pilot skill until
 *   the phase ends.
 * - R2-F2: an action: the ship's agility is one higher until the end of the round.
 * - Proton Torpedoes, Concussion Missiles (002 §Secondary weapons, "Attack (Target Lock)"): attacking with one spends
 *   the lock on the defender as the attack is declared, and the card is discarded; the torpedoes may turn one focus
 *   result into a crit, the missiles one blank into a hit. The card goes once the attack is over (it is the weapon the
 *   attack's dice are counted from; nothing in the Core Set or Wave 1 reads the moment in between).
 * - Ion Cannon Turret: an attack that hits deals one damage and gives the defender an ion token in place of its
 *   results (all cancelled). It fires all round (RuleSet.weapons.turretArcs).
 * - Maarek Stele: when his attack is about to deal a faceup damage card to the enemy ship, two more cards are drawn
 *   beside it, he picks the one dealt and the others are discarded (`choose-damage-card`, as the 2.5 printing's record
 *   in cards/subsystems/imperial-tieadvancedx1.ts reads the same ability). Declining deals the card first drawn.
 * - Marksmanship: an action: until the end of the round, attacking, he may change one focus result to a crit and the
 *   other focus results to hits. Read as two lasting modifications offered together (one focus to a crit, then every
 *   focus to a hit): the card's one change split in two steps, the crit first (used the other way round, the hits
 *   leave no focus for the crit, as the card's player chose).
 * - Squad Leader: an action: a friendly ship at range 1–2 with a lower pilot skill than his may perform a free action
 *   of its bar. Read as friendly ships only (a free action given to an enemy helps its owner, not the card's).
 * - "Dutch" Vander: after he acquires a target lock, another friendly ship at range 1–2 may acquire one too (as a free
 *   lock action: the lock rules of 002 §Acquire a target lock apply to it; stress does not stop it, since the card's
 *   lock is not the ship's action).
 * - Expert Handling: an action: a free barrel roll (made as no action: the card is the action being performed);
 *   without a barrel roll on his bar he takes a stress token; he may then remove one enemy target lock on him. The
 *   lock to remove is asked as the action is chosen, as a ship to choose: an enemy ship holding a lock on him, or
 *   himself for none (the ship activating: the card is his action). The barrel roll moves him without touching any
 *   lock, so asking first changes nothing. The lock goes as `spend-lock` does (taken from its holder and logged).
 * - Cluster Missiles (002 §Secondary weapons, "Attack (Target Lock)"): the lock on the defender is spent as the first
 *   attack is declared, and the attack is made twice: once it is over, a bonus attack with the same weapon against
 *   the same defender, no lock needed (`bonus-attack`); the card is discarded after the second. The first attack is
 *   told from the second by the bonus attack the ship still has this phase (`bonus-attack-left`: none in the Core
 *   Set or Wave 1 grants another). A first attack that destroys the defender has no second one (002 §Destroying
 *   ships: the ship is removed, nothing is left to attack), and the card, its cost, is discarded after the first.
 * - "Dark Curse": while he defends, the attacker spends no focus token on its attack dice and rerolls none of them (two
 *   standing `dice-unmodifiable` records, 'attack:modify-restriction': focus tokens, rerolls). Read as the attack's
 *   dice only: the attacker rolls no others, and the card speaks of what attackers do while attacking him.
 * - Biggs Darklighter: once per game, as the Combat Phase starts, he may guard the other friendly ships at range 1 until
 *   the end of the round: an enemy may not attack one of them while it could attack him instead (a lasting
 *   `guard-nearby`, read by the weapon rules as the attacks are offered). Range 1 includes ships in contact
 *   (geometry 0–1). "Could attack him" is read as any attack of the attacker's on offer against him, with any weapon.
 * - R5-D8: an action: the ship rolls a defense die (`roll-defense-die`); on an evade or a focus it discards one of its
 *   facedown damage cards (`repair-damage` of a facedown card: 002 §Damage, a discarded card). Offered only while the
 *   ship has a facedown card (with none the roll could do nothing).
 * - R5-K6: after the ship spends its target lock on the dice of its attack, it rolls a defense die; on an evade it
 *   acquires a target lock on the same ship (the defender: the lock spent was on it), which it cannot spend in this
 *   attack (`lock-unspendable`). Read as a lock spent on the dice ('token:after-spend'): a lock weapon's lock, spent
 *   as the attack is declared (`spend-lock`), raises no such window yet.
 * Green maneuvers are the data's "blue" (scripts/convert-content-v1.mjs).
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { ActionDef } from '@xwing/content';
import type { ManeuverKind } from '@xwing/geometry';
import type { Ability, Condition, Effect } from '../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../vocabulary/queries.js';
import { maarek } from '../cards/subsystems/imperial-tieadvancedx1.js';

const self: Condition = { kind: 'subject-is-self' };
const greenManeuver: Condition = { kind: 'maneuver', difficulty: ['blue'] };
const atRange1: Condition = { kind: 'attack-range', min: 1, max: 1 };
const FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'white' }];

const ALL_MANEUVERS: readonly ManeuverKind[] = [
  'straight',
  'bank',
  'turn',
  'koiogran',
  'segnor',
  'tallon',
  'reverse-straight',
  'reverse-bank',
  'stationary',
];

const REPAIR_FACEDOWN: Effect = { kind: 'repair-damage', facing: 'facedown' };
const defenderDestroyed: Condition = { kind: 'destroyed', who: 'defender' };
const upgrade = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });
const attackingWith = (xws: string): Condition => ({
  kind: 'all',
  of: [isAttacker, { kind: 'attack-weapon', weapon: xws }],
});

/**
 * A lock weapon whose card is its cost (002 §Secondary weapons, "Attack (Target Lock)"): the lock on the defender is
 * spent as the attack is declared, the card discarded once it is over, and `change` is the card's own dice change.
 */
function lockWeapon(xws: string, name: string, change: Effect, changeText: string): Ability[] {
  return [
    {
      source: upgrade(xws),
      window: 'attack:after-declare',
      when: attackingWith(xws),
      optional: false,
      effect: { kind: 'spend-lock', who: 'self', on: 'defender' },
      summary: `${name}: attacking with it spends your lock on the defender.`,
    },
    {
      source: upgrade(xws),
      window: 'attack:modify-attack-dice',
      when: attackingWith(xws),
      optional: true,
      effect: change,
      summary: `${name}: ${changeText}`,
    },
    {
      source: upgrade(xws),
      window: 'attack:after',
      when: attackingWith(xws),
      optional: false,
      effect: { kind: 'discard-upgrade', xws },
      summary: `${name}: discarded after its attack.`,
    },
  ];
}

const LOCK: ActionDef[] = [{ type: 'lock', difficulty: 'white' }];
const BARREL_ROLL: ActionDef[] = [{ type: 'barrel-roll', difficulty: 'white' }];

export const FIRST_EDITION_CORE_WAVE1: Record<string, Ability[]> = {
  'upgrade:r5d8:0': [
    {
      source: upgrade('r5d8'),
      window: 'action:card',
      when: { kind: 'has-damage-card', facing: 'facedown' },
      optional: true,
      effect: { kind: 'roll-defense-die', onEvade: REPAIR_FACEDOWN, onFocus: REPAIR_FACEDOWN },
      summary: 'R5-D8: action: roll a defense die; on an evade or a focus, discard one of your facedown damage cards.',
    },
  ],
  'upgrade:r5k6:0': [
    {
      source: upgrade('r5k6'),
      window: 'token:after-spend',
      when: { kind: 'all', of: [self, isAttacker, { kind: 'subject-data', key: 'token', oneOf: ['lock'] }] },
      optional: false,
      effect: {
        kind: 'roll-defense-die',
        onEvade: {
          kind: 'sequence',
          of: [{ kind: 'acquire-lock', who: 'self', on: 'defender' }, { kind: 'lock-unspendable' }],
        },
      },
      summary: 'R5-K6: after spending your lock, roll a defense die; on an evade, lock the same ship again.',
    },
  ],
  'pilot:biggsdarklighter': [
    {
      source: { kind: 'pilot', xws: 'biggsdarklighter' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      limit: 'once-per-game',
      effect: {
        kind: 'last',
        until: 'end-of-round',
        window: 'attack:guard',
        effect: { kind: 'guard-nearby', min: 0, max: 1 },
      },
      summary:
        'Biggs Darklighter (once per game): this round, enemies that can attack you cannot attack ships near you.',
    },
  ],
  'pilot:darkcurse': (['focus-tokens', 'rerolls'] as const).map((using): Ability => ({
    source: { kind: 'pilot', xws: 'darkcurse' },
    window: 'attack:modify-restriction',
    when: isDefender,
    optional: false,
    effect: { kind: 'dice-unmodifiable', dice: 'attack', using },
    summary:
      using === 'rerolls'
        ? '"Dark Curse": his attackers reroll no attack dice.'
        : '"Dark Curse": his attackers spend no focus tokens on their attack dice.',
  })),
  'pilot:lukeskywalker': [
    {
      source: { kind: 'pilot', xws: 'lukeskywalker' },
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Luke Skywalker' })),
      summary: 'Luke Skywalker: defending, change one focus result to an evade.',
    },
  ],
  'pilot:wingedgundark': [
    {
      source: { kind: 'pilot', xws: 'wingedgundark' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, atRange1] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Winged Gundark' })),
      summary: '"Winged Gundark": attacking at range 1, change one hit result to a crit.',
    },
  ],
  'pilot:maulermithel': [
    {
      source: { kind: 'pilot', xws: 'maulermithel' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, atRange1] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Mauler Mithel": attacking at range 1, roll one more attack die.',
    },
  ],
  'pilot:backstabber': [
    {
      source: { kind: 'pilot', xws: 'backstabber' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'not', of: { kind: 'in-arc', arc: 'front', of: 'other', target: 'self' } }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Backstabber": attacking from outside the defender\'s firing arc, roll one more attack die.',
    },
  ],
  'pilot:howlrunner': [
    {
      source: { kind: 'pilot', xws: 'howlrunner' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [primaryAttack, { kind: 'attack-party-near', party: 'attacker', min: 0, max: 1, includeSelf: false }],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Howlrunner' })),
      summary: '"Howlrunner": another friendly ship attacking near her may reroll one attack die.',
    },
  ],
  'pilot:nightbeast': [
    {
      source: { kind: 'pilot', xws: 'nightbeast' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, greenManeuver, { kind: 'can-perform', actions: FOCUS }] },
      // The action prompt itself offers "pass".
      optional: false,
      effect: { kind: 'grant-action', actions: FOCUS, why: 'Night Beast' },
      summary: '"Night Beast": after a green maneuver, you may perform a focus action.',
    },
  ],
  'upgrade:r2d2:0': [
    {
      source: { kind: 'upgrade', xws: 'r2d2', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, greenManeuver, { kind: 'below-max', stat: 'shields' }] },
      optional: true,
      effect: { kind: 'recover', stat: 'shields', count: 1, source: 'R2-D2' },
      summary: 'R2-D2: after a green maneuver, recover one shield.',
    },
  ],
  'upgrade:protontorpedoes:0': lockWeapon(
    'protontorpedoes',
    'Proton Torpedoes',
    dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Proton Torpedoes' })),
    'change one focus result to a crit.',
  ),
  'upgrade:concussionmissiles:0': lockWeapon(
    'concussionmissiles',
    'Concussion Missiles',
    dice(changeAbility('attacker', 'attack', 1, ['blank'], 'hit', { name: 'Concussion Missiles' })),
    'change one blank result to a hit.',
  ),
  'upgrade:ioncannonturret:0': [
    {
      source: upgrade('ioncannonturret'),
      window: 'attack:weapon',
      when: { kind: 'attack-weapon', weapon: 'ioncannonturret' },
      optional: false,
      effect: {
        kind: 'hit-instead',
        effect: {
          kind: 'sequence',
          of: [
            { kind: 'suffer-damage', hits: 1, crits: 0, who: 'other', source: 'Ion Cannon Turret' },
            { kind: 'gain-token', token: 'ion', count: 1, who: 'other' },
          ],
        },
      },
      summary: 'Ion Cannon Turret: a hit deals one damage and one ion token instead of its results.',
    },
  ],
  'pilot:hortonsalm': [
    {
      source: { kind: 'pilot', xws: 'hortonsalm' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-range', min: 2, max: 3 }] },
      optional: true,
      effect: dice({
        name: 'Horton Salm',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'reroll', count: 'any', faces: ['blank'] },
      }),
      summary: 'Horton Salm: attacking at range 2–3, reroll any of your blank results.',
    },
  ],
  'pilot:wedgeantilles': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles' },
      window: 'attack:roll-defense-dice',
      when: isAttacker,
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: "Wedge Antilles: attacking, the defender's agility is one lower (one defense die fewer).",
    },
  ],
  'upgrade:determination:0': [
    {
      source: upgrade('determination'),
      window: 'damage:before-card',
      when: {
        kind: 'all',
        of: [self, { kind: 'damage-card-is', facing: 'faceup', traits: ['pilot'] }],
      },
      optional: false,
      effect: { kind: 'change-damage-card', to: 'discard' },
      summary: 'Determination: a faceup Pilot damage card dealt to you is discarded unresolved.',
    },
  ],
  'upgrade:r2astromech:0': [
    {
      source: upgrade('r2astromech'),
      window: 'maneuver:difficulty',
      when: { kind: 'maneuver-is', speeds: [1, 2] },
      optional: false,
      // Two steps easier, never past green: any speed 1–2 maneuver is green.
      effect: { kind: 'maneuver-difficulty', maneuvers: ALL_MANEUVERS, steps: -2 },
      summary: 'R2 Astromech: your speed 1 and 2 maneuvers are green.',
    },
  ],
  'upgrade:r5astromech:0': [
    {
      source: upgrade('r5astromech'),
      window: 'end:start',
      when: { kind: 'has-damage-card', facing: 'faceup', trait: 'ship' },
      optional: true,
      effect: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' },
      summary: 'R5 Astromech: in the End Phase, turn one of your faceup Ship damage cards facedown.',
    },
  ],
  'pilot:garvendreis': [
    {
      source: { kind: 'pilot', xws: 'garvendreis' },
      window: 'token:after-spend',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'token', oneOf: ['focus'] }] },
      optional: true,
      choose: { side: 'friendly', range: [0, 2], label: 'takes the focus token' },
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' },
      summary: 'Garven Dreis: the focus token you spent goes to another friendly ship at range 1–2.',
    },
  ],
  'upgrade:swarmtactics:0': [
    {
      source: upgrade('swarmtactics'),
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      choose: { side: 'friendly', range: [0, 1], label: 'takes your pilot skill this phase' },
      effect: {
        kind: 'last',
        until: 'end-of-engagement-phase',
        window: 'ship:initiative',
        who: 'chosen',
        effect: { kind: 'initiative', set: 'self' },
      },
      summary: 'Swarm Tactics: a friendly ship at range 1 takes your pilot skill until the Combat Phase ends.',
    },
  ],
  'upgrade:r2f2:0': [
    {
      source: upgrade('r2f2'),
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      effect: {
        kind: 'last',
        until: 'end-of-round',
        window: 'ship:stat',
        effect: { kind: 'stat', stat: 'agility', delta: 1 },
      },
      summary: 'R2-F2: action: one more agility until the end of the round.',
    },
  ],
  'pilot:darthvader': [
    {
      source: { kind: 'pilot', xws: 'darthvader' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [self, { kind: 'activating', who: 'self' }, { kind: 'not', of: { kind: 'actions-performed', atLeast: 2 } }],
      },
      // The action prompt itself offers "pass".
      optional: false,
      limit: 'once-per-round',
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Darth Vader' },
      summary: 'Darth Vader: perform a second action in your Perform Action step.',
    },
  ],
  // The same ability as 2.5's card: one record builder serves both tables.
  'pilot:maarekstele': maarek('maarekstele'),
  'upgrade:marksmanship:0': [
    {
      source: upgrade('marksmanship'),
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'attack:modify-attack-dice',
            while: isAttacker,
            effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Marksmanship (crit)' })),
          },
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'attack:modify-attack-dice',
            while: isAttacker,
            effect: dice({
              name: 'Marksmanship (hits)',
              by: 'attacker',
              dice: 'attack',
              effect: { kind: 'change', count: 'all', from: ['focus'], to: 'hit' },
              // The two entries share one count of uses per attack (combat/attack.ts counts a lasting entry by its
              // record): the crit uses it once, so the hits may still follow; used first, the hits leave no focus.
              uses: 2,
            }),
          },
        ],
      },
      summary: 'Marksmanship: action: this round, attacking, one focus may become a crit and the others hits.',
    },
  ],
  'upgrade:squadleader:0': [
    {
      source: upgrade('squadleader'),
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 2],
        where: {
          kind: 'all',
          of: [
            { kind: 'initiative-vs', who: 'other', than: 'self', compare: 'higher' },
            { kind: 'can-perform', actions: 'own-bar' },
          ],
        },
        label: 'may perform a free action',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'Squad Leader' },
      summary: 'Squad Leader: action: a friendly ship at range 1–2 with a lower pilot skill may perform a free action.',
    },
  ],
  'pilot:dutchvander': [
    {
      source: { kind: 'pilot', xws: 'dutchvander' },
      window: 'lock:after-acquire',
      when: self,
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 2],
        where: { kind: 'can-perform', actions: LOCK, ignoreStress: true },
        label: 'may acquire a target lock',
      },
      effect: { kind: 'grant-action', actions: LOCK, who: 'chosen', ignoreStress: true, why: '"Dutch" Vander' },
      summary: '"Dutch" Vander: another friendly ship at range 1–2 may acquire a target lock.',
    },
  ],
  'upgrade:experthandling:0': [
    {
      source: upgrade('experthandling'),
      window: 'action:card',
      when: { kind: 'can-perform', actions: BARREL_ROLL, notAction: true },
      optional: true,
      choose: {
        side: 'any',
        includeSelf: true,
        where: {
          kind: 'any',
          of: [
            { kind: 'locking', who: 'self', target: 'other' },
            { kind: 'activating', who: 'self' },
          ],
        },
        label: 'loses its target lock on you (yourself: keep every lock)',
      },
      effect: {
        kind: 'sequence',
        of: [
          // Made as no action (`notAction`): the sequence's stress resolves before the roll is asked, and in 002 a
          // stressed ship performs no action at all (RuleSet.actions.stressForbidsAll); the card is the action.
          { kind: 'grant-action', actions: BARREL_ROLL, notAction: true, why: 'Expert Handling' },
          {
            kind: 'if-holds',
            when: { kind: 'not', of: { kind: 'has-action', who: 'self', action: 'barrel-roll' } },
            effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
          },
          { kind: 'spend-lock', who: 'chosen', on: 'self' },
        ],
      },
      summary:
        'Expert Handling: action: a free barrel roll (a stress without one on your bar), then drop an enemy lock.',
    },
  ],
  'upgrade:clustermissiles:0': [
    {
      source: upgrade('clustermissiles'),
      window: 'attack:after-declare',
      when: { kind: 'all', of: [attackingWith('clustermissiles'), { kind: 'bonus-attack-left', who: 'self' }] },
      optional: false,
      effect: { kind: 'spend-lock', who: 'self', on: 'defender' },
      summary: 'Cluster Missiles: the first attack spends your lock on the defender.',
    },
    // Before the bonus attack's record: each is checked as it resolves, and the bonus granted leaves none to take.
    {
      source: upgrade('clustermissiles'),
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          attackingWith('clustermissiles'),
          {
            kind: 'any',
            of: [{ kind: 'not', of: { kind: 'bonus-attack-left', who: 'self' } }, defenderDestroyed],
          },
        ],
      },
      optional: false,
      effect: { kind: 'discard-upgrade', xws: 'clustermissiles' },
      summary: 'Cluster Missiles: discarded after the second attack, or after the first if it destroyed the defender.',
    },
    {
      source: upgrade('clustermissiles'),
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          attackingWith('clustermissiles'),
          { kind: 'bonus-attack-left', who: 'self' },
          { kind: 'not', of: defenderDestroyed },
        ],
      },
      optional: false,
      effect: { kind: 'bonus-attack', weapons: ['clustermissiles'], against: 'defender', ignoreRequirement: true },
      summary: 'Cluster Missiles: the attack is made a second time against the same defender.',
    },
  ],
};

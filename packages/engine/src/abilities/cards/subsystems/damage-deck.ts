/**
 * The core damage deck's faceup effects (rulebook 000, "Suffering Damage"; card facts from the content's damage
 * deck), written in our own words as abilities: triggered ones, standing rules the engine's queries read
 * (abilities/static.ts), and the "Action: repair this card" card actions (abilities/card-actions.ts):
 *
 * - Panicked Pilot: when dealt faceup, the ship gains 2 stress, then the card is repaired.
 * - Blinded Pilot: while attacking, the ship's own dice may be modified only by spending Force for its usual effect.
 *   Repairable with an action.
 * - Wounded Pilot: after performing an action, roll an attack die; on a hit or crit gain 1 stress. Action: repair.
 * - Stunned Pilot: after executing a maneuver that moved through or overlapped an obstacle, suffer 1 hit damage.
 * - Console Fire: before engaging, roll an attack die; on a hit suffer 1 hit damage. Action: repair.
 * - Damaged Engine: turn maneuvers are one difficulty harder.
 * - Weapons Failure: attacks roll one attack die fewer. Action: repair.
 * - Hull Breach: regular damage about to be suffered is suffered as critical damage instead. Action:
 *   repair.
 * - Structural Damage: defending rolls one defense die fewer.
 * - Damaged Sensor Array: only the focus action and damage cards' repair actions may be performed. Action: repair.
 * - Loose Stabilizer: after executing any maneuver but a straight, suffer 1 hit damage and repair the card. Action:
 *   repair.
 * - Disabled Power Regulator: before engaging, gain 1 ion; after executing an ion maneuver, repair the card.
 * - Fuel Leak: after suffering critical damage, repair the card and suffer 1 hit damage. Action: repair.
 * - Direct Hit!: when dealt faceup, suffer 1 hit damage, then repair the card.
 */
import { extraDice } from '@xwing/dice';
import { parseManeuver } from '@xwing/geometry';
import type { Ability, Condition, Effect, WindowSubject } from '../../vocabulary/types.js';

const self: Condition = { kind: 'subject-is-self' };

/** This card was just dealt faceup (the window's subject names the card's index on the ship). */
const justDealt: Condition = { kind: 'card-just-dealt' };

const repairThis: Effect = { kind: 'repair-this-card' };

function gainStress(count: number): Effect {
  return { kind: 'gain-token', token: 'stress', count, who: 'self' };
}

function suffer(title: string): Effect {
  return { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: title };
}

function dmg(xws: string, a: Omit<Ability, 'source'>): Ability {
  return { source: { kind: 'damage', xws }, ...a };
}

/** Whether the maneuver data a movement window passes says the ship moved through or overlapped an obstacle. */
function touchedObstacle(s: WindowSubject): boolean {
  const d = s.data ?? {};
  if (d.touchedObstacle === true) return true;
  const list = d.obstacles;
  return Array.isArray(list) && list.length > 0;
}

/** "Action: repair this card" (white, once per round like any action). */
function repairAction(xws: string, title: string): Ability {
  return dmg(xws, {
    window: 'action:card',
    when: { kind: 'always' },
    // Offered with the action bar: performing it is the ship's choice.
    optional: true,
    effect: repairThis,
    summary: `Repair ${title} (action)`,
  });
}

/** The cards whose faceup side offers the repair action, with their titles. */
const REPAIRABLE: Record<string, string> = {
  blindedpilot: 'Blinded Pilot',
  woundedpilot: 'Wounded Pilot',
  consolefire: 'Console Fire',
  weaponsfailure: 'Weapons Failure',
  hullbreach: 'Hull Breach',
  damagedsensorarray: 'Damaged Sensor Array',
  loosestabilizer: 'Loose Stabilizer',
  fuelleak: 'Fuel Leak',
};

const CARD_EFFECTS: Record<string, Ability[]> = {
  damagedengine: [
    dmg('damagedengine', {
      window: 'maneuver:difficulty',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['turn'], steps: 1 },
      summary: 'Damaged Engine: turn maneuvers are one difficulty harder.',
    }),
  ],
  damagedsensorarray: [
    dmg('damagedsensorarray', {
      window: 'action:allowed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'allow-only-actions', actions: ['focus'], cardActions: true },
      summary: "Damaged Sensor Array: only the focus action and damage cards' actions.",
    }),
  ],
  blindedpilot: [
    dmg('blindedpilot', {
      window: 'attack:modify-restriction',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'attack-dice-only-force' },
      summary: 'Blinded Pilot: while attacking, only Force spent for its usual effect modifies your dice.',
    }),
  ],
  hullbreach: [
    dmg('hullbreach', {
      window: 'damage:before-suffer',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'suffer-hits-as-crits' },
      summary: 'Hull Breach: regular damage you would suffer is suffered as critical damage.',
    }),
  ],
  fuelleak: [
    dmg('fuelleak', {
      window: 'damage:suffered',
      // Critical damage suffered while the card was already faceup (not the crit that dealt it).
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'not', of: { kind: 'subject-data', key: 'crits', oneOf: [0] } },
          { kind: 'not', of: justDealt },
        ],
      },
      optional: false,
      // Repaired first, so the damage it deals does not set it off again.
      effect: { kind: 'sequence', of: [repairThis, suffer('Fuel Leak')] },
      summary: 'Fuel Leak: after you suffer critical damage, repair this card and suffer 1 damage.',
    }),
  ],
};

const TRIGGERED: Record<string, Ability[]> = {
  // Dice counts, read by the attack's roll steps (one card each: two cards, two dice fewer).
  weaponsfailure: [
    dmg('weaponsfailure', {
      window: 'attack:roll-attack-dice',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      effect: { kind: 'dice', modification: extraDice('attack', -1) },
      summary: 'Weapons Failure: roll one attack die fewer.',
    }),
  ],
  structuraldamage: [
    dmg('structuraldamage', {
      window: 'attack:roll-defense-dice',
      when: { kind: 'attack-role', role: 'defender' },
      optional: false,
      effect: { kind: 'dice', modification: extraDice('defense', -1) },
      summary: 'Structural Damage: roll one defense die fewer.',
    }),
  ],
  panickedpilot: [
    dmg('panickedpilot', {
      window: 'damage:faceup-dealt',
      when: justDealt,
      optional: false,
      effect: { kind: 'sequence', of: [gainStress(2), repairThis] },
      summary: 'Panicked Pilot: gain 2 stress, then repair this card.',
    }),
  ],
  directhit: [
    dmg('directhit', {
      window: 'damage:faceup-dealt',
      when: justDealt,
      optional: false,
      effect: { kind: 'sequence', of: [suffer('Direct Hit!'), repairThis] },
      summary: 'Direct Hit!: suffer 1 more damage, then repair this card.',
    }),
  ],
  woundedpilot: [
    dmg('woundedpilot', {
      window: 'action:after-perform',
      when: self,
      optional: false,
      effect: { kind: 'roll-attack-die', onHit: gainStress(1), onCrit: gainStress(1) },
      summary: 'Wounded Pilot: after an action, roll an attack die; a hit or crit gives 1 stress.',
    }),
  ],
  stunnedpilot: [
    dmg('stunnedpilot', {
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'code', test: (_c, _m, s) => touchedObstacle(s) }] },
      optional: false,
      effect: suffer('Stunned Pilot'),
      summary: 'Stunned Pilot: moving through or onto an obstacle costs 1 damage.',
    }),
  ],
  consolefire: [
    dmg('consolefire', {
      window: 'engagement:before-engage',
      when: self,
      optional: false,
      effect: { kind: 'roll-attack-die', onHit: suffer('Console Fire') },
      summary: 'Console Fire: before engaging, roll an attack die; a hit costs 1 damage.',
    }),
  ],
  loosestabilizer: [
    dmg('loosestabilizer', {
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          {
            kind: 'code',
            test: (_c, _m, s) => typeof s.data?.maneuver === 'string' && !isStraight(s.data.maneuver),
          },
        ],
      },
      optional: false,
      effect: { kind: 'sequence', of: [suffer('Loose Stabilizer'), repairThis] },
      summary: 'Loose Stabilizer: any maneuver but a straight costs 1 damage, then this card is repaired.',
    }),
  ],
  disabledpowerregulator: [
    dmg('disabledpowerregulator', {
      window: 'engagement:before-engage',
      when: self,
      optional: false,
      effect: { kind: 'gain-token', token: 'ion', count: 1, who: 'self' },
      summary: 'Disabled Power Regulator: before engaging, gain 1 ion.',
    }),
    dmg('disabledpowerregulator', {
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'ion', oneOf: [true] }] },
      optional: false,
      effect: repairThis,
      summary: 'Disabled Power Regulator: after an ion maneuver, repair this card.',
    }),
  ],
};

function isStraight(code: string): boolean {
  try {
    return parseManeuver(code).kind === 'straight';
  } catch {
    return false;
  }
}

/** Every damage card's abilities by xws: triggered, standing, then its repair action. */
export const DAMAGE_CARD_ABILITIES: Readonly<Record<string, readonly Ability[]>> = Object.fromEntries(
  [...new Set([...Object.keys(TRIGGERED), ...Object.keys(CARD_EFFECTS), ...Object.keys(REPAIRABLE)])].map((xws) => [
    xws,
    [
      ...(TRIGGERED[xws] ?? []),
      ...(CARD_EFFECTS[xws] ?? []),
      ...(REPAIRABLE[xws] ? [repairAction(xws, REPAIRABLE[xws])] : []),
    ],
  ]),
);

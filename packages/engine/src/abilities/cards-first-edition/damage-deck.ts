/**
 * The first edition's damage cards (002 §Damage: The Force Awakens core set's deck), faceup effects in our own words,
 * as records of the same vocabulary as the 2.5 deck's (cards/subsystems/damage-deck.ts). "Flip this card facedown" is
 * `repair-this-card` (a faceup card repaired turns facedown). Written so far:
 *
 * - Damaged Engine: the ship's turn maneuvers are red (two steps harder: white and green both become red).
 * - Structural Damage: one agility fewer (one defense die fewer, never below none). Action: roll an attack die; on a
 *   hit or a crit the card turns facedown.
 * - Weapons Failure: attacking, one attack die fewer. Action: as Structural Damage's.
 * - Loose Stabilizer: after executing a white maneuver, the ship gains a stress token. Action: the card turns facedown.
 * - Thrust Control Fire: dealt faceup, the ship gains a stress token, then the card turns facedown.
 * - Major Explosion: dealt faceup, the ship rolls an attack die (a hit: one critical damage), then the card turns
 *   facedown.
 * - Console Fire: as the Combat phase starts, the ship rolls an attack die (a hit: one damage). Action: the card turns
 *   facedown.
 * - Damaged Sensor Array: the ship performs no action but the damage cards' own. Action: as Structural Damage's.
 * - Stunned Pilot: after executing a maneuver, a ship touching another ship or overlapping an obstacle suffers one
 *   damage. Read as range 0 of a ship or an obstacle after the move (touching an obstacle's edge counts with it).
 *
 * Not yet: Shaken Pilot, Blinded Pilot, Damaged Cockpit and Major Hull Breach (RuleSet.missing names them). Direct Hit! counts as two damage cards by the content's
 * `countsAs` (damage.ts), no record.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition, Effect } from '../vocabulary/types.js';

const self: Condition = { kind: 'subject-is-self' };
const justDealt: Condition = { kind: 'card-just-dealt' };
const flipFacedown: Effect = { kind: 'repair-this-card' };
const stress: Effect = { kind: 'gain-token', token: 'stress', count: 1, who: 'self' };

function dmg(xws: string, a: Omit<Ability, 'source'>): Ability {
  return { source: { kind: 'damage', xws }, ...a };
}

/** "Action: flip this card facedown". */
function flipAction(xws: string, title: string): Ability {
  return dmg(xws, {
    window: 'action:card',
    when: { kind: 'always' },
    optional: true,
    effect: flipFacedown,
    summary: `${title}: action: turn this card facedown.`,
  });
}

/** "Action: roll an attack die; on a hit or a crit, flip this card facedown". */
function rollToFlipAction(xws: string, title: string): Ability {
  return dmg(xws, {
    window: 'action:card',
    when: { kind: 'always' },
    optional: true,
    effect: { kind: 'roll-attack-die', onHit: flipFacedown, onCrit: flipFacedown },
    summary: `${title}: action: roll an attack die; a hit or a crit turns this card facedown.`,
  });
}

export const FIRST_EDITION_DAMAGE_DECK: Record<string, Ability[]> = {
  'damage:damagedengine': [
    dmg('damagedengine', {
      window: 'maneuver:difficulty',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['turn'], steps: 2 },
      summary: 'Damaged Engine: your turn maneuvers are red.',
    }),
  ],
  'damage:structuraldamage': [
    dmg('structuraldamage', {
      window: 'attack:roll-defense-dice',
      when: { kind: 'attack-role', role: 'defender' },
      optional: false,
      effect: { kind: 'dice', modification: extraDice('defense', -1) },
      summary: 'Structural Damage: one agility fewer (one defense die fewer).',
    }),
    rollToFlipAction('structuraldamage', 'Structural Damage'),
  ],
  'damage:weaponsfailure': [
    dmg('weaponsfailure', {
      window: 'attack:roll-attack-dice',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      effect: { kind: 'dice', modification: extraDice('attack', -1) },
      summary: 'Weapons Failure: attacking, roll one attack die fewer.',
    }),
    rollToFlipAction('weaponsfailure', 'Weapons Failure'),
  ],
  'damage:loosestabilizer': [
    dmg('loosestabilizer', {
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', difficulty: ['white'] }] },
      optional: false,
      effect: stress,
      summary: 'Loose Stabilizer: after a white maneuver, gain a stress token.',
    }),
    flipAction('loosestabilizer', 'Loose Stabilizer'),
  ],
  'damage:thrustcontrolfire': [
    dmg('thrustcontrolfire', {
      window: 'damage:faceup-dealt',
      when: justDealt,
      optional: false,
      effect: { kind: 'sequence', of: [stress, flipFacedown] },
      summary: 'Thrust Control Fire: gain a stress token, then this card turns facedown.',
    }),
  ],
  'damage:majorexplosion': [
    dmg('majorexplosion', {
      window: 'damage:faceup-dealt',
      when: justDealt,
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'roll-attack-die',
            onHit: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'Major Explosion' },
          },
          flipFacedown,
        ],
      },
      summary: 'Major Explosion: roll an attack die (a hit: one critical damage), then this card turns facedown.',
    }),
  ],
  'damage:damagedsensorarray': [
    dmg('damagedsensorarray', {
      window: 'action:allowed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'allow-only-actions', actions: [], cardActions: true },
      summary: 'Damaged Sensor Array: no action but the damage cards’ own.',
    }),
    rollToFlipAction('damagedsensorarray', 'Damaged Sensor Array'),
  ],
  'damage:stunnedpilot': [
    dmg('stunnedpilot', {
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          {
            kind: 'any',
            of: [
              { kind: 'range', to: 'any-enemy', min: 0, max: 0 },
              { kind: 'range', to: 'any-friendly', min: 0, max: 0 },
              { kind: 'near-obstacle', min: 0, max: 0 },
            ],
          },
        ],
      },
      optional: false,
      effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Stunned Pilot' },
      summary: 'Stunned Pilot: after a maneuver that leaves you touching a ship or on an obstacle, suffer one damage.',
    }),
  ],
  'damage:consolefire': [
    dmg('consolefire', {
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'roll-attack-die',
        onHit: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Console Fire' },
      },
      summary: 'Console Fire: as the Combat phase starts, roll an attack die; a hit deals you one damage.',
    }),
    flipAction('consolefire', 'Console Fire'),
  ],
};

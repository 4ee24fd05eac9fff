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
 * - Shaken Pilot: in the Planning Phase the ship's dial offers no straight maneuver ('maneuver:dial'); as it reveals
 *   its dial, the card turns facedown.
 * - Blinded Pilot: the ship performs no attack. Its next opportunity to attack is its own engagement in the Combat
 *   phase: as that begins ('engagement:before-engage', reached even with no target) the card turns facedown and the
 *   ship stays unable to attack until the phase ends. Reading: the card turns at the start of that opportunity rather
 *   than after it (nothing of the first edition's reads the card in between; its ship can attack only once there).
 * - Damaged Cockpit: from the round after it was dealt, the ship's pilot skill is 0. Each round that begins with the card
 *   faceup (the Planning phase's start: a card dealt during a round sees the next one's) starts a lasting effect for
 *   the round that holds while the card stays faceup; 002 §Altered pilot skill: the most recent effect holds, so it
 *   overrides a standing one (Veteran Instincts) and an effect started later in the round overrides it.
 * - Major Hull Breach: from the round after it was dealt, every damage card dealt to the ship for damage it suffers is
 *   dealt faceup (as Damaged Cockpit, a lasting effect for each round that begins with the card faceup). Action: the
 *   card turns facedown.
 *
 * Direct Hit! counts as two damage cards by the content's `countsAs` (damage.ts), no record.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition, Effect, Window } from '../vocabulary/types.js';

const self: Condition = { kind: 'subject-is-self' };
const justDealt: Condition = { kind: 'card-just-dealt' };
const flipFacedown: Effect = { kind: 'repair-this-card' };
const stress: Effect = { kind: 'gain-token', token: 'stress', count: 1, who: 'self' };

function dmg(xws: string, a: Omit<Ability, 'source'>): Ability {
  return { source: { kind: 'damage', xws }, ...a };
}

/**
 * "Starting the round after you receive this card, …": at each Planning phase's start with the card faceup, `effect` in
 * `window` lasts for the round while the card stays faceup (a card dealt during a round first acts in the next).
 */
function fromNextRound(xws: string, window: Window, effect: Effect, summary: string): Ability {
  return dmg(xws, {
    window: 'planning:start',
    when: { kind: 'always' },
    optional: false,
    effect: {
      kind: 'last',
      until: 'end-of-round',
      window,
      effect,
      while: { kind: 'has-damage-card', facing: 'faceup', card: xws },
    },
    summary,
  });
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
  'damage:shakenpilot': [
    dmg('shakenpilot', {
      window: 'maneuver:dial',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'dial-forbids', maneuvers: ['straight'] },
      summary: 'Shaken Pilot: in the Planning phase your dial may not be set to a straight maneuver.',
    }),
    dmg('shakenpilot', {
      window: 'activation:after-reveal',
      when: self,
      optional: false,
      effect: flipFacedown,
      summary: 'Shaken Pilot: as you reveal your dial, this card turns facedown.',
    }),
  ],
  'damage:blindedpilot': [
    dmg('blindedpilot', {
      window: 'attack:allowed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'cannot-attack', why: 'Blinded Pilot' },
      summary: 'Blinded Pilot: you perform no attack.',
    }),
    dmg('blindedpilot', {
      window: 'engagement:before-engage',
      when: self,
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'last',
            until: 'end-of-engagement-phase',
            window: 'attack:allowed',
            effect: { kind: 'cannot-attack', why: 'Blinded Pilot' },
          },
          flipFacedown,
        ],
      },
      summary:
        'Blinded Pilot: as your chance to attack comes, this card turns facedown; you attack no more this phase.',
    }),
  ],
  'damage:damagedcockpit': [
    fromNextRound(
      'damagedcockpit',
      'ship:initiative',
      { kind: 'initiative', set: 0 },
      'Damaged Cockpit: from the round after it was dealt, your pilot skill is 0.',
    ),
  ],
  'damage:majorhullbreach': [
    fromNextRound(
      'majorhullbreach',
      'damage:card-facing',
      { kind: 'damage-cards-faceup' },
      'Major Hull Breach: from the round after it was dealt, every damage card dealt to you is faceup.',
    ),
    flipAction('majorhullbreach', 'Major Hull Breach'),
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

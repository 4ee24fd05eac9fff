/**
 * Galactic Empire TIE/ag aggressor pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Lieutenant Kestal: attacking, once the defender has rolled its defense dice (before they are modified:
 *   'dice:after-roll'), he may spend a focus token to cancel every blank and focus result among them (`cancel-dice`).
 * - "Double Edge": after a turret or missile attack of his misses, he may perform a bonus attack with another weapon
 *   (`bonus-attack` `otherWeapon`; its declaration offers "no bonus attack").
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const IMPERIAL_TIEAGAGGRESSOR_ATTACK: Record<string, Ability[]> = {
  'pilot:lieutenantkestal': [
    {
      source: { kind: 'pilot', xws: 'lieutenantkestal' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'dice-results', dice: 'defense', faces: ['blank', 'focus'], atLeast: 1 }],
      },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'focus', count: 1 }],
      effect: { kind: 'cancel-dice', dice: 'defense', faces: ['blank', 'focus'], count: 6 },
      summary: 'Lieutenant Kestal: spend a focus token to cancel the defender’s blank and focus results.',
    },
  ],
  'pilot:doubleedge': [
    {
      source: { kind: 'pilot', xws: 'doubleedge' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-weapon-slot', slots: ['turret', 'missile'] },
          { kind: 'subject-data', key: 'hit', oneOf: [false] },
        ],
      },
      optional: false,
      effect: { kind: 'bonus-attack', otherWeapon: true },
      summary: '"Double Edge": your turret or missile attack missed, you may attack with another weapon.',
    },
  ],
};

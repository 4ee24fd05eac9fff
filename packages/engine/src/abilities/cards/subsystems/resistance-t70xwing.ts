/**
 * Resistance T-70 X-wing pilots of the subsystems group (the damage deck). In our own words:
 *
 * - Lieutenant Bastian: after a ship at range 1–2 of her is dealt damage cards, she may acquire a lock on it: cards
 *   dealt while it suffers damage (the 'damage:suffered' window, with at least one card dealt), and (s38) a card dealt
 *   any other way — a Concussion Bomb's facedown card, an ability's "is dealt a damage card" ('damage:card-dealt', one
 *   window per card). Reading (000 "Damage Cards"): "is dealt a damage card" names the card dealt, whatever deals it.
 * - Weapon Hardpoint (the ship ability of the T-70 X-wing and of the M3-A Interceptor, registered once here): at
 *   squad building the ship has one more slot, for a cannon, a torpedo or a missile upgrade, beside its printed ones.
 *   The squad rules (@xwing/squads rules/slots.ts) let the squad equip it; in play the weapon is an ordinary equipped
 *   upgrade of its own type. The record is the standing 'squad:slots' one: the game logs the ability as used when
 *   the ship's loadout holds a weapon its printed slots cannot (abilities/squad-slots.ts).
 * - Stomeroni Starck (Evacuation of D'Qar): from Setup on, the ship flies with the RZ-2 A-wing's dial in place of the
 *   T-70's (`dial-as`, window 'maneuver:dial-as', read by abilities/dial-as.ts): the maneuvers set in the Planning
 *   Phase, their difficulty and what he executes are the A-wing dial's. Reading: the swap is made as the game is set
 *   up and holds for the whole game (no condition), so it is a standing record of his card, as the 'ship:abilities'
 *   records are; a position's dial is still checked against the printed T-70 dial (position-schema.ts).
 */
import type { Ability } from '../../vocabulary/types.js';

export const RESISTANCE_T70_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:stomeronistarck-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'stomeronistarck-evacuationofdqar' },
      window: 'maneuver:dial-as',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'dial-as', ship: 'rz2awing' },
      summary: 'Stomeroni Starck: you fly with an RZ-2 A-wing dial instead of a T-70 X-wing dial.',
    },
  ],
  'ship-ability:weaponhardpoint': [
    {
      source: { kind: 'ship-ability', id: 'weaponhardpoint' },
      window: 'squad:slots',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'squad-slots', oneOf: ['cannon', 'torpedo', 'missile'] },
      summary: 'Weapon Hardpoint: one more slot, for a cannon, torpedo or missile upgrade.',
    },
  ],
  'pilot:lieutenantbastian': [
    {
      source: { kind: 'pilot', xws: 'lieutenantbastian' },
      window: 'damage:suffered',
      when: {
        kind: 'all',
        of: [{ kind: 'cards-dealt' }, { kind: 'range', to: 'other', min: 1, max: 2 }],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
      summary: 'Lieutenant Bastian: acquire a lock on the ship at range 1–2 that was just dealt damage cards.',
    },
    {
      source: { kind: 'pilot', xws: 'lieutenantbastian' },
      window: 'damage:card-dealt',
      when: { kind: 'range', to: 'other', min: 1, max: 2 },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
      summary: 'Lieutenant Bastian: acquire a lock on the ship at range 1–2 that was just dealt a damage card.',
    },
  ],
};

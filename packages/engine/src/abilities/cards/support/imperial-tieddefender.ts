/**
 * Galactic Empire TIE/D Defender pilots that work with charges, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Vult Skerris (and his TIE/in printing): a card action: gain a strain token to recover his charge (offered only while it is spent); and
 *   before he engages he may spend his charge to perform an action from his bar.
 */
import type { Ability } from '../../vocabulary/types.js';

function vult(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'action:card',
      when: { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: { kind: 'recover-charge', card: 'pilot' },
      summary: 'Vult Skerris: gain a strain token to recover your charge.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:before-engage',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Vult Skerris' },
      summary: 'Vult Skerris: spend your charge to perform an action before you engage.',
    },
  ];
}

export const IMPERIAL_TIED_SUPPORT: Record<string, Ability[]> = {
  'pilot:vultskerris': vult('vultskerris'),
  'pilot:vultskerris-tieininterceptor': vult('vultskerris-tieininterceptor'),
};

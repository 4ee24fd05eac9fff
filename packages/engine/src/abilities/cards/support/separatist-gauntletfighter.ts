/**
 * Separatist Alliance Gauntlet fighter pilots whose abilities work with tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Bo-Katan Kryze (Separatist Alliance): as a friendly ship at range 0–2 (herself included) is about to activate
 *   (the start of its activation, before it reveals its dial: 001 Activation Phase), she may spend her charge; that
 *   ship then gains a strain token and removes one of its red or orange tokens other than stress (its player's pick;
 *   strain itself is not offered: nothing would change). One player decides both "may" (her ship and that ship are
 *   friendly). Two records, as Kanan Jarrus's crew card: her own activation (#0), another friendly ship's (#1).
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { otherOf } from '../../vocabulary/queries.js';
import { self } from '../common.js';
import { tokensHeld } from './shared.js';

/** The tokens the strain buys off: red or orange ones other than stress and strain (000 "Tokens"). */
const BOUGHT_OFF = ['deplete', 'ion', 'jam', 'tractor', 'disarm'] as const;

const boKatan = (who: 'self' | 'other', near: Condition[]): Ability => ({
  source: { kind: 'pilot', xws: 'bokatankryze-separatistalliance' },
  window: 'activation:before-reveal',
  // The choices hold her tokens to trade: none, and the ability is not offered.
  when: { kind: 'all', of: near },
  optional: true,
  cost: [{ kind: 'spend-charge', count: 1 }],
  choices: (ctx, me, subject) => {
    const id = who === 'self' ? me : otherOf(me, subject);
    return id === undefined ? [] : tokensHeld(ctx, id, BOUGHT_OFF, (t) => `it gains a strain token, removes its ${t}`);
  },
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'gain-token', token: 'strain', count: 1, who },
      { kind: 'remove-chosen-token', who },
    ],
  },
  summary:
    'Bo-Katan Kryze: spend your charge, a friendly ship about to activate trades a red or orange token for a strain.',
});

export const SEPARATIST_GAUNTLET_SUPPORT: Record<string, Ability[]> = {
  'pilot:bokatankryze-separatistalliance': [
    boKatan('self', [self]),
    boKatan('other', [
      { kind: 'ship-is', who: 'other', side: 'friendly' },
      { kind: 'range', to: 'other', min: 0, max: 2 },
    ]),
  ],
};

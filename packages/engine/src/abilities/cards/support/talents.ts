/**
 * Talents that work with tokens and charges, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Cutthroat: after another friendly ship at range 0–3 is destroyed, if that ship was limited or had Cutthroat
 *   itself, the ship may either remove one of its red or orange tokens or recover one charge that does not recur, on
 *   its ship card or an equipped upgrade: one choice each. Reading: "limited" is the pilot card's limit (000 "Squad
 *   Building": a limited card shows dots beside its name).
 */
import type { Ability } from '../../vocabulary/types.js';
import { chargesToRecover, RED_OR_ORANGE, tokensHeld } from './shared.js';

export const SUPPORT_TALENTS: Record<string, Ability[]> = {
  'upgrade:cutthroat:0': [
    {
      source: { kind: 'upgrade', xws: 'cutthroat', side: 0 },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
          { kind: 'subject-ship', limited: true, equips: 'cutthroat' },
        ],
      },
      optional: true,
      choices: (ctx, me) => [
        ...tokensHeld(ctx, me, RED_OR_ORANGE, (t) => `Remove 1 ${t} token`),
        ...chargesToRecover(ctx, me, { pilot: true, nonRecurring: true }),
      ],
      // One of the two resolves: the other does nothing with a choice not its own.
      effect: { kind: 'sequence', of: [{ kind: 'remove-chosen-token' }, { kind: 'recover-charge' }] },
      summary: 'Cutthroat: a friendly ship fell, remove a red or orange token or recover a charge that does not recur.',
    },
  ],
};

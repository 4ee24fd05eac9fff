/**
 * Galactic Empire TIE/sa bomber pilots that lock for their wingmen, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - "Scimitar 1" (Battle over Endor): after a friendly ship at range 0–3 (itself included: 000 "Measuring Range")
 *   attacks, it may spend one of its charges to acquire a lock on the defender, not as an action (000 "Lock": the
 *   effect checks that both may lock and be locked).
 * - Tomax Bren (both printings): after he performs a Reload action (000 "Reload"), he may recover one charge on one
 *   of his equipped Talent upgrades, up to its value (000 "Charges and the Force"); the cards offered are those of
 *   the talent type below their value (none: the ability is not offered).
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { chargesToRecover } from './shared.js';

/** The ship's talent cards with a charge to recover, as `recover-charge` choices. */
function talentCharges(ctx: Ctx, me: string): { id: string; label: string }[] {
  const ship = ctx.state.ships.find((s) => s.id === me);
  return chargesToRecover(ctx, me, { pilot: false, nonRecurring: false }).filter((c) => {
    const up = ship?.upgrades.find((u) => `charge:${u.xws}` === c.id);
    return up !== undefined && ctx.content.upgrade(up.xws)?.sides[up.side]?.type === 'talent';
  });
}

function tomaxBren(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [self, { kind: 'subject-data', key: 'action', oneOf: ['reload'] }],
      },
      optional: true,
      choices: (ctx, me) => talentCharges(ctx, me),
      effect: { kind: 'recover-charge' },
      summary: 'Tomax Bren: you reloaded, recover a charge on one of your Talent upgrades.',
    },
  ];
}

export const IMPERIAL_TIESA_SUPPORT: Record<string, Ability[]> = {
  'pilot:scimitar1-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'scimitar1-battleoverendor' },
      window: 'attack:after',
      when: { kind: 'attack-party-near', party: 'attacker', min: 0, max: 3, includeSelf: true },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: '"Scimitar 1": a friendly ship at range 0–3 attacked, spend a charge to lock the defender.',
    },
  ],
  'pilot:tomaxbren': tomaxBren('tomaxbren'),
  'pilot:tomaxbren-swz105': tomaxBren('tomaxbren-swz105'),
};

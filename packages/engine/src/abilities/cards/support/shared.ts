/**
 * Helpers the support cards share: the choices an ability offers among a ship's tokens and among its cards' charges.
 */
import type { Ctx } from '../../vocabulary/types.js';
import { shipById, tokenCount } from '../../vocabulary/queries.js';
import type { Ability, ChooseShip, Cost, Effect } from '../../vocabulary/types.js';

/**
 * A ship to acquire a lock on, not as an action (R3 Astromech, Redline): any ship at range 0–3, seen from the
 * candidate ("self"; "other" is the locking ship): both may lock and be locked now, and the candidate is not locked
 * by this ship already (000 "Lock"). The band is the lock rules' own, so a friendly DRK-1 probe droid may measure it
 * (`lockBand`); a card whose text names its own range sets `lockBand: false` beside that range.
 */
export const LOCKABLE_SHIP: ChooseShip = {
  side: 'any',
  range: [0, 3],
  lockBand: true,
  where: {
    kind: 'all',
    of: [
      { kind: 'lock-allowed', who: 'self' },
      { kind: 'lock-allowed', who: 'other' },
      { kind: 'not', of: { kind: 'locking', who: 'other', target: 'self' } },
    ],
  },
  label: 'acquire a lock on it',
};

/** Red and orange tokens a ship may hold, locks aside (000 "Additional Token Rules", "Disarm Tokens"). */
export const RED_OR_ORANGE = ['stress', 'strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm'] as const;

/** One choice (the token type as its id) for each of these token types the ship has. */
export function tokensHeld(
  ctx: Ctx,
  me: string,
  types: readonly string[],
  label: (token: string) => string,
): { id: string; label: string }[] {
  const ship = shipById(ctx.state, me);
  return types.filter((t) => tokenCount(ship, t) > 0).map((t) => ({ id: t, label: label(t) }));
}

/**
 * One choice for each of the ship's cards with a charge to recover (below its printed value): `charge:pilot` for the
 * ship card (`pilot`), `charge:<xws>` for each equipped upgrade; `nonRecurring`: only cards whose charges do not
 * recur (000 "Charges and the Force"). Read by the `recover-charge` effect.
 */
export function chargesToRecover(
  ctx: Ctx,
  me: string,
  opts: { pilot: boolean; nonRecurring: boolean },
): { id: string; label: string }[] {
  const ship = shipById(ctx.state, me);
  const out: { id: string; label: string }[] = [];
  const pilot = ctx.content.pilot(ship.pilot)?.charges;
  if (opts.pilot && pilot && ship.charges < pilot.value && (!opts.nonRecurring || pilot.recovers <= 0))
    out.push({ id: 'charge:pilot', label: 'Recover a charge on your ship card' });
  for (const up of ship.upgrades) {
    if (up.discarded) continue;
    const side = ctx.content.upgrade(up.xws)?.sides[up.side];
    const c = side?.charges;
    if (!c || (up.charges ?? 0) >= c.value || (opts.nonRecurring && c.recovers > 0)) continue;
    out.push({ id: `charge:${up.xws}`, label: `Recover a charge on ${side.title}` });
  }
  return out;
}

/**
 * "Unless it removes one green token": the prices of an `unless`, one per green token (000 "Additional Token
 * Rules": focus, evade and calculate are green; a reinforce token is kept by the reinforce rules, so not offered).
 */
export const ONE_GREEN_TOKEN: { pay: Cost[]; or: Cost[][] } = {
  // Removed, not spent (`removed`): no "after you spend a token" ability hears it.
  pay: [{ kind: 'spend-token', token: 'focus', count: 1, removed: true }],
  or: [
    [{ kind: 'spend-token', token: 'evade', count: 1, removed: true }],
    [{ kind: 'spend-token', token: 'calculate', count: 1, removed: true }],
  ],
};

/**
 * One of the ship's tokens of this type transferred to the chosen ship (000 "Additional Token Rules": a transfer is
 * the one ship losing the token and the other gaining it). The record asks first that the ship has one.
 */
export function transferToChosen(token: string): Effect {
  return {
    kind: 'sequence',
    of: [
      { kind: 'remove-token', token, count: 1, who: 'self' },
      { kind: 'gain-token', token, count: 1, who: 'chosen' },
    ],
  };
}

/** The green tokens a ship may hand over (000 "Tokens"): the reinforce token has a facing and is not moved this way. */
export const GREEN_TO_MOVE = ['focus', 'evade', 'calculate'] as const;

/**
 * "Take a token from a ship": an optional ability choosing a ship as `choose` says (only ships holding one of
 * `tokens`), then one of those tokens it holds, moved from that ship to the ability's own (`transfer-chosen-token`
 * from 'chosen' to 'self'; 000 "Additional Token Rules": transfer). Kaa'to Leeachos, Palob Godalhi, Corus Kapellim.
 */
export function takeTokenFrom(
  base: Pick<Ability, 'source' | 'window' | 'when' | 'summary'>,
  choose: ChooseShip,
  tokens: readonly string[],
): Ability {
  return {
    ...base,
    optional: true,
    choose: {
      ...choose,
      where: { kind: 'any', of: tokens.map((token) => ({ kind: 'has-token', token, who: 'self' })) },
    },
    then: [
      (ctx, _self, subject) =>
        typeof subject.data?.chosen === 'string' ? tokensHeld(ctx, subject.data.chosen, tokens, (t) => `its ${t}`) : [],
    ],
    effect: { kind: 'transfer-chosen-token', from: 'chosen', to: 'self' },
  };
}

/**
 * Galactic Republic Gauntlet fighter pilots that work with locks and the ships around, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Bo-Katan Kryze (Republic): once she has fully executed a maneuver, she may take a deplete token to pick an object in
 *   her front arc at range 1–2; another friendly ship may then perform a white Lock action that locks only that object
 *   (`grant-lock-on-answer`, asked with "pass"). Readings: "an object" is any the rules let a ship lock (000 "Objects":
 *   ships, friendly ones too, obstacles, devices, remotes); the Lock action keeps its own rules — the locking ship
 *   must be able to act (000 "Stress") and have the object within its lock's band (000 "Lock": range 0–3), so an
 *   object no other friendly ship could lock so is not offered, nor a ship with nobody to lock it (the deplete token
 *   would buy nothing). Her player names the locking ship (000 "Timing and Abilities": the ability's owner chooses).
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';
import { friendlyTo, inPlay, objectsInRange, shipById, shipName } from '../../vocabulary/queries.js';
import { fullyExecuted, self } from '../common.js';

const WHITE_LOCK = [{ type: 'lock', difficulty: 'white' }] as const;

/** The other friendly ships that could now perform a white Lock action on object `on`. */
function lockersOf(ctx: Ctx, me: string, on: string): { id: string; label: string }[] {
  const ship = shipById(ctx.state, me);
  return ctx.state.ships
    .filter(
      (s) =>
        s.id !== me &&
        friendlyTo(ctx, ship, s) &&
        inPlay(s) &&
        ctx.effects.canPerform(ctx, s.id, [...WHITE_LOCK], false, false, on),
    )
    .map((s) => ({ id: s.id, label: `${shipName(ctx, s)} may lock it` }));
}

/** The objects in her front arc at range 1–2 that another friendly ship could lock. */
function boKatanObjects(ctx: Ctx, me: string): { id: string; label: string }[] {
  return objectsInRange(ctx, me, 1, 2, 'front')
    .filter((o) => lockersOf(ctx, me, o.id).length > 0)
    .map((o) => ({ id: o.id, label: `take a deplete token to pick ${o.label}` }));
}

export const REPUBLIC_GAUNTLET_SUPPORT: Record<string, Ability[]> = {
  'pilot:bokatankryze': [
    {
      source: { kind: 'pilot', xws: 'bokatankryze' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'deplete', count: 1 }],
      choices: (ctx, me) => boKatanObjects(ctx, me),
      then: [(ctx, me, _subject, picks) => lockersOf(ctx, me, picks[0]!)],
      effect: { kind: 'grant-lock-on-answer', why: 'Bo-Katan Kryze' },
      summary: 'Bo-Katan Kryze: take a deplete token; another friendly ship may lock an object in your front arc.',
    },
  ],
};

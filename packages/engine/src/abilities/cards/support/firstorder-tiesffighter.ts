/**
 * First Order TIE/sf fighter pilots that work with tokens and charges, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Theta 3 (Evacuation of D'Qar): as the Engagement Phase starts, holding no green token (000 "Additional Token
 *   Rules": focus, evade, calculate, reinforce), he may spend a charge to gain an evade token.
 * - Lieutenant LeHuse (Evacuation of D'Qar): as the Engagement Phase starts, he may lock an object at range 1–3 that
 *   another friendly ship holds a lock on; once he has, that friendly ship's lock on it is broken (`take-over-lock`).
 *   Readings: "an object" is any the rules let a ship lock (000 "Objects": ships, obstacles, devices, remotes), and
 *   "a friendly lock" is a lock held by a friendly ship other than LeHuse — his own lock on it would leave nothing to
 *   break once he re-locked it (000 "Lock": a ship keeps one lock). When several friendly ships lock the object, his
 *   player picks whose lock breaks (000 "Timing and Abilities": the ability's owner makes its choices). An ionised
 *   LeHuse, or one or an object the range-0 obstacle rules forbid to lock, is offered nothing (000 "Ion Tokens",
 *   "Obstacles").
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';
import { friendlyTo, objectsInRange, shipById } from '../../vocabulary/queries.js';

/** The friendly ships other than `me` holding a lock on object `on`. */
function friendlyLockers(ctx: Ctx, me: string, on: string): { id: string; label: string }[] {
  const ship = shipById(ctx.state, me);
  return ctx.state.ships
    .filter((s) => s.id !== me && friendlyTo(ctx, ship, s) && s.locks.some((l) => l.target === on))
    .map((s) => ({ id: s.id, label: `${s.id} breaks its lock on it` }));
}

/** LeHuse's candidates: objects at range 1–3 a friendly ship locks, that he may lock now. */
function lehuseObjects(ctx: Ctx, me: string): { id: string; label: string }[] {
  if (ctx.effects.lockForbidden(ctx, shipById(ctx.state, me), 'acquire')) return [];
  return objectsInRange(ctx, me, 1, 3)
    .filter(
      (o) =>
        friendlyLockers(ctx, me, o.id).length > 0 &&
        (o.kind !== 'ship' || ctx.effects.lockForbidden(ctx, shipById(ctx.state, o.id)) === null),
    )
    .map((o) => ({ id: o.id, label: `lock ${o.label}` }));
}

export const FIRSTORDER_TIESF_SUPPORT: Record<string, Ability[]> = {
  'pilot:theta3-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'theta3-evacuationofdqar' },
      window: 'engagement:start',
      when: { kind: 'not', of: { kind: 'has-green-token', who: 'self' } },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Theta 3: with no green token, spend a charge to gain an evade token.',
    },
  ],
  'pilot:lieutenantlehuse-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'lieutenantlehuse-evacuationofdqar' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      choices: (ctx, me) => lehuseObjects(ctx, me),
      then: [(ctx, me, _subject, picks) => friendlyLockers(ctx, me, picks[0]!)],
      effect: { kind: 'take-over-lock', who: 'self' },
      summary: "Lieutenant LeHuse: lock an object at range 1–3 a friendly ship has locked, and break that ship's lock.",
    },
  ],
};

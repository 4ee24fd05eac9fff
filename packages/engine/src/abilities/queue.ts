/**
 * The entries of a window's queue on the trigger stack (state.triggers): the ability each names, the subject as it
 * sees it, and whether it can resolve now.
 */
import type { Ctx } from '../context.js';
import type { PendingWindow, ShipState } from '../state.js';
import { inPlay } from '../combat/util.js';
import { conditionHolds } from './conditions.js';
import { canPay, limitReached } from './costs.js';
import { abilitiesOf } from './source-keys.js';
import { chooseOptions, type RangeStretch } from './targets.js';
import { upgradeRangeAs } from './static.js';
import type { Ability, Condition, Cost, WindowSubject } from './vocabulary/types.js';

export type Entry = PendingWindow['queue'][number];

export function abilityAt(ctx: Ctx, entry: Entry): Ability | undefined {
  return abilitiesOf(ctx, entry.key)[entry.index];
}

/** The subject as one ability sees it (damage cards learn which of the ship's cards they are). */
export function subjectFor(subject: WindowSubject, entry: Entry): WindowSubject {
  if (entry.card === undefined) return subject;
  return { ...subject, data: { ...subject.data, cardIndex: entry.card } };
}

export function entryId(e: Entry): string {
  return `${e.ship}|${e.key}#${e.index}`;
}

/**
 * Whether a queued ability's ship can still use it: the ship is in play, or the window is that ship's own destruction
 * ("after you are destroyed" reaches it even once it has left the play area, as outside the Engagement Phase), or
 * Setup before forces are placed.
 */
export function present(pending: PendingWindow, ship: ShipState): boolean {
  return (
    inPlay(ship) ||
    (pending.window === 'ship:after-destroyed' && pending.subject.ship === ship.id) ||
    // Setup, before forces are placed (subsystems, s32-subsa): no ship is in the play area yet.
    (pending.window === 'setup:before-forces' && ship.gone === null)
  );
}

/**
 * support: the range bands an ability of one of the ship's own upgrade cards may treat as others (static.ts
 * upgradeRangeAs: Major Stridan); asked only for an upgrade's key, none for most ships.
 */
function upgradeStretch(ctx: Ctx, self: string, key: string): readonly RangeStretch[] | undefined {
  if (!key.startsWith('upgrade:')) return undefined;
  const ship = ctx.state.ships.find((s) => s.id === self);
  const stretch = ship ? upgradeRangeAs(ctx, ship) : [];
  return stretch.length > 0 ? stretch : undefined;
}

/**
 * The options of an ability's `choose` for its ship now (one per eligible ship), or undefined when it chooses no ship.
 */
export function shipChoices(
  ctx: Ctx,
  ability: Ability,
  self: string,
  subject: WindowSubject,
  key: string,
): { id: string; label: string }[] | undefined {
  if (!ability.choose) return undefined;
  const holds = (c: Condition, id: string, sub: WindowSubject) => conditionHolds(ctx, c, id, sub, key);
  const stretch = upgradeStretch(ctx, self, key);
  const first = chooseOptions(ctx, ability.choose, self, subject, holds, stretch);
  const second = ability.choose.second;
  if (!second) return first;
  // movement: a first ship only where a second, other ship can be picked after it.
  const seconds = chooseOptions(ctx, second, self, subject, holds, stretch);
  return first.filter((f) => seconds.some((s) => s.id !== f.id));
}

/** movement: the options of a `choose`'s `second` question once the first ship is picked (that ship left out). */
export function secondChoices(
  ctx: Ctx,
  ability: Ability,
  self: string,
  subject: WindowSubject,
  key: string,
  first: string,
): { id: string; label: string }[] | undefined {
  const second = ability.choose?.second;
  if (!second) return undefined;
  const holds = (c: Condition, id: string, sub: WindowSubject) => conditionHolds(ctx, c, id, sub, key);
  return chooseOptions(ctx, second, self, subject, holds, upgradeStretch(ctx, self, key)).filter((o) => o.id !== first);
}

/**
 * The subject an ability's effect (or its next question) sees once these answers are given: the first as `choice`,
 * all as `choices` (two or more), and with a `choose` the picked ship as `chosen`.
 */
export function withPicks(
  subject: WindowSubject,
  ability: Ability,
  picks: readonly string[] | undefined,
): WindowSubject {
  if (!picks || picks.length === 0) return subject;
  return {
    ...subject,
    data: {
      ...subject.data,
      choice: picks[0]!,
      ...(picks.length > 1 ? { choices: [...picks] } : {}),
      ...(ability.choose ? { chosen: picks[0]! } : {}),
      ...(ability.choose?.upTo !== undefined ? { chosenShips: [...picks] } : {}),
      ...(ability.choose?.second && picks.length > 1 ? { second: picks[1]! } : {}),
    },
  };
}

/**
 * Whether the queued ability can resolve now (its ship in play, its condition holding, its cost payable, a ship to
 * choose when it chooses one).
 */
export function eligible(ctx: Ctx, pending: PendingWindow, entry: Entry): boolean {
  const ability = abilityAt(ctx, entry);
  const ship = ctx.state.ships.find((s) => s.id === entry.ship);
  return (
    ability !== undefined &&
    ship !== undefined &&
    present(pending, ship) &&
    conditionHolds(ctx, ability.when, ship.id, subjectFor(pending.subject, entry), entry.key) &&
    canPay(ship, entry.key, costsFor(ability, ability.choose?.atLeast ?? 1), ctx) &&
    !limitReached(ctx, ability, ship.id, entry.key, entry.index) &&
    enoughShips(ability, shipChoices(ctx, ability, ship.id, subjectFor(pending.subject, entry), entry.key))
  );
}

/** Whether a `choose` has enough candidates (none asked: true): one, or `atLeast` of several chosen ships. */
export function enoughShips(ability: Ability, ships: readonly unknown[] | undefined): boolean {
  return ships === undefined || ships.length >= Math.max(1, ability.choose?.atLeast ?? 1);
}

/**
 * What an ability costs with `picked` ships chosen: its own `cost`, and its choose's `costEach` once per ship, a count
 * of the same kind (and token) added to the record's own.
 */
export function costsFor(ability: Ability, picked: number): readonly Cost[] | undefined {
  const each = ability.choose?.costEach;
  if (!each || picked === 0) return ability.cost;
  const out: Cost[] = (ability.cost ?? []).map((c) => ({ ...c }));
  for (const c of each) {
    if (!('count' in c)) {
      out.push(c);
      continue;
    }
    const same = out.find(
      (x) => x.kind === c.kind && 'count' in x && (x as { token?: string }).token === (c as { token?: string }).token,
    ) as { count: number } | undefined;
    if (same) same.count += c.count * picked;
    else out.push({ ...c, count: c.count * picked } as Cost);
  }
  return out;
}

/**
 * Remotes engage at their initiative (2.0 Rules Reference "Remotes": a remote activates and engages at its listed
 * initiative, but only behaves as its entry says; ../shared/rules/rules-reference-supplement.md). What a remote does
 * as it engages is its card's 'device:<xws>' records of window 'remote:engage', applied to each ship in play for
 * which their condition holds ("self" is that ship, as a device's detonation is; subject.data.device is the remote and
 * subject.ship / other its owner, so `ship-is` of 'other' tells friendly from enemy ships). The Engagement Phase
 * (phases/engagement.ts) calls it once the ships of an initiative have engaged: reading, a remote engages after the
 * ships of its initiative, within the same simultaneous-fire step (the rule gives no order among them).
 */
import { applyEffect, conditionHolds, markUsed } from './abilities/run.js';
import type { Window, WindowSubject } from './abilities/vocabulary/types.js';
import type { Ctx } from './context.js';
import { remoteName, remotesOf } from './remotes.js';
import { inPlay } from './util.js';

const ENGAGE: Window = 'remote:engage';

/** The remotes of `initiative` not yet in `done` engage now (each is added to `done`). */
export function engageRemotes(ctx: Ctx, initiative: number, done: string[]): void {
  for (const r of remotesOf(ctx.state)) {
    if (r.initiative !== initiative || done.includes(r.id)) continue;
    done.push(r.id);
    const key = `device:${r.card}`;
    const records = ctx.abilities
      .get(key)
      .map((ability, index) => ({ ability, index }))
      .filter(({ ability }) => ability.window === ENGAGE);
    if (records.length === 0) continue;
    ctx.emit('remote-engages', `${remoteName(ctx, r)} engages.`, { data: { remote: r.id } });
    const subject: WindowSubject = { ship: r.owner, other: r.owner, data: { device: r.id, remote: r.id } };
    for (const ship of ctx.state.ships) {
      for (const { ability, index } of records) {
        // A remote destroyed by an earlier effect of this step stops acting.
        if (!inPlay(ship) || !remotesOf(ctx.state).includes(r)) continue;
        if (!conditionHolds(ctx, ability.when, ship.id, subject, key)) continue;
        markUsed(ctx, ability, ship.id, key, index);
        applyEffect(ctx, ability.effect, ship.id, subject);
      }
    }
  }
}

/** The highest initiative below `below` of a remote not in `done`, or null. */
export function nextRemoteInitiative(ctx: Ctx, below: number, done: readonly string[]): number | null {
  let best: number | null = null;
  for (const r of remotesOf(ctx.state))
    if (!done.includes(r.id) && r.initiative < below && (best === null || r.initiative > best)) best = r.initiative;
  return best;
}

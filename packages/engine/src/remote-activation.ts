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
import { whollyOutside } from './device-geometry.js';
import type { Choice } from './decision.js';
import { relocatedPose, remoteById, remoteName, remotesOf } from './remotes.js';
import type { Pose } from '@xwing/geometry';
import { inPlay, OK, type Refusal, refuse } from './util.js';

const ENGAGE: Window = 'remote:engage';
const SYSTEM: Window = 'remote:system';

/**
 * System Phase (ascending initiative): the remotes below initiative `below` that have not acted (`done`) act now, a
 * remote after the ships of its own initiative (the caller passes the next ship's initiative; none left: every
 * remote). A remote whose card's 'remote:system' record says it may relocate (`relocate-remote`) asks its controlling
 * player where ('relocate-remote', with "stay"): 'asked' then, answered by `chooseRelocation`.
 */
export function remotesActInSystemPhase(ctx: Ctx, below: number, done: string[]): 'asked' | 'done' {
  const first = ctx.state.firstPlayer;
  const order = remotesOf(ctx.state)
    .filter((r) => r.initiative < below && !done.includes(r.id))
    .sort((a, b) => a.initiative - b.initiative || Number(a.player !== first) - Number(b.player !== first));
  for (const r of order) {
    done.push(r.id);
    const key = `device:${r.card}`;
    const index = ctx.abilities.get(key).findIndex((a) => a.window === SYSTEM && a.effect.kind === 'relocate-remote');
    const record = ctx.abilities.get(key)[index];
    if (!record || record.effect.kind !== 'relocate-remote') continue;
    const options: { id: string; label: string; data: { pose: Pose } }[] = [];
    for (const guides of ['front', 'rear'] as const)
      for (const t of record.effect.templates) {
        const pose = relocatedPose(r, guides, t);
        // It must go into the play area (as a device must); it ignores obstacles while relocating (supplement).
        if (whollyOutside(r.shape, pose)) continue;
        options.push({
          id: `relocate:${guides}:${t}`,
          label: `Relocate with the ${t} template at its ${guides} guides`,
          data: { pose },
        });
      }
    if (options.length === 0) continue;
    ctx.state.cursor.data = { ...(ctx.state.cursor.data ?? {}), remote: r.id, remoteRecord: index };
    ctx.ask({
      player: r.player,
      kind: 'relocate-remote',
      prompt: `${remoteName(ctx, r)} acts (System Phase): relocate it, or leave it where it is`,
      options: [...options, { id: 'stay', label: 'Do not relocate' }],
    });
    return 'asked';
  }
  return 'done';
}

/** Answers a 'relocate-remote' decision: the remote moves to the chosen pose (logged as its card's ability) or stays. */
export function chooseRelocation(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const pending = ctx.state.pending;
  const data = ctx.state.cursor.data ?? {};
  const r = remoteById(ctx.state, String(data.remote));
  if (!r || pending?.kind !== 'relocate-remote') return refuse('unexpected-choice', 'no remote is waiting to relocate');
  const o = pending.options.find((x) => x.id === choice.option);
  if (!o) return refuse('illegal-relocation', `choose one of: ${pending.options.map((x) => x.id).join(', ')}`);
  delete data.remote;
  const index = Number(data.remoteRecord);
  delete data.remoteRecord;
  if (o.id === 'stay') {
    ctx.emit('remote-stays', `${remoteName(ctx, r)} is not relocated.`, { data: { remote: r.id } });
    return OK;
  }
  const record = ctx.abilities.get(`device:${r.card}`)[index];
  if (record) markUsed(ctx, record, r.owner, `device:${r.card}`, index);
  r.pose = o.data!.pose as Pose;
  ctx.emit('remote-relocated', `${remoteName(ctx, r)} is relocated (${o.label.toLowerCase()}).`, {
    data: { remote: r.id, option: o.id, pose: r.pose },
  });
  return OK;
}

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

/**
 * Remotes engage at their initiative (2.0 Rules Reference "Remotes": a remote activates and engages at its listed
 * initiative, but only behaves as its entry says; ../shared/rules/rules-reference-supplement.md). What a remote does
 * as it engages is its card's 'device:<xws>' records of window 'remote:engage', applied to each ship in play for
 * which their condition holds ("self" is that ship, as a device's detonation is; subject.data.device is the remote and
 * subject.ship / other its owner, so `ship-is` of 'other' tells friendly from enemy ships); a remote whose entry gives
 * it an attack then attacks (remote-attack.ts, issue 26). The Engagement Phase (phases/engagement.ts) engages it in
 * the ordinary order (`remoteDue`): at its initiative, the first player's objects before the second player's, a
 * player's remotes after that player's ships of that initiative (reading: the rules let a player order their own tied
 * objects), all within the same simultaneous-fire step.
 */
import { applyEffect, conditionHolds, markUsed, settle, triggersPending } from './abilities/run.js';
import { askRemoteAttack } from './remote-attack.js';
import type { Window, WindowSubject } from './abilities/vocabulary/types.js';
import type { Ctx } from './context.js';
import { whollyOutside } from './device-geometry.js';
import type { Choice } from './decision.js';
import type { RemoteState } from './state.js';
import { clingPose, damageRemote, relocatedPose, remoteById, remoteName, remoteSolid, remotesOf } from './remotes.js';
import { type Pose, solidsOverlap } from '@xwing/geometry';
import { inPlay, OK, type Refusal, refuse, shipById, solidOf } from './util.js';

const ENGAGE: Window = 'remote:engage';
const SYSTEM: Window = 'remote:system';

/**
 * Asks the remote's controller where to relocate it, by its card's `relocate-remote` record of `window` (the record's
 * templates at its `guides`, both sets unless it names one): the placements in the play area, and "stay" (supplement
 * "Using Remotes": it ignores obstacles while relocating). False when the card has no such record or no placement.
 */
function askRelocation(ctx: Ctx, r: RemoteState, window: Window, when: string): boolean {
  const key = `device:${r.card}`;
  const index = ctx.abilities.get(key).findIndex((a) => a.window === window && a.effect.kind === 'relocate-remote');
  const record = ctx.abilities.get(key)[index];
  if (!record || record.effect.kind !== 'relocate-remote') return false;
  const options: { id: string; label: string; data: { pose: Pose } }[] = [];
  for (const guides of record.effect.guides ?? (['front', 'rear'] as const))
    for (const t of record.effect.templates) {
      const pose = relocatedPose(r, guides, t);
      // It must go into the play area, as a device must.
      if (whollyOutside(r.shape, pose)) continue;
      options.push({
        id: `relocate:${guides}:${t}`,
        label: `Relocate with the ${t} template at its ${guides} guides`,
        data: { pose },
      });
    }
  if (options.length === 0) return false;
  ctx.state.cursor.data = { ...(ctx.state.cursor.data ?? {}), remote: r.id, remoteRecord: index };
  ctx.ask({
    player: r.player,
    kind: 'relocate-remote',
    prompt: `${remoteName(ctx, r)} ${when}: relocate it, or leave it where it is`,
    options: [...options, { id: 'stay', label: 'Do not relocate' }],
  });
  return true;
}

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
    if (askRelocation(ctx, r, SYSTEM, 'acts (System Phase)')) return 'asked';
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

/**
 * issue 26: the remote of `initiative` to engage now, or undefined: the ordinary engagement order (000 "Engagement
 * Phase": at equal initiative the first player's objects first), a remote engaging once its own player has no ship of
 * that initiative left to engage (`queue`: the ships still waiting, the first player's first). Reading: the rules let a
 * player order their own tied objects; the engine has a player's remotes engage after that player's ships. O(remotes).
 */
export function remoteDue(
  ctx: Ctx,
  initiative: number,
  queue: readonly { player: number }[],
  done: readonly string[],
): RemoteState | undefined {
  const first = ctx.state.firstPlayer;
  const firstWaiting = queue.some((s) => s.player === first);
  let second: RemoteState | undefined;
  for (const r of remotesOf(ctx.state)) {
    if (r.initiative !== initiative || done.includes(r.id)) continue;
    if (r.player === first) {
      if (!firstWaiting) return r;
    } else if (queue.length === 0) second ??= r;
  }
  return second;
}

/**
 * Remote `r` engages now (the caller adds it to its `done`): its card's 'remote:engage' records are applied to each
 * ship in play for which their condition holds (the Buzz Droid Swarm), then — for a remote whose entry gives it an
 * attack (the commando teams; remote-attack.ts) — its controller is asked for its attack. 'asked' while a question
 * waits. Reading: no remote has both; a question its records raise would come before its attack is offered, and the
 * attack is then not offered (none does).
 */
export function engageRemote(ctx: Ctx, r: RemoteState): 'asked' | 'done' {
  const key = `device:${r.card}`;
  const records = ctx.abilities
    .get(key)
    .map((ability, index) => ({ ability, index }))
    .filter(({ ability }) => ability.window === ENGAGE);
  if (records.length > 0) {
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
    if (triggersPending(ctx) && settle(ctx) === 'asked') return 'asked';
  }
  if (!remotesOf(ctx.state).includes(r)) return 'done';
  return askRemoteAttack(ctx, r) ? 'asked' : 'done';
}

/** The highest initiative below `below` of a remote not in `done`, or null. */
export function nextRemoteInitiative(ctx: Ctx, below: number, done: readonly string[]): number | null {
  let best: number | null = null;
  for (const r of remotesOf(ctx.state))
    if (!done.includes(r.id) && r.initiative < below && (best === null || r.initiative > best)) best = r.initiative;
  return best;
}

/** The windows a ship moving onto a remote sets off (remoteSetOff), typed narrowly for `state.remoteSetOff`. */
type SetOffWindow = 'remote:overlapped' | 'remote:moved-through';
const OVERLAPPED: SetOffWindow & Window = 'remote:overlapped';
const THROUGH: SetOffWindow & Window = 'remote:moved-through';
const ACTIVATION_START: Window = 'remote:activation-start';

/**
 * remotes (s37): ship `shipId` has just moved through or overlapped remote `id` (devices.ts `setOffMines`, which the
 * moves that set off mines already call): the remote's card's 'device:<xws>' records of 'remote:overlapped' (the
 * ship's base ends on the remote's token) or 'remote:moved-through' (it only crossed it) are applied to that ship, in
 * order, as a detonation's are. 'asked' while a question is pending (an entered die, the swarm's guides): the same
 * record is applied again once it is answered (`state.remoteSetOff`).
 */
export function remoteSetOff(ctx: Ctx, id: string, shipId: string): 'done' | 'asked' {
  const state = ctx.state;
  const st = state.remoteSetOff?.remote === id && state.remoteSetOff.ship === shipId ? state.remoteSetOff : undefined;
  const r = remoteById(state, id);
  const ship = shipById(state, shipId);
  const key = r ? `device:${r.card}` : '';
  const all = r ? ctx.abilities.get(key) : [];
  if (!r || !ship || !inPlay(ship) || !all.some((a) => a.window === OVERLAPPED || a.window === THROUGH)) {
    delete state.remoteSetOff;
    return 'done';
  }
  const window = st ? st.window : solidsOverlap(solidOf(ship), remoteSolid(r).solid) ? OVERLAPPED : THROUGH;
  const subject: WindowSubject = { ship: r.owner, other: r.owner, data: { device: r.id, remote: r.id } };
  for (let i = st ? st.record : 0; i < all.length; i++) {
    const ability = all[i]!;
    if (ability.window !== window) continue;
    // A remote destroyed (or a ship gone) by an earlier record stops the rest.
    if (!inPlay(ship) || !remotesOf(state).includes(r)) break;
    if (!conditionHolds(ctx, ability.when, ship.id, subject, key)) continue;
    const again = st !== undefined && st.record === i;
    if (!again) markUsed(ctx, ability, ship.id, key, i);
    state.remoteSetOff = {
      remote: id,
      ship: shipId,
      record: i,
      window,
      ...(again && st.answer !== undefined ? { answer: st.answer } : {}),
    };
    applyEffect(ctx, ability.effect, ship.id, subject);
    if (state.pending) return 'asked';
  }
  delete state.remoteSetOff;
  return 'done';
}

/**
 * remotes (s37; `remote-die-risk`): the ship rolls 1 attack die (entered in an entered-dice game); on `face` the
 * remote suffers 1 hit damage (supplement "Damaging Remotes": any damage destroys it).
 */
export function remoteDieRisk(ctx: Ctx, shipId: string, subject: WindowSubject, face: string): void {
  const r = remoteById(ctx.state, String(subject.data?.device));
  const ship = shipById(ctx.state, shipId);
  if (!r || !ship) return;
  const name = remoteName(ctx, r);
  const faces = ctx.rollOrAsk('attack', 1, ship.player, `${ship.id} overlaps ${name}`, ship.id);
  if (faces === null) return;
  ctx.emit('remote-die', `${ship.id} rolls 1 attack die for ${name}: ${faces[0]}.`, {
    ship: ship.id,
    data: { remote: r.id, faces },
  });
  if (faces[0] === face) damageRemote(ctx, r.id, 1, 0, `${ship.id}'s die`);
}

/**
 * remotes (s37; `remote-cling`): the remote relocates to the ship's front or rear guides (remotes.ts `clingPose`);
 * with both free its controlling player chooses ('remote-guides', answered by `chooseRemoteGuides`); with neither,
 * the ship and the remote each suffer 1 hit damage (the ship's through the ordinary damage effect).
 */
export function remoteCling(ctx: Ctx, shipId: string, subject: WindowSubject): void {
  const r = remoteById(ctx.state, String(subject.data?.device));
  const ship = shipById(ctx.state, shipId);
  if (!r || !ship || !inPlay(ship)) return;
  const name = remoteName(ctx, r);
  const fits: { guides: 'front' | 'rear'; pose: Pose }[] = [];
  for (const guides of ['front', 'rear'] as const) {
    const pose = clingPose(ctx, r, ship, guides);
    if (pose) fits.push({ guides, pose });
  }
  if (fits.length === 0) {
    ctx.emit(
      'remote-cling-failed',
      `${name} cannot be placed at either of ${ship.id}'s guides: both suffer 1 damage.`,
      {
        ship: ship.id,
        data: { remote: r.id },
      },
    );
    applyEffect(ctx, { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self' }, ship.id, subject);
    if (ctx.state.pending) return;
    damageRemote(ctx, r.id, 1, 0, `cannot cling to ${ship.id}`);
    return;
  }
  const answer = ctx.state.remoteSetOff?.answer;
  const chosen = fits.length === 1 ? fits[0]! : fits.find((f) => `guides:${f.guides}` === answer);
  if (!chosen) {
    ctx.ask({
      player: r.player,
      kind: 'remote-guides',
      prompt: `${name}: place it at ${ship.id}'s front or rear guides`,
      options: fits.map((f) => ({
        id: `guides:${f.guides}`,
        label: `At ${ship.id}'s ${f.guides} guides`,
        data: { pose: f.pose },
      })),
    });
    return;
  }
  r.pose = chosen.pose;
  ctx.emit('remote-relocated', `${name} is relocated to ${ship.id}'s ${chosen.guides} guides.`, {
    ship: ship.id,
    data: { remote: r.id, option: `guides:${chosen.guides}`, pose: r.pose },
  });
}

/** Answers a 'remote-guides' decision: kept for `remoteCling`, which runs again as the flow goes on. */
export function chooseRemoteGuides(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const st = ctx.state.remoteSetOff;
  const pending = ctx.state.pending;
  if (!st || pending?.kind !== 'remote-guides') return refuse('unexpected-choice', 'no remote is waiting to cling');
  if (!pending.options.some((o) => o.id === choice.option))
    return refuse('illegal-option', `choose one of: ${pending.options.map((o) => o.id).join(', ')}`);
  st.answer = choice.option;
  ctx.state.pending = null;
  return OK;
}

/**
 * remotes (s37): at the start of the Activation Phase, before any ship activates, each remote whose card has a
 * 'remote:activation-start' `relocate-remote` record may be relocated — its controlling player asked, "stay"
 * included, the first player's remotes first (the commando teams: forward only). `done` lists the remotes asked so
 * far; the answer is `chooseRelocation`'s.
 */
export function remotesAtActivationStart(ctx: Ctx, done: string[]): 'asked' | 'done' {
  const first = ctx.state.firstPlayer;
  const order = remotesOf(ctx.state)
    .filter((r) => !done.includes(r.id))
    .sort((a, b) => Number(a.player !== first) - Number(b.player !== first));
  for (const r of order) {
    done.push(r.id);
    if (askRelocation(ctx, r, ACTIVATION_START, '(start of the Activation Phase)')) return 'asked';
  }
  return 'done';
}

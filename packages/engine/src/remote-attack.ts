/**
 * issue 26: a remote's own attack in the Engagement Phase (the commando teams). A remote engages at its initiative
 * (2.0 Rules Reference "Remotes", ../shared/rules/rules-reference-supplement.md "Using Remotes"); the phase
 * (phases/engagement.ts) asks its controller here when its entry gives it an attack (content: the card's
 * `device.remote.attack`). The team's entry, in our words: it cannot attack while an enemy ship is at range 0 of it;
 * each attack spends one of the remote's own charges (none left: no attack); while it attacks it may change one focus
 * result to a hit (its 'device:<xws>' record of 'attack:modify-attack-dice', read by combat/attack.ts).
 *
 * Its arc and range. Reading (no source gives the team's token or its arc): its front arc is the 90° sector a square
 * base's front arc is, bounded by the lines at ±45° from its facing drawn from the token's centre — unmeasured, as
 * the token is (docs/geometry.md "Remotes"). Range is measured from the token's outline (the unmeasured disc) to the
 * nearest point of the defender's base inside that sector (000 "Attack Range", as for a ship's arc), and the weapon's
 * range 1–2 and ordnance (no range bonus: combat/attack.ts reads `ordnance` as for a ship's weapon) are its entry's.
 * Obstacles obstruct its attack as a ship's (supplement "Remotes": an attack against a remote can be obstructed; we
 * read the same for an attack it makes).
 *
 * The attack itself runs through the ordinary attack flow (combat/attack.ts, `remoteAttacker`): the defender's dice,
 * tokens and abilities act; a card naming "the attacker" finds no ship.
 */
import type { UpgradeAttack } from '@xwing/content';
import {
  clipHalfPlane,
  closestBoundaryPoints,
  convexOverlap,
  type ClosestPair,
  DEG,
  isObstructed,
  OVERLAP_EPS,
  rangeBand,
  rangeBetween,
  type Solid,
  TOUCH_EPS,
} from '@xwing/geometry';
import type { Ctx } from './context.js';
import type { Choice } from './decision.js';
import type { RemoteState } from './state.js';
import { remoteById, remoteName, remoteSolid, remotesOf } from './remotes.js';
import { inPlay, OK, placedObstacles, type Refusal, refuse, solidOf } from './util.js';
import { shipName } from './combat/util.js';

/** The attack a remote's entry gives it (the commando teams'), or undefined. */
export function remoteAttackOf(ctx: Ctx, card: string): UpgradeAttack | undefined {
  return ctx.content.upgrade(card)?.sides[0]?.device?.remote?.attack;
}

/** The half-angle of the team's front arc: the square base's sector (our reading, unmeasured; see above). */
const HALF_ARC = 45;

/**
 * The attack range from the remote's token to `target` through its front arc: null when no part of the target lies
 * in the sector; the closest pairs for obstruction.
 */
export function remoteArcRange(r: RemoteState, target: Solid): { range: number | null; pairs: ClosestPair[] } | null {
  const { x, y, heading } = r.pose;
  // The sector's two edges, as half-planes through the token's centre (inward normals), as @xwing/geometry builds a
  // ship's arc wedge.
  const a0 = (heading - HALF_ARC) * DEG;
  const a1 = (heading + HALF_ARC) * DEG;
  const u0 = { x: Math.sin(a0), y: Math.cos(a0) };
  const u1 = { x: Math.sin(a1), y: Math.cos(a1) };
  const d = u0.x * u1.x + u0.y * u1.y;
  const planes = [
    { nx: u1.x - d * u0.x, ny: u1.y - d * u0.y },
    { nx: u0.x - d * u1.x, ny: u0.y - d * u1.y },
  ];
  const token = remoteSolid(r).solid.ring;
  let best: { distance: number; pairs: ClosestPair[] } | null = null;
  for (let i = 0; i < target.ringPartCount; i++) {
    let q = target.parts[i]!;
    for (const h of planes) {
      q = clipHalfPlane(q, x, y, h.nx, h.ny);
      if (q.length === 0) break;
    }
    if (q.length === 0) continue;
    if (q.length >= 6 && convexOverlap(token, q, OVERLAP_EPS)) return { range: 0, pairs: [] };
    const c = closestBoundaryPoints(token, q);
    if (best === null || c.distance < best.distance - 1e-9) best = { distance: c.distance, pairs: [...c.pairs] };
    else if (c.distance <= best.distance + 1e-9) best.pairs.push(...c.pairs);
  }
  if (best === null) return null;
  if (best.distance <= TOUCH_EPS) return { range: 0, pairs: [] };
  return { range: rangeBand(best.distance), pairs: best.pairs };
}

/** One attack the remote may declare: the defender, its range and whether obstacles obstruct it. */
export interface RemoteAttackChoice {
  defender: string;
  range: number;
  obstructed: boolean;
}

/**
 * The attacks remote `r` may declare now, or why it may declare none ('no-attack' when its entry gives it no attack:
 * nothing is said then): enemy ships in play, and enemy remotes (supplement "Attacking Remotes": a remote can be
 * declared as the defender).
 */
export function remoteAttacks(ctx: Ctx, r: RemoteState): { attacks: RemoteAttackChoice[]; why?: string } | 'no-attack' {
  const w = remoteAttackOf(ctx, r.card);
  if (!w) return 'no-attack';
  if ((r.charges ?? 0) <= 0) return { attacks: [], why: 'it has no charge left' };
  const token = remoteSolid(r).solid;
  const enemies = ctx.state.ships.filter((s) => s.player !== r.player && inPlay(s));
  // Its entry: no attack while an enemy ship is at range 0 of it.
  const touching = enemies.find((s) => rangeBetween(token, solidOf(s)) === 0);
  if (touching) return { attacks: [], why: `an enemy ship (${shipName(ctx, touching)}) is at range 0 of it` };
  const obstacles = placedObstacles(ctx.state).map((o) => o.solid);
  const attacks: RemoteAttackChoice[] = [];
  const targets = [
    ...enemies.map((s) => ({ id: s.id, solid: solidOf(s) })),
    ...remotesOf(ctx.state)
      .filter((x) => x.player !== r.player)
      .map((x) => ({ id: x.id, solid: remoteSolid(x).solid })),
  ];
  for (const t of targets) {
    const m = remoteArcRange(r, t.solid);
    if (!m || m.range === null || m.range < w.minRange || m.range > w.maxRange) continue;
    attacks.push({ defender: t.id, range: m.range, obstructed: isObstructed(m.pairs, obstacles) });
  }
  if (attacks.length === 0)
    return { attacks, why: `no enemy ship or remote is in its front arc at range ${w.minRange}–${w.maxRange}` };
  return { attacks };
}

const optionId = (r: RemoteState, defender: string) => `remote-attack:${r.id}:${defender}`;

/**
 * The remote engages with its attack (its controller asked, 'remote-attack', with "pass"): true when asked. A remote
 * with an attack that may declare none says why in the log ('no-attack').
 */
export function askRemoteAttack(ctx: Ctx, r: RemoteState): boolean {
  const found = remoteAttacks(ctx, r);
  if (found === 'no-attack') return false;
  const name = remoteName(ctx, r);
  if (found.attacks.length === 0) {
    ctx.emit('no-attack', `${name} cannot attack: ${found.why}.`, {
      ship: r.owner,
      data: { remote: r.id, reason: found.why },
    });
    return false;
  }
  ctx.state.cursor.remoteAttack = r.id;
  ctx.ask({
    player: r.player,
    kind: 'remote-attack',
    prompt: `${name} engages: choose what to attack (spending 1 of its charges), or do not attack`,
    options: [
      ...found.attacks.map((a) => {
        const s = ctx.state.ships.find((x) => x.id === a.defender);
        const other = s ? undefined : remoteById(ctx.state, a.defender);
        const name = s ? `${shipName(ctx, s)} (${s.id})` : other ? remoteName(ctx, other) : a.defender;
        return {
          id: optionId(r, a.defender),
          label: `Attack ${name} at range ${a.range}${a.obstructed ? ', obstructed' : ''}`,
          data: { remote: r.id, defender: a.defender, range: a.range, obstructed: a.obstructed },
        };
      }),
      { id: 'pass', label: 'Do not attack' },
    ],
  });
  return true;
}

/**
 * Answers a 'remote-attack' decision: "pass", or one of the attacks offered (checked again now), which is declared —
 * its charge spent — and runs as any attack in `cursor.attack` (combat/attack.ts `declareRemoteAttack`).
 */
export function chooseRemoteAttack(
  ctx: Ctx,
  choice: Choice,
  declare: (ctx: Ctx, r: RemoteState, a: RemoteAttackChoice) => void,
): typeof OK | Refusal {
  const id = ctx.state.cursor.remoteAttack;
  const r = id === undefined ? undefined : remoteById(ctx.state, id);
  if (!r || ctx.state.pending?.kind !== 'remote-attack')
    return refuse('unexpected-choice', 'no remote is waiting to attack');
  if (choice.option === 'pass') {
    delete ctx.state.cursor.remoteAttack;
    ctx.emit('attack-passed', `${remoteName(ctx, r)} does not attack.`, { ship: r.owner, data: { remote: r.id } });
    return OK;
  }
  const found = remoteAttacks(ctx, r);
  const attack =
    found === 'no-attack' ? undefined : found.attacks.find((a) => optionId(r, a.defender) === choice.option);
  if (!attack) {
    const why = found === 'no-attack' ? 'it has no attack' : found.why;
    return refuse(
      'illegal-attack',
      `That attack is not possible${why ? `: ${why}` : ''}; choose one of: ${ctx.state.pending.options.map((o) => o.id).join(', ')}.`,
    );
  }
  delete ctx.state.cursor.remoteAttack;
  declare(ctx, r, attack);
  return OK;
}

/**
 * The jam and tractor tokens' rules that make a player decide (rules-reference-supplement.md "Jam" and "Tractor",
 * the FFG 2.0 Rules Reference text; 000 and 001 name the tokens but leave their rules out). The tokens' standing
 * records (abilities/cards/subsystems/tokens.ts) trigger these through `ctx.effects` (the `jam` and `tractor-move`
 * effects); the decisions they ask are answered through the flow (flow.ts: `chooseTokenRule`), whatever the phase.
 *
 * "The player whose effect" gave the token decides: the player of the ship the token's gain names as `by`
 * (util.ts addTokens — the jam action's ship, the ability's ship). A token no ship's effect gave (an electro-chaff
 * cloud's jam) is decided by the jammed ship's own player: the documents give no one else (our reading).
 *
 * - Jam: when a ship becomes jammed (its first jam token), the jamming player chooses one of its green tokens (focus,
 *   evade, calculate, reinforce) to remove or one of its locks to break, and the ship removes the jam token; with
 *   nothing to lose it stays jammed. With one possibility only, it is taken without asking. After a jammed ship
 *   gains a green token or acquires a lock, it removes that token or breaks that lock, then removes one jam token.
 * - Tractor: the first time each round a ship becomes tractored, the tractoring player may boost it or barrel roll it
 *   with the 1-straight template, choosing the direction and the final position (`tractor-move`). Ships and the
 *   play area's edge stop the move as they stop any boost or barrel roll; obstacles do not ("this move can cause the
 *   ship to move through or overlap an obstacle"): their effects then resolve, and mines moved through or onto
 *   detonate. The move is not an action. After an opponent moved it, the ship's player may rotate it 90° left or
 *   right and gain a stress token (`tractor-rotate`; the supplement's errata).
 */
import {
  type BaseSize,
  GeometryError,
  normalizeHeading,
  type Pose,
  type RepositionOption,
  repositionOptions,
} from '@xwing/geometry';
import type { WindowSubject } from './abilities/vocabulary/types.js';
import type { Ctx } from './context.js';
import type { Choice, DecisionKind, Option } from './decision.js';
import { movingDevices } from './remotes.js';
import { setOffMines } from './devices.js';
import { movingObstacles, obstacleEffect } from './movement.js';
import { reinforceTokens, removeReinforce } from './reinforce.js';
import type { PlayerIndex, ShipState, Tokens } from './state.js';
import {
  addToken,
  inPlay,
  isTractored,
  OK,
  otherShips,
  type Refusal,
  rotationBlockedBy,
  refreshObstacleContact,
  refuse,
  removeToken,
  shipById,
  tokenCount,
} from './util.js';

/** The circular green tokens held in `ShipState.tokens` (reinforce is read through reinforce.ts). */
const GREEN = ['focus', 'evade', 'calculate'] as const;

/** The decisions of this module (answered through `chooseTokenRule`). */
const KINDS: ReadonlySet<DecisionKind> = new Set<DecisionKind>(['jam-removal', 'tractor-move', 'tractor-rotate']);

export function isTokenRuleDecision(kind: DecisionKind): boolean {
  return KINDS.has(kind);
}

/** The player who decides for a token's effect: the player of the ship whose effect gave it, else the ship's own. */
function decider(ctx: Ctx, ship: ShipState, by: unknown): PlayerIndex {
  const giver = typeof by === 'string' ? shipById(ctx.state, by) : undefined;
  return giver ? giver.player : ship.player;
}

// ---- Jam ------------------------------------------------------------------------------------------------------

/** What a jam can take from the ship: each kind of green token it holds, each lock it maintains. */
function jamOptions(ship: ShipState): Option[] {
  const out: Option[] = [];
  for (const t of GREEN)
    if (tokenCount(ship, t) > 0) out.push({ id: `remove:${t}`, label: `Remove a ${t} token`, data: { token: t } });
  const reinforce = reinforceTokens(ship)[0];
  if (reinforce)
    out.push({
      id: 'remove:reinforce',
      label: `Remove its ${reinforce} reinforce token`,
      data: { token: 'reinforce' },
    });
  for (const l of ship.locks)
    out.push({ id: `break:${l.target}`, label: `Break its lock on ${l.target}`, data: { lock: l.target } });
  return out;
}

/** Removes the green token or breaks the lock `optionId` names, then one jam token. */
function takeByJam(ctx: Ctx, ship: ShipState, optionId: string): void {
  const [what, arg = ''] = [optionId.slice(0, optionId.indexOf(':')), optionId.slice(optionId.indexOf(':') + 1)];
  if (what === 'break') ship.locks = ship.locks.filter((l) => l.target !== arg);
  else if (arg === 'reinforce') removeReinforce(ctx, ship);
  else removeToken(ctx, ship, arg as (typeof GREEN)[number]);
  removeToken(ctx, ship, 'jam');
  ctx.emit(
    'jam-resolved',
    `${ship.id} is jammed: ${what === 'break' ? `it breaks its lock on ${arg}` : `it removes a ${arg} token`} and removes the jam token.`,
    { ship: ship.id, data: what === 'break' ? { lock: arg } : { token: arg } },
  );
}

/** The ship just became jammed: the jamming player chooses what it loses (asked only when there is a choice). */
function jammed(ctx: Ctx, ship: ShipState, by: unknown): void {
  if (!inPlay(ship) || tokenCount(ship, 'jam') === 0) return;
  const options = jamOptions(ship);
  if (options.length === 0) {
    ctx.emit('jam-stays', `${ship.id} is jammed: it has no green token and no lock to lose, and stays jammed.`, {
      ship: ship.id,
    });
    return;
  }
  if (options.length === 1) {
    takeByJam(ctx, ship, options[0]!.id);
    return;
  }
  ctx.ask({
    player: decider(ctx, ship, by),
    kind: 'jam-removal',
    ship: ship.id,
    prompt: `${ship.id} is jammed: choose the green token it removes or the lock it breaks`,
    options,
  });
}

/**
 * The jammed ship just gained a green token (subject.data.token, .count) or acquired a lock (subject.other): it loses
 * as many of them as it has jam tokens, and one jam token for each.
 */
function jamCancels(ctx: Ctx, ship: ShipState, subject: WindowSubject): void {
  const jams = tokenCount(ship, 'jam');
  if (!inPlay(ship) || jams === 0) return;
  const token = subject.data?.token;
  if (typeof token !== 'string') {
    const target = subject.other;
    if (target === undefined || !ship.locks.some((l) => l.target === target)) return;
    ship.locks = ship.locks.filter((l) => l.target !== target);
    removeToken(ctx, ship, 'jam');
    ctx.emit(
      'jam-resolved',
      `${ship.id} is jammed: it breaks the lock it acquired on ${target} and removes a jam token.`,
      {
        ship: ship.id,
        data: { lock: target },
      },
    );
    return;
  }
  const held = token === 'reinforce' ? reinforceTokens(ship).length : tokenCount(ship, token as keyof Tokens);
  const n = Math.min(jams, held, Number(subject.data?.count ?? 1));
  if (n === 0) return;
  if (token !== 'reinforce') removeToken(ctx, ship, token as keyof Tokens, n);
  else for (let k = 0; k < n; k++) removeReinforce(ctx, ship);
  removeToken(ctx, ship, 'jam', n);
  ctx.emit(
    'jam-resolved',
    `${ship.id} is jammed: it removes the ${token} token${n > 1 ? 's' : ''} it gained and ${n > 1 ? `${n} jam tokens` : 'a jam token'}.`,
    { ship: ship.id, data: { token, count: n } },
  );
}

/** The `jam` effect (ctx.effects.jam). */
export function jamRule(ctx: Ctx, shipId: string, rule: 'jammed' | 'cancel', subject: WindowSubject): void {
  const ship = shipById(ctx.state, shipId);
  if (!ship) return;
  if (rule === 'jammed') jammed(ctx, ship, subject.data?.by);
  else jamCancels(ctx, ship, subject);
}

// ---- Tractor --------------------------------------------------------------------------------------------------

function moveId(r: RepositionOption): string {
  return r.move === 'boost' ? `boost:${r.template}` : `barrel-roll:${r.direction}:${r.alignment ?? 'middle'}`;
}

/**
 * The tractor moves open to the ship: a 1-straight boost and the 1-straight barrel rolls (each side, front, middle or
 * back), judged against the other ships and the play area (@xwing/geometry repositionOptions). Obstacles and mines
 * are passed as the geometry's "devices": they make no placement illegal, and each option lists those it moves
 * through or onto.
 */
function tractorOptions(ctx: Ctx, ship: ShipState): Option[] {
  const state = ctx.state;
  // Obstacles the ship ignores while moving neither stop it nor affect it (movement.ts movingObstacles).
  const obstacles = movingObstacles(ctx, ship);
  const mines = movingDevices(state);
  const obstacleIds = new Set(obstacles.map((o) => o.id));
  const mineIds = new Set(mines.map((m) => m.id));
  const input = {
    base: ship.base as BaseSize,
    pose: ship.pose!,
    ships: otherShips(state, ship.id),
    obstacles: [],
    devices: [...obstacles, ...mines],
  };
  let moves: RepositionOption[];
  try {
    moves = [
      ...repositionOptions({ ...input, kind: 'boost', template: '1F' }),
      ...repositionOptions({ ...input, kind: 'barrel-roll', template: '1F' }),
    ];
  } catch (e) {
    if (!(e instanceof GeometryError)) throw e;
    ctx.emit('not-implemented', `not implemented yet: a tractor move of a ${ship.base} ship (${e.message}).`, {
      ship: ship.id,
    });
    return [];
  }
  return moves
    .filter((r) => r.legal)
    .map((r) => {
      const through = r.devices.filter((id) => obstacleIds.has(id));
      const onMines = r.devices.filter((id) => mineIds.has(id));
      const label =
        r.move === 'boost'
          ? 'Boost it straight (1-straight)'
          : `Barrel roll it ${r.direction} (1-straight), ${r.alignment ?? 'middle'}`;
      return {
        id: moveId(r),
        label: through.length ? `${label}, through ${through.join(', ')}` : label,
        data: {
          pose: r.final,
          move: r.move,
          ...(through.length ? { obstacles: through } : {}),
          ...(onMines.length ? { mines: onMines } : {}),
        },
      };
    });
}

/** The `tractor-move` effect (ctx.effects.tractorMove): the tractoring player is asked, unless no move is possible. */
export function tractorMove(ctx: Ctx, shipId: string, by: string | undefined): void {
  const ship = shipById(ctx.state, shipId);
  if (!ship || !inPlay(ship) || !isTractored(ship)) return;
  const options = tractorOptions(ctx, ship);
  if (options.length === 0) {
    ctx.emit(
      'tractor-no-move',
      `${ship.id} is tractored; every boost or barrel roll would overlap a ship or leave the play area.`,
      {
        ship: ship.id,
      },
    );
    return;
  }
  ctx.ask({
    player: decider(ctx, ship, by),
    kind: 'tractor-move',
    ship: ship.id,
    prompt: `${ship.id} is tractored: boost or barrel roll it with the 1-straight template, or leave it`,
    options: [...options, { id: 'decline', label: 'Do not move it' }],
  });
}

/**
 * The tractor move's aftermath, before anything else goes on (the flow calls it first at each step): the effects of
 * the obstacles it moved the ship through or onto, the mines it set off, then the rotation question. 'asked' while a
 * decision (an entered die, the rotation) is pending; called again, it goes on where it was.
 */
export function continueTractorMove(ctx: Ctx): 'done' | 'asked' {
  const m = ctx.state.tractorMove;
  if (!m) return 'done';
  const ship = shipById(ctx.state, m.ship);
  while (m.obstacles.length) {
    if (ship && inPlay(ship) && obstacleEffect(ctx, ship, m.obstacles[0]!) === 'asked') return 'asked';
    m.obstacles.shift();
  }
  if (ship && inPlay(ship) && (m.mines?.length || m.detonation) && setOffMines(ctx, m, ship.id) === 'asked')
    return 'asked';
  delete ctx.state.tractorMove;
  if (!m.rotate || !ship || !inPlay(ship)) return 'done';
  const turned = (by: number): Pose => ({ ...ship.pose!, heading: normalizeHeading(ship.pose!.heading + by) });
  ctx.ask({
    player: ship.player,
    kind: 'tractor-rotate',
    ship: ship.id,
    prompt: `${ship.id} was moved by an opponent's tractor: rotate it 90° (and gain a stress token), or keep its facing`,
    // A rotation that would overlap another ship cannot be made (000 "Overlapping Ships").
    options: [
      { id: 'rotate:left', label: 'Rotate 90° left and gain a stress token', data: { pose: turned(-90) } },
      { id: 'rotate:right', label: 'Rotate 90° right and gain a stress token', data: { pose: turned(90) } },
      { id: 'decline', label: 'Do not rotate it: it keeps its facing' },
    ].filter((o) => !o.data || rotationBlockedBy(ctx.state, ship, o.data.pose) === undefined),
  });
  return 'asked';
}

/** Answers a 'jam-removal', 'tractor-move' or 'tractor-rotate' decision (re-checked against its options). */
export function chooseTokenRule(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const pending = ctx.state.pending!;
  const ship = pending.ship === undefined ? undefined : shipById(ctx.state, pending.ship);
  const option = pending.options.find((o) => o.id === choice.option);
  if (!ship || !option)
    return refuse(
      'illegal-option',
      `choose one of the offered options: ${pending.options.map((o) => o.id).join(', ')}`,
    );
  switch (pending.kind) {
    case 'jam-removal':
      takeByJam(ctx, ship, option.id);
      return OK;
    case 'tractor-move': {
      if (option.id === 'decline') {
        ctx.emit('tractor-declined', `${ship.id} is tractored and is not moved.`, { ship: ship.id });
        return OK;
      }
      const data = option.data!;
      ship.pose = data.pose as Pose;
      refreshObstacleContact(ctx.state, ship);
      ctx.emit('tractor-moved', `${ship.id} is tractored: ${option.label.toLowerCase()}.`, {
        ship: ship.id,
        data: { option: option.id, pose: ship.pose, by: pending.player },
      });
      const mines = (data.mines as string[] | undefined) ?? [];
      ctx.state.tractorMove = {
        ship: ship.id,
        obstacles: [...((data.obstacles as string[] | undefined) ?? [])],
        ...(mines.length ? { mines: [...mines] } : {}),
        ...(pending.player !== ship.player ? { rotate: true } : {}),
      };
      return OK;
    }
    case 'tractor-rotate':
      if (option.id === 'decline') return OK;
      ship.pose = option.data!.pose as Pose;
      refreshObstacleContact(ctx.state, ship);
      addToken(ctx, ship, 'stress', 1, ship.id);
      ctx.emit('tractor-rotated', `${ship.id} rotates 90° ${option.id.slice(7)} and gains a stress token.`, {
        ship: ship.id,
        data: { pose: ship.pose },
      });
      return OK;
    default:
      return refuse('unexpected-choice', 'that decision is not a token rule');
  }
}

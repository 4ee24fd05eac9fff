/**
 * Read-only questions card abilities ask of the game, and the condition/effect shapes most cards share. These are
 * part of the ability vocabulary: card definitions import them (and types.ts, effects.ts) and nothing else of the
 * engine. The re-exported state queries are pure functions of the state and content (no windows, no decisions).
 */
import { type Modification } from '@xwing/dice';
import { isInArc, rangeBetween, type Solid } from '@xwing/geometry';
import { arcOwner, geometryArc, inPlay, pilotOf, shipById, shipName, solidOf } from '../../combat/util.js';
import { forEachTableObject } from '../../table-objects.js';
import type { Ctx } from '../../context.js';
import type { Ability, Condition, WindowSubject } from './types.js';
import { dialOf } from '../dial-as.js';

export {
  acquireLock,
  addTokens,
  arcOwner,
  faceupDamage,
  geometryArc,
  inPlay,
  pilotOf,
  shipById,
  shipName,
  solidOf,
  tokenCount,
} from '../../combat/util.js';
export { initialStats } from '../../stats.js';
export { actionBar } from '../../util.js';
// subsystems (s36): friendly / allied / enemy as the relation gives it (a condition may make a squad-mate allied).
export { alliedTo, friendlyTo } from '../relation.js';

/**
 * The printed difficulty of the maneuver the ship revealed this round ('blue', 'white', 'red'; 000 "Maneuver
 * Difficulty": as on its dial, without the standing changes static.ts reads), or undefined while it has revealed none.
 */
export function revealedDifficulty(ctx: Ctx, shipId: string): string | undefined {
  const ship = shipById(ctx.state, shipId);
  if (!ship.dial?.revealed) return undefined;
  return dialOf(ctx, ship).byCode.get(ship.dial.maneuver)?.difficulty;
}

/** The ship the ability's 'other' means: the subject's other party as seen from `self`. */
export function otherOf(self: string, subject: WindowSubject): string | undefined {
  return subject.ship === self ? subject.other : subject.ship;
}

/** The ability's ship is the attacker of the attack in progress. */
export const isAttacker: Condition = { kind: 'attack-role', role: 'attacker' };
export const isDefender: Condition = { kind: 'attack-role', role: 'defender' };
export const primaryAttack: Condition = { kind: 'attack-weapon', weapon: 'primary' };
export const defenderInBullseye: Condition = { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'other' };

/**
 * The chosen friendly ship takes one of the attack's results upon itself: it suffers one damage of that face (a hit as
 * a hit, a crit as a crit) and one such result is cancelled (Captain Phasma, Prince Xizor). `source` names the card in
 * the log.
 */
export function takeResultUpon(face: 'hit' | 'crit', source: string): Ability['effect'] {
  return {
    kind: 'sequence',
    of: [
      { kind: 'suffer-damage', hits: face === 'hit' ? 1 : 0, crits: face === 'crit' ? 1 : 0, who: 'chosen', source },
      { kind: 'edit-results', spend: { face, count: 1 } },
    ],
  };
}

export function dice(modification: Modification): Ability['effect'] {
  return { kind: 'dice', modification };
}

/** Whether ship `targetId` is inside one of the firing arcs of ship `ownerId` (the arcs of its attacks). */
export function inFiringArc(ctx: Ctx, ownerId: string, targetId: string): boolean {
  const owner = shipById(ctx.state, ownerId);
  const target = shipById(ctx.state, targetId);
  if (!inPlay(owner) || !inPlay(target)) return false;
  const arcs = ctx.content.statsOf(pilotOf(ctx.content, owner)).attacks.map((x) => x.arc);
  return arcs.some((arc) => {
    const g = geometryArc(arc, owner.turret);
    return g !== null && isInArc(arcOwner(owner), g, solidOf(target));
  });
}

/**
 * The damage card about to be dealt and the next two of that ship's player's deck, by title: the cards a "draw more
 * and choose" ability (`choose-damage-card`) asks about (Maarek Stele, in both editions).
 */
export function drawnDamageCards(ctx: Ctx, _self: string, _subject: WindowSubject): { id: string; label: string }[] {
  const dealing = ctx.state.dealing;
  if (!dealing?.card) return [];
  const ship = ctx.state.ships.find((x) => x.id === dealing.ship);
  if (!ship) return [];
  const titles = new Map<string, string>();
  for (const deck of ctx.content.data.damageDecks)
    for (const c of deck.cards) if (!titles.has(c.xws)) titles.set(c.xws, c.title);
  const drawn = [dealing.card.id, ...ctx.state.players[ship.player]!.damageDeck.slice(0, 2)];
  return [...new Set(drawn)].map((id) => ({ id, label: titles.get(id) ?? id }));
}

/** An object of the play area (000 "Objects"): a ship, an obstacle, a device or a remote, with its range. */
export interface ObjectInRange {
  id: string;
  kind: 'ship' | 'obstacle' | 'device' | 'remote';
  range: number;
  label: string;
}

/**
 * support (s35): the objects at range `min`–`max` of the ship — the other ships in play, the obstacles, devices and
 * remotes (000 "Objects", "Measuring Range") — nearest first: the candidates of "an object at range 1–3" a record's
 * `choices` lists (Lieutenant LeHuse). With `arc`, only those inside that arc of the ship (a content arc id, 'front';
 * 000 "Arcs": an object is in an arc if any part of it is; Bo-Katan Kryze). Built only when such a record is asked.
 */
export function objectsInRange(ctx: Ctx, shipId: string, min: number, max: number, arc?: string): ObjectInRange[] {
  const ship = shipById(ctx.state, shipId);
  if (!inPlay(ship)) return [];
  const from = solidOf(ship);
  const g = arc === undefined ? undefined : geometryArc(arc, ship.turret);
  if (g === null) return [];
  const out: ObjectInRange[] = [];
  const add = (id: string, kind: ObjectInRange['kind'], solid: Solid, label: string): void => {
    const range = rangeBetween(from, solid);
    if (range === null || range < min || range > max) return;
    if (g !== undefined && !isInArc(arcOwner(ship), g, solid)) return;
    out.push({ id, kind, range, label });
  };
  for (const t of ctx.state.ships) if (t.id !== ship.id && inPlay(t)) add(t.id, 'ship', solidOf(t), shipName(ctx, t));
  forEachTableObject(ctx.state, (id, kind, solid, name) =>
    add(id, kind, solid, kind === 'obstacle' ? `the ${name} (${id})` : `the ${name} ${kind} (${id})`),
  );
  return out.sort((a, b) => a.range - b.range);
}

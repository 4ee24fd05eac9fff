/**
 * What must hold in every game state after every choice, whatever the squads and choices: the checks of the random
 * property tests and of the long soak (`npm run soak`), in one place so both hold the engine to the same rules.
 */
import { shipSolid, solidsOverlap } from '@xwing/geometry';
import type { GameState } from './state.js';

/** A state that breaks an invariant: an engine bug. */
export class InvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvariantError';
  }
}

/**
 * Throws InvariantError at the first broken invariant: tokens, shields, Force and charges never negative; shields
 * never above the ship's shield value; a ship whose damage reaches its hull is out of play (or leaving it, in
 * simultaneous fire); no ship in play overlaps another (000 "Overlapping Ships": a ship is never placed overlapping a
 * ship).
 */
export function checkInvariants(s: GameState): void {
  const fail = (message: string) => {
    throw new InvariantError(`round ${s.round} ${s.phase}: ${message}`);
  };
  for (const ship of s.ships) {
    for (const [t, n] of Object.entries(ship.tokens)) if ((n ?? 0) < 0) fail(`${ship.id} has ${n} ${t}`);
    if (ship.shields < 0) fail(`${ship.id} has negative shields`);
    if (ship.maxShields !== undefined && ship.shields > ship.maxShields)
      fail(`${ship.id} has ${ship.shields} shields, above its shield value ${ship.maxShields}`);
    if (ship.force < 0) fail(`${ship.id} has ${ship.force} Force`);
    if (ship.charges < 0) fail(`${ship.id} has ${ship.charges} charges`);
    for (const u of ship.upgrades) if ((u.charges ?? 0) < 0) fail(`${ship.id}'s ${u.xws} has ${u.charges} charges`);
    // A ship whose destruction an optional replacement is being asked about ('instead:destroyed', damage.ts) waits.
    const asked = s.dealing?.suffered === true && s.dealing.ship === ship.id;
    if (ship.gone === null && !ship.pendingRemoval && ship.damage.length >= ship.hull && s.phase !== 'setup' && !asked)
      fail(`${ship.id} has ${ship.damage.length} damage for hull ${ship.hull} but is still in play`);
  }
  if (s.phase === 'setup') return;
  const placed = s.ships.filter((x) => x.pose !== null && x.gone === null && !x.pendingRemoval);
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i]!;
      const b = placed[j]!;
      if (solidsOverlap(shipSolid(a.base, a.pose!), shipSolid(b.base, b.pose!))) fail(`${a.id} overlaps ${b.id}`);
    }
}

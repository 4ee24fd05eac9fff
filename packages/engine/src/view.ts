/**
 * Per-seat views (docs/engine-design.md, "Views, log and replay"): the state with what that seat may not see removed —
 * the generator's seed and state, both damage decks' order and contents, facedown damage cards' identity, and the
 * opponent's dials until revealed (a spectator sees neither player's), the opponent's facedown (secret) conditions —
 * and the log's events redacted to match. The
 * pending decision keeps its options only in the deciding seat's view (decision-sight.ts).
 */
import type { CardOdds } from './card-odds.js';
import { decisionFor } from './decision-sight.js';
import type { GameEvent } from './events.js';
import type { GameState, PlayerIndex } from './state.js';

/** A seat's view: the state less its secrets. */
export type GameView = Omit<GameState, 'seed' | 'rng' | 'players'> & {
  seat: PlayerIndex | 'spectator';
  /**
   * The cards' dice abilities in the seat's pending attack choices and in the attack under way (card-odds.ts
   * cardOddsFor), for the odds a table shows: set by the service when it sends the view, never by `viewFor`.
   */
  cardOdds?: CardOdds;
  players: (Omit<GameState['players'][number], 'damageDeck' | 'damageDiscard'> & {
    damageDeckSize: number;
    damageDiscard: string[];
  })[];
};

function redactEvent(
  e: GameEvent,
  seat: PlayerIndex | 'spectator',
  owner: (ship: string) => PlayerIndex | undefined,
): GameEvent {
  if (!e.data) return e;
  const ownerSeat = (ship: unknown) => (typeof ship === 'string' ? owner(ship) : undefined);
  if (e.type === 'dial-set' && (seat === 'spectator' || (e.ship !== undefined && owner(e.ship) !== seat))) {
    const { maneuver: _hidden, ...rest } = e.data;
    return { ...e, data: rest };
  }
  // movement: a dial an ability looked at (`look-at-dial`): only the looking seat reads its maneuver.
  if (e.type === 'dial-looked-at' && e.data.seat !== seat) {
    const { maneuver: _hidden, ...rest } = e.data;
    return { ...e, data: rest };
  }
  // A secret condition: only its owner's player sees which it is (2.0 Rules Reference "Condition Cards"; Zam Wesell).
  if ('condition' in e.data && e.data.facedown === true && (seat === 'spectator' || ownerSeat(e.data.owner) !== seat)) {
    const { condition: _hidden, ...rest } = e.data;
    return { ...e, data: rest };
  }
  // A stowed upgrade (Razor Crest): only its player sees which card it is.
  if ('upgrade' in e.data && e.data.stowed === true && (seat === 'spectator' || ownerSeat(e.data.owner) !== seat)) {
    const { upgrade: _hidden, ...rest } = e.data;
    return { ...e, data: rest };
  }
  if ('card' in e.data && e.data.faceup === false) {
    const { card: _hidden, ...rest } = e.data;
    return { ...e, data: rest };
  }
  return e;
}

export function viewFor(state: GameState, seat: PlayerIndex | 'spectator'): GameView {
  return structuredClone(transientViewFor(state, seat));
}

/**
 * The same view without the copy: it shares objects with the state, so it must be serialised at once (a service
 * sending it) and never kept or changed. The copy was most of a view's cost, paid twice per choice by the service.
 */
export function transientViewFor(state: GameState, seat: PlayerIndex | 'spectator'): GameView {
  const { seed: _seed, rng: _rng, players, log, ships, entered: _entered, enteredFor: _for, ...rest } = state;
  const owners = new Map(ships.map((s) => [s.id, s.player]));
  return {
    ...rest,
    seat,
    players: players.map(({ damageDeck, damageDiscard, ...p }) => ({
      ...p,
      damageDeckSize: damageDeck.length,
      damageDiscard: [...damageDiscard],
    })),
    ships: ships.map((s) => ({
      ...s,
      damage: s.damage.map((d) => (d.faceup ? d : { card: 'facedown', faceup: false })),
      // A stowed upgrade (facedown under a card: Razor Crest) is its player's secret.
      ...(s.upgrades.some((u) => u.stowed) && (seat === 'spectator' || s.player !== seat)
        ? { upgrades: s.upgrades.map((u) => (u.stowed ? { ...u, xws: 'facedown' } : u)) }
        : {}),
      ...(s.conditions?.some((c) => c.facedown)
        ? {
            conditions: s.conditions.map((c) =>
              c.facedown && (seat === 'spectator' || owners.get(c.owner) !== seat) ? { ...c, xws: 'facedown' } : c,
            ),
          }
        : {}),
      // movement: a seat that looked at it (DialState.seenBy) sees it too.
      dial:
        s.dial && !s.dial.revealed && (seat === 'spectator' || (s.player !== seat && !s.dial.seenBy?.includes(seat)))
          ? { maneuver: 'hidden', revealed: false }
          : s.dial,
    })),
    log: log.map((e) => redactEvent(e, seat, (id) => owners.get(id))),
    // A decision's options reach only the deciding seat (decision-sight.ts).
    pending: rest.pending && decisionFor(rest.pending, seat),
    // A decision set aside while a jettisoned supply cache is placed is redacted the same way.
    ...(rest.scenario
      ? {
          scenario: {
            ...rest.scenario,
            ...(rest.scenario.deferred ? { deferred: decisionFor(rest.scenario.deferred, seat) } : {}),
          },
        }
      : {}),
  };
}

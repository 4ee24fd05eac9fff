/**
 * The search player (issue 28): it decides from its seat's view only — the same choice from the full state, from the
 * seat's view, and from a state whose hidden parts (the opponent's unrevealed dials, the damage decks, facedown damage
 * cards, the dice generator) were changed — and a seed replays its choices. The levels are reachable by name.
 */
import { readFileSync } from 'node:fs';
import { loadContent } from '@xwing/content';
import { type Pose, toLocal } from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { AI_KINDS, HeuristicPlayer, makePlayer, SearchPlayer } from '../src/ai/index.js';
import type { Decision } from '../src/decision.js';
import { applyInPlace, createGame, type GameSetup, viewFor } from '../src/engine.js';
import { roomNextRound } from '../src/ai/search.js';
import { seedRng, shuffle } from '../src/rng.js';
import type { GameState, PlayerIndex } from '../src/state.js';
import { pilotInfo, placedObstacles } from '../src/util.js';

const content = loadContent();
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

const setup: GameSetup = {
  players: [
    { name: 'a', squad: fixture('rebel-xwings.json') },
    { name: 'b', squad: fixture('imperial-ties.json') },
  ],
  seed: 'search-view',
};

/** A small budget: the test checks what the search reads, not how well it plays. */
const search = new SearchPlayer('normal', { nodes: 40, planNodes: 24, samples: 2, opponentSamples: 2 });

/** States at the first decisions of these kinds with two or more options, for either seat (heuristic games). */
function positions(kinds: readonly Decision['kind'][], per: (kind: Decision['kind']) => number): GameState[] {
  const out: GameState[] = [];
  const count = new Map<string, number>();
  const heuristic = new HeuristicPlayer();
  const rngs = [seedRng('h0'), seedRng('h1')];
  const state = createGame(setup, content);
  for (let n = 0; n < 4000 && state.pending && state.result === null; n++) {
    const d = state.pending;
    const key = `${d.kind}/${d.player}`;
    if (kinds.includes(d.kind) && d.options.length > 1 && (count.get(key) ?? 0) < per(d.kind)) {
      count.set(key, (count.get(key) ?? 0) + 1);
      out.push(structuredClone(state));
    }
    const r = applyInPlace(state, heuristic.choose(state, d, content, rngs[d.player]!), content);
    if (!r.ok) throw new Error(r.reason);
  }
  return out;
}

/** The same game with every part the deciding seat cannot see changed. */
function withHiddenChanged(state: GameState, seat: PlayerIndex): GameState {
  const s = structuredClone(state);
  const r = seedRng('something else');
  s.seed = 'something else';
  s.rng = seedRng('another generator');
  for (const p of s.players) {
    p.damageDeck = shuffle(r, [...p.damageDeck].reverse());
    if (p.damageDeck.length > 0) p.damageDeck.pop();
  }
  for (const ship of s.ships) {
    for (const d of ship.damage) if (!d.faceup) d.card = d.card === 'directhit' ? 'damagedengine' : 'directhit';
    if (ship.player !== seat && ship.dial && !ship.dial.revealed) {
      const dial = pilotInfo(content, ship.pilot).ship.dial.map((m) => m.code);
      ship.dial = { maneuver: dial.find((c) => c !== ship.dial!.maneuver)!, revealed: false };
    }
  }
  return s;
}

describe('search player: decides from its seat view only', () => {
  // Dials most: the second player's are set while the first player's lie hidden.
  const states = positions(['set-dial', 'choose-action', 'declare-attack', 'modify-attack-dice'], (k) =>
    k === 'set-dial' ? 8 : 2,
  );

  it('finds decisions of every kind asked for, some with a hidden enemy dial', () => {
    const kinds = new Set(states.map((s) => s.pending!.kind));
    expect([...kinds].sort()).toEqual(['choose-action', 'declare-attack', 'modify-attack-dice', 'set-dial']);
    expect(states.some((s) => s.ships.some((x) => x.player !== s.pending!.player && x.dial && !x.dial.revealed))).toBe(
      true,
    );
  });

  it('chooses the same from the state, the seat view and a state whose hidden parts changed', () => {
    for (const state of states) {
      const d = state.pending!;
      const seat = d.player;
      const from = (table: object) => search.choose(table as GameState, d, content, seedRng(`ai/${d.id}`)).option;
      const full = from(state);
      expect(from(viewFor(state, seat)), `${d.kind} ${d.id}`).toBe(full);
      expect(from(withHiddenChanged(state, seat)), `${d.kind} ${d.id}`).toBe(full);
      expect(d.options.map((o) => o.id)).toContain(full);
    }
  });

  it('leaves the state it is given unchanged', () => {
    const state = states[0]!;
    const before = JSON.stringify(state);
    search.choose(state, state.pending!, content, seedRng('x'));
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('levels', () => {
  it('easy, normal, hard and search are player kinds', () => {
    for (const k of ['easy', 'normal', 'hard', 'search'] as const) {
      expect(AI_KINDS).toContain(k);
      expect(makePlayer(k).name).toBe(k === 'search' ? 'normal' : k);
    }
  });
});

describe('dial plans: a ship driven at an edge', () => {
  it('a pose from which every maneuver of its dial flees is found (the plan values the ship as lost)', () => {
    const luke = { pilot: 'lukeskywalker', base: 'small' } as const;
    // Heading 0 points at the far edge (y = 914.4): 54 mm of room, and an X-wing's shortest move is longer.
    expect(roomNextRound(content, luke, { x: 457, y: 860, heading: 0 })).toBe('none');
    // The same spot facing away, and the centre of the table: room enough.
    expect(roomNextRound(content, luke, { x: 457, y: 860, heading: 180 })).toBe('white');
    expect(roomNextRound(content, luke, { x: 457, y: 457, heading: 0 })).toBe('white');
    // Facing the edge a little further back: a bank or turn keeps it on.
    expect(roomNextRound(content, luke, { x: 457, y: 700, heading: 0 })).toBe('white');
  });
});

describe('declaring attacks', () => {
  // The rollouts play an attack's modifications with the heuristic, which spends the attacker's focus on its dice; the
  // search used to pass attacks to keep its tokens for defence: in this heuristic game it passed 10 of the 51 declare
  // decisions offering an attack and a pass (16 % of its declares in the ladder's scenario games). An attack whose
  // tokens are kept is seldom worse than none: it attacks.
  const full = new SearchPlayer('normal');

  it('with an attack and a pass offered, it attacks', () => {
    const game = createGame({ ...setup, seed: 'search-declare' }, content);
    const heuristic = new HeuristicPlayer();
    const rngs = [seedRng('h0'), seedRng('h1')];
    let asked = 0;
    for (let n = 0; n < 4000 && game.pending && game.result === null && asked < 24; n++) {
      const d = game.pending;
      if (d.kind === 'declare-attack' && d.options.length > 1 && d.options.some((o) => o.id === 'pass')) {
        asked++;
        const chosen = full.choose(structuredClone(game), d, content, seedRng(`ai/${d.id}`)).option;
        expect(chosen, `${d.id}: ${d.options.map((o) => o.id).join(' ')}`).not.toBe('pass');
      }
      const r = applyInPlace(game, heuristic.choose(game, d, content, rngs[d.player]!), content);
      if (!r.ok) throw new Error(r.reason);
    }
    expect(asked).toBe(24);
  });
});

describe('setup: where its ships start', () => {
  // The heuristic places each ship as near the middle of its edge as the offered spots allow, wherever the obstacles
  // lie; the search places its ships where the lane ahead is clearest of obstacles, together (search.ts `placeShip`).
  // The board is the ladder's scenario board (Scramble the Transmissions), whose obstacles crowd one side.
  const board: GameSetup = {
    players: [
      { name: 'a', squad: fixture('timing-rebels.json') },
      { name: 'b', squad: fixture('timing-imperials.json') },
    ],
    seed: 'search-setup',
    scenario: 'xwa-scramble-the-transmissions',
  };
  const full = new SearchPlayer('normal');

  /** Obstacles whose outline comes within 100 mm of the line a ship flies down from this pose, ahead of it. */
  function rocksAhead(game: GameState, pose: Pose): number {
    let n = 0;
    for (const o of placedObstacles(game)) {
      const at = toLocal(pose, o.solid.cx, o.solid.cy);
      if (at.y > 0 && Math.abs(at.x) < 100 + o.solid.radius) n++;
    }
    return n;
  }

  it('places them in lanes with fewer obstacles than the heuristic picks, and together', () => {
    const game = createGame(board, content);
    const heuristic = new HeuristicPlayer();
    const rngs = [seedRng('h0'), seedRng('h1')];
    const fewer: string[] = [];
    for (let n = 0; n < 400 && game.pending && game.phase === 'setup'; n++) {
      const d = game.pending;
      let choice = heuristic.choose(game, d, content, rngs[d.player]!);
      if (d.kind === 'place-ship' && d.player === 1) {
        const mine = full.choose(structuredClone(game), d, content, seedRng(`ai/${d.id}`));
        const poseOf = (id: string) => d.options.find((o) => o.id === id)!.data!.pose as Pose;
        const rocks = rocksAhead(game, poseOf(mine.option));
        const theirs = rocksAhead(game, poseOf(choice.option));
        expect(rocks, `${d.ship}: ${mine.option} against the heuristic's ${choice.option}`).toBeLessThanOrEqual(theirs);
        if (rocks < theirs) fewer.push(d.ship!);
        choice = mine;
      }
      const r = applyInPlace(game, choice, content);
      if (!r.ok) throw new Error(r.reason);
    }
    expect(game.phase).not.toBe('setup');
    expect(fewer.length, 'placements where the search found a clearer lane').toBeGreaterThan(0);
    // Together: no ship of the squad is left on its own (each within 150 mm of another).
    const poses = game.ships.filter((s) => s.player === 1).map((s) => s.pose!);
    for (const p of poses) {
      const nearest = Math.min(...poses.filter((q) => q !== p).map((q) => Math.hypot(q.x - p.x, q.y - p.y)));
      expect(nearest).toBeLessThan(150);
    }
  });
});

/** The players in real games through the simulator: random games never break, heuristic games are sensible. */
import { readFileSync } from 'node:fs';
import { loadContent } from '@xwing/content';
import { describe, expect, it } from 'vitest';
import { HeuristicPlayer, RandomPlayer } from '../src/ai/index.js';
import { type GameSetup, replay } from '../src/engine.js';
import { type GameRecord, playGame, runGames, winRate } from '../src/sim.js';

const content = loadContent();
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;
const rebels = fixture('rebel-xwings.json');
const imperials = fixture('imperial-ties.json');

const setup = (seed: string, a: unknown = rebels, b: unknown = imperials): GameSetup => ({
  players: [
    { name: 'a', squad: a },
    { name: 'b', squad: b },
  ],
  seed,
});

describe('random vs random', () => {
  // Played once, checked by the two tests below.
  const players = [new RandomPlayer(), new RandomPlayer()] as [RandomPlayer, RandomPlayer];
  const played = Array.from({ length: 200 }, (_, i) => {
    try {
      return { seed: `prop/${i}`, ...playGame(setup(`prop/${i}`), content, players, { strict: false }) };
    } catch (e) {
      return { seed: `prop/${i}`, error: e as Error };
    }
  });

  it('200 seeded games never throw and each ends with a result within 12 rounds', () => {
    for (const g of played) {
      if ('error' in g) throw g.error;
      const { state, decisions } = g;
      expect(state.pending, g.seed).toBeNull();
      expect(state.result, g.seed).not.toBeNull();
      expect(state.round).toBeGreaterThanOrEqual(1);
      expect(state.round).toBeLessThanOrEqual(12);
      expect(decisions).toBeGreaterThan(0);
      for (const s of state.ships) for (const n of Object.values(s.tokens)) expect(n).toBeGreaterThanOrEqual(0);
    }
  });

  it('in those games the engine accepts every option it lists', () => {
    const refused = played.flatMap((g) => ('refusals' in g ? g.refusals.map((r) => `${g.seed}: ${r}`) : []));
    expect(refused.slice(0, 3)).toEqual([]);
  });

  it('the same seed plays the same game', () => {
    const players = [new RandomPlayer(), new RandomPlayer()] as [RandomPlayer, RandomPlayer];
    const a = playGame(setup('same'), content, players, { record: true, strict: false });
    const b = playGame(setup('same'), content, players, { record: true, strict: false });
    expect(b.choices).toEqual(a.choices);
    expect(b.state.log).toEqual(a.state.log);
  });
});

describe('heuristic', () => {
  it('decides the same from its seat view as from the full state (it reads no secret)', () => {
    const players = [new HeuristicPlayer(), new HeuristicPlayer()] as [HeuristicPlayer, HeuristicPlayer];
    for (const seed of ['view/1', 'view/2']) {
      const full = playGame(setup(seed), content, players, { record: true, strict: false });
      const seen = playGame(setup(seed), content, players, { record: true, useViews: true, strict: false });
      expect(seen.choices).toEqual(full.choices);
    }
  });

  it('beats the random player from either seat', () => {
    const h = runGames({
      a: rebels,
      b: imperials,
      games: 10,
      seed: 'hr',
      ai: ['heuristic', 'random'],
      content,
      strict: false,
    });
    const r = runGames({
      a: rebels,
      b: imperials,
      games: 10,
      seed: 'rh',
      ai: ['random', 'heuristic'],
      content,
      strict: false,
    });
    expect(h.wins.a).toBeGreaterThan(h.wins.b);
    expect(r.wins.b).toBeGreaterThan(r.wins.a);
  });

  it('rarely flies off the table', () => {
    let fled = 0;
    let ships = 0;
    for (let i = 0; i < 10; i++) {
      const { state } = playGame(setup(`flee/${i}`), content, [new HeuristicPlayer(), new HeuristicPlayer()], {
        strict: false,
      });
      ships += state.ships.length;
      fled += state.ships.filter((s) => (s.gone as { how?: string } | null)?.how === 'fled').length;
    }
    expect(fled / ships).toBeLessThan(0.05);
  });
});

describe('runGames', () => {
  it('keeps records whose setup and choices replay each game exactly', () => {
    const records: GameRecord[] = [];
    runGames({
      a: rebels,
      b: imperials,
      games: 3,
      seed: 'rec',
      ai: 'heuristic',
      content,
      onGame: (g) => records.push(g),
    });
    expect(records.map((r) => r.seed)).toEqual(['rec/0', 'rec/1', 'rec/2']);
    for (const r of records) {
      const again = replay(r.setup, r.choices, content, r.log);
      expect(again.mismatch).toBeUndefined();
      expect(again.ok).toBe(true);
      expect(again.state.result).toEqual(r.result);
    }
  });

  it('sums up the games in the documented shape', () => {
    const records: number[] = [];
    const progress: number[] = [];
    const s = runGames({
      a: rebels,
      b: imperials,
      games: 4,
      seed: 'shape',
      ai: 'random',
      content,
      strict: false,
      onGame: (g) => records.push(g.choices.length),
      onProgress: (done) => progress.push(done),
    });
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining(['games', 'wins', 'draws', 'averageRounds', 'gamesPerSecond', 'pointsDestroyed']),
    );
    expect(s.games).toBe(4);
    expect(s.wins.a + s.wins.b + s.draws).toBe(4);
    expect(s.averageRounds).toBeGreaterThan(0);
    expect(s.averageRounds).toBeLessThanOrEqual(12);
    expect(s.gamesPerSecond).toBeGreaterThan(0);
    expect(s.pointsDestroyed.a).toBeGreaterThanOrEqual(0);
    expect(s.pointsDestroyed.b).toBeGreaterThanOrEqual(0);
    expect(s.ai).toEqual({ a: 'random', b: 'random' });
    expect(records).toHaveLength(4);
    expect(records.every((n) => n > 0)).toBe(true);
    expect(progress).toEqual([1, 2, 3, 4]);
  });
});

describe('win rates with 95 % intervals (Wilson score interval)', () => {
  it('matches the interval worked by hand, stays inside 0–1, and is empty for no games', () => {
    // 5 of 6: centre (5/6 + z²/12) / (1 + z²/6), half-width z·√(p(1−p)/6 + z²/144) / (1 + z²/6), z = 1.96.
    expect(winRate(5, 6)).toEqual({ rate: 0.8333, low: 0.4365, high: 0.9699 });
    expect(winRate(50, 100)).toEqual({ rate: 0.5, low: 0.4038, high: 0.5962 });
    expect(winRate(0, 10)).toEqual({ rate: 0, low: 0, high: 0.2775 });
    expect(winRate(10, 10)).toEqual({ rate: 1, low: 0.7225, high: 1 });
    expect(winRate(0, 0)).toEqual({ rate: 0, low: 0, high: 0 });
  });
});

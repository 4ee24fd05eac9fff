/**
 * The long soak (`npm run soak`, ../shared/cards.md): games between random legal squads (`randomSquad` of
 * @xwing/squads, optionally rich in one card group), flown by the random or the heuristic player, each checked three
 * ways: the engine never throws, its invariants hold after every choice (invariants.ts), and the game replays exactly
 * from its setup and choices (`replay`: every event, then the whole final state). `npm test` runs a small fixed slice
 * of it through the same functions (test/soak.test.ts).
 */
import { type Content, FACTION_IDS } from '@xwing/content';
import { type Format, randomSquad, richCards, squadRng, toXws } from '@xwing/squads';
import { type AiKind, makePlayer } from './ai/index.js';
import { type GameSetup, replay } from './engine.js';
import { canonicalJson } from './input-check.js';
import { checkInvariants } from './invariants.js';
import { playGame } from './sim.js';
import type { GameState } from './state.js';

export interface SoakSquadOptions {
  content: Content;
  /** Favour cards with these ability source keys (a card group's), as `xwing squad random --rich` does. */
  rich?: (key: string) => boolean;
  /** Default the squads package's default points set, in the standard format. */
  pointsSet?: string;
  format?: Format;
}

export interface SoakGameOptions extends SoakSquadOptions {
  kind: AiKind;
  /** The game's seed: it decides the factions, both squads, the game and both players' choices. */
  seed: string;
}

export interface SoakGame {
  kind: AiKind;
  seed: string;
  decisions: number;
  /** The cards of both squads, and how many of them `rich` picks (0 without it). */
  cards: { cards: number; rich: number };
  /** What went wrong, in words; absent when the game passed every check. */
  failure?: string;
}

/** The two squads of a soak game, as XWS: factions drawn from the seed, each squad from its own seed. */
export function soakSetup(seed: string, opts: SoakSquadOptions): { setup: GameSetup; cards: SoakGame['cards'] } {
  const rng = squadRng(`${seed}/factions`);
  const cards = { cards: 0, rich: 0 };
  const squads = (['a', 'b'] as const).map((side) => {
    const faction = FACTION_IDS[rng.int(FACTION_IDS.length)]!;
    const made = randomSquad(opts.content, {
      faction,
      seed: `${seed}/${side}`,
      ...(opts.rich ? { rich: opts.rich } : {}),
      ...(opts.pointsSet !== undefined ? { pointsSet: opts.pointsSet } : {}),
      ...(opts.format !== undefined ? { format: opts.format } : {}),
    });
    if (opts.rich) {
      const counted = richCards(made.squad, opts.content, opts.rich);
      cards.rich += counted.rich;
      cards.cards += counted.cards;
    } else cards.cards += richCards(made.squad, opts.content, () => false).cards;
    return toXws(made.squad, opts.content, { pointsSet: made.result.pointsSet, format: made.result.format });
  });
  const setup: GameSetup = {
    players: [
      { name: 'a', squad: squads[0] },
      { name: 'b', squad: squads[1] },
    ],
    seed,
  };
  if (opts.pointsSet !== undefined) setup.pointsSet = opts.pointsSet;
  if (opts.format !== undefined) setup.format = opts.format;
  return { setup, cards };
}

function describeError(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  // The frame that threw tells a bug's place without the whole stack.
  const at = e.stack?.split('\n').find((l) => l.trim().startsWith('at '));
  return `${e.name}: ${e.message}${at ? ` (${at.trim()})` : ''}`;
}

/** What `checkGame` found: the decisions taken, the final state (absent when it threw), the failure in words. */
export interface CheckedGame {
  decisions: number;
  state?: GameState;
  failure?: string;
}

/**
 * Plays one game from its setup with two players of `kind` and checks it three ways (no throw, the invariants after
 * every choice, an exact replay); never throws. The soak's games and the real lists' (soak/real-lists.ts) go through it.
 */
export function checkGame(setup: GameSetup, content: Content, kind: AiKind): CheckedGame {
  const players = [makePlayer(kind), makePlayer(kind)] as const;
  let played;
  try {
    played = playGame(setup, content, [players[0], players[1]], { record: true, afterChoice: checkInvariants });
  } catch (e) {
    return { decisions: 0, failure: describeError(e) };
  }
  const checked: CheckedGame = { decisions: played.decisions, state: played.state };
  if (played.state.result === null) return { ...checked, failure: 'the game stopped without a result' };
  try {
    const again = replay(setup, played.choices!, content, played.state.log);
    if (!again.ok) return { ...checked, failure: `replay: ${again.mismatch}` };
    // The log was compared event by event above; the rest of the state (ships, tokens, generator) is compared here.
    const rest = (s: GameState) => canonicalJson({ ...s, log: [] });
    if (rest(again.state) !== rest(played.state))
      return { ...checked, failure: 'replay: the events agree but the final states differ' };
  } catch (e) {
    return { ...checked, failure: `replay: ${describeError(e)}` };
  }
  return checked;
}

/** Plays one soak game and checks it; never throws (a failure is returned, described). */
export function soakGame(opts: SoakGameOptions): SoakGame {
  const game: SoakGame = { kind: opts.kind, seed: opts.seed, decisions: 0, cards: { cards: 0, rich: 0 } };
  let setup: GameSetup;
  try {
    ({ setup, cards: game.cards } = soakSetup(opts.seed, opts));
  } catch (e) {
    return { ...game, failure: `building the squads: ${describeError(e)}` };
  }
  const checked = checkGame(setup, opts.content, opts.kind);
  game.decisions = checked.decisions;
  return checked.failure === undefined ? game : { ...game, failure: checked.failure };
}

export interface SoakOptions extends SoakSquadOptions {
  seed: string;
  /** Random-vs-random games. */
  games: number;
  /** Heuristic-vs-heuristic games. */
  heuristic: number;
  /**
   * Play only every `count`-th game, starting at `index` (counted over the random games, then the heuristic ones), so
   * that `count` processes share a run; each game keeps the seed it has in the whole run.
   */
  shard?: { index: number; count: number };
  /** Called after every game (progress, failures as they come); `total` is the games this call plays. */
  onGame?: (game: SoakGame, done: number, total: number) => void;
}

export interface SoakSummary {
  seed: string;
  games: { random: number; heuristic: number };
  decisions: number;
  seconds: number;
  /** Cards in the squads played, and how many of them the `rich` group holds. */
  cards: { cards: number; rich: number };
  failures: SoakGame[];
}

/** The seed of the i-th game of a kind in a soak run: a failure names it, and `soakGame` with it plays that game again. */
export function soakGameSeed(runSeed: string, kind: AiKind, i: number): string {
  return `${runSeed}/${kind}/${i}`;
}

/** Plays the random games, then the heuristic ones, and sums them up. */
export function runSoak(opts: SoakOptions): SoakSummary {
  const summary: SoakSummary = {
    seed: opts.seed,
    games: { random: 0, heuristic: 0 },
    decisions: 0,
    seconds: 0,
    cards: { cards: 0, rich: 0 },
    failures: [],
  };
  const shard = opts.shard ?? { index: 0, count: 1 };
  const all = opts.games + opts.heuristic;
  const total = Math.max(0, Math.ceil((all - shard.index) / shard.count));
  const started = performance.now();
  const plan: [AiKind, number][] = [
    ['random', opts.games],
    ['heuristic', opts.heuristic],
  ];
  let ordinal = 0;
  for (const [kind, n] of plan)
    for (let i = 0; i < n; i++) {
      if (ordinal++ % shard.count !== shard.index) continue;
      const game = soakGame({ ...opts, kind, seed: soakGameSeed(opts.seed, kind, i) });
      summary.games[kind as 'random' | 'heuristic']++;
      summary.decisions += game.decisions;
      summary.cards.cards += game.cards.cards;
      summary.cards.rich += game.cards.rich;
      if (game.failure !== undefined) summary.failures.push(game);
      opts.onGame?.(game, summary.games.random + summary.games.heuristic, total);
    }
  summary.seconds = Math.round(performance.now() - started) / 1000;
  return summary;
}

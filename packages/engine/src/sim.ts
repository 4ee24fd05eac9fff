/**
 * The headless simulator: plays N games between two squads with computer players and sums them up. Game i is seeded
 * `${seed}/${i}` and each seat's player draws from its own generator seeded `${seed}/${i}/ai/${seat}`, so a run is
 * reproducible from its options (only the timing figures vary).
 *
 * Players are handed the full state by default, which saves building a view (a copy of the whole state and its log)
 * at every decision; they are typed against `TableSight` (ai/types.ts), which has no damage-deck or generator
 * fields, and they read dials only of their own ships, so they read nothing a view would hide. `useViews: true`
 * hands them `viewFor(state, seat)` instead, and a test checks that both play the same games.
 */
import type { Content } from '@xwing/content';
import { type AiKind, type AiRng, makePlayer, type Player, type TableSight } from './ai/index.js';
import type { Choice } from './decision.js';
import { validateXws } from '@xwing/squads';
import { applyInPlace, createGame, type GameSetup, type SquadCheck, viewFor } from './engine.js';
import type { GameEvent } from './events.js';
import { seedRng } from './rng.js';
import { DOGFIGHT } from './scenario/catalog.js';
import type { GameEnding, GameState } from './state.js';

export interface SimOptions {
  /** Side a's squad (XWS); it sits in seat 0. */
  a: unknown;
  /** Side b's squad (XWS); seat 1. */
  b: unknown;
  games: number;
  seed: string;
  /** The computer player of both sides, or of each side [a, b]. Default heuristic. */
  ai?: AiKind | [AiKind, AiKind];
  content: Content;
  pointsSet?: string;
  format?: 'standard' | 'extended';
  maxRounds?: number;
  /** The three obstacles each side brings; default the engine's DEFAULT_OBSTACLES (six in all). */
  obstacles?: [string[], string[]];
  /** The scenario every game is played to (scenarioNames()); default 'dogfight'. */
  scenario?: string;
  /** The rules played (GameSetup.ruleSet; the content must be that rule set's cards); default the 2.5 rules. */
  ruleSet?: GameSetup['ruleSet'];
  /** Play a rule set with pieces missing (GameSetup.acceptMissing). */
  acceptMissing?: boolean;
  /**
   * Hand players their seat's view (`viewFor`) rather than the full state. Default false: a view copies the whole
   * state, log included, at every decision, and the players' `TableSight` type reads nothing a view hides (a test
   * checks that both give the same games).
   */
  useViews?: boolean;
  /** A game still going after this many decisions is a bug: the run stops with an error. Default 50,000. */
  maxDecisions?: number;
  /**
   * Stop at the first listed option the engine refuses (default true). With false the player chooses again among the
   * other options and the summary counts the refusals (an engine bug either way).
   */
  strict?: boolean;
  /** Called after each game with its record (setup, choices, log, result); choices are kept only when given. */
  onGame?: (record: GameRecord) => void;
  /** Called after each game. */
  onProgress?: (done: number, total: number) => void;
}

export interface GameRecord {
  game: number;
  seed: string;
  ai: { a: AiKind; b: AiKind };
  setup: GameSetup;
  choices: Choice[];
  result: GameState['result'];
  rounds: number;
  log: GameEvent[];
}

export interface SimSummary {
  games: number;
  wins: { a: number; b: number };
  draws: number;
  /** Each side's share of the games won, with its 95 % confidence interval (Wilson). */
  winRate: { a: WinRate; b: WinRate };
  averageRounds: number;
  gamesPerSecond: number;
  /** Average points of enemy ships each side destroyed per game. */
  pointsDestroyed: { a: number; b: number };
  /** The scenario played ('dogfight' for none). */
  scenario: string;
  /** Scenario games: average mission points per side at the end of a game. */
  missionPoints?: { a: number; b: number };
  /** How many games ended each way (a side eliminated, 20 mission points with the lead, the last round, …). */
  endings: Partial<Record<GameEnding, number>>;
  decisions: number;
  decisionsPerSecond: number;
  seconds: number;
  seed: string;
  ai: { a: AiKind; b: AiKind };
  /** Listed options the engine refused (non-strict runs), and the first of them in words. */
  refusals: number;
  firstRefusal?: string;
}

/** A share of games won (0–1) and the bounds of its 95 % confidence interval. */
export interface WinRate {
  rate: number;
  low: number;
  high: number;
}

/** A game the simulator could not finish: which game, its seed, and what went wrong. */
export class SimError extends Error {
  constructor(
    readonly game: number,
    readonly seed: string,
    message: string,
  ) {
    super(`game ${game} (seed ${JSON.stringify(seed)}): ${message}`);
    this.name = 'SimError';
  }
}

export interface PlayedGame {
  state: GameState;
  decisions: number;
  choices: Choice[] | null;
  /** Listed options the engine refused (non-strict runs only), each as a sentence. */
  refusals: string[];
}

/**
 * validateXws's answers for squads already checked with this content, by the squad's text and the options: a
 * simulation plays the same two squads every game, and checking them took 6 % of a game (issue 28). Keyed by value
 * (the JSON text), so a caller that changes a squad object between games gets it checked again; the answers are only
 * read (createGame copies what it keeps).
 */
const checked = new WeakMap<Content, Map<string, ReturnType<typeof validateXws>>>();
const MAX_CHECKED = 256;

const checkOnce: SquadCheck = (squad, content, options) => {
  let known = checked.get(content);
  if (!known) checked.set(content, (known = new Map()));
  let text: string | undefined;
  try {
    text = typeof squad === 'string' ? `s${squad}` : `j${JSON.stringify(squad)}`;
  } catch {
    return validateXws(squad, content, options); // not JSON (a cycle, a bigint): checked as it is, not remembered
  }
  const key = `${JSON.stringify(options)}\n${text}`;
  let answer = known.get(key);
  if (answer === undefined) {
    if (known.size >= MAX_CHECKED) known.clear();
    answer = validateXws(squad, content, options);
    known.set(key, answer);
  }
  return answer;
};

/** Plays one game to its end with the given players; throws SimError when a choice is refused or it never ends. */
export function playGame(
  setup: GameSetup,
  content: Content,
  players: [Player, Player],
  opts: {
    game?: number;
    useViews?: boolean;
    maxDecisions?: number;
    record?: boolean;
    strict?: boolean;
    /** Called after every accepted choice (the soak checks the invariants there); what it throws ends the game. */
    afterChoice?: (state: GameState) => void;
  } = {},
): PlayedGame {
  const game = opts.game ?? 0;
  const useViews = opts.useViews ?? false;
  const max = opts.maxDecisions ?? 50_000;
  const rngs: [AiRng, AiRng] = [seedRng(`${setup.seed}/ai/0`), seedRng(`${setup.seed}/ai/1`)];
  const choices: Choice[] | null = opts.record ? [] : null;
  const strict = opts.strict ?? true;
  const refusals: string[] = [];
  const state = createGame(setup, content, checkOnce);
  let decisions = 0;
  while (state.pending !== null && state.result === null) {
    const d = state.pending;
    if (++decisions > max) throw new SimError(game, setup.seed, `no result after ${max} decisions`);
    const seat = d.player;
    const view: TableSight = useViews ? viewFor(state, seat) : state;
    let asked = d;
    let c = players[seat].choose(view, asked, content, rngs[seat]);
    let r = applyInPlace(state, c, content);
    while (!r.ok) {
      const why =
        `the ${players[seat].name} player's choice ${JSON.stringify(c)} for ${d.kind} decision ${d.id} ` +
        `("${d.prompt}") was refused: ${r.reason} (${r.code})`;
      // A listed option the engine refuses is an engine bug: stop (strict), or note it and let the player choose
      // again among the other options.
      const rest = asked.options.filter((o) => o.id !== c.option);
      if (strict || rest.length === asked.options.length || rest.length === 0)
        throw new SimError(game, setup.seed, why);
      refusals.push(why);
      asked = { ...asked, options: rest };
      c = players[seat].choose(view, asked, content, rngs[seat]);
      r = applyInPlace(state, c, content);
    }
    choices?.push(c);
    opts.afterChoice?.(state);
  }
  return { state, decisions, choices, refusals };
}

/** What one simulated game adds to a summary (small: a worker thread posts it back to the thread that sums). */
export interface SimGameOutcome {
  game: number;
  seed: string;
  /** The winning seat, or 'draw'. */
  winner: 0 | 1 | 'draw';
  rounds: number;
  points: [number, number];
  ending: GameEnding;
  missionPoints?: [number, number];
  decisions: number;
  /** Listed options the engine refused (non-strict runs), each as a sentence. */
  refusals: string[];
  /** The game's record, when the run keeps records (SimOptions.onGame). */
  record?: GameRecord;
}

/** The players of a run: one of each side's kind. */
export function simPlayers(opts: Pick<SimOptions, 'ai'>): { kinds: [AiKind, AiKind]; players: [Player, Player] } {
  const kinds: [AiKind, AiKind] = Array.isArray(opts.ai)
    ? [opts.ai[0], opts.ai[1]]
    : [opts.ai ?? 'heuristic', opts.ai ?? 'heuristic'];
  return { kinds, players: [makePlayer(kinds[0]), makePlayer(kinds[1])] };
}

/**
 * Plays game `i` of a run. Its seed is `${seed}/${i}` and its players draw from generators seeded from that, so game i
 * is the same game whichever thread plays it and whatever was played before it (`xwing sim --workers`).
 */
export function playSimGame(
  opts: Omit<SimOptions, 'onProgress'>,
  players: [Player, Player],
  kinds: [AiKind, AiKind],
  i: number,
): SimGameOutcome {
  const setup: GameSetup = {
    players: [
      { name: 'a', squad: opts.a },
      { name: 'b', squad: opts.b },
    ],
    seed: `${opts.seed}/${i}`,
  };
  if (opts.obstacles !== undefined) setup.obstacles = [[...opts.obstacles[0]], [...opts.obstacles[1]]];
  if (opts.pointsSet !== undefined) setup.pointsSet = opts.pointsSet;
  if (opts.format !== undefined) setup.format = opts.format;
  if (opts.maxRounds !== undefined) setup.maxRounds = opts.maxRounds;
  if (opts.scenario !== undefined && opts.scenario !== DOGFIGHT) setup.scenario = opts.scenario;
  if (opts.ruleSet !== undefined) setup.ruleSet = opts.ruleSet;
  if (opts.acceptMissing) setup.acceptMissing = true;
  const played = playGame(setup, opts.content, players, {
    game: i,
    useViews: opts.useViews ?? false,
    maxDecisions: opts.maxDecisions ?? 50_000,
    record: opts.onGame !== undefined,
    strict: opts.strict ?? true,
  });
  const { state } = played;
  const result = state.result;
  if (result === null) throw new SimError(i, setup.seed, 'the game stopped without a result');
  const outcome: SimGameOutcome = {
    game: i,
    seed: setup.seed,
    winner: result.winner,
    rounds: state.round,
    points: [
      result.points?.[0] ?? state.players[0].pointsDestroyed,
      result.points?.[1] ?? state.players[1].pointsDestroyed,
    ],
    ending: result.ending,
    decisions: played.decisions,
    refusals: played.refusals,
  };
  if (result.missionPoints) outcome.missionPoints = [result.missionPoints[0], result.missionPoints[1]];
  if (opts.onGame !== undefined)
    outcome.record = {
      game: i,
      seed: setup.seed,
      ai: { a: kinds[0], b: kinds[1] },
      setup,
      choices: played.choices ?? [],
      result,
      rounds: state.round,
      log: state.log,
    };
  return outcome;
}

/**
 * Sums game outcomes into a summary. Outcomes must be added in game order (the first refusal reported is the first
 * game's); the sums do not depend on which thread played a game.
 */
export class SimTally {
  private games = 0;
  private wins: [number, number] = [0, 0];
  private draws = 0;
  private rounds = 0;
  private points: [number, number] = [0, 0];
  private mission: [number, number] = [0, 0];
  private decisions = 0;
  private refusals = 0;
  private firstRefusal: string | undefined;
  private readonly endings: Partial<Record<GameEnding, number>> = {};

  constructor(
    private readonly seed: string,
    private readonly kinds: [AiKind, AiKind],
    private readonly scenario: string,
  ) {}

  get played(): number {
    return this.games;
  }

  add(o: SimGameOutcome): void {
    this.games++;
    this.decisions += o.decisions;
    this.refusals += o.refusals.length;
    if (o.refusals.length > 0) this.firstRefusal ??= `game ${o.game}: ${o.refusals[0]}`;
    if (o.winner === 'draw') this.draws++;
    else this.wins[o.winner]++;
    this.rounds += o.rounds;
    this.points[0] += o.points[0];
    this.points[1] += o.points[1];
    this.endings[o.ending] = (this.endings[o.ending] ?? 0) + 1;
    if (o.missionPoints) {
      this.mission[0] += o.missionPoints[0];
      this.mission[1] += o.missionPoints[1];
    }
  }

  summary(seconds: number): SimSummary {
    const n = Math.max(1, this.games);
    const out: SimSummary = {
      games: this.games,
      wins: { a: this.wins[0], b: this.wins[1] },
      draws: this.draws,
      winRate: { a: winRate(this.wins[0], this.games), b: winRate(this.wins[1], this.games) },
      averageRounds: round2(this.rounds / n),
      gamesPerSecond: round2(seconds > 0 ? this.games / seconds : 0),
      pointsDestroyed: { a: round2(this.points[0] / n), b: round2(this.points[1] / n) },
      decisions: this.decisions,
      decisionsPerSecond: Math.round(seconds > 0 ? this.decisions / seconds : 0),
      seconds: round2(seconds),
      seed: this.seed,
      ai: { a: this.kinds[0], b: this.kinds[1] },
      scenario: this.scenario,
      endings: { ...this.endings },
      refusals: this.refusals,
    };
    if (this.scenario !== DOGFIGHT)
      out.missionPoints = { a: round2(this.mission[0] / n), b: round2(this.mission[1] / n) };
    if (this.firstRefusal !== undefined) out.firstRefusal = this.firstRefusal;
    return out;
  }
}

/**
 * A side's share of games won with its 95 % confidence interval: the Wilson score interval, which stays inside 0–1
 * and is sound for small runs and for rates near 0 or 1, where the normal approximation is not.
 */
export function winRate(wins: number, games: number): WinRate {
  if (games === 0) return { rate: 0, low: 0, high: 0 };
  const z = 1.959964;
  const p = wins / games;
  const z2n = (z * z) / games;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2n / (4 * games))) / (1 + z2n);
  return { rate: round4(p), low: round4(Math.max(0, centre - half)), high: round4(Math.min(1, centre + half)) };
}

/** Plays `games` games headless on this thread and returns the summary. */
export function runGames(opts: SimOptions): SimSummary {
  const { kinds, players } = simPlayers(opts);
  const tally = new SimTally(opts.seed, kinds, opts.scenario ?? DOGFIGHT);
  const started = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const outcome = playSimGame(opts, players, kinds, i);
    tally.add(outcome);
    if (outcome.record) opts.onGame?.(outcome.record);
    opts.onProgress?.(i + 1, opts.games);
  }
  return tally.summary((performance.now() - started) / 1000);
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

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

/** Plays `games` games headless and returns the summary. */
export function runGames(opts: SimOptions): SimSummary {
  const [aiA, aiB] = Array.isArray(opts.ai) ? opts.ai : [opts.ai ?? 'heuristic', opts.ai ?? 'heuristic'];
  const players: [Player, Player] = [makePlayer(aiA), makePlayer(aiB)];
  const summary: SimSummary = {
    games: 0,
    wins: { a: 0, b: 0 },
    draws: 0,
    averageRounds: 0,
    gamesPerSecond: 0,
    pointsDestroyed: { a: 0, b: 0 },
    decisions: 0,
    decisionsPerSecond: 0,
    seconds: 0,
    seed: opts.seed,
    ai: { a: aiA, b: aiB },
    scenario: opts.scenario ?? DOGFIGHT,
    endings: {},
    refusals: 0,
  };
  const scenario = opts.scenario !== undefined && opts.scenario !== DOGFIGHT;
  const mission: [number, number] = [0, 0];
  let rounds = 0;
  let pointsA = 0;
  let pointsB = 0;
  const started = performance.now();
  for (let i = 0; i < opts.games; i++) {
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
    if (scenario) setup.scenario = opts.scenario!;
    const played = playGame(setup, opts.content, players, {
      game: i,
      useViews: opts.useViews ?? false,
      maxDecisions: opts.maxDecisions ?? 50_000,
      record: opts.onGame !== undefined,
      strict: opts.strict ?? true,
    });
    summary.refusals += played.refusals.length;
    if (played.refusals.length > 0) summary.firstRefusal ??= `game ${i}: ${played.refusals[0]}`;
    const { state } = played;
    const result = state.result;
    if (result === null) throw new SimError(i, setup.seed, 'the game stopped without a result');
    summary.games++;
    summary.decisions += played.decisions;
    if (result.winner === 0) summary.wins.a++;
    else if (result.winner === 1) summary.wins.b++;
    else summary.draws++;
    rounds += state.round;
    pointsA += result.points?.[0] ?? state.players[0].pointsDestroyed;
    pointsB += result.points?.[1] ?? state.players[1].pointsDestroyed;
    summary.endings[result.ending] = (summary.endings[result.ending] ?? 0) + 1;
    if (result.missionPoints) {
      mission[0] += result.missionPoints[0];
      mission[1] += result.missionPoints[1];
    }
    opts.onGame?.({
      game: i,
      seed: setup.seed,
      ai: { a: aiA, b: aiB },
      setup,
      choices: played.choices ?? [],
      result,
      rounds: state.round,
      log: state.log,
    });
    opts.onProgress?.(i + 1, opts.games);
  }
  const seconds = (performance.now() - started) / 1000;
  const n = Math.max(1, summary.games);
  summary.averageRounds = round2(rounds / n);
  summary.pointsDestroyed = { a: round2(pointsA / n), b: round2(pointsB / n) };
  if (scenario) summary.missionPoints = { a: round2(mission[0] / n), b: round2(mission[1] / n) };
  summary.seconds = round2(seconds);
  summary.gamesPerSecond = round2(seconds > 0 ? summary.games / seconds : 0);
  summary.decisionsPerSecond = Math.round(seconds > 0 ? summary.decisions / seconds : 0);
  return summary;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

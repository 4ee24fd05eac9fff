/**
 * Games as the service keeps them: created from a request (validated by the engine), stored as setup plus choices,
 * and loaded back into a live state by re-applying the choices after the last snapshot.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Content } from '@xwing/content';
import { decodeSquadLink, isSquadLink, SquadLinkError } from '@xwing/squads';
import {
  applyInPlace,
  type Choice,
  createGame,
  DEFAULT_RULE_SET,
  EngineError,
  freshSeed,
  gameFileProblems,
  type GameSetup,
  type GameState,
  isRuleSetId,
  type PlayerIndex,
  type Position,
  RULES_VERSION,
} from '@xwing/engine';
import {
  type CreatedGame,
  type CreateFromFileRequest,
  type CreateGameRequest,
  type GameClock,
  type GameInfo,
  type GameResult,
  LIMITS,
  seatLink,
  spectateLink,
} from '@xwing/client';
import { contentOf } from './contents.js';
import type { GameProgress, GameRow, Storage, StoredChoice, StoredSeat } from './storage/index.js';
import { type GameStart, type PositionStart, ruleSetOf, scenarioOf, startState } from './start.js';

/** What the rules-changed checks need of a game: its id and the rules version it was created under. */
export type GameStamp = Pick<GameRow, 'id' | 'rulesVersion'>;

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems?: { player?: number; path: string; message: string }[],
  ) {
    super(message);
  }
}

/** A game in memory, as a room plays it. */
export interface LiveGame {
  id: string;
  /** How the game began: a setup, or a game file's position (start.ts). */
  setup: GameStart;
  seats: [StoredSeat, StoredSeat];
  state: GameState;
  /** Accepted choices (the seq of the last one). */
  choices: number;
  /** Set when the game ended outside the engine (a resignation). */
  resigned: GameResult | null;
  /** The game's clock (room.ts calls time when it runs out); null: no time limit. */
  clock: GameClock | null;
}

export const SNAPSHOT_EVERY = 50;

export function newId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The seat a token holds in a game, or null. */
export function seatOfToken(seats: readonly { tokenHash: string | null }[], token: string): PlayerIndex | null {
  const hash = hashToken(token);
  const seat = seats.findIndex((s) => s.tokenHash === hash);
  return seat < 0 ? null : (seat as PlayerIndex);
}

export function resultOf(g: Pick<LiveGame, 'state' | 'resigned'>): GameResult | null {
  return g.resigned ?? g.state.result;
}

export function progressOf(g: Pick<LiveGame, 'state' | 'resigned'> & { clock?: GameClock | null }): GameProgress {
  const result = resultOf(g);
  const p: GameProgress = {
    status: result ? 'over' : 'active',
    round: g.state.round,
    phase: g.state.phase,
    waitingFor: result ? null : (g.state.pending?.player ?? null),
    result,
  };
  if (g.clock) p.clock = { ...g.clock };
  return p;
}

export function infoOf(g: LiveGame): GameInfo {
  const p = progressOf(g);
  const info: GameInfo = { status: p.status, choices: g.choices, result: p.result, waitingFor: p.waitingFor };
  if (p.clock) info.clock = p.clock;
  return info;
}

/**
 * Validates and stores a new game; the engine checks squads, scenario, points set and obstacles, with the cards and
 * points of the game's rule set (`base`: the 2.5 cards; contents.ts).
 */
export async function createNewGame(
  storage: Storage,
  base: Content,
  req: CreateGameRequest,
  allowClientSeeds = false,
): Promise<CreatedGame> {
  refuseClientSeed(req.seed, allowClientSeeds);
  const names = req.players.map((p, i) => p.name ?? (p.computer ? `Computer (${p.computer})` : `Player ${i + 1}`));
  const squads = req.players.map((p, i) => readSquad(p.squad, i));
  const setup: GameSetup = {
    players: [
      { name: names[0]!, squad: squads[0] },
      { name: names[1]!, squad: squads[1] },
    ],
    // The seed decides every roll and shuffle: 256 bits from the system's secure source, kept on the server.
    seed: req.seed ?? freshSeed(),
  };
  if (req.pointsSet !== undefined) setup.pointsSet = req.pointsSet;
  if (req.format !== undefined) setup.format = req.format;
  if (req.scenario !== undefined) setup.scenario = req.scenario;
  if (req.diceMode !== undefined) setup.diceMode = req.diceMode;
  if (req.maxRounds !== undefined) setup.maxRounds = req.maxRounds;
  const clock: GameClock | null = req.timeLimit !== undefined ? { minutes: req.timeLimit, endsAt: null } : null;
  if (req.obstacles !== undefined) setup.obstacles = req.obstacles;
  // The default rule set stays unnamed, so a 2.5 game's setup is as it was before rule sets.
  if (req.ruleSet !== undefined && req.ruleSet !== DEFAULT_RULE_SET) setup.ruleSet = req.ruleSet;
  if (req.acceptMissing) setup.acceptMissing = true;
  const content = contentOf(base, setup.ruleSet);
  if (setup.pointsSet !== undefined && !content.pointsSet(setup.pointsSet))
    throw new RequestError(
      400,
      'unknown-points-set',
      `unknown points set "${setup.pointsSet}": one of ${content.pointsSetIds().join(', ')}`,
    );
  const state = engineStart(() => createGame(setup, content));
  return storeNewGame(storage, {
    setup,
    scenario: setup.scenario ?? 'dogfight',
    state,
    clock,
    names: [names[0]!, names[1]!],
    computers: [req.players[0]?.computer ?? null, req.players[1]?.computer ?? null],
  });
}

/** The engine's game start, its refusals answered as 400s (an engine problem with its code, a squad not JSON). */
function engineStart(make: () => GameState): GameState {
  try {
    return make();
  } catch (e) {
    if (e instanceof EngineError) throw new RequestError(400, e.code, e.message, e.problems);
    if (e instanceof SyntaxError)
      throw new RequestError(400, 'invalid-squad', `a squad is not valid JSON: ${e.message}`);
    throw e;
  }
}

/** A request's seed is taken only by a service started for tests (ALLOW_CLIENT_SEEDS=1). */
function refuseClientSeed(seed: string | undefined, allowClientSeeds: boolean): void {
  if (seed !== undefined && !allowClientSeeds)
    throw new RequestError(
      400,
      'bad-request',
      'seed: only a service started for tests (ALLOW_CLIENT_SEEDS=1) takes a seed',
    );
}

/**
 * Stores a game the engine has accepted, with its first `choices` (a game file's) in the same transaction, and
 * answers its seats' links: a token for each seat a person plays, none for a computer's.
 */
async function storeNewGame(
  storage: Storage,
  g: {
    setup: GameRow['setup'];
    scenario: string;
    state: GameState;
    clock: GameClock | null;
    names: [string, string];
    computers: [StoredSeat['computer'], StoredSeat['computer']];
    choices?: readonly StoredChoice[];
  },
): Promise<CreatedGame> {
  const id = newId(12);
  const tokens = g.computers.map((k) => (k ? null : newId(32)));
  const seats = g.computers.map((k, i): StoredSeat => ({
    name: g.names[i as PlayerIndex],
    faction: g.state.players[i]!.faction,
    computer: k,
    tokenHash: tokens[i] ? hashToken(tokens[i]!) : null,
  })) as [StoredSeat, StoredSeat];
  await storage.insertGame(
    {
      id,
      setup: g.setup,
      seats,
      scenario: g.scenario,
      progress: progressOf({ state: g.state, resigned: null, clock: g.clock }),
      rulesVersion: RULES_VERSION,
    },
    g.choices,
  );
  const created = (i: PlayerIndex) => ({
    seat: i,
    name: seats[i].name,
    computer: seats[i].computer,
    token: tokens[i] ?? null,
    link: tokens[i] ? seatLink(id, tokens[i]!) : null,
  });
  return { gameId: id, seats: [created(0), created(1)], spectateLink: spectateLink(id) };
}

/** A squad as sent: XWS (object or text) as is, a YASB or Launch Bay Next link decoded to XWS by the squads package. */
function readSquad(squad: unknown, player: number): unknown {
  if (typeof squad !== 'string' || !isSquadLink(squad.trim())) return squad;
  try {
    return decodeSquadLink(squad.trim()).xws;
  } catch (e) {
    if (e instanceof SquadLinkError)
      throw new RequestError(400, 'invalid-squad-link', `players.${player}.squad: ${e.message}`, [
        { player, path: 'squad', message: e.message },
      ]);
    throw e;
  }
}

/**
 * Loads a game to play: the last snapshot taken under this engine's rules (or the setup) plus the choices after it.
 * Null: no such game. A game created under other rules that no longer replays is refused as 'rules-changed' (HTTP
 * 410): its choices answered questions this engine does not ask. Under the same rules that would be a bug, and throws.
 */
export async function loadLiveGame(storage: Storage, base: Content, id: string): Promise<LiveGame | null> {
  const loaded = await storage.loadGame(id, RULES_VERSION);
  if (!loaded) return null;
  const { row, snapshot, after } = loaded;
  const content = contentOf(base, ruleSetOf(row.setup));
  const state = snapshot ? snapshot.state : replayable(row, () => startState(row.setup, content));
  let seq = snapshot?.seq ?? 0;
  for (const c of after) {
    seq++;
    const r = applyInPlace(state, c as Choice, content);
    if (!r.ok) throw choiceNoLongerApplies(row, seq, `${r.reason} (${r.code})`);
  }
  const resigned = row.progress.result?.ending === 'resignation' ? row.progress.result : null;
  const clock = row.progress.clock ? { ...row.progress.clock } : null;
  return { id, setup: row.setup, seats: row.seats, state, choices: row.choices, resigned, clock };
}

/** Stored choice `seq` of a game is refused by this engine: 'rules-changed' when the game has other rules, else a bug. */
export function choiceNoLongerApplies(row: GameStamp, seq: number, reason: string): Error {
  if (row.rulesVersion !== RULES_VERSION)
    return rulesChanged(
      row,
      'played',
      `: its choice ${seq} no longer applies (${reason}), so it can neither go on nor be replayed`,
    );
  return new Error(`game ${row.id}: stored choice ${seq} no longer applies: ${reason}`);
}

/** Runs `f` (setting a stored game up again): a setup this engine refuses is 'rules-changed' for a game of other rules. */
export function replayable<T>(row: GameStamp, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof EngineError && row.rulesVersion !== RULES_VERSION)
      throw rulesChanged(row, 'created', `, which no longer accepts its setup (${e.message})`);
    throw e;
  }
}

/** HTTP 410 'rules-changed': the game was `how` under another rules version; `rest` says what this engine refuses. */
function rulesChanged(row: GameStamp, how: 'played' | 'created', rest: string): RequestError {
  return new RequestError(
    410,
    'rules-changed',
    `game ${row.id} was ${how} under rules version ${row.rulesVersion} and this service runs version ${RULES_VERSION}${rest}`,
  );
}

/** The stored form of a choice: the engine's choice with the seat that made it. */
export function storedChoice(c: Omit<Choice, 'seat'>, seat: PlayerIndex): StoredChoice {
  const out: StoredChoice = { decision: c.decision, option: c.option, seat } as StoredChoice;
  if (c.value !== undefined) out.value = c.value;
  return out;
}

/**
 * Most choices a game file may bring to the service. They are applied on the event loop as the game is created (about
 * 1 ms each, 2 ms cold, measured on this project's machine): 100 keep a creation near what one connection's choices
 * cost over a few seconds of its message rate, and cover a setup and its first rounds.
 */
export const MAX_FILE_CHOICES = LIMITS.fileChoices;

interface FileChoice {
  option: string;
  value?: Choice['value'];
  decision?: number;
  seat?: PlayerIndex;
}

/**
 * Creates a game from a game file, the JSON `xwing play` reads (docs/game-files.md): `{ setup | position, choices? }`.
 * The file is checked in full by the engine (`gameFileProblems`) and its choices applied before anything is stored:
 * any problem is a 400 naming its path, and nothing is created. The game's seed is the service's own (the file's
 * seed and generator state are replaced) unless the service takes client seeds (tests); a position is stored as the
 * game's start (start.ts), a setup as any game's setup, and the file's choices as the game's first choices.
 */
export async function createGameFromFile(
  storage: Storage,
  base: Content,
  req: CreateFromFileRequest,
  allowClientSeeds = false,
): Promise<CreatedGame> {
  refuseClientSeed(req.seed, allowClientSeeds);
  const file = req.file as { setup?: Record<string, unknown>; position?: Record<string, unknown>; choices?: unknown };
  const asked = (file.setup ?? file.position)?.ruleSet;
  const content = contentOf(base, isRuleSetId(asked) ? asked : undefined);
  const problems = gameFileProblems(file, content, 'file');
  if (problems.length > 0)
    throw new RequestError(
      400,
      'invalid-game-file',
      `not a usable game file: ${problems
        .slice(0, 5)
        .map((p) => `file.${p.path === '(top)' ? '' : p.path}: ${p.message}`.replace(/\.: /, ': '))
        .join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`,
      problems.map((p) => ({ path: `file.${p.path}`, message: p.message })),
    );
  const choices = (file.choices ?? []) as FileChoice[];
  if (choices.length > MAX_FILE_CHOICES)
    throw new RequestError(
      400,
      'invalid-game-file',
      `file.choices: at most ${MAX_FILE_CHOICES} choices (this file has ${choices.length})`,
    );
  // The seed decides every roll and shuffle; a file's own would let its author know them, so the service draws one.
  const seed = req.seed ?? (allowClientSeeds ? undefined : freshSeed());
  const named = (i: number, fileName: unknown) =>
    req.players?.[i]?.name ??
    (typeof fileName === 'string' && fileName.trim() ? fileName.trim().slice(0, 40) : undefined) ??
    (req.players?.[i]?.computer ? `Computer (${req.players[i]!.computer})` : `Player ${i + 1}`);
  let start: GameStart;
  let names: [string, string];
  if (file.position) {
    const position = structuredClone(file.position) as unknown as Position;
    if (seed !== undefined) {
      position.seed = seed;
      delete position.rng;
    }
    position.seed ??= freshSeed();
    names = [named(0, position.players[0].name), named(1, position.players[1].name)];
    position.players[0].name = names[0];
    position.players[1].name = names[1];
    start = { position: position as PositionStart['position'] };
  } else {
    const setup = structuredClone(file.setup) as unknown as GameSetup;
    if (seed !== undefined || setup.seed === undefined) setup.seed = seed ?? freshSeed();
    setup.players.forEach((p, i) => {
      if (typeof p.squad === 'string' && !p.squad.trim().startsWith('{') && !isSquadLink(p.squad.trim()))
        throw new RequestError(
          400,
          'invalid-game-file',
          `file.setup.players.${i}.squad: a squad file name cannot be read by the service; put the squad's XWS in the file`,
          [{ player: i, path: `file.setup.players.${i}.squad`, message: 'a file name, not a squad' }],
        );
      p.squad = readSquad(p.squad, i);
    });
    names = [named(0, setup.players[0].name), named(1, setup.players[1].name)];
    setup.players[0].name = names[0];
    setup.players[1].name = names[1];
    start = setup;
  }
  const state = engineStart(() => startState(start, content));
  // The file's choices, as `xwing play` applies them: a choice may leave out its decision and seat (the one asked).
  const applied: StoredChoice[] = [];
  for (const [i, fc] of choices.entries()) {
    const d = state.pending;
    if (!d || state.result)
      throw new RequestError(
        400,
        'invalid-game-file',
        `file.choices.${i} (${JSON.stringify(fc.option)}): the game is already over`,
      );
    const c: Choice = { decision: fc.decision ?? d.id, seat: fc.seat ?? d.player, option: fc.option };
    if (fc.value !== undefined) c.value = fc.value;
    const r = applyInPlace(state, c, content);
    if (!r.ok)
      throw new RequestError(
        400,
        'invalid-game-file',
        `file.choices.${i} (${JSON.stringify(fc.option)}) was refused: ${r.reason}`,
      );
    applied.push(storedChoice(c, c.seat!));
  }
  const clock: GameClock | null = req.timeLimit !== undefined ? { minutes: req.timeLimit, endsAt: null } : null;
  // The game and the file's choices in one transaction: a failure part way leaves no shorter game behind.
  return storeNewGame(storage, {
    setup: start,
    scenario: scenarioOf(start),
    state,
    clock,
    names: [names[0], names[1]],
    computers: [req.players?.[0]?.computer ?? null, req.players?.[1]?.computer ?? null],
    choices: applied,
  });
}

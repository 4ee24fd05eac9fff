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
  type GameSetup,
  type GameState,
  type PlayerIndex,
  RULES_VERSION,
} from '@xwing/engine';
import {
  type CreatedGame,
  type CreateGameRequest,
  type GameClock,
  type GameInfo,
  type GameResult,
  seatLink,
  spectateLink,
} from '@xwing/client';
import { contentOf } from './contents.js';
import type { GameProgress, GameRow, Storage, StoredChoice, StoredSeat } from './storage/index.js';

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
  setup: GameSetup;
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
  if (req.seed !== undefined && !allowClientSeeds)
    throw new RequestError(
      400,
      'bad-request',
      'seed: only a service started for tests (ALLOW_CLIENT_SEEDS=1) takes a seed',
    );
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
  let state: GameState;
  try {
    state = createGame(setup, content);
  } catch (e) {
    if (e instanceof EngineError) throw new RequestError(400, e.code, e.message, e.problems);
    if (e instanceof SyntaxError)
      throw new RequestError(400, 'invalid-squad', `a squad is not valid JSON: ${e.message}`);
    throw e;
  }
  const id = newId(12);
  const tokens = req.players.map((p) => (p.computer ? null : newId(32)));
  const seats = req.players.map((p, i): StoredSeat => ({
    name: names[i]!,
    faction: state.players[i]!.faction,
    computer: p.computer ?? null,
    tokenHash: tokens[i] ? hashToken(tokens[i]!) : null,
  })) as [StoredSeat, StoredSeat];
  await storage.insertGame({
    id,
    setup,
    seats,
    scenario: setup.scenario ?? 'dogfight',
    progress: progressOf({ state, resigned: null, clock }),
    rulesVersion: RULES_VERSION,
  });
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
  const content = contentOf(base, row.setup.ruleSet);
  const state = snapshot ? snapshot.state : replayable(row, () => createGame(row.setup, content));
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

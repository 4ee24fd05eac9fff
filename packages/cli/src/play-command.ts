/**
 * `xwing play FILE` runs a game file (squads or a position, a seed or entered dice, a list of choices) and prints
 * the log, the current or final state and the pending decision; `xwing replay LOG` re-runs a game log and checks
 * that every event reproduces. Formats: docs/game-files.md.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Content } from '@xwing/content';
import {
  AI_KINDS,
  type AiKind,
  applyInPlace,
  canonicalJson,
  type Choice,
  createFromPosition,
  createGame,
  DEFAULT_RULE_SET,
  DOGFIGHT,
  EngineError,
  freshSeed,
  gameFileProblems,
  isRuleSetId,
  jsonDepthProblem,
  makePlayer,
  SEARCH_KINDS,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Position,
  positionOf,
  scenarioNames,
  seedRng,
  viewFor,
} from '@xwing/engine';
import { FORMATS, type Format, pointsSetIds, rulesFromXws } from '@xwing/squads';
import { PLAY_HELP, REPLAY_HELP } from './help.js';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError, usageErrors, wholeNumber } from './options.js';
import { writeWhole } from './output-file.js';
import { contentFor, RULE_SET_OPTIONS, ruleSetOption, ruleSetPointsSet } from './rule-set-option.js';
import { calibrateThink, THINK_NODES } from './think-calibration.js';

interface FileChoice {
  option: string;
  value?: Choice['value'];
  decision?: number;
  /** The deciding seat (0 or 1); a game file may leave it out, and then speaks for the seat asked. */
  seat?: Choice['seat'];
}

interface GameFile {
  setup?: GameSetup;
  position?: Position;
  choices?: FileChoice[];
}

/** The log format written now: every choice carries its seat. */
const LOG_FORMAT = 'xwing-table/log@2';
/** Logs written before choices carried their seat; read by filling in the seat each decision asked. */
const OLD_LOG_FORMAT = 'xwing-table/log@1';

interface GameLog extends GameFile {
  format: typeof LOG_FORMAT | typeof OLD_LOG_FORMAT;
  choices: FileChoice[];
  events: GameEvent[];
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read ${JSON.stringify(file)}: ${code === 'ENOENT' ? 'no such file' : String(e)}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new UsageError(`${file} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  // Anything deeper could not even be copied or written out again.
  const deep = jsonDepthProblem(doc, MAX_FILE_DEPTH, '');
  if (deep) throw new UsageError(`${file}: ${deep.path}: ${deep.message}`);
  return doc;
}

/** The rule set a game file or log names in its setup or position (unchecked: the file check reports a bad one). */
function fileRuleSet(doc: unknown): { id?: string; acceptMissing: boolean } {
  if (!isObject(doc)) return { acceptMissing: false };
  const given = isObject(doc.setup) ? doc.setup : isObject(doc.position) ? doc.position : undefined;
  const id = given?.ruleSet;
  return { ...(typeof id === 'string' ? { id } : {}), acceptMissing: given?.acceptMissing === true };
}

/** Game files, logs and squads nest this deep at most. */
const MAX_FILE_DEPTH = 64;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Squads given as file names (relative to the game file) are read in. */
async function loadSquads(setup: GameSetup, base: string): Promise<GameSetup> {
  const players = await Promise.all(
    setup.players.map(async (p, i) => {
      if (!isObject(p)) throw new UsageError(`setup.players[${i}] must be an object {name, squad}`);
      if (typeof p.squad === 'string' && !p.squad.trim().startsWith('{'))
        return { ...p, squad: await readJson(resolve(base, p.squad)) };
      return p;
    }),
  );
  return { ...setup, players: players as unknown as GameSetup['players'] };
}

/**
 * The points set and format of a game from squads: `--points`/`--format` first, then the setup's own, then what the
 * squads' XWS names (version/ruleset, read as `xwing squad validate` reads them). Written into the setup, so that the
 * log records them and a replay plays the same game. Squads naming different ones need the setup or an option.
 */
function withSquadRules(setup: GameSetup, content: Content, args: PlayArgs): GameSetup {
  const out = { ...setup };
  if (args.pointsSet !== undefined) out.pointsSet = args.pointsSet;
  if (args.format !== undefined) out.format = args.format;
  const rules = setup.players.map((p) => {
    let doc: unknown = p.squad;
    if (typeof doc === 'string')
      try {
        doc = JSON.parse(doc);
      } catch {
        return {};
      }
    return rulesFromXws(doc, content);
  });
  const pick = <K extends 'pointsSet' | 'format'>(key: K, option: string) => {
    if (out[key] !== undefined) return;
    const named = rules.flatMap((r, i) => (r[key] === undefined ? [] : [{ seat: i, value: r[key]! }]));
    const [first, second] = named;
    if (first && second && first.value !== second.value)
      throw new UsageError(
        `the squads ask for different ${key === 'pointsSet' ? 'points sets' : 'formats'} (setup.players[0]: ` +
          `${String(first.value)}, setup.players[1]: ${String(second.value)}); name one with setup.${key} or ${option}`,
      );
    if (first) out[key] = first.value as GameSetup[K];
  };
  pick('pointsSet', '--points');
  pick('format', '--format');
  return out;
}

/** Checks a whole game file or log before anything is built: every problem, with its path (docs/game-files.md). */
function checkFile(doc: unknown, file: string, content: Content, kind: 'file' | 'log'): GameFile {
  const problems = gameFileProblems(doc, content, kind);
  if (problems.length > 0)
    throw new UsageError(
      `${file} is not a usable game ${kind}:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
  return doc as GameFile;
}

function start(game: GameFile, content: Content): GameState {
  try {
    return game.setup ? createGame(game.setup, content) : createFromPosition(game.position!, content);
  } catch (e) {
    if (e instanceof EngineError) throw new UsageError(e.message);
    throw e;
  }
}

/** Applies the file's choices; the first refused one stops with its index and reason. */
function run(state: GameState, choices: FileChoice[], content: Content): { applied: Choice[]; error?: string } {
  const applied: Choice[] = [];
  for (let i = 0; i < choices.length; i++) {
    const fc = choices[i]!;
    if (!state.pending)
      return { applied, error: `choices[${i}] (${JSON.stringify(fc.option)}): the game is already over` };
    const c: Choice = {
      decision: fc.decision ?? state.pending.id,
      seat: fc.seat ?? state.pending.player,
      option: fc.option,
    };
    if (fc.value !== undefined) c.value = fc.value;
    const r = applyInPlace(state, c, content);
    if (!r.ok) return { applied, error: `choices[${i}] (${JSON.stringify(fc.option)}) was refused: ${r.reason}` };
    applied.push(c);
  }
  return { applied };
}

/** Most decisions the computer seats answer in one run (a game is a few thousand). */
const MAX_COMPUTER_DECISIONS = 50_000;

/**
 * `--ai`: after the file's choices, the computer seats answer every decision put to them, from their seat's view,
 * until a seat without a computer is asked or the game ends. Each answer's generator is seeded from the game's seed
 * and the decision's number, so the same file plays the same moves; the choices join the log like the file's.
 */
function runComputers(
  state: GameState,
  seats: [AiKind | null, AiKind | null],
  seed: string,
  content: Content,
  applied: Choice[],
  nodes?: number,
): string | undefined {
  // The node count reaches the searching seats only; the others have no budget.
  const players = seats.map((k) =>
    k ? makePlayer(k, nodes !== undefined && SEARCH_KINDS.includes(k) ? { nodes } : {}) : null,
  );
  for (let n = 0; n < MAX_COMPUTER_DECISIONS; n++) {
    const d = state.pending;
    if (!d || state.result !== null) return undefined;
    const player = players[d.player];
    if (!player) return undefined;
    const c = player.choose(viewFor({ ...state, log: [] }, d.player), d, content, seedRng(`${seed}/ai/${d.id}`));
    const r = applyInPlace(state, c, content);
    if (!r.ok) return `the ${player.name} player's choice ${JSON.stringify(c.option)} was refused: ${r.reason}`;
    applied.push(c);
  }
  return `the computers made ${MAX_COMPUTER_DECISIONS} choices without the game ending`;
}

/** `--scenario NAME` replaces the file's scenario (a position gets it with only its centre feature placed). */
function withScenario(game: GameFile, name: string): void {
  if (game.setup) game.setup = { ...game.setup, scenario: name };
  else if (name === DOGFIGHT) delete game.position!.scenario;
  else game.position = { ...game.position!, scenario: { name } };
}

function text(state: GameState): string {
  const lines = state.log.map((e) => `[${e.round} ${e.phase}] ${e.text}`);
  if (state.result)
    lines.push(
      `Result: ${state.result.winner === 'draw' ? 'draw' : state.players[state.result.winner].name} (${state.result.reason})`,
    );
  if (state.scenario)
    lines.push(
      `Mission points: ${state.players[0].name} ${state.scenario.missionPoints[0]}, ${state.players[1].name} ${state.scenario.missionPoints[1]}`,
    );
  // Remotes in play (engine remotes.ts): who controls each, where it is and the damage it has suffered.
  for (const r of state.remotes ?? [])
    lines.push(
      `Remote ${r.id} (${state.players[r.player].name}, from ${r.owner}) at (${r.pose.x.toFixed(1)}, ${r.pose.y.toFixed(1)}) heading ${r.pose.heading.toFixed(0)}: initiative ${r.initiative}, agility ${r.agility}, damage ${r.damage}/${r.hull}`,
    );
  const p = state.pending;
  if (p) {
    lines.push(`Pending decision ${p.id} (${p.kind}) for ${state.players[p.player].name}: ${p.prompt}`);
    for (const o of p.options) lines.push(`  ${o.id}: ${o.label}`);
    if (p.accepts) lines.push(`  (or a value: ${p.accepts})`);
  }
  return `${lines.join('\n')}\n`;
}

interface PlayArgs {
  file: string;
  json: boolean;
  scenario?: string;
  log?: string;
  position?: string;
  seat?: 0 | 1 | 'spectator';
  pointsSet?: string;
  format?: Format;
  /** --rule-set (else the file's own) and --accept-missing. */
  ruleSet?: string;
  acceptMissing: boolean;
  /** The computer player of each seat (null: the file's choices, then the game waits). */
  ai?: [AiKind | null, AiKind | null];
  /** --think MS: the searching seats' time per decision, turned into nodes on this machine. */
  think?: number;
  /** --nodes N: the searching seats' rollout nodes per decision. */
  nodes?: number;
}

const PLAY_OPTIONS = {
  ai: { type: 'string' },
  think: { type: 'string' },
  nodes: { type: 'string' },
  points: { type: 'string', short: 'p' },
  format: { type: 'string', short: 'f' },
  json: { type: 'boolean', short: 'j' },
  log: { type: 'string', short: 'l' },
  position: { type: 'string' },
  seat: { type: 'string' },
  scenario: { type: 'string' },
  ...RULE_SET_OPTIONS,
} as const;

function parsePlay(args: string[]): PlayArgs | 'help' {
  const { values, positionals, help } = parseCommandLine(args, PLAY_OPTIONS);
  if (help) return 'help';
  const [file, extra] = positionals;
  if (file === undefined) throw new UsageError('missing the game file');
  if (extra !== undefined) throw new UsageError(`unexpected argument ${JSON.stringify(extra)}: give one game file`);
  const out: PlayArgs = { file, json: values.json === true, acceptMissing: values['accept-missing'] === true };
  if (values['rule-set'] !== undefined) out.ruleSet = values['rule-set'];
  if (values.log !== undefined) out.log = values.log;
  if (values.position !== undefined) out.position = values.position;
  if (values.points !== undefined) out.pointsSet = values.points;
  if (values.format !== undefined) out.format = oneOf('--format', values.format, FORMATS);
  if (values.seat !== undefined) {
    const seat = oneOf('--seat', values.seat, ['1', '2', 'spectator'] as const);
    out.seat = seat === 'spectator' ? seat : seat === '1' ? 0 : 1;
  }
  if (values.ai !== undefined) {
    const kinds = values.ai.split(',');
    if (kinds.length > 2)
      throw new UsageError(`--ai takes one player for both seats or two separated by a comma, not ${values.ai}`);
    const seat = (k: string) => (k === 'none' ? null : oneOf('--ai', k, AI_KINDS));
    const [a, b] = [seat(kinds[0]!), seat(kinds[1] ?? kinds[0]!)];
    out.ai = [a, b];
  }
  if (values.think !== undefined && values.nodes !== undefined)
    throw new UsageError('give --think MS or --nodes N, not both: --think chooses the nodes');
  if (values.think !== undefined) out.think = wholeNumber('--think', values.think, 1, 600_000);
  if (values.nodes !== undefined) out.nodes = wholeNumber('--nodes', values.nodes, 1, THINK_NODES.max);
  if ((out.think !== undefined || out.nodes !== undefined) && !out.ai?.some((k) => k && SEARCH_KINDS.includes(k)))
    throw new UsageError(
      `${out.think !== undefined ? '--think' : '--nodes'} sets how long the search player thinks: give --ai normal, hard or search for a seat`,
    );
  const scenario = values.scenario;
  if (scenario !== undefined) {
    if (!scenarioNames().includes(scenario))
      throw new UsageError(`unknown scenario ${JSON.stringify(scenario)}; run "xwing scenarios" for the names`);
    out.scenario = scenario;
  }
  return out;
}

async function play(args: PlayArgs, io: Io): Promise<number> {
  const doc = await readJson(args.file);
  // The rule set: --rule-set, else the one the file names; its cards are the content the game is checked against.
  const named = fileRuleSet(doc);
  if (args.ruleSet !== undefined && named.id !== undefined && args.ruleSet !== named.id)
    throw new UsageError(`--rule-set ${args.ruleSet}: the game file plays ${named.id}`);
  const ruleSet = ruleSetOption(args.ruleSet ?? named.id, args.acceptMissing || named.acceptMissing);
  const content = contentFor(ruleSet);
  if (args.pointsSet !== undefined && !content.pointsSet(args.pointsSet))
    throw new UsageError(
      `unknown points set ${JSON.stringify(args.pointsSet)}; the points sets are ${pointsSetIds(content).join(', ')}`,
    );
  const game = checkFile(doc, args.file, content, 'file');
  const given = game.setup ?? game.position;
  if (given && ruleSet !== DEFAULT_RULE_SET) {
    given.ruleSet = ruleSet;
    if (args.acceptMissing || named.acceptMissing) given.acceptMissing = true;
  }
  if (game.position && (args.pointsSet !== undefined || args.format !== undefined))
    throw new UsageError('--points and --format apply to a game from squads; a position names its own points set');
  // No seed given: a fresh one from the secure random source, kept in the log (docs/engine-design.md, Randomness).
  if (game.setup && game.setup.seed === undefined) game.setup.seed = freshSeed();
  if (game.position && game.position.seed === undefined) game.position.seed = freshSeed();
  // A rule set with points of its own (the first edition's) prices the squads there unless the file or --points says.
  const ownPoints = ruleSetPointsSet(ruleSet);
  if (game.setup && ownPoints !== undefined) game.setup.pointsSet ??= args.pointsSet ?? ownPoints;
  if (game.setup) game.setup = withSquadRules(await loadSquads(game.setup, dirname(resolve(args.file))), content, args);
  if (args.scenario !== undefined) withScenario(game, args.scenario);
  const state = start(game, content);
  const ran = run(state, game.choices ?? [], content);
  const { applied } = ran;
  let error = ran.error;
  let nodes = args.nodes;
  if (args.think !== undefined && args.ai) {
    const kind = args.ai.find((k) => k && SEARCH_KINDS.includes(k))!;
    const cal = calibrateThink(kind, args.think);
    nodes = cal.nodes;
    io.stderr.write(
      `--think ${args.think}: ${cal.nodes} nodes per decision (${kind} spends ${cal.levelNodes} nodes in ` +
        `${cal.msPerDecision.toFixed(1)} ms a decision here); --nodes ${cal.nodes} repeats these moves\n`,
    );
  }
  if (error === undefined && args.ai) error = runComputers(state, args.ai, state.seed, content, applied, nodes);
  if (args.log) {
    const log: GameLog = { format: LOG_FORMAT, choices: applied, events: state.log };
    if (game.setup) log.setup = game.setup;
    else log.position = game.position!;
    writeWhole('--log', args.log, `${JSON.stringify(log)}\n`);
  }
  if (args.position) {
    if (state.phase === 'setup')
      throw new UsageError(
        '--position: the game is still in setup; a position describes a table once ships are placed',
      );
    writeWhole('--position', args.position, `${JSON.stringify({ position: positionOf(state, content) }, null, 2)}\n`);
  }
  // With --seat, only that seat's view is printed: its log, and the pending decision as that seat may see it.
  const view = args.seat === undefined ? undefined : viewFor(state, args.seat);
  if (args.json) {
    const pending = view ? view.pending : state.pending;
    io.stdout.write(
      `${JSON.stringify({ state: view ?? state, pending, result: state.result, error: error ?? null })}\n`,
    );
  } else io.stdout.write(text(view ? { ...state, log: view.log, pending: view.pending } : state));
  if (error) {
    io.stderr.write(`xwing play: ${error}\n`);
    return 1;
  }
  return 0;
}

async function replayLog(file: string, io: Io): Promise<number> {
  const doc = await readJson(file);
  // A log of another rule set replays on that rule set's cards (an unknown name is reported by the file check).
  const named = fileRuleSet(doc).id;
  const content = contentFor(named !== undefined && isRuleSetId(named) ? named : undefined);
  if (!isObject(doc) || (doc.format !== LOG_FORMAT && doc.format !== OLD_LOG_FORMAT))
    throw new UsageError(`${file}: not a game log (expected "format": "${LOG_FORMAT}" with choices and events)`);
  const log = checkFile(doc, file, content, 'log') as GameLog;
  log.choices ??= [];
  if (log.format === LOG_FORMAT)
    log.choices.forEach((c, i) => {
      if (c.seat === undefined)
        throw new UsageError(
          `${file}: choices[${i}] has no "seat": every choice of a ${LOG_FORMAT} log names its seat`,
        );
    });
  if (log.setup) log.setup = await loadSquads(log.setup, dirname(resolve(file)));
  const state = start(log, content);
  const { error } = run(state, log.choices, content);
  if (error) {
    io.stderr.write(`xwing replay: ${error}\n`);
    return 1;
  }
  // Compared as canonical JSON: a log whose keys another JSON tool re-ordered is the same log.
  const n = Math.max(state.log.length, log.events.length);
  for (let i = 0; i < n; i++) {
    const a = canonicalJson(state.log[i] ?? null);
    const b = canonicalJson(log.events[i] ?? null);
    if (a !== b) {
      io.stderr.write(`xwing replay: event ${i} differs\n  replayed: ${a}\n  recorded: ${b}\n`);
      return 1;
    }
  }
  const p = state.pending;
  const finished = p === null;
  if (p)
    io.stderr.write(
      `xwing replay: the game is unfinished: decision ${p.id} (${p.kind}) for ${state.players[p.player].name} is pending after the log's last choice\n`,
    );
  io.stdout.write(
    `${JSON.stringify({
      ok: true,
      finished,
      choices: log.choices.length,
      events: state.log.length,
      result: state.result,
      ...(p ? { pending: { decision: p.id, kind: p.kind, player: p.player } } : {}),
    })}\n`,
  );
  return 0;
}

/** `xwing play FILE [--json] [--seat 1|2|spectator] [--log OUT]`. Exit 0 ok, 1 a choice was refused, 2 unusable. */
export async function runPlay(args: string[], io: Io): Promise<number> {
  return usageErrors('play', io, () => {
    const parsed = parsePlay(args);
    if (parsed !== 'help') return play(parsed, io);
    io.stdout.write(PLAY_HELP);
    return 0;
  });
}

/** `xwing replay LOG`. Exit 0 when every event reproduces, 1 when one differs, 2 unusable. */
export async function runReplay(args: string[], io: Io): Promise<number> {
  return usageErrors('replay', io, () => {
    const { positionals, help } = parseCommandLine(args, {});
    if (help) {
      io.stdout.write(REPLAY_HELP);
      return 0;
    }
    if (positionals.length !== 1) throw new UsageError('give one game log file');
    return replayLog(positionals[0]!, io);
  });
}

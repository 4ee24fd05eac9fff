/**
 * The engine's public API: create a game (from squads or a described position), apply choices (pure or in place),
 * per-seat views, and replay. See docs/engine-design.md and docs/game-files.md.
 */
import { type Content, DEFAULT_POINTS_SET } from '@xwing/content';
import type { Pose } from '@xwing/geometry';
import { findObstacle } from '@xwing/geometry';
import { type ValidateOptions, validateXws } from '@xwing/squads';
import { checkChoice } from './choice-check.js';
import { canonicalJson, type Problem } from './input-check.js';
import { positionProblems, setupProblems } from './position-schema.js';
import { EngineCtx } from './engine-ctx.js';
import type { ApplyResult, Choice } from './decision.js';
import type { GameEvent } from './events.js';
import { advance, choose, start } from './flow.js';
import { enterStep, type PositionStep } from './position-step.js';
import { isObstacleEffectKind, OBSTACLE_EFFECT_KINDS, obstacleKind, type ObstacleEffectKind } from './obstacles.js';
import { type RngState, seedRng, shuffle } from './rng.js';
import { initialStats } from './stats.js';
import type {
  DamageCardState,
  DiceMode,
  EquippedUpgrade,
  GameState,
  ObstacleState,
  Phase,
  PlayerIndex,
  PlayerState,
  ScenarioState,
  ShipState,
  Tokens,
} from './state.js';
import { pilotInfo, refreshObstacleContact } from './util.js';
import { copyReserve } from './reserves.js';
import { buildDamageDeck } from './damage.js';
import { positionDevice } from './devices.js';
import { positionRemotes } from './remotes.js';
import { abilityTableFor } from './abilities/ability-table.js';
import { reportSquadSlots } from './abilities/squad-slots.js';
import { cardsChanged } from './abilities/source-keys.js';
import type { AbilityTable } from './context.js';
import { initialUpgradeCharges } from './stats.js';
import { DOGFIGHT, findScenario, scenarioDef, scenarioNames } from './scenario/catalog.js';
import { scoreDeficits } from './scenario/scoring.js';
import { announceScenario, newScenario } from './scenario/setup.js';
import { DEFAULT_RULE_SET, missingPieces, ruleSet, type RuleSet, type RuleSetId } from './rule-sets/index.js';
import type { SquadOutline } from './rule-sets/types.js';
import { CALL_TIME, callTime } from './time-limit.js';

export { transientViewFor, viewFor, type GameView } from './view.js';

export interface PlayerSetup {
  name: string;
  /** XWS object or JSON string. */
  squad: unknown;
}

export interface GameSetup {
  players: [PlayerSetup, PlayerSetup];
  seed: string;
  /** Default DEFAULT_POINTS_SET. */
  pointsSet?: string;
  diceMode?: DiceMode;
  format?: 'standard' | 'extended';
  /** Default 12. */
  maxRounds?: number;
  /** The three obstacles each player brings (obstacle ids, e.g. "asteroid-3"); default DEFAULT_OBSTACLES. */
  obstacles?: [string[], string[]];
  /** A scenario name (scenarioNames()); default 'dogfight', no scenario. */
  scenario?: string;
  /** The rules played (rule-sets/); default the 2.5 rules (DEFAULT_RULE_SET). */
  ruleSet?: RuleSetId;
  /**
   * Play a rule set whose pieces are not all implemented (RuleSet.missing): those pieces play by the 2.5 rules, and
   * the log says so as the game starts. Without it such a rule set is refused with "not implemented yet: …".
   */
  acceptMissing?: boolean;
}

/**
 * The rule set a game asks for, refused with "not implemented yet: …" while a piece of it is missing, unless the
 * setup accepts that (`acceptMissing`: those pieces then play by the 2.5 rules, and the game's log says which). Its
 * games are built from its own edition's cards: other content is refused.
 */
function playableRuleSet(id: RuleSetId | undefined, acceptMissing: boolean | undefined, content: Content) {
  const rules = ruleSet(id ?? DEFAULT_RULE_SET);
  const missing = missingPieces(rules);
  if (missing && !acceptMissing) throw new EngineError('not-implemented', missing);
  const edition = content.data.edition ?? 'v2';
  if (edition !== rules.squads.edition)
    throw new EngineError(
      'wrong-content',
      `the ${rules.id} rule set plays the ${rules.squads.edition} cards, not the ${edition} cards it was given`,
    );
  return rules;
}

/** A rule set played with pieces missing says which, as the game starts. */
function announceMissing(ctx: EngineCtx, rules: RuleSet): void {
  if (rules.missing.length === 0) return;
  ctx.emit('rules-missing', `${missingPieces(rules)}; those play by ${rules.fallback} in this game.`, {
    data: { ruleSet: rules.id, missing: [...rules.missing] },
  });
}

function checkScenarioName(name: string | undefined): string | undefined {
  if (name === undefined || name === DOGFIGHT) return undefined;
  if (!findScenario(name))
    throw new EngineError('unknown-scenario', `unknown scenario "${name}": one of ${scenarioNames().join(', ')}`);
  return name;
}

/** A fair default: each player brings one asteroid, one debris cloud and one gas cloud. */
export const DEFAULT_OBSTACLES: [string[], string[]] = [
  ['asteroid-1', 'debris-1', 'gas-cloud-1'],
  ['asteroid-2', 'debris-2', 'gas-cloud-2'],
];

export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly problems?: { player?: number; path: string; message: string }[],
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** Throws an EngineError listing every problem (path and sentence), if there is any. */
function refuseProblems(code: string, what: string, problems: Problem[]): void {
  if (problems.length === 0) return;
  throw new EngineError(
    code,
    `not a usable ${what}:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    problems,
  );
}

interface ShipSpec {
  player: PlayerIndex;
  pilot: string;
  upgrades: string[];
  id: string;
  points: number;
}

function buildShip(spec: ShipSpec, content: Content, rules?: RuleSet): ShipState {
  const info = pilotInfo(content, spec.pilot);
  const stats = content.statsOf(info.pilot);
  const upgrades: EquippedUpgrade[] = [];
  let turret: ShipState['turret'] = null;
  for (const a of stats.attacks) if (a.arc === 'single-turret' || a.arc === 'double-turret') turret = 'front';
  for (const xws of spec.upgrades) {
    const u = content.upgrade(xws);
    if (!u) throw new EngineError('unknown-upgrade', `unknown upgrade ${xws}`);
    const side = u.sides[0]!;
    const eq: EquippedUpgrade = { xws, side: 0 };
    if (side.charges) eq.charges = side.charges.value;
    upgrades.push(eq);
    for (const g of side.grants ?? []) {
      if (g.type === 'arc' && (g.arc === 'single-turret' || g.arc === 'double-turret')) turret = 'front';
    }
    // 000 "Turret Arcs": a special turret weapon (Ion Cannon Turret, Dorsal Turret) brings the indicator as well,
    // pointing forward until the ship rotates it; a rule set whose turret weapons fire all round has none.
    const arc = side.attack?.arc;
    if ((arc === 'single-turret' || arc === 'double-turret') && !rules?.weapons?.turretArcs) turret = 'front';
  }
  // Hull, shields and Force from one place (stats.ts), which the effects that restore them read too: a crew's own
  // Force (Darth Vader, Emperor Palpatine…) was missed here before, so those ships started without it.
  const { hull, shields, force } = initialStats(content, spec.pilot, upgrades);
  return {
    id: spec.id,
    player: spec.player,
    pilot: spec.pilot,
    ship: info.ship.xws,
    base: info.ship.size,
    pose: null,
    initiative: info.pilot.initiative,
    shields,
    hull,
    maxShields: shields,
    points: spec.points,
    force,
    charges: info.pilot.charges?.value ?? 0,
    tokens: {},
    locks: [],
    reinforce: null,
    turret,
    damage: [],
    upgrades,
    dial: null,
    round: { activated: false, engaged: false, actions: [], skipAction: false, partial: false },
    gone: null,
    pendingRemoval: false,
  };
}

function shipIds(specs: Omit<ShipSpec, 'id'>[]): ShipSpec[] {
  const count = new Map<string, number>();
  return specs.map((s) => {
    const key = `${s.player}|${s.pilot}`;
    const n = (count.get(key) ?? 0) + 1;
    count.set(key, n);
    return { ...s, id: `p${s.player + 1}-${s.pilot}-${n}` };
  });
}

function emptyState(
  seed: string,
  pointsSet: string,
  diceMode: DiceMode,
  maxRounds: number,
  ruleset: RuleSetId = DEFAULT_RULE_SET,
): GameState {
  const player = (index: PlayerIndex): PlayerState => ({
    index,
    name: `Player ${index + 1}`,
    faction: '',
    squad: null,
    squadPoints: 0,
    pointsDestroyed: 0,
    damageDeck: [],
    damageDiscard: [],
  });
  return {
    format: 'xwing-table/game@1',
    ruleset,
    pointsSet,
    diceMode,
    seed,
    rng: seedRng(seed),
    round: 0,
    phase: 'setup',
    cursor: { step: 'start' },
    firstPlayer: 0,
    players: [player(0), player(1)],
    ships: [],
    obstacles: [],
    devices: [],
    pending: null,
    nextDecision: 1,
    log: [],
    result: null,
    maxRounds,
  };
}

/** How createGame checks a squad: `validateXws`, or one that answers the same (sim.ts remembers its answers). */
export type SquadCheck = (squad: unknown, content: Content, options: ValidateOptions) => ReturnType<typeof validateXws>;

/**
 * Validates both squads, builds the state and runs automatic steps to the first decision. `check` validates each
 * squad (default validateXws); it must answer as validateXws does, and its answers are only read.
 */
export function createGame(setup: GameSetup, content: Content, check: SquadCheck = validateXws): GameState {
  refuseProblems('invalid-setup', 'game setup', setupProblems(setup, content));
  const rules = playableRuleSet(setup.ruleSet, setup.acceptMissing, content);
  const pointsSet = setup.pointsSet ?? rules.squads.defaultPointsSet ?? DEFAULT_POINTS_SET;
  const scenario = checkScenarioName(setup.scenario);
  const deficits: [number, number] = [0, 0];
  const problems: { player: number; path: string; message: string }[] = [];
  const specs: Omit<ShipSpec, 'id'>[] = [];
  const state = emptyState(String(setup.seed), pointsSet, setup.diceMode ?? 'rolled', setup.maxRounds ?? 12, rules.id);
  const obstacles =
    setup.obstacles ?? (rules.obstacles.defaults as [string[], string[]] | undefined) ?? DEFAULT_OBSTACLES;
  const kinds = rules.obstacles.kinds;
  const perPlayer = rules.obstacles.perPlayer ?? 3;
  const outlines: SquadOutline[] = [];
  setup.players.forEach((p, index) => {
    const player = index as PlayerIndex;
    const { squad, result } = check(p.squad, content, { pointsSet, format: setup.format ?? 'standard' });
    for (const e of result.errors) problems.push({ player, path: e.path, message: e.message });
    const ps = state.players[player];
    ps.name = p.name;
    ps.faction = squad.faction;
    ps.squad = typeof p.squad === 'string' ? JSON.parse(p.squad) : p.squad;
    ps.squadPoints = result.points;
    deficits[player] = result.deficit;
    outlines.push({
      faction: squad.faction,
      pilots: squad.pilots.map((sp) => ({
        pilot: sp.id,
        ship: content.pilot(sp.id)?.ship ?? sp.ship ?? '',
        upgrades: sp.upgrades.map((u) => u.id),
      })),
    });
    const mine = obstacles[player] ?? [];
    for (const o of mine) {
      if (!findObstacle(o)) problems.push({ player, path: 'obstacles', message: `unknown obstacle "${o}"` });
      // vizsla (s36): the tokens cards place (loose cargo, electro-chaff cloud, spare parts, the Blaze) are no obstacle
      // a player brings to Setup (000, the scenarios' setup: six obstacles, of the asteroid, debris and gas cloud kinds).
      else if (findObstacle(o)!.placedByCards)
        problems.push({ player, path: 'obstacles', message: `${o} is a token cards place, not a Setup obstacle` });
      else if (kinds && !kinds.includes(obstacleKind({ name: o })))
        problems.push({
          player,
          path: 'obstacles',
          message: `${o} is a ${obstacleKind({ name: o })}: these rules know ${kinds.join(' and ')} obstacles only`,
        });
    }
    if (mine.length !== perPlayer)
      problems.push({
        player,
        path: 'obstacles',
        message: `each player brings ${perPlayer} obstacles, not ${mine.length}`,
      });
    ps.obstacles = [...mine];
    if (result.valid)
      squad.pilots.forEach((sp, i) =>
        specs.push({
          player,
          pilot: sp.id,
          upgrades: sp.upgrades.map((u) => u.id),
          points: result.ships[i]?.points ?? 0,
        }),
      );
  });
  for (const p of rules.squads.check?.(outlines) ?? [])
    problems.push({ player: p.player as PlayerIndex, path: 'pilots', message: p.message });
  if (problems.length) {
    throw new EngineError(
      'invalid-squad',
      problems
        .map(
          (p) =>
            `${setup.players[p.player]?.name ?? `player ${p.player + 1}`}: ${p.path ? `${p.path}: ` : ''}${p.message}`,
        )
        .join('\n'),
      problems,
    );
  }
  state.ships = shipIds(specs).map((s) => buildShip(s, content, rules));
  const ctx = new EngineCtx(state, content);
  announceMissing(ctx, rules);
  ctx.emit('game-created', `${state.players[0].name} against ${state.players[1].name}.`, {
    // The rule set is named only when it is not the default, so 2.5 games log what they always logged.
    data: {
      pointsSet,
      diceMode: state.diceMode,
      scenario: scenario ?? DOGFIGHT,
      ...(rules.id === DEFAULT_RULE_SET ? {} : { ruleSet: rules.id }),
    },
  });
  if (scenario) {
    state.scenario = newScenario(scenario);
    announceScenario(ctx, state);
    // 000 "Deficit": each player starts with the opponent's deficit as mission points.
    scoreDeficits(ctx, deficits);
  }
  reportSquadSlots(ctx);
  start(ctx, 'setup');
  return state;
}

// ---- positions ----

/** An upgrade in a position: its xws id, or the card's state (flipped side, charges left, discarded). */
export type PositionUpgrade =
  | string
  | {
      xws: string;
      side?: 0 | 1;
      charges?: number;
      discarded?: boolean;
      /** Facedown under another card, not equipped (Razor Crest): discarded until equipped. */
      stowed?: boolean;
      tokens?: Partial<Record<string, number>>;
    };

export interface PositionShip {
  pilot: string;
  /** Default: p<player>-<pilot>-<n>. */
  id?: string;
  upgrades?: PositionUpgrade[];
  pose: Pose | null;
  tokens?: Tokens;
  shields?: number;
  damage?: DamageCardState[];
  charges?: number;
  force?: number;
  /** The dial already set (activation positions); null/absent: unset. */
  dial?: string | null;
  /** Ship ids this ship has locked. */
  locks?: string[];
  reinforce?: 'fore' | 'aft';
  turret?: ShipState['turret'];
  initiative?: number;
  /**
   * Condition cards assigned to the ship (xws ids, e.g. "ancientknowledge"), or `{ xws, owner?, facedown? }`: the ship
   * whose effect assigned it (absent: the ship itself), a secret condition still facedown, a damage card on it.
   */
  conditions?: (string | { xws: string; owner?: string; facedown?: boolean; card?: string })[];
  /** What the ship already did this round (a phase skips ships that activated or engaged). */
  round?: {
    activated?: boolean;
    engaged?: boolean;
    actions?: string[];
    ionManeuver?: boolean;
    movedThrough?: string[];
    /** The obstacles its last boost or barrel roll crossed (ShipState.round.crossedObstacles). */
    crossedObstacles?: string[];
    /** Docked with its carrier this System Phase (ShipState.round.docked). */
    docked?: boolean;
    /** Deployed from its carrier this round (ShipState.round.deployed). */
    deployed?: boolean;
    /** Dropped or launched a device this round (ShipState.round.placedDevice). */
    placedDevice?: boolean;
    /** An attack was declared against it this round (ShipState.round.defended). */
    defended?: boolean;
    /** s37: the arcs barred to its attacks for the rest of the round (ShipState.round.barredArcs). */
    barredArcs?: string[];
    /** s39: the obstacles its last boost or barrel roll crossed while ignoring them (ShipState.round.crossedIgnored). */
    crossedIgnored?: string[];
    /** s39: the types of the actions it performed while stressed (ShipState.round.stressedActions). */
    stressedActions?: string[];
    /** s39: the speed of the last maneuver it executed (ShipState.round.executedSpeed). */
    executedSpeed?: number;
  };
  /** A ship without a pose docked with this carrier (its id): in reserve, not gone (supplement "Dock"). */
  docked?: string;
  /**
   * A ship without a pose in reserve, not docked (reserves.ts, supplement "Reserve"): placed back within range 1 of one
   * of `edges` at the start of the first Planning Phase of a round after `round`.
   */
  reserve?: {
    edges: ('first' | 'second' | 'left' | 'right')[];
    round: number;
    /** s36-reserve (`start-in-reserve`): placed at range 0 of an obstacle, not near an edge. */
    at?: 'obstacle';
    /** s36-reserve: placed beyond this range of every enemy ship. */
    beyondEnemies?: number;
    /** s36-reserve: only an ability deploys it (`deploy-reserve`). */
    held?: boolean;
    /** s36-reserve: placed as Setup ends. */
    setupEnd?: boolean;
  };
  /** How a ship without a pose left the game (default: destroyed in round 0). */
  gone?: { how: 'destroyed' | 'fled'; round: number };
  /**
   * The pilot (xws) whose name, pilot ability and ship charge the ship took (ShipState.identity: Nashtah Pup); its
   * initiative is `initiative`, its charges `charges`.
   */
  identity?: string;
}

export interface Position {
  seed?: string;
  round?: number;
  /** The phase to start in (entered from its beginning); default 'planning'. */
  phase?: Exclude<Phase, 'setup' | 'over'>;
  firstPlayer?: PlayerIndex;
  diceMode?: DiceMode;
  pointsSet?: string;
  maxRounds?: number;
  /** The round in which time was called (time-limit.ts): the game ends as that round ends. */
  timeCalled?: number;
  /** The rules played (rule-sets/); default the 2.5 rules (DEFAULT_RULE_SET). */
  ruleSet?: RuleSetId;
  /** As GameSetup.acceptMissing. */
  acceptMissing?: boolean;
  players: [PositionPlayer, PositionPlayer];
  /**
   * Obstacles: a measured outline (`name`) at a pose; `kind` gives it another effect kind than its outline implies
   * (obstacles.ts); `fuses`: the fuse markers on one a card placed fused (card-obstacles.ts: the electro-chaff cloud).
   */
  obstacles?: { name: string; id?: string; pose: Pose; kind?: ObstacleEffectKind; fuses?: number }[];
  /** A scenario in progress: its name, and optionally where its features are and the mission points so far. */
  scenario?: PositionScenario;
  /** The first player of setup, whose edge is y = 0 (default: `firstPlayer`). */
  setupFirstPlayer?: PlayerIndex;
  /** Limited abilities already used: "<ship>|<registry key>#<index>", with "@<round>" for once per round. */
  abilityUses?: string[];
  /** The generator's state (after the decks are built), to go on exactly where a game was; default: from the seed. */
  rng?: RngState;
  /**
   * Devices on the table (bombs, mines): the upgrade card whose device it is, the ship that placed it (it must equip
   * the card), the token's pose, and optionally its id (default "<card>-r<round>-<n>") and the round it was placed
   * (default the position's round; a ship places one device per System Phase).
   */
  devices?: PositionDevice[];
  /**
   * Remotes on the table (remotes.ts): the upgrade card whose remote it is, the ship that placed it (it must equip the
   * card; its player controls the remote), its pose, and optionally its id, the round it was placed and the damage it
   * has suffered (below its hull).
   */
  remotes?: PositionRemote[];
  /**
   * Start inside the phase instead of at its beginning: at a ship's Perform Action step, or in an attack with its
   * dice rolled (position-step.ts; docs/game-files.md "Starting inside a phase").
   */
  step?: PositionStep;
}

export interface PositionRemote {
  card: string;
  owner: string;
  pose: Pose;
  id?: string;
  round?: number;
  damage?: number;
  /** issue 26: the charges left to a remote whose entry gives it some (default: its entry's full count). */
  charges?: number;
}

export interface PositionDevice {
  card: string;
  owner: string;
  pose: Pose;
  id?: string;
  round?: number;
  /** Fuse markers on the device (default none). */
  fuses?: number;
  /** A piece whose outline is not its card's main token: a cluster mine set's side piece. */
  shape?: 'cluster-mine-side';
}

export interface PositionScenario {
  name: string;
  /** Default: the centre feature placed, the others where `newScenario` leaves them (unplaced). */
  features?: {
    id: string;
    at: { x: number; y: number } | null;
    marker?: PlayerIndex;
    charged?: boolean;
    towedBy?: string;
  }[];
  missionPoints?: [number, number];
  red?: PlayerIndex;
  /** Ships whose half-health points have been scored, and ships whose destruction or removal has been scored. */
  halved?: string[];
  removed?: string[];
}

export interface PositionPlayer {
  name?: string;
  ships: PositionShip[];
  /** The squad's points (default: the ships' pilot costs in the points set) and enemy points destroyed so far. */
  squadPoints?: number;
  pointsDestroyed?: number;
  /** The player's damage deck, top first, and discard pile (default: the deck less the cards on the table, shuffled). */
  damageDeck?: string[];
  damageDiscard?: string[];
}

/**
 * A described position (see docs/game-files.md). `abilities`: the ability table the game runs with (default the
 * engine's own; a test or a variant adds records with `abilityTable(extra)` and passes the same table to every
 * `applyInPlace` of the game).
 */
export function createFromPosition(position: Position, content: Content, given?: AbilityTable): GameState {
  refuseProblems('invalid-position', 'position', positionProblems(position, content));
  const rules = playableRuleSet(position.ruleSet, position.acceptMissing, content);
  const state = emptyState(
    position.seed ?? 'position',
    position.pointsSet ?? rules.squads.defaultPointsSet ?? DEFAULT_POINTS_SET,
    position.diceMode ?? 'rolled',
    position.maxRounds ?? 12,
    rules.id,
  );
  const abilities = given ?? abilityTableFor(rules.squads.edition);
  state.round = position.round ?? 1;
  if (position.timeCalled !== undefined) state.timeCalled = position.timeCalled;
  state.firstPlayer = position.firstPlayer ?? 0;
  const set = content.pointsSet(state.pointsSet);
  const specs: Omit<ShipSpec, 'id'>[] = [];
  const extra: PositionShip[] = [];
  position.players.forEach((p, index) => {
    const player = index as PlayerIndex;
    state.players[player].name = p.name ?? `Player ${index + 1}`;
    state.players[player].edge = index === state.firstPlayer ? 'first' : 'second';
    for (const s of p.ships) {
      const pilot = content.pilot(s.pilot);
      if (!pilot) throw new EngineError('unknown-pilot', `players[${index}]: unknown pilot "${s.pilot}"`);
      state.players[player].faction ||= pilot.faction;
      const upgrades = (s.upgrades ?? []).map((u) => (typeof u === 'string' ? u : u.xws));
      specs.push({ player, pilot: s.pilot, upgrades, points: set?.pilots[s.pilot]?.cost ?? 0 });
      extra.push(s);
    }
  });
  state.obstacles = (position.obstacles ?? []).map((o, i) => {
    if (!findObstacle(o.name))
      throw new EngineError('unknown-obstacle', `obstacles[${i}]: unknown obstacle "${o.name}"`);
    if (o.kind !== undefined && !isObstacleEffectKind(o.kind))
      throw new EngineError(
        'unknown-obstacle-kind',
        `obstacles[${i}]: unknown obstacle kind "${String(o.kind)}" (known: ${OBSTACLE_EFFECT_KINDS.join(', ')})`,
      );
    const placed: ObstacleState = { id: o.id ?? `obstacle-${i + 1}`, name: o.name, pose: o.pose };
    if (o.kind) placed.kind = o.kind;
    if (o.fuses !== undefined) placed.fuses = o.fuses;
    return placed;
  });
  state.ships = shipIds(specs).map((spec, i) => {
    const s = buildShip(spec, content, rules);
    const e = extra[i]!;
    if (e.id) s.id = e.id;
    s.pose = e.pose ? { ...e.pose } : null;
    if (e.docked !== undefined && s.pose === null) s.docked = e.docked;
    else if (e.reserve !== undefined && s.pose === null) s.reserve = copyReserve(e.reserve);
    else if (s.pose === null) s.gone = e.gone ? { ...e.gone } : { how: 'destroyed', round: 0 };
    cardsChanged();
    (e.upgrades ?? []).forEach((u, ui) => {
      const mine = s.upgrades[ui];
      if (typeof u === 'string' || !mine) return;
      if (u.side !== undefined && u.side !== mine.side) {
        mine.side = u.side;
        const charges = initialUpgradeCharges(content, mine.xws, u.side);
        if (charges === undefined) delete mine.charges;
        else mine.charges = charges;
      }
      if (u.charges !== undefined) mine.charges = u.charges;
      if (u.discarded) mine.discarded = true;
      if (u.stowed) Object.assign(mine, { discarded: true, stowed: true });
      const tokens = Object.entries(u.tokens ?? {}).filter(([, n]) => (n ?? 0) > 0);
      if (tokens.length) mine.tokens = Object.fromEntries(tokens);
    });
    if (e.round) {
      s.round.activated = e.round.activated ?? false;
      s.round.engaged = e.round.engaged ?? false;
      s.round.actions = [...(e.round.actions ?? [])];
      if (e.round.ionManeuver) s.round.ionManeuver = true;
      if (e.round.movedThrough?.length) s.round.movedThrough = [...e.round.movedThrough];
      if (e.round.crossedObstacles?.length) s.round.crossedObstacles = [...e.round.crossedObstacles];
      if (e.round.docked) s.round.docked = true;
      if (e.round.deployed) s.round.deployed = true;
      if (e.round.placedDevice) s.round.placedDevice = true;
      if (e.round.defended) s.round.defended = true;
      if (e.round.barredArcs?.length) s.round.barredArcs = [...e.round.barredArcs];
      if (e.round.crossedIgnored?.length) s.round.crossedIgnored = [...e.round.crossedIgnored];
      if (e.round.stressedActions?.length) s.round.stressedActions = [...e.round.stressedActions];
      if (e.round.executedSpeed !== undefined) s.round.executedSpeed = e.round.executedSpeed;
    }
    s.tokens = { ...(e.tokens ?? {}) };
    if (e.shields !== undefined) s.shields = e.shields;
    if (e.damage) s.damage = e.damage.map((d) => ({ ...d }));
    if (e.charges !== undefined) s.charges = e.charges;
    if (e.force !== undefined) s.force = e.force;
    if (e.dial) s.dial = { maneuver: e.dial, revealed: false };
    if (e.locks) s.locks = e.locks.map((target) => ({ target }));
    if (e.reinforce) s.reinforce = e.reinforce;
    if (e.turret !== undefined) s.turret = e.turret;
    if (e.initiative !== undefined) s.initiative = e.initiative;
    if (e.identity !== undefined) s.identity = e.identity;
    if (e.conditions?.length)
      s.conditions = e.conditions.map((c) =>
        typeof c === 'string'
          ? { xws: c, owner: s.id, round: state.round }
          : {
              xws: c.xws,
              owner: c.owner ?? s.id,
              round: state.round,
              ...(c.facedown ? { facedown: true } : {}),
              ...(c.card ? { card: c.card } : {}),
            },
      );
    return s;
  });
  for (const s of state.ships) refreshObstacleContact(state, s);
  for (const d of position.devices ?? [])
    state.devices.push(
      positionDevice(
        state,
        content,
        abilities,
        d,
        (position.devices ?? []).flatMap((x) => x.id ?? []),
      ),
    );
  if (position.remotes?.length) state.remotes = positionRemotes(state, content, position.remotes);
  if (position.scenario) state.scenario = positionScenario(position.scenario, state);
  if (position.setupFirstPlayer !== undefined)
    for (const p of state.players) p.edge = p.index === position.setupFirstPlayer ? 'first' : 'second';
  if (position.abilityUses?.length) state.abilityUses = [...position.abilityUses];
  position.players.forEach((given, index) => {
    const p = state.players[index as PlayerIndex];
    if (given.squadPoints !== undefined) p.squadPoints = given.squadPoints;
    if (given.pointsDestroyed !== undefined) p.pointsDestroyed = given.pointsDestroyed;
    p.damageDiscard = [...(given.damageDiscard ?? [])];
    if (given.damageDeck) p.damageDeck = [...given.damageDeck];
    else {
      // The cards already on this player's ships or in the discard pile are not in the deck a second time.
      const out = [
        ...p.damageDiscard,
        ...state.ships.filter((s) => s.player === p.index).flatMap((s) => s.damage.map((d) => d.card)),
      ];
      const deck = buildDamageDeck(content, rules.damage.deck);
      for (const card of out) {
        const at = deck.indexOf(card);
        if (at >= 0) deck.splice(at, 1);
      }
      p.damageDeck = shuffle(state.rng, deck);
    }
  });
  if (position.rng) state.rng = { key: position.rng.key, block: position.rng.block, words: [...position.rng.words] };
  const ctx = new EngineCtx(state, content, abilities);
  announceMissing(ctx, rules);
  ctx.emit('position-loaded', `A described position, round ${state.round}.`);
  reportSquadSlots(ctx);
  const step = position.step;
  start(ctx, position.phase ?? 'planning', step ? (c) => enterStep(c, step) : undefined);
  return state;
}

function positionScenario(p: PositionScenario, state: GameState): ScenarioState {
  const name = checkScenarioName(p.name);
  if (!name) throw new EngineError('unknown-scenario', "a position's scenario must name a scenario, not the dogfight");
  const sc = newScenario(name);
  for (const [i, f] of (p.features ?? []).entries()) {
    const mine = sc.features.find((x) => x.id === f.id);
    if (!mine) throw new EngineError('unknown-feature', `scenario.features[${i}]: ${name} has no feature "${f.id}"`);
    if (f.towedBy !== undefined && !state.ships.some((s) => s.id === f.towedBy))
      throw new EngineError('unknown-ship', `scenario.features[${i}]: no ship "${f.towedBy}" to tow ${f.id}`);
    mine.at = f.at ? { x: f.at.x, y: f.at.y } : null;
    if (f.marker !== undefined) mine.marker = f.marker;
    if (f.charged !== undefined) mine.charged = f.charged;
    if (f.towedBy !== undefined) {
      mine.towedBy = f.towedBy;
      mine.at = null;
    }
  }
  if (p.missionPoints) sc.missionPoints = [p.missionPoints[0], p.missionPoints[1]];
  if (p.halved) sc.halved = [...p.halved];
  if (p.removed) sc.removed = [...p.removed];
  if (p.red !== undefined) sc.red = p.red;
  else if (scenarioDef(name).colours) sc.red = state.firstPlayer;
  return sc;
}

// ---- choices ----

/**
 * Applies a choice to the caller's own state (mutated); a refusal leaves it unchanged. `abilities`: the game's ability
 * table when it is not the engine's own (createFromPosition).
 */
export function applyInPlace(
  state: GameState,
  choice: Choice,
  content: Content,
  abilities?: AbilityTable,
): ApplyResult {
  const pending = state.pending;
  if (!pending) return { ok: false, code: 'game-over', reason: 'the game is over: no decision is pending' };
  const refused = checkChoice(state, pending, choice);
  if (refused) return refused;
  const ctx = new EngineCtx(state, content, abilities);
  if (choice.option === CALL_TIME) {
    if (choice.value !== undefined)
      return { ok: false, code: 'bad-choice', reason: `a "${CALL_TIME}" choice takes no value` };
    return callTime(ctx) ?? { ok: true, events: ctx.events };
  }
  const r = choose(ctx, choice);
  if (!r.ok) return r;
  return { ok: true, events: ctx.events };
}

/** Pure: copies the state and applies the choice; a refusal returns the original state untouched. */
export function apply(state: GameState, choice: Choice, content: Content): { state: GameState; result: ApplyResult } {
  const copy = structuredClone(state);
  const result = applyInPlace(copy, choice, content);
  return result.ok ? { state: copy, result } : { state, result };
}

/** Re-runs a game from its setup and choices; with `expected` (a recorded log) every event must match. */
export function replay(
  setup: GameSetup,
  choices: Choice[],
  content: Content,
  expected?: GameEvent[],
): { state: GameState; ok: boolean; mismatch?: string } {
  const state = createGame(setup, content);
  for (let i = 0; i < choices.length; i++) {
    const r = applyInPlace(state, choices[i]!, content);
    if (!r.ok)
      return { state, ok: false, mismatch: `choice ${i + 1} (${choices[i]!.option}) was refused: ${r.reason}` };
  }
  if (expected) {
    const n = Math.max(expected.length, state.log.length);
    for (let i = 0; i < n; i++) {
      const a = canonicalJson(state.log[i] ?? null);
      const b = canonicalJson(expected[i] ?? null);
      if (a !== b) return { state, ok: false, mismatch: `event ${i} differs: replayed ${a}, recorded ${b}` };
    }
  }
  return { state, ok: true };
}

/**
 * Drops the events logged so far (their seq numbers stay taken): for simulators that keep only the result and want a
 * small state. A trimmed game can no longer be checked against its log by `replay`.
 */
export function trimLog(state: GameState): void {
  state.logBase = (state.logBase ?? 0) + state.log.length;
  state.log = [];
}

/** Runs automatic steps (for callers that edited a state by hand). */
export function resume(state: GameState, content: Content): GameEvent[] {
  const ctx = new EngineCtx(state, content);
  advance(ctx);
  return ctx.events;
}

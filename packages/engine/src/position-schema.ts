/**
 * What a described position (`createFromPosition`) and a game setup (`createGame`) may hold, checked in full before
 * the engine sees them (docs/game-files.md): every problem with its path and a sentence, nothing built until all pass.
 * Each field is one line below; a new position field (issue 11: upgrade charges, devices, …) is one more line in
 * `shipFields` or `positionFields`, plus a cross-check in `crossProblems` when it names something else in the input.
 */
import { RULE_SET_IDS } from './rule-sets/types.js';
import { DEFAULT_RULE_SET, isRuleSetId, ruleSet } from './rule-sets/index.js';
import type { Content } from '@xwing/content';
import {
  type BaseSize,
  type DeviceKind,
  devicePieces,
  findObstacle,
  MAX_COORDINATE,
  parseManeuver,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import {
  arrayOf,
  bool,
  check,
  either,
  type Field,
  int,
  jsonDepthProblem,
  literal,
  nullable,
  num,
  object,
  oneOf,
  type Problem,
  required,
  type Rule,
  str,
  tuple,
  anyObject,
  anything,
} from './input-check.js';
import { abilityTable } from './abilities/ability-table.js';
import { whollyOutside } from './device-geometry.js';
import { deviceShape, implementedDevices, isImplementedDevice } from './devices.js';
import { OBSTACLE_EFFECT_KINDS } from './obstacles.js';
import { CALL_TIME } from './time-limit.js';
import { DOGFIGHT, findScenario, scenarioNames } from './scenario/catalog.js';
import { newScenario } from './scenario/setup.js';

/** Inputs kept as they are (squads) may nest this deep at most. */
export const MAX_INPUT_DEPTH = 32;
const MAX_SHIPS = 40;
const MAX_COUNT = 99;
const MAX_ROUNDS = 100;

const TOKENS = [
  'focus',
  'evade',
  'calculate',
  'stress',
  'strain',
  'deplete',
  'ion',
  'jam',
  'tractor',
  'disarm',
  'cloak',
] as const;
const PHASES = ['planning', 'system', 'activation', 'engagement', 'end'] as const;
const SHIP_ID = /^[A-Za-z0-9_-]+$/;
/** The scenario condition (scenario/knowledge.ts; not imported here, which would close an import cycle). */
const ANCIENT_KNOWLEDGE = 'ancientknowledge';

const coordinate = num(-MAX_COORDINATE, MAX_COORDINATE);
const pose = object('a pose {x, y, heading}', {
  x: required(coordinate),
  y: required(coordinate),
  heading: required(num(-1e6, 1e6)),
});
const point = object('a point {x, y}', { x: required(coordinate), y: required(coordinate) });
const count = int(0, MAX_COUNT);
const seat = literal(0, 1);
const shipId = str(60, { what: 'a ship id of letters, digits, "-" and "_"', has: (v) => SHIP_ID.test(v) });

function shipFields(content: Content): Record<string, Field | Rule> {
  const known = (what: string, has: (v: string) => boolean) => str(100, { what, has });
  return {
    pilot: required(known('a known pilot (xws id)', (v) => content.pilot(v) !== undefined)),
    id: shipId,
    upgrades: arrayOf(
      either(
        'a known upgrade (xws id), or {xws, side?, charges?, discarded?}',
        known('a known upgrade (xws id)', (v) => content.upgrade(v) !== undefined),
        object('an upgrade {xws, side?, charges?, discarded?, tokens?}', {
          xws: required(known('a known upgrade (xws id)', (v) => content.upgrade(v) !== undefined)),
          side: literal(0, 1),
          charges: count,
          discarded: bool,
          stowed: bool,
          tokens: object(
            'tokens on the card {calculate, …: a count}',
            Object.fromEntries(TOKENS.map((t) => [t, count])),
          ),
        }),
      ),
      20,
    ),
    pose: required(nullable(pose)),
    tokens: object('tokens {focus, evade, …: a count}', Object.fromEntries(TOKENS.map((t) => [t, count]))),
    shields: count,
    damage: arrayOf(
      object('a damage card {card, faceup}', {
        card: required(
          known('a damage card of the core deck (xws id)', (v) =>
            content.data.damageDecks.some((d) => d.cards.some((c) => c.xws === v)),
          ),
        ),
        faceup: required(bool),
      }),
      MAX_COUNT,
    ),
    charges: count,
    force: count,
    dial: nullable(str(10)),
    locks: arrayOf(shipId, MAX_SHIPS),
    reinforce: oneOf(['fore', 'aft']),
    turret: nullable(oneOf(['front', 'rear', 'left', 'right'])),
    initiative: int(0, 8),
    conditions: arrayOf(
      either(
        'a known condition (xws id), or {xws, owner?, facedown?, card?}',
        known('a known condition (xws id)', (v) => v === ANCIENT_KNOWLEDGE || content.condition(v) !== undefined),
        object('a condition {xws, owner?, facedown?, card?}', {
          xws: required(
            known('a known condition (xws id)', (v) => v === ANCIENT_KNOWLEDGE || content.condition(v) !== undefined),
          ),
          owner: shipId,
          facedown: bool,
          // A damage card lying faceup on it (I'll Show You the Dark Side).
          card: known('a damage card of the core deck (xws id)', (v) =>
            content.data.damageDecks.some((d) => d.cards.some((c) => c.xws === v)),
          ),
        }),
      ),
      10,
    ),
    round: object(
      'what the ship did this round {activated?, engaged?, actions?, ionManeuver?, movedThrough?, crossedObstacles?, docked?, deployed?, placedDevice?, defended?, barredArcs?, crossedIgnored?, stressedActions?, executedSpeed?}',
      {
        activated: bool,
        engaged: bool,
        actions: arrayOf(str(80), 20),
        ionManeuver: bool,
        movedThrough: arrayOf(str(80), 20),
        crossedObstacles: arrayOf(str(80), 20),
        docked: bool,
        deployed: bool,
        placedDevice: bool,
        defended: bool,
        barredArcs: arrayOf(str(40), 10),
        crossedIgnored: arrayOf(str(80), 20),
        stressedActions: arrayOf(str(80), 20),
        executedSpeed: int(0, 5),
      },
    ),
    gone: object('how a ship without a pose left {how, round}', {
      how: required(oneOf(['destroyed', 'fled'])),
      round: required(int(0, MAX_ROUNDS)),
    }),
    docked: shipId,
    identity: known(
      'the pilot (xws id) whose identity the ship took (Nashtah Pup)',
      (v) => content.pilot(v) !== undefined,
    ),
    reserve: object(
      'a ship without a pose in reserve {edges, round, at?, beyondEnemies?, held?, setupEnd?} (reserves.ts)',
      {
        edges: required(arrayOf(oneOf(['first', 'second', 'left', 'right']), 4)),
        round: required(int(0, MAX_ROUNDS)),
        at: oneOf(['obstacle']),
        beyondEnemies: int(0, 3),
        held: bool,
        setupEnd: bool,
      },
    ),
  };
}

function positionRule(content: Content): Rule {
  const damageCard = str(60, {
    what: 'a damage card of the core deck (xws id)',
    has: (v) => content.data.damageDecks.some((d) => d.cards.some((c) => c.xws === v)),
  });
  const player = object('a player {name?, ships, …}', {
    name: str(100),
    ships: required(arrayOf(object('a ship {pilot, pose, …}', shipFields(content)), MAX_SHIPS)),
    squadPoints: int(0, 1000),
    pointsDestroyed: int(0, 1000),
    damageDeck: arrayOf(damageCard, 200),
    damageDiscard: arrayOf(damageCard, 200),
  });
  const scenario = object('a scenario {name, features?, missionPoints?, red?}', {
    name: required(
      str(100, {
        what: `a scenario (one of ${scenarioNames()
          .filter((n) => n !== DOGFIGHT)
          .join(', ')})`,
        has: (v) => v !== DOGFIGHT && findScenario(v) !== undefined,
      }),
    ),
    features: arrayOf(
      object('a feature {id, at, marker?, charged?, towedBy?}', {
        id: required(str(60)),
        at: required(nullable(point)),
        marker: seat,
        charged: bool,
        towedBy: shipId,
      }),
      20,
    ),
    missionPoints: tuple(int(0, 999), int(0, 999)),
    red: seat,
    halved: arrayOf(shipId, MAX_SHIPS),
    removed: arrayOf(shipId, MAX_SHIPS),
  });
  return object('a position {players, …}', {
    seed: str(1000),
    round: int(1, MAX_ROUNDS),
    phase: oneOf(PHASES),
    firstPlayer: seat,
    setupFirstPlayer: seat,
    diceMode: oneOf(['rolled', 'entered']),
    pointsSet: str(100, {
      what: `a points set (one of ${content.pointsSetIds().join(', ')})`,
      has: (v) => content.pointsSet(v) !== undefined,
    }),
    maxRounds: int(1, MAX_ROUNDS),
    timeCalled: int(1, MAX_ROUNDS),
    ruleSet: oneOf(RULE_SET_IDS),
    acceptMissing: bool,
    players: required(tuple(player, player)),
    obstacles: arrayOf(
      object('an obstacle {name, id?, pose, kind?, fuses?}', {
        name: required(str(60, { what: 'a measured obstacle (e.g. "asteroid-3")', has: (v) => !!findObstacle(v) })),
        id: str(60),
        pose: required(pose),
        kind: oneOf(OBSTACLE_EFFECT_KINDS),
        fuses: int(0, 9),
      }),
      20,
    ),
    scenario,
    abilityUses: arrayOf(str(200), 500),
    rng: object('a generator state {key, block, words}', {
      key: required(str(64, { what: '64 hex digits', has: (v) => /^[0-9a-f]{64}$/.test(v) })),
      block: required(int(0, Number.MAX_SAFE_INTEGER)),
      words: required(arrayOf(int(0, 0xffffffff), 64)),
    }),
    devices: arrayOf(
      object('a device {card, owner, pose, id?, round?, fuses?, shape?}', {
        card: required(
          str(100, {
            what: 'a device upgrade card (xws), e.g. "protonbombs"',
            has: (v) => content.upgrade(v)?.sides.some((side) => side.device) ?? false,
          }),
        ),
        owner: required(shipId),
        pose: required(pose),
        id: str(60, { what: 'a device id of letters, digits, "-" and "_"', has: (v) => SHIP_ID.test(v) }),
        round: int(1, MAX_ROUNDS),
        fuses: int(0, 9),
        // A piece whose outline is not its card's main one: a cluster mine set's side piece ("cluster-mine-side").
        shape: oneOf(['cluster-mine-side']),
      }),
      60,
    ),
    remotes: arrayOf(
      object('a remote {card, owner, pose, id?, round?, damage?, charges?}', {
        card: required(
          str(100, {
            what: 'an upgrade card (xws) that places a remote, e.g. "drk1probedroids"',
            has: (v) => content.upgrade(v)?.sides.some((side) => side.device?.type === 'remote') ?? false,
          }),
        ),
        owner: required(shipId),
        pose: required(pose),
        id: str(60, { what: 'a remote id of letters, digits, "-" and "_"', has: (v) => SHIP_ID.test(v) }),
        round: int(1, MAX_ROUNDS),
        damage: int(0, 9),
        // issue 26: the charges left to a remote whose entry gives it some (the commando teams).
        charges: int(0, 9),
      }),
      20,
    ),
    step: either(
      'a step inside the phase: {"kind": "perform-action", "ship": …} or {"kind": "attack", "attacker": …, "defender": …, "attackDice": […]}',
      object('a perform-action step', { kind: required(literal('perform-action')), ship: required(shipId) }),
      object('an attack step', {
        kind: required(literal('attack')),
        attacker: required(shipId),
        defender: required(shipId),
        weapon: str(60),
        arc: str(30),
        attackDice: arrayOf(oneOf(['blank', 'focus', 'hit', 'crit']), 10),
        defenseDice: arrayOf(oneOf(['blank', 'focus', 'evade']), 10),
      }),
    ),
  });
}

/** A dial code the geometry flies. A position may set one its ship's dial lacks (tests do): it is flown white. */
function canFly(code: string): boolean {
  try {
    parseManeuver(code);
    return true;
  } catch {
    return false;
  }
}

interface ShipInput {
  pilot: string;
  id?: string;
  pose: { x: number; y: number; heading: number } | null;
  dial?: string | null;
  damage?: { card: string }[];
  locks?: string[];
  conditions?: (string | { xws: string; owner?: string })[];
  gone?: unknown;
  docked?: string;
  reserve?: unknown;
  upgrades?: (string | { xws: string; side?: number; charges?: number })[];
}

interface PlayerInput {
  ships: ShipInput[];
  damageDeck?: string[];
  damageDiscard?: string[];
}

/** Upgrades given as objects: a back side only on dual-sided cards, charges up to the side's printed value. */
function upgradeProblems(s: ShipInput, path: string, content: Content, out: Problem[]): void {
  (s.upgrades ?? []).forEach((u, ui) => {
    if (typeof u === 'string') return;
    const card = content.upgrade(u.xws)!;
    const side = u.side ?? 0;
    const printed = card.sides[side];
    if (!printed) {
      out.push({ path: `${path}.upgrades[${ui}].side`, message: `${card.name} has one side only (side 0)` });
      return;
    }
    const max = printed.charges?.value;
    if (u.charges !== undefined && (max === undefined || u.charges > max))
      out.push({
        path: `${path}.upgrades[${ui}].charges`,
        message:
          max === undefined
            ? `${card.name} has no charges`
            : `${card.name} has at most ${max} charge${max === 1 ? '' : 's'}, not ${u.charges}`,
      });
  });
}

/**
 * 000 "Damage Deck": a player's deck, discard pile and the cards on their ships come from one deck — the rule set's
 * (RuleSet.damage.deck: 2.5's core deck, the first edition's TFA core deck, 002 §Damage).
 */
function damageDeckProblems(players: PlayerInput[], content: Content, out: Problem[], ruleSetId: unknown): void {
  const name = ruleSet(isRuleSetId(ruleSetId) ? ruleSetId : DEFAULT_RULE_SET).damage.deck;
  const deck = content.data.damageDecks.find((d) => d.xws === name);
  if (!deck) return;
  players.forEach((pl, pi) => {
    const used = new Map<string, number>();
    const add = (card: string) => used.set(card, (used.get(card) ?? 0) + 1);
    for (const c of pl.damageDeck ?? []) add(c);
    for (const c of pl.damageDiscard ?? []) add(c);
    for (const s of pl.ships) for (const d of s.damage ?? []) add(d.card);
    for (const [card, n] of used) {
      const inDeck = deck.cards.find((c) => c.xws === card)?.amount ?? 0;
      if (n > inDeck)
        out.push({
          path: `players[${pi}].damageDeck`,
          message: `the deck holds ${inDeck} ${JSON.stringify(card)}, but its deck, discard pile and ships hold ${n}`,
        });
    }
  });
}

/** Problems that need more than one field: unique ship ids, locks and tows naming ships, dials, features. */
function crossProblems(p: Record<string, unknown>, content: Content, out: Problem[]): void {
  const players = p.players as PlayerInput[];
  const ids = new Map<string, string>();
  const perPilot = new Map<string, number>();
  players.forEach((pl, pi) =>
    pl.ships.forEach((s, si) => {
      const path = `players[${pi}].ships[${si}]`;
      const key = `${pi}|${s.pilot}`;
      const n = (perPilot.get(key) ?? 0) + 1;
      perPilot.set(key, n);
      const id = s.id ?? `p${pi + 1}-${s.pilot}-${n}`;
      const other = ids.get(id);
      // Options naming a ship use its id ("which ship activates next"): the id of the time-limit choice would read as
      // calling time (time-limit.ts).
      if (id === CALL_TIME)
        out.push({ path: `${path}.id`, message: `${JSON.stringify(id)} is reserved (the choice that calls time)` });
      else if (other)
        out.push({ path: `${path}.id`, message: `two ships have the id ${JSON.stringify(id)} (also ${other})` });
      else ids.set(id, path);
      const pilot = content.pilot(s.pilot)!;
      if (typeof s.dial === 'string' && !canFly(s.dial))
        out.push({
          path: `${path}.dial`,
          message: `${JSON.stringify(s.dial)} is not a maneuver (a speed 0–5 and a bearing, e.g. "2F", "3K"; ${pilot.name}'s dial: ${content
            .shipOf(pilot)
            .dial.map((d) => d.code)
            .join(', ')})`,
        });
      upgradeProblems(s, path, content, out);
      if (s.gone !== undefined && s.pose !== null)
        out.push({ path: `${path}.gone`, message: 'only a ship without a pose ("pose": null) has left the game' });
      // A docked ship is in reserve on its carrier (supplement "Dock"): off the play area, not gone.
      // In reserve (reserves.ts, supplement "Reserve"): off the play area, not gone, not docked.
      if (s.reserve !== undefined && (s.pose !== null || s.gone !== undefined || s.docked !== undefined))
        out.push({
          path: `${path}.reserve`,
          message: 'a ship in reserve is off the play area: give it "pose": null and no "gone" or "docked"',
        });
      if (s.docked !== undefined && (s.pose !== null || s.gone !== undefined))
        out.push({
          path: `${path}.docked`,
          message: 'a docked ship is in reserve: give it "pose": null and no "gone"',
        });
      if ((s.locks?.length ?? 0) > 1)
        out.push({
          path: `${path}.locks`,
          message: `a ship maintains one lock at a time (000 Lock), not ${s.locks!.length}`,
        });
      if (s.locks?.includes(id)) out.push({ path: `${path}.locks`, message: 'a ship cannot lock itself' });
      const hull = content.statsOf(pilot).hull;
      if ((s.damage?.length ?? 0) >= hull)
        out.push({
          path: `${path}.damage`,
          message: `${s.damage!.length} damage cards would destroy ${pilot.name} (hull ${hull}): leave a destroyed ship out, or give it "pose": null`,
        });
    }),
  );
  // A docked ship's carrier is another ship of its player, in play (supplement "Dock").
  players.forEach((pl, pi) =>
    pl.ships.forEach((s, si) => {
      if (s.docked === undefined) return;
      const at = /^players\[(\d)\]\.ships\[(\d+)\]$/.exec(ids.get(s.docked) ?? '');
      const carrier = at && Number(at[1]) === pi ? pl.ships[Number(at[2])] : undefined;
      if (!carrier || carrier === s || carrier.pose === null)
        out.push({
          path: `players[${pi}].ships[${si}].docked`,
          message: `no ship in play of the same player has the id ${JSON.stringify(s.docked)}`,
        });
    }),
  );
  // A lock names a ship, or a remote (supplement "Remotes": a remote can be assigned locks), or an obstacle (000
  // "Objects": ships can acquire locks on objects; movement: a card's lock on an obstacle, Qi'ra), by its id or its
  // default id "obstacle-<n>" (engine.ts).
  const remoteIds = new Set(((p.remotes ?? []) as RemoteInput[]).flatMap((r) => r.id ?? []));
  ((p.obstacles ?? []) as { id?: string }[]).forEach((o, i) => remoteIds.add(o.id ?? `obstacle-${i + 1}`));
  players.forEach((pl, pi) =>
    pl.ships.forEach((s, si) =>
      (s.locks ?? []).forEach((target, li) => {
        if (!ids.has(target) && !remoteIds.has(target))
          out.push({
            path: `players[${pi}].ships[${si}].locks[${li}]`,
            message: `no ship, remote or obstacle has the id ${JSON.stringify(target)}`,
          });
      }),
    ),
  );
  // A condition's owner names a ship (the one whose effect assigned it; absent: the ship holding it).
  players.forEach((pl, pi) =>
    pl.ships.forEach((s, si) =>
      (s.conditions ?? []).forEach((c, ci) => {
        if (typeof c !== 'string' && c.owner !== undefined && !ids.has(c.owner))
          out.push({
            path: `players[${pi}].ships[${si}].conditions[${ci}].owner`,
            message: `no ship has the id ${JSON.stringify(c.owner)}`,
          });
      }),
    ),
  );
  overlapProblems(players, content, out);
  damageDeckProblems(players, content, out, p.ruleSet);
  stepProblems(p, ids, out);
  deviceProblems(p, players, ids, content, out);
  remoteProblems(p, players, ids, content, out);
  const sc = p.scenario as
    { name: string; features?: { id: string; towedBy?: string }[]; halved?: string[]; removed?: string[] } | undefined;
  for (const key of ['halved', 'removed'] as const)
    (sc?.[key] ?? []).forEach((id, i) => {
      if (!ids.has(id))
        out.push({ path: `scenario.${key}[${i}]`, message: `no ship has the id ${JSON.stringify(id)}` });
    });
  if (sc) {
    const known = newScenario(sc.name).features.map((f) => f.id);
    (sc.features ?? []).forEach((f, i) => {
      if (!known.includes(f.id))
        out.push({
          path: `scenario.features[${i}].id`,
          message: `${sc.name} has no feature ${JSON.stringify(f.id)} (its features: ${known.join(', ')})`,
        });
      if (f.towedBy !== undefined && !ids.has(f.towedBy))
        out.push({
          path: `scenario.features[${i}].towedBy`,
          message: `no ship has the id ${JSON.stringify(f.towedBy)}`,
        });
    });
  }
}

/** A step inside the phase names ships of the position, and sits in its phase (position-step.ts). */
function stepProblems(p: Record<string, unknown>, ids: Map<string, string>, out: Problem[]): void {
  const step = p.step as
    | { kind: string; ship?: string; attacker?: string; defender?: string; attackDice?: unknown; defenseDice?: unknown }
    | undefined;
  if (!step) return;
  if (step.defenseDice !== undefined && step.attackDice === undefined)
    out.push({ path: 'step.defenseDice', message: 'the defender rolls after the attacker: give attackDice too' });
  const phase = (p.phase as string | undefined) ?? 'planning';
  const wants = step.kind === 'perform-action' ? 'activation' : 'engagement';
  if (phase !== wants)
    out.push({ path: 'step.kind', message: `a "${step.kind}" step is in the ${wants} phase, not "${phase}"` });
  for (const key of ['ship', 'attacker', 'defender'] as const) {
    const id = step[key];
    if (id !== undefined && !ids.has(id))
      out.push({ path: `step.${key}`, message: `no ship has the id ${JSON.stringify(id)}` });
  }
  const seat = (id: string | undefined) => (id ? ids.get(id)?.slice(0, 'players[0]'.length) : undefined);
  if (step.attacker && step.defender && seat(step.attacker) && seat(step.attacker) === seat(step.defender))
    out.push({
      path: 'step.defender',
      message: `${step.defender} is on ${step.attacker}'s side: an attack's defender is an enemy ship`,
    });
}

/** The position's ships by their ids (`ids`: each id's path, `players[i].ships[j]`). */
function shipsById(players: PlayerInput[], ids: Map<string, string>): Map<string, ShipInput> {
  const idOf = new Map([...ids].map(([id, path]) => [path, id]));
  const byId = new Map<string, ShipInput>();
  players.forEach((pl, pi) =>
    pl.ships.forEach((s, si) => {
      const id = idOf.get(`players[${pi}].ships[${si}]`);
      if (id) byId.set(id, s);
    }),
  );
  return byId;
}

/** A device or remote names a ship that equips its card, and was placed no later than the position's round. */
function placedProblems(
  what: 'device' | 'remote',
  item: { card: string; owner: string; round?: number },
  path: string,
  byId: Map<string, ShipInput>,
  round: number,
  out: Problem[],
): void {
  const owner = byId.get(item.owner);
  if (!owner) out.push({ path: `${path}.owner`, message: `no ship has the id ${JSON.stringify(item.owner)}` });
  else if (!(owner.upgrades ?? []).some((u) => (typeof u === 'string' ? u : u.xws) === item.card))
    out.push({
      path: `${path}.card`,
      message: `${item.owner} does not equip ${item.card}, so it cannot have placed its ${what}`,
    });
  if (item.round !== undefined && item.round > round)
    out.push({ path: `${path}.round`, message: `placed in round ${item.round}, after the position's round ${round}` });
}

interface DeviceInput {
  card: string;
  owner: string;
  pose: { x: number; y: number; heading: number };
  id?: string;
  round?: number;
  shape?: string;
}

/**
 * Devices: each names a ship that carries its card (000 "Devices": a device comes from its upgrade card), lies at
 * least partly in the play area, was placed no later than the position's round, and has an id of its own.
 */
function deviceProblems(
  p: Record<string, unknown>,
  players: PlayerInput[],
  ids: Map<string, string>,
  content: Content,
  out: Problem[],
): void {
  const devices = (p.devices ?? []) as DeviceInput[];
  const table = abilityTable();
  const round = (p.round as number | undefined) ?? 1;
  const byId = shipsById(players, ids);
  const seen = new Map<string, number>();
  devices.forEach((d, i) => {
    const path = `devices[${i}]`;
    if (content.upgrade(d.card)?.sides[0]?.device?.type === 'remote') {
      out.push({ path: `${path}.card`, message: `the device of ${d.card} is a remote: give it in "remotes"` });
      return;
    }
    if (!isImplementedDevice(table, d.card)) {
      out.push({
        path: `${path}.card`,
        message: `not implemented yet: the device of ${d.card} (the engine has ${implementedDevices(table).join(', ')})`,
      });
      return;
    }
    placedProblems('device', d, path, byId, round, out);
    const shapes = devicePieces(deviceShape(table, d.card)).map((q) => q.shape as string);
    if (d.shape !== undefined && !shapes.includes(d.shape)) {
      out.push({ path: `${path}.shape`, message: `the device of ${d.card} has no ${d.shape} piece` });
      return;
    }
    if (whollyOutside((d.shape as DeviceKind | undefined) ?? deviceShape(table, d.card), d.pose))
      out.push({ path: `${path}.pose`, message: 'the device lies wholly outside the play area' });
    if (d.id !== undefined) {
      const other = seen.get(d.id);
      if (other !== undefined)
        out.push({
          path: `${path}.id`,
          message: `two devices have the id ${JSON.stringify(d.id)} (also devices[${other}])`,
        });
      else seen.set(d.id, i);
    }
  });
}

interface RemoteInput {
  card: string;
  owner: string;
  pose: { x: number; y: number; heading: number };
  id?: string;
  round?: number;
  damage?: number;
  charges?: number;
}

/**
 * Remotes: each names a ship that carries its card, lies at least partly in the play area, was placed no later than
 * the position's round, has suffered less damage than its hull (it would have been removed), and has an id of its own
 * (not a device's or another remote's).
 */
function remoteProblems(
  p: Record<string, unknown>,
  players: PlayerInput[],
  ids: Map<string, string>,
  content: Content,
  out: Problem[],
): void {
  const remotes = (p.remotes ?? []) as RemoteInput[];
  const round = (p.round as number | undefined) ?? 1;
  const byId = shipsById(players, ids);
  const seen = new Map<string, string>();
  for (const d of (p.devices ?? []) as DeviceInput[]) if (d.id !== undefined) seen.set(d.id, 'a device');
  remotes.forEach((r, i) => {
    const path = `remotes[${i}]`;
    placedProblems('remote', r, path, byId, round, out);
    if (whollyOutside('bomb', r.pose))
      out.push({ path: `${path}.pose`, message: 'the remote lies wholly outside the play area' });
    const hull = content.upgrade(r.card)?.sides[0]?.device?.remote?.hull ?? 1;
    if ((r.damage ?? 0) >= hull)
      out.push({
        path: `${path}.damage`,
        message: `${r.damage} damage reaches its hull ${hull}: it would be destroyed`,
      });
    const charges = content.upgrade(r.card)?.sides[0]?.device?.remote?.charges?.value;
    if (r.charges !== undefined && r.charges > (charges ?? 0))
      out.push({
        path: `${path}.charges`,
        message:
          charges === undefined
            ? `the ${r.card} remote has no charges`
            : `${r.charges} charges is more than its entry's ${charges}`,
      });
    if (r.id !== undefined) {
      if (seen.has(r.id))
        out.push({ path: `${path}.id`, message: `the id ${JSON.stringify(r.id)} is taken (${seen.get(r.id)})` });
      else seen.set(r.id, `remotes[${i}]`);
    }
  });
}

/** 000 "Overlapping Ships": two bases on the table never overlap (they may touch). */
function overlapProblems(players: PlayerInput[], content: Content, out: Problem[]): void {
  const placed: { path: string; name: string; solid: ReturnType<typeof shipSolid> }[] = [];
  players.forEach((pl, pi) =>
    pl.ships.forEach((s, si) => {
      if (!s.pose) return;
      const pilot = content.pilot(s.pilot)!;
      const size = content.shipOf(pilot).size as BaseSize;
      const path = `players[${pi}].ships[${si}]`;
      const solid = shipSolid(size, s.pose, false);
      for (const other of placed)
        if (solidsOverlap(solid, other.solid))
          out.push({ path: `${path}.pose`, message: `${pilot.name}'s base overlaps ${other.name}'s (${other.path})` });
      placed.push({ path, name: pilot.name, solid });
    }),
  );
}

/** Every problem of a described position; none means the engine can build it. */
export function positionProblems(position: unknown, content: Content): Problem[] {
  const out: Problem[] = [];
  if (!check(position, positionRule(content), '', out)) return out;
  crossProblems(position as Record<string, unknown>, content, out);
  return out;
}

/** Each content's setup rule, built once (createGame checks every game's setup with it: issue 28). */
const setupRules = new WeakMap<Content, Rule>();

function setupRule(content: Content): Rule {
  let rule = setupRules.get(content);
  if (!rule) setupRules.set(content, (rule = newSetupRule(content)));
  return rule;
}

function newSetupRule(content: Content): Rule {
  const player = object('a player {name, squad}', {
    name: required(str(100)),
    // The squad's own fields are the squads package's to check (validateXws); here only its type (and its depth).
    squad: required(either('a squad in XWS (an object or a JSON string)', anyObject('an XWS squad'), str(100_000))),
  });
  return object('a game setup {players, seed, …}', {
    players: required(tuple(player, player)),
    seed: required(str(1000)),
    pointsSet: str(100, {
      what: `a points set (one of ${content.pointsSetIds().join(', ')})`,
      has: (v) => content.pointsSet(v) !== undefined,
    }),
    diceMode: oneOf(['rolled', 'entered']),
    format: oneOf(['standard', 'extended']),
    maxRounds: int(1, MAX_ROUNDS),
    ruleSet: oneOf(RULE_SET_IDS),
    acceptMissing: bool,
    obstacles: tuple(arrayOf(str(60), 10), arrayOf(str(60), 10)),
    scenario: str(100, {
      what: `a scenario (one of ${scenarioNames().join(', ')})`,
      has: (v) => v === DOGFIGHT || findScenario(v) !== undefined,
    }),
  });
}

/** Every problem of a game setup's shape (squads are then validated by the squads package). */
export function setupProblems(setup: unknown, content: Content): Problem[] {
  const out: Problem[] = [];
  if (!check(setup, setupRule(content), '', out)) return out;
  (setup as { players: { squad: unknown }[] }).players.forEach((pl, i) => {
    const deep = jsonDepthProblem(pl.squad, MAX_INPUT_DEPTH, `players[${i}].squad`);
    if (deep) out.push(deep);
  });
  return out;
}

const MAX_CHOICES = 100_000;

/**
 * Every problem of a game file or game log (docs/game-files.md) before anything is built: exactly one of `setup` or
 * `position`, each checked in full, and the choices' shape (their values are checked against their decisions when
 * applied). In a game file the setup's `seed` may be left out (the front end draws a fresh one).
 */
export function gameFileProblems(doc: unknown, content: Content, kind: 'file' | 'log'): Problem[] {
  const out: Problem[] = [];
  const choice = object('a choice {option, value?, decision?, seat?}', {
    option: required(str(200)),
    value: anything,
    decision: int(1, Number.MAX_SAFE_INTEGER),
    seat,
  });
  const fields: Record<string, Field | Rule> = {
    setup: anyObject('a game setup'),
    position: anyObject('a position'),
    choices: arrayOf(choice, MAX_CHOICES),
  };
  if (kind === 'log') {
    fields.format = required(str(100));
    fields.events = required(arrayOf(anyObject('an event'), 10 * MAX_CHOICES));
  }
  const what =
    kind === 'log'
      ? 'a game log {format, setup or position, choices, events}'
      : 'a game file {setup or position, choices?}';
  if (!check(doc, object(what, fields), '', out)) return out;
  const d = doc as Record<string, unknown>;
  if ((d.setup === undefined) === (d.position === undefined)) {
    out.push({ path: '(top)', message: 'give exactly one of "setup" (squads and a seed) or "position"' });
    return out;
  }
  if (d.setup !== undefined) {
    const setup = d.setup as Record<string, unknown>;
    const given = kind === 'file' && setup.seed === undefined ? { ...setup, seed: 'drawn' } : setup;
    for (const p of setupProblems(given, content)) out.push({ ...p, path: `setup.${p.path}` });
  } else for (const p of positionProblems(d.position, content)) out.push({ ...p, path: `position.${p.path}` });
  const deep = (d.choices as { value?: unknown }[] | undefined)?.findIndex(
    (c) => jsonDepthProblem(c.value, MAX_INPUT_DEPTH, '') !== null,
  );
  if (deep !== undefined && deep >= 0)
    out.push({ path: `choices[${deep}].value`, message: `nests more than ${MAX_INPUT_DEPTH} levels deep` });
  return out;
}

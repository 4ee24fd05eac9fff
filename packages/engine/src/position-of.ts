/**
 * The position a game state describes (docs/game-files.md, "Position"): everything on the table and in the players'
 * hands, so `createFromPosition(positionOf(state))` rebuilds it. What a position cannot hold is lost, and said so:
 * the phase restarts from its beginning (ships that activated, engaged, docked or deployed keep their round flags),
 * a condition's owner becomes the ship holding it, and the log starts anew. The generator goes on where it was.
 */
import type { Content } from '@xwing/content';
import type { Position, PositionShip, PositionUpgrade } from './engine.js';
import type { PositionStep } from './position-step.js';
import { initialUpgradeCharges, initialStats } from './stats.js';
import type { GameState, PlayerIndex, ShipState } from './state.js';
import { reinforceOf } from './util.js';
import { copyReserve } from './reserves.js';

function upgradeOf(content: Content, u: ShipState['upgrades'][number]): PositionUpgrade {
  const printed = initialUpgradeCharges(content, u.xws, u.side);
  const tokens = Object.entries(u.tokens ?? {}).filter(([, n]) => (n ?? 0) > 0);
  const plain =
    u.side === 0 && !u.discarded && (u.charges === undefined || u.charges === printed) && tokens.length === 0;
  if (plain) return u.xws;
  const out: Exclude<PositionUpgrade, string> = { xws: u.xws };
  if (u.side !== 0) out.side = u.side as 0 | 1;
  if (u.charges !== undefined) out.charges = u.charges;
  if (u.stowed) out.stowed = true;
  else if (u.discarded) out.discarded = true;
  if (tokens.length) out.tokens = Object.fromEntries(tokens);
  return out;
}

function shipOf(content: Content, s: ShipState): PositionShip {
  const out: PositionShip = { pilot: s.pilot, id: s.id, pose: s.pose ? { ...s.pose } : null };
  if (s.upgrades.length) out.upgrades = s.upgrades.map((u) => upgradeOf(content, u));
  const tokens = Object.fromEntries(Object.entries(s.tokens).filter(([, n]) => typeof n === 'number' && n > 0));
  if (Object.keys(tokens).length) out.tokens = tokens;
  out.shields = s.shields;
  if (s.damage.length) out.damage = s.damage.map((d) => ({ ...d }));
  out.charges = s.charges;
  out.force = s.force;
  if (s.dial) out.dial = s.dial.maneuver;
  if (s.locks.length) out.locks = s.locks.map((l) => l.target);
  const reinforce = reinforceOf(s);
  if (reinforce) out.reinforce = reinforce;
  if (s.turret !== null) out.turret = s.turret;
  const printed = initialStats(content, s.pilot, s.upgrades).initiative;
  if (s.initiative !== printed) out.initiative = s.initiative;
  if (s.conditions?.length)
    out.conditions = s.conditions.map((c) =>
      c.owner === s.id && !c.facedown && c.card === undefined
        ? c.xws
        : {
            xws: c.xws,
            ...(c.owner === s.id ? {} : { owner: c.owner }),
            ...(c.facedown ? { facedown: true } : {}),
            ...(c.card === undefined ? {} : { card: c.card }),
          },
    );
  const r = s.round;
  if (
    r.activated ||
    r.engaged ||
    r.actions.length ||
    r.ionManeuver ||
    r.movedThrough ||
    r.crossedObstacles ||
    r.docked ||
    r.deployed ||
    r.placedDevice ||
    r.defended ||
    r.barredArcs ||
    r.crossedIgnored ||
    r.stressedActions ||
    r.executedSpeed !== undefined
  ) {
    out.round = {};
    if (r.activated) out.round.activated = true;
    if (r.engaged) out.round.engaged = true;
    if (r.actions.length) out.round.actions = [...r.actions];
    if (r.ionManeuver) out.round.ionManeuver = true;
    if (r.movedThrough) out.round.movedThrough = [...r.movedThrough];
    if (r.crossedObstacles) out.round.crossedObstacles = [...r.crossedObstacles];
    if (r.docked) out.round.docked = true;
    if (r.deployed) out.round.deployed = true;
    if (r.placedDevice) out.round.placedDevice = true;
    if (r.defended) out.round.defended = true;
    if (r.barredArcs) out.round.barredArcs = [...r.barredArcs];
    if (r.crossedIgnored) out.round.crossedIgnored = [...r.crossedIgnored];
    if (r.stressedActions) out.round.stressedActions = [...r.stressedActions];
    if (r.executedSpeed !== undefined) out.round.executedSpeed = r.executedSpeed;
  }
  if (s.gone && s.pose === null) out.gone = { ...s.gone };
  if (s.docked !== undefined && s.gone === null) out.docked = s.docked;
  if (s.identity !== undefined) out.identity = s.identity;
  if (s.reserve !== undefined && s.gone === null) out.reserve = copyReserve(s.reserve);
  return out;
}

/**
 * The position of a state. `phase` defaults to the state's phase (a finished game's table is described as its End
 * Phase); setup cannot be described (ships are not all placed), so a state in setup is refused.
 */
export function positionOf(state: GameState, content: Content): Position {
  if (state.phase === 'setup')
    throw new Error('not implemented yet: a position during setup (place the ships first, or give the game file)');
  const phase = state.phase === 'over' ? 'end' : state.phase;
  const players = ([0, 1] as PlayerIndex[]).map((i) => {
    const p = state.players[i];
    return {
      name: p.name,
      ships: state.ships.filter((s) => s.player === i).map((s) => shipOf(content, s)),
      squadPoints: p.squadPoints,
      pointsDestroyed: p.pointsDestroyed,
      damageDeck: [...p.damageDeck],
      damageDiscard: [...p.damageDiscard],
    };
  }) as Position['players'];
  const out: Position = {
    seed: state.seed,
    round: state.round,
    phase,
    firstPlayer: state.firstPlayer,
    setupFirstPlayer: state.players[0].edge === 'second' ? 1 : 0,
    diceMode: state.diceMode,
    pointsSet: state.pointsSet,
    maxRounds: state.maxRounds ?? 12,
    players,
  };
  if (state.timeCalled !== undefined) out.timeCalled = state.timeCalled;
  if (state.obstacles.length)
    out.obstacles = state.obstacles.map((o) => ({
      name: o.name,
      id: o.id,
      pose: { ...o.pose },
      ...(o.kind ? { kind: o.kind } : {}),
      ...(o.fuses !== undefined ? { fuses: o.fuses } : {}),
    }));
  const sc = state.scenario;
  if (sc) {
    out.scenario = {
      name: sc.name,
      features: sc.features.map((f) => ({
        id: f.id,
        at: f.at ? { ...f.at } : null,
        ...(f.marker !== undefined ? { marker: f.marker } : {}),
        ...(f.charged !== undefined ? { charged: f.charged } : {}),
        ...(f.towedBy !== undefined ? { towedBy: f.towedBy } : {}),
      })),
      missionPoints: [sc.missionPoints[0], sc.missionPoints[1]],
      halved: [...sc.halved],
      removed: [...sc.removed],
    };
    if (sc.red !== undefined) out.scenario.red = sc.red;
  }
  if (state.abilityUses?.length) out.abilityUses = [...state.abilityUses];
  if (state.devices.length)
    out.devices = state.devices.map((d) => ({
      card: d.card,
      owner: d.owner,
      pose: { ...d.pose },
      id: d.id,
      round: d.round,
      ...(d.fuses ? { fuses: d.fuses } : {}),
      ...(d.shape === 'cluster-mine-side' ? { shape: d.shape } : {}),
    }));
  // A remote destroyed at its own initiative and waiting to leave (issue 26) is no longer part of the position.
  const remotes = state.remotes?.filter((r) => !r.pendingRemoval);
  if (remotes?.length)
    out.remotes = remotes.map((r) => ({
      card: r.card,
      owner: r.owner,
      pose: { ...r.pose },
      id: r.id,
      round: r.round,
      ...(r.damage ? { damage: r.damage } : {}),
      ...(r.charges !== undefined ? { charges: r.charges } : {}),
    }));
  const step = stepOf(state);
  if (step) out.step = step;
  out.rng = { key: state.rng.key, block: state.rng.block, words: [...state.rng.words] };
  return out;
}

/**
 * The step inside the phase a position can start at (position-step.ts), when the state is at one: a ship asked for
 * its own Perform Action step, or an attack in a Modify step before any modification was used. Elsewhere the phase
 * restarts from its beginning.
 */
function stepOf(state: GameState): PositionStep | undefined {
  // An ability waiting to resolve is inside the step, and a position cannot hold it.
  if (state.triggers?.length) return undefined;
  const c = state.cursor;
  const d = c.data ?? {};
  if (
    state.phase === 'activation' &&
    c.step === 'action-asked' &&
    c.ship &&
    state.pending?.kind === 'choose-action' &&
    state.pending.ship === c.ship &&
    !d.linked &&
    !d.free
  )
    return { kind: 'perform-action', ship: c.ship };
  const a = c.attack;
  if (state.phase !== 'engagement' || !a || a.used.length || a.reroll || a.unmodifiable?.length) return undefined;
  // A remote's attack (issue 26) is no step a position describes (its attacker is no ship).
  if (a.remoteAttacker) return undefined;
  // Dice-count abilities already paid for this roll cannot be described by a position.
  if (a.counting?.deltas.length) return undefined;
  if (a.step === 'roll-attack' && !a.attackDice.length)
    return { kind: 'attack', attacker: a.attacker, defender: a.defender, weapon: a.weapon, arc: a.arc };
  if (a.step !== 'modify-attack' && a.step !== 'modify-defense') return undefined;
  if ([...a.attackDice, ...a.defenseDice].some((x) => x.rerolled || x.added)) return undefined;
  return {
    kind: 'attack',
    attacker: a.attacker,
    defender: a.defender,
    weapon: a.weapon,
    arc: a.arc,
    attackDice: a.attackDice.map((x) => x.face),
    ...(a.step === 'modify-defense' ? { defenseDice: a.defenseDice.map((x) => x.face) } : {}),
  };
}

import {
  type ArcName,
  attackRange,
  DEVICE_OFFSETS,
  type DeviceKind,
  FIXED_ARCS,
  finalPose,
  isObstructed,
  measureRange,
  obstacleOutlines,
  type Pose,
  placeDevice,
  type RepositionKind,
  type RepositionOption,
  repositionOptions,
  resolveMove,
  type Solid,
  type TableInput,
  shipSolid,
  type TallonAlignment,
} from '@xwing/geometry';
import { RequestError } from './errors.js';
import {
  asObject,
  choiceField,
  devicesField,
  type Fields,
  idsOf,
  maneuverField,
  obstacleSpec,
  obstaclesField,
  onlyFields,
  quoted,
  type ShipSpec,
  shipSpec,
  shipsField,
  templateField,
  uniqueIds,
} from './requests.js';

/** An answer as it goes out: plain data that JSON.stringify writes as is. */
export type Answer = Record<string, unknown>;

interface Op {
  /** Fields the request may carry besides "op" and "id". */
  fields: readonly string[];
  answer(request: Fields): Answer;
}

const TALLON_ALIGNMENTS: readonly TallonAlignment[] = ['left', 'middle', 'right'];
const REPOSITION_KINDS: readonly RepositionKind[] = ['barrel-roll', 'boost', 'decloak'];
const DEVICE_KINDS = Object.keys(DEVICE_OFFSETS) as DeviceKind[];

/** Poses go out with exactly these three fields, whatever else the geometry's objects carry. */
function pose(p: Pose): Pose {
  return { x: p.x, y: p.y, heading: p.heading };
}

/** The moving ship and everything else on the table, with ids checked to be unique across all of them. */
function tableFields(req: Fields): TableInput {
  const ship = shipSpec(req.ship, 'ship');
  const ships = shipsField(req, 'ships');
  const obstacles = obstaclesField(req, 'obstacles');
  const devices = devicesField(req, 'devices');
  uniqueIds([
    { where: 'ship', id: ship.id },
    ...idsOf('ships', ships),
    ...idsOf('obstacles', obstacles),
    ...idsOf('devices', devices),
  ]);
  return { base: ship.base, pose: ship.pose, ships, obstacles, devices };
}

function move(req: Fields): Answer {
  const table = tableFields(req);
  const maneuver = maneuverField(req, 'maneuver', '');
  const alignment = choiceField(req, 'alignment', '', TALLON_ALIGNMENTS, 'middle');
  const r = resolveMove({ ...table, maneuver, alignment });
  return {
    final: pose(r.final),
    partial: r.partial,
    overlapped: r.overlapped,
    touching: r.touching,
    movedThrough: r.movedThrough,
    overlapping: r.overlapping,
    fled: r.fled,
    backedOver: r.backedOver,
    progress: r.progress,
  };
}

function final(req: Fields): Answer {
  const ship = shipSpec(req.ship, 'ship');
  const maneuver = maneuverField(req, 'maneuver', '');
  const alignment = choiceField(req, 'alignment', '', TALLON_ALIGNMENTS, 'middle');
  return { final: pose(finalPose(ship.pose, maneuver, ship.base, alignment)) };
}

/** Something range is measured from or to: a ship (it has a base) or an obstacle (it has a name). */
type Measured = { ship: ShipSpec; solid: Solid } | { ship: null; solid: Solid };

function measured(v: unknown, path: string): Measured {
  const o = asObject(v, path);
  const isShip = o.base !== undefined;
  const isObstacle = o.name !== undefined;
  if (isShip === isObstacle) {
    throw new RequestError(
      'bad-request',
      `${path} must be a ship (with "base") or an obstacle (with "name")${isShip ? ', not both' : ''}`,
    );
  }
  if (!isShip) return { ship: null, solid: obstacleSpec(o, path).solid };
  const ship = shipSpec(o, path);
  // Range and arcs ignore the guides.
  return { ship, solid: shipSolid(ship.base, ship.pose, false) };
}

function range(req: Fields): Answer {
  const from = measured(req.from, 'from');
  const to = measured(req.to, 'to');
  const obstacles = obstaclesField(req, 'obstacles').map((o) => o.solid);
  const m = measureRange(from.solid, to.solid);
  const answer: Answer = {
    distance: m.distance,
    range: m.range,
    arcs: null,
    attackRange: null,
    attackDistance: null,
    obstructed: null,
  };
  if (!from.ship) return answer;
  const owner = { base: from.ship.base, pose: from.ship.pose, turret: from.ship.turret };
  const arcNames: ArcName[] = [...FIXED_ARCS];
  if (owner.turret) arcNames.push('singleTurret', 'doubleTurret');
  const arcs: Record<string, boolean> = {};
  const bands: Record<string, number | null> = {};
  const distances: Record<string, number | null> = {};
  const obstructed: Record<string, boolean | null> = {};
  for (const arc of arcNames) {
    // attackRange is null exactly when no part of the target is in the arc, so it answers both questions.
    const ar = attackRange(owner, from.solid, arc, to.solid);
    arcs[arc] = ar !== null;
    bands[arc] = ar?.range ?? null;
    distances[arc] = ar?.distance ?? null;
    obstructed[arc] = ar ? isObstructed(ar.pairs, obstacles) : null;
  }
  return { ...answer, arcs, attackRange: bands, attackDistance: distances, obstructed };
}

function option(o: RepositionOption): Answer {
  const out: Answer = { direction: o.direction, move: o.move, template: o.template };
  if (o.alignment !== undefined) out.alignment = o.alignment;
  if (o.bank !== undefined) out.bank = o.bank;
  out.final = pose(o.final);
  out.legal = o.legal;
  if (o.reason !== undefined) out.reason = o.reason;
  out.devices = o.devices;
  return out;
}

function reposition(req: Fields): Answer {
  const table = tableFields(req);
  const kind = choiceField(req, 'kind', '', REPOSITION_KINDS);
  const template = templateField(req, 'template', '');
  const options = repositionOptions({ ...table, kind, template });
  return { options: options.map(option) };
}

function placeDeviceOp(req: Fields): Answer {
  const ship = shipSpec(req.ship, 'ship');
  const how = choiceField(req, 'how', '', ['drop', 'launch'] as const);
  const template = templateField(req, 'template', '') ?? '1F';
  const device = choiceField(req, 'device', '', DEVICE_KINDS);
  return { poses: placeDevice(ship.base, ship.pose, how, template, device).map(pose) };
}

function obstacles(): Answer {
  return {
    obstacles: obstacleOutlines().map((o) => ({ id: o.id, name: o.name, kind: o.kind, size: [...o.size] })),
  };
}

export const OPS: Readonly<Record<string, Op>> = {
  move: { fields: ['ship', 'maneuver', 'alignment', 'ships', 'obstacles', 'devices'], answer: move },
  final: { fields: ['ship', 'maneuver', 'alignment'], answer: final },
  range: { fields: ['from', 'to', 'obstacles'], answer: range },
  reposition: { fields: ['ship', 'kind', 'template', 'ships', 'obstacles', 'devices'], answer: reposition },
  'place-device': { fields: ['ship', 'how', 'template', 'device'], answer: placeDeviceOp },
  obstacles: { fields: [], answer: obstacles },
};

export const OP_NAMES = Object.keys(OPS);

/** Answers one decoded request (without its "id"); throws RequestError or GeometryError when it cannot. */
export function answerRequest(req: Fields): Answer {
  const op = req.op;
  if (op === undefined)
    throw new RequestError('bad-request', `op is missing: it must be one of ${OP_NAMES.join(', ')}`);
  if (typeof op !== 'string') {
    throw new RequestError('bad-request', `op must be a string, one of ${OP_NAMES.join(', ')}`);
  }
  const handler = Object.hasOwn(OPS, op) ? OPS[op] : undefined;
  if (!handler) {
    throw new RequestError('unknown-op', `unknown op ${quoted(op)}: expected one of ${OP_NAMES.join(', ')}`);
  }
  onlyFields(req, ['op', 'id', ...handler.fields], '');
  return handler.answer(req);
}

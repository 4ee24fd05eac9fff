/**
 * Devices (000 "Devices", "Bombs", "Mines", "Dropping and Launching Devices"): a ship drops (template at its rear
 * guides) or launches (front guides) an upgrade card's device into the play area; a bomb detonates at the end of the
 * Activation Phase and affects the ships near it, a mine detonates after a ship moves through or overlaps it and
 * affects that ship. What a detonation does to each ship it affects is the card's 'device:<xws>' record
 * (abilities/cards/subsystems/devices.ts); this module places tokens, finds whom a detonation affects, rolls its dice
 * (entered or seeded) and removes the token afterwards.
 *
 * Token outlines and where each piece lands (docs/geometry.md "Devices"): @xwing/geometry's `deviceTokenOutline` and
 * `devicePieces`, measured from the X-Wing Vassal module's pieces (scripts/device-outlines.json); a cluster mine set's
 * side pieces have their own outline (shape 'cluster-mine-side').
 */
import {
  type BaseSize,
  type DeviceKind,
  devicePieces,
  findObstacle,
  placeDevice,
  type Pose,
  rangeBetween,
} from '@xwing/geometry';
import { STRAIGHT_UNIT } from '@xwing/geometry';
import { applyEffect, conditionHolds, markUsed, pay, raise } from './abilities/run.js';
import { abilitiesOf, abilityKeysIn } from './abilities/source-keys.js';
import { askInstead, clearInstead, facesAsked, replaced } from './abilities/replace.js';
import type { DevicePlacement, EquippedDeviceSpec } from './abilities/vocabulary/effects.js';
import { deviceSolid, whollyOutside } from './device-geometry.js';
import { addObstacle, isObstacleEffectKind } from './obstacles.js';
import type { Ability, AttackFace, Effect, Window, WindowSubject } from './abilities/vocabulary/types.js';
import type { AbilityTable, Ctx } from './context.js';
import type { Choice } from './decision.js';
import type { DeviceState, GameState, ShipState } from './state.js';
import { devicePlacementAlternatives, ignoresDevice } from './abilities/static.js';
import { damageRemote, placeRemote, remoteById, remoteName, remoteSolid, remotesOf } from './remotes.js';
import { remoteSetOff } from './remote-activation.js';
import {
  breakLocksOn,
  inPlay,
  OK,
  placedObstacles,
  type Refusal,
  refreshObstacleContact,
  refuse,
  shipById,
} from './util.js';

/** The window a device's effect records are written for (read here, never run as a ship's window). */
const DETONATE: Window = 'device:detonate';

/**
 * The upgrade cards whose devices the engine knows: those with a 'device:<xws>' record
 * (abilities/cards/subsystems/devices.ts).
 */
export function implementedDevices(table: AbilityTable): string[] {
  return table
    .keys()
    .filter((k) => k.startsWith('device:'))
    .map((k) => k.slice('device:'.length));
}

/** Whether the engine knows the device of this upgrade card. */
export function isImplementedDevice(table: AbilityTable, card: string): boolean {
  return table.has(`device:${card}`);
}

/** What the card's device is (the content's device type): a bomb, a mine or a remote (remotes.ts). */
export function deviceType(ctx: Ctx, card: string): 'bomb' | 'mine' | 'remote' {
  const t = ctx.content.upgrade(card)?.sides[0]?.device?.type;
  return t === 'mine' || t === 'remote' ? t : 'bomb';
}

/** Whether the engine can place this card's device: a bomb or mine it knows, or a remote its card's record places. */
function placeable(ctx: Ctx, card: string): boolean {
  return deviceType(ctx, card) === 'remote'
    ? ctx.abilities.has(`upgrade:${card}:0`)
    : isImplementedDevice(ctx.abilities, card);
}

/** The placement effect a card's drop or launch record names (its token shape), if it has one. */
function placementOf(table: AbilityTable, card: string): Extract<Effect, { kind: 'place-device' }> | undefined {
  const find = (e: Effect): Extract<Effect, { kind: 'place-device' }> | undefined =>
    e.kind === 'place-device' && e.card === card
      ? e
      : e.kind === 'sequence'
        ? e.of.map(find).find((x) => x !== undefined)
        : undefined;
  for (const key of table.keys())
    if (key.startsWith(`upgrade:${card}:`))
      for (const a of table.get(key)) {
        const found = find(a.effect);
        if (found) return found;
      }
  return undefined;
}

/** The token shape of a card's device (from its placement record; a bomb's when it has none). */
export function deviceShape(table: AbilityTable, card: string): DeviceKind {
  return placementOf(table, card)?.shape ?? 'bomb';
}

/** A template code as players say it ("1F" → "1-straight"). */
export function templateName(code: string): string {
  const m = /^(\d)([A-Z])$/.exec(code);
  const kinds: Record<string, string> = { F: 'straight', B: 'bank', N: 'bank', T: 'turn', Y: 'turn' };
  return m && kinds[m[2]!] ? `${m[1]}-${kinds[m[2]!]}` : code;
}

/** The card's charges left on the ship (its first copy not discarded). */
function cardCharges(ship: ShipState, card: string): number {
  return ship.upgrades.find((u) => u.xws === card && !u.discarded)?.charges ?? 0;
}

/**
 * Where the card's device(s) would land with this template: one pose per token (a cluster mine set has three). With
 * `side`, the template's middle line is set at the hashmark of the base's left or right side instead of its guides
 * (`device-placement-alternative`'s `to.side`: Modular Bombing Magazine): every base is square, so that is a launch
 * from the ship turned 90° that way (the frame the barrel roll's placements use, @xwing/geometry reposition.ts).
 */
function landing(
  ship: ShipState,
  device: DevicePlacement,
  template: string,
  side?: 'left' | 'right',
  touch?: TouchEdge,
): Pose[] {
  const pose = ship.pose!;
  if (touch) {
    // Touching the base (s30-subsa): the token's guides at the edge's middle, as they would lie at a 1-straight's end
    // — its landing there, moved back by the template's length (docs/geometry.md "Devices").
    const turn = touch === 'left' ? -90 : touch === 'right' ? 90 : 0;
    const heading = pose.heading + turn;
    const back = touch === 'rear' ? STRAIGHT_UNIT : -STRAIGHT_UNIT;
    const dx = back * Math.sin((heading * Math.PI) / 180);
    const dy = back * Math.cos((heading * Math.PI) / 180);
    return placeDevice(
      ship.base as BaseSize,
      { x: pose.x, y: pose.y, heading },
      touch === 'rear' ? 'drop' : 'launch',
      '1F',
      device.shape,
    ).map((q) => ({ x: q.x + dx, y: q.y + dy, heading: q.heading }));
  }
  if (side)
    return placeDevice(
      ship.base as BaseSize,
      { x: pose.x, y: pose.y, heading: pose.heading + (side === 'left' ? -90 : 90) },
      'launch',
      template,
      device.shape,
    );
  return placeDevice(ship.base as BaseSize, pose, device.how, template, device.shape);
}

/** Whether the ship already placed a device this round (a ship places a device once per System Phase). */
function placedThisRound(state: GameState, shipId: string): boolean {
  return state.devices.some((d) => d.owner === shipId && d.round === state.round);
}

/** The base edge a device placed touching the ship lies against (`device-placement-alternative`'s `touching`). */
type TouchEdge = 'rear' | 'front' | 'left' | 'right';
const TOUCH_EDGES: readonly TouchEdge[] = ['rear', 'front', 'left', 'right'];

/** One device's placement in a chosen option: its template, and how it goes when not the card's own way. */
interface Part {
  /** Placed touching the base at this edge instead of with a template (template "touch"). */
  touch?: TouchEdge;
  template: string;
  how: 'drop' | 'launch';
  /** Set at the hashmark of the base's left or right side instead of the guides (still a drop or launch). */
  side?: 'left' | 'right';
  /** subsystems: placed this way for the price of the alternative `<key>#<index>` (paid as it is placed). */
  by?: string;
}

/** An option id part: the template, with "@drop" / "@launch" when placed other than the card's own way. */
function partId(part: Part, own: 'drop' | 'launch'): string {
  if (part.touch) return `touch@${part.touch}`;
  const id = part.how === own ? part.template : `${part.template}@${part.how}`;
  const sided = part.side ? `${id}@${part.side}` : id;
  return part.by ? `${sided}@by=${part.by}` : sided;
}

/** The parts of a chosen option id ("1F", "1F+2F", "5F@launch"). */
function partsOf(choice: readonly string[], own: 'drop' | 'launch'): Part[] {
  return choice.map((c) => {
    const [template, ...marks] = c.split('@');
    const how = marks.find((m) => m === 'drop' || m === 'launch');
    const side = marks.find((m) => m === 'left' || m === 'right');
    const by = marks.find((m) => m.startsWith('by='))?.slice('by='.length);
    const touch = TOUCH_EDGES.find((e) => marks.includes(e));
    if (template === 'touch' && touch) return { template: 'touch', how: own, touch };
    return {
      template: template!,
      how: how === 'drop' || how === 'launch' ? how : own,
      ...(side === 'left' || side === 'right' ? { side } : {}),
      ...(by ? { by } : {}),
    };
  });
}

/** The same bearing one speed faster and slower ("2F" → "1F", "3F"), speeds 1–5. */
function speedSteps(template: string): string[] {
  const m = /^(\d)([A-Z])$/.exec(template);
  if (!m) return [];
  const speed = Number(m[1]);
  // Straight templates go to speed 5, banks and turns to speed 3 (the maneuver templates the game has).
  const max = m[2] === 'F' ? 5 : 3;
  return [speed - 1, speed + 1].filter((v) => v >= 1 && v <= max).map((v) => `${v}${m[2]}`);
}

/** The bank left and bank right templates of the template's speed ("2F" → "2B", "2N"). */
function banksOf(template: string): string[] {
  const m = /^(\d)[A-Z]$/.exec(template);
  return m ? [`${m[1]}B`, `${m[1]}N`] : [];
}

/**
 * The ways one device of the card may be placed instead of `template` the card's way: the card's own, then each
 * standing alternative of the ship that applies (static.ts devicePlacementAlternatives; each applied alone).
 */
function variants(
  ctx: Ctx,
  ship: ShipState,
  device: DevicePlacement,
  kind: 'bomb' | 'mine' | 'remote',
  template: string,
): Part[] {
  const out: Part[] = [{ template, how: device.how }];
  for (const { alt, price } of devicePlacementAlternatives(ctx, ship)) {
    if (alt.deviceKinds && !alt.deviceKinds.includes(kind)) continue;
    // Only a device of a card of these upgrade types (Drop-Seat Bay: a crew card's remote).
    if (alt.cardTypes && !alt.cardTypes.includes(ctx.content.upgrade(device.card)?.sides[0]?.type ?? '')) continue;
    if (alt.from?.how && alt.from.how !== device.how) continue;
    if (alt.from?.templates && !alt.from.templates.includes(template)) continue;
    if (alt.to.touching) {
      for (const touch of TOUCH_EDGES)
        if (!out.some((p) => p.touch === touch)) out.push({ template: 'touch', how: device.how, touch });
      continue;
    }
    const how = alt.to.how ?? device.how;
    const templates =
      alt.to.templates === 'same'
        ? [template]
        : alt.to.templates === 'speed-step'
          ? speedSteps(template)
          : alt.to.templates === 'banks'
            ? banksOf(template)
            : alt.to.templates;
    const sides = alt.to.side ? (['left', 'right'] as const) : [undefined];
    for (const t of templates)
      for (const side of sides)
        if (!out.some((p) => p.template === t && p.how === how && p.side === side))
          out.push({
            template: t,
            how,
            ...(side ? { side } : {}),
            ...(price ? { by: `${price.key}#${price.index}` } : {}),
          });
  }
  return out;
}

/** The priced placement alternative a part names ("<key>#<index>"): its record, key, index and price. */
function pricedBy(ctx: Ctx, by: string | undefined) {
  if (!by) return undefined;
  const at = by.lastIndexOf('#');
  const key = by.slice(0, at);
  const index = Number(by.slice(at + 1));
  const ability = abilitiesOf(ctx, key)[index];
  const e = ability?.effect;
  if (!ability || e?.kind !== 'device-placement-alternative' || !e.price) return undefined;
  return { ability, key, index, price: e.price };
}

/** A priced part's price as its option's label says it: " (1 stress)", " (1 charge)". */
function priceText(ctx: Ctx, by: string | undefined): string {
  const p = pricedBy(ctx, by)?.price;
  if (!p) return '';
  const parts = [
    ...(p.charge ? [`${p.charge} charge${p.charge > 1 ? 's' : ''}`] : []),
    ...(p.stress ? [`${p.stress} stress`] : []),
  ];
  return ` (${parts.join(', ')})`;
}

/**
 * subsystems: a part placed through a priced alternative (Finch Dallow, Gyro-Cockpit) pays its price as it is placed —
 * charges of the alternative's card, stress tokens gained — and its card is logged as used.
 */
function payPlacement(ctx: Ctx, ship: ShipState, by: string | undefined): void {
  const found = pricedBy(ctx, by);
  if (!found) return;
  const { ability, key, index, price } = found;
  pay(ctx, ship, key, [
    ...(price.charge ? [{ kind: 'spend-charge' as const, count: price.charge }] : []),
    ...(price.stress ? [{ kind: 'gain-token' as const, token: 'stress' as const, count: price.stress }] : []),
  ]);
  markUsed(ctx, ability, ship.id, key, index);
}

/** Every combination of one variant per device of a set (distinct templates when the set places several). */
function combinations(per: Part[][]): Part[][] {
  let out: Part[][] = [[]];
  for (const options of per)
    out = out.flatMap((done) =>
      options.filter((p) => !done.some((d) => d.template === p.template)).map((p) => [...done, p]),
    );
  return out;
}

/** Whether every piece landing at these poses (in `devicePieces` order) would lie wholly outside the play area. */
function allOutside(shape: DeviceKind, poses: readonly Pose[]): boolean {
  const pieces = devicePieces(shape);
  return poses.every((q, i) => whollyOutside(pieces[i]?.shape ?? shape, q));
}

/** EffectsApi.deviceOptions: the legal ways to place the card's device now (see vocabulary/effects.ts). */
export function deviceOptions(
  ctx: Ctx,
  shipId: string,
  device: DevicePlacement,
  sets: readonly (readonly string[])[],
): { id: string; label: string }[] {
  const ship = shipById(ctx.state, shipId);
  const { card, shape } = device;
  if (!ship || !inPlay(ship) || !placeable(ctx, card)) return [];
  const type = deviceType(ctx, card);
  // A ship places one bomb or mine per System Phase (000 "Devices"); a remote's card says when it is placed.
  if (type !== 'remote' && placedThisRound(ctx.state, shipId)) return [];
  const name = ctx.content.upgrade(card)?.sides[0]?.device?.name ?? card;
  const kind = type === 'mine' ? 'mine' : type === 'remote' ? 'remote' : 'bomb';
  const out: { id: string; label: string }[] = [];
  for (const set of sets) {
    if (set.length === 0 || cardCharges(ship, card) < set.length) continue;
    for (const parts of combinations(set.map((t) => variants(ctx, ship, device, kind, t)))) {
      // The device must go into the play area: a token that would lie wholly outside it cannot be placed.
      if (parts.some((p) => allOutside(shape, landing(ship, { ...device, how: p.how }, p.template, p.side, p.touch))))
        continue;
      const id = parts.map((p) => partId(p, device.how)).join('+');
      if (out.some((o) => o.id === id)) continue;
      const hows = new Set(parts.map((p) => p.how));
      const verb = hows.size > 1 ? 'Place' : parts[0]!.how === 'drop' ? 'Drop' : 'Launch';
      const touch = parts.length === 1 ? parts[0]!.touch : undefined;
      if (touch) {
        out.push({ id, label: `Place ${name} touching your base's ${touch} edge` });
        continue;
      }
      out.push({
        id,
        label: `${verb} ${parts.length > 1 ? `${parts.length} ${name}s` : name} with the ${parts
          .map(
            (p) =>
              `${templateName(p.template)}${hows.size > 1 ? ` (${p.how})` : ''}${p.side ? ` at the ${p.side} side` : ''}${priceText(ctx, p.by)}`,
          )
          .join(' and the ')} template${parts.length > 1 ? 's' : ''}`,
      });
    }
  }
  return out;
}

/** A device id not used yet: "<card>-r<round>-<n>". */
export function newDeviceId(
  state: GameState,
  card: string,
  round = state.round,
  taken: readonly string[] = [],
): string {
  for (let n = 1; ; n++) {
    const id = `${card}-r${round}-${n}`;
    if (!state.devices.some((d) => d.id === id) && !taken.includes(id)) return id;
  }
}

/** A device given by a position (checked by position-schema.ts), with its kind and shape from the card. */
export function positionDevice(
  state: GameState,
  content: { upgrade(xws: string): { sides: { device?: { type: string } }[] } | undefined },
  table: AbilityTable,
  d: { card: string; owner: string; pose: Pose; id?: string; round?: number; fuses?: number; shape?: string },
  taken: readonly string[],
): DeviceState {
  const round = d.round ?? state.round;
  return {
    id: d.id ?? newDeviceId(state, d.card, round, taken),
    card: d.card,
    kind: content.upgrade(d.card)?.sides[0]?.device?.type === 'mine' ? 'mine' : 'bomb',
    // A piece other than the card's main one (a cluster mine's side piece) says so; position-schema.ts checks it.
    shape: (d.shape as DeviceKind | undefined) ?? deviceShape(table, d.card),
    owner: d.owner,
    pose: { x: d.pose.x, y: d.pose.y, heading: d.pose.heading },
    round,
    ...(d.fuses ? { fuses: d.fuses } : {}),
  };
}

/**
 * Puts `count` fuse markers on a device in play (the `fuse-device` effect; a card placing its device fused). Fuse
 * markers: 2.0 Rules Reference "Fuse Markers" (not in 000/001; the X-Wing 2.0 wiki "Fuse" and the RR FAQ on fused
 * mines): a device is fused while it has one; when a fused device would detonate, it loses one marker instead.
 */
export function addFuses(ctx: Ctx, deviceId: string, count: number): void {
  const d = ctx.state.devices.find((x) => x.id === deviceId);
  if (!d || count <= 0) return;
  d.fuses = (d.fuses ?? 0) + count;
  ctx.emit('device-fused', `${d.id} gets ${count === 1 ? 'a fuse marker' : `${count} fuse markers`} (${d.fuses}).`, {
    data: { device: d.id, fuses: d.fuses },
  });
}

/** EffectsApi.placeDevices: places the card's device(s), one per template (pieces wholly outside are not placed). */
export function placeDevices(ctx: Ctx, shipId: string, device: DevicePlacement, templates: readonly string[]): void {
  const { card, shape, fuses } = device;
  const ship = shipById(ctx.state, shipId);
  const up = ship?.upgrades.find((u) => u.xws === card && !u.discarded);
  if (!ship || !inPlay(ship) || !placeable(ctx, card) || !up) return;
  // The ability's cost paid the first device's charge; each further device spends one more.
  const extra = Math.min(Math.max(templates.length - 1, 0), up.charges ?? 0);
  if (extra > 0) up.charges = (up.charges ?? 0) - extra;
  const type = deviceType(ctx, card);
  const kind = type === 'mine' ? 'mine' : 'bomb';
  // Each piece's own outline (a cluster mine set's side pieces differ from its centre piece).
  const shapes = devicePieces(shape).map((q) => q.shape);
  for (const { template, how, side, touch, by } of partsOf(templates, device.how)) {
    payPlacement(ctx, ship, by);
    for (const [i, pose] of landing(ship, { ...device, how }, template, side, touch).entries()) {
      const pieceShape = shapes[i] ?? shape;
      if (whollyOutside(pieceShape, pose)) continue;
      if (type === 'remote') {
        placeRemote(ctx, ship, card, pieceShape, pose, how, template);
        continue;
      }
      const d: DeviceState = {
        id: newDeviceId(ctx.state, card),
        card,
        kind,
        shape: pieceShape,
        owner: ship.id,
        pose,
        round: ctx.state.round,
      };
      ctx.state.devices.push(d);
      ship.round.placedDevice = true;
      ctx.emit(
        'device-placed',
        `${ship.id} ${how === 'drop' ? 'drops' : 'launches'} ${d.id} (${templateName(template)}).`,
        { ship: ship.id, data: { device: d.id, card, kind, how, template, pose } },
      );
      if (fuses) addFuses(ctx, d.id, fuses);
      // "After you drop, launch or place a device" abilities (the window's subject: the ship, data: the device).
      raise(ctx, 'device:after-place', { ship: ship.id, data: { device: d.id, card, kind, how } });
    }
  }
}

/** The card's own single-device templates: those of its drop's sets that place one device (Thermal Detonators: 1F, 2F). */
function ownTemplates(e: Extract<Effect, { kind: 'place-device' }>): string[] {
  const sets = e.sets ?? (e.templates ? [e.templates] : [['1F']]);
  return [...new Set(sets.filter((x) => x.length === 1).map((x) => x[0]!))];
}

/**
 * EffectsApi.equippedDeviceOptions (`place-equipped-device`): for each device card the ship equips (not discarded)
 * with a charge left, of the device types asked, each placement of one of its devices — with the templates the ability
 * names, or the card's own and the ship's standing alternatives — dropped, launched or either, that would not lie
 * wholly outside the play area. Not limited to one device a round (the ability's own condition says so when it is).
 */
export function equippedDeviceOptions(
  ctx: Ctx,
  shipId: string,
  spec: EquippedDeviceSpec,
): { id: string; label: string }[] {
  const ship = shipById(ctx.state, shipId);
  if (!ship || !inPlay(ship)) return [];
  const out: { id: string; label: string }[] = [];
  for (const u of ship.upgrades) {
    if (u.discarded || (u.charges ?? 0) < 1 || out.some((o) => o.id.startsWith(`${u.xws}|`))) continue;
    const type = deviceType(ctx, u.xws);
    if (type === 'remote' || (spec.types && !spec.types.includes(type))) continue;
    const own = placementOf(ctx.abilities, u.xws);
    if (!own || !isImplementedDevice(ctx.abilities, u.xws)) continue;
    const device: DevicePlacement = { card: u.xws, how: own.how, shape: own.shape };
    const hows: ('drop' | 'launch')[] = spec.how === 'either' ? ['drop', 'launch'] : [spec.how];
    const parts: Part[] = [];
    for (const how of hows) {
      if (spec.templates) for (const t of spec.templates) parts.push({ template: t, how });
      else
        for (const t of ownTemplates(own))
          for (const p of variants(ctx, ship, { ...device, how }, type, t))
            if (
              !parts.some(
                (q) => q.template === p.template && q.how === p.how && q.side === p.side && q.touch === p.touch,
              )
            )
              parts.push(p);
    }
    const name = ctx.content.upgrade(u.xws)?.sides[0]?.device?.name ?? u.xws;
    for (const p of parts) {
      if (allOutside(device.shape, landing(ship, { ...device, how: p.how }, p.template, p.side, p.touch))) continue;
      // A spot touching the base (Finch Dallow's alternative) has no template to name.
      const how = p.touch
        ? `Place ${name} touching your base's ${p.touch} edge`
        : `${p.how === 'drop' ? 'Drop' : 'Launch'} ${name} with the ${templateName(p.template)} template${
            p.side ? ` at the ${p.side} side` : ''
          }`;
      out.push({ id: `${u.xws}|${partId(p, own.how)}`, label: `${how}${priceText(ctx, p.by)}` });
    }
  }
  return out;
}

/** EffectsApi.placeEquippedDevice: the device answered placed, one charge of its card spent (nothing if it has none). */
export function placeEquippedDevice(ctx: Ctx, shipId: string, choice: string): void {
  const [card, part] = choice.split('|');
  const ship = shipById(ctx.state, shipId);
  const up = ship?.upgrades.find((u) => u.xws === card && !u.discarded);
  const own = card ? placementOf(ctx.abilities, card) : undefined;
  if (!ship || !up || !own || !part || (up.charges ?? 0) < 1) return;
  up.charges = (up.charges ?? 0) - 1;
  const fuses = own.fuses ? { fuses: own.fuses } : {};
  placeDevices(ctx, shipId, { card: own.card, how: own.how, shape: own.shape, ...fuses }, [part]);
}

// ---- detonation ----

/** A detonation in progress, kept in the flow's step data so it resumes after a decision (dice, an obstacle). */
export interface Detonation {
  device: string;
  /** A mine: the ship that moved through or overlapped it. */
  by?: string;
  /** The ships still to affect, in order (set once the targets are known). */
  ships?: string[];
  /** Seismic Charges: the obstacle chosen. */
  obstacle?: string;
  /** The detonation was logged (once, before its effects). */
  announced?: boolean;
  /** The ships already asked whether they keep the device from detonating ('instead:detonate'). */
  prevention?: string[];
  /**
   * An effect asked the affected ship's player (an 'unless': expose a card or gain a strain token): the ship being
   * affected, the next of the device's records to apply to it, and its dice not yet read.
   */
  resume?: { ship: string; record: number; faces: string[] };
  /** s37: the remotes still to affect, in order (set once the ships are done; 'device:remotes' records). */
  remotes?: string[];
}

const REMOTES: Window = 'device:remotes';
type RemoteDamage = Extract<Effect, { kind: 'damage-remotes' }>;

/**
 * What the device's card does to remotes ('device:remotes' records, `damage-remotes`): none for most devices, since a
 * device affects remotes only where its card says so (supplement "Remotes", "Using Remotes").
 */
function remoteEffects(ctx: Ctx, card: string): { ability: Ability; index: number; e: RemoteDamage }[] {
  const out: { ability: Ability; index: number; e: RemoteDamage }[] = [];
  ctx.abilities.get(`device:${card}`).forEach((ability, index) => {
    const e = ability.effect;
    if (ability.window === REMOTES && e.kind === 'damage-remotes') out.push({ ability, index, e });
  });
  return out;
}

/** Whether the remote lies in the effect's reach: range 0–`range` of the device, or of the obstacle it chose. */
function remoteInReach(ctx: Ctx, device: DeviceState, det: Detonation, id: string, e: RemoteDamage): boolean {
  const r = remoteById(ctx.state, id);
  if (!r) return false;
  let from = deviceSolid(device).solid;
  if (e.from === 'obstacle') {
    const o = det.obstacle === undefined ? undefined : placedObstacles(ctx.state).find((x) => x.id === det.obstacle);
    if (!o) return false;
    from = o.solid;
  }
  const range = rangeBetween(from, remoteSolid(r).solid);
  return range !== null && range <= e.range;
}

/**
 * s37: the detonation's effect on the remotes in its reach, each in turn (the order they were placed): its dice rolled
 * (by the remote's controller in entered-dice games), then its damage suffered (remotes.ts damageRemote: destroyed at
 * its hull). Supplement "Remotes": remotes are affected only by the devices whose cards name them.
 */
function detonateRemotes(ctx: Ctx, device: DeviceState, det: Detonation, name: string): 'done' | 'asked' {
  if (remotesOf(ctx.state).length === 0 && !det.remotes?.length) return 'done';
  const effects = remoteEffects(ctx, device.card);
  if (effects.length === 0) return 'done';
  det.remotes ??= remotesOf(ctx.state)
    .filter((r) => effects.some((x) => remoteInReach(ctx, device, det, r.id, x.e)))
    .map((r) => r.id);
  while (det.remotes.length > 0) {
    const id = det.remotes[0]!;
    const r = remoteById(ctx.state, id);
    // One effect per remote: the first of the card's whose reach holds it.
    const found = effects.find((x) => remoteInReach(ctx, device, det, id, x.e));
    if (!r || !found) {
      det.remotes.shift();
      continue;
    }
    const e = found.e;
    let hits = e.hits ?? 0;
    let crits = e.crits ?? 0;
    if (e.dice) {
      const faces = ctx.rollOrAsk('attack', e.dice, r.player, `${remoteName(ctx, r)} is hit by ${name} ${device.id}`);
      if (faces === null) return 'asked';
      ctx.emit('remote-rolled', `${remoteName(ctx, r)} rolls ${faces.join(', ')} (${name} ${device.id}).`, {
        data: { remote: r.id, device: device.id, faces },
      });
      const critFaces = faces.filter((f) => f === 'crit').length;
      hits += faces.filter((f) => f === 'hit').length + (e.critsAsHits ? critFaces : 0);
      if (!e.critsAsHits) crits += critFaces;
    }
    det.remotes.shift();
    // Logged as the device's owner's, as the ships' effects are logged as the affected ship's.
    markUsed(ctx, found.ability, device.owner, `device:${device.card}`, found.index);
    if (hits + crits > 0) damageRemote(ctx, r.id, hits, crits, `${name} ${device.id}`);
  }
  return 'done';
}

const LEAVES: Window = 'device:leaves-obstacle';

/**
 * s38: the obstacle the device's card leaves where it lay, once it has detonated and left the play area
 * ('device:leaves-obstacle' records, `leave-obstacle`): the Blazer Bomb's Blaze, placed with its guides aligned to the
 * bomb's tab (supplement "Blazer Bomb"), so in the bomb token's frame at its pose, with its fuse marker. Nothing for
 * a device without such a record. Reading: as a card-placed obstacle (card-obstacles.ts), a ship it lands on has not
 * moved through it; it is at range 0 of it from then on.
 */
function leaveObstacles(ctx: Ctx, device: DeviceState, name: string): void {
  for (const ability of ctx.abilities.get(`device:${device.card}`)) {
    const e = ability.effect;
    if (ability.window !== LEAVES || e.kind !== 'leave-obstacle') continue;
    const outline = findObstacle(e.obstacle);
    if (!outline) throw new Error(`${name}: its card leaves an unknown obstacle outline "${e.obstacle}"`);
    const o = addObstacle(
      ctx.state,
      outline.id,
      device.pose,
      isObstacleEffectKind(outline.kind) ? outline.kind : undefined,
    );
    if (e.fuses) o.fuses = e.fuses;
    for (const s of ctx.state.ships) if (inPlay(s)) refreshObstacleContact(ctx.state, s);
    // Read as a standing rule of the device (no 'ability-used' event, as for its placement): its own event tells.
    ctx.emit(
      'obstacle-placed',
      `${name} ${device.id} leaves ${outline.name} ${o.id} where it lay` +
        (e.fuses ? `, with ${e.fuses} fuse marker${e.fuses > 1 ? 's' : ''}.` : '.'),
      { data: { obstacle: o.id, name: outline.id, device: device.id, pose: { ...device.pose }, fuses: e.fuses } },
    );
  }
}

function effectRecords(ctx: Ctx, card: string): { ability: Ability; index: number }[] {
  return ctx.abilities
    .get(`device:${card}`)
    .map((ability, index) => ({ ability, index }))
    .filter(({ ability }) => ability.window === DETONATE);
}

/** How many attack dice a ship rolls for an effect (its `roll-attack-dice`, however nested). */
function diceOf(e: Effect): number {
  if (e.kind === 'roll-attack-dice') return e.count;
  if (e.kind === 'sequence') return e.of.reduce((n, x) => n + diceOf(x), 0);
  return 0;
}

/** Whether an effect may deal damage with these dice: a fixed amount, or a face it counts among them. */
function dealsDamage(e: Effect, faces: readonly string[]): boolean {
  if (e.kind === 'sequence') return e.of.some((x) => dealsDamage(x, faces));
  if (e.kind === 'roll-attack-dice') return dealsDamage(e.then, faces);
  if (e.kind === 'for-each-face') return faces.includes(e.face) && dealsDamage(e.effect, faces);
  if (e.kind !== 'suffer-damage') return false;
  if (e.hits + e.crits > 0) return true;
  return faces.some((f) => e.perFace?.[f as AttackFace] === 'hit' || e.perFace?.[f as AttackFace] === 'crit');
}

/** The range within which a device's records choose an obstacle (a top-level 'near-device' from an obstacle). */
function obstacleReach(records: { ability: Ability }[]): number | undefined {
  for (const { ability } of records)
    if (ability.when.kind === 'near-device' && ability.when.from === 'obstacle') return ability.when.max;
  return undefined;
}

/** The obstacles within range 0–`max` of the device (a Seismic Charge's owner chooses one). */
function obstaclesNear(ctx: Ctx, device: DeviceState, max: number): string[] {
  const solid = deviceSolid(device).solid;
  return placedObstacles(ctx.state)
    .filter((o) => {
      const r = rangeBetween(o.solid, solid);
      return r !== null && r <= max;
    })
    .map((o) => o.id);
}

/** The device's owner's player (the ship may be gone; its player still decides for the device). */
function ownerPlayer(ctx: Ctx, device: DeviceState): 0 | 1 {
  return ctx.state.ships.find((s) => s.id === device.owner)?.player ?? ctx.state.firstPlayer;
}

/** What a detonation's records see: the ship that set off a mine as the subject, the device and its obstacle. */
function subjectOf(device: DeviceState, det: Detonation): WindowSubject {
  return {
    ...(det.by !== undefined ? { ship: det.by } : {}),
    data: { device: device.id, card: device.card, ...(det.obstacle !== undefined ? { obstacle: det.obstacle } : {}) },
  };
}

function deviceName(ctx: Ctx, device: DeviceState): string {
  return ctx.content.upgrade(device.card)?.sides[0]?.device?.name ?? device.card;
}

/**
 * Runs the detonation in `holder` to its end: finds whom it affects, resolves the card's effect on each (rolling their
 * dice first, so an entered-dice game asks before anything changes), then removes the device (and a Seismic Charge's
 * obstacle). 'asked' while a decision is pending; called again after it, it goes on where it was.
 */
export function detonate(ctx: Ctx, holder: { detonation?: Detonation }): 'done' | 'asked' {
  const det = holder.detonation;
  if (!det) return 'done';
  const device = ctx.state.devices.find((d) => d.id === det.device);
  if (!device) {
    delete holder.detonation;
    return 'done';
  }
  const name = deviceName(ctx, device);
  // A fused device loses a fuse marker instead of detonating (2.0 RR "Fuse Markers", see addFuses): a bomb stays for
  // another round, a mine stays though the ship may still lie on it (the RR FAQ: only a later move sets it off).
  if (!det.announced && (device.fuses ?? 0) > 0) {
    device.fuses = device.fuses! - 1;
    if (device.fuses === 0) delete device.fuses;
    ctx.emit('device-fuse-removed', `${name} ${device.id} is fused: it loses a fuse marker instead of detonating.`, {
      data: { device: device.id, fuses: device.fuses ?? 0 },
    });
    delete holder.detonation;
    return 'done';
  }
  // A ship may keep the device from detonating ('instead:detonate', an optional replacement asked of each ship in
  // player order, abilities/replace.ts): the device then stays in play, to detonate when it next would.
  if (!det.announced) {
    const kind = ctx.content.upgrade(device.card)?.sides[0]?.device?.type === 'mine' ? 'mine' : 'bomb';
    const first = ctx.state.firstPlayer;
    for (const p of [first, ctx.opponent(first)])
      for (const s of ctx.state.ships.filter((x) => x.player === p && inPlay(x))) {
        if (det.prevention?.includes(s.id)) continue;
        const data = {
          device: device.id,
          card: device.card,
          cause: `${ownerPlayer(ctx, device) === s.player ? 'friendly' : 'enemy'}-${kind}`,
        };
        if (askInstead(ctx, s.id, 'instead:detonate', data) === 'asked') return 'asked';
        (det.prevention ??= []).push(s.id);
        if (replaced(ctx, s.id, 'instead:detonate', data)) {
          ctx.emit('device-kept', `${name} ${device.id} does not detonate (${s.id}).`, {
            ship: s.id,
            data: { device: device.id },
          });
          delete holder.detonation;
          return 'done';
        }
      }
  }
  const records = effectRecords(ctx, device.card);
  if (records.length === 0) {
    ctx.emit('not-implemented', `not implemented yet: the effect of ${name} (${device.card}); it is removed.`, {
      data: { device: device.id, card: device.card },
    });
    ctx.state.devices = ctx.state.devices.filter((d) => d !== device);
    delete holder.detonation;
    return 'done';
  }
  const reach = obstacleReach(records);
  if (det.ships === undefined) {
    if (reach !== undefined && det.obstacle === undefined) {
      const near = obstaclesNear(ctx, device, reach);
      if (near.length > 1) {
        ctx.ask({
          player: ownerPlayer(ctx, device),
          kind: 'choose-obstacle',
          prompt: `${name} ${device.id} detonates: choose the obstacle at range 0–${reach} of it that it affects`,
          options: near.map((id) => ({ id, label: ctx.state.obstacles.find((o) => o.id === id)?.name ?? id })),
        });
        return 'asked';
      }
      if (near[0] !== undefined) det.obstacle = near[0];
    }
    // The ships it affects: those for which one of its records holds (a mine's: the ship that set it off), the
    // first player's first; all are found before any effect resolves.
    const subject = subjectOf(device, det);
    const first = ctx.state.firstPlayer;
    det.ships = [first, ctx.opponent(first)].flatMap((p) =>
      ctx.state.ships
        .filter((s) => s.player === p && inPlay(s))
        .filter((s) =>
          records.some(({ ability }) => conditionHolds(ctx, ability.when, s.id, subject, `device:${device.card}`)),
        )
        // A ship whose standing records ignore this device's effects (static.ts ignoresDevice: Top Cover).
        .filter((s) => !ignoresDevice(ctx, s, device))
        .map((s) => s.id),
    );
  }
  if (!det.announced) {
    det.announced = true;
    ctx.emit(
      'device-detonated',
      `${name} ${device.id} detonates${det.obstacle ? ` at ${det.obstacle}` : ''}: ${det.ships.length ? det.ships.join(', ') : 'no ship'} affected.`,
      {
        data: {
          device: device.id,
          card: device.card,
          ships: [...det.ships],
          ...(det.obstacle ? { obstacle: det.obstacle } : {}),
        },
      },
    );
  }
  while (det.ships.length || det.resume) {
    // Back from a decision an effect asked: the same ship, from its next record.
    const back = det.resume;
    delete det.resume;
    const ship = shipById(ctx.state, back ? back.ship : det.ships[0]!);
    if (!ship || (!back && !inPlay(ship))) {
      if (!back) det.ships.shift();
      continue;
    }
    const count = back ? 0 : records.reduce((n, r) => n + diceOf(r.ability.effect), 0);
    let faces: string[] = back ? [...back.faces] : [];
    if (count > 0) {
      // The dice kept while a reroll was asked ('device:reroll') are the ones the step goes on with.
      const kept = ctx.state.deviceReroll?.ship === ship.id ? ctx.state.deviceReroll.faces : undefined;
      const rolled =
        facesAsked(ctx, ship.id) ??
        kept ??
        ctx.rollOrAsk('attack', count, ship.player, `${ship.id} is hit by ${name} ${device.id}`, ship.id);
      if (rolled === null) return 'asked';
      faces = rolled;
      // subsystems (s35-subsys): ships that may reroll some of these dice are asked, one after the other.
      if (!back && ctx.abilities.keysIn('device:reroll').size > 0) {
        const after = rerollDetonationDice(ctx, device, ship, faces);
        if (after === 'asked') return 'asked';
        faces = after;
      }
    }
    // An optional "instead" of the damage the detonation is about to deal is asked first, the dice kept
    // (abilities/replace.ts): the cause says whose device it is and of which kind.
    if (!back && records.some((r) => dealsDamage(r.ability.effect, faces))) {
      const kind = ctx.content.upgrade(device.card)?.sides[0]?.device?.type === 'mine' ? 'mine' : 'bomb';
      const cause =
        kind === 'mine' ? 'mine' : ownerPlayer(ctx, device) === ship.player ? 'friendly-bomb' : 'enemy-bomb';
      if (askInstead(ctx, ship.id, 'instead:suffer-damage', { cause }, faces) === 'asked') return 'asked';
    }
    if (!back) det.ships.shift();
    // Whether the device's effect reached the ship (a record applied): 'device:after-affect' then (s30-subsa).
    let affected = back !== undefined;
    for (let r = back ? back.record : 0; r < records.length; r++) {
      const { ability, index } = records[r]!;
      const mine = faces.splice(0, diceOf(ability.effect)) as AttackFace[];
      const subject = subjectOf(device, det);
      if (!inPlay(ship) || !conditionHolds(ctx, ability.when, ship.id, subject, `device:${device.card}`)) continue;
      markUsed(ctx, ability, ship.id, `device:${device.card}`, index);
      affected = true;
      applyEffect(ctx, ability.effect, ship.id, { ...subject, data: { ...subject.data, faces: mine } });
      // The effect asked the ship's player (an 'unless'): the detonation goes on from here once it is answered.
      if (ctx.state.pending) {
        det.resume = { ship: ship.id, record: r + 1, faces: [...faces] };
        return 'asked';
      }
    }
    clearInstead(ctx, ship.id);
    if (ctx.state.deviceReroll?.ship === ship.id) delete ctx.state.deviceReroll;
    if (affected)
      raise(ctx, 'device:after-affect', {
        ship: ship.id,
        other: ship.id,
        data: { device: device.id, card: device.card, kind: deviceType(ctx, device.card), owner: device.owner },
      });
  }
  // s37: then the remotes in its reach, where its card says it affects them.
  if (detonateRemotes(ctx, device, det, name) === 'asked') return 'asked';
  // subsystems (s32-subsb): the device has detonated ('device:after-detonate'): its token, the ships that had it
  // locked and its owner are named in the window, since it leaves the play area before the window resolves; the
  // locks on it go with it (000 "Objects": a lock is on an object in the play area).
  const lockedBy = ctx.state.ships.filter((s) => s.locks.some((l) => l.target === device.id)).map((s) => s.id);
  raise(ctx, 'device:after-detonate', {
    data: {
      device: device.id,
      card: device.card,
      kind: device.kind,
      owner: device.owner,
      shape: device.shape,
      pose: { ...device.pose },
      lockedBy,
    },
  });
  if (lockedBy.length) breakLocksOn(ctx.state, device.id);
  ctx.state.devices = ctx.state.devices.filter((d) => d.id !== device.id);
  // Its owner named (the ship that placed it); `ship` stays for a ship whose ability removed one (`removeDevice`).
  ctx.emit('device-removed', `${device.id} (${device.owner}'s) is removed from the play area.`, {
    data: { device: device.id, owner: device.owner },
  });
  if (det.obstacle !== undefined) {
    ctx.state.obstacles = ctx.state.obstacles.filter((o) => o.id !== det.obstacle);
    for (const s of ctx.state.ships) refreshObstacleContact(ctx.state, s);
    ctx.emit('obstacle-removed', `${det.obstacle} is removed from the play area (${name}).`, {
      data: { obstacle: det.obstacle },
    });
  }
  leaveObstacles(ctx, device, name);
  delete holder.detonation;
  return 'done';
}

/**
 * subsystems (s35-subsys): the attack dice just rolled to resolve a detonation on `target`, as the ships in play whose
 * 'device:reroll' records hold leave them (the first player's ships first): each is asked once which die to reroll
 * ('reroll-device-die', "pass" included); a die chosen is rolled again, seeded or entered, and the record logged as
 * used. 'asked' while a question (or an entered die) is pending: the detonation runs again once it is answered, with
 * the dice kept in `state.deviceReroll` (the flow answers the decision: `chooseDeviceReroll`). 000 "Devices",
 * "Modifying Dice"; "Grudge".
 */
function rerollDetonationDice(
  ctx: Ctx,
  device: DeviceState,
  target: ShipState,
  faces: readonly string[],
): string[] | 'asked' {
  let st = ctx.state.deviceReroll;
  if (st === undefined || st.ship !== target.id)
    st = ctx.state.deviceReroll = { ship: target.id, faces: [...faces], asked: [] };
  if (st.answer !== undefined && st.by !== undefined) {
    const by = st.by;
    if (st.answer !== 'pass') {
      const die = Number(st.answer.slice('die:'.length));
      const roller = shipById(ctx.state, by.ship);
      const again = ctx.rollOrAsk(
        'attack',
        1,
        roller?.player ?? target.player,
        `${by.ship} rerolls die ${die + 1} of the dice rolled for ${target.id}`,
        by.ship,
      );
      if (again === null) return 'asked';
      const ability = abilitiesOf(ctx, by.key)[by.index]!;
      markUsed(ctx, ability, by.ship, by.key, by.index);
      ctx.emit('device-die-rerolled', `${by.ship} rerolls a ${st.faces[die]} of ${target.id}: ${again[0]}.`, {
        ship: by.ship,
        data: { device: device.id, target: target.id, die, from: st.faces[die], to: again[0] },
      });
      st.faces[die] = again[0]!;
    }
    delete st.answer;
    delete st.by;
  }
  const keys = ctx.abilities.keysIn('device:reroll');
  const subject: WindowSubject = {
    data: { device: device.id, card: device.card, kind: device.kind, owner: device.owner },
  };
  const first = ctx.state.firstPlayer;
  for (const p of [first, ctx.opponent(first)])
    for (const s of ctx.state.ships) {
      if (s.player !== p || !inPlay(s) || st.asked.includes(s.id)) continue;
      for (const { key } of abilityKeysIn(ctx, s, keys)) {
        const index = abilitiesOf(ctx, key).findIndex(
          (a) =>
            a.window === 'device:reroll' &&
            a.effect.kind === 'reroll-device-dice' &&
            conditionHolds(ctx, a.when, s.id, { ...subject, ship: s.id }, key),
        );
        if (index < 0) continue;
        st.asked.push(s.id);
        st.by = { ship: s.id, key, index };
        ctx.ask({
          player: s.player,
          kind: 'reroll-device-die',
          ship: s.id,
          prompt: `${s.id}: ${abilitiesOf(ctx, key)[index]!.summary} Reroll one of the dice rolled for ${target.id}?`,
          options: [
            ...st.faces.map((f, i) => ({ id: `die:${i}`, label: `Reroll die ${i + 1} (${f})` })),
            { id: 'pass', label: 'Do not reroll' },
          ],
        });
        return 'asked';
      }
      st.asked.push(s.id);
    }
  return [...st.faces];
}

/** Answers a 'reroll-device-die' decision: the flow then runs the detonation again, which rerolls the die chosen. */
export function chooseDeviceReroll(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const st = ctx.state.deviceReroll;
  const pending = ctx.state.pending;
  if (!st || st.by === undefined || pending?.kind !== 'reroll-device-die')
    return refuse('unexpected-choice', 'no detonation is waiting for a reroll');
  if (!pending.options.some((o) => o.id === choice.option))
    return refuse('illegal-option', `choose one of: ${pending.options.map((o) => o.id).join(', ')}`);
  st.answer = choice.option;
  ctx.state.pending = null;
  return OK;
}

/** Answers the 'choose-obstacle' decision a Seismic Charge asked; the detonation goes on at the next advance. */
export function chooseDetonationObstacle(
  ctx: Ctx,
  holder: { detonation?: Detonation },
  choice: Choice,
): typeof OK | Refusal {
  const det = holder.detonation;
  const pending = ctx.state.pending;
  if (!det || pending?.kind !== 'choose-obstacle')
    return refuse('unexpected-choice', 'no device is waiting for an obstacle');
  if (!pending.options.some((o) => o.id === choice.option))
    return refuse(
      'illegal-obstacle',
      `choose one of the obstacles at range 0–1 of the device: ${pending.options.map((o) => o.id).join(', ')}`,
    );
  det.obstacle = choice.option;
  return OK;
}

/** The bombs on the table in detonation order: the first player's first, then in the order they were placed. */
export function bombsToDetonate(ctx: Ctx): string[] {
  const first = ctx.state.firstPlayer;
  const bombs = ctx.state.devices.filter((d) => d.kind === 'bomb');
  return [first, ctx.opponent(first)].flatMap((p) => bombs.filter((d) => ownerPlayer(ctx, d) === p).map((d) => d.id));
}

/** Detonates, one by one, the mines `holder.mines` that the ship moved through or overlapped (each affects that ship). */
export function setOffMines(
  ctx: Ctx,
  holder: { mines?: string[]; detonation?: Detonation },
  shipId: string,
): 'done' | 'asked' {
  while (holder.mines?.length) {
    // remotes (s37): a remote the ship moved through or overlapped sets off its own records (remote-activation.ts).
    if (ctx.state.remotes?.length && remoteById(ctx.state, holder.mines[0]!)) {
      if (remoteSetOff(ctx, holder.mines[0]!, shipId) === 'asked') return 'asked';
      holder.mines.shift();
      continue;
    }
    holder.detonation ??= { device: holder.mines[0]!, by: shipId };
    if (detonate(ctx, holder) === 'asked') return 'asked';
    holder.mines.shift();
  }
  delete holder.mines;
  return 'done';
}

/**
 * An ability removes device `id` from the play area (`remove-device`, subsystems s30-subsa): gone without detonating,
 * logged 'device-removed' with the ship whose ability removed it. False when no such device is in play.
 */
export function removeDevice(ctx: Ctx, shipId: string, id: string): boolean {
  const device = ctx.state.devices.find((d) => d.id === id);
  if (!device) return false;
  ctx.state.devices = ctx.state.devices.filter((d) => d !== device);
  ctx.emit('device-removed', `${shipId} removes ${device.id} from the play area.`, {
    ship: shipId,
    data: { device: device.id, by: shipId, owner: device.owner },
  });
  return true;
}

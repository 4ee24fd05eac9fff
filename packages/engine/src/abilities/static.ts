/**
 * Static rules as queries: standing abilities the rules read instead of running them in a window. Each is an ability
 * of a read-only window ('action:while-stressed', 'action:allowed', 'maneuver:difficulty', 'attack:weapon-requirement',
 * 'attack:modify-restriction', 'damage:before-suffer', 'ship:stat', …) whose
 * condition is checked against the ship itself; the rule code asks these functions and never names a card.
 */
import type { ActionDef, Difficulty } from '@xwing/content';
import { parseManeuver } from '@xwing/geometry';
import type { Ctx } from '../context.js';
import { rangeBetween } from '@xwing/geometry';
import type { LastingEntry, ShipState } from '../state.js';
import { inPlay, solidOf } from '../combat/util.js';
import { isIonized } from '../util.js';
import { lastingOn } from './lasting.js';
import { initialStats } from '../stats.js';
import { ruleSetOf } from '../rule-sets/index.js';
import { abilitiesOf, abilityKeysIn, abilityKeysOf, anyShipCarries, carriesAnyKey } from './source-keys.js';
import { canPay, chargeHolder, limitReached, sourceName } from './costs.js';
import { conditionHolds } from './conditions.js';
import { friendlyTo } from './relation.js';
import type { Ability, ObstaclePurpose, QueryWindow, Reach, Window, WindowSubject } from './vocabulary/types.js';

/** Whether an ability of the ship (or a lasting effect on it) lets it perform its white actions while stressed (e.g. Magna Tolvan). */
export function whiteActionsWhileStressed(ctx: Ctx, ship: ShipState): boolean {
  return stressedActionColours(ctx, ship).size > 0;
}

/**
 * An ability of the ship that lets it use a weapon whose requirement (`requires`, any one of those tokens) it does not
 * meet, and can pay for now: its source key and index, or null (e.g. Instinctive Aim, paid with Force on declaring).
 */
export function weaponRequirementWaiver(
  ctx: Ctx,
  ship: ShipState,
  weapon: { weapon: string; requires?: readonly string[] },
  /** support: the defender the weapon would attack, the records' other party ("a lock on the defender"). */
  defender?: string,
): { key: string; index: number } | null {
  const inWindow = ctx.abilities.keysIn('attack:weapon-requirement');
  if (inWindow.size === 0 || !weapon.requires) return null;
  const own = carriesAnyKey(ctx, ship, inWindow);
  // support (s32): an aura of another friendly ship may waive it (Targeting Synchronizer), asked only when one stands.
  const auras = auraKeys(ctx, 'attack:weapon-requirement', inWindow);
  const aura = auras.size > 0 && inPlay(ship) && anyShipCarries(ctx, auras);
  if (!own && !aura) return null;
  const requires = weapon.requires;
  const subject = defender === undefined ? { ship: ship.id } : { ship: ship.id, other: defender };
  const waives = (a: Ability): boolean => {
    const e = a.effect;
    if (a.window !== 'attack:weapon-requirement' || e.kind !== 'waive-weapon-requirement') return false;
    if (e.specialOnly && weapon.weapon === 'primary') return false;
    return requires.some((r) => (e.requirements as readonly string[]).includes(r));
  };
  if (own)
    for (const { key } of abilityKeysOf(ctx, ship)) {
      if (!inWindow.has(key)) continue;
      const list = abilitiesOf(ctx, key);
      for (let index = 0; index < list.length; index++) {
        const a = list[index]!;
        if (!waives(a) || (a.reach !== undefined && a.reach.includeSelf !== true)) continue;
        if (!canPay(ship, key, a.cost, ctx) || limitReached(ctx, a, ship.id, key, index)) continue;
        if (conditionHolds(ctx, a.when, ship.id, subject, key)) return { key, index };
      }
    }
  // An aura's condition is seen from its own ship (the attacker `subject.ship`, the defender `subject.other`); it has
  // no price the attacker could pay, so only a free one is read.
  if (aura)
    for (const other of ctx.state.ships) {
      if (other.id === ship.id || !inPlay(other)) continue;
      for (const { key } of abilityKeysIn(ctx, other, auras)) {
        const list = abilitiesOf(ctx, key);
        for (let index = 0; index < list.length; index++) {
          const a = list[index]!;
          if (!waives(a) || a.reach === undefined || (a.cost?.length ?? 0) > 0) continue;
          if (!reaches(ctx, other, ship, a.reach) || limitReached(ctx, a, other.id, key, index)) continue;
          if (conditionHolds(ctx, a.when, other.id, subject, key)) return { key, index };
        }
      }
    }
  return null;
}

/**
 * Whether the aura reach `r` of ship `owner` reaches ship `target` (issue 21): friendly / enemy to the owner, at range
 * `min`–`max` of it; the owner itself only with `includeSelf`.
 */
export function reaches(ctx: Ctx, owner: ShipState, target: ShipState, r: Reach): boolean {
  if (owner.id === target.id) return r.includeSelf === true;
  if (!inPlay(owner) || !inPlay(target)) return false;
  if (r.side === 'enemy' && owner.player === target.player) return false;
  // Friendly as the relation gives it (relation.ts: an allied ship is reached by neither a friendly nor an enemy aura).
  if (r.side === 'friendly' && !friendlyTo(ctx, owner, target)) return false;
  const range = rangeBetween(solidOf(owner), solidOf(target));
  return range !== null && range >= r.min && range <= r.max;
}

/** A lasting entry read as a record of its window (lasting.ts): its `while` is its condition. */
function lastingAsAbility(x: LastingEntry): Ability {
  const key = x.source.slice(0, Math.max(0, x.source.lastIndexOf('#'))) || x.source;
  return {
    source: { kind: 'pilot', xws: key },
    window: x.window,
    when: x.while ?? { kind: 'always' },
    optional: false,
    effect: x.effect,
    summary: x.source,
  };
}

/** The index of the record that started a lasting entry ("<key>#<index>" → index; 0 when none is named). */
function lastingIndex(x: LastingEntry): number {
  const i = x.source.lastIndexOf('#');
  return i < 0 ? 0 : Number(x.source.slice(i + 1)) || 0;
}

/** The source key of a lasting entry ("<key>#<index>" → key). */
function lastingKey(x: LastingEntry): string {
  const i = x.source.lastIndexOf('#');
  return i < 0 ? x.source : x.source.slice(0, i);
}

const NO_AURAS: ReadonlySet<string> = new Set();
/**
 * For each window's key set (keysIn's sets are immutable, one per table and window): its keys with an aura record,
 * kept on the set under a symbol (not enumerable; a property read is cheaper than a WeakMap lookup, and this is read
 * by every standing question), or in a WeakMap for a set that cannot take one.
 */
const AURAS: unique symbol = Symbol('aura keys');
const frozenAuras = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/** The source keys of `window` with a record that reaches other ships (`reach`), derived once per key set. */
function auraKeys(ctx: Ctx, window: QueryWindow, inWindow: ReadonlySet<string>): ReadonlySet<string> {
  let auras = (inWindow as { [AURAS]?: ReadonlySet<string> })[AURAS] ?? frozenAuras.get(inWindow);
  if (auras === undefined) {
    const found = new Set<string>();
    for (const key of inWindow)
      if (abilitiesOf(ctx, key).some((a) => a.window === window && a.reach !== undefined)) found.add(key);
    auras = found.size > 0 ? found : NO_AURAS;
    if (Object.isExtensible(inWindow)) Object.defineProperty(inWindow, AURAS, { value: auras });
    else frozenAuras.set(inWindow, auras);
  }
  return auras;
}

const NO_STANDING: readonly { ability: Ability; key: string }[] = [];

/**
 * Whether anything may stand for the ship in `window`, before any condition is asked: a key of the window it carries,
 * an aura of the window some ship carries, or a lasting effect of the window on it. Nothing is built (issue 28: most
 * standing questions, asked for every option of a menu and every maneuver of a dial, find nothing).
 */
function mayStand(ctx: Ctx, ship: ShipState, window: QueryWindow): boolean {
  if (ship.gone !== null) return false;
  const inWindow = ctx.abilities.keysIn(window);
  if (inWindow.size > 0) {
    if (carriesAnyKey(ctx, ship, inWindow)) return true;
    const auras = auraKeys(ctx, window, inWindow);
    if (auras.size > 0 && inPlay(ship) && anyShipCarries(ctx, auras)) return true;
  }
  const lasting = ctx.state.lasting;
  if (lasting !== undefined) for (const x of lasting) if (x.ship === ship.id && x.window === window) return true;
  return false;
}
/** No facts asked (shared: only ever copied, never written). */
const NO_FACTS: Record<string, unknown> = Object.freeze({});

/**
 * A record that may stand for a ship in a window, before its condition is asked: one of the ship's own, an aura of
 * another ship (`from`) that reaches it, or a lasting effect on it (`lasting`). Its condition is asked from `from`.
 */
interface Candidate {
  ability: Ability;
  key: string;
  from: string;
  card: number | undefined;
  lasting: LastingEntry | undefined;
}

/**
 * The records that may stand for the ship in `window` (their conditions not asked yet), for a ship mayStand found
 * something for. Split from the conditions so a question asked for many facts (every maneuver of a dial) looks the
 * ship's and the auras' keys up once.
 */
function candidates(ctx: Ctx, ship: ShipState, window: QueryWindow): Candidate[] {
  const out: Candidate[] = [];
  const inWindow = ctx.abilities.keysIn(window);
  if (inWindow.size > 0)
    for (const { key, card } of abilityKeysIn(ctx, ship, inWindow)) {
      // An obstacle's range-0 rules do not reach a ship that ignores it there ('ship:ignore-obstacles'); its rule barring
      // attacks does not reach a ship that ignores that one only (movement's 'range-0-attacks').
      if (
        key.startsWith('obstacle:') &&
        (ignoresObstacles(ctx, ship, key.slice(9), 'range-0') ||
          (window === 'attack:allowed' && ignoresObstacles(ctx, ship, key.slice(9), 'range-0-attacks')))
      )
        continue;
      for (const a of abilitiesOf(ctx, key))
        if (a.window === window && (a.reach === undefined || a.reach.includeSelf === true))
          out.push({ ability: a, key, from: ship.id, card, lasting: undefined });
    }
  // Only the keys with an aura of this window can reach another ship: most windows have none, and then no other ship
  // is looked at (issue 28: this loop over every ship was asked for each maneuver of each dial).
  const auras = inWindow.size > 0 ? auraKeys(ctx, window, inWindow) : NO_AURAS;
  if (auras.size > 0 && inPlay(ship) && anyShipCarries(ctx, auras))
    for (const other of ctx.state.ships) {
      if (other.id === ship.id || !inPlay(other)) continue;
      for (const { key, card } of abilityKeysIn(ctx, other, auras))
        for (const a of abilitiesOf(ctx, key))
          if (a.window === window && a.reach !== undefined && reaches(ctx, other, ship, a.reach))
            out.push({ ability: a, key, from: other.id, card, lasting: undefined });
    }
  for (const x of lastingOn(ctx, ship.id, window))
    out.push({ ability: lastingAsAbility(x), key: lastingKey(x), from: ship.id, card: undefined, lasting: x });
  return out;
}

/**
 * The candidates whose condition holds now: an own record's or an aura's `when` seen from its ship (`subject.ship`
 * the ship asked about), a lasting effect's `while` (none: it stands).
 */
function holding(
  ctx: Ctx,
  ship: ShipState,
  found: readonly Candidate[],
  facts: Record<string, unknown>,
  other: string | undefined,
): readonly { ability: Ability; key: string }[] {
  let out: { ability: Ability; key: string }[] | null = null;
  const who = other === undefined ? { ship: ship.id } : { ship: ship.id, other };
  for (const c of found) {
    const extra = c.lasting !== undefined ? c.lasting.data : c.card === undefined ? undefined : { cardIndex: c.card };
    // No facts and nothing of the record's own: the shared subject (most questions), else one with its data.
    const data = extra === undefined ? facts : facts === NO_FACTS ? extra : { ...facts, ...extra };
    const subject =
      data === NO_FACTS ? who : other === undefined ? { ship: ship.id, data } : { ship: ship.id, other, data };
    const when = c.lasting !== undefined ? c.lasting.while : c.ability.when;
    if (when === undefined || conditionHolds(ctx, when, c.from, subject, c.key)) (out ??= []).push(c);
  }
  return out ?? NO_STANDING;
}

/**
 * The standing abilities of `window` that apply to the ship now, with their source keys: its own records whose
 * condition holds (an aura's only with `includeSelf`), the auras of other ships that reach it (their condition seen
 * from their own ship, `subject.ship` the ship reached), and the lasting effects on it whose `while` holds.
 */
function standing(
  ctx: Ctx,
  ship: ShipState,
  window: QueryWindow,
  /** Facts of the question asked (the maneuver whose difficulty is asked), given to the conditions as subject.data. */
  facts: Record<string, unknown> = NO_FACTS,
  /** The other party of the question, when it has one (the defender an attack would be declared against). */
  other?: string,
): readonly { ability: Ability; key: string }[] {
  // Most questions find nothing: nothing is built for them.
  if (!mayStand(ctx, ship, window)) return NO_STANDING;
  return holding(ctx, ship, candidates(ctx, ship, window), facts, other);
}

/**
 * The lasting effects of a dice-count window on the ships of the attack in progress (combat/attack.ts adds them to
 * its count): each entry's `while` seen from its ship, with the attack's subject.
 */
export function lastingDiceDeltas(
  ctx: Ctx,
  window: Window,
  subject: WindowSubject,
): { ship: ShipState; key: string; index: number; delta: number; max?: number }[] {
  const out: { ship: ShipState; key: string; index: number; delta: number; max?: number }[] = [];
  for (const x of ctx.state.lasting ?? []) {
    if (x.window !== window || x.effect.kind !== 'dice' || x.effect.modification.effect.kind !== 'dice') continue;
    const ship = ctx.state.ships.find((s) => s.id === x.ship);
    if (!ship || !inPlay(ship)) continue;
    const sub = x.data === undefined ? subject : { ...subject, data: { ...subject.data, ...x.data } };
    if (x.while !== undefined && !conditionHolds(ctx, x.while, ship.id, sub, lastingKey(x))) continue;
    const index = Number(x.source.slice(x.source.lastIndexOf('#') + 1));
    out.push({
      ship,
      key: lastingKey(x),
      index: Number.isFinite(index) ? index : 0,
      delta: x.effect.modification.effect.delta,
      // A capped gain ("one more die, to a maximum of 4": s32, Gar Saxon's gunner card) keeps its cap.
      ...(x.effect.modification.effect.max !== undefined ? { max: x.effect.modification.effect.max } : {}),
    });
  }
  return out;
}

const HARDER: readonly Difficulty[] = ['blue', 'white', 'red'];
const DIFFICULTY: QueryWindow = 'maneuver:difficulty';

/**
 * A dial maneuver's difficulty for the ship now (001 Activation 2.2; 000 "Maneuver Difficulty"): the dial's colour,
 * made harder or easier by the ship's standing abilities (e.g. Damaged Engine's turns), between blue and red.
 */
export function adjustedDifficulty(ctx: Ctx, ship: ShipState, code: string, difficulty: Difficulty): Difficulty {
  if (!mayStand(ctx, ship, DIFFICULTY)) return difficulty;
  return difficultyWith(ctx, ship, candidates(ctx, ship, DIFFICULTY), code, difficulty);
}

/**
 * adjustedDifficulty for every maneuver of a dial at once (the Planning Phase's options): the records that may stand
 * are looked up once, and only their conditions asked for each maneuver.
 */
export function adjustedDifficulties(
  ctx: Ctx,
  ship: ShipState,
  dial: readonly { code: string; difficulty: Difficulty }[],
): Difficulty[] {
  if (!mayStand(ctx, ship, DIFFICULTY)) return dial.map((m) => m.difficulty);
  const found = candidates(ctx, ship, DIFFICULTY);
  return dial.map((m) => difficultyWith(ctx, ship, found, m.code, m.difficulty));
}

function difficultyWith(
  ctx: Ctx,
  ship: ShipState,
  found: readonly Candidate[],
  code: string,
  difficulty: Difficulty,
): Difficulty {
  if (found.length === 0 || difficulty === 'purple') return difficulty;
  // The maneuver asked about is the subject's (the `maneuver-is` condition reads its speed and kind), and so is its
  // difficulty before any change (`subject-data` 'difficulty': "your red maneuvers", Leia Organa).
  const applying = holding(ctx, ship, found, { maneuver: code, difficulty }, undefined);
  if (applying.length === 0) return difficulty;
  let kind: string;
  try {
    kind = parseManeuver(code).kind;
  } catch {
    return difficulty;
  }
  let easier = 0;
  let harder = 0;
  for (const { ability } of applying) {
    const e = ability.effect;
    if (e.kind === 'maneuver-difficulty' && (e.maneuvers as readonly string[]).includes(kind)) {
      if (e.steps < 0) easier += e.steps;
      else harder += e.steps;
    }
  }
  // Conflicting effects: added up (2.5), or the harder one holds and the easier is ignored (002 §Difficulty).
  if (easier < 0 && harder > 0 && ruleSetOf(ctx.state).difficultyConflicts === 'harder-wins') easier = 0;
  const at = HARDER.indexOf(difficulty) + easier + harder;
  return HARDER[Math.max(0, Math.min(HARDER.length - 1, at))]!;
}

/**
 * Why the ship's standing abilities forbid this action (an action type, or "card" for a card's action), or null
 * (e.g. Damaged Sensor Array: the focus action and damage cards' actions only).
 */
export function actionForbidden(
  ctx: Ctx,
  ship: ShipState,
  action: string,
  /** Sources whose rule is not applied (`damageCardActionsDespite`: a damage card's action). */
  despite?: readonly string[],
): string | null {
  for (const { ability, key } of standing(ctx, ship, 'action:allowed')) {
    const e = ability.effect;
    if (e.kind !== 'allow-only-actions' || despite?.includes(key)) continue;
    const allowed = action === 'card' ? e.cardActions : e.actions.includes(action);
    if (!allowed && e.why) return `${ship.id} is ${e.why}`;
    if (!allowed)
      return `${ship.id} may perform only ${[...e.actions, ...(e.cardActions ? ["its cards' actions"] : [])].join(' and ')} (${sourceName(ctx, key)})`;
  }
  return null;
}

/** Whether the ship's Force keeps its recurring icon ('force:recurring': no `no-force-recovery` stands). */
export function forceRecurs(ctx: Ctx, ship: ShipState): boolean {
  return !standing(ctx, ship, 'force:recurring').some(({ ability }) => ability.effect.kind === 'no-force-recovery');
}

/**
 * support (s35): whether the End Phase recovers the ship's Force — as phases/end.ts reads it: one of its cards with
 * Force (pilot, upgrade sides not discarded) has the recurring arrow, and the icon was not taken away (`forceRecurs`).
 */
export function forceRecovers(ctx: Ctx, ship: ShipState): boolean {
  let recurs = (ctx.content.pilot(ship.pilot)?.force?.recovers ?? 0) > 0;
  for (const u of ship.upgrades)
    if (!recurs && !u.discarded) recurs = (ctx.content.upgrade(u.xws)?.sides[u.side]?.force?.recovers ?? 0) > 0;
  return recurs && forceRecurs(ctx, ship);
}

/** The sources whose rules do not stop the ship's damage cards' actions ('action:allowed', `damage-card-actions`). */
export function damageCardActionsDespite(ctx: Ctx, ship: ShipState): string[] {
  const out: string[] = [];
  for (const { ability } of standing(ctx, ship, 'action:allowed'))
    if (ability.effect.kind === 'damage-card-actions') out.push(...ability.effect.despite);
  return out;
}

/** Whether the ship, stressed, may still perform its damage cards' actions (`damage-card-actions` despite 'token:stress'). */
export function damageCardActionsWhileStressed(ctx: Ctx, ship: ShipState): boolean {
  return damageCardActionsDespite(ctx, ship).includes('token:stress');
}

/** Why the ship's standing abilities forbid it to attack at all (a disarm or cloak token), or null. */
/** Whether the ship may only choose a defender at the closest range of its attacks ('attack:defenders'). */
/** A ship guarding the ships near it (`guard-nearby`): its id and the band of range it guards. */
export interface Guard {
  readonly guard: string;
  readonly min: number;
  readonly max: number;
}
const NO_GUARDS: readonly Guard[] = [];

/**
 * The enemy ships of `attacker` that guard the ships near them now ('attack:guard', `guard-nearby`). Nothing is asked
 * of any ship in a game with no record of that window and no lasting effect of it (every 2.5 game).
 */
export function guardsAgainst(ctx: Ctx, attacker: ShipState): readonly Guard[] {
  if (ctx.abilities.keysIn('attack:guard').size === 0) {
    const lasting = ctx.state.lasting;
    if (lasting === undefined || !lasting.some((x) => x.window === 'attack:guard')) return NO_GUARDS;
  }
  let out: Guard[] | null = null;
  for (const g of ctx.state.ships) {
    if (g.player === attacker.player || !inPlay(g)) continue;
    for (const { ability } of standing(ctx, g, 'attack:guard'))
      if (ability.effect.kind === 'guard-nearby')
        (out ??= []).push({ guard: g.id, min: ability.effect.min, max: ability.effect.max });
  }
  return out ?? NO_GUARDS;
}

export function closestDefenderOnly(ctx: Ctx, ship: ShipState): boolean {
  return standing(ctx, ship, 'attack:defenders').some(({ ability }) => ability.effect.kind === 'closest-defender');
}

/** Whether the ship may choose another friendly ship as its defender (a standing `attack-friendly`: R5-TK). */
export function attacksFriendly(ctx: Ctx, ship: ShipState): boolean {
  return standing(ctx, ship, 'attack:defenders').some(({ ability }) => ability.effect.kind === 'attack-friendly');
}

export function attackForbidden(ctx: Ctx, ship: ShipState, except?: string): string | null {
  for (const { ability, key } of standing(ctx, ship, 'attack:allowed'))
    if (ability.effect.kind === 'cannot-attack' && key !== except) return ability.effect.why;
  return null;
}

/** Whether the destroyed ship stays in play to the end of the Engagement Phase (a standing `delay-removal`). */
export function removalDelayed(ctx: Ctx, ship: ShipState): boolean {
  return standing(ctx, ship, 'ship:removal').some((x) => x.ability.effect.kind === 'delay-removal');
}

/** Why the ship cannot spend Force now (a standing `no-force` of window 'force:allowed'), or null. */
export function forceForbidden(ctx: Ctx, ship: ShipState): string | null {
  for (const { ability } of standing(ctx, ship, 'force:allowed'))
    if (ability.effect.kind === 'no-force') return ability.effect.why;
  return null;
}

/** What a ship holding exactly one disarm token may still attack with ('attack:defenders', `disarmed-attacks`). */
export interface DisarmedAttacks {
  slots: readonly string[];
  lockedOnly: boolean;
  maxDice?: number;
  /** With any number of disarm tokens, not only one (attack pilots: Tycho Celchu of Battle over Endor). */
  anyDisarm?: boolean;
  primaryInArc?: string;
  /** s32: the source whose attack ban it lifts instead of the disarm token's (Tierfon Belly Run's asteroids). */
  despite?: string;
}

export function disarmedAttacks(ctx: Ctx, ship: ShipState): DisarmedAttacks[] {
  const out: DisarmedAttacks[] = [];
  for (const { ability } of standing(ctx, ship, 'attack:defenders')) {
    const e = ability.effect;
    if (e.kind === 'disarmed-attacks')
      out.push({
        slots: e.slots,
        lockedOnly: e.lockedOnly === true,
        ...(e.maxDice !== undefined ? { maxDice: e.maxDice } : {}),
        ...(e.anyDisarm ? { anyDisarm: true } : {}),
        ...(e.primaryInArc !== undefined ? { primaryInArc: e.primaryInArc } : {}),
        ...(e.despite !== undefined ? { despite: e.despite } : {}),
      });
  }
  return out;
}

/**
 * Whether the ship ignores the effects of this device (standing 'device:ignore' records, `ignore-devices`: of devices
 * a ship friendly to it placed, or any): devices.ts leaves it out of the ships a detonation affects.
 */
export function ignoresDevice(ctx: Ctx, ship: ShipState, device: { id: string; owner: string }): boolean {
  const owner = ctx.state.ships.find((s) => s.id === device.owner);
  for (const { ability } of standing(ctx, ship, 'device:ignore')) {
    const e = ability.effect;
    if (e.kind !== 'ignore-devices') continue;
    if (e.owner === undefined || (owner !== undefined && friendlyTo(ctx, owner, ship))) return true;
  }
  return false;
}

/**
 * Why the ship can neither acquire locks nor be locked now ("at range 0 of a gas cloud"), or null (000 Lock; the
 * obstacles' range-0 rules, abilities/cards/subsystems/obstacles.ts).
 */
export function lockForbidden(ctx: Ctx, ship: ShipState, role?: 'acquire'): string | null {
  // 000 "Ion Tokens": an ionised ship cannot acquire (or keep) locks; it may still be locked. Checked here so that every
  // way of acquiring one (an ability's lock, a transfer, a candidate's `lock-allowed`) meets it, not only the action
  // menu (which offers an ionised ship the focus action alone).
  if (role === 'acquire' && ruleSetOf(ctx.state).ion.breaksLocks && isIonized(ship)) return 'ionised';
  for (const { ability } of standing(ctx, ship, 'lock:allowed'))
    // A rule against being locked only ('as: target') does not stop the ship acquiring its own locks.
    if (ability.effect.kind === 'no-locks' && !(role === 'acquire' && ability.effect.as === 'target'))
      return ability.effect.why;
  return null;
}

/** Whether, while the ship attacks, its attack dice may be modified only by spending Force for its usual effect (Blinded Pilot). */
export function attackDiceOnlyForce(ctx: Ctx, ship: ShipState): boolean {
  return standing(ctx, ship, 'attack:modify-restriction').some(
    (x) => x.ability.effect.kind === 'attack-dice-only-force',
  );
}

/**
 * What the standing abilities of the attack's attacker and defender bar from modifying its `kind` dice
 * ('attack:modify-restriction', `dice-unmodifiable`): every modification (`all`: "Dark Curse" of 2.5, while he
 * defends), those that spend a green token (`green`: Dead to Rights), those that spend a focus token (`focus`) and
 * rerolls (`rerolls`: "Dark Curse" of the first edition), those that spend a token of some types (`tokens`: Ember,
 * Fenn Rau of the Sheathipede; standing or lasting). Read at every Modify step, so it holds however the attack
 * was reached (a position may start at a Modify step: the Declare step's triggered abilities are behind it). One
 * standing question per ship of the attack; null when nothing is barred (the common answer, shared).
 */
export interface ModifyBars {
  readonly all: boolean;
  /**
   * s36: every modification is barred except these (`dice-unmodifiable` with `except`): the abilities of these source
   * keys, and the lock token's reroll when `lock`.
   */
  readonly allBut?: { readonly keys: ReadonlySet<string>; readonly lock: boolean };
  readonly green: boolean;
  readonly focus: boolean;
  readonly rerolls: boolean;
  /** The token types whose spending is barred (`tokens`: Ember, Fenn Rau of the Sheathipede). */
  readonly tokens: ReadonlySet<string>;
  /** Attack pilots: how many results a ship of the attack may modify in all (`modify-limit`: Padmé Amidala). */
  readonly limits?: readonly ModifyLimit[];
}

/** A `modify-limit` standing for a ship of the attack: `ship` may modify `count` results of that kind in all. */
export interface ModifyLimit {
  readonly ship: string;
  readonly count: number;
  readonly faces?: readonly string[];
  readonly reroll?: boolean;
  readonly dice?: 'attack' | 'defense';
}

export function modifyBars(
  ctx: Ctx,
  attack: { attacker: string; defender: string },
  kind: 'attack' | 'defense',
): ModifyBars | null {
  let out: {
    all: boolean;
    green: boolean;
    focus: boolean;
    rerolls: boolean;
    tokens: Set<string>;
    limits?: ModifyLimit[];
    allBut?: { keys: Set<string>; lock: boolean };
  } | null = null;
  for (const id of [attack.attacker, attack.defender]) {
    const ship = ctx.state.ships.find((s) => s.id === id);
    if (ship === undefined) continue;
    for (const { ability, key } of standing(ctx, ship, 'attack:modify-restriction')) {
      const e = ability.effect;
      // A limit on how many results one ship of the attack modifies, whichever dice are being modified now.
      if (e.kind === 'modify-limit') {
        out ??= { all: false, green: false, focus: false, rerolls: false, tokens: new Set() };
        const who = e.who === undefined ? id : e.who === 'attacker' ? attack.attacker : attack.defender;
        (out.limits ??= []).push({
          ship: who,
          count: e.count,
          ...(e.faces ? { faces: e.faces } : {}),
          ...(e.reroll ? { reroll: true } : {}),
          ...(e.dice ? { dice: e.dice } : {}),
        });
        continue;
      }
      if (e.kind !== 'dice-unmodifiable' || e.dice !== kind) continue;
      out ??= { all: false, green: false, focus: false, rerolls: false, tokens: new Set() };
      if (e.except !== undefined) {
        out.allBut ??= { keys: new Set(), lock: false };
        if (e.except === 'own-card') out.allBut.keys.add(key);
        else out.allBut.lock = true;
      } else if (e.tokens !== undefined) for (const t of e.tokens) out.tokens.add(t);
      else if (e.using === undefined) out.all = true;
      else if (e.using === 'green-tokens') out.green = true;
      else if (e.using === 'focus-tokens') out.focus = true;
      else out.rerolls = true;
    }
  }
  return out;
}

/**
 * Whether a card of the attacker or the defender lets the attacker spend focus tokens on its attack dice at attack
 * range 0 (a standing `range-zero-focus` whose condition holds: Zeb Orrelios).
 */
export function rangeZeroFocus(ctx: Ctx, attack: { attacker: string; defender: string }): boolean {
  for (const id of [attack.attacker, attack.defender]) {
    const ship = ctx.state.ships.find((s) => s.id === id);
    if (ship === undefined) continue;
    if (
      standing(ctx, ship, 'attack:modify-restriction').some(({ ability }) => ability.effect.kind === 'range-zero-focus')
    )
      return true;
  }
  return false;
}

/** The card that makes the ship suffer its regular damage as critical damage (Hull Breach), by name, or null. */
export function hitsSufferedAsCrits(ctx: Ctx, ship: ShipState): string | null {
  const found = standing(ctx, ship, 'damage:before-suffer').find(
    (x) => x.ability.effect.kind === 'suffer-hits-as-crits',
  );
  return found ? sourceName(ctx, found.key) : null;
}

const RELOAD: QueryWindow = 'charge:reload';

/**
 * How many charges a Reload action recovers on this upgrade of the ship (000 Reload: one), unless a standing ability
 * of the card says otherwise (0: its charges cannot be recovered, e.g. Proximity Mines; 2: Thermal Detonators).
 */
export function reloadRecovers(ctx: Ctx, ship: ShipState, xws: string): number {
  let own: number | undefined;
  // support: `additional` records of the ship (its pilot's) add to whatever card is reloaded (Lieutenant Karsabi).
  let more = 0;
  for (const { ability, key } of standing(ctx, ship, RELOAD)) {
    const e = ability.effect;
    if (e.kind !== 'reload-recovers') continue;
    if (e.additional) more += e.count;
    else if (own === undefined && key.startsWith(`upgrade:${xws}:`)) own = e.count;
  }
  const base = own ?? 1;
  return base > 0 ? base + more : 0;
}

/**
 * The change the ship's standing abilities make to its agility or primary attack value now ('ship:stat', the `stat`
 * effect): the attack rules add it as they count the defense dice and the primary weapon's attack dice.
 */
export function statDelta(ctx: Ctx, ship: ShipState, stat: 'agility' | 'attack'): number {
  let n = 0;
  for (const { ability } of standing(ctx, ship, 'ship:stat')) {
    const e = ability.effect;
    if (e.kind === 'stat' && e.stat === stat) n += e.delta;
  }
  return n;
}

/**
 * movement (s39): the speed of the maneuver the ship executed this round, when a standing `agility-as-speed` of it
 * holds ('ship:stat'; Sarco Plank); undefined otherwise, or before it has executed one.
 */
export function agilityAsSpeed(ctx: Ctx, ship: ShipState): number | undefined {
  const speed = ship.round.executedSpeed;
  if (speed === undefined) return undefined;
  for (const { ability } of standing(ctx, ship, 'ship:stat'))
    if (ability.effect.kind === 'agility-as-speed') return speed;
  return undefined;
}

/** The replacement points ("instead"): damage suffered (damage.ts), tokens gained (util.ts addTokens). */
export type InsteadWindow = Extract<
  Window,
  | 'instead:suffer-damage'
  | 'instead:gain-token'
  | 'instead:detonate'
  | 'instead:obstacle'
  | 'instead:remove-token'
  | 'instead:flee'
  | 'instead:destroyed'
>;

// ---- v-lasting queries (issue 21): each a read-only window the rule code asks, with its standing effect ----

/**
 * The ship's initiative now (001 Round 3 Activation / 4 Engagement: ships act in initiative order): its own value,
 * unless a standing effect ('ship:initiative', `initiative`) sets it — the last one found wins (a lasting effect,
 * started later, after the records).
 */
export function initiativeOf(ctx: Ctx, ship: ShipState): number {
  let n = ship.initiative;
  for (const { ability } of standing(ctx, ship, 'ship:initiative'))
    if (ability.effect.kind === 'initiative' && typeof ability.effect.set === 'number') n = ability.effect.set;
  return n;
}

/**
 * initiativeOf for a question over many ships (who activates or engages next): when no ship of the game carries a
 * 'ship:initiative' record (its cards or its state) and no lasting effect of that window exists, every ship's
 * initiative is its printed one and none is asked about (issue 28: these loops asked each ship at every step).
 */
export function initiativeReader(ctx: Ctx): (ship: ShipState) => number {
  const keys = ctx.abilities.keysIn(INITIATIVE);
  if (keys.size > 0 && anyShipCarries(ctx, keys)) return (ship) => initiativeOf(ctx, ship);
  const lasting = ctx.state.lasting;
  if (lasting !== undefined)
    for (const x of lasting) if (x.window === INITIATIVE) return (ship) => initiativeOf(ctx, ship);
  return printedInitiative;
}
const INITIATIVE: QueryWindow = 'ship:initiative';
const printedInitiative = (ship: ShipState): number => ship.initiative;

/**
 * The ship's action bar as the standing effects change it (000 "Actions"; 001 Perform Action): actions added
 * ('action:bar', `add-actions`), then colours changed ('action:difficulty', `action-difficulty`: white ↔ red).
 */
export function adjustedActionBar(ctx: Ctx, ship: ShipState, bar: readonly ActionDef[]): ActionDef[] {
  const out = [...bar];
  for (const { ability } of standing(ctx, ship, 'action:bar'))
    if (ability.effect.kind === 'add-actions')
      for (const a of ability.effect.actions)
        if (!out.some((b) => b.type === a.type && b.difficulty === a.difficulty)) out.push(a);
  const colours = standing(ctx, ship, 'action:difficulty');
  if (colours.length === 0) return out;
  return out.map((a) => {
    let d = a.difficulty;
    for (const { ability } of colours) {
      const e = ability.effect;
      if (e.kind === 'action-difficulty' && d === e.from && (e.actions === undefined || e.actions.includes(a.type)))
        d = e.to;
    }
    return d === a.difficulty ? a : { ...a, difficulty: d };
  });
}

/**
 * Whether the attack's range bonus of `dice` applies (000 "Range Bonuses"; 001 Engagement 2.1 / 3.1), as far as the
 * cards go: a standing effect of the attacker or the defender ('attack:range-bonus', `no-range-bonus`) may cancel it
 * (the range and ordnance rules are the attack's own).
 */
export function rangeBonusCancelled(
  ctx: Ctx,
  attack: { attacker: string; defender: string },
  dice: 'attack' | 'defense',
): boolean {
  return [attack.attacker, attack.defender].some((id) => {
    const ship = ctx.state.ships.find((s) => s.id === id);
    return (
      ship !== undefined &&
      standing(ctx, ship, 'attack:range-bonus').some(
        (x) => x.ability.effect.kind === 'no-range-bonus' && x.ability.effect.dice === dice,
      )
    );
  });
}

/** The facings a turret arc indicator may point to: the standard arcs (000 "Turret Arcs"). */
const FACINGS = ['front', 'rear', 'left', 'right'] as const;

/**
 * The facings the ship's turret arc indicator may be turned to now: every facing, less those a standing record
 * ('ship:turret', `turret-facings`) does not allow (several records: what all of them allow).
 */
export function turretFacings(ctx: Ctx, ship: ShipState): ('front' | 'rear' | 'left' | 'right')[] {
  let out: ('front' | 'rear' | 'left' | 'right')[] = [...FACINGS];
  for (const { ability } of standing(ctx, ship, 'ship:turret')) {
    const e = ability.effect;
    if (e.kind === 'turret-facings') out = out.filter((f) => e.allowed.includes(f));
  }
  return out;
}

/**
 * The arc a special weapon of the ship's upgrade (its slot type `slot`, its card's arc `arc`) attacks from now: the
 * card's arc, or the one a standing record ('ship:weapon-arc', `weapon-arc-as`) puts instead.
 */
export function weaponArcAs(ctx: Ctx, ship: ShipState, slot: string, arc: string): string {
  for (const { ability } of standing(ctx, ship, 'ship:weapon-arc')) {
    const e = ability.effect;
    if (e.kind === 'weapon-arc-as' && !e.also && e.from === arc && e.slots.includes(slot)) return e.to;
  }
  return arc;
}

/**
 * Attack pilots: the other arcs a special weapon of the ship's upgrade (slot `slot`, card arc `arc`) may also attack
 * from (`weapon-arc-as` with `also`: Krassis Trelix's front arc weapons from his rear arc); none for most ships.
 */
export function weaponArcsAlso(
  ctx: Ctx,
  ship: ShipState,
  slot: string,
  arc: string,
): readonly { arc: string; range?: readonly [number, number] }[] {
  let out: { arc: string; range?: readonly [number, number] }[] | undefined;
  for (const { ability } of standing(ctx, ship, 'ship:weapon-arc')) {
    const e = ability.effect;
    if (e.kind === 'weapon-arc-as' && e.also && e.from === arc && e.slots.includes(slot))
      (out ??= []).push({ arc: e.to, ...(e.range ? { range: e.range } : {}) });
  }
  return out ?? NO_ARCS;
}
const NO_ARCS: readonly { arc: string }[] = [];

/** The ship's primary attacks made from another arc than printed (standing `primary-arc-as`), with their cards' keys. */
export function primaryArcAs(ctx: Ctx, ship: ShipState): { from: string; to: string; key: string }[] {
  const out: { from: string; to: string; key: string }[] = [];
  for (const { ability, key } of standing(ctx, ship, 'ship:weapon-arc')) {
    const e = ability.effect;
    if (e.kind === 'primary-arc-as') out.push({ from: e.from, to: e.to, key });
  }
  return out;
}

/** The attack range the ship's attack at range `at` is made at (a standing `attack-range-as`, or `at` itself). */
export function attackRangeAs(ctx: Ctx, ship: ShipState, at: number): number {
  for (const { ability } of standing(ctx, ship, 'attack:range-as')) {
    const e = ability.effect;
    if (e.kind === 'attack-range-as' && e.from === at) return e.to;
  }
  return at;
}

/** The range requirement of a special weapon of `slot` on the ship: its card's, widened by standing records. */
export function weaponRangeOf(ctx: Ctx, ship: ShipState, slot: string, min: number, max: number): [number, number] {
  let lo = min;
  let hi = max;
  for (const { ability } of standing(ctx, ship, 'ship:weapon-range')) {
    const e = ability.effect;
    if (e.kind !== 'weapon-range-widen' || !e.slots.includes(slot)) continue;
    lo = Math.min(lo, Math.max(e.min, min - e.by));
    hi = Math.max(hi, Math.min(e.max, max + e.by));
  }
  return [lo, hi];
}

/**
 * The templates the ship's barrel rolls use now: the 1-straight (000 Barrel Roll), or those standing records put
 * instead ('action:roll-template', `roll-template`).
 */
export function rollTemplates(ctx: Ctx, ship: ShipState): string[] {
  const out: string[] = [];
  for (const { ability } of standing(ctx, ship, 'action:roll-template')) {
    const e = ability.effect;
    if (e.kind === 'roll-template' && !e.charge && !e.strain)
      for (const t of e.templates) if (!out.includes(t)) out.push(t);
  }
  return out.length ? out : ['1F'];
}

/**
 * Movement: the record that puts each template of rollTemplates in place of the 1-straight, as a price of nothing
 * (TemplatePrice without charge or strain), so that a roll made with it logs the card's 'ability-used' entry. Asked
 * only when rollTemplates gave something other than the 1-straight.
 */
export function rollTemplateSources(ctx: Ctx, ship: ShipState): Map<string, TemplatePrice> {
  const out = new Map<string, TemplatePrice>();
  for (const { ability, key } of standing(ctx, ship, 'action:roll-template')) {
    const e = ability.effect;
    if (e.kind === 'roll-template' && !e.charge && !e.strain)
      for (const t of e.templates) if (!out.has(t)) out.set(t, { key, index: abilitiesOf(ctx, key).indexOf(ability) });
  }
  return out;
}

/**
 * A price a standing record sets on the templates it offers (movement): charges of its own card (`key`) or strain
 * tokens, paid as the action is performed; `index` names the record in its card's list (its 'ability-used' entry).
 */
export interface TemplatePrice {
  key: string;
  index: number;
  charge?: number;
  strain?: number;
  /** subsystems: stress tokens gained (a device placement alternative's price: Finch Dallow). */
  stress?: number;
  /** support (s35): Force spent (a priced coordinate: Maul). */
  force?: number;
}

/**
 * The templates the ship's barrel rolls may use beside the 1-straight at a price ('action:roll-template' records with
 * a `charge` or `strain`), each with the price; those whose charges the card lacks are left out, and for a roll made as
 * no action (`notAction`) those of a barrel roll action only.
 */
export function pricedRollTemplates(
  ctx: Ctx,
  ship: ShipState,
  notAction = false,
): { templates: readonly string[]; price: TemplatePrice }[] {
  const out: { templates: readonly string[]; price: TemplatePrice }[] = [];
  for (const { ability, key } of standing(ctx, ship, 'action:roll-template')) {
    const e = ability.effect;
    if (e.kind !== 'roll-template' || (!e.charge && !e.strain) || (notAction && e.actionOnly)) continue;
    if (e.charge && chargeHolder(ship, key).get() < e.charge) continue;
    const price: TemplatePrice = { key, index: abilitiesOf(ctx, key).indexOf(ability) };
    if (e.charge) price.charge = e.charge;
    if (e.strain) price.strain = e.strain;
    out.push({ templates: e.templates, price });
  }
  return out;
}

/** A standing record's templates of 1 speed higher for the ship's boosts and barrel rolls ('action:faster-templates'). */
export interface FasterTemplates {
  actions: readonly string[];
  redOnly: boolean;
  whiteOnly: boolean;
  asRed: boolean;
  must: boolean;
  price?: TemplatePrice;
  /** The record offering them, as a price of nothing (see BoostTemplates.source): its use is logged. */
  source?: TemplatePrice;
}

/**
 * The ship's standing records of window 'action:faster-templates' (the `faster-templates` effect), each with its price;
 * one whose charges its card lacks is left out, and for a boost or roll made as no action (`notAction`) those of an
 * action only. Asked by the boost and barrel roll menus only: nothing is built when no record stands.
 */
export function fasterTemplates(ctx: Ctx, ship: ShipState, notAction = false): FasterTemplates[] {
  const out: FasterTemplates[] = [];
  for (const { ability, key } of standing(ctx, ship, 'action:faster-templates')) {
    const e = ability.effect;
    if (e.kind !== 'faster-templates' || (notAction && e.actionOnly)) continue;
    if (e.charge && chargeHolder(ship, key).get() < e.charge) continue;
    const f: FasterTemplates = {
      actions: e.actions,
      redOnly: e.redOnly ?? false,
      whiteOnly: e.whiteOnly ?? false,
      asRed: e.asRed ?? false,
      must: e.must ?? false,
      source: { key, index: abilitiesOf(ctx, key).indexOf(ability) },
    };
    if (e.charge) f.price = { key, index: abilitiesOf(ctx, key).indexOf(ability), charge: e.charge };
    out.push(f);
  }
  return out;
}

/**
 * The template the ship decloaks with: the 2-straight, the 1-straight for a medium or large ship (supplement "Cloak
 * and decloak"), or the one a standing record
 * puts instead ('cloak:decloak-template', `decloak-template`: "Echo"'s 2-bank). Asked only of a cloaked ship.
 */
export function decloakTemplate(ctx: Ctx, ship: ShipState): string {
  for (const { ability } of standing(ctx, ship, 'cloak:decloak-template')) {
    const e = ability.effect;
    if (e.kind === 'decloak-template' && !e.charge) return e.template;
  }
  // subsystems: a medium or large ship decloaks with the 1-straight, a small one with the 2-straight (supplement
  // "Cloak and decloak"); the 2-straight roll of a wider base has no measured placement.
  return ship.base === 'small' ? '2F' : '1F';
}

/**
 * subsystems: the templates the ship may decloak with beside its own for a price ('cloak:decloak-template' records
 * with a `charge`: Manual Ailerons), each with the price; one whose card lacks the charges is left out.
 */
export function pricedDecloakTemplates(ctx: Ctx, ship: ShipState): { template: string; price: TemplatePrice }[] {
  const out: { template: string; price: TemplatePrice }[] = [];
  for (const { ability, key } of standing(ctx, ship, 'cloak:decloak-template')) {
    const e = ability.effect;
    if (e.kind !== 'decloak-template' || !e.charge || chargeHolder(ship, key).get() < e.charge) continue;
    out.push({ template: e.template, price: { key, index: abilitiesOf(ctx, key).indexOf(ability), charge: e.charge } });
  }
  return out;
}

/** The firing arcs a standing effect gives the ship's primary weapon now ('ship:arc', `add-arc`: content arc ids). */
/**
 * The range up to which enemy ships in the ship's front arc count as in its bullseye (a standing `front-as-bullseye`,
 * 'ship:bullseye'), or null: asked only where a ship is not in the bullseye already.
 */
export function frontAsBullseye(ctx: Ctx, ship: ShipState): number | null {
  let max: number | null = null;
  for (const { ability } of standing(ctx, ship, 'ship:bullseye'))
    if (ability.effect.kind === 'front-as-bullseye') max = Math.max(max ?? 0, ability.effect.max);
  return max;
}

export function addedArcs(ctx: Ctx, ship: ShipState): { arc: string; value?: number }[] {
  const out: { arc: string; value?: number }[] = [];
  for (const { ability } of standing(ctx, ship, 'ship:arc')) {
    const e = ability.effect;
    if (e.kind !== 'add-arc' || out.some((x) => x.arc === e.arc)) continue;
    if (e.value !== 'docked-front') {
      out.push({ arc: e.arc });
      continue;
    }
    // The front-arc primary value of a ship docked with it (none docked, or none with a front arc: no arc).
    const docked = ctx.state.ships.find((d) => d.docked === ship.id && d.gone === null);
    const front = docked
      ? initialStats(ctx.content, docked.pilot, docked.upgrades).attacks.find((a) => a.arc === 'front')
      : undefined;
    if (front) out.push({ arc: e.arc, value: front.value });
  }
  return out;
}

/**
 * Which of its actions the ship may perform while stressed, by colour: its standing permissions
 * ('action:while-stressed', `actions-while-stressed`), lasting ones included. With `type`, only the permissions that
 * cover that action type (a permission limited to some `actions` covers only those); without, every permission.
 */
export function stressedActionColours(ctx: Ctx, ship: ShipState, type?: string): Set<'white' | 'red'> {
  const out = new Set<'white' | 'red'>();
  if (ship.pose === null) return out;
  for (const { ability } of standing(ctx, ship, 'action:while-stressed')) {
    const e = ability.effect;
    if (e.kind !== 'actions-while-stressed') continue;
    if (type === undefined || e.actions === undefined || e.actions.includes(type)) out.add(e.difficulty);
  }
  return out;
}

/**
 * The replacement ('instead:…' window) that applies to the ship at this point, if any: the first standing record or
 * lasting effect whose condition holds, seen from its ship with `subject` (the point's facts in subject.data).
 */
export function replacementFor(
  ctx: Ctx,
  ship: ShipState,
  window: InsteadWindow,
  data: Record<string, unknown>,
  optional = false,
): { ability: Ability; key: string } | undefined {
  if (ship.gone !== null) return undefined;
  const subject = { ship: ship.id, data };
  const inWindow = ctx.abilities.keysIn(window);
  if (inWindow.size > 0 && carriesAnyKey(ctx, ship, inWindow))
    for (const { key } of abilityKeysOf(ctx, ship)) {
      if (!inWindow.has(key)) continue;
      for (const a of abilitiesOf(ctx, key))
        if (
          a.window === window &&
          a.effect.kind === 'instead' &&
          a.optional === optional &&
          // An aura reaches the others only (its own ship with `includeSelf`).
          (a.reach === undefined || a.reach.includeSelf === true) &&
          conditionHolds(ctx, a.when, ship.id, subject, key)
        )
          return { ability: a, key };
    }
  // Lasting replacements are mandatory (the effect that started them decided).
  if (optional) return undefined;
  // A mandatory replacement of another ship may reach this one (an aura, `reach`: Death Troopers' enemies at range
  // 0–1 cannot remove their stress), its condition seen from its own ship with this ship as the subject's.
  const auras = inWindow.size > 0 ? auraKeys(ctx, window, inWindow) : NO_AURAS;
  if (auras.size > 0 && inPlay(ship) && anyShipCarries(ctx, auras))
    for (const other of ctx.state.ships) {
      if (other.id === ship.id || !inPlay(other)) continue;
      for (const { key } of abilityKeysIn(ctx, other, auras))
        for (const a of abilitiesOf(ctx, key))
          if (
            a.window === window &&
            a.effect.kind === 'instead' &&
            !a.optional &&
            a.reach !== undefined &&
            reaches(ctx, other, ship, a.reach) &&
            conditionHolds(ctx, a.when, other.id, subject, key)
          )
            return { ability: a, key };
    }
  for (const x of lastingOn(ctx, ship.id, window)) {
    const sub = x.data === undefined ? subject : { ship: ship.id, data: { ...x.data, ...data } };
    if (
      x.effect.kind === 'instead' &&
      (x.while === undefined || conditionHolds(ctx, x.while, ship.id, sub, lastingKey(x)))
    )
      return { ability: lastingAsAbility(x), key: lastingKey(x) };
  }
  return undefined;
}

/**
 * The rules' range bands of the actions that choose a ship (000 "List of Actions" and "Lock"): Lock, a ship at range
 * 0–3; Coordinate, a friendly ship at range 1–2; Jam, a ship at range 1. (001, the Rules Reference outline, has no
 * section for these actions; the supplement's Coordinate and Jam entries agree with 000 on the bands above, except
 * its older 2.0 jam in the bullseye at range 2, where 000 wins.)
 */
export const ACTION_RANGES: Readonly<Record<'lock' | 'coordinate' | 'jam', readonly [number, number]>> = {
  lock: [0, 3],
  coordinate: [1, 2],
  jam: [1, 1],
};

/**
 * The range band the ship's lock, coordinate or jam action reaches now: the rules' band (ACTION_RANGES), unless a
 * standing ability of the ship says otherwise ('action:range', the `action-range` effect; the last one that holds
 * wins, in the order of the ship's cards).
 */
export function actionRange(
  ctx: Ctx,
  ship: ShipState,
  action: 'lock' | 'coordinate' | 'jam',
  /** The ship the action would reach: a record whose `target` condition fails toward it leaves the band as it is. */
  target?: string,
): readonly [number, number] {
  let band = ACTION_RANGES[action];
  for (const { ability, key } of standing(ctx, ship, 'action:range')) {
    const e = ability.effect;
    if (e.kind !== 'action-range' || e.action !== action) continue;
    if (
      e.target &&
      (target === undefined || !conditionHolds(ctx, e.target, ship.id, { ship: ship.id, other: target }, key))
    )
      continue;
    band = [e.min, e.max];
  }
  return band;
}

/**
 * The ship's lock bands at any range for a price ('action:lock-band', `priced-lock-band`): each with the kinds of
 * object it reaches and its price; those whose card lacks the charges are left out. Nothing is built when no record
 * stands (the lock menu asks it on each action menu).
 */
export function pricedLockBands(
  ctx: Ctx,
  ship: ShipState,
): { objects: readonly ('ship' | 'obstacle' | 'device' | 'remote')[]; price: TemplatePrice }[] {
  const out: { objects: readonly ('ship' | 'obstacle' | 'device' | 'remote')[]; price: TemplatePrice }[] = [];
  for (const { ability, key } of standing(ctx, ship, 'action:lock-band')) {
    const e = ability.effect;
    if (e.kind !== 'priced-lock-band' || chargeHolder(ship, key).get() < e.charge) continue;
    out.push({
      objects: e.objects ?? ['ship'],
      price: { key, index: abilitiesOf(ctx, key).indexOf(ability), charge: e.charge },
    });
  }
  return out;
}

/** Where a friendly ship's lock may reach objects from ('action:lock-objects'): the origin ship and its band. */
export interface LockObjectReach {
  origin: ShipState;
  min: number;
  max: number;
  /** Only objects of these kinds (`lock-objects` `objects`); every kind when absent. */
  objects?: readonly ('ship' | 'obstacle' | 'device' | 'remote')[];
}
const NO_LOCK_REACH: readonly LockObjectReach[] = Object.freeze([]);

/**
 * The origins from which the ship's lock action may choose objects beyond its own band ('action:lock-objects',
 * `lock-objects`; 000 "Objects", "Lock"): the records of its friendly ships (itself included) whose condition holds,
 * seen from their own ship with the locker as `other`. Stops at once when no ship of the game carries such a record
 * (the lock menu asks it on each action menu).
 */
export function lockObjectReach(ctx: Ctx, ship: ShipState): readonly LockObjectReach[] {
  const keys = ctx.abilities.keysIn('action:lock-objects');
  if (keys.size === 0 || !inPlay(ship) || !anyShipCarries(ctx, keys)) return NO_LOCK_REACH;
  let out: LockObjectReach[] | null = null;
  for (const holder of ctx.state.ships) {
    if (!friendlyTo(ctx, holder, ship) || !inPlay(holder)) continue;
    for (const { key } of abilityKeysIn(ctx, holder, keys))
      for (const a of abilitiesOf(ctx, key)) {
        const e = a.effect;
        if (a.window !== 'action:lock-objects' || e.kind !== 'lock-objects') continue;
        if (e.lockerShipPrefix !== undefined && !ship.ship.startsWith(e.lockerShipPrefix)) continue;
        if (!conditionHolds(ctx, a.when, holder.id, { ship: holder.id, other: ship.id }, key)) continue;
        const only = e.objects !== undefined ? { objects: e.objects } : {};
        if (e.from === 'holder') (out ??= []).push({ origin: holder, min: e.min, max: e.max, ...only });
        else
          for (const f of ctx.state.ships)
            if (friendlyTo(ctx, f, ship) && inPlay(f))
              (out ??= []).push({ origin: f, min: e.min, max: e.max, ...only });
      }
  }
  return out ?? NO_LOCK_REACH;
}

/** Whether a standing ability lets the ship choose itself for this action ('action:range', `includeSelf`). */
export function actionTargetsSelf(ctx: Ctx, ship: ShipState, action: 'lock' | 'coordinate' | 'jam'): boolean {
  return standing(ctx, ship, 'action:range').some(
    ({ ability: { effect: e } }) => e.kind === 'action-range' && e.action === action && e.includeSelf === true,
  );
}

/**
 * Whether another ship's coordinate or jam action may choose the ship now: not while a standing ability of its own
 * forbids it ('action:targets', `not-targetable`; support).
 */
export function actionTargetable(ctx: Ctx, target: ShipState, action: 'coordinate' | 'jam'): boolean {
  return !standing(ctx, target, 'action:targets').some(
    ({ ability: { effect: e } }) => e.kind === 'not-targetable' && e.actions.includes(action),
  );
}

/**
 * Whether the ship's coordinate (or jam) may choose `target`: no standing 'action:targets' `targets-only` record of
 * the ship leaves it out (its `where` seen from the target, the acting ship as `other`; Battle Meditation, DBS-32C).
 */
export function targetsAllowed(
  ctx: Ctx,
  ship: ShipState,
  target: ShipState,
  action: 'coordinate' | 'jam' | 'lock',
): boolean {
  for (const { ability, key } of standing(ctx, ship, 'action:targets')) {
    const e = ability.effect;
    if (e.kind !== 'targets-only' || e.action !== action) continue;
    if (!conditionHolds(ctx, e.where, target.id, { ship: target.id, other: ship.id }, key)) return false;
  }
  return true;
}

/**
 * support (s35): whether the ship's coordinate may choose the stressed friendly ship `target` and let it act though
 * stressed ('action:coordinated', `coordinate-stressed`: it holds exactly that many stress tokens; 000 "Stress").
 * Asked only of a stressed ship; nothing is built when no such record stands. The record that allows it (its key and
 * index, for the 'ability-used' log once the coordinate is performed), or undefined.
 */
export function coordinatesStressed(
  ctx: Ctx,
  ship: ShipState,
  target: ShipState,
): { key: string; index: number } | undefined {
  const held = target.tokens.stress ?? 0;
  if (held === 0) return undefined;
  const found = standing(ctx, ship, 'action:coordinated', NO_FACTS, target.id).find(
    ({ ability: { effect: e } }) => e.kind === 'coordinate-stressed' && e.stress === held,
  );
  return found ? { key: found.key, index: abilitiesOf(ctx, found.key).indexOf(found.ability) } : undefined;
}

/**
 * support (s35): the price at which the ship's coordinate may choose `target` as a white action ('action:coordinated',
 * `coordinate-priced`: `where` holding from the candidate, the ship holding the Force and allowed to spend it; 000
 * "Action Difficulty", "Charges and the Force"), or undefined. Nothing is built when no such record stands.
 */
export function pricedCoordinate(ctx: Ctx, ship: ShipState, target: ShipState): TemplatePrice | undefined {
  const records = standing(ctx, ship, 'action:coordinated');
  for (const { ability, key } of records) {
    const e = ability.effect;
    if (e.kind !== 'coordinate-priced' || ship.force < e.force || forceForbidden(ctx, ship)) continue;
    if (!conditionHolds(ctx, e.where, target.id, { ship: target.id, other: ship.id }, key)) continue;
    return { key, index: abilitiesOf(ctx, key).indexOf(ability), force: e.force };
  }
  return undefined;
}

/**
 * The actions a ship it coordinates may choose among (`defs`, that ship's bar), as the coordinating ship's standing
 * abilities limit them ('action:coordinated', `coordinate-shared-actions`: only types also on `ownBar`, the
 * coordinating ship's bar, read only when such a record stands). Squad Leader.
 */
export function coordinatedActions(
  ctx: Ctx,
  ship: ShipState,
  defs: readonly ActionDef[],
  ownBar: () => readonly ActionDef[],
): readonly ActionDef[] {
  const shared = standing(ctx, ship, 'action:coordinated').some(
    ({ ability: { effect: e } }) => e.kind === 'coordinate-shared-actions',
  );
  if (!shared) return defs;
  const types = new Set(ownBar().map((a) => a.type));
  return defs.filter((a) => types.has(a.type));
}

/**
 * The ships beyond the rules' band the ship's coordinate or jam action may choose too ('action:targets',
 * `more-targets`; support): friendly unstressed ships for a coordinate, any other ship for a jam, at the record's
 * `minRange` or beyond, its `where` holding from the candidate; `spendLock` when choosing it spends the ship's lock on
 * it. Ships the band reaches are the caller's, so are not listed. Each ship once, the first record that lets it in
 * deciding the price.
 */
export function moreActionTargets(
  ctx: Ctx,
  ship: ShipState,
  action: 'coordinate' | 'jam',
  inBand: (id: string) => boolean,
): { id: string; spendLock: boolean; by: { key: string; index: number }; charge?: number }[] {
  const records = standing(ctx, ship, 'action:targets');
  if (records.length === 0) return [];
  const out: { id: string; spendLock: boolean; by: { key: string; index: number }; charge?: number }[] = [];
  for (const t of ctx.state.ships) {
    if (t.id === ship.id || !inPlay(t) || inBand(t.id)) continue;
    // A ship destroyed in this initiative step is coordinated no more than in the band (actions/index.ts).
    if (action === 'coordinate' && (!friendlyTo(ctx, ship, t) || t.pendingRemoval || (t.tokens.stress ?? 0) > 0))
      continue;
    if (!actionTargetable(ctx, t, action) || !targetsAllowed(ctx, ship, t, action)) continue;
    const r = rangeBetween(solidOf(ship), solidOf(t));
    for (const { ability, key } of records) {
      const e = ability.effect;
      if (e.kind !== 'more-targets' || e.action !== action) continue;
      if (e.minRange !== undefined && r !== null && r < e.minRange) continue;
      // movement (s39): a price in the card's own charges, offered only while it holds them.
      if (e.charge !== undefined && chargeHolder(ship, key).get() < e.charge) continue;
      if (!conditionHolds(ctx, e.where, t.id, { ship: t.id, other: ship.id }, key)) continue;
      // `by`: the record that let the ship choose it, logged used once the action is performed (actions/index.ts).
      out.push({
        id: t.id,
        spendLock: e.spendLock === true,
        by: { key, index: abilitiesOf(ctx, key).indexOf(ability) },
        ...(e.charge !== undefined ? { charge: e.charge } : {}),
      });
      break;
    }
  }
  return out;
}

/** vizsla (s36): a standing record letting the ship's coordinate choose remotes (`coordinate-remote`). */
export interface CoordinateRemoteReach {
  /** The record, logged used once a remote is chosen with it (actions/index.ts). */
  key: string;
  index: number;
  cardTypes: readonly string[];
  templates: readonly string[];
}
const NO_REMOTE_REACH: readonly CoordinateRemoteReach[] = Object.freeze([]);

/**
 * vizsla (s36): the records that let the ship's Coordinate action choose a friendly remote instead of another friendly
 * ship ('action:coordinate-remote', `coordinate-remote`: Pre Vizsla), those whose condition holds. Nothing is built for
 * a ship that carries none (`standing` stops at the window's key set, empty in a game without such a card).
 */
export function coordinateRemoteReach(ctx: Ctx, ship: ShipState): readonly CoordinateRemoteReach[] {
  const found = standing(ctx, ship, 'action:coordinate-remote');
  if (found.length === 0) return NO_REMOTE_REACH;
  const out: CoordinateRemoteReach[] = [];
  for (const { ability, key } of found) {
    const e = ability.effect;
    if (e.kind !== 'coordinate-remote') continue;
    out.push({ key, index: abilitiesOf(ctx, key).indexOf(ability), cardTypes: e.cardTypes, templates: e.templates });
  }
  return out;
}

/**
 * How many of the ship's tokens of this circular type stay in the End Phase (000 "End Phase" removes them all): what
 * its standing 'end:keep-tokens' abilities and lasting effects keep (`keep-tokens`), summed, never more than it holds.
 */
export function tokensKept(ctx: Ctx, ship: ShipState, token: string, held: number): number {
  let kept = 0;
  for (const { ability } of standing(ctx, ship, 'end:keep-tokens')) {
    const e = ability.effect;
    if (e.kind === 'keep-tokens' && e.tokens.includes(token)) kept += e.count ?? held;
  }
  return Math.min(kept, held);
}

/**
 * How many locks the ship may hold at once: 1 (000 "Lock"), or more while a standing ability says so
 * ('lock:maintain', `maintain-locks`: R3 Astromech, Redline).
 */
/**
 * The range bands the ship's own upgrade cards' choices may treat as others ('ship:upgrade-range', `upgrade-range-as`;
 * queue.ts asks it only for an upgrade's `choose`): each as `{ side, from, as }`, none for most ships.
 */
export function upgradeRangeAs(
  ctx: Ctx,
  ship: ShipState,
): readonly { side: 'friendly' | 'enemy'; from: readonly [number, number]; as: readonly [number, number] }[] {
  const out: { side: 'friendly' | 'enemy'; from: readonly [number, number]; as: readonly [number, number] }[] = [];
  for (const { ability } of standing(ctx, ship, 'ship:upgrade-range')) {
    const e = ability.effect;
    if (e.kind === 'upgrade-range-as') out.push({ side: e.side, from: e.from, as: e.as });
  }
  return out;
}

export function locksMaintained(ctx: Ctx, ship: ShipState): number {
  let n = 1;
  for (const { ability } of standing(ctx, ship, 'lock:maintain'))
    if (ability.effect.kind === 'maintain-locks') n = Math.max(n, ability.effect.count);
  return n;
}

/**
 * The other ways the ship may place a device now (standing 'device:placement' records, e.g. a launch instead of a
 * drop, or other templates): read by the device rules (devices.ts deviceOptions).
 */
export function devicePlacementAlternatives(
  ctx: Ctx,
  ship: ShipState,
): { alt: Extract<Ability['effect'], { kind: 'device-placement-alternative' }>; price?: TemplatePrice }[] {
  const out: { alt: Extract<Ability['effect'], { kind: 'device-placement-alternative' }>; price?: TemplatePrice }[] =
    [];
  for (const { ability, key } of standing(ctx, ship, 'device:placement')) {
    const e = ability.effect;
    if (e.kind !== 'device-placement-alternative') continue;
    // subsystems: an alternative at a price (Finch Dallow, Gyro-Cockpit), left out while its card lacks the charges.
    if (!e.price) {
      out.push({ alt: e });
      continue;
    }
    if (e.price.charge && chargeHolder(ship, key).get() < e.price.charge) continue;
    const price: TemplatePrice = { key, index: abilitiesOf(ctx, key).indexOf(ability) };
    if (e.price.charge) price.charge = e.price.charge;
    if (e.price.stress) price.stress = e.price.stress;
    out.push({ alt: e, price });
  }
  // The free ones first: a placement a free alternative gives is never offered at a price.
  return [...out.filter((x) => !x.price), ...out.filter((x) => x.price)];
}

/** A special weapon's rule for the attack in progress (window 'attack:weapon'): the record, its key and index. */
export interface WeaponRule {
  ability: Ability;
  key: string;
  index: number;
}

/**
 * The standing rules the attacker's cards add to the attack in progress (window 'attack:weapon', e.g. an ion weapon's
 * results inflicting ion tokens), whose condition holds seen from the attacker with the defender as the other party.
 * Only the attacker's cards are read: a weapon's rules are its own attack's.
 */
export function weaponRules(
  ctx: Ctx,
  attack: { attacker: string; defender: string; weapon: string; range: number },
): WeaponRule[] {
  const inWindow = ctx.abilities.keysIn('attack:weapon');
  const ship = ctx.state.ships.find((s) => s.id === attack.attacker);
  // Attack upgrades: a lasting effect of the window on the attacker is one of its rules too (Ancillary Ion Weapons).
  const lasting = ship ? lastingOn(ctx, ship.id, 'attack:weapon') : [];
  if (!ship || ((inWindow.size === 0 || !carriesAnyKey(ctx, ship, inWindow)) && lasting.length === 0)) return [];
  const subject = { ship: ship.id, other: attack.defender, data: { weapon: attack.weapon, range: attack.range } };
  const out: WeaponRule[] = [];
  if (inWindow.size > 0)
    for (const { key } of abilityKeysOf(ctx, ship)) {
      if (!inWindow.has(key)) continue;
      abilitiesOf(ctx, key).forEach((ability, index) => {
        if (ability.window === 'attack:weapon' && conditionHolds(ctx, ability.when, ship.id, subject, key))
          out.push({ ability, key, index });
      });
    }
  for (const x of lasting)
    if (x.while === undefined || conditionHolds(ctx, x.while, ship.id, subject, lastingKey(x)))
      out.push({ ability: lastingAsAbility(x), key: lastingKey(x), index: lastingIndex(x) });
  return out;
}

const DIAL: QueryWindow = 'maneuver:dial';

/**
 * The maneuver kinds the ship may not be assigned in the Planning Phase now ('maneuver:dial', `dial-forbids`: the first
 * edition's Shaken Pilot), or null when nothing forbids any (the common answer: asked once per dial).
 */
export function dialForbidden(ctx: Ctx, ship: ShipState): ReadonlySet<string> | null {
  if (!mayStand(ctx, ship, DIAL)) return null;
  let out: Set<string> | null = null;
  for (const { ability } of holding(ctx, ship, candidates(ctx, ship, DIAL), NO_FACTS, undefined))
    if (ability.effect.kind === 'dial-forbids') for (const k of ability.effect.maneuvers) (out ??= new Set()).add(k);
  return out;
}

/**
 * The card that makes every damage card dealt to the ship for damage it suffers faceup ('damage:card-facing',
 * `damage-cards-faceup`: the first edition's Major Hull Breach), by name, or null.
 */
export function damageCardsFaceup(ctx: Ctx, ship: ShipState): string | null {
  const found = standing(ctx, ship, 'damage:card-facing').find((x) => x.ability.effect.kind === 'damage-cards-faceup');
  return found ? sourceName(ctx, found.key) : null;
}

/**
 * Whether the ship may attack a ship it touches where the rule set forbids it ('attack:touching', `attack-touching`:
 * the first edition's Arvel Crynyd). Asked only for a defender in contact.
 */
export function touchingAttackAllowed(ctx: Ctx, ship: ShipState): boolean {
  return standing(ctx, ship, 'attack:touching').some((x) => x.ability.effect.kind === 'attack-touching');
}

const RED_WHILE_STRESSED: QueryWindow = 'maneuver:while-stressed';

/**
 * Whether the stressed ship may set (`stage` 'set', the Planning Phase) or execute ('execute', the reveal) this red
 * maneuver now: a standing permission of the ship ('maneuver:while-stressed', `red-maneuvers-while-stressed`, lasting
 * ones included) whose condition holds for that maneuver (000 "Stress": without one, a stressed ship can neither).
 */
export function redManeuversWhileStressed(ctx: Ctx, ship: ShipState, code: string, stage: 'set' | 'execute'): boolean {
  return standing(ctx, ship, RED_WHILE_STRESSED, { maneuver: code }).some(
    ({ ability }) =>
      ability.effect.kind === 'red-maneuvers-while-stressed' && (stage === 'set' || ability.effect.setOnly !== true),
  );
}

/**
 * The squad-building slot changes of the ship's cards (standing 'squad:slots' records, the `squad-slots` effect), each
 * with its source key: read as the game is created (abilities/squad-slots.ts).
 */
export function squadSlotRecords(
  ctx: Ctx,
  ship: ShipState,
): { ability: Ability; key: string; index: number; effect: Extract<Ability['effect'], { kind: 'squad-slots' }> }[] {
  return standing(ctx, ship, 'squad:slots').flatMap(({ ability, key }) =>
    ability.effect.kind === 'squad-slots'
      ? [{ ability, key, index: abilitiesOf(ctx, key).indexOf(ability), effect: ability.effect }]
      : [],
  );
}

/** Other boost templates a standing ability allows ('action:boost-templates'), each with its price; movement. */
export interface BoostTemplates {
  templates: readonly string[];
  whiteOnly: boolean;
  asRed: boolean;
  force: number;
  /**
   * The record that allows them (movement): an option using one of its templates carries it as a price of nothing, so
   * that performing it logs the card's 'ability-used' entry (the soak counts a standing template card that mattered).
   */
  source?: TemplatePrice;
}

/**
 * The other templates the ship may boost with now (000 "Boost": the 1-straight and 1-banks otherwise), each set with
 * its price, from the ship's standing abilities of window 'action:boost-templates' (the `boost-templates` effect).
 */
export function boostTemplates(ctx: Ctx, ship: ShipState): BoostTemplates[] {
  const out: BoostTemplates[] = [];
  for (const { ability, key } of standing(ctx, ship, 'action:boost-templates')) {
    const e = ability.effect;
    if (e.kind === 'boost-templates')
      out.push({
        templates: e.templates,
        whiteOnly: e.whiteOnly ?? false,
        asRed: e.asRed ?? false,
        force: e.force ?? 0,
        source: { key, index: abilitiesOf(ctx, key).indexOf(ability) },
      });
  }
  return out;
}

/**
 * Movement: the action types whose white action the ship may treat as red ('action:red-variant', `red-variant`: Baze
 * Malbus), asked by the action menu only when a record of the window stands.
 */
export function redVariants(ctx: Ctx, ship: ShipState): Set<string> {
  const out = new Set<string>();
  for (const { ability } of standing(ctx, ship, 'action:red-variant')) {
    const e = ability.effect;
    if (e.kind === 'red-variant') for (const a of e.actions) out.add(a);
  }
  return out;
}

/**
 * Movement: whether the ship keeps its Perform Action step after a partial maneuver for overlapping a ship (window
 * 'maneuver:keep-action-step', the `keep-action-step` effect; 000 "Overlapping Ships" skips it otherwise). Asked only
 * after such an overlap.
 */
export function keepsActionStep(ctx: Ctx, ship: ShipState): boolean {
  return standing(ctx, ship, 'maneuver:keep-action-step').some(
    ({ ability }) => ability.effect.kind === 'keep-action-step',
  );
}

/**
 * Movement: the record letting the ship resolve a boost that would overlap a ship as a partial maneuver (window
 * 'action:boost-partial', the `boost-partial` effect), as the price-less `TemplatePrice` the option carries so its card
 * is logged when used; null when none stands (the common case: nothing is built).
 */
export function boostPartially(ctx: Ctx, ship: ShipState): TemplatePrice | null {
  for (const { ability, key } of standing(ctx, ship, 'action:boost-partial'))
    if (ability.effect.kind === 'boost-partial') return { key, index: abilitiesOf(ctx, key).indexOf(ability) };
  return null;
}

/**
 * Whether the ship ignores obstacles of effect kind `kind` now, for `purpose` (window 'ship:ignore-obstacles', the
 * `ignore-obstacles` effect; lasting effects too): moving through or onto them, their range-0 rules, or obstructing its
 * attacks. Movement (issue 25).
 */
export function ignoresObstacles(
  ctx: Ctx,
  ship: ShipState,
  kind: string,
  purpose: ObstaclePurpose,
  /**
   * While attacking: the attack the obstacle would obstruct — its defender (the records' "other"), its weapon (their
   * subject.data.weapon) and whether the ship is at range 0 of the obstacle (`beyondRange0`).
   */
  attack?: { defender: string; weapon: string; touching: () => boolean },
  /** movement: the obstacle asked about (its id), for a record that ignores only the obstacles the ship locks. */
  obstacle?: string,
): boolean {
  const facts = attack ? { weapon: attack.weapon } : NO_FACTS;
  for (const { ability } of standing(ctx, ship, 'ship:ignore-obstacles', facts, attack?.defender)) {
    const e = ability.effect;
    // `ofSubject` is fixed into `kinds` as a lasting effect starts (lasting.ts); unfixed, it names no obstacle.
    if (e.kind !== 'ignore-obstacles' || e.ofSubject || !e.while.includes(purpose)) continue;
    if (e.kinds !== undefined && !e.kinds.includes(kind)) continue;
    if (e.beyondRange0 && (!attack || attack.touching())) continue;
    if (e.lockedOnly && (obstacle === undefined || !ship.locks.some((l) => l.target === obstacle))) continue;
    return true;
  }
  return false;
}

/**
 * Whether anything may make the ship ignore obstacles now ('ship:ignore-obstacles': a record it carries, an aura, a
 * lasting effect), before any obstacle is asked about: false means ignoresObstacles answers false for every obstacle
 * and purpose, so a question over every obstacle stops at once (issue 28).
 */
export function mayIgnoreObstacles(ctx: Ctx, ship: ShipState): boolean {
  return mayStand(ctx, ship, IGNORE_OBSTACLES);
}
const IGNORE_OBSTACLES: QueryWindow = 'ship:ignore-obstacles';

/** A standing docking record of a ship: its effect, and its ability, key and index (to log its use). */
export interface DockRecord<E> {
  effect: E;
  ability: Ability;
  key: string;
  index: number;
}

function dockRecords<K extends 'dock-carrier' | 'dock-range'>(
  ctx: Ctx,
  ship: ShipState,
  window: 'dock:carrier' | 'dock:range',
  kind: K,
): DockRecord<Extract<Ability['effect'], { kind: K }>>[] {
  const out: DockRecord<Extract<Ability['effect'], { kind: K }>>[] = [];
  for (const { ability, key } of window === 'dock:carrier'
    ? standing(ctx, ship, 'dock:carrier')
    : standing(ctx, ship, 'dock:range'))
    if (ability.effect.kind === kind)
      out.push({
        effect: ability.effect as Extract<Ability['effect'], { kind: K }>,
        ability,
        key,
        index: abilitiesOf(ctx, key).indexOf(ability),
      });
  return out;
}

/**
 * Which ships may dock with the carrier (standing 'dock:carrier' records on its cards, `dock-carrier`; supplement
 * "Dock": which carriers take which ships is card text): read by the docking rules (docking.ts).
 */
/**
 * Movement: whether the ship carries a record of the event window 'action:after-fail' (an ability set off by a failed
 * action: Composure). Only such a ship is offered to attempt an action it cannot resolve (actions/index.ts actionMenu);
 * asked only for an action type with no legal way, so a menu of actions that can succeed never asks it.
 */
export function hearsFailedActions(ctx: Ctx, ship: ShipState): boolean {
  const keys = ctx.abilities.keysIn('action:after-fail');
  return keys.size > 0 && carriesAnyKey(ctx, ship, keys);
}

/**
 * Whether any ship of the game carries a 'dock:carrier' record: most games have no carrier, and then the docking
 * questions of every ship and phase stop here (cached per game by anyShipCarries).
 */
export function carriersInGame(ctx: Ctx): boolean {
  const keys = ctx.abilities.keysIn('dock:carrier');
  return keys.size > 0 && anyShipCarries(ctx, keys);
}

export function carrierRules(
  ctx: Ctx,
  ship: ShipState,
): DockRecord<Extract<Ability['effect'], { kind: 'dock-carrier' }>>[] {
  return dockRecords(ctx, ship, 'dock:carrier', 'dock-carrier');
}

/**
 * The ship's records that let it dock farther than range 0 ('dock:range', `dock-range`): the rules dock at range 0
 * (supplement "Dock") or up to the largest `max`.
 */
export function dockRanges(
  ctx: Ctx,
  ship: ShipState,
): DockRecord<Extract<Ability['effect'], { kind: 'dock-range' }>>[] {
  return dockRecords(ctx, ship, 'dock:range', 'dock-range');
}

/**
 * The docked ships whose shields the ship uses as its own now ('dock:shields', `docked-shields`: Lando's Millennium
 * Falcon's Escape Craft), with the record to log as used: read by the damage rules once its own shields are gone.
 */
export function shieldDonors(
  ctx: Ctx,
  ship: ShipState,
): { donor: ShipState; ability: Ability; key: string; index: number }[] {
  const out: { donor: ShipState; ability: Ability; key: string; index: number }[] = [];
  for (const { ability, key } of standing(ctx, ship, 'dock:shields')) {
    const e = ability.effect;
    if (e.kind !== 'docked-shields') continue;
    for (const d of ctx.state.ships)
      if (d.docked === ship.id && d.gone === null && d.shields > 0 && e.shipTypes.includes(d.ship))
        out.push({ donor: d, ability, key, index: abilitiesOf(ctx, key).indexOf(ability) });
  }
  return out;
}

/**
 * The ship's record that lets it be placed at Setup anywhere beyond a range of the enemy ships ('setup:placement',
 * `setup-anywhere`), with its key and index; undefined for none (a game without one pays one lookup).
 */
export function setupAnywhere(
  ctx: Ctx,
  ship: ShipState,
): { beyondEnemies: number; ability: Ability; key: string; index: number } | undefined {
  for (const { ability, key } of standing(ctx, ship, 'setup:placement'))
    if (ability.effect.kind === 'setup-anywhere')
      return {
        beyondEnemies: ability.effect.beyondEnemies,
        ability,
        key,
        index: abilitiesOf(ctx, key).indexOf(ability),
      };
  return undefined;
}

/** A friendly ship whose tokens a ship may spend in an attack as if it had them (`lend-tokens`), with its record. */
export interface TokenLender {
  lender: ShipState;
  ability: Ability;
  key: string;
  index: number;
}
const NO_LENDERS: readonly TokenLender[] = Object.freeze([]);

/**
 * The other friendly ships in play whose record lets `ship` spend their tokens of type `token` now ('token:lend',
 * `lend-tokens`: `ship` at range min–max of them), holding at least one; empty at once when no ship of the game
 * carries such a record (the attack asks it each time it counts a focus token).
 */
export function tokenLenders(ctx: Ctx, ship: ShipState, token: string): readonly TokenLender[] {
  const keys = ctx.abilities.keysIn('token:lend');
  if (keys.size === 0 || !anyShipCarries(ctx, keys)) return NO_LENDERS;
  let out: TokenLender[] | null = null;
  for (const lender of ctx.state.ships) {
    if (lender.id === ship.id || !inPlay(lender) || !friendlyTo(ctx, lender, ship)) continue;
    if (((lender.tokens as Record<string, number | undefined>)[token] ?? 0) <= 0) continue;
    for (const { ability, key } of standing(ctx, lender, 'token:lend')) {
      const e = ability.effect;
      if (e.kind !== 'lend-tokens' || e.token !== token) continue;
      const r = rangeBetween(solidOf(lender), solidOf(ship));
      if (r === null || r < e.min || r > e.max) continue;
      (out ??= []).push({ lender, ability, key, index: abilitiesOf(ctx, key).indexOf(ability) });
      break;
    }
  }
  return out ?? NO_LENDERS;
}

/** A placed friendly ship whose record lets the ship being placed at Setup go near it (`setup-near-me`). */
export interface SetupAnchor {
  anchor: ShipState;
  min: number;
  max: number;
  ability: Ability;
  key: string;
  index: number;
}
const NO_ANCHORS: readonly SetupAnchor[] = Object.freeze([]);

/**
 * The other friendly ships already placed whose record lets `placing` be placed near them at Setup
 * ('setup:placement-near', `setup-near-me`), with their bands; empty at once when no ship of the game carries such a
 * record (Setup asks it for every spot it tries).
 */
export function setupAnchors(ctx: Ctx, placing: ShipState): readonly SetupAnchor[] {
  const keys = ctx.abilities.keysIn('setup:placement-near');
  if (keys.size === 0 || !anyShipCarries(ctx, keys)) return NO_ANCHORS;
  let out: SetupAnchor[] | null = null;
  for (const ship of ctx.state.ships) {
    if (ship.id === placing.id || ship.pose === null || ship.gone !== null || !friendlyTo(ctx, ship, placing)) continue;
    for (const { ability, key } of standing(ctx, ship, 'setup:placement-near')) {
      const e = ability.effect;
      if (e.kind !== 'setup-near-me') continue;
      (out ??= []).push({
        anchor: ship,
        min: e.min,
        max: e.max,
        ability,
        key,
        index: abilitiesOf(ctx, key).indexOf(ability),
      });
    }
  }
  return out ?? NO_ANCHORS;
}

/**
 * s36-reserve: the ship's record that makes it start the game in reserve ('setup:reserve', `start-in-reserve`), with
 * its key and index; undefined for none (read once per ship at Setup).
 */
export function startsInReserve(
  ctx: Ctx,
  ship: ShipState,
):
  | {
      rules: { at: 'edges' | 'obstacle'; beyondEnemies?: number; deploy: 'setup-end' | 'held' };
      ability: Ability;
      key: string;
      index: number;
    }
  | undefined {
  for (const { ability, key } of standing(ctx, ship, 'setup:reserve'))
    if (ability.effect.kind === 'start-in-reserve')
      return { rules: ability.effect, ability, key, index: abilitiesOf(ctx, key).indexOf(ability) };
  return undefined;
}

/** The ship's record that makes it start the game docked ('dock:setup', `start-docked`), with its key and index. */
export function mustStartDocked(
  ctx: Ctx,
  ship: ShipState,
): { ability: Ability; key: string; index: number } | undefined {
  for (const { ability, key } of standing(ctx, ship, 'dock:setup'))
    if (ability.effect.kind === 'start-docked') return { ability, key, index: abilitiesOf(ctx, key).indexOf(ability) };
  return undefined;
}

/**
 * Whether the docked ship deploys only by emergency deployment ('dock:deploy', `emergency-deploy-only`): read by the
 * System Phase for a docked ship only (a game without such a record pays one lookup).
 */
export function emergencyDeployOnly(ctx: Ctx, ship: ShipState): boolean {
  for (const { ability } of standing(ctx, ship, 'dock:deploy'))
    if (ability.effect.kind === 'emergency-deploy-only') return true;
  return false;
}

/**
 * The ship's record that makes it take the pilot identity of `destroyed` ('dock:identity', `take-pilot-identity`,
 * its condition asked with the destroyed ship as `other`), with its key and index; undefined for none.
 */
export function identityTaker(
  ctx: Ctx,
  ship: ShipState,
  destroyed: string,
): { ability: Ability; key: string; index: number } | undefined {
  for (const { ability, key } of standing(ctx, ship, 'dock:identity', NO_FACTS, destroyed))
    if (ability.effect.kind === 'take-pilot-identity')
      return { ability, key, index: abilitiesOf(ctx, key).indexOf(ability) };
  return undefined;
}

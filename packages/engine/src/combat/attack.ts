/**
 * Performing an attack (000 "Performing an Attack", "Range Bonuses", "Obstruction", "Special Weapons"; 001
 * Engagement 1–6, which wins where they differ), as a small state machine in `state.cursor.attack`:
 *
 * declare (pay costs) → roll-attack (weapon value, +1 at range 1 unless ordnance, −1 per Weapons Failure, ability
 * dice; 0..6) → modify-attack (defender's window, then attacker's) → roll-defense (agility, +2 cloaked, +1 at range
 * 3 unless ordnance, +1 obstructed, −1 per Structural Damage, ability dice; 0..6) → modify-defense (attacker's
 * window, then defender's) → neutralize (evades cancel hits, then crits; reinforce) → deal-damage → aftermath.
 *
 * Range 0: during a primary attack, attack dice cannot be added and the attacker's dice can be modified only by the
 * defender; during any attack, enemy ships cannot reduce the defender's dice or cancel or modify its results. Every
 * die is rerolled at most once; added dice are never rerolled. Every dice effect is a @xwing/dice `Modification`,
 * offered as an option of the modify decisions ('mod:<id>', plus 'done'); a reroll may name the dice as `value` (die
 * indices as strings).
 */
import { endLasting, lastingOn } from '../abilities/lasting.js';
import { ATTACK_FORCE, type Face, type Modification, tokenModifications } from '@xwing/dice';
import { isInArc } from '@xwing/geometry';
import { abilitiesOf, abilityKeysIn, anyShipCarries } from '../abilities/source-keys.js';
import {
  applyEffect,
  canPay,
  conditionHolds,
  limitReached,
  markUsed,
  pay,
  raise,
  runWindow,
  settle,
  triggersPending,
} from '../abilities/run.js';
import {
  attackDiceOnlyForce,
  forceForbidden,
  modifyBars,
  rangeZeroFocus,
  type ModifyBars,
  disarmedAttacks,
  lastingDiceDeltas,
  rangeBonusCancelled,
  reaches,
  statDelta,
  tokenLenders,
  agilityAsSpeed,
  type WeaponRule,
  weaponRules,
} from '../abilities/static.js';
import type {
  Ability,
  Condition,
  Cost,
  DeviceFilter,
  EventWindow,
  QueryWindow,
  ShipFilter,
  WindowSubject,
} from '../abilities/vocabulary/types.js';
import { shipsAround } from '../abilities/targets.js';
import { devicesNear } from '../abilities/conditions.js';
import type { Choice, Option, OptionEffect } from '../decision.js';
import { diceChange, modificationCosts, optionCosts } from '../abilities/option-effect.js';
import type { Ctx } from '../context.js';
import { resumeDamage, sufferDamage } from '../damage.js';
import { shipStats } from '../stats.js';
import { type ReinforceSide, reinforceTokens } from '../reinforce.js';
import type { AttackState, PlayerIndex, RemoteState, ShipState, UsedModification } from '../state.js';
import { breakLocksIfIonized, spendForce } from '../util.js';
import { deleteField } from '../fast-delete.js';
import { ruleSetOf } from '../rule-sets/index.js';
import { damageRemote, remoteById, remoteName, remoteSolid } from '../remotes.js';
import { addTokens, arcOwner, inPlay, shipById, shipName, solidOf, tokenCount } from './util.js';
import { type AttackChoice, weaponProfile } from './weapons.js';

type Side = 'attacker' | 'defender';
type DiceKind = 'attack' | 'defense';
type Refusal = { ok: false; reason: string; code: string };

const ATTACK_FACES = ['blank', 'focus', 'hit', 'crit'];
const DEFENSE_FACES = ['blank', 'focus', 'evade'];
/** Every face, least useful to its owner first. */
const ALL_FACES: Record<DiceKind, string[]> = { attack: ATTACK_FACES, defense: DEFENSE_FACES };

function refuse(reason: string, code: string): Refusal {
  return { ok: false, reason, code };
}

function subjectOf(a: AttackState): WindowSubject {
  // issue 26: a remote attacker is no ship: the windows of its attack name no attacking ship, so a card that reads "the
  // attacker" (the defender's other party) finds none.
  if (a.remoteAttacker) return { other: a.defender, data: { weapon: a.weapon, range: a.range } };
  return { ship: a.attacker, other: a.defender, data: { weapon: a.weapon, range: a.range } };
}

/** The remote that attacks (issue 26), when the attacker is one. */
function attackingRemote(ctx: Ctx, a: AttackState): RemoteState | undefined {
  return a.remoteAttacker ? remoteById(ctx.state, a.attacker) : undefined;
}

/** Whether a side of the attack is a remote (a remote defender, or a remote attacker: issue 26). */
function sideIsRemote(a: AttackState, side: Side): boolean {
  return side === 'attacker' ? a.remoteAttacker === true : againstRemote(a);
}

/** The player of a side of the attack: a remote's controller when that side is a remote. */
function playerOfSide(ctx: Ctx, a: AttackState, side: Side): PlayerIndex {
  const id = side === 'attacker' ? a.attacker : a.defender;
  if (sideIsRemote(a, side)) {
    const r = remoteById(ctx.state, id);
    if (!r) throw new Error(`engine: no remote ${id} in the attack`);
    return r.player;
  }
  return shipById(ctx.state, id).player;
}

/** A side of the attack as the log names it (a remote by its name and id). */
function sideName(ctx: Ctx, a: AttackState, side: Side): string {
  const id = side === 'attacker' ? a.attacker : a.defender;
  if (sideIsRemote(a, side)) {
    const r = remoteById(ctx.state, id);
    return r ? remoteName(ctx, r) : id;
  }
  return shipName(ctx, shipById(ctx.state, id));
}

/** The ship the log ties the attack's events to: the attacker, or a remote attacker's owner (issue 26). */
function logShip(ctx: Ctx, a: AttackState): string {
  return a.remoteAttacker ? (attackingRemote(ctx, a)?.owner ?? a.attacker) : a.attacker;
}

/**
 * The defender is a remote (remotes.ts; supplement "Remotes"): treated as a ship with no arcs, tokens or abilities.
 * Card abilities do not act in such an attack yet (neither side's: their conditions name ships), nor do the special
 * weapons' own rules; the attacker's tokens modify its dice as usual, and the range bonuses and obstruction apply.
 */
function againstRemote(a: AttackState): boolean {
  return a.remote === true;
}

function sideShip(ctx: Ctx, a: AttackState, side: Side): ShipState {
  return shipById(ctx.state, side === 'attacker' ? a.attacker : a.defender);
}

/**
 * issue 26: remote `r` declares its attack on `c.defender`, an enemy ship or remote (remote-attack.ts offered it): one
 * of the remote's own charges is spent (its entry), and the attack runs in the cursor as any attack, its weapon the
 * remote's card (its entry's attack: value, range, ordnance). A ship defender defends from now on, as against a ship.
 */
export function declareRemoteAttack(
  ctx: Ctx,
  r: RemoteState,
  c: { defender: string; range: number; obstructed: boolean },
): void {
  const w = ctx.content.upgrade(r.card)?.sides[0]?.device?.remote?.attack;
  if (!w) throw new Error(`engine: the ${r.card} remote has no attack`);
  r.charges = (r.charges ?? 0) - 1;
  delete ctx.state.cursor.ship;
  ctx.state.cursor.attack = {
    attacker: r.id,
    defender: c.defender,
    weapon: r.card,
    arc: w.arc,
    range: c.range,
    obstructed: c.obstructed,
    ordnance: w.ordnance,
    step: 'declare',
    attackDice: [],
    defenseDice: [],
    used: [],
    remoteAttacker: true,
  };
  // An enemy remote may be the defender (supplement "Attacking Remotes"): treated as in a ship's attack on it.
  const target = remoteById(ctx.state, c.defender);
  if (target) ctx.state.cursor.attack.remote = true;
  const defender = target ? undefined : shipById(ctx.state, c.defender);
  if (defender) defender.round.defended = true;
  const name = target ? remoteName(ctx, target) : shipName(ctx, defender!);
  ctx.emit(
    'attack-declared',
    `${remoteName(ctx, r)} spends a charge (${r.charges} left) and attacks ${name} at range ${c.range}${c.obstructed ? ' (obstructed)' : ''}.`,
    {
      ship: r.owner,
      data: { ...c, remote: r.id, weapon: r.card, arc: w.arc, ordnance: w.ordnance, remoteCharges: r.charges },
    },
  );
}

/**
 * The remote attacker's own modifications of `kind` dice (issue 26): its card's 'device:<xws>' dice records of the
 * modify window (the commando team: change one focus result to a hit), each once per attack; it has no tokens. A
 * standing rule of the defender that bars the attacker's modifications bars them too.
 */
function remoteOwnModifications(ctx: Ctx, a: AttackState, kind: DiceKind): Available[] {
  const r = attackingRemote(ctx, a);
  if (!r || a.unmodifiable?.includes(kind)) return [];
  const window: QueryWindow = kind === 'attack' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice';
  const key = `device:${r.card}`;
  const records = ctx.abilities.get(key);
  if (!records.some((x) => x.window === window)) return [];
  const bars = modifyBars(ctx, a, kind);
  if (bars?.all || bars?.allBut) return [];
  const out: Available[] = [];
  records.forEach((ability, index) => {
    if (ability.window !== window || ability.effect.kind !== 'dice') return;
    const m = ability.effect.modification;
    if (m.dice !== kind || m.by !== 'attacker' || (bars !== null && barredBy(bars, m, ability.cost))) return;
    if (!usesLeft(a, { ship: r.id, key, index }, m) || !affordable(ctx, a, m) || !applicable(ctx, a, m)) return;
    out.push({ id: `${key}#${index}@${r.id}`, label: ability.summary, mod: m, owner: r.id, key, abilityIndex: index });
  });
  return out;
}

/** Pays the cost of the ability that waived the weapon's requirement ("<source key>#<index>", weapons.ts). */
function payWaiver(ctx: Ctx, ship: ShipState, by: string): void {
  const hash = by.lastIndexOf('#');
  const key = by.slice(0, hash);
  const index = Number(by.slice(hash + 1));
  const ability = abilitiesOf(ctx, key)[index];
  if (!ability) throw new Error(`engine: no ability ${by} waives a weapon requirement`);
  markUsed(ctx, ability, ship.id, key, index);
  pay(ctx, ship, key, ability.cost);
}

/** Starts an attack: the cursor holds it; the weapon's costs are paid (001 Engagement 1.4, Pay Costs). */
export function declareAttack(ctx: Ctx, attackerId: string, c: AttackChoice): void {
  const ship = shipById(ctx.state, attackerId);
  const w = weaponProfile(ctx, ship, c.weapon, c.arc);
  if (w && w.charges > 0 && !c.chargeFree) {
    const up = ship.upgrades.find((u) => u.xws === c.weapon && !u.discarded);
    if (up) up.charges = (up.charges ?? 0) - w.charges;
  }
  if (c.requirementWaivedBy) payWaiver(ctx, ship, c.requirementWaivedBy);
  ctx.state.cursor.attack = {
    attacker: attackerId,
    defender: c.defender,
    weapon: c.weapon,
    arc: c.arc,
    range: c.range,
    obstructed: c.obstructed,
    ordnance: c.ordnance,
    step: 'declare',
    attackDice: [],
    defenseDice: [],
    used: [],
  };
  const remote = remoteById(ctx.state, c.defender);
  if (remote) {
    ctx.state.cursor.attack.remote = true;
    remoteAbilitiesMissing(ctx);
  }
  const defender = remote ? undefined : shipById(ctx.state, c.defender);
  // The ship defends from now on (001 Engagement 1): "if you did not defend this round" reads it (support, s35).
  if (defender) defender.round.defended = true;
  const name = remote ? remoteName(ctx, remote) : shipName(ctx, defender!);
  ctx.emit(
    'attack-declared',
    `${shipName(ctx, ship)} attacks ${name} with ${c.weapon === 'primary' ? 'its primary weapon' : c.weapon} at range ${c.range}${c.obstructed ? ' (obstructed)' : ''}.`,
    { ship: ship.id, data: { ...c, charges: c.chargeFree ? 0 : (w?.charges ?? 0) } },
  );
  // A special weapon whose card adds nothing to its attack but the attack itself: its card is used by declaring it.
  if (remote) return;
  for (const r of rulesOf(ctx, ctx.state.cursor.attack, 'special-weapon'))
    markUsed(ctx, r.ability, ship.id, r.key, r.index);
}

/** Card abilities do not act in an attack against a remote yet: the log says so once per game. */
function remoteAbilitiesMissing(ctx: Ctx): void {
  if (ctx.state.log.some((e) => e.type === 'not-implemented' && e.data?.remoteAttack === true)) return;
  ctx.emit('not-implemented', 'not implemented yet: card abilities in an attack against a remote (only tokens act).', {
    data: { remoteAttack: true },
  });
}

/** The attacker's weapon rules of this kind for the attack (abilities/static.ts weaponRules, window 'attack:weapon'). */
function rulesOf(ctx: Ctx, a: AttackState, kind: WeaponRule['ability']['effect']['kind']): WeaponRule[] {
  return weaponRules(ctx, a).filter((r) => r.ability.effect.kind === kind);
}

/** A weapon rule's effect did something in this attack: the log names its card. */
function ruleUsed(ctx: Ctx, a: AttackState, r: WeaponRule): void {
  markUsed(ctx, r.ability, a.attacker, r.key, r.index);
}

/** Once the Modify Attack Dice step is over: a weapon rule may turn every crit result into a hit (the attack words). */
function critsBecomeHits(ctx: Ctx, a: AttackState): void {
  if (againstRemote(a) || !a.attackDice.some((d) => d.face === 'crit')) return;
  const [r] = rulesOf(ctx, a, 'crits-become-hits');
  if (!r) return;
  const before = a.attackDice.map((d) => d.face);
  for (const d of a.attackDice) if (d.face === 'crit') d.face = 'hit';
  ruleUsed(ctx, a, r);
  ctx.emit('dice-changed', `The crit results become hits (${r.ability.summary}).`, {
    ship: a.attacker,
    data: { dice: 'attack', before, after: a.attackDice.map((d) => d.face) },
  });
}

/**
 * The attack hits with `hits` and `crits`: a weapon rule may have its results give the defender tokens instead of
 * damage (the attack words' `results-inflict-tokens`; 000 "Ion Tokens", supplement "Jam" and "Tractor"): its
 * `damageFirst` results (hits first) deal that much regular damage, each other result gives one token, the attacker's
 * effect. Returns the damage left to suffer.
 */
function resultsAsTokens(ctx: Ctx, a: AttackState, hits: number, crits: number): { hits: number; crits: number } {
  // A weapon whose hit resolves an effect instead of its results' damage (the attack words' `hit-instead`).
  const [instead] = hits + crits > 0 ? rulesOf(ctx, a, 'hit-instead') : [];
  if (instead?.ability.effect.kind === 'hit-instead') {
    ruleUsed(ctx, a, instead);
    applyEffect(ctx, instead.ability.effect.effect, a.attacker, subjectOf(a));
    return { hits: 0, crits: 0 };
  }
  const [r] = rulesOf(ctx, a, 'results-inflict-tokens');
  const e = r?.ability.effect;
  if (!r || e?.kind !== 'results-inflict-tokens' || hits + crits === 0) return { hits, crits };
  // `faces`: only those results give tokens; the others deal their damage as usual.
  const tokenHits = e.faces === undefined || e.faces.includes('hit') ? hits : 0;
  const tokenCrits = e.faces === undefined || e.faces.includes('crit') ? crits : 0;
  const total = tokenHits + tokenCrits;
  if (total === 0) return { hits, crits };
  ruleUsed(ctx, a, r);
  const damage = Math.min(e.damageFirst, total);
  const tokens = total - damage;
  if (tokens > 0) {
    const defender = shipById(ctx.state, a.defender);
    addTokens(ctx, defender, e.token, tokens, a.attacker);
    ctx.emit('token-gained', `${shipName(ctx, defender)} gains ${tokens} ${e.token} (${r.ability.summary}).`, {
      ship: defender.id,
      data: { token: e.token, count: tokens },
    });
    if (e.token === 'ion') breakLocksIfIonized(ctx, defender);
  }
  // "Suffer 1 hit damage": the spent result deals regular damage whatever its face.
  return { hits: hits - tokenHits + damage, crits: crits - tokenCrits };
}

/**
 * An ability grants `shipId` a bonus attack (000 "Performing an Attack", Aftermath): it is offered after the current
 * attack ends, limited to `weapons` when given. A ship performs at most one bonus attack per Engagement Phase. In the
 * Activation Phase (a card acting once an enemy ship has moved: combat/bonus-attack.ts) it is offered once the
 * window that granted it has resolved, at most one per ship in that phase too.
 */
export function grantBonusAttack(
  ctx: Ctx,
  shipId: string,
  limit: {
    weapons?: string[];
    arcs?: string[];
    target?: string;
    notTarget?: string;
    near?: { ship: string; min: number; max: number };
    free?: boolean;
    tokens?: string[];
    chargeFree?: boolean;
    barArc?: boolean;
    inArc?: string;
    from?: string;
  } = {},
): boolean {
  const c = ctx.state.cursor;
  if (!bonusAttackPhase(ctx.state.phase) || (c.bonusDone ?? []).includes(shipId) || c.bonusAttack) return false;
  c.bonusAttack = {
    ship: shipId,
    ...(limit.weapons ? { weapons: [...limit.weapons] } : {}),
    ...(limit.arcs ? { arcs: [...limit.arcs] } : {}),
    ...(limit.target ? { target: limit.target } : {}),
    ...(limit.notTarget ? { notTarget: limit.notTarget } : {}),
    ...(limit.near ? { near: { ...limit.near } } : {}),
    ...(limit.free ? { free: true } : {}),
    ...(limit.tokens ? { tokens: [...limit.tokens] } : {}),
    ...(limit.chargeFree ? { chargeFree: true } : {}),
    ...(limit.barArc ? { barArc: true } : {}),
    ...(limit.inArc ? { inArc: limit.inArc } : {}),
    ...(limit.from ? { from: limit.from } : {}),
  };
  // s37: the attack granted at initiative 7 (phases/engagement.ts) is not a bonus attack.
  const what = c.data?.initiative7 === shipId ? 'attack at initiative 7' : 'perform a bonus attack';
  ctx.emit('bonus-attack-granted', `${shipName(ctx, shipById(ctx.state, shipId))} may ${what}.`, { ship: shipId });
  return true;
}

/** The phases in which an ability may grant a bonus attack (the Engagement Phase; the Activation Phase, see above). */
export function bonusAttackPhase(phase: string): boolean {
  return phase === 'engagement' || phase === 'activation';
}

/** Dice-count changes from abilities in a roll window: [delta, owning player] pairs whose condition holds. */
interface DiceDelta {
  delta: number;
  /** A gain that never takes the count past this (the dice effect's `max`: "to a maximum of 4"). */
  max?: number;
  by: Side;
  name: string;
  ship: string;
  index: number;
}

/**
 * Whether a dice-count ability resolves on the trigger stack at the roll (run.ts: an optional one asks its owner, a
 * cost is paid, a limit is kept; its change is counted in `a.counting`) rather than being read as the dice are counted.
 */
function resolvedAtRoll(ability: Ability): boolean {
  return ability.optional || (ability.cost?.length ?? 0) > 0 || (ability.limit ?? 'unlimited') !== 'unlimited';
}

/**
 * The range-0 rules on dice counts (000 "Performing an Attack"): during a primary attack at range 0 attack dice cannot
 * be added; at range 0 enemy ships cannot reduce the number of defense dice.
 */
function deltaAllowed(a: AttackState, kind: DiceKind, delta: number, by: Side): boolean {
  if (kind === 'attack') return !(delta > 0 && a.range === 0 && a.weapon === 'primary');
  return !(delta < 0 && by === 'attacker' && a.range === 0);
}

function abilityDiceDeltas(ctx: Ctx, a: AttackState, window: EventWindow): DiceDelta[] {
  const out: DiceDelta[] = [];
  if (againstRemote(a)) return out;
  const subject = subjectOf(a);
  const attackerPlayer = playerOfSide(ctx, a, 'attacker');
  const inWindow = ctx.abilities.keysIn(window);
  for (const ship of inWindow.size === 0 || !anyShipCarries(ctx, inWindow) ? [] : ctx.state.ships) {
    if (!inPlay(ship)) continue;
    for (const { key, card } of abilityKeysIn(ctx, ship, inWindow)) {
      abilitiesOf(ctx, key).forEach((ability, index) => {
        if (ability.window !== window || ability.effect.kind !== 'dice' || resolvedAtRoll(ability)) return;
        const m = ability.effect.modification;
        if (m.effect.kind !== 'dice') return;
        const sub = card === undefined ? subject : { ...subject, data: { ...subject.data, cardIndex: card } };
        // An aura's dice count applies while the ship rolling those dice is within its reach (abilities/static.ts).
        if (ability.reach) {
          // A remote attacker (issue 26) is no ship an aura reaches.
          const roller = ctx.state.ships.find((s) => s.id === (m.dice === 'attack' ? a.attacker : a.defender));
          if (!roller || !reaches(ctx, ship, roller, ability.reach)) return;
        }
        if (!conditionHolds(ctx, ability.when, ship.id, sub, key)) return;
        const by = ship.player === attackerPlayer ? 'attacker' : 'defender';
        const perDevice = ability.effect.perDevice;
        out.push({
          // Once per device the filter lets through (`perDevice`), when the record says so.
          delta: m.effect.delta * (perDevice ? devicesNear(ctx, perDevice, ship.id, sub) : 1),
          ...(m.effect.max !== undefined ? { max: m.effect.max } : {}),
          by,
          name: key,
          ship: ship.id,
          index,
        });
      });
    }
  }
  // Lasting dice counts ("until the end of the round, the defender rolls one die fewer": abilities/lasting.ts).
  for (const x of lastingDiceDeltas(ctx, window, subject)) {
    const by = x.ship.player === attackerPlayer ? 'attacker' : 'defender';
    out.push({
      delta: x.delta,
      ...(x.max !== undefined ? { max: x.max } : {}),
      by,
      name: x.key,
      ship: x.ship.id,
      index: x.index,
    });
  }
  return out;
}

/** Whether the range bonuses reach this attack's weapon (RuleSet.weapons: 002 §Range combat bonus, primary only). */
function rangeBonusReaches(ctx: Ctx, a: AttackState): boolean {
  return a.weapon === 'primary' || !ruleSetOf(ctx.state).weapons?.rangeBonusPrimaryOnly;
}

export function attackDiceCount(ctx: Ctx, a: AttackState): number {
  return countAttackDice(ctx, a).n;
}

/**
 * A roll's dice count `n` with the abilities' dice-count changes read for it (`deltas`): the roll hands them on to
 * setDice, which marks those abilities used, so that they are read once per roll rather than twice.
 */
interface DiceCount {
  n: number;
  deltas: readonly DiceDelta[];
}

function countAttackDice(ctx: Ctx, a: AttackState): DiceCount {
  if (a.remoteAttacker) {
    // issue 26: the remote's entry's attack value; ordnance (no range bonus) as its entry says; the defender's
    // abilities' dice counts as for any attack.
    const w = ctx.content.upgrade(a.weapon)?.sides[0]?.device?.remote?.attack;
    let n = (w?.value ?? 0) + (a.range === 1 && !a.ordnance ? 1 : 0);
    const deltas = appliedDiceDeltas(ctx, a, 'attack');
    n = withDeltas(n, [...deltas, ...countedAtRoll(a, 'attack')]);
    return { n: Math.max(0, Math.min(6, n)), deltas };
  }
  const attacker = shipById(ctx.state, a.attacker);
  const w = weaponProfile(ctx, attacker, a.weapon, a.arc);
  let n = w?.value ?? 0;
  // A standing change to the attack value ('ship:stat') applies to the primary weapon.
  if (a.weapon === 'primary' && !againstRemote(a)) n += statDelta(ctx, attacker, 'attack');
  // Range bonus (000 "Range Bonuses"; 001 Engagement 2.1): +1 attack die at range 1, except ordnance.
  // A card may cancel it ('attack:range-bonus', abilities/static.ts rangeBonusCancelled).
  if (
    a.range === 1 &&
    !a.ordnance &&
    rangeBonusReaches(ctx, a) &&
    (againstRemote(a) || !rangeBonusCancelled(ctx, a, 'attack'))
  )
    n++;
  const deltas = appliedDiceDeltas(ctx, a, 'attack');
  n = withDeltas(n, [...deltas, ...countedAtRoll(a, 'attack')]);
  // A special weapon a card lets the ship use while disarmed may roll at most so many dice then (`disarmed-attacks`).
  if (a.weapon !== 'primary' && tokenCount(attacker, 'disarm') > 0) {
    const slot = ctx.content.upgrade(a.weapon)?.sides[0]?.type;
    for (const d of disarmedAttacks(ctx, attacker))
      if (d.maxDice !== undefined && slot !== undefined && d.slots.includes(slot)) n = Math.min(n, d.maxDice);
  }
  return { n: Math.max(0, Math.min(6, n)), deltas };
}

/** The abilities' dice-count changes read as this roll is counted (the range-0 rules drop some). */
function appliedDiceDeltas(ctx: Ctx, a: AttackState, kind: DiceKind): DiceDelta[] {
  return abilityDiceDeltas(ctx, a, rollWindow(kind)).filter((d) => deltaAllowed(a, kind, d.delta, d.by));
}

function rollWindow(kind: DiceKind): EventWindow {
  const window: EventWindow = kind === 'attack' ? 'attack:roll-attack-dice' : 'attack:roll-defense-dice';
  return window;
}

/** The dice-count changes of the abilities that resolved on the trigger stack for this roll. */
function countedAtRoll(a: AttackState, kind: DiceKind): readonly { delta: number; max?: number }[] {
  return a.counting?.dice === kind ? a.counting.deltas : [];
}

/**
 * The count `n` with the abilities' changes: the plain ones first, then each capped gain ("one more die, to a maximum
 * of 4"), which adds only what keeps the count at or below its `max` and never takes a die away.
 */
function withDeltas(n: number, deltas: readonly { delta: number; max?: number }[]): number {
  for (const d of deltas) if (d.max === undefined) n += d.delta;
  for (const d of deltas) if (d.max !== undefined) n += Math.max(0, Math.min(d.delta, d.max - n));
  return n;
}

/**
 * Before the dice are rolled, the dice-count abilities that ask, cost or are limited resolve on the trigger stack
 * (raised once per roll; the range-0 rules keep out those whose change would not count): 'asked' while one waits.
 */
function resolveCountsAtRoll(ctx: Ctx, a: AttackState, kind: DiceKind): 'done' | 'asked' {
  if (againstRemote(a)) return 'done';
  if (a.counting?.dice !== kind) {
    a.counting = { dice: kind, deltas: [] };
    // "Before a ship rolls": its subject is the ship about to roll (Count Dooku's `name-result`). The subjects and the
    // dice count are built only once an ability is queued (`raise` calls the builders then): most rolls have none,
    // and the count reads every standing dice change.
    raise(ctx, 'attack:before-roll', () => {
      // A remote attacker (issue 26) is no party a card names.
      const attacker = a.remoteAttacker ? undefined : a.attacker;
      const roller = kind === 'attack' ? { ship: attacker, other: a.defender } : { ship: a.defender, other: attacker };
      return { ...roller, data: { ...subjectOf(a).data, dice: kind } };
    });
    // The window's data names the dice count so far (printed value, range bonus, the free changes read as the dice
    // are counted): "if the attacker rolled 2 or fewer attack dice" (Gideon Hask of the Xi-class shuttle). A gain
    // capped at a maximum the count has reached already would not count either.
    let counted: number | undefined;
    const before = () => (counted ??= kind === 'attack' ? attackDiceCount(ctx, a) : defenseDiceCount(ctx, a));
    const subject = () => {
      const s = subjectOf(a);
      return { ...s, data: { ...s.data, count: before() } };
    };
    raise(ctx, rollWindow(kind), subject, (ability, ship) => {
      if (ability.effect.kind !== 'dice' || !resolvedAtRoll(ability)) return false;
      const e = ability.effect.modification.effect;
      const by: Side = ship.player === playerOfSide(ctx, a, 'attacker') ? 'attacker' : 'defender';
      if (e.kind === 'dice' && e.max !== undefined && e.delta > 0 && before() >= e.max) return false;
      return e.kind === 'dice' && deltaAllowed(a, kind, e.delta, by);
    });
  }
  return triggersPending(ctx) ? settle(ctx) : 'done';
}

export function defenseDiceCount(ctx: Ctx, a: AttackState): number {
  return countDefenseDice(ctx, a).n;
}

function countDefenseDice(ctx: Ctx, a: AttackState): DiceCount {
  const remote = againstRemote(a) ? remoteById(ctx.state, a.defender) : undefined;
  if (remote) {
    // A remote rolls its agility; the range 3 bonus (not ordnance) and obstruction apply as normal (supplement).
    const n = remote.agility + (a.range === 3 && !a.ordnance ? 1 : 0) + (a.obstructed ? 1 : 0);
    // No ability changes a remote's dice count (abilityDiceDeltas reads none against a remote).
    return { n: Math.max(0, Math.min(6, n)), deltas: [] };
  }
  const defender = shipById(ctx.state, a.defender);
  let n = shipStats(ctx.content, defender).agility + statDelta(ctx, defender, 'agility');
  // movement (s39): an agility treated as the speed executed this round, when higher (Sarco Plank).
  const asSpeed = agilityAsSpeed(ctx, defender);
  if (asSpeed !== undefined && asSpeed > n) n = asSpeed;
  // 002 "Cloak": a ship with a cloak token has 2 more agility.
  if (tokenCount(defender, 'cloak') > 0) n += 2;
  // Range bonus: +1 defense die at range 3, except ordnance; obstruction: +1 (001 Engagement 3.1).
  if (a.range === 3 && !a.ordnance && rangeBonusReaches(ctx, a) && !rangeBonusCancelled(ctx, a, 'defense')) n++;
  if (a.obstructed) n++;
  // A strained ship rolls one fewer defense die (000 "Strain Tokens"); it is its own token, not an enemy effect,
  // so it applies at range 0 too.
  if (tokenCount(defender, 'strain') > 0) n--;
  // 004 §Combat Phase c: an evade token gives the defender one more defense die (it is not spent on a result).
  if (ruleSetOf(ctx.state).combat?.evadeToken === 'extra-die' && tokenCount(defender, 'evade') > 0) n++;
  const deltas = appliedDiceDeltas(ctx, a, 'defense');
  n = withDeltas(n, [...deltas, ...countedAtRoll(a, 'defense')]);
  // An ability capped the defense dice at the attack's results of some faces (`defense-dice-cap`: Predictive Shot).
  const cap = a.defenseCap;
  if (cap) n = Math.min(n, a.attackDice.filter((d) => cap.includes(d.face)).length);
  return { n: Math.max(0, Math.min(6, n)), deltas };
}

// ---- modifications -------------------------------------------------------------------------------------------

interface Available {
  id: string;
  label: string;
  mod: Modification;
  /** The ship whose ability it is (its Ability.cost is paid from it), when it comes from a card. */
  owner?: string;
  key?: string;
  abilityIndex?: number;
  /** Attack pilots: the `modify-limit`s that hold for its user and these dice, with the results each has left. */
  limits?: LimitLeft[];
}

/** A `modify-limit` on the user of a modification (static.ts `ModifyLimit`), with how many results it has left. */
interface LimitLeft {
  faces?: readonly string[];
  left: number;
}

/**
 * The `modify-limit`s of the attack (static.ts `modifyBars`) that hold for a modification used by `user`: of its dice,
 * of rerolls when it rerolls, each with the results the user may still modify — its count less the results of those
 * faces it modified already this attack (`AttackState.modified`). Undefined when none holds (the common case).
 */
function limitsFor(a: AttackState, bars: ModifyBars | null, m: Modification, user: string): LimitLeft[] | undefined {
  if (!bars?.limits) return undefined;
  let out: LimitLeft[] | undefined;
  for (const l of bars.limits) {
    if (l.ship !== user || (l.dice !== undefined && l.dice !== m.dice)) continue;
    if (l.reroll && m.effect.kind !== 'reroll') continue;
    let used = 0;
    for (const x of a.modified ?? [])
      if (x.by === user && (l.dice === undefined || x.dice === l.dice) && (!l.reroll || x.reroll))
        used += (x.faces ?? []).filter((f) => l.faces === undefined || l.faces.includes(f)).length;
    (out ??= []).push({ ...(l.faces ? { faces: l.faces } : {}), left: l.count - used });
  }
  return out;
}

/** Whether the limits let one more result showing `face` be modified. */
function limitAllows(limits: readonly LimitLeft[] | undefined, face: string): boolean {
  return limits === undefined || limits.every((l) => l.left > 0 || (l.faces !== undefined && !l.faces.includes(face)));
}

/** Counts one result showing `face` against the limits it falls under. */
function limitTake(limits: LimitLeft[] | undefined, face: string): void {
  for (const l of limits ?? []) if (l.faces === undefined || l.faces.includes(face)) l.left--;
}

/** The tokens' dice modifications, from the dice package (reinforce is applied in the Neutralize Results step). */
const TOKEN_MODS: Modification[] = tokenModifications(false);

function diceOf(a: AttackState, kind: DiceKind): { face: string; rerolled: boolean; added?: boolean }[] {
  return kind === 'attack' ? a.attackDice : a.defenseDice;
}

/** The tokens whose spending on a dice modification raises 'token:after-spend': the green ones and a lock. */
const SPEND_RAISES: ReadonlySet<string> = new Set(['focus', 'evade', 'calculate', 'lock']);

/** How many of a cost token the user holds (lock: a lock on this attack's defender, for the attacker only). */
function holds(ctx: Ctx, a: AttackState, side: Side, token: string): number {
  // A remote attacker (issue 26) holds no tokens (supplement "Using Remotes": none but locks are assigned to it).
  if (side === 'attacker' && a.remoteAttacker) return 0;
  const ship = sideShip(ctx, a, side);
  if (token === 'force') return forceForbidden(ctx, ship) === null ? ship.force : 0;
  // A lock spent in an attack is the spender's lock on the other party: the attacker's on the defender (000 "Lock"),
  // or the defender's on the attacker (a card's defense modification paid with a lock: Sharabey).
  if (token === 'lock')
    return ship.locks.filter((l) => l.target === (side === 'attacker' ? a.defender : a.attacker)).length;
  if (token === 'reinforce') return reinforceTokens(ship).length;
  // support (s39): a friendly ship's focus tokens it may spend as if it had them (`lend-tokens`: Esege Tuketu).
  if (token === 'focus') {
    let n = tokenCount(ship, token);
    for (const l of tokenLenders(ctx, ship, token)) n += tokenCount(l.lender, token);
    return n;
  }
  return tokenCount(ship, token);
}

/** Faces a reroll should pick by default: the user's unwanted results on its own dice, the best on the other's. */
function defaultRerollFaces(ctx: Ctx, a: AttackState, m: Modification): string[] {
  const own = (m.by === 'attacker') === (m.dice === 'attack');
  if (!own) return m.dice === 'attack' ? ['crit', 'hit'] : ['evade'];
  const canUseFocus = holds(ctx, a, m.by, 'focus') > 0;
  return canUseFocus ? ['blank'] : ['blank', 'focus'];
}

/** The dice among `idx`, in order, that the `modify-limit`s let be modified one after the other. */
function withinLimits(
  idx: number[],
  dice: readonly { face: string }[],
  limits: readonly LimitLeft[] | undefined,
): number[] {
  if (limits === undefined) return idx;
  const left = limits.map((l) => ({ ...l }));
  return idx.filter((i) => {
    if (!limitAllows(left, dice[i]!.face)) return false;
    limitTake(left, dice[i]!.face);
    return true;
  });
}

function rerollCandidates(a: AttackState, m: Modification, faces: readonly string[]): number[] {
  const dice = diceOf(a, m.dice);
  const out: number[] = [];
  for (const f of faces) dice.forEach((d, i) => !d.rerolled && !d.added && d.face === f && out.push(i));
  return out;
}

/** Whether the modification would change anything now (a result the `modify-limit`s let through, when given). */
function applicable(ctx: Ctx, a: AttackState, m: Modification, limits?: readonly LimitLeft[]): boolean {
  const dice = diceOf(a, m.dice);
  // The dice vocabulary's requirements on the dice as they stand (`whenDice`), as the odds read them (dice phase.ts).
  if (m.whenDice)
    for (const r of m.whenDice) {
      const n = dice.filter((d) => (r.faces as readonly string[]).includes(d.face)).length;
      if (n < (r.atLeast ?? 0) || n > (r.atMost ?? 99) || (r.only && n !== dice.length)) return false;
    }
  const e = m.effect;
  switch (e.kind) {
    case 'reroll':
      return dice.some(
        (d) =>
          !d.rerolled &&
          !d.added &&
          (e.faces === undefined || e.faces.includes(d.face as Face)) &&
          limitAllows(limits, d.face),
      );
    case 'change':
      return dice.some((d) => e.from.includes(d.face as Face) && limitAllows(limits, d.face));
    case 'cancel':
      return dice.some((d) => e.faces.includes(d.face as Face) && limitAllows(limits, d.face));
    case 'add':
      return !(a.range === 0 && a.weapon === 'primary' && m.dice === 'attack');
    default:
      return false;
  }
}

/** What the attack records when a modification is used: the token's modification or the ability. */
function useOf(x: { id: string; owner?: string; key?: string; abilityIndex?: number }): UsedModification {
  return x.owner !== undefined && x.key !== undefined && x.abilityIndex !== undefined
    ? { ship: x.owner, key: x.key, index: x.abilityIndex }
    : { token: x.id };
}

function sameUse(u: UsedModification, v: UsedModification): boolean {
  if ('token' in u) return 'token' in v && v.token === u.token;
  return !('token' in v) && v.ship === u.ship && v.key === u.key && v.index === u.index;
}

function usesLeft(a: AttackState, use: UsedModification, m: Modification): boolean {
  const uses = m.uses ?? 1;
  if (uses === 'unlimited') return true;
  let n = 0;
  for (const u of a.used) if (sameUse(u, use)) n++;
  return n < uses;
}

function affordable(ctx: Ctx, a: AttackState, m: Modification): boolean {
  if (m.cost?.spend && holds(ctx, a, m.by, m.cost.spend) < (m.cost.count ?? 1)) return false;
  // An ability made the attacker's lock unspendable for this attack (the attack words' `lock-unspendable`); it still
  // has the lock, for what only asks whether it has one.
  if (m.cost?.spend === 'lock' && m.by === 'attacker' && a.lockUnspendable) return false;
  for (const r of m.requires ?? []) {
    const n = holds(ctx, a, r.side ?? m.by, r.token);
    if (n < (r.atLeast ?? 1) || (r.atMost !== undefined && n > r.atMost)) return false;
  }
  return true;
}

/**
 * A primary attack at attack range 0 whose attacker a card lets spend focus tokens (`range-zero-focus`: Zeb
 * Orrelios): only the focus token's own modification of the attack dice, unless a standing rule bars it.
 */
function focusAtRangeZero(ctx: Ctx, a: AttackState): Available[] {
  const bars = modifyBars(ctx, a, 'attack');
  if (
    a.unmodifiable?.includes('attack') ||
    bars?.all ||
    bars?.allBut ||
    bars?.focus ||
    bars?.green ||
    bars?.tokens.has('focus')
  )
    return [];
  const out: Available[] = [];
  for (const m of TOKEN_MODS) {
    if (m.by !== 'attacker' || m.dice !== 'attack' || m.cost?.spend !== 'focus') continue;
    const id = m.name ?? 'token';
    if (!affordable(ctx, a, m) || !usesLeft(a, { token: id }, m) || !applicable(ctx, a, m)) continue;
    out.push({ id, label: describe(m), mod: m });
  }
  return out;
}

/** The attacker's token modifications on `kind` dice in an attack against a remote. */
function tokenModsAgainstRemote(ctx: Ctx, a: AttackState, kind: DiceKind): Available[] {
  const out: Available[] = [];
  for (const m of TOKEN_MODS) {
    if (m.by !== 'attacker' || m.dice !== kind) continue;
    const id = m.name ?? 'token';
    if (!affordable(ctx, a, m) || !usesLeft(a, { token: id }, m) || !applicable(ctx, a, m)) continue;
    out.push({ id, label: describe(m), mod: m });
  }
  return out;
}

/**
 * The modifications `side` may use now on `kind` dice (its window of the Modify step). `only`: just the one with this
 * id, if it is available — a choice made on the decision finds its modification without the others being checked again
 * (the attack asked with the full list; nothing has changed since).
 */
export function availableModifications(
  ctx: Ctx,
  a: AttackState,
  kind: DiceKind,
  side: Side,
  only?: string,
): Available[] {
  // Range 0 (000 "Performing an Attack"; 001 Engagement 2.2 and 3.2): during a primary attack the attacker cannot
  // modify the attack dice; during any attack enemy ships cannot modify the defender's results.
  if (a.range === 0 && side === 'attacker' && (kind === 'defense' || a.weapon === 'primary'))
    return kind === 'attack' && !againstRemote(a) && rangeZeroFocus(ctx, a)
      ? onlyOne(focusAtRangeZero(ctx, a), only)
      : [];
  // A remote attacker (issue 26) modifies with its entry's own modification only.
  if (side === 'attacker' && a.remoteAttacker) return onlyOne(remoteOwnModifications(ctx, a, kind), only);
  // A remote has no tokens and no abilities to modify with; against it only the attacker's tokens act.
  if (againstRemote(a)) return side === 'defender' ? [] : onlyOne(tokenModsAgainstRemote(ctx, a, kind), only);
  // An ability made these dice unmodifiable for this attack (e.g. Moff Gideon), or a standing one of the attacker or
  // defender does (e.g. Dark Curse).
  if (a.unmodifiable?.includes(kind)) return [];
  const bars = modifyBars(ctx, a, kind);
  if (bars?.all) return [];
  // Undefined only for a remote attacker (issue 26), whose side returned above: `side` is then the defender's.
  const attacker = a.remoteAttacker ? undefined : shipById(ctx.state, a.attacker);
  const attackPlayer = attacker ? attacker.player : playerOfSide(ctx, a, 'attacker');
  const sideId = side === 'attacker' ? a.attacker : a.defender;
  const out: Available[] = [];
  // A standing ability bars the green tokens (Dead to Rights), the focus tokens or rerolls ("Dark Curse" of the first
  // edition) from these dice: nothing that spends such a token, or rerolls, is offered.
  const barred = bars === null ? null : (m: Modification, cost?: readonly Cost[]) => barredBy(bars, m, cost);
  // s36: everything barred but one card's own modifications, or the lock's reroll (`dice-unmodifiable` `except`).
  const allBut = bars?.allBut;
  for (const m of TOKEN_MODS) {
    if (m.by !== side || m.dice !== kind) continue;
    const id = m.name ?? 'token';
    if (only !== undefined && id !== only) continue;
    if (barred?.(m)) continue;
    if (allBut && !(allBut.lock && m.name === 'lock')) continue;
    if (m.cost?.spend === 'evade' && ruleSetOf(ctx.state).combat?.evadeToken === 'extra-die') continue;
    if (
      side === 'attacker' &&
      kind === 'attack' &&
      attacker &&
      attackDiceOnlyForce(ctx, attacker) &&
      m !== ATTACK_FORCE
    )
      continue;
    const limits = limitsFor(a, bars, m, sideId);
    if (!affordable(ctx, a, m) || !usesLeft(a, { token: id }, m) || !applicable(ctx, a, m, limits)) continue;
    out.push({ id, label: describe(m), mod: m, ...(limits ? { limits } : {}) });
  }
  const window: QueryWindow = kind === 'attack' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice';
  const sidePlayer = side === 'attacker' ? attackPlayer : ctx.opponent(attackPlayer);
  const subject = subjectOf(a);
  const inWindow = ctx.abilities.keysIn(window);
  const carried = inWindow.size > 0 && anyShipCarries(ctx, inWindow);
  // The side's own ships offer it their modifications; so may the other party of the attack, through a record that
  // names its own role in the attack ("while you defend, the attacker may change …": Greedo). The side's player
  // decides either way.
  const otherParty = side === 'attacker' ? a.defender : a.attacker;
  const otherRole = side === 'attacker' ? 'defender' : 'attacker';
  for (const ship of ctx.state.ships) {
    if (!carried) break;
    if (!inPlay(ship) || (ship.player !== sidePlayer && ship.id !== otherParty)) continue;
    for (const { key, card } of abilityKeysIn(ctx, ship, inWindow)) {
      abilitiesOf(ctx, key).forEach((ability, index) => {
        if (ability.window !== window || ability.effect.kind !== 'dice') return;
        if (only !== undefined && only !== abilityModId(key, index, ship.id)) return;
        if (ship.player !== sidePlayer && !namesRole(ability.when, otherRole)) return;
        const per = ability.effect.per;
        const m = per
          ? perShips(ctx, ability.effect.modification, per, ship.id, subject, key, ability.effect.perDevice)
          : ability.effect.modification;
        if (!m || m.dice !== kind || m.by !== side) return;
        if (side === 'attacker' && kind === 'attack' && attacker && attackDiceOnlyForce(ctx, attacker)) return;
        if (barred?.(m, ability.cost)) return;
        if (allBut && !allBut.keys.has(key)) return;
        // The checks of the attack's own state first, the record's condition (arcs, ranges: geometry) last: the list
        // is built again after every modification, and a modification used or useless now fails before it is asked.
        if (!usesLeft(a, { ship: ship.id, key, index }, m) || limitReached(ctx, ability, ship.id, key, index)) return;
        const limits = limitsFor(a, bars, m, sideId);
        if (!affordable(ctx, a, m) || !applicable(ctx, a, m, limits)) return;
        const sub = card === undefined ? subject : { ...subject, data: { ...subject.data, cardIndex: card } };
        if (!conditionHolds(ctx, ability.when, ship.id, sub, key) || !canPay(ship, key, ability.cost, ctx)) return;
        out.push({
          id: abilityModId(key, index, ship.id),
          label: ability.summary,
          mod: m,
          owner: ship.id,
          key,
          abilityIndex: index,
          ...(limits ? { limits } : {}),
        });
      });
    }
  }
  // Lasting effects of this window (a `last` an ability started: "until the end of the round, while you defend or
  // attack, you may …"): offered as the ship's own modifications while their `while` holds, free (the ability that
  // started them paid), each once per attack unless its modification says otherwise.
  for (const ship of ctx.state.ships) {
    if (ctx.state.lasting === undefined || ctx.state.lasting.length === 0) break;
    if (!inPlay(ship) || ship.player !== sidePlayer) continue;
    for (const entry of lastingOn(ctx, ship.id, window)) {
      if (entry.effect.kind !== 'dice') continue;
      const m = entry.effect.modification;
      if (m.dice !== kind || m.by !== side) continue;
      const id = `last:${entry.source}@${ship.id}`;
      if (only !== undefined && id !== only) continue;
      if (side === 'attacker' && kind === 'attack' && attacker && attackDiceOnlyForce(ctx, attacker)) continue;
      if (barred?.(m) || allBut) continue;
      if (entry.while && !conditionHolds(ctx, entry.while, ship.id, subject, entry.source.split('#')[0]!)) continue;
      const limits = limitsFor(a, bars, m, sideId);
      if (!affordable(ctx, a, m) || !usesLeft(a, { token: id }, m) || !applicable(ctx, a, m, limits)) continue;
      out.push({ id, label: m.name ?? entry.source, mod: m, ...(limits ? { limits } : {}) });
    }
  }
  return out;
}

/** The id of a card's modification: its record (source key and index) and the ship offering it. */
function abilityModId(key: string, index: number, ship: string): string {
  return `${key}#${index}@${ship}`;
}

/** The modifications of `list` with the id `only`, when given. */
function onlyOne(list: Available[], only: string | undefined): Available[] {
  return only === undefined ? list : list.filter((x) => x.id === only);
}

/**
 * A modification whose count is one per ship the filter lets through (the `dice` effect's `per`, seen from the record's
 * ship `self`) and one per device `perDevice` lets through (s32: Lega Fossang), or undefined when none is.
 */
function perShips(
  ctx: Ctx,
  m: Modification,
  per: ShipFilter,
  self: string,
  subject: WindowSubject,
  key: string,
  perDevice?: DeviceFilter,
): Modification | undefined {
  const n =
    shipsAround(ctx, per, self, subject, (c, id, sub) => conditionHolds(ctx, c, id, sub, key)).length +
    (perDevice ? devicesNear(ctx, perDevice, self, subject) : 0);
  if (n === 0) return undefined;
  const e = m.effect;
  if (e.kind === 'reroll' && typeof e.count === 'number') return { ...m, effect: { ...e, count: e.count * n } };
  if (e.kind === 'change' && typeof e.count === 'number') return { ...m, effect: { ...e, count: e.count * n } };
  if (e.kind === 'add') return { ...m, effect: { ...e, count: (e.count ?? 1) * n } };
  return m;
}

/** Whether a record's condition requires its ship to hold this role in the attack (an `attack-role` it must meet). */
export function namesRole(c: Condition, role: 'attacker' | 'defender'): boolean {
  if (c.kind === 'attack-role') return c.role === role;
  return c.kind === 'all' && c.of.some((x) => namesRole(x, role));
}

/** The green tokens (000 "Tokens"): a modification spending one "uses a green token". */
function spendsGreen(token: string | undefined): boolean {
  return token === 'focus' || token === 'evade' || token === 'calculate' || token === 'reinforce';
}

/** Whether a modification (with its ability's cost) is one the standing bars forbid (static.ts `modifyBars`). */
function barredBy(bars: ModifyBars, m: Modification, cost: readonly Cost[] | undefined): boolean {
  if (bars.rerolls && m.effect.kind === 'reroll') return true;
  const spends = (test: (token: string | undefined) => boolean) =>
    test(m.cost?.spend) || (cost?.some((c) => c.kind === 'spend-token' && test(c.token)) ?? false);
  if (bars.green && spends(spendsGreen)) return true;
  if (bars.tokens.size > 0 && spends((t) => t !== undefined && bars.tokens.has(t))) return true;
  return bars.focus && spends((t) => t === 'focus');
}

function describe(m: Modification): string {
  const e = m.effect;
  const cost = m.cost?.spend ? `Spend ${m.cost.spend}: ` : '';
  if (e.kind === 'change') return `${cost}change ${e.count} ${e.from.join('/')} to ${e.to}`;
  if (e.kind === 'reroll') return `${cost}reroll ${e.count === 'any' ? 'any number of' : e.count} dice`;
  return `${cost}${m.name ?? e.kind}`;
}

function modOptions(ctx: Ctx, a: AttackState, list: Available[]): Option[] {
  return [
    ...list.map((x) => ({
      id: `mod:${x.id}`,
      label: x.label,
      data: { modification: x.mod.name ?? x.id },
      effect: modEffect(ctx, a, x),
    })),
    { id: 'done', label: 'No more changes', effect: { kind: 'nothing' } },
  ];
}

/** What a modification option does: its source (a token's or an ability's), its user, the change and its costs. */
function modEffect(ctx: Ctx, a: AttackState, x: Available): OptionEffect {
  const m = x.mod;
  const user = m.by === 'attacker' ? a.attacker : a.defender;
  const fromAbility = x.key !== undefined && x.abilityIndex !== undefined;
  const costs = modificationCosts(m);
  if (fromAbility) costs.push(...optionCosts(abilitiesOf(ctx, x.key!)[x.abilityIndex!]?.cost));
  return {
    kind: 'modify-dice',
    source: fromAbility ? x.key! : `token:${x.id}`,
    ship: x.owner ?? user,
    change: diceChange(m),
    costs,
    ...(x.limits
      ? { limits: x.limits.map((l) => ({ ...(l.faces ? { faces: [...l.faces] } : {}), left: l.left })) }
      : {}),
  };
}

/** Applies an available modification: pays, changes the dice; returns 'asked' when rerolled faces must be entered. */
function applyModification(
  ctx: Ctx,
  a: AttackState,
  x: Available,
  value: string[] | undefined,
): 'done' | 'asked' | Refusal {
  const m = x.mod;
  const dice = diceOf(a, m.dice);
  const e = m.effect;
  let rerollIdx: number[] = [];
  if (e.kind === 'reroll') {
    const limit = e.count === 'any' ? dice.length : e.count;
    if (value && value.length > 0) {
      const idx = value.map((v) => Number(v));
      const unique = new Set(idx);
      if (unique.size !== idx.length || idx.some((i) => !Number.isInteger(i) || !dice[i]))
        return refuse('Name each die to reroll once, by its position.', 'bad-dice');
      if (idx.some((i) => dice[i]!.rerolled)) return refuse('Each die can be rerolled only once.', 'already-rerolled');
      if (idx.some((i) => dice[i]!.added)) return refuse('Added dice cannot be rerolled.', 'added-die');
      if (e.faces && idx.some((i) => !e.faces!.includes(dice[i]!.face as Face)))
        return refuse(`This reroll only takes ${e.faces.join(' or ')} results.`, 'bad-dice');
      if (idx.length > limit) return refuse(`This reroll takes at most ${limit} dice.`, 'too-many-dice');
      if (x.limits) {
        const left = x.limits.map((l) => ({ ...l }));
        for (const i of idx) {
          if (!limitAllows(left, dice[i]!.face)) return refuse('A card limits the results you may modify.', 'bad-dice');
          limitTake(left, dice[i]!.face);
        }
      }
      rerollIdx = idx;
    } else {
      rerollIdx = withinLimits(rerollCandidates(a, m, e.faces ?? defaultRerollFaces(ctx, a, m)), dice, x.limits).slice(
        0,
        limit,
      );
      // Nothing unwanted showing: the player still chose to reroll, so take the least useful die.
      if (rerollIdx.length === 0)
        rerollIdx = withinLimits(rerollCandidates(a, m, e.faces ?? ALL_FACES[m.dice]), dice, x.limits).slice(0, 1);
    }
    if (rerollIdx.length === 0) return refuse('No die can be rerolled that way.', 'nothing-to-reroll');
  }
  // Pay: the modification's own cost from the user, then the ability's costs from its owner. A remote attacker
  // (issue 26) has no tokens to pay with: its own modification costs nothing; its card's owner is logged using it.
  const userId = m.by === 'attacker' ? a.attacker : a.defender;
  const remote = m.by === 'attacker' ? attackingRemote(ctx, a) : undefined;
  const user = remote ? undefined : sideShip(ctx, a, m.by);
  const userName = user ? shipName(ctx, user) : sideName(ctx, a, m.by);
  const userShip = user ? user.id : logShip(ctx, a);
  if (user && m.cost?.spend) spend(ctx, a, user, m.cost.spend, m.cost.count ?? 1);
  if (user && m.cost?.gain) addTokens(ctx, user, m.cost.gain, m.cost.gainCount ?? 1);
  if (remote && x.key && x.abilityIndex !== undefined) {
    const ability = abilitiesOf(ctx, x.key)[x.abilityIndex];
    if (ability) markUsed(ctx, ability, remote.owner, x.key, x.abilityIndex);
  } else if (x.owner && x.key && x.abilityIndex !== undefined) {
    const owner = shipById(ctx.state, x.owner);
    const ability = abilitiesOf(ctx, x.key)[x.abilityIndex];
    if (ability) markUsed(ctx, ability, owner.id, x.key, x.abilityIndex);
    pay(ctx, owner, x.key, ability?.cost);
  }
  a.used.push(useOf(x));
  // The results it modified, by their faces before (a `modify-limit` counts them): each die changed, cancelled or
  // rerolled.
  const touched: string[] = [];
  (a.modified ??= []).push({
    by: userId,
    dice: m.dice,
    faces: touched,
    ...(e.kind === 'reroll' ? { reroll: true } : {}),
  });
  const limits = x.limits?.map((l) => ({ ...l }));
  const before = dice.map((d) => d.face);
  switch (e.kind) {
    case 'change': {
      let left = e.count === 'all' ? Number.POSITIVE_INFINITY : e.count;
      for (const f of e.from) {
        for (const d of dice) {
          if (left > 0 && d.face === f && limitAllows(limits, f)) {
            limitTake(limits, f);
            touched.push(f);
            d.face = e.to;
            left--;
          }
        }
      }
      break;
    }
    case 'add':
      for (let i = 0; i < (e.count ?? 1); i++) dice.push({ face: e.face, rerolled: false, added: true });
      break;
    case 'cancel': {
      let left = e.count ?? 1;
      for (const f of e.faces) {
        for (let i = dice.length - 1; i >= 0 && left > 0; i--) {
          if (dice[i]!.face === f && limitAllows(limits, f)) {
            limitTake(limits, f);
            touched.push(f);
            dice.splice(i, 1);
            left--;
          }
        }
      }
      break;
    }
    case 'reroll': {
      for (const i of rerollIdx) touched.push(dice[i]!.face);
      for (const i of rerollIdx) dice[i]!.rerolled = true;
      const faces = ctx.roll(m.dice, rerollIdx.length);
      if (!faces) {
        a.reroll = {
          dice: m.dice,
          indices: rerollIdx,
          by: userId,
          ...(x.key ? { source: x.key } : {}),
          ...(x.abilityIndex !== undefined ? { sourceIndex: x.abilityIndex } : {}),
          ...(m.cost?.spend && SPEND_RAISES.has(m.cost.spend) ? { spent: m.cost.spend } : {}),
        };
        ctx.emit('modification-used', `${userName} uses ${x.mod.name ?? x.id}: rerolling ${rerollIdx.length} dice.`, {
          ship: userShip,
          data: { modification: x.id, dice: m.dice, before },
        });
        // The token is spent now, as in a seeded reroll below (`spent-in-attack` reads it).
        if (m.cost?.spend) (a.spent ??= []).push({ ship: userId, token: m.cost.spend });
        askEnterDice(ctx, a, m.dice, rerollIdx.length, playerOfSide(ctx, a, m.by));
        return 'asked';
      }
      rerollIdx.forEach((i, k) => (dice[i]!.face = faces[k]!));
      break;
    }
    default:
      break;
  }
  ctx.emit('modification-used', `${userName} uses ${x.mod.name ?? x.id}.`, {
    ship: userShip,
    data: { modification: x.id, dice: m.dice, before, after: dice.map((d) => d.face) },
  });
  if (againstRemote(a)) return 'done';
  ctx.effects.raise(ctx, 'dice:after-modify', {
    ...subjectOf(a),
    // `source`: the card whose modification it was (an ability's key), for "if you do" abilities of that card, and
    // `sourceIndex` the record's index under that key (which of the card's modifications it was);
    // `rerolled`: the new faces of the dice a reroll rolled again ("if the rerolled result is …").
    data: {
      ...subjectOf(a).data,
      dice: m.dice,
      by: userId,
      ...(x.key ? { source: x.key } : {}),
      ...(x.abilityIndex !== undefined ? { sourceIndex: x.abilityIndex } : {}),
      ...(e.kind === 'reroll' ? { rerolled: rerollIdx.map((i) => dice[i]!.face) } : {}),
    },
  });
  // Abilities that trigger on spending a token (e.g. Garven Dreis after a focus token); the attack waits on them.
  // Green tokens (focus, evade, calculate) spent on a modification open it; each ability tests which token it was.
  // A lock spent on the dice opens it too (000 "Lock": a spent lock is removed): Derek Klivian.
  if (user && m.cost?.spend) (a.spent ??= []).push({ ship: user.id, token: m.cost.spend });
  if (user && m.cost?.spend && SPEND_RAISES.has(m.cost.spend)) {
    raise(ctx, 'token:after-spend', { ship: user.id, data: { token: m.cost.spend } });
    return triggersPending(ctx) ? settle(ctx) : 'done';
  }
  return 'done';
}

function spend(ctx: Ctx, a: AttackState, ship: ShipState, token: string, n: number): void {
  if (token === 'force') spendForce(ctx, ship, n);
  else if (token === 'lock') {
    const on = ship.id === a.attacker ? a.defender : a.attacker;
    for (let k = 0; k < n; k++) {
      const i = ship.locks.findIndex((l) => l.target === on);
      if (i >= 0) ship.locks.splice(i, 1);
    }
  } else if (token === 'focus' && tokenCount(ship, token) < n) {
    // support (s39): its own focus tokens first, then those a friendly ship lends it (`lend-tokens`), its card used.
    let left = n - tokenCount(ship, token);
    if (n > left) addTokens(ctx, ship, token, left - n);
    for (const l of tokenLenders(ctx, ship, token)) {
      if (left <= 0) break;
      const k = Math.min(left, tokenCount(l.lender, token));
      markUsed(ctx, l.ability, l.lender.id, l.key, l.index);
      addTokens(ctx, l.lender, token, -k);
      left -= k;
    }
  } else if (token !== 'charge') addTokens(ctx, ship, token, -n);
}

function askEnterDice(ctx: Ctx, a: AttackState, kind: DiceKind, count: number, player: 0 | 1): void {
  ctx.ask({
    player,
    kind: 'enter-dice',
    ship: kind === 'attack' ? a.attacker : a.defender,
    prompt: `Roll ${count} ${kind} ${count === 1 ? 'die' : 'dice'} and enter the faces.`,
    options: [],
    accepts: kind === 'attack' ? 'attack-faces' : 'defense-faces',
    count,
  });
}

// ---- the state machine ---------------------------------------------------------------------------------------

function rollInto(ctx: Ctx, a: AttackState, kind: DiceKind): 'done' | 'asked' {
  if (resolveCountsAtRoll(ctx, a, kind) === 'asked') return 'asked';
  const { n, deltas } = kind === 'attack' ? countAttackDice(ctx, a) : countDefenseDice(ctx, a);
  if (n === 0) {
    setDice(ctx, a, kind, [], deltas);
    return 'done';
  }
  const faces = ctx.roll(kind, n);
  if (!faces) {
    askEnterDice(ctx, a, kind, n, playerOfSide(ctx, a, kind === 'attack' ? 'attacker' : 'defender'));
    return 'asked';
  }
  // Nothing changed since the dice were counted (rolling them only draws from the generator): the count's changes stand.
  setDice(ctx, a, kind, faces, deltas);
  return 'done';
}

/** `deltas`: the dice-count changes the roll was counted with; read again when not given (dice entered later). */
function setDice(
  ctx: Ctx,
  a: AttackState,
  kind: DiceKind,
  faces: string[],
  deltas: readonly DiceDelta[] = appliedDiceDeltas(ctx, a, kind),
): void {
  // The dice are rolled: the abilities that changed how many were used (the log names them).
  for (const d of deltas) {
    const ability = abilitiesOf(ctx, d.name)[d.index];
    if (ability) markUsed(ctx, ability, d.ship, d.name, d.index);
  }
  delete a.counting;
  // "After you roll" abilities resolve before the dice are modified (the attack's loop settles the stack first).
  if (!againstRemote(a))
    ctx.effects.raise(ctx, 'dice:after-roll', { ...subjectOf(a), data: { ...subjectOf(a).data, dice: kind } });
  if (kind === 'attack') {
    a.attackDice = faces.map((f) => ({ face: f as AttackState['attackDice'][number]['face'], rerolled: false }));
    a.step = 'modify-attack';
    a.modifier = 'defender';
  } else {
    a.defenseDice = faces.map((f) => ({ face: f as AttackState['defenseDice'][number]['face'], rerolled: false }));
    a.step = 'modify-defense';
    a.modifier = 'attacker';
  }
  ctx.emit(`${kind}-dice-rolled`, `${kind === 'attack' ? 'Attack' : 'Defense'} dice: ${faces.join(', ') || 'none'}.`, {
    ship: kind === 'attack' ? a.attacker : a.defender,
    data: { faces: [...faces] },
  });
  if (a.named) applyNamedResults(ctx, a, kind);
  if (kind === 'defense' && !againstRemote(a)) removeStrainAfterDefending(ctx, a);
}

/**
 * The faces a rolling ship gives up first when a named result forces one of its dice to change, least useful first:
 * its own dice, so the ship's choice (000 "Modifying Dice": the player whose dice change picks them) is never worse
 * for it than the die the engine takes.
 */
const GIVE_UP_FIRST: Readonly<Record<DiceKind, readonly string[]>> = {
  attack: ['blank', 'focus', 'hit', 'crit'],
  defense: ['blank', 'focus', 'evade'],
};

/**
 * `name-result` (Count Dooku): the dice just rolled hold each result named for them, or the rolling ship changes one
 * of its dice to it (a change forced by the ability, not a modification: 000 "Modifying Dice").
 */
function applyNamedResults(ctx: Ctx, a: AttackState, kind: DiceKind): void {
  const pool: { face: string }[] = diceOf(a, kind);
  for (const n of a.named!.filter((x) => x.dice === kind)) {
    if (pool.length === 0 || pool.some((d) => d.face === n.face)) continue;
    const order = GIVE_UP_FIRST[kind];
    const die = [...pool].sort((x, y) => order.indexOf(x.face) - order.indexOf(y.face))[0]!;
    const from = die.face;
    die.face = n.face;
    ctx.emit('dice-changed', `The roll lacked the named ${n.face}: one ${from} result becomes a ${n.face}.`, {
      ship: kind === 'attack' ? a.attacker : a.defender,
      data: { dice: kind, from: [from], to: n.face, by: n.by },
    });
  }
  a.named = a.named!.filter((x) => x.dice !== kind);
  if (a.named.length === 0) delete a.named;
}

/** 000 "Strain Tokens": after a strained ship has rolled one fewer defense die, it removes one strain token. */
function removeStrainAfterDefending(ctx: Ctx, a: AttackState): void {
  const defender = shipById(ctx.state, a.defender);
  if (tokenCount(defender, 'strain') === 0) return;
  addTokens(ctx, defender, 'strain', -1);
  ctx.emit('token-removed', `${shipName(ctx, defender)} rolled one fewer defense die and removes 1 strain.`, {
    ship: defender.id,
    data: { token: 'strain', count: 1 },
  });
}

/** Runs the attack in the cursor until it needs a decision ('asked') or is over ('done'; the cursor is cleared). */
export function continueAttack(ctx: Ctx): 'asked' | 'done' {
  for (;;) {
    const a = ctx.state.cursor.attack;
    if (!a) return 'done';
    // Waiting on the faces of rerolled dice: the pending decision stands. Triggers raised by the last step first.
    if (a.reroll) return 'asked';
    if (triggersPending(ctx) && settle(ctx) === 'asked') return 'asked';
    switch (a.step) {
      case 'declare':
        // Abilities that trigger once the defender is declared (e.g. recovering Force) resolve first.
        a.step = 'roll-attack';
        if (!againstRemote(a) && runWindow(ctx, 'attack:after-declare', subjectOf(a)) === 'asked') return 'asked';
        break;
      case 'roll-attack':
        // An ability skipped the dice steps (`skip-dice`): no results to neutralize or deal; the attack hits.
        if (a.skipDice) {
          a.result = { hits: 0, crits: 0 };
          a.damageWindow = true;
          a.step = 'deal-damage';
          break;
        }
        if (rollInto(ctx, a, 'attack') === 'asked') return 'asked';
        break;
      case 'modify-attack':
      case 'modify-defense': {
        const kind: DiceKind = a.step === 'modify-attack' ? 'attack' : 'defense';
        const side = a.modifier ?? (kind === 'attack' ? 'defender' : 'attacker');
        const list = availableModifications(ctx, a, kind, side);
        if (list.length > 0) {
          // A remote attacker (issue 26) is asked through its controller, the decision naming the remote.
          ctx.ask({
            player: playerOfSide(ctx, a, side),
            kind: kind === 'attack' ? 'modify-attack-dice' : 'modify-defense-dice',
            ship: side === 'attacker' ? a.attacker : a.defender,
            prompt: `${sideName(ctx, a, side)}: modify the ${kind} dice (${diceOf(a, kind)
              .map((d) => d.face)
              .join(', ')})?`,
            options: modOptions(ctx, a, list),
          });
          return 'asked';
        }
        nextModifier(a);
        break;
      }
      case 'roll-defense':
        critsBecomeHits(ctx, a);
        if (rollInto(ctx, a, 'defense') === 'asked') return 'asked';
        break;
      case 'neutralize':
        // Abilities that act before results are neutralized (e.g. cancelling dice) resolve first.
        if (!a.neutralizeWindow && !againstRemote(a)) {
          a.neutralizeWindow = true;
          if (runWindow(ctx, 'attack:neutralize', subjectOf(a)) === 'asked') return 'asked';
          break;
        }
        neutralize(ctx, a);
        break;
      case 'deal-damage': {
        // Abilities that may prevent the damage before it is suffered (e.g. Iden Versio) resolve first.
        if (!a.damageWindow && !againstRemote(a)) {
          a.damageWindow = true;
          const res = a.result ?? { hits: 0, crits: 0 };
          if (res.hits + res.crits > 0 && runWindow(ctx, 'attack:before-damage', subjectOf(a)) === 'asked')
            return 'asked';
          break;
        }
        const r = a.result ?? { hits: 0, crits: 0 };
        if (againstRemote(a)) {
          // Each damage counts against the remote's hull (remotes.ts); no card ability acts around it yet.
          const by = `attack by ${sideName(ctx, a, 'attacker')}`;
          damageRemote(ctx, a.defender, r.hits, r.crits, by);
          a.step = 'aftermath';
          break;
        }
        // The damage stopped before a card was dealt (damage.ts 'damage:before-card'): it goes on from that card.
        if (ctx.state.dealing) {
          if (resumeDamage(ctx) === 'asked') return 'asked';
        } else {
          const suffered = resultsAsTokens(ctx, a, r.hits, r.crits);
          if (suffered.hits + suffered.crits > 0) {
            const by = `attack by ${sideName(ctx, a, 'attacker')}`;
            if (sufferDamage(ctx, a.defender, suffered.hits, suffered.crits, by, true) === 'asked') return 'asked';
          }
        }
        a.step = 'aftermath';
        const sub = subjectOf(a);
        // `neutralized`: how many hit/crit results the evades (and reinforce) cancelled; `dealt`: the damage cards the
        // defender was dealt during the attack, as they were dealt (read by `cards-dealt`).
        const dealt = (a.dealt ?? []).map((d) => ({ ...d }));
        const hit = r.hits + r.crits > 0 || a.skipDice === true;
        const data = { ...sub.data, hit, neutralized: a.neutralized ?? 0, dealt };
        if (runWindow(ctx, 'attack:after', { ...sub, data }) === 'asked') return 'asked';
        break;
      }
      case 'aftermath':
        ctx.emit('attack-ended', 'The attack ends.', {
          ship: logShip(ctx, a),
          ...(a.remoteAttacker ? { data: { remote: a.attacker } } : {}),
        });
        // Lasting effects "until the end of this attack" end with it (abilities/lasting.ts).
        endLasting(ctx, 'end-of-attack');
        delete ctx.state.cursor.attack;
        return 'done';
    }
  }
}

function nextModifier(a: AttackState): void {
  if (a.step === 'modify-attack') {
    if (a.modifier === 'defender') a.modifier = 'attacker';
    else {
      a.step = 'roll-defense';
      // The attack state is read at every step of the attack: kept a fast object (fast-delete.ts).
      deleteField(a, 'modifier');
    }
  } else if (a.modifier === 'attacker') a.modifier = 'defender';
  else {
    a.step = 'neutralize';
    deleteField(a, 'modifier');
  }
}

/**
 * How many results the defender's reinforce tokens cancel once the evades have (supplement "Reinforce"): each token
 * whose full arc holds the attacker, the attacker not being in the other full arc too (a flanking attacker gets
 * none), adds one evade result while more than one hit/crit result remains — one token at a time, so two need three.
 */
function reinforceCancels(ctx: Ctx, a: AttackState, left: number): number {
  if (againstRemote(a)) return 0;
  const defender = shipById(ctx.state, a.defender);
  const tokens = reinforceTokens(defender);
  if (tokens.length === 0 || !inPlay(defender)) return 0;
  // A remote attacker (issue 26): its token is what lies in the defender's full arcs.
  const remote = attackingRemote(ctx, a);
  const attacker = remote ? undefined : shipById(ctx.state, a.attacker);
  if (attacker && !inPlay(attacker)) return 0;
  if (!attacker && !remote) return 0;
  const solid = attacker ? solidOf(attacker) : remoteSolid(remote!).solid;
  const inFull = (side: ReinforceSide) =>
    isInArc(arcOwner(defender), side === 'fore' ? 'fullFront' : 'fullRear', solid);
  let cancelled = 0;
  for (const side of tokens)
    if (left - cancelled > 1 && inFull(side) && !inFull(side === 'fore' ? 'aft' : 'fore')) cancelled++;
  return cancelled;
}

/** Neutralize Results (001 Engagement 4): each evade cancels a hit, then crits; reinforce may cancel more. */
function neutralize(ctx: Ctx, a: AttackState): void {
  let hits = a.attackDice.filter((d) => d.face === 'hit').length;
  let crits = a.attackDice.filter((d) => d.face === 'crit').length;
  // 004 §Combat Phase b, d: a crit counts as two hits, cancelled and dealt as hits (no critical damage).
  if (ruleSetOf(ctx.state).combat?.critHits === 2) {
    hits += 2 * crits;
    crits = 0;
  }
  let evades = a.defenseDice.filter((d) => d.face === 'evade').length;
  const results = hits + crits;
  // A weapon rule (the attack words' `neutralize-crits`): evades cancel crits first, or never cancel crits.
  const [cancelRule] =
    crits > 0 && evades > 0 && !againstRemote(a)
      ? weaponRules(ctx, a).filter((r) => r.ability.effect.kind === 'neutralize-crits')
      : [];
  const rule = cancelRule?.ability.effect.kind === 'neutralize-crits' ? cancelRule.ability.effect.rule : undefined;
  const critsFirst = a.critsFirst === true || rule === 'first';
  // Logged when it changes the result: spare evades that would have cancelled crits, or too few for every result.
  const matters = rule === 'never' ? evades > hits : hits > 0 && evades < hits + crits && !a.critsFirst;
  if (cancelRule && matters) ruleUsed(ctx, a, cancelRule);
  if (rule === 'never') hits -= Math.min(hits, evades);
  else if (critsFirst) {
    const c = Math.min(crits, evades);
    crits -= c;
    evades -= c;
    hits -= Math.min(hits, evades);
  } else {
    const h = Math.min(hits, evades);
    hits -= h;
    evades -= h;
    crits -= Math.min(crits, evades);
  }
  // The evades reinforce adds cancel like the rolled ones: hits first, unless an ability has them take crits first.
  // (Under `never` a reinforce evade still needs two results left, and cancels a hit only.)
  const cancels = reinforceCancels(ctx, a, hits + crits);
  const added = rule === 'never' ? Math.min(cancels, hits) : cancels;
  const reinforced = added > 0;
  for (let k = 0; k < added; k++) {
    if (rule === 'never' || (critsFirst ? crits === 0 : hits > 0)) hits--;
    else crits--;
  }
  a.result = { hits, crits };
  a.neutralized = results - hits - crits;
  a.step = 'deal-damage';
  ctx.emit(
    'attack-neutralized',
    hits + crits > 0 ? `The attack hits: ${hits} hit(s), ${crits} crit(s).` : 'The attack misses.',
    { ship: logShip(ctx, a), data: { hits, crits, hit: hits + crits > 0, reinforced } },
  );
}

/** Applies a choice to a decision the attack asked ('modify-attack-dice', 'modify-defense-dice', 'enter-dice'). */
export function chooseInAttack(ctx: Ctx, choice: Choice): { ok: true } | Refusal {
  const a = ctx.state.cursor.attack;
  const pending = ctx.state.pending;
  if (!a || !pending) return refuse('No attack is waiting on a choice.', 'no-attack');
  if (pending.kind === 'enter-dice') return enterDice(ctx, a, choice);
  if (pending.kind !== 'modify-attack-dice' && pending.kind !== 'modify-defense-dice')
    return refuse('That decision is not part of an attack.', 'wrong-decision');
  const kind: DiceKind = pending.kind === 'modify-attack-dice' ? 'attack' : 'defense';
  const side = a.modifier ?? 'attacker';
  if (choice.option === 'done') {
    nextModifier(a);
    return { ok: true };
  }
  const x = choice.option.startsWith('mod:')
    ? availableModifications(ctx, a, kind, side, choice.option.slice(4))[0]
    : undefined;
  if (!x) return refuse(`"${choice.option}" cannot be used on these dice now.`, 'illegal-modification');
  const value = Array.isArray(choice.value) ? choice.value : undefined;
  const r = applyModification(ctx, a, x, value);
  if (typeof r === 'object') return r;
  return { ok: true };
}

function enterDice(ctx: Ctx, a: AttackState, choice: Choice): { ok: true } | Refusal {
  const faces = Array.isArray(choice.value) ? choice.value : null;
  const kind: DiceKind = a.reroll ? a.reroll.dice : a.step === 'roll-attack' ? 'attack' : 'defense';
  const allowed = kind === 'attack' ? ATTACK_FACES : DEFENSE_FACES;
  const expected = a.reroll
    ? a.reroll.indices.length
    : kind === 'attack'
      ? attackDiceCount(ctx, a)
      : defenseDiceCount(ctx, a);
  if (!faces || faces.length !== expected)
    return refuse(`Enter exactly ${expected} ${kind} die ${expected === 1 ? 'face' : 'faces'}.`, 'bad-faces');
  const bad = faces.find((f) => !allowed.includes(f));
  if (bad !== undefined)
    return refuse(`"${bad}" is not a face of the ${kind} die (${allowed.join(', ')}).`, 'bad-faces');
  if (a.reroll) {
    const dice = diceOf(a, a.reroll.dice);
    a.reroll.indices.forEach((i, k) => {
      const d = dice[i];
      if (d) d.face = faces[k] as typeof d.face;
    });
    ctx.emit('dice-rerolled', `Rerolled dice: ${faces.join(', ')}.`, {
      data: { dice: a.reroll.dice, faces: [...faces] },
    });
    const { dice: rerolled, by, source, sourceIndex, spent } = a.reroll;
    delete a.reroll;
    // The modification is done once its faces are in: "after you modify" abilities, as for a seeded reroll.
    if (by !== undefined && !againstRemote(a)) {
      ctx.effects.raise(ctx, 'dice:after-modify', {
        ...subjectOf(a),
        data: {
          ...subjectOf(a).data,
          dice: rerolled,
          by,
          ...(source ? { source } : {}),
          ...(sourceIndex !== undefined ? { sourceIndex } : {}),
          rerolled: [...faces],
        },
      });
      // …and "after you spend a token" ones, as a seeded modification raises them (applyModification).
      if (spent) ctx.effects.raise(ctx, 'token:after-spend', { ship: by, data: { token: spent } });
    }
    return { ok: true };
  }
  setDice(ctx, a, kind, faces);
  return { ok: true };
}

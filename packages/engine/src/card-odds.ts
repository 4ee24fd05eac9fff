/**
 * Odds that know the cards (issue 22): the dice abilities a ship's own cards give it in one attack, read from the same
 * ability records the games play (a dice record's effect is a @xwing/dice `Modification` already), for `xwing dice
 * --attacker/--defender` and any other front end that asks for odds outside a game.
 *
 * A record counts when its condition holds for the attack as described (the ship's role, the weapon, the range,
 * obstruction, the tokens given). What only the board can tell (arcs, ships around, damage cards, the dice already
 * rolled) is unknown here: such a record is listed as left out with the clauses that need the board, or counted when the
 * caller assumes the board allows it (`assumeBoard`). Conditions are read three-valued (true, false, unknown), so an
 * unknown clause under `not` stays unknown. A record whose price or count this model cannot state is left out with
 * its reason, never approximated.
 */
import type { Content } from '@xwing/content';
import type { Cost as DiceCost, DiceKind, DiceRequirement, Face, Modification, TokenKind } from '@xwing/dice';
import { TOKEN_KINDS } from '@xwing/dice';
import { abilityTable } from './abilities/ability-table.js';
import { conditionHolds } from './abilities/conditions.js';
import { limitReached } from './abilities/costs.js';
import { abilityKeysOf, shipAbilityKey } from './abilities/source-keys.js';
import type { Ability, Condition, Cost, WindowSubject } from './abilities/vocabulary/types.js';
import { namesRole } from './combat/attack.js';
import { inPlay } from './combat/util.js';
import { EngineCtx } from './engine-ctx.js';
import type { AttackState, GameState, PlayerIndex, ShipState, UsedModification } from './state.js';
import { initialStats } from './stats.js';
import { transientViewFor } from './view.js';

/** A ship as the odds see it: a pilot and its upgrades (xws ids; `side` 0 unless a dual card shows its other side). */
export interface OddsShip {
  pilot: string;
  upgrades: readonly { xws: string; side?: number }[];
}

/** What is known of the attack: who the ship is in it, the weapon, range, obstruction and both sides' tokens. */
export interface OddsFacts {
  role: 'attacker' | 'defender';
  /** 'primary' or the special weapon's xws. */
  weapon: string;
  range: number;
  obstructed: boolean;
  /** The weapon gets no range bonus (a torpedo or missile). */
  ordnance: boolean;
  /** The arc the attack is made from (content arc id: 'front' for most primary attacks). */
  arc: string;
  /**
   * The arcs of the attacker the defender is in, and the arcs of the defender the attacker is in, as the caller
   * describes the board: every arc named, the others not (a bullseye implies the front arc, which implies the full
   * front arc). The defender is always in the attack's own arc.
   */
  defenderInAttackerArcs: readonly string[];
  attackerInDefenderArcs: readonly string[];
  /** The tokens of this ship and of its opponent in the attack (focus, evade, lock, stress, …). */
  tokens: Readonly<Record<string, number>>;
  opponentTokens: Readonly<Record<string, number>>;
  /** Count a record whose condition needs the board (arcs, ships around) as if the board allowed it. */
  assumeBoard?: boolean;
}

export interface OddsCard {
  /** The record's source key ("pilot:howlrunner", "upgrade:heroic:0"). */
  key: string;
  /** The record's own summary (our words). */
  summary: string;
}

export interface OddsLeftOut extends OddsCard {
  why: string;
}

export interface ShipDiceAbilities {
  /** The ship's dice abilities for this attack, in the dice package's vocabulary. */
  modifications: Modification[];
  /** The charges the counted abilities spend (one card's: the dice model holds one charge pool per ship), if any. */
  charges?: number;
  counted: OddsCard[];
  leftOut: OddsLeftOut[];
}

/** The windows whose records change an attack's dice: the rolls' dice counts and the two Modify steps. */
const DICE_WINDOWS = new Set([
  'attack:roll-attack-dice',
  'attack:roll-defense-dice',
  'attack:modify-attack-dice',
  'attack:modify-defense-dice',
]);

type Tri = boolean | undefined;

/** The condition's value for the attack described, or undefined when the board would have to tell (`needs` says what). */
function holds(c: Condition, f: OddsFacts, ctx: { content: Content; charges: number }, needs: Set<string>): Tri {
  switch (c.kind) {
    case 'always':
      return true;
    case 'all': {
      let out: Tri = true;
      for (const x of c.of) {
        const v = holds(x, f, ctx, needs);
        if (v === false) return false;
        if (v === undefined) out = undefined;
      }
      return out;
    }
    case 'any': {
      let out: Tri = false;
      for (const x of c.of) {
        const v = holds(x, f, ctx, needs);
        if (v === true) return true;
        if (v === undefined) out = undefined;
      }
      return out;
    }
    case 'not': {
      const v = holds(c.of, f, ctx, needs);
      return v === undefined ? undefined : !v;
    }
    case 'attack-role':
      return c.role === f.role;
    case 'attack-weapon':
      return c.weapon === f.weapon;
    case 'attack-weapon-slot': {
      if (f.weapon === 'primary') return false;
      const type = ctx.content.upgrade(f.weapon)?.sides[0]?.type;
      return type !== undefined && c.slots.includes(type);
    }
    case 'attack-range':
      return f.range >= c.min && f.range <= c.max;
    case 'attack-arc':
      return c.arc === f.arc;
    case 'in-arc': {
      const of = roleOf(c.of, f.role);
      const target = roleOf(c.target, f.role);
      if (of === undefined || target === undefined) break;
      if (of === target) return false;
      if (c.arc === 'attack') return of === 'attacker';
      // 'firing' (any of the ship's firing arcs) and the turret arcs need the ship's arcs and turret as they stand.
      if (c.arc === 'firing' || c.arc.includes('turret')) break;
      const arcs = arcsWith(of === 'attacker' ? [f.arc, ...f.defenderInAttackerArcs] : f.attackerInDefenderArcs);
      return arcs.has(c.arc);
    }
    case 'attack-ordnance':
      return f.ordnance;
    case 'attack-obstructed':
      if (c.by === 'device') break;
      return f.obstructed;
    case 'attack-party-near':
      // The ship itself, at range 0 of itself, when the party is its own role and the record counts it.
      if (c.includeSelf && c.min === 0 && (c.side ?? 'friendly') === 'friendly' && c.party === f.role) return true;
      break;
    case 'has-token': {
      const who = roleOf(c.who, f.role);
      if (who === undefined) break;
      const tokens = who === f.role ? f.tokens : f.opponentTokens;
      let n = tokens[c.token] ?? 0;
      for (const t of c.also ?? []) n += tokens[t] ?? 0;
      // As the game reads it (conditions.ts): a bound given only as atMost ("no stress token") counts from zero.
      const atLeast = c.atLeast ?? (c.atMost === undefined ? 1 : 0);
      return n >= atLeast && (c.atMost === undefined || n <= c.atMost);
    }
    case 'has-charges':
      return ctx.charges >= c.atLeast;
  }
  needs.add(c.kind);
  return undefined;
}

/** The attack party a ship reference names, seen from the record's ship in role `role`. */
function roleOf(ref: string, role: 'attacker' | 'defender'): 'attacker' | 'defender' | undefined {
  if (ref === 'self') return role;
  if (ref === 'other') return role === 'attacker' ? 'defender' : 'attacker';
  if (ref === 'attacker' || ref === 'defender') return ref;
  return undefined;
}

/** The arcs named, with those they lie inside (000 "Arcs": the bullseye inside the front arc, inside the full front). */
function arcsWith(named: readonly string[]): Set<string> {
  const out = new Set(named);
  if (out.has('bullseye')) out.add('front');
  if (out.has('front')) out.add('full-front');
  if (out.has('rear')) out.add('full-rear');
  return out;
}

/** Conditions that read the dice rolled or modified so far: unknown before the roll the odds describe. */
const DICE_STATE = new Set(['dice-results', 'modified-this-attack', 'dice-modified']);

function readsDice(c: Condition): boolean {
  if (DICE_STATE.has(c.kind)) return true;
  if (c.kind === 'all' || c.kind === 'any') return c.of.some(readsDice);
  if (c.kind === 'not') return readsDice(c.of);
  return false;
}

const FACES_OF: Record<DiceKind, readonly string[]> = {
  attack: ['blank', 'focus', 'hit', 'crit'],
  defense: ['blank', 'focus', 'evade'],
};

/**
 * The record's condition with its clauses on the dice it changes taken out as the dice vocabulary's `whenDice` (the
 * dice model tests them on the dice as they stand, as the game does when it offers the change: Heroic's "only
 * blanks"), or why it cannot be: a clause on the other dice, on what was modified, or under `any`/`not`.
 */
function splitDice(when: Condition, dice: DiceKind): { rest: Condition; whenDice: DiceRequirement[] } | string {
  if (!readsDice(when)) return { rest: when, whenDice: [] };
  const clauses = when.kind === 'all' ? when.of : [when];
  const rest: Condition[] = [];
  const whenDice: DiceRequirement[] = [];
  for (const c of clauses) {
    if (!readsDice(c)) rest.push(c);
    else if (c.kind === 'dice-results' && c.dice === dice) {
      const faces = c.faces.filter((f) => FACES_OF[dice].includes(f)) as Face[];
      if (faces.length === 0) return 'it depends on the dice as they are rolled';
      whenDice.push({
        faces,
        ...(c.atLeast !== undefined ? { atLeast: c.atLeast } : {}),
        ...(c.atMost !== undefined ? { atMost: c.atMost } : {}),
        ...(c.only ? { only: true } : {}),
      });
    } else return 'it depends on the dice as they are rolled';
  }
  return { rest: { kind: 'all', of: rest }, whenDice };
}

/** The record's price in the dice vocabulary (one token spent and one gained at most), or why it has none. */
function diceCost(costs: readonly Cost[] | undefined, own: DiceCost | undefined): DiceCost | undefined | string {
  if (!costs || costs.length === 0) return own;
  if (own) return 'it has a price both on the record and on its dice change';
  const out: DiceCost = {};
  for (const c of costs) {
    let spend: TokenKind | undefined;
    if (c.kind === 'spend-charge') spend = 'charge';
    else if (c.kind === 'spend-force') spend = 'force';
    else if (c.kind === 'spend-token' && (TOKEN_KINDS as readonly string[]).includes(c.token))
      spend = c.token as TokenKind;
    if (spend !== undefined) {
      if (out.spend !== undefined) return 'it spends two kinds of things';
      out.spend = spend;
      if ('count' in c && c.count !== 1) out.count = c.count;
      continue;
    }
    if (c.kind === 'gain-token' && c.who === undefined && (TOKEN_KINDS as readonly string[]).includes(c.token)) {
      if (out.gain !== undefined) return 'it gains two kinds of tokens';
      out.gain = c.token as TokenKind;
      if (c.count !== 1) out.gainCount = c.count;
      continue;
    }
    return `its price (${c.kind}) is not one the odds can state`;
  }
  return out;
}

/**
 * The record's change as the odds state it: named after its card, with its price and its requirements on the dice, one
 * use for a limited record (one attack is described); or why the dice model cannot state it.
 */
function oddsChange(
  content: Content,
  key: string,
  a: Ability,
  whenDice: readonly DiceRequirement[],
): Modification | string {
  if (a.effect.kind !== 'dice') return 'it is no dice change';
  if (a.effect.per || a.effect.perDevice) return 'its count depends on the ships or devices around';
  if (a.choices || a.then) return 'it asks a choice the odds cannot make';
  const m = a.effect.modification;
  const cost = diceCost(a.cost, m.cost);
  if (typeof cost === 'string') return cost;
  if (cost && m.effect.kind === 'dice')
    return 'it changes how many dice are rolled for a price, which the dice model cannot state';
  // Named after its card, so advice and errors say which card a change is (the helpers' own names are generic).
  const mod: Modification = { ...m, name: cardName(content, key) };
  if (cost) mod.cost = cost;
  else delete mod.cost;
  if (whenDice.length) mod.whenDice = [...(m.whenDice ?? []), ...whenDice];
  // A limit per round or per game is one use in the one attack the odds describe.
  if (a.limit === 'once-per-round' || a.limit === 'once-per-game') mod.uses = 1;
  return mod;
}

/** The source keys of the ship's own cards: its pilot, its ship ability, each upgrade side and the ship ability it grants. */
function ownKeys(content: Content, ship: OddsShip): { key: string; charges: number }[] {
  const pilot = content.pilot(ship.pilot);
  if (!pilot) throw new Error(`odds: unknown pilot ${JSON.stringify(ship.pilot)}`);
  // A record reads its upgrade's charges, any other record the ship's (its pilot's): conditions.ts `has-charges`.
  const own = pilot.charges?.value ?? 0;
  const out = [{ key: `pilot:${ship.pilot}`, charges: own }];
  if (pilot.shipAbility !== undefined) out.push({ key: shipAbilityKey(pilot.shipAbility), charges: own });
  for (const u of ship.upgrades) {
    const card = content.upgrade(u.xws);
    const side = card?.sides[u.side ?? 0];
    if (!side) throw new Error(`odds: unknown upgrade ${JSON.stringify(u.xws)}${u.side ? ` side ${u.side}` : ''}`);
    out.push({ key: `upgrade:${u.xws}:${u.side ?? 0}`, charges: side.charges?.value ?? 0 });
    if (side.shipAbility !== undefined) out.push({ key: shipAbilityKey(side.shipAbility), charges: own });
  }
  return out;
}

/**
 * The dice abilities the ship's own cards give it in the attack described: the modifications to put in its side of a
 * dice query, and which records were counted or left out (with why).
 */
export function shipDiceAbilities(content: Content, ship: OddsShip, facts: OddsFacts): ShipDiceAbilities {
  const table = abilityTable();
  const out: ShipDiceAbilities = { modifications: [], counted: [], leftOut: [] };
  let chargeKey: string | undefined;
  for (const { key, charges } of ownKeys(content, ship)) {
    for (const a of table.get(key) as readonly Ability[]) {
      if (!DICE_WINDOWS.has(a.window) || a.effect.kind !== 'dice') continue;
      const card = { key, summary: a.summary };
      const leave = (why: string) => out.leftOut.push({ ...card, why });
      const m = a.effect.modification;
      const split = splitDice(a.when, m.dice);
      const needs = new Set<string>();
      const v = holds(typeof split === 'string' ? a.when : split.rest, facts, { content, charges }, needs);
      if (v === false) continue;
      if (typeof split === 'string') {
        leave(split);
        continue;
      }
      if (v === undefined && !facts.assumeBoard) {
        leave(`it depends on what only the board tells (${[...needs].join(', ')})`);
        continue;
      }
      const mod = oddsChange(content, key, a, split.whenDice);
      if (typeof mod === 'string') {
        leave(mod);
        continue;
      }
      if (mod.cost?.spend === 'charge') {
        // One charge pool per side in the dice model: a second card with charges of its own is left out.
        if (chargeKey !== undefined && chargeKey !== key) {
          leave(`it spends its own charges, and ${chargeKey}'s are already counted (the odds hold one charge pool)`);
          continue;
        }
        chargeKey = key;
        out.charges = charges;
      }
      out.modifications.push(mod);
      out.counted.push(card);
    }
  }
  return out;
}

/** The ship's printed numbers the odds read: the weapon's dice, agility, hull, shields, Force. */
export function shipOddsStats(
  content: Content,
  ship: OddsShip,
  weapon: string,
): { attack: number; ordnance: boolean; agility: number; hull: number; shields: number; force: number } {
  const s = initialStats(content, ship.pilot, ship.upgrades);
  let attack = s.attacks[0]?.value ?? 0;
  let ordnance = false;
  if (weapon !== 'primary') {
    if (!ship.upgrades.some((u) => u.xws === weapon))
      throw new Error(`odds: ${ship.pilot} does not carry the weapon ${JSON.stringify(weapon)}`);
    const w = content.upgrade(weapon)?.sides[0]?.attack;
    if (!w) throw new Error(`odds: ${JSON.stringify(weapon)} is not a weapon`);
    attack = w.value;
    ordnance = w.ordnance;
  }
  return { attack, ordnance, agility: s.agility, hull: s.hull, shields: s.shields, force: s.force };
}

// ---- On the board: the odds of an attack as a seat sees the table (the web table's odds panel) ----

/** An attack the odds are for: as a declare-attack option's data names it, or the attack in progress. */
export interface OddsAttack {
  attacker: string;
  defender: string;
  weapon: string;
  arc: string;
  range: number;
  obstructed: boolean;
  ordnance?: boolean;
  /** The attack under way: the modifications its ships used already (each as many times as its uses allow). */
  used?: readonly UsedModification[];
}

/** The card modifications of one attack as a seat sees the table, to add to each side of a dice query. */
export interface AttackCardOdds {
  attacker: Modification[];
  defender: Modification[];
  /** The charges of the card whose modifications spend them, on the side that pays (one pool a side). */
  charges: { attacker?: number; defender?: number };
  counted: OddsCard[];
  leftOut: OddsLeftOut[];
}

/** What a seat sees of the odds: for each option of its pending declare-attack decision, and for the attack under way. */
export interface CardOdds {
  /** By option id of the pending declare-attack decision (the deciding seat only). */
  options?: Record<string, AttackCardOdds>;
  /** The attack in progress. */
  live?: AttackCardOdds;
}

/**
 * The dice abilities that act in `attack` as seat `seat` sees the table: every ship's records of the roll and modify
 * windows whose condition holds with the attack declared (the game's own conditions, on a copy of the state whose
 * hidden parts are those the seat cannot see), in the dice vocabulary. Records that read the dice, count the ships
 * around, or make a ship other than the attack's two pay are left out with why.
 */
export function attackCardOdds(
  state: GameState,
  content: Content,
  attack: OddsAttack,
  seat: PlayerIndex | 'spectator',
): AttackCardOdds {
  return oddsInSight(seatSight(state, seat), content, attack);
}

/** A copy of the state whose hidden parts are those the seat cannot see (its ships as the seat's view shows them). */
function seatSight(state: GameState, seat: PlayerIndex | 'spectator'): GameState {
  const seen = transientViewFor({ ...state, log: [] }, seat);
  return structuredClone({ ...state, ships: seen.ships, log: [], pending: null }) as GameState;
}

/** attackCardOdds on a seat's copy of the state (its cursor's attack is set to the attack described). */
function oddsInSight(sight: GameState, content: Content, attack: OddsAttack): AttackCardOdds {
  const a: AttackState = {
    attacker: attack.attacker,
    defender: attack.defender,
    weapon: attack.weapon,
    arc: attack.arc,
    range: attack.range,
    obstructed: attack.obstructed,
    step: 'roll-attack',
    attackDice: [],
    defenseDice: [],
    used: [],
    ...(attack.ordnance ? { ordnance: true } : {}),
  };
  sight.cursor = { ...sight.cursor, attack: a };
  const ctx = new EngineCtx(sight, content);
  const subject: WindowSubject = { ship: a.attacker, other: a.defender, data: { weapon: a.weapon, range: a.range } };
  const out: AttackCardOdds = { attacker: [], defender: [], charges: {}, counted: [], leftOut: [] };
  const chargeKey: { attacker?: string; defender?: string } = {};
  const attacker = sight.ships.find((s) => s.id === a.attacker);
  const defender = sight.ships.find((s) => s.id === a.defender);
  if (!attacker || !defender) return out;
  for (const ship of sight.ships) {
    if (!inPlay(ship)) continue;
    const role = ship.id === a.attacker ? 'attacker' : ship.id === a.defender ? 'defender' : undefined;
    for (const { key, card } of abilityKeysOf(ctx, ship)) {
      const records = ctx.abilities.get(key);
      records.forEach((ability, index) => {
        if (!DICE_WINDOWS.has(ability.window) || ability.effect.kind !== 'dice') return;
        const m = ability.effect.modification;
        // The Modify steps offer a change to the ships of the side that makes it, and to the attack's other party
        // only through a record naming its own role ("while you defend, the attacker may…"), as attack.ts does.
        if (ability.window === 'attack:modify-attack-dice' || ability.window === 'attack:modify-defense-dice') {
          const sidePlayer = m.by === 'attacker' ? attacker.player : defender.player;
          const otherParty = m.by === 'attacker' ? a.defender : a.attacker;
          const otherRole = m.by === 'attacker' ? 'defender' : 'attacker';
          if (ship.player !== sidePlayer && !(ship.id === otherParty && namesRole(ability.when, otherRole))) return;
        }
        const entry = { key, summary: ability.summary };
        const leave = (why: string) => out.leftOut.push({ ...entry, why });
        // The game's own test, as the window would ask it with the attack declared.
        const sub = card === undefined ? subject : { ...subject, data: { ...subject.data, cardIndex: card } };
        const split = splitDice(ability.when, m.dice);
        if (typeof split === 'string') {
          leave(split);
          return;
        }
        let holdsNow: boolean;
        try {
          holdsNow = conditionHolds(ctx, split.rest, ship.id, sub, key);
        } catch {
          leave('it depends on what this seat cannot see');
          return;
        }
        if (!holdsNow) return;
        if (limitReached(ctx, ability, ship.id, key, index)) return;
        const usedTimes = (attack.used ?? []).filter(
          (u) => 'ship' in u && u.ship === ship.id && u.key === key && u.index === index,
        ).length;
        if (m.uses !== 'unlimited' && usedTimes >= (m.uses ?? 1)) return;
        const mod = oddsChange(content, key, ability, split.whenDice);
        if (typeof mod === 'string') {
          leave(mod);
          return;
        }
        // The dice model spends from the side that uses the change: a price paid by another ship is not in it.
        if (mod.cost && role !== m.by) {
          leave(`its price is paid by ${ship.id}, not by the ${m.by}`);
          return;
        }
        if (mod.cost?.spend === 'charge') {
          const side = m.by;
          const have = chargeKey[side];
          if (have !== undefined && have !== key) {
            leave(`it spends its own charges, and ${have}'s are already counted (the odds hold one charge pool)`);
            return;
          }
          chargeKey[side] = key;
          out.charges[side] = chargesOf(ship, key);
        }
        // A record of the attacker's side goes with the attack, one of the defender's with the defender (either
        // side's changes may sit on either: the dice model reads `by`).
        const friendlyToAttacker = ship.player === attacker.player;
        (friendlyToAttacker ? out.attacker : out.defender).push(mod);
        out.counted.push(entry);
      });
    }
  }
  return out;
}

/** The charges a card of the ship has now: an upgrade's own, or the ship's (its pilot's). */
function chargesOf(ship: ShipState, key: string): number {
  if (key.startsWith('upgrade:')) {
    const [, xws, side] = key.split(':');
    const u = ship.upgrades.find((x) => x.xws === xws && String(x.side) === side && !x.discarded);
    return u?.charges ?? 0;
  }
  return ship.charges;
}

/** A card's name by its source key (the key itself for another source). */
function cardName(content: Content, key: string): string {
  if (key.startsWith('pilot:')) return content.pilot(key.slice(6))?.name ?? key;
  if (key.startsWith('upgrade:')) return content.upgrade(key.split(':')[1]!)?.sides[0]?.title ?? key;
  return key;
}

/**
 * What seat `seat` sees of the odds now: each option of its pending declare-attack decision, and the attack under way.
 * Undefined when there is neither. Derived from the state; never stored in it.
 */
export function cardOddsFor(state: GameState, content: Content, seat: PlayerIndex | 'spectator'): CardOdds | undefined {
  const out: CardOdds = {};
  // One copy of the table as the seat sees it serves every attack asked about.
  let sight: GameState | undefined;
  const p = state.pending;
  if (p && p.kind === 'declare-attack' && p.player === seat) {
    const options: Record<string, AttackCardOdds> = {};
    for (const o of p.options) {
      const d = o.data as Partial<OddsAttack> | undefined;
      if (!d || typeof d.defender !== 'string' || typeof d.weapon !== 'string' || p.ship === undefined) continue;
      options[o.id] = oddsInSight((sight ??= seatSight(state, seat)), content, {
        attacker: p.ship,
        defender: d.defender,
        weapon: d.weapon,
        arc: typeof d.arc === 'string' ? d.arc : 'front',
        range: typeof d.range === 'number' ? d.range : 2,
        obstructed: d.obstructed === true,
        ...(d.ordnance === true ? { ordnance: true } : {}),
      });
    }
    out.options = options;
  }
  const live = state.cursor.attack;
  if (live && !live.remote && !live.remoteAttacker)
    out.live = oddsInSight(sight ?? seatSight(state, seat), content, {
      ...live,
      ordnance: live.ordnance === true,
      used: live.used,
    });
  return out.options || out.live ? out : undefined;
}

/** The query a caller asks, its validation, and its errors. */
import { faceSlot, type DiceKind, type Face } from './faces.js';
import { TOKEN_KINDS, type Modification, type Requirement, type Tokens } from './vocabulary.js';

/** A query the engine refuses, with a sentence saying what is wrong and where. */
export class DiceQueryError extends Error {
  readonly code = 'bad-query';
  constructor(message: string) {
    super(message);
    this.name = 'DiceQueryError';
  }
}

export type SideTokens = Tokens & { forceMax?: number };

export interface AttackSpec {
  /** Attack value: dice rolled before range bonus and other changes (0..6). */
  dice: number;
  /** The attacker's tokens for this attack (replaced by the carried ones when `attackerTokensCarry`). */
  tokens?: SideTokens;
  /** Modifications that apply to this attack only (either side's). */
  modifications?: Modification[];
  /** Attack range 0..3: range 1 adds an attack die, range 3 a defense die (not for ordnance). */
  range?: number;
  obstructed?: boolean;
  /** A special weapon that gets no range bonus (e.g. a torpedo or missile). */
  ordnance?: boolean;
  /** Whether the attacker is in the half the defender's reinforce token covers (default true). */
  inReinforcedArc?: boolean;
}

export interface DefenderSpec {
  /** Agility: defense dice before range bonus, obstruction and other changes (0..6). */
  dice: number;
  tokens?: SideTokens;
  /** The defender's modifications, for every attack (either side's may be given). */
  modifications?: Modification[];
  hull?: number;
  shields?: number;
}

export interface DiceQuery {
  /** One to ten attacks against the same defender, in order. */
  attacks: AttackSpec[];
  defender: DefenderSpec;
  /** The attacker's remaining tokens carry into the next attack (default: each attack has its own tokens). */
  attackerTokensCarry?: boolean;
  /** Worth of a crit relative to a hit in both sides' decisions (default 1: no crit chasing). */
  critWeight?: number;
  /**
   * How the defender decides (default "greedy"): "greedy" minimises the damage of the attack at hand, spending
   * whatever helps now; "look-ahead" minimises that damage plus the expected damage of the attacks that follow,
   * so it keeps a token for later when that is worth more. The attacker plays the same way in both.
   */
  defenderPolicy?: DefenderPolicy;
}

export const DEFENDER_POLICIES = ['greedy', 'look-ahead'] as const;
export type DefenderPolicy = (typeof DEFENDER_POLICIES)[number];

export const MAX_ATTACKS = 10;
export const MAX_DICE = 6;
/** Most tokens of one kind a side may hold in a query. */
export const MAX_TOKENS = 9;
/**
 * The largest query answered, in token states summed over its attacks (`querySize`). Measured near it: six attacks
 * `6ffllcco` against `6ffeeeccoorr` with the look-ahead defender (size 104,976) take 7.5 s and 530 MB. Larger queries
 * are refused up front (docs/cli.md, `xwing dice`).
 */
export const MAX_QUERY_SIZE = 120_000;

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fields(v: unknown, where: string, allowed: readonly string[]): Json {
  if (!isObject(v)) throw new DiceQueryError(`${where} must be an object`);
  for (const k of Object.keys(v)) {
    if (!allowed.includes(k)) throw new DiceQueryError(`${where} has an unknown field ${JSON.stringify(k)}`);
  }
  return v;
}

function int(v: unknown, where: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new DiceQueryError(`${where} must be an integer`);
  if (v < min) throw new DiceQueryError(`${where} must be at least ${min} (got ${v})`);
  if (v > max) throw new DiceQueryError(`${where} must be at most ${max} (got ${v})`);
  return v;
}

function bool(v: unknown, where: string): boolean {
  if (typeof v !== 'boolean') throw new DiceQueryError(`${where} must be true or false`);
  return v;
}

function tokenKind(v: unknown, where: string): (typeof TOKEN_KINDS)[number] {
  if (typeof v !== 'string' || !(TOKEN_KINDS as readonly string[]).includes(v)) {
    throw new DiceQueryError(`${where} must be a token kind (${TOKEN_KINDS.join(', ')}), got ${JSON.stringify(v)}`);
  }
  return v as (typeof TOKEN_KINDS)[number];
}

function checkTokens(v: unknown, where: string): SideTokens {
  const t = fields(v, where, [...TOKEN_KINDS, 'forceMax']);
  const out: SideTokens = {};
  for (const k of TOKEN_KINDS) if (t[k] !== undefined) out[k] = int(t[k], `${where}.${k}`, 0, MAX_TOKENS);
  if (t.forceMax !== undefined) {
    out.forceMax = int(t.forceMax, `${where}.forceMax`, 0, MAX_TOKENS);
    if ((out.force ?? 0) > out.forceMax) {
      throw new DiceQueryError(`${where}.force (${out.force}) exceeds its maximum forceMax (${out.forceMax})`);
    }
  }
  return out;
}

function faces(v: unknown, where: string, dice: DiceKind): Face[] {
  if (!Array.isArray(v) || v.length === 0) throw new DiceQueryError(`${where} must be a non-empty list of faces`);
  return v.map((f, i) => face(f, `${where}[${i}]`, dice));
}

function face(v: unknown, where: string, dice: DiceKind): Face {
  if (typeof v !== 'string' || faceSlot(dice, v) < 0) {
    const names = dice === 'attack' ? 'blank, focus, hit, crit' : 'blank, focus, evade';
    throw new DiceQueryError(`${where} must be a face of a ${dice} die (${names}), got ${JSON.stringify(v)}`);
  }
  return v as Face;
}

function countOr(v: unknown, where: string, word: 'all' | 'any'): number | 'all' | 'any' {
  if (v === word) return word;
  return int(v, where, 1, 99);
}

/** Checks one modification of the vocabulary; returns it unchanged (typed). */
export function checkModification(v: unknown, where: string): Modification {
  const m = fields(v, where, ['name', 'by', 'dice', 'effect', 'cost', 'uses', 'requires', 'whenDice']);
  if (m.name !== undefined && typeof m.name !== 'string') throw new DiceQueryError(`${where}.name must be a string`);
  if (m.by !== 'attacker' && m.by !== 'defender')
    throw new DiceQueryError(`${where}.by must be "attacker" or "defender"`);
  if (m.dice !== 'attack' && m.dice !== 'defense')
    throw new DiceQueryError(`${where}.dice must be "attack" or "defense"`);
  const dice = m.dice;
  const e = fields(m.effect, `${where}.effect`, ['kind', 'count', 'faces', 'from', 'to', 'face', 'delta', 'atLeast']);
  const ew = `${where}.effect`;
  const only = (keys: string[]) => {
    for (const k of Object.keys(e)) {
      if (k !== 'kind' && !keys.includes(k))
        throw new DiceQueryError(`${ew} of kind ${String(e.kind)} has no field "${k}"`);
    }
  };
  switch (e.kind) {
    case 'reroll':
      only(['count', 'faces']);
      countOr(e.count, `${ew}.count`, 'any');
      if (e.faces !== undefined) faces(e.faces, `${ew}.faces`, dice);
      break;
    case 'change':
      only(['count', 'from', 'to']);
      countOr(e.count, `${ew}.count`, 'all');
      faces(e.from, `${ew}.from`, dice);
      face(e.to, `${ew}.to`, dice);
      break;
    case 'add':
      only(['face', 'count']);
      face(e.face, `${ew}.face`, dice);
      if (e.count !== undefined) int(e.count, `${ew}.count`, 1, 3);
      break;
    case 'cancel':
      only(['faces', 'count']);
      faces(e.faces, `${ew}.faces`, dice);
      if (e.count !== undefined) int(e.count, `${ew}.count`, 1, 99);
      break;
    case 'dice':
      only(['delta', 'max']);
      int(e.delta, `${ew}.delta`, -6, 6);
      if (e.max !== undefined) int(e.max, `${ew}.max`, 0, 6);
      if (m.cost !== undefined) throw new DiceQueryError(`${where}: a "dice" effect cannot have a cost`);
      break;
    case 'prevent':
      only(['count', 'atLeast']);
      countOr(e.count, `${ew}.count`, 'all');
      if (e.atLeast !== undefined) int(e.atLeast, `${ew}.atLeast`, 1, 99);
      if (m.by !== 'defender') throw new DiceQueryError(`${where}: only the defender can prevent damage`);
      break;
    default:
      throw new DiceQueryError(
        `${ew}.kind must be one of reroll, change, add, cancel, dice, prevent (got ${JSON.stringify(e.kind)})`,
      );
  }
  let spends = false;
  if (m.cost !== undefined) {
    const c = fields(m.cost, `${where}.cost`, ['spend', 'count', 'gain', 'gainCount']);
    if (c.spend !== undefined) {
      tokenKind(c.spend, `${where}.cost.spend`);
      spends = true;
    }
    if (c.count !== undefined) int(c.count, `${where}.cost.count`, 1, MAX_TOKENS);
    if (c.gain !== undefined) tokenKind(c.gain, `${where}.cost.gain`);
    if (c.gainCount !== undefined) int(c.gainCount, `${where}.cost.gainCount`, 1, MAX_TOKENS);
  }
  if (m.uses !== undefined && m.uses !== 'unlimited') int(m.uses, `${where}.uses`, 1, 6);
  if (m.uses === 'unlimited' && !spends) {
    throw new DiceQueryError(`${where}: "unlimited" uses need a cost that spends a token`);
  }
  if (m.requires !== undefined) {
    if (!Array.isArray(m.requires)) throw new DiceQueryError(`${where}.requires must be a list`);
    m.requires.forEach((r: unknown, i: number) => {
      const rw = `${where}.requires[${i}]`;
      const q = fields(r, rw, ['side', 'token', 'atLeast', 'atMost']) as Json & Partial<Requirement>;
      if (q.side !== undefined && q.side !== 'attacker' && q.side !== 'defender') {
        throw new DiceQueryError(`${rw}.side must be "attacker" or "defender"`);
      }
      tokenKind(q.token, `${rw}.token`);
      if (q.atLeast !== undefined) int(q.atLeast, `${rw}.atLeast`, 0, MAX_TOKENS);
      if (q.atMost !== undefined) int(q.atMost, `${rw}.atMost`, 0, MAX_TOKENS);
    });
  }
  if (m.whenDice !== undefined) {
    if (!Array.isArray(m.whenDice)) throw new DiceQueryError(`${where}.whenDice must be a list`);
    if (e.kind === 'dice' || e.kind === 'prevent')
      throw new DiceQueryError(`${where}.whenDice goes with a reroll, change, add or cancel, not a ${e.kind} effect`);
    m.whenDice.forEach((r: unknown, i: number) => {
      const rw = `${where}.whenDice[${i}]`;
      const q = fields(r, rw, ['faces', 'atLeast', 'atMost', 'only']);
      faces(q.faces, `${rw}.faces`, dice);
      if (q.atLeast !== undefined) int(q.atLeast, `${rw}.atLeast`, 0, 99);
      if (q.atMost !== undefined) int(q.atMost, `${rw}.atMost`, 0, 99);
      if (q.only !== undefined) bool(q.only, `${rw}.only`);
    });
  }
  return m as unknown as Modification;
}

function mods(v: unknown, where: string): Modification[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new DiceQueryError(`${where} must be a list of modifications`);
  return v.map((m, i) => checkModification(m, `${where}[${i}]`));
}

/** Checks a query (from JSON or code) and returns it typed; throws DiceQueryError with a clear sentence. */
export function checkQuery(v: unknown): DiceQuery {
  const q = fields(v, 'query', ['attacks', 'defender', 'attackerTokensCarry', 'critWeight', 'defenderPolicy']);
  if (!Array.isArray(q.attacks) || q.attacks.length === 0) {
    throw new DiceQueryError('query.attacks must be a list of 1 to 10 attacks');
  }
  if (q.attacks.length > MAX_ATTACKS) {
    throw new DiceQueryError(`query.attacks has ${q.attacks.length} attacks; at most ${MAX_ATTACKS} are allowed`);
  }
  const attacks = q.attacks.map((a: unknown, i: number): AttackSpec => {
    const w = `attacks[${i}]`;
    const x = fields(a, w, ['dice', 'tokens', 'modifications', 'range', 'obstructed', 'ordnance', 'inReinforcedArc']);
    const spec: AttackSpec = { dice: int(x.dice, `${w}.dice`, 0, MAX_DICE) };
    if (x.tokens !== undefined) spec.tokens = checkTokens(x.tokens, `${w}.tokens`);
    spec.modifications = mods(x.modifications, `${w}.modifications`);
    if (x.range !== undefined) spec.range = int(x.range, `${w}.range`, 0, 3);
    if (x.obstructed !== undefined) spec.obstructed = bool(x.obstructed, `${w}.obstructed`);
    if (x.ordnance !== undefined) spec.ordnance = bool(x.ordnance, `${w}.ordnance`);
    if (x.inReinforcedArc !== undefined) spec.inReinforcedArc = bool(x.inReinforcedArc, `${w}.inReinforcedArc`);
    return spec;
  });
  const d = fields(q.defender, 'defender', ['dice', 'tokens', 'modifications', 'hull', 'shields']);
  const defender: DefenderSpec = { dice: int(d.dice, 'defender.dice', 0, MAX_DICE) };
  if (d.tokens !== undefined) defender.tokens = checkTokens(d.tokens, 'defender.tokens');
  defender.modifications = mods(d.modifications, 'defender.modifications');
  if (d.hull !== undefined) defender.hull = int(d.hull, 'defender.hull', 1, 99);
  if (d.shields !== undefined) defender.shields = int(d.shields, 'defender.shields', 0, 99);
  const out: DiceQuery = { attacks, defender };
  if (q.attackerTokensCarry !== undefined) out.attackerTokensCarry = bool(q.attackerTokensCarry, 'attackerTokensCarry');
  if (q.critWeight !== undefined) {
    if (typeof q.critWeight !== 'number' || !Number.isFinite(q.critWeight) || q.critWeight < 1 || q.critWeight > 10) {
      throw new DiceQueryError('critWeight must be a number from 1 to 10');
    }
    out.critWeight = q.critWeight;
  }
  if (q.defenderPolicy !== undefined) {
    if (!(DEFENDER_POLICIES as readonly unknown[]).includes(q.defenderPolicy)) {
      throw new DiceQueryError(
        `defenderPolicy must be "greedy" or "look-ahead" (got ${JSON.stringify(q.defenderPolicy)})`,
      );
    }
    out.defenderPolicy = q.defenderPolicy as DefenderPolicy;
  }
  const size = querySize(out);
  if (size > MAX_QUERY_SIZE)
    throw new DiceQueryError(
      `this query is too large to answer: its attacks may pass through about ${size.toLocaleString('en-US')} token ` +
        `states, and the calculator answers up to ${MAX_QUERY_SIZE.toLocaleString('en-US')} (fewer attacks or fewer tokens)`,
    );
  return out;
}

/**
 * The most token states a query may pass through, summed over its attacks (each side's tokens of each kind anywhere
 * from 0 to what it holds, or to the cap when a modification gives that kind; the attacker's anew in each attack
 * unless they carry). Time and memory grow with it, so queries above MAX_QUERY_SIZE are refused before any work.
 */
export function querySize(q: DiceQuery): number {
  const gains = { attacker: new Set<string>(), defender: new Set<string>() };
  const allMods = [...(q.defender.modifications ?? []), ...q.attacks.flatMap((a) => a.modifications ?? [])];
  for (const m of allMods) if (m.cost?.gain) gains[m.by].add(m.cost.gain);
  const states = (t: SideTokens | undefined, side: 'attacker' | 'defender') =>
    TOKEN_KINDS.reduce((n, k) => n * ((gains[side].has(k) ? MAX_TOKENS : Math.min(MAX_TOKENS, t?.[k] ?? 0)) + 1), 1);
  const defender = states(q.defender.tokens, 'defender');
  if (q.attackerTokensCarry) {
    const most: SideTokens = {};
    for (const a of q.attacks) for (const k of TOKEN_KINDS) most[k] = Math.max(most[k] ?? 0, a.tokens?.[k] ?? 0);
    return q.attacks.length * states(most, 'attacker') * defender;
  }
  return q.attacks.reduce((n, a) => n + states(a.tokens, 'attacker') * defender, 0);
}

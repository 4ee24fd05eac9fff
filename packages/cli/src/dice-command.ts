import {
  advise,
  computeOdds,
  DiceQueryError,
  type AttackSpec,
  type DiceQuery,
  type DiceResult,
  type Odds,
} from '@xwing/dice';
import { DICE_HELP } from './help.js';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError, wholeNumber } from './options.js';

const ATTACK_LETTERS: Record<string, keyof NonNullable<AttackSpec['tokens']>> = {
  f: 'focus',
  l: 'lock',
  c: 'calculate',
  o: 'force',
};
const DEFENSE_LETTERS: Record<string, keyof NonNullable<AttackSpec['tokens']>> = {
  f: 'focus',
  c: 'calculate',
  o: 'force',
  e: 'evade',
  r: 'reinforce',
};

/** Parses one word such as "3fl": a dice count followed by token letters (a repeated letter is two tokens). */
export function parseDiceWord(
  word: string,
  side: 'attack' | 'defense',
): { dice: number; tokens: Record<string, number> } {
  const m = /^(-?\d+)([a-z]*)$/i.exec(word);
  if (!m) {
    throw new UsageError(`${JSON.stringify(word)} is not a dice word: write a dice count then token letters, e.g. 3fl`);
  }
  const dice = Number(m[1]);
  if (dice < 0) throw new UsageError(`${JSON.stringify(word)}: the dice count cannot be negative`);
  if (dice > 6) throw new UsageError(`${JSON.stringify(word)}: at most 6 dice can be rolled (got ${dice})`);
  const letters = side === 'attack' ? ATTACK_LETTERS : DEFENSE_LETTERS;
  const tokens: Record<string, number> = {};
  for (const ch of m[2]!.toLowerCase()) {
    const kind = letters[ch];
    if (!kind) {
      const known = Object.entries(letters)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      throw new UsageError(`${JSON.stringify(word)}: unknown ${side} token letter "${ch}" (known: ${known})`);
    }
    tokens[kind] = (tokens[kind] ?? 0) + 1;
  }
  if (tokens.force !== undefined) tokens.forceMax = tokens.force;
  return { dice, tokens };
}

interface Options {
  format: 'json' | 'table';
  query?: DiceQuery;
  /** A side given as a ship (--attacker / --defender): the query is finished from the card data (dice-ships.ts). */
  ships?: ShipsRequest;
}

/** The ship sides asked for, with what the query needs from them (dice-ships.ts fills it). */
export interface ShipsRequest {
  attacker?: string;
  defender?: string;
  attackerTokens: Record<string, number>;
  defenderTokens: Record<string, number>;
  weapon: string;
  range: number;
  obstructed: boolean;
  bullseye: boolean;
  inDefenderArcs: string[];
  assumeBoard: boolean;
}

const DICE_OPTIONS = {
  vs: { type: 'string' },
  range: { type: 'string', short: 'r' },
  hull: { type: 'string' },
  shields: { type: 'string' },
  obstructed: { type: 'boolean' },
  carry: { type: 'boolean' },
  'look-ahead': { type: 'boolean' },
  format: { type: 'string', short: 'f' },
  json: { type: 'boolean', short: 'j' },
  attacker: { type: 'string' },
  defender: { type: 'string' },
  'attacker-tokens': { type: 'string' },
  'defender-tokens': { type: 'string' },
  weapon: { type: 'string' },
  bullseye: { type: 'boolean' },
  'in-defender-arc': { type: 'string' },
  'assume-board': { type: 'boolean' },
} as const;

const ARC_NAMES = ['front', 'rear', 'left', 'right', 'full-front', 'full-rear', 'bullseye'];

/** Token letters alone ("fl"): a ship's tokens, read as a dice word's letters. */
function tokenLetters(text: string | undefined, side: 'attack' | 'defense', flag: string): Record<string, number> {
  if (text === undefined || text === '') return {};
  if (!/^[a-z]+$/i.test(text)) throw new UsageError(`${flag} wants token letters only, e.g. fl`);
  const { tokens } = parseDiceWord(`0${text}`, side);
  delete tokens.forceMax;
  return tokens;
}

/** Parses the command line: the words form (a query) or nothing (the query comes from stdin). */
export function parseDiceArgs(args: readonly string[]): Options | 'help' {
  const { values, positionals: attacks, help } = parseCommandLine(args, DICE_OPTIONS);
  if (help) return 'help';
  const defense = values.vs;
  const range = values.range === undefined ? undefined : wholeNumber('--range', values.range, 0, 3);
  const hull = values.hull === undefined ? undefined : wholeNumber('--hull', values.hull, 1, 99);
  const shields = values.shields === undefined ? undefined : wholeNumber('--shields', values.shields, 0, 99);
  const obstructed = values.obstructed === true;
  const carry = values.carry === true;
  const lookAhead = values['look-ahead'] === true;
  if (values.json && values.format !== undefined) throw new UsageError('give --json or --format, not both');
  const format = values.json ? 'json' : oneOf('--format', values.format ?? 'json', ['json', 'table'] as const);
  const shipGiven = values.attacker !== undefined || values.defender !== undefined;
  const shipOnly = [
    'attacker-tokens',
    'defender-tokens',
    'weapon',
    'bullseye',
    'in-defender-arc',
    'assume-board',
  ] as const;
  if (!shipGiven) {
    const stray = shipOnly.find((k) => values[k] !== undefined);
    if (stray) throw new UsageError(`--${stray} goes with --attacker or --defender (a ship: pilot+upgrades)`);
  } else {
    if (values.attacker !== undefined && attacks.length > 0)
      throw new UsageError('give the attack as dice words or as --attacker, not both');
    if (values.defender !== undefined && defense !== undefined)
      throw new UsageError('give the defense as --vs or as --defender, not both');
    if (values.attacker === undefined && attacks.length === 0)
      throw new UsageError('give the attack: a dice word (e.g. 3fl) or --attacker PILOT+UPGRADES');
    if (values.defender === undefined && defense === undefined)
      throw new UsageError('give the defense: --vs DICEWORD (e.g. 3fe) or --defender PILOT+UPGRADES');
    if (attacks.length > 1) throw new UsageError('with a ship, the odds are for one attack: give one attack word');
    if (carry || lookAhead) throw new UsageError('--carry and --look-ahead need two attacks or more: give dice words');
    if (values.attacker === undefined && values['attacker-tokens'] !== undefined)
      throw new UsageError('--attacker-tokens goes with --attacker (a dice word carries its own letters)');
    if (values.defender === undefined && values['defender-tokens'] !== undefined)
      throw new UsageError('--defender-tokens goes with --defender (--vs carries its own letters)');
    const arcs = (values['in-defender-arc'] ?? '').split(',').filter((a) => a !== '');
    for (const a of arcs)
      if (!ARC_NAMES.includes(a))
        throw new UsageError(`--in-defender-arc: ${JSON.stringify(a)} is not an arc (${ARC_NAMES.join(', ')})`);
    const word = attacks[0] === undefined ? undefined : parseDiceWord(attacks[0], 'attack');
    const vs = defense === undefined ? undefined : parseDiceWord(defense, 'defense');
    const ships: ShipsRequest = {
      attackerTokens: word ? word.tokens : tokenLetters(values['attacker-tokens'], 'attack', '--attacker-tokens'),
      defenderTokens: vs ? vs.tokens : tokenLetters(values['defender-tokens'], 'defense', '--defender-tokens'),
      weapon: values.weapon ?? 'primary',
      range: range ?? 2,
      obstructed,
      bullseye: values.bullseye === true,
      inDefenderArcs: arcs,
      assumeBoard: values['assume-board'] === true,
    };
    if (values.attacker !== undefined) ships.attacker = values.attacker;
    if (values.defender !== undefined) ships.defender = values.defender;
    const query: DiceQuery = {
      attacks: [
        {
          dice: word?.dice ?? 0,
          tokens: ships.attackerTokens,
          ...(range !== undefined ? { range } : {}),
          ...(obstructed ? { obstructed } : {}),
        },
      ],
      defender: { dice: vs?.dice ?? 0, tokens: ships.defenderTokens },
    };
    if (hull !== undefined) query.defender.hull = hull;
    if (shields !== undefined) query.defender.shields = shields;
    return { format, query, ships };
  }
  const wordsGiven = attacks.length > 0 || defense !== undefined;
  if (!wordsGiven) {
    if (range !== undefined || hull !== undefined || shields !== undefined || obstructed || carry || lookAhead) {
      throw new UsageError(
        '--range, --hull, --shields, --obstructed, --carry and --look-ahead go with dice words: ' +
          'xwing dice 3f --vs 2e (a JSON query says "defenderPolicy")',
      );
    }
    return { format };
  }
  if (attacks.length === 0)
    throw new UsageError('give at least one attack word before --vs, e.g. xwing dice 3f --vs 2e');
  if (defense === undefined) throw new UsageError('give the defense after --vs, e.g. xwing dice 3f --vs 2e');
  if (attacks.length > 10) throw new UsageError(`at most 10 attacks (got ${attacks.length})`);
  const d = parseDiceWord(defense, 'defense');
  const { reinforce, ...defTokens } = d.tokens;
  const query: DiceQuery = {
    attacks: attacks.map((w) => {
      const p = parseDiceWord(w, 'attack');
      const spec: AttackSpec = { dice: p.dice, tokens: p.tokens };
      if (range !== undefined) spec.range = range;
      if (obstructed) spec.obstructed = true;
      return spec;
    }),
    defender: { dice: d.dice, tokens: { ...defTokens, ...(reinforce ? { reinforce } : {}) } },
  };
  if (hull !== undefined) query.defender.hull = hull;
  if (shields !== undefined) query.defender.shields = shields;
  if (carry) query.attackerTokensCarry = true;
  if (lookAhead) query.defenderPolicy = 'look-ahead';
  return { format, query };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8'));
  return chunks.join('').replace(/^\uFEFF/, '');
}

function bar(p: number, width = 40): string {
  const n = Math.round(p * width * 8);
  const full = Math.floor(n / 8);
  const part = ' ▏▎▍▌▋▊▉'[n % 8]!;
  return '█'.repeat(full) + (n % 8 ? part : '');
}

function oddsTable(title: string, o: Odds): string {
  const byDamage: number[] = [];
  for (const d of o.distribution) byDamage[d.hits + d.crits] = (byDamage[d.hits + d.crits] ?? 0) + d.p;
  const lines = [
    `${title}: expected damage ${o.expectedDamage.toFixed(4)} (hits ${o.expectedHits.toFixed(4)}, crits ${o.expectedCrits.toFixed(4)})`,
    '  damage   P(exactly)   P(at least)',
  ];
  for (let n = 0; n < o.atLeast.length; n++) {
    const p = byDamage[n] ?? 0;
    lines.push(
      `  ${String(n).padStart(6)}   ${(p * 100).toFixed(2).padStart(9)}%   ${((o.atLeast[n] ?? 0) * 100).toFixed(2).padStart(10)}%  ${bar(p)}`,
    );
  }
  return lines.join('\n');
}

/** The readable table for a result. */
export function formatTable(result: DiceResult): string {
  const parts: string[] = [];
  if (result.attacks.length > 1) result.attacks.forEach((a, i) => parts.push(oddsTable(`attack ${i + 1}`, a)));
  parts.push(oddsTable(result.attacks.length > 1 ? 'all attacks' : 'attack', result.total));
  if (result.destroy !== undefined) parts.push(`P(destroy): ${(result.destroy * 100).toFixed(2)}%`);
  const tokens = (t: Record<string, number>) =>
    Object.entries(t)
      .map(([k, v]) => `${k} ${v.toFixed(3)}`)
      .join(', ') || 'none';
  parts.push(
    `expected tokens left: attacker ${tokens(result.tokensLeft.attacker)}; defender ${tokens(result.tokensLeft.defender)}`,
  );
  return `${parts.join('\n\n')}\n`;
}

/** The query with its ship sides filled from the card data and the engine's records (dice-ships.ts). */
async function withShips(
  query: DiceQuery,
  ships: ShipsRequest,
): Promise<{ query: DiceQuery; cards: Record<string, unknown> }> {
  const { parseShip, shipSides } = await import('./dice-ships.js');
  const side = (text: string | undefined, tokens: Record<string, number>, flag: string) =>
    text === undefined ? undefined : { ship: parseShip(text, flag), tokens: { ...tokens } };
  const attacker = side(ships.attacker, ships.attackerTokens, '--attacker');
  const defender = side(ships.defender, ships.defenderTokens, '--defender');
  const s = shipSides({
    ...(attacker ? { attacker } : {}),
    ...(defender ? { defender } : {}),
    attackerTokens: ships.attackerTokens,
    defenderTokens: ships.defenderTokens,
    weapon: ships.weapon,
    range: ships.range,
    obstructed: ships.obstructed,
    bullseye: ships.bullseye,
    inDefenderArcs: ships.inDefenderArcs,
    assumeBoard: ships.assumeBoard,
  });
  const attack = { ...query.attacks[0]!, ...s.attack };
  // A hull or shields given on the command line win over the defender ship's printed ones.
  const defenderSpec = { ...query.defender, ...s.defender };
  if (query.defender.hull !== undefined) defenderSpec.hull = query.defender.hull;
  if (query.defender.shields !== undefined) defenderSpec.shields = query.defender.shields;
  return { query: { ...query, attacks: [attack], defender: defenderSpec }, cards: s.cards };
}

/** The cards counted and left out, under the table. */
function formatCards(cards: Record<string, unknown>): string {
  const lines: string[] = [''];
  for (const [side, report] of Object.entries(cards) as [
    string,
    { counted: { key: string }[]; leftOut: { key: string; why: string }[] },
  ][]) {
    lines.push(`${side} cards counted: ${report.counted.map((c) => c.key).join(', ') || 'none'}`);
    for (const l of report.leftOut) lines.push(`  left out: ${l.key}: ${l.why}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `xwing dice`: exact attack odds from dice words or a JSON query on stdin. */
export async function runDice(args: string[], io: Io): Promise<number> {
  try {
    const opts = parseDiceArgs(args);
    if (opts === 'help') {
      io.stdout.write(DICE_HELP);
      return 0;
    }
    let query = opts.query;
    let rolled: unknown;
    if (!query) {
      const text = await readAll(io.stdin);
      if (text.trim() === '')
        throw new UsageError('no query: give dice words (xwing dice 3f --vs 2e) or a JSON query on stdin');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (e) {
        throw new UsageError(`the query on stdin is not JSON: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (typeof json === 'object' && json !== null && !Array.isArray(json) && 'rolled' in json) {
        const { rolled: r, ...rest } = json as Record<string, unknown>;
        rolled = r;
        json = rest;
      }
      query = json as DiceQuery;
    }
    let cards: Record<string, unknown> | undefined;
    if (opts.ships) {
      const finished = await withShips(query, opts.ships);
      query = finished.query;
      cards = finished.cards;
    }
    const result = computeOdds(query);
    if (opts.format === 'table') io.stdout.write(formatTable(result) + (cards ? formatCards(cards) : ''));
    else {
      const out: Record<string, unknown> = { ...result };
      if (cards) out.cards = cards;
      if (rolled !== undefined) {
        if (typeof rolled !== 'object' || rolled === null || Array.isArray(rolled)) {
          throw new DiceQueryError(
            'rolled must be an object: {"attackDice": [...], "defenseDice"?: [...], "attack"?: 0}',
          );
        }
        out.advice = advise(query, rolled as Parameters<typeof advise>[1]);
      }
      io.stdout.write(`${JSON.stringify(out)}\n`);
    }
    return 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof DiceQueryError) {
      io.stderr.write(`xwing dice: ${e.message}\nRun "xwing dice --help" for the usage.\n`);
      return 2;
    }
    throw e;
  }
}

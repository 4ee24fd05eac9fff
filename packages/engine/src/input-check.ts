/**
 * A small declarative checker for the JSON the engine is handed (positions, game setups): a schema of plain rules,
 * and `check(value, rule)` collecting every problem as a path and a sentence. A new field is one line in a schema
 * (position-schema.ts). Unknown fields are refused, so a misspelt field is never silently ignored; values are walked
 * only as deep as the schema goes, and `jsonDepthProblem` bounds the nesting of anything kept as it is (squads).
 */

export interface Problem {
  /** Where, e.g. "players[0].ships[1].dial". */
  path: string;
  /** What is wrong, as a sentence. */
  message: string;
}

/** What a rule's checks may consult (the content, the rest of the input), given by the schema's user. */
export type Lookup = (v: string) => boolean;

export type Rule =
  | { kind: 'string'; max?: number; oneOf?: readonly string[]; known?: { what: string; has: Lookup } }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'literal'; values: readonly (string | number)[] }
  | { kind: 'object'; fields: Readonly<Record<string, Field>>; what: string }
  | { kind: 'array'; of: Rule; min?: number; max: number }
  | { kind: 'tuple'; of: readonly Rule[] }
  | { kind: 'nullable'; of: Rule }
  | { kind: 'either'; of: readonly Rule[]; what: string }
  | { kind: 'any' }
  /** Any plain object, its fields unchecked (someone else checks them, e.g. a squad in XWS). */
  | { kind: 'record'; what: string }
  /** A field the format names but the engine cannot honour yet: any value is refused with the message. */
  | { kind: 'unsupported'; message: string };

export interface Field {
  rule: Rule;
  required?: boolean;
}

export const str = (max = 200, known?: { what: string; has: Lookup }): Rule =>
  known ? { kind: 'string', max, known } : { kind: 'string', max };
export const oneOf = (values: readonly string[]): Rule => ({ kind: 'string', oneOf: values });
export const int = (min: number, max: number): Rule => ({ kind: 'int', min, max });
export const num = (min: number, max: number): Rule => ({ kind: 'number', min, max });
export const bool: Rule = { kind: 'boolean' };
export const literal = (...values: (string | number)[]): Rule => ({ kind: 'literal', values });
export const arrayOf = (of: Rule, max: number, min = 0): Rule => ({ kind: 'array', of, max, min });
export const tuple = (...of: Rule[]): Rule => ({ kind: 'tuple', of });
export const nullable = (of: Rule): Rule => ({ kind: 'nullable', of });
export const either = (what: string, ...of: Rule[]): Rule => ({ kind: 'either', of, what });
export const anything: Rule = { kind: 'any' };
export const notImplemented = (what: string): Rule => ({
  kind: 'unsupported',
  message: `not implemented yet: ${what}`,
});
export const anyObject = (what: string): Rule => ({ kind: 'record', what });
export const object = (what: string, fields: Record<string, Field | Rule>): Rule => ({
  kind: 'object',
  what,
  fields: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, 'rule' in f ? f : { rule: f }])),
});
/** A field that must be present. */
export const required = (rule: Rule): Field => ({ rule, required: true });

export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  return `${typeof v} ${String(v)}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function expected(rule: Rule): string {
  switch (rule.kind) {
    case 'string':
      return rule.oneOf ? `one of ${rule.oneOf.map((x) => JSON.stringify(x)).join(', ')}` : 'a string';
    case 'int':
      return `a whole number from ${rule.min} to ${rule.max}`;
    case 'number':
      return `a number from ${rule.min} to ${rule.max}`;
    case 'boolean':
      return 'true or false';
    case 'literal':
      return rule.values.map((x) => JSON.stringify(x)).join(' or ');
    case 'object':
      return rule.what;
    case 'array':
      return `a list (at most ${rule.max})`;
    case 'tuple':
      return `a list of ${rule.of.length}`;
    case 'nullable':
      return `${expected(rule.of)} or null`;
    case 'either':
      return rule.what;
    case 'any':
      return 'any value';
    case 'record':
      return rule.what;
    case 'unsupported':
      return 'nothing (not implemented yet)';
  }
}

/** Whether `rule` is about values of `v`'s JSON type (a string rule for a string, an object rule for an object, …). */
function sameType(rule: Rule, v: unknown): boolean {
  switch (rule.kind) {
    case 'string':
      return typeof v === 'string';
    case 'int':
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'object':
    case 'record':
      return isObject(v);
    case 'array':
    case 'tuple':
      return Array.isArray(v);
    default:
      return false;
  }
}

/** Checks `v` against `rule`, adding each problem found under `path`. Returns whether `v` passed. */
export function check(v: unknown, rule: Rule, path: string, out: Problem[]): boolean {
  const before = out.length;
  const bad = (message: string) => out.push({ path: path || '(top)', message });
  switch (rule.kind) {
    case 'any':
      break;
    case 'unsupported':
      bad(rule.message);
      break;
    case 'record':
      if (!isObject(v)) bad(`must be ${rule.what}, not ${describeValue(v)}`);
      break;
    case 'string':
      if (typeof v !== 'string') bad(`must be ${expected(rule)}, not ${describeValue(v)}`);
      else if (rule.oneOf && !rule.oneOf.includes(v)) bad(`must be ${expected(rule)}, not ${describeValue(v)}`);
      else if (v.length > (rule.max ?? 200)) bad(`is ${v.length} characters long; at most ${rule.max ?? 200}`);
      else if (rule.known && !rule.known.has(v)) bad(`${JSON.stringify(v)} is not ${rule.known.what}`);
      break;
    case 'int':
      if (typeof v !== 'number' || !Number.isInteger(v) || v < rule.min || v > rule.max)
        bad(`must be ${expected(rule)}, not ${describeValue(v)}`);
      break;
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v) || v < rule.min || v > rule.max)
        bad(`must be ${expected(rule)}, not ${describeValue(v)}`);
      break;
    case 'boolean':
      if (typeof v !== 'boolean') bad(`must be true or false, not ${describeValue(v)}`);
      break;
    case 'literal':
      if (!rule.values.includes(v as string | number)) bad(`must be ${expected(rule)}, not ${describeValue(v)}`);
      break;
    case 'nullable':
      if (v !== null) check(v, rule.of, path, out);
      break;
    case 'either': {
      const tries: Problem[][] = rule.of.map((r) => {
        const p: Problem[] = [];
        check(v, r, path, p);
        return p;
      });
      if (tries.some((p) => p.length === 0)) break;
      // When only one alternative takes a value of this type, its own problems say more than the list of shapes.
      const alike = rule.of.map((r, i) => (sameType(r, v) ? i : -1)).filter((i) => i >= 0);
      if (alike.length === 1) out.push(...tries[alike[0]!]!);
      else bad(`must be ${rule.what}, not ${describeValue(v)}`);
      break;
    }
    case 'object': {
      if (!isObject(v)) {
        bad(`must be ${rule.what}, not ${describeValue(v)}`);
        break;
      }
      for (const k of Object.keys(v))
        if (!Object.hasOwn(rule.fields, k))
          out.push({
            path: join(path, k),
            message: `is not a field of ${rule.what} (known: ${Object.keys(rule.fields).join(', ')})`,
          });
      for (const [k, f] of Object.entries(rule.fields)) {
        const x = Object.hasOwn(v, k) ? v[k] : undefined;
        if (x === undefined) {
          if (f.required) out.push({ path: join(path, k), message: `is missing: it must be ${expected(f.rule)}` });
        } else check(x, f.rule, join(path, k), out);
      }
      break;
    }
    case 'array':
      if (!Array.isArray(v)) bad(`must be ${expected(rule)}, not ${describeValue(v)}`);
      else if (v.length > rule.max) bad(`lists ${v.length} entries; at most ${rule.max}`);
      else if (v.length < (rule.min ?? 0)) bad(`lists ${v.length} entries; at least ${rule.min}`);
      else v.forEach((x, i) => check(x, rule.of, join(path, i), out));
      break;
    case 'tuple':
      if (!Array.isArray(v) || v.length !== rule.of.length)
        bad(
          `must be a list of exactly ${rule.of.length}, not ${Array.isArray(v) ? `a list of ${v.length}` : describeValue(v)}`,
        );
      else v.forEach((x, i) => check(x, rule.of[i]!, join(path, i), out));
      break;
  }
  return out.length === before;
}

/**
 * A problem if `v` nests deeper than `max` arrays and objects (walked without recursion), so that a value kept as it
 * is can always be copied and written out.
 */
export function jsonDepthProblem(v: unknown, max: number, path: string): Problem | null {
  const stack: [unknown, number][] = [[v, 0]];
  let seen = 0;
  while (stack.length) {
    const [x, depth] = stack.pop()!;
    if (typeof x !== 'object' || x === null) continue;
    if (depth >= max) return { path: path || '(top)', message: `nests more than ${max} levels deep` };
    if (++seen > 1_000_000) return { path: path || '(top)', message: 'holds more than a million values' };
    for (const y of Array.isArray(x) ? x : Object.values(x)) stack.push([y, depth + 1]);
  }
  return null;
}

/**
 * JSON with every object's keys in sorted order: two values that differ only in key order (any JSON tool may re-order
 * them) give the same text. For comparing logs; the value must be bounded in depth (checked on input).
 */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}
